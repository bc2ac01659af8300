import Foundation
import Sectional
import Testing

/// "Counts" in BatchUpdateRules.md: the counts on both sides must add up (R14, R15), checked
/// last.
@Suite("Batch validation: counts")
struct ValidationCountTests {
  @Test func aSectionCountThatDoesNotAddUpIsM24AsInE18() {
    let error = rejection(of: BatchUpdate(), before: [1, 1], after: [1, 1, 1])
    #expect(error?.rule == .invalidSectionCount)
    #expect(error?.rule.specificationID == "M24")
    #expect(
      error?.message
        == "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "collection view after the update (3) must be equal to the number of sections contained "
        + "in the collection view before the update (2), plus or minus the number of sections "
        + "inserted or deleted (0 inserted, 0 deleted).")
  }

  @Test func aSectionReloadCountsAsOneDeleteAndOneInsert() {
    let error = rejection(of: BatchUpdate(sectionReloads: [0]), before: [1], after: [1, 1])
    #expect(error?.message.contains("(2) must be equal") == true)
    #expect(error?.message.hasSuffix("(1 inserted, 1 deleted).") == true)
  }

  @Test func sectionMovesDoNotChangeTheSectionCount() {
    let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1)])
    #expect(rejection(of: batch, before: [1, 1], after: [1, 1, 1])?.rule == .invalidSectionCount)
  }

  @Test func anInsertIntoAStaleCountIsM25AsInE1() {
    // The model appended an item before the batch, so "before" is already 3.
    let error = rejection(of: BatchUpdate(itemInserts: [itemPath(0, 2)]), before: [3], after: [3])
    #expect(error?.rule == .invalidItemCount)
    #expect(error?.rule.specificationID == "M25")
    #expect(
      error?.message
        == itemCountMessage(section: 0, after: 3, before: 3, inserted: 1, deleted: 0))
  }

  @Test func aCrossSectionMoveBalancesBothSectionsAsInE17() {
    let batch = BatchUpdate(itemMoves: [itemMove((0, 0), (1, 0))])
    #expect(accepted(batch, before: [2, 1], after: [1, 2]) != nil)
  }

  @Test func withoutTheMoveE17FailsInSection0() {
    let error = rejection(of: BatchUpdate(), before: [2, 1], after: [1, 2])
    #expect(
      error?.message
        == itemCountMessage(section: 0, after: 1, before: 2, inserted: 0, deleted: 0))
  }

  @Test func movesInAndOutArePrinted() {
    let batch = BatchUpdate(itemMoves: [itemMove((0, 0), (1, 0))])
    let error = rejection(of: batch, before: [2, 1], after: [2, 1])
    #expect(
      error?.message
        == itemCountMessage(
          section: 0, after: 2, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1))
  }

  @Test func theMessageNamesTheSectionAfterTheUpdate() {
    let batch = BatchUpdate(sectionDeletes: [0])
    let error = rejection(of: batch, before: [1, 2], after: [3])
    #expect(
      error?.message
        == itemCountMessage(section: 0, after: 3, before: 2, inserted: 0, deleted: 0))
  }

  @Test func insertedAndReloadedSectionsAreNotCounted() {
    let batch = BatchUpdate(sectionInserts: [0], sectionReloads: [0])
    #expect(accepted(batch, before: [1], after: [7, 9]) != nil)
  }

  @Test func anItemReloadCountsAsOneDeleteAndOneInsert() {
    let error = rejection(of: BatchUpdate(itemReloads: [itemPath(0, 0)]), before: [2], after: [1])
    #expect(
      error?.message
        == itemCountMessage(section: 0, after: 1, before: 2, inserted: 1, deleted: 1))
  }

  @Test func rawSectionNumbersDecideWhetherAMoveCrossesSections() {
    // Old section 0 becomes section 1, so the item stays in its section, but UIKit compares the
    // raw numbers 0 and 1 and counts it out of old 0 and into new 1, which balances.
    let batch = BatchUpdate(
      sectionMoves: [sectionMove(0, 1)], itemMoves: [itemMove((0, 0), (1, 0))])
    #expect(accepted(batch, before: [1, 1], after: [1, 1], strictness: .uikit) != nil)
  }

  @Test func countsAreCheckedAfterEveryConflict() {
    let batch = BatchUpdate(itemDeletes: [itemPath(0, 1)], itemMoves: [itemMove((0, 1), (0, 0))])
    #expect(rejection(of: batch, before: [3], after: [9])?.rule == .deleteAndMoveSameIndexPath)
  }

  @Test func anEmptyBatchOverUnchangedCountsIsAccepted() {
    #expect(accepted(BatchUpdate(), before: [3, 0, 2], after: [3, 0, 2]) != nil)
  }
}
