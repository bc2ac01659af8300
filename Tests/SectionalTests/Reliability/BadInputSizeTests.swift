import Foundation
import Sectional
import Testing

@MainActor
@Suite("Bad input catalogue: very large and empty inputs")
struct BadInputSizeTests {
  @Test func anUpdateToNoSectionsEmptiesTheView() {
    let harness = AdapterHarness()
    var emptyStates: [Bool] = []
    harness.adapter.emptyStateHandler = { emptyStates.append($0) }
    harness.show(AdapterHarness.lists([("a", ["1", "2"]), ("b", ["3"])]))
    var applied: [Bool] = []
    harness.adapter.update([]) { applied.append($0) }
    #expect(applied == [true])
    #expect(emptyStates == [false, true])
    #expect(harness.adapter.isEmpty)
    #expect(harness.adapter.sectionIDs.isEmpty)
    harness.expectNoProblems()
    harness.expectRecovered(showing: [], thenUpdatingTo: [("a", ["1"])])
  }

  @Test func anEmptyUpdateOfAnEmptyAdapterIsAnEmptyBatch() {
    let harness = AdapterHarness()
    var applied: [Bool] = []
    harness.adapter.update([]) { applied.append($0) }
    harness.adapter.update([]) { applied.append($0) }
    #expect(applied == [true, true])
    harness.expectNoProblems()
    harness.expectRecovered(showing: [], thenUpdatingTo: [])
  }

  @Test func sectionsWithNoItemsGainAndLoseItems() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", []), ("b", []), ("c", ["x"])]))
    harness.expectViewAgrees(with: [[], [], ["x"]])
    harness.show(AdapterHarness.lists([("b", ["y"]), ("a", []), ("c", [])]))
    harness.expectViewAgrees(with: [["y"], [], []])
    harness.show(AdapterHarness.lists([("c", []), ("a", []), ("b", [])]))
    #expect(harness.adapter.isEmpty)
    harness.expectNoProblems()
    harness.expectRecovered(
      showing: [[], [], []], thenUpdatingTo: [("c", ["z"]), ("a", []), ("b", [])])
  }

  @Test func aSectionOf200000ItemsUpdatesScrollsAndUpdatesAgainQuickly() {
    let harness = AdapterHarness()
    let count = 200_000
    var items = (0..<count).map { "item \($0)" }
    let clock = ContinuousClock()
    let start = clock.now

    var applied: [Bool] = []
    harness.adapter.update(AdapterHarness.lists([("big", items)])) { applied.append($0) }
    harness.view.layoutIfNeeded()
    let last = IndexPath(item: count - 1, section: 0)
    harness.view.scrollToItem(at: last, at: .bottom, animated: false)
    #expect(harness.view.indexPathsForVisibleItems.last == last)
    #expect(harness.view.cellForItem(at: last)?.text == "item 199999")

    // A few changes near the end, in view: two deletes, an insert and a changed item.
    items.remove(at: count - 2)
    items.remove(at: 150_000)
    items.insert("new", at: count - 50)
    items[count - 10] = "changed"
    harness.adapter.update(AdapterHarness.lists([("big", items)])) { applied.append($0) }
    let elapsed = clock.now - start

    #expect(applied == [true, true])
    #expect(harness.view.lastBatchUpdate?.itemDeletes.count == 3)
    #expect(harness.view.lastBatchUpdate?.itemInserts.count == 2)
    harness.expectNoProblems()
    harness.expectViewAgrees(with: [items])
    #expect(elapsed < .seconds(5), "took \(elapsed)")
    harness.expectFurtherUpdateWorks([("big", Array(items.dropLast(3)))])
  }

  @Test func aWholesaleChangeOfAHugeSectionFallsBackToAReload() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("big", (0..<20_000).map { "old \($0)" })]))
    var applied: [Bool] = []
    let items = (0..<20_000).map { "new \($0)" }
    harness.adapter.update(AdapterHarness.lists([("big", items)])) { applied.append($0) }
    #expect(applied == [false])
    harness.expectNoProblems()
    harness.expectRecovered(showing: [items], thenUpdatingTo: [("big", Array(items.dropFirst()))])
  }

  @Test func fiveThousandEmptySectionsUpdateAndReorder() {
    let harness = AdapterHarness()
    var lists = (0..<5_000).map { ("s\($0)", [String]()) }
    lists.append(("tail", ["end"]))
    var applied: [Bool] = []
    harness.adapter.update(AdapterHarness.lists(lists)) { applied.append($0) }
    #expect(harness.view.numberOfSections == 5_001)
    harness.view.scrollToItem(at: IndexPath(item: 0, section: 5_000), at: .top, animated: false)
    harness.expectViewAgrees(with: lists.map(\.1))
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 5_000))?.text == "end")

    // A few sections move, one goes and one arrives: a small batch.
    lists.swapAt(10, 4_000)
    lists.remove(at: 2_500)
    lists.insert(("fresh", ["f"]), at: 0)
    harness.adapter.update(AdapterHarness.lists(lists)) { applied.append($0) }
    #expect(applied == [false, true], "the first update is above the reload threshold")
    harness.expectNoProblems()
    harness.expectViewAgrees(with: lists.map(\.1))
    harness.expectFurtherUpdateWorks(Array(lists.dropFirst()))
  }
}
