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

  /// Calls `body` with each section after the update that existed before it, ascending, and its
  /// index before: the pairs ``sectionBefore(_:)`` gives for every section, found in one walk.
  ///
  /// The sections that stay fill the free positions in order, so the walk keeps a cursor in the
  /// sections that leave and one in the positions taken, where a question a section searches
  /// both; only the few taken positions are looked up.
  ///
  /// - Complexity: O(*s* + *k*), where *s* is the number of sections after the update and *k*
  ///   the number of section operations.
  func forEachSectionBefore<Failure: Error>(
    _ body: (_ sectionAfter: Int, _ sectionBefore: Int) throws(Failure) -> Void
  ) throws(Failure) {
    var nextTaken = 0
    var nextLeaving = 0
    var staying = 0
    for sectionAfter in 0..<countAfter {
      if nextTaken < taken.count && taken[nextTaken] == sectionAfter {
        nextTaken += 1
        if arrived.isEmpty || !arrived.contains(IntKey(sectionAfter)),
          let source = sources[IntKey(sectionAfter)]
        {
          try body(sectionAfter, source)
        }
        continue
      }
      while nextLeaving < leaving.count && leaving[nextLeaving] == staying {
        nextLeaving += 1
        staying += 1
      }
      guard staying < countBefore else { continue }
      #if SECTIONAL_INTERNAL_CHECKS
        precondition(
          sectionBefore(sectionAfter) == staying,
          "the walk of the sections that stay disagrees with sectionBefore(\(sectionAfter))")
      #endif
      try body(sectionAfter, staying)
      staying += 1
    }
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
