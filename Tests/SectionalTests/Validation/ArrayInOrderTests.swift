import SeededRandom
import Testing

@testable import SectionalCollectionView

@Suite("Validation: lists put in order without sorting what already is")
struct ArrayInOrderTests {
  /// A list drawn ascending, descending, nearly sorted or shuffled, with repeats.
  private func randomList(using generator: inout SplitMix64) -> [Int] {
    var list = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
      Int.random(in: -5...20, using: &generator)
    }
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: list.sort()
    case 1: list.sort(by: >)
    case 2:
      list.sort()
      if list.count > 1 { list.swapAt(0, list.count - 1) }
    default: break
    }
    return list
  }

  @Test func ascendingAndDescendingListsEqualTheSortedOnes() {
    for seed in replayableSeeds(500, from: 0xA5C_0000) {
      var generator = SplitMix64(seed: seed)
      let list = randomList(using: &generator)
      #expect(list.ascending() == list.sorted(), "replay: SECTIONAL_SEED=\(seed), \(list)")
      #expect(list.descending() == list.sorted(by: >), "replay: SECTIONAL_SEED=\(seed), \(list)")
    }
  }

  @Test func twoListsInOneOrderMergeIntoTheSortedConcatenation() {
    for seed in replayableSeeds(500, from: 0xA5D_0000) {
      var generator = SplitMix64(seed: seed)
      let (left, right) = (randomList(using: &generator), randomList(using: &generator))
      #expect(
        left.sorted().merged(with: right.sorted(), by: <) == (left + right).sorted(),
        "replay: SECTIONAL_SEED=\(seed), \(left) and \(right)")
      #expect(
        left.sorted(by: >).merged(with: right.sorted(by: >), by: >)
          == (left + right).sorted(by: >),
        "replay: SECTIONAL_SEED=\(seed), \(left) and \(right)")
    }
  }

  @Test func aMergeKeepsTheFirstListsElementsBeforeEqualOnesOfTheSecond() {
    struct Tagged: Comparable {
      var key: Int
      var list: Int
      static func < (lhs: Tagged, rhs: Tagged) -> Bool { lhs.key < rhs.key }
    }
    let first = [1, 2, 2, 5].map { Tagged(key: $0, list: 0) }
    let second = [2, 5, 6].map { Tagged(key: $0, list: 1) }
    let merged = first.merged(with: second, by: <)
    #expect(merged.map(\.key) == [1, 2, 2, 2, 5, 5, 6])
    #expect(merged.map(\.list) == [0, 0, 0, 1, 0, 1, 1])
  }
}
