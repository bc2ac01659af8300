import Foundation

/// A batch update that passed UIKit's validation, and how it carries each section and item.
///
/// Creating one runs every check `UICollectionView.performBatchUpdates` makes, in UIKit's order,
/// and throws the first failure as a ``BatchUpdateError`` with UIKit's message. The result then
/// answers where a section or item before the update is after it, and the reverse: a view uses
/// this to carry visible cells and selection along, and to know which items after the update
/// need a fresh cell.
///
/// ```swift
/// let update = try ValidatedBatchUpdate(
///   validating: BatchUpdate(
///     itemMoves: [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))]),
///   itemCountsBefore: [2, 1],
///   itemCountsAfter: [1, 2])
/// update.indexPathAfterUpdate(forIndexPathBefore: IndexPath(item: 1, section: 0))
/// // IndexPath(item: 0, section: 0)
/// ```
///
/// Sections and items that are neither deleted, reloaded nor moved keep their order and fill, in
/// order, the positions that no insert, reload or move takes, which is how UIKit lays them out.
///
/// Validation follows the rules that <doc:BatchUpdateRules> states, including UIKit's quirks:
/// operations are coalesced, so their order in the batch does not matter (R1); a reload is a
/// delete plus an insert placed without regard to moves (R4); item operations inside deleted or
/// inserted sections are dropped (R11); exact repeats of a move are dropped (R10). Reconfigures,
/// which UIKit does not document inside a batch, are checked as Sectional infers: they address
/// items before the update, and may not name an item the batch also deletes, reloads or moves,
/// or an item in a section it deletes or reloads.
public struct ValidatedBatchUpdate: Sendable {
  /// The batch that was validated.
  public let batch: BatchUpdate

  /// The number of items in each section before the update, as the collection view cached it.
  public let itemCountsBefore: [Int]

  /// The number of items in each section after the update, as the data source reports it.
  public let itemCountsAfter: [Int]

  /// How closely validation followed UIKit.
  public let strictness: BatchUpdate.Strictness

  private let sections: SectionMapping
  private let items: ItemMapping
  /// The sections of the reconfigured items, before the update, ascending, each once.
  let reconfiguredSections: [Int]

  /// Validates a batch update against the item counts before and after it, as UIKit does.
  ///
  /// Validation never traps: negative or absurd indices, malformed index paths and negative
  /// counts all become errors.
  ///
  /// - Parameters:
  ///   - batch: The operations of the update.
  ///   - itemCountsBefore: The collection view's cached item count of each section before the
  ///     update; its length is the number of sections.
  ///   - itemCountsAfter: The data source's item count of each section after the update.
  ///   - strictness: Whether to reject, beyond UIKit's checks, the batches UIKit accepts but
  ///     then crashes on. Strict by default.
  /// - Throws: The first rule the batch breaks, in UIKit's order of checks.
  /// - Complexity: O(*s* log *k* + *k* log *k*) for *s* sections and *k* operations, never
  ///   proportional to the number of items. (For each item reload, UIKit's placement can also
  ///   count item operations in deleted or inserted sections next to it, at O(log *k*) each.)
  public init(
    validating batch: BatchUpdate,
    itemCountsBefore: [Int],
    itemCountsAfter: [Int],
    strictness: BatchUpdate.Strictness = .strict
  ) throws(BatchUpdateError) {
    try self.init(
      validating: batch, itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter,
      changedOnlyIn: nil, strictness: strictness)
  }

  /// Validates a batch whose counts after it differ from those before it at most in
  /// `changedOnlyIn` (ascending), when it says so: the view that read only those counts knows,
  /// and the other sections are then not compared one by one.
  ///
  /// - Precondition: With `changedOnlyIn`, no count is negative (the view clamps what it
  ///   reads): they are not scanned.
  init(
    validating batch: BatchUpdate,
    itemCountsBefore: [Int],
    itemCountsAfter: [Int],
    changedOnlyIn changed: [Int]?,
    strictness: BatchUpdate.Strictness
  ) throws(BatchUpdateError) {
    let validator = try BatchValidator(
      batch: batch, before: itemCountsBefore, after: itemCountsAfter, changedOnlyIn: changed,
      strictness: strictness)
    let outcome = try validator.run()
    self.batch = batch
    self.itemCountsBefore = itemCountsBefore
    self.itemCountsAfter = itemCountsAfter
    self.strictness = strictness
    sections = outcome.sections
    items = outcome.items
    reconfiguredSections = outcome.reconfiguredSections
  }

  /// The sections, before the update, of the items that leave their place, ascending.
  ///
  /// The items deleted (item deletes in deleted sections are dropped, R11), the delete halves
  /// of reloads, and the items moved away; each section once.
  ///
  /// - Complexity: O(*k*) for *k* such items.
  var sectionsWithItemsLeaving: [Int] { items.sectionsLeaving }

  /// The sections, after the update, of the places items arrive at, ascending.
  ///
  /// The items inserted (item inserts in inserted sections are dropped, R11), the insert halves
  /// of reloads, and the items moved in; each section once.
  ///
  /// - Complexity: O(*k*) for *k* such places.
  var sectionsWithItemsArriving: [Int] { items.sectionsTaken }

  /// Returns the index after the update of a section before it.
  ///
  /// - Parameter section: A section index before the update.
  /// - Returns: The section's index after the update, or `nil` when the batch deletes or reloads
  ///   the section, or the section does not exist.
  /// - Complexity: O(log *k*) for *k* operations.
  public func sectionAfterUpdate(forSectionBefore section: Int) -> Int? {
    sections.sectionAfter(section)
  }

  /// Returns the index before the update of a section after it.
  ///
  /// - Parameter section: A section index after the update.
  /// - Returns: The section's index before the update, or `nil` when the batch inserts the
  ///   section or places a reloaded section there, or the section does not exist.
  /// - Complexity: O(log *k*) for *k* operations.
  public func sectionBeforeUpdate(forSectionAfter section: Int) -> Int? {
    sections.sectionBefore(section)
  }

  /// Calls `body` with each section after the update that existed before it, ascending, and its
  /// index before: ``sectionBeforeUpdate(forSectionAfter:)`` of every section, in one walk.
  ///
  /// - Complexity: O(*s* + *k*) for *s* sections after the update and *k* section operations.
  func forEachSectionBeforeUpdate(_ body: (_ sectionAfter: Int, _ sectionBefore: Int) -> Void) {
    sections.forEachSectionBefore(body)
  }

  /// Returns the index path after the update of an item before it.
  ///
  /// - Parameter indexPath: An item's index path before the update.
  /// - Returns: The item's index path after the update, or `nil` when the batch deletes or
  ///   reloads the item or its section, or the item does not exist. A moved item is at its
  ///   move's destination.
  /// - Complexity: O(log *k*) for *k* operations.
  public func indexPathAfterUpdate(forIndexPathBefore indexPath: IndexPath) -> IndexPath? {
    items.indexPathAfter(indexPath)
  }

  /// Returns the index path before the update of an item after it.
  ///
  /// An item without one is new to the collection view: it needs a fresh cell from the data
  /// source.
  ///
  /// - Parameter indexPath: An item's index path after the update.
  /// - Returns: The item's index path before the update, or `nil` when the batch inserts the
  ///   item, places a reloaded item there, inserts or reloads its section, or the item does not
  ///   exist. A moved item comes from its move's source.
  /// - Complexity: O(log *k*) for *k* operations.
  public func indexPathBeforeUpdate(forIndexPathAfter indexPath: IndexPath) -> IndexPath? {
    items.indexPathBefore(indexPath)
  }

  /// Returns where an item before the update is after it, as
  /// ``indexPathAfterUpdate(forIndexPathBefore:)`` does, in the headless view's keys.
  ///
  /// - Parameter item: An item before the update.
  /// - Returns: The item after the update, or `nil` when it has none.
  /// - Complexity: O(log *k*) for *k* operations.
  func itemAfterUpdate(forItemBefore item: ItemKey) -> ItemKey? {
    items.itemAfter(item)
  }

  /// Returns where an item after the update was before it, as
  /// ``indexPathBeforeUpdate(forIndexPathAfter:)`` does, in the headless view's keys.
  ///
  /// - Parameter item: An item after the update.
  /// - Returns: The item before the update, or `nil` when it has none.
  /// - Complexity: O(log *k*) for *k* operations.
  func itemBeforeUpdate(forItemAfter item: ItemKey) -> ItemKey? {
    items.itemBefore(item)
  }
}
