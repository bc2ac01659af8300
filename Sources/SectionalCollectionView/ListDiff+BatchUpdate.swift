import Foundation
import SectionalDiffing

extension ListDiff {
  /// How a diff whose elements both move and change becomes collection view batches.
  ///
  /// UIKit rejects a batch that reloads an item it also moves, and it places a reload by counting
  /// only the batch's deletes and inserts, never its moves: with any move in the batch, a reloaded
  /// item can land on another item's destination and the batch fails ("attempt to perform an
  /// insert and a move to the same index path"). Without moves, a reload always lands where the
  /// item belongs, so both stagings reload updated items in place in a single batch.
  public enum UpdateStaging: Sendable, Hashable {
    /// One batch. When the batch has moves, every updated item is deleted at its old index path and
    /// inserted at its new one instead of being reloaded.
    ///
    /// This is the default: one batch is one animation, and the data source goes from the old
    /// list to the new one in one step. The visual cost is small, because UIKit performs a reload
    /// as a delete plus an insert anyway; an item that moves and changes cross-fades at its new
    /// position instead of sliding there.
    case singleBatch

    /// Two batches when updated items meet moves: the first deletes, inserts and moves, the second
    /// reloads the updated items at their new index paths.
    ///
    /// Choose this to keep the slide animation of items that move and change. The data source
    /// must hold the new list from the first batch on; the second batch only refreshes cells.
    case reloadsAfterMoves
  }

  /// Returns the collection view batches that apply this diff to one section.
  ///
  /// The batches never put one item in two conflicting roles: no item is both reloaded and moved,
  /// or both deleted and moved, and no reload is placed where another item arrives. The rules are
  /// those of `UICollectionView.performBatchUpdates` (R4, R7 of <doc:BatchUpdateRules>).
  ///
  /// A view whose data source shows `rows` in section 0 moves to `newRows` so:
  ///
  /// ```swift
  /// @MainActor
  /// func show(_ newRows: [String], in collectionView: any CollectionView, rows: inout [String]) {
  ///   let diff = ListDiff(from: rows, to: newRows)
  ///   for batch in diff.batchUpdates(inSection: 0) {
  ///     collectionView.performBatchUpdates(
  ///       describedBy: {
  ///         rows = newRows  // what the data source shows from now on
  ///         return batch
  ///       }, completion: nil)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - section: The section the list is shown in.
  ///   - staging: How updated items are sent when the diff also moves items.
  /// - Returns: No batch for an empty diff, one batch in most cases, and two only for
  ///   ``UpdateStaging/reloadsAfterMoves`` when the diff has both moves and updates.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the lengths of the two lists.
  public func batchUpdates(
    inSection section: Int,
    staging: UpdateStaging = .singleBatch
  ) -> [BatchUpdate] {
    guard !isEmpty else { return [] }
    func paths(_ indices: some Sequence<Int>) -> [IndexPath] {
      indices.map { IndexPath(item: $0, section: section) }
    }
    func itemMoves(_ moves: some Sequence<Move>) -> [BatchUpdate.ItemMove] {
      moves.map {
        BatchUpdate.ItemMove(
          from: IndexPath(item: $0.from, section: section),
          to: IndexPath(item: $0.to, section: section)
        )
      }
    }

    switch staging {
    case .singleBatch:
      let operations = itemOperations(reloadingInPlace: moves.isEmpty)
      return [
        BatchUpdate(
          itemDeletes: paths(operations.deletes.indexSet),
          itemInserts: paths(operations.inserts.indexSet),
          itemReloads: paths(operations.reloads.indexSet),
          itemMoves: itemMoves(operations.moves)
        )
      ]
    case .reloadsAfterMoves:
      guard !moves.isEmpty, !updateIndices.isEmpty else {
        return batchUpdates(inSection: section, staging: .singleBatch)
      }
      let destinations = destinationOfOldIndices()
      return [
        BatchUpdate(
          itemDeletes: paths(deletes),
          itemInserts: paths(inserts),
          itemMoves: itemMoves(moves)
        ),
        BatchUpdate(itemReloads: paths(updates.map { destinations[$0] }.sorted())),
      ]
    }
  }

  /// The operations of one batch that applies this diff: updated items are reloaded in place, or
  /// deleted at their old index and inserted at their new one.
  ///
  /// Reloading in place is only safe when nothing in the batch moves, because UIKit places a
  /// reload by counting deletes and inserts but never moves (R4, R13); moved items are never
  /// reloaded (R7).
  ///
  /// - Parameter reloadingInPlace: Whether updated items may be reloaded in place. Pass `false`
  ///   when the batch moves anything, items or sections.
  /// - Returns: The deletes and reloads (old indices), inserts (new indices) and moves.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the lengths of the two lists.
  package func itemOperations(reloadingInPlace: Bool) -> (
    deletes: DiffIndices, inserts: DiffIndices, moves: [Move], reloads: DiffIndices
  ) {
    guard !reloadingInPlace, !updateIndices.isEmpty else {
      return (deleteIndices, insertIndices, moves, updateIndices)
    }
    let destinations = destinationOfOldIndices()
    var deletesAndUpdates = deletes
    deletesAndUpdates.formUnion(updates)
    var insertsAndUpdates = inserts
    var movesOfKeptContent: [Move] = []
    let updateRuns = updateIndices.runs
    for run in 0..<updateRuns.runCount {
      for oldIndex in updateRuns.run(run) {
        insertsAndUpdates.insert(destinations[oldIndex])
      }
    }
    for move in moves where !updateRuns.contains(move.from) {
      movesOfKeptContent.append(move)
    }
    return (.set(deletesAndUpdates), .set(insertsAndUpdates), movesOfKeptContent, .empty)
  }
}
