import Foundation
import Sectional
import Testing

@MainActor
@Suite("Compositional layout: list sections")
struct ListSectionTests {
  private func prepared(_ configuration: ListLayoutConfiguration, counts: [Int])
    -> CompositionalLayout
  {
    let layout = CompositionalLayout { _, environment in
      LayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
    let content = TestLayoutContent(width: 375, height: 600, itemCounts: counts)
    content.layoutMargins = LayoutInsets(top: 8, left: 20, bottom: 8, right: 20)
    layout.prepare(for: content)
    return layout
  }

  @Test func aPlainListHasFullWidthRowsOfTheEstimatedHeightAndPinnedHeaders() {
    var configuration = ListLayoutConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let layout = prepared(configuration, counts: [3])
    #expect(
      layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame
        == CGRect(x: 0, y: 28, width: 375, height: 44))
    #expect(layout.layoutAttributesForItem(at: indexPath(0, 2))?.frame.minY == 116)  // 28 + 88
    #expect(layout.layoutAttributesForItem(at: indexPath(0, 2))?.isSizeEstimated == true)
    #expect(
      layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 375, height: 600)))
  }

  @Test func aGroupedListSeparatesItsSections() {
    var configuration = ListLayoutConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let layout = prepared(configuration, counts: [2, 1])
    // Header 38, inset 16, two rows, inset 16, footer 38.
    #expect(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame.minY == 54)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: indexPath(0, 0))?.frame.minY
        == 158)  // 54 + 88 + 16
    #expect(layout.layoutAttributesForItem(at: indexPath(1, 0))?.frame.minY == 250)  // 196 + 54
  }

  @Test func anInsetGroupedListInsetsRowsByTheLayoutMargins() {
    let layout = prepared(ListLayoutConfiguration(appearance: .insetGrouped), counts: [1])
    #expect(
      layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame
        == CGRect(x: 20, y: 16, width: 335, height: 44))
  }
}
