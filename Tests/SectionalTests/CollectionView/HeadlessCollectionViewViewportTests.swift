import Foundation
import Sectional
import Testing

@MainActor
@Suite("HeadlessCollectionView viewport and scrolling")
struct HeadlessCollectionViewViewportTests {
  @Test func onlyItemsInTheViewportAreShown() {
    let data = TextDataSource(count: 100)
    let view = HeadlessCollectionView.rows(data)
    #expect(view.indexPathsForVisibleItems == (0..<10).map { path(0, $0) })
    #expect(view.contentSize == CGSize(width: 100, height: 1_000))
  }

  @Test func nothingIsAskedOfTheDataSourceBeforeTheFirstLayoutPass() {
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    view.dataSource = data
    #expect(data.cellRequests.isEmpty)
    #expect(view.visibleCells.isEmpty)
    view.layoutIfNeeded()
    #expect(view.visibleCells.count == 3)  // full-width rows 40 tall: at 0, 40 and 80
  }

  @Test func theDefaultLayoutIsFullWidthRowsThatFollowTheWidth() {
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    view.dataSource = data
    view.layoutIfNeeded()
    #expect(
      view.visibleCells.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 0, y: 40, width: 100, height: 40),
        CGRect(x: 0, y: 80, width: 100, height: 40),
      ])
    view.bounds.size.width = 250
    #expect(view.visibleCells.map(\.frame.width) == [250, 250, 250])
  }

  @Test func scrollingEndsLeavingItemsBeforeShowingArrivingOnes() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 100)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    recorder.clear()
    view.contentOffset.y = 20
    #expect(
      recorder.events.filter { !$0.hasPrefix("prefetch") && !$0.hasPrefix("cancel") } == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "willDisplay 0-10", "willDisplay 0-11",
        "didScroll 20",
      ])
  }

  @Test func scrollToItemPlacesTheItemAtThePosition() {
    let data = TextDataSource(count: 100)
    let view = HeadlessCollectionView.rows(data)
    view.scrollToItem(at: path(0, 50), at: .top, animated: false)
    #expect(view.contentOffset.y == 500)
    view.scrollToItem(at: path(0, 50), at: .centeredVertically, animated: false)
    #expect(view.contentOffset.y == 455)
    view.scrollToItem(at: path(0, 50), at: .bottom, animated: false)
    #expect(view.contentOffset.y == 410)
    view.scrollToItem(at: path(0, 99), at: .top, animated: false)
    #expect(view.contentOffset.y == 900)  // clamped to the end of the content
  }

  @Test func scrollToAMissingItemIsReportedAndIgnored() {
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data)
    view.scrollToItem(at: path(0, 30), at: .top, animated: false)
    #expect(
      view.errors == [.invalidIndexPath(path(0, 30), operation: "scrollToItem(at:at:animated:)")])
    #expect(view.contentOffset.y == 0)
  }

  @Test(arguments: [
    IndexPath(item: .max, section: 0), IndexPath(item: -1, section: 0),
    IndexPath(item: 0, section: .max), IndexPath(item: 0, section: -3), IndexPath(index: 0),
    IndexPath(indexes: [0, 1, 2]),
  ])
  func absurdIndexPathsAreReportedNeverFatal(indexPath: IndexPath) {
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data)
    view.scrollToItem(at: indexPath, at: .top, animated: false)
    view.selectItem(at: indexPath, animated: false, scrollPosition: [])
    view.tapItem(at: indexPath)
    #expect(view.layoutAttributesForItem(at: indexPath) == nil)
    #expect(view.cellForItem(at: indexPath) == nil)
    #expect(view.errors.count == 3)
    #expect(view.indexPathsForSelectedItems.isEmpty)
  }

  @Test func itemsAheadInTheScrollDirectionArePrefetchedOnce() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 100)
    let view = HeadlessCollectionView.rows(data, delegate: recorder, prefetchDistance: 20)
    // The first pass shows 0...9 and prefetches the 20 points below: 10 and 11.
    view.contentOffset.y = 5  // 10 is now shown; 12 comes within 20 points
    view.contentOffset.y = 6  // nothing new
    #expect(recorder.events("prefetch") == ["prefetch 0-10 0-11", "prefetch 0-12"])
  }

  @Test func prefetchingLooksAheadInTheDirectionOfTheScroll() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 100)
    let view = HeadlessCollectionView.rows(data, delegate: recorder, prefetchDistance: 20)
    view.contentOffset.y = 500
    recorder.clear()
    view.contentOffset.y = 490  // scrolling back: 470..<490 is ahead
    #expect(recorder.events("prefetch") == ["prefetch 0-47 0-48"])
  }

  @Test func prefetchedItemsThatScrollAwayUndisplayedAreCancelled() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 100)
    let view = HeadlessCollectionView.rows(data, delegate: recorder, prefetchDistance: 20)
    view.contentOffset.y = 5  // 10 is shown; 11 and 12 wait, prefetched
    recorder.clear()
    view.contentOffset.y = 500
    #expect(recorder.events("cancelPrefetching") == ["cancelPrefetching 0-11 0-12"])
  }

  @Test func prefetchedItemsThatAreShownAreNotCancelled() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 100)
    let view = HeadlessCollectionView.rows(data, delegate: recorder, prefetchDistance: 20)
    view.contentOffset.y = 5
    view.contentOffset.y = 15  // 11 is shown, 12 is still near
    #expect(recorder.events("cancelPrefetching").isEmpty)
  }

  @Test func scrollingAMillionItemsCreatesAtMostTheVisibleCellsPlusTwo() {
    let data = TextDataSource(count: 1_000_000)
    let recorder = EventRecorder()
    let view = HeadlessCollectionView.rows(
      data, size: CGSize(width: 100, height: 200), rowHeight: 10, delegate: recorder)
    view.prefetchDataSource = nil
    for step in 1...2_000 {
      view.contentOffset.y = CGFloat(step) * 4_999.5
    }
    let statistics = view.reuseStatistics(forCellReuseIdentifier: String(reflecting: TextCell.self))
    #expect(statistics.created <= 20 + 2, "\(statistics)")
    let shown = recorder.events("willDisplay").count
    let ended = recorder.events("didEndDisplaying").count
    #expect(shown - ended == view.visibleCells.count)
  }

  @Test func everyWillDisplayIsMatchedByOneDidEndDisplaying() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 50)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    view.contentOffset.y = 135
    view.contentOffset.y = 20
    view.reloadData()
    view.layoutIfNeeded()
    var open: [String: Int] = [:]
    for event in recorder.events {
      let parts = event.split(separator: " ")
      guard parts.count == 2 else { continue }
      if parts[0] == "willDisplay" { open[String(parts[1]), default: 0] += 1 }
      if parts[0] == "didEndDisplaying" { open[String(parts[1]), default: 0] -= 1 }
      #expect(open.values.allSatisfy { $0 == 0 || $0 == 1 }, "\(event)")
    }
    #expect(open.values.filter { $0 == 1 }.count == view.visibleCells.count)
  }

  @Test func aSnapshotShowsTheViewportLineByLine() {
    let data = TextDataSource([["a", "b", "c"]], headers: ["Letters"])
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 10)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 100, height: 5)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 20), layout: layout)
    view.dataSource = data
    view.layoutIfNeeded()
    view.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
    #expect(
      view.snapshot() == """
        viewport 0,0 100×20 of 100×35
        header 0  0,0 100×5    Letters
        0-0       0,5 100×10   a
        0-1 *     0,15 100×10  b
        """)
  }
}

/// A layout that places one row per item of section 0, plus a cell whose index path names no
/// item (a single index), as a faulty third-party layout might.
@MainActor
private final class MalformedCellLayout: CollectionViewLayout {
  private(set) var isPrepared = false
  private var count = 0
  var scrollDirection: ScrollDirection { .vertical }
  var contentSize: CGSize { CGSize(width: 100, height: CGFloat(count) * 10) }

  func prepare(for content: any LayoutContent) {
    count = content.numberOfSections > 0 ? content.numberOfItems(inSection: 0) : 0
    isPrepared = true
  }

  func invalidateLayout(_ invalidation: LayoutInvalidation) {
    isPrepared = false
  }

  func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
    var result = [
      LayoutAttributes(
        indexPath: IndexPath(index: 0), frame: CGRect(x: 0, y: 0, width: 100, height: 10),
        category: .cell)
    ]
    for item in 0..<count {
      result.append(
        LayoutAttributes(
          indexPath: IndexPath(item: item, section: 0),
          frame: CGRect(x: 0, y: CGFloat(item) * 10, width: 100, height: 10), category: .cell))
    }
    return result
  }

  func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item < count else { return nil }
    return LayoutAttributes(
      indexPath: indexPath,
      frame: CGRect(x: 0, y: CGFloat(indexPath.item) * 10, width: 100, height: 10),
      category: .cell)
  }

  func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  { nil }
}

@MainActor
@Suite("HeadlessCollectionView and a faulty layout")
struct HeadlessCollectionViewFaultyLayoutTests {
  @Test func aCellWhoseIndexPathNamesNoItemIsReportedAndNotShown() {
    let data = TextDataSource(count: 2)
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: MalformedCellLayout())
    view.dataSource = data
    view.layoutIfNeeded()
    #expect(
      view.indexPathsForVisibleItems == [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
      ])
    #expect(
      view.errors.contains(
        .invalidIndexPath(IndexPath(index: 0), operation: "layoutAttributesForElements(in:)")))
  }
}

/// A layout of 40-point rows whose first row is estimated, and which adds 10 points to the
/// height the view measures for it: it reads a measured size otherwise than it shows it.
private final class PaddedMeasurementLayout: CollectionViewLayout {
  private(set) var isPrepared = false
  private var count = 0
  private var firstHeight: CGFloat = 40
  private var isFirstMeasured = false
  var scrollDirection: ScrollDirection { .vertical }
  var contentSize: CGSize { CGSize(width: 100, height: firstHeight + CGFloat(count - 1) * 40) }

  func prepare(for content: any LayoutContent) {
    count = content.numberOfSections > 0 ? content.numberOfItems(inSection: 0) : 0
    let measured = content.measuredSize(ofItemAt: IndexPath(item: 0, section: 0))
    isFirstMeasured = measured != nil
    firstHeight = measured.map { $0.height + 10 } ?? 40
    isPrepared = true
  }

  func invalidateLayout(_ invalidation: LayoutInvalidation) { isPrepared = false }

  func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
    (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { $0.frame.intersects(rect) }
  }

  func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item < count else { return nil }
    let item = indexPath.item
    let y = item == 0 ? 0 : firstHeight + CGFloat(item - 1) * 40
    return LayoutAttributes(
      indexPath: indexPath,
      frame: CGRect(x: 0, y: y, width: 100, height: item == 0 ? firstHeight : 40),
      category: .cell, isSizeEstimated: item == 0 && !isFirstMeasured)
  }

  func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  { nil }
}

@MainActor
@Suite("HeadlessCollectionView and self-sizing")
struct HeadlessCollectionViewSelfSizingTests {
  /// A cell measured at its estimate moves nothing by the view's comparison, yet this layout
  /// grows it by 10 points: the view asks the layout, and shows the frames it now gives.
  @Test func aMeasurementThatTheLayoutReadsOtherwiseStillMovesTheShownCells() {
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 200), layout: PaddedMeasurementLayout())
    view.dataSource = data
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 50)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 50)
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 90)
  }
}
