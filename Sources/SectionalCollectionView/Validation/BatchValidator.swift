import Foundation
import SectionalDiffing
import SectionalLayout

/// Runs the checks of `UICollectionView.performBatchUpdates` on a batch, in UIKit's order.
///
/// The order is UIKit's, as <doc:BatchUpdateRules> states it under "Order of checks", and the
/// first failure wins:
///
/// 1. Sectional's input checks: every index path has a section and an item (S1), and no item
///    count is negative (S2).
/// 2. Reloads, ascending, are split into a delete and an insert placed by R4; a reload that is
///    also deleted, or an item reload that is also moved, fails (M1; R6, R7).
/// 3. Deletes, descending, reload halves included: bounds (M2, M6, M7) and conflicts with moves
///    (M3, M4, M5). Item deletes in a deleted section are dropped unchecked (R11).
/// 4. Inserts, ascending, reload halves included: bounds (M8, M12, M13) and conflicts with moves
///    (M9, M10, M11). Item inserts in an inserted section are checked, then dropped (R11).
/// 5. Moves, by source: bounds (M14–M19), then repeated sources or destinations (M20–M23);
///    exact repeats are dropped (R10).
/// 6. Counts: sections (M24), then each section after the update that existed before (M25).
/// 7. Reconfigures, which UIKit does not document: bounds (S3), changed sections (S5), then
///    changed items (S4).
/// 8. With ``BatchUpdate/Strictness/strict`` only: items deleted twice (R23), no-op section
///    moves with item moves out (R25), item changes inside moved sections (R26).
///
/// Sectional's own checks come after UIKit's, so a batch UIKit rejects always gets UIKit's error.
struct BatchValidator {
  /// What validation hands to ``ValidatedBatchUpdate``.
  struct Outcome {
    var sections: SectionMapping
    var items: ItemMapping
    /// The sections of the reconfigured items, ascending, each once.
    var reconfiguredSections: [Int]
  }

  private let before: [Int]
  private let after: [Int]
  private let strictness: BatchUpdate.Strictness
  private let sectionDeletes: [Int]
  private let sectionInserts: [Int]
  private let sectionReloads: [Int]
  private let itemDeletes: [UpdateTarget]
  private let itemInserts: [UpdateTarget]
  private let itemReloads: [UpdateTarget]
  private let reconfigures: [UpdateTarget]
  /// Every move, section and item, in UIKit's order, repeats included.
  private let moves: [TargetMove]
  /// The sources of the item moves, ascending (the moves' order), repeats included.
  private let itemMoveSources: [UpdateTarget]
  /// The destinations of the item moves, ascending, repeats included.
  private let itemMoveDestinations: [UpdateTarget]
  /// The positions of ``moves`` ordered by destination, then position.
  private let movesByDestination: [Int]

  /// The sections, ascending, outside which the counts after the batch are those before it,
  /// when the caller knows; `nil` to compare them.
  private let changedCounts: [Int]?

  /// Prepares a batch for validation, checking the shape of its input (S1, S2).
  ///
  /// - Complexity: O(*s* + *k* log *k*) for *s* sections and *k* operations.
  init(
    batch: BatchUpdate, before: [Int], after: [Int], changedOnlyIn changed: [Int]? = nil,
    strictness: BatchUpdate.Strictness
  ) throws(BatchUpdateError) {
    // Each list read once, in the order its malformed paths are reported: checked and made
    // into targets in the same pass.
    let itemDeletes = try Self.targets(of: batch.itemDeleteList)
    let itemInserts = try Self.targets(of: batch.itemInsertList)
    let itemReloads = try Self.targets(of: batch.itemReloadList)
    let itemMoves = try Self.targets(of: batch.itemMoveList)
    let reconfigures = try Self.targets(of: batch.itemReconfigureList)
    // Counts the view read in part are its own, never negative: only given counts are scanned.
    for (counts, isBefore) in [(before, true), (after, false)] where changed == nil {
      if let section = Self.firstNegative(in: counts) {
        throw .negativeItemCount(section: section, count: counts[section], isBefore: isBefore)
      }
    }
    self.before = before
    self.after = after
    self.changedCounts = changed
    self.strictness = strictness
    sectionDeletes = Self.checkableSections(of: batch.sectionDeletes, count: before.count)
    sectionInserts = Self.checkableSections(of: batch.sectionInserts, count: after.count)
    sectionReloads = Self.checkableSections(of: batch.sectionReloads, count: before.count)
    self.itemDeletes = itemDeletes
    self.itemInserts = itemInserts
    self.itemReloads = itemReloads
    self.reconfigures = reconfigures
    // The item moves in order, by their targets' keys; the few section moves, when there are
    // any, sorted apart and merged in.
    let itemMovesInOrder = itemMoves.inUIKitOrder()
    let moves =
      batch.sectionMoves.isEmpty
      ? itemMovesInOrder
      : batch.sectionMoves.map { TargetMove(from: .section($0.from), to: .section($0.to)) }
        .inUIKitOrder().merged(with: itemMovesInOrder, by: <)
    self.moves = moves
    // Sorted arrays, looked up by binary search: every delete, insert and reconfigure asks
    // whether it is a move's source or destination, and a set would hash them all.
    itemMoveSources = itemMovesInOrder.map(\.from)
    // One order by destination serves both the destinations' list and the moves' checks.
    let order = moves.positionsByDestination()
    movesByDestination = order
    if batch.sectionMoves.isEmpty {
      itemMoveDestinations = order.map { moves[$0].to }
    } else {
      var destinations: [UpdateTarget] = []
      destinations.reserveCapacity(itemMovesInOrder.count)
      for position in order where !moves[position].to.isSection {
        destinations.append(moves[position].to)
      }
      itemMoveDestinations = destinations
    }
  }

  /// The targets of a list of items, or the error of its first malformed index path (S1).
  ///
  /// - Complexity: O(*k*) for *k* items.
  private static func targets(of list: IndexPathList<ItemKey>) throws(BatchUpdateError)
    -> [UpdateTarget]
  {
    guard let pairs = list.pairs else { return try targets(of: list.written) }
    return pairs.map { UpdateTarget(section: $0.section, item: $0.item) }
  }

  /// The moves of a list of item moves, or the error of the first malformed index path, each
  /// move's source before its destination (S1).
  ///
  /// - Complexity: O(*m*) for *m* moves.
  private static func targets(of list: IndexPathList<Move<ItemKey>>) throws(BatchUpdateError)
    -> [TargetMove]
  {
    guard let pairs = list.pairs else { return try targets(of: list.written) }
    return pairs.map {
      TargetMove(
        from: UpdateTarget(section: $0.from.section, item: $0.from.item),
        to: UpdateTarget(section: $0.to.section, item: $0.to.item))
    }
  }

  /// The targets of a list of index paths, or the error of its first malformed one (S1).
  ///
  /// - Complexity: O(*k*) for *k* index paths.
  private static func targets(of paths: [IndexPath]) throws(BatchUpdateError) -> [UpdateTarget] {
    var targets: [UpdateTarget] = []
    targets.reserveCapacity(paths.count)
    for path in paths {
      guard path.count == 2 else { throw .malformedIndexPath(path) }
      targets.append(UpdateTarget(section: path[0], item: path[1]))
    }
    return targets
  }

  /// The item moves as moves between targets, or the error of the first malformed index path,
  /// each move's source before its destination (S1).
  ///
  /// - Complexity: O(*m*) for *m* moves.
  private static func targets(of moves: [BatchUpdate.ItemMove]) throws(BatchUpdateError)
    -> [TargetMove]
  {
    var targets: [TargetMove] = []
    targets.reserveCapacity(moves.count)
    for move in moves {
      guard move.from.count == 2 else { throw .malformedIndexPath(move.from) }
      guard move.to.count == 2 else { throw .malformedIndexPath(move.to) }
      targets.append(TargetMove(from: .item(move.from), to: .item(move.to)))
    }
    return targets
  }

  /// The first section whose count is negative, or `nil`.
  ///
  /// The counts are first folded with a bitwise or, a loop the compiler vectorizes: most batches
  /// have none, and a screen of many sections is then read at a fraction of an instruction each.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  private static func firstNegative(in counts: [Int]) -> Int? {
    let hasNegative = counts.withUnsafeBufferPointer { counts in
      var bits = 0
      for count in counts { bits |= count }
      return bits < 0
    }
    return hasNegative ? counts.firstIndex { $0 < 0 } : nil
  }

  /// The sections of a set, ascending: every one from 0 below `count`, and of the others only the
  /// smallest and the largest.
  ///
  /// The bounds checks fail on the first section out of range they meet, ascending or descending,
  /// so these two give UIKit's error, while a set of a huge range of sections (which costs
  /// nothing to write as an `IndexSet`) is never listed whole.
  ///
  /// - Complexity: O(*r* + min(*n*, `count`)) for a set of *n* sections in *r* ranges.
  private static func checkableSections(of sections: IndexSet, count: Int) -> [Int] {
    // Ranges, clipped one by one: Foundation's `rangeView(of:)` traps on Linux.
    // An IndexSet on Linux holds negative integers too: they are out of range, like the large.
    let limit = max(0, count)
    var result: [Int] = []
    if let first = sections.first, first < 0 {
      result.append(first)
    }
    for range in sections.rangeView where range.lowerBound < limit && range.upperBound > 0 {
      result.append(contentsOf: max(0, range.lowerBound)..<min(range.upperBound, limit))
    }
    if let smallest = sections.integerGreaterThanOrEqualTo(limit) {
      result.append(smallest)
    }
    if let largest = sections.last, largest >= limit || largest < 0, result.last != largest {
      result.append(largest)
    }
    return result
  }

  /// Runs every check and, when all pass, returns the maps of the update.
  ///
  /// - Complexity: O(*s* log *k* + *k* log *k*) for *s* sections and *k* operations; never
  ///   proportional to the number of items.
  func run() throws(BatchUpdateError) -> Outcome {
    let reloadInserts = try splitReloads()
    let keptDeletes = try checkDeletes()
    let insertedSections = Set(sectionInserts.lazy.map(IntKey.init)).union(
      reloadInserts.lazy.filter(\.isSection).map { IntKey($0.section) })
    let (keptInserts, placedBeforeFirstItem) = try checkInserts(
      reloadInserts: reloadInserts, insertedSections: insertedSections)
    let (uniqueMoves, byDestination) = try checkMoves()
    let sectionMoves = uniqueMoves.filter(\.from.isSection).map {
      Move(from: $0.from.section, to: $0.to.section)
    }
    let itemMoves = sectionMoves.isEmpty ? uniqueMoves : uniqueMoves.filter { !$0.from.isSection }
    let itemMovesByDestination =
      sectionMoves.isEmpty
      ? byDestination.map { uniqueMoves[$0] }
      : Array(byDestination.lazy.map { uniqueMoves[$0] }.filter { !$0.from.isSection })
    let sections = try checkCounts(
      insertedSections: insertedSections, sectionMoves: sectionMoves, deletes: keptDeletes,
      inserts: keptInserts, itemMoves: itemMoves)
    let reconfiguredSections = try checkReconfigures()
    if strictness == .strict {
      try checkStrictRules(
        deletes: keptDeletes, inserts: keptInserts, sectionMoves: sectionMoves,
        itemMoves: itemMoves, itemMovesByDestination: itemMovesByDestination)
      // After every UIKit check, so that a batch UIKit rejects gets UIKit's error.
      if let insert = placedBeforeFirstItem.first {
        throw .reloadPlacedBeforeFirstItem(insert)
      }
    }
    let items = ItemMapping(
      sections: sections, countsBefore: before, countsAfter: after, deletes: keptDeletes,
      inserts: keptInserts, moves: itemMoves,
      movesByDestination: itemMovesByDestination)
    return Outcome(sections: sections, items: items, reconfiguredSections: reconfiguredSections)
  }

  // MARK: - Reloads (R4, R6, R7)

  /// Splits each reload, ascending, and returns the targets of the insert halves.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations.
  private func splitReloads() throws(BatchUpdateError) -> [UpdateTarget] {
    let reloads = (sectionReloads.map(UpdateTarget.section) + itemReloads).ascending()
    guard !reloads.isEmpty else { return [] }
    let explicitDeletes = Set(sectionDeletes.map(UpdateTarget.section) + itemDeletes)
    let placement = ReloadPlacement(
      sectionDeletes: sectionDeletes, sectionInserts: sectionInserts, itemDeletes: itemDeletes,
      itemInserts: itemInserts)
    var inserts: [UpdateTarget] = []
    inserts.reserveCapacity(reloads.count)
    for reload in reloads {
      if explicitDeletes.contains(reload) || SortedIndices.contains(reload, in: itemMoveSources) {
        throw .deleteAndReload(reload)
      }
      inserts.append(placement.insertTarget(forReloadOf: reload))
    }
    return inserts
  }

  // MARK: - Deletes (M2–M7, R11)

  /// Checks every delete, descending, and returns the item deletes UIKit keeps, in that order.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations.
  private func checkDeletes() throws(BatchUpdateError) -> [UpdateTarget] {
    let deletedSections = Set((sectionDeletes + sectionReloads).lazy.map(IntKey.init))
    // The items' deletes usually come in order; the sections, few, are sorted apart and merged.
    let itemTargets =
      itemReloads.isEmpty ? itemDeletes.descending() : (itemDeletes + itemReloads).sorted(by: >)
    let allDeletes = deletedSections.map { UpdateTarget.section($0.value) }.sorted(by: >)
      .merged(with: itemTargets, by: >)
    // Section moves are few; whether an item moves out of a section is a search of the item
    // moves' sources, asked only for a deleted section.
    var sectionMoveSources = Set<IntKey>()
    for move in moves where move.from.isSection {
      sectionMoveSources.insert(IntKey(move.from.section))
    }
    var kept: [UpdateTarget] = []
    var isMoveSource = SortedMembership(itemMoveSources, askedIn: .descending)
    for delete in allDeletes {
      let section = delete.section
      guard delete.isSection else {
        if deletedSections.containsWithoutHashingWhenEmpty(IntKey(section)) { continue }
        guard let items = count(of: section, in: before) else {
          throw .deleteItemFromNonexistentSection(delete, sectionsBefore: before.count)
        }
        guard (0..<items).contains(delete.itemValue) else {
          throw .deleteItemOutOfBounds(delete, itemsBefore: items)
        }
        if isMoveSource.contains(delete) {
          throw .deleteAndMoveSameIndexPath(delete)
        }
        kept.append(delete)
        continue
      }
      guard before.indices.contains(section) else {
        throw .deleteSectionOutOfBounds(section, sectionsBefore: before.count)
      }
      // Moves are visited by source, and an item sorts before its section.
      if Self.hasTarget(inSection: section, in: itemMoveSources) {
        throw .moveFromDeletedSection(section)
      }
      if sectionMoveSources.containsWithoutHashingWhenEmpty(IntKey(section)) {
        throw .deleteAndMoveSameSection(section)
      }
    }
    return kept
  }

  // MARK: - Inserts (M8–M13, R11)

  /// Checks every insert, ascending, and returns the item inserts UIKit keeps, in that order,
  /// and the reload halves placed before the first item, which only strict mode rejects (S6), at
  /// its end.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations.
  private func checkInserts(
    reloadInserts: [UpdateTarget], insertedSections: Set<IntKey>
  ) throws(BatchUpdateError) -> (kept: [UpdateTarget], placedBeforeFirstItem: [UpdateTarget]) {
    // The items' inserts usually come in order, the sections ascending: merged.
    let itemTargets =
      reloadInserts.isEmpty ? itemInserts.ascending() : (itemInserts + reloadInserts).sorted()
    let allInserts = sectionInserts.map(UpdateTarget.section).merged(with: itemTargets, by: <)
    let reloadHalves = Set(reloadInserts)
    var kept: [UpdateTarget] = []
    var placedBeforeFirstItem: [UpdateTarget] = []
    var isMoveDestination = SortedMembership(itemMoveDestinations, askedIn: .ascending)
    for insert in allInserts {
      let section = insert.section
      guard insert.isSection else {
        guard let items = count(of: section, in: after) else {
          throw .insertItemIntoNonexistentSection(insert, sectionsAfter: after.count)
        }
        // UIKit's check is signed: a reload half that R4 placed before the first item passes.
        if insert.itemValue < 0, reloadHalves.contains(insert) {
          placedBeforeFirstItem.append(insert)
        } else if !(0..<items).contains(insert.itemValue) {
          throw .insertItemOutOfBounds(insert, itemsAfter: items)
        }
        if isMoveDestination.contains(insert) {
          throw .insertAndMoveToSameIndexPath(insert)
        }
        if !insertedSections.containsWithoutHashingWhenEmpty(IntKey(section)) {
          kept.append(insert)
        }
        continue
      }
      guard after.indices.contains(section) else {
        throw .insertSectionOutOfBounds(section, sectionsAfter: after.count)
      }
      if let move = firstMove(into: section) {
        throw move.to.isSection
          ? .insertAndMoveToSameSection(section) : .moveIntoInsertedSection(section)
      }
    }
    return (kept, placedBeforeFirstItem)
  }

  /// The first move, in UIKit's order, whose destination is a section or an item in it, or
  /// `nil`.
  ///
  /// The moves into a section sit side by side in the order by destination, found by a binary
  /// search: an inserted section, which no move may enter, costs a search rather than a table
  /// of every move's destination section made for each batch that inserts one.
  ///
  /// - Complexity: O(log *m* + *r*) for *m* moves, *r* of them into the section.
  private func firstMove(into section: Int) -> TargetMove? {
    var index = SortedIndices.firstIndex(in: movesByDestination) {
      moves[$0].to.section >= section
    }
    var first: Int?
    while index < movesByDestination.count && moves[movesByDestination[index]].to.section == section
    {
      first = min(first ?? .max, movesByDestination[index])
      index += 1
    }
    #if SECTIONAL_INTERNAL_CHECKS
      precondition(
        first.map { moves[$0] } == moves.first { $0.to.section == section },
        "the search of the moves by destination missed the first move into section \(section)")
    #endif
    return first.map { moves[$0] }
  }

  // MARK: - Moves (M14–M23, R10)

  /// Checks every move by source and returns the moves without exact repeats, and their
  /// positions ordered by destination (then position).
  ///
  /// - Complexity: O(*m* log *m*) for *m* moves.
  private func checkMoves() throws(BatchUpdateError) -> (
    moves: [TargetMove], byDestination: [Int]
  ) {
    var unique: [TargetMove] = []
    unique.reserveCapacity(moves.count)
    for move in moves where unique.last != move {
      unique.append(move)
    }
    // For each move, the next one (in UIKit's order) with the same destination, or -1: the
    // positions sorted by destination, then position, put them side by side, without a table of
    // arrays keyed by destination.
    // Without exact repeats the moves are those sorted when the validator was made.
    let byDestination =
      unique.count == moves.count
      ? movesByDestination : unique.positionsByDestination()
    var nextSameDestination = [Int].filled(with: -1, count: unique.count)
    for (earlier, later) in zip(byDestination, byDestination.dropFirst())
    where unique[earlier].to == unique[later].to {
      nextSameDestination[earlier] = later
    }
    for (position, move) in unique.enumerated() {
      try checkBounds(of: move)
      // The first later move with the same source (adjacent, by the sort) or destination.
      let sameSource =
        position + 1 < unique.count && unique[position + 1].from == move.from
        ? position + 1 : nil
      let sameDestination = nextSameDestination[position] >= 0 ? nextSameDestination[position] : nil
      switch (sameSource, sameDestination) {
      case (let source?, let destination?):
        throw source < destination
          ? .movedToTwoDestinations(move, unique[source])
          : .movedToSameDestination(move, unique[destination])
      case (let source?, nil):
        throw .movedToTwoDestinations(move, unique[source])
      case (nil, let destination?):
        throw .movedToSameDestination(move, unique[destination])
      case (nil, nil):
        break
      }
    }
    return (unique, byDestination)
  }

  private func checkBounds(of move: TargetMove) throws(BatchUpdateError) {
    if move.from.isSection {
      guard before.indices.contains(move.from.section) else {
        throw .moveSectionFromOutOfBounds(move.from.section, sectionsBefore: before.count)
      }
      guard after.indices.contains(move.to.section) else {
        throw .moveSectionToOutOfBounds(move, sectionsAfter: after.count)
      }
      return
    }
    guard let itemsBefore = count(of: move.from.section, in: before) else {
      throw .moveItemFromNonexistentSection(move, sectionsBefore: before.count)
    }
    guard (0..<itemsBefore).contains(move.from.itemValue) else {
      throw .moveItemFromOutOfBounds(move, itemsBefore: itemsBefore)
    }
    guard let itemsAfter = count(of: move.to.section, in: after) else {
      throw .moveItemToNonexistentSection(move, sectionsAfter: after.count)
    }
    guard (0..<itemsAfter).contains(move.to.itemValue) else {
      throw .moveItemToOutOfBounds(move, itemsAfter: itemsAfter)
    }
  }

  // MARK: - Counts (M24, M25)

  /// Checks the section count, then each surviving section's item count, and returns the
  /// section map.
  ///
  /// - Complexity: O(*s* log *k* + *k* log *k*) for *s* sections and *k* operations.
  private func checkCounts(
    insertedSections: Set<IntKey>,
    sectionMoves: [Move<Int>],
    deletes: [UpdateTarget],
    inserts: [UpdateTarget],
    itemMoves: [TargetMove]
  ) throws(BatchUpdateError) -> SectionMapping {
    let inserted = sectionInserts.count + sectionReloads.count
    let deleted = sectionDeletes.count + sectionReloads.count
    guard after.count - before.count == inserted - deleted else {
      throw .invalidSectionCount(
        after: after.count, before: before.count, inserted: inserted, deleted: deleted)
    }
    let sections = SectionMapping(
      countBefore: before.count, countAfter: after.count,
      gone: Set((sectionDeletes + sectionReloads).lazy.map(IntKey.init)), arrived: insertedSections,
      moves: sectionMoves)

    // No section inserted, deleted, reloaded or moved: each section is itself before the batch,
    // and the usual section, untouched, is two counts compared (a batch of one section's items
    // on a screen of many sections).
    let keepsSections =
      sectionDeletes.isEmpty && sectionReloads.isEmpty && insertedSections.isEmpty
      && sectionMoves.isEmpty && before.count == after.count
    // The sections counted: every one, or in a batch that keeps the sections in place only those
    // whose counts may fail, so that the tallies are as long as they are.
    var counted: [Int]?
    if keepsSections {
      // One that no operation touches must keep its count, which the two lists of counts answer
      // side by side; only the sections with operations, and any whose count changed, are
      // checked in full, ascending, so the first failure is the one a pass over every section
      // finds.
      var candidates = Self.sectionsWithItemOperations(
        deletes: deletes, inserts: inserts, itemMoves: itemMoves, count: after.count)
      if let changedCounts {
        candidates += changedCounts
      } else {
        before.withUnsafeBufferPointer { before in
          after.withUnsafeBufferPointer { after in
            for section in after.indices where after[section] != before[section] {
              candidates.append(section)
            }
          }
        }
      }
      candidates.sort()
      candidates.removeAdjacentRepeats()
      counted = candidates
    }
    // Where a section's operations are tallied: its index, or its place among the sections
    // counted; -1, never tallied, for a section outside them.
    func slot(_ section: Int) -> Int {
      guard let counted else { return section }
      let index = SortedIndices.countBelow(section, in: counted)
      return index < counted.count && counted[index] == section ? index : -1
    }
    // Tallies by index: every section counted is looked up, and a dictionary hashes each time.
    // A section outside the counts is never looked up, so it is not tallied.
    var insertedItems = Tally(sections: counted?.count ?? after.count)
    for insert in inserts { insertedItems.add(slot(insert.section)) }
    var deletedItems = Tally(sections: counted?.count ?? before.count)
    for delete in deletes { deletedItems.add(slot(delete.section)) }
    var movedIn = Tally(sections: counted?.count ?? after.count)
    var movedOut = Tally(sections: counted?.count ?? before.count)
    for move in itemMoves where move.from.section != move.to.section {
      movedOut.add(slot(move.from.section))
      movedIn.add(slot(move.to.section))
    }
    // Checks a section's count; its tallies are at `afterSlot` and `beforeSlot`.
    func check(
      _ sectionAfter: Int, wasAt sectionBefore: Int, tallied afterSlot: Int, _ beforeSlot: Int
    ) throws(BatchUpdateError) {
      guard let itemsBefore = count(of: sectionBefore, in: before) else { return }
      let itemsAfter = after[sectionAfter]
      // Counts are not negative, so neither difference overflows.
      let change =
        insertedItems[afterSlot] - deletedItems[beforeSlot] + movedIn[afterSlot]
        - movedOut[beforeSlot]
      guard itemsAfter - itemsBefore == change else {
        throw .invalidItemCount(
          BatchUpdateError.ItemCountFigures(
            sectionAfter: sectionAfter, after: itemsAfter, before: itemsBefore,
            inserted: insertedItems[afterSlot],
            deleted: deletedItems[beforeSlot],
            movedIn: movedIn[afterSlot],
            movedOut: movedOut[beforeSlot]))
      }
    }
    if let counted {
      for (place, section) in counted.enumerated() {
        try check(section, wasAt: section, tallied: place, place)
      }
      return sections
    }
    try sections.forEachSectionBefore { (sectionAfter, sectionBefore) throws(BatchUpdateError) in
      try check(sectionAfter, wasAt: sectionBefore, tallied: sectionAfter, sectionBefore)
    }
    return sections
  }

  /// The sections, below `count`, that item deletes, inserts or moves between sections name:
  /// in a batch that keeps every section in place, the only ones whose count may change.
  ///
  /// - Complexity: O(*k*) for *k* operations; unsorted, with repeats.
  private static func sectionsWithItemOperations(
    deletes: [UpdateTarget], inserts: [UpdateTarget], itemMoves: [TargetMove], count: Int
  ) -> [Int] {
    var sections: [Int] = []
    func note(_ section: Int) {
      if section >= 0 && section < count && sections.last != section { sections.append(section) }
    }
    for delete in deletes { note(delete.section) }
    for insert in inserts { note(insert.section) }
    for move in itemMoves where move.from.section != move.to.section {
      note(move.from.section)
      note(move.to.section)
    }
    return sections
  }

  /// How many operations of one kind each section has, by section index.
  ///
  /// The counts are allocated at the first operation: most tallies of a batch stay empty, and
  /// an empty one answers zero for every section without allocating.
  private struct Tally {
    private var counts: [Int] = []
    private let sections: Int

    init(sections: Int) {
      self.sections = sections
    }

    /// Counts one operation in a section; a section outside the counts is never asked for.
    mutating func add(_ section: Int) {
      guard section >= 0 && section < sections else { return }
      if counts.isEmpty {
        counts = [Int].filled(with: 0, count: sections)
      }
      counts[section] += 1
    }

    /// The number of operations counted in a section.
    subscript(section: Int) -> Int {
      counts.isEmpty ? 0 : counts[section]
    }
  }

  // MARK: - Reconfigures (S3–S5)

  /// Checks every reconfigure, ascending: it must name an item that exists before the update
  /// and that the batch leaves in place.
  ///
  /// - Returns: The sections of the reconfigured items, ascending, each once.
  /// - Complexity: O(*k* log *k*) for *k* operations.
  private func checkReconfigures() throws(BatchUpdateError) -> [Int] {
    guard !reconfigures.isEmpty else { return [] }
    let deletedSections = Set(sectionDeletes.lazy.map(IntKey.init))
    let reloadedSections = Set(sectionReloads.lazy.map(IntKey.init))
    let deleted = itemDeletes.ascending()
    let reloaded = itemReloads.ascending()
    var sortedReconfigures = reconfigures.ascending()
    sortedReconfigures.removeAdjacentRepeats()
    var isDeleted = SortedMembership(deleted, askedIn: .ascending)
    var isReloaded = SortedMembership(reloaded, askedIn: .ascending)
    var isMoveSource = SortedMembership(itemMoveSources, askedIn: .ascending)
    var sections: [Int] = []
    for target in sortedReconfigures {
      if sections.last != target.section { sections.append(target.section) }
      guard let items = count(of: target.section, in: before) else {
        throw .reconfigureSectionOutOfBounds(target, sectionsBefore: before.count)
      }
      guard (0..<items).contains(target.itemValue) else {
        throw .reconfigureItemOutOfBounds(target, itemsBefore: items)
      }
      if deletedSections.containsWithoutHashingWhenEmpty(IntKey(target.section)) {
        throw .reconfigureInChangedSection(target, isReloaded: false)
      }
      if reloadedSections.containsWithoutHashingWhenEmpty(IntKey(target.section)) {
        throw .reconfigureInChangedSection(target, isReloaded: true)
      }
      if isDeleted.contains(target) {
        throw .reconfigureOfChangedItem(target, .delete)
      }
      if isReloaded.contains(target) {
        throw .reconfigureOfChangedItem(target, .reload)
      }
      if isMoveSource.contains(target) {
        throw .reconfigureOfChangedItem(target, .move)
      }
    }
    return sections
  }

  // MARK: - Strict rules (R23, R25, R26)

  /// Rejects the batches UIKit accepts but then crashes on or corrupts.
  ///
  /// - Parameters:
  ///   - deletes: The item deletes kept, descending.
  ///   - inserts: The item inserts kept, ascending.
  ///   - sectionMoves: The section moves.
  ///   - itemMoves: The item moves, in UIKit's order (ascending by source).
  ///   - itemMovesByDestination: The same moves ascending by destination.
  /// - Throws: The first strict rule the batch breaks (R23, R25, R26).
  /// - Complexity: O(*k* + *m* log *k*) for *k* operations, *m* of them section moves; O(*k*
  ///   log *k*) when a delete repeats.
  private func checkStrictRules(
    deletes: [UpdateTarget],
    inserts: [UpdateTarget],
    sectionMoves: [Move<Int>],
    itemMoves: [TargetMove],
    itemMovesByDestination: [TargetMove]
  ) throws(BatchUpdateError) {
    #if SECTIONAL_INTERNAL_CHECKS
      precondition(
        zip(deletes, deletes.dropFirst()).allSatisfy { $0 >= $1 }
          && zip(inserts, inserts.dropFirst()).allSatisfy { $0 <= $1 },
        "the strict rules read deletes out of descending or inserts out of ascending order")
    #endif
    // The deletes come descending: a repeat is next to its twin. Only a batch that repeats one
    // sorts them, to report the least repeated delete, as before.
    if zip(deletes, deletes.dropFirst()).contains(where: { $0 == $1 }) {
      let sortedDeletes = deletes.sorted()
      for (earlier, later) in zip(sortedDeletes, sortedDeletes.dropFirst())
      where earlier == later {
        throw .duplicateDelete(earlier)
      }
    }
    guard !sectionMoves.isEmpty else { return }
    // The moves are in order by source and by destination: a moved section's first move from
    // it, first move out of it and least move into it are found by binary search, without a
    // table of every section's.
    for move in sectionMoves where move.from == move.to {
      if let itemMove = Self.firstMove(outOf: move.from, in: itemMoves) {
        throw .noOpSectionMoveWithItemMove(section: move.from, itemMove: itemMove)
      }
    }
    for move in sectionMoves {
      let sectionMove = TargetMove(from: .section(move.from), to: .section(move.to))
      if let delete = Self.least(inSection: move.from, ofDescending: deletes) {
        throw .itemChangeInsideMovedSection(.delete, delete, sectionMove: sectionMove)
      }
      if let insert = Self.least(inSection: move.to, ofAscending: inserts) {
        throw .itemChangeInsideMovedSection(.insert, insert, sectionMove: sectionMove)
      }
      if let itemMove = Self.firstMove(from: move.from, in: itemMoves) {
        throw .itemChangeInsideMovedSection(.moveFrom, itemMove.from, sectionMove: sectionMove)
      }
      if let itemMove = Self.leastMove(into: move.to, in: itemMovesByDestination) {
        throw .itemChangeInsideMovedSection(.moveTo, itemMove.to, sectionMove: sectionMove)
      }
    }
  }

  /// The first move from a section in moves ascending by source, or `nil`.
  ///
  /// - Complexity: O(log *m*) for *m* moves.
  private static func firstMove(from section: Int, in moves: [TargetMove]) -> TargetMove? {
    let index = SortedIndices.firstIndex(in: moves) { $0.from.section >= section }
    return index < moves.count && moves[index].from.section == section ? moves[index] : nil
  }

  /// The first move out of a section to another, in moves ascending by source, or `nil`.
  ///
  /// - Complexity: O(log *m* + *r*) for *m* moves, *r* of them within the section before it.
  private static func firstMove(outOf section: Int, in moves: [TargetMove]) -> TargetMove? {
    var index = SortedIndices.firstIndex(in: moves) { $0.from.section >= section }
    while index < moves.count && moves[index].from.section == section {
      if moves[index].to.section != section { return moves[index] }
      index += 1
    }
    return nil
  }

  /// The move to a section's least destination, in moves ascending by destination, or `nil`.
  ///
  /// - Complexity: O(log *m*) for *m* moves.
  private static func leastMove(into section: Int, in moves: [TargetMove]) -> TargetMove? {
    let index = SortedIndices.firstIndex(in: moves) { $0.to.section >= section }
    return index < moves.count && moves[index].to.section == section ? moves[index] : nil
  }

  /// The least target of a section in targets sorted ascending, or `nil` when it has none.
  ///
  /// - Complexity: O(log *k*) for *k* targets.
  private static func least(inSection section: Int, ofAscending targets: [UpdateTarget])
    -> UpdateTarget?
  {
    var (low, high) = (0, targets.count)
    while low < high {
      let middle = low + (high - low) / 2
      if targets[middle].section >= section { high = middle } else { low = middle + 1 }
    }
    return low < targets.count && targets[low].section == section ? targets[low] : nil
  }

  /// The least target of a section in targets sorted descending, or `nil` when it has none:
  /// the last of the section's run.
  ///
  /// - Complexity: O(log *k*) for *k* targets.
  private static func least(inSection section: Int, ofDescending targets: [UpdateTarget])
    -> UpdateTarget?
  {
    var (low, high) = (0, targets.count)
    while low < high {
      let middle = low + (high - low) / 2
      if targets[middle].section < section { high = middle } else { low = middle + 1 }
    }
    return low > 0 && targets[low - 1].section == section ? targets[low - 1] : nil
  }

  /// Whether targets sorted ascending hold one in a section.
  ///
  /// - Complexity: O(log *k*) for *k* targets.
  private static func hasTarget(inSection section: Int, in targets: [UpdateTarget]) -> Bool {
    least(inSection: section, ofAscending: targets) != nil
  }

  private func count(of section: Int, in counts: [Int]) -> Int? {
    counts.indices.contains(section) ? counts[section] : nil
  }
}

extension Set {
  /// Whether the set holds an element, answered without hashing it when the set is empty: most
  /// batches have no moves, reloads or section changes, and every operation asks.
  fileprivate func containsWithoutHashingWhenEmpty(_ element: Element) -> Bool {
    !isEmpty && contains(element)
  }
}
