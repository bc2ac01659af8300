import Foundation
import Sectional
import Testing

private func path(_ item: Int) -> IndexPath {
  IndexPath(item: item, section: 0)
}

private func itemMove(_ from: Int, _ to: Int) -> BatchUpdate.ItemMove {
  BatchUpdate.ItemMove(from: path(from), to: path(to))
}

@Suite("ListDiff batch updates")
struct ListDiffBatchUpdateTests {
  @Test func anEmptyDiffNeedsNoBatch() {
    #expect(ListDiff(from: items("abc"), to: items("abc")).batchUpdates(inSection: 0).isEmpty)
  }

  @Test func indexPathsUseTheGivenSection() {
    let batch = ListDiff(from: items("ab"), to: items("b")).batchUpdates(inSection: 3)
    #expect(batch == [BatchUpdate(itemDeletes: [IndexPath(item: 0, section: 3)])])
  }

  @Test func withoutMovesUpdatesAreReloadedInPlace() {
    let diff = ListDiff(from: items("abcd"), to: items("xab'd"))
    #expect(
      diff.batchUpdates(inSection: 0) == [
        BatchUpdate(itemDeletes: [path(2)], itemInserts: [path(0)], itemReloads: [path(1)])
      ])
  }

  @Test(arguments: [ListDiff.UpdateStaging.singleBatch, .reloadsAfterMoves])
  func withoutUpdatesMovesAreSentInOneBatch(staging: ListDiff.UpdateStaging) {
    let diff = ListDiff(from: items("abc"), to: items("bca"))
    #expect(
      diff.batchUpdates(inSection: 0, staging: staging) == [
        BatchUpdate(itemMoves: [itemMove(0, 2)])
      ])
  }

  @Test func singleBatchTurnsUpdatesBesideMovesIntoDeletesAndInserts() {
    // The spec's E2: before [A,B,C,D], after [D,A,C′]. Reloading C at (0,2) would land at (0,1),
    // where A arrives.
    let diff = ListDiff(from: items("abcd"), to: items("dac'"))
    #expect(
      diff.batchUpdates(inSection: 0, staging: .singleBatch) == [
        BatchUpdate(
          itemDeletes: [path(1), path(2)], itemInserts: [path(2)], itemMoves: [itemMove(3, 0)])
      ])
  }

  @Test func singleBatchSendsAMovedAndUpdatedItemAsDeleteAndInsert() {
    let diff = ListDiff(from: items("abc"), to: items("bca'"))
    #expect(
      diff.batchUpdates(inSection: 0, staging: .singleBatch) == [
        BatchUpdate(itemDeletes: [path(0)], itemInserts: [path(2)])
      ])
  }

  @Test func reloadsAfterMovesSlidesFirstThenReloadsAtNewIndexPaths() {
    let diff = ListDiff(from: items("abcd"), to: items("dac'"))
    #expect(
      diff.batchUpdates(inSection: 0, staging: .reloadsAfterMoves) == [
        BatchUpdate(itemDeletes: [path(1)], itemMoves: [itemMove(3, 0)]),
        BatchUpdate(itemReloads: [path(2)]),
      ])
  }

  @Test(arguments: [ListDiff.UpdateStaging.singleBatch, .reloadsAfterMoves])
  func batchesShowTheNewListWhenAppliedByUIKitRules(staging: ListDiff.UpdateStaging) {
    let old = items("abcdefgh")
    let new = items("hxb'dc'ag'fy")
    let diff = ListDiff(from: old, to: new)
    let result = showing(old, afterBatchesOf: diff, staging: staging, dataSource: new)
    #expect((try? result.get()) == new, "\(result)")
  }

  @Test func descriptionListsOneOperationKindPerLine() {
    let batch = BatchUpdate(
      sectionInserts: [2], itemDeletes: [path(1), path(4)], itemMoves: [itemMove(2, 5)])
    #expect(
      batch.description == "insert sections [2]\ndelete items [0-1, 0-4]\nmove items [0-2→0-5]")
  }

  @Test func theOneLineDescriptionSeparatesTheSameGroupsWithSemicolons() {
    let batch = BatchUpdate(
      sectionInserts: [2], itemDeletes: [path(1), path(4)], itemMoves: [itemMove(2, 5)])
    #expect(
      batch.oneLineDescription
        == "insert sections [2]; delete items [0-1, 0-4]; move items [0-2→0-5]")
    #expect(BatchUpdate().oneLineDescription == "empty batch")
  }

  @Test func anEmptyBatchSaysSo() {
    #expect(BatchUpdate().isEmpty)
    #expect(BatchUpdate().description == "empty batch")
  }
}

/// The simulation that judges the batches above must itself fail where UIKit fails.
@Suite("Section batch simulation")
struct SectionBatchSimulationTests {
  @Test func aReloadPlacedIgnoringMovesCollidesWithAMoveDestination() {
    // The spec's E2: delete (0,1), move (0,0)→(0,1), move (0,3)→(0,0), reload (0,2).
    var section = SectionBatchSimulation(showing: Array("ABCD"))
    let batch = BatchUpdate(
      itemDeletes: [path(1)], itemReloads: [path(2)], itemMoves: [itemMove(0, 1), itemMove(3, 0)])
    #expect(throws: SectionBatchSimulation<Character>.Failure.self) {
      try section.apply(batch, dataSourceAfter: Array("DAC"))
    }
  }

  @Test func reloadingAnItemThatMovesIsRejected() {
    // The spec's E4: reload (0,3), delete (0,2), move (0,3)→(0,0).
    var section = SectionBatchSimulation(showing: Array("ABCD"))
    let batch = BatchUpdate(
      itemDeletes: [path(2)], itemReloads: [path(3)], itemMoves: [itemMove(3, 0)])
    #expect(throws: SectionBatchSimulation<Character>.Failure.self) {
      try section.apply(batch, dataSourceAfter: Array("DAB"))
    }
  }

  @Test func aCountMismatchIsRejected() {
    var section = SectionBatchSimulation(showing: Array("AB"))
    #expect(throws: SectionBatchSimulation<Character>.Failure.self) {
      try section.apply(BatchUpdate(itemInserts: [path(2)]), dataSourceAfter: Array("ABCD"))
    }
  }

  @Test func aValidBatchCarriesCellsWithTheirItems() throws {
    var section = SectionBatchSimulation(showing: Array("ABC"))
    try section.apply(
      BatchUpdate(itemDeletes: [path(1)], itemInserts: [path(0)], itemMoves: [itemMove(2, 1)]),
      dataSourceAfter: Array("XCA"))
    #expect(section.shown == Array("XCA"))
  }
}
