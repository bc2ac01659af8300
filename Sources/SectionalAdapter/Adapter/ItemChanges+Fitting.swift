import Foundation
import SectionalCollectionView
import SectionalDiffing

/// Why a controller's item changes cannot describe its change from one item count to another.
///
/// The adapter reloads such a section instead, and names the reason in an
/// ``Diagnostic/Kind/itemCountMismatch`` diagnostic.
enum ItemChangesMismatch: Error, Equatable, CustomStringConvertible {
  /// A count is negative.
  case negativeCount(old: Int, new: Int)
  /// An index of a role is outside the items it addresses.
  case outOfBounds(role: String, index: Int, count: Int, space: String)
  /// One index plays two roles.
  case twoRoles(index: Int, first: String, second: String, space: String)
  /// The counts do not add up.
  case countsDoNotAddUp(oldCount: Int, deletes: Int, inserts: Int, newCount: Int)

  var description: String {
    switch self {
    case .negativeCount(let old, let new):
      return "a negative item count (\(old) before, \(new) after)"
    case .outOfBounds(let role, let index, let count, let space):
      return "\(role) \(index) is out of range: there are \(count) items \(space) the update"
    case .twoRoles(let index, let first, let second, let space):
      return "item \(index) \(space) the update is both \(first) and \(second)"
    case .countsDoNotAddUp(let oldCount, let deletes, let inserts, let newCount):
      let expected = ClampedArithmetic.add(oldCount - deletes, inserts)
      return "\(oldCount) items - \(deletes) deleted + \(inserts) inserted is \(expected), "
        + "but the controller now has \(newCount)"
    }
  }
}

extension ItemChanges {
  /// The changes as a list diff between `oldCount` and `newCount` items, or why they do not fit:
  /// an index out of range, an index in two roles, or counts that do not add up.
  ///
  /// - Complexity: O(*m* log *m* + *r*) for *m* moves and *r* runs of reloads; never
  ///   proportional to the counts, however absurd.
  func listDiff(oldCount: Int, newCount: Int) -> Result<ListDiff, ItemChangesMismatch> {
    guard oldCount >= 0, newCount >= 0 else {
      return .failure(.negativeCount(old: oldCount, new: newCount))
    }
    if let diffCounts, diffCounts == (oldCount, newCount), !reloadsSection {
      // A list diff's operations, as it gave them, for its own counts: they fit.
      let diff = ListDiff(
        oldCount: oldCount, newCount: newCount, deleteIndices: deleteIndices,
        insertIndices: insertIndices, moves: moves, updateIndices: reloadIndices)
      #if SECTIONAL_INTERNAL_CHECKS
        precondition(
          (try? forgettingTheirDiff.listDiff(oldCount: oldCount, newCount: newCount).get()) == diff,
          "changes made from a list diff do not fit its counts: \(self)")
      #endif
      return .success(diff)
    }
    // Indices are sorted: their first and last bound them all.
    func outOfBounds(_ indices: DiffIndices, _ role: String, _ count: Int, _ space: String)
      -> ItemChangesMismatch?
    {
      if let first = indices.first, first < 0 {
        return .outOfBounds(role: role, index: first, count: count, space: space)
      }
      if let last = indices.last, last >= count {
        return .outOfBounds(role: role, index: last, count: count, space: space)
      }
      return nil
    }
    if let mismatch = outOfBounds(deleteIndices, "delete", oldCount, "before")
      ?? outOfBounds(reloadIndices, "reload", oldCount, "before")
      ?? outOfBounds(reconfigureIndices, "reconfigure", oldCount, "before")
      ?? outOfBounds(insertIndices, "insert", newCount, "after")
    {
      return .failure(mismatch)
    }
    let deletes = deleteIndices.runs
    let inserts = insertIndices.runs
    if !deletes.isEmpty, let index = Self.firstCommonIndex(reloadIndices.runs, deletes) {
      return .failure(
        .twoRoles(index: index, first: "deleted", second: "reloaded", space: "before"))
    }
    // Moves are checked in their order, so that the first misfit is the one named. Whether any
    // source or destination repeats is settled first, by sorting them in scratch memory: only a
    // list with a repeat needs the tables that find which move repeats first.
    let repeats = Self.hasRepeat(moves.lazy.map(\.from)) || Self.hasRepeat(moves.lazy.map(\.to))
    var sources = repeats ? Set<IntKey>(minimumCapacity: moves.count) : []
    var destinations = repeats ? Set<IntKey>(minimumCapacity: moves.count) : []
    for move in moves {
      if !(0..<oldCount).contains(move.from) {
        return .failure(
          .outOfBounds(role: "move source", index: move.from, count: oldCount, space: "before"))
      }
      if !(0..<newCount).contains(move.to) {
        return .failure(
          .outOfBounds(role: "move destination", index: move.to, count: newCount, space: "after"))
      }
      if repeats, !sources.insert(IntKey(move.from)).inserted {
        return .failure(
          .twoRoles(index: move.from, first: "moved", second: "moved again", space: "before"))
      }
      if repeats, !destinations.insert(IntKey(move.to)).inserted {
        return .failure(
          .twoRoles(
            index: move.to, first: "a move's destination", second: "another's", space: "after"))
      }
      if deletes.contains(move.from) {
        return .failure(
          .twoRoles(index: move.from, first: "deleted", second: "moved", space: "before"))
      }
      if inserts.contains(move.to) {
        return .failure(
          .twoRoles(
            index: move.to, first: "inserted", second: "a move's destination", space: "after"))
      }
    }
    // Every delete fits before and every insert after, so neither count exceeds its side.
    let expected = ClampedArithmetic.add(oldCount - deletes.count, inserts.count)
    guard expected == newCount else {
      return .failure(
        .countsDoNotAddUp(
          oldCount: oldCount, deletes: deletes.count, inserts: inserts.count, newCount: newCount))
    }
    return .success(
      ListDiff(
        oldCount: oldCount, newCount: newCount, deleteIndices: DiffIndices(deletes),
        insertIndices: DiffIndices(inserts), moves: moves, updateIndices: reloadIndices))
  }

  /// Whether a value occurs twice among `values`, found by sorting a copy of them in scratch
  /// memory (on the stack when it is small), with no table allocated.
  ///
  /// - Complexity: O(*n* log *n*) for *n* values.
  private static func hasRepeat(_ values: some Collection<Int>) -> Bool {
    guard values.count > 1 else { return false }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: values.count) { buffer in
      var scratch = buffer
      _ = scratch.initialize(from: values)
      scratch.sort()
      for index in 1..<scratch.count where scratch[index] == scratch[index - 1] {
        return true
      }
      return false
    }
  }

  /// The smallest index in both sorted runs, or `nil`.
  ///
  /// - Complexity: O(*r* + *s*) for runs of *r* and *s* ranges.
  private static func firstCommonIndex(_ lhs: IndexRuns, _ rhs: IndexRuns) -> Int? {
    var left = 0
    var right = 0
    while left < lhs.runCount && right < rhs.runCount {
      let a = lhs.run(left)
      let b = rhs.run(right)
      let lower = Swift.max(a.lowerBound, b.lowerBound)
      if lower < Swift.min(a.upperBound, b.upperBound) { return lower }
      if a.upperBound <= b.upperBound { left += 1 } else { right += 1 }
    }
    return nil
  }
}
