import Foundation
import Sectional

/// The index path of an item, written section first as the specification writes it.
func itemPath(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// An item move between two index paths, each written section first.
func itemMove(_ from: (Int, Int), _ to: (Int, Int)) -> BatchUpdate.ItemMove {
  BatchUpdate.ItemMove(from: itemPath(from.0, from.1), to: itemPath(to.0, to.1))
}

/// A section move.
func sectionMove(_ from: Int, _ to: Int) -> BatchUpdate.SectionMove {
  BatchUpdate.SectionMove(from: from, to: to)
}

/// An index path as UIKit's messages print it.
func printed(_ section: Int, _ item: Int) -> String {
  "<NSIndexPath> {length = 2, path = \(section) - \(item)}"
}

/// A section as UIKit's messages print it when it stands in an index path.
func printedSection(_ section: Int) -> String {
  printed(section, 9_223_372_036_854_775_807)
}

/// The error validation throws for a batch, or `nil` when it accepts the batch.
func rejection(
  of batch: BatchUpdate,
  before: [Int],
  after: [Int],
  strictness: BatchUpdate.Strictness = .strict
) -> BatchUpdateError? {
  do {
    _ = try ValidatedBatchUpdate(
      validating: batch, itemCountsBefore: before, itemCountsAfter: after, strictness: strictness)
    return nil
  } catch {
    return error
  }
}

/// The validated update of a batch that validation accepts, or `nil`.
func accepted(
  _ batch: BatchUpdate,
  before: [Int],
  after: [Int],
  strictness: BatchUpdate.Strictness = .strict
) -> ValidatedBatchUpdate? {
  try? ValidatedBatchUpdate(
    validating: batch, itemCountsBefore: before, itemCountsAfter: after, strictness: strictness)
}

/// M25's text for the given figures, for the count tests.
func itemCountMessage(
  section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int = 0,
  movedOut: Int = 0
) -> String {
  "Invalid update: invalid number of items in section \(section).  The number of items contained "
    + "in an existing section after the update (\(after)) must be equal to the number of items "
    + "contained in that section before the update (\(before)), plus or minus the number of "
    + "items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) "
    + "and plus or minus the number of items moved into or out of that section (\(movedIn) moved "
    + "in, \(movedOut) moved out)."
}
