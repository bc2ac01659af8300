import Foundation

/// The bits of a small model, kept by a section so that the adapter can tell, without a call, that
/// a section's model is the very value its controller already shows.
///
/// Two models with the same bits are the same value when the one the bits were first read from is
/// still alive (the adapter keeps it): an array sharing another's storage, the same instance of a
/// class, equal integers. Equal values with different bits (two arrays with equal elements in
/// separate storage) are not recognized, which costs only the work the check would have saved.
/// A model larger than 32 bytes has no bits (``none``), and matches nothing.
@usableFromInline
package struct ModelBits: Sendable {
  @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// The model's size in bytes, or -1 for no bits; ``controllerKeepsModel`` is set in it for
  /// bits whose model the controller keeps alive itself.
  @usableFromInline var size = -1

  /// The flag, in ``size``, of bits whose model the section's controller keeps alive.
  @usableFromInline static var controllerKeepsModel: Int { 1 << 32 }

  /// No bits: matches nothing, itself included.
  @inlinable static var none: ModelBits { ModelBits() }

  /// Whether these are a model's bits, not ``none``.
  @inlinable var isSome: Bool { size >= 0 }

  /// Whether the adapter keeps the model these bits were read from alive while it keeps them:
  /// `false` for ``none``, and for bits whose model the controller keeps alive itself.
  @inlinable var needsModelKeptAlive: Bool { size >= 0 && size < Self.controllerKeepsModel }

  /// These bits, marked as those of a model the controller keeps alive itself.
  ///
  /// The last model the controller was sent, or one with the same bits, stays alive in the
  /// controller until it is sent another; the adapter then keeps no copy of it.
  @inlinable package var keptByController: ModelBits {
    var bits = self
    if bits.size >= 0 { bits.size |= Self.controllerKeepsModel }
    return bits
  }

  @inlinable package init() {}

  /// The bits of `model`, or ``none`` when it is larger than 32 bytes.
  @inlinable
  package init<Model>(of model: Model) {
    guard MemoryLayout<Model>.size <= MemoryLayout<(UInt64, UInt64, UInt64, UInt64)>.size else {
      return
    }
    size = MemoryLayout<Model>.size
    // Unused bytes stay zero, so that equal values compare equal whatever their size.
    withUnsafeBytes(of: model) { bytes in
      withUnsafeMutableBytes(of: &words) { storage in
        storage.copyMemory(from: bytes)
      }
    }
  }

  /// Whether both are bits, and the same: plain integer comparisons, no call.
  @inlinable
  func matches(_ other: ModelBits) -> Bool {
    size >= 0 && size == other.size && words.0 == other.words.0 && words.1 == other.words.1
      && words.2 == other.words.2 && words.3 == other.words.3
  }
}
