import Foundation
import Sectional
import Testing

/// Writes one scroll event as a line: its name, the offset along the scroll axis, and its
/// arguments, so that every channel (a view's delegate, a list's modifiers, an adapter's
/// services and scroll delegate) can be compared line for line.
@MainActor
private enum USQLine {
  static func offset(_ view: any CollectionView) -> String {
    let offset = view.contentOffset
    let along = view.collectionViewLayout.scrollDirection == .vertical ? offset.y : offset.x
    return "\(Int(along.rounded()))"
  }

  static func point(_ point: CGPoint) -> String {
    "\(Int(point.x.rounded())),\(Int(point.y.rounded()))"
  }
}

/// Records the scroll events a view's delegate hears, in order, and may move the target or
/// refuse the scroll to the top.
@MainActor
private final class USQRecorder: CollectionViewDelegate {
  var events: [String] = []
  var newTarget: CGPoint?
  var allowsScrollToTop = true

  func scrollViewDidScroll(_ view: any CollectionView) {
    events.append("didScroll \(USQLine.offset(view))")
  }

  func scrollViewWillBeginDragging(_ view: any CollectionView) {
    events.append("willBeginDragging \(USQLine.offset(view))")
  }

  func scrollViewWillEndDragging(
    _ view: any CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {
    events.append(
      "willEndDragging v\(velocity.x),\(velocity.y) →\(USQLine.point(targetContentOffset))")
    if let newTarget { targetContentOffset = newTarget }
  }

  func scrollViewDidEndDragging(_ view: any CollectionView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging \(decelerate)")
  }

  func scrollViewWillBeginDecelerating(_ view: any CollectionView) {
    events.append("willBeginDecelerating \(USQLine.offset(view))")
  }

  func scrollViewDidEndDecelerating(_ view: any CollectionView) {
    events.append("didEndDecelerating \(USQLine.offset(view))")
  }

  func scrollViewShouldScrollToTop(_ view: any CollectionView) -> Bool {
    events.append("shouldScrollToTop")
    return allowsScrollToTop
  }

  func scrollViewDidScrollToTop(_ view: any CollectionView) {
    events.append("didScrollToTop \(USQLine.offset(view))")
  }
}

/// A scroll observer an app registers with an adapter, as a hand-written controller's layer
/// does (``SectionServices``), or sets as the adapter's scroll delegate.
@MainActor
private final class USQScrollLog: CollectionViewScrollDelegate {
  var events: [String] = []

  func scrollViewDidScroll(_ view: any CollectionView) {
    events.append("didScroll \(USQLine.offset(view))")
  }

  func scrollViewWillBeginDragging(_ view: any CollectionView) {
    events.append("willBeginDragging \(USQLine.offset(view))")
  }

  func scrollViewWillEndDragging(
    _ view: any CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {
    events.append(
      "willEndDragging v\(velocity.x),\(velocity.y) →\(USQLine.point(targetContentOffset))")
  }

  func scrollViewDidEndDragging(_ view: any CollectionView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging \(decelerate)")
  }

  func scrollViewWillBeginDecelerating(_ view: any CollectionView) {
    events.append("willBeginDecelerating \(USQLine.offset(view))")
  }

  func scrollViewDidEndDecelerating(_ view: any CollectionView) {
    events.append("didEndDecelerating \(USQLine.offset(view))")
  }

  func scrollViewShouldScrollToTop(_ view: any CollectionView) -> Bool {
    events.append("shouldScrollToTop")
    return true
  }

  func scrollViewDidScrollToTop(_ view: any CollectionView) {
    events.append("didScrollToTop \(USQLine.offset(view))")
  }
}

/// A second service type, so that two services can be registered side by side.
@MainActor
private final class USQOtherScrollLog: CollectionViewScrollDelegate {
  let log = USQScrollLog()

  func scrollViewDidScroll(_ view: any CollectionView) { log.scrollViewDidScroll(view) }
  func scrollViewWillBeginDragging(_ view: any CollectionView) {
    log.scrollViewWillBeginDragging(view)
  }
  func scrollViewWillEndDragging(
    _ view: any CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {
    log.scrollViewWillEndDragging(
      view, withVelocity: velocity, targetContentOffset: &targetContentOffset)
  }
  func scrollViewDidEndDragging(_ view: any CollectionView, willDecelerate decelerate: Bool) {
    log.scrollViewDidEndDragging(view, willDecelerate: decelerate)
  }
  func scrollViewWillBeginDecelerating(_ view: any CollectionView) {
    log.scrollViewWillBeginDecelerating(view)
  }
  func scrollViewDidEndDecelerating(_ view: any CollectionView) {
    log.scrollViewDidEndDecelerating(view)
  }
  func scrollViewShouldScrollToTop(_ view: any CollectionView) -> Bool {
    log.scrollViewShouldScrollToTop(view)
  }
  func scrollViewDidScrollToTop(_ view: any CollectionView) { log.scrollViewDidScrollToTop(view) }
}

/// What a list's modifiers heard, in order.
@MainActor
private final class USQListLog {
  var events: [String] = []
}

@MainActor
@Suite("UIKit scroll sequences: gestures, insets, paging, scroll to top and layout swaps")
struct UIKitScrollSequenceTests {
  /// A vertical list of `count` rows 10 points tall in a 10 × 100 viewport.
  private func view(
    count: Int = 100, direction: ScrollDirection = .vertical
  ) -> (HeadlessCollectionView, USQRecorder, TextDataSource) {
    let layout = FlowLayout()
    layout.scrollDirection = direction
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let size =
      direction == .vertical ? CGSize(width: 10, height: 100) : CGSize(width: 100, height: 10)
    let view = HeadlessCollectionView(size: size, layout: layout)
    let texts = TextDataSource(count: count)
    let recorder = USQRecorder()
    view.dataSource = texts
    view.delegate = recorder
    view.layoutIfNeeded()
    return (view, recorder, texts)
  }

  // MARK: A drag and its events

  @Test func aDragReleasedWithoutSpeedInsideTheContentNeverDecelerates() {
    // UIKit: `willDecelerate` is false and neither decelerating event is sent.
    let (view, recorder, texts) = view()
    view.contentOffset.y = 200
    recorder.events.removeAll()
    view.scroll(by: -50, steps: 2)
    #expect(
      recorder.events == [
        "willBeginDragging 200", "didScroll 175", "didScroll 150",
        "willEndDragging v0.0,0.0 →0,150", "didEndDragging false",
      ])
    #expect(!view.isDragging && !view.isTracking && !view.isDecelerating)
    withExtendedLifetime(texts) {}
  }

  @Test func theVelocityIsInPointsPerMillisecondWithTheSignOfTheMotion() {
    let (view, recorder, texts) = view(direction: .horizontal)
    view.contentOffset.x = 600
    recorder.events.removeAll()
    view.scroll(by: -20, velocity: -400)
    // 0.4 × 0.998 ÷ 0.002 = 199.6 points back, on the pixel: 580 − 199.6 = 380.4, so 380.
    #expect(recorder.events.contains("willEndDragging v-0.4,0.0 →380,0"))
    #expect(view.contentOffset == CGPoint(x: 380, y: 0))
    withExtendedLifetime(texts) {}
  }

  @Test func aFlickPastTheEndRestsAtTheEndPlusTheBottomInset() {
    // The valid range is -top ... contentSize - bounds + bottom: 900 + 30.
    let (view, recorder, texts) = view()
    view.contentInset = LayoutInsets(top: 0, left: 0, bottom: 30, right: 0)
    view.contentOffset.y = 850
    recorder.events.removeAll()
    view.scroll(by: 10, velocity: 5_000)
    #expect(recorder.events.contains("willEndDragging v0.0,5.0 →0,930"))
    #expect(view.contentOffset.y == 930)
    #expect(recorder.events.last == "didEndDecelerating 930")
    withExtendedLifetime(texts) {}
  }

  @Test func aFlickBackPastTheStartRestsBelowTheTopInset() {
    let (view, recorder, texts) = view()
    view.safeAreaInsets = LayoutInsets(top: 20)
    view.contentInset = LayoutInsets(top: 10, left: 0, bottom: 0, right: 0)
    view.contentOffset.y = 100
    recorder.events.removeAll()
    view.scroll(by: -10, velocity: -5_000)
    #expect(recorder.events.contains("willEndDragging v0.0,-5.0 →0,-30"))
    #expect(view.contentOffset.y == -30)
    withExtendedLifetime(texts) {}
  }

  @Test func aTargetTheDelegateSetsBeforeTheStartIsKeptAtTheStart() {
    let (view, recorder, texts) = view()
    view.contentInset = LayoutInsets(top: 15, left: 0, bottom: 0, right: 0)
    view.contentOffset.y = 300
    recorder.newTarget = CGPoint(x: 0, y: -500)
    recorder.events.removeAll()
    view.scroll(by: 10, velocity: 100)
    #expect(view.contentOffset.y == -15)
    #expect(recorder.events.last == "didEndDecelerating -15")
    withExtendedLifetime(texts) {}
  }

  @Test func aTargetTheDelegateSetsWhereTheFingerLiftedEndsTheDragWithoutDeceleration() {
    let (view, recorder, texts) = view()
    recorder.newTarget = CGPoint(x: 0, y: 40)
    view.scroll(by: 40, velocity: 1_000)
    #expect(
      recorder.events.suffix(2) == ["willEndDragging v0.0,1.0 →0,539", "didEndDragging false"])
    #expect(view.contentOffset.y == 40)
    withExtendedLifetime(texts) {}
  }

  @Test func aFlickOnContentShorterThanTheViewportStaysAtTheStart() {
    let (view, recorder, texts) = view(count: 5)
    view.scroll(by: 20, velocity: 2_000)
    #expect(recorder.events.contains("willEndDragging v0.0,2.0 →0,0"))
    #expect(view.contentOffset.y == 0)
    #expect(recorder.events.last == "didEndDecelerating 0")
    withExtendedLifetime(texts) {}
  }

  // MARK: Paging

  @Test func pagingRestsOnTheLastPartialPageAtTheEndOfTheContent() {
    // 95 rows: 950 points, pages of 100; the last rest is 950 − 100 = 850, not 900.
    let (view, _, texts) = view(count: 95)
    view.isPagingEnabled = true
    view.contentOffset.y = 800
    view.scroll(by: 20, velocity: 300)
    #expect(view.contentOffset.y == 850)
    withExtendedLifetime(texts) {}
  }

  @Test func pagingMovesOnePageForASlowFlick() {
    let (view, _, texts) = view()
    view.isPagingEnabled = true
    view.contentOffset.y = 300
    view.scroll(by: 10, velocity: 50)
    #expect(view.contentOffset.y == 400)
    withExtendedLifetime(texts) {}
  }

  @Test func pagingIgnoresATargetTheDelegateSets() {
    // UIKit logs "Stop offset can not be modified for paging scroll views" and rests on the page.
    let (view, recorder, texts) = view()
    view.isPagingEnabled = true
    recorder.newTarget = CGPoint(x: 0, y: 730)
    view.scroll(by: 30, velocity: 200)
    #expect(view.contentOffset.y == 100)
    withExtendedLifetime(texts) {}
  }

  // MARK: Scroll to top

  @Test func theScrollToTopGoesBelowTheWholeAdjustedTopInset() {
    let (view, recorder, texts) = view()
    view.contentInset = LayoutInsets(top: 10, left: 0, bottom: 0, right: 0)
    view.safeAreaInsets = LayoutInsets(top: 20)
    view.contentOffset.y = 400
    recorder.events.removeAll()
    #expect(view.tapStatusBar())
    #expect(recorder.events == ["shouldScrollToTop", "didScroll -30", "didScrollToTop -30"])
    #expect(view.adjustedContentInset.top == 30)
    withExtendedLifetime(texts) {}
  }

  @Test func theScrollToTopFromAPullPastTheTopComesBackDown() {
    let (view, recorder, texts) = view()
    view.contentOffset.y = -60
    recorder.events.removeAll()
    #expect(view.tapStatusBar())
    #expect(recorder.events == ["shouldScrollToTop", "didScroll 0", "didScrollToTop 0"])
    withExtendedLifetime(texts) {}
  }

  @Test func theScrollToTopKeepsTheHorizontalOffset() {
    let (view, _, texts) = view()
    view.contentOffset = CGPoint(x: 7, y: 300)
    #expect(view.tapStatusBar())
    #expect(view.contentOffset == CGPoint(x: 7, y: 0))
    withExtendedLifetime(texts) {}
  }

  // MARK: Programmatic offsets

  @Test func settingTheSameOffsetSendsNoScrollEvent() {
    let (view, recorder, texts) = view()
    view.contentOffset.y = 120
    recorder.events.removeAll()
    view.contentOffset = CGPoint(x: 0, y: 120)
    #expect(recorder.events.isEmpty)
    withExtendedLifetime(texts) {}
  }

  @Test func settingAnOffsetPastTheEndIsNotClamped() {
    // Documented: "The offset is not clamped, as in UIKit."
    let (view, recorder, texts) = view()
    view.contentOffset.y = 2_000
    #expect(view.contentOffset.y == 2_000)
    #expect(recorder.events == ["didScroll 2000"])
    #expect(view.indexPathsForVisibleItems.isEmpty)
    withExtendedLifetime(texts) {}
  }

  @Test func changingTheContentInsetDoesNotScroll() {
    let (view, recorder, texts) = view()
    view.contentOffset.y = 50
    recorder.events.removeAll()
    view.contentInset = LayoutInsets(top: 40, left: 0, bottom: 40, right: 0)
    #expect(view.contentOffset.y == 50)
    #expect(recorder.events.isEmpty)
    withExtendedLifetime(texts) {}
  }

  // MARK: Scroll to an item

  @Test func scrollingToAnItemNearTheEndAtTheTopIsClampedToTheEnd() {
    let (view, recorder, texts) = view()
    view.contentInset = LayoutInsets(top: 0, left: 0, bottom: 25, right: 0)
    view.scrollToItem(at: IndexPath(item: 97, section: 0), at: .top, animated: true)
    #expect(view.contentOffset.y == 925)
    #expect(recorder.events == ["didScroll 925"])
    #expect(view.indexPathsForVisibleItems.last == IndexPath(item: 99, section: 0))
    withExtendedLifetime(texts) {}
  }

  @Test func scrollingToAnItemAtTheTopPutsItBelowTheTopInset() {
    let (view, _, texts) = view()
    view.safeAreaInsets = LayoutInsets(top: 20)
    view.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == 280)
    withExtendedLifetime(texts) {}
  }

  @Test func scrollingToAnItemAtTheBottomPutsItAboveTheBottomInset() {
    let (view, _, texts) = view()
    view.contentInset = LayoutInsets(top: 0, left: 0, bottom: 20, right: 0)
    view.scrollToItem(at: IndexPath(item: 30, section: 0), at: .bottom, animated: false)
    // Row 30 spans 300 ... 310; its bottom sits 20 points above the viewport's: 310 − 80.
    #expect(view.contentOffset.y == 230)
    withExtendedLifetime(texts) {}
  }

  @Test func scrollingToAnItemAlreadyInPlaceSendsNoScrollEvent() {
    let (view, recorder, texts) = view()
    view.contentOffset.y = 300
    recorder.events.removeAll()
    view.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
    #expect(recorder.events.isEmpty)
    withExtendedLifetime(texts) {}
  }

  // MARK: Swapping layouts

  private func rows(height: CGFloat, direction: ScrollDirection = .vertical) -> FlowLayout {
    let layout = FlowLayout()
    layout.scrollDirection = direction
    layout.itemSize =
      direction == .vertical
      ? CGSize(width: 10, height: height) : CGSize(width: height, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    return layout
  }

  @Test func aSwapThatClampsTheOffsetSendsOneScrollEventAtTheClampedOffset() {
    let (view, recorder, texts) = view()
    view.contentOffset.y = 800
    recorder.events.removeAll()
    var completed: Bool?
    view.setCollectionViewLayout(rows(height: 5), animated: false) { completed = $0 }
    // 100 rows of 5: 500 points, so the end is at 400.
    #expect(view.contentOffset.y == 400)
    #expect(recorder.events == ["didScroll 400"])
    #expect(completed == true)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 80, section: 0))
    withExtendedLifetime(texts) {}
  }

  @Test func aSwapClampsBelowTheTopInsetForShortContent() {
    let (view, _, texts) = view(count: 5)
    view.safeAreaInsets = LayoutInsets(top: 20)
    view.contentOffset.y = 500
    view.setCollectionViewLayout(rows(height: 8), animated: false)
    // 5 rows of 8: 40 points, shorter than the viewport: the content rests at -20.
    #expect(view.contentOffset.y == -20)
    withExtendedLifetime(texts) {}
  }

  @Test func aSwapThatKeepsTheOffsetSendsNoScrollEvent() {
    let (view, recorder, texts) = view()
    view.contentOffset.y = 100
    recorder.events.removeAll()
    view.setCollectionViewLayout(rows(height: 20), animated: false)
    #expect(view.contentOffset.y == 100)
    #expect(!recorder.events.contains { $0.hasPrefix("didScroll") })
    withExtendedLifetime(texts) {}
  }

  @Test func aSwapToTheOtherAxisShowsItemsRatherThanBlankSpace() {
    // A vertical list scrolled 300 points down becomes one horizontal row, 100 points tall in a
    // 100-point viewport: no vertical offset but 0 is valid, as UIKit keeps every offset within
    // its content.
    let texts = TextDataSource(count: 30)
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: rows(height: 20))
    view.dataSource = texts
    view.contentOffset.y = 300
    view.setCollectionViewLayout(rows(height: 50, direction: .horizontal), animated: false)
    #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    #expect(!view.indexPathsForVisibleItems.isEmpty)
  }

  // MARK: Content that shrinks under the offset

  @Test func aBatchThatShortensTheContentUnderTheOffsetShowsTheNewEnd() {
    // 30 rows of 10 scrolled to their end (200); the last 10 are deleted: the end is now 100.
    let (view, recorder, texts) = view(count: 30)
    view.contentOffset.y = 200
    recorder.events.removeAll()
    view.performBatchUpdates(
      {
        texts.sections[0].removeLast(10)
        view.deleteItems(at: (20..<30).map { IndexPath(item: $0, section: 0) })
      }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(view.contentOffset.y == 100)
    #expect(recorder.events == ["didScroll 100"])
    #expect(view.indexPathsForVisibleItems.count == 10)
    withExtendedLifetime(texts) {}
  }

  @Test func aReloadThatShortensTheContentUnderTheOffsetShowsTheNewEnd() {
    let (view, _, texts) = view(count: 30)
    view.contentOffset.y = 200
    texts.sections[0].removeLast(10)
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == 100)
    #expect(view.indexPathsForVisibleItems.count == 10)
    withExtendedLifetime(texts) {}
  }

  @Test func aListThatShrinksUnderTheOffsetShowsItsNewEnd() {
    // 40 rows of 20 points scrolled to their end (700); the list is applied again with 10 rows
    // (200 points): the end is now 100.
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    let log = USQListLog()
    func list(_ count: Int) -> List {
      List {
        ListSection(
          id: "rows", cells: (0..<count).map { Cell(id: $0, component: TextComponent("\($0)")) })
      }
      .didScroll { log.events.append("didScroll \(USQLine.offset($0.collectionView))") }
    }
    harness.apply(list(40))
    harness.view.contentOffset.y = 700
    log.events.removeAll()
    harness.apply(list(10))
    harness.expectNoProblems()
    #expect(harness.view.contentOffset.y == 100)
    #expect(log.events == ["didScroll 100"])
    #expect(harness.view.indexPathsForVisibleItems.count == 5)
  }

  // MARK: The same events on every channel

  /// A list of 40 rows of 20 points whose modifiers write to `log`, in an adapter with a scroll
  /// service and a scroll delegate.
  private func channels() -> (
    DeclarativeHarness, USQListLog, USQScrollLog, USQOtherScrollLog, USQScrollLog
  ) {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    let log = USQListLog()
    let service = USQScrollLog()
    let other = USQOtherScrollLog()
    let delegate = USQScrollLog()
    harness.adapter.services.register(service)
    harness.adapter.services.register(other)
    harness.adapter.scrollDelegate = delegate
    let list = List {
      ListSection(
        id: "rows", cells: (0..<40).map { Cell(id: $0, component: TextComponent("\($0)")) })
    }
    .didScroll { log.events.append("didScroll \(USQLine.offset($0.collectionView))") }
    .willBeginDragging {
      log.events.append("willBeginDragging \(USQLine.offset($0.collectionView))")
    }
    .willEndDragging {
      log.events.append(
        "willEndDragging v\($0.velocity.x),\($0.velocity.y) →"
          + USQLine.point($0.targetContentOffset))
    }
    .didEndDragging { log.events.append("didEndDragging \($0.decelerate)") }
    .willBeginDecelerating {
      log.events.append("willBeginDecelerating \(USQLine.offset($0.collectionView))")
    }
    .didEndDecelerating {
      log.events.append("didEndDecelerating \(USQLine.offset($0.collectionView))")
    }
    .shouldScrollToTop { _ in
      log.events.append("shouldScrollToTop")
      return true
    }
    .didScrollToTop { log.events.append("didScrollToTop \(USQLine.offset($0.collectionView))") }
    harness.apply(list)
    log.events.removeAll()
    service.events.removeAll()
    other.log.events.removeAll()
    delegate.events.removeAll()
    return (harness, log, service, other, delegate)
  }

  @Test func everyChannelHearsTheSameEventsWithTheSameArguments() {
    let (harness, log, service, other, delegate) = channels()
    let view = harness.view
    view.scroll(by: 30, steps: 2)  // a drag without speed
    view.scroll(by: 20, steps: 2, velocity: 400)  // a flick
    view.scroll(by: -400, steps: 2)  // a pull past the top: it bounces back
    view.contentOffset.y = 250  // a programmatic scroll
    view.tapStatusBar(steps: 2)
    view.scrollToItem(at: IndexPath(item: 39, section: 0), at: .top, animated: false)
    #expect(log.events.count > 20)
    #expect(service.events == log.events)
    #expect(other.log.events == log.events)
    #expect(delegate.events == log.events)
    #expect(log.events.last == "didScroll 700")
    harness.expectNoProblems()
  }

  @Test func aListHearsAFlickInUIKitsOrderWithUIKitsArguments() {
    let (harness, log, _, _, _) = channels()
    harness.view.contentOffset.y = 100
    log.events.removeAll()
    harness.view.scroll(by: 20, steps: 1, velocity: 400)
    // 0.4 × 499 = 199.6, on the pixel 200: 120 + 200 = 320.
    #expect(
      log.events == [
        "willBeginDragging 100", "didScroll 120", "willEndDragging v0.0,0.4 →0,320",
        "didEndDragging true", "willBeginDecelerating 120", "didScroll 320",
        "didEndDecelerating 320",
      ])
  }

  @Test func aListHearsADragWithoutSpeedEndWithoutDeceleration() {
    let (harness, log, _, _, delegate) = channels()
    harness.view.contentOffset.y = 100
    log.events.removeAll()
    delegate.events.removeAll()
    harness.view.scroll(by: 20)
    #expect(
      log.events == [
        "willBeginDragging 100", "didScroll 120", "willEndDragging v0.0,0.0 →0,120",
        "didEndDragging false",
      ])
    #expect(delegate.events == log.events)
  }

  @Test func aListsRefusalOfTheScrollToTopWinsOverTheScrollDelegate() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    let delegate = USQScrollLog()
    harness.adapter.scrollDelegate = delegate
    harness.apply(
      List { ListSection(id: "rows", cells: textCells((0..<40).map(String.init))) }
        .shouldScrollToTop { _ in false })
    harness.view.contentOffset.y = 200
    delegate.events.removeAll()
    #expect(!harness.view.tapStatusBar())
    #expect(harness.view.contentOffset.y == 200)
    #expect(!delegate.events.contains { $0.hasPrefix("didScrollToTop") })
  }

  @Test func aLayoutSwapsClampIsHeardByTheListAndTheScrollDelegateAsOneScroll() {
    // Rows 20 points apart (40 rows: 1,580 points) become rows with no spacing (800 points).
    func layout(spacing: CGFloat) -> FlowLayout {
      let layout = FlowLayout()
      layout.minimumLineSpacing = spacing
      return layout
    }
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: layout(spacing: 20))
    let adapter = CollectionViewAdapter(collectionView: view)
    let delegate = USQScrollLog()
    adapter.scrollDelegate = delegate
    let log = USQListLog()
    adapter.apply(
      List {
        ListSection(
          id: "rows", cells: (0..<40).map { Cell(id: $0, component: TextComponent("\($0)")) })
      }
      .didScroll { log.events.append("didScroll \(USQLine.offset($0.collectionView))") })
    view.layoutIfNeeded()
    view.contentOffset.y = 1_400
    log.events.removeAll()
    delegate.events.removeAll()
    view.setCollectionViewLayout(layout(spacing: 0), animated: false)
    #expect(view.contentOffset.y == 700)
    #expect(log.events == ["didScroll 700"])
    #expect(delegate.events == log.events)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 35, section: 0))
  }

  @Test func aTargetTheDelegateSetsAcrossTheScrollAxisIsKeptWithinTheContent() {
    // A vertical list 10 points wide holds content 10 points wide: no horizontal offset but 0
    // is within it. The view's docs: "A target the delegate sets is kept within them too."
    let (view, recorder, texts) = view()
    recorder.newTarget = CGPoint(x: 50, y: 200)
    view.scroll(by: 20, velocity: 1_000)
    #expect(view.contentOffset.y == 200)
    #expect(view.contentOffset.x == 0)
    #expect(view.indexPathsForVisibleItems.count == 10)
    withExtendedLifetime(texts) {}
  }

  @Test func aSwapThatChangesTheAdjustedInsetKeepsAViewAtRestAtItsStart() {
    // At rest under a 20-point top bar (-20), a vertical list becomes a horizontal row: the
    // automatic behaviour now adds the left safe area (30) instead of the top. The view's own
    // rule for a changed inset: an offset of minus the old inset becomes minus the new one, as
    // a fresh horizontal view under the same safe area rests at (-30, 0).
    let texts = TextDataSource(count: 30)
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: rows(height: 20))
    view.dataSource = texts
    view.safeAreaInsets = LayoutInsets(top: 20, left: 30, bottom: 0, right: 0)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == -20)
    view.setCollectionViewLayout(rows(height: 50, direction: .horizontal), animated: false)

    let fresh = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: rows(height: 50, direction: .horizontal))
    fresh.dataSource = texts
    fresh.safeAreaInsets = LayoutInsets(top: 20, left: 30, bottom: 0, right: 0)
    fresh.layoutIfNeeded()
    #expect(fresh.contentOffset == CGPoint(x: -30, y: 0))
    #expect(view.contentOffset == fresh.contentOffset)
    #expect(view.snapshot() == fresh.snapshot())
  }

  @Test func aDecelerationWhoseContentShrinksComesToRestWithinTheNewContent() {
    // A flick projects a rest at 900; while it decelerates, the last 40 rows are deleted (the
    // content ends at 600, so the last rest is 500).
    let (view, _, texts) = view()
    view.contentOffset.y = 500
    let shrinker = USQShrinker()
    var shrunk = false
    shrinker.onDidScroll = { scrolled in
      guard !shrunk, (scrolled as? HeadlessCollectionView)?.isDecelerating == true else {
        return
      }
      shrunk = true
      texts.sections[0].removeLast(40)
      scrolled.performBatchUpdates(
        { scrolled.deleteItems(at: (60..<100).map { IndexPath(item: $0, section: 0) }) },
        completion: nil)
    }
    view.delegate = shrinker
    view.scroll(by: 10, steps: 4, velocity: 1_000)
    #expect(shrunk)
    #expect(view.contentSize.height == 600)
    #expect(view.contentOffset.y <= 500)
    #expect(view.indexPathsForVisibleItems.count == 10)
    withExtendedLifetime(texts) {}
  }

  @Test func aTallerViewportAtTheEndOfTheContentShowsNoBlankSpace() {
    // Scrolled to the end (900 of 1,000), the viewport grows from 100 to 200 points (a
    // rotation): UIKit resets an offset the new size makes invalid; the end is now 800.
    let (view, _, texts) = view()
    view.contentOffset.y = 900
    view.bounds.size = CGSize(width: 10, height: 200)
    #expect(view.contentOffset.y <= 800)
    #expect(view.indexPathsForVisibleItems.count == 20)
    withExtendedLifetime(texts) {}
  }
}

/// A delegate that runs a closure at every scroll event.
@MainActor
private final class USQShrinker: CollectionViewDelegate {
  var onDidScroll: ((any CollectionView) -> Void)?

  func scrollViewDidScroll(_ view: any CollectionView) {
    onDidScroll?(view)
  }
}
