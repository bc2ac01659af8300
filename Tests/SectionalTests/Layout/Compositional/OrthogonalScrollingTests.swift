import Foundation
import Sectional
import Testing

/// A screen of a row of cards that scrolls on its own (section 0) above a list (section 1), in a
/// 390 × 600 viewport at scale 1: cards 312 wide (0.8 of the container) and 200 tall, 8 apart,
/// the row inset 16 on every edge; list rows 50 tall.
@MainActor
private struct CardScreen {
  typealias Item = Sectional.Item

  let layout: CompositionalLayout
  let view: HeadlessCollectionView
  let adapter: CollectionViewAdapter
  private(set) var errors: [CollectionViewError] = []

  /// Lays the screen out; with `everySectionScrolls`, every section is a row of cards, not only
  /// the first.
  init(
    behavior: OrthogonalScrollingBehavior, cards: Int = 10, rows: Int = 20,
    everySectionScrolls: Bool = false
  ) {
    layout = CompositionalLayout { section, _ in
      if section == 0 || everySectionScrolls {
        return LayoutSection {
          HGroup(width: .fractionalWidth(0.8), height: .absolute(200)) { Item() }
        }
        .interGroupSpacing(8)
        .contentInsets(value: 16)
        .orthogonalScrollingBehavior(behavior)
      }
      return LayoutSection { VGroup(height: .absolute(50)) { Item() } }
    }
    view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: layout)
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.update([
      Section(id: "cards", model: (0..<cards).map { "card \($0)" }, controller: TextList()),
      Section(id: "rows", model: (0..<rows).map { "row \($0)" }, controller: TextList()),
    ])
    view.layoutIfNeeded()
  }

  var visibleCards: [Int] { view.indexPathsForVisibleItems(inSection: 0).map(\.item) }
}

@MainActor
@Suite("Compositional layout: sections that scroll on their own")
struct OrthogonalScrollingTests {
  typealias Item = Sectional.Item

  @Test func aRowShowsTheCardsInItsViewportOnly() {
    let screen = CardScreen(behavior: .continuous)
    #expect(screen.visibleCards == [0, 1])
    #expect(screen.view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 336)
  }

  @Test func groupPagingRestsAtMultiplesOfAGroupAndItsSpacing() {
    let screen = CardScreen(behavior: .groupPaging)
    screen.view.scroll(section: 0, by: 300)
    #expect(screen.view.contentOffset(ofSection: 0) == 320)
    #expect(screen.view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 16)
    screen.view.scroll(section: 0, by: 100, velocity: 500)
    #expect(screen.view.contentOffset(ofSection: 0) == 640)
  }

  @Test func eachBehaviourRestsByItsRule() {
    // Proposed offset 500, no velocity, then with velocity towards the start.
    let cases: [(OrthogonalScrollingBehavior, CGFloat, CGFloat)] = [
      (.continuous, 500, 500),
      (.continuousGroupLeadingBoundary, 640, 640),
      (.paging, 390, 390),
      (.groupPaging, 640, 320),
      (.groupPagingCentered, 617, 297),
    ]
    for (behavior, resting, restingBackwards) in cases {
      let screen = CardScreen(behavior: behavior)
      let layout = screen.layout
      #expect(
        layout.restingOrthogonalOffset(ofSection: 0, proposed: 500, velocity: 0) == resting,
        "\(behavior)")
      let backwards = layout.restingOrthogonalOffset(ofSection: 0, proposed: 500, velocity: -1)
      if behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered {
        #expect(backwards == restingBackwards, "\(behavior)")
      }
    }
  }

  @Test func restingOffsetsStayWithinTheSectionsRange() {
    let screen = CardScreen(behavior: .groupPaging)
    // 16 + 10 × 312 + 9 × 8 + 16 = 3224 long, 390 shown.
    #expect(screen.layout.orthogonalScrollRange(ofSection: 0) == 0...2834)
    screen.view.scroll(section: 0, by: 10_000)
    #expect(screen.view.contentOffset(ofSection: 0) == 2834)
    screen.view.scroll(section: 0, by: -10_000)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
  }

  @Test func groupPagingCenteredRestsWithAGroupCentredInTheContainer() {
    let screen = CardScreen(behavior: .groupPagingCentered)
    // The first group centred: 16 + 156 − 195 = −23, so it shows at 39 = (390 − 312) / 2.
    #expect(screen.layout.orthogonalScrollRange(ofSection: 0)?.lowerBound == -23)
    screen.view.scroll(section: 0, by: 0)
    #expect(screen.view.contentOffset(ofSection: 0) == -23)
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 39)
    screen.view.scroll(section: 0, by: 330)
    #expect(screen.view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 39)
  }

  @Test func aCentredPagingRowNeverScrolledStartsWithItsFirstGroupCentred() {
    let screen = CardScreen(behavior: .groupPagingCentered)
    // As UIKit starts it: at the start of its range, −23, not at 0.
    #expect(screen.view.contentOffset(ofSection: 0) == -23)
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 39)
    screen.view.scroll(section: 0, by: 330)
    screen.view.reloadData()
    screen.view.layoutIfNeeded()
    // A reload starts it again from the start of its range.
    #expect(screen.view.contentOffset(ofSection: 0) == -23)
  }

  @Test func aRowWhoseRangeShrinksPastItsOffsetShowsTheNearestEnd() {
    let screen = CardScreen(behavior: .continuous)
    screen.view.setContentOffset(2834, ofSection: 0)
    screen.adapter.update([
      Section(id: "cards", model: ["card 0", "card 1"], controller: TextList()),
      Section(id: "rows", model: (0..<20).map { "row \($0)" }, controller: TextList()),
    ])
    screen.view.layoutIfNeeded()
    // 16 + 2 × 312 + 8 + 16 = 664 long, 390 shown: the range ends at 274.
    #expect(screen.layout.orthogonalScrollRange(ofSection: 0) == 0...274)
    #expect(screen.view.contentOffset(ofSection: 0) == 274)
    #expect(screen.visibleCards == [0, 1])
    #expect(screen.view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 62)
  }

  @Test func cellsAreRecycledSideways() {
    let screen = CardScreen(behavior: .continuous, cards: 40)
    screen.view.scroll(section: 0, by: 12_000, steps: 120)
    let statistics = screen.view.reuseStatistics(
      forCellReuseIdentifier: String(reflecting: CollectionViewCell.self))
    // At most three cards show at once; 40 were shown, from a handful of cells.
    #expect(statistics.created <= 2 + 3 + 12)
    #expect(statistics.reused >= 35)
    #expect(screen.visibleCards == [37, 38])
  }

  @Test func theListBelowDoesNotMoveWhenTheRowScrolls() {
    let screen = CardScreen(behavior: .continuous)
    let before = screen.view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame
    screen.view.scroll(section: 0, by: 200)
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == before)
    #expect(before == CGRect(x: 0, y: 232, width: 390, height: 50))
  }

  @Test func scrollingToAnItemReachesIntoItsSection() {
    let screen = CardScreen(behavior: .continuous)
    screen.view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .left, animated: false)
    // Card 5 starts at 16 + 5 × 320 = 1616; at the leading inset it needs 1600.
    #expect(screen.view.contentOffset(ofSection: 0) == 1600)
    #expect(screen.view.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.minX == 16)
    screen.view.scrollToItem(at: IndexPath(item: 3, section: 0), at: [], animated: false)
    #expect(screen.view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 16)
  }

  @Test func anOffsetTravelsWithItsSectionThroughAnUpdate() {
    // Every section a row: the provider describes sections by index, and the cards must still
    // scroll on their own at index 1.
    let screen = CardScreen(behavior: .continuous, everySectionScrolls: true)
    screen.view.setContentOffset(700, ofSection: 0)
    screen.adapter.update([
      Section(id: "new", model: ["a"], controller: TextList()),
      Section(id: "cards", model: (0..<10).map { "card \($0)" }, controller: TextList()),
      Section(id: "rows", model: (0..<20).map { "row \($0)" }, controller: TextList()),
    ])
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 1) == 700)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
  }

  @Test func aSectionThatDoesNotScrollOnItsOwnIsReportedAndIgnored() {
    let screen = CardScreen(behavior: .continuous)
    screen.view.scroll(section: 1, by: 100)
    #expect(screen.view.contentOffset(ofSection: 1) == 0)
    #expect(
      screen.view.errors == [
        .sectionDoesNotScrollOrthogonally(section: 1, operation: "scroll(section:by:)")
      ])
  }

  @Test func theVisibleItemsHandlerSeesTheSectionsOffsetAndMayMoveItems() {
    let seen = OffsetLog()
    let layout = CompositionalLayout { _, _ in
      LayoutSection { HGroup(width: .absolute(100), height: .absolute(100)) { Item() } }
        .orthogonalScrollingBehavior(.continuous)
        .visibleItemsInvalidationHandler(
          VisibleItemsInvalidationHandler { items, offset, _ in
            seen.offsets.append(offset.x)
            for index in items.indices { items[index].frame.origin.y += 5 }
          })
    }
    let view = HeadlessCollectionView(size: CGSize(width: 250, height: 300), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update([Section(id: 0, model: ["a", "b", "c", "d"], controller: TextList())])
    view.layoutIfNeeded()
    view.scroll(section: 0, by: 30)
    #expect(seen.offsets.last == 30)
    #expect(
      view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 70, y: 5, width: 100, height: 100))
  }
}

/// The offsets a visible-items handler saw.
@MainActor
private final class OffsetLog {
  var offsets: [CGFloat] = []
}
