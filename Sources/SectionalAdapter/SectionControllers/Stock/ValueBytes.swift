import Foundation

/// The bytes of a value, kept to tell later, in O(1), whether another value is the same value bit
/// for bit.
///
/// Values of up to 32 bytes (arrays, strings, references, most small structs) are kept inline, so
/// that taking them allocates nothing; larger ones are copied to the heap. Bit-for-bit equal
/// values are the same value (the same scalars, the same objects, the same array storage), so
/// storing one where the other is stored changes nothing. Equal values that are not identical
/// (equal elements in other storage, different padding) compare as different.
///
/// Whatever the bytes point to must be kept alive by the caller for as long as they are compared,
/// so that no other value can take on the same bytes meanwhile.
@usableFromInline
package struct ValueBytes {
  /// The bytes of a value of up to 32 bytes.
  @usableFromInline package var inline: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// The bytes of a larger value.
  @usableFromInline package var overflow: [UInt8]?
  /// The number of bytes.
  @usableFromInline package let count: Int

  /// Takes the bytes of a value.
  ///
  /// - Parameter value: The value.
  @inlinable
  package init<Value>(of value: Value) {
    var inline: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var overflow: [UInt8]?
    withUnsafeBytes(of: value) { bytes in
      if bytes.count <= MemoryLayout.size(ofValue: inline) {
        withUnsafeMutableBytes(of: &inline) { storage in
          UnsafeMutableRawBufferPointer(rebasing: storage[..<bytes.count]).copyMemory(from: bytes)
        }
      } else {
        overflow = Array(bytes)
      }
    }
    self.inline = inline
    self.overflow = overflow
    self.count = MemoryLayout<Value>.size
  }

  /// Whether a value's bytes are these.
  ///
  /// - Parameter value: The value, of the type the bytes were taken from.
  /// - Returns: `true` when the value is bit for bit the one the bytes were taken from.
  /// - Complexity: O(`MemoryLayout<Value>.size`).
  @inlinable
  package func areBytes<Value>(of value: Value) -> Bool {
    withUnsafeBytes(of: value) { bytes in
      guard bytes.count == count else { return false }
      guard !bytes.isEmpty else { return true }
      if let overflow {
        return overflow.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress!, count) == 0 }
      }
      return withUnsafeBytes(of: inline) { memcmp($0.baseAddress!, bytes.baseAddress!, count) == 0 }
    }
  }
}
