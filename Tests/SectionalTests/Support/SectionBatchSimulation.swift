import Foundation
import Sectional

/// One section of a collection view that validates and applies item batches by UIKit's rules
/// (the batch-update specification, R2–R10, R15, R23 and R24, for items in a single section).
///
/// `shown` is what the section's cells display. A valid batch carries visible cells along with
/// their items; inserted and reloaded items are dequeued from the data source, so they show the
/// data source's content at their final position. Everything else keeps the content it showed.
struct SectionBatchSimulation<Element> {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private(set) var shown: [Element]

  init(showing elements: [Element]) {
    shown = elements
  }

  /// Validates `batch` against the section as shown and the data source's elements after the
  /// update, then applies it.
  mutating func apply(_ batch: BatchUpdate, dataSourceAfter after: [Element]) throws(Failure) {
    let beforeCount = shown.count
    let afterCount = after.count
    let deletes = batch.itemDeletes.map(\.item)
    let inserts = batch.itemInserts.map(\.item)
    let reloads = batch.itemReloads.map(\.item)
    let moves = batch.itemMoves.map { (from: $0.from.item, to: $0.to.item) }
    let allPaths = batch.itemDeletes + batch.itemInserts + batch.itemReloads
    guard allPaths.allSatisfy({ $0.section == 0 }),
      batch.itemMoves.allSatisfy({ $0.from.section == 0 && $0.to.section == 0 })
    else {
      throw Failure(description: "the simulation covers section 0 only")
    }

    // Bounds (M7, M13, M17, M19); reloads use the delete messages (R5).
    for index in deletes + reloads where index >= beforeCount {
      throw Failure(
        description: "M7 attempt to delete item \(index) from section 0 which only contains "
          + "\(beforeCount) items before the update")
    }
    for index in inserts where index >= afterCount {
      throw Failure(
        description: "M13 attempt to insert item \(index) into section 0, but there are only "
          + "\(afterCount) items in section 0 after the update")
    }
    for move in moves where move.from >= beforeCount {
      throw Failure(
        description: "M17 attempt to move index path (0 - \(move.from)) that does not exist")
    }
    for move in moves where move.to >= afterCount {
      throw Failure(
        description: "M19 attempt to move index path to (0 - \(move.to)) that does not exist")
    }

    // Conflicts, in UIKit's order (R6, R7, R8, R23, R10).
    let deleteSet = Set(deletes)
    let moveSources = moves.map(\.from)
    for index in reloads where deleteSet.contains(index) || moveSources.contains(index) {
      throw Failure(
        description: "M1 attempt to delete and reload the same index path (0 - \(index))")
    }
    for index in moveSources where deleteSet.contains(index) {
      throw Failure(
        description:
          "M4 attempt to perform a delete and a move from the same index path (0 - \(index))")
    }
    guard deleteSet.count == deletes.count else {
      throw Failure(description: "R23 the same index path is deleted twice")
    }
    guard Set(moveSources).count == moveSources.count else {
      throw Failure(description: "M21 attempt to move one item to two destinations")
    }
    guard Set(moves.map(\.to)).count == moves.count else {
      throw Failure(description: "M23 attempt to move two items to one destination")
    }

    // Each reload becomes a delete at its index plus an insert placed by counting the explicit
    // deletes (descending) and inserts (ascending), never the moves (R3, R4).
    let reloadInserts = reloads.map { reload in
      var index = reload
      for delete in deletes.sorted(by: >) where delete <= index {
        index -= 1
      }
      for insert in inserts.sorted() where insert <= index {
        index += 1
      }
      return index
    }
    let allInserts = inserts + reloadInserts
    for move in moves where allInserts.contains(move.to) {
      throw Failure(
        description:
          "M10 attempt to perform an insert and a move to the same index path (0 - \(move.to))")
    }
    guard Set(allInserts).count == allInserts.count else {
      throw Failure(
        description: "R24 two inserts at the same index path (accepted by UIKit, never by us)")
    }

    // Count (R15): moves inside the section do not change it.
    let deletedCount = deletes.count + reloads.count
    guard afterCount == beforeCount + allInserts.count - deletedCount else {
      throw Failure(
        description:
          "M25 Invalid update: invalid number of items in section 0. The number of items "
          + "contained in an existing section after the update (\(afterCount)) must be equal to "
          + "the number of items contained in that section before the update (\(beforeCount)), "
          + "plus or minus the number of items inserted or deleted from that section "
          + "(\(allInserts.count) inserted, \(deletedCount) deleted)")
    }

    // Apply: survivors keep their order and content; inserted and reloaded slots are dequeued.
    var leaving = Set(deletes + reloads)
    leaving.formUnion(moveSources)
    var slots = [Element?](repeating: nil, count: afterCount)
    for index in allInserts {
      slots[index] = after[index]
    }
    for move in moves {
      slots[move.to] = shown[move.from]
    }
    var survivors = shown.indices.filter { !leaving.contains($0) }.makeIterator()
    for slot in slots.indices where slots[slot] == nil {
      guard let survivor = survivors.next() else {
        throw Failure(description: "no survivor left for slot \(slot)")
      }
      slots[slot] = shown[survivor]
    }
    shown = slots.compactMap { $0 }
  }
}
