// These tests port the behaviour checked by DifferenceKit's own tests (ra1028/DifferenceKit,
// Tests/) to Sectional's API:
//
// - AlgorithmTest.swift, linear lists: `StagedChangeset(source:target:section:)` is
//   `ListDiff(from:to:)` read through `batchUpdates(inSection:staging:)`; an `ElementPath` is an
//   `IndexPath`; `M(i, changed)` is an `Item(i, changed ? 1 : 0)`; `XCTAssertReproducible` is
//   `applying(_:contentFrom:)` and the batches replayed on a simulated section
//   (`SectionBatchSimulation`) and validated (`ValidatedBatchUpdate`).
// - AlgorithmTest.swift, sectioned lists (`ArraySection`, the `testSection…`, `testDuplicated…`
//   and `testComplicated…` cases): the adapter, which diffs section ids and each section's items
//   (`CollectionViewAdapter` on a strict `HeadlessCollectionView`, `AdapterHarness`); a section's
//   model id is its `Section` id, its elements the model of a diffing list controller. A test
//   checks that the screen ends as the target data, every batch being valid.
// - ChangesetTest.swift: `changesCount` is `changeCount`, `Changeset`'s equality `ListDiff`'s.
// - ContentEquatableTest.swift: the `Differentiable` defaults of an `Equatable` enum.
// - ArraySectionTest.swift and SectionTest.swift: a section rebuilt from another's id keeps it
//   (`SectionID`).
// - UICollectionViewTests.swift: `reload(using:setData:completion:)` is `adapter.update(_:
//   completion:)`.
// - StressTests/DifferenceKitStressTests.swift: chained random mutations of one section
//   (through `ListDiff`'s batches) and of many sections (through the adapter).
//
// How names map: DifferenceKit's `testX` becomes a sentence saying what Sectional does.
// DifferenceKit stages a changeset (deletes, then inserts and moves, then updates, each stage a
// batch) and reports a move for every element that shifts; Sectional sends one batch (two with
// `.reloadsAfterMoves`) and reports minimal moves (`ListDiff`'s "Minimal moves"). Where those
// documented differences apply, a test asserts what both share: the same elements deleted,
// inserted and updated, the replay gives the target, and every batch is valid. Repeated section
// ids, which DifferenceKit diffs as it diffs repeated elements, keep their first section with a
// `duplicateSectionID` diagnostic (HowUpdatesBecomeBatches, step 1); a section whose model id
// stays is given its new model rather than reloaded (step 2); an element that changes section
// is deleted from one and inserted into the other, as each section's controller diffs its own
// items. Not ported: `AnyDifferentiable` and the `[id:]` subscript (Sectional has neither),
// `Optional`'s content equality (Sectional's `Optional` is not `Differentiable`), `ElementPath`'s
// hashing (Foundation's `IndexPath`), NSTableView, UITableView and NSCollectionView
// (Sectional's views are collection views), and the measurement tests (benchmarks live in
// `Benchmarks/`).

import Foundation
import Sectional
import SeededRandom
import Testing

/// DifferenceKit's test enum: a case-only enum, its own identifier.
private enum Letter: Hashable, Differentiable, CaseIterable {
  case a, b, c, d, e
}

/// An element whose hash is the same for every value, DifferenceKit's `testSameHashValue`.
private struct SameHash: Hashable, Differentiable {
  let value: Int

  init(_ value: Int) { self.value = value }

  func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// DifferenceKit's `M(i, changed)`: element `i`, whose content changed when `changed` is set.
private func changing(_ id: Int, _ changed: Bool = false) -> Item {
  Item(id, changed ? 1 : 0)
}

private func move(_ from: Int, _ to: Int) -> ListDiff.Move {
  ListDiff.Move(from: from, to: to)
}

private func at(_ item: Int, _ section: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// Records an issue for every property the diff breaks, and for every batch of either staging,
/// in `section`, that a collection view rejects or that does not show the new list.
private func expectReproducible<Element: Differentiable & Equatable>(
  _ diff: ListDiff,
  from old: [Element],
  to new: [Element],
  inSection section: Int = 0,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let broken = violations(of: diff, from: old, to: new)
  #expect(broken.isEmpty, "\(diff): \(broken)", sourceLocation: sourceLocation)
  for staging in [ListDiff.UpdateStaging.singleBatch, .reloadsAfterMoves] {
    let shown = showing(old, afterBatchesOf: diff, staging: staging, dataSource: new)
    #expect((try? shown.get()) == new, "\(staging): \(shown)", sourceLocation: sourceLocation)
    let before = [Int](repeating: 0, count: section) + [old.count]
    let after = [Int](repeating: 0, count: section) + [new.count]
    var counts = before
    for batch in diff.batchUpdates(inSection: section, staging: staging) {
      let error = rejection(of: batch, before: counts, after: after)
      #expect(
        error == nil, "\(staging): \(batch) \(String(describing: error))",
        sourceLocation: sourceLocation)
      counts = after
    }
  }
}

/// Diffs two lists and checks that the diff reproduces the new list.
private func reproducibleDiff<Element: Differentiable & Equatable>(
  from old: [Element],
  to new: [Element],
  inSection section: Int = 0,
  sourceLocation: SourceLocation = #_sourceLocation
) -> ListDiff {
  let diff = ListDiff(from: old, to: new)
  expectReproducible(diff, from: old, to: new, inSection: section, sourceLocation: sourceLocation)
  return diff
}

// MARK: - AlgorithmTest, linear lists

@Suite("DifferenceKit port: AlgorithmTest, linear lists")
struct DifferenceKitPortLinearTests {
  @Test func deletingAnElementDeletesItsIndexPathInTheGivenSection() {
    let diff = reproducibleDiff(from: [0, 1, 2], to: [0, 2], inSection: 1)
    #expect(diff.batchUpdates(inSection: 1) == [BatchUpdate(itemDeletes: [at(1, 1)])])
  }

  @Test func deletingEveryElementDeletesEveryOldIndexPath() {
    let diff = reproducibleDiff(from: [0, 1, 2], to: [], inSection: 1)
    #expect(
      diff.batchUpdates(inSection: 1) == [BatchUpdate(itemDeletes: [at(0, 1), at(1, 1), at(2, 1)])])
  }

  @Test func appendingAnElementInsertsItsNewIndexPath() {
    let diff = reproducibleDiff(from: [0, 1, 2], to: [0, 1, 2, 3], inSection: 1)
    #expect(diff.batchUpdates(inSection: 1) == [BatchUpdate(itemInserts: [at(3, 1)])])
  }

  @Test func fillingAnEmptyListInsertsEveryNewIndexPath() {
    let diff = reproducibleDiff(from: [], to: [0, 1, 2], inSection: 1)
    #expect(
      diff.batchUpdates(inSection: 1) == [BatchUpdate(itemInserts: [at(0, 1), at(1, 1), at(2, 1)])])
  }

  @Test func changedContentIsReloadedAtItsIndexPathInTheGivenSection() {
    let diff = reproducibleDiff(
      from: [changing(0), changing(1), changing(2)],
      to: [changing(0, true), changing(1), changing(2)], inSection: 1)
    #expect(diff.updates == [0])
    #expect(diff.batchUpdates(inSection: 1) == [BatchUpdate(itemReloads: [at(0, 1)])])
  }

  @Test func rotatingLeftMovesTheFirstElementWhereDifferenceKitMovesTheOtherTwo() {
    // DifferenceKit: 1→0 and 2→1. Sectional's longest increasing subsequence keeps 1 and 2.
    let diff = reproducibleDiff(from: [0, 1, 2], to: [1, 2, 0])
    #expect(diff.moves == [move(0, 2)])
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty && diff.updates.isEmpty)
  }

  @Test func rotatingRightMovesTheLastElementAsDifferenceKitDoes() {
    let diff = reproducibleDiff(from: [0, 1, 2], to: [2, 0, 1])
    #expect(diff.moves == [move(2, 0)])
  }

  @Test func reversingFourElementsIsThreeMovesAsInDifferenceKit() {
    let diff = reproducibleDiff(from: [0, 1, 2, 3], to: [3, 2, 1, 0])
    #expect(diff.moves.count == 3)
    #expect(diff.changeCount == 3)
  }

  @Test func mixedChangesDeleteInsertAndUpdateDifferenceKitsElementsInOneBatch() {
    // DifferenceKit stages three changesets: update 0, delete 1, then insert 1 and 3 and move 2
    // to the front. Sectional sends one batch, the update beside a move as a delete and insert.
    let old = [changing(0), changing(1), changing(2)]
    let new = [changing(2), changing(4), changing(0, true), changing(3)]
    let diff = reproducibleDiff(from: old, to: new, inSection: 1)
    #expect(diff.deletes == [1])
    #expect(diff.inserts == [1, 3])
    #expect(diff.updates == [0])
    #expect(diff.moves.count == 1)
    let batches = diff.batchUpdates(inSection: 1)
    #expect(batches.count == 1)
    #expect(batches.first?.itemReloads == [])
  }

  @Test func mixedChangesReloadTheUpdatedElementAtItsNewIndexPathAfterTheMoves() {
    let old = [changing(0), changing(1), changing(2)]
    let new = [changing(2), changing(4), changing(0, true), changing(3)]
    let batches = ListDiff(from: old, to: new).batchUpdates(
      inSection: 1, staging: .reloadsAfterMoves)
    #expect(batches.count == 2)
    #expect(batches.last == BatchUpdate(itemReloads: [at(2, 1)]))
  }

  @Test func aRepeatedElementIsMatchedInOrderAndMovedAsInDifferenceKit() {
    let diff = reproducibleDiff(from: [0, 1, 2, 0], to: [0, 4, 0, 1, 2], inSection: 1)
    #expect(diff.inserts == [1])
    #expect(diff.moves == [move(3, 2)])
    #expect(diff.deletes.isEmpty && diff.updates.isEmpty)
    #expect(
      diff.batchUpdates(inSection: 1) == [
        BatchUpdate(
          itemInserts: [at(1, 1)], itemMoves: [BatchUpdate.ItemMove(from: at(3, 1), to: at(2, 1))])
      ])
  }

  @Test func elementsWhoseHashesAllCollideAreStillToldApart() {
    // DifferenceKit stages the delete and the insert apart; Sectional sends both in one batch.
    let diff = reproducibleDiff(from: [SameHash(0), SameHash(1)], to: [SameHash(0), SameHash(2)])
    #expect(diff.deletes == [1])
    #expect(diff.inserts == [1])
    #expect(diff.moves.isEmpty && diff.updates.isEmpty)
    #expect(
      diff.batchUpdates(inSection: 0) == [
        BatchUpdate(itemDeletes: [at(1, 0)], itemInserts: [at(1, 0)])
      ]
    )
  }
}

// MARK: - AlgorithmTest, sectioned lists

/// A list of items diffed by identity and content: the stock diffing controller over `[Item]`.
private typealias ItemList = DiffingListSectionController<[Item], Item>

/// One section of DifferenceKit's sectioned tests: the id of its model and its elements.
private typealias Part = (id: Int, items: [Item])

/// A section whose elements are plain numbers, none changed.
private func part(_ id: Int, _ numbers: [Int]) -> Part {
  (id, numbers.map { Item($0) })
}

/// What the screen shows for a list of parts: the first section of each id, as the adapter keeps
/// it, and its items described as the stock cell describes them.
private func screen(of parts: [Part]) -> [[String]] {
  var seen = Set<Int>()
  return parts.filter { seen.insert($0.id).inserted }.map { $0.items.map(\.description) }
}

/// An adapter showing DifferenceKit's sections, recording every batch after the first screen.
@MainActor
private final class SectionedScreen {
  let harness = AdapterHarness(size: CGSize(width: 100, height: 10_000))
  private(set) var batches: [BatchUpdate] = []
  private let refresh: ItemRefresh

  init(_ parts: [Part], refreshing refresh: ItemRefresh = .reconfigure) {
    self.refresh = refresh
    show(parts)
    harness.view.batchUpdateHandler = { [unowned self] in batches.append($0) }
  }

  func show(_ parts: [Part]) {
    let refresh = refresh
    harness.show(
      parts.map { part in
        Section(
          id: part.id, model: part.items,
          controller: {
            let list = ItemList()
            list.itemRefresh = refresh
            return list
          }())
      })
  }

  /// Shows the target and checks that the screen ends as its data with no diagnostic but the
  /// ones of repeated section ids (`repeatedIDs`: whether the source or target repeats one).
  func expectReproduces(
    _ target: [Part],
    repeatedIDs: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    show(target)
    #expect(harness.shownSections == screen(of: target), sourceLocation: sourceLocation)
    #expect(harness.view.errors.isEmpty, "\(harness.view.errors)", sourceLocation: sourceLocation)
    #expect(
      harness.errorDiagnostics.isEmpty, "\(harness.errorDiagnostics)",
      sourceLocation: sourceLocation)
    let kinds = harness.diagnostics.map(\.kind)
    if repeatedIDs {
      #expect(!kinds.isEmpty, sourceLocation: sourceLocation)
      #expect(
        kinds.allSatisfy { $0 == .duplicateSectionID }, "\(kinds)", sourceLocation: sourceLocation)
    } else {
      #expect(kinds.isEmpty, "\(kinds)", sourceLocation: sourceLocation)
    }
  }
}

@MainActor
@Suite("DifferenceKit port: AlgorithmTest, sectioned lists")
struct DifferenceKitPortSectionedTests {
  @Test func twoEmptyScreensChangeNothing() {
    // DifferenceKit's changeset is empty, so it sends no batch; the adapter sends an empty one.
    let screen = SectionedScreen([])
    screen.expectReproduces([])
    #expect(screen.batches.allSatisfy { $0.isEmpty })
  }

  @Test func aSectionAfterTheLastIsInsertedAtItsNewIndex() {
    let screen = SectionedScreen([part(0, [0])])
    screen.expectReproduces([part(0, [0]), part(1, [1])])
    #expect(screen.batches == [BatchUpdate(sectionInserts: [1])])
  }

  @Test func aSectionOnAnEmptyScreenIsInsertedAtIndexZero() {
    let screen = SectionedScreen([])
    screen.expectReproduces([part(0, [0])])
    #expect(screen.batches == [BatchUpdate(sectionInserts: [0])])
  }

  @Test func aRemovedFirstSectionIsDeletedAtItsOldIndex() {
    let screen = SectionedScreen([part(0, [0]), part(1, [1])])
    screen.expectReproduces([part(1, [1])])
    #expect(screen.batches == [BatchUpdate(sectionDeletes: [0])])
  }

  @Test func removingTheOnlySectionDeletesIt() {
    let screen = SectionedScreen([part(0, [0])])
    screen.expectReproduces([])
    #expect(screen.batches == [BatchUpdate(sectionDeletes: [0])])
  }

  @Test func aSectionWhoseModelChangesIsGivenItToItsControllerNotReloaded() {
    // DifferenceKit reloads a section whose model changed. Sectional's controller receives the
    // new model (HowUpdatesBecomeBatches, step 2) and diffs its items: here none changed.
    struct Titled {
      var title: String
      var items: [Item]
    }
    let harness = AdapterHarness()
    let controller = DiffingListSectionController<Titled, Item>(items: \.items)
    harness.show([
      Section(id: 0, model: Titled(title: "old", items: [Item(0)]), controller: controller)
    ])
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    harness.show([
      Section(id: 0, model: Titled(title: "new", items: [Item(0)]), controller: controller)
    ])
    #expect(batches.allSatisfy { $0.sectionReloads.isEmpty && $0.sectionDeletes.isEmpty })
    #expect(controller.model?.title == "new")
    #expect(harness.shownSections == [["0"]])
    harness.expectNoProblems()
  }

  @Test func aChangedItemIsReconfiguredInPlaceWhereDifferenceKitReloadsIt() {
    // DifferenceKit reloads an updated element; the stock controllers reconfigure it in its cell
    // by default (HowUpdatesBecomeBatches, step 3).
    let screen = SectionedScreen([(0, [changing(0), changing(1)])])
    screen.expectReproduces([(0, [changing(0), changing(1, true)])])
    #expect(screen.batches == [BatchUpdate(itemReconfigures: [at(1, 0)])])
  }

  @Test func aChangedItemIsReloadedAsInDifferenceKitWhenTheControllerReloads() {
    let screen = SectionedScreen([(0, [changing(0), changing(1)])], refreshing: .reload)
    screen.expectReproduces([(0, [changing(0), changing(1, true)])])
    #expect(screen.batches == [BatchUpdate(itemReloads: [at(1, 0)])])
  }

  @Test func rotatingSectionsLeftIsOneSectionMoveWhereDifferenceKitReportsTwo() {
    let screen = SectionedScreen([part(0, [0]), part(1, [1]), part(2, [2])])
    screen.expectReproduces([part(1, [1]), part(2, [2]), part(0, [0])])
    #expect(screen.batches == [BatchUpdate(sectionMoves: [move(0, 2)])])
  }

  @Test func rotatingSectionsRightIsTheSectionMoveDifferenceKitReports() {
    let screen = SectionedScreen([part(0, [0]), part(1, [1]), part(2, [2])])
    screen.expectReproduces([part(2, [2]), part(0, [0]), part(1, [1])])
    #expect(screen.batches == [BatchUpdate(sectionMoves: [move(2, 0)])])
  }

  @Test func mixedSectionChangesAreOneValidBatch() {
    // DifferenceKit stages the delete of 1, then the insert of 4 and the move of 3, then the
    // update of 2's model; Sectional sends the section changes in one batch.
    let screen = SectionedScreen([part(0, [0]), part(1, [1]), part(2, [2]), part(3, [3])])
    screen.expectReproduces([part(3, [3]), part(4, [4]), part(0, [0]), (2, [changing(2)])])
    #expect(screen.batches.count == 1)
    #expect(screen.batches.first?.sectionDeletes == [1])
    #expect(screen.batches.first?.sectionInserts == [1])
    #expect(screen.batches.first?.sectionMoves == [move(3, 0)])
  }

  @Test func repeatedSectionIdsKeepTheFirstSectionOfEachWithADiagnostic() {
    // DifferenceKit matches repeated sections in order; Sectional keeps the first section of an
    // id and reports the others (HowUpdatesBecomeBatches, step 1).
    let screen = SectionedScreen([part(0, [0]), part(0, [1]), part(1, [2])])
    screen.expectReproduces([part(1, [2]), part(0, [0]), part(0, [1])], repeatedIDs: true)
    // Either section may move: swapping two is one move.
    #expect(
      screen.batches == [BatchUpdate(sectionMoves: [move(0, 1)])]
        || screen.batches == [BatchUpdate(sectionMoves: [move(1, 0)])])
  }

  @Test func aRepeatedItemInASectionIsMatchedInOrderAndMovedAsInDifferenceKit() {
    let screen = SectionedScreen([part(0, [0, 1, 2, 0])])
    screen.expectReproduces([part(0, [0, 4, 0, 1, 2])])
    #expect(
      screen.batches == [
        BatchUpdate(
          itemInserts: [at(1, 0)], itemMoves: [BatchUpdate.ItemMove(from: at(3, 0), to: at(2, 0))])
      ])
  }
}

// MARK: - AlgorithmTest, reproducibility

@MainActor
@Suite("DifferenceKit port: AlgorithmTest, reproducibility")
struct DifferenceKitPortReproducibilityTests {
  @Test func repeatedSectionIdsAndRepeatedItemsTogetherEndOnTheTarget() {
    let screen = SectionedScreen([part(0, [0, 1]), part(0, [2, 3]), part(1, [1, 2])])
    screen.expectReproduces(
      [part(0, [3, 1]), part(1, [2, 2, 2]), part(0, [1, 0])], repeatedIDs: true)
  }

  @Test func aSectionGrowingBesideADeletedOneAndARepeatedNewIdEndsOnTheTarget() {
    let screen = SectionedScreen([part(0, [0, 1]), part(1, [2, 3]), part(2, [4, 5])])
    screen.expectReproduces(
      [part(0, [0, 1]), part(2, [4, 6, 5]), part(3, [7, 8]), part(3, [9, 10])], repeatedIDs: true)
  }

  @Test func itemsChangingSectionWhileSectionsMoveEndOnTheTarget() {
    let screen = SectionedScreen([part(0, [0, 1]), part(1, [2, 3]), part(2, [4, 5])])
    screen.expectReproduces([
      part(1, [3, 5]), part(3, [6, 7, 8, 9]), part(2, [10, 4, 2]), part(0, [1]),
    ])
  }

  @Test func anEmptiedSectionBesideARepeatedChangedOneEndsOnTheTarget() {
    let screen = SectionedScreen([part(0, [0, 1]), part(1, [2, 3]), part(2, [4, 5])])
    screen.expectReproduces(
      [
        part(0, []), part(4, [8, 9]), part(0, [10, 11]), part(2, [4, 5, 12]), part(3, [6, 7]),
        part(1, [2, 13, 3]),
      ], repeatedIDs: true)
  }

  @Test func anEmptySectionFilledWithRepeatedItemsBesideANewOneEndsOnTheTarget() {
    let screen = SectionedScreen([part(0, [])])
    screen.expectReproduces([part(0, [0, 0, 0]), part(1, [0, 0, 0])])
  }

  @Test func repeatedItemsMovingAcrossSectionsEndOnTheTarget() {
    let screen = SectionedScreen([part(0, [0, 0, 0]), part(1, [2, 3]), part(2, [4, 5])])
    screen.expectReproduces(
      [part(0, [0, 4, 2]), part(1, [0, 3, 5]), part(3, []), part(2, [0, 1, 6, 0, 0])])
  }

  @Test func aMovedSectionWhoseItemsChangeEndsOnTheTarget() {
    let screen = SectionedScreen([(0, [changing(0)]), (1, [changing(1)])])
    screen.expectReproduces([(1, [changing(2), changing(1, true)]), (0, [changing(0, true)])])
  }

  @Test func changedItemsMovingAcrossSectionsEndOnTheTarget() {
    let screen = SectionedScreen([
      (0, [changing(0), changing(1)]), (1, [changing(2), changing(3)]),
      (2, [changing(1), changing(2)]),
    ])
    screen.expectReproduces([
      (0, [changing(1, true), changing(3)]), (1, [changing(2), changing(0, true)]),
      (3, [changing(4), changing(5)]),
    ])
  }

  @Test func aSectionEmptiedWhileItsItemMovesOnChangedEndsOnTheTarget() {
    let screen = SectionedScreen([
      (0, [changing(0), changing(1)]), (1, [changing(2), changing(3)]),
    ])
    screen.expectReproduces([(0, []), (1, [changing(1, true), changing(3)])])
  }

  @Test func insertedSectionsAroundShrunkAndGrownOnesEndOnTheTarget() {
    let screen = SectionedScreen([
      (0, [changing(0), changing(1)]), (1, [changing(2), changing(3)]),
      (2, [changing(4), changing(5)]),
    ])
    screen.expectReproduces([
      (4, [changing(8), changing(9)]), (0, [changing(0), changing(1), changing(2)]),
      (3, [changing(6), changing(7)]), (1, [changing(3)]), (2, [changing(5, true)]),
    ])
  }

  @Test func swappedSectionsWithSwappedChangedItemsEndOnTheTarget() {
    let screen = SectionedScreen([
      (0, [changing(0), changing(1)]), (1, [changing(2), changing(3)]),
    ])
    screen.expectReproduces([
      (1, [changing(3, true), changing(2)]), (0, [changing(1), changing(0, true)]),
    ])
  }

  @Test func aSectionSplitUnderARepeatedIdEndsOnTheTarget() {
    let letters = { (text: String) in text.map { Item(Int($0.asciiValue ?? 0)) } }
    let screen = SectionedScreen([
      (1, letters("ABCD")), (2, letters("EFGHI")), (3, letters("JKLM")), (4, letters("NOPQ")),
    ])
    screen.expectReproduces(
      [
        (1, letters("ABCD")), (2, letters("G")), (3, letters("EFHI")), (3, letters("JKLM")),
        (4, letters("NOPQ")),
      ], repeatedIDs: true)
  }
}

// MARK: - ChangesetTest

@Suite("DifferenceKit port: ChangesetTest")
struct DifferenceKitPortChangesetTests {
  @Test func changeCountCountsEachDeleteInsertMoveAndUpdate() {
    let diff = ListDiff(
      oldCount: 4, newCount: 5, deletes: [0, 1], inserts: [0, 1, 2], moves: [move(2, 3)],
      updates: [3])
    #expect(diff.changeCount == 7)
  }

  @Test func aComputedDiffEqualsTheSameChangesWrittenAsIndexSets() {
    let diff = ListDiff(from: [0, 1, 2, 3], to: [3, 0, 1, 4])
    let written = ListDiff(
      oldCount: 4, newCount: 4, deletes: [2], inserts: [3], moves: [move(3, 0)], updates: [])
    #expect(diff == written)
  }

  @Test func diffsWhoseMoveIsReversedDiffer() {
    let forward = ListDiff(
      oldCount: 2, newCount: 2, deletes: [], inserts: [], moves: [move(0, 1)], updates: [])
    let backward = ListDiff(
      oldCount: 2, newCount: 2, deletes: [], inserts: [], moves: [move(1, 0)], updates: [])
    #expect(forward != backward)
  }
}

// MARK: - ContentEquatableTest, ArraySectionTest, SectionTest

@Suite("DifferenceKit port: ContentEquatableTest and ArraySectionTest")
struct DifferenceKitPortValueTests {
  @Test func aCaseOnlyEnumComparesContentByCase() {
    #expect(Letter.a.isContentEqual(to: .a))
    #expect(!Letter.a.isContentEqual(to: .b))
    #expect(Letter.a.differenceIdentifier == .a)
  }

  @Test func aCaseOnlyEnumListDiffsByCase() {
    let diff = reproducibleDiff(from: Letter.allCases, to: [.e, .a, .c, .d])
    #expect(diff.deletes == [1])
    #expect(diff.moves == [move(4, 0)])
  }

  @MainActor
  @Test func aSectionRebuiltFromAnotherKeepsItsIdAndHash() {
    let first = Section(id: Letter.a, model: [Item(0)], controller: ItemList())
    let rebuilt = Section(id: first.id, model: [Item(0)], controller: ItemList())
    #expect(rebuilt.id == first.id)
    #expect(rebuilt.id.hashValue == first.id.hashValue)
    #expect(rebuilt.id == SectionID(Letter.a))
    #expect(rebuilt.id != SectionID(Letter.b))
  }
}

// MARK: - UICollectionViewTests

@MainActor
@Suite("DifferenceKit port: UICollectionViewTests")
struct DifferenceKitPortCollectionViewTests {
  @Test func anUpdateThatChangesTheDataCallsItsCompletion() {
    let harness = AdapterHarness()
    harness.show([
      Section(id: 0, model: [1, 2, 3], controller: DiffingListSectionController<[Int], Int>())
    ])
    var completions: [Bool] = []
    harness.adapter.update(
      [
        Section(id: 0, model: [1, 2, 3, 4], controller: DiffingListSectionController<[Int], Int>())
      ],
      completion: { completions.append($0) })
    harness.view.layoutIfNeeded()
    #expect(completions.count == 1)
    #expect(harness.shownSections == [["1", "2", "3", "4"]])
    harness.expectNoProblems()
  }

  @Test func anUpdateFromEmptyToEmptyCallsItsCompletion() {
    let harness = AdapterHarness()
    harness.show([])
    var completions: [Bool] = []
    harness.adapter.update([], completion: { completions.append($0) })
    harness.view.layoutIfNeeded()
    #expect(completions.count == 1)
    harness.expectNoProblems()
  }
}

// MARK: - DifferenceKitStressTests

@Suite("DifferenceKit port: DifferenceKitStressTests")
struct DifferenceKitPortStressTests {
  /// Deletes, inserts, moves and changes a few elements of `list` at random.
  private static func mutate(
    _ list: [Item], nextID: inout Int, using random: inout SplitMix64, maxCount: Int
  ) -> [Item] {
    var result = list
    for _ in 0..<Int.random(in: 0...4, using: &random) where !result.isEmpty {
      result.remove(at: Int.random(in: result.indices, using: &random))
    }
    for _ in 0..<Int.random(in: 0...4, using: &random) where result.count < maxCount {
      result.insert(Item(nextID), at: Int.random(in: 0...result.count, using: &random))
      nextID += 1
    }
    for _ in 0..<Int.random(in: 0...3, using: &random) where !result.isEmpty {
      let moved = result.remove(at: Int.random(in: result.indices, using: &random))
      result.insert(moved, at: Int.random(in: 0...result.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...3, using: &random) where !result.isEmpty {
      result[Int.random(in: result.indices, using: &random)].content += 1
    }
    return result
  }

  @Test func chainedRandomChangesToOneSectionAlwaysReproduceTheTarget() {
    var random = SplitMix64(seed: 0xD1FF_0001)
    var nextID = 125
    var list = (0..<125).map { Item($0) }
    for iteration in 0..<100 {
      let next =
        iteration == 50
        ? list : Self.mutate(list, nextID: &nextID, using: &random, maxCount: 250)
      expectReproducible(ListDiff(from: list, to: next), from: list, to: next)
      list = next
    }
  }

  @MainActor
  @Test func chainedRandomChangesToManySectionsAlwaysEndOnTheTarget() {
    var random = SplitMix64(seed: 0xD1FF_0002)
    var nextID = 0
    var nextSection = 10
    var parts: [Part] = (0..<10).map { id in
      (
        id,
        (0..<12).map { _ in
          defer { nextID += 1 }
          return Item(nextID)
        }
      )
    }
    let screen = SectionedScreen(parts)
    for iteration in 0..<60 {
      if iteration != 30 {
        if !parts.isEmpty, Bool.random(using: &random) {
          parts.remove(at: Int.random(in: parts.indices, using: &random))
        }
        if parts.count < 20, Bool.random(using: &random) {
          parts.insert((nextSection, []), at: Int.random(in: 0...parts.count, using: &random))
          nextSection += 1
        }
        if !parts.isEmpty, Bool.random(using: &random) {
          let moved = parts.remove(at: Int.random(in: parts.indices, using: &random))
          parts.insert(moved, at: Int.random(in: 0...parts.count, using: &random))
        }
        for index in parts.indices where Int.random(in: 0..<3, using: &random) == 0 {
          parts[index].items = Self.mutate(
            parts[index].items, nextID: &nextID, using: &random, maxCount: 25)
        }
      }
      screen.expectReproduces(parts)
    }
  }
}
