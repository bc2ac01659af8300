import Foundation
import Sectional
import Testing

@MainActor
@Suite("Declarative: a list's scroll events, as KarrotListKit's modifiers")
struct ListScrollEventTests {
  /// What the handlers heard, in order.
  private final class Log {
    var events: [String] = []
  }

  /// Forty rows of 20 points (TextComponent's height) in a 100-point viewport.
  private func rows(_ log: Log) -> List {
    List {
      ListSection(
        id: "rows", cells: (0..<40).map { Cell(id: $0, component: TextComponent("\($0)")) })
    }
    .didScroll { log.events.append("didScroll \(Int($0.collectionView.contentOffset.y))") }
    .willBeginDragging { _ in log.events.append("willBeginDragging") }
    .willEndDragging {
      log.events.append("willEndDragging \($0.velocity.y) →\($0.targetContentOffset.y)")
    }
    .didEndDragging { log.events.append("didEndDragging \($0.decelerate)") }
    .willBeginDecelerating { _ in log.events.append("willBeginDecelerating") }
    .didEndDecelerating { _ in log.events.append("didEndDecelerating") }
    .shouldScrollToTop { _ in
      log.events.append("shouldScrollToTop")
      return true
    }
    .didScrollToTop { _ in log.events.append("didScrollToTop") }
  }

  @Test func aFlickRunsEveryHandlerInUIKitsOrder() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    let log = Log()
    harness.apply(rows(log))
    log.events.removeAll()
    harness.view.scroll(by: 10, velocity: 200)
    // 0.2 points a millisecond: 0.2 × 499 = 99.8, on the pixel: 100 further.
    #expect(
      log.events == [
        "willBeginDragging", "didScroll 10", "willEndDragging 0.2 →110.0", "didEndDragging true",
        "willBeginDecelerating", "didScroll 110", "didEndDecelerating",
      ])
  }

  @Test func theWillEndDraggingHandlerMovesTheTarget() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    harness.apply(
      List { ListSection(id: "rows", cells: textCells((0..<40).map(String.init))) }
        .willEndDragging { context in
          context.targetContentOffset = CGPoint(x: 0, y: 300)
        })
    harness.view.scroll(by: 10)
    #expect(harness.view.contentOffset.y == 300)
  }

  @Test func aTapOnTheStatusBarAsksAndTells() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    let log = Log()
    harness.apply(rows(log))
    harness.view.contentOffset.y = 200
    log.events.removeAll()
    #expect(harness.view.tapStatusBar())
    #expect(log.events == ["shouldScrollToTop", "didScroll 0", "didScrollToTop"])
  }

  @Test func shouldScrollToTopMayRefuse() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var toldScrolledToTop = false
    harness.apply(
      List { ListSection(id: "rows", cells: textCells((0..<40).map(String.init))) }
        .shouldScrollToTop { _ in false }
        .didScrollToTop { _ in toldScrolledToTop = true })
    harness.view.contentOffset.y = 200
    #expect(!harness.view.tapStatusBar())
    #expect(harness.view.contentOffset.y == 200)
    #expect(!toldScrolledToTop)
  }

  @Test func theAdaptersScrollDelegateSeesTheTargetTheListLeft() {
    final class Snapper: CollectionViewScrollDelegate {
      var seenTarget: CGPoint?
      func scrollViewWillEndDragging(
        _ collectionView: any CollectionView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint
      ) {
        seenTarget = targetContentOffset
        targetContentOffset.y += 20
      }
    }
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    let snapper = Snapper()
    harness.adapter.scrollDelegate = snapper
    harness.apply(
      List { ListSection(id: "rows", cells: textCells((0..<40).map(String.init))) }
        .willEndDragging { $0.targetContentOffset = CGPoint(x: 0, y: 100) })
    harness.view.scroll(by: 10)
    #expect(snapper.seenTarget == CGPoint(x: 0, y: 100))
    #expect(harness.view.contentOffset.y == 120)
  }

  @Test func theHandlersOfTheListLastAppliedRun() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var heard: [String] = []
    let cells = textCells((0..<40).map(String.init))
    harness.apply(
      List { ListSection(id: "rows", cells: cells) }.didScroll { _ in heard.append("first") })
    harness.apply(
      List { ListSection(id: "rows", cells: cells) }.didScroll { _ in heard.append("second") })
    harness.view.contentOffset.y = 10
    #expect(heard == ["second"])
  }
}

@MainActor
@Suite("A hand-written controller hears the end of a deceleration")
struct ScrollHandlingDecelerationTests {
  private final class Rows: ListSectionController<[String], String>, ScrollHandling {
    var events: [String] = []
    func didScroll(in context: any CollectionViewContext) { events.append("didScroll") }
    func didEndDragging(in context: any CollectionViewContext, willDecelerate: Bool) {
      events.append("didEndDragging \(willDecelerate)")
    }
    func didEndDecelerating(in context: any CollectionViewContext) {
      events.append("didEndDecelerating")
    }
  }

  @Test func aFlickEndsWithDidEndDecelerating() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    let adapter = CollectionViewAdapter(collectionView: view)
    let rows = Rows()
    adapter.update([Section(id: "rows", model: (0..<40).map(String.init), controller: rows)])
    view.layoutIfNeeded()
    view.scroll(by: 10, velocity: 100)
    #expect(rows.events == ["didScroll", "didEndDragging true", "didScroll", "didEndDecelerating"])
  }
}
