// These tests port the behaviour checked by IGListKit's own diff and batch-update tests
// (Instagram/IGListKit, Tests/) to Sectional's API:
//
// - IGListDiffTests.m and IGListDiffSwiftTests.swift: `IGListDiff(old, new, .equality)` is
//   `ListDiff(from:to:)`; `IGListDiffPaths(section, section, …)` is
//   `ListDiff.batchUpdates(inSection:)`; `resultForBatchUpdates` is `batchUpdates(inSection:)`
//   with `.singleBatch` staging; `hasChanges` is `!isEmpty`; an `IGTestObject(key, value)` is an
//   `Item(key, value)`; the pointer personality is an element whose content is its identity.
// - IGListDiffExperimentOptimizedMovesTests.m: IGListKit's experiment of fewer moves, which
//   Sectional's minimal moves (a longest increasing subsequence) give by default.
// - IGListIndexResultTests.m (`resultWithUpdatedMovesAsDeleteInserts`): the batch form of a diff
//   whose updated elements meet moves.
// - IGListBatchUpdateDataTests.m: IGListKit's batch clean-up is the adapter's `BatchAssembler`
//   (a section that moves while its items change is deleted and inserted whole), and a raw batch
//   that IGListKit repairs is one `ValidatedBatchUpdate` rejects with UIKit's message.
//
// How names map: IGListKit's `test_whenX_thatY` becomes a sentence saying what Sectional does.
// IGListKit reports a move for every element whose index changed and is not explained
// otherwise; Sectional reports minimal moves (`ListDiff`'s "Minimal moves"), and turns every
// update beside a move into a delete and an insert (`ListDiff.UpdateStaging.singleBatch`). Where
// those documented differences apply, a test asserts Sectional's behaviour and the properties
// both libraries share: replaying the diff gives the new list, the same deletes, inserts and
// updates, and batches a collection view accepts. Not ported: `oldIndexForIdentifier` and
// `newIndexForIdentifier` (Sectional's diff has no lookup by identifier), the description
// strings, and the move objects' own equality, hashing and sorting (`Move` is a plain
// `Hashable` value).

import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalAdapter

/// An element with a key and a value, IGListKit's test object: the key is the identity, the key
/// and the value together the content.
private typealias Keyed = Item

/// An element compared by reference, IGListKit's pointer personality: its content is the object
/// itself, so a copy with the same key is the same element with changed content.
private final class Reference: Differentiable, Equatable, CustomStringConvertible {
  let key: Int
  let value: String

  init(_ key: Int, _ value: String = "") {
    self.key = key
    self.value = value
  }

  var differenceIdentifier: Int { key }
  func isContentEqual(to source: Reference) -> Bool { self === source }
  static func == (lhs: Reference, rhs: Reference) -> Bool { lhs === rhs }
  var description: String { "\(key)@\(ObjectIdentifier(self).hashValue)" }
}

/// The words of Heckel's example, split at spaces as IGListKit's tests split them.
private let paperOld = words(
  "much writing is like snow , a mass of long words and phrases falls upon the relevant facts "
    + "covering up the details .")
private let paperNew = words(
  "a mass of latin words falls upon the relevant facts like soft snow , covering up the "
    + "details .")

private func words(_ text: String) -> [String] {
  text.split(separator: " ").map(String.init)
}

private func move(_ from: Int, _ to: Int) -> ListDiff.Move {
  ListDiff.Move(from: from, to: to)
}

private func at(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// Records an issue for every property the diff breaks (`violations`), and for every batch of
/// either staging that a collection view rejects or that does not show the new list.
private func expectSound<Element: Differentiable & Equatable>(
  _ diff: ListDiff,
  from old: [Element],
  to new: [Element],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let broken = violations(of: diff, from: old, to: new)
  #expect(broken.isEmpty, "\(diff): \(broken)", sourceLocation: sourceLocation)
  for staging in [ListDiff.UpdateStaging.singleBatch, .reloadsAfterMoves] {
    let shown = showing(old, afterBatchesOf: diff, staging: staging, dataSource: new)
    #expect((try? shown.get()) == new, "\(staging): \(shown)", sourceLocation: sourceLocation)
    var counts = [old.count]
    for batch in diff.batchUpdates(inSection: 0, staging: staging) {
      let error = rejection(of: batch, before: counts, after: [new.count])
      #expect(
        error == nil, "\(staging): \(batch) \(String(describing: error))",
        sourceLocation: sourceLocation)
      counts = [new.count]
    }
  }
}

/// Diffs two lists and checks that the diff is sound.
private func soundDiff<Element: Differentiable & Equatable>(
  from old: [Element],
  to new: [Element],
  sourceLocation: SourceLocation = #_sourceLocation
) -> ListDiff {
  let diff = ListDiff(from: old, to: new)
  expectSound(diff, from: old, to: new, sourceLocation: sourceLocation)
  return diff
}

// MARK: - IGListDiffTests

@Suite("IGListKit diff port: IGListDiffTests")
struct IGListKitDiffPortDiffTests {
  @Test func diffingTwoEmptyListsHasNoChanges() {
    let diff = soundDiff(from: [Int](), to: [])
    #expect(diff.isEmpty)
  }

  @Test func diffingFromAnEmptyListInsertsTheNewElement() {
    let diff = soundDiff(from: [], to: [1])
    #expect(diff.inserts == [0])
    #expect(diff.changeCount == 1)
  }

  @Test func diffingToAnEmptyListDeletesTheOldElement() {
    let diff = soundDiff(from: [1], to: [])
    #expect(diff.deletes == [0])
    #expect(diff.changeCount == 1)
  }

  @Test func swappingTwoElementsIsOneMoveWhereIGListKitReportsTwo() {
    let diff = soundDiff(from: [1, 2], to: [2, 1])
    #expect(diff.moves.count == 1)
    #expect(diff.changeCount == 1)
    #expect(diff.moves.allSatisfy { [move(0, 1), move(1, 0)].contains($0) })
  }

  @Test func movingAnElementPastDuplicatesMovesOnlyThatElement() {
    // IGListKit also reports 1→0, an element that only shifts.
    let diff = soundDiff(from: [1, 2, 3, 3, 4], to: [2, 3, 1, 3, 4])
    #expect(diff.moves == [move(0, 2)])
  }

  @Test func heckelsPaperDeletesTheWordsThePaperDeletes() {
    let diff = soundDiff(from: paperOld, to: paperNew)
    #expect(diff.deletes == [0, 1, 2, 9, 11, 12])
  }

  @Test func heckelsPaperInsertsTheWordsThePaperInserts() {
    let diff = soundDiff(from: paperOld, to: paperNew)
    #expect(diff.inserts == [3, 11])
  }

  @Test func heckelsPaperAsABatchDeletesAtOldIndexPathsAndInsertsAtNewOnes() {
    let batches = ListDiff(from: paperOld, to: paperNew).batchUpdates(inSection: 0)
    #expect(batches.count == 1)
    #expect(batches.first?.itemDeletes == [at(0), at(1), at(2), at(9), at(11), at(12)])
    #expect(batches.first?.itemInserts == [at(3), at(11)])
  }

  @Test func swappingBesideAnInsertAndADeleteMovesOneElementWhereIGListKitMovesTwo() {
    // IGListKit: 2→3 and 3→1; either alone, with the delete of 1 and the insert of 5, suffices.
    let diff = soundDiff(from: [1, 2, 3, 4], to: [2, 4, 5, 3])
    #expect(diff.deletes == [0])
    #expect(diff.inserts == [2])
    #expect(diff.moves.count == 1)
    #expect(diff.moves.allSatisfy { [move(2, 3), move(3, 1)].contains($0) })
  }

  @Test func changedContentIsAnUpdateAtItsOldIndex() {
    let diff = soundDiff(
      from: [Keyed(0, 0), Keyed(1, 1), Keyed(2, 2)], to: [Keyed(0, 0), Keyed(1, 3), Keyed(2, 2)])
    #expect(diff.updates == [1])
    #expect(diff.batchUpdates(inSection: 0) == [BatchUpdate(itemReloads: [at(1)])])
  }

  @Test func deletesInsertsAndMovesTogetherKeepIGListKitsDeletesAndInserts() {
    let diff = soundDiff(
      from: [0, 1, 2, 3, 4, 5, 6, 7, 8], to: [0, 2, 3, 4, 7, 6, 9, 5, 10])
    #expect(diff.deletes == [1, 8])
    #expect(diff.inserts == [6, 8])
    // IGListKit's two moves, 5→7 and 7→4, are as few as any: 5, 6 and 7 are reversed.
    #expect(diff.moves.count == 2)
  }

  @Test func swappingChangedElementsMovesBothAndUpdatesTheChangedOne() {
    let diff = soundDiff(
      from: [Keyed(0, 0), Keyed(1, 1), Keyed(2, 2)], to: [Keyed(2, 3), Keyed(1, 1), Keyed(0, 0)])
    #expect(diff.updates == [2])
    #expect(diff.moves.count == 2)
    #expect(Set(diff.moves).isSubset(of: [move(0, 2), move(1, 1), move(2, 0)]))
  }

  @Test func aCopyOfAReferenceElementIsAnUpdate() {
    let old = [Reference(0), Reference(1), Reference(2)]
    let new = [old[0], Reference(1), old[2]]
    let diff = soundDiff(from: old, to: new)
    #expect(diff.updates == [1])
    #expect(diff.batchUpdates(inSection: 0) == [BatchUpdate(itemReloads: [at(1)])])
  }

  @Test func theSameReferenceElementsHaveNoChanges() {
    let old = [Reference(0), Reference(1), Reference(2)]
    let diff = soundDiff(from: old, to: Array(old))
    #expect(diff.isEmpty)
  }

  @Test func deletingFromARunOfEqualElementsDeletesTheExtraOccurrences() {
    let diff = soundDiff(from: ["dog", "dog", "dog", "dog"], to: ["dog", "dog"])
    #expect(4 + diff.inserts.count - diff.deletes.count == 2)
    #expect(diff.deletes == [2, 3])
    #expect(diff.inserts.isEmpty && diff.moves.isEmpty)
  }

  @Test func insertingIntoARunOfEqualElementsInsertsTheExtraOccurrences() {
    let diff = soundDiff(from: ["dog", "dog"], to: ["dog", "dog", "dog", "dog"])
    #expect(2 + diff.inserts.count - diff.deletes.count == 4)
    #expect(diff.inserts == [2, 3])
    #expect(diff.deletes.isEmpty && diff.moves.isEmpty)
  }

  @Test func insertingBesideDuplicatesKeepsTheCountsRight() {
    let old = ["nil", "nil", "nil", "49", "33", "cat", "cat", "0", "14"]
    var new = old
    new.insert("cat", at: 5)
    let diff = soundDiff(from: old, to: new)
    #expect(old.count + diff.inserts.count - diff.deletes.count == 10)
  }

  @Test func movingDuplicatesKeepsTheCountsRight() {
    let old = [
      "1", "20", "14", "nil", "cat", "nil", "4", "dog", "cat", "cat", "fish", "nil", "fish", "nil",
    ]
    let new = [
      "1", "28", "14", "cat", "cat", "4", "dog", "nil", "cat", "fish", "nil", "fish", "nil",
    ]
    let diff = soundDiff(from: old, to: new)
    #expect(old.count + diff.inserts.count - diff.deletes.count == new.count)
  }

  @Test func duplicatesAtTheHeadAndTailOfAnUnchangedListHaveNoChanges() {
    let list = ["cat", "1", "2", "3", "cat"]
    #expect(soundDiff(from: list, to: list).isEmpty)
  }

  @Test func duplicateElementsNeverMoveFromOneIndexTwice() {
    // "o1", "o4" and "o5" stand for IGListKit's distinct objects, each in both lists once.
    let old = ["cat", "o1", "dog", "dog", "o4", "o5", "cat", "65"]
    let new = ["cat", "o1", "dog", "o4", "dog", "o5", "cat", "cat", "fish", "65"]
    let diff = soundDiff(from: old, to: new)
    #expect(Set(diff.moves.map(\.from)).count == diff.moves.count)
    #expect(Set(diff.moves.map(\.to)).count == diff.moves.count)
  }

  @Test func movingABlockBackReportsTheFewestMovesWhereIGListKitReportsTheShiftedOnes() {
    // IGListKit reports 3→1 and 1→3; Sectional moves one of the two blocks of two.
    let diff = soundDiff(from: [1, 2, 3, 4, 5, 6, 7], to: [1, 4, 5, 2, 3, 6, 7])
    let moves = Set(diff.moves)
    #expect(moves == [move(1, 3), move(2, 4)] || moves == [move(3, 1), move(4, 2)])
  }

  @Test func theBatchFormDeletesAndInsertsUpdatedElementsBesideMoves() {
    let old = (1...6).map { Keyed($0, 1) }
    let new = [Keyed(2, 2), Keyed(5, 1), Keyed(4, 1), Keyed(7, 1), Keyed(6, 2), Keyed(3, 2)]
    let diff = soundDiff(from: old, to: new)
    // IGListKit's one move is 4→1 (5 moves, 3 and 4 stay); 3→2 (4 moves, 5 and 6 stay) is as
    // few. Either way 3 and the updated 2 and 6 are deleted and inserted, not reloaded.
    let batches = diff.batchUpdates(inSection: 0)
    #expect(batches.count == 1)
    #expect(batches.first?.itemDeletes == [at(0), at(1), at(2), at(5)])
    #expect(batches.first?.itemInserts == [at(0), at(3), at(4), at(5)])
    #expect(batches.first?.itemReloads == [])
    let moves = batches.first?.itemMoves ?? []
    #expect(
      moves == [BatchUpdate.ItemMove(from: at(4), to: at(1))]
        || moves == [BatchUpdate.ItemMove(from: at(3), to: at(2))])
  }
}

// MARK: - IGListDiffSwiftTests

@Suite("IGListKit diff port: IGListDiffSwiftTests")
struct IGListKitDiffPortSwiftTests {
  @Test func diffingStringsDeletesAndInsertsWithoutMoves() {
    let diff = soundDiff(from: ["a", "b", "c"], to: ["a", "c", "d"])
    #expect(diff.deletes == [1])
    #expect(diff.inserts == [2])
    #expect(diff.moves.isEmpty && diff.updates.isEmpty)
  }

  @Test func diffingNumbersDeletesAndInsertsWithoutMoves() {
    let diff = soundDiff(from: [0, 1, 2], to: [0, 2, 4])
    #expect(diff.deletes == [1])
    #expect(diff.inserts == [2])
    #expect(diff.moves.isEmpty && diff.updates.isEmpty)
  }

  @Test func diffingIdentifiableValuesDeletesAndInsertsWithoutMoves() {
    let diff = soundDiff(
      from: [Keyed(0, 1), Keyed(1, 2), Keyed(2, 3)], to: [Keyed(0, 1), Keyed(2, 3), Keyed(4, 4)])
    #expect(diff.deletes == [1])
    #expect(diff.inserts == [2])
    #expect(diff.moves.isEmpty && diff.updates.isEmpty)
  }

  @Test func diffingNewReferencesUpdatesEverySurvivor() {
    let diff = soundDiff(
      from: [Reference(0, "a"), Reference(1, "b"), Reference(2, "c")],
      to: [Reference(0, "a"), Reference(2, "c"), Reference(4, "d")])
    #expect(diff.deletes == [1])
    #expect(diff.inserts == [2])
    #expect(diff.moves.isEmpty)
    #expect(diff.updates == [0, 2])
  }

  @Test func diffingChangedValuesUpdatesOnlyTheChangedOnes() {
    let diff = soundDiff(
      from: [Keyed(0, 1), Keyed(1, 2), Keyed(2, 3)], to: [Keyed(0, 2), Keyed(1, 2), Keyed(2, 2)])
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty && diff.moves.isEmpty)
    #expect(diff.updates == [0, 2])
  }
}

// MARK: - IGListDiffExperimentOptimizedMovesTests

@Suite("IGListKit diff port: IGListDiffExperimentOptimizedMovesTests")
struct IGListKitDiffPortOptimizedMovesTests {
  private static let list = [0, 1, 2, 3, 4, 5]

  @Test func movingTwoElementsBackMovesOnlyThem() {
    let diff = soundDiff(from: Self.list, to: [5, 4, 0, 1, 2, 3])
    #expect(Set(diff.moves) == [move(5, 0), move(4, 1)])
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty && diff.updates.isEmpty)
  }

  @Test func movingBackBehindAnInsertMovesOnlyThatElement() {
    let diff = soundDiff(from: Self.list, to: [100, 5, 0, 1, 2, 3, 4])
    #expect(diff.moves == [move(5, 1)])
    #expect(diff.inserts == [0])
    #expect(diff.deletes.isEmpty && diff.updates.isEmpty)
  }

  @Test func movingBackBeforeAnInsertMovesOnlyThatElement() {
    let diff = soundDiff(from: Self.list, to: [5, 100, 0, 1, 2, 3, 4])
    #expect(diff.moves == [move(5, 0)])
    #expect(diff.inserts == [1])
    #expect(diff.deletes.isEmpty && diff.updates.isEmpty)
  }

  @Test func movingBackBesideADeleteBeforeMovesOnlyTheMovedElements() {
    // IGListKit moves 4 and 5; moving 2 and 3 instead is as few moves, the tie Sectional's
    // longest increasing subsequence breaks the other way.
    let diff = soundDiff(from: Self.list, to: [1, 4, 5, 2, 3])
    #expect(diff.moves.count == 2)
    let moves = Set(diff.moves)
    #expect(moves == [move(4, 1), move(5, 2)] || moves == [move(2, 3), move(3, 4)])
    #expect(diff.deletes == [0])
    #expect(diff.inserts.isEmpty && diff.updates.isEmpty)
  }

  @Test func movingBackBesideADeleteInBetweenMovesOnlyThatElement() {
    let diff = soundDiff(from: Self.list, to: [5, 0, 2, 3, 4])
    #expect(diff.moves == [move(5, 0)])
    #expect(diff.deletes == [1])
    #expect(diff.inserts.isEmpty && diff.updates.isEmpty)
  }

  @Test func movingTwoElementsForwardMovesOnlyThem() {
    let diff = soundDiff(from: Self.list, to: [2, 3, 4, 5, 1, 0])
    #expect(Set(diff.moves) == [move(1, 4), move(0, 5)])
  }

  @Test func movingElementsBothWaysMovesOnlyThem() {
    let diff = soundDiff(from: Self.list, to: [1, 2, 0, 5, 3, 4])
    #expect(Set(diff.moves) == [move(0, 2), move(5, 3)])
  }

  @Test func swappingNeighboursIsASingleMove() {
    let diff = soundDiff(from: [1, 2], to: [2, 1])
    #expect(diff.moves.count == 1)
    #expect(diff.changeCount == 1)
  }

  @Test func deletingMovingAndInsertingAtRandomReplaysToTheNewList() {
    var random = SplitMix64(seed: 0x1615)
    let old = Array(0..<10)
    for _ in 0..<1_000 {
      var new = old
      for _ in 0..<2 { new.remove(at: Int.random(in: 0..<new.count, using: &random)) }
      for _ in 0..<2 {
        let moved = new.remove(at: Int.random(in: 0..<new.count, using: &random))
        new.insert(moved, at: Int.random(in: 0...new.count, using: &random))
      }
      for extra in 0..<3 {
        new.insert(100 + extra, at: Int.random(in: 0...new.count, using: &random))
      }
      _ = soundDiff(from: old, to: new)
    }
  }

  @Test func reversingReplaysToTheNewList() {
    let old = Array(0..<10)
    let diff = soundDiff(from: old, to: old.reversed())
    #expect(diff.moves.count == 9)
  }

  @Test func shufflingReplaysToTheNewList() {
    var random = SplitMix64(seed: 0x16_1500)
    let old = Array(0..<10)
    for _ in 0..<1_000 {
      _ = soundDiff(from: old, to: old.shuffled(using: &random))
    }
  }
}

// MARK: - IGListIndexResultTests

@Suite("IGListKit diff port: IGListIndexResultTests")
struct IGListKitDiffPortIndexResultTests {
  /// IGListKit's result: inserts 2 and 3, delete 0, updates 1 and 4, moves 1→5 and 6→7.
  private let diff = ListDiff(
    oldCount: 7, newCount: 8, deletes: [0], inserts: [2, 3], moves: [move(1, 5), move(6, 7)],
    updates: [1, 4])

  @Test func inOneBatchEveryUpdatedElementBesideMovesIsDeletedAndInserted() {
    // IGListKit converts only the moved update (1→5) and keeps 4 as an update; a reload beside a
    // move can land on another item's destination (R4), so Sectional converts both.
    #expect(
      diff.batchUpdates(inSection: 0, staging: .singleBatch) == [
        BatchUpdate(
          itemDeletes: [at(0), at(1), at(4)], itemInserts: [at(2), at(3), at(4), at(5)],
          itemMoves: [BatchUpdate.ItemMove(from: at(6), to: at(7))])
      ])
  }

  @Test func reloadsAfterMovesSlidesFirstThenReloadsEveryUpdateAtItsNewIndex() {
    #expect(
      diff.batchUpdates(inSection: 0, staging: .reloadsAfterMoves) == [
        BatchUpdate(
          itemDeletes: [at(0)], itemInserts: [at(2), at(3)],
          itemMoves: [
            BatchUpdate.ItemMove(from: at(1), to: at(5)),
            BatchUpdate.ItemMove(from: at(6), to: at(7)),
          ]),
        BatchUpdate(itemReloads: [at(4), at(5)]),
      ])
  }

  @Test func everyBatchOfEitherStagingIsValid() {
    for staging in [ListDiff.UpdateStaging.singleBatch, .reloadsAfterMoves] {
      var counts = [7]
      for batch in diff.batchUpdates(inSection: 0, staging: staging) {
        #expect(rejection(of: batch, before: counts, after: [8]) == nil, "\(batch)")
        counts = [8]
      }
    }
  }
}

// MARK: - IGListBatchUpdateDataTests

@Suite("IGListKit diff port: IGListBatchUpdateDataTests")
struct IGListKitDiffPortBatchUpdateDataTests {
  private func survivor(
    _ id: String, from oldIndex: Int, to newIndex: Int, count oldCount: Int, _ newCount: Int,
    _ changes: ItemChanges
  ) -> BatchAssembler.SurvivingSection {
    BatchAssembler.SurvivingSection(
      id: SectionID(id), controllerType: TextList.self, oldIndex: oldIndex, newIndex: newIndex,
      oldCount: oldCount, newCount: newCount, changes: changes)
  }

  @Test func anEmptyUpdateIsAnEmptyValidBatch() {
    let assembly = BatchAssembler.assemble(
      sectionDiff: ListDiff(from: ["a", "b"], to: ["a", "b"]), replacedSections: [:],
      survivors: [survivor("a", from: 0, to: 0, count: 2, 2, .none)])
    #expect(assembly.batch.isEmpty)
    #expect(rejection(of: assembly.batch, before: [2, 1], after: [2, 1]) == nil)
  }

  @Test func cleanSectionAndItemChangesPassThroughAtOldAndNewIndices() {
    // Sections a…g become x, y, a, b, d, c, e, g: f deleted, x and y inserted, d moved 3→4; b
    // loses its first item and g swaps its two.
    let sectionDiff = ListDiff(
      oldCount: 7, newCount: 8, deletes: [5], inserts: [0, 1], moves: [move(3, 4)], updates: [])
    let assembly = BatchAssembler.assemble(
      sectionDiff: sectionDiff, replacedSections: [:],
      survivors: [
        survivor("b", from: 1, to: 3, count: 2, 1, ItemChanges(deletes: [0])),
        survivor("g", from: 6, to: 7, count: 2, 2, ItemChanges(moves: [move(0, 1)])),
      ])
    #expect(
      assembly.batch
        == BatchUpdate(
          sectionDeletes: [5], sectionInserts: [0, 1], sectionMoves: [move(3, 4)],
          itemDeletes: [at(0, 1)],
          itemMoves: [BatchUpdate.ItemMove(from: at(0, 6), to: at(1, 7))]))
    #expect(assembly.diagnostics.isEmpty)
    #expect(
      rejection(
        of: assembly.batch, before: [1, 2, 1, 1, 1, 1, 2], after: [1, 1, 1, 1, 1, 1, 1, 2])
        == nil)
  }

  @Test func aSectionThatMovesWhileItsItemsAreDeletedIsDeletedAndInsertedWhole() {
    let sectionDiff = ListDiff(from: ["a", "b", "c", "d", "e"], to: ["a", "b", "d", "e", "c"])
    #expect(sectionDiff.moves == [move(2, 4)])
    let assembly = BatchAssembler.assemble(
      sectionDiff: sectionDiff, replacedSections: [:],
      survivors: [
        survivor("c", from: 2, to: 4, count: 1, 0, ItemChanges(deletes: [0])),
        survivor("d", from: 3, to: 2, count: 5, 4, ItemChanges(deletes: [4])),
      ])
    #expect(
      assembly.batch
        == BatchUpdate(sectionDeletes: [2], sectionInserts: [4], itemDeletes: [at(4, 3)]))
    #expect(rejection(of: assembly.batch, before: [1, 1, 1, 5, 1], after: [1, 1, 4, 1, 0]) == nil)
  }

  @Test func aSectionThatMovesWhileItemsAreInsertedIsDeletedAndInsertedWhole() {
    let sectionDiff = ListDiff(from: ["a", "b", "c", "d", "e"], to: ["a", "b", "d", "e", "c"])
    let assembly = BatchAssembler.assemble(
      sectionDiff: sectionDiff, replacedSections: [:],
      survivors: [
        survivor("c", from: 2, to: 4, count: 0, 1, ItemChanges(inserts: [0])),
        survivor("e", from: 4, to: 3, count: 4, 5, ItemChanges(inserts: [4])),
      ])
    #expect(
      assembly.batch
        == BatchUpdate(sectionDeletes: [2], sectionInserts: [4], itemInserts: [at(4, 3)]))
    #expect(rejection(of: assembly.batch, before: [1, 1, 0, 1, 4], after: [1, 1, 1, 5, 1]) == nil)
  }

  @Test func anItemMoveInsideADeletedSectionIsRejectedAsUIKitRejectsIt() {
    // IGListKit drops the move; UIKit raises M5, and so does validation. The adapter never sends
    // it: a deleted section has no controller to answer with item changes.
    let batch = BatchUpdate(
      sectionDeletes: [0], itemMoves: [BatchUpdate.ItemMove(from: at(0), to: at(1))])
    #expect(rejection(of: batch, before: [2, 1], after: [1])?.rule.specificationID == "M5")
  }

  @Test func aSectionThatMovesWhileItsItemsMoveIsDeletedAndInsertedWhole() {
    let sectionDiff = ListDiff(
      oldCount: 2, newCount: 2, deletes: [], inserts: [], moves: [move(0, 1)], updates: [])
    let assembly = BatchAssembler.assemble(
      sectionDiff: sectionDiff, replacedSections: [:],
      survivors: [survivor("a", from: 0, to: 1, count: 2, 2, ItemChanges(moves: [move(0, 1)]))])
    #expect(assembly.batch == BatchUpdate(sectionDeletes: [0], sectionInserts: [1]))
    #expect(rejection(of: assembly.batch, before: [2, 1], after: [1, 2]) == nil)
  }

  @Test func aSectionDeletedAndMovedFromIsRejectedAsUIKitRejectsIt() {
    // IGListKit drops the move 2→6 and keeps 0→2; UIKit raises M3. A diff of section ids never
    // deletes and moves one index, so the adapter never sends it.
    let batch = BatchUpdate(sectionDeletes: [2], sectionMoves: [move(2, 6), move(0, 2)])
    let counts = [Int](repeating: 1, count: 7)
    #expect(rejection(of: batch, before: counts, after: counts)?.rule.specificationID == "M3")
  }

  @MainActor
  @Test func theAdapterReplacesASectionThatMovesWhileItsItemsChange() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"]), ("b", ["2"]), ("c", ["3", "4"])]))
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    harness.show(AdapterHarness.lists([("c", ["3"]), ("a", ["1"]), ("b", ["2"])]))
    #expect(batches == [BatchUpdate(sectionDeletes: [2], sectionInserts: [0])])
    #expect(harness.shownSections == [["3"], ["1"], ["2"]])
    harness.expectNoProblems()
  }

  @MainActor
  @Test func theAdapterSendsCleanSectionAndItemChangesInOneValidBatch() {
    let harness = AdapterHarness()
    let old = ["a", "b", "c", "d", "e", "f", "g"].map { ($0, [$0 + "1", $0 + "2"]) }
    harness.show(AdapterHarness.lists(old))
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    let new = [
      ("x", ["x1"]), ("y", ["y1"]), ("a", ["a1", "a2"]), ("b", ["b2"]), ("d", ["d1", "d2"]),
      ("c", ["c1", "c2"]), ("e", ["e1", "e2"]), ("g", ["g2", "g1"]),
    ]
    harness.show(AdapterHarness.lists(new))
    #expect(batches.count == 1)
    #expect(batches.first?.sectionDeletes == [5])
    #expect(batches.first?.sectionInserts == [0, 1])
    #expect(batches.first?.itemDeletes == [at(0, 1)])
    #expect(batches.first?.itemMoves.count == 1)
    #expect(harness.shownSections == new.map(\.1))
    harness.expectNoProblems()
  }

  @MainActor
  @Test func theAdapterShowsHeckelsPaperAfterOneValidBatch() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("paper", paperOld)]))
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    harness.show(AdapterHarness.lists([("paper", paperNew)]))
    #expect(batches.count == 1)
    #expect(harness.shownSections == [paperNew])
    harness.expectNoProblems()
  }
}
