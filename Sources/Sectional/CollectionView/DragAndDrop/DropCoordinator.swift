import Foundation

/// Everything a drop delegate needs to perform a drop.
@MainActor
public struct DropCoordinator {
  /// One dropped item and, for an item dragged from this collection view, where it came from.
  public struct Item {
    /// The dragged item.
    public let dragItem: DragItem

    /// The item's index path in this collection view, or `nil` for an item from elsewhere.
    public let sourceIndexPath: IndexPath?
  }

  /// Where the items are dropped, or `nil` for past the last item.
  public let destinationIndexPath: IndexPath?

  /// The proposal the drop delegate made last.
  public let proposal: DropProposal

  /// The dropped items.
  public let items: [Item]

  /// The session being dropped.
  public let session: DragSession
}
