import Foundation
import Sectional
import Testing

@MainActor
@Suite("HeadlessCollectionView batch updates")
struct HeadlessCollectionViewBatchUpdateTests {
  @Test func aValidBatchUpdatesCountsAndCells() {
    let data = TextDataSource([["a", "b", "c"]])
    let view = HeadlessCollectionView.rows(data)
    view.performBatchUpdates(
      {
        data.sections[0] = ["x", "a", "c"]
        view.deleteItems(at: [path(0, 1)])
        view.insertItems(at: [path(0, 0)])
      }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(view.visibleTexts == ["x", "a", "c"])
  }

  @Test func shownCellsTravelWithTheirItems() {
    let data = TextDataSource([["a", "b"]])
    let view = HeadlessCollectionView.rows(data)
    let cellOfB = view.cellForItem(at: path(0, 1))
    view.performBatchUpdates(
      {
        data.sections[0].insert("x", at: 0)
        view.insertItems(at: [path(0, 0)])
      }, completion: nil)
    #expect(view.cellForItem(at: path(0, 2)) === cellOfB)
    #expect(cellOfB?.frame.minY == 20)
    #expect(data.cellRequests["b"] == 1)
  }

  @Test("a move to its own index still places its item, as the others reorder around it")
  func aMoveToTheSameIndexPlacesItsItem() {
    let data = TextDataSource([["a", "b", "c"]])
    let view = HeadlessCollectionView.rows(data)
    let cellOfB = view.cellForItem(at: path(0, 1))
    view.performBatchUpdates(
      {
        data.sections[0] = ["c", "b", "a"]
        view.moveItem(at: path(0, 0), to: path(0, 2))
        view.moveItem(at: path(0, 1), to: path(0, 1))
      }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(view.cellForItem(at: path(0, 1)) === cellOfB)
    #expect(view.visibleTexts == ["c", "b", "a"])
  }

  @Test("without its move to its own index, an item takes the first place the others leave")
  func droppingAMoveToTheSameIndexReordersItems() {
    let data = TextDataSource([["a", "b", "c"]])
    let view = HeadlessCollectionView.rows(data)
    let cellOfB = view.cellForItem(at: path(0, 1))
    view.performBatchUpdates(
      {
        data.sections[0] = ["c", "b", "a"]
        view.moveItem(at: path(0, 0), to: path(0, 2))
      }, completion: nil)
    // The counts add up, so the batch is valid; the unmoved items b and c keep their order and
    // fill indices 0 and 1: b's cell now stands where the data has c.
    #expect(view.errors.isEmpty)
    #expect(view.cellForItem(at: path(0, 0)) === cellOfB)
  }

  @Test("a data source replaced inside a batch shows its own items once the batch is applied")
  func aDataSourceReplacedInsideABatchShowsItsItemsAfter() {
    let data = TextDataSource([["a", "b", "c"]])
    let view = HeadlessCollectionView.rows(data)
    let other = TextDataSource([["x"]])
    view.performBatchUpdates({ view.dataSource = other }, completion: nil)
    view.layoutIfNeeded()
    #expect(view.visibleTexts == ["x"])
  }

  @Test func deletedItemsEndDisplayAndReturnToThePool() {
    let data = TextDataSource([["a", "b", "c"]])
    let recorder = EventRecorder()
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    recorder.clear()
    view.performBatchUpdates(
      {
        data.sections[0].remove(at: 1)
        view.deleteItems(at: [path(0, 1)])
      }, completion: nil)
    #expect(recorder.events("didEndDisplaying") == ["didEndDisplaying 0-1"])
    let statistics = view.reuseStatistics(forCellReuseIdentifier: String(reflecting: TextCell.self))
    #expect(statistics.inPool == 1)
  }

  @Test func insertedVisibleItemsAreDequeuedFromTheDataSource() {
    let data = TextDataSource([["a"]])
    let recorder = EventRecorder()
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    recorder.clear()
    view.performBatchUpdates(
      {
        data.sections[0].append("b")
        view.insertItems(at: [path(0, 1)])
      }, completion: nil)
    #expect(recorder.events == ["willDisplay 0-1"])
    #expect(view.cellForItem(at: path(0, 1))?.text == "b")
  }

  @Test func reloadedItemsGetANewlyConfiguredCell() {
    let data = TextDataSource([["a", "b"]])
    let view = HeadlessCollectionView.rows(data)
    data.sections[0][1] = "B"
    view.reloadItems(at: [path(0, 1)])
    #expect(view.visibleTexts == ["a", "B"])
    #expect(data.cellRequests["B"] == 1)
  }

  @Test func reconfiguredItemsKeepTheirCell() {
    let data = TextDataSource([["a", "b"]])
    let recorder = EventRecorder()
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    let cell = view.cellForItem(at: path(0, 1))
    recorder.clear()
    data.sections[0][1] = "B"
    view.reconfigureItems(at: [path(0, 1)])
    #expect(view.cellForItem(at: path(0, 1)) === cell)
    #expect(cell?.text == "B")
    #expect(recorder.events.isEmpty)
    #expect(view.errors.isEmpty)
  }

  @Test func manyReconfiguresReachOnlyTheShownCellsOfTheirItemsWhereverTheyMoved() {
    // More reconfigures than shown cells: the view finds them from its shown cells.
    let data = TextDataSource([(0..<20).map { "r\($0)" }])
    let view = HeadlessCollectionView.rows(data, size: CGSize(width: 100, height: 40))
    let cellOfR1 = view.cellForItem(at: path(0, 1))
    view.performBatchUpdates(
      {
        var rows = data.sections[0]
        for index in 1...15 {
          rows[index] = rows[index].uppercased()
        }
        rows.insert("x", at: 0)
        data.sections[0] = rows
        view.insertItems(at: [path(0, 0)])
        view.reconfigureItems(at: (1...15).map { path(0, $0) })
      }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(view.visibleTexts == ["x", "r0", "R1", "R2"])
    #expect(view.cellForItem(at: path(0, 2)) === cellOfR1)
    // Only the two shown reconfigured items were configured again.
    #expect(data.cellRequests["R1"] == 1)
    #expect(data.cellRequests["R2"] == 1)
    #expect(data.cellRequests["R3"] == nil)
    #expect(data.cellRequests["r0"] == 1, "r0 moved but was not reconfigured")
  }

  @Test func selectionFollowsItsItemAcrossChangesAbove() {
    let data = TextDataSource([["a", "b", "c", "d"]])
    let view = HeadlessCollectionView.rows(data)
    view.selectItem(at: path(0, 2), animated: false, scrollPosition: [])
    view.performBatchUpdates(
      {
        // "c" stays selected while "a" is deleted and "x" inserted and "d" moved above it.
        data.sections[0] = ["x", "d", "b", "c"]
        view.deleteItems(at: [path(0, 0)])
        view.insertItems(at: [path(0, 0)])
        view.moveItem(at: path(0, 3), to: path(0, 1))
      }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(view.indexPathsForSelectedItems == [path(0, 3)])
    #expect(view.cellForItem(at: path(0, 3))?.isSelected == true)
  }

  @Test func aDeletedItemLeavesTheSelection() {
    let data = TextDataSource([["a", "b"]])
    let view = HeadlessCollectionView.rows(data)
    view.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
    data.sections[0].remove(at: 1)
    view.deleteItems(at: [path(0, 1)])
    #expect(view.indexPathsForSelectedItems.isEmpty)
  }

  @Test func anInvalidBatchIsReportedWithUIKitsMessageAndRecovered() {
    let data = TextDataSource([["a", "b"]])
    let view = HeadlessCollectionView.rows(data)
    var completed: [Bool] = []
    view.performBatchUpdates(
      {
        data.sections[0].append("c")  // but no insert is sent
      }, completion: { completed.append($0) })
    guard case .invalidBatchUpdate(let error)? = view.errors.first else {
      Issue.record("expected an invalid batch update, got \(view.errors)")
      return
    }
    #expect(error.rule == .invalidItemCount)
    #expect(error.message.hasPrefix("Invalid update: invalid number of items in section 0."))
    #expect(completed == [false])
    #expect(view.visibleTexts == ["a", "b", "c"])
    #expect(view.numberOfItems(inSection: 0) == 3)
  }

  @Test func everyAppliedBatchIsHandedOutAsAValue() {
    let data = TextDataSource([["a", "b"]])
    let view = HeadlessCollectionView.rows(data)
    var batches: [BatchUpdate] = []
    view.batchUpdateHandler = { batches.append($0) }
    data.sections[0] = ["b", "c"]
    view.performBatchUpdates(
      {
        view.deleteItems(at: [path(0, 0)])
        view.insertItems(at: [path(0, 1)])
      }, completion: nil)
    data.sections[0].append("x")
    view.insertItems(at: [path(0, 9)])  // invalid: not handed out
    #expect(batches == [BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(0, 1)])])
    #expect(view.lastBatchUpdate == batches.last)
  }

  @Test func theErrorHandlerHearsEveryError() {
    let data = TextDataSource([["a"]])
    let view = HeadlessCollectionView.rows(data)
    var heard: [CollectionViewError] = []
    view.errorHandler = { heard.append($0) }
    view.deleteItems(at: [path(0, 5)])
    #expect(heard == view.errors)
    #expect(heard.count == 1)
  }

  @Test func aModelChangedBeforeTheBatchWithAStaleCacheCountsAsAlreadyApplied() {
    // The spec's E1 (R18): after reloadData the cache is invalid, so "before" is read from the
    // data source when the batch begins, after the append.
    let data = TextDataSource([["a", "b"]])
    let view = HeadlessCollectionView.rows(data)
    view.reloadData()
    data.sections[0].append("c")
    view.performBatchUpdates({ view.insertItems(at: [path(0, 2)]) }, completion: nil)
    guard case .invalidBatchUpdate(let error)? = view.errors.first else {
      Issue.record("expected an invalid batch update, got \(view.errors)")
      return
    }
    #expect(error.rule == .invalidItemCount)
    #expect(error.message.contains("(3)"))
    #expect(error.message.contains("(1 inserted, 0 deleted)"))
  }

  @Test func reloadDataInsideABatchIsRejected() {
    let data = TextDataSource([["a"]])
    let view = HeadlessCollectionView.rows(data)
    view.performBatchUpdates({ view.reloadData() }, completion: nil)
    #expect(view.errors == [.invalidBatchUpdate(.reloadDataInsideBatchUpdates)])
  }

  @Test func nestedBatchesAreValidatedOnceAndCompleteInOrder() {
    let data = TextDataSource([["a"]])
    let view = HeadlessCollectionView.rows(data)
    var order: [String] = []
    view.performBatchUpdates(
      {
        view.performBatchUpdates(
          {
            data.sections[0].append("b")
            view.insertItems(at: [path(0, 1)])
          }, completion: { _ in order.append("inner") })
        data.sections[0].append("c")
        view.insertItems(at: [path(0, 2)])
      }, completion: { _ in order.append("outer") })
    #expect(view.errors.isEmpty)
    #expect(order == ["outer", "inner"])
    #expect(view.visibleTexts == ["a", "b", "c"])
  }

  @Test func anUpdateOutsideABatchIsABatchOfOne() {
    let data = TextDataSource([["a"]])
    let view = HeadlessCollectionView.rows(data)
    data.sections[0].append("b")
    view.insertItems(at: [path(0, 1)])
    #expect(view.errors.isEmpty)
    #expect(view.visibleTexts == ["a", "b"])
  }

  @Test func strictModeRejectsADoubleDeleteThatUIKitAccepts() {
    let data = TextDataSource([["a", "b", "c"]])
    let view = HeadlessCollectionView.rows(data)
    view.performBatchUpdates(
      {
        data.sections[0] = ["c"]
        view.deleteItems(at: [path(0, 0), path(0, 0)])
      }, completion: nil)
    guard case .invalidBatchUpdate(let error)? = view.errors.first else {
      Issue.record("expected an invalid batch update, got \(view.errors)")
      return
    }
    #expect(error.rule == .duplicateDelete)
  }

  @Test func sectionChangesCarrySupplementaryViews() {
    let data = TextDataSource([["a"], ["b"]], headers: ["A", "B"])
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 10)
    layout.headerReferenceSize = CGSize(width: 100, height: 5)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    view.dataSource = data
    view.layoutIfNeeded()
    let headerOfB = view.supplementaryView(forElementKind: .header, at: path(1, 0))
    view.performBatchUpdates(
      {
        data.sections.remove(at: 0)
        data.headers?.remove(at: 0)
        view.deleteSections([0])
      }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(view.supplementaryView(forElementKind: .header, at: path(0, 0)) === headerOfB)
    #expect(headerOfB?.text == "B")
  }

  @Test func theTrapPolicyCrashesLikeUIKit() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let data = TextDataSource([["a"]])
        let view = HeadlessCollectionView.rows(data)
        view.errorPolicy = .trap
        view.deleteItems(at: [path(0, 3)])
      }
    }
  }
}
