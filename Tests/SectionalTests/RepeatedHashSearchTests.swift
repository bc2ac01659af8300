import Foundation
import SeededRandom
import Testing

@testable import SectionalDiffing

// The quick pass before a search for repeated ids: it must find every repeated hash, zero
// included, and no repeat where there is none.

@Suite("Repeated hash search")
struct RepeatedHashSearchTests {
  @Test func distinctHashesHoldNoRepeat() {
    let hashes = [0, 1, -1, Int.min, Int.max, 42, 7]
    #expect(!RepeatedHashSearch.containsRepeat(count: hashes.count) { hashes[$0] })
  }

  @Test func aRepeatedZeroIsARepeat() {
    let hashes = [3, 0, 5, 0]
    #expect(RepeatedHashSearch.containsRepeat(count: hashes.count) { hashes[$0] })
  }

  @Test func hashesThatDifferOnlyInTheirHighBitsAreToldApart() {
    // A table indexed by the low bits would pile these into one slot; each is its own here.
    let hashes = (1...200).map { $0 << 52 }
    #expect(!RepeatedHashSearch.containsRepeat(count: hashes.count) { hashes[$0] })
    #expect(RepeatedHashSearch.containsRepeat(count: hashes.count + 1) { hashes[$0 % 200] })
  }

  @Test func randomListsRepeatWhereASetSaysTheyDo() {
    let seeds = replayableSeeds(500, from: 0x4A5)
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      // Values from a small range repeat often; from the whole range, almost never. Equal low
      // bits, which a table indexed by them alone would pile up, come from the multiples.
      let range = generator.int(in: 0...2) == 0 ? 1 << 62 : generator.int(in: 1...300)
      let multiple = generator.int(in: 0...1) == 0 ? 1 : 1 << 20
      let hashes = (0..<generator.int(in: 0...200)).map { _ in
        (generator.int(below: range) - range / 2) &* multiple
      }
      let expected = Set(hashes).count != hashes.count
      let found = RepeatedHashSearch.containsRepeat(count: hashes.count) { hashes[$0] }
      guard found == expected else {
        Issue.record(
          """
          seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
          RepeatedHashSearchTests): \(hashes) \(found ? "repeat" : "do not repeat"), a set says \
          otherwise
          """)
        return
      }
    }
  }
}
