import Foundation

/// The object that accepts drops onto a collection view.
@MainActor
public protocol CollectionViewDropDelegate: AnyObject {
  /// Returns whether the delegate can handle a session at all. The default is `true`.
  func collectionView(_ collectionView: any CollectionView, canHandle session: DragSession) -> Bool

  /// Returns what a drop would do at a destination, as the drag moves.
  ///
  /// The default cancels: a delegate that accepts drops proposes `.copy` or `.move`.
  func collectionView(
    _ collectionView: any CollectionView,
    dropSessionDidUpdate session: DragSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> DropProposal

  /// Performs a drop: update the model and the collection view.
  func collectionView(
    _ collectionView: any CollectionView,
    performDropWith coordinator: DropCoordinator
  )

  /// Tells the delegate that a drag left the view or ended over it.
  func collectionView(_ collectionView: any CollectionView, dropSessionDidEnd session: DragSession)
}

extension CollectionViewDropDelegate {
  /// Handles every session.
  public func collectionView(
    _ collectionView: any CollectionView,
    canHandle session: DragSession
  ) -> Bool { true }

  /// Cancels.
  public func collectionView(
    _ collectionView: any CollectionView,
    dropSessionDidUpdate session: DragSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> DropProposal { DropProposal(operation: .cancel) }

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    dropSessionDidEnd session: DragSession
  ) {}
}
