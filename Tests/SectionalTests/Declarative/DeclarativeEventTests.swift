import Foundation
import Sectional
import Testing

/// Records the events of cells, as "event id@index".
@MainActor
final class EventLog {
  var entries: [String] = []

  func record(_ event: String) -> @MainActor (CellEventContext) -> Void {
    { [unowned self] context in
      entries.append("\(event) \(context.cellID.base)@\(context.index)")
    }
  }
}

@MainActor
@Suite("Declarative lists: cell events")
struct DeclarativeEventTests {
  /// Cells of text components whose events go to a log.
  private func loggedCells(_ ids: [String], log: EventLog) -> [Cell] {
    ids.map {
      Cell(id: $0, component: CountedText(viewModel: $0))
        .didSelect(log.record("select"))
        .onHighlight(log.record("highlight"))
        .onUnhighlight(log.record("unhighlight"))
        .willDisplay(log.record("show"))
        .didEndDisplay(log.record("hide"))
    }
  }

  @Test func aTapHighlightsThenSelectsTheCellItLandsOn() {
    let harness = DeclarativeHarness()
    let log = EventLog()
    harness.apply(List { ListSection(id: "a", cells: loggedCells(["x", "y"], log: log)) })
    log.entries = []
    harness.view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(log.entries == ["highlight y@1", "unhighlight y@1", "select y@1"])
  }

  @Test func theSelectionContextCarriesTheSectionTheComponentAndTheContentShown() {
    let harness = DeclarativeHarness()
    var seen: CellEventContext?
    harness.apply(
      List {
        ListSection(id: "feed") {
          Cell(id: 7, component: CountedText(viewModel: "seven")).didSelect { seen = $0 }
        }
      })
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(seen?.sectionID == SectionID("feed"))
    #expect(seen?.cellID == AnyHashable(7))
    #expect(seen?.component.as(CountedText.self)?.viewModel == "seven")
    #expect(seen?.content?.render() == "seven")
  }

  @Test func eventsFollowTheCellsIdentityWhenAnUpdateShiftsIt() {
    let harness = DeclarativeHarness()
    let log = EventLog()
    harness.apply(List { ListSection(id: "a", cells: loggedCells(["x", "y"], log: log)) })
    harness.apply(List { ListSection(id: "a", cells: loggedCells(["new", "x", "y"], log: log)) })
    log.entries = []
    harness.view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(log.entries.last == "select x@1")
  }

  @Test func cellsAreToldWhenTheyAreShownAndWhenTheyLeave() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 20))
    let log = EventLog()
    harness.apply(List { ListSection(id: "a", cells: loggedCells(["x", "y", "z"], log: log)) })
    #expect(log.entries == ["show x@0", "show y@1"])
    log.entries = []
    harness.view.contentOffset.y = 10
    #expect(log.entries == ["hide x@0", "show z@2"])
  }

  @Test func aDeletedCellIsToldItLeftByItsOwnHandler() {
    let harness = DeclarativeHarness()
    let log = EventLog()
    harness.apply(List { ListSection(id: "a", cells: loggedCells(["x", "y"], log: log)) })
    log.entries = []
    harness.apply(List { ListSection(id: "a", cells: loggedCells(["y"], log: log)) })
    #expect(log.entries == ["hide x@0"])
  }

  @Test func aCellsContextMenuComesFromItsHandler() {
    let harness = DeclarativeHarness()
    let menu = ContextMenuConfiguration(
      identifier: "row",
      actions: [.init(identifier: "delete", title: "Delete", isDestructive: true)])
    harness.apply(
      List {
        ListSection(id: "a") {
          Cell(id: "x", component: CountedText(viewModel: "x"))
          Cell(id: "y", component: CountedText(viewModel: "y")).contextMenu { context in
            context.cellID == AnyHashable("y") ? menu : nil
          }
        }
      })
    #expect(
      harness.view.contextMenuConfiguration(forItemAt: IndexPath(item: 1, section: 0)) == menu)
    #expect(harness.view.contextMenuConfiguration(forItemAt: IndexPath(item: 0, section: 0)) == nil)
  }
}

@MainActor
@Suite("Declarative lists: builders")
struct DeclarativeBuilderTests {
  @Test func buildersTakeConditionsLoopsForEachAndArrays() {
    let showsExtra = true
    let hidesLast = false
    let list = List {
      ListSection(id: "a") {
        Cell(id: "first", component: CountedText(viewModel: "first"))
        if showsExtra {
          Cell(id: "extra", component: CountedText(viewModel: "extra"))
        }
        if hidesLast {
          Cell(id: "never", component: CountedText(viewModel: "never"))
        } else {
          Cell(id: "else", component: CountedText(viewModel: "else"))
        }
        for number in 1...2 {
          Cell(id: number, component: CountedText(viewModel: "\(number)"))
        }
        ForEach(["p", "q"]) { Cell(id: $0, component: CountedText(viewModel: $0)) }
        textCells(["array"])
      }
      ForEach(["s", "t"]) { name in ListSection(id: name, cells: textCells([name])) }
      if hidesLast {
        ListSection(id: "hidden", cells: [])
      }
    }
    #expect(list.sections.map(\.id) == ["a", "s", "t"].map { SectionID($0) })
    #expect(
      list.sections[0].cells.map(\.id)
        == [
          AnyHashable("first"), AnyHashable("extra"), AnyHashable("else"), AnyHashable(1),
          AnyHashable(2), AnyHashable("p"), AnyHashable("q"), AnyHashable("array"),
        ])
  }

  @Test func listKitsRenderOfIdiomMakesSectionsAndCellsFromData() {
    let groups = [("fruit", ["apple", "fig"]), ("veg", ["kale"])]
    let list = List(of: groups) { group in
      ListSection(id: group.0, of: group.1) { name in
        Cell(id: name, component: CountedText(viewModel: name))
      }
    }
    #expect(list.sections.map(\.id) == [SectionID("fruit"), SectionID("veg")])
    #expect(list.sections.map { $0.cells.count } == [2, 1])
  }

  @Test func karrotListKitsPresentationExampleReadsNearlyWordForWord() {
    let harness = DeclarativeHarness()
    var selected = false
    let list = List {
      ListSection(id: "Section1") {
        Cell(id: "Cell1", component: CountedText(viewModel: "Button 1"))
        Cell(id: "Cell2", component: CountedText(viewModel: "Button 2"))
          .didSelect { _ in selected = true }
          .willDisplay { _ in }
      }
      .withHeader(CountedText(viewModel: "Header"))
      .withFooter(CountedText(viewModel: "Footer"))
    }
    var completed = false
    harness.adapter.apply(list, animatingDifferences: true) { completed = true }
    harness.view.layoutIfNeeded()
    harness.view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(completed && selected)
    #expect(harness.shown == [["Button 1", "Button 2"]])
    #expect(
      harness.view.supplementaryView(forElementKind: .footer, at: IndexPath(item: 0, section: 0))?
        .render() == "Footer")
  }
}
