import Foundation
import Sectional
import Testing

/// Behaviours measured from real UIKit renders (the research note's F1–F10).
///
/// The layouts are those that were rendered, in an iPhone X container, 375 points wide at
/// scale 3. Frames are relative to the
/// first row, as the renders' absolute origin belongs to their test harness.
@MainActor
@Suite("Compositional layout: UIKit's measured behaviours")
struct CompositionalUIKitFactTests {
  /// CompositionalLayoutDSL's `testInnerGroups`: a row of an inset item and two count groups,
  /// the row's own insets 16 across.
  private func innerGroupsSection() -> LayoutSection {
    var leaf = LayoutItem(layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)))
    leaf.contentInsets.trailing = 4
    var pair = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)),
      subitem: .item(LayoutItem(layoutSize: .fillingContainer)), count: 2)
    pair.interItemSpacing = .fixed(8)
    pair.contentInsets = DirectionalEdgeInsets(horizontal: 4)
    var triple = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)),
      subitem: .item(LayoutItem(layoutSize: .fillingContainer)), count: 3)
    triple.interItemSpacing = .fixed(8)
    triple.contentInsets.leading = 4
    var row = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)),
      subitems: [.item(leaf), .group(pair), .group(triple)])
    row.contentInsets = DirectionalEdgeInsets(horizontal: 16)
    var section = LayoutSection(group: row)
    section.interGroupSpacing = 8
    return section
  }

  private func innerGroups(counts: [Int]) -> PreparedCompositionalLayout {
    PreparedCompositionalLayout(
      innerGroupsSection(), counts: counts, width: 375, height: 812,
      configuration: CompositionalLayoutConfiguration(interSectionSpacing: 8))
  }

  @Test func childrenResolveAgainstTheirParentsBoxAfterItsInsets() {
    let prepared = innerGroups(counts: [6])
    // 343 / 3 = 114.33 per column; the leaf's trailing inset takes 4 from its frame only.
    expectFrame(prepared.frame(0, 0), 16, 0, 110.333, 100)
    expectFrame(prepared.frame(0, 1), 134.333, 0, 106.333, 46)
    expectFrame(prepared.frame(0, 3), 248.667, 0, 110.333, 28)
  }

  @Test func countGroupsShrinkSlotsByTheSpacing() {
    let prepared = innerGroups(counts: [6])
    // (100 − 8) / 2 = 46 and (100 − 16) / 3 = 28.
    expectFrame(prepared.frame(0, 2), 134.333, 54, 106.333, 46)
    expectFrame(prepared.frame(0, 4), 248.667, 36, 110.333, 28)
    expectFrame(prepared.frame(0, 5), 248.667, 72, 110.333, 28)
  }

  @Test func itemsFillLeavesDepthFirstAndCopiesRepeat() {
    let prepared = innerGroups(counts: [13])
    expectFrame(prepared.frame(0, 6), 16, 108, 110.333, 100)
    expectFrame(prepared.frame(0, 12), 16, 216, 110.333, 100)
  }

  @Test func aPartlyFilledLastCopyKeepsItsFullSize() {
    let prepared = innerGroups(counts: [23, 2])
    // Four copies of 100, three spacings of 8; the next section starts 8 later.
    expectFrame(prepared.frame(0, 22), 248.667, 324 + 36, 110.333, 28)
    expectFrame(prepared.frame(1, 0), 16, 432, 110.333, 100)
    expectFrame(prepared.frame(1, 1), 134.333, 432, 106.333, 46)
    let height = prepared.layout.contentSize.height
    #expect(height == 532)
  }

  /// CompositionalLayoutDSL's `testSupplementaryItem`: count groups of four badged items whose
  /// height is a quarter of the width, a group label on the trailing edge, the group inset 20 at
  /// its trailing edge.
  private func badgedRows(
    count: Int, badgeEdges: LayoutAnchor.Edges = [.top, .trailing],
    badgeOffset: CGPoint = CGPoint(x: 0.5, y: -0.5)
  ) -> PreparedCompositionalLayout {
    let badge = SupplementaryItem(
      layoutSize: size(.absolute(15), .absolute(15)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: badgeEdges, fractionalOffset: badgeOffset))
    let item = LayoutItem(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(1 / 4)), supplementaryItems: [badge])
    var group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(80)), subitem: .item(item), count: 4)
    group.interItemSpacing = .fixed(16)
    group.supplementaryItems = [
      SupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(60)), elementKind: "label",
        containerAnchor: LayoutAnchor(edges: [.trailing], fractionalOffset: CGPoint(x: 1, y: 0)))
    ]
    group.contentInsets.trailing = 20
    var section = LayoutSection(group: group)
    section.interGroupSpacing = 16
    section.contentInsets.bottom = 16
    return PreparedCompositionalLayout(section, counts: [count, 1], width: 375, height: 812)
  }

  @Test func theOtherFractionOfACountGroupsSubitemResolvesAgainstTheBoxLessTheSpacing() {
    let prepared = badgedRows(count: 23)
    // (355 − 3 × 16) / 4 = 76.75, floored to 76.667: a square tile, top-aligned in 80.
    expectFrame(prepared.frame(0, 0), 0, 0, 76.667, 76.667)
  }

  @Test func sizesFloorToPixelsAndOriginsAccumulateFromTheFlooredSizes() {
    let prepared = badgedRows(count: 23)
    #expect(prepared.frame(0, 1).map { abs($0.minX - 92.667) < 0.01 } == true)
    #expect(prepared.frame(0, 2).map { abs($0.minX - 185.333) < 0.01 } == true)
    #expect(prepared.frame(0, 3).map { abs($0.minX - 278) < 0.01 } == true)
  }

  @Test func interGroupSpacingFallsBetweenCopiesOnlyAndTheBottomInsetFollowsTheLast() {
    let prepared = badgedRows(count: 23)
    for row in 0..<6 {
      #expect(prepared.frame(0, row * 4).map { abs($0.minY - CGFloat(row * 96)) < 0.01 } == true)
    }
    expectFrame(prepared.frame(1, 0), 0, 480 + 80 + 16, 76.667, 76.667)
  }

  @Test func aGroupsViewsAttachToTheGroupsFrameLessItsInsets() {
    let prepared = badgedRows(count: 23)
    expectFrame(prepared.supplementary("label", 0, 0), 355, 10, 20, 60)
  }

  @Test func anchorArithmeticCentresABadgeOnTheCorner() {
    let prepared = badgedRows(count: 23)
    expectFrame(prepared.supplementary("badge", 0, 0), 69.333, -7.667, 15, 15)
  }

  @Test func aBadgeIsOnThePixelNearestItsPlaceInTheContentHalvesAwayFromZero() {
    let prepared = badgedRows(count: 23)
    // Row 1 starts at 96: 96 − 7.5 = 88.5 points, 265.5 pixels, rounded up to 266 (88.667), as
    // the first row's badge at −7.5 (−22.5 pixels) is rounded down to −23.
    expectFrame(prepared.supplementary("badge", 0, 4), 69.333, 88.667, 15, 15)
    expectFrame(prepared.supplementary("badge", 0, 20), 69.333, 472.667, 15, 15)
    // Section 1 starts at 576: 568.5 points round to 568.667.
    expectFrame(prepared.supplementary("badge", 1, 0), 69.333, 568.667, 15, 15)
  }

  @Test func aBadgeIsRoundedAcrossTheAxisAsAlongIt() {
    // Centred on the top-leading corner: item 0 at x 0 puts it at −7.5 (−22.5 pixels, rounded
    // to −23); item 1 at 92.667 (278 pixels) at 255.5 pixels, rounded to 256 (85.333).
    let prepared = badgedRows(
      count: 23, badgeEdges: [.top, .leading], badgeOffset: CGPoint(x: -0.5, y: -0.5))
    expectFrame(prepared.supplementary("badge", 0, 0), -7.667, -7.667, 15, 15)
    expectFrame(prepared.supplementary("badge", 0, 1), 85.333, -7.667, 15, 15)
    expectFrame(prepared.supplementary("badge", 0, 5), 85.333, 88.667, 15, 15)
  }

  @Test func aRectFindsEachBadgeWhereItsIndexPathPutsIt() {
    let prepared = badgedRows(
      count: 23, badgeEdges: [.top, .leading], badgeOffset: CGPoint(x: -0.5, y: -0.5))
    let badges = prepared.layout.layoutAttributesForElements(
      in: CGRect(x: -20, y: -20, width: 400, height: 700)
    )
    .filter { $0.category == .supplementaryView("badge") }
    #expect(badges.count == 24)
    for badge in badges {
      #expect(
        prepared.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: badge.indexPath)
          == badge)
    }
  }

  @Test func groupViewsTakeTheCopysNumberAndBadgesTheirItemsIndexPath() {
    let prepared = badgedRows(count: 23)
    let elements = prepared.layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: -20, width: 375, height: 576))
    let labels = elements.filter { $0.category == .supplementaryView("label") }.map(\.indexPath)
    let badges = elements.filter { $0.category == .supplementaryView("badge") }.map(\.indexPath)
    #expect(labels == (0..<6).map { IndexPath(item: $0, section: 0) })
    #expect(badges == (0..<23).map { IndexPath(item: $0, section: 0) })
  }

  /// CompositionalLayoutDSL's `testDecorationItem`: an orthogonal row of four 40-point slots
  /// with a background.
  private func backgroundRow() -> PreparedCompositionalLayout {
    var group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(40)),
      subitem: .item(LayoutItem(layoutSize: .fillingContainer)), count: 4)
    group.interItemSpacing = .fixed(8)
    var section = LayoutSection(group: group)
    section.interGroupSpacing = 8
    section.orthogonalScrollingBehavior = .continuous
    section.decorationItems = [.background(elementKind: "background")]
    section.contentInsets = DirectionalEdgeInsets(all: 16)
    return PreparedCompositionalLayout(section, counts: [8, 4], width: 375, height: 812)
  }

  @Test func anOrthogonalRootGroupResolvesAgainstTheFullContainerWidth() {
    let prepared = backgroundRow()
    // (375 − 3 × 8) / 4 = 87.75, floored to 87.667, from the section's leading inset.
    expectFrame(prepared.frame(0, 0), 16, 16, 87.667, 40)
    expectFrame(prepared.frame(0, 1), 111.667, 16, 87.667, 40)
    expectFrame(prepared.frame(1, 0), 16, 72 + 16, 87.667, 40)
  }

  @Test func aBackgroundSpansTheFullWidthAndTheSectionsExtentBelowItsItems() {
    let prepared = backgroundRow()
    let background = prepared.layout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))
    expectFrame(background?.frame, 0, 0, 375, 72)
    let item = prepared.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect((background?.zIndex ?? .max) < (item?.zIndex ?? .min))
  }

  @Test func anEmptySectionTakesNoLengthButKeepsItsHeaderFooterAndTheSpacingAfterIt() {
    var section = LayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [LayoutItem(layoutSize: .fillingContainer)]))
    section.contentInsets = DirectionalEdgeInsets(all: 16)
    section.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: .header, alignment: .top),
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: .footer,
        alignment: .bottom),
    ]
    let prepared = PreparedCompositionalLayout(
      section, counts: [0, 1], width: 375, height: 812,
      configuration: CompositionalLayoutConfiguration(interSectionSpacing: 10))
    expectFrame(prepared.supplementary(.header, 0), 16, 0, 343, 44)
    expectFrame(prepared.supplementary(.footer, 0), 16, 44, 343, 30)
    expectFrame(prepared.supplementary(.header, 1), 16, 84, 343, 44)
    expectFrame(prepared.frame(1, 0), 16, 84 + 44 + 16, 343, 50)
  }
}
