/// The fuzzer's bytes, read front to back as small values.
///
/// Past the end every read is zero, so any input, even an empty one, is a complete program for a
/// target; libFuzzer's mutations of a byte change one decision.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  /// Copies the fuzzer's input.
  ///
  /// - Parameters:
  ///   - data: The first byte.
  ///   - size: The number of bytes.
  public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// Wraps bytes, as a test or a replay gives them.
  ///
  /// - Parameter bytes: The input.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The number of bytes not read yet.
  public var remaining: Int { max(0, bytes.count - position) }

  /// The next byte, or 0 past the end.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// Reads the next byte as an integer below a bound.
  ///
  /// - Parameter bound: The number of possible values, at most 256 to use the byte evenly.
  /// - Returns: An integer in `0..<bound`, or 0 when `bound` is not positive.
  public mutating func int(below bound: Int) -> Int {
    let value = Int(byte())
    return bound > 0 ? value % bound : 0
  }

  /// The next byte as a truth value: odd bytes are `true`.
  public mutating func bool() -> Bool {
    byte() & 1 == 1
  }

  /// Picks a value by the next byte.
  ///
  /// - Parameter choices: A non-empty list.
  /// - Returns: One of `choices`.
  public mutating func pick<Value>(_ choices: [Value]) -> Value {
    choices[int(below: choices.count)]
  }

  /// The next eight bytes as an integer, little-endian.
  public mutating func wideInt() -> Int {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) {
      value |= UInt64(byte()) << UInt64(shift)
    }
    return Int(truncatingIfNeeded: value)
  }
}

/// The integers that break arithmetic: extremes, their neighbours, and values around zero.
public let hostileIntegers: [Int] = [
  -1, -2, Int.min, Int.min + 1, Int.max, Int.max - 1, Int.max / 2, Int(Int32.max), 1 << 32,
  1 << 40, -(1 << 40), 1_000_000, 0, 1,
]
