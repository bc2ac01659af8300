import SectionalCollectionView

/// A section controller that accepts drops into its section.
///
/// The adapter routes a drop to the controller of the destination's section; the controllers of
/// the dragged items' sections learn about it through ``DragHandling/didDropItems(from:into:)``.
///
/// A destination is an insertion point, as UIKit gives it: the index of an item, or the
/// controller's item count for the end of the section (0 in an empty section), so that a drop
/// can append, or fill an empty section.
@MainActor
public protocol DropHandling: SectionController {
  /// Returns what a drop at an insertion point of this section would do. The default cancels.
  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal
  /// Performs a drop at an insertion point of this section: an item's index, or the item count.
  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath)
}

extension DropHandling {
  /// Cancels.
  public func dropProposal(for session: DragSession, at indexPath: SectionIndexPath)
    -> DropProposal
  { DropProposal(operation: .cancel) }
}
