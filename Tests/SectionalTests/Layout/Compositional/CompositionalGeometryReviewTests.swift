import Foundation
import Sectional
import Testing

// A defect hunt on the compositional layout's static geometry, against UIKit's documented and
// measured behaviour (research note /work/shared/research/compositional-layout.md, Apple's
// documentation pages cited per test).
//
// Defects found, each pinned by a test that failed before:
//
// 1. the layout's own (configuration) headers and footers were never mirrored in a
//    right-to-left layout: a `.topLeading` banner stayed on the left, while a section's
//    `.topLeading` header moves to the right (fixed);
// 2. the layout's own headers and footers ignored their `contentInsets`, which a section's
//    headers honour (fixed);
// 3. an estimated layout header or footer kept its estimate: its measured size was never read,
//    and its attributes were not marked `isSizeEstimated`, so the view never measured it
//    (fixed);
// 4. a horizontally scrolling layout keeps left to right in a right-to-left environment, where
//    UIKit mirrors the whole content: Sectional's documented choice, as for its flow layout;
// 5. an estimated supplementary view attached to a group kept its estimate: it was numbered
//    only after the section was solved, so never measured (fixed: it is numbered as placed);
// 6. a decoration item whose zIndex is above 0 was drawn below its section's cells: every
//    other element was raised to the highest decoration zIndex + 1, where UIKit promotes them
//    to 1 (fixed).

/// Content with measured sizes for supplementary views as well as items; sections are described
/// by the layout's provider.
@MainActor
final class CGRContent: LayoutContent {
  var bounds: CGRect
  var displayScale: CGFloat = 1
  var safeAreaInsets = LayoutInsets.zero
  var layoutMargins = LayoutInsets.zero
  var adjustedContentInset: LayoutInsets { safeAreaInsets }
  var layoutDirection = LayoutDirection.leftToRight
  var counts: [Int]
  var measured: [IndexPath: CGSize] = [:]
  // Measured sizes of supplementary views, by kind and index path.
  var measuredSupplementaries: [CGRSupplementaryKey: CGSize] = [:]

  init(width: CGFloat, height: CGFloat, counts: [Int]) {
    bounds = CGRect(x: 0, y: 0, width: width, height: height)
    self.counts = counts
  }

  var numberOfSections: Int { counts.count }
  func numberOfItems(inSection section: Int) -> Int { counts[section] }
  func layout(ofSection section: Int) -> (any SectionLayoutDescription)? { nil }
  func sizeForItem(at indexPath: IndexPath, fitting proposal: CGSize) -> CGSize? { nil }
  func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize? { measured[indexPath] }
  func measuredSize(ofSupplementaryViewOfKind kind: ElementKind, at indexPath: IndexPath)
    -> CGSize?
  {
    measuredSupplementaries[CGRSupplementaryKey(kind: kind, indexPath: indexPath)]
  }
  func orthogonalScrollOffset(ofSection section: Int) -> CGFloat { 0 }
}

/// A supplementary view's kind and index path.
struct CGRSupplementaryKey: Hashable {
  var kind: ElementKind
  var indexPath: IndexPath
}

@MainActor
@Suite("Compositional layout: geometry review")
struct CompositionalGeometryReviewTests {
  private let row = LayoutGroup.vertical(
    layoutSize: size(.fractionalWidth(1), .absolute(50)),
    subitems: [LayoutItem(layoutSize: .fillingContainer)])

  private func prepared(
    _ content: CGRContent,
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
    section: LayoutSection
  ) -> CompositionalLayout {
    let layout = CompositionalLayout(configuration: configuration) { _, _ in section }
    layout.diagnosticHandler = { _ in }
    layout.prepare(for: content)
    return layout
  }

  private func supplementary(_ layout: CompositionalLayout, _ kind: ElementKind, _ section: Int)
    -> LayoutAttributes?
  {
    layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))
  }

  // MARK: Right to left

  // A banner 100 wide on the top-leading corner of the whole layout, and a header 100 wide on
  // the top-leading corner of the section, in a 300-point right-to-left container.
  private func leadingBoundaries(direction: LayoutDirection) -> CompositionalLayout {
    var section = LayoutSection(group: row)
    section.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: size(.absolute(100), .absolute(20)), elementKind: .header,
        alignment: .topLeading)
    ]
    let configuration = CompositionalLayoutConfiguration(boundarySupplementaryItems: [
      BoundarySupplementaryItem(
        layoutSize: size(.absolute(100), .absolute(30)), elementKind: "banner",
        alignment: .topLeading)
    ])
    let content = CGRContent(width: 300, height: 500, counts: [1])
    content.layoutDirection = direction
    return prepared(content, configuration: configuration, section: section)
  }

  // Research §1.9: "layout direction (RTL flips leading/trailing [DOC])"; §1.4 edge spacing
  // "Leading/trailing flip in right-to-left environments [DOC]". The section's header does.
  @Test func aSectionHeaderOnTheLeadingEdgeIsOnTheRightInRightToLeft() {
    let layout = leadingBoundaries(direction: .rightToLeft)
    expectFrame(supplementary(layout, .header, 0)?.frame, 200, 30, 100, 20)
  }

  // The same rule for the layout's own boundary items (`NSRectAlignment.topLeading` of a
  // `UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems` item): the
  // leading edge is on the right in right-to-left, as for the section's header above.
  @Test func aLayoutHeaderOnTheLeadingEdgeIsOnTheRightInRightToLeft() {
    let layout = leadingBoundaries(direction: .rightToLeft)
    expectFrame(supplementary(layout, "banner", 0)?.frame, 200, 0, 100, 30)
  }

  @Test func aLayoutHeaderOnTheLeadingEdgeIsOnTheLeftInLeftToRight() {
    let layout = leadingBoundaries(direction: .leftToRight)
    expectFrame(supplementary(layout, "banner", 0)?.frame, 0, 0, 100, 30)
    expectFrame(supplementary(layout, .header, 0)?.frame, 0, 30, 100, 20)
  }

  // Apple's `NSCollectionLayoutAnchor` page: "In a right-to-left environment, the leading edge
  // is on the right, and the trailing edge is on the left." UIKit gets there in a horizontal
  // layout by mirroring the whole content; Sectional keeps a horizontal layout left to right,
  // its documented choice (as its flow layout's), so the badge stays on the item's right.
  @Test func aHorizontalLayoutKeepsLeftToRightInRightToLeftAsDocumented() {
    let badge = SupplementaryItem(
      layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    let section = LayoutSection(
      group: .vertical(
        layoutSize: size(.absolute(100), .fractionalHeight(1)),
        subitems: [LayoutItem(layoutSize: .fillingContainer, supplementaryItems: [badge])]))
    let content = CGRContent(width: 300, height: 200, counts: [2])
    content.layoutDirection = .rightToLeft
    let layout = prepared(
      content, configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal),
      section: section)
    let item = layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame
    let badgeFrame = layout.layoutAttributesForSupplementaryView(
      ofKind: "badge", at: indexPath(0, 0))?.frame
    #expect(item != nil && badgeFrame?.maxX == item?.maxX)
    #expect(item?.minX == 0)
  }

  // Control: the same badge in a vertical right-to-left layout is on its item's left.
  @Test func aTrailingBadgeIsOnItsItemsLeftInARightToLeftVerticalLayout() {
    let badge = SupplementaryItem(
      layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    let section = LayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [
          LayoutItem(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), supplementaryItems: [badge])
        ]))
    let content = CGRContent(width: 300, height: 200, counts: [2])
    content.layoutDirection = .rightToLeft
    let layout = prepared(content, section: section)
    let item = layout.layoutAttributesForItem(at: indexPath(0, 1))?.frame
    let badgeFrame = layout.layoutAttributesForSupplementaryView(
      ofKind: "badge", at: indexPath(0, 1))?.frame
    #expect(item?.minX == 100)
    #expect(badgeFrame?.minX == 100)
  }

  // MARK: Boundary items' insets and estimates

  // Apple's `NSCollectionLayoutSection.supplementaryContentInsetsReference` page: it is "the
  // reference boundary to use when defining contentInsets on
  // NSCollectionLayoutBoundarySupplementaryItem objects" — those insets apply; IBP PR #81
  // (compared against iOS 13 renders): a boundary item's frame takes its own insets, and the
  // section's when `supplementariesFollowContentInsets`. The library's
  // `BoundarySupplementaryItem.contentInsets` says the same.
  private func insetBoundaries() -> CompositionalLayout {
    var banner = BoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "banner",
      alignment: .top)
    banner.contentInsets = DirectionalEdgeInsets(horizontal: 10)
    var header = BoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: .header,
      alignment: .top)
    header.contentInsets = DirectionalEdgeInsets(horizontal: 10)
    var section = LayoutSection(group: row)
    section.boundarySupplementaryItems = [header]
    return prepared(
      CGRContent(width: 300, height: 500, counts: [1]),
      configuration: CompositionalLayoutConfiguration(boundarySupplementaryItems: [banner]),
      section: section)
  }

  @Test func aSectionHeadersContentInsetsShrinkItsFrame() {
    expectFrame(supplementary(insetBoundaries(), .header, 0)?.frame, 10, 30, 280, 30)
  }

  @Test func aLayoutHeadersContentInsetsShrinkItsFrame() {
    let layout = insetBoundaries()
    expectFrame(supplementary(layout, "banner", 0)?.frame, 10, 0, 280, 30)
  }

  // Apple's `NSCollectionLayoutDimension.estimated(_:)`: "You provide an initial estimated
  // size and the system computes the actual value later"; the configuration page's own example
  // gives the layout's header and footer `.estimated(44)` heights. Research §1.6.2:
  // `extendsBoundary` "for estimated-size supplementaries ... lets dynamic text resize".
  private func estimatedBoundaries() -> (CompositionalLayout, CGRContent) {
    var section = LayoutSection(group: row)
    section.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .estimated(20)), elementKind: .header,
        alignment: .top)
    ]
    let configuration = CompositionalLayoutConfiguration(boundarySupplementaryItems: [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: "banner",
        alignment: .top)
    ])
    let content = CGRContent(width: 300, height: 500, counts: [1])
    content.measuredSupplementaries = [
      CGRSupplementaryKey(kind: "banner", indexPath: indexPath(0, 0)): CGSize(
        width: 300, height: 55),
      CGRSupplementaryKey(kind: .header, indexPath: indexPath(0, 0)): CGSize(
        width: 300, height: 33),
    ]
    return (prepared(content, configuration: configuration, section: section), content)
  }

  @Test func anEstimatedSectionHeaderTakesItsMeasuredHeight() {
    let (layout, _) = estimatedBoundaries()
    let header = supplementary(layout, .header, 0)
    #expect(header?.frame.height == 33)
    #expect(header?.isSizeEstimated == false)
  }

  @Test func anEstimatedLayoutHeaderTakesItsMeasuredHeight() {
    let (layout, _) = estimatedBoundaries()
    expectFrame(supplementary(layout, "banner", 0)?.frame, 0, 0, 300, 55)
    expectFrame(supplementary(layout, .header, 0)?.frame, 0, 55, 300, 33)
  }

  @Test func anEstimatedLayoutHeaderNotYetMeasuredIsMarkedEstimated() {
    let configuration = CompositionalLayoutConfiguration(boundarySupplementaryItems: [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: "banner",
        alignment: .top)
    ])
    let layout = prepared(
      CGRContent(width: 300, height: 500, counts: [1]), configuration: configuration,
      section: LayoutSection(group: row))
    #expect(supplementary(layout, "banner", 0)?.isSizeEstimated == true)
  }

  // The same documentation of `.estimated(_:)`, for a supplementary view attached to a group
  // (research §1.4: groups carry supplementary items anchored to their frame, F5, F10).
  @Test func anEstimatedGroupSupplementaryTakesItsMeasuredSize() {
    var group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)),
      subitems: [LayoutItem(layoutSize: .fillingContainer)])
    group.supplementaryItems = [
      SupplementaryItem(
        layoutSize: size(.absolute(40), .estimated(20)), elementKind: "label",
        containerAnchor: LayoutAnchor(edges: [.top, .leading]))
    ]
    let content = CGRContent(width: 300, height: 500, counts: [3])
    content.measuredSupplementaries = [
      CGRSupplementaryKey(kind: "label", indexPath: indexPath(0, 0)): CGSize(width: 40, height: 35),
      CGRSupplementaryKey(kind: "label", indexPath: indexPath(0, 1)): CGSize(width: 40, height: 45),
    ]
    let layout = prepared(content, section: LayoutSection(group: group))
    let label = layout.layoutAttributesForSupplementaryView(ofKind: "label", at: indexPath(0, 0))
    expectFrame(label?.frame, 0, 0, 40, 35)
    #expect(label?.isSizeEstimated == false)
    // Each group's label is measured by its number among the labels: the second takes its own
    // size, and the third, not measured yet, keeps its estimate and says so.
    let second = layout.layoutAttributesForSupplementaryView(ofKind: "label", at: indexPath(0, 1))
    #expect(second?.frame.height == 45)
    #expect(second?.frame.minY == 50)
    let third = layout.layoutAttributesForSupplementaryView(ofKind: "label", at: indexPath(0, 2))
    #expect(third?.frame.height == 20)
    #expect(third?.isSizeEstimated == true)
    #expect(third?.estimatedDimensions == .height)
  }

  // MARK: Combinations found correct

  // Research §1.6 (top/bottom section insets around the copies), §1.6.2 (a top header above
  // the top inset, a bottom footer below the bottom inset, both extending the section; widths
  // following the insets), §1.10 (estimated rows take their measured height, insets of the
  // section unaffected), F4 (spacings between copies and between sections only), F8 (the
  // background spans the section's whole extent, header and footer included per IBP).
  @Test func estimatedRowsStackWithInsetsHeaderFooterSpacingsAndBackground() {
    var section = LayoutSection(
      group: .vertical(
        layoutSize: size(.fractionalWidth(1), .estimated(40)),
        subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(40)))]))
    section.contentInsets = DirectionalEdgeInsets(all: 10)
    section.interGroupSpacing = 6
    section.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: .header,
        alignment: .top),
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: .footer,
        alignment: .bottom),
    ]
    section.decorationItems = [.background(elementKind: "bg")]
    let content = CGRContent(width: 300, height: 500, counts: [3, 1])
    content.measured = [indexPath(0, 1): CGSize(width: 280, height: 70)]
    let layout = prepared(
      content, configuration: CompositionalLayoutConfiguration(interSectionSpacing: 12),
      section: section)
    expectFrame(supplementary(layout, .header, 0)?.frame, 10, 0, 280, 30)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 10, 40, 280, 40)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 1))?.frame, 10, 86, 280, 70)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 2))?.frame, 10, 162, 280, 40)
    expectFrame(supplementary(layout, .footer, 0)?.frame, 10, 212, 280, 20)
    expectFrame(
      layout.layoutAttributesForDecorationView(ofKind: "bg", at: indexPath(0, 0))?.frame,
      0, 0, 300, 232)
    expectFrame(supplementary(layout, .header, 1)?.frame, 10, 244, 280, 30)
    #expect(layout.contentSize == CGSize(width: 300, height: 354))
  }

  // Apple's `uniformAcrossSiblings(estimate:)`: items "grow to match the dimension of the
  // largest self-sizing sibling in their parent group" — the parent group, not the whole row.
  @Test func uniformItemsMatchOnlyTheSiblingsOfTheirParentGroup() {
    let item = LayoutItem(
      layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 30)))
    let column = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .estimated(60)), subitems: [item, item])
    let row = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(60)), subitems: [.group(column)])
    let content = CGRContent(width: 200, height: 500, counts: [4])
    content.measured = [indexPath(0, 1): CGSize(width: 100, height: 50)]
    let layout = prepared(content, section: LayoutSection(group: row))
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 0, 0, 100, 50)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 1))?.frame, 0, 50, 100, 50)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 2))?.frame, 100, 0, 100, 30)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 3))?.frame, 100, 30, 100, 30)
  }

  // F9: sizes from a division floor to the device pixel and origins accumulate from the
  // floored sizes; F1: children resolve against their parent's box. Three nested thirds of a
  // 375-point row at scale 3 (125 points each), each a count group of two: 187.5 pixels floor
  // to 187 (62.333 points), and each third starts on its own floored boundary.
  @Test func nestedFractionalCountGroupsFloorEachSlotToThePixel() {
    let third = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
      subitem: .item(LayoutItem(layoutSize: .fillingContainer)), count: 2)
    let outer = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [.group(third)])
    let content = CGRContent(width: 375, height: 500, counts: [6])
    content.displayScale = 3
    let layout = prepared(content, section: LayoutSection(group: outer))
    let origins: [CGFloat] = [0, 62.333, 125, 187.333, 250, 312.333]
    for (item, x) in origins.enumerated() {
      expectFrame(layout.layoutAttributesForItem(at: indexPath(0, item))?.frame, x, 0, 62.333, 50)
    }
  }

  // F3 on the other axis: a vertical count group's subitem resolves its other fractional
  // dimension against the box less the spacing ((100 − 2 × 8) = 84, a quarter is 21).
  @Test func aVerticalCountGroupsOtherFractionResolvesAgainstTheBoxLessTheSpacing() {
    var column = LayoutGroup.vertical(
      layoutSize: size(.absolute(100), .absolute(100)),
      subitem: .item(LayoutItem(layoutSize: size(.fractionalHeight(0.25), .fractionalHeight(1)))),
      count: 3)
    column.interItemSpacing = .fixed(8)
    let layout = prepared(
      CGRContent(width: 300, height: 500, counts: [3]), section: LayoutSection(group: column))
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 0, 0, 21, 28)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 2))?.frame, 0, 72, 21, 28)
  }

  // MARK: Layering

  // Apple's `NSCollectionLayoutDecorationItem.zIndex`: "The vertical stacking order of the
  // decoration item in relation to other items in the section. The default value of this
  // property is 0, which means the decoration item appears below all other items"; research
  // §1.6.3 [HDR]: "all other items of the section are promoted to zIndex 1". A decoration of
  // zIndex 5 is therefore drawn above its section's cells (an overlay).
  @Test func aDecorationWithAHigherZIndexIsDrawnAboveItsSectionsCells() {
    var section = LayoutSection(group: row)
    var overlay = DecorationItem.background(elementKind: "overlay")
    overlay.zIndex = 5
    section.decorationItems = [overlay]
    let layout = prepared(CGRContent(width: 300, height: 500, counts: [2]), section: section)
    let decoration = layout.layoutAttributesForDecorationView(
      ofKind: "overlay", at: indexPath(0, 0))
    let cell = layout.layoutAttributesForItem(at: indexPath(0, 0))
    #expect((decoration?.zIndex ?? .min) > (cell?.zIndex ?? .max))
  }

  // Control: a background of the default zIndex 0 is below the cells.
  @Test func aBackgroundOfTheDefaultZIndexIsBelowItsSectionsCells() {
    var section = LayoutSection(group: row)
    section.decorationItems = [.background(elementKind: "bg")]
    let layout = prepared(CGRContent(width: 300, height: 500, counts: [2]), section: section)
    let decoration = layout.layoutAttributesForDecorationView(ofKind: "bg", at: indexPath(0, 0))
    let cell = layout.layoutAttributesForItem(at: indexPath(0, 0))
    #expect(decoration?.zIndex == 0)
    #expect(cell?.zIndex == 1)
  }

  // MARK: Self-sizing rows

  // A tag cloud: items of estimated width in a row of estimated height, fixed spacing. Research
  // §1.5 fit rule (the first subitem that would cross the box edge starts the next copy),
  // §1.10 (estimated sides take the measured size; an item never measured keeps its estimate
  // and is marked estimated).
  @Test func measuredTagsWrapToTheNextRowWhenTheNextWouldCrossTheEdge() {
    let tag = LayoutItem(layoutSize: size(.estimated(50), .absolute(30)))
    var line = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(30)), subitems: [tag])
    line.interItemSpacing = .fixed(8)
    var section = LayoutSection(group: line)
    section.interGroupSpacing = 4
    section.contentInsets = DirectionalEdgeInsets(all: 10)
    let content = CGRContent(width: 320, height: 500, counts: [5])
    content.measured = [
      indexPath(0, 0): CGSize(width: 100, height: 30),
      indexPath(0, 1): CGSize(width: 120, height: 30),
      indexPath(0, 2): CGSize(width: 90, height: 30),
      indexPath(0, 3): CGSize(width: 150, height: 30),
    ]
    let layout = prepared(content, section: section)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 10, 10, 100, 30)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 1))?.frame, 118, 10, 120, 30)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 2))?.frame, 10, 44, 90, 30)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 3))?.frame, 108, 44, 150, 30)
    let last = layout.layoutAttributesForItem(at: indexPath(0, 4))
    expectFrame(last?.frame, 10, 78, 50, 30)
    #expect(last?.isSizeEstimated == true)
    #expect(layout.contentSize.height == 118)
  }

  // Measured widths and flexible spacing: the leftover (300 − 270 − 2 × 8 = 14) is shared by
  // the two gaps (research §1.5, worked example E), the last item ending on the edge.
  @Test func flexibleSpacingSharesTheSpaceMeasuredItemsLeave() {
    let tag = LayoutItem(layoutSize: size(.estimated(50), .absolute(30)))
    var line = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [tag])
    line.interItemSpacing = .flexible(8)
    let content = CGRContent(width: 300, height: 500, counts: [3])
    content.measured = [
      indexPath(0, 0): CGSize(width: 100, height: 30),
      indexPath(0, 1): CGSize(width: 120, height: 30),
    ]
    let layout = prepared(content, section: LayoutSection(group: line))
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 0, 0, 100, 30)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 1))?.frame, 115, 0, 120, 30)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 2))?.frame, 250, 0, 50, 30)
  }
}
