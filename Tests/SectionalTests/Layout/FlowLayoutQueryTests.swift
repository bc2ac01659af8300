import Foundation
import Sectional
import Testing

/// Two sections of 40 × 20 items, two to a row, with 10-point headers and footers.
///
/// Width 100: 40 + 10 + 40 = 90 fits, a third item (140) does not. With line spacing 10:
///
///     h0   0..<10     full width
///     0-0  10..<30    x 0..<40        0-1  10..<30    x 50..<90
///     0-2  40..<60    x 0..<40
///     f0   60..<70    full width
///     h1   70..<80    full width
///     1-0  80..<100   x 0..<40        1-1  80..<100   x 50..<90
///     f1   100..<110  full width
@MainActor
private func twoSectionLayout() -> FlowLayout {
  let layout = FlowLayout()
  layout.lineAlignment = .leading
  layout.itemSize = CGSize(width: 40, height: 20)
  layout.headerReferenceSize = CGSize(width: 0, height: 10)
  layout.footerReferenceSize = CGSize(width: 0, height: 10)
  return layout.prepared(for: TestLayoutContent(width: 100, itemCounts: [3, 2]))
}

/// A rect that a query test passes, with the elements it should find.
struct RectQuery: Sendable, CustomTestStringConvertible {
  let name: String
  let area: CGRect
  let expected: [String]

  var testDescription: String { name }

  static let all = [
    RectQuery(
      name: "everything", area: cgRect(0, 0, 100, 110),
      expected: ["h0", "0-0", "0-1", "0-2", "f0", "h1", "1-0", "1-1", "f1"]),
    RectQuery(
      name: "straddling two rows", area: cgRect(0, 25, 100, 20), expected: ["0-0", "0-1", "0-2"]),
    RectQuery(name: "between two rows", area: cgRect(0, 31, 100, 8), expected: []),
    RectQuery(name: "touching rows on both edges", area: cgRect(0, 30, 100, 10), expected: []),
    RectQuery(name: "above everything", area: cgRect(0, -50, 100, 40), expected: []),
    RectQuery(name: "below everything", area: cgRect(0, 110, 100, 50), expected: []),
    RectQuery(name: "only a header", area: cgRect(0, 72, 100, 5), expected: ["h1"]),
    RectQuery(
      name: "a footer and the next header", area: cgRect(0, 65, 100, 10), expected: ["f0", "h1"]),
    RectQuery(
      name: "the right column", area: cgRect(50, 0, 10, 110),
      expected: ["h0", "0-1", "f0", "h1", "1-1", "f1"]),
    RectQuery(
      name: "the gap between columns", area: cgRect(41, 0, 8, 110),
      expected: ["h0", "f0", "h1", "f1"]),
    RectQuery(
      name: "a negative size", area: cgRect(100, 110, -100, -110),
      expected: ["h0", "0-0", "0-1", "0-2", "f0", "h1", "1-0", "1-1", "f1"]),
    RectQuery(name: "a point inside an item", area: cgRect(55, 85, 0, 0), expected: ["1-1"]),
    RectQuery(name: "a point on an item's origin", area: cgRect(50, 80, 0, 0), expected: ["1-1"]),
    RectQuery(name: "a point past an item's corner", area: cgRect(90, 100, 0, 0), expected: ["f1"]),
    RectQuery(
      name: "a horizontal line through a row", area: cgRect(0, 90, 100, 0),
      expected: ["1-0", "1-1"]),
    RectQuery(name: "a NaN origin", area: cgRect(.nan, .nan, 100, 100), expected: []),
    RectQuery(name: "the null rect", area: .null, expected: []),
    RectQuery(
      name: "the infinite rect", area: .infinite,
      expected: ["h0", "0-0", "0-1", "0-2", "f0", "h1", "1-0", "1-1", "f1"]),
  ]
}

@MainActor
@Suite("FlowLayout queries")
struct FlowLayoutQueryTests {
  @Test(arguments: RectQuery.all)
  func theElementsInARectAreThoseItsFramesMeetInIndexPathOrder(query: RectQuery) {
    let found = twoSectionLayout().layoutAttributesForElements(in: query.area)
    #expect(found.map(elementLabel) == query.expected)
  }

  @Test func theElementsInARectCarryTheirFramesAndCategories() {
    let found = twoSectionLayout().layoutAttributesForElements(in: cgRect(0, 65, 100, 20))
    #expect(
      found == [
        LayoutAttributes(
          indexPath: indexPath(0, 0), frame: cgRect(0, 60, 100, 10),
          category: .supplementaryView(.footer)
        ),
        LayoutAttributes(
          indexPath: indexPath(1, 0), frame: cgRect(0, 70, 100, 10),
          category: .supplementaryView(.header)
        ),
        LayoutAttributes(indexPath: indexPath(1, 0), frame: cgRect(0, 80, 40, 20), category: .cell),
        LayoutAttributes(
          indexPath: indexPath(1, 1), frame: cgRect(50, 80, 40, 20), category: .cell),
      ])
  }

  @Test func sectionsWithoutElementsAreSkipped() {
    let content = TestLayoutContent(width: 100, itemCounts: [1, 0, 0, 1])
    let layout = FlowLayout().prepared(for: content)
    // Item 0-0 at y 0..<50; empty sections 1 and 2 add nothing; item 3-0 follows at y 50, as
    // line spacing applies only between the rows of one section.
    #expect(
      layout.layoutAttributesForElements(in: cgRect(0, 0, 100, 200)).map(elementLabel) == [
        "0-0", "3-0",
      ])
    #expect(
      layout.layoutAttributesForElements(in: cgRect(0, 70, 100, 1)).map(elementLabel) == ["3-0"])
    #expect(layout.frame(ofItem: indexPath(3, 0)) == cgRect(0, 50, 50, 50))
  }

  @Test func theAttributesOfAnItemHaveItsIndexPathAndFrame() {
    let attributes = twoSectionLayout().layoutAttributesForItem(at: indexPath(0, 2))
    #expect(
      attributes
        == LayoutAttributes(
          indexPath: indexPath(0, 2), frame: cgRect(0, 40, 40, 20), category: .cell))
  }

  @Test(arguments: [
    indexPath(0, 3), indexPath(1, 2), indexPath(2, 0), indexPath(0, -1), indexPath(-1, 0),
    IndexPath(), IndexPath(index: 0),
    IndexPath(indexes: [0, 0, 0]),
  ])
  func thereAreNoAttributesForAMissingItem(indexPath: IndexPath) {
    #expect(twoSectionLayout().layoutAttributesForItem(at: indexPath) == nil)
  }

  @Test func theAttributesOfAHeaderHaveItsKindAndTheFirstIndexPathOfItsSection() {
    let attributes = twoSectionLayout().layoutAttributesForSupplementaryView(
      ofKind: .header, at: indexPath(1, 0))
    #expect(
      attributes
        == LayoutAttributes(
          indexPath: indexPath(1, 0), frame: cgRect(0, 70, 100, 10),
          category: .supplementaryView(.header)
        ))
  }

  @Test(arguments: [
    (ElementKind(rawValue: "badge"), indexPath(0, 0)),
    (.header, indexPath(0, 1)),
    (.footer, indexPath(2, 0)),
    (.footer, indexPath(-1, 0)),
    (.header, IndexPath()),
  ])
  func thereAreNoAttributesForAMissingSupplementaryView(
    kind: ElementKind, indexPath: IndexPath
  ) {
    let layout = twoSectionLayout()
    #expect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) == nil)
  }

  @Test func anItemOfZeroSizeIsFoundAtItsOrigin() {
    let content = TestLayoutContent(width: 100, itemCounts: [2])
    content.itemSizes[indexPath(0, 1)] = .zero
    let layout = FlowLayout()
    layout.lineAlignment = .leading
    layout.prepare(for: content)
    // Item 0-1 is a point at x = 50 + 10 = 60, centred on the 50-point line at y = 25.
    #expect(
      layout.layoutAttributesForElements(in: cgRect(55, 20, 10, 10)).map(elementLabel) == ["0-1"])
    #expect(
      layout.layoutAttributesForElements(in: cgRect(60, 25, 0, 0)).map(elementLabel) == ["0-1"])
    #expect(layout.layoutAttributesForElements(in: cgRect(61, 20, 10, 10)).isEmpty)
  }
}
