/// How an update reaches the collection view: KarrotListKit's and Epoxy's update strategies, and
/// an update of content only.
///
/// ``CollectionViewAdapter/update(_:updateStrategy:completion:)`` and the declarative
/// `apply(_:updateStrategy:completion:)` take one. A batch, animated or not, inserts, deletes and
/// moves only what changed and keeps every other cell; a reload replaces every cell. Whether a
/// batch animates is recorded in the batch the view applied (``BatchUpdate/isAnimated``), so a
/// test tells the three apart.
public enum UpdateStrategy: Hashable, Sendable {
  /// A batch update, animated: sections and items inserted, deleted and moved, changed items
  /// reconfigured in place. Above the adapter's ``CollectionViewAdapter/reloadThreshold``
  /// changes, or when the view's counts are stale, it becomes a reload, as KarrotListKit's does
  /// above 100.
  case animatedBatchUpdates

  /// The same batch update, without animation (UIKit's `UIView.performWithoutAnimation`): cells
  /// that did not change are kept, unlike a reload.
  case nonanimatedBatchUpdates

  /// A reload of everything, with no animation: every shown cell is replaced.
  case reloadData

  /// Content changes only: changed items are reconfigured in place, in an animated batch, and
  /// nothing moves. An update whose sections or items were inserted, deleted, moved or reloaded
  /// is applied with a reload instead, and reported
  /// (``Diagnostic/Kind/structuralChangeInContentOnlyUpdate``).
  case reconfigureOnly

  /// Whether a batch sent in this strategy animates.
  var animatesBatches: Bool { self != .nonanimatedBatchUpdates }

  /// The strategy of two coalesced updates, this one asked for first: a reload if either
  /// reloads, content only if both are, a batch without animation if neither animates, an
  /// animated batch otherwise.
  ///
  /// - Parameter later: The strategy of the update asked for after this one.
  /// - Returns: The strategy that honours both.
  func coalesced(with later: UpdateStrategy) -> UpdateStrategy {
    switch (self, later) {
    case (.reloadData, _), (_, .reloadData): .reloadData
    case (.reconfigureOnly, .reconfigureOnly): .reconfigureOnly
    case (.nonanimatedBatchUpdates, .nonanimatedBatchUpdates): .nonanimatedBatchUpdates
    default: .animatedBatchUpdates
    }
  }
}
