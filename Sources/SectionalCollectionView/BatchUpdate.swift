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
  public var itemDeletes: [IndexPath]

  /// Items to insert, as index paths after the update, in ascending order.
  public var itemInserts: [IndexPath]

  /// Items to reload, as index paths before the update, in ascending order.
  public var itemReloads: [IndexPath]

  /// Items to move.
  public var itemMoves: [ItemMove]

  /// Items whose cells are configured again in place, as index paths before the update.
  ///
  /// Unlike a reload, a reconfigure keeps the item's cell and only asks the data source to refresh
  /// its content, so nothing is deleted or inserted. Like a reload, it addresses the item where it
  /// was before the update, and it may not name an item that the batch also deletes, reloads or
  /// moves. (UIKit's documentation does not state the index space of `reconfigureItems(at:)`
  /// inside a batch; Sectional takes the conservative reading.)
  public var itemReconfigures: [IndexPath]

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
    self.itemDeletes = itemDeletes
    self.itemInserts = itemInserts
    self.itemReloads = itemReloads
    self.itemMoves = itemMoves
    self.itemReconfigures = itemReconfigures
    self.isAnimated = isAnimated
  }

  /// A Boolean value that indicates whether the batch has no operation.
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionReloads.isEmpty
      && sectionMoves.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty
      && itemReloads.isEmpty && itemMoves.isEmpty && itemReconfigures.isEmpty
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
