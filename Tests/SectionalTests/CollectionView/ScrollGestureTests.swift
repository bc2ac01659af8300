import Foundation
import Sectional
import Testing

/// Records the scroll events in order, with the view's state at each, and may move the target.
@MainActor
private final class ScrollRecorder: CollectionViewDelegate {
  var events: [String] = []
  var newTarget: CGPoint?
  var allowsScrollToTop = true

  private func offset(_ view: any CollectionView) -> String {
    let offset = view.contentOffset
    let along = (view.collectionViewLayout.scrollDirection == .vertical) ? offset.y : offset.x
    return "\(Int(along.rounded()))"
  }

  private func state(_ view: any CollectionView) -> String {
    guard let view = view as? HeadlessCollectionView else { return "" }
    return (view.isDragging ? "D" : "") + (view.isDecelerating ? "d" : "")
  }

  func scrollViewDidScroll(_ view: any CollectionView) {
    events.append("didScroll \(offset(view)) \(state(view))")
  }

  func scrollViewWillBeginDragging(_ view: any CollectionView) {
    events.append("willBeginDragging \(state(view))")
  }

  func scrollViewWillEndDragging(
    _ view: any CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {
    events.append(
      "willEndDragging v\(velocity.x),\(velocity.y) →\(Int(targetContentOffset.x)),"
        + "\(Int(targetContentOffset.y))")
    if let newTarget { targetContentOffset = newTarget }
  }

  func scrollViewDidEndDragging(_ view: any CollectionView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging \(decelerate)")
  }

  func scrollViewWillBeginDecelerating(_ view: any CollectionView) {
    events.append("willBeginDecelerating \(state(view))")
  }

  func scrollViewDidEndDecelerating(_ view: any CollectionView) {
    events.append("didEndDecelerating \(offset(view)) \(state(view))")
  }

  func scrollViewShouldScrollToTop(_ view: any CollectionView) -> Bool {
    events.append("shouldScrollToTop")
    return allowsScrollToTop
  }

  func scrollViewDidScrollToTop(_ view: any CollectionView) {
    events.append("didScrollToTop \(offset(view))")
  }
}

@MainActor
@Suite("HeadlessCollectionView: a drag, a flick and a tap on the status bar, in UIKit's order")
struct ScrollGestureTests {
  /// 100 rows of 10 points in a 100-point viewport: content 1,000 points long.
  private func view(
    _ direction: ScrollDirection = .vertical
  ) -> (HeadlessCollectionView, ScrollRecorder, TextDataSource) {
    let layout = FlowLayout()
    layout.scrollDirection = direction
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.minimumLineSpacing = 0
    let size =
      direction == .vertical ? CGSize(width: 10, height: 100) : CGSize(width: 100, height: 10)
    let view = HeadlessCollectionView(size: size, layout: layout)
    let texts = TextDataSource(count: 100)
    let recorder = ScrollRecorder()
    view.dataSource = texts
    view.delegate = recorder
    view.layoutIfNeeded()
    return (view, recorder, texts)
  }

  @Test func aDragWithoutSpeedRestsWhereTheFingerLifts() {
    let (view, recorder, texts) = view()
    view.scroll(by: 30, steps: 3)
    #expect(
      recorder.events == [
        "willBeginDragging D", "didScroll 10 D", "didScroll 20 D", "didScroll 30 D",
        "willEndDragging v0.0,0.0 →0,30", "didEndDragging false",
      ])
    #expect(view.contentOffset.y == 30)
    #expect(!view.isDragging && !view.isTracking && !view.isDecelerating)
    withExtendedLifetime(texts) {}
  }

  @Test func aFlickDeceleratesToUIKitsProjectedOffset() {
    // 1,000 points a second is 1 point a millisecond: 1 × 0.998 ÷ 0.002 = 499 points further.
    let (view, recorder, texts) = view()
    view.scroll(by: 20, steps: 2, velocity: 1_000)
    #expect(
      recorder.events == [
        "willBeginDragging D", "didScroll 10 D", "didScroll 20 D",
        "willEndDragging v0.0,1.0 →0,519", "didEndDragging true", "willBeginDecelerating d",
        "didScroll 270 d", "didScroll 519 d", "didEndDecelerating 519 ",
      ])
    #expect(view.contentOffset.y == 519)
    withExtendedLifetime(texts) {}
  }

  @Test func aFastDecelerationRateGoesLessFar() {
    // UIKit's `.fast`, 0.99: 1 × 0.99 ÷ 0.01 = 99 points.
    let (view, _, texts) = view()
    view.decelerationRate = 0.99
    view.scroll(by: 20, velocity: 1_000)
    #expect(view.contentOffset.y == 119)
    withExtendedLifetime(texts) {}
  }

  @Test func aFlickStopsAtTheEndOfTheContent() {
    let (view, recorder, texts) = view()
    view.contentOffset.y = 800
    recorder.events.removeAll()
    view.scroll(by: 50, velocity: 5_000)
    #expect(recorder.events.contains("willEndDragging v0.0,5.0 →0,900"))
    #expect(view.contentOffset.y == 900)
    withExtendedLifetime(texts) {}
  }

  @Test func aPullPastTheTopBouncesBack() {
    let (view, recorder, texts) = view()
    view.scroll(by: -40, steps: 2)
    #expect(
      recorder.events == [
        "willBeginDragging D", "didScroll -20 D", "didScroll -40 D",
        "willEndDragging v0.0,0.0 →0,0", "didEndDragging true", "willBeginDecelerating d",
        "didScroll -20 d", "didScroll 0 d", "didEndDecelerating 0 ",
      ])
    withExtendedLifetime(texts) {}
  }

  @Test func theDelegateMayMoveTheTarget() {
    let (view, recorder, texts) = view()
    recorder.newTarget = CGPoint(x: 0, y: 200)
    view.scroll(by: 20, velocity: 1_000)
    #expect(view.contentOffset.y == 200)
    #expect(recorder.events.last == "didEndDecelerating 200 ")
    withExtendedLifetime(texts) {}
  }

  @Test func aTargetPastTheEndIsKeptWithinTheContent() {
    let (view, recorder, texts) = view()
    recorder.newTarget = CGPoint(x: 0, y: 5_000)
    view.scroll(by: 20)
    #expect(view.contentOffset.y == 900)
    withExtendedLifetime(texts) {}
  }

  @Test(arguments: [
    (CGFloat(30), CGFloat(0), CGFloat(0)),  // a short drag, no speed: back to the nearest page
    (60, 0, 100),  // past half a page: on to the next
    (30, 200, 100),  // a flick forwards: the next page
    (130, -200, 100),  // a flick backwards from page 1.3: page 1
  ])
  func pagingRestsOnAPage(distance: CGFloat, velocity: CGFloat, page: CGFloat) {
    let (view, _, texts) = view()
    view.isPagingEnabled = true
    view.scroll(by: distance, velocity: velocity)
    #expect(view.contentOffset.y == page)
    withExtendedLifetime(texts) {}
  }

  @Test func aHorizontalFlickMovesAlongX() {
    let (view, recorder, texts) = view(.horizontal)
    view.scroll(by: 20, velocity: 1_000)
    #expect(recorder.events.contains("willEndDragging v1.0,0.0 →519,0"))
    #expect(view.contentOffset == CGPoint(x: 519, y: 0))
    withExtendedLifetime(texts) {}
  }

  @Test func aTapOnTheStatusBarScrollsToTheTopBelowTheInset() {
    let (view, recorder, texts) = view()
    view.safeAreaInsets = LayoutInsets(top: 20)
    view.contentOffset.y = 300
    recorder.events.removeAll()
    #expect(view.tapStatusBar(steps: 2))
    #expect(
      recorder.events == [
        "shouldScrollToTop", "didScroll 140 ", "didScroll -20 ", "didScrollToTop -20",
      ])
    withExtendedLifetime(texts) {}
  }

  @Test func theDelegateMayRefuseTheScrollToTop() {
    let (view, recorder, texts) = view()
    view.contentOffset.y = 300
    recorder.allowsScrollToTop = false
    recorder.events.removeAll()
    #expect(!view.tapStatusBar())
    #expect(recorder.events == ["shouldScrollToTop"])
    #expect(view.contentOffset.y == 300)
    withExtendedLifetime(texts) {}
  }

  @Test func aViewThatDoesNotScrollToTopIgnoresTheTap() {
    let (view, recorder, texts) = view()
    view.contentOffset.y = 300
    view.scrollsToTop = false
    recorder.events.removeAll()
    #expect(!view.tapStatusBar())
    #expect(recorder.events.isEmpty)
    withExtendedLifetime(texts) {}
  }

  @Test func aViewAtItsTopDoesNotScroll() {
    let (view, recorder, texts) = view()
    #expect(!view.tapStatusBar())
    #expect(recorder.events == ["shouldScrollToTop"])
    withExtendedLifetime(texts) {}
  }
}
