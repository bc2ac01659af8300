import Foundation

/// The object that starts drags from a collection view.
@MainActor
public protocol CollectionViewDragDelegate: AnyObject {
  /// Returns the items to drag when a drag begins on an item; an empty array refuses the drag.
  func collectionView(
    _ collectionView: any CollectionView,
    itemsForBeginning session: DragSession,
    at indexPath: IndexPath
  ) -> [DragItem]

  /// Returns the items to add to a drag in progress when the user taps an item. The default adds
  /// none.
  func collectionView(
    _ collectionView: any CollectionView,
    itemsForAddingTo session: DragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [DragItem]

  /// Tells the delegate that a drag is about to begin.
  func collectionView(
    _ collectionView: any CollectionView, dragSessionWillBegin session: DragSession)

  /// Tells the delegate that a drag ended, dropped or cancelled.
  func collectionView(_ collectionView: any CollectionView, dragSessionDidEnd session: DragSession)
}

extension CollectionViewDragDelegate {
  /// Adds no items.
  public func collectionView(
    _ collectionView: any CollectionView,
    itemsForAddingTo session: DragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [DragItem] { [] }

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    dragSessionWillBegin session: DragSession
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    dragSessionDidEnd session: DragSession
  ) {}
}
