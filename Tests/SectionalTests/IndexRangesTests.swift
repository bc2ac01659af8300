import Foundation
import Sectional
import SeededRandom
import Testing

@Suite("Index ranges")
struct IndexRangesTests {
  /// Seeded random lists with repeated, moved, changed, gone and new identifiers: each kind of
  /// operation read as ranges holds what its `IndexSet` holds, range for range.
  @Test func rangesHoldWhatTheIndexSetsHold() {
    for seed in replayableSeeds(300, from: 0x1A_0000) {
      var generator = SplitMix64(seed: seed)
      func list() -> [Keyed] {
        (0..<Int.random(in: 0...40, using: &generator)).map { _ in
          Keyed(
            id: Int.random(in: 0..<30, using: &generator),
            value: Int.random(in: 0...2, using: &generator))
        }
      }
      let old = list()
      let new = list()
      let diff = ListDiff(from: old, to: new)
      let replay = "replay: SECTIONAL_SEED=\(seed)"
      for (ranges, set) in [
        (diff.deletedRanges, diff.deletes), (diff.insertedRanges, diff.inserts),
        (diff.updatedRanges, diff.updates),
      ] {
        #expect(Array(ranges) == Array(set.rangeView), "\(replay)")
        #expect(ranges.indexCount == set.count, "\(replay)")
        #expect(IndexSet(ranges) == set, "\(replay)")
        #expect(Array(ranges.joined()) == Array(set), "\(replay)")
        for probe in -1...41 {
          #expect(ranges.contains(probe) == set.contains(probe), "\(replay), probe \(probe)")
        }
      }
    }
  }

  /// Ranges that would meet are one range: equal indices, equal ranges.
  @Test func neighbouringIndicesAreOneRange() {
    let diff = ListDiff(from: ["a", "b", "c", "d", "e"], to: ["a", "d"])
    #expect(Array(diff.deletedRanges) == [1..<3, 4..<5])
    #expect(diff.deletedRanges.count == 2)
    #expect(diff.deletedRanges.indexCount == 3)
    #expect(diff.deletedRanges.description == "[1..<3, 4..<5]")
    #expect(diff.insertedRanges.isEmpty)
    #expect(diff.insertedRanges.indexCount == 0)
  }

  /// A diff made from index sets (the adapter's section diffs) reads the same ranges.
  @Test func aDiffMadeFromIndexSetsReadsItsSetsAsRanges() {
    let deletes: IndexSet = [0, 1, 2, 7, 9, 10]
    let diff = ListDiff(
      oldCount: 12, newCount: 6, deletes: deletes, inserts: [], moves: [], updates: [4])
    #expect(Array(diff.deletedRanges) == [0..<3, 7..<8, 9..<11])
    #expect(diff.deletedRanges.indexCount == 6)
    #expect(Array(diff.updatedRanges) == [4..<5])
    #expect(diff.insertedRanges.isEmpty)
    let computed = ListDiff(
      from: Array(0..<12).map { "\($0)" },
      to: ["3", "4", "5", "6", "8", "11"])
    #expect(computed.deletedRanges == diff.deletedRanges)
    #expect(computed.deletedRanges.hashValue == diff.deletedRanges.hashValue)
  }
}

/// An element identified by a small number, so that seeded lists repeat identifiers.
private struct Keyed: Identifiable, Equatable, Differentiable {
  let id: Int
  let value: Int
}
