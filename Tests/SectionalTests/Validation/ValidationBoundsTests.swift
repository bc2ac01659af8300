import Foundation
import Sectional
import Testing

/// Bounds, as BatchUpdateRules.md states them: every index must exist on its side of the update
/// (M2, M6–M8, M12–M19), and reloads are checked as deletes (R5).
@Suite("Batch validation: bounds")
struct ValidationBoundsTests {
  @Test func deletingASectionPastTheEndIsM2() {
    let error = rejection(
      of: BatchUpdate(sectionDeletes: [4]), before: [1, 1, 1, 1], after: [1, 1, 1])
    #expect(error?.rule == .deleteSectionOutOfBounds)
    #expect(error?.rule.specificationID == "M2")
    #expect(
      error?.message
        == "attempt to delete section 4, but there are only 4 sections before the update"
    )
  }

  @Test func reloadingASectionPastTheEndUsesTheDeleteMessage() {
    let error = rejection(of: BatchUpdate(sectionReloads: [4]), before: [1, 1, 1, 1], after: [1])
    #expect(error?.rule == .deleteSectionOutOfBounds)
    #expect(
      error?.message
        == "attempt to delete section 4, but there are only 4 sections before the update"
    )
  }

  @Test func deletingAnItemOfAMissingSectionIsM6() {
    let error = rejection(of: BatchUpdate(itemDeletes: [itemPath(2, 0)]), before: [1], after: [0])
    #expect(error?.rule == .deleteItemFromNonexistentSection)
    #expect(
      error?.message
        == "attempt to delete item 0 from section 2, but there are only 1 sections before the update"
    )
  }

  @Test func deletingAnItemPastTheEndIsM7AsInE14() {
    let error = rejection(
      of: BatchUpdate(itemDeletes: [itemPath(0, 16)]), before: [16], after: [15])
    #expect(error?.rule == .deleteItemOutOfBounds)
    #expect(
      error?.message
        == "attempt to delete item 16 from section 0 which only contains 16 items before the update"
    )
  }

  @Test func reloadingAnItemPastTheEndUsesTheDeleteMessage() {
    let error = rejection(of: BatchUpdate(itemReloads: [itemPath(0, 5)]), before: [2], after: [2])
    #expect(error?.rule == .deleteItemOutOfBounds)
    #expect(
      error?.message
        == "attempt to delete item 5 from section 0 which only contains 2 items before the update")
  }

  @Test func aNegativeItemIsOutOfBounds() {
    let error = rejection(of: BatchUpdate(itemDeletes: [itemPath(0, -1)]), before: [2], after: [1])
    #expect(
      error?.message
        == "attempt to delete item -1 from section 0 which only contains 2 items before the update")
  }

  @Test func insertingASectionPastTheEndIsM8() {
    let error = rejection(of: BatchUpdate(sectionInserts: [2]), before: [1], after: [1, 1])
    #expect(error?.rule == .insertSectionOutOfBounds)
    #expect(
      error?.message == "attempt to insert section 2 but there are only 2 sections after the update"
    )
  }

  @Test func insertingAnItemIntoAMissingSectionIsM12() {
    let error = rejection(of: BatchUpdate(itemInserts: [itemPath(3, 0)]), before: [1], after: [2])
    #expect(error?.rule == .insertItemIntoNonexistentSection)
    #expect(
      error?.message
        == "attempt to insert item 0 into section 3, but there are only 1 sections after the update"
    )
  }

  @Test func insertingAnItemPastTheEndIsM13AsInE15() {
    let error = rejection(of: BatchUpdate(itemInserts: [itemPath(0, 0)]), before: [0], after: [0])
    #expect(error?.rule == .insertItemOutOfBounds)
    #expect(
      error?.message
        == "attempt to insert item 0 into section 0, but there are only 0 items in section 0 after "
        + "the update")
  }

  @Test func movingASectionThatDoesNotExistIsM14() {
    let error = rejection(
      of: BatchUpdate(sectionMoves: [sectionMove(3, 0)]), before: [1, 1], after: [1, 1])
    #expect(error?.rule == .moveSectionFromOutOfBounds)
    #expect(
      error?.message == "attempt to move section 3, but there are only 2 sections before the update"
    )
  }

  @Test func movingASectionPastTheEndIsM15WithItsDoubledTo() {
    let error = rejection(
      of: BatchUpdate(sectionMoves: [sectionMove(0, 5)]), before: [1, 1], after: [1, 1])
    #expect(error?.rule == .moveSectionToOutOfBounds)
    #expect(
      error?.message
        == "attempt to to move section 0 to section 5, but there are only 2 sections after the "
        + "update")
  }

  @Test func movingAnItemOfAMissingSectionIsM16() {
    let error = rejection(
      of: BatchUpdate(itemMoves: [itemMove((4, 0), (0, 0))]), before: [1], after: [1])
    #expect(error?.rule == .moveItemFromNonexistentSection)
    #expect(
      error?.message
        == "attempt to move index path (\(printed(4, 0))) from a section that does not exist - "
        + "there are only 1 sections before the update")
  }

  @Test func movingAnItemThatDoesNotExistIsM17() {
    let error = rejection(
      of: BatchUpdate(itemMoves: [itemMove((0, 3), (0, 0))]), before: [2], after: [2])
    #expect(error?.rule == .moveItemFromOutOfBounds)
    #expect(
      error?.message
        == "attempt to move index path (\(printed(0, 3))) that does not exist - there are only 2 "
        + "items in section 0 before the update")
  }

  @Test func movingAnItemIntoAMissingSectionIsM18() {
    let error = rejection(
      of: BatchUpdate(itemMoves: [itemMove((0, 0), (2, 0))]), before: [2], after: [2])
    #expect(error?.rule == .moveItemToNonexistentSection)
    #expect(
      error?.message
        == "attempt to move index path (\(printed(0, 0))) to index path (\(printed(2, 0))) in "
        + "section that does not exist - there are only 1 sections after the update")
  }

  @Test func movingAnItemPastTheEndIsM19() {
    let error = rejection(
      of: BatchUpdate(itemMoves: [itemMove((0, 0), (0, 5))]), before: [2], after: [2])
    #expect(error?.rule == .moveItemToOutOfBounds)
    #expect(
      error?.message
        == "attempt to move index path (\(printed(0, 0))) to index path (\(printed(0, 5))) that "
        + "does not exist - there are only 2 items in section 0 after the update")
  }

  @Test func deletesAreCheckedBeforeInserts() {
    let batch = BatchUpdate(itemDeletes: [itemPath(0, 9)], itemInserts: [itemPath(0, 9)])
    #expect(rejection(of: batch, before: [1], after: [1])?.rule == .deleteItemOutOfBounds)
  }

  @Test func deletesAreCheckedInDescendingOrder() {
    let batch = BatchUpdate(itemDeletes: [itemPath(0, 5), itemPath(0, 7)])
    #expect(
      rejection(of: batch, before: [2], after: [0])?.message
        == "attempt to delete item 7 from section 0 which only contains 2 items before the update")
  }

  @Test func insertsAreCheckedInAscendingOrder() {
    let batch = BatchUpdate(itemInserts: [itemPath(0, 7), itemPath(0, 5)])
    #expect(
      rejection(of: batch, before: [2], after: [2])?.message
        == "attempt to insert item 5 into section 0, but there are only 2 items in section 0 after "
        + "the update")
  }

  @Test func insertsAreCheckedBeforeMoves() {
    let batch = BatchUpdate(itemInserts: [itemPath(0, 9)], itemMoves: [itemMove((0, 9), (0, 0))])
    #expect(rejection(of: batch, before: [1], after: [1])?.rule == .insertItemOutOfBounds)
  }

  @Test func aSectionDeleteInRangeIsAccepted() {
    #expect(
      accepted(BatchUpdate(sectionDeletes: [3]), before: [1, 1, 1, 1], after: [1, 1, 1]) != nil)
  }
}
