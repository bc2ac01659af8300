import Foundation
import Sectional
import Testing

/// A list whose header is a boundary item of an estimated height, sized by the controller.
@MainActor
private final class MeasuredHeaderList: DiffingListSectionController<[String], String>,
  SectionLayoutProviding, SupplementaryViewProviding, SupplementaryViewSizing
{
  var headerHeight: CGFloat
  private(set) var measurements = 0
  let usesFlow: Bool

  init(headerHeight: CGFloat, flow: Bool = false) {
    self.headerHeight = headerHeight
    usesFlow = flow
    super.init(items: { $0 })
  }

  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    if usesFlow {
      return FlowSectionLayout(
        itemSize: .fixed(CGSize(width: 320, height: 50)), minimumLineSpacing: 0,
        estimatedHeaderSize: CGSize(width: 320, height: 44))
    }
    var section = LayoutSection(
      group: .vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        subitems: [LayoutItem(layoutSize: .fillingContainer)]))
    section.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: .header, alignment: .top)
    ]
    return section
  }

  func sizeForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, fitting proposal: CGSize,
    in context: any CollectionViewContext
  ) -> CGSize? {
    measurements += 1
    return CGSize(width: proposal.width, height: headerHeight)
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    let view = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, for: indexPath)
    view.text = "header"
    return view
  }
}

@MainActor
@Suite("Self-sizing headers and footers")
struct SelfSizingSupplementaryTests {
  private func mount(_ sections: [Section], flow: Bool) -> (
    HeadlessCollectionView, CollectionViewAdapter
  ) {
    let layout: any CollectionViewLayout =
      flow ? FlowLayout() : CompositionalLayout(section: CompositionalLayout.defaultSection)
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 1_000), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update(sections)
    view.layoutIfNeeded()
    return (view, adapter)
  }

  private func header(_ view: HeadlessCollectionView, _ section: Int) -> CGRect? {
    view.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: .header, at: IndexPath(item: 0, section: section))?.frame
  }

  @Test(arguments: [false, true])
  func anEstimatedHeaderIsMeasuredAndWhatFollowsMoves(flow: Bool) {
    let list = MeasuredHeaderList(headerHeight: 70, flow: flow)
    let (view, _) = mount([Section(id: "a", model: ["x", "y"], controller: list)], flow: flow)
    #expect(header(view, 0)?.height == 70)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 70)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 120)
    let attributes = view.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: .header, at: IndexPath(item: 0, section: 0))
    #expect(attributes?.isSizeEstimated == false)
  }

  @Test(arguments: [false, true])
  func aMeasurementIsKeptThroughABatchThatMovesItsSection(flow: Bool) {
    let list = MeasuredHeaderList(headerHeight: 70, flow: flow)
    typealias Texts = DiffingListSectionController<[String], String>
    let (view, adapter) = mount([Section(id: "a", model: ["x"], controller: list)], flow: flow)
    let measured = list.measurements
    adapter.update([
      Section(id: "top", model: ["t"], controller: Texts()),
      Section(id: "a", model: ["x"], controller: list),
    ])
    view.layoutIfNeeded()
    #expect(list.measurements == measured)
    #expect(header(view, 1)?.height == 70)
  }

  @Test(arguments: [false, true])
  func aDeclarativeHeaderTakesItsComponentsFixedSize(flow: Bool) {
    let screen = SeamScreen(
      layout: flow
        ? FlowLayout() : CompositionalLayout(section: CompositionalLayout.defaultSection),
      size: CGSize(width: 320, height: 480))
    screen.apply(
      List {
        ListSection(id: "s", cells: [Cell(id: 1, component: TextRow("one"))])
          .withHeader(Sized("h", .fixed(CGSize(width: 100, height: 10)), measures: .zero))
      })
    let frame = header(screen.view, 0)
    #expect(frame?.height == 10)
    // A flow header spans the section; a compositional one is as wide as it says.
    #expect(frame?.width == (flow ? 320 : 100))
    #expect(screen.diagnostics.isEmpty)
  }

  @Test(arguments: [false, true])
  func aDeclarativeHeaderIsMeasuredAgainWhenItsContentChanges(flow: Bool) {
    let screen = SeamScreen(
      layout: flow
        ? FlowLayout() : CompositionalLayout(section: CompositionalLayout.defaultSection),
      size: CGSize(width: 320, height: 480))
    func list(headerHeight: CGFloat) -> List {
      List {
        ListSection(id: "s", cells: [Cell(id: 1, component: TextRow("one"))])
          .withHeader(
            Sized(
              "h\(headerHeight)", .flexibleHeight(estimatedHeight: 44),
              measures: CGSize(width: 320, height: headerHeight)))
      }
    }
    screen.apply(list(headerHeight: 30))
    #expect(header(screen.view, 0)?.height == 30)
    #expect(
      screen.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 30)
    screen.apply(list(headerHeight: 60))
    #expect(header(screen.view, 0)?.height == 60)
    #expect(
      screen.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 60)
    #expect(screen.header() == "h60.0")
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func anItemsEstimatedBadgeIsMeasuredByItsItemsIndexPath() {
    let badge = SupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .estimated(10), heightDimension: .estimated(10)),
      elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    let item = LayoutItem(layoutSize: .fillingContainer, supplementaryItems: [badge])
    let section = LayoutSection(
      group: .vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        subitems: [item]))
    let list = BadgedList(badgeWidths: [24, 40])
    let view = HeadlessCollectionView(
      size: CGSize(width: 320, height: 480), layout: CompositionalLayout(section: section))
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update([Section(id: "a", model: ["x", "y"], controller: list)])
    view.layoutIfNeeded()
    func badgeFrame(_ item: Int) -> CGRect? {
      view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: IndexPath(item: item, section: 0))?.frame
    }
    #expect(badgeFrame(0) == CGRect(x: 296, y: 0, width: 24, height: 12))
    #expect(badgeFrame(1) == CGRect(x: 280, y: 50, width: 40, height: 12))
  }
}

/// A list whose items carry badges, sized by the controller, each as wide as given.
@MainActor
private final class BadgedList: DiffingListSectionController<[String], String>,
  SectionLayoutProviding, SupplementaryViewProviding, SupplementaryViewSizing
{
  let badgeWidths: [CGFloat]

  init(badgeWidths: [CGFloat]) {
    self.badgeWidths = badgeWidths
    super.init(items: { $0 })
  }

  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    nil
  }

  func sizeForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, fitting proposal: CGSize,
    in context: any CollectionViewContext
  ) -> CGSize? {
    CGSize(width: badgeWidths[indexPath.indexInSectionController], height: 12)
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, for: indexPath)
  }
}
