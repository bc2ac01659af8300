import Foundation
import Sectional
import Testing

/// A list whose description is whatever it is given, for any layout.
@MainActor
private final class DescribedList: DiffingListSectionController<[String], String>,
  SectionLayoutProviding
{
  let description: any SectionLayoutDescription
  private(set) var askingLayouts: [ObjectIdentifier] = []

  init(_ description: any SectionLayoutDescription) {
    self.description = description
    super.init(items: { $0 })
  }

  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    askingLayouts.append(ObjectIdentifier(layout))
    return description
  }
}

/// An adapter over a view with a layout, recording diagnostics.
@MainActor
private func mount(
  _ controller: DescribedList, on layout: any CollectionViewLayout
) -> (HeadlessCollectionView, [Diagnostic]) {
  let view = HeadlessCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
  let adapter = CollectionViewAdapter(collectionView: view)
  var diagnostics: [Diagnostic] = []
  adapter.diagnosticHandler = { diagnostics.append($0) }
  adapter.update([Section(id: "rows", model: ["a", "b"], controller: controller)])
  view.layoutIfNeeded()
  // Another pass reads the description again; the diagnostic is not repeated.
  view.invalidateLayout()
  view.layoutIfNeeded()
  withExtendedLifetime(adapter) {}
  return (view, diagnostics)
}

@MainActor
@Suite("A description the layout cannot read is a diagnostic")
struct UnreadableDescriptionTests {
  @Test func aCompositionalSectionOnAFlowLayoutIsReportedOnceNamingBothTypes() {
    let section = LayoutSection(
      group: .vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
        subitems: [
          LayoutItem(
            layoutSize: LayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
        ]))
    let (view, diagnostics) = mount(DescribedList(section), on: FlowLayout.list())
    #expect(diagnostics.map(\.kind) == [.unreadableSectionLayout])
    let diagnostic = diagnostics.first
    #expect(diagnostic?.sectionID == SectionID("rows"))
    #expect(diagnostic?.controllerType == "DescribedList")
    #expect(diagnostic?.message.contains("LayoutSection") == true)
    #expect(diagnostic?.message.contains("FlowLayout") == true)
    // The flow layout's defaults: 40-point rows.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 40)
  }

  @Test func aFlowDescriptionOnACompositionalLayoutIsReported() {
    let (_, diagnostics) = mount(
      DescribedList(FlowSectionLayout(itemSize: .fixed(CGSize(width: 10, height: 10)))),
      on: CompositionalLayout(section: CompositionalLayout.defaultSection))
    #expect(diagnostics.map(\.kind) == [.unreadableSectionLayout])
    #expect(diagnostics.first?.message.contains("FlowSectionLayout") == true)
    #expect(diagnostics.first?.message.contains("CompositionalLayout") == true)
  }

  @Test func aCustomLayoutsDescriptionOnEitherStockLayoutIsReported() {
    let shelf = ShelfSectionLayout(width: 50, itemHeight: 5)
    for layout in [
      FlowLayout.list() as any CollectionViewLayout,
      CompositionalLayout(section: CompositionalLayout.defaultSection),
    ] {
      let (_, diagnostics) = mount(DescribedList(shelf), on: layout)
      #expect(diagnostics.map(\.kind) == [.unreadableSectionLayout])
      #expect(diagnostics.first?.message.contains("ShelfSectionLayout") == true)
    }
  }

  @Test func theLayoutThatAsksIsPassedIn() {
    let layout = FlowLayout.list()
    let controller = DescribedList(FlowSectionLayout())
    let (_, diagnostics) = mount(controller, on: layout)
    #expect(diagnostics.isEmpty)
    #expect(!controller.askingLayouts.isEmpty)
    #expect(controller.askingLayouts.allSatisfy { $0 == ObjectIdentifier(layout) })
  }

  @Test func aCustomLayoutReadsItsOwnDescriptionsAndReportsOthers() {
    let layout = ShelfLayout()
    let (_, readable) = mount(
      DescribedList(ShelfSectionLayout(width: 50, itemHeight: 5)), on: layout)
    #expect(readable.isEmpty)
    let (_, unreadable) = mount(DescribedList(FlowSectionLayout()), on: ShelfLayout())
    #expect(unreadable.map(\.kind) == [.unreadableSectionLayout])
  }
}
