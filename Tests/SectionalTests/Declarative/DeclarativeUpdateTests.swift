import Foundation
import Sectional
import Testing

@MainActor
@Suite("Declarative lists: identity, equality and updates")
struct DeclarativeUpdateTests {
  @Test func aListShowsItsSectionsAndCellsInOrder() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1", "2"]))
        ListSection(id: "b", cells: textCells(["3"]))
      })
    #expect(harness.shown == [["1", "2"], ["3"]])
    harness.expectNoProblems()
  }

  @Test func anEqualComponentLeavesItsCellAlone() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "a", cells: textCells(["1", "2"])) })
    let cell = harness.view.cellForItem(at: IndexPath(item: 1, section: 0))
    harness.apply(List { ListSection(id: "a", cells: textCells(["1", "2"])) })
    #expect(harness.view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
    #expect(harness.label(1)?.renders == 1)
    #expect(harness.view.lastBatchUpdate?.itemReconfigures.isEmpty ?? true)
    harness.expectNoProblems()
  }

  @Test func aChangedComponentIsReconfiguredInPlaceKeepingItsCell() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a") {
          Cell(id: "x", component: CountedText(viewModel: "old"))
          Cell(id: "y", component: CountedText(viewModel: "y"))
        }
      })
    let cell = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))
    harness.apply(
      List {
        ListSection(id: "a") {
          Cell(id: "x", component: CountedText(viewModel: "new"))
          Cell(id: "y", component: CountedText(viewModel: "y"))
        }
      })
    #expect(harness.shown == [["new", "y"]])
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
    #expect(harness.label(0)?.renders == 2)
    #expect(harness.label(1)?.renders == 1)
    let batch = harness.view.lastBatchUpdate
    #expect(batch?.itemReconfigures == [IndexPath(item: 0, section: 0)])
    #expect(batch?.itemDeletes.isEmpty == true && batch?.itemInserts.isEmpty == true)
    #expect(batch?.sectionReloads.isEmpty == true)
    harness.expectNoProblems()
  }

  @Test func anotherComponentTypeUnderTheSameIdIsAnotherItem() {
    let harness = DeclarativeHarness()
    harness.apply(
      List { ListSection(id: "a") { Cell(id: "x", component: CountedText(viewModel: "x")) } })
    harness.apply(
      List { ListSection(id: "a") { Cell(id: "x", component: BadgeComponent(viewModel: "x")) } })
    #expect(harness.shown == [["[x]"]])
    let batch = harness.view.lastBatchUpdate
    #expect(batch?.itemDeletes == [IndexPath(item: 0, section: 0)])
    #expect(batch?.itemInserts == [IndexPath(item: 0, section: 0)])
    harness.expectNoProblems()
  }

  @Test func aStyleIsPartOfTheIdentityAndTheReuseKey() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a") {
          Cell(id: "x", component: StyledComponent(viewModel: "x", tone: "red"))
        }
      })
    let red = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))
    harness.apply(
      List {
        ListSection(id: "a") {
          Cell(id: "x", component: StyledComponent(viewModel: "x", tone: "blue"))
        }
      })
    #expect(harness.shown == [["blue: x"]])
    #expect(harness.view.lastBatchUpdate?.itemInserts == [IndexPath(item: 0, section: 0)])
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0)) !== red)
    #expect(
      harness.view.cellForItem(at: IndexPath(item: 0, section: 0))?.reuseIdentifier
        != red?.reuseIdentifier)
    harness.expectNoProblems()
  }

  @Test func cellsMoveAndSectionsNeverReloadWhole() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "a", cells: textCells(["1", "2", "3"])) })
    harness.apply(List { ListSection(id: "a", cells: textCells(["3", "1", "4"])) })
    #expect(harness.shown == [["3", "1", "4"]])
    let batch = harness.view.lastBatchUpdate
    #expect(batch?.sectionReloads.isEmpty == true)
    #expect(batch?.sectionDeletes.isEmpty == true && batch?.sectionInserts.isEmpty == true)
    harness.expectNoProblems()
  }

  @Test func aChangedHeaderIsRenderedAgainIntoTheViewThatShowsIt() {
    let harness = DeclarativeHarness()
    func list(_ title: String) -> List {
      List {
        ListSection(id: "a", cells: textCells(["1"]))
          .withHeader(CountedText(viewModel: title))
      }
    }
    harness.apply(list("Old"))
    let header = harness.view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: 0))
    #expect(header?.render() == "Old")
    harness.apply(list("New"))
    let shown = harness.view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: 0))
    #expect(shown === header)
    #expect(shown?.render() == "New")
    #expect(harness.view.lastBatchUpdate?.sectionReloads.isEmpty ?? true)
    harness.expectNoProblems()
  }

  @Test func aHandWrittenControllerSectionMixesWithDeclarativeOnes() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "top", cells: textCells(["1"]))
        Section(
          id: "plain", model: ["p", "q"],
          controller: DiffingListSectionController<[String], String>())
        ListSection(id: "bottom", cells: textCells(["2"]))
      })
    #expect(harness.shown == [["1"], ["p", "q"], ["2"]])
    harness.apply(
      List {
        ListSection(id: "top", cells: textCells(["1"]))
        Section(
          id: "plain", model: ["q"], controller: DiffingListSectionController<[String], String>())
        ListSection(id: "bottom", cells: textCells(["2", "3"]))
      })
    #expect(harness.shown == [["1"], ["q"], ["2", "3"]])
    #expect(harness.completions == [true, true])
    harness.expectNoProblems()
  }

  @Test func aDeclarativeSectionReplacingAHandWrittenOneUnderItsIdIsAnotherSection() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        Section(id: "s", model: ["p"], controller: DiffingListSectionController<[String], String>())
      })
    harness.apply(List { ListSection(id: "s", cells: textCells(["1"])) })
    #expect(harness.shown == [["1"]])
    #expect(harness.view.lastBatchUpdate?.sectionDeletes == [0])
    #expect(harness.view.lastBatchUpdate?.sectionInserts == [0])
    harness.expectNoProblems()
  }
}

@MainActor
@Suite("Declarative lists: update modes and the large-change fallback")
struct DeclarativeUpdateModeTests {
  @Test func reloadDataReloadsEvenASmallChange() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "a", cells: textCells(["1"])) })
    harness.apply(List { ListSection(id: "a", cells: textCells(["1", "2"])) }, .reloadData)
    #expect(harness.shown == [["1", "2"]])
    #expect(harness.completions == [true, false])
    harness.expectNoProblems()
  }

  @Test func reconfigureOnlyReconfiguresChangedContentInABatch() {
    let harness = DeclarativeHarness()
    harness.apply(
      List { ListSection(id: "a") { Cell(id: "x", component: CountedText(viewModel: "1")) } })
    let cell = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))
    harness.apply(
      List { ListSection(id: "a") { Cell(id: "x", component: CountedText(viewModel: "2")) } },
      .reconfigureOnly)
    #expect(harness.shown == [["2"]])
    #expect(harness.completions == [true, true])
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
    harness.expectNoProblems()
  }

  @Test func reconfigureOnlyWithAStructuralChangeReloadsAndSaysSo() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "a", cells: textCells(["1"])) })
    harness.apply(List { ListSection(id: "a", cells: textCells(["1", "2"])) }, .reconfigureOnly)
    #expect(harness.shown == [["1", "2"]])
    #expect(harness.completions == [true, false])
    #expect(harness.diagnostics.map(\.kind) == [.structuralChangeInContentOnlyUpdate])
  }

  @Test func aChangeLargerThanTheThresholdBecomesAReload() {
    let harness = DeclarativeHarness()
    harness.adapter.reloadThreshold = 3
    harness.apply(List { ListSection(id: "a", cells: textCells(["1"])) })
    harness.apply(List { ListSection(id: "a", cells: textCells(["1", "2", "3", "4"])) })
    #expect(harness.completions.last == true)
    harness.apply(List { ListSection(id: "a", cells: textCells(["5", "6", "7", "8"])) })
    #expect(harness.completions.last == false)
    #expect(harness.shown == [["5", "6", "7", "8"]])
    harness.expectNoProblems()
  }
}

@MainActor
@Suite("Declarative lists: repeated ids")
struct DeclarativeDuplicateTests {
  @Test func repeatedCellIdsKeepTheFirstAndNameWhereTheRepeatWasWritten() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "first", cells: textCells(["1"]))
        ListSection(id: "feed") {
          Cell(id: "x", component: CountedText(viewModel: "kept"))
          Cell(id: "y", component: CountedText(viewModel: "y"))
          Cell(id: "x", component: BadgeComponent(viewModel: "dropped"))
        }
      })
    #expect(harness.shown == [["1"], ["kept", "y"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateCellID])
    #expect(harness.diagnostics.first?.indexPath == IndexPath(item: 2, section: 1))
    #expect(harness.diagnostics.first?.sectionID == SectionID("feed"))
    #expect(
      harness.diagnostics.first?.message
        == "list section 1 (id feed): the cell at index 2 repeats the id x; it was dropped")
  }

  @Test func aSectionLayoutClosureSeesTheCellsShownWithoutRepeats() {
    let harness = DeclarativeHarness()
    var seen: [AnyHashable] = []
    harness.apply(
      List {
        ListSection(id: "s") {
          Cell(id: "a", component: CountedText(viewModel: "a"))
          Cell(id: "b", component: CountedText(viewModel: "b"))
          Cell(id: "a", component: CountedText(viewModel: "again"))
        }
        .withSectionLayout { context in
          seen = context.cells.map(\.id)
          return FlowSectionLayout()
        }
      })
    #expect(seen == [AnyHashable("a"), AnyHashable("b")])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateCellID])
  }

  @Test func repeatedSectionIdsKeepTheFirst() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"]))
        ListSection(id: "a", cells: textCells(["2"]))
      })
    #expect(harness.shown == [["1"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateSectionID])
  }
}
