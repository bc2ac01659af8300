extension BatchUpdate {
  /// How closely validation follows UIKit: exactly, or also rejecting the batches UIKit accepts
  /// but then crashes on.
  ///
  /// A few batches pass every check of `performBatchUpdates` and still fail afterwards, in ways a
  /// test cannot see: a crash in the layout, a cell that animates twice, corrupted memory. Strict
  /// validation, the default, rejects them, so that they fail in a test on Linux rather than on
  /// a device. Choose ``uikit`` to reproduce UIKit's verdict exactly, for example when comparing
  /// against a real `UICollectionView`.
  ///
  /// Two inserts at the same index path (rule R24) are accepted in both modes: UIKit counts both,
  /// and a real collection view shows both items. <doc:BatchUpdateRules> states each rule and
  /// compares the two modes.
  public enum Strictness: Sendable, Hashable {
    /// Accept exactly what UIKit accepts.
    case uikit

    /// Also reject an item deleted twice (R23), a no-op section move with an item moved out of
    /// that section (R25), and item changes inside a moved section (R26).
    case strict
  }
}
