import BenchmarkRandom
import Foundation
import Sectional

/// Times the validation of one large valid batch: `batch.validate`, 10,000 operations over 1,000
/// sections of 40 items.
///
/// The batch mixes every kind of operation a diff produces: 25 section deletes, reloads and
/// inserts each, and in every other section item deletes, inserts and either item moves or item
/// reloads. It is built once, from the seed, outside the timed block; the timed block validates
/// it and asks one mapping query, so the maps are built too.
func measureBatchValidation(options: Options) {
  let name = "batch.validate"
  guard options.selects(name) else { return }
  let input = ValidationInput(seed: options.seed &+ 0xBA7C)
  do {
    _ = try input.batch.validated(
      itemCountsBefore: input.countsBefore, itemCountsAfter: input.countsAfter)
  } catch {
    report("SKIP \(name): the generated batch is invalid: \(error)")
    return
  }
  let measurement = Measurement.run(name, count: input.operationCount) {
    guard
      let update = try? input.batch.validated(
        itemCountsBefore: input.countsBefore, itemCountsAfter: input.countsAfter)
    else { return -1 }
    let moved = update.indexPathAfterUpdate(forIndexPathBefore: IndexPath(item: 0, section: 0))
    return moved?.count ?? 0
  }
  report(measurement.line)
}

/// A valid batch of exactly 10,000 operations, read off two states of identified items.
private struct ValidationInput {
  static let sectionCount = 1_000
  static let itemsPerSection = 40
  static let operationTarget = 10_000

  var batch = BatchUpdate()
  var countsBefore: [Int] = []
  var countsAfter: [Int] = []

  var operationCount: Int {
    batch.sectionDeletes.count + batch.sectionInserts.count + batch.sectionReloads.count
      + batch.sectionMoves.count + batch.itemDeletes.count + batch.itemInserts.count
      + batch.itemReloads.count + batch.itemMoves.count
  }

  init(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var nextIdentifier = 0
    func fresh() -> Int {
      nextIdentifier += 1
      return nextIdentifier
    }
    let before = (0..<Self.sectionCount).map { _ in
      (0..<Self.itemsPerSection).map { _ in fresh() }
    }
    // 25 section deletes, 25 reloads, 25 inserts; item operations fill the rest.
    var sectionOrder = Array(before.indices).shuffled(using: &generator)
    let deleted = IndexSet(sectionOrder.prefix(25))
    sectionOrder.removeFirst(25)
    let reloaded = IndexSet(sectionOrder.prefix(25))
    let editable = before.indices.filter { !deleted.contains($0) && !reloaded.contains($0) }
    let itemOperations = Self.operationTarget - 75
    // Ten operations a section, and one more insert in the first few.
    let extra = itemOperations - 10 * editable.count

    var itemDeletes: [IndexPath] = []
    var itemReloads: [IndexPath] = []
    var movedIdentifiers = Set<Int>()
    var insertedIdentifiers = Set<Int>()
    var contents: [Int: [Int]] = [:]
    for (rank, section) in editable.enumerated() {
      let moves = rank.isMultiple(of: 2)
      let picked = Array(before[section].indices.shuffled(using: &generator).prefix(7))
      let deletes = Set(picked.prefix(3))
      let changes = Set(picked.dropFirst(3))
      var list: [Int] = []
      var moving: [Int] = []
      for (item, identifier) in before[section].enumerated() {
        if deletes.contains(item) {
          itemDeletes.append(IndexPath(item: item, section: section))
        } else if changes.contains(item) && moves {
          moving.append(identifier)
        } else if changes.contains(item) {
          itemReloads.append(IndexPath(item: item, section: section))
          list.append(fresh())
        } else {
          list.append(identifier)
        }
      }
      for identifier in moving {
        movedIdentifiers.insert(identifier)
        list.insert(identifier, at: Int.random(in: 0...list.count, using: &generator))
      }
      for _ in 0..<(rank < extra ? 4 : 3) {
        let identifier = fresh()
        insertedIdentifiers.insert(identifier)
        list.insert(identifier, at: Int.random(in: 0...list.count, using: &generator))
      }
      contents[section] = list
    }

    var after: [[Int]] = []
    var insertedSections = IndexSet()
    for section in before.indices where !deleted.contains(section) {
      after.append(
        reloaded.contains(section)
          ? (0..<Self.itemsPerSection).map { _ in fresh() } : contents[section] ?? [])
    }
    for _ in 0..<25 {
      let position = Int.random(in: 0...after.count, using: &generator)
      after.insert((0..<Self.itemsPerSection).map { _ in fresh() }, at: position)
      insertedSections = IndexSet(insertedSections.map { $0 >= position ? $0 + 1 : $0 })
      insertedSections.insert(position)
    }

    var afterPaths: [Int: IndexPath] = [:]
    for (section, items) in after.enumerated() where !insertedSections.contains(section) {
      for (item, identifier) in items.enumerated()
      where movedIdentifiers.contains(identifier) || insertedIdentifiers.contains(identifier) {
        afterPaths[identifier] = IndexPath(item: item, section: section)
      }
    }
    var itemMoves: [BatchUpdate.ItemMove] = []
    for section in editable {
      for (item, identifier) in before[section].enumerated()
      where movedIdentifiers.contains(identifier) {
        if let destination = afterPaths[identifier] {
          itemMoves.append(.init(from: IndexPath(item: item, section: section), to: destination))
        }
      }
    }
    let itemInserts = insertedIdentifiers.compactMap { afterPaths[$0] }
    batch = BatchUpdate(
      sectionDeletes: deleted, sectionInserts: insertedSections, sectionReloads: reloaded,
      itemDeletes: itemDeletes, itemInserts: itemInserts, itemReloads: itemReloads,
      itemMoves: itemMoves)
    countsBefore = before.map(\.count)
    countsAfter = after.map(\.count)
  }
}
