import Foundation
import Sectional

/// Every property a diff from `old` to `new` must have; returns a description of each one that
/// does not hold (empty when the diff is correct).
///
/// The properties are checked against plain O(n²) reference code, written independently of the
/// algorithm under test.
func violations<Element: Differentiable & Equatable>(
  of diff: ListDiff,
  from old: [Element],
  to new: [Element]
) -> [String] {
  var found: [String] = []
  func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { found.append(message()) }
  }

  // Every index in range.
  let oldRange = 0..<old.count
  let newRange = 0..<new.count
  check(diff.oldCount == old.count && diff.newCount == new.count, "counts differ from the lists")
  check(diff.deletes.allSatisfy(oldRange.contains), "a delete is out of range")
  check(diff.updates.allSatisfy(oldRange.contains), "an update is out of range")
  check(diff.inserts.allSatisfy(newRange.contains), "an insert is out of range")
  check(
    diff.moves.allSatisfy { oldRange.contains($0.from) && newRange.contains($0.to) },
    "a move is out of range")

  // No index plays two roles.
  let moveSources = diff.moves.map(\.from)
  let moveDestinations = diff.moves.map(\.to)
  check(Set(moveSources).count == moveSources.count, "two moves leave the same old index")
  check(Set(moveDestinations).count == moveDestinations.count, "two moves reach the same new index")
  check(moveSources.allSatisfy { !diff.deletes.contains($0) }, "an old index is deleted and moved")
  check(
    moveDestinations.allSatisfy { !diff.inserts.contains($0) }, "a new index is inserted and moved")
  check(diff.updates.allSatisfy { !diff.deletes.contains($0) }, "a deleted index is updated")

  // Inserted plus surviving elements make the new list.
  check(
    diff.inserts.count + (old.count - diff.deletes.count) == new.count,
    "inserted (\(diff.inserts.count)) + surviving (\(old.count - diff.deletes.count)) "
      + "≠ new count (\(new.count))")

  // The matching is in order of occurrence, updates are exactly the changed matches, and moves
  // are exactly matched − LIS.
  let matching = referenceMatching(from: old, to: new)
  let expectedDeletes = IndexSet(oldRange.filter { matching[$0] == nil })
  check(
    diff.deletes == expectedDeletes,
    "deletes \(Array(diff.deletes)) ≠ reference \(Array(expectedDeletes))")
  let expectedUpdates = IndexSet(
    oldRange.filter { index in
      matching[index].map { !old[index].isContentEqual(to: new[$0]) } ?? false
    })
  check(
    diff.updates == expectedUpdates,
    "updates \(Array(diff.updates)) ≠ reference \(Array(expectedUpdates))")
  let matchedNewIndices = matching.compactMap { $0 }
  let minimalMoves = matchedNewIndices.count - referenceLongestIncreasingLength(matchedNewIndices)
  check(
    diff.moves.count == minimalMoves,
    "\(diff.moves.count) moves, but matched − LIS = \(minimalMoves)")
  for move in diff.moves {
    check(matching[move.from] == move.to, "move \(move) does not follow the matching")
  }

  // Replaying the diff yields the new list.
  do {
    let replayed = try old.applying(diff, contentFrom: new)
    check(replayed == new, "replay gives \(replayed)")
  } catch {
    found.append("replay failed: \(error)")
  }
  return found
}

/// Pairs equal identifiers in order of occurrence by scanning: `result[i]` is the index in `new`
/// of the element matched with `old[i]`, or `nil`.
func referenceMatching<Element: Differentiable>(
  from old: [Element],
  to new: [Element]
) -> [Int?] {
  var result = [Int?](repeating: nil, count: old.count)
  for newIndex in new.indices {
    if let oldIndex = old.indices.first(where: {
      result[$0] == nil && old[$0].differenceIdentifier == new[newIndex].differenceIdentifier
    }) {
      result[oldIndex] = newIndex
    }
  }
  return result
}

/// The length of a longest strictly increasing subsequence, by the textbook O(n²) recurrence.
func referenceLongestIncreasingLength(_ values: [Int]) -> Int {
  var lengthEndingAt = [Int](repeating: 1, count: values.count)
  for end in values.indices {
    for start in 0..<end where values[start] < values[end] {
      lengthEndingAt[end] = max(lengthEndingAt[end], lengthEndingAt[start] + 1)
    }
  }
  return lengthEndingAt.max() ?? 0
}

/// Applies every batch of `diff.batchUpdates(inSection: 0, staging:)` to a simulated section
/// showing `old` whose data source holds `new`, and returns what the section shows, or the rule
/// the batches broke.
func showing<Element>(
  _ old: [Element],
  afterBatchesOf diff: ListDiff,
  staging: ListDiff.UpdateStaging,
  dataSource new: [Element]
) -> Result<[Element], SectionBatchSimulation<Element>.Failure> {
  var section = SectionBatchSimulation(showing: old)
  do {
    for batch in diff.batchUpdates(inSection: 0, staging: staging) {
      try section.apply(batch, dataSourceAfter: new)
    }
    return .success(section.shown)
  } catch {
    return .failure(error)
  }
}
