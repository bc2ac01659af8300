import Foundation
import SectionalLayout

/// Everything a drop delegate needs to perform a drop.
@MainActor
public struct DropCoordinator {
  /// One dropped item and, for an item dragged from this collection view, where it came from.
  public struct Item {
    /// The dragged item.
    public let dragItem: DragItem

    /// The item's index path in this collection view, or `nil` for an item from elsewhere.
    public let sourceIndexPath: IndexPath?

    /// Creates a dropped item.
    ///
    /// - Parameters:
    ///   - dragItem: The dragged item.
    ///   - sourceIndexPath: Its index path in the destination view, when it was dragged from that
    ///     view.
    public init(dragItem: DragItem, sourceIndexPath: IndexPath?) {
      self.dragItem = dragItem
      self.sourceIndexPath = sourceIndexPath
    }
  }

  /// Where the items are dropped, or `nil` for past the last item.
  public let destinationIndexPath: IndexPath?

  /// The proposal the drop delegate made last.
  public let proposal: DropProposal

  /// The dropped items.
  public let items: [Item]

  /// The session being dropped.
  public let session: DragSession

  /// Creates a coordinator; a ``CollectionView`` backend makes one for each drop it performs.
  ///
  /// - Parameters:
  ///   - destinationIndexPath: Where the items are dropped, or `nil` for past the last item.
  ///   - proposal: The proposal the drop delegate made last.
  ///   - items: The dropped items.
  ///   - session: The session being dropped.
  public init(
    destinationIndexPath: IndexPath?, proposal: DropProposal, items: [Item], session: DragSession
  ) {
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.items = items
    self.session = session
  }
}
