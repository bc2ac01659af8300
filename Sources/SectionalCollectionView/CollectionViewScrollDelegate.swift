/// The object that a collection view tells about scrolling.
///
/// ``CollectionViewDelegate`` refines it, as `UICollectionViewDelegate` refines
/// `UIScrollViewDelegate`. An app that lets a ``CollectionViewAdapter`` be the delegate still hears
/// every scroll event through ``CollectionViewAdapter/scrollDelegate``, for a pull-to-refresh, a
/// sticky toolbar or analytics that span sections.
///
/// Every requirement does nothing by default: a delegate implements only what it cares about.
@MainActor
public protocol CollectionViewScrollDelegate: AnyObject {
  /// Tells the delegate that the content offset changed.
  func scrollViewDidScroll(_ collectionView: any CollectionView)

  /// Tells the delegate that the user started dragging the content.
  func scrollViewWillBeginDragging(_ collectionView: any CollectionView)

  /// Tells the delegate that the user lifted their finger, and whether the content keeps moving.
  func scrollViewDidEndDragging(
    _ collectionView: any CollectionView, willDecelerate decelerate: Bool)

  /// Tells the delegate that the content stopped moving after a drag.
  func scrollViewDidEndDecelerating(_ collectionView: any CollectionView)

  /// Tells the delegate that the viewport changed size (a rotation, a resized window), after
  /// the view laid out what the new size shows.
  func scrollViewDidChangeSize(_ collectionView: any CollectionView)
}

extension CollectionViewScrollDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ collectionView: any CollectionView) {}

  /// Does nothing.
  public func scrollViewWillBeginDragging(_ collectionView: any CollectionView) {}

  /// Does nothing.
  public func scrollViewDidEndDragging(
    _ collectionView: any CollectionView,
    willDecelerate decelerate: Bool
  ) {}

  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ collectionView: any CollectionView) {}

  /// Does nothing.
  public func scrollViewDidChangeSize(_ collectionView: any CollectionView) {}
}
