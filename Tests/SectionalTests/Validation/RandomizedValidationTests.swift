import Foundation
import Sectional
import SectionalCollectionView
import SeededRandom
import Testing

/// Validation on seeded random input: valid batches are accepted and mapped correctly, and any
/// batch gets the same verdict whatever the order of its operations.
@Suite("Batch validation on random batches")
struct RandomizedValidationTests {
  /// The seeds to run, or the one in `SECTIONAL_SEED` to replay a failure.
  static func seeds(base: UInt64, count: UInt64) -> [UInt64] {
    if let replay = ProcessInfo.processInfo.environment["SECTIONAL_SEED"].flatMap(UInt64.init) {
      return [replay]
    }
    return (0..<count).map { base &+ $0 }
  }

  static func replayHint(_ seed: UInt64) -> String {
    "seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter RandomizedValidationTests)"
  }

  @Test func validBatchesAreAcceptedAndMapEveryItemToWhereItWent() {
    for seed in Self.seeds(base: 0x5EC7_5000, count: 4_000) {
      let scenario = RandomBatchScenario(seed: seed)
      let problems = mappingProblems(in: scenario)
      guard problems.isEmpty else {
        let message =
          "\(Self.replayHint(seed)): \(problems.joined(separator: "; "))\n"
          + "before \(scenario.before)\nafter \(scenario.after)\n\(scenario.batch)"
        Issue.record(Comment(rawValue: message))
        return
      }
    }
  }

  @Test func randomScenariosUseEveryKindOfOperation() {
    var kinds: [String: Int] = [:]
    for seed in Self.seeds(base: 0x5EC7_5000, count: 4_000) {
      let batch = RandomBatchScenario(seed: seed).batch
      let present = [
        ("section deletes", !batch.sectionDeletes.isEmpty),
        ("section inserts", !batch.sectionInserts.isEmpty),
        ("section reloads", !batch.sectionReloads.isEmpty),
        ("section moves", !batch.sectionMoves.isEmpty),
        ("item deletes", !batch.itemDeletes.isEmpty),
        ("item inserts", !batch.itemInserts.isEmpty),
        ("item reloads", !batch.itemReloads.isEmpty),
        ("cross-section item moves", batch.itemMoves.contains { $0.from.section != $0.to.section }),
        ("item moves with section moves", !batch.itemMoves.isEmpty && !batch.sectionMoves.isEmpty),
      ]
      for (kind, isPresent) in present where isPresent {
        kinds[kind, default: 0] += 1
      }
    }
    #expect(kinds.count == 9 && kinds.values.allSatisfy { $0 >= 100 }, "\(kinds)")
  }

  @Test func theOrderOfOperationsNeverChangesTheVerdict() {
    for seed in Self.seeds(base: 0x5EC7_6000, count: 3_000) {
      var generator = SplitMix64(seed: seed)
      let (batch, before, after) = Self.randomInput(using: &generator)
      let shuffled = batch.shuffled(using: &generator)
      for strictness in [BatchUpdate.Strictness.uikit, .strict] {
        let original = verdict(of: batch, before: before, after: after, strictness: strictness)
        let reordered = verdict(of: shuffled, before: before, after: after, strictness: strictness)
        guard original == reordered else {
          let message =
            "\(Self.replayHint(seed)) \(strictness): \(original) became \(reordered)\n"
            + "before \(before) after \(after)\n\(batch)"
          Issue.record(Comment(rawValue: message))
          return
        }
      }
    }
  }

  @Test func acceptedRandomBatchesMapBothWaysConsistently() {
    for seed in Self.seeds(base: 0x5EC7_7000, count: 3_000) {
      var generator = SplitMix64(seed: seed)
      let (batch, before, after) = Self.randomInput(using: &generator)
      for strictness in [BatchUpdate.Strictness.uikit, .strict] {
        guard let update = accepted(batch, before: before, after: after, strictness: strictness)
        else { continue }
        let problems = inverseProblems(of: update)
        guard problems.isEmpty else {
          let message =
            "\(Self.replayHint(seed)) \(strictness): \(problems.joined(separator: "; "))\n"
            + "before \(before) after \(after)\n\(batch)"
          Issue.record(Comment(rawValue: message))
          return
        }
      }
    }
  }

  @Test func aBatchWrittenAsPairsGetsTheVerdictOfTheSameBatchWrittenAsIndexPaths() {
    for seed in Self.seeds(base: 0x5EC7_8000, count: 3_000) {
      var generator = SplitMix64(seed: seed)
      let (batch, before, after) =
        seed % 2 == 0
        ? Self.randomInput(using: &generator)
        : { scenario in
          (scenario.batch, scenario.before.map(\.count), scenario.after.map(\.count))
        }(RandomBatchScenario(seed: seed))
      let pairs = batch.writtenAsPairs
      for strictness in [BatchUpdate.Strictness.uikit, .strict] {
        let written = verdict(of: batch, before: before, after: after, strictness: strictness)
        let compact = verdict(of: pairs, before: before, after: after, strictness: strictness)
        guard written == compact, pairs == batch, pairs.hashValue == batch.hashValue,
          pairs.itemDeleteList.pairs != nil, pairs.itemMoveList.pairs != nil
        else {
          let message =
            "\(Self.replayHint(seed)) \(strictness): \(written) became \(compact)\n"
            + "before \(before) after \(after)\n\(batch)"
          Issue.record(Comment(rawValue: message))
          return
        }
      }
    }
  }

  /// A small random batch, mostly invalid, over random counts, with repeats and a few absurd
  /// indices.
  static func randomInput(
    using generator: inout SplitMix64
  ) -> (BatchUpdate, before: [Int], after: [Int]) {
    func index() -> Int {
      Int.random(in: 0..<40, using: &generator) == 0 ? -1 : Int.random(in: 0..<4, using: &generator)
    }
    func path() -> IndexPath { IndexPath(item: index(), section: index()) }
    func some<T>(_ make: () -> T) -> [T] {
      (0..<Int.random(in: 0...2, using: &generator)).map { _ in make() }
    }
    func sections() -> IndexSet {
      IndexSet(
        (0..<Int.random(in: 0...1, using: &generator)).map { _ in
          Int.random(in: 0..<4, using: &generator)
        })
    }
    func counts() -> [Int] {
      (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        Int.random(in: 0...3, using: &generator)
      }
    }
    let batch = BatchUpdate(
      sectionDeletes: sections(), sectionInserts: sections(), sectionReloads: sections(),
      sectionMoves: some { BatchUpdate.SectionMove(from: index(), to: index()) },
      itemDeletes: some(path), itemInserts: some(path), itemReloads: some(path),
      itemMoves: some { BatchUpdate.ItemMove(from: path(), to: path()) },
      itemReconfigures: some(path))
    let before = counts()
    let after = Int.random(in: 0..<3, using: &generator) == 0 ? before : counts()
    return (batch, before, after)
  }
}

/// The outcome of validation, comparable across two runs: the error, or the whole map.
private enum Verdict: Equatable, CustomStringConvertible {
  case rejected(BatchUpdateError)
  case accepted(sections: [Int?], items: [IndexPath?])

  var description: String {
    switch self {
    case .rejected(let error): "rejected: \(error)"
    case .accepted(let sections, let items): "accepted: sections \(sections), items \(items)"
    }
  }
}

private func verdict(
  of batch: BatchUpdate, before: [Int], after: [Int], strictness: BatchUpdate.Strictness
) -> Verdict {
  do {
    let update = try ValidatedBatchUpdate(
      validating: batch, itemCountsBefore: before, itemCountsAfter: after, strictness: strictness)
    let sections = before.indices.map { update.sectionAfterUpdate(forSectionBefore: $0) }
    let items = before.enumerated().flatMap { section, count in
      (0..<count).map {
        update.indexPathAfterUpdate(forIndexPathBefore: IndexPath(item: $0, section: section))
      }
    }
    return .accepted(sections: sections, items: items)
  } catch {
    return .rejected(error)
  }
}

/// Every way the update's maps disagree with where the scenario's identifiers went.
private func mappingProblems(in scenario: RandomBatchScenario) -> [String] {
  let update: ValidatedBatchUpdate
  do {
    update = try scenario.batch.validated(
      itemCountsBefore: scenario.before.map(\.count), itemCountsAfter: scenario.after.map(\.count))
  } catch {
    return ["rejected: \(error)"]
  }
  var problems: [String] = []
  let beforePaths = RandomBatchScenario.paths(of: scenario.before)
  let afterPaths = RandomBatchScenario.paths(of: scenario.after)
  for (identifier, path) in beforePaths {
    let mapped = update.indexPathAfterUpdate(forIndexPathBefore: path)
    if mapped != afterPaths[identifier] {
      problems.append("\(path) went to \(String(describing: mapped))")
    }
  }
  for (identifier, path) in afterPaths {
    let mapped = update.indexPathBeforeUpdate(forIndexPathAfter: path)
    if mapped != beforePaths[identifier] {
      problems.append("\(path) came from \(String(describing: mapped))")
    }
  }
  return problems + inverseProblems(of: update)
}

/// Every item or section whose forward and backward maps are not inverse of each other.
private func inverseProblems(of update: ValidatedBatchUpdate) -> [String] {
  var problems: [String] = []
  for (section, count) in update.itemCountsBefore.enumerated() {
    if let after = update.sectionAfterUpdate(forSectionBefore: section),
      update.sectionBeforeUpdate(forSectionAfter: after) != section
    {
      problems.append("section \(section) → \(after) does not map back")
    }
    for item in 0..<count {
      let path = IndexPath(item: item, section: section)
      if let after = update.indexPathAfterUpdate(forIndexPathBefore: path),
        update.indexPathBeforeUpdate(forIndexPathAfter: after) != path
      {
        problems.append("\(path) → \(after) does not map back")
      }
    }
  }
  for (section, count) in update.itemCountsAfter.enumerated() {
    if let before = update.sectionBeforeUpdate(forSectionAfter: section),
      update.sectionAfterUpdate(forSectionBefore: before) != section
    {
      problems.append("section \(section) ← \(before) does not map forward")
    }
    for item in 0..<count {
      let path = IndexPath(item: item, section: section)
      if let before = update.indexPathBeforeUpdate(forIndexPathAfter: path),
        update.indexPathAfterUpdate(forIndexPathBefore: before) != path
      {
        problems.append("\(path) ← \(before) does not map forward")
      }
    }
  }
  return problems
}

extension BatchUpdate {
  /// The same batch with its item operations appended as pairs of integers, as an adapter writes
  /// them, where the public properties keep index paths.
  fileprivate var writtenAsPairs: BatchUpdate {
    var batch = BatchUpdate(
      sectionDeletes: sectionDeletes, sectionInserts: sectionInserts,
      sectionReloads: sectionReloads, sectionMoves: sectionMoves, isAnimated: isAnimated)
    func key(_ path: IndexPath) -> ItemKey { ItemKey(section: path.section, item: path.item) }
    for path in itemDeletes { batch.appendItemDelete(key(path)) }
    for path in itemInserts { batch.appendItemInsert(key(path)) }
    for path in itemReloads { batch.appendItemReload(key(path)) }
    for move in itemMoves { batch.appendItemMove(Move(from: key(move.from), to: key(move.to))) }
    for path in itemReconfigures { batch.appendItemReconfigure(key(path)) }
    return batch
  }
}
