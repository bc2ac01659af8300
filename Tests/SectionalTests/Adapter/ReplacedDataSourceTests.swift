import Foundation
import Sectional
import Testing

/// An adapter whose view has another data source (a second adapter made over it, or its
/// `dataSource` replaced) keeps its own sections, sends the view nothing and reads nothing of it.
@MainActor
struct ReplacedDataSourceTests {
  /// A view driven first by one adapter, then taken over by a second.
  @MainActor
  private struct TakenOver {
    let first = AdapterHarness()
    let second: CollectionViewAdapter

    init() {
      first.show(AdapterHarness.lists([("a", ["a1", "a2"])]))
      second = CollectionViewAdapter(collectionView: first.view)
      second.update(AdapterHarness.lists([("x", ["x1"]), ("y", ["y1", "y2"])]))
      first.view.layoutIfNeeded()
    }
  }

  @Test("an update of the replaced adapter keeps its sections, leaves the view alone, and says so")
  func replacedAdapterUpdateLeavesTheView() {
    let screen = TakenOver()
    var batches: [BatchUpdate] = []
    screen.first.view.batchUpdateHandler = { batches.append($0) }
    var completions: [Bool] = []
    screen.first.adapter.update(AdapterHarness.lists([("a", ["a1"]), ("b", ["b1"])])) {
      completions.append($0)
    }
    screen.first.view.layoutIfNeeded()
    #expect(screen.first.adapter.sectionIDs == [SectionID("a"), SectionID("b")])
    #expect(completions == [false])
    #expect(batches.isEmpty)
    #expect(screen.first.diagnostics.map(\.kind) == [.dataSourceReplaced])
    #expect(screen.first.view.errors.isEmpty)
    #expect(screen.first.shownSections == [["x1"], ["y1", "y2"]])
  }

  @Test("the replaced adapter's visible sections are none, though the view shows items")
  func replacedAdapterSeesNothing() {
    let screen = TakenOver()
    #expect(screen.first.adapter.visibleSectionControllers.isEmpty)
    #expect(screen.second.visibleSectionControllers.count == 2)
  }

  @Test("a change a controller of the replaced adapter asks for is committed, never sent")
  func controllerChangeOfReplacedAdapterIsCommitted() throws {
    let screen = TakenOver()
    let list = try #require(
      screen.first.adapter.sectionController(forSectionID: "a", as: TextList.self))
    let context = try #require(list.context)
    #expect(context.visibleItemIndices.isEmpty)
    #expect(context.cellForItem(at: 0) == nil)
    var batches: [BatchUpdate] = []
    screen.first.view.batchUpdateHandler = { batches.append($0) }
    var committed = false
    var completions: [Bool] = []
    context.apply(
      ItemChanges(reconfigures: [0]), commit: { committed = true },
      completion: { completions.append($0) })
    #expect(committed)
    #expect(completions == [false])
    #expect(batches.isEmpty)
    #expect(screen.first.diagnostics.map(\.kind) == [.dataSourceReplaced])
    #expect(screen.first.shownSections == [["x1"], ["y1", "y2"]])
  }

  @Test("scrolling the replaced adapter to a section is refused with a diagnostic")
  func replacedAdapterDoesNotScroll() {
    let screen = TakenOver()
    let offset = screen.first.view.contentOffset
    #expect(!screen.first.adapter.scroll(toSectionID: "a"))
    #expect(screen.first.view.contentOffset == offset)
    #expect(screen.first.diagnostics.map(\.kind) == [.dataSourceReplaced])
  }

  @Test("the adapter that took the view over drives it with no diagnostic")
  func takingAdapterDrivesTheView() {
    let screen = TakenOver()
    var diagnostics: [Diagnostic] = []
    screen.second.diagnosticHandler = { diagnostics.append($0) }
    screen.second.update(AdapterHarness.lists([("y", ["y1"]), ("z", ["z1"])]))
    screen.first.view.layoutIfNeeded()
    #expect(screen.first.shownSections == [["y1"], ["z1"]])
    #expect(diagnostics.isEmpty)
    #expect(screen.first.view.errors.isEmpty)
  }

  @Test("the replaced adapter's controllers hear that their cells ended display")
  func replacedAdaptersCellsEndDisplay() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    let first = CollectionViewAdapter(collectionView: view)
    let rows = DisplayLog()
    first.update([Section(id: "rows", model: ["a", "b"], controller: rows)])
    view.layoutIfNeeded()
    #expect(rows.events == ["will 0", "will 1"])
    let second = CollectionViewAdapter(collectionView: view)
    second.update(AdapterHarness.lists([("x", ["x1"])]))
    view.layoutIfNeeded()
    #expect(rows.events == ["will 0", "will 1", "end 0", "end 1"])
    #expect(view.visibleCells.map(\.text) == ["x1"])
  }

  @Test("a list applied to the replaced adapter does not become its snapshot")
  func replacedAdapterKeepsItsSnapshot() {
    let screen = TakenOver()
    screen.first.adapter.apply(
      List { ListSection(id: "l") { Cell(id: "c", component: TextComponent("c")) } })
    #expect(screen.first.adapter.snapshot() == nil)
    #expect(screen.first.diagnostics.map(\.kind) == [.dataSourceReplaced])
  }

  @Test("an update after the view's data source was set to nil sends no batch the view rejects")
  func nilDataSourceGetsNoBatch() {
    let harness = AdapterHarness()
    harness.show([])
    harness.view.dataSource = nil
    var completions: [Bool] = []
    harness.adapter.update(AdapterHarness.lists([("a", ["1"]), ("b", ["2"])])) {
      completions.append($0)
    }
    #expect(harness.view.errors.isEmpty)
    #expect(completions == [false])
    #expect(harness.diagnostics.map(\.kind) == [.dataSourceReplaced])
    #expect(harness.adapter.sectionIDs == [SectionID("a"), SectionID("b")])
  }

  @Test("given its data source back, the adapter shows the sections it kept meanwhile")
  func dataSourceGivenBackShowsKeptSections() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    harness.view.dataSource = nil
    harness.adapter.update(AdapterHarness.lists([("a", ["9", "2"]), ("b", ["3"])]))
    harness.view.dataSource = harness.adapter
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["9", "2"], ["3"]])
    #expect(harness.view.errors.isEmpty)
  }
}

/// A text list that logs its cells' display events by item.
@MainActor
private final class DisplayLog: DiffingListSectionController<[String], String>, DisplayHandling {
  var events: [String] = []

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    events.append("will \(indexPath.indexInSectionController)")
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    events.append("end \(indexPath.indexInSectionController)")
  }
}
