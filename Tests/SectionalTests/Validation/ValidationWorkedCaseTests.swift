import Foundation
import Sectional
import Testing

/// The worked cases of BatchUpdateRules.md that involve more than one rule (E2, E3, E5, E6–E9);
/// the others are tested beside the rule they illustrate.
@Suite("Batch validation: worked cases")
struct ValidationWorkedCaseTests {
  @Test func e2AReloadLandsOnAMoveDestination() {
    // Before [A,B,C,D], after [D,A,C]: the reload of C lands at (0,1), where A arrives.
    let batch = BatchUpdate(
      itemDeletes: [itemPath(0, 1)], itemReloads: [itemPath(0, 2)],
      itemMoves: [itemMove((0, 0), (0, 1)), itemMove((0, 3), (0, 0))])
    let error = rejection(of: batch, before: [4], after: [3])
    #expect(error?.rule == .insertAndMoveToSameIndexPath)
    #expect(
      error?.message
        == "attempt to perform an insert and a move to the same index path (\(printed(0, 1)))")
  }

  @Test func e3ASectionReloadLandsOnASectionMoveDestination() {
    let batch = BatchUpdate(
      sectionDeletes: [4], sectionInserts: [2], sectionReloads: [3],
      sectionMoves: [sectionMove(2, 4)])
    let sixSections = [1, 1, 1, 1, 1, 1]
    let error = rejection(of: batch, before: sixSections, after: sixSections)
    #expect(error?.rule == .insertAndMoveToSameSection)
    #expect(error?.message == "attempt to perform an insert and a move to the same section (4)")
  }

  @Test func e5AReloadInAMovedSectionLandsInTheWrongSection() {
    let batch = BatchUpdate(sectionMoves: [sectionMove(1, 0)], itemReloads: [itemPath(1, 0)])
    let error = rejection(of: batch, before: [2, 2], after: [2, 2])
    #expect(
      error?.message
        == itemCountMessage(section: 0, after: 2, before: 2, inserted: 0, deleted: 1))
  }

  @Test func e6ItemDeletesInADeletedSectionAreDroppedUnchecked() {
    let batch = BatchUpdate(sectionDeletes: [0], itemDeletes: [itemPath(0, 0), itemPath(0, 99)])
    #expect(accepted(batch, before: [2, 1], after: [1]) != nil)
  }

  @Test func e7ItemInsertsInAnInsertedSectionAreDropped() {
    let batch = BatchUpdate(sectionInserts: [0], itemInserts: [itemPath(0, 0)])
    #expect(accepted(batch, before: [1], after: [1, 1]) != nil)
  }

  @Test func e7ItemInsertsInAnInsertedSectionAreStillBoundsChecked() {
    let batch = BatchUpdate(sectionInserts: [0], itemInserts: [itemPath(0, 5)])
    #expect(
      rejection(of: batch, before: [1], after: [1, 1])?.message
        == "attempt to insert item 5 into section 0, but there are only 1 items in section 0 after "
        + "the update")
  }

  @Test func e8AReloadInADeletedSectionKeepsItsInsert() {
    let batch = BatchUpdate(sectionDeletes: [0], itemReloads: [itemPath(0, 1)])
    #expect(
      rejection(of: batch, before: [2, 3], after: [3])?.message
        == itemCountMessage(section: 0, after: 3, before: 3, inserted: 1, deleted: 0))
  }

  @Test func e8TheSurvivingInsertCanFailItsBounds() {
    let batch = BatchUpdate(sectionDeletes: [0], itemReloads: [itemPath(0, 1)])
    #expect(rejection(of: batch, before: [2, 0], after: [0])?.rule == .insertItemOutOfBounds)
    #expect(rejection(of: batch, before: [2], after: [])?.rule == .insertItemIntoNonexistentSection)
  }

  @Test(arguments: [BatchUpdate.Strictness.uikit, .strict])
  func e9TwoInsertsAtOneIndexPathAreBothCounted(strictness: BatchUpdate.Strictness) {
    let batch = BatchUpdate(itemInserts: [itemPath(0, 0), itemPath(0, 0)])
    let update = accepted(batch, before: [2], after: [4], strictness: strictness)
    #expect(update != nil)
    // Nothing fills the fourth position: the view dequeues a fresh cell there.
    #expect(update?.indexPathBeforeUpdate(forIndexPathAfter: itemPath(0, 3)) == nil)
    #expect(update?.indexPathAfterUpdate(forIndexPathBefore: itemPath(0, 1)) == itemPath(0, 2))
  }
}
