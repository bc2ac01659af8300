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

/// Records the proposals the view measures items and headers with, and answers each with its
/// proposal's finite lengths, 60 points along an open one.
@MainActor
private final class ProposalRecorder: CollectionViewDelegate {
  var itemProposals: [IndexPath: CGSize] = [:]
  var headerProposals: [IndexPath: CGSize] = [:]

  private static func answer(_ proposal: CGSize) -> CGSize {
    CGSize(
      width: proposal.width.isFinite && proposal.width < 1e6 ? proposal.width : 60,
      height: proposal.height.isFinite && proposal.height < 1e6 ? proposal.height : 60)
  }

  func collectionView(
    _ collectionView: any CollectionView, sizeForItemAt indexPath: IndexPath,
    fitting proposal: CGSize
  ) -> CGSize? {
    itemProposals[indexPath] = proposal
    return Self.answer(proposal)
  }

  func collectionView(
    _ collectionView: any CollectionView, sizeForSupplementaryViewOfKind kind: ElementKind,
    at indexPath: IndexPath, fitting proposal: CGSize
  ) -> CGSize? {
    headerProposals[indexPath] = proposal
    return Self.answer(proposal)
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

  // MARK: What the view proposes

  /// A view of one section of `count` items laid out by `section`, with headers, measured by a
  /// `ProposalRecorder`.
  private static func measuredView(
    _ section: LayoutSection, count: Int = 3, size: CGSize = CGSize(width: 300, height: 400)
  ) -> (HeadlessCollectionView, ProposalRecorder, TextDataSource) {
    let source = TextDataSource([(0..<count).map(String.init)], headers: ["h"])
    let recorder = ProposalRecorder()
    let view = HeadlessCollectionView(size: size, layout: CompositionalLayout(section: section))
    view.dataSource = source
    view.delegate = recorder
    view.layoutIfNeeded()
    return (view, recorder, source)
  }

  @Test func anItemReportsTheDimensionsItEstimatesUntilMeasured() {
    let item = LayoutItem(layoutSize: size(.estimated(80), .absolute(50)))
    let section = LayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
    let content = TestLayoutContent(width: 300, height: 400, itemCounts: [3])
    content.measuredSizes = [indexPath(0, 0): CGSize(width: 120, height: 50)]
    let layout = CompositionalLayout(section: section)
    layout.prepare(for: content)
    let measured = layout.layoutAttributesForItem(at: indexPath(0, 0))
    #expect(measured?.isSizeEstimated == false)
    #expect(measured?.estimatedDimensions == [])
    let estimated = layout.layoutAttributesForItem(at: indexPath(0, 1))
    #expect(estimated?.isSizeEstimated == true)
    #expect(estimated?.estimatedDimensions == .width)
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 50))
        .first { $0.indexPath == indexPath(0, 2) }?.estimatedDimensions == .width)
  }

  @Test func aFlowLayoutLeavesTheEstimatedDimensionsToTheView() {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 20)
    layout.prepare(for: TestLayoutContent(width: 300, height: 400, itemCounts: [3]))
    let attributes = layout.layoutAttributesForItem(at: indexPath(0, 0))
    #expect(attributes?.isSizeEstimated == true)
    #expect(attributes?.estimatedDimensions == [])
  }

  @Test func aCardEstimatedInWidthIsProposedAnOpenWidthAtItsFixedHeight() {
    let item = LayoutItem(layoutSize: size(.estimated(80), .absolute(50)))
    let section = LayoutSection(
      group: .horizontal(layoutSize: size(.estimated(80), .absolute(50)), subitems: [item])
    ).orthogonalScrollingBehavior(.continuous)
    let (view, recorder, _) = Self.measuredView(section)
    let proposal = recorder.itemProposals[indexPath(0, 0)]
    #expect(proposal?.height == 50)
    #expect((proposal?.width ?? 0) >= .greatestFiniteMagnitude)
    // The answer's width is the card's: 60 points, from the open width.
    #expect(view.cellForItem(at: indexPath(0, 1))?.frame.minX == 60)
  }

  @Test func anItemEstimatedInBothDimensionsIsProposedBothOpen() {
    let item = LayoutItem(layoutSize: size(.estimated(80), .estimated(40)))
    let section = LayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item]))
    let (view, recorder, _) = Self.measuredView(section)
    let proposal = recorder.itemProposals[indexPath(0, 0)]
    #expect((proposal?.width ?? 0) >= .greatestFiniteMagnitude)
    #expect((proposal?.height ?? 0) >= .greatestFiniteMagnitude)
    #expect(view.cellForItem(at: indexPath(0, 0))?.frame.size == CGSize(width: 60, height: 60))
  }

  @Test func aRowEstimatedInHeightIsProposedItsWidthAndAnOpenHeight() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(40)))
    let section = LayoutSection(
      group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item]))
    let (_, recorder, _) = Self.measuredView(section)
    let proposal = recorder.itemProposals[indexPath(0, 0)]
    #expect(proposal?.width == 300)
    #expect((proposal?.height ?? 0) >= .greatestFiniteMagnitude)
  }

  @Test func aHeaderEstimatedInWidthIsProposedAnOpenWidthAtItsFixedHeight() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
    let section = LayoutSection(
      group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
    )
    .boundarySupplementaryItem(
      BoundarySupplementaryItem(elementKind: .header).width(.estimated(100))
        .height(.absolute(30)).alignment(.topLeading))
    let (view, recorder, _) = Self.measuredView(section)
    let proposal = recorder.headerProposals[indexPath(0, 0)]
    #expect(proposal?.height == 30)
    #expect((proposal?.width ?? 0) >= .greatestFiniteMagnitude)
    #expect(
      view.supplementaryView(forElementKind: .header, at: indexPath(0, 0))?.frame.size
        == CGSize(width: 60, height: 30))
  }

  @Test func anEstimatedLayoutHeaderIsMeasuredByTheViewAndMovesTheSectionsDown() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
    let section = LayoutSection(
      group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
    let configuration = CompositionalLayoutConfiguration(boundarySupplementaryItems: [
      BoundarySupplementaryItem(elementKind: .header).height(.estimated(30)).alignment(.top)
    ])
    let source = TextDataSource([["0", "1", "2"]], headers: ["h"])
    let recorder = ProposalRecorder()
    let view = HeadlessCollectionView(
      size: CGSize(width: 300, height: 400),
      layout: CompositionalLayout(configuration: configuration) { _, _ in section })
    view.dataSource = source
    view.delegate = recorder
    view.layoutIfNeeded()
    let proposal = recorder.headerProposals[indexPath(0, 0)]
    #expect(proposal?.width == 300)
    #expect((proposal?.height ?? 0) >= .greatestFiniteMagnitude)
    #expect(
      view.supplementaryView(forElementKind: .header, at: indexPath(0, 0))?.frame
        == CGRect(x: 0, y: 0, width: 300, height: 60))
    #expect(view.cellForItem(at: indexPath(0, 0))?.frame.minY == 60)
  }

  @Test func aGroupsEstimatedSupplementaryViewIsMeasuredByTheView() {
    var group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(80)),
      subitems: [LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))])
    group.supplementaryItems = [
      SupplementaryItem(
        layoutSize: size(.absolute(40), .estimated(20)), elementKind: .header,
        containerAnchor: LayoutAnchor(edges: [.top, .leading]))
    ]
    let (view, recorder, _) = Self.measuredView(LayoutSection(group: group), count: 4)
    // Two groups of two items, each with a label measured at 40 wide, its height open.
    for group in 0..<2 {
      let proposal = recorder.headerProposals[indexPath(0, group)]
      #expect(proposal?.width == 40)
      #expect((proposal?.height ?? 0) >= .greatestFiniteMagnitude)
      #expect(
        view.supplementaryView(forElementKind: .header, at: indexPath(0, group))?.frame
          == CGRect(x: 0, y: CGFloat(80 * group), width: 40, height: 60))
    }
  }
}
