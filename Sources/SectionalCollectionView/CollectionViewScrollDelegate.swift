import Foundation

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

  /// Tells the delegate that the user is about to lift their finger, with the speed of the
  /// content and where it will come to rest, which the delegate may change.
  ///
  /// As in UIKit, it comes before ``scrollViewDidEndDragging(_:willDecelerate:)``; the content
  /// then decelerates to `targetContentOffset` as the delegate left it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - velocity: The content's speed at release, in points per millisecond, as UIKit gives it
  ///     (positive towards later items).
  ///   - targetContentOffset: Where the content will rest; set it to rest elsewhere (a snap).
  func scrollViewWillEndDragging(
    _ collectionView: any CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint)

  /// Tells the delegate that the user lifted their finger, and whether the content keeps moving.
  func scrollViewDidEndDragging(
    _ collectionView: any CollectionView, willDecelerate decelerate: Bool)

  /// Tells the delegate that the content starts decelerating after a drag (or bouncing back
  /// from past an end).
  func scrollViewWillBeginDecelerating(_ collectionView: any CollectionView)

  /// Tells the delegate that the content stopped moving after a drag.
  func scrollViewDidEndDecelerating(_ collectionView: any CollectionView)

  /// Tells the delegate that a scroll asked for with animation came to its end, as UIKit does
  /// after `setContentOffset(_:animated:)` or `scrollToItem(at:at:animated:)` with `animated`
  /// `true`.
  ///
  /// Not called for a scroll without animation, nor when the content was already where the
  /// scroll would take it (UIKit animates nothing then), nor at the end of a drag (that is
  /// ``scrollViewDidEndDecelerating(_:)``) or of a scroll to the top
  /// (``scrollViewDidScrollToTop(_:)``). Code that waits for a programmatic scroll to settle
  /// (to highlight the item it scrolled to, say) belongs here.
  func scrollViewDidEndScrollingAnimation(_ collectionView: any CollectionView)

  /// Asks the delegate whether a tap on the status bar scrolls the content to its top; `true`
  /// by default.
  func scrollViewShouldScrollToTop(_ collectionView: any CollectionView) -> Bool

  /// Tells the delegate that a tap on the status bar scrolled the content to its top.
  func scrollViewDidScrollToTop(_ collectionView: any CollectionView)

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

  /// Leaves the target as it is.
  public func scrollViewWillEndDragging(
    _ collectionView: any CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {}

  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ collectionView: any CollectionView) {}

  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ collectionView: any CollectionView) {}

  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ collectionView: any CollectionView) {}

  /// Lets the tap scroll to the top.
  public func scrollViewShouldScrollToTop(_ collectionView: any CollectionView) -> Bool {
    true
  }

  /// Does nothing.
  public func scrollViewDidScrollToTop(_ collectionView: any CollectionView) {}

  /// Does nothing.
  public func scrollViewDidChangeSize(_ collectionView: any CollectionView) {}
}
