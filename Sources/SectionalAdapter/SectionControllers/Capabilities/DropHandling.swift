import SectionalCollectionView

/// A section controller that accepts drops onto its items.
///
/// The adapter routes a drop to the controller of the destination's section; the controllers of
/// the dragged items' sections learn about it through ``DragHandling/didDropItems(from:into:)``.
@MainActor
public protocol DropHandling: SectionController {
  /// Returns what a drop at an item of this section would do. The default cancels.
  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal
  /// Performs a drop at an item of this section.
  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath)
}

extension DropHandling {
  /// Cancels.
  public func dropProposal(for session: DragSession, at indexPath: SectionIndexPath)
    -> DropProposal
  { DropProposal(operation: .cancel) }
}
