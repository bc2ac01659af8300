import Foundation
import Sectional
import SeededRandom
import Testing

/// A family of random list pairs: how many distinct identifiers and how long the lists get.
struct RandomListShape: Sendable, CustomTestStringConvertible {
  let name: String
  let alphabetSize: Int
  let maximumLength: Int
  let pairCount: Int
  let baseSeed: UInt64

  var testDescription: String { name }

  static let all = [
    RandomListShape(
      name: "tiny alphabet, duplicates galore", alphabetSize: 4, maximumLength: 12,
      pairCount: 3_000, baseSeed: 0x5EC7_1000),
    RandomListShape(
      name: "small alphabet, some duplicates", alphabetSize: 30, maximumLength: 40,
      pairCount: 2_000, baseSeed: 0x5EC7_2000),
    RandomListShape(
      name: "large alphabet, unique identifiers", alphabetSize: 1_000_000, maximumLength: 120,
      pairCount: 2_000, baseSeed: 0x5EC7_3000),
  ]

  /// A pair drawn from `seed`: an old list, and a new list made from it by random deletes,
  /// inserts, moves and content changes (or, now and then, an unrelated list).
  func pair(seed: UInt64) -> (old: [Item], new: [Item]) {
    var generator = SplitMix64(seed: seed)
    func randomItem() -> Item {
      Item(
        Int.random(in: 0..<alphabetSize, using: &generator),
        Int.random(in: 0...1, using: &generator))
    }
    let old = (0..<Int.random(in: 0...maximumLength, using: &generator)).map { _ in randomItem() }
    if Int.random(in: 0..<10, using: &generator) == 0 {
      return (
        old, (0..<Int.random(in: 0...maximumLength, using: &generator)).map { _ in randomItem() }
      )
    }
    var new = old
    for _ in 0..<Int.random(in: 0...max(1, maximumLength / 3), using: &generator) {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0 where !new.isEmpty:
        new.remove(at: Int.random(in: new.indices, using: &generator))
      case 1:
        new.insert(randomItem(), at: Int.random(in: 0...new.count, using: &generator))
      case 2 where !new.isEmpty:
        let moved = new.remove(at: Int.random(in: new.indices, using: &generator))
        new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
      case 3 where !new.isEmpty:
        new[Int.random(in: new.indices, using: &generator)].content += 1
      default:
        break
      }
    }
    return (old, new)
  }

  /// The seeds to run: every pair's seed, or the one in `SECTIONAL_SEED` to replay a failure.
  var seeds: [UInt64] {
    if let replay = ProcessInfo.processInfo.environment["SECTIONAL_SEED"].flatMap(UInt64.init) {
      return [replay]
    }
    return (0..<UInt64(pairCount)).map { baseSeed &+ $0 }
  }
}

@Suite("ListDiff on random lists")
struct ListDiffRandomizedTests {
  @Test(arguments: RandomListShape.all)
  func everyDiffHasEveryProperty(shape: RandomListShape) {
    for seed in shape.seeds {
      let (old, new) = shape.pair(seed: seed)
      let broken = violations(of: ListDiff(from: old, to: new), from: old, to: new)
      guard broken.isEmpty else {
        Issue.record(
          """
          seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter ListDiffRandomizedTests)
          old: \(old)
          new: \(new)
          \(broken.joined(separator: "\n"))
          """)
        return
      }
    }
  }

  /// The symbol table holds positions in 32-bit slots, and in `Int` slots for lists too long
  /// for them: both widths give the same diff.
  @Test(arguments: RandomListShape.all)
  func theSymbolTablesSlotWidthDoesNotChangeTheDiff(shape: RandomListShape) {
    for seed in shape.seeds {
      let (old, new) = shape.pair(seed: seed)
      let wide = ListDiff(from: old, to: new, wideSlotsFrom: 0)
      let narrow = ListDiff(from: old, to: new)
      let broken = violations(of: wide, from: old, to: new)
      guard broken.isEmpty, wide == narrow else {
        Issue.record(
          """
          seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter ListDiffRandomizedTests)
          old: \(old)
          new: \(new)
          with Int slots: \(wide)
          with Int32 slots: \(narrow)
          \(broken.joined(separator: "\n"))
          """)
        return
      }
    }
  }

  @Test(arguments: RandomListShape.all, [ListDiff.UpdateStaging.singleBatch, .reloadsAfterMoves])
  func everyDiffBecomesBatchesThatUIKitAccepts(
    shape: RandomListShape,
    staging: ListDiff.UpdateStaging
  ) {
    for seed in shape.seeds {
      let (old, new) = shape.pair(seed: seed)
      let diff = ListDiff(from: old, to: new)
      let result = showing(old, afterBatchesOf: diff, staging: staging, dataSource: new)
      guard case .success(let shown) = result, shown == new else {
        Issue.record(
          """
          seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter ListDiffRandomizedTests)
          old: \(old)
          new: \(new)
          \(diff)
          batches: \(diff.batchUpdates(inSection: 0, staging: staging))
          result: \(result)
          """)
        return
      }
    }
  }
}
