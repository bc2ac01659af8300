import Foundation
import FuzzInput
import Sectional

// fuzz-listdiff: two lists with many duplicate identifiers, diffed with `ListDiff(from:to:)`, and
// the diff checked against slow references: the replay gives the new list, every index is in
// range and plays one role, duplicates are matched in order of occurrence, the moves are exactly
// the matched elements off one longest increasing subsequence, and the diff's batches pass
// strict validation and carry every item where the diff says.

/// A list element: `id` is its difference identifier, `content` decides updates, and `tag` (its
/// position in its own list) tells which old element the replay put where.
struct Element: Differentiable, CustomStringConvertible {
  var id: UInt8
  var content: UInt8
  var tag: Int

  var differenceIdentifier: UInt8 { id }

  func isContentEqual(to source: Element) -> Bool { content == source.content }

  var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// The two lists and how to present them to the diff.
struct Lists {
  var old: [Element]
  var new: [Element]
  /// Whether to pass each list as a collection without contiguous storage.
  var oldIsContiguous: Bool
  var newIsContiguous: Bool
  /// The section the batches address, after `section` sections of `otherCount` items.
  var section: Int
  var otherCount: Int

  /// Reads the lists: a header, then either two independent lists or one list and the edits that
  /// make the other.
  init(_ input: inout FuzzInput) {
    let header = input.byte()
    let alphabet = [1, 2, 3, 4, 6, 16, 64, 256][Int(header & 7)]
    let contents = Int((header >> 3) & 3) + 1
    let flags = input.byte()
    oldIsContiguous = flags & 1 == 0
    newIsContiguous = flags & 2 == 0
    section = Int((flags >> 2) & 3)
    otherCount = Int(flags >> 4)

    func element(_ byte: UInt8, at index: Int) -> Element {
      Element(
        id: UInt8(Int(byte) % alphabet), content: UInt8(Int(byte >> 6) % contents), tag: index)
    }
    let oldCount = input.int(below: 256)
    old = (0..<oldCount).map { element(input.byte(), at: $0) }
    if flags & 0x80 == 0 {
      let newCount = input.int(below: 256)
      new = (0..<newCount).map { element(input.byte(), at: $0) }
    } else {
      // Edits of the old list: deletes, inserts, moves and content changes.
      var edited = old
      for _ in 0..<input.int(below: 32) {
        let operation = input.int(below: 4)
        let position = input.int(below: 256)
        switch operation {
        case 0 where !edited.isEmpty:
          edited.remove(at: position % edited.count)
        case 1:
          edited.insert(element(input.byte(), at: 0), at: position % (edited.count + 1))
        case 2 where !edited.isEmpty:
          let moved = edited.remove(at: position % edited.count)
          edited.insert(moved, at: input.int(below: 256) % (edited.count + 1))
        case 3 where !edited.isEmpty:
          edited[position % edited.count].content = UInt8(input.int(below: contents))
        default:
          break
        }
      }
      new = edited
    }
    for index in new.indices {
      new[index].tag = index
    }
  }

  func diff() -> ListDiff {
    switch (oldIsContiguous, newIsContiguous) {
    case (true, true): ListDiff(from: old, to: new)
    case (true, false): ListDiff(from: old, to: new.lazy.map { $0 })
    case (false, true): ListDiff(from: old.lazy.map { $0 }, to: new)
    case (false, false): ListDiff(from: old.lazy.map { $0 }, to: new.lazy.map { $0 })
    }
  }
}

/// The lists and their diff, described in a failure message.
struct Context: CustomStringConvertible {
  var old: [Element]
  var new: [Element]
  var diff: ListDiff

  var description: String { "old \(old), new \(new), diff \(diff)" }
}

/// The diff's expected matching, computed slowly: the k-th occurrence of an identifier in the old
/// list is matched with its k-th occurrence in the new list.
func inOrderMatching(_ old: [Element], _ new: [Element]) -> [Int] {
  var newPositions: [UInt8: [Int]] = [:]
  for (index, element) in new.enumerated() {
    newPositions[element.id, default: []].append(index)
  }
  var taken: [UInt8: Int] = [:]
  return old.map { element in
    let occurrence = taken[element.id, default: 0]
    taken[element.id] = occurrence + 1
    let positions = newPositions[element.id] ?? []
    return occurrence < positions.count ? positions[occurrence] : -1
  }
}

/// The length of a longest strictly increasing subsequence of the non-negative values, by the
/// quadratic dynamic program.
func slowLongestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
  var lengths = [Int](repeating: 0, count: values.count)
  var best = 0
  for index in values.indices where values[index] >= 0 {
    var length = 1
    for earlier in 0..<index where values[earlier] >= 0 && values[earlier] < values[index] {
      length = max(length, lengths[earlier] + 1)
    }
    lengths[index] = length
    best = max(best, length)
  }
  return best
}

func check(_ lists: Lists) {
  let old = lists.old
  let new = lists.new
  let diff = lists.diff()
  // Built only when a check fails.
  let context = Context(old: old, new: new, diff: diff)

  // The same diff whether or not the lists are stored contiguously.
  fuzzCheck(diff == ListDiff(from: old, to: new), "storage changed the diff: \(context)")

  fuzzCheck(diff.oldCount == old.count && diff.newCount == new.count, "counts: \(context)")

  // Every index in range.
  let oldRange = 0..<old.count
  let newRange = 0..<new.count
  fuzzCheck(diff.deletes.allSatisfy(oldRange.contains), "delete out of range: \(context)")
  fuzzCheck(diff.updates.allSatisfy(oldRange.contains), "update out of range: \(context)")
  fuzzCheck(diff.inserts.allSatisfy(newRange.contains), "insert out of range: \(context)")
  for move in diff.moves {
    fuzzCheck(
      oldRange.contains(move.from) && newRange.contains(move.to),
      "move \(move) out of range: \(context)")
  }

  // No index in two roles.
  let sources = diff.moves.map(\.from)
  let destinations = diff.moves.map(\.to)
  fuzzCheck(Set(sources).count == sources.count, "an element moved twice: \(context)")
  fuzzCheck(Set(destinations).count == destinations.count, "two moves to one index: \(context)")
  fuzzCheck(!sources.contains(where: diff.deletes.contains), "deleted and moved: \(context)")
  fuzzCheck(!destinations.contains(where: diff.inserts.contains), "inserted and moved: \(context)")
  fuzzCheck(!diff.updates.contains(where: diff.deletes.contains), "deleted and updated: \(context)")
  fuzzCheck(
    diff.inserts.count + (old.count - diff.deletes.count) == new.count,
    "inserted + surviving != new count: \(context)")

  // Duplicates matched in order of occurrence; deletes, inserts and updates follow from it.
  let matching = inOrderMatching(old, new)
  let expectedDeletes = IndexSet(old.indices.filter { matching[$0] < 0 })
  let matchedNew = Set(matching.filter { $0 >= 0 })
  let expectedInserts = IndexSet(new.indices.filter { !matchedNew.contains($0) })
  let expectedUpdates = IndexSet(
    old.indices.filter { matching[$0] >= 0 && old[$0].content != new[matching[$0]].content })
  fuzzCheck(
    diff.deletes == expectedDeletes, "deletes, expected \(Array(expectedDeletes)): \(context)")
  fuzzCheck(
    diff.inserts == expectedInserts, "inserts, expected \(Array(expectedInserts)): \(context)")
  fuzzCheck(
    diff.updates == expectedUpdates, "updates, expected \(Array(expectedUpdates)): \(context)")

  // Moves: to the matched index, and exactly the matched elements off one longest increasing
  // subsequence.
  for move in diff.moves {
    fuzzCheck(move.to == matching[move.from], "move \(move) is not the matching's: \(context)")
  }
  let moved = Set(sources)
  let staying = old.indices.filter { matching[$0] >= 0 && !moved.contains($0) }.map { matching[$0] }
  fuzzCheck(
    zip(staying, staying.dropFirst()).allSatisfy { $0 < $1 },
    "the elements that stay are not in increasing order: \(context)")
  let matchedCount = matching.filter { $0 >= 0 }.count
  let longest = slowLongestIncreasingSubsequenceLength(matching)
  fuzzCheck(
    diff.moves.count == matchedCount - longest,
    "\(diff.moves.count) moves, minimal is \(matchedCount - longest): \(context)")

  // The replay gives the new list, with each surviving old element where it was matched.
  let replayed: [Element]
  do {
    replayed = try old.applying(diff, contentFrom: new)
  } catch {
    fuzzFailure("replay threw \(error): \(context)")
  }
  fuzzCheck(replayed.count == new.count, "replay has \(replayed.count) elements: \(context)")
  for (index, element) in replayed.enumerated() {
    fuzzCheck(
      element.id == new[index].id && element.content == new[index].content,
      "replay \(replayed) differs from new at \(index): \(context)")
  }
  for oldIndex in old.indices where matching[oldIndex] >= 0 && !diff.updates.contains(oldIndex) {
    fuzzCheck(
      replayed[matching[oldIndex]].tag == oldIndex,
      "replay put another element at \(matching[oldIndex]): \(context)")
  }

  checkBatches(of: diff, matching: matching, lists: lists, context: context)
}

/// The diff's batches, in both stagings, pass strict validation, and the validated mappings carry
/// every item as the diff does.
func checkBatches(of diff: ListDiff, matching: [Int], lists: Lists, context: Context) {
  let section = lists.section
  let others = [Int](repeating: lists.otherCount, count: section)
  let before = others + [diff.oldCount]
  let after = others + [diff.newCount]
  func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

  for staging in [ListDiff.UpdateStaging.singleBatch, .reloadsAfterMoves] {
    let batches = diff.batchUpdates(inSection: section, staging: staging)
    let expectedBatchCount =
      diff.isEmpty
      ? 0
      : (staging == .reloadsAfterMoves && !diff.moves.isEmpty
        && !diff.updates.isEmpty ? 2 : 1)
    fuzzCheck(
      batches.count == expectedBatchCount,
      "\(staging): \(batches.count) batches: \(context)")
    for (number, batch) in batches.enumerated() {
      let isSecond = number == 1
      let counts = (before: isSecond ? after : before, after: after)
      let validated: ValidatedBatchUpdate
      do {
        validated = try ValidatedBatchUpdate(
          validating: batch, itemCountsBefore: counts.before, itemCountsAfter: counts.after,
          strictness: .strict)
      } catch {
        fuzzFailure("\(staging) batch \(number) (\(batch.oneLineDescription)) is invalid: \(error)")
      }
      do {
        _ = try ValidatedBatchUpdate(
          validating: batch, itemCountsBefore: counts.before, itemCountsAfter: counts.after,
          strictness: .uikit)
      } catch {
        fuzzFailure("\(staging) batch \(number) passes strict but not uikit: \(error)")
      }
      for other in 0..<section {
        for item in 0..<lists.otherCount {
          let indexPath = IndexPath(item: item, section: other)
          fuzzCheck(
            validated.indexPathAfterUpdate(forIndexPathBefore: indexPath) == indexPath,
            "\(staging): an item of another section moved: \(context)")
        }
      }
      if isSecond {
        // Reloads at new index paths: reloaded items are new, the others stay.
        let reloaded = Set(diff.updates.map { matching[$0] })
        for item in 0..<diff.newCount {
          let expected = reloaded.contains(item) ? nil : path(item)
          fuzzCheck(
            validated.indexPathAfterUpdate(forIndexPathBefore: path(item)) == expected
              && validated.indexPathBeforeUpdate(forIndexPathAfter: path(item)) == expected,
            "\(staging): second batch maps \(item) wrongly: \(context)")
        }
        continue
      }
      // The first (or only) batch: an updated item is replaced unless its reload waits for the
      // second batch.
      let updatedItemsSurvive = batches.count == 2
      var sourceOfNew = [Int?](repeating: nil, count: diff.newCount)
      for oldIndex in 0..<diff.oldCount {
        var expected: Int? = matching[oldIndex] >= 0 ? matching[oldIndex] : nil
        if diff.updates.contains(oldIndex) && !updatedItemsSurvive {
          expected = nil
        }
        if let expected { sourceOfNew[expected] = oldIndex }
        let actual = validated.indexPathAfterUpdate(forIndexPathBefore: path(oldIndex))
        fuzzCheck(
          actual == expected.map(path),
          "\(staging): item \(oldIndex) goes to \(actual.map(\.description) ?? "nil"), "
            + "expected \(expected.map(String.init) ?? "nil"); batch \(batch.oneLineDescription): "
            + "\(context)")
      }
      for newIndex in 0..<diff.newCount {
        let actual = validated.indexPathBeforeUpdate(forIndexPathAfter: path(newIndex))
        fuzzCheck(
          actual == sourceOfNew[newIndex].map(path),
          "\(staging): item \(newIndex) comes from \(actual.map(\.description) ?? "nil"), "
            + "expected \(sourceOfNew[newIndex].map(String.init) ?? "nil"); batch "
            + "\(batch.oneLineDescription): \(context)")
      }
    }
  }
}

/// libFuzzer's entry point: one pair of lists per input.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: Their count.
/// - Returns: 0, as libFuzzer requires; a failed check traps instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  check(Lists(&input))
  return 0
}
