/// A tiny seeded pseudo-random generator: the one the project's randomized tests, benchmarks and
/// demo share, so that every run can be replayed from its seed.
///
/// SplitMix64 (Steele, Lea and Flood, 2014) passes a 64-bit state through a Weyl increment and
/// two multiply-xorshift rounds. It is not cryptographic; it is small, fast and identical on every
/// platform, which is what golden files and replayable seeds need. Code that must give the same
/// numbers on every platform and toolchain draws bounded numbers with ``int(below:)``, not
/// `Int.random(in:using:)`, whose algorithm the standard library may change.
///
/// This module is not a product of the package; the benchmarks package compiles the same file
/// through a symbolic link, as its module `BenchmarkRandom`.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed; equal seeds give equal sequences.
  ///
  /// - Parameter seed: Any value.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Returns a number in `0..<bound`.
  ///
  /// - Parameter bound: The exclusive upper bound; must be positive.
  /// - Returns: The next number below `bound` (with a negligible modulo bias).
  public mutating func int(below bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    return Int(next() % UInt64(bound))
  }

  /// Returns a number in a closed range.
  ///
  /// - Parameter range: The range.
  /// - Returns: The next number in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + int(below: range.count)
  }
}
