import Foundation
import Sectional
import Testing

/// Records the items a view asks to prefetch.
@MainActor
private final class PrefetchRecorder: CollectionViewDataSourcePrefetching {
  var prefetched: [IndexPath] = []

  func collectionView(_ collectionView: any CollectionView, prefetchItemsAt indexPaths: [IndexPath])
  {
    prefetched += indexPaths
  }

  func collectionView(
    _ collectionView: any CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}

// The contract seen from a third-party layout (`ShelfLayout`, written on the public API only):
// its own section descriptions, decoration views, a horizontal scroll axis, and invalidation.
@MainActor
@Suite("A custom layout on the public contract")
struct CustomLayoutTests {
  private let layout = ShelfLayout()
  private let view: HeadlessCollectionView
  private let adapter: CollectionViewAdapter

  init() {
    view = HeadlessCollectionView(size: CGSize(width: 150, height: 100), layout: layout)
    adapter = CollectionViewAdapter(collectionView: view)
  }

  /// Shows `count` shelves 100 points wide, of three 20-point items each.
  private func showShelves(_ count: Int) {
    adapter.update(
      (0..<count).map {
        Section(
          id: $0, model: ["a\($0)", "b\($0)", "c\($0)"],
          controller: ShelfList(ShelfSectionLayout(width: 100, itemHeight: 20)))
      })
    view.layoutIfNeeded()
  }

  @Test func eachSectionIsLaidOutByItsOwnDescription() {
    adapter.update([
      Section(
        id: "a", model: ["1", "2", "3"],
        controller: ShelfList(ShelfSectionLayout(width: 100, itemHeight: 20))),
      Section(
        id: "b", model: ["1", "2"],
        controller: ShelfList(ShelfSectionLayout(width: 50, itemHeight: 30))),
      Section(id: "c", model: ["1"], controller: TextList()),
    ])
    #expect(
      view.layoutAttributesForItem(at: [0, 2])?.frame == CGRect(x: 0, y: 40, width: 100, height: 20)
    )
    #expect(
      view.layoutAttributesForItem(at: [1, 1])?.frame
        == CGRect(x: 100, y: 30, width: 50, height: 30))
    // No description: the layout's default shelf.
    #expect(
      view.layoutAttributesForItem(at: [2, 0])?.frame
        == CGRect(x: 150, y: 0, width: 100, height: 20))
    #expect(view.contentSize == CGSize(width: 250, height: 60))
  }

  @Test func aDescriptionOfAnotherLayoutsTypeIsReportedAndLaidOutByTheLayoutsDefaults() {
    let flowView = HeadlessCollectionView(
      size: CGSize(width: 150, height: 100), layout: FlowLayout.list(rowHeight: 10))
    let flowAdapter = CollectionViewAdapter(collectionView: flowView)
    var diagnostics: [Diagnostic] = []
    flowAdapter.diagnosticHandler = { diagnostics.append($0) }
    flowAdapter.update([
      Section(
        id: "a", model: ["1", "2"],
        controller: ShelfList(ShelfSectionLayout(width: 50, itemHeight: 30)))
    ])
    #expect(
      flowView.layoutAttributesForItem(at: [0, 1])?.frame
        == CGRect(x: 0, y: 10, width: 150, height: 10))
    #expect(diagnostics.map(\.kind) == [.unreadableSectionLayout])
  }

  @Test func decorationViewsAreCreatedRecycledAndShown() {
    showShelves(3)
    #expect(view.decorationView(ofKind: ShelfLayout.background, at: [0, 0]) != nil)
    #expect(view.decorationView(ofKind: ShelfLayout.background, at: [1, 0]) != nil)
    #expect(view.decorationView(ofKind: ShelfLayout.background, at: [2, 0]) == nil)
    let first = view.decorationView(ofKind: ShelfLayout.background, at: [0, 0])
    view.scroll(by: 150)  // the viewport now spans x 150 to 300: shelves 1 and 2
    #expect(view.decorationView(ofKind: ShelfLayout.background, at: [0, 0]) == nil)
    // Shelf 0's background went back to the pool and came out again for shelf 2.
    #expect(view.decorationView(ofKind: ShelfLayout.background, at: [2, 0]) === first)
    let statistics = view.reuseStatistics(forDecorationViewOfKind: ShelfLayout.background)
    #expect(statistics.created == 2 && statistics.reused == 1)
    #expect(view.snapshot().contains("decoration background 2 z-1  200,0 100×60"))
    #expect(view.decorationView(ofKind: ShelfLayout.background, at: [2, 0])?.zIndex == -1)
  }

  @Test func decorationViewsTravelWithTheirSections() {
    showShelves(1)
    let background = view.decorationView(ofKind: ShelfLayout.background, at: [0, 0])
    adapter.update([
      Section(
        id: "new", model: ["x"],
        controller: ShelfList(ShelfSectionLayout(width: 100, itemHeight: 20))),
      Section(
        id: 0, model: ["a0", "b0", "c0"],
        controller: ShelfList(ShelfSectionLayout(width: 100, itemHeight: 20))),
    ])
    #expect(view.decorationView(ofKind: ShelfLayout.background, at: [1, 0]) === background)
    #expect(view.decorationView(ofKind: ShelfLayout.background, at: [1, 0])?.frame.minX == 100)
  }

  @Test(arguments: [
    (ScrollPosition.left, 500.0), (.centeredHorizontally, 475), (.right, 450),
    // Vertical members do not apply on a horizontal axis: as little as possible.
    (.top, 450),
  ])
  func scrollingToAnItemMovesAlongTheLayoutsAxis(position: ScrollPosition, x: CGFloat) {
    showShelves(10)
    view.scrollToItem(at: [5, 0], at: position, animated: false)
    #expect(view.contentOffset == CGPoint(x: x, y: 0))
  }

  @Test func scrollingToAnItemNeverShowsSpaceAfterTheContent() {
    showShelves(10)
    view.scrollToItem(at: [9, 2], at: .left, animated: false)
    #expect(view.contentOffset == CGPoint(x: 850, y: 0))
  }

  @Test func scrollingByADistanceMovesAlongTheLayoutsAxis() {
    showShelves(10)
    view.scroll(by: 250, steps: 5)
    #expect(view.contentOffset == CGPoint(x: 250, y: 0))
    #expect(Set(view.indexPathsForVisibleItems.map(\.section)) == [2, 3])
  }

  @Test func prefetchingLooksAheadAlongTheLayoutsAxis() {
    let recorder = PrefetchRecorder()
    view.prefetchDataSource = recorder
    showShelves(10)  // visible: x 0 to 150; ahead: 150 to 300, shelves 1 (shown) and 2
    #expect(Set(recorder.prefetched.map(\.section)) == [2])
    view.scroll(by: 10)  // visible: x 10 to 160; ahead: 160 to 310, up to shelf 3
    #expect(Set(recorder.prefetched.map(\.section)) == [2, 3])
  }

  @Test func scrollingDoesNotPrepareALayoutThatDoesNotDependOnTheOffset() {
    showShelves(10)
    let preparations = layout.preparations
    view.scroll(by: 300, steps: 3)
    #expect(layout.preparations == preparations)
    view.bounds.size.height = 80
    view.layoutIfNeeded()
    #expect(layout.preparations == preparations + 1)
    #expect(layout.invalidations.last == .bounds)
  }
}
