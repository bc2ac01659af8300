import Foundation
import Sectional
import Testing

/// Right-to-left layouts and the horizontal scroll direction.
@MainActor
@Suite("Compositional layout: directions")
struct CompositionalDirectionTests {
  private func row(orthogonal: Bool = false) -> LayoutSection {
    let badge = SupplementaryItem(
      layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    var section = LayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [
          LayoutItem(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), supplementaryItems: [badge])
        ]))
    section.contentInsets.leading = 16
    if orthogonal {
      section.group.layoutSize.widthDimension = .absolute(100)
      section.orthogonalScrollingBehavior = .continuous
    }
    return section
  }

  @Test func rightToLeftMirrorsLeadingAndTrailing() {
    let content = TestLayoutContent(width: 390, height: 600, itemCounts: [3])
    content.layoutDirection = .rightToLeft
    let layout = CompositionalLayout(section: row())
    layout.prepare(for: content)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 274, 0, 100, 50)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 2))?.frame, 74, 0, 100, 50)
    // A badge on the trailing corner is on the left in right-to-left.
    expectFrame(
      layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: indexPath(0, 0))?.frame,
      274, 0, 10, 10)
  }

  @Test func rightToLeftMirrorsABadgeRoundedLeftToRight() {
    // Left to right, the badge's x is 16 − 7.5 = 8.5 points, 25.5 pixels, rounded to 26; the
    // rounded frame is mirrored: 1,170 − 26 − 45 = 1,099 pixels (not 1,099.5 rounded to 1,100).
    // Centred on the 50-point row, its y is 17.5 points, 52.5 pixels, rounded to 53.
    let badge = SupplementaryItem(
      layoutSize: size(.absolute(15), .absolute(15)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.leading], fractionalOffset: CGPoint(x: -0.5, y: 0)))
    var section = LayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [
          LayoutItem(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), supplementaryItems: [badge])
        ]))
    section.contentInsets.leading = 16
    let content = TestLayoutContent(width: 390, height: 600, itemCounts: [1])
    content.displayScale = 3
    content.layoutDirection = .rightToLeft
    let layout = CompositionalLayout(section: section)
    layout.prepare(for: content)
    expectFrame(
      layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: indexPath(0, 0))?.frame,
      366.333, 17.667, 15, 15)
  }

  @Test func aRightToLeftRowScrollsTowardsTheLeft() {
    let content = TestLayoutContent(width: 390, height: 600, itemCounts: [6])
    content.layoutDirection = .rightToLeft
    let layout = CompositionalLayout(section: row(orthogonal: true))
    layout.prepare(for: content)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 274, 0, 100, 50)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 4))?.frame, -126, 0, 100, 50)
    content.orthogonalOffsets = [0: 150]
    layout.invalidateLayout(.orthogonalScroll(section: 0))
    layout.prepare(for: content)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 4))?.frame, 24, 0, 100, 50)
    let shown = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 600))
      .filter { $0.category == .cell }.map(\.indexPath.item)
    #expect(shown == [1, 2, 3, 4, 5])
  }

  @Test func aHorizontalLayoutStacksGroupsAndSectionsLeftToRight() {
    let section = LayoutSection {
      VGroup(width: .absolute(100)) { LayoutItem(height: .fractionalHeight(0.5)) }
    }
    .boundarySupplementaryItem(
      BoundarySupplementaryItem(elementKind: .header).width(.absolute(30))
        .height(.fractionalHeight(1)).alignment(.leading))
    let layout = CompositionalLayout(
      configuration: CompositionalLayoutConfiguration(
        scrollDirection: .horizontal, interSectionSpacing: 5)
    ) { _, _ in section }
    layout.prepare(for: TestLayoutContent(width: 300, height: 200, itemCounts: [3, 1]))
    expectFrame(
      layout.layoutAttributesForSupplementaryView(ofKind: .header, at: indexPath(0, 0))?.frame,
      0, 0, 30, 200)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 30, 0, 100, 100)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 1))?.frame, 30, 100, 100, 100)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 2))?.frame, 130, 0, 100, 100)
    expectFrame(
      layout.layoutAttributesForItem(at: indexPath(1, 0))?.frame, 230 + 5 + 30, 0, 100, 100)
    #expect(layout.contentSize == CGSize(width: 365, height: 200))
  }
}
