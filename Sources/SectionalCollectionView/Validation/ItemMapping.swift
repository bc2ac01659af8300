import Foundation
import SectionalDiffing

/// Where each item of a validated batch goes, section by section.
///
/// An item before the update is deleted, reloaded, moved, lost with its section, or stays.
/// Moved items go to their destination; items that stay keep their order and fill, in order, the
/// positions of their section after the update that no insert, reload or move takes.
struct ItemMapping: Sendable {
  private let sections: SectionMapping
  private let countsBefore: [Int]
  private let countsAfter: [Int]
  /// For each section before the update, its deleted items and the delete halves of reloads,
  /// ascending: sorted arrays rather than sets, as every item of every touched section is
  /// looked up here, and a sorted array answers without hashing. (Tables keyed by ``IntKey``:
  /// every moved or shifted item looks its section up.)
  private let gone: [IntKey: [Int]]
  /// For each section after the update, its inserted items and the insert halves of reloads,
  /// ascending.
  private let arrived: [IntKey: [Int]]
  private let destinations: [UpdateTarget: UpdateTarget]
  private let sources: [UpdateTarget: UpdateTarget]
  /// For each section before the update, its items that do not stay, ascending.
  private let leaving: [IntKey: [Int]]
  /// For each section after the update, the items that no staying item fills, ascending.
  private let taken: [IntKey: [Int]]

  /// Creates the map of a batch that passed validation.
  ///
  /// - Parameters:
  ///   - sections: The section map of the batch.
  ///   - countsBefore: The item count of each section before the update.
  ///   - countsAfter: The item count of each section after the update.
  ///   - deletes: The item deletes UIKit keeps, reload halves included, descending (the order
  ///     validation checks them in); repeats allowed.
  ///   - inserts: The item inserts UIKit keeps, reload halves included, ascending; repeats
  ///     allowed.
  ///   - moves: The item moves, without repeats, ascending by source (as validation sorts them).
  ///   - destinationsAscending: The moves' destinations, ascending; repeats allowed
  ///     (validation sorted them already: sorting the table's keys again was a tenth of an
  ///     update's validation).
  /// - Complexity: O(*k*) for *k* item operations.
  init(
    sections: SectionMapping,
    countsBefore: [Int],
    countsAfter: [Int],
    deletes: [UpdateTarget],
    inserts: [UpdateTarget],
    moves: [TargetMove],
    destinationsAscending: [UpdateTarget]
  ) {
    #if SECTIONAL_INTERNAL_CHECKS
      precondition(
        Set(moves.map(\.to)) == Set(destinationsAscending),
        "the destinations given an item map are not its moves'")
    #endif
    self.sections = sections
    self.countsBefore = countsBefore
    self.countsAfter = countsAfter
    var destinations: [UpdateTarget: UpdateTarget] = [:]
    var sources: [UpdateTarget: UpdateTarget] = [:]
    destinations.reserveCapacity(moves.count)
    sources.reserveCapacity(moves.count)
    for move in moves {
      destinations[move.from] = move.to
      sources[move.to] = move.from
    }
    self.destinations = destinations
    self.sources = sources
    // The operations come in order: grouped as they are, each section hashed once; the moves'
    // ends, usually few, are sorted and merged in.
    let ascendingDeletes = Array(deletes.reversed())
    let gone = Self.bySection(ascending: ascendingDeletes)
    let arrived = Self.bySection(ascending: inserts)
    self.gone = gone
    self.arrived = arrived
    // Without item moves, the items that leave are the gone ones, and the slots taken the
    // arrived ones.
    leaving =
      destinations.isEmpty
      ? gone
      : Self.bySection(ascending: Self.merging(ascendingDeletes, moves.map(\.from)))
    taken =
      sources.isEmpty
      ? arrived : Self.bySection(ascending: Self.merging(inserts, destinationsAscending))
  }

  /// Two ascending lists of targets as one.
  ///
  /// - Complexity: O(*a* + *b*).
  private static func merging(_ first: [UpdateTarget], _ second: [UpdateTarget]) -> [UpdateTarget] {
    var merged: [UpdateTarget] = []
    merged.reserveCapacity(first.count + second.count)
    var (i, j) = (0, 0)
    while i < first.count || j < second.count {
      if j == second.count || (i < first.count && first[i] <= second[j]) {
        merged.append(first[i])
        i += 1
      } else {
        merged.append(second[j])
        j += 1
      }
    }
    return merged
  }

  /// The items of targets in ascending order, section by section, without repeats.
  ///
  /// - Complexity: O(*k*) for *k* targets.
  private static func bySection(ascending sorted: [UpdateTarget]) -> [IntKey: [Int]] {
    #if SECTIONAL_INTERNAL_CHECKS
      precondition(
        zip(sorted, sorted.dropFirst()).allSatisfy { $0 <= $1 },
        "the operations of a batch's item map are not in ascending order")
    #endif
    var result: [IntKey: [Int]] = [:]
    var start = 0
    while start < sorted.count {
      let section = sorted[start].section
      var end = start
      while end < sorted.count && sorted[end].section == section {
        end += 1
      }
      // Made as long as the section's operations at once, rather than grown by doubling.
      var items: [Int] = []
      items.reserveCapacity(end - start)
      for index in start..<end where items.last != sorted[index].itemValue {
        items.append(sorted[index].itemValue)
      }
      result[IntKey(section)] = items
      start = end
    }
    return result
  }

  /// Whether a section's sorted items hold an item.
  private static func contains(_ item: Int, section: Int, in items: [IntKey: [Int]]) -> Bool {
    guard !items.isEmpty, let sorted = items[IntKey(section)] else { return false }
    let index = SortedIndices.countBelow(item, in: sorted)
    return index < sorted.count && sorted[index] == item
  }

  /// The index path after the update of an item before it, or `nil` when the item is deleted,
  /// reloaded, in a deleted or reloaded section, or does not exist.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of operations.
  func indexPathAfter(_ indexPath: IndexPath) -> IndexPath? {
    guard let item = ItemKey(indexPath) else { return nil }
    return itemAfter(item)?.indexPath
  }

  /// Where an item before the update is after it, or `nil` when the item is deleted, reloaded,
  /// in a deleted or reloaded section, or does not exist: ``indexPathAfter(_:)`` without building
  /// index paths, for the headless view, which maps every shown item through each batch.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of operations.
  func itemAfter(_ key: ItemKey) -> ItemKey? {
    guard let items = Self.count(of: key.section, in: countsBefore),
      key.item >= 0, key.item < items,
      let section = sections.sectionAfter(key.section),
      !Self.contains(key.item, section: key.section, in: gone)
    else { return nil }
    if !destinations.isEmpty,
      let destination = destinations[UpdateTarget(section: key.section, item: key.item)]
    {
      return ItemKey(section: destination.section, item: destination.itemValue)
    }
    let rank = key.item - SortedIndices.countBelow(key.item, in: leaving[IntKey(key.section)] ?? [])
    let slot = SortedIndices.freeSlot(ofRank: rank, taken: taken[IntKey(section)] ?? [])
    guard let itemsAfter = Self.count(of: section, in: countsAfter), slot < itemsAfter else {
      return nil
    }
    return ItemKey(section: section, item: slot)
  }

  /// The index path before the update of an item after it, or `nil` when the item is inserted,
  /// the insert half of a reload, in an inserted or reloaded section, or does not exist.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of operations.
  func indexPathBefore(_ indexPath: IndexPath) -> IndexPath? {
    guard let item = ItemKey(indexPath) else { return nil }
    return itemBefore(item)?.indexPath
  }

  /// Where an item after the update was before it, or `nil` when the item is inserted, the
  /// insert half of a reload, in an inserted or reloaded section, or does not exist:
  /// ``indexPathBefore(_:)`` without building index paths.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of operations.
  func itemBefore(_ key: ItemKey) -> ItemKey? {
    guard let items = Self.count(of: key.section, in: countsAfter),
      key.item >= 0, key.item < items,
      let section = sections.sectionBefore(key.section)
    else { return nil }
    if !sources.isEmpty, let source = sources[UpdateTarget(section: key.section, item: key.item)] {
      return ItemKey(section: source.section, item: source.itemValue)
    }
    guard !Self.contains(key.item, section: key.section, in: arrived) else {
      return nil
    }
    let rank = key.item - SortedIndices.countBelow(key.item, in: taken[IntKey(key.section)] ?? [])
    // A negative rank is an item that a reload placed before the first (S6): it arrived.
    guard rank >= 0 else { return nil }
    let slot = SortedIndices.freeSlot(ofRank: rank, taken: leaving[IntKey(section)] ?? [])
    guard let itemsBefore = Self.count(of: section, in: countsBefore), slot < itemsBefore else {
      return nil
    }
    return ItemKey(section: section, item: slot)
  }

  private static func count(of section: Int, in counts: [Int]) -> Int? {
    counts.indices.contains(section) ? counts[section] : nil
  }
}
