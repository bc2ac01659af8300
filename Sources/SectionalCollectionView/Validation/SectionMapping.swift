import SectionalDiffing

/// Where each section of a validated batch goes: the section map UIKit builds after validation.
///
/// A section before the update is deleted, reloaded, moved, or stays. Moved sections go to their
/// destination; sections that stay keep their order and fill, in order, the positions after the
/// update that no insert, reload or move takes.
struct SectionMapping: Sendable {
  let countBefore: Int
  let countAfter: Int
  /// Deleted and reloaded sections, before the update. (Sets and tables of ``IntKey``: the
  /// count check maps every section through them.)
  private let gone: Set<IntKey>
  /// Inserted sections and the insert halves of reloads, after the update.
  private let arrived: Set<IntKey>
  /// Every section before the update that does not stay: gone or moved; ascending.
  private let leaving: [Int]
  /// Every section after the update that no staying section fills: arrived or moved to;
  /// ascending.
  private let taken: [Int]
  private let destinations: [IntKey: Int]
  private let sources: [IntKey: Int]

  /// Creates the map of a batch that passed validation.
  ///
  /// - Complexity: O(*k* log *k*), where *k* is the number of section operations.
  init(
    countBefore: Int, countAfter: Int, gone: Set<IntKey>, arrived: Set<IntKey>,
    moves: [Move<Int>]
  ) {
    self.countBefore = countBefore
    self.countAfter = countAfter
    self.gone = gone
    self.arrived = arrived
    var destinations: [IntKey: Int] = [:]
    var sources: [IntKey: Int] = [:]
    for move in moves {
      destinations[IntKey(move.from)] = move.to
      sources[IntKey(move.to)] = move.from
    }
    self.destinations = destinations
    self.sources = sources
    leaving = gone.union(destinations.keys).map(\.value).sorted()
    taken = arrived.union(sources.keys).map(\.value).sorted()
  }

  /// The index after the update of a section before it, or `nil` when the section is deleted,
  /// reloaded or does not exist.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of section operations.
  func sectionAfter(_ section: Int) -> Int? {
    // Empty sets and tables (most batches move no section) answer without hashing.
    guard section >= 0, section < countBefore, gone.isEmpty || !gone.contains(IntKey(section))
    else {
      return nil
    }
    if !destinations.isEmpty, let destination = destinations[IntKey(section)] { return destination }
    let rank = section - SortedIndices.countBelow(section, in: leaving)
    let slot = SortedIndices.freeSlot(ofRank: rank, taken: taken)
    return slot < countAfter ? slot : nil
  }

  /// The index before the update of a section after it, or `nil` when the section is inserted,
  /// the insert half of a reload, or does not exist.
  ///
  /// - Complexity: O(log *k*), where *k* is the number of section operations.
  func sectionBefore(_ section: Int) -> Int? {
    guard section >= 0, section < countAfter, arrived.isEmpty || !arrived.contains(IntKey(section))
    else {
      return nil
    }
    if !sources.isEmpty, let source = sources[IntKey(section)] { return source }
    let rank = section - SortedIndices.countBelow(section, in: taken)
    let slot = SortedIndices.freeSlot(ofRank: rank, taken: leaving)
    return slot < countBefore ? slot : nil
  }
}
