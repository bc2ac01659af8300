import Foundation
import Sectional
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

@MainActor
@Suite("Declarative lists: placeholders")
struct PlaceholderTests {
  private func posts(_ titles: [String]) -> List {
    List { ListSection(id: "feed", cells: textCells(titles)) }
  }

  @Test func aPlaceholderIsItsComponentDrawnAsASkeleton() {
    let harness = DeclarativeHarness()
    harness.adapter.showLoader(with: posts(["ab cd"]))
    harness.view.layoutIfNeeded()
    #expect(harness.shown == [["▓▓ ░░"]])
    // Sized as the content: the sample's size.
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 10)
  }

  @Test func theShimmerMovesOneStepAtEachTickAndNewPlaceholdersJoinItsPhase() {
    let harness = DeclarativeHarness()
    harness.adapter.showLoader(with: posts(["abcdefgh"]))
    harness.view.layoutIfNeeded()
    #expect(harness.shown == [["▓▓░░░░░░"]])
    harness.adapter.advanceShimmer()
    #expect(harness.shown == [["░▓▓░░░░░"]])
    harness.adapter.advanceShimmer()
    harness.adapter.showLoader(with: posts(["abcdefgh", "more"]))
    harness.view.layoutIfNeeded()
    #expect(harness.shown == [["░░▓▓░░░░", "░░▓▓"]])
  }

  @Test func contentReplacesPlaceholdersInOneValidBatch() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection.placeholders(id: "feed", count: 3, component: CountedText(viewModel: "sample"))
      })
    #expect(harness.shown == [["▓▓░░░░", "▓▓░░░░", "▓▓░░░░"]])
    var batches = 0
    harness.view.batchUpdateHandler = { _ in batches += 1 }
    var completed: [Bool] = []
    harness.adapter.apply(posts(["one", "two"])) { completed.append($0) }
    harness.view.layoutIfNeeded()
    #expect(batches == 1)
    #expect(completed == [true])
    #expect(harness.shown == [["one", "two"]])
    #expect(harness.view.lastBatchUpdate?.itemDeletes.count == 3)
    #expect(harness.view.lastBatchUpdate?.itemInserts.count == 2)
    harness.expectNoProblems()
  }

  @Test func aPlaceholderWithTheContentsIdAndTypeIsConfiguredAgainInPlace() {
    let harness = DeclarativeHarness()
    harness.adapter.showLoader(with: posts(["a", "b"]))
    harness.view.layoutIfNeeded()
    let cell = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))
    harness.adapter.apply(posts(["a", "b"]))
    harness.view.layoutIfNeeded()
    #expect(harness.shown == [["a", "b"]])
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
    #expect(harness.view.lastBatchUpdate?.itemReconfigures.count == 2)
    harness.expectNoProblems()
  }

  @Test func theSkeletonKeepsSpacesAndLines() {
    #expect(ComponentCell.skeleton(of: "ab cd\nxyz", phase: 0) == "▓▓ ░░\n▓▓░")
    #expect(ComponentCell.skeleton(of: "abcdefghij", phase: -1) == "▓░░░░░░▓▓░")
  }
}
