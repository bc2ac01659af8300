import Foundation
import SeededRandom
import Testing

@testable import SectionalDiffing

// The adapter keeps the first section of each id, and a list section the first cell of each id,
// with one rule: these tests compare it with a filter written with a set.

@Suite("First of each key")
struct FirstOfEachKeyTests {
  /// Pairs keyed by their first value.
  private enum FirstValueKeying: ElementKeying {
    static func key(of element: Pair) -> String { element.key }
  }

  private struct Pair: Equatable {
    var key: String
    var value: Int
  }

  @Test func aListWithoutRepeatsIsReturnedWhole() {
    let pairs = (0..<50).map { Pair(key: "k\($0)", value: $0) }
    var dropped: [Int] = []
    let kept = pairs.keepingFirstOfEachKey(by: FirstValueKeying.self) { index, _ in
      dropped.append(index)
    }
    #expect(kept == pairs)
    #expect(dropped.isEmpty)
  }

  @Test func randomListsKeepWhatASetFilterKeeps() {
    let seeds = replayableSeeds(300, from: 0xF125)
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      let keyCount = generator.int(in: 1...40)
      let pairs = (0..<generator.int(in: 0...60)).map { value in
        Pair(key: "k\(generator.int(below: keyCount))", value: value)
      }
      var seen: Set<String> = []
      var expectedDropped: [Int] = []
      var expected: [Pair] = []
      for (index, pair) in pairs.enumerated() {
        if seen.insert(pair.key).inserted {
          expected.append(pair)
        } else {
          expectedDropped.append(index)
        }
      }
      var dropped: [Int] = []
      let kept = pairs.keepingFirstOfEachKey(by: FirstValueKeying.self) { index, pair in
        #expect(pairs[index] == pair)
        dropped.append(index)
      }
      // The wide slots, used past sixteen million elements, find the same repeats.
      let wide = pairs.withUnsafeBufferPointer {
        [Pair].repeatedPositions(
          in: $0, keyedBy: FirstValueKeying.self, slot: WideOccurrenceSlot.self)
      }
      guard kept == expected, dropped == expectedDropped, wide == expectedDropped else {
        Issue.record(
          """
          seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter FirstOfEachKeyTests): \
          kept \(kept.map(\.value)) and dropped \(dropped) (wide slots: \(wide)), expected \
          \(expected.map(\.value)) and \(expectedDropped)
          """)
        return
      }
    }
  }
}
