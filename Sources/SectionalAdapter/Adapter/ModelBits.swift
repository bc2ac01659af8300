import Foundation

/// The bits of a small model, kept by a section so that the adapter can tell, without a call, that
/// a section's model is the very value its controller already shows.
///
/// Two models with the same bits are the same value when the one the bits were first read from is
/// still alive (the adapter keeps it): an array sharing another's storage, the same instance of a
/// class, equal integers. Equal values with different bits (two arrays with equal elements in
/// separate storage) are not recognized, which costs only the work the check would have saved.
/// Models larger than 32 bytes have no bits.
@usableFromInline
struct ModelBits: Equatable {
  @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  /// The bits of `model`, or `nil` when it is larger than 32 bytes.
  @inlinable
  init?<Model>(of model: Model) {
    guard MemoryLayout<Model>.size <= MemoryLayout<(UInt64, UInt64, UInt64, UInt64)>.size else {
      return nil
    }
    // Unused bytes stay zero, so that equal values compare equal whatever their size.
    withUnsafeBytes(of: model) { bytes in
      withUnsafeMutableBytes(of: &words) { storage in
        storage.copyMemory(from: bytes)
      }
    }
  }

  @inlinable
  static func == (lhs: ModelBits, rhs: ModelBits) -> Bool {
    lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
      && lhs.words.3 == rhs.words.3
  }
}
