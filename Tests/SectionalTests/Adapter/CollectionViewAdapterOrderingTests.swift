import Foundation
import Sectional
import Testing

// The ordering contract: requests are applied in the order they were made, each against the items
// current when it is applied, and the screen ends on the last model the app gave. The first four
// tests are the issue's reproductions; each failed before the queue kept one order (the screen
// showed [b, c], [a, b], an itemCountMismatch, and a lost 3-item model).

@MainActor
@Suite("CollectionViewAdapter: queued requests apply in order, to current items")
struct CollectionViewAdapterOrderingTests {
  private let harness = AdapterHarness()
  private let list = TextList()

  /// Shows `[a, b]`, then runs `requests` inside the completion of a further (empty) update, where
  /// every request is queued.
  private func showingAB(thenQueue requests: @escaping () -> Void) {
    harness.show([Section(id: "s", model: ["a", "b"], controller: list)])
    harness.adapter.update([Section(id: "s", model: ["a", "b"], controller: list)]) { _ in
      requests()
    }
    harness.view.layoutIfNeeded()
  }

  private func change(to items: [String]) {
    list.context?.apply { self.list.update(to: items) }
  }

  private func update(to items: [String]) {
    harness.adapter.update([Section(id: "s", model: items, controller: list)])
  }

  @Test func twoQueuedChangesApplyOneAfterTheOther() {
    showingAB {
      change(to: ["b", "a"])
      change(to: ["a", "c"])
    }
    harness.expectViewAgrees(with: [["a", "c"]])
    harness.expectNoProblems()
  }

  @Test func aQueuedChangeThenAnUpdateToTheSameItemsMovesOnce() {
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    showingAB {
      change(to: ["b", "a"])
      update(to: ["b", "a"])
    }
    harness.expectViewAgrees(with: [["b", "a"]])
    #expect(batches.filter { !$0.itemMoves.isEmpty }.count == 1)
    harness.expectNoProblems()
  }

  @Test func aQueuedUpdateThenAChangeAppliesTheChangeToTheUpdatedItems() {
    showingAB {
      update(to: ["a", "b", "c"])
      change(to: ["a"])
    }
    harness.expectViewAgrees(with: [["a"]])
    harness.expectNoProblems()
  }

  @Test func aQueuedMoveThenAnUpdateToThreeItemsShowsTheThreeItems() {
    showingAB {
      change(to: ["b", "a"])
      update(to: ["c", "a", "b"])
    }
    harness.expectViewAgrees(with: [["c", "a", "b"]])
    harness.expectNoProblems()
  }

  @Test func changesComputedTooEarlyReloadTheSectionWithADiagnosticNotAWrongScreen() {
    showingAB {
      let first = list.update(to: ["b", "a"])
      let second = list.update(to: ["a", "c"])  // computed against [a, b], applied after `first`
      list.context?.apply(first.changes, commit: first.commit)
      list.context?.apply(second.changes, commit: second.commit)
    }
    harness.expectViewAgrees(with: [["a", "c"]])
    #expect(harness.diagnostics.map(\.kind) == [.staleItemChanges])
    #expect(harness.view.lastBatchUpdate == BatchUpdate(sectionDeletes: [0], sectionInserts: [0]))
  }

  @Test func aChangeFromAControllerReplacedUnderTheSameIDIsNotAppliedToItsSuccessor() {
    final class Other: SingleModelSectionController<Int> {}
    var applied: [Bool] = []
    var asked = false
    showingAB {
      self.harness.adapter.update([Section(id: "s", model: 7, controller: Other())])
      self.list.context?.apply(
        {
          asked = true
          return self.list.update(to: ["z"])
        }, completion: { applied.append($0) })
    }
    // The update replaced the list before its change came: the change is dropped, not applied to
    // the single-model section that now has the id.
    #expect(!asked)
    #expect(applied == [false])
    #expect(harness.diagnostics.map(\.kind) == [.sectionRemoved])
    #expect(harness.diagnostics.last?.message.contains("replaced under the same id") == true)
    harness.view.layoutIfNeeded()
    #expect(harness.view.numberOfItems(inSection: 0) == 1)
    #expect(harness.view.visibleCells.map(\.text) == ["7"])
  }

  @Test func requestsFromCompletionsRunAfterEveryEarlierRequest() {
    var order: [String] = []
    harness.show([Section(id: "s", model: ["a"], controller: list)])
    harness.adapter.update([Section(id: "s", model: ["a", "b"], controller: list)]) { _ in
      order.append("first done")
      self.list.context?.apply(
        { self.list.update(to: ["a", "b", "c"]) }, completion: { _ in order.append("change") })
      self.update(to: ["a", "b", "c", "d"])
      order.append("first completion ends")
    }
    harness.view.layoutIfNeeded()
    #expect(order == ["first done", "first completion ends", "change"])
    harness.expectViewAgrees(with: [["a", "b", "c", "d"]])
    harness.expectNoProblems()
  }

  @Test func aChangeAskedForDuringAnInteractiveMoveFollowsTheMovesBatch() {
    let list = DroppingMover()
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: list)])
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    #expect(harness.view.beginInteractiveMovementForItem(at: [0, 0]))
    // Rows are 10 points tall: y = 25 is over item 2.
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))
    harness.view.endInteractiveMovement()
    // The view's own move first, then the controller's change as a batch of its own, then the
    // cells between the move's ends configured again from the controller's items, as after any
    // change a controller asks for as it takes a move.
    #expect(
      batches == [
        BatchUpdate(itemMoves: [Move(from: [0, 0], to: [0, 2])]),
        BatchUpdate(itemDeletes: [[0, 0]]),
        BatchUpdate(itemReconfigures: [[0, 0], [0, 1]]),
      ])
    harness.expectViewAgrees(with: [["c", "a"]])
    harness.expectNoProblems()
  }
}

@MainActor
@Suite("CollectionViewAdapter: changed items keep their cells")
struct CollectionViewAdapterRefreshTests {
  private let harness = AdapterHarness()

  @Test func aReconfigureOfAMovedItemIsAppliedAfterTheMoveNotDropped() {
    // The issue's reproduction: only the move was sent, and the screen showed baz.
    let list = TextList()
    harness.show([Section(id: "s", model: ["foo", "bar", "baz"], controller: list)])
    let update = list.update(to: ["bang", "foo", "bar"])
    list.context?.apply(
      ItemChanges(moves: [Move(from: 2, to: 0)], reconfigures: [2]), commit: update.commit)
    harness.expectViewAgrees(with: [["bang", "foo", "bar"]])
    #expect(harness.view.lastBatchUpdate == BatchUpdate(itemReconfigures: [[0, 0]]))
    harness.expectNoProblems()
  }

  @Test func aChangedItemKeepsItsCellWhetherItMovesOrNot() {
    let list = KeyedListSectionController<[(String, Int)], (String, Int), String>(
      items: { $0 }, id: \.0, isContentEqual: { $0.1 == $1.1 })
    harness.show([Section(id: "s", model: [("a", 1), ("b", 1), ("c", 1)], controller: list)])
    let cells = harness.view.visibleCells
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    harness.show([Section(id: "s", model: [("c", 2), ("a", 2), ("b", 1)], controller: list)])
    #expect(
      batches == [
        BatchUpdate(
          itemMoves: [Move(from: [0, 2], to: [0, 0])], itemReconfigures: [[0, 0]]),
        BatchUpdate(itemReconfigures: [[0, 0]]),
      ])
    #expect(
      harness.view.visibleCells.map(ObjectIdentifier.init)
        == [2, 0, 1].map { ObjectIdentifier(cells[$0]) })
    #expect(harness.view.visibleCells.map(\.text) == [#"("c", 2)"#, #"("a", 2)"#, #"("b", 1)"#])
    harness.expectNoProblems()
  }

  @Test func selectionSurvivesAnUpdateInWhichItsItemMovesAndChanges() {
    let list = KeyedListSectionController<[(String, Int)], (String, Int), String>(
      items: { $0 }, id: \.0, isContentEqual: { $0.1 == $1.1 })
    harness.show([Section(id: "s", model: [("a", 1), ("b", 1), ("c", 1)], controller: list)])
    harness.view.selectItem(at: [0, 2], animated: false, scrollPosition: [])
    harness.show([Section(id: "s", model: [("c", 2), ("a", 1), ("b", 1)], controller: list)])
    #expect(harness.view.indexPathsForSelectedItems == [[0, 0]])
    #expect(harness.view.cellForItem(at: [0, 0])?.isSelected == true)
    harness.expectNoProblems()
  }

  @Test func theReloadRefreshStillReplacesTheCell() {
    let keyed = KeyedListSectionController<[(String, Int)], (String, Int), String>(
      items: { $0 }, id: \.0, isContentEqual: { $0.1 == $1.1 })
    keyed.itemRefresh = .reload
    harness.show([Section(id: "s", model: [("a", 1), ("b", 1)], controller: keyed)])
    let identifier = String(reflecting: CollectionViewCell.self)
    let reused = harness.view.reuseStatistics(forCellReuseIdentifier: identifier).reused
    harness.show([Section(id: "s", model: [("a", 1), ("b", 2)], controller: keyed)])
    #expect(harness.view.lastBatchUpdate == BatchUpdate(itemReloads: [[0, 1]]))
    // The reloaded item's cell went back to the pool and was dequeued again.
    #expect(harness.view.reuseStatistics(forCellReuseIdentifier: identifier).reused == reused + 1)
    harness.expectNoProblems()
  }
}

/// A list that takes an interactive move, then asks to drop its first item.
@MainActor
private final class DroppingMover: DiffingListSectionController<[String], String>, InteractiveMoving
{
  init() { super.init(items: { $0 }) }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    var moved = items
    moved.insert(
      moved.remove(at: source.indexInSectionController), at: destination.indexInSectionController)
    update(to: moved).commit()
    context?.apply { self.update(to: Array(self.items.dropFirst())) }
  }
}
