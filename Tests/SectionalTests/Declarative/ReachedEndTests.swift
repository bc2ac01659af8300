import Foundation
import Sectional
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

/// The trigger alone, on geometry written out: KarrotListKit's pinned numbers, insets, short
/// content, the latch and re-arming.
@Suite("Reached end: the trigger")
struct ReachedEndTriggerTests {
  struct Case: CustomStringConvertible, Sendable {
    var offset: ReachedEndOffset
    var viewport: CGFloat
    var content: CGFloat
    var scrolled: CGFloat
    var insets: (before: CGFloat, after: CGFloat) = (0, 0)
    var fires: Bool

    var description: String {
      "\(offset), viewport \(viewport), content \(content), offset \(scrolled), insets \(insets)"
    }
  }

  static let table: [Case] = [
    // KarrotListKit's own numbers (viewport 100, content 400).
    Case(offset: .absolute(100), viewport: 100, content: 400, scrolled: 199, fires: false),
    Case(offset: .absolute(100), viewport: 100, content: 400, scrolled: 200, fires: true),
    Case(offset: .absolute(100), viewport: 100, content: 400, scrolled: 201, fires: true),
    Case(
      offset: .relativeToContainerSize(multiplier: 1), viewport: 100, content: 400, scrolled: 199,
      fires: false),
    Case(
      offset: .relativeToContainerSize(multiplier: 1), viewport: 100, content: 400, scrolled: 200,
      fires: true),
    Case(
      offset: .relativeToContainerSize(multiplier: 2), viewport: 100, content: 400, scrolled: 99,
      fires: false),
    Case(
      offset: .relativeToContainerSize(multiplier: 2), viewport: 100, content: 400, scrolled: 100,
      fires: true),
    // Insets: 20 before and 30 after leave 50 visible; the content ends 30 further.
    Case(
      offset: .relativeToContainerSize(multiplier: 1), viewport: 100, content: 400, scrolled: 279,
      insets: (20, 30), fires: false),
    Case(
      offset: .relativeToContainerSize(multiplier: 1), viewport: 100, content: 400, scrolled: 280,
      insets: (20, 30), fires: true),
    Case(
      offset: .absolute(0), viewport: 100, content: 400, scrolled: 329, insets: (0, 30),
      fires: false),
    Case(
      offset: .absolute(0), viewport: 100, content: 400, scrolled: 330, insets: (0, 30), fires: true
    ),
    // Content shorter than what is visible has reached its end, wherever it is scrolled.
    Case(offset: .absolute(0), viewport: 100, content: 50, scrolled: 0, fires: true),
    Case(
      offset: .absolute(0), viewport: 100, content: 70, scrolled: 0, insets: (0, 20), fires: true),
    Case(
      offset: .absolute(0), viewport: 100, content: 90, scrolled: 0, insets: (0, 20), fires: false),
    Case(offset: .absolute(0), viewport: 100, content: 0, scrolled: 0, fires: true),
    // Nothing is visible: nothing fires.
    Case(offset: .absolute(1_000), viewport: 0, content: 400, scrolled: 0, fires: false),
    // Negative reaches count as zero.
    Case(offset: .absolute(-50), viewport: 100, content: 400, scrolled: 299, fires: false),
    Case(offset: .absolute(-50), viewport: 100, content: 400, scrolled: 300, fires: true),
  ]

  @Test(arguments: table)
  func firesWithinTheOffsetOfTheEnd(_ example: Case) {
    var trigger = ReachedEndTrigger(offset: example.offset)
    let event = trigger.check(
      .init(
        viewportLength: example.viewport, offset: example.scrolled,
        contentLength: example.content, insetBefore: example.insets.before,
        insetAfter: example.insets.after))
    #expect((event != nil) == example.fires, "\(example)")
  }

  @Test func aFiredTriggerWaitsForTheContentToGrow() {
    var trigger = ReachedEndTrigger(offset: .absolute(100))
    #expect(trigger.check(.init(viewportLength: 100, offset: 200, contentLength: 400)) != nil)
    #expect(trigger.check(.init(viewportLength: 100, offset: 250, contentLength: 400)) == nil)
    #expect(trigger.check(.init(viewportLength: 100, offset: 300, contentLength: 400)) == nil)
    // A page arrived: armed again, and it fires once the end comes near again.
    #expect(trigger.check(.init(viewportLength: 100, offset: 300, contentLength: 800)) == nil)
    #expect(trigger.check(.init(viewportLength: 100, offset: 600, contentLength: 800)) != nil)
    #expect(trigger.check(.init(viewportLength: 100, offset: 700, contentLength: 800)) == nil)
  }

  @Test func shrinkingContentDoesNotRearm() {
    var trigger = ReachedEndTrigger(offset: .absolute(100))
    #expect(trigger.check(.init(viewportLength: 100, offset: 0, contentLength: 50)) != nil)
    #expect(trigger.check(.init(viewportLength: 100, offset: 0, contentLength: 30)) == nil)
    #expect(trigger.check(.init(viewportLength: 100, offset: 0, contentLength: 40)) != nil)
  }

  @Test func leavingTheReachByAViewportsLengthRearmsIt() {
    var trigger = ReachedEndTrigger(offset: .absolute(100))
    #expect(trigger.check(.init(viewportLength: 100, offset: 300, contentLength: 400)) != nil)
    // 100 out of the reach (200 from the end): not yet a viewport's length out.
    #expect(trigger.check(.init(viewportLength: 100, offset: 100, contentLength: 400)) == nil)
    #expect(trigger.check(.init(viewportLength: 100, offset: 250, contentLength: 400)) == nil)
    // 101 out: re-armed, and reaching the end again fires again.
    #expect(trigger.check(.init(viewportLength: 100, offset: 99, contentLength: 400)) == nil)
    #expect(trigger.check(.init(viewportLength: 100, offset: 250, contentLength: 400)) != nil)
  }

  @Test func rearmingLetsItFireAgainWithoutGrowth() {
    var trigger = ReachedEndTrigger(offset: .absolute(100))
    #expect(trigger.check(.init(viewportLength: 100, offset: 0, contentLength: 50)) != nil)
    #expect(trigger.check(.init(viewportLength: 100, offset: 0, contentLength: 50)) == nil)
    trigger.rearm()
    #expect(trigger.check(.init(viewportLength: 100, offset: 0, contentLength: 50)) != nil)
  }

  @Test func theEventSaysHowFarTheEndWas() {
    var trigger = ReachedEndTrigger(offset: .absolute(100))
    let event = trigger.check(.init(viewportLength: 100, offset: 250, contentLength: 400))
    #expect(event == ReachedEndEvent(contentLength: 400, distanceToEnd: 50))
  }
}

/// The trigger through the adapter: checked after updates, scrolls and resizes, on either axis.
@MainActor
@Suite("Reached end: through the adapter")
struct ReachedEndAdapterTests {
  /// The trigger's table again, on real views of either axis: rows of 10 points, the viewport's
  /// length along the axis, the content insets before and after, then the offset.
  @Test(arguments: ReachedEndTriggerTests.table, [ScrollDirection.vertical, .horizontal])
  func theTableHoldsOnEitherAxis(_ example: ReachedEndTriggerTests.Case, _ axis: ScrollDirection) {
    let isVertical = axis == .vertical
    let layout = FlowLayout()
    layout.scrollDirection = axis
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let size =
      isVertical
      ? CGSize(width: 10, height: example.viewport) : CGSize(width: example.viewport, height: 10)
    let view = HeadlessCollectionView(size: size, layout: layout)
    view.contentInset =
      isVertical
      ? LayoutInsets(top: example.insets.before, left: 0, bottom: example.insets.after, right: 0)
      : LayoutInsets(top: 0, left: example.insets.before, bottom: 0, right: example.insets.after)
    let adapter = CollectionViewAdapter(collectionView: view)
    var fired = 0
    let rows = Int(example.content / 10)
    adapter.apply(
      List {
        ListSection(
          id: "rows",
          cells: (0..<rows).map {
            Cell(
              id: $0,
              component: TextComponent("\($0)", layoutMode: .fixed(CGSize(width: 10, height: 10))))
          })
      }
      .onReachedEnd(offset: example.offset) { _ in fired += 1 })
    view.layoutIfNeeded()
    if isVertical {
      view.contentOffset.y = example.scrolled
    } else {
      view.contentOffset.x = example.scrolled
    }
    #expect((fired == 1) == example.fires, "\(example), \(axis)")
    #expect(fired <= 1, "\(example), \(axis)")
  }

  /// A list of `count` rows of 10 points whose reached-end events go to `fired`.
  private func rows(
    _ count: Int, offset: ReachedEndOffset = .absolute(0),
    fired: @escaping @MainActor (ReachedEndEvent) -> Void
  ) -> List {
    List {
      ListSection(
        id: "rows",
        cells: (0..<count).map { Cell(id: $0, component: CountedText(viewModel: "\($0)")) })
    }
    .onReachedEnd(offset: offset, handler: fired)
  }

  @Test func shortContentFiresOnceAfterTheUpdateAndAgainWhenItGrows() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var events: [ReachedEndEvent] = []
    harness.apply(rows(3) { events.append($0) })
    #expect(events.map(\.contentLength) == [30])
    harness.apply(rows(3) { events.append($0) })
    #expect(events.count == 1)
    harness.apply(rows(5) { events.append($0) })
    #expect(events.map(\.contentLength) == [30, 50])
  }

  @Test func scrollingNearTheEndFiresOnceUntilAPageArrives() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    let list = rows(40, offset: .absolute(50)) { _ in fired += 1 }
    harness.apply(list)
    #expect(fired == 0)
    harness.view.contentOffset.y = 249
    #expect(fired == 0)
    harness.view.contentOffset.y = 250
    #expect(fired == 1)
    harness.view.scroll(by: 40, steps: 4)
    #expect(fired == 1)
    harness.apply(rows(80, offset: .absolute(50)) { _ in fired += 1 })
    #expect(fired == 1)
    harness.view.contentOffset.y = 650
    #expect(fired == 2)
  }

  @Test func aResizedViewportIsChecked() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    harness.apply(rows(40, offset: .absolute(100)) { _ in fired += 1 })
    harness.view.contentOffset.y = 150
    #expect(fired == 0)
    harness.view.bounds.size.height = 200
    #expect(fired == 1)
  }

  @Test func contentInsetsCount() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    harness.view.contentInset = LayoutInsets(top: 0, left: 0, bottom: 60, right: 0)
    var fired = 0
    harness.apply(rows(40, offset: .absolute(0)) { _ in fired += 1 })
    harness.view.contentOffset.y = 300
    #expect(fired == 0)
    harness.view.contentOffset.y = 360
    #expect(fired == 1)
  }

  @Test func theSafeAreaAlongTheScrollAxisCounts() {
    // A home indicator of 60 points: as a content inset of 60 at the bottom (the default
    // behaviour adds the safe area's top and bottom to a vertical layout's adjusted inset).
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    harness.view.safeAreaInsets = LayoutInsets(bottom: 60)
    var fired = 0
    harness.apply(rows(40, offset: .absolute(0)) { _ in fired += 1 })
    harness.view.contentOffset.y = 300
    #expect(fired == 0)
    harness.view.contentOffset.y = 360
    #expect(fired == 1)
  }

  @Test func theSafeAreaAcrossTheScrollAxisDoesNotCount() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    harness.view.contentInsetAdjustmentBehavior = .scrollableAxes
    harness.view.safeAreaInsets = LayoutInsets(right: 60)
    var fired = 0
    harness.apply(rows(40, offset: .absolute(0)) { _ in fired += 1 })
    harness.view.contentOffset.y = 299
    #expect(fired == 0)
    harness.view.contentOffset.y = 300
    #expect(fired == 1)
  }

  @Test func aHorizontalLayoutIsCheckedAlongItsAxis() {
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 10), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    var fired = 0
    adapter.apply(
      List {
        ListSection(
          id: "row",
          cells: (0..<40).map {
            Cell(
              id: $0,
              component: TextComponent("\($0)", layoutMode: .fixed(CGSize(width: 10, height: 10))))
          })
      }
      .onReachedEnd(offset: .absolute(0)) { _ in fired += 1 })
    view.layoutIfNeeded()
    #expect(view.contentSize.width == 400)
    view.contentOffset.x = 299
    #expect(fired == 0)
    view.contentOffset.x = 300
    #expect(fired == 1)
  }

  @Test func aHandlerThatAppliesTheNextPageAtOnceIsCheckedAgainAfterItReturns() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var pages = 1
    var depth = 0
    var deepest = 0
    func list() -> List {
      rows(pages * 3) { _ in
        depth += 1
        deepest = max(deepest, depth)
        if pages < 5 {
          pages += 1
          harness.adapter.apply(list())
        }
        depth -= 1
      }
    }
    harness.apply(list())
    // 3, 6 and 9 rows are shorter than the viewport, so each fires, one after another, never
    // inside another; 12 rows (120 points) end beyond it, and wait for a scroll.
    #expect(pages == 4)
    #expect(deepest == 1)
    #expect(harness.shown.first?.count == 10)
  }

  @Test func rearmingFiresAgainWhenStillAtTheEnd() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    harness.apply(rows(3) { _ in fired += 1 })
    #expect(fired == 1)
    harness.adapter.rearmReachedEnd()
    #expect(fired == 2)
  }

  @Test func aListWithoutTheModifierStopsTheTrigger() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    harness.apply(rows(3) { _ in fired += 1 })
    harness.apply(List { ListSection(id: "rows", cells: textCells(["a", "b", "c", "d"])) })
    harness.adapter.rearmReachedEnd()
    #expect(fired == 1)
  }

  @Test func refreshCallsTheListsHandler() {
    let harness = DeclarativeHarness()
    var refreshed = 0
    #expect(harness.adapter.refresh() == false)
    harness.apply(
      List { ListSection(id: "a", cells: textCells(["1"])) }.onRefresh { refreshed += 1 })
    #expect(harness.adapter.refresh())
    #expect(refreshed == 1)
  }
}
