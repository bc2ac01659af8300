import Sectional
import SeededRandom
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

@Suite("Prefix-sum tree")
struct PrefixSumTreeTests {
  @Test func prefixesAndSearchesMatchPlainSumsAfterRandomChanges() {
    for seed in (0..<UInt64(50)).map({ 0x5E_0000 &+ $0 }) {
      var generator = SplitMix64(seed: seed)
      var values = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        Int.random(in: 0...9, using: &generator)
      }
      var tree = PrefixSumTree(values)
      for _ in 0..<30 where !values.isEmpty {
        let index = Int.random(in: 0..<values.count, using: &generator)
        let delta = Int.random(in: -values[index]...9, using: &generator)
        values[index] += delta
        tree.add(delta, at: index)
      }
      // The slow, obvious reference: sums by hand.
      let prefixes = (0...values.count).map { values.prefix($0).reduce(0, +) }
      let found = (0...prefixes.last! + 1).map { tree.firstCount(reaching: $0) }
      let expected = (0...prefixes.last! + 1).map { target in
        prefixes.firstIndex { $0 >= target } ?? values.count
      }
      guard (0...values.count).map(tree.prefix) == prefixes, found == expected,
        tree.values == values
      else {
        Issue.record("seed \(seed): values \(values); found \(found), expected \(expected)")
        return
      }
    }
  }
}
