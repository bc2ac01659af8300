import Foundation
import Sectional
import Testing

/// Checks that the diff from `old` to `new` (written as `items(_:)` strings) is exactly the one
/// given, and that it has every property a diff must have.
private func expectDiff(
  from old: String,
  to new: String,
  deletes: IndexSet = [],
  inserts: IndexSet = [],
  moves: [ListDiff.Move] = [],
  updates: IndexSet = [],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let oldItems = items(old)
  let newItems = items(new)
  let diff = ListDiff(from: oldItems, to: newItems)
  #expect(diff.deletes == deletes, "deletes of \(diff)", sourceLocation: sourceLocation)
  #expect(diff.inserts == inserts, "inserts of \(diff)", sourceLocation: sourceLocation)
  #expect(diff.moves == moves, "moves of \(diff)", sourceLocation: sourceLocation)
  #expect(diff.updates == updates, "updates of \(diff)", sourceLocation: sourceLocation)
  let broken = violations(of: diff, from: oldItems, to: newItems)
  #expect(broken.isEmpty, "\(diff): \(broken)", sourceLocation: sourceLocation)
}

private func move(_ from: Int, _ to: Int) -> ListDiff.Move {
  ListDiff.Move(from: from, to: to)
}

@Suite("ListDiff examples")
struct ListDiffTests {
  @Test func emptyToSomeInsertsEverything() {
    expectDiff(from: "", to: "abc", inserts: [0, 1, 2])
  }

  @Test func someToEmptyDeletesEverything() {
    expectDiff(from: "abc", to: "", deletes: [0, 1, 2])
  }

  @Test func emptyToEmptyIsEmpty() {
    let diff = ListDiff(from: [Int](), to: [])
    #expect(diff.isEmpty)
    #expect(diff.changeCount == 0)
  }

  @Test func identicalListsGiveAnEmptyDiff() {
    expectDiff(from: "abcdef", to: "abcdef")
    #expect(ListDiff(from: items("abcdef"), to: items("abcdef")).isEmpty)
  }

  @Test func insertAtTheStart() {
    expectDiff(from: "abc", to: "xabc", inserts: [0])
  }

  @Test func insertAtTheEnd() {
    expectDiff(from: "abc", to: "abcx", inserts: [3])
  }

  @Test func insertInTheMiddle() {
    expectDiff(from: "abc", to: "abxyc", inserts: [2, 3])
  }

  @Test func deleteAtTheStart() {
    expectDiff(from: "abc", to: "bc", deletes: [0])
  }

  @Test func deleteAtTheEnd() {
    expectDiff(from: "abc", to: "ab", deletes: [2])
  }

  @Test func deleteInTheMiddle() {
    expectDiff(from: "abcd", to: "ad", deletes: [1, 2])
  }

  @Test func deleteAndInsertAtTheSamePlace() {
    expectDiff(from: "abc", to: "axc", deletes: [1], inserts: [1])
  }

  @Test func swappingTwoNeighboursIsOneMove() {
    expectDiff(from: "ab", to: "ba", moves: [move(0, 1)])
  }

  @Test func rotatingLeftByOneIsOneMove() {
    expectDiff(from: "abcde", to: "bcdea", moves: [move(0, 4)])
  }

  @Test func rotatingRightByOneIsOneMove() {
    expectDiff(from: "abcde", to: "eabcd", moves: [move(4, 0)])
  }

  @Test func reversingMovesAllButOne() {
    let diff = ListDiff(from: items("abcdef"), to: items("fedcba"))
    #expect(diff.moves.count == 5)
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty && diff.updates.isEmpty)
    #expect(violations(of: diff, from: items("abcdef"), to: items("fedcba")).isEmpty)
  }

  @Test func changedContentIsAnUpdateAtTheOldIndex() {
    expectDiff(from: "abc", to: "ab'c", updates: [1])
  }

  @Test func everyElementUpdated() {
    expectDiff(from: "abc", to: "a'b'c'", updates: [0, 1, 2])
  }

  @Test func anElementCanMoveAndUpdate() {
    expectDiff(from: "abc", to: "bca'", moves: [move(0, 2)], updates: [0])
  }

  @Test func updatesAreReportedBesideDeletesAndInserts() {
    expectDiff(
      from: "abcd", to: "xb'dc", deletes: [0], inserts: [0], moves: [move(2, 3)], updates: [1])
  }

  @Test func duplicatesInTheOldListAreMatchedInOrderAndTheRestDeleted() {
    expectDiff(from: "aab", to: "ab", deletes: [1])
  }

  @Test func duplicatesInTheNewListAreMatchedInOrderAndTheRestInserted() {
    expectDiff(from: "ab", to: "aab", inserts: [1])
  }

  @Test func duplicatesInBothListsAreMatchedInOrderOfOccurrence() {
    // a₀→1, b₁→0, a₂→3, b₃→2: two of the four stay.
    let diff = ListDiff(from: items("abab"), to: items("baba"))
    #expect(diff.moves.count == 2)
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty)
    #expect(violations(of: diff, from: items("abab"), to: items("baba")).isEmpty)
  }

  @Test func withDuplicatesTheMovesAreMinimalForTheInOrderMatchingOnly() {
    // The documented limit: "a" is matched with the first "a" of the new list and moves, although
    // matching it with the last one and inserting the first would need no move.
    let diff = ListDiff(from: items("bca"), to: items("abca"))
    #expect(diff.moves == [Move(from: 2, to: 0)])
    #expect(diff.inserts == [3])
    #expect(violations(of: diff, from: items("bca"), to: items("abca")).isEmpty)
  }

  @Test func duplicatesKeepTheirOwnContent() {
    // The second "a" changed; it is matched with the second "a" of the new list.
    expectDiff(from: "aab", to: "aa'b", updates: [1])
  }

  @Test func collectionsOfDifferentTypesCanBeCompared() {
    let diff = ListDiff(from: 0..<5, to: [0, 2, 3, 5])
    #expect(diff.deletes == [1, 4])
    #expect(diff.inserts == [3])
  }

  @Test func aSliceIsDiffedInPlace() {
    let numbers = Array(0..<10)
    let diff = ListDiff(from: numbers[2..<6], to: numbers[3..<7])
    #expect(diff.deletes == [0])
    #expect(diff.inserts == [3])
  }

  @Test func changeCountAddsEveryOperation() {
    let diff = ListDiff(from: items("abcd"), to: items("xb'dc"))
    #expect(diff.changeCount == 4)
    #expect(!diff.isEmpty)
  }

  @Test func descriptionListsTheOperationsWithCompactRanges() {
    let diff = ListDiff(from: items("abcdefg"), to: items("xyb'cd"))
    #expect(diff.description == "ListDiff(7 → 5: deletes [0, 4...6], inserts [0...1], updates [1])")
  }

  @Test func descriptionOfAnEmptyDiffSaysSo() {
    #expect(ListDiff(from: [1, 2], to: [1, 2]).description == "ListDiff(2 → 2: no changes)")
  }

  @Test func descriptionWritesMovesAsArrows() {
    #expect(
      ListDiff(from: [1, 2, 3], to: [2, 3, 1]).description == "ListDiff(3 → 3: moves [0→2])")
  }
}
