import Foundation
import Sectional
import Testing

/// "Batches UIKit accepts but then fails on" in BatchUpdateRules.md (R23–R26), and the
/// strictness modes.
@Suite("Batch validation: strictness")
struct ValidationStrictnessTests {
  @Test func strictIsTheDefault() throws {
    let batch = BatchUpdate(itemDeletes: [itemPath(0, 0), itemPath(0, 0)])
    #expect(throws: BatchUpdateError.self) {
      try ValidatedBatchUpdate(validating: batch, itemCountsBefore: [3], itemCountsAfter: [1])
    }
  }

  @Test func uikitAcceptsAnItemDeletedTwiceAndCountsBoth() {
    let batch = BatchUpdate(itemDeletes: [itemPath(0, 0), itemPath(0, 0)])
    #expect(accepted(batch, before: [3], after: [1], strictness: .uikit) != nil)
  }

  @Test func strictRejectsAnItemDeletedTwice() {
    let batch = BatchUpdate(itemDeletes: [itemPath(0, 0), itemPath(0, 0)])
    let error = rejection(of: batch, before: [3], after: [1])
    #expect(error?.rule == .duplicateDelete)
    #expect(error?.rule.specificationID == "R23")
    #expect(
      error?.message
        == "attempt to delete the same index path (\(printed(0, 0))) twice: UIKit counts both "
        + "deletes and later crashes laying out the items")
  }

  @Test func strictRejectsAnItemReloadedTwice() {
    let batch = BatchUpdate(itemReloads: [itemPath(0, 0), itemPath(0, 0)])
    #expect(accepted(batch, before: [1], after: [1], strictness: .uikit) != nil)
    #expect(rejection(of: batch, before: [1], after: [1])?.rule == .duplicateDelete)
  }

  @Test func strictRulesComeAfterUIKitsOwnChecks() {
    let batch = BatchUpdate(itemDeletes: [itemPath(0, 0), itemPath(0, 0)])
    #expect(rejection(of: batch, before: [3], after: [2])?.rule == .invalidItemCount)
  }

  @Test(arguments: [BatchUpdate.Strictness.uikit, .strict])
  func twoInsertsAtOneIndexPathAreAcceptedInEveryMode(strictness: BatchUpdate.Strictness) {
    let batch = BatchUpdate(itemInserts: [itemPath(0, 1), itemPath(0, 1)])
    #expect(accepted(batch, before: [2], after: [4], strictness: strictness) != nil)
  }

  @Test func uikitAcceptsANoOpSectionMoveWithAnItemMovedOut() {
    let batch = BatchUpdate(
      sectionMoves: [sectionMove(0, 0)], itemMoves: [itemMove((0, 0), (1, 0))])
    #expect(accepted(batch, before: [2, 1], after: [1, 2], strictness: .uikit) != nil)
  }

  @Test func strictRejectsANoOpSectionMoveWithAnItemMovedOut() {
    let batch = BatchUpdate(
      sectionMoves: [sectionMove(0, 0)], itemMoves: [itemMove((0, 0), (1, 0))])
    let error = rejection(of: batch, before: [2, 1], after: [1, 2])
    #expect(error?.rule == .noOpSectionMoveWithItemMove)
    #expect(error?.rule.specificationID == "R25")
    #expect(
      error?.message
        == "attempt to move section 0 to itself while moving the item at index path "
        + "(\(printed(0, 0))) out of it to (\(printed(1, 0))): UIKit accepts the batch and then "
        + "fails to find the item; drop the section move")
  }

  @Test func uikitAcceptsAnInsertIntoAMovedSection() {
    let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1)], itemInserts: [itemPath(1, 0)])
    #expect(accepted(batch, before: [1, 1], after: [1, 2], strictness: .uikit) != nil)
  }

  @Test func strictRejectsAnInsertIntoAMovedSection() {
    let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1)], itemInserts: [itemPath(1, 0)])
    let error = rejection(of: batch, before: [1, 1], after: [1, 2])
    #expect(error?.rule == .itemChangeInsideMovedSection)
    #expect(error?.rule.specificationID == "R26")
    #expect(
      error?.message
        == "attempt to insert the index path (\(printed(1, 0))) in a section the same batch moves "
        + "(section 0 to section 1): UIKit accepts the batch but corrupts its state; delete and "
        + "insert the section instead of moving it")
  }

  @Test func strictRejectsADeleteFromAMovedSection() {
    let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1)], itemDeletes: [itemPath(0, 0)])
    #expect(accepted(batch, before: [2, 1], after: [1, 1], strictness: .uikit) != nil)
    #expect(
      rejection(of: batch, before: [2, 1], after: [1, 1])?.message.hasPrefix(
        "attempt to delete the index path (\(printed(0, 0)))") == true)
  }

  @Test func aChangeInsideAMovedSectionNamesItsLeastDelete() {
    // Deletes in sections 2, 0 and 1, given in no order: section 1 moves, and its least delete
    // is the one named.
    let batch = BatchUpdate(
      sectionMoves: [sectionMove(1, 0)],
      itemDeletes: [itemPath(2, 0), itemPath(1, 3), itemPath(0, 2), itemPath(1, 1), itemPath(1, 2)])
    #expect(accepted(batch, before: [3, 4, 1], after: [1, 2, 0], strictness: .uikit) != nil)
    #expect(
      rejection(of: batch, before: [3, 4, 1], after: [1, 2, 0])?.message.hasPrefix(
        "attempt to delete the index path (\(printed(1, 1)))") == true)
  }

  @Test func aChangeInsideAMovedSectionNamesItsLeastInsert() {
    let batch = BatchUpdate(
      sectionMoves: [sectionMove(0, 1)],
      itemInserts: [itemPath(1, 2), itemPath(0, 0), itemPath(1, 1), itemPath(2, 0)])
    #expect(accepted(batch, before: [1, 1, 1], after: [2, 3, 2], strictness: .uikit) != nil)
    #expect(
      rejection(of: batch, before: [1, 1, 1], after: [2, 3, 2])?.message.hasPrefix(
        "attempt to insert the index path (\(printed(1, 1)))") == true)
  }

  @Test func aNoOpSectionMoveNamesTheFirstItemMovedOutOfIt() {
    // Section 1 moves to itself; of the moves from it, the first within it is passed over.
    let batch = BatchUpdate(
      sectionMoves: [sectionMove(1, 1)],
      itemMoves: [itemMove((1, 2), (0, 0)), itemMove((1, 0), (1, 1)), itemMove((0, 0), (1, 0))])
    #expect(accepted(batch, before: [1, 3], after: [1, 3], strictness: .uikit) != nil)
    #expect(
      rejection(of: batch, before: [1, 3], after: [1, 3])?.message
        == "attempt to move section 1 to itself while moving the item at index path "
        + "(\(printed(1, 2))) out of it to (\(printed(0, 0))): UIKit accepts the batch and then "
        + "fails to find the item; drop the section move")
  }

  @Test func aMoveIntoAMovedSectionNamesTheLeastDestination() {
    // Section 0 moves to 1; both items of section 1 move into it, swapping: the first move by
    // source goes to item 1, the least destination is item 0.
    let batch = BatchUpdate(
      sectionMoves: [sectionMove(0, 1)],
      itemMoves: [itemMove((1, 0), (1, 1)), itemMove((1, 1), (1, 0))])
    // UIKit compares a move's sections by number: it counts these moves within section 1.
    #expect(accepted(batch, before: [2, 2], after: [2, 2], strictness: .uikit) != nil)
    #expect(
      rejection(of: batch, before: [2, 2], after: [2, 2])?.message.contains(
        "(\(printed(1, 0)))") == true)
  }

  @Test func aRepeatedDeleteNamesTheLeastRepeated() {
    let batch = BatchUpdate(
      itemDeletes: [itemPath(1, 0), itemPath(0, 2), itemPath(1, 0), itemPath(0, 2), itemPath(0, 1)])
    #expect(
      rejection(of: batch, before: [3, 2], after: [0, 0])?.message.hasPrefix(
        "attempt to delete the same index path (\(printed(0, 2))) twice") == true)
  }

  @Test func strictRejectsAnItemMoveInsideAMovedSection() {
    let batch = BatchUpdate(
      sectionMoves: [sectionMove(0, 1)], itemMoves: [itemMove((0, 0), (1, 1))])
    #expect(accepted(batch, before: [2, 1], after: [1, 2], strictness: .uikit) != nil)
    #expect(
      rejection(of: batch, before: [2, 1], after: [1, 2])?.rule == .itemChangeInsideMovedSection)
  }

  @Test func strictAcceptsASectionMoveWithoutItemChanges() {
    let batch = BatchUpdate(sectionMoves: [sectionMove(0, 2)], itemDeletes: [itemPath(1, 0)])
    #expect(accepted(batch, before: [1, 2, 3], after: [1, 3, 1]) != nil)
  }
}
