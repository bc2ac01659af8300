import Foundation
import Sectional
import Testing

/// Records the scroll events a view's delegate, an adapter's scroll delegate or a service
/// hears, as lines: the event's name and the vertical offset.
@MainActor
private final class SAScrollLog: CollectionViewDelegate {
  /// The log's own events, or those of every log that writes to it.
  var events: [String] = []
  /// The name written before each event, if any.
  let name: String?
  /// Another log that this one writes to instead of its own, to keep two channels' order.
  var sink: SAScrollLog?

  init(name: String? = nil) {
    self.name = name
  }

  private func append(_ event: String) {
    let line = name.map { "\($0) \(event)" } ?? event
    if let sink { sink.events.append(line) } else { events.append(line) }
  }

  func scrollViewDidScroll(_ view: any CollectionView) {
    append("didScroll \(Int(view.contentOffset.y))")
  }

  func scrollViewDidEndDecelerating(_ view: any CollectionView) {
    append("didEndDecelerating \(Int(view.contentOffset.y))")
  }

  func scrollViewDidScrollToTop(_ view: any CollectionView) {
    append("didScrollToTop \(Int(view.contentOffset.y))")
  }

  func scrollViewDidEndScrollingAnimation(_ view: any CollectionView) {
    append("didEndScrollingAnimation \(Int(view.contentOffset.y))")
  }
}

/// The end of a scroll asked for with animation, as UIKit tells it.
///
/// UIKit tells a scroll view's delegate `scrollViewDidEndScrollingAnimation` when a scroll asked
/// for with `animated: true` (`setContentOffset(_:animated:)`, `scrollToItem(at:at:animated:)`)
/// ends, and never for a scroll without animation, one that does not move, a drag or a scroll to
/// the top. A headless view scrolls at once and tells it just after.
@MainActor
@Suite("The end of a scroll asked for with animation")
struct ScrollingAnimationTests {
  /// 100 rows 10 points tall in a 10 × 100 viewport, with a delegate that logs.
  private func view() -> (HeadlessCollectionView, SAScrollLog, TextDataSource) {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.minimumLineSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 10, height: 100), layout: layout)
    let texts = TextDataSource(count: 100)
    let log = SAScrollLog()
    view.dataSource = texts
    view.delegate = log
    view.layoutIfNeeded()
    return (view, log, texts)
  }

  @Test func anAnimatedContentOffsetEndsWithTheEndOfItsAnimation() {
    let (view, log, texts) = view()
    view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    #expect(log.events == ["didScroll 300", "didEndScrollingAnimation 300"])
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 30, section: 0))
    withExtendedLifetime(texts) {}
  }

  @Test func aContentOffsetWithoutAnimationOnlyScrolls() {
    let (view, log, texts) = view()
    view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(log.events == ["didScroll 300"])
    withExtendedLifetime(texts) {}
  }

  @Test func anAnimatedContentOffsetWhereTheContentAlreadyIsSendsNothing() {
    let (view, log, texts) = view()
    view.contentOffset.y = 200
    log.events.removeAll()
    view.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
    #expect(!log.events.contains { $0.hasPrefix("didEndScrollingAnimation") })
    withExtendedLifetime(texts) {}
  }

  @Test func anAnimatedScrollToAnItemEndsWithTheEndOfItsAnimation() {
    let (view, log, texts) = view()
    view.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: true)
    #expect(log.events == ["didScroll 500", "didEndScrollingAnimation 500"])
    withExtendedLifetime(texts) {}
  }

  @Test func anAnimatedScrollToAnItemAlreadyShownWhereAskedSendsNothing() {
    let (view, log, texts) = view()
    view.scrollToItem(at: IndexPath(item: 3, section: 0), at: [], animated: true)
    #expect(log.events.isEmpty)
    withExtendedLifetime(texts) {}
  }

  @Test func aScrollToAnItemWithoutAnimationDoesNotTellTheEndOfAnAnimation() {
    let (view, log, texts) = view()
    view.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
    #expect(log.events == ["didScroll 500"])
    withExtendedLifetime(texts) {}
  }

  @Test func anAnimatedSelectionThatScrollsEndsWithTheEndOfItsAnimation() {
    let (view, log, texts) = view()
    view.selectItem(at: IndexPath(item: 70, section: 0), animated: true, scrollPosition: .top)
    #expect(log.events.last == "didEndScrollingAnimation 700")
    withExtendedLifetime(texts) {}
  }

  @Test func neitherADragNorAScrollToTheTopTellsTheEndOfAnAnimation() {
    let (view, log, texts) = view()
    view.scroll(by: 200, velocity: 2)
    view.tapStatusBar()
    #expect(!log.events.contains { $0.hasPrefix("didEndScrollingAnimation") })
    #expect(log.events.last == "didScrollToTop 0")
    withExtendedLifetime(texts) {}
  }

  @Test func anAdapterPassesTheEndOfAnAnimationToItsServicesThenItsScrollDelegate() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 100))
    let service = SAScrollLog(name: "service")
    let delegate = SAScrollLog(name: "delegate")
    delegate.sink = service
    harness.adapter.services.register(service)
    harness.adapter.scrollDelegate = delegate
    harness.show(AdapterHarness.lists([("rows", (0..<100).map(String.init))]))
    service.events.removeAll()
    harness.view.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
    #expect(
      service.events == [
        "service didScroll 400", "delegate didScroll 400",
        "service didEndScrollingAnimation 400", "delegate didEndScrollingAnimation 400",
      ])
    harness.expectNoProblems()
  }
}
