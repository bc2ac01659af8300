import Foundation
import Sectional
import SectionalCollectionView
import SectionalDiffing
import Testing

/// A batch's item operations kept as pairs of integers, as an adapter writes them, read and
/// changed through the public properties that speak `IndexPath`.
@Suite("Item operations kept as pairs")
struct IndexPathListTests {
  private static func pairs(_ items: [(section: Int, item: Int)]) -> BatchUpdate {
    var batch = BatchUpdate()
    for (section, item) in items {
      batch.appendItemDelete(ItemKey(section: section, item: item))
    }
    return batch
  }

  @Test func pairsReadAsTheIndexPathsTheyName() {
    let batch = Self.pairs([(0, 1), (2, 0)])
    #expect(batch.itemDeletes == [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 2)])
    #expect(batch.oneLineDescription == "delete items [0-1, 2-0]")
  }

  @Test func aBatchOfPairsEqualsAndHashesAsTheSameBatchOfIndexPaths() {
    let written = BatchUpdate(
      itemDeletes: [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 2)])
    let pairs = Self.pairs([(0, 1), (2, 0)])
    #expect(pairs == written)
    #expect(Set([pairs, written]).count == 1)
    #expect(pairs != Self.pairs([(0, 1), (2, 1)]))
    #expect(pairs != Self.pairs([(0, 1)]))
  }

  @Test func aMalformedIndexPathNeverEqualsAPair() {
    let malformed = BatchUpdate(
      itemDeletes: [IndexPath(item: 1, section: 0), IndexPath(indexes: [2, 0, 0])])
    #expect(Self.pairs([(0, 1), (2, 0)]) != malformed)
  }

  @Test func changingPairsThroughThePublicPropertyKeepsEveryItem() {
    var batch = Self.pairs([(0, 1), (2, 0)])
    batch.itemDeletes.append(IndexPath(item: 4, section: 3))
    batch.appendItemDelete(ItemKey(section: 5, item: 5))
    #expect(
      batch.itemDeletes == [
        IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 2),
        IndexPath(item: 4, section: 3), IndexPath(item: 5, section: 5),
      ])
  }

  @Test func aMalformedIndexPathAddedToPairsIsKeptAndReported() {
    var batch = Self.pairs([(0, 0)])
    batch.itemDeletes.append(IndexPath(indexes: [0, 1, 2]))
    #expect(batch.itemDeletes.last == IndexPath(indexes: [0, 1, 2]))
    do {
      _ = try batch.validated(itemCountsBefore: [3], itemCountsAfter: [1])
      Issue.record("a malformed index path passed validation")
    } catch {
      #expect(error.rule == .malformedIndexPath)
    }
  }

  @Test func aListEmptiedThroughThePublicPropertyTakesPairsAgain() {
    var batch = BatchUpdate(itemDeletes: [IndexPath(item: 0, section: 0)])
    #expect(batch.itemDeleteList.pairs == nil)
    batch.itemDeletes = []
    batch.appendItemDelete(ItemKey(section: 1, item: 1))
    #expect(batch.itemDeleteList.pairs == [ItemKey(section: 1, item: 1)])
  }

  @Test func pairsAndIndexPathsAppendInOrder() {
    var list = IndexPathList<ItemKey>([IndexPath(item: 0, section: 0)])
    var pairs = IndexPathList<ItemKey>()
    pairs.append(ItemKey(section: 1, item: 1))
    list.append(contentsOf: pairs)
    #expect(list.written == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1)])
    var empty = IndexPathList<ItemKey>()
    empty.append(contentsOf: pairs)
    #expect(empty.pairs == [ItemKey(section: 1, item: 1)])
  }

  @Test func movesOfPairsReadAsMovesOfIndexPaths() {
    var batch = BatchUpdate()
    batch.appendItemMove(Move(from: ItemKey(section: 0, item: 2), to: ItemKey(section: 1, item: 0)))
    #expect(
      batch.itemMoves == [
        BatchUpdate.ItemMove(
          from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))
      ])
    #expect(batch.oneLineDescription == "move items [0-2→1-0]")
  }
}
