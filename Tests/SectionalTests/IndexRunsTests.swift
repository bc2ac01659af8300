import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

@Suite("IndexRuns")
struct IndexRunsTests {
  /// Random ascending indices, appended one by one or as ranges, against a plain set.
  @Test func runsHoldWhatWasAppendedWhateverTheWayItWasAppended() {
    for seed in UInt64(0)..<500 {
      var generator = SplitMix64(seed: 0x1D_0000 &+ seed)
      var byIndex = IndexRuns()
      var byRange = IndexRuns()
      var reference = Set<Int>()
      var next = Int.random(in: -5...5, using: &generator)
      for _ in 0..<Int.random(in: 0...30, using: &generator) {
        let length = Int.random(in: 1...4, using: &generator)
        let range = next..<(next + length)
        byRange.append(contentsOf: range)
        for index in range {
          byIndex.append(index)
          reference.insert(index)
        }
        next = range.upperBound + Int.random(in: 0...2, using: &generator)
      }
      let replay = "replay: seed \(seed)"
      #expect(byIndex == byRange, "\(replay)")
      #expect(byIndex.count == reference.count, "\(replay)")
      #expect(byIndex.indexSet == IndexSet(reference), "\(replay)")
      #expect(IndexRuns(IndexSet(reference)) == byIndex, "\(replay)")
      for probe in -7...(next + 2) {
        #expect(byIndex.contains(probe) == reference.contains(probe), "\(replay), probe \(probe)")
      }
    }
  }

  @Test func adjacentRangesMergeIntoOneRun() {
    var runs = IndexRuns()
    runs.append(contentsOf: 0..<2)
    runs.append(2)
    runs.append(contentsOf: 3..<5)
    runs.append(7)
    #expect(runs.runCount == 2)
    #expect(runs.run(0) == 0..<5)
    #expect(runs.run(1) == 7..<8)
    #expect(runs.count == 6)
  }

  @Test func noIndicesReadAsEmptyRunsAndAnEmptySet() {
    let empty = DiffIndices.empty
    #expect(empty.count == 0 && empty.isEmpty)
    #expect(empty.first == nil && empty.last == nil && !empty.contains(0))
    #expect(empty.indexSet.isEmpty && empty.runs == IndexRuns())
    var visited: [Range<Int>] = []
    empty.forEachRun { visited.append($0) }
    #expect(visited.isEmpty)
    // One value of "no indices", however it is kept.
    #expect(empty == .runs(IndexRuns()) && empty == .set([]) && DiffIndices.set([]) == empty)
    #expect(empty.hashValue == DiffIndices.runs(IndexRuns()).hashValue)
    #expect(empty != .runs(IndexRuns(IndexSet([3]))))
    #expect(DiffIndices(IndexRuns()) == .empty && DiffIndices(IndexRuns(IndexSet([3]))).count == 1)
  }

  @Test func emptyRangesAddNothing() {
    var runs = IndexRuns()
    runs.append(contentsOf: 3..<3)
    #expect(runs.isEmpty)
    #expect(runs == IndexRuns())
  }

  @Test func aDiffReadsItsIndexSetsFromItsRuns() {
    let diff = ListDiff(from: ["a", "b", "c", "d", "e"], to: ["b", "x", "d", "y", "e", "z"])
    #expect(diff.deletes == IndexSet([0, 2]))
    #expect(diff.inserts == IndexSet([1, 3, 5]))
    #expect(diff.changeCount == 5)
    #expect(diff == ListDiff(from: ["a", "b", "c", "d", "e"], to: ["b", "x", "d", "y", "e", "z"]))
  }
}
