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
  /// The deleted items and the delete halves of reloads, before the update, ascending (section
  /// by section), without repeats: one sorted array rather than sets or a table of arrays a
  /// section, as a batch maps only the items a view shows, and a section's run is found by two
  /// binary searches.
  private let gone: [UpdateTarget]
  /// The inserted items and the insert halves of reloads, after the update, ascending.
  private let arrived: [UpdateTarget]
  /// The item moves, ascending by source, and again ascending by destination: each end is
  /// found by a binary search, without a table of every move built for every batch.
  private let movesBySource: [TargetMove]
  private let movesByDestination: [TargetMove]
  /// The items before the update that do not stay, ascending.
  private let leaving: [UpdateTarget]
  /// The items after the update that no staying item fills, ascending.
  private let taken: [UpdateTarget]

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
  ///   - movesByDestination: The same moves ascending by destination (validation sorted them
  ///     so already: sorting them, or tables of them, again was a tenth of an update's
  ///     validation).
  /// - Complexity: O(*k*) for *k* item operations.
  init(
    sections: SectionMapping,
    countsBefore: [Int],
    countsAfter: [Int],
    deletes: [UpdateTarget],
    inserts: [UpdateTarget],
    moves: [TargetMove],
    movesByDestination: [TargetMove]
  ) {
    #if SECTIONAL_INTERNAL_CHECKS
      precondition(
        Set(moves) == Set(movesByDestination) && moves.count == movesByDestination.count
          && zip(moves, moves.dropFirst()).allSatisfy { $0.from < $1.from }
          && zip(movesByDestination, movesByDestination.dropFirst()).allSatisfy { $0.to < $1.to },
        "an item map's moves are not ordered by their ends, or repeat an end")
    #endif
    self.sections = sections
    self.countsBefore = countsBefore
    self.countsAfter = countsAfter
    movesBySource = moves
    self.movesByDestination = movesByDestination
    // The operations come in order, kept as they are; the moves' ends, in order too, are merged
    // in.
    let ascendingDeletes = Array(deletes.reversed())
    let gone = Self.withoutRepeats(ascending: ascendingDeletes)
    let arrived = Self.withoutRepeats(ascending: inserts)
    self.gone = gone
    self.arrived = arrived
    // Without item moves, the items that leave are the gone ones, and the slots taken the
    // arrived ones.
    leaving =
      moves.isEmpty
      ? gone
      : Self.withoutRepeats(ascending: Self.merging(ascendingDeletes, moves.map(\.from)))
    taken =
      moves.isEmpty
      ? arrived
      : Self.withoutRepeats(ascending: Self.merging(inserts, movesByDestination.map(\.to)))
  }

  /// The sections, before the update, of the items that leave their place, ascending.
  ///
  /// The items deleted, the delete halves of reloads, the items moved away; each section once.
  ///
  /// - Complexity: O(*k*) for *k* such items.
  var sectionsLeaving: [Int] { Self.sections(of: leaving) }

  /// The sections, after the update, of the places items arrive at, ascending.
  ///
  /// The items inserted, the insert halves of reloads, the items moved in; each section once.
  ///
  /// - Complexity: O(*k*) for *k* such places.
  var sectionsTaken: [Int] { Self.sections(of: taken) }

  /// The sections of ascending targets, each once.
  private static func sections(of targets: [UpdateTarget]) -> [Int] {
    var sections: [Int] = []
    targets.withUnsafeBufferPointer { targets in
      for target in targets where sections.last != target.section {
        sections.append(target.section)
      }
    }
    return sections
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

  /// Targets in ascending order without repeats: the list itself when it repeats none.
  ///
  /// - Complexity: O(*k*) for *k* targets.
  private static func withoutRepeats(ascending sorted: [UpdateTarget]) -> [UpdateTarget] {
    #if SECTIONAL_INTERNAL_CHECKS
      precondition(
        zip(sorted, sorted.dropFirst()).allSatisfy { $0 <= $1 },
        "the operations of a batch's item map are not in ascending order")
    #endif
    guard zip(sorted, sorted.dropFirst()).contains(where: { $0 == $1 }) else { return sorted }
    var unique = sorted
    unique.removeAdjacentRepeats()
    return unique
  }

  /// The move from a target, in moves ascending by source.
  ///
  /// - Complexity: O(log *m*) for *m* moves.
  private static func move(from source: UpdateTarget, in moves: [TargetMove]) -> TargetMove? {
    guard !moves.isEmpty else { return nil }
    let index = SortedIndices.firstIndex(in: moves) { $0.from >= source }
    return index < moves.count && moves[index].from == source ? moves[index] : nil
  }

  /// The move to a target, in moves ascending by destination.
  ///
  /// - Complexity: O(log *m*) for *m* moves.
  private static func move(to destination: UpdateTarget, in moves: [TargetMove]) -> TargetMove? {
    guard !moves.isEmpty else { return nil }
    let index = SortedIndices.firstIndex(in: moves) { $0.to >= destination }
    return index < moves.count && moves[index].to == destination ? moves[index] : nil
  }

  /// The positions in `targets` (ascending) of a section's targets.
  ///
  /// - Complexity: O(log *k*) for *k* targets.
  private static func run(ofSection section: Int, in targets: [UpdateTarget]) -> Range<Int> {
    guard !targets.isEmpty else { return 0..<0 }
    let start = SortedIndices.firstIndex(in: targets) { $0.section >= section }
    let end = SortedIndices.firstIndex(in: targets) { $0.section > section }
    return start..<end
  }

  /// Whether targets (ascending) hold an item.
  ///
  /// - Complexity: O(log *k*) for *k* targets.
  private static func contains(_ item: Int, section: Int, in targets: [UpdateTarget]) -> Bool {
    !targets.isEmpty
      && SortedIndices.contains(UpdateTarget(section: section, item: item), in: targets)
  }

  /// How many of a section's items in targets (ascending) are below an item.
  ///
  /// - Complexity: O(log *k*) for *k* targets.
  private static func countBelow(_ item: Int, section: Int, in targets: [UpdateTarget]) -> Int {
    guard !targets.isEmpty else { return 0 }
    let run = run(ofSection: section, in: targets)
    let below = SortedIndices.firstIndex(in: targets) {
      $0 >= UpdateTarget(section: section, item: item)
    }
    return below - run.lowerBound
  }

  /// The free slot of a rank in a section whose taken slots are its items in targets
  /// (``SortedIndices/freeSlot(ofRank:count:taken:)``).
  ///
  /// - Complexity: O(log *k*) for *k* targets.
  private static func freeSlot(ofRank rank: Int, section: Int, taken targets: [UpdateTarget])
    -> Int
  {
    let run = run(ofSection: section, in: targets)
    return SortedIndices.freeSlot(ofRank: rank, count: run.count) {
      targets[run.lowerBound + $0].itemValue
    }
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
    if let destination = Self.move(
      from: UpdateTarget(section: key.section, item: key.item), in: movesBySource)?.to
    {
      return ItemKey(section: destination.section, item: destination.itemValue)
    }
    let rank = key.item - Self.countBelow(key.item, section: key.section, in: leaving)
    let slot = Self.freeSlot(ofRank: rank, section: section, taken: taken)
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
    if let source = Self.move(
      to: UpdateTarget(section: key.section, item: key.item), in: movesByDestination)?.from
    {
      return ItemKey(section: source.section, item: source.itemValue)
    }
    guard !Self.contains(key.item, section: key.section, in: arrived) else {
      return nil
    }
    let rank = key.item - Self.countBelow(key.item, section: key.section, in: taken)
    // A negative rank is an item that a reload placed before the first (S6): it arrived.
    guard rank >= 0 else { return nil }
    let slot = Self.freeSlot(ofRank: rank, section: section, taken: leaving)
    guard let itemsBefore = Self.count(of: section, in: countsBefore), slot < itemsBefore else {
      return nil
    }
    return ItemKey(section: section, item: slot)
  }

  private static func count(of section: Int, in counts: [Int]) -> Int? {
    counts.indices.contains(section) ? counts[section] : nil
  }
}
