import Foundation
import Sectional
import Testing

/// Where a validated update carries each section and item, checked on hand-computed examples.
@Suite("Batch validation: mapping")
struct ValidationMappingTests {
  @Test func e17MovesOneItemAcrossSections() throws {
    let update = try #require(
      accepted(
        BatchUpdate(itemMoves: [itemMove((0, 0), (1, 0))]), before: [2, 1], after: [1, 2]))
    #expect(update.indexPathAfterUpdate(forIndexPathBefore: itemPath(0, 0)) == itemPath(1, 0))
    #expect(update.indexPathAfterUpdate(forIndexPathBefore: itemPath(0, 1)) == itemPath(0, 0))
    #expect(update.indexPathAfterUpdate(forIndexPathBefore: itemPath(1, 0)) == itemPath(1, 1))
    #expect(update.indexPathBeforeUpdate(forIndexPathAfter: itemPath(0, 0)) == itemPath(0, 1))
    #expect(update.indexPathBeforeUpdate(forIndexPathAfter: itemPath(1, 0)) == itemPath(0, 0))
    #expect(update.indexPathBeforeUpdate(forIndexPathAfter: itemPath(1, 1)) == itemPath(1, 0))
    #expect(update.sectionAfterUpdate(forSectionBefore: 0) == 0)
    #expect(update.sectionAfterUpdate(forSectionBefore: 1) == 1)
  }

  @Test func itemsThatStayFillTheFreePositionsInOrder() throws {
    // Before [a,b,c,d]: delete b, reload c (lands at 2), move d to 1, insert at 0.
    let batch = BatchUpdate(
      itemDeletes: [itemPath(0, 1)], itemInserts: [itemPath(0, 0)], itemReloads: [itemPath(0, 2)],
      itemMoves: [itemMove((0, 3), (0, 1))])
    let update = try #require(accepted(batch, before: [4], after: [4]))
    let forward = (0..<4).map { update.indexPathAfterUpdate(forIndexPathBefore: itemPath(0, $0)) }
    #expect(forward == [itemPath(0, 3), nil, nil, itemPath(0, 1)])
    let backward = (0..<4).map { update.indexPathBeforeUpdate(forIndexPathAfter: itemPath(0, $0)) }
    #expect(backward == [nil, itemPath(0, 3), nil, itemPath(0, 0)])
  }

  @Test func sectionsThatStayFillTheFreePositionsInOrder() throws {
    let batch = BatchUpdate(
      sectionDeletes: [1], sectionInserts: [0], sectionReloads: [2],
      sectionMoves: [sectionMove(3, 1)])
    let update = try #require(accepted(batch, before: [1, 1, 1, 1], after: [1, 1, 1, 1]))
    let forward = (0..<4).map { update.sectionAfterUpdate(forSectionBefore: $0) }
    #expect(forward == [3, nil, nil, 1])
    let backward = (0..<4).map { update.sectionBeforeUpdate(forSectionAfter: $0) }
    #expect(backward == [nil, 3, nil, 0])
  }

  @Test func itemsFollowTheirMovedSection() throws {
    let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1)])
    let update = try #require(accepted(batch, before: [2, 1], after: [1, 2]))
    #expect(update.indexPathAfterUpdate(forIndexPathBefore: itemPath(0, 1)) == itemPath(1, 1))
    #expect(update.indexPathAfterUpdate(forIndexPathBefore: itemPath(1, 0)) == itemPath(0, 0))
  }

  @Test func itemsOfDeletedAndReloadedSectionsHaveNoDestination() throws {
    let batch = BatchUpdate(sectionDeletes: [0], sectionReloads: [1])
    let update = try #require(accepted(batch, before: [1, 1, 1], after: [3, 1]))
    #expect(update.indexPathAfterUpdate(forIndexPathBefore: itemPath(0, 0)) == nil)
    #expect(update.indexPathAfterUpdate(forIndexPathBefore: itemPath(1, 0)) == nil)
    #expect(update.indexPathAfterUpdate(forIndexPathBefore: itemPath(2, 0)) == itemPath(1, 0))
    #expect(update.indexPathBeforeUpdate(forIndexPathAfter: itemPath(0, 2)) == nil)
  }

  @Test func itemsOfInsertedSectionsHaveNoSource() throws {
    let update = try #require(
      accepted(BatchUpdate(sectionInserts: [0]), before: [1], after: [2, 1]))
    #expect(update.indexPathBeforeUpdate(forIndexPathAfter: itemPath(0, 1)) == nil)
    #expect(update.indexPathBeforeUpdate(forIndexPathAfter: itemPath(1, 0)) == itemPath(0, 0))
  }

  @Test func indexPathsThatDoNotExistMapToNil() throws {
    let update = try #require(accepted(BatchUpdate(), before: [2], after: [2]))
    #expect(update.indexPathAfterUpdate(forIndexPathBefore: itemPath(0, 2)) == nil)
    #expect(update.indexPathAfterUpdate(forIndexPathBefore: itemPath(1, 0)) == nil)
    #expect(update.indexPathAfterUpdate(forIndexPathBefore: itemPath(-1, 0)) == nil)
    #expect(update.indexPathBeforeUpdate(forIndexPathAfter: itemPath(0, -1)) == nil)
    #expect(update.indexPathBeforeUpdate(forIndexPathAfter: IndexPath(index: 0)) == nil)
    #expect(update.sectionAfterUpdate(forSectionBefore: 1) == nil)
    #expect(update.sectionBeforeUpdate(forSectionAfter: Int.min) == nil)
  }

  @Test func theValidatedUpdateKeepsItsInputs() throws {
    let batch = BatchUpdate(itemInserts: [itemPath(0, 0)])
    let update = try batch.validated(itemCountsBefore: [1], itemCountsAfter: [2])
    #expect(update.batch == batch)
    #expect(update.itemCountsBefore == [1])
    #expect(update.itemCountsAfter == [2])
    #expect(update.strictness == .strict)
  }
}
