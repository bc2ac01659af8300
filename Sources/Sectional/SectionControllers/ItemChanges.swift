import Foundation

/// How the items of one section change, in the section controller's own indices.
///
/// Index spaces follow UIKit: deletes, reloads and reconfigures address items before the change,
/// inserts address items after it, moves go from before to after. The adapter turns these into
/// index paths of the section's position before and after the update, and merges them with the
/// section-level changes into valid batches.
public struct ItemChanges: Hashable, Sendable, CustomStringConvertible {
  /// Items to delete, as indices before the change.
  public var deletes: IndexSet

  /// Items to insert, as indices after the change.
  public var inserts: IndexSet

  /// Items to move, from an index before the change to an index after it.
  public var moves: [Move<Int>]

  /// Items whose cells are replaced, as indices before the change.
  public var reloads: IndexSet

  /// Items whose cells are configured again in place, as indices before the change.
  public var reconfigures: IndexSet

  /// Whether the whole section is reloaded instead.
  public var reloadsSection: Bool

  /// Creates item changes; every operation is empty unless given.
  ///
  /// - Parameters:
  ///   - deletes: Items to delete, as indices before the change.
  ///   - inserts: Items to insert, as indices after the change.
  ///   - moves: Items to move.
  ///   - reloads: Items whose cells are replaced, as indices before the change.
  ///   - reconfigures: Items configured again in place, as indices before the change.
  public init(
    deletes: IndexSet = [],
    inserts: IndexSet = [],
    moves: [Move<Int>] = [],
    reloads: IndexSet = [],
    reconfigures: IndexSet = []
  ) {
    self.deletes = deletes
    self.inserts = inserts
    self.moves = moves
    self.reloads = reloads
    self.reconfigures = reconfigures
    self.reloadsSection = false
  }

  /// No change.
  public static let none = ItemChanges()

  /// The whole section is reloaded: every cell is replaced.
  public static let reloadSection: ItemChanges = {
    var changes = ItemChanges()
    changes.reloadsSection = true
    return changes
  }()

  /// The changes of a list diff: its deletes, inserts and moves, and its updates refreshed as
  /// `refresh` says.
  ///
  /// With ``ItemRefresh/reconfigure`` (the default) updated items are reconfigures: each keeps
  /// its cell, and one that also moves is configured again after the move. With
  /// ``ItemRefresh/reload`` they are reloads, which the adapter sends in place when nothing moves
  /// in the batch, and as a delete and an insert otherwise (see ``ListDiff/UpdateStaging``). With
  /// ``ItemRefresh/deleteAndInsert`` they are always a delete and an insert.
  ///
  /// - Parameters:
  ///   - diff: The diff between the section's old and new items.
  ///   - refresh: How updated items are refreshed.
  public init(_ diff: ListDiff, refreshing refresh: ItemRefresh = .reconfigure) {
    switch refresh {
    case .reconfigure:
      self.init(
        deletes: diff.deletes, inserts: diff.inserts, moves: diff.moves,
        reconfigures: diff.updates)
    case .reload:
      self.init(
        deletes: diff.deletes, inserts: diff.inserts, moves: diff.moves, reloads: diff.updates)
    case .deleteAndInsert:
      let operations = diff.itemOperations(reloadingInPlace: false)
      self.init(deletes: operations.deletes, inserts: operations.inserts, moves: operations.moves)
    }
  }

  /// Whether nothing changes.
  public var isEmpty: Bool {
    !reloadsSection && deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty
      && reconfigures.isEmpty
  }

  /// The number of operations; a section reload counts as one.
  ///
  /// It stops at `Int.max` rather than overflowing, however absurd the changes.
  public var count: Int {
    [deletes.count, inserts.count, moves.count, reloads.count, reconfigures.count]
      .reduce(reloadsSection ? 1 : 0, ClampedArithmetic.add)
  }

  /// The changes, `reload section` or `deletes [1], inserts [0], moves [2→3]`.
  public var description: String {
    if reloadsSection { return "reload section" }
    if isEmpty { return "no changes" }
    var parts: [String] = []
    if !deletes.isEmpty { parts.append("deletes \(deletes.compactDescription)") }
    if !inserts.isEmpty { parts.append("inserts \(inserts.compactDescription)") }
    if !moves.isEmpty {
      parts.append("moves [\(moves.map(\.description).joined(separator: ", "))]")
    }
    if !reloads.isEmpty { parts.append("reloads \(reloads.compactDescription)") }
    if !reconfigures.isEmpty { parts.append("reconfigures \(reconfigures.compactDescription)") }
    return parts.joined(separator: ", ")
  }
}
