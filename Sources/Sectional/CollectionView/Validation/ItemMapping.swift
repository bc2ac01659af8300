import Foundation

/// Where each item of a validated batch goes, section by section.
///
/// An item before the update is deleted, reloaded, moved, lost with its section, or stays.
/// Moved items go to their destination; items that stay keep their order and fill, in order, the
/// positions of their section after the update that no insert, reload or move takes.
struct ItemMapping: Sendable {
  private let sections: SectionMapping
  private let countsBefore: [Int]
  private let countsAfter: [Int]
  /// Deleted items and the delete halves of reloads, before the update.
  private let gone: Set<UpdateTarget>
  /// Inserted items and the insert halves of reloads, after the update.
  private let arrived: Set<UpdateTarget>
  private let destinations: [UpdateTarget: UpdateTarget]
  private let sources: [UpdateTarget: UpdateTarget]
  /// For each section before the update, its items that do not stay, ascending.
  private let leaving: [Int: [Int]]
  /// For each section after the update, the items that no staying item fills, ascending.
  private let taken: [Int: [Int]]

  /// Creates the map of a batch that passed validation.
  ///
  /// - Parameters:
  ///   - sections: The section map of the batch.
  ///   - countsBefore: The item count of each section before the update.
  ///   - countsAfter: The item count of each section after the update.
  ///   - deletes: The item deletes UIKit keeps, reload halves included.
  ///   - inserts: The item inserts UIKit keeps, reload halves included.
  ///   - moves: The item moves, without repeats.
  /// - Complexity: O(*k* log *k*), where *k* is the number of item operations.
  init(
    sections: SectionMapping,
    countsBefore: [Int],
    countsAfter: [Int],
    deletes: [UpdateTarget],
    inserts: [UpdateTarget],
    moves: [TargetMove]
  ) {
    self.sections = sections
    self.countsBefore = countsBefore
    self.countsAfter = countsAfter
    gone = Set(deletes)
    arrived = Set(inserts)
    var destinations: [UpdateTarget: UpdateTarget] = [:]
    var sources: [UpdateTarget: UpdateTarget] = [:]
    for move in moves {
      destinations[move.from] = move.to
      sources[move.to] = move.from
    }
    self.destinations = destinations
    self.sources = sources
    func bySection(_ targets: some Sequence<UpdateTarget>) -> [Int: [Int]] {
      var result: [Int: Set<Int>] = [:]
      for target in targets {
        result[target.section, default: []].insert(target.itemValue)
      }
      return result.mapValues { $0.sorted() }
    }
    leaving = bySection(gone.union(destinations.keys))
    taken = bySection(arrived.union(sources.keys))
  }

  /// The index path after the update of an item before it, or `nil` when the item is deleted,
  /// reloaded, in a deleted or reloaded section, or does not exist.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of operations.
  func indexPathAfter(_ indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2 else { return nil }
    let target = UpdateTarget.item(indexPath)
    guard let items = Self.count(of: target.section, in: countsBefore),
      target.itemValue >= 0, target.itemValue < items,
      let section = sections.sectionAfter(target.section), !gone.contains(target)
    else { return nil }
    if let destination = destinations[target] { return destination.indexPath }
    let item = target.itemValue
    let rank = item - SortedIndices.countBelow(item, in: leaving[target.section] ?? [])
    let slot = SortedIndices.freeSlot(ofRank: rank, taken: taken[section] ?? [])
    guard let itemsAfter = Self.count(of: section, in: countsAfter), slot < itemsAfter else {
      return nil
    }
    return IndexPath(item: slot, section: section)
  }

  /// The index path before the update of an item after it, or `nil` when the item is inserted,
  /// the insert half of a reload, in an inserted or reloaded section, or does not exist.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of operations.
  func indexPathBefore(_ indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2 else { return nil }
    let target = UpdateTarget.item(indexPath)
    guard let items = Self.count(of: target.section, in: countsAfter),
      target.itemValue >= 0, target.itemValue < items,
      let section = sections.sectionBefore(target.section)
    else { return nil }
    if let source = sources[target] { return source.indexPath }
    guard !arrived.contains(target) else { return nil }
    let item = target.itemValue
    let rank = item - SortedIndices.countBelow(item, in: taken[target.section] ?? [])
    // A negative rank is an item that a reload placed before the first (S6): it arrived.
    guard rank >= 0 else { return nil }
    let slot = SortedIndices.freeSlot(ofRank: rank, taken: leaving[section] ?? [])
    guard let itemsBefore = Self.count(of: section, in: countsBefore), slot < itemsBefore else {
      return nil
    }
    return IndexPath(item: slot, section: section)
  }

  private static func count(of section: Int, in counts: [Int]) -> Int? {
    counts.indices.contains(section) ? counts[section] : nil
  }
}
