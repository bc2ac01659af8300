import Foundation
import Sectional
import Testing

@testable import SectionalAdapter
@testable import SectionalDeclarative

/// A list section an app keeps from one list to the next (its rows unchanged) is passed over by
/// the adapter without a call to its controller, as a stock controller's shared rows are
/// (`ModelDerivedItems`), wherever it moved; one built again is sent as before.
@MainActor
@Suite("Declarative lists: a section kept from one list to the next")
struct KeptListSectionTests {
  /// The controller of the section shown at an index.
  private func controller(_ harness: DeclarativeHarness, _ section: Int)
    -> ComponentSectionController?
  {
    harness.adapter.registry.entries[section].controller as? ComponentSectionController
  }

  /// Whether the controller's committed cells are the very array of a section's cells.
  private func sharesStorage(_ committed: [Cell]?, _ cells: [Cell]) -> Bool {
    guard let committed else { return false }
    return CommittedItems<ComponentSectionModel, Cell>.areSameStorage(committed, cells)
  }

  @Test func aKeptSectionMovedByASectionInsertedAboveIsLeftAsItIs() {
    let harness = DeclarativeHarness()
    let kept = ListSection(id: "kept", cells: textCells(["1", "2"]))
    harness.apply(List { kept })
    harness.apply(
      List {
        ListSection(id: "new", cells: textCells(["0"]))
        kept
      })
    #expect(harness.shown == [["0"], ["1", "2"]])
    #expect(sharesStorage(controller(harness, 1)?.cells, kept.cells))
    #expect(harness.label(0, 1)?.renders == 1)
    harness.expectNoProblems()
  }

  @Test func aSectionBuiltAgainWithTheSameCellsIsSentItsModel() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "s", cells: textCells(["1", "2"])) })
    let rebuilt = ListSection(id: "s", cells: textCells(["1", "2"]))
    harness.apply(
      List {
        ListSection(id: "new", cells: textCells(["0"]))
        rebuilt
      })
    #expect(harness.shown == [["0"], ["1", "2"]])
    // Sent: the controller keeps the cells of the section built again.
    #expect(sharesStorage(controller(harness, 1)?.cells, rebuilt.cells))
    #expect(harness.label(0, 1)?.renders == 1)
    harness.expectNoProblems()
  }

  @Test func aKeptSectionGivenAnotherLayoutIsSentItsModel() {
    let harness = DeclarativeHarness()
    var rows = FlowSectionLayout()
    rows.itemSize = .fixed(CGSize(width: 100, height: 10))
    let kept = ListSection(id: "s", cells: textCells(["1", "2"])).withSectionLayout(rows)
    harness.apply(List { kept })
    rows.itemSize = .fixed(CGSize(width: 100, height: 30))
    harness.apply(List { kept.withSectionLayout(rows) })
    #expect(
      harness.view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 30)
    harness.expectNoProblems()
  }

  @Test func theAdapterKeepsNoCopyOfADeclarativeModel() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "s", cells: textCells(["1"])) })
    let entry = harness.adapter.registry.entries[0]
    // The bits are kept; the model they were read from is kept alive by its controller, whose
    // committed model holds the same cells and surroundings.
    #expect(entry.sentModelBits.isSome)
    #expect(!entry.sentModelBits.needsModelKeptAlive)
    #expect(entry.sentModel == nil)
  }

  @Test func aKeptSectionWithARepeatedIdIsReportedOnceAndShowsItsFirstCell() {
    let harness = DeclarativeHarness()
    let kept = ListSection(id: "s") {
      Cell(id: "x", component: CountedText(viewModel: "kept"))
      Cell(id: "x", component: CountedText(viewModel: "dropped"))
    }
    harness.apply(List { kept })
    harness.apply(
      List {
        ListSection(id: "new", cells: textCells(["0"]))
        kept
      })
    #expect(harness.shown == [["0"], ["kept"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateCellID])
  }

  @Test func aStockSectionsModelIsStillKeptByTheAdapter() {
    let harness = DeclarativeHarness()
    harness.adapter.update([
      Section(id: "rows", model: ["a", "b"], controller: ListSectionController<[String], String>())
    ])
    let entry = harness.adapter.registry.entries[0]
    #expect(entry.sentModelBits.needsModelKeptAlive)
    #expect(entry.sentModel != nil)
  }
}
