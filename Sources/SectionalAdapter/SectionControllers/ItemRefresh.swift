/// How a list controller refreshes an item whose identity stays and whose content changed.
///
/// ``reconfigure`` keeps the item's cell, as Epoxy and UIKit's `reconfigureItems(at:)` do: the
/// cell stays on screen, keeps its selection and any state of its own, and is configured again
/// with the new content. ``reload`` replaces the cell, for cells that must start afresh.
public enum ItemRefresh: Hashable, Sendable {
  /// Keeps the cell and configures it again: in the same batch when the item does not move, in a
  /// follow-up batch at its new index path when it does (UIKit forbids reconfiguring a moved item
  /// in the batch that moves it). The default.
  case reconfigure

  /// Replaces the cell: the item is reloaded in place when nothing moves in the batch, and deleted
  /// and inserted otherwise, because UIKit places a reload without counting moves.
  case reload

  /// Replaces the cell with a delete at the item's old index path and an insert at its new one,
  /// always, as a brand-new item would arrive: for an animation that removes the old row.
  case deleteAndInsert
}
