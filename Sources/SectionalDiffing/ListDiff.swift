import Foundation

/// The difference between two versions of a list, as deletes, inserts, moves and updates.
///
/// Create a diff with ``init(from:to:)`` from any two collections of the same ``Differentiable``
/// element. The result speaks the language of a collection view batch update:
///
/// - ``deletes`` are indices in the old list,
/// - ``inserts`` are indices in the new list,
/// - ``moves`` go from an index in the old list to an index in the new list,
/// - ``updates`` are indices in the old list of elements that survive with changed content.
///
/// Every element of the old list is either deleted, moved, or stays; every element of the new list
/// is either inserted, the destination of a move, or an element that stayed. Elements that stay
/// keep their relative order, so replaying the deletes, moves and inserts on the old list yields
/// the new one (see `applying(_:contentFrom:)` on `Collection`).
///
/// ```swift
/// let diff = ListDiff(from: ["a", "b", "c", "d"], to: ["b", "c", "d", "a", "e"])
/// diff.moves    // [0 → 3]: "a" moved to the end; "b", "c" and "d" stay
/// diff.inserts  // [4]
/// ```
///
/// ### Minimal moves
///
/// The elements that stay are a longest increasing subsequence of the matched elements' new
/// positions, so with unique identifiers a diff never reports more moves than needed: rotating a
/// list by one is one move, not one per element. With duplicate identifiers the moves are minimal
/// for the in-order matching described below, which can cost a move that another matching would
/// avoid: `["b", "c", "a"]` → `["a", "b", "c", "a"]` moves `"a"` to the front and inserts the
/// last `"a"`, where inserting the first would need no move.
///
/// ### Duplicate identifiers
///
/// Identifiers should be unique within a list, but a diff never crashes or loses an element when
/// they are not. Equal identifiers are matched in order of occurrence: the first occurrence in the
/// old list with the first occurrence in the new list, the second with the second, and so on.
/// Occurrences left over in the old list are deleted; occurrences left over in the new list are
/// inserted.
public struct ListDiff: Sendable, Equatable {
  /// An element that changed position, from its index in the old list to its index in the new
  /// list.
  public typealias Move = SectionalDiffing.Move<Int>

  /// The number of elements in the old list.
  public let oldCount: Int

  /// The number of elements in the new list.
  public let newCount: Int

  /// Indices in the old list of the elements that are gone from the new list.
  ///
  /// The diff keeps its indices as sorted runs and builds the `IndexSet` when it is read: keep it
  /// in a local when you read it more than once, or read the runs themselves with
  /// ``deletedRanges``.
  ///
  /// - Complexity: O(*r*) for *r* ranges.
  public var deletes: IndexSet { deleteIndices.indexSet }

  /// Indices in the new list of the elements that were not in the old list.
  ///
  /// The diff keeps its indices as sorted runs and builds the `IndexSet` when it is read: keep it
  /// in a local when you read it more than once, or read the runs themselves with
  /// ``insertedRanges``.
  ///
  /// - Complexity: O(*r*) for *r* ranges.
  public var inserts: IndexSet { insertIndices.indexSet }

  /// The elements that changed position, in ascending order of their old index.
  ///
  /// Only elements that must move are listed: the elements that stay form a longest increasing
  /// subsequence of new positions.
  public let moves: [Move]

  /// Indices in the old list of the elements that survive with changed content.
  ///
  /// An element is updated when its identifier is in both lists but
  /// ``Differentiable/isContentEqual(to:)`` returns `false`. An updated element may also move.
  ///
  /// The diff keeps its indices as sorted runs and builds the `IndexSet` when it is read: keep it
  /// in a local when you read it more than once, or read the runs themselves with
  /// ``updatedRanges``.
  ///
  /// - Complexity: O(*r*) for *r* ranges.
  public var updates: IndexSet { updateIndices.indexSet }

  /// The ``deletes`` as sorted, disjoint ranges, without building an `IndexSet`.
  ///
  /// Read these when you walk the indices once: the diff keeps its indices as ranges, so reading
  /// them costs nothing, where ``deletes`` builds an `IndexSet` range by range (on Linux, about a
  /// thousand instructions a range).
  ///
  /// - Complexity: O(1) for a computed diff; O(*r*) for *r* ranges of a diff made from index sets.
  @inlinable
  public var deletedRanges: IndexRanges { IndexRanges(deleteIndices.runs) }

  /// The ``inserts`` as sorted, disjoint ranges, without building an `IndexSet`.
  ///
  /// - Complexity: O(1) for a computed diff; O(*r*) for *r* ranges of a diff made from index sets.
  @inlinable
  public var insertedRanges: IndexRanges { IndexRanges(insertIndices.runs) }

  /// The ``updates`` as sorted, disjoint ranges, without building an `IndexSet`.
  ///
  /// - Complexity: O(1) for a computed diff; O(*r*) for *r* ranges of a diff made from index sets.
  @inlinable
  public var updatedRanges: IndexRanges { IndexRanges(updateIndices.runs) }

  /// The deletes.
  @usableFromInline
  package let deleteIndices: DiffIndices

  /// The inserts.
  @usableFromInline
  package let insertIndices: DiffIndices

  /// The updates.
  @usableFromInline
  package let updateIndices: DiffIndices

  @inlinable
  package init(
    oldCount: Int,
    newCount: Int,
    deleteRuns: IndexRuns,
    insertRuns: IndexRuns,
    moves: [Move],
    updateRuns: IndexRuns
  ) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.deleteIndices = .runs(deleteRuns)
    self.insertIndices = .runs(insertRuns)
    self.moves = moves
    self.updateIndices = .runs(updateRuns)
  }

  /// A diff of indices worked out elsewhere, kept as they are.
  package init(
    oldCount: Int,
    newCount: Int,
    deleteIndices: DiffIndices,
    insertIndices: DiffIndices,
    moves: [Move],
    updateIndices: DiffIndices
  ) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.deleteIndices = deleteIndices
    self.insertIndices = insertIndices
    self.moves = moves
    self.updateIndices = updateIndices
  }

  /// A diff of index sets worked out elsewhere, kept as they are.
  package init(
    oldCount: Int,
    newCount: Int,
    deletes: IndexSet,
    inserts: IndexSet,
    moves: [Move],
    updates: IndexSet
  ) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.deleteIndices = .set(deletes)
    self.insertIndices = .set(inserts)
    self.moves = moves
    self.updateIndices = .set(updates)
  }

  /// A Boolean value that indicates whether the two lists were the same.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool {
    deleteIndices.isEmpty && insertIndices.isEmpty && moves.isEmpty && updateIndices.isEmpty
  }

  /// The number of operations: deletes, inserts, moves and updates.
  ///
  /// An element that both moves and changes counts twice, once as a move and once as an update.
  ///
  /// - Complexity: O(1) for a computed diff.
  public var changeCount: Int {
    deleteIndices.count + insertIndices.count + moves.count + updateIndices.count
  }
}
