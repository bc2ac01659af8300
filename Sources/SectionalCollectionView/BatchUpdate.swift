import Foundation
import SectionalDiffing

/// The operations of one collection view batch update, recorded as a value.
///
/// A batch update carries what a `performBatchUpdates` block would send: section and item
/// deletes, inserts, reloads and moves, and item reconfigures. Index spaces follow UIKit: deletes, reloads and the
/// sources of moves are positions *before* the update; inserts and the destinations of moves are
/// positions *after* it.
///
/// Because it is a value, a batch can be compared in a test, printed in a failure message, or
/// stored to replay later.
///
/// A batch that ``CollectionViewAdapter`` writes keeps its item operations as pairs of
/// integers, which the headless view validates without making an `IndexPath` for each. The
/// item properties still read and write `[IndexPath]`: reading one of such a batch makes the
/// array each time, so read it once into a local to index into it in a loop. Two batches with
/// the same operations are equal however they were written.
public struct BatchUpdate: Sendable, Hashable {
  /// A section that changes position, from its index before the update to its index after.
  public typealias SectionMove = Move<Int>

  /// An item that changes position, from its index path before the update to its index path
  /// after.
  public typealias ItemMove = Move<IndexPath>

  /// Sections to delete, as indices before the update.
  public var sectionDeletes: IndexSet

  /// Sections to insert, as indices after the update.
  public var sectionInserts: IndexSet

  /// Sections to reload, as indices before the update.
  public var sectionReloads: IndexSet

  /// Sections to move.
  public var sectionMoves: [SectionMove]

  /// Items to delete, as index paths before the update, in ascending order.
  public var itemDeletes: [IndexPath] {
    get { itemDeleteList.written }
    set { itemDeleteList = IndexPathList(newValue) }
    _modify { yield &itemDeleteList.writtenInPlace }
  }

  /// ``itemDeletes``, kept as pairs of integers while an adapter writes them (see ``IndexPathList``).
  package var itemDeleteList: IndexPathList<ItemKey>

  /// Items to insert, as index paths after the update, in ascending order.
  public var itemInserts: [IndexPath] {
    get { itemInsertList.written }
    set { itemInsertList = IndexPathList(newValue) }
    _modify { yield &itemInsertList.writtenInPlace }
  }

  /// ``itemInserts``, kept as pairs of integers while an adapter writes them (see ``IndexPathList``).
  package var itemInsertList: IndexPathList<ItemKey>

  /// Items to reload, as index paths before the update, in ascending order.
  public var itemReloads: [IndexPath] {
    get { itemReloadList.written }
    set { itemReloadList = IndexPathList(newValue) }
    _modify { yield &itemReloadList.writtenInPlace }
  }

  /// ``itemReloads``, kept as pairs of integers while an adapter writes them (see ``IndexPathList``).
  package var itemReloadList: IndexPathList<ItemKey>

  /// Items to move.
  public var itemMoves: [ItemMove] {
    get { itemMoveList.written }
    set { itemMoveList = IndexPathList(newValue) }
    _modify { yield &itemMoveList.writtenInPlace }
  }

  /// ``itemMoves``, kept as pairs of integers while an adapter writes them (see ``IndexPathList``).
  package var itemMoveList: IndexPathList<Move<ItemKey>>

  /// Items whose cells are configured again in place, as index paths before the update.
  ///
  /// Unlike a reload, a reconfigure keeps the item's cell and only asks the data source to refresh
  /// its content, so nothing is deleted or inserted. Like a reload, it addresses the item where it
  /// was before the update, and it may not name an item that the batch also deletes, reloads or
  /// moves. (UIKit's documentation does not state the index space of `reconfigureItems(at:)`
  /// inside a batch; Sectional takes the conservative reading.)
  public var itemReconfigures: [IndexPath] {
    get { itemReconfigureList.written }
    set { itemReconfigureList = IndexPathList(newValue) }
    _modify { yield &itemReconfigureList.writtenInPlace }
  }

  /// ``itemReconfigures``, kept as pairs of integers while an adapter writes them (see ``IndexPathList``).
  package var itemReconfigureList: IndexPathList<ItemKey>

  /// Whether the view animates the batch; `true` by default, as UIKit's `performBatchUpdates`.
  ///
  /// A batch sent with `false` is applied the same way, without animation, as UIKit applies one
  /// inside `UIView.performWithoutAnimation`: KarrotListKit's and Epoxy's
  /// `.nonanimatedBatchUpdates`, which is a batch, not a reload. ``HeadlessCollectionView``
  /// records it in the batch it applied (``HeadlessCollectionView/lastBatchUpdate``), also for a
  /// batch sent inside ``HeadlessCollectionView/performWithoutAnimation(_:)``, so that a test can
  /// tell the two apart.
  public var isAnimated: Bool

  /// Creates a batch update; every operation is empty unless given.
  ///
  /// - Parameters:
  ///   - sectionDeletes: Sections to delete, as indices before the update.
  ///   - sectionInserts: Sections to insert, as indices after the update.
  ///   - sectionReloads: Sections to reload, as indices before the update.
  ///   - sectionMoves: Sections to move.
  ///   - itemDeletes: Items to delete, as index paths before the update.
  ///   - itemInserts: Items to insert, as index paths after the update.
  ///   - itemReloads: Items to reload, as index paths before the update.
  ///   - itemMoves: Items to move.
  ///   - itemReconfigures: Items whose cells are configured again in place, as index paths before
  ///     the update.
  ///   - isAnimated: Whether the view animates the batch; `true` by default.
  public init(
    sectionDeletes: IndexSet = [],
    sectionInserts: IndexSet = [],
    sectionReloads: IndexSet = [],
    sectionMoves: [SectionMove] = [],
    itemDeletes: [IndexPath] = [],
    itemInserts: [IndexPath] = [],
    itemReloads: [IndexPath] = [],
    itemMoves: [ItemMove] = [],
    itemReconfigures: [IndexPath] = [],
    isAnimated: Bool = true
  ) {
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionReloads = sectionReloads
    self.sectionMoves = sectionMoves
    self.itemDeleteList = IndexPathList(itemDeletes)
    self.itemInsertList = IndexPathList(itemInserts)
    self.itemReloadList = IndexPathList(itemReloads)
    self.itemMoveList = IndexPathList(itemMoves)
    self.itemReconfigureList = IndexPathList(itemReconfigures)
    self.isAnimated = isAnimated
  }

  /// Appends an item delete, kept as a pair of integers: the way an adapter writes a batch.
  ///
  /// Not generic, so that a caller in another module calls code specialized here for
  /// ``ItemKey``: the list's generic methods would not be specialized there.
  ///
  /// - Parameter item: The item, before the update.
  package mutating func appendItemDelete(_ item: ItemKey) {
    itemDeleteList.append(item)
  }

  /// Appends the deletes of a section's items, kept as pairs of integers, in the indices' order:
  /// one call for a section's runs rather than one an item.
  ///
  /// - Parameters:
  ///   - items: The items, before the update.
  ///   - section: Their section, before the update.
  /// - Complexity: O(*n*) for *n* items.
  package mutating func appendItemDeletes(_ items: DiffIndices, inSection section: Int) {
    itemDeleteList.append(items, inSection: section)
  }

  /// Appends the inserts of a section's items, kept as pairs of integers, in the indices' order.
  ///
  /// - Parameters:
  ///   - items: The items, after the update.
  ///   - section: Their section, after the update.
  /// - Complexity: O(*n*) for *n* items.
  package mutating func appendItemInserts(_ items: DiffIndices, inSection section: Int) {
    itemInsertList.append(items, inSection: section)
  }

  /// Appends the reloads of a section's items, kept as pairs of integers, in the indices' order.
  ///
  /// - Parameters:
  ///   - items: The items, before the update.
  ///   - section: Their section, before the update.
  /// - Complexity: O(*n*) for *n* items.
  package mutating func appendItemReloads(_ items: DiffIndices, inSection section: Int) {
    itemReloadList.append(items, inSection: section)
  }

  /// Appends the moves of a section's items, kept as pairs of integers, in order.
  ///
  /// - Parameters:
  ///   - moves: The moves, from an item's index before the update to its index after.
  ///   - oldSection: The section before the update.
  ///   - newSection: The section after the update.
  /// - Complexity: O(*m*) for *m* moves.
  package mutating func appendItemMoves(
    _ moves: [Move<Int>], from oldSection: Int, to newSection: Int
  ) {
    for move in moves {
      itemMoveList.append(
        Move(
          from: ItemKey(section: oldSection, item: move.from),
          to: ItemKey(section: newSection, item: move.to)))
    }
  }

  /// Appends an item insert, kept as a pair of integers: the way an adapter writes a batch.
  ///
  /// - Parameter item: The item, after the update.
  package mutating func appendItemInsert(_ item: ItemKey) {
    itemInsertList.append(item)
  }

  /// Appends an item reload, kept as a pair of integers: the way an adapter writes a batch.
  ///
  /// - Parameter item: The item, before the update.
  package mutating func appendItemReload(_ item: ItemKey) {
    itemReloadList.append(item)
  }

  /// Appends an item move, kept as two pairs of integers: the way an adapter writes a batch.
  ///
  /// - Parameter move: The move, from the item before the update to its place after it.
  package mutating func appendItemMove(_ move: Move<ItemKey>) {
    itemMoveList.append(move)
  }

  /// Appends an item reconfigure, kept as a pair of integers: the way an adapter writes a batch.
  ///
  /// - Parameter item: The item, before the update.
  package mutating func appendItemReconfigure(_ item: ItemKey) {
    itemReconfigureList.append(item)
  }

  /// Makes room for a number of item operations of each kind in all.
  ///
  /// - Parameters:
  ///   - deletes: The item deletes the batch will hold.
  ///   - inserts: The item inserts the batch will hold.
  ///   - reloads: The item reloads the batch will hold.
  ///   - moves: The item moves the batch will hold.
  package mutating func reserveItemCapacity(deletes: Int, inserts: Int, reloads: Int, moves: Int) {
    itemDeleteList.reserveCapacity(deletes)
    itemInsertList.reserveCapacity(inserts)
    itemReloadList.reserveCapacity(reloads)
    itemMoveList.reserveCapacity(moves)
  }

  /// A Boolean value that indicates whether the batch has no operation.
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionReloads.isEmpty
      && sectionMoves.isEmpty && itemDeleteList.isEmpty && itemInsertList.isEmpty
      && itemReloadList.isEmpty && itemMoveList.isEmpty && itemReconfigureList.isEmpty
  }
}

extension BatchUpdate: CustomStringConvertible {
  /// The non-empty operations, one group a line, with index paths written `section-item`, and
  /// a last line `not animated` for a batch applied without animation.
  ///
  /// ```
  /// delete items [0-1, 0-4]
  /// insert items [0-0]
  /// move items [0-2→0-5]
  /// ```
  public var description: String {
    isEmpty ? emptyDescription : operationGroups.joined(separator: "\n")
  }

  /// The same groups as ``description`` on one line, separated by semicolons: the form to compare
  /// in a test or print in a log line.
  ///
  /// ```
  /// delete items [0-1, 0-4]; insert items [0-0]; move items [0-2→0-5]
  /// ```
  public var oneLineDescription: String {
    isEmpty ? emptyDescription : operationGroups.joined(separator: "; ")
  }

  /// What an empty batch is called.
  private var emptyDescription: String {
    isAnimated ? "empty batch" : "empty batch; not animated"
  }

  /// The non-empty operations, a group each, in the order UIKit validates them.
  private var operationGroups: [String] {
    var groups: [String] = []
    func add(_ label: String, _ values: [String]) {
      if !values.isEmpty {
        groups.append("\(label) [\(values.joined(separator: ", "))]")
      }
    }
    add("delete sections", sectionDeletes.map(String.init))
    add("insert sections", sectionInserts.map(String.init))
    add("reload sections", sectionReloads.map(String.init))
    add("move sections", sectionMoves.map(\.description))
    add("delete items", itemDeletes.map(\.compactDescription))
    add("insert items", itemInserts.map(\.compactDescription))
    add("reload items", itemReloads.map(\.compactDescription))
    add("move items", itemMoves.map(\.description))
    add("reconfigure items", itemReconfigures.map(\.compactDescription))
    if !isAnimated {
      groups.append("not animated")
    }
    return groups
  }
}
