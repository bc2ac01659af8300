import Foundation
import Sectional
import Testing

/// "Conflicts" in BatchUpdateRules.md: an index may play only one role (R6–R10), checked in
/// UIKit's order.
@Suite("Batch validation: conflicts")
struct ValidationConflictTests {
  @Test func deletingAndReloadingAnItemIsM1() {
    let batch = BatchUpdate(itemDeletes: [itemPath(0, 2)], itemReloads: [itemPath(0, 2)])
    let error = rejection(of: batch, before: [3], after: [2])
    #expect(error?.rule == .deleteAndReloadSameIndexPath)
    #expect(error?.rule.specificationID == "M1")
    #expect(
      error?.message == "attempt to delete and reload the same index path (\(printed(0, 2)))")
  }

  @Test func deletingAndReloadingASectionPrintsNSNotFound() {
    let error = rejection(
      of: BatchUpdate(sectionDeletes: [1], sectionReloads: [1]), before: [1, 1], after: [1])
    #expect(
      error?.message
        == "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 1 - "
        + "9223372036854775807})")
  }

  @Test func reloadConflictsAreFoundBeforeBoundsChecks() {
    let batch = BatchUpdate(itemDeletes: [itemPath(0, 9)], itemReloads: [itemPath(0, 9)])
    #expect(rejection(of: batch, before: [1], after: [1])?.rule == .deleteAndReloadSameIndexPath)
  }

  @Test func reloadingAndMovingAnItemIsM1ForTheReloadAsInE4() {
    let batch = BatchUpdate(
      itemDeletes: [itemPath(0, 2)], itemReloads: [itemPath(0, 3)],
      itemMoves: [itemMove((0, 3), (0, 0))])
    let error = rejection(of: batch, before: [4], after: [3])
    #expect(
      error?.message == "attempt to delete and reload the same index path (\(printed(0, 3)))")
  }

  @Test func deletingAndMovingASectionIsM3() {
    let batch = BatchUpdate(sectionDeletes: [0], sectionMoves: [sectionMove(0, 1)])
    let error = rejection(of: batch, before: [1, 1], after: [1])
    #expect(error?.rule == .deleteAndMoveSameSection)
    #expect(error?.message == "attempt to perform a delete and a move from the same section (0)")
  }

  @Test func reloadingAndMovingASectionIsM3ThroughTheReloadsDelete() {
    let batch = BatchUpdate(sectionReloads: [0], sectionMoves: [sectionMove(0, 1)])
    #expect(
      rejection(of: batch, before: [1, 1], after: [1, 1])?.rule == .deleteAndMoveSameSection)
  }

  @Test func deletingAndMovingAnItemIsM4AsInE16() {
    let batch = BatchUpdate(itemDeletes: [itemPath(0, 1)], itemMoves: [itemMove((0, 1), (0, 0))])
    let error = rejection(of: batch, before: [3], after: [2])
    #expect(error?.rule == .deleteAndMoveSameIndexPath)
    #expect(
      error?.message
        == "attempt to perform a delete and a move from the same index path (\(printed(0, 1)))")
  }

  @Test func movingAnItemOutOfADeletedSectionIsM5AsInE11() {
    let batch = BatchUpdate(sectionDeletes: [0], itemMoves: [itemMove((0, 0), (1, 0))])
    let error = rejection(of: batch, before: [2, 1], after: [2])
    #expect(error?.rule == .moveFromDeletedSection)
    #expect(error?.message == "cannot move an item from a deleted section (0)")
  }

  @Test func anItemMoveOutOfADeletedSectionIsFoundBeforeItsSectionMove() {
    let batch = BatchUpdate(
      sectionDeletes: [0], sectionMoves: [sectionMove(0, 1)],
      itemMoves: [itemMove((0, 0), (1, 0))])
    #expect(rejection(of: batch, before: [2, 1], after: [2])?.rule == .moveFromDeletedSection)
  }

  @Test func insertingAndMovingToTheSameItemIsM10() {
    let batch = BatchUpdate(itemInserts: [itemPath(0, 0)], itemMoves: [itemMove((0, 2), (0, 0))])
    let error = rejection(of: batch, before: [3], after: [4])
    #expect(error?.rule == .insertAndMoveToSameIndexPath)
    #expect(
      error?.message
        == "attempt to perform an insert and a move to the same index path (\(printed(0, 0)))")
  }

  @Test func insertingAndMovingToTheSameSectionIsM9() {
    let batch = BatchUpdate(sectionInserts: [0], sectionMoves: [sectionMove(1, 0)])
    let error = rejection(of: batch, before: [1, 1], after: [1, 1, 1])
    #expect(error?.rule == .insertAndMoveToSameSection)
    #expect(error?.message == "attempt to perform an insert and a move to the same section (0)")
  }

  @Test func movingAnItemIntoAnInsertedSectionIsM11AsInE12() {
    let batch = BatchUpdate(sectionInserts: [1], itemMoves: [itemMove((0, 0), (1, 0))])
    let error = rejection(of: batch, before: [2], after: [1, 1])
    #expect(error?.rule == .moveIntoInsertedSection)
    #expect(error?.message == "cannot move an item into a newly inserted section (1)")
  }

  @Test func movingOneSectionToTwoPlacesIsM20() {
    let batch = BatchUpdate(sectionMoves: [sectionMove(0, 2), sectionMove(0, 1)])
    let error = rejection(of: batch, before: [1, 1, 1], after: [1, 1, 1])
    #expect(error?.rule == .sectionMovedToTwoDestinations)
    #expect(error?.message == "attempt to move section 0 to both section 1 and section 2")
  }

  @Test func movingOneItemToTwoPlacesIsM21() {
    let batch = BatchUpdate(itemMoves: [itemMove((0, 0), (0, 1)), itemMove((0, 0), (0, 2))])
    let error = rejection(of: batch, before: [3], after: [3])
    #expect(error?.rule == .itemMovedToTwoDestinations)
    #expect(
      error?.message
        == "attempt to move item at index path \(printed(0, 0)) to both \(printed(0, 1)) and "
        + "\(printed(0, 2))")
  }

  @Test func movingTwoSectionsToOnePlaceIsM22() {
    let batch = BatchUpdate(sectionMoves: [sectionMove(1, 2), sectionMove(0, 2)])
    let error = rejection(of: batch, before: [1, 1, 1], after: [1, 1, 1])
    #expect(error?.rule == .twoSectionsMovedToSameDestination)
    #expect(error?.message == "attempt to move both section 0 and section 1 to section 2")
  }

  @Test func movingTwoItemsToOnePlaceIsM23() {
    let batch = BatchUpdate(itemMoves: [itemMove((0, 1), (0, 2)), itemMove((0, 0), (0, 2))])
    let error = rejection(of: batch, before: [3], after: [3])
    #expect(error?.rule == .twoItemsMovedToSameDestination)
    #expect(
      error?.message
        == "attempt to move both item at index path \(printed(0, 0)) and \(printed(0, 1)) to "
        + "\(printed(0, 2))")
  }

  @Test func anExactlyRepeatedMoveIsDroppedAsInE10() {
    let move = itemMove((0, 0), (1, 0))
    let update = accepted(BatchUpdate(itemMoves: [move, move]), before: [2, 1], after: [1, 2])
    #expect(update?.indexPathAfterUpdate(forIndexPathBefore: itemPath(0, 0)) == itemPath(1, 0))
  }

  @Test func anExactlyRepeatedSectionMoveIsDropped() {
    let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1), sectionMove(0, 1)])
    #expect(accepted(batch, before: [1, 2], after: [2, 1]) != nil)
  }

  @Test func aRepeatedMoveBesideAConflictingOneIsStillM21() {
    let batch = BatchUpdate(itemMoves: [
      itemMove((0, 0), (0, 1)), itemMove((0, 0), (0, 1)), itemMove((0, 0), (0, 2)),
    ])
    #expect(rejection(of: batch, before: [3], after: [3])?.rule == .itemMovedToTwoDestinations)
  }

  @Test func moveBoundsAreCheckedMoveByMoveBeforeLaterMovesConflict() {
    // The first move is out of bounds; the second and third conflict. The first wins.
    let batch = BatchUpdate(itemMoves: [
      itemMove((0, 0), (0, 9)), itemMove((0, 1), (0, 2)), itemMove((0, 2), (0, 2)),
    ])
    #expect(rejection(of: batch, before: [3], after: [3])?.rule == .moveItemToOutOfBounds)
  }

  @Test func deleteConflictsComeBeforeInsertConflicts() {
    let batch = BatchUpdate(
      itemDeletes: [itemPath(0, 1)], itemInserts: [itemPath(0, 0)],
      itemMoves: [itemMove((0, 1), (0, 2)), itemMove((0, 2), (0, 0))])
    #expect(rejection(of: batch, before: [3], after: [3])?.rule == .deleteAndMoveSameIndexPath)
  }

  @Test func aMoveBesideUnrelatedDeletesAndInsertsIsAccepted() {
    let batch = BatchUpdate(
      itemDeletes: [itemPath(0, 0)], itemInserts: [itemPath(0, 0)],
      itemMoves: [itemMove((0, 2), (0, 1))])
    #expect(accepted(batch, before: [3], after: [3]) != nil)
  }
}
