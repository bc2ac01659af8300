import Foundation
import Sectional
import Testing

@testable import SectionalAdapter
@testable import SectionalDiffing

/// Planning on its own: what an update would do to shown entries, before anything commits.
@MainActor
@Suite("UpdatePlan")
struct UpdatePlanTests {
  private let adapter = CollectionViewAdapter(
    collectionView: HeadlessCollectionView(size: CGSize(width: 100, height: 100)))

  /// Shows lists `(id, items)` through the adapter and returns their entries.
  private func shown(_ lists: [(String, [String])]) -> [SectionEntry] {
    adapter.update(lists.map { Section(id: $0.0, model: $0.1, controller: TextList()) })
    return adapter.registry.entries
  }

  private func plan(_ sections: [Section], instead shown: [SectionEntry]) -> UpdatePlan {
    UpdatePlan(
      showing: sections, instead: shown,
      sectionDiff: ListDiff(from: shown.map(\.id), to: sections.map(\.id))
    ) { section, controller in
      SectionEntry(
        id: section.id, controller: controller, declaredControllerType: section.controllerType,
        adapter: adapter)
    }
  }

  @Test func unchangedSectionsInTheSameOrderKeepTheShownEntries() {
    let entries = shown([("a", ["1"]), ("b", ["2"])])
    let plan = plan(
      [
        Section(id: "a", model: ["1"], controller: TextList()),
        Section(id: "b", model: ["2"], controller: TextList()),
      ], instead: entries)
    #expect(plan.entries == nil)
    #expect(plan.removedEntries.isEmpty)
    #expect(plan.survivors.allSatisfy { $0.changes.isEmpty })
    #expect(plan.changeCount == 0)
  }

  @Test func aSurvivingControllerAnswersTheNewModelWithItsOldCount() throws {
    let entries = shown([("a", ["1"]), ("b", ["2"])])
    let plan = plan(
      [
        Section(id: "b", model: ["2", "3"], controller: TextList()),
        Section(id: "a", model: ["1"], controller: TextList()),
      ], instead: entries)
    #expect(
      plan.entries?.map { ObjectIdentifier($0) }
        == [entries[1], entries[0]].map(ObjectIdentifier.init))
    let survivor = try #require(plan.survivors.first { $0.entry === entries[1] })
    #expect(survivor.oldIndex == 1)
    #expect(survivor.newIndex == 0)
    #expect(survivor.oldCount == 1)
    #expect(survivor.changes.inserts == [1])
    // Nothing is committed by planning: the controller still reports its old items.
    #expect(entries[1].controller.numberOfItems == 1)
  }

  @Test func anotherControllerTypeUnderTheSameIdReplacesTheSection() {
    let entries = shown([("a", ["1"])])
    let plan = plan(
      [Section(id: "a", model: "title", controller: SingleModelSectionController<String>())],
      instead: entries)
    #expect(plan.removedEntries.map { ObjectIdentifier($0) } == [ObjectIdentifier(entries[0])])
    #expect(plan.replacedSections == [0: 0])
    #expect(plan.entries?.first !== entries[0])
    #expect(plan.commits.count == 1)
  }

  @Test func aControllerAlreadyOwningASectionIsNotGivenASecond() throws {
    let entries = shown([("a", ["1"])])
    let taken = try #require(entries[0].controller as? TextList)
    let plan = plan(
      [
        Section(id: "a", model: ["1"], controller: TextList()),
        Section(id: "b", model: ["2"], controller: taken),
      ], instead: entries)
    #expect(plan.diagnostics.map(\.kind) == [.controllerShared])
    #expect(plan.diagnostics.first?.sectionID == SectionID("b"))
    #expect(plan.entries?.last?.controller !== taken)
    #expect(plan.entries?.last?.controller.numberOfItems == 0)
  }

  @Test func aDeletedSectionGivesItsControllerUp() throws {
    let entries = shown([("a", ["1"])])
    let released = try #require(entries[0].controller as? TextList)
    let plan = plan([Section(id: "b", model: ["2"], controller: released)], instead: entries)
    #expect(plan.diagnostics.isEmpty)
    #expect(plan.removedEntries.first === entries[0])
    #expect(plan.entries?.first?.controller === released)
  }
}
