import Foundation
import Sectional
import Testing

/// The worked examples of the research note on UIKit's compositional layout, computed by hand: a
/// 390 × 844 container at scale 3, sections inset 16 on every edge with 8 between groups, groups
/// 100 tall and as wide as the section, seven items.
@MainActor
@Suite("Compositional layout: worked examples")
struct CompositionalWorkedExampleTests {
  private func section(_ group: LayoutGroup) -> LayoutSection {
    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(all: 16)
    section.interGroupSpacing = 8
    return section
  }

  private let rowSize = size(.fractionalWidth(1), .absolute(100))
  private let thirdItem = LayoutItem(
    layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)))

  @Test func aThirdWideItemsWithFixedSpacingFitTwoToARow() {
    var group = LayoutGroup.horizontal(layoutSize: rowSize, subitems: [thirdItem])
    group.interItemSpacing = .fixed(8)
    let prepared = PreparedCompositionalLayout(section(group), counts: [7])
    let expected: [(CGFloat, CGFloat)] = [
      (16, 16), (143.333, 16), (16, 124), (143.333, 124), (16, 232), (143.333, 232), (16, 340),
    ]
    for (item, origin) in expected.enumerated() {
      expectFrame(prepared.frame(0, item), origin.0, origin.1, 119.333, 100)
    }
    #expect(prepared.layout.contentSize == CGSize(width: 390, height: 456))
    #expect(prepared.diagnostics.isEmpty)
  }

  @Test func countGroupsShrinkTheirSlotsByTheSpacing() {
    var group = LayoutGroup.horizontal(layoutSize: rowSize, subitem: .item(thirdItem), count: 3)
    group.interItemSpacing = .fixed(8)
    let prepared = PreparedCompositionalLayout(section(group), counts: [7])
    let expected: [(CGFloat, CGFloat)] = [
      (16, 16), (138, 16), (260, 16), (16, 124), (138, 124), (260, 124), (16, 232),
    ]
    for (item, origin) in expected.enumerated() {
      expectFrame(prepared.frame(0, item), origin.0, origin.1, 114, 100)
    }
    #expect(prepared.layout.contentSize.height == 348)
  }

  @Test func repeatingSubitemsKeepTheirSizeAndReportTheOverflow() {
    var group = LayoutGroup.horizontal(
      layoutSize: rowSize, repeatingSubitem: .item(thirdItem), count: 3)
    group.interItemSpacing = .fixed(8)
    let prepared = PreparedCompositionalLayout(section(group), counts: [7])
    expectFrame(prepared.frame(0, 0), 16, 16, 119.333, 100)
    expectFrame(prepared.frame(0, 1), 143.333, 16, 119.333, 100)
    expectFrame(prepared.frame(0, 2), 270.667, 16, 119.333, 100)
    expectFrame(prepared.frame(0, 3), 16, 124, 119.333, 100)
    #expect(prepared.diagnostics.map(\.kind) == [.groupOverflow(by: 16)])
    #expect(prepared.diagnostics.first?.section == 0)
  }

  @Test func itemInsetsMakeGutters() {
    var item = thirdItem
    item.contentInsets = DirectionalEdgeInsets(all: 4)
    let group = LayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
    let prepared = PreparedCompositionalLayout(section(group), counts: [7])
    expectFrame(prepared.frame(0, 0), 20, 20, 111.333, 92)
    expectFrame(prepared.frame(0, 1), 139.333, 20, 111.333, 92)
    expectFrame(prepared.frame(0, 2), 258.667, 20, 111.333, 92)
    expectFrame(prepared.frame(0, 3), 20, 128, 111.333, 92)
  }

  @Test func flexibleSpacingSharesTheLeftoverSpace() {
    let item = LayoutItem(layoutSize: size(.absolute(110), .fractionalHeight(1)))
    var group = LayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
    group.interItemSpacing = .flexible(8)
    let prepared = PreparedCompositionalLayout(section(group), counts: [7])
    expectFrame(prepared.frame(0, 0), 16, 16, 110, 100)
    expectFrame(prepared.frame(0, 1), 140, 16, 110, 100)
    expectFrame(prepared.frame(0, 2), 264, 16, 110, 100)
    expectFrame(prepared.frame(0, 3), 16, 124, 110, 100)
  }

  @Test func anOrthogonalRowPlacesGroupsAcrossAndIsOneGroupTall() {
    let item = LayoutItem(layoutSize: .fillingContainer)
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(0.8), .absolute(200)), subitems: [item])
    var row = section(group)
    row.orthogonalScrollingBehavior = .groupPaging
    let prepared = PreparedCompositionalLayout(row, counts: [3])
    expectFrame(prepared.frame(0, 0), 16, 16, 312, 200)
    expectFrame(prepared.frame(0, 1), 336, 16, 312, 200)
    expectFrame(prepared.frame(0, 2), 656, 16, 312, 200)
    #expect(prepared.layout.contentSize.height == 232)
  }

  @Test func aHeaderABadgeAndABackground() {
    let badge = SupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: LayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    let item = LayoutItem(
      layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)), supplementaryItems: [badge])
    var group = LayoutGroup.horizontal(layoutSize: rowSize, subitem: .item(item), count: 3)
    group.interItemSpacing = .fixed(8)
    var described = section(group)
    described.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: .header,
        alignment: .top)
    ]
    described.decorationItems = [.background(elementKind: "background")]
    let prepared = PreparedCompositionalLayout(described, counts: [7])
    expectFrame(prepared.supplementary(.header, 0), 16, 0, 358, 44)
    expectFrame(prepared.frame(0, 0), 16, 60, 114, 100)
    expectFrame(prepared.supplementary("badge", 0, 0), 120, 50, 20, 20)
    let background = prepared.layout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))
    expectFrame(background?.frame, 0, 0, 390, 44 + 348)
    #expect(background?.zIndex == 0)
    #expect(
      prepared.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
  }
}
