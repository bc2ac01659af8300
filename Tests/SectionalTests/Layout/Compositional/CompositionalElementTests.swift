import Foundation
import Sectional
import Testing

/// Each remaining element of a description, on its own: boundary items that overlay, item
/// anchors, the layout's own headers, insets references, edge spacing, custom groups, and what
/// the layout reports about descriptions it cannot honour exactly.
@MainActor
@Suite("Compositional layout: elements and diagnostics")
struct CompositionalElementTests {
  private let row = LayoutGroup.vertical(
    layoutSize: size(.fractionalWidth(1), .absolute(50)),
    subitems: [LayoutItem(layoutSize: .fillingContainer)])

  @Test func aHeaderThatDoesNotExtendTheSectionOverlaysIt() {
    var header = BoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: .header, alignment: .top)
    header.extendsBoundary = false
    var section = LayoutSection(group: row)
    section.boundarySupplementaryItems = [header]
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 200, scale: 1)
    expectFrame(prepared.supplementary(.header, 0), 0, 0, 200, 20)
    expectFrame(prepared.frame(0, 0), 0, 0, 200, 50)
    #expect(prepared.layout.contentSize.height == 100)
  }

  @Test func anItemAnchorAttachesAnotherPointOfTheBadge() {
    // The badge's bottom-leading corner on the host's top-trailing corner, moved by (10, −10).
    let badge = SupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: LayoutAnchor(
        edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10)),
      itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
    let item = LayoutItem(
      layoutSize: size(.absolute(100), .absolute(50)), supplementaryItems: [badge])
    let section = LayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
    let prepared = PreparedCompositionalLayout(section, counts: [1], width: 300, scale: 1)
    expectFrame(prepared.supplementary("badge", 0, 0), 110, -30, 20, 20)
  }

  @Test func theLayoutsOwnHeaderAndFooterFrameTheSections() {
    let configuration = CompositionalLayoutConfiguration(
      interSectionSpacing: 10,
      boundarySupplementaryItems: [
        BoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "banner",
          alignment: .top),
        BoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(25)), elementKind: "credits",
          alignment: .bottom),
      ])
    let prepared = PreparedCompositionalLayout(
      LayoutSection(group: row), counts: [1, 1], width: 200, scale: 1, configuration: configuration)
    expectFrame(prepared.supplementary("banner", 0), 0, 0, 200, 30)
    expectFrame(prepared.frame(0, 0), 0, 30, 200, 50)
    expectFrame(prepared.frame(1, 0), 0, 90, 200, 50)
    expectFrame(prepared.supplementary("credits", 0), 0, 140, 200, 25)
    #expect(prepared.layout.contentSize.height == 165)
  }

  @Test func sectionInsetsAreMeasuredFromTheSafeAreaByDefault() {
    var section = LayoutSection(group: row)
    section.contentInsets = DirectionalEdgeInsets(horizontal: 10)
    let content = TestLayoutContent(width: 300, height: 500, itemCounts: [1])
    content.safeAreaInsets = LayoutInsets(left: 20, right: 30)
    content.layoutMargins = LayoutInsets(left: 40, right: 40)
    for (reference, x, width) in [
      (ContentInsetsReference.automatic, 30.0, 230.0), (.none, 10, 280), (.layoutMargins, 50, 200),
    ] {
      section.contentInsetsReference = reference
      let layout = CompositionalLayout(section: section)
      layout.prepare(for: content)
      #expect(
        layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame
          == CGRect(x: x, y: 0, width: width, height: 50), "\(reference)")
    }
  }

  @Test func flexibleEdgeSpacingCentresAnItemInItsGroup() {
    let item = LayoutItem(layoutSize: size(.absolute(40), .absolute(20)))
      .edgeSpacing(top: .flexible(0), leading: .fixed(5), bottom: .flexible(0))
    let section = LayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item]))
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 100, scale: 1)
    expectFrame(prepared.frame(0, 0), 5, 20, 40, 20)
    expectFrame(prepared.frame(0, 1), 50, 20, 40, 20)
  }

  @Test func aCustomGroupPlacesItsItemsWhereItsClosureSays() {
    let staircase = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(90))) {
      environment in
      (0..<3).map { step in
        CustomGroupItem(
          frame: CGRect(
            x: CGFloat(step) * environment.containerSize.width / 3, y: CGFloat(step) * 30,
            width: 30, height: 30),
          zIndex: step)
      }
    }
    let prepared = PreparedCompositionalLayout(
      LayoutSection(group: staircase), counts: [4], width: 150, scale: 1)
    expectFrame(prepared.frame(0, 1), 50, 30, 30, 30)
    expectFrame(prepared.frame(0, 3), 0, 90, 30, 30)
    #expect(prepared.layout.layoutAttributesForItem(at: indexPath(0, 2))?.zIndex == 2)
  }

  @Test func aCustomGroupThatTakesNoItemStopsTheSectionWithADiagnostic() {
    let empty = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(90))) { _ in [] }
    let prepared = PreparedCompositionalLayout(LayoutSection(group: empty), counts: [3], scale: 1)
    #expect(prepared.frame(0, 0) == nil)
    #expect(prepared.diagnostics.map(\.kind) == [.emptyGroup])
  }

  @Test func valuesThatAreNotFiniteCountAsZeroWithADiagnostic() {
    var item = LayoutItem(layoutSize: size(.absolute(.nan), .fractionalHeight(-1)))
    item.contentInsets = DirectionalEdgeInsets(top: .infinity)
    var section = LayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
    section.interGroupSpacing = -.infinity
    let prepared = PreparedCompositionalLayout(section, counts: [3], width: 100, scale: 2)
    for index in 0..<3 {
      let frame = prepared.frame(0, index)
      #expect(frame.map { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) } == true)
    }
    #expect(prepared.diagnostics.map(\.kind).contains(.invalidValue))
    #expect(
      prepared.diagnostics.allSatisfy { $0.section == 0 && $0.message.hasPrefix("section 0") })
  }

  @Test func anElementKindUsedForTwoKindsOfItemIsReported() {
    var section = LayoutSection(group: row)
    section.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "x", alignment: .top)
    ]
    section.decorationItems = [.background(elementKind: "x")]
    let prepared = PreparedCompositionalLayout(section, counts: [1], scale: 1)
    #expect(prepared.diagnostics.map(\.kind) == [.duplicateElementKind("x")])
  }

  @Test func aFractionOfAnEstimatedGroupResolvesAgainstTheEstimate() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let section = LayoutSection(
      group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 100, scale: 1)
    expectFrame(prepared.frame(0, 1), 0, 44, 100, 44)
    #expect(prepared.diagnostics.map(\.kind) == [.fractionalOnEstimatedAxis])
  }

  @Test func aLayoutHeaderOfTheFirstSectionsHeaderKindIsReportedAndShownAlone() {
    var section = LayoutSection(group: row)
    section.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: .header, alignment: .top)
    ]
    let configuration = CompositionalLayoutConfiguration(boundarySupplementaryItems: [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: .header, alignment: .top)
    ])
    let prepared = PreparedCompositionalLayout(
      section, counts: [1, 1], width: 100, scale: 1, configuration: configuration)
    #expect(prepared.diagnostics.map(\.kind) == [.duplicateElementKind(.header)])
    let headers = prepared.layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 100, height: 500)
    )
    .filter { $0.category == .supplementaryView(.header) }
    #expect(
      headers.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    #expect(headers.first?.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
  }

  @Test func twoBackgroundsOfOneKindAreReported() {
    var section = LayoutSection(group: row)
    section.decorationItems = [.background(elementKind: "bg"), .background(elementKind: "bg")]
    let prepared = PreparedCompositionalLayout(section, counts: [1], scale: 1)
    #expect(prepared.diagnostics.map(\.kind) == [.duplicateElementKind("bg")])
  }

  @Test func ofTwoBackgroundsOfOneKindOnlyTheFirstIsLaidOut() {
    var section = LayoutSection(group: row)
    var inset = DecorationItem.background(elementKind: "bg")
    inset.contentInsets = DirectionalEdgeInsets(all: 5)
    section.decorationItems = [.background(elementKind: "bg"), inset]
    let prepared = PreparedCompositionalLayout(section, counts: [1], width: 100, scale: 1)
    let backgrounds = prepared.layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 100, height: 500)
    )
    .filter { $0.category == .decorationView("bg") }
    #expect(backgrounds.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 50)])
  }

  @Test func ofTwoHeadersOfOneKindInASectionOnlyTheFirstIsLaidOut() {
    var section = LayoutSection(group: row)
    section.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: .header, alignment: .top),
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: .header,
        alignment: .bottom),
    ]
    let prepared = PreparedCompositionalLayout(section, counts: [1], width: 100, scale: 1)
    #expect(prepared.diagnostics.map(\.kind) == [.duplicateElementKind(.header)])
    let headers = prepared.layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 100, height: 500)
    )
    .filter { $0.category == .supplementaryView(.header) }
    #expect(headers.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 20)])
    expectFrame(prepared.supplementary(.header, 0), 0, 0, 100, 20)
    #expect(prepared.layout.contentSize.height == 70)
  }

  @Test func ofTwoLayoutHeadersOfOneKindOnlyTheFirstIsLaidOutWithADiagnostic() {
    let configuration = CompositionalLayoutConfiguration(boundarySupplementaryItems: [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "banner",
        alignment: .top),
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(25)), elementKind: "banner",
        alignment: .bottom),
    ])
    let prepared = PreparedCompositionalLayout(
      LayoutSection(group: row), counts: [1], width: 200, scale: 1, configuration: configuration)
    #expect(prepared.diagnostics.map(\.kind) == [.duplicateElementKind("banner")])
    let banners = prepared.layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 200, height: 500)
    )
    .filter { $0.category == .supplementaryView("banner") }
    #expect(banners.map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 30)])
    expectFrame(prepared.supplementary("banner", 0), 0, 0, 200, 30)
    #expect(prepared.layout.contentSize.height == 80)
  }

  @Test func anEmptySectionHasNoBackground() {
    var section = LayoutSection(group: row)
    section.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: .header, alignment: .top)
    ]
    section.decorationItems = [.background(elementKind: "bg")]
    let prepared = PreparedCompositionalLayout(section, counts: [0, 1], width: 100, scale: 1)
    let backgrounds = prepared.layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: -10, width: 100, height: 500)
    )
    .filter { $0.category == .decorationView("bg") }
    #expect(backgrounds.map(\.indexPath) == [indexPath(1, 0)])
    #expect(
      prepared.layout.layoutAttributesForDecorationView(ofKind: "bg", at: indexPath(0, 0)) == nil)
    #expect(
      prepared.layout.layoutAttributesForDecorationView(ofKind: "bg", at: indexPath(1, 0))?.frame
        == CGRect(x: 0, y: 20, width: 100, height: 70))
  }

  /// A custom group that returns no frame, with a view attached to it.
  private var labelledEmptyGroup: LayoutGroup {
    var empty = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(90))) { _ in [] }
    empty.supplementaryItems = [
      SupplementaryItem(
        layoutSize: size(.absolute(10), .absolute(10)), elementKind: "label",
        containerAnchor: LayoutAnchor(edges: [.top]))
    ]
    return empty
  }

  @Test func aRootGroupThatTakesNoItemHasNoViewsByIndexPathNorInARect() {
    let prepared = PreparedCompositionalLayout(
      LayoutSection(group: labelledEmptyGroup), counts: [3], scale: 1)
    #expect(prepared.supplementary("label", 0, 0) == nil)
    #expect(
      prepared.layout.layoutAttributesForElements(
        in: CGRect(x: -50, y: -50, width: 500, height: 500)
      )
      .isEmpty)
    #expect(prepared.diagnostics.map(\.kind) == [.emptyGroup])
  }

  @Test func aNestedGroupThatTakesNoItemHasNoViewsByIndexPathNorInARect() {
    let root = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(90)), subitem: .group(labelledEmptyGroup),
      count: 3)
    let prepared = PreparedCompositionalLayout(LayoutSection(group: root), counts: [3], scale: 1)
    for number in 0..<3 { #expect(prepared.supplementary("label", 0, number) == nil) }
    #expect(
      prepared.layout.layoutAttributesForElements(
        in: CGRect(x: -50, y: -50, width: 500, height: 500)
      )
      .isEmpty)
    #expect(prepared.diagnostics.map(\.kind) == [.emptyGroup])
  }
}
