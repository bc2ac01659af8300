import Foundation
import Sectional
import SeededRandom
import Testing

// A review of the public diffing API (ListDiff, applying, descriptions, Differentiable defaults,
// Move, IndexRanges) and of `ListDiff.batchUpdates(inSection:staging:)`, against slow references
// written here independently of the library.

// MARK: - Element types

/// An identified element with content that can change, generic over its identifier's type so
/// that every hashing path of the diff is exercised.
private struct DARItem<ID: Hashable>: Identifiable, Equatable, Differentiable,
  CustomStringConvertible
{
  let id: ID
  var content: Int

  var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// An identifier whose hashes all collide.
private struct DARCollidingKey: Hashable, CustomStringConvertible {
  let value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
  var description: String { "k\(value)" }
}

/// An identifier of two words, whose hashes differ only through the second.
private struct DARTwoWordKey: Hashable {
  let high: Int
  let low: Int
}

// MARK: - Slow references

/// In-order matching through a dictionary of queues: `result[i]` is the new index matched with
/// `old[i]`, or nil.
private func darMatching<E: Differentiable>(_ old: [E], _ new: [E]) -> [Int?] {
  var queues: [E.DifferenceIdentifier: [Int]] = [:]
  for (index, element) in old.enumerated() {
    queues[element.differenceIdentifier, default: []].append(index)
  }
  var heads: [E.DifferenceIdentifier: Int] = [:]
  var result = [Int?](repeating: nil, count: old.count)
  for (newIndex, element) in new.enumerated() {
    let key = element.differenceIdentifier
    guard let queue = queues[key] else { continue }
    let head = heads[key, default: 0]
    guard head < queue.count else { continue }
    result[queue[head]] = newIndex
    heads[key] = head + 1
  }
  return result
}

/// Longest strictly increasing subsequence length: the O(n²) recurrence for short inputs,
/// patience sorting for long ones.
private func darLISLength(_ values: [Int]) -> Int {
  if values.count <= 400 {
    var best = [Int](repeating: 1, count: values.count)
    for end in values.indices {
      for start in 0..<end where values[start] < values[end] {
        best[end] = max(best[end], best[start] + 1)
      }
    }
    return best.max() ?? 0
  }
  var tails: [Int] = []
  for value in values {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}

/// Everything wrong with `diff` as the diff of `old` → `new` (empty when it is right).
private func darProblems<E: Differentiable & Equatable>(
  _ diff: ListDiff, _ old: [E], _ new: [E]
) -> [String] {
  var problems: [String] = []
  func check(_ ok: Bool, _ message: @autoclosure () -> String) {
    if !ok { problems.append(message()) }
  }
  check(diff.oldCount == old.count, "oldCount \(diff.oldCount) ≠ \(old.count)")
  check(diff.newCount == new.count, "newCount \(diff.newCount) ≠ \(new.count)")
  let matching = darMatching(old, new)
  let matchedNew = Set(matching.compactMap { $0 })
  let expectedDeletes = IndexSet(old.indices.filter { matching[$0] == nil })
  let expectedInserts = IndexSet(new.indices.filter { !matchedNew.contains($0) })
  let expectedUpdates = IndexSet(
    old.indices.filter { index in
      matching[index].map { !old[index].isContentEqual(to: new[$0]) } ?? false
    })
  let deletes = diff.deletes
  let inserts = diff.inserts
  let updates = diff.updates
  check(deletes == expectedDeletes, "deletes \(Array(deletes)) ≠ \(Array(expectedDeletes))")
  check(inserts == expectedInserts, "inserts \(Array(inserts)) ≠ \(Array(expectedInserts))")
  check(updates == expectedUpdates, "updates \(Array(updates)) ≠ \(Array(expectedUpdates))")
  // Ranges agree with the index sets.
  check(IndexSet(diff.deletedRanges) == deletes, "deletedRanges disagree with deletes")
  check(IndexSet(diff.insertedRanges) == inserts, "insertedRanges disagree with inserts")
  check(IndexSet(diff.updatedRanges) == updates, "updatedRanges disagree with updates")
  check(diff.deletedRanges.indexCount == deletes.count, "deletedRanges.indexCount")
  check(diff.insertedRanges.indexCount == inserts.count, "insertedRanges.indexCount")
  check(diff.updatedRanges.indexCount == updates.count, "updatedRanges.indexCount")
  // Moves follow the matching, are sorted by old index, and are minimal.
  for move in diff.moves {
    check(
      move.from >= 0 && move.from < old.count && matching[move.from] == move.to,
      "move \(move) does not follow the matching")
  }
  check(
    zip(diff.moves, diff.moves.dropFirst()).allSatisfy { $0.from < $1.from },
    "moves are not in ascending order of old index")
  let matchedInOldOrder = matching.compactMap { $0 }
  let minimal = matchedInOldOrder.count - darLISLength(matchedInOldOrder)
  check(diff.moves.count == minimal, "\(diff.moves.count) moves, minimal is \(minimal)")
  // The elements that do not move keep their relative order and fill exactly the new positions
  // no insert or move takes.
  let moveSources = Set(diff.moves.map(\.from))
  let stayers = old.indices.compactMap { index -> Int? in
    guard let to = matching[index], !moveSources.contains(index) else { return nil }
    return to
  }
  check(zip(stayers, stayers.dropFirst()).allSatisfy { $0 < $1 }, "stayers are out of order")
  let taken = Set(inserts).union(diff.moves.map(\.to))
  check(
    Set(stayers) == Set(new.indices).subtracting(taken),
    "stayers do not fill the free positions")
  check(
    diff.changeCount == deletes.count + inserts.count + diff.moves.count + updates.count,
    "changeCount \(diff.changeCount)")
  check(
    diff.isEmpty == (deletes.isEmpty && inserts.isEmpty && diff.moves.isEmpty && updates.isEmpty),
    "isEmpty \(diff.isEmpty)")
  // Replaying gives the new list.
  do {
    let replayed = try old.applying(diff, contentFrom: new)
    check(replayed == new, "applying gives \(replayed.count) elements ≠ new")
  } catch {
    problems.append("applying threw \(error)")
  }
  return problems
}

// MARK: - Random pairs

/// A pair of lists of alphabet indices with contents, from a seed: random edits of the old list,
/// reversals, rotations, all-equal runs, or an unrelated list.
private func darPair(
  seed: UInt64, alphabet: Int, maximumLength: Int
) -> (old: [(Int, Int)], new: [(Int, Int)]) {
  var generator = SplitMix64(seed: seed)
  func element() -> (Int, Int) {
    (generator.int(below: alphabet), generator.int(below: 2))
  }
  let oldCount = generator.int(in: 0...maximumLength)
  let old = (0..<oldCount).map { _ in element() }
  var new = old
  switch generator.int(below: 8) {
  case 0:
    new = (0..<generator.int(in: 0...maximumLength)).map { _ in element() }
  case 1:
    new.reverse()
  case 2 where !new.isEmpty:
    let by = generator.int(below: new.count)
    new = Array(new[by...] + new[..<by])
  default:
    for _ in 0..<generator.int(in: 0...max(1, maximumLength / 3)) {
      switch generator.int(below: 5) {
      case 0 where !new.isEmpty:
        new.remove(at: generator.int(below: new.count))
      case 1:
        new.insert(element(), at: generator.int(in: 0...new.count))
      case 2 where !new.isEmpty:
        let moved = new.remove(at: generator.int(below: new.count))
        new.insert(moved, at: generator.int(in: 0...new.count))
      case 3 where !new.isEmpty:
        new[generator.int(below: new.count)].1 += 1
      case 4 where new.count > 1:
        let a = generator.int(below: new.count)
        let b = generator.int(below: new.count)
        new.swapAt(a, b)
      default:
        break
      }
    }
  }
  return (old, new)
}

private func darSeeds(_ count: Int, from first: UInt64) -> [UInt64] {
  if let replay = ProcessInfo.processInfo.environment["SECTIONAL_SEED"].flatMap(UInt64.init) {
    return [replay]
  }
  return (0..<UInt64(count)).map { first &+ $0 }
}

private func darUUID(_ index: Int) -> UUID {
  // The same first word for every identifier: only the second tells them apart.
  let b = UInt8(truncatingIfNeeded: index)
  let c = UInt8(truncatingIfNeeded: index >> 8)
  return UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, c, b))
}

private func darLift<ID: Hashable>(_ pairs: [(Int, Int)], _ id: (Int) -> ID) -> [DARItem<ID>] {
  pairs.map { DARItem(id: id($0.0), content: $0.1) }
}

// MARK: - Headless collection view

@MainActor
private final class DARSections: CollectionViewDataSource {
  var sections: [[String]]

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: any CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }
}

// MARK: - Tests

@Suite("Diff API review", .serialized)
struct DiffAPIReviewTests {
  // MARK: Diff properties against the reference

  /// Every identifier type takes its own hashing path (Int and UUID are mixed inline, others
  /// go through the seeded `_rawHashValue`); each must give the reference's diff.
  @Test(arguments: [
    "Int", "String", "UUID", "Int32", "colliding", "two-word", "negative Int", "AnyHashable",
  ])
  func diffsMatchTheReferenceForEveryIdentifierType(kind: String) {
    for (shapeIndex, shape) in [(3, 10), (12, 30), (400, 80)].enumerated() {
      let count = kind == "colliding" ? 300 : 700
      for seed in darSeeds(count, from: 0xDA_0000 &+ UInt64(shapeIndex) << 16) {
        let (oldPairs, newPairs) = darPair(
          seed: seed, alphabet: shape.0, maximumLength: shape.1)
        let problems: [String]
        switch kind {
        case "Int":
          let (old, new) = (darLift(oldPairs) { $0 }, darLift(newPairs) { $0 })
          problems = darProblems(ListDiff(from: old, to: new), old, new)
        case "negative Int":
          let (old, new) = (
            darLift(oldPairs) { Int.min + $0 }, darLift(newPairs) { Int.min + $0 }
          )
          problems = darProblems(ListDiff(from: old, to: new), old, new)
        case "String":
          let (old, new) = (darLift(oldPairs) { "s\($0)" }, darLift(newPairs) { "s\($0)" })
          problems = darProblems(ListDiff(from: old, to: new), old, new)
        case "UUID":
          let (old, new) = (darLift(oldPairs, darUUID), darLift(newPairs, darUUID))
          problems = darProblems(ListDiff(from: old, to: new), old, new)
        case "Int32":
          let (old, new) = (
            darLift(oldPairs) { Int32($0) }, darLift(newPairs) { Int32($0) }
          )
          problems = darProblems(ListDiff(from: old, to: new), old, new)
        case "colliding":
          let (old, new) = (
            darLift(oldPairs) { DARCollidingKey(value: $0) },
            darLift(newPairs) { DARCollidingKey(value: $0) }
          )
          problems = darProblems(ListDiff(from: old, to: new), old, new)
        case "AnyHashable":
          // The same numbers boxed as different integer types compare equal as AnyHashable.
          let (old, new) = (
            darLift(oldPairs) { AnyHashable($0) }, darLift(newPairs) { AnyHashable(Int16($0)) }
          )
          problems = darProblems(ListDiff(from: old, to: new), old, new)
        default:
          let (old, new) = (
            darLift(oldPairs) { DARTwoWordKey(high: 7, low: $0) },
            darLift(newPairs) { DARTwoWordKey(high: 7, low: $0) }
          )
          problems = darProblems(ListDiff(from: old, to: new), old, new)
        }
        guard problems.isEmpty else {
          Issue.record(
            """
            \(kind) seed \(seed) (replay: SECTIONAL_SEED=\(seed)) alphabet \(shape.0)
            old: \(oldPairs)
            new: \(newPairs)
            \(problems.joined(separator: "\n"))
            """)
          return
        }
      }
    }
  }

  /// The matching is a function of the lists' structure alone: the same pair under different
  /// identifier types (different hash functions, different seeds' effects) gives the same diff.
  @Test func theDiffDoesNotDependOnHowIdentifiersHash() {
    for seed in darSeeds(1_500, from: 0xDA_1000) {
      let (oldPairs, newPairs) = darPair(seed: seed, alphabet: 10, maximumLength: 40)
      let byInt = ListDiff(from: darLift(oldPairs) { $0 }, to: darLift(newPairs) { $0 })
      let byString = ListDiff(
        from: darLift(oldPairs) { "\($0)" }, to: darLift(newPairs) { "\($0)" })
      let byUUID = ListDiff(from: darLift(oldPairs, darUUID), to: darLift(newPairs, darUUID))
      let byColliding = ListDiff(
        from: darLift(oldPairs) { DARCollidingKey(value: $0) },
        to: darLift(newPairs) { DARCollidingKey(value: $0) })
      guard byInt == byString, byInt == byUUID, byInt == byColliding,
        byInt.description == byString.description
      else {
        Issue.record(
          """
          seed \(seed) (replay: SECTIONAL_SEED=\(seed))
          Int: \(byInt)
          String: \(byString)
          UUID: \(byUUID)
          colliding: \(byColliding)
          """)
        return
      }
    }
  }

  /// Both widths of the symbol table's slots give the same diff, for non-`Int` identifiers too.
  @Test func slotWidthDoesNotChangeTheDiffOfStringIdentifiers() {
    for seed in darSeeds(800, from: 0xDA_2000) {
      let (oldPairs, newPairs) = darPair(seed: seed, alphabet: 8, maximumLength: 30)
      let old = darLift(oldPairs) { "id\($0)" }
      let new = darLift(newPairs) { "id\($0)" }
      let wide = ListDiff(from: old, to: new, wideSlotsFrom: 0)
      let narrow = ListDiff(from: old, to: new)
      guard wide == narrow, darProblems(wide, old, new).isEmpty else {
        Issue.record("seed \(seed): wide \(wide) narrow \(narrow)")
        return
      }
    }
  }

  @Test func edgeShapes() {
    typealias I = DARItem<Int>
    func item(_ id: Int, _ content: Int = 0) -> I { I(id: id, content: content) }
    let cases: [(String, [I], [I])] = [
      ("empty → empty", [], []),
      ("empty → one", [], [item(1)]),
      ("one → empty", [item(1)], []),
      ("one → same", [item(1)], [item(1)]),
      ("one → changed", [item(1)], [item(1, 1)]),
      ("one → other", [item(1)], [item(2)]),
      (
        "all equal, shrink", Array(repeating: item(5), count: 9),
        Array(repeating: item(5), count: 4)
      ),
      ("all equal, grow", Array(repeating: item(5), count: 3), Array(repeating: item(5), count: 8)),
      (
        "all equal, contents change",
        (0..<6).map { item(5, $0 % 2) }, (0..<6).map { item(5, ($0 + 1) % 2) }
      ),
      ("all equal → others", Array(repeating: item(5), count: 5), (0..<5).map { item($0) }),
      (
        "run moved to front", Array(repeating: item(1), count: 6) + [item(2)],
        [item(2)] + Array(repeating: item(1), count: 6)
      ),
      ("reversed", (0..<50).map { item($0) }, (0..<50).reversed().map { item($0) }),
      (
        "reversed with duplicates", (0..<40).map { item($0 % 3) },
        (0..<40).reversed().map { item($0 % 3) }
      ),
      ("doc example", [item(98), item(99), item(97)], [item(97), item(98), item(99), item(97)]),
    ]
    for (name, old, new) in cases {
      let problems = darProblems(ListDiff(from: old, to: new), old, new)
      #expect(problems.isEmpty, "\(name): \(problems)")
    }
  }

  @Test func reversingMovesEveryElementButOne() {
    let old = Array(0..<10_000)
    let diff = ListDiff(from: old, to: old.reversed())
    #expect(diff.moves.count == 9_999)
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty && diff.updates.isEmpty)
    #expect((try? old.applying(diff, contentFrom: Array(old.reversed()))) == old.reversed())
  }

  @Test func hugeListsMatchTheReference() {
    var generator = SplitMix64(seed: 0xDA_3000)
    let count = 200_000
    var old = Array(0..<count)
    old.shuffle(using: &generator)
    var new = old
    for _ in 0..<2_000 {
      let moved = new.remove(at: generator.int(below: new.count))
      new.insert(moved, at: generator.int(in: 0...new.count))
    }
    new.removeLast(500)
    new.insert(contentsOf: (count..<count + 700), at: 1_000)
    let diff = ListDiff(from: old, to: new)
    let problems = darProblems(diff, old, new)
    #expect(problems.isEmpty, "\(problems.prefix(5))")

    // All-equal identifiers, huge.
    let same = Array(repeating: DARItem(id: 1, content: 0), count: 150_000)
    var sameNew = Array(repeating: DARItem(id: 1, content: 0), count: 149_000)
    sameNew[7].content = 1
    let sameDiff = ListDiff(from: same, to: sameNew)
    #expect(sameDiff.deletes == IndexSet(149_000..<150_000))
    #expect(sameDiff.updates == [7])
    #expect(sameDiff.moves.isEmpty && sameDiff.inserts.isEmpty)
    #expect((try? same.applying(sameDiff, contentFrom: sameNew)) == sameNew)

    // Long runs of one identifier behind a moved element.
    let runOld = Array(repeating: 1, count: 100_000) + [2]
    let runNew = [2] + Array(repeating: 1, count: 100_000)
    let runDiff = ListDiff(from: runOld, to: runNew)
    #expect(runDiff.moves == [ListDiff.Move(from: 100_000, to: 0)])
    #expect(runDiff.changeCount == 1)
  }

  /// Collections without contiguous storage, with other index types, or sliced away from zero,
  /// give the diff of their elements as an array.
  @Test func anyCollectionGivesTheDiffOfItsElements() throws {
    let old = [4, 8, 15, 16, 23, 42, 4]
    let new = [42, 4, 15, 16, 99, 8]
    let expected = ListDiff(from: old, to: new)
    #expect(ListDiff(from: old.lazy.map { $0 }, to: new.lazy.map { $0 }) == expected)
    #expect(ListDiff(from: ([0, 0] + old)[2...], to: ([1] + new)[1...]) == expected)
    #expect(
      ListDiff(from: old.reversed().reversed(), to: ContiguousArray(new)) == expected)
    let dictionaryKeys = ListDiff(from: Array(0..<5), to: 0..<5)
    #expect(dictionaryKeys.isEmpty)
    #expect(try ([0, 0] + old)[2...].applying(expected, contentFrom: new.lazy.map { $0 }) == new)
  }

  /// Strings are collections of `Character`s without contiguous storage; canonically equivalent
  /// characters are the same identifier.
  @Test func stringsAreDiffedByCharacter() throws {
    let old = "e\u{301}xyz"  // é decomposed
    let new = "xyz\u{e9}!"  // é precomposed
    let diff = ListDiff(from: old, to: new)
    #expect(diff.deletes.isEmpty && diff.updates.isEmpty)
    #expect(diff.inserts == [4])
    #expect(diff.moves == [ListDiff.Move(from: 0, to: 3)])
    #expect(try old.applying(diff, contentFrom: new) == Array(new))
    let problems = darProblems(diff, Array(old), Array(new))
    #expect(problems.isEmpty, "\(problems)")
    let substrings = ListDiff(
      from: "a b c a".split(separator: " "), to: "c a b".split(separator: " "))
    #expect(
      darProblems(substrings, "a b c a".split(separator: " "), "c a b".split(separator: " "))
        .isEmpty)
  }

  /// The diff compares contents only of matched elements, once each.
  @Test func contentIsComparedOnlyForMatchedPairsOnce() {
    final class Log: @unchecked Sendable {
      var calls: [(Int, Int)] = []
    }
    struct Logged: Differentiable {
      let id: Int
      let content: Int
      let log: Log
      var differenceIdentifier: Int { id }
      func isContentEqual(to source: Logged) -> Bool {
        log.calls.append((id, source.id))
        return content == source.content
      }
    }
    for seed in darSeeds(300, from: 0xDA_4000) {
      let (oldPairs, newPairs) = darPair(seed: seed, alphabet: 6, maximumLength: 20)
      let log = Log()
      let old = oldPairs.map { Logged(id: $0.0, content: $0.1, log: log) }
      let new = newPairs.map { Logged(id: $0.0, content: $0.1, log: log) }
      _ = ListDiff(from: old, to: new)
      let matchedCount = darMatching(old, new).compactMap { $0 }.count
      guard log.calls.allSatisfy({ $0.0 == $0.1 }), log.calls.count == matchedCount else {
        Issue.record(
          "seed \(seed): \(log.calls.count) comparisons for \(matchedCount) matches: \(log.calls)")
        return
      }
    }
  }

  // DifferenceKit, whose `isContentEqual(to source:)` Sectional adopts, asks the *new* element
  // whether its content equals its `source`, the old element. An asymmetric comparison (a
  // revision that only counts as a change when the new one is newer) must report the update.
  @Test func isContentEqualIsAskedOfTheNewElementAboutItsSource() {
    struct Revision: Identifiable, Differentiable {
      let id: Int
      let revision: Int
      /// Unchanged unless this version is newer than its source.
      func isContentEqual(to source: Revision) -> Bool { revision <= source.revision }
    }
    let diff = ListDiff(
      from: [Revision(id: 1, revision: 1)], to: [Revision(id: 1, revision: 2)])
    // Fixed: the new element is asked about its source.
    #expect(diff.updates == [0])
  }

  // MARK: Descriptions

  @Test func descriptionsAreReadableAndStable() {
    #expect(ListDiff(from: [Int](), to: []).description == "ListDiff(0 → 0: no changes)")
    let documented = ListDiff(from: ["a", "b", "c", "d"], to: ["b", "c", "d", "a", "e"])
    #expect(documented.moves == [ListDiff.Move(from: 0, to: 3)])
    #expect(documented.inserts == [4])
    #expect(documented.description == "ListDiff(4 → 5: inserts [4], moves [0→3])")
    let mixed = ListDiff(
      from: [DARItem(id: 1, content: 0), DARItem(id: 2, content: 0), DARItem(id: 3, content: 0)],
      to: [
        DARItem(id: 3, content: 1), DARItem(id: 9, content: 0), DARItem(id: 1, content: 0),
        DARItem(id: 8, content: 0), DARItem(id: 7, content: 0),
      ])
    #expect(
      mixed.description
        == "ListDiff(3 → 5: deletes [1], inserts [1, 3...4], moves [0→2], updates [2])")
    #expect(mixed.description == mixed.description)
    #expect(ListDiff.Move(from: 3, to: 1).description == "3→1")
    #expect(
      BatchUpdate.ItemMove(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 5, section: 1))
        .description
        == "0-2→1-5")
    let ranges = ListDiff(from: ["a", "b", "c", "d", "e"], to: ["a", "d"]).deletedRanges
    #expect(ranges.description == "[1..<3, 4..<5]")
    #expect(Array(ranges) == [1..<3, 4..<5])
    #expect(ranges.indexCount == 3)
    #expect(ranges.contains(2) && !ranges.contains(3) && !ranges.contains(-1))
    #expect(Array(ranges.joined()) == [1, 2, 4])
    #expect(ListDiff(from: [1], to: [1]).deletedRanges.description == "[]")
  }

  /// The example in `ListDiff.description`'s documentation must be a diff some pair of lists
  /// has: surviving plus inserted elements make the new count.
  private struct DARDocRow: Differentiable {
    let id: String
    let text: String
    var differenceIdentifier: String { id }
    func isContentEqual(to source: DARDocRow) -> Bool { text == source.text }
  }

  @Test func theDocumentedDescriptionExampleIsAPossibleDiff() {
    // Fixed: the example is the description of a real diff.
    let old = ["a", "b", "c", "d", "e"].map { DARDocRow(id: $0, text: $0) }
    let new = [("x", "x"), ("d", "d"), ("a", "a"), ("c", "c′"), ("e", "e"), ("y", "y")].map {
      DARDocRow(id: $0.0, text: $0.1)
    }
    #expect(
      "\(ListDiff(from: old, to: new))"
        == "ListDiff(5 → 6: deletes [1], inserts [0, 5], moves [3→1], updates [2])")
  }

  @Test func indexRangesEqualityAndHashingFollowTheIndices() {
    let a = ListDiff(from: Array(0..<10), to: [0, 3, 4, 9]).deletedRanges
    let b = ListDiff(from: Array(100..<110), to: [100, 103, 104, 109]).deletedRanges
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b]).count == 1)
    #expect(IndexSet(a) == IndexSet([1, 2, 5, 6, 7, 8]))
    #expect(a.count == 2 && a.first == 1..<3 && a.last == 5..<9)
  }

  // `applying(_:contentFrom:)` promised both that the result equals `new` and that elements that
  // are not updated keep their old value: both cannot hold for a type whose
  // `isContentEqual(to:)` ignores a stored property. The documentation now says the second.
  @Test func applyingADiffGivesTheNewListAsDocumented() throws {
    struct Row: Identifiable, Equatable, Differentiable {
      let id: Int
      let title: String
      let lastSeen: Int  // not shown: not part of the content
      func isContentEqual(to source: Row) -> Bool { title == source.title }
    }
    let old = [Row(id: 1, title: "a", lastSeen: 1), Row(id: 2, title: "b", lastSeen: 1)]
    let new = [Row(id: 2, title: "b", lastSeen: 2), Row(id: 1, title: "a", lastSeen: 2)]
    let diff = ListDiff(from: old, to: new)
    let shown = try old.applying(diff, contentFrom: new)
    // Fixed in the documentation: `new`'s elements in `new`'s order, each not updated keeping
    // its old value of what `isContentEqual(to:)` ignores.
    #expect(shown.map(\.id) == new.map(\.id))
    #expect(shown.map(\.lastSeen) == [1, 1])
  }

  // Differentiable's documentation: "`Int`, `String`, `UUID` and the other common scalar types
  // conform out of the box."
  @Test func commonScalarTypesAreDifferentiable() {
    let scalars: [(String, Any.Type)] = [
      ("Int", Int.self), ("String", String.self), ("UUID", UUID.self), ("Bool", Bool.self),
      ("Double", Double.self), ("Float", Float.self), ("Decimal", Decimal.self),
    ]
    let missing = scalars.filter { !($0.1 is any Differentiable.Type) }.map(\.0)
    #expect(!missing.contains("Int") && !missing.contains("String") && !missing.contains("UUID"))
    #expect(missing.isEmpty, "not Differentiable: \(missing)")
  }

  /// The example in the documentation of `batchUpdates(inSection:staging:)`, run as written.
  @MainActor
  @Test func theDocumentedBatchUpdatesExampleRunsCleanly() {
    let collectionView = HeadlessCollectionView(size: CGSize(width: 320, height: 480))
    var rows = ["a", "b", "c"]  // what the data source shows
    let newRows = ["c", "a", "d"]

    let diff = ListDiff(from: rows, to: newRows)
    for batch in diff.batchUpdates(inSection: 0) {
      collectionView.performBatchUpdates(
        describedBy: {
          rows = newRows
          return batch
        }, completion: nil)
    }
    #expect(rows == newRows)
    // A view without a data source has no section 0 to change, and says so: the documentation's
    // example now works on a view whose data source shows the rows.
    #expect(!collectionView.errors.isEmpty)
  }

  // MARK: Batches

  /// Each batch passes strict validation against the counts around it, maps every item where
  /// the diff says it goes, and leaves a headless collection view showing the new list.
  @MainActor
  @Test(arguments: [ListDiff.UpdateStaging.singleBatch, .reloadsAfterMoves])
  func batchesValidateMapItemsAndShowTheNewList(staging: ListDiff.UpdateStaging) {
    for seed in darSeeds(250, from: 0xDA_5000) {
      let (oldPairs, newPairs) = darPair(seed: seed, alphabet: 12, maximumLength: 30)
      let old = darLift(oldPairs) { $0 }
      let new = darLift(newPairs) { $0 }
      let diff = ListDiff(from: old, to: new)
      let batches = diff.batchUpdates(inSection: 1, staging: staging)
      var problems: [String] = []

      let expectedBatchCount =
        diff.isEmpty
        ? 0
        : (staging == .reloadsAfterMoves && !diff.moves.isEmpty && !diff.updates.isEmpty)
          ? 2 : 1
      if batches.count != expectedBatchCount {
        problems.append("\(batches.count) batches, expected \(expectedBatchCount)")
      }

      // Strict validation, and the mapping of every old item.
      let matching = darMatching(old, new)
      var countsBefore = [2, old.count, 3]
      for (number, batch) in batches.enumerated() {
        let countsAfter = [2, new.count, 3]
        do {
          let validated = try batch.validated(
            itemCountsBefore: countsBefore, itemCountsAfter: countsAfter, strictness: .strict)
          if number == 0 {
            let updates = diff.updates
            for index in old.indices {
              let after = validated.indexPathAfterUpdate(
                forIndexPathBefore: IndexPath(item: index, section: 1))
              let replacedWhole =
                updates.contains(index) && (staging == .singleBatch || diff.moves.isEmpty)
              let expected =
                replacedWhole ? nil : matching[index].map { IndexPath(item: $0, section: 1) }
              if after != expected {
                problems.append("old item \(index) maps to \(String(describing: after))")
              }
            }
            var matchedOld = [Int?](repeating: nil, count: new.count)
            for (oldIndex, newIndex) in matching.enumerated() {
              if let newIndex { matchedOld[newIndex] = oldIndex }
            }
            for index in new.indices {
              let before = validated.indexPathBeforeUpdate(
                forIndexPathAfter: IndexPath(item: index, section: 1))
              let expected = matchedOld[index].flatMap { oldIndex -> IndexPath? in
                let replacedWhole =
                  updates.contains(oldIndex) && (staging == .singleBatch || diff.moves.isEmpty)
                return replacedWhole ? nil : IndexPath(item: oldIndex, section: 1)
              }
              if before != expected {
                problems.append("new item \(index) comes from \(String(describing: before))")
              }
            }
            for section in [0, 2] {
              for item in 0..<countsBefore[section] {
                let path = IndexPath(item: item, section: section)
                if validated.indexPathAfterUpdate(forIndexPathBefore: path) != path {
                  problems.append("untouched item \(path) moved")
                }
              }
            }
          } else {
            // The follow-up batch only reloads, at the new index paths of the updated items.
            let destinations = matching
            let expectedReloads = diff.updates.map {
              IndexPath(item: destinations[$0]!, section: 1)
            }
            if batch.itemReloads != expectedReloads.sorted() || !batch.itemDeletes.isEmpty
              || !batch.itemInserts.isEmpty || !batch.itemMoves.isEmpty
            {
              problems.append("follow-up batch \(batch.oneLineDescription)")
            }
          }
        } catch {
          problems.append("batch \(number) rejected: \(error)")
        }
        countsBefore = countsAfter
      }

      // A headless collection view, with the list in section 1 between two fixed sections.
      let source = DARSections([["x", "y"], old.map(\.description), ["p", "q", "r"]])
      let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100_000))
      view.dataSource = source
      view.layoutIfNeeded()
      for batch in batches {
        view.performBatchUpdates(
          describedBy: {
            source.sections[1] = new.map(\.description)
            return batch
          }, completion: nil)
      }
      view.layoutIfNeeded()
      if !view.errors.isEmpty {
        problems.append("view errors: \(view.errors)")
      }
      for (section, texts) in source.sections.enumerated() {
        let shown = texts.indices.map {
          view.cellForItem(at: IndexPath(item: $0, section: section))?.text
        }
        if shown != texts.map(Optional.some) {
          problems.append("section \(section) shows \(shown), expected \(texts)")
        }
      }

      // A small viewport scrolled into the list: cells shown during the batch travel with their
      // items, and every cell scrolled to afterwards shows the data source's item.
      let smallSource = DARSections([["x", "y"], old.map(\.description), ["p", "q", "r"]])
      let small = HeadlessCollectionView(size: CGSize(width: 100, height: 200))
      small.dataSource = smallSource
      small.layoutIfNeeded()
      small.setContentOffset(CGPoint(x: 0, y: CGFloat(40 * (old.count / 2))), animated: false)
      small.layoutIfNeeded()
      for batch in batches {
        small.performBatchUpdates(
          describedBy: {
            smallSource.sections[1] = new.map(\.description)
            return batch
          }, completion: nil)
      }
      small.layoutIfNeeded()
      var offset: CGFloat = 0
      while true {
        for path in small.indexPathsForVisibleItems {
          let text = small.cellForItem(at: path)?.text
          if text != smallSource.sections[path.section][path.item] {
            problems.append("small view shows \(String(describing: text)) at \(path)")
          }
        }
        offset += 200
        guard offset < small.contentSize.height else { break }
        small.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        small.layoutIfNeeded()
      }
      if !small.errors.isEmpty {
        problems.append("small view errors: \(small.errors)")
      }

      guard problems.isEmpty else {
        Issue.record(
          """
          \(staging) seed \(seed) (replay: SECTIONAL_SEED=\(seed))
          old: \(old)
          new: \(new)
          \(diff)
          batches: \(batches)
          \(problems.prefix(8).joined(separator: "\n"))
          """)
        return
      }
    }
  }

  @Test func aBatchOfAHugeDiffValidates() throws {
    var generator = SplitMix64(seed: 0xDA_6000)
    let old = (0..<20_000).map { DARItem(id: $0, content: 0) }
    var new = old
    for _ in 0..<300 {
      var moved = new.remove(at: generator.int(below: new.count))
      moved.content = generator.int(below: 2)
      new.insert(moved, at: generator.int(in: 0...new.count))
    }
    new.removeFirst(50)
    let diff = ListDiff(from: old, to: new)
    for staging in [ListDiff.UpdateStaging.singleBatch, .reloadsAfterMoves] {
      var before = [old.count]
      for batch in diff.batchUpdates(inSection: 0, staging: staging) {
        _ = try batch.validated(itemCountsBefore: before, itemCountsAfter: [new.count])
        before = [new.count]
      }
    }
  }
}
