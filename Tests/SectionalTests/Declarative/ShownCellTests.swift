import Foundation
import Sectional
import Testing

/// A protocol of the app's, which some components adopt.
@MainActor private protocol Deletable {
  var deletedName: String { get }
}

extension CountedText: Deletable {
  fileprivate var deletedName: String { viewModel }
}

@MainActor
@Suite("Reading what a declarative list shows, from outside a handler")
struct ShownCellTests {
  private let list = List {
    ListSection(id: "fruit", cells: textCells(["apple", "pear"]))
    ListSection(id: "title") { Cell(id: "t", component: TextComponent("Fruit")) }
  }

  @Test func aCellAtAnIndexPathNamesItsIDAndComponent() {
    let harness = DeclarativeHarness()
    harness.apply(list)
    let cell = harness.adapter.cell(at: IndexPath(item: 1, section: 0))
    #expect(cell?.id == AnyHashable("pear"))
    #expect(cell?.component.as(CountedText.self)?.viewModel == "pear")
    #expect(harness.adapter.cell(at: IndexPath(item: 2, section: 0)) == nil)
    #expect(harness.adapter.cell(at: IndexPath(item: 0, section: 5)) == nil)
    #expect(harness.adapter.cell(at: IndexPath(item: -1, section: 0)) == nil)
  }

  // Found by the declarative trap sweep: the section of an index path without one was read.
  @Test(arguments: [IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0])])
  func anIndexPathThatNamesNoItemHasNoCell(indexPath: IndexPath) {
    let harness = DeclarativeHarness()
    harness.apply(list)
    #expect(harness.adapter.cell(at: indexPath) == nil)
    #expect(harness.adapter.component(at: indexPath, as: CountedText.self) == nil)
  }

  @Test func aHandWrittenSectionHasNoDeclarativeCells() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        Section(id: "s", model: ["a"], controller: ListSectionController<[String], String>())
      })
    #expect(harness.adapter.cell(at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func aComponentIsReadAsAProtocolItAdopts() {
    let harness = DeclarativeHarness()
    harness.apply(list)
    let deletable = harness.adapter.component(
      at: IndexPath(item: 0, section: 0), as: Deletable.self)
    #expect(deletable?.deletedName == "apple")
    #expect(
      harness.adapter.component(at: IndexPath(item: 0, section: 1), as: Deletable.self) == nil)
    #expect(
      harness.adapter.component(at: IndexPath(item: 0, section: 1), as: TextComponent.self) != nil)
  }

  @Test func aShownViewNamesTheCellItShows() {
    let harness = DeclarativeHarness()
    harness.apply(list)
    let ids = harness.view.visibleCells.compactMap { ($0 as? ComponentCell)?.cellID }
    #expect(ids == [AnyHashable("apple"), AnyHashable("pear"), AnyHashable("t")])
  }

  @Test func theSnapshotIsTheListLastApplied() {
    let harness = DeclarativeHarness()
    #expect(harness.adapter.snapshot() == nil)
    harness.apply(list)
    let snapshot = harness.adapter.snapshot()
    #expect(snapshot?.sections.map(\.id) == [SectionID("fruit"), SectionID("title")])
    #expect(
      snapshot?.sections.first?.cells.map(\.id) == [AnyHashable("apple"), AnyHashable("pear")])
  }

  @Test func aQueuedListIsNotTheSnapshotUntilItIsApplied() {
    let harness = DeclarativeHarness()
    var seenInsideCompletion: [SectionID]?
    harness.adapter.apply(list) { _ in
      harness.adapter.apply(List { ListSection(id: "later", cells: textCells(["x"])) })
      seenInsideCompletion = harness.adapter.snapshot()?.sections.map(\.id)
    }
    #expect(seenInsideCompletion == [SectionID("fruit"), SectionID("title")])
    #expect(harness.adapter.snapshot()?.sections.map(\.id) == [SectionID("later")])
  }
}
