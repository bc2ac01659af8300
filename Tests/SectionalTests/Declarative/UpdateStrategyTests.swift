import Foundation
import Sectional
import Testing

@testable import SectionalAdapter

@MainActor
@Suite("Update strategies: KarrotListKit's animated batch, non-animated batch and reload")
struct UpdateStrategyTests {
  private let before = List { ListSection(id: "a", cells: textCells(["1", "2", "3"])) }
  private let after = List { ListSection(id: "a", cells: textCells(["1", "2", "3", "4"])) }

  /// The cells shown for the first three items.
  private func firstThreeCells(of harness: DeclarativeHarness) -> [CollectionViewCell?] {
    (0..<3).map { harness.view.cellForItem(at: IndexPath(item: $0, section: 0)) }
  }

  @Test func anAnimatedBatchIsRecordedAsAnimated() {
    let harness = DeclarativeHarness()
    harness.apply(before)
    harness.apply(after, .animatedBatchUpdates)
    #expect(harness.completions.last == true)
    #expect(
      harness.view.lastBatchUpdate == BatchUpdate(itemInserts: [IndexPath(item: 3, section: 0)]))
    #expect(harness.view.lastBatchUpdate?.isAnimated == true)
  }

  @Test func aNonAnimatedBatchIsABatchThatKeepsItsCells() {
    let harness = DeclarativeHarness()
    harness.apply(before)
    let kept = firstThreeCells(of: harness)
    harness.apply(after, .nonanimatedBatchUpdates)
    #expect(harness.completions.last == true)
    #expect(
      harness.view.lastBatchUpdate
        == BatchUpdate(itemInserts: [IndexPath(item: 3, section: 0)], isAnimated: false))
    #expect(harness.view.lastBatchUpdate?.oneLineDescription == "insert items [0-3]; not animated")
    #expect(zip(firstThreeCells(of: harness), kept).allSatisfy { $0 === $1 })
    #expect(harness.shown == [["1", "2", "3", "4"]])
  }

  @Test func aReloadSendsNoBatch() {
    let harness = DeclarativeHarness()
    harness.apply(before)
    var batches = 0
    harness.view.batchUpdateHandler = { _ in batches += 1 }
    harness.apply(after, .reloadData)
    #expect(harness.completions.last == false)
    #expect(batches == 0)
    #expect(harness.shown == [["1", "2", "3", "4"]])
  }

  @Test func notAnimatingDifferencesIsANonAnimatedBatchNotAReload() {
    // KarrotListKit maps `animatingDifferences: false` to `.nonanimatedBatchUpdates`.
    let harness = DeclarativeHarness()
    harness.adapter.apply(before, animatingDifferences: true)
    harness.view.layoutIfNeeded()
    let kept = firstThreeCells(of: harness)
    var done = 0
    harness.adapter.apply(after, animatingDifferences: false) { done += 1 }
    harness.view.layoutIfNeeded()
    #expect(done == 1)
    #expect(harness.view.lastBatchUpdate?.isAnimated == false)
    #expect(zip(firstThreeCells(of: harness), kept).allSatisfy { $0 === $1 })
  }

  @Test func animatingDifferencesIsAnAnimatedBatch() {
    let harness = DeclarativeHarness()
    harness.adapter.apply(before, animatingDifferences: true)
    harness.adapter.apply(after, animatingDifferences: true)
    #expect(harness.view.lastBatchUpdate?.isAnimated == true)
  }

  @Test func aHandWrittenSectionUpdateTakesAStrategyToo() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 500))
    let adapter = CollectionViewAdapter(collectionView: view)
    let controller = { ListSectionController<[String], String>() }
    adapter.update([Section(id: "s", model: ["a"], controller: controller())])
    adapter.update(
      [Section(id: "s", model: ["a", "b"], controller: controller())],
      updateStrategy: .nonanimatedBatchUpdates)
    // The list controller reloads its section when its model changes: a batch all the same.
    #expect(view.lastBatchUpdate?.isEmpty == false)
    #expect(view.lastBatchUpdate?.isAnimated == false)
  }

  @Test(arguments: [
    (
      UpdateStrategy.animatedBatchUpdates, UpdateStrategy.nonanimatedBatchUpdates,
      UpdateStrategy.animatedBatchUpdates
    ),
    (.nonanimatedBatchUpdates, .nonanimatedBatchUpdates, .nonanimatedBatchUpdates),
    (.nonanimatedBatchUpdates, .reloadData, .reloadData),
    (.reconfigureOnly, .nonanimatedBatchUpdates, .animatedBatchUpdates),
    (.reconfigureOnly, .reconfigureOnly, .reconfigureOnly),
  ])
  func coalescedUpdatesHonourBoth(
    first: UpdateStrategy, second: UpdateStrategy, coalesced: UpdateStrategy
  ) {
    #expect(first.coalesced(with: second) == coalesced)
    #expect(second.coalesced(with: first) == coalesced)
  }

  @Test func twoQueuedNonAnimatedAppliesArriveAsOneNonAnimatedBatch() {
    let harness = DeclarativeHarness()
    harness.apply(before)
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    // From a completion, applies are queued and coalesced.
    harness.adapter.apply(List { ListSection(id: "a", cells: textCells(["1"])) }) { _ in
      harness.adapter.apply(
        List { ListSection(id: "a", cells: textCells(["1", "2"])) },
        updateStrategy: .nonanimatedBatchUpdates)
      harness.adapter.apply(after, updateStrategy: .nonanimatedBatchUpdates)
    }
    #expect(batches.map(\.isAnimated) == [true, false])
    #expect(harness.shown == [["1", "2", "3", "4"]])
  }
}

@MainActor
@Suite("HeadlessCollectionView: batches without animation")
struct PerformWithoutAnimationTests {
  @Test func aBatchInsidePerformWithoutAnimationIsRecordedAsNotAnimated() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    let texts = TextDataSource(count: 2)
    view.dataSource = texts
    view.layoutIfNeeded()
    #expect(view.areAnimationsEnabled)
    view.performWithoutAnimation {
      #expect(!view.areAnimationsEnabled)
      view.performWithoutAnimation {
        texts.sections[0].append("2")
        view.insertItems(at: [IndexPath(item: 2, section: 0)])
      }
      #expect(!view.areAnimationsEnabled)
    }
    #expect(view.areAnimationsEnabled)
    #expect(view.lastBatchUpdate?.isAnimated == false)
    #expect(view.lastBatchUpdate?.description == "insert items [0-2]\nnot animated")
    texts.sections[0].append("3")
    view.insertItems(at: [IndexPath(item: 3, section: 0)])
    #expect(view.lastBatchUpdate?.isAnimated == true)
  }
}
