import Foundation
import SeededRandom
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDiffing

// A controller's item changes are fitted to its counts before the batch is assembled: the first
// misfit, in a fixed order of checks, is named in the diagnostic. These tests pin that order
// against a reference written from the rules, with a table for every question it asks.

@Suite("Item changes fitted to their counts")
struct ItemChangesFittingTests {
  @Test func aSourceMovedTwiceIsNamedAtItsSecondMove() {
    let changes = ItemChanges(moves: [
      Move(from: 3, to: 0), Move(from: 1, to: 2), Move(from: 3, to: 1),
    ])
    #expect(
      changes.listDiff(oldCount: 5, newCount: 5).failure
        == .twoRoles(index: 3, first: "moved", second: "moved again", space: "before"))
  }

  @Test func aDestinationTakenTwiceIsNamedAtItsSecondMove() {
    let changes = ItemChanges(moves: [Move(from: 0, to: 4), Move(from: 2, to: 4)])
    #expect(
      changes.listDiff(oldCount: 5, newCount: 5).failure
        == .twoRoles(
          index: 4, first: "a move's destination", second: "another's", space: "after"))
  }

  @Test func aMoveOutOfRangeBeforeARepeatIsNamedFirst() {
    // The checks run move by move: the second move's range comes before the third's repeat.
    let changes = ItemChanges(moves: [
      Move(from: 1, to: 0), Move(from: 9, to: 1), Move(from: 1, to: 2),
    ])
    #expect(
      changes.listDiff(oldCount: 5, newCount: 5).failure
        == .outOfBounds(role: "move source", index: 9, count: 5, space: "before"))
  }

  @Test func changesMadeFromADiffFitItsCountsAsTheyAre() throws {
    let diff = ListDiff(from: ["a", "b", "c", "d"], to: ["d", "a", "x", "c"])
    let changes = ItemChanges(diff)
    #expect(changes.diffCounts?.old == 4)
    let fitted = try changes.listDiff(oldCount: 4, newCount: 4).get()
    #expect(fitted == (try changes.forgettingTheirDiff.listDiff(oldCount: 4, newCount: 4).get()))
  }

  @Test func changesMadeFromADiffAreCheckedForOtherCounts() {
    let changes = ItemChanges(ListDiff(from: ["a", "b"], to: ["b"]))
    #expect(
      changes.listDiff(oldCount: 3, newCount: 1).failure
        == .countsDoNotAddUp(oldCount: 3, deletes: 1, inserts: 0, newCount: 1))
  }

  @Test func changesMadeFromADiffThenEditedAreCheckedAgain() {
    var changes = ItemChanges(ListDiff(from: ["a", "b", "c"], to: ["c", "a", "b"]))
    changes.moves.append(Move(from: 2, to: 0))
    #expect(changes.diffCounts == nil)
    #expect(
      changes.listDiff(oldCount: 3, newCount: 3).failure
        == .twoRoles(index: 2, first: "moved", second: "moved again", space: "before"))
    var deleting = ItemChanges(ListDiff(from: ["a"], to: ["a"]))
    deleting.deletes.insert(5)
    #expect(
      deleting.listDiff(oldCount: 1, newCount: 1).failure
        == .outOfBounds(role: "delete", index: 5, count: 1, space: "before"))
  }

  @Test func howChangesWereMadeDoesNotMakeThemDiffer() {
    let fromDiff = ItemChanges(ListDiff(from: ["a", "b"], to: ["b"]))
    let byHand = ItemChanges(deletes: [0])
    #expect(fromDiff == byHand)
    #expect(fromDiff.hashValue == byHand.hashValue)
  }

  @Test func randomChangesMisfitWhereTheReferenceSays() {
    let seeds = replayableSeeds(2_000, from: 0xF17)
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      let oldCount = generator.int(in: 0...8)
      let newCount = generator.int(in: 0...8)
      func indices(below bound: Int) -> IndexSet {
        IndexSet((0..<generator.int(in: 0...3)).map { _ in generator.int(in: 0...bound) })
      }
      let moves = (0..<generator.int(in: 0...4)).map { _ in
        Move(from: generator.int(in: 0...oldCount), to: generator.int(in: 0...newCount))
      }
      let changes = ItemChanges(
        deletes: indices(below: oldCount), inserts: indices(below: newCount), moves: moves,
        reloads: indices(below: oldCount))
      let fitted = changes.listDiff(oldCount: oldCount, newCount: newCount).failure
      let expected = referenceMisfit(of: changes, oldCount: oldCount, newCount: newCount)
      guard fitted == expected else {
        Issue.record(
          """
          seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
          ItemChangesFittingTests): \(changes) from \(oldCount) to \(newCount) items misfit as \
          \(String(describing: fitted)), the reference says \(String(describing: expected))
          """)
        return
      }
    }
  }

  @Test func randomReconfiguresGoWhereTheReferenceSends() {
    // A reconfigured item that stays is reconfigured in the batch at its old path; one that
    // moves, after the batch at its new path; a deleted or reloaded one not at all.
    let seeds = replayableSeeds(500, from: 0xEC0)
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      let count = generator.int(in: 1...12)
      let items = Array(0..<count)
      var after = items.shuffled(using: &generator)
      after.removeAll { _ in generator.int(below: 5) == 0 }
      let diff = ListDiff(from: items, to: after)
      let reconfigures = IndexSet(items.filter { _ in generator.int(below: 2) == 0 })
      let destinations = Dictionary(uniqueKeysWithValues: diff.moves.map { ($0.from, $0.to) })
      let reloads = IndexSet(
        items.filter { index in
          generator.int(below: 6) == 0 && !diff.deletes.contains(index)
            && destinations[index] == nil
        })
      let changes = ItemChanges(
        deletes: diff.deletes, inserts: diff.inserts, moves: diff.moves, reloads: reloads,
        reconfigures: reconfigures)
      let section = BatchAssembler.SurvivingSection(
        id: SectionID("s"), controllerType: Int.self, oldIndex: 2, newIndex: 2, oldCount: count,
        newCount: after.count, changes: changes)
      let assembly = BatchAssembler.assemble(itemChangesOf: section)
      var expectedNow: [IndexPath] = []
      var expectedAfterward: [IndexPath] = []
      for index in reconfigures where !diff.deletes.contains(index) && !reloads.contains(index) {
        if let destination = destinations[index] {
          expectedAfterward.append(IndexPath(item: destination, section: 2))
        } else {
          expectedNow.append(IndexPath(item: index, section: 2))
        }
      }
      guard assembly.batch.itemReconfigures == expectedNow,
        assembly.reconfigureAfterward == expectedAfterward
      else {
        Issue.record(
          """
          seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
          ItemChangesFittingTests): \(changes) reconfigured \(assembly.batch.itemReconfigures) \
          in the batch and \(assembly.reconfigureAfterward) after it, expected \(expectedNow) \
          and \(expectedAfterward)
          """)
        return
      }
    }
  }

  /// Every index of `indices`.
  private func members(of indices: DiffIndices) -> Set<Int> {
    var members: Set<Int> = []
    indices.forEachRun { members.formUnion($0) }
    return members
  }

  /// The first misfit of `changes`, checked in the documented order with a table for each
  /// question: ranges of every role, a reload that is deleted, then each move in turn (its
  /// range, a repeated source, a repeated destination, a deleted source, an inserted
  /// destination), then the counts.
  private func referenceMisfit(
    of changes: ItemChanges, oldCount: Int, newCount: Int
  ) -> ItemChangesMismatch? {
    let deletes = members(of: changes.deleteIndices)
    let inserts = members(of: changes.insertIndices)
    let reloads = members(of: changes.reloadIndices)
    let reconfigures = members(of: changes.reconfigureIndices)
    for (role, indices, count, space) in [
      ("delete", deletes, oldCount, "before"), ("reload", reloads, oldCount, "before"),
      ("reconfigure", reconfigures, oldCount, "before"), ("insert", inserts, newCount, "after"),
    ] {
      if let low = indices.min(), low < 0 {
        return .outOfBounds(role: role, index: low, count: count, space: space)
      }
      if let high = indices.max(), high >= count {
        return .outOfBounds(role: role, index: high, count: count, space: space)
      }
    }
    if let both = reloads.intersection(deletes).min() {
      return .twoRoles(index: both, first: "deleted", second: "reloaded", space: "before")
    }
    var sources: Set<Int> = []
    var destinations: Set<Int> = []
    for move in changes.moves {
      if move.from < 0 || move.from >= oldCount {
        return .outOfBounds(role: "move source", index: move.from, count: oldCount, space: "before")
      }
      if move.to < 0 || move.to >= newCount {
        return .outOfBounds(
          role: "move destination", index: move.to, count: newCount, space: "after")
      }
      if !sources.insert(move.from).inserted {
        return .twoRoles(index: move.from, first: "moved", second: "moved again", space: "before")
      }
      if !destinations.insert(move.to).inserted {
        return .twoRoles(
          index: move.to, first: "a move's destination", second: "another's", space: "after")
      }
      if deletes.contains(move.from) {
        return .twoRoles(index: move.from, first: "deleted", second: "moved", space: "before")
      }
      if inserts.contains(move.to) {
        return .twoRoles(
          index: move.to, first: "inserted", second: "a move's destination", space: "after")
      }
    }
    if oldCount - deletes.count + inserts.count != newCount {
      return .countsDoNotAddUp(
        oldCount: oldCount, deletes: deletes.count, inserts: inserts.count, newCount: newCount)
    }
    return nil
  }
}

extension Result {
  /// The error, or `nil` for a success.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
