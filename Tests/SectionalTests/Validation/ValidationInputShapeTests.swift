import Foundation
import Sectional
import Testing

/// Validation turns any input into a verdict, never a trap (S1, S2, absurd values).
@Suite("Batch validation: any input")
struct ValidationInputShapeTests {
  @Test func anIndexPathWithoutTwoIndexesIsRejected() {
    let batch = BatchUpdate(itemDeletes: [IndexPath(index: 3)])
    let error = rejection(of: batch, before: [4], after: [3])
    #expect(error?.rule == .malformedIndexPath)
    #expect(error?.rule.specificationID == "S1")
    #expect(
      error?.message
        == "invalid index path (<NSIndexPath> {length = 1, path = 3}): an index path of a batch "
        + "update has exactly two indexes, a section and an item")
  }

  @Test func aMalformedMoveOrReconfigureIsRejected() {
    let move = BatchUpdate.ItemMove(from: IndexPath(), to: itemPath(0, 0))
    #expect(
      rejection(of: BatchUpdate(itemMoves: [move]), before: [1], after: [1])?.rule
        == .malformedIndexPath)
    let reconfigure = BatchUpdate(itemReconfigures: [IndexPath(indexes: [0, 0, 0])])
    #expect(rejection(of: reconfigure, before: [1], after: [1])?.rule == .malformedIndexPath)
  }

  @Test func aNegativeCountIsRejected() {
    let error = rejection(of: BatchUpdate(), before: [1, -2], after: [1, 1])
    #expect(error?.rule == .negativeItemCount)
    #expect(error?.rule.specificationID == "S2")
    #expect(
      error?.message
        == "invalid number of items in section 1 before the update (-2): an item count cannot be "
        + "negative")
  }

  @Test func emptyCollectionsValidate() {
    #expect(accepted(BatchUpdate(), before: [], after: []) != nil)
    #expect(rejection(of: BatchUpdate(), before: [], after: [0])?.rule == .invalidSectionCount)
  }

  @Test func absurdIndicesAreRejectedWithoutTrapping() {
    let extremes = [Int.min, -1, Int.max]
    for value in extremes {
      let paths = [itemPath(value, 0), itemPath(0, value), itemPath(value, value)]
      for path in paths {
        let batches = [
          BatchUpdate(itemDeletes: [path]), BatchUpdate(itemInserts: [path]),
          BatchUpdate(itemReloads: [path]),
          BatchUpdate(itemMoves: [.init(from: path, to: itemPath(0, 0))]),
          BatchUpdate(itemMoves: [.init(from: itemPath(0, 0), to: path)]),
          BatchUpdate(itemReconfigures: [path]),
          BatchUpdate(sectionMoves: [sectionMove(value, 0)]),
          BatchUpdate(sectionMoves: [sectionMove(0, value)]),
          BatchUpdate(
            itemDeletes: [path], itemInserts: [path, itemPath(0, 0)], itemReloads: [itemPath(0, 0)]),
          BatchUpdate(itemInserts: [path], itemReloads: [itemPath(0, 0)]),
          BatchUpdate(itemDeletes: [path, path], itemReloads: [itemPath(0, 0)]),
        ]
        for batch in batches {
          #expect(rejection(of: batch, before: [1], after: [1]) != nil, "\(batch)")
        }
      }
    }
  }

  @Test func absurdCountsAreComparedWithoutOverflow() {
    let batch = BatchUpdate(itemInserts: [itemPath(0, 0)])
    #expect(rejection(of: batch, before: [Int.max], after: [Int.max])?.rule == .invalidItemCount)
    #expect(accepted(batch, before: [Int.max - 1], after: [Int.max]) != nil)
  }

  @Test func errorsDescribeThemselvesWithTheirRule() {
    let error = rejection(of: BatchUpdate(sectionDeletes: [1]), before: [1], after: [])
    #expect(
      error?.description
        == "attempt to delete section 1, but there are only 1 sections before the update [M2]")
  }

  @Test func onlyUIKitsMessagesAreMarkedAsRaisedByUIKit() {
    let raised = BatchUpdateError.Rule.allCases.filter(\.isRaisedByUIKit)
    #expect(raised.count == 25)
    #expect(!BatchUpdateError.Rule.reloadDataInsideBatchUpdates.isRaisedByUIKit)
    #expect(BatchUpdateError.reloadDataInsideBatchUpdates.rule.specificationID == "R20")
  }

  @Test func everyRuleHasItsOwnIdentifier() {
    let identifiers = BatchUpdateError.Rule.allCases.map(\.specificationID)
    #expect(Set(identifiers).count == identifiers.count)
  }
}
