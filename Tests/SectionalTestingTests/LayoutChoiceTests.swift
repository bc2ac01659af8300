import Foundation
import SectionalTesting
import Testing

/// A contacts section as a newcomer writes it for a compositional layout: rows 60 points tall
/// under a 30-point header.
@MainActor
final class ContactsList: DiffingListSectionController<[String], String>, SectionLayoutProviding,
  SupplementaryViewProviding
{
  init() { super.init(items: { $0 }) }

  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    var section = LayoutSection(
      group: .vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
        subitems: [LayoutItem(layoutSize: .fillingContainer)]))
    section.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: .header, alignment: .top)
    ]
    return section
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    let view = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, for: indexPath)
    view.text = "Contacts"
    return view
  }
}

@MainActor
@Suite("The harness lays out with the layout the test gives")
struct LayoutChoiceTests {
  @Test func aCompositionalDescriptionOnTheDefaultFlowLayoutFailsTheTest() {
    withKnownIssue {
      _ = SectionHarness(ContactsList(), model: ["Ada", "Grace"])
    } matching: { issue in
      issue.description.contains("LayoutSection")
        && issue.description.contains("FlowLayout")
    }
  }

  @Test func theDefaultLayoutReportsTheDescriptionItCannotRead() {
    let harness = SectionHarness(
      ContactsList(), model: ["Ada", "Grace"], allowing: [.unreadableSectionLayout])
    #expect(harness.diagnostics.map(\.kind) == [.unreadableSectionLayout])
  }

  @Test func aCompositionalLayoutLaysTheSectionOutAsWritten() {
    let harness = SectionHarness(
      ContactsList(), model: ["Ada", "Grace"],
      layout: CompositionalLayout(section: CompositionalLayout.defaultSection))
    #expect(
      harness.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 30, width: 320, height: 60))
    #expect(
      harness.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 90, width: 320, height: 60))
    #expect(harness.snapshot().contains("Contacts"))
  }
}
