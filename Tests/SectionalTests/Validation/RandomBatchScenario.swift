import Foundation
import Sectional
import SeededRandom

/// A random collection view state before and after an update, and a valid batch between them.
///
/// Sections and items carry identifiers, so where each one goes is known independently of the
/// validator: the expected maps come from finding identifiers, not from index arithmetic. The
/// batch is built the way a careful framework would build it ("Building batches UIKit accepts"
/// in BatchUpdateRules.md): reloads only where no move disturbs their placement, no item changes
/// inside moved sections, no item operations inside deleted or inserted sections. Strict
/// validation must accept it.
struct RandomBatchScenario {
  var before: [[Int]] = []
  var after: [[Int]] = []
  var batch = BatchUpdate()

  private init() {}

  /// The scenario of a seed.
  ///
  /// UIKit decides whether an item move crosses sections by comparing the raw section numbers
  /// before and after (R15), so a batch cannot move an item from old section *a* into the
  /// section numbered *a* after the update when that is another section; such draws are redrawn,
  /// and after a few tries the scenario moves no items.
  init(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for attempt in 0..<20 {
      let scenario = Self(using: &generator, allowsItemMoves: attempt < 19)
      if scenario.countsItemMovesAsUIKitDoes {
        self = scenario
        return
      }
    }
    self.init(using: &generator, allowsItemMoves: false)
  }

  /// Whether UIKit counts every item move that really crosses sections as crossing them.
  ///
  /// A move within one section always balances, whatever the raw numbers say: it counts out of
  /// the section's old number and into its new one, or not at all.
  private var countsItemMovesAsUIKitDoes: Bool {
    batch.itemMoves.allSatisfy { move in
      sectionOrigins[move.to.section] == move.from.section
        || move.from.section != move.to.section
    }
  }

  /// For each section after the update, its index before, or `nil` for a new section.
  private var sectionOrigins: [Int?] = []

  private init(using generator: inout SplitMix64, allowsItemMoves: Bool) {
    var nextIdentifier = 0
    func fresh() -> Int {
      nextIdentifier += 1
      return nextIdentifier
    }
    func chance(_ outOf: Int) -> Bool { Int.random(in: 0..<outOf, using: &generator) == 0 }
    func freshSection() -> [Int] {
      (0..<Int.random(in: 0...4, using: &generator)).map { _ in fresh() }
    }

    before = (0..<Int.random(in: 0...6, using: &generator)).map { _ in freshSection() }
    let hasSectionMoves = chance(3)

    // Section fates, by index before the update.
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections = IndexSet()
    for section in before.indices {
      if chance(7) {
        deletedSections.insert(section)
      } else if !hasSectionMoves && chance(9) {
        reloadedSections.insert(section)
      } else if hasSectionMoves && chance(3) {
        movedSections.insert(section)
      }
    }
    let editable = before.indices.filter {
      !deletedSections.contains($0) && !reloadedSections.contains($0) && !movedSections.contains($0)
    }
    // Sections that take part in item moves; the others may reload items instead.
    let moving = Set(editable.filter { _ in allowsItemMoves && chance(2) })

    // Items of editable sections: the list after the update, before moved-in items and inserts.
    var itemDeletes: [IndexPath] = []
    var itemReloads: [IndexPath] = []
    var movingItems: [Int] = []
    var contents: [Int: [Int]] = [:]
    for section in editable {
      var kept: [Int] = []
      for (item, identifier) in before[section].enumerated() {
        let path = IndexPath(item: item, section: section)
        if chance(5) {
          itemDeletes.append(path)
        } else if moving.contains(section) && chance(4) {
          movingItems.append(identifier)
        } else if !moving.contains(section) && !hasSectionMoves && chance(6) {
          itemReloads.append(path)
          kept.append(fresh())
        } else {
          kept.append(identifier)
        }
      }
      contents[section] = kept
    }
    let movingSections = moving.sorted()
    for identifier in movingItems {
      guard let section = movingSections.randomElement(using: &generator) else { break }
      let list = contents[section] ?? []
      contents[section, default: []].insert(
        identifier, at: Int.random(in: 0...list.count, using: &generator))
    }
    var insertedItems = Set<Int>()
    for section in editable {
      for _ in 0..<Int.random(in: 0...2, using: &generator) {
        let identifier = fresh()
        insertedItems.insert(identifier)
        let list = contents[section] ?? []
        contents[section, default: []].insert(
          identifier, at: Int.random(in: 0...list.count, using: &generator))
      }
    }

    // Sections after the update: the ones that stay in order, reloaded ones replaced in place,
    // then moved and inserted sections at random positions.
    var arrangement: [(origin: Int?, items: [Int])] = []
    for section in before.indices where !deletedSections.contains(section) {
      if reloadedSections.contains(section) {
        arrangement.append((nil, freshSection()))
      } else if !movedSections.contains(section) {
        arrangement.append((section, contents[section] ?? []))
      }
    }
    for section in movedSections {
      arrangement.insert(
        (section, before[section]), at: Int.random(in: 0...arrangement.count, using: &generator))
    }
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      let marker = fresh()
      arrangement.insert(
        (-marker, freshSection()), at: Int.random(in: 0...arrangement.count, using: &generator))
    }
    after = arrangement.map(\.items)
    sectionOrigins = arrangement.map { $0.origin.flatMap { $0 >= 0 ? $0 : nil } }

    // The batch, read off the two states.
    var sectionInserts = IndexSet()
    var sectionMoves: [BatchUpdate.SectionMove] = []
    for (index, entry) in arrangement.enumerated() {
      switch entry.origin {
      case let origin? where origin < 0: sectionInserts.insert(index)
      case let origin? where movedSections.contains(origin):
        sectionMoves.append(.init(from: origin, to: index))
      default: break
      }
    }
    var afterPaths: [Int: IndexPath] = [:]
    for (section, entry) in arrangement.enumerated() where entry.origin.map({ $0 >= 0 }) ?? false {
      for (item, identifier) in entry.items.enumerated() {
        afterPaths[identifier] = IndexPath(item: item, section: section)
      }
    }
    var itemInserts: [IndexPath] = []
    for identifier in insertedItems {
      if let path = afterPaths[identifier] { itemInserts.append(path) }
    }
    var itemMoves: [BatchUpdate.ItemMove] = []
    for section in editable {
      for (item, identifier) in before[section].enumerated() where movingItems.contains(identifier)
      {
        if let destination = afterPaths[identifier] {
          itemMoves.append(.init(from: IndexPath(item: item, section: section), to: destination))
        }
      }
    }
    batch = BatchUpdate(
      sectionDeletes: deletedSections, sectionInserts: sectionInserts,
      sectionReloads: reloadedSections, sectionMoves: sectionMoves, itemDeletes: itemDeletes,
      itemInserts: itemInserts, itemReloads: itemReloads, itemMoves: itemMoves)
  }

  /// Where each identifier is, in a state.
  static func paths(of state: [[Int]]) -> [Int: IndexPath] {
    var result: [Int: IndexPath] = [:]
    for (section, items) in state.enumerated() {
      for (item, identifier) in items.enumerated() {
        result[identifier] = IndexPath(item: item, section: section)
      }
    }
    return result
  }
}

extension BatchUpdate {
  /// The same operations with every list in a random order: the same batch to UIKit (R1).
  func shuffled(using generator: inout some RandomNumberGenerator) -> BatchUpdate {
    BatchUpdate(
      sectionDeletes: sectionDeletes, sectionInserts: sectionInserts,
      sectionReloads: sectionReloads, sectionMoves: sectionMoves.shuffled(using: &generator),
      itemDeletes: itemDeletes.shuffled(using: &generator),
      itemInserts: itemInserts.shuffled(using: &generator),
      itemReloads: itemReloads.shuffled(using: &generator),
      itemMoves: itemMoves.shuffled(using: &generator),
      itemReconfigures: itemReconfigures.shuffled(using: &generator))
  }
}
