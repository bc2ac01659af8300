import Foundation
import SectionalTesting
import Testing

@MainActor
@Suite("The batch an update sends")
struct UpdateTests {
  @Test func aDiffingListDeletesAndInsertsOnlyWhatChanged() {
    let harness = SectionHarness(TextList(), model: ["a", "b", "c"])
    let batches = harness.update(to: ["a", "c", "d"])
    #expect(batches == [BatchUpdate(itemDeletes: [.item(1)], itemInserts: [.item(2)])])
    #expect(harness.visibleTexts == ["a", "c", "d"])
  }

  @Test func aBatchReadsAsOneOperationGroupPerLine() {
    let harness = SectionHarness(TextList(), model: ["a", "b", "c"])
    harness.update(to: ["c", "a", "b", "d"])
    #expect(
      harness.lastBatch?.description == """
        insert items [0-3]
        move items [0-2→0-0]
        """)
  }

  @Test func aListReplacesItsWholeSection() {
    let harness = SectionHarness(ListSectionController<[String], String>(), model: ["a"])
    let batches = harness.update(to: ["b", "c"])
    #expect(batches.map(\.description) == ["delete sections [0]\ninsert sections [0]"])
    #expect(harness.visibleTexts == ["b", "c"])
  }

  @Test func aSingleModelSectionReconfiguresItsCell() {
    let harness = SectionHarness(SingleModelSectionController<String>(), model: "draft")
    #expect(harness.update(to: "sent") == [BatchUpdate(itemReconfigures: [.item(0)])])
    #expect(harness.visibleTexts == ["sent"])
  }

  // Found by the trap sweep: the harness handled the adapter's diagnostics and the view's
  // batches through unowned references, so a test that kept the adapter and let the harness
  // go trapped at the next batch or diagnostic.
  @Test func anAdapterKeptAfterItsHarnessIsGoneUpdatesAndReports() {
    var adapter: CollectionViewAdapter?
    var view: HeadlessCollectionView?
    do {
      let harness = CollectionHarness([Section(id: "a", model: ["x"], controller: TextList())])
      adapter = harness.adapter
      view = harness.collectionView
    }
    adapter?.update([Section(id: "a", model: ["y"], controller: TextList())])
    adapter?.scroll(toSectionID: "missing")  // a diagnostic, to standard error now
    view?.layoutIfNeeded()
    #expect(view?.visibleCells.map(\.text) == ["y"])
  }

  @Test func anEqualModelSendsAnEmptyBatch() {
    let harness = SectionHarness(SingleModelSectionController<String>(), model: "same")
    #expect(harness.update(to: "same") == [BatchUpdate()])
  }

  @Test func aSingleItemSectionInsertsItsItemWhenItAppears() {
    let harness = SectionHarness(
      SingleItemSectionController<String?, String>(item: { $0 }), model: nil)
    #expect(harness.update(to: "Sale!") == [BatchUpdate(itemInserts: [.item(0)])])
    #expect(harness.visibleTexts == ["Sale!"])
  }

  @Test func aKeyedListReconfiguresAnItemWhoseContentChangedInItsCell() {
    let fruits = KeyedListSectionController<[Fruit], Fruit, Int>(items: { $0 }, id: \.id)
    let harness = SectionHarness(
      fruits, model: [Fruit(id: 1, name: "fig"), Fruit(id: 2, name: "kiwi")])
    let batches = harness.update(to: [Fruit(id: 1, name: "fig"), Fruit(id: 2, name: "lime")])
    #expect(batches == [BatchUpdate(itemReconfigures: [.item(1)])])
    #expect(harness.controller.items.map(\.name) == ["fig", "lime"])
    #expect(harness.visibleTexts.last?.contains("lime") == true)
  }

  @Test func aSectionThatMovesWhileItsItemsChangeIsReplacedWhole() {
    let harness = CollectionHarness([
      Section(id: "a", model: ["1"], controller: TextList()),
      Section(id: "b", model: ["2"], controller: TextList()),
    ])
    let batches = harness.update([
      Section(id: "b", model: ["2"], controller: TextList()),
      Section(id: "a", model: ["1", "3"], controller: TextList()),
    ])
    #expect(batches == [BatchUpdate(sectionDeletes: [0], sectionInserts: [1])])
    #expect(harness.visibleTexts == ["2", "1", "3"])
  }
}
