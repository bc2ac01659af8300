import Foundation
import Sectional
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

/// A list of rows whose heights the controller measures: row `i` is `20 + 10 × (i % 3)` tall.
@MainActor
private final class MeasuredRows: ListSectionController<[String], String>, SectionLayoutProviding,
  ItemSizing
{
  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    LayoutSection(
      group: .vertical(
        layoutSize: size(.fractionalWidth(1), .estimated(20)),
        subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(20)))]))
  }

  func sizeForItem(
    at indexPath: SectionIndexPath, fitting proposal: CGSize, in context: any CollectionViewContext
  ) -> CGSize? {
    CGSize(
      width: proposal.width, height: CGFloat(20 + 10 * (indexPath.indexInSectionController % 3)))
  }
}

@MainActor
@Suite("Compositional layout: self-sizing")
struct CompositionalSelfSizingTests {
  @Test func shownRowsTakeTheirMeasuredHeightsAndPushTheOthersDown() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 100), layout: CompositionalLayout { _, _ in nil })
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update([Section(id: 0, model: (0..<50).map { "row \($0)" }, controller: MeasuredRows())]
    )
    view.layoutIfNeeded()
    let heights = view.indexPathsForVisibleItems.compactMap {
      view.cellForItem(at: $0)?.frame.height
    }
    #expect(heights.prefix(4) == [20, 30, 40, 20])
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 90)
    // Rows never shown keep the estimate.
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 49, section: 0))?.isSizeEstimated == true)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 49, section: 0))?.frame.height == 20)
  }

  @Test func aRowOfEstimatedItemsIsAsTallAsItsTallestItem() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(30)))
    let section = LayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(30)), subitems: [item]))
    let content = TestLayoutContent(width: 200, height: 400, itemCounts: [4])
    content.measuredSizes = [
      indexPath(0, 0): CGSize(width: 100, height: 50),
      indexPath(0, 1): CGSize(width: 100, height: 70),
    ]
    let layout = CompositionalLayout(section: section)
    layout.prepare(for: content)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 0, 0, 100, 50)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 1))?.frame, 100, 0, 100, 70)
    // The second row starts below the tallest item; its items are still estimated.
    let third = layout.layoutAttributesForItem(at: indexPath(0, 2))
    expectFrame(third?.frame, 0, 70, 100, 30)
    #expect(third?.isSizeEstimated == true)
    #expect(layout.layoutAttributesForItem(at: indexPath(0, 0))?.isSizeEstimated == false)
  }

  @Test func itemsUniformAcrossSiblingsTakeTheTallestSiblingsHeight() {
    let item = LayoutItem(
      layoutSize: size(.fractionalWidth(1 / 3), .uniformAcrossSiblings(estimate: 30)))
    let section = LayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(30)), subitems: [item]))
    let content = TestLayoutContent(width: 300, height: 400, itemCounts: [3])
    content.measuredSizes = [indexPath(0, 1): CGSize(width: 100, height: 80)]
    let layout = CompositionalLayout(section: section)
    layout.prepare(for: content)
    for item in 0..<3 {
      #expect(layout.layoutAttributesForItem(at: indexPath(0, item))?.frame.height == 80)
    }
  }

  @Test func itemInsetsAreIgnoredOnAnEstimatedAxis() {
    var item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(40)))
    item.contentInsets = DirectionalEdgeInsets(all: 5)
    let section = LayoutSection(
      group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item]))
    let layout = CompositionalLayout(section: section)
    layout.prepare(for: TestLayoutContent(width: 200, height: 400, itemCounts: [2]))
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 5, 0, 190, 40)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 1))?.frame, 5, 40, 190, 40)
  }

  @Test func onlyTheResizedSectionIsLaidOutAgain() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(30)))
    let section = LayoutSection(
      group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(30)), subitems: [item]))
    let content = TestLayoutContent(width: 200, height: 400, itemCounts: [3, 3, 3])
    let layout = CompositionalLayout(section: section)
    layout.prepare(for: content)
    content.measuredSizes = [indexPath(1, 0): CGSize(width: 200, height: 45)]
    layout.invalidateLayout(.itemSizes([indexPath(1, 0)]))
    layout.prepare(for: content)
    #expect(layout.sectionsLaidOutByLastPreparation == 1)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(2, 0))?.frame, 0, 90 + 105, 200, 30)
  }
}
