import Foundation
import Sectional
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

/// A cell that measures zero points tall.
@MainActor
private final class FlatCell: CollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var attributes = layoutAttributes
    attributes.frame.size.height = 0
    return attributes
  }
}

/// Rows of cells of one class, as many as asked for.
@MainActor
private final class Rows<Cell: CollectionViewCell>: CollectionViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(Cell.self, for: indexPath)
  }
}

/// A cell as tall as its `height`.
@MainActor
private final class SizedCell: CollectionViewCell {
  static var height: CGFloat = 50
  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var attributes = layoutAttributes
    attributes.frame.size.height = Self.height
    return attributes
  }
}

// Each test failed (a trap, a crash, or wrong frames) before the fix it names; the findings came
// from a review of the layout work.
@MainActor
@Suite("FlowLayout: hostile input and review findings")
struct FlowLayoutReviewFindingTests {
  @Test func anAbsurdDisplayScaleNeitherTrapsNorOverflows() {
    let layout = FlowLayout.list()
    let content = TestLayoutContent(itemCounts: [1_100])
    content.displayScale = 1e15
    layout.prepare(for: content)
    let found = layout.layoutAttributesForElements(in: cgRect(0, 0, 100, 1e6))
    // The scale is cut to 1,000 pixels a point; the rows stay 40 points tall.
    #expect(found.count == 1_100)
    #expect(layout.contentSize.height == 44_000)
  }

  @Test func itemsThatMeasureZeroDoNotNestLayoutPasses() {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 100)
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    let rows = Rows<FlatCell>(count: 20_000)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 1_000), layout: layout)
    view.isPrefetchingEnabled = false
    view.dataSource = rows
    // Each round shows ten more estimated rows, which measure zero: the pass runs a bounded
    // number of rounds, one after another, instead of one nested pass per round.
    view.layoutIfNeeded()
    let measured = view.visibleCells.count
    #expect(measured > 10 && measured < 20_000)
    view.layoutIfNeeded()
    #expect(view.visibleCells.count > measured)
  }

  @Test func aResizeInASectionWhoseDescriptionChangedLaysItOutAgain() {
    let layout = FlowLayout.list()
    layout.estimatedItemSize = CGSize(width: 100, height: 20)
    let content = TestLayoutContent(itemCounts: [3, 3])
    layout.prepare(for: content)
    content.insets[1] = LayoutInsets(top: 30)
    content.measuredSizes[indexPath(1, 0)] = CGSize(width: 100, height: 50)
    layout.invalidateLayout(.itemSizes([indexPath(1, 0)]))
    layout.prepare(for: content)
    let fresh = FlowLayout.list()
    fresh.estimatedItemSize = CGSize(width: 100, height: 20)
    fresh.prepare(for: content)
    #expect(layout.frame(ofItem: indexPath(1, 0)) == fresh.frame(ofItem: indexPath(1, 0)))
    #expect(layout.frame(ofItem: indexPath(1, 0)) == cgRect(0, 90, 100, 50))
  }

  @Test func pinnedHeadersStayFiniteWhenTheBoundsAreNaN() {
    let layout = FlowLayout.list(rowHeight: 20)
    layout.headerReferenceSize = CGSize(width: 0, height: 10)
    layout.sectionHeadersPinToVisibleBounds = true
    let content = TestLayoutContent(itemCounts: [3])
    content.bounds.origin.y = .nan
    layout.prepare(for: content)
    #expect(layout.frame(of: .header, inSection: 0) == cgRect(0, 0, 100, 10))
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: content.bounds))
  }

  @Test func aNaNSettingDoesNotLayEverythingOutOnEveryResize() {
    let layout = FlowLayout.list()
    layout.estimatedItemSize = CGSize(width: 100, height: 20)
    layout.minimumLineSpacing = .nan
    let content = TestLayoutContent(itemCounts: [5, 5, 5])
    content.insets[1] = LayoutInsets(top: .nan)
    layout.prepare(for: content)
    content.measuredSizes[indexPath(2, 0)] = CGSize(width: 100, height: 50)
    layout.invalidateLayout(.itemSizes([indexPath(2, 0)]))
    layout.prepare(for: content)
    #expect(layout.sectionsLaidOutByLastPreparation == 0)  // resized in place
    layout.invalidateLayout(.batchUpdate(reusing: [0, 1, 2]))
    layout.prepare(for: content)
    #expect(layout.sectionsLaidOutByLastPreparation == 0)  // section 1's NaN inset equals itself
  }

  @Test func mirroredAndNarrowedItemsStayOnThePixelGrid() {
    let layout = FlowLayout.list(rowHeight: 10)
    layout.itemSize = CGSize(width: 30, height: 10)
    layout.minimumInteritemSpacing = 10
    let content = TestLayoutContent(width: 100.5, itemCounts: [2, 1])
    content.layoutDirection = .rightToLeft
    layout.prepare(for: content)
    // The last line of section 0: x = 0 and 40 left to right, mirrored in 100.5 points:
    // 70.5 and 30.5, rounded to the pixel: 71 and 31 (halves round away from zero).
    #expect(
      layout.itemFrames(inSection: 0, count: 2) == [cgRect(71, 0, 30, 10), cgRect(31, 0, 30, 10)])
    let full = FlowLayout.list(rowHeight: 10)
    full.prepare(for: TestLayoutContent(width: 100.5, itemCounts: [1]))
    // A full-width row floors to whole pixels: 100, not 100.5.
    #expect(full.frame(ofItem: indexPath(0, 0))?.width == 100)
  }

  @Test func anotherDataSourceIsMeasuredAfresh() {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 20)
    layout.itemSize = CGSize(width: 100, height: 20)
    layout.minimumLineSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 200), layout: layout)
    let first = Rows<SizedCell>(count: 3)
    SizedCell.height = 50
    view.dataSource = first
    view.layoutIfNeeded()
    #expect(view.layoutAttributesForItem(at: [0, 0])?.frame.height == 50)
    let second = Rows<SizedCell>(count: 3)
    SizedCell.height = 10
    view.dataSource = second
    view.layoutIfNeeded()
    #expect(view.layoutAttributesForItem(at: [0, 0])?.frame.height == 10)
  }
}
