import Foundation
import Sectional
import Testing

@testable import SectionalAdapter

/// The section registry on its own: which entry answers an index path or an id.
@MainActor
@Suite("SectionRegistry")
struct SectionRegistryTests {
  /// An adapter that builds the entries, and the entries of sections `a` (two items), `b` (none)
  /// and `c` (one item).
  private func entries() -> (entries: [SectionEntry], adapter: CollectionViewAdapter) {
    let adapter = CollectionViewAdapter(
      collectionView: HeadlessCollectionView(size: CGSize(width: 100, height: 100)))
    adapter.update([
      Section(id: "a", model: ["1", "2"], controller: TextList()),
      Section(id: "b", model: [String](), controller: TextList()),
      Section(id: "c", model: ["3"], controller: TextList()),
    ])
    return (adapter.registry.entries, adapter)
  }

  @Test func showingEntriesIndexesTheirIds() {
    let (entries, adapter) = entries()
    var registry = SectionRegistry()
    registry.show(entries)
    #expect(registry.count == 3)
    #expect(registry.ids == ["a", "b", "c"].map(SectionID.init))
    #expect(registry.index(of: SectionID("c")) == 2)
    #expect(registry.entry(for: SectionID("b")) === entries[1])
    #expect(registry.index(of: SectionID("z")) == nil)
    withExtendedLifetime(adapter) {}
  }

  @Test func anIndexPathNamesItsSectionWhetherOrNotTheItemExists() {
    let (entries, adapter) = entries()
    var registry = SectionRegistry()
    registry.show(entries)
    #expect(registry.entry(ofSectionIn: IndexPath(item: 9, section: 1)) === entries[1])
    #expect(registry.entry(ofSectionIn: IndexPath(item: 0, section: 3)) == nil)
    #expect(registry.entry(ofSectionIn: IndexPath(index: 0)) == nil)
    #expect(registry.entry(atSection: -1) == nil)
    withExtendedLifetime(adapter) {}
  }

  @Test func anItemIsOwnedOnlyWhileItsControllerHasIt() {
    let (entries, adapter) = entries()
    var registry = SectionRegistry()
    registry.show(entries)
    #expect(registry.entry(ofItemAt: IndexPath(item: 1, section: 0)) === entries[0])
    #expect(registry.entry(ofItemAt: IndexPath(item: 2, section: 0)) == nil)
    #expect(registry.entry(ofItemAt: IndexPath(item: 0, section: 1)) == nil)
    #expect(registry.entry(ofItemAt: IndexPath(item: -1, section: 2)) == nil)
    withExtendedLifetime(adapter) {}
  }

  @Test func anEntryThatLeftHasNoIndexEvenWhenItsIdIsShownAgain() {
    let (entries, adapter) = entries()
    let (others, otherAdapter) = self.entries()
    var registry = SectionRegistry()
    registry.show(entries)
    #expect(registry.index(of: entries[2]) == 2)
    registry.show([entries[0], entries[1], others[2]])
    #expect(registry.index(of: entries[2]) == nil)
    #expect(registry.index(of: others[2]) == 2)
    withExtendedLifetime((adapter, otherAdapter)) {}
  }

  @Test func theSameIdsInTheSameOrderAreTold() {
    let (entries, adapter) = entries()
    var registry = SectionRegistry()
    registry.show(entries)
    func sections(_ ids: String...) -> [Section] {
      ids.map { Section(id: $0, model: [String](), controller: TextList()) }
    }
    #expect(registry.showsSameIDs(as: sections("a", "b", "c")))
    #expect(!registry.showsSameIDs(as: sections("a", "c", "b")))
    #expect(!registry.showsSameIDs(as: sections("a", "b")))
    withExtendedLifetime(adapter) {}
  }

  @Test func theSectionsOfItemsComeInOrderOnce() {
    let (entries, adapter) = entries()
    var registry = SectionRegistry()
    registry.show(entries)
    let shown = registry.entries(ofItemsAt: [
      IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 0),
      IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 7),
    ])
    #expect(shown.map(\.id) == ["a", "c"].map(SectionID.init))
    withExtendedLifetime(adapter) {}
  }

  @Test func anEventForAnItemNotShownIsDroppedWithADiagnosticNamingItsSection() {
    let (entries, adapter) = entries()
    var registry = SectionRegistry()
    registry.show(entries)
    var dropped: [Diagnostic] = []
    let found = registry.entry(
      ofItemAt: IndexPath(item: 5, section: 0), event: "didSelectItemAt"
    ) { dropped.append($0) }
    #expect(found == nil)
    #expect(dropped.map(\.kind) == [.staleIndexPath])
    #expect(dropped.first?.sectionID == SectionID("a"))
    #expect(dropped.first?.indexPath == IndexPath(item: 5, section: 0))
    #expect(dropped.first?.message.hasPrefix("didSelectItemAt named an item") == true)
    withExtendedLifetime(adapter) {}
  }

  @Test func itemsAreGroupedBySectionInOrderAndStaleOnesDropped() {
    let (entries, adapter) = entries()
    var registry = SectionRegistry()
    registry.show(entries)
    var dropped: [Diagnostic] = []
    let groups = registry.itemsBySection(
      [
        IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 0),
        IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 0),
      ], event: "prefetchItemsAt"
    ) { dropped.append($0) }
    #expect(groups.map(\.0.id) == ["a", "c"].map(SectionID.init))
    #expect(groups.first?.1.map(\.indexInSectionController) == [0, 1])
    #expect(dropped.map(\.sectionID) == [SectionID("b")])
    withExtendedLifetime(adapter) {}
  }
}
