import Foundation
import Sectional
import Testing

// UIKit's flow layout rules, each frame computed by hand in the comments. Sources: Apple's
// Collection View Programming Guide ("Using the Flow Layout") and UICollectionViewFlowLayout's
// documentation; the last-line alignment is the one PSTCollectionView's author measured.

@MainActor
@Suite("FlowLayout: UIKit's rules")
struct FlowLayoutUIKitRuleTests {
  private func layout(item: CGSize, spacing: CGFloat = 10) -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = item
    layout.minimumInteritemSpacing = spacing
    layout.minimumLineSpacing = spacing
    return layout
  }

  @Test func aFullLineWidensItsSpacingToSpanTheWidth() {
    let layout = layout(item: CGSize(width: 20, height: 20))
    layout.prepare(for: TestLayoutContent(width: 100, itemCounts: [7]))
    // Three fit (20 + 10 + 20 + 10 + 20 = 80; a fourth would end at 110). The 40 points left
    // widen the two gaps to 20: x = 0, 40, 80. Lines at y = 0, 30, 60; the last holds one item.
    #expect(
      layout.itemFrames(inSection: 0, count: 7) == [
        cgRect(0, 0, 20, 20), cgRect(40, 0, 20, 20), cgRect(80, 0, 20, 20),
        cgRect(0, 30, 20, 20), cgRect(40, 30, 20, 20), cgRect(80, 30, 20, 20),
        cgRect(0, 60, 20, 20),
      ])
  }

  @Test func aLoneItemOnALineThatIsNotTheLastIsCentred() {
    let layout = layout(item: CGSize(width: 70, height: 10))
    layout.prepare(for: TestLayoutContent(width: 100, itemCounts: [3]))
    // 70 + 10 + 70 > 100: one item a line. The first two are centred, x = (100 - 70) / 2 = 15;
    // the items all have one size, so the last line takes the first line's position too (L3 in
    // research/flow-layout.md).
    #expect(
      layout.itemFrames(inSection: 0, count: 3) == [
        cgRect(15, 0, 70, 10), cgRect(15, 20, 70, 10), cgRect(15, 40, 70, 10),
      ])
  }

  @Test func theLastLineOfItemsOfSeveralSizesKeepsTheMinimumSpacingFromTheLeadingEdge() {
    let content = TestLayoutContent(width: 100, itemCounts: [5])
    for item in 0..<5 {
      content.itemSizes[indexPath(0, item)] = CGSize(width: 20, height: item == 4 ? 24 : 20)
    }
    let layout = layout(item: CGSize(width: 20, height: 20))
    layout.prepare(for: content)
    // Line one is justified (x = 0, 40, 80); the sizes differ, so the last line's two items sit
    // 10 apart from the leading edge: x = 0, 30 (the taller one sets the line's height).
    #expect(
      layout.itemFrames(inSection: 0, count: 5).suffix(2) == [
        cgRect(0, 32, 20, 20), cgRect(30, 30, 20, 24),
      ])
  }

  @Test func theLastLineOfAUniformSectionTakesTheFirstLinesPositions() {
    let layout = layout(item: CGSize(width: 20, height: 20))
    layout.prepare(for: TestLayoutContent(width: 100, itemCounts: [5]))
    // Line one is justified (x = 0, 40, 80); every item has one size, so the last line's two
    // items line up under the first two (L2, L3): x = 0, 40.
    #expect(
      layout.itemFrames(inSection: 0, count: 5).suffix(2) == [
        cgRect(0, 30, 20, 20), cgRect(40, 30, 20, 20),
      ])
  }

  @Test func itemsOfMixedHeightsAreCentredOnTheirLine() {
    let content = TestLayoutContent(width: 100, itemCounts: [3])
    content.itemSizes = [
      indexPath(0, 0): CGSize(width: 30, height: 10),
      indexPath(0, 1): CGSize(width: 30, height: 30),
      indexPath(0, 2): CGSize(width: 30, height: 20),
    ]
    let layout = FlowLayout().prepared(for: content)
    // 30 + 10 + 30 + 10 + 30 = 110 > 100: two on line one, justified to x = 0 and 70, the line
    // 30 tall: y = 10 and 0. The last line holds the third item, alone, at y = 30 + 10 = 40.
    #expect(
      layout.itemFrames(inSection: 0, count: 3) == [
        cgRect(0, 10, 30, 10), cgRect(70, 0, 30, 30), cgRect(0, 40, 30, 20),
      ])
  }

  @Test func aHorizontalLayoutFillsColumnsAndScrollsSideways() {
    let layout = layout(item: CGSize(width: 20, height: 20))
    layout.scrollDirection = .horizontal
    layout.headerReferenceSize = CGSize(width: 15, height: 999)
    layout.prepare(for: TestLayoutContent(width: 300, height: 100, itemCounts: [7]))
    // The header spans the height, 15 wide (its width counts, not its height). Columns of three
    // (20 + 10 + 20 + 10 + 20 = 80 ≤ 100) justified down the height: y = 0, 40, 80, at
    // x = 15, 15 + 20 + 10 = 45, 75. The last column holds one item at the top.
    #expect(layout.frame(of: .header, inSection: 0) == cgRect(0, 0, 15, 100))
    #expect(
      layout.itemFrames(inSection: 0, count: 7) == [
        cgRect(15, 0, 20, 20), cgRect(15, 40, 20, 20), cgRect(15, 80, 20, 20),
        cgRect(45, 0, 20, 20), cgRect(45, 40, 20, 20), cgRect(45, 80, 20, 20),
        cgRect(75, 0, 20, 20),
      ])
    #expect(layout.contentSize == CGSize(width: 95, height: 100))
  }

  /// Two sections of five full-width rows 20 tall under a 10-point header: section 0 spans
  /// y 0..<110 (header 0..<10), section 1 spans 110..<220 (header 110..<120).
  private func pinnedHeaders(scrolledTo y: CGFloat) -> (FlowLayout, TestLayoutContent) {
    let layout = layout(item: CGSize(width: 100, height: 20), spacing: 0)
    layout.headerReferenceSize = CGSize(width: 0, height: 10)
    layout.sectionHeadersPinToVisibleBounds = true
    let content = TestLayoutContent(width: 100, height: 50, itemCounts: [5, 5])
    content.bounds.origin.y = y
    layout.prepare(for: content)
    return (layout, content)
  }

  @Test(arguments: [
    // Not scrolled: both headers where they belong.
    (0.0, 0.0, 110.0),
    // Scrolled 50 into section 0: its header stays at the top of the viewport.
    (50, 50, 110),
    // At 105 the end of section 0's items (110) pushes its header up: 110 - 10 = 100.
    (105, 100, 110),
    // At 150 section 1's header is pinned in turn.
    (150, 100, 150),
  ])
  func aPinnedHeaderStaysAtTheTopWhileItsSectionIsVisible(
    offset: CGFloat, header0: CGFloat, header1: CGFloat
  ) {
    let (layout, _) = pinnedHeaders(scrolledTo: offset)
    #expect(layout.frame(of: .header, inSection: 0)?.minY == header0)
    #expect(layout.frame(of: .header, inSection: 1)?.minY == header1)
    let pinned = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: indexPath(0, 0))
    #expect(pinned?.zIndex == FlowLayout.pinnedZIndex)
  }

  @Test func aPinnedHeaderIsFoundWhereItIsPinnedNotWhereItBelongs() {
    let (layout, content) = pinnedHeaders(scrolledTo: 50)
    let found = layout.layoutAttributesForElements(in: content.bounds).map(elementLabel)
    #expect(found.first == "h0")
  }

  @Test func scrollingInvalidatesALayoutWithPinnedHeadersOnly() {
    let (layout, content) = pinnedHeaders(scrolledTo: 0)
    var moved = content.bounds
    moved.origin.y = 30
    #expect(layout.shouldInvalidateLayout(forBoundsChange: moved))
    layout.sectionHeadersPinToVisibleBounds = false
    layout.prepare(for: content)
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: moved))
    moved.size.width = 90
    #expect(layout.shouldInvalidateLayout(forBoundsChange: moved))
  }

  @Test func aPinnedHeaderStaysBelowTheViewsAdjustedContentInset() {
    let layout = layout(item: CGSize(width: 100, height: 20), spacing: 0)
    layout.headerReferenceSize = CGSize(width: 0, height: 10)
    layout.footerReferenceSize = CGSize(width: 0, height: 10)
    layout.sectionHeadersPinToVisibleBounds = true
    layout.sectionFootersPinToVisibleBounds = true
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 300), layout: layout)
    let texts = TextDataSource([(0..<40).map(String.init)], headers: ["A"])
    view.dataSource = texts
    // A navigation bar over a safe area: UIKit pins at the offset plus the adjusted inset.
    view.safeAreaInsets = LayoutInsets(top: 20, bottom: 15)
    view.contentInset = LayoutInsets(top: 30, bottom: 5)
    view.contentOffset = CGPoint(x: 0, y: 100)
    #expect(layout.frame(of: .header, inSection: 0)?.minY == 150)
    // 100 + 300 − 20 − 10.
    #expect(layout.frame(of: .footer, inSection: 0)?.minY == 370)
    view.contentInset = LayoutInsets(top: 10)
    #expect(layout.frame(of: .header, inSection: 0)?.minY == 130)
    #expect(layout.frame(of: .footer, inSection: 0)?.minY == 375)
    withExtendedLifetime(texts) {}
  }

  @Test func aPinnedHeaderOfAHorizontalLayoutStaysRightOfTheLeftInset() {
    let layout = layout(item: CGSize(width: 20, height: 100), spacing: 0)
    layout.scrollDirection = .horizontal
    layout.headerReferenceSize = CGSize(width: 10, height: 0)
    layout.footerReferenceSize = CGSize(width: 10, height: 0)
    layout.sectionHeadersPinToVisibleBounds = true
    layout.sectionFootersPinToVisibleBounds = true
    let content = TestLayoutContent(width: 100, height: 100, itemCounts: [10])
    content.contentInset = LayoutInsets(left: 15, right: 5)
    content.safeAreaInsets = LayoutInsets(left: 4, right: 6)
    content.bounds.origin.x = 30
    layout.prepare(for: content)
    // 30 + 15 + 4; the footer ends at 130 − 5 − 6.
    #expect(layout.frame(of: .header, inSection: 0)?.minX == 49)
    #expect(layout.frame(of: .footer, inSection: 0)?.maxX == 119)
  }

  @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionIsVisible() {
    let layout = layout(item: CGSize(width: 100, height: 20), spacing: 0)
    layout.footerReferenceSize = CGSize(width: 0, height: 10)
    layout.sectionFootersPinToVisibleBounds = true
    let content = TestLayoutContent(width: 100, height: 50, itemCounts: [5])
    layout.prepare(for: content)
    // The footer belongs at 100..<110, below the 50-point viewport: it sits at 50 - 10 = 40.
    #expect(layout.frame(of: .footer, inSection: 0) == cgRect(0, 40, 100, 10))
  }

  @Test func atScale2SizesFloorToHalfPointsAndOriginsRoundToThem() {
    let layout = layout(item: CGSize(width: 100 / 3, height: 10.4), spacing: 0)
    let content = TestLayoutContent(width: 100, itemCounts: [4])
    content.displayScale = 2
    layout.prepare(for: content)
    // 33.33 floors to 33 (66 pixels), 10.4 to 10. Three fit (99); the spare point widens the two
    // gaps to 0.5: x = 0, 33.5, 67. The last item starts line two at y = 10.
    #expect(
      layout.itemFrames(inSection: 0, count: 4) == [
        cgRect(0, 0, 33, 10), cgRect(33.5, 0, 33, 10), cgRect(67, 0, 33, 10),
        cgRect(0, 10, 33, 10),
      ])
  }

  @Test func atScale3SizesFloorToThirdsOfAPoint() {
    let layout = layout(item: CGSize(width: 100 / 3, height: 10.4), spacing: 0)
    let content = TestLayoutContent(width: 100, itemCounts: [3])
    content.displayScale = 3
    layout.prepare(for: content)
    // 33.33 is exactly 100 pixels; 10.4 floors to 31 pixels, 10.33. The three fill the line.
    let third = CGFloat(100) / 3
    let height = CGFloat(31) / 3
    #expect(
      layout.itemFrames(inSection: 0, count: 3) == [
        cgRect(0, 0, third, height), cgRect(third, 0, third, height),
        cgRect(CGFloat(200) / 3, 0, third, height),
      ])
  }

  @Test(arguments: [
    (FlowLayout.SectionInsetReference.contentInset, 5.0, 90.0),
    (.safeArea, 25, 60),
    (.layoutMargins, 13, 82),
  ])
  func sectionInsetsAreMeasuredFromTheirReference(
    reference: FlowLayout.SectionInsetReference, x: CGFloat, width: CGFloat
  ) {
    let layout = FlowLayout.list(rowHeight: 10)
    layout.sectionInset = LayoutInsets(left: 5, right: 5)
    layout.sectionInsetReference = reference
    let content = TestLayoutContent(width: 100, itemCounts: [2])
    content.safeAreaInsets = LayoutInsets(left: 20, right: 10)
    content.layoutMargins = LayoutInsets(top: 8, left: 8, bottom: 8, right: 0)
    layout.prepare(for: content)
    // A row spans the width left by the reference's and the section's insets; the header (none
    // here) would still span the bounds.
    #expect(layout.frame(ofItem: indexPath(0, 0)) == cgRect(x, 0, width, 10))
  }

  @Test func rightToLeftMirrorsTheLines() {
    let layout = layout(item: CGSize(width: 30, height: 10))
    let content = TestLayoutContent(width: 100, itemCounts: [2])
    content.layoutDirection = .rightToLeft
    layout.prepare(for: content)
    // Left to right the last line would put its items at x = 0 and 40; mirrored, they start at
    // the right edge: 100 - 30 = 70 and 100 - 40 - 30 = 30.
    #expect(
      layout.itemFrames(inSection: 0, count: 2) == [cgRect(70, 0, 30, 10), cgRect(30, 0, 30, 10)])
  }
}
