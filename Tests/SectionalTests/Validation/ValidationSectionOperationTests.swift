import Foundation
import Sectional
import Testing

/// How section operations swallow or break the item operations around them (R11, R12, R13).
@Suite("Batch validation: item operations in changed sections")
struct ValidationSectionOperationTests {
  @Test func aReloadedSectionSwallowsItsItemDeletesInsertsAndReloads() {
    let batch = BatchUpdate(
      sectionReloads: [0], itemDeletes: [itemPath(0, 0)], itemInserts: [itemPath(0, 4)],
      itemReloads: [itemPath(0, 1)])
    #expect(accepted(batch, before: [2], after: [5]) != nil)
  }

  @Test func anItemMoveOutOfAReloadedSectionIsM5() {
    let batch = BatchUpdate(sectionReloads: [0], itemMoves: [itemMove((0, 0), (1, 0))])
    #expect(rejection(of: batch, before: [2, 1], after: [2, 2])?.rule == .moveFromDeletedSection)
  }

  @Test func anItemMoveIntoAReloadedSectionIsM11() {
    let batch = BatchUpdate(sectionReloads: [1], itemMoves: [itemMove((0, 0), (1, 0))])
    let error = rejection(of: batch, before: [2, 1], after: [1, 2])
    #expect(error?.message == "cannot move an item into a newly inserted section (1)")
  }

  @Test func aReloadedSectionIsPlacedByDeletesAndInsertsOnly() {
    let batch = BatchUpdate(sectionDeletes: [0], sectionInserts: [0, 1], sectionReloads: [2])
    let update = accepted(batch, before: [1, 1, 1], after: [1, 1, 1, 1])
    // Section 2 loses one section above it and gains two: the reload lands at 3.
    #expect(update?.sectionBeforeUpdate(forSectionAfter: 3) == nil)
    #expect(update?.sectionBeforeUpdate(forSectionAfter: 2) == 1)
  }

  @Test func aReloadInAMovedSectionFailsTheCountAsInR13() {
    let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1)], itemReloads: [itemPath(0, 0)])
    #expect(rejection(of: batch, before: [1, 1], after: [1, 1])?.rule == .invalidItemCount)
  }

  @Test func anItemDeleteInADeletedSectionStillMovesAReloadBelowIt() {
    // UIKit's walk reaches section 0 after deleting it and counts its item delete (R4).
    let batch = BatchUpdate(
      sectionDeletes: [0], itemDeletes: [itemPath(0, 0)], itemReloads: [itemPath(1, 1)])
    let update = accepted(batch, before: [1, 3], after: [3])
    #expect(update?.indexPathBeforeUpdate(forIndexPathAfter: itemPath(0, 0)) == nil)
    #expect(update?.indexPathBeforeUpdate(forIndexPathAfter: itemPath(0, 1)) == itemPath(1, 0))
    #expect(update?.indexPathBeforeUpdate(forIndexPathAfter: itemPath(0, 2)) == itemPath(1, 2))
  }

  @Test func anItemInsertInAnInsertedSectionStillMovesAReloadAfterIt() {
    // The walk passes inserted section 0 while it is the current section (R4).
    let batch = BatchUpdate(
      sectionInserts: [0], itemInserts: [itemPath(0, 0)], itemReloads: [itemPath(0, 0)])
    let update = accepted(batch, before: [2], after: [1, 2])
    #expect(update?.indexPathBeforeUpdate(forIndexPathAfter: itemPath(1, 0)) == itemPath(0, 1))
    #expect(update?.indexPathBeforeUpdate(forIndexPathAfter: itemPath(1, 1)) == nil)
  }
}
