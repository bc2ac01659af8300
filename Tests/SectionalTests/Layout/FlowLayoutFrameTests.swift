import Foundation
import Sectional
import Testing

// The mechanics of lines, insets, spacing, headers and degenerate values. Most tests use
// `.leading` alignment, whose frames are easiest to compute by hand; UIKit's justified lines have
// their own suite, FlowLayoutUIKitRuleTests.

/// A flow layout whose lines start at the leading edge.
@MainActor
private func leadingFlowLayout() -> FlowLayout {
  let layout = FlowLayout()
  layout.lineAlignment = .leading
  return layout
}

@MainActor
@Suite("FlowLayout frames")
struct FlowLayoutFrameTests {
  @Test func fullWidthItemsStackInASingleColumn() {
    let content = TestLayoutContent(width: 100, itemCounts: [3])
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 30)
    layout.prepare(for: content)
    // Rows 30 tall, 10 apart: y = 0, 30 + 10 = 40, 40 + 30 + 10 = 80.
    #expect(
      layout.itemFrames(inSection: 0, count: 3) == [
        cgRect(0, 0, 100, 30), cgRect(0, 40, 100, 30), cgRect(0, 80, 100, 30),
      ])
  }

  @Test func itemsWrapIntoLeftAlignedRows() {
    let content = TestLayoutContent(width: 100, itemCounts: [7])
    let layout = leadingFlowLayout()
    layout.itemSize = CGSize(width: 20, height: 20)
    layout.prepare(for: content)
    // x = 0, 0 + 20 + 10 = 30, 30 + 20 + 10 = 60; a fourth would end at 60 + 20 + 10 + 20 = 110,
    // past 100, so rows hold 3, 3 and 1 items at y = 0, 20 + 10 = 30, 30 + 20 + 10 = 60.
    #expect(
      layout.itemFrames(inSection: 0, count: 7) == [
        cgRect(0, 0, 20, 20), cgRect(30, 0, 20, 20), cgRect(60, 0, 20, 20),
        cgRect(0, 30, 20, 20), cgRect(30, 30, 20, 20), cgRect(60, 30, 20, 20),
        cgRect(0, 60, 20, 20),
      ])
  }

  @Test func itemsThatFitExactlyShareARow() {
    let content = TestLayoutContent(width: 100, itemCounts: [4])
    let layout = leadingFlowLayout()
    layout.itemSize = CGSize(width: 30, height: 10)
    layout.minimumInteritemSpacing = 5
    layout.prepare(for: content)
    // 30 + 5 + 30 + 5 + 30 = 100 fits exactly; the fourth item wraps to y = 10 + 10 = 20.
    #expect(
      layout.itemFrames(inSection: 0, count: 4) == [
        cgRect(0, 0, 30, 10), cgRect(35, 0, 30, 10), cgRect(70, 0, 30, 10), cgRect(0, 20, 30, 10),
      ])
  }

  @Test func widthsComputedByDivisionStillFillARow() {
    let content = TestLayoutContent(width: 100, itemCounts: [3])
    let layout = FlowLayout()
    // Three columns: (100 - 2 × 10) / 3 = 26.66…, whose sum with the spacing may round past 100.
    let width = (100 - 2 * 10) / CGFloat(3)
    layout.itemSize = CGSize(width: width, height: 10)
    layout.prepare(for: content)
    let frames = layout.itemFrames(inSection: 0, count: 3)
    #expect(frames.map { $0?.minY } == [0, 0, 0])
  }

  @Test func aLineIsAsTallAsItsTallestItemAndItsItemsAreCentredOnIt() {
    let content = TestLayoutContent(width: 100, itemCounts: [4])
    content.itemSizes = [
      indexPath(0, 0): CGSize(width: 20, height: 10),
      indexPath(0, 1): CGSize(width: 20, height: 40),
      indexPath(0, 2): CGSize(width: 20, height: 25),
      indexPath(0, 3): CGSize(width: 60, height: 5),
    ]
    let layout = leadingFlowLayout().prepared(for: content)
    // Line one is 40 tall: y = (40 - 10) / 2 = 15, 0, and (40 - 25) / 2 = 7.5, rounded to the
    // pixel at 8. The fourth (60 + 20 + 10 + 60 > 100) wraps to y = 40 + 10 = 50.
    #expect(
      layout.itemFrames(inSection: 0, count: 4) == [
        cgRect(0, 15, 20, 10), cgRect(30, 0, 20, 40), cgRect(60, 8, 20, 25), cgRect(0, 50, 60, 5),
      ])
  }

  @Test func sectionInsetsNarrowTheRowsAndPadTheSection() {
    let content = TestLayoutContent(width: 100, itemCounts: [3])
    let layout = leadingFlowLayout()
    layout.itemSize = CGSize(width: 30, height: 10)
    layout.sectionInset = LayoutInsets(top: 5, left: 7, bottom: 11, right: 13)
    layout.prepare(for: content)
    // Available width 100 - 7 - 13 = 80: 30 + 10 + 30 = 70 fits, 70 + 10 + 30 = 110 does not.
    // x = 7 and 7 + 30 + 10 = 47; y = 5, then 5 + 10 + 10 = 25. Height 25 + 10 + 11 = 46.
    #expect(
      layout.itemFrames(inSection: 0, count: 3) == [
        cgRect(7, 5, 30, 10), cgRect(47, 5, 30, 10), cgRect(7, 25, 30, 10),
      ])
    #expect(layout.contentSize == CGSize(width: 100, height: 46))
  }

  @Test func theContentsInsetOverridesTheLayouts() {
    let content = TestLayoutContent(width: 100, itemCounts: [1, 1])
    content.insets[1] = LayoutInsets(top: 3, left: 4)
    let layout = leadingFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.sectionInset = LayoutInsets(top: 1, left: 2, bottom: 1)
    layout.prepare(for: content)
    // Section 0: 1 + 10 + 1 = 12 tall. Section 1: y = 12 + 3 = 15, x = 4, no bottom inset.
    #expect(layout.frame(ofItem: indexPath(0, 0)) == cgRect(2, 1, 10, 10))
    #expect(layout.frame(ofItem: indexPath(1, 0)) == cgRect(4, 15, 10, 10))
    #expect(layout.contentSize == CGSize(width: 100, height: 25))
  }

  @Test func spacingComesFromTheContentOrElseFromTheLayout() {
    let content = TestLayoutContent(width: 100, itemCounts: [3, 3])
    content.lineSpacings[0] = 2
    content.interitemSpacings[0] = 4
    let layout = leadingFlowLayout()
    layout.itemSize = CGSize(width: 45, height: 10)
    layout.prepare(for: content)
    // Section 0 (spacing 2 and 4): x = 0, 45 + 4 = 49; third wraps to y = 10 + 2 = 12. Section 0
    // ends at 22. Section 1 (layout's 10 and 10): x = 0, 55; third wraps to y = 22 + 10 + 10 = 42.
    #expect(
      layout.itemFrames(inSection: 0, count: 3) == [
        cgRect(0, 0, 45, 10), cgRect(49, 0, 45, 10), cgRect(0, 12, 45, 10),
      ])
    #expect(
      layout.itemFrames(inSection: 1, count: 3) == [
        cgRect(0, 22, 45, 10), cgRect(55, 22, 45, 10), cgRect(0, 42, 45, 10),
      ])
  }

  @Test func headersAndFootersSpanTheWidthAroundTheSection() {
    let content = TestLayoutContent(width: 100, itemCounts: [2, 1])
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 40, height: 10)
    layout.sectionInset = LayoutInsets(top: 5, left: 5, bottom: 5, right: 5)
    layout.headerReferenceSize = CGSize(width: 33, height: 20)
    layout.footerReferenceSize = CGSize(width: 33, height: 15)
    layout.prepare(for: content)
    // Section 0: header 0..<20; items at y = 20 + 5 = 25, x = 5 and 5 + 40 + 10 = 55; bottom
    // inset to 25 + 10 + 5 = 40; footer 40..<55. Section 1: header 55..<75; item at 80; footer at
    // 80 + 10 + 5 = 95, ending at 110. The reference width 33 is ignored.
    #expect(layout.frame(of: .header, inSection: 0) == cgRect(0, 0, 100, 20))
    #expect(layout.frame(ofItem: indexPath(0, 0)) == cgRect(5, 25, 40, 10))
    #expect(layout.frame(ofItem: indexPath(0, 1)) == cgRect(55, 25, 40, 10))
    #expect(layout.frame(of: .footer, inSection: 0) == cgRect(0, 40, 100, 15))
    #expect(layout.frame(of: .header, inSection: 1) == cgRect(0, 55, 100, 20))
    #expect(layout.frame(ofItem: indexPath(1, 0)) == cgRect(5, 80, 40, 10))
    #expect(layout.frame(of: .footer, inSection: 1) == cgRect(0, 95, 100, 15))
    #expect(layout.contentSize == CGSize(width: 100, height: 110))
  }

  @Test func theContentsHeaderAndFooterSizesOverrideTheLayouts() {
    let content = TestLayoutContent(width: 100, itemCounts: [0, 0])
    content.headerSizes[1] = CGSize(width: 0, height: 7)
    content.footerSizes[0] = CGSize(width: 0, height: 3)
    let layout = FlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    layout.prepare(for: content)
    // Section 0: header 0..<20, footer 20..<23. Section 1: header 23..<30, no footer.
    #expect(layout.frame(of: .header, inSection: 0) == cgRect(0, 0, 100, 20))
    #expect(layout.frame(of: .footer, inSection: 0) == cgRect(0, 20, 100, 3))
    #expect(layout.frame(of: .header, inSection: 1) == cgRect(0, 23, 100, 7))
    #expect(layout.frame(of: .footer, inSection: 1) == nil)
  }

  @Test func anEmptySectionKeepsItsHeaderInsetsAndFooter() {
    let content = TestLayoutContent(width: 100, itemCounts: [0, 1])
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.sectionInset = LayoutInsets(top: 4, bottom: 6)
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    layout.footerReferenceSize = CGSize(width: 0, height: 15)
    layout.prepare(for: content)
    // Section 0: header 0..<20, insets 4 + 6, footer 30..<45. Section 1: header 45..<65, item
    // at 65 + 4 = 69, footer at 69 + 10 + 6 = 85, ending at 100.
    #expect(layout.frame(of: .header, inSection: 0) == cgRect(0, 0, 100, 20))
    #expect(layout.frame(of: .footer, inSection: 0) == cgRect(0, 30, 100, 15))
    #expect(layout.frame(ofItem: indexPath(1, 0)) == cgRect(0, 69, 10, 10))
    #expect(layout.frame(of: .footer, inSection: 1) == cgRect(0, 85, 100, 15))
    #expect(layout.contentSize == CGSize(width: 100, height: 100))
  }

  @Test func aHeaderOrFooterOfZeroHeightIsNotLaidOut() {
    let content = TestLayoutContent(width: 100, itemCounts: [1])
    content.headerSizes[0] = CGSize(width: 100, height: 0)
    content.footerSizes[0] = CGSize(width: 100, height: 0)
    let layout = FlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    layout.prepare(for: content)
    #expect(layout.frame(of: .header, inSection: 0) == nil)
    #expect(layout.frame(of: .footer, inSection: 0) == nil)
    #expect(layout.frame(ofItem: indexPath(0, 0)) == cgRect(0, 0, 50, 50))
    #expect(
      layout.layoutAttributesForElements(in: cgRect(0, 0, 100, 100)).map(elementLabel) == ["0-0"])
  }

  @Test func anItemWiderThanTheAvailableWidthIsNarrowedToIt() {
    let content = TestLayoutContent(width: 100, itemCounts: [2])
    content.itemSizes[indexPath(0, 0)] = CGSize(width: 500, height: 20)
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.sectionInset = LayoutInsets(left: 10, right: 10)
    layout.prepare(for: content)
    // Available width 100 - 10 - 10 = 80; the next item wraps to y = 20 + 10 = 30.
    #expect(layout.frame(ofItem: indexPath(0, 0)) == cgRect(10, 0, 80, 20))
    #expect(layout.frame(ofItem: indexPath(0, 1)) == cgRect(10, 30, 10, 10))
  }

  @Test(arguments: [-5, CGFloat.nan, CGFloat.infinity, -CGFloat.infinity])
  func anUnusableLengthCountsAsZero(length: CGFloat) {
    let content = TestLayoutContent(width: 100, itemCounts: [2])
    content.itemSizes[indexPath(0, 0)] = CGSize(width: length, height: length)
    content.insets[0] = LayoutInsets(top: length, left: length, bottom: length, right: length)
    content.lineSpacings[0] = length
    content.interitemSpacings[0] = length
    content.headerSizes[0] = CGSize(width: length, height: length)
    content.footerSizes[0] = CGSize(width: length, height: length)
    let layout = leadingFlowLayout().prepared(for: content)
    // A zero-size item at the leading edge, centred on the 50-point line, then the default
    // 50 × 50 item right beside it.
    #expect(layout.frame(ofItem: indexPath(0, 0)) == cgRect(0, 25, 0, 0))
    #expect(layout.frame(ofItem: indexPath(0, 1)) == cgRect(0, 0, 50, 50))
    #expect(layout.frame(of: .header, inSection: 0) == nil)
    #expect(layout.frame(of: .footer, inSection: 0) == nil)
    #expect(layout.contentSize == CGSize(width: 100, height: 50))
  }

  @Test(arguments: [-100, CGFloat.nan])
  func anUnusableBoundsWidthCountsAsZero(width: CGFloat) {
    let content = TestLayoutContent(width: width, itemCounts: [2])
    let layout = FlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 5)
    layout.prepare(for: content)
    // Every item is narrowed to width 0 and gets a row of its own: y = 5, 5 + 50 + 10 = 65.
    #expect(layout.frame(of: .header, inSection: 0) == cgRect(0, 0, 0, 5))
    #expect(
      layout.itemFrames(inSection: 0, count: 2) == [cgRect(0, 5, 0, 50), cgRect(0, 65, 0, 50)])
    #expect(layout.contentSize == CGSize(width: 0, height: 115))
  }

  @Test func theContentSizeIsTheBoundsWidthByTheBottomOfTheLastSection() {
    let content = TestLayoutContent(width: 320, itemCounts: [5, 0, 2])
    let layout = FlowLayout()
    layout.sectionInset = LayoutInsets(bottom: 8)
    layout.prepare(for: content)
    // 50-point items, (320 + 10) / 60 = 5 per row. Section 0: one row, 50 + 8 = 58. Section 1:
    // 8, to 66. Section 2: one row, to 66 + 50 + 8 = 124.
    #expect(layout.contentSize == CGSize(width: 320, height: 124))
  }

  @Test func contentWithoutSectionsHasNoHeight() {
    let layout = FlowLayout().prepared(for: TestLayoutContent(width: 80, itemCounts: []))
    #expect(layout.contentSize == CGSize(width: 80, height: 0))
    #expect(layout.layoutAttributesForElements(in: cgRect(0, 0, 80, 80)).isEmpty)
  }

  @Test func contentThatAnswersNothingGetsTheLayoutsDefaults() {
    let content = TestLayoutContent(width: 100, height: 100, itemCounts: [3])
    let layout = FlowLayout().prepared(for: content)
    // 50-point items, 10 apart, in width 100: 50 + 10 + 50 = 110 does not fit, so one item a line
    // at y = 0, 60 and 120; UIKit centres a lone item on a line that is not the last, and the
    // items have one size, so the last line takes the first line's position.
    #expect(
      layout.itemFrames(inSection: 0, count: 3) == [
        cgRect(25, 0, 50, 50), cgRect(25, 60, 50, 50), cgRect(25, 120, 50, 50),
      ])
    #expect(layout.contentSize == CGSize(width: 100, height: 170))
  }

  @Test func absurdLengthsAreCutSoThatTheirSumNeverOverflows() {
    // 2,000 items of height 10³⁰⁰: uncut, even 9·10¹⁵ pixels each would sum past Int.max.
    let content = TestLayoutContent(width: 100, itemCounts: [1_000, 1_000])
    for section in 0..<2 {
      for item in 0..<1_000 {
        content.itemSizes[indexPath(section, item)] = CGSize(width: 100, height: 1e300)
      }
    }
    let layout = FlowLayout.list().prepared(for: content)
    // Each item is cut to 2³² pixels (points, at scale 1), with no spacing.
    let cut = CGFloat(1 << 32)
    #expect(layout.contentSize.height == 2_000 * cut)
    #expect(layout.frame(ofItem: indexPath(1, 999)) == cgRect(0, 1_999 * cut, 100, cut))
  }
}
