import Foundation
import Sectional
import Testing

/// Reconfigures in a batch: Sectional's inferred rules S3–S5, checked in every mode.
@Suite("Batch validation: reconfigures")
struct ValidationReconfigureTests {
  @Test func aReconfigureOfAnItemThatStaysIsAccepted() {
    let batch = BatchUpdate(itemInserts: [itemPath(0, 0)], itemReconfigures: [itemPath(0, 1)])
    #expect(accepted(batch, before: [2], after: [3]) != nil)
  }

  @Test func aReconfigureOfAMissingSectionIsRejected() {
    let error = rejection(
      of: BatchUpdate(itemReconfigures: [itemPath(3, 0)]), before: [1], after: [1])
    #expect(error?.rule == .reconfigureOutOfBounds)
    #expect(error?.rule.specificationID == "S3")
    #expect(
      error?.message
        == "attempt to reconfigure item 0 in section 3, but there are only 1 sections before the "
        + "update")
  }

  @Test func aReconfigureOfAMissingItemIsRejected() {
    let error = rejection(
      of: BatchUpdate(itemReconfigures: [itemPath(0, 2)]), before: [2], after: [2])
    #expect(
      error?.message
        == "attempt to reconfigure item 2 in section 0 which only contains 2 items before the update"
    )
  }

  @Test func aReconfigureOfADeletedItemIsRejected() {
    let batch = BatchUpdate(itemDeletes: [itemPath(0, 1)], itemReconfigures: [itemPath(0, 1)])
    let error = rejection(of: batch, before: [2], after: [1])
    #expect(error?.rule == .reconfigureOfChangedItem)
    #expect(
      error?.message == "attempt to reconfigure and delete the same index path (\(printed(0, 1)))")
  }

  @Test func aReconfigureOfAReloadedItemIsRejected() {
    let batch = BatchUpdate(itemReloads: [itemPath(0, 1)], itemReconfigures: [itemPath(0, 1)])
    #expect(
      rejection(of: batch, before: [2], after: [2])?.message
        == "attempt to reconfigure and reload the same index path (\(printed(0, 1)))")
  }

  @Test func aReconfigureOfAMovedItemIsRejected() {
    let batch = BatchUpdate(
      itemMoves: [itemMove((0, 1), (0, 0))], itemReconfigures: [itemPath(0, 1)])
    #expect(
      rejection(of: batch, before: [2], after: [2])?.message
        == "attempt to reconfigure and move the same index path (\(printed(0, 1)))")
  }

  @Test func aReconfigureInADeletedSectionIsRejected() {
    let batch = BatchUpdate(sectionDeletes: [0], itemReconfigures: [itemPath(0, 0)])
    let error = rejection(of: batch, before: [1, 1], after: [1])
    #expect(error?.rule == .reconfigureInChangedSection)
    #expect(
      error?.message
        == "attempt to reconfigure index path (\(printed(0, 0))) in section 0, which the same batch "
        + "deletes")
  }

  @Test func aReconfigureInAReloadedSectionIsRejected() {
    let batch = BatchUpdate(sectionReloads: [0], itemReconfigures: [itemPath(0, 0)])
    #expect(
      rejection(of: batch, before: [1], after: [1])?.message
        == "attempt to reconfigure index path (\(printed(0, 0))) in section 0, which the same batch "
        + "reloads")
  }

  @Test func reconfiguresAreCheckedAfterUIKitsChecks() {
    let batch = BatchUpdate(itemReconfigures: [itemPath(0, 9)])
    #expect(rejection(of: batch, before: [1], after: [2])?.rule == .invalidItemCount)
  }

  @Test func reconfiguresAreCheckedInUIKitMode() {
    let batch = BatchUpdate(itemReconfigures: [itemPath(0, 9)])
    #expect(
      rejection(of: batch, before: [1], after: [1], strictness: .uikit)?.rule
        == .reconfigureOutOfBounds)
  }
}
