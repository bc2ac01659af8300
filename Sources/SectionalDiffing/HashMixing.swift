/// A fast hash for keys whose hash is already spread, or made of a few integers: a 64-bit
/// finalizer (SplitMix64's) over a set's or dictionary's seed.
///
/// Types that sets and dictionaries hash on hot paths (the view's item keys, a cell's identity)
/// answer `_rawHashValue(seed:)` with it. The standard `Hasher` is several calls into the
/// standard library on Linux, several times the cost of a lookup; these keys are the package's
/// own, never an attacker's, so a fast mix serves.
@usableFromInline
package enum HashMixing {
  /// Mixes a value with a seed.
  ///
  /// - Parameters:
  ///   - value: The value, such as a hash already computed.
  ///   - seed: The seed of the set or dictionary.
  /// - Returns: The mixed hash.
  @inlinable @inline(__always)
  package static func mix(_ value: Int, seed: Int) -> Int {
    var mixed = UInt64(truncatingIfNeeded: seed) ^ UInt64(truncatingIfNeeded: value)
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
  }

  /// Mixes two values with a seed.
  ///
  /// - Parameters:
  ///   - first: The first value.
  ///   - second: The second value.
  ///   - seed: The seed of the set or dictionary.
  /// - Returns: The mixed hash.
  @inlinable @inline(__always)
  package static func mix(_ first: Int, _ second: Int, seed: Int) -> Int {
    // The first spread by a large odd multiplier, so that (a, b) and (b, a) differ; one round.
    mix(first &* -0x61C8_8646_80B5_83EB ^ second, seed: seed)
  }
}
