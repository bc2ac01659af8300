import Foundation
import Sectional
import Testing

/// A plugin that records what it prefetched, by the text of each component, and hands out tasks
/// that record their cancellation.
@MainActor
final class RecordingPrefetcher: PrefetchingPlugin {
  var started: [String] = []
  var cancelled: [String] = []
  var tasks: [String: PrefetchTask] = [:]

  func prefetch(_ component: AnyComponent) -> PrefetchTask? {
    guard let text = component.as(CountedText.self)?.viewModel else { return nil }
    started.append(text)
    let task = PrefetchTask { [unowned self] in cancelled.append(text) }
    tasks[text] = task
    return task
  }
}

@MainActor
@Suite("Declarative lists: prefetching plugins")
struct PrefetchingPluginTests {
  /// A viewport of 5 rows of 10 points, prefetching one viewport ahead.
  private func harness(with plugin: RecordingPrefetcher) -> DeclarativeHarness {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 50))
    harness.adapter.prefetchingPlugins = [plugin]
    return harness
  }

  private func rows(_ names: [String]) -> List {
    List { ListSection(id: "rows", cells: textCells(names)) }
  }

  @Test func itemsAboutToAppearArePrefetchedAndTheirWorkGoesToTheirCells() {
    let plugin = RecordingPrefetcher()
    let harness = harness(with: plugin)
    let names = (0..<20).map { "r\($0)" }
    harness.apply(rows(names))
    #expect(plugin.started == ["r5", "r6", "r7", "r8", "r9"])
    harness.view.contentOffset.y = 10
    // r5 is shown now: its cell holds its task, which keeps running.
    let cell = harness.view.cellForItem(at: IndexPath(item: 5, section: 0)) as? ComponentCell
    #expect(cell?.prefetchTasks.first === plugin.tasks["r5"])
    #expect(plugin.cancelled.isEmpty)
    #expect(plugin.started.last == "r10")
  }

  @Test func workIsCancelledWhenItsItemLeavesThePrefetchRangeUnshown() {
    let plugin = RecordingPrefetcher()
    let harness = harness(with: plugin)
    harness.apply(rows((0..<40).map { "r\($0)" }))
    harness.view.contentOffset.y = 300
    // r5…r9 were prefetched for the first viewport and never shown.
    #expect(Set(plugin.cancelled).isSuperset(of: ["r5", "r6", "r7", "r8", "r9"]))
  }

  @Test func aShownCellsWorkIsCancelledWhenItStopsShowingIt() {
    let plugin = RecordingPrefetcher()
    let harness = harness(with: plugin)
    harness.apply(rows((0..<40).map { "r\($0)" }))
    harness.view.contentOffset.y = 10  // r5 shown, with its task
    #expect(!plugin.cancelled.contains("r5"))
    harness.view.contentOffset.y = 200  // r5 leaves the screen
    #expect(plugin.cancelled.contains("r5"))
  }

  @Test func workStaysWithItsItemWhenAnUpdateShiftsIndices() {
    let plugin = RecordingPrefetcher()
    let harness = harness(with: plugin)
    harness.apply(rows((0..<20).map { "r\($0)" }))
    #expect(plugin.started == ["r5", "r6", "r7", "r8", "r9"])
    // Two rows inserted at the top: r5 now sits at index 7, and the item now at index 5 is r3.
    harness.apply(rows(["new1", "new2"] + (0..<20).map { "r\($0)" }))
    harness.view.contentOffset.y = 30
    let shownR5 = harness.view.cellForItem(at: IndexPath(item: 7, section: 0)) as? ComponentCell
    #expect(shownR5?.render() == "r5")
    #expect(shownR5?.prefetchTasks.first === plugin.tasks["r5"])
    for item in 0..<7 {
      let cell = harness.view.cellForItem(at: IndexPath(item: item, section: 0)) as? ComponentCell
      #expect(cell?.prefetchTasks.contains { $0 === plugin.tasks["r5"] } != true)
    }
  }

  @Test func workOfARemovedItemIsCancelled() {
    let plugin = RecordingPrefetcher()
    let harness = harness(with: plugin)
    harness.apply(rows((0..<20).map { "r\($0)" }))
    harness.apply(rows((0..<20).filter { $0 != 6 }.map { "r\($0)" }))
    #expect(plugin.cancelled.contains("r6"))
    #expect(!plugin.cancelled.contains("r7"))
  }

  @Test func eachItemIsPrefetchedOnceUntilCancelled() {
    let plugin = RecordingPrefetcher()
    let harness = harness(with: plugin)
    harness.apply(rows((0..<20).map { "r\($0)" }))
    harness.view.contentOffset.y = 1
    harness.view.contentOffset.y = 2
    #expect(plugin.started.filter { $0 == "r6" }.count == 1)
  }
}
