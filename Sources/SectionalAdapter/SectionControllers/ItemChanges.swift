import Foundation
import SectionalCollectionView
import SectionalDiffing

/// How the items of one section change, in the section controller's own indices.
///
/// Index spaces follow UIKit: deletes, reloads and reconfigures address items before the change,
/// inserts address items after it, moves go from before to after. The adapter turns these into
/// index paths of the section's position before and after the update, and merges them with the
/// section-level changes into valid batches.
public struct ItemChanges: Hashable, Sendable, CustomStringConvertible {
  /// Items to delete, as indices before the change.
  ///
  /// Changes made from a ``ListDiff`` keep its runs and build the `IndexSet` when it is read;
  /// changes made from index sets keep them, and mutate them in place.
  public var deletes: IndexSet {
    get { deleteIndices.indexSet }
    set { deleteIndices = .set(newValue) }
    _modify {
      // Taken out, so that the set is not shared and changes in place.
      var indices = deleteIndices.indexSet
      deleteIndices = .empty
      defer { deleteIndices = .set(indices) }
      yield &indices
    }
  }

  /// Items to insert, as indices after the change.
  public var inserts: IndexSet {
    get { insertIndices.indexSet }
    set { insertIndices = .set(newValue) }
    _modify {
      // Taken out, so that the set is not shared and changes in place.
      var indices = insertIndices.indexSet
      insertIndices = .empty
      defer { insertIndices = .set(indices) }
      yield &indices
    }
  }

  /// Items to move, from an index before the change to an index after it.
  public var moves: [Move<Int>] { didSet { diffCounts = nil } }

  /// Items whose cells are replaced, as indices before the change.
  public var reloads: IndexSet {
    get { reloadIndices.indexSet }
    set { reloadIndices = .set(newValue) }
    _modify {
      // Taken out, so that the set is not shared and changes in place.
      var indices = reloadIndices.indexSet
      reloadIndices = .empty
      defer { reloadIndices = .set(indices) }
      yield &indices
    }
  }

  /// Items whose cells are configured again in place, as indices before the change.
  public var reconfigures: IndexSet {
    get { reconfigureIndices.indexSet }
    set { reconfigureIndices = .set(newValue) }
    _modify {
      // Taken out, so that the set is not shared and changes in place.
      var indices = reconfigureIndices.indexSet
      reconfigureIndices = .empty
      defer { reconfigureIndices = .set(indices) }
      yield &indices
    }
  }

  /// The deletes, as a diff gave them or as set.
  package var deleteIndices: DiffIndices { didSet { diffCounts = nil } }
  /// The inserts, as a diff gave them or as set.
  package var insertIndices: DiffIndices { didSet { diffCounts = nil } }
  /// The reloads, as a diff gave them or as set.
  package var reloadIndices: DiffIndices { didSet { diffCounts = nil } }
  /// The reconfigures, as a diff gave them or as set.
  package var reconfigureIndices: DiffIndices { didSet { diffCounts = nil } }

  /// Whether the whole section is reloaded instead.
  public var reloadsSection: Bool { didSet { diffCounts = nil } }

  /// The counts of the list diff the changes were made from (``init(_:refreshing:)``), while
  /// they are its operations as it gave them; `nil` once any is set.
  ///
  /// A list diff is made only by diffing, so its operations fit its counts by construction: the
  /// adapter checks the counts alone (``listDiff(oldCount:newCount:)``). Not compared: two
  /// changes with the same operations are equal however they were made.
  package private(set) var diffCounts: (old: Int, new: Int)?

  /// The same changes, with ``diffCounts`` forgotten: checked as any others are.
  package var forgettingTheirDiff: ItemChanges {
    var changes = self
    changes.diffCounts = nil
    return changes
  }

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
    self.init(
      deleteIndices: .set(deletes), insertIndices: .set(inserts), moves: moves,
      reloadIndices: .set(reloads), reconfigureIndices: .set(reconfigures))
  }

  /// Changes of indices kept as they come.
  package init(
    deleteIndices: DiffIndices,
    insertIndices: DiffIndices = .empty,
    moves: [Move<Int>] = [],
    reloadIndices: DiffIndices = .empty,
    reconfigureIndices: DiffIndices = .empty
  ) {
    self.deleteIndices = deleteIndices
    self.insertIndices = insertIndices
    self.moves = moves
    self.reloadIndices = reloadIndices
    self.reconfigureIndices = reconfigureIndices
    self.reloadsSection = false
  }

  /// No change.
  public static let none = ItemChanges(deleteIndices: .empty)

  /// The whole section is reloaded: every cell is replaced.
  public static let reloadSection: ItemChanges = {
    var changes = ItemChanges(deleteIndices: .empty)
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
    // The diff's runs are kept as they are: no `IndexSet` is built on the adapter's path.
    case .reconfigure:
      self.init(
        deleteIndices: diff.deleteIndices, insertIndices: diff.insertIndices, moves: diff.moves,
        reconfigureIndices: diff.updateIndices)
    case .reload:
      self.init(
        deleteIndices: diff.deleteIndices, insertIndices: diff.insertIndices, moves: diff.moves,
        reloadIndices: diff.updateIndices)
    case .deleteAndInsert:
      // Updated items deleted and inserted, and left out of the moves: still a fit.
      let operations = diff.itemOperations(reloadingInPlace: false)
      self.init(
        deleteIndices: operations.deletes, insertIndices: operations.inserts,
        moves: operations.moves)
    }
    diffCounts = (diff.oldCount, diff.newCount)
  }

  /// Whether two changes have the same operations, however each was made.
  public static func == (lhs: ItemChanges, rhs: ItemChanges) -> Bool {
    lhs.deleteIndices == rhs.deleteIndices && lhs.insertIndices == rhs.insertIndices
      && lhs.moves == rhs.moves && lhs.reloadIndices == rhs.reloadIndices
      && lhs.reconfigureIndices == rhs.reconfigureIndices
      && lhs.reloadsSection == rhs.reloadsSection
  }

  /// Hashes the operations, as ``==`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(deleteIndices)
    hasher.combine(insertIndices)
    hasher.combine(moves)
    hasher.combine(reloadIndices)
    hasher.combine(reconfigureIndices)
    hasher.combine(reloadsSection)
  }

  /// Whether nothing changes.
  public var isEmpty: Bool {
    !reloadsSection && deleteIndices.isEmpty && insertIndices.isEmpty && moves.isEmpty
      && reloadIndices.isEmpty && reconfigureIndices.isEmpty
  }

  /// The number of operations; a section reload counts as one.
  ///
  /// It stops at `Int.max` rather than overflowing, however absurd the changes.
  public var count: Int {
    // Added one by one: an array of the five counts would be allocated at every call.
    var total = reloadsSection ? 1 : 0
    total = ClampedArithmetic.add(total, deleteIndices.count)
    total = ClampedArithmetic.add(total, insertIndices.count)
    total = ClampedArithmetic.add(total, moves.count)
    total = ClampedArithmetic.add(total, reloadIndices.count)
    return ClampedArithmetic.add(total, reconfigureIndices.count)
  }

  /// The changes, `reload section` or `deletes [1], inserts [0], moves [2→3]`.
  public var description: String {
    if reloadsSection { return "reload section" }
    if isEmpty { return "no changes" }
    var parts: [String] = []
    if !deleteIndices.isEmpty { parts.append("deletes \(deletes.compactDescription)") }
    if !insertIndices.isEmpty { parts.append("inserts \(inserts.compactDescription)") }
    if !moves.isEmpty {
      parts.append("moves [\(moves.map(\.description).joined(separator: ", "))]")
    }
    if !reloadIndices.isEmpty { parts.append("reloads \(reloads.compactDescription)") }
    if !reconfigureIndices.isEmpty {
      parts.append("reconfigures \(reconfigures.compactDescription)")
    }
    return parts.joined(separator: ", ")
  }
}
