import Foundation

// The texts of each failure. UIKit's are kept word for word, including the two spaces after the
// first sentence of M24 and M25 and the "to to" of M15.
extension BatchUpdateError {
  private static func path(_ target: UpdateTarget) -> String { describe(target) }

  static func deleteAndReload(_ target: UpdateTarget) -> Self {
    Self(
      rule: .deleteAndReloadSameIndexPath,
      message: "attempt to delete and reload the same index path (\(path(target)))")
  }

  static func deleteSectionOutOfBounds(_ section: Int, sectionsBefore: Int) -> Self {
    Self(
      rule: .deleteSectionOutOfBounds,
      message: "attempt to delete section \(section), but there are only \(sectionsBefore) "
        + "sections before the update")
  }

  static func deleteAndMoveSameSection(_ section: Int) -> Self {
    Self(
      rule: .deleteAndMoveSameSection,
      message: "attempt to perform a delete and a move from the same section (\(section))")
  }

  static func deleteAndMoveSameIndexPath(_ target: UpdateTarget) -> Self {
    Self(
      rule: .deleteAndMoveSameIndexPath,
      message: "attempt to perform a delete and a move from the same index path "
        + "(\(path(target)))")
  }

  static func moveFromDeletedSection(_ section: Int) -> Self {
    Self(
      rule: .moveFromDeletedSection,
      message: "cannot move an item from a deleted section (\(section))")
  }

  static func deleteItemFromNonexistentSection(
    _ target: UpdateTarget, sectionsBefore: Int
  ) -> Self {
    Self(
      rule: .deleteItemFromNonexistentSection,
      message: "attempt to delete item \(target.itemValue) from section \(target.section), but "
        + "there are only \(sectionsBefore) sections before the update")
  }

  static func deleteItemOutOfBounds(_ target: UpdateTarget, itemsBefore: Int) -> Self {
    Self(
      rule: .deleteItemOutOfBounds,
      message: "attempt to delete item \(target.itemValue) from section \(target.section) which "
        + "only contains \(itemsBefore) items before the update")
  }

  static func insertSectionOutOfBounds(_ section: Int, sectionsAfter: Int) -> Self {
    Self(
      rule: .insertSectionOutOfBounds,
      message: "attempt to insert section \(section) but there are only \(sectionsAfter) "
        + "sections after the update")
  }

  static func insertAndMoveToSameSection(_ section: Int) -> Self {
    Self(
      rule: .insertAndMoveToSameSection,
      message: "attempt to perform an insert and a move to the same section (\(section))")
  }

  static func insertAndMoveToSameIndexPath(_ target: UpdateTarget) -> Self {
    Self(
      rule: .insertAndMoveToSameIndexPath,
      message: "attempt to perform an insert and a move to the same index path "
        + "(\(path(target)))")
  }

  static func moveIntoInsertedSection(_ section: Int) -> Self {
    Self(
      rule: .moveIntoInsertedSection,
      message: "cannot move an item into a newly inserted section (\(section))")
  }

  static func insertItemIntoNonexistentSection(
    _ target: UpdateTarget, sectionsAfter: Int
  ) -> Self {
    Self(
      rule: .insertItemIntoNonexistentSection,
      message: "attempt to insert item \(target.itemValue) into section \(target.section), but "
        + "there are only \(sectionsAfter) sections after the update")
  }

  static func insertItemOutOfBounds(_ target: UpdateTarget, itemsAfter: Int) -> Self {
    Self(
      rule: .insertItemOutOfBounds,
      message: "attempt to insert item \(target.itemValue) into section \(target.section), but "
        + "there are only \(itemsAfter) items in section \(target.section) after the update")
  }

  static func moveSectionFromOutOfBounds(_ section: Int, sectionsBefore: Int) -> Self {
    Self(
      rule: .moveSectionFromOutOfBounds,
      message: "attempt to move section \(section), but there are only \(sectionsBefore) "
        + "sections before the update")
  }

  static func moveSectionToOutOfBounds(_ move: TargetMove, sectionsAfter: Int) -> Self {
    Self(
      rule: .moveSectionToOutOfBounds,
      message: "attempt to to move section \(move.from.section) to section \(move.to.section), "
        + "but there are only \(sectionsAfter) sections after the update")
  }

  static func moveItemFromNonexistentSection(_ move: TargetMove, sectionsBefore: Int) -> Self {
    Self(
      rule: .moveItemFromNonexistentSection,
      message: "attempt to move index path (\(path(move.from))) from a section that does not "
        + "exist - there are only \(sectionsBefore) sections before the update")
  }

  static func moveItemFromOutOfBounds(_ move: TargetMove, itemsBefore: Int) -> Self {
    Self(
      rule: .moveItemFromOutOfBounds,
      message: "attempt to move index path (\(path(move.from))) that does not exist - there are "
        + "only \(itemsBefore) items in section \(move.from.section) before the update")
  }

  static func moveItemToNonexistentSection(_ move: TargetMove, sectionsAfter: Int) -> Self {
    Self(
      rule: .moveItemToNonexistentSection,
      message: "attempt to move index path (\(path(move.from))) to index path "
        + "(\(path(move.to))) in section that does not exist - there are only \(sectionsAfter) "
        + "sections after the update")
  }

  static func moveItemToOutOfBounds(_ move: TargetMove, itemsAfter: Int) -> Self {
    Self(
      rule: .moveItemToOutOfBounds,
      message: "attempt to move index path (\(path(move.from))) to index path "
        + "(\(path(move.to))) that does not exist - there are only \(itemsAfter) items in "
        + "section \(move.to.section) after the update")
  }

  static func movedToTwoDestinations(_ first: TargetMove, _ second: TargetMove) -> Self {
    if first.from.isSection {
      return Self(
        rule: .sectionMovedToTwoDestinations,
        message: "attempt to move section \(first.from.section) to both section "
          + "\(first.to.section) and section \(second.to.section)")
    }
    return Self(
      rule: .itemMovedToTwoDestinations,
      message: "attempt to move item at index path \(path(first.from)) to both "
        + "\(path(first.to)) and \(path(second.to))")
  }

  static func movedToSameDestination(_ first: TargetMove, _ second: TargetMove) -> Self {
    if first.to.isSection {
      return Self(
        rule: .twoSectionsMovedToSameDestination,
        message: "attempt to move both section \(first.from.section) and section "
          + "\(second.from.section) to section \(first.to.section)")
    }
    return Self(
      rule: .twoItemsMovedToSameDestination,
      message: "attempt to move both item at index path \(path(first.from)) and "
        + "\(path(second.from)) to \(path(first.to))")
  }

  static func invalidSectionCount(
    after: Int, before: Int, inserted: Int, deleted: Int
  ) -> Self {
    Self(
      rule: .invalidSectionCount,
      message: "Invalid update: invalid number of sections.  The number of sections contained in "
        + "the collection view after the update (\(after)) must be equal to the number of "
        + "sections contained in the collection view before the update (\(before)), plus or "
        + "minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) "
        + "deleted).")
  }

  /// The numbers of M25, in the order the message prints them.
  struct ItemCountFigures {
    var sectionAfter: Int
    var after: Int
    var before: Int
    var inserted: Int
    var deleted: Int
    var movedIn: Int
    var movedOut: Int
  }

  static func invalidItemCount(_ figures: ItemCountFigures) -> Self {
    Self(
      rule: .invalidItemCount,
      message: "Invalid update: invalid number of items in section \(figures.sectionAfter).  The "
        + "number of items contained in an existing section after the update (\(figures.after)) "
        + "must be equal to the number of items contained in that section before the update "
        + "(\(figures.before)), plus or minus the number of items inserted or deleted from that "
        + "section (\(figures.inserted) inserted, \(figures.deleted) deleted) and plus or minus "
        + "the number of items moved into or out of that section (\(figures.movedIn) moved in, "
        + "\(figures.movedOut) moved out).")
  }

  static func duplicateDelete(_ target: UpdateTarget) -> Self {
    Self(
      rule: .duplicateDelete,
      message: "attempt to delete the same index path (\(path(target))) twice: UIKit counts "
        + "both deletes and later crashes laying out the items")
  }

  static func noOpSectionMoveWithItemMove(section: Int, itemMove: TargetMove) -> Self {
    Self(
      rule: .noOpSectionMoveWithItemMove,
      message: "attempt to move section \(section) to itself while moving the item at index "
        + "path (\(path(itemMove.from))) out of it to (\(path(itemMove.to))): UIKit accepts the "
        + "batch and then fails to find the item; drop the section move")
  }

  /// What an item operation inside a moved section does, for R26's message.
  enum ItemChange: String {
    case delete
    case insert
    case moveFrom = "move from"
    case moveTo = "move to"
  }

  static func itemChangeInsideMovedSection(
    _ change: ItemChange, _ target: UpdateTarget, sectionMove: TargetMove
  ) -> Self {
    Self(
      rule: .itemChangeInsideMovedSection,
      message: "attempt to \(change.rawValue) the index path (\(path(target))) in a section the "
        + "same batch moves (section \(sectionMove.from.section) to section "
        + "\(sectionMove.to.section)): UIKit accepts the batch but corrupts its state; delete and "
        + "insert the section instead of moving it")
  }

  static func malformedIndexPath(_ indexPath: IndexPath) -> Self {
    Self(
      rule: .malformedIndexPath,
      message: "invalid index path (\(describe(indexPath))): an index path of a batch update has "
        + "exactly two indexes, a section and an item")
  }

  static func negativeItemCount(section: Int, count: Int, isBefore: Bool) -> Self {
    Self(
      rule: .negativeItemCount,
      message: "invalid number of items in section \(section) \(isBefore ? "before" : "after") "
        + "the update (\(count)): an item count cannot be negative")
  }

  static func reconfigureSectionOutOfBounds(_ target: UpdateTarget, sectionsBefore: Int) -> Self {
    Self(
      rule: .reconfigureOutOfBounds,
      message: "attempt to reconfigure item \(target.itemValue) in section \(target.section), but "
        + "there are only \(sectionsBefore) sections before the update")
  }

  static func reconfigureItemOutOfBounds(_ target: UpdateTarget, itemsBefore: Int) -> Self {
    Self(
      rule: .reconfigureOutOfBounds,
      message: "attempt to reconfigure item \(target.itemValue) in section \(target.section) "
        + "which only contains \(itemsBefore) items before the update")
  }

  /// How a batch changes an item that it also reconfigures, for S4's message.
  enum ItemRemoval: String {
    case delete
    case reload
    case move
  }

  static func reconfigureOfChangedItem(_ target: UpdateTarget, _ removal: ItemRemoval) -> Self {
    Self(
      rule: .reconfigureOfChangedItem,
      message: "attempt to reconfigure and \(removal.rawValue) the same index path "
        + "(\(path(target)))")
  }

  static func reconfigureInChangedSection(_ target: UpdateTarget, isReloaded: Bool) -> Self {
    Self(
      rule: .reconfigureInChangedSection,
      message: "attempt to reconfigure index path (\(path(target))) in section "
        + "\(target.section), which the same batch \(isReloaded ? "reloads" : "deletes")")
  }

  static func reloadPlacedBeforeFirstItem(_ insert: UpdateTarget) -> Self {
    Self(
      rule: .reloadPlacedBeforeFirstItem,
      message: "a reload's insert lands at item \(insert.itemValue) of section \(insert.section) "
        + "after the update (R4 counts the deletes before it); UIKit accepts it, strict mode "
        + "does not")
  }
}
