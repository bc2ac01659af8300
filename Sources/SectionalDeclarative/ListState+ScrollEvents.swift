import Foundation
import SectionalCollectionView

/// The list's scroll handlers, told by the adapter as a service that observes scrolling.
extension ListState: CollectionViewScrollDelegate {
  func scrollViewDidScroll(_ collectionView: any CollectionView) {
    scrollHandlers.didScroll?(ScrollEventContext(collectionView: collectionView))
  }

  func scrollViewWillBeginDragging(_ collectionView: any CollectionView) {
    scrollHandlers.willBeginDragging?(ScrollEventContext(collectionView: collectionView))
  }

  func scrollViewWillEndDragging(
    _ collectionView: any CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {
    guard let handler = scrollHandlers.willEndDragging else { return }
    let target = WillEndDraggingContext.Target(targetContentOffset)
    handler(
      WillEndDraggingContext(collectionView: collectionView, velocity: velocity, target: target))
    targetContentOffset = target.offset
  }

  func scrollViewDidEndDragging(_ collectionView: any CollectionView, willDecelerate: Bool) {
    scrollHandlers.didEndDragging?(
      DidEndDraggingContext(collectionView: collectionView, decelerate: willDecelerate))
  }

  func scrollViewWillBeginDecelerating(_ collectionView: any CollectionView) {
    scrollHandlers.willBeginDecelerating?(ScrollEventContext(collectionView: collectionView))
  }

  func scrollViewDidEndDecelerating(_ collectionView: any CollectionView) {
    scrollHandlers.didEndDecelerating?(ScrollEventContext(collectionView: collectionView))
  }

  func scrollViewShouldScrollToTop(_ collectionView: any CollectionView) -> Bool {
    scrollHandlers.shouldScrollToTop?(ScrollEventContext(collectionView: collectionView)) ?? true
  }

  func scrollViewDidScrollToTop(_ collectionView: any CollectionView) {
    scrollHandlers.didScrollToTop?(ScrollEventContext(collectionView: collectionView))
  }
}
