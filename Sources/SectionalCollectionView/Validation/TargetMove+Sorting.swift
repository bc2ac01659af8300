extension UpdateTarget {
  /// The target as one integer in UIKit's order (``<``), or `nil` for a section or item outside
  /// `0..<UInt32.max`, which that order places but one integer cannot.
  ///
  /// The section fills the high half and the item the low half; a whole section takes the
  /// greatest low half, after every item in it, as ``<`` places it.
  var orderKey: UInt64? {
    guard section >= 0, section < Int(UInt32.max) else { return nil }
    guard let item else { return UInt64(section) << 32 | UInt64(UInt32.max) }
    guard item >= 0, item < Int(UInt32.max) else { return nil }
    return UInt64(section) << 32 | UInt64(item)
  }
}

extension Array where Element == TargetMove {
  /// The moves in UIKit's order (by source, then destination): the array itself when it already
  /// is, else sorted.
  ///
  /// Sorted by their targets' ``UpdateTarget/orderKey`` pairs when every target has one: a
  /// comparison of two integers where ``TargetMove/<`` compares two optionals, about a third of
  /// the cost of a batch's moves to validate. Moves equal in both targets are the same move, so
  /// the order among them does not matter.
  ///
  /// - Complexity: O(*m*) when already in order, else O(*m* log *m*) for *m* moves.
  func inUIKitOrder() -> [TargetMove] {
    if isInOrder(by: { $0 <= $1 }) { return self }
    guard let keys = orderKeys() else { return sorted() }
    var order = keys.indices.map { (from: keys[$0].from, to: keys[$0].to, position: $0) }
    order.sort { ($0.from, $0.to) < ($1.from, $1.to) }
    return order.map { self[$0.position] }
  }

  /// The positions of the moves ordered by destination, then by position.
  ///
  /// - Complexity: O(*m*) when already in that order, else O(*m* log *m*) for *m* moves.
  func positionsByDestination() -> [Int] {
    if isInOrder(by: { $0.to <= $1.to }) { return [Int](indices) }
    if let order = positionsByDestinationWithinSections() {
      #if SECTIONAL_INTERNAL_CHECKS
        precondition(
          order
            == indices.sorted { self[$0].to != self[$1].to ? self[$0].to < self[$1].to : $0 < $1 },
          "the moves sorted by destination within their sections are out of order")
      #endif
      return order
    }
    guard let keys = orderKeys() else {
      return indices.sorted { self[$0].to != self[$1].to ? self[$0].to < self[$1].to : $0 < $1 }
    }
    var order = keys.indices.map { (to: keys[$0].to, position: $0) }
    order.sort { ($0.to, $0.position) < ($1.to, $1.position) }
    return order.map(\.position)
  }

  /// The positions ordered by destination, then by position, when the item moves' destination
  /// sections never decrease in the moves' order, as they do when items move within their
  /// sections (an adapter's batch); `nil` otherwise.
  ///
  /// Each section's item moves, next to each other, are sorted on their own by insertion (a
  /// section moves a few items), and the few section moves, sorted apart, are merged in: a sort
  /// of the whole list compared keys across sections it already had in order.
  ///
  /// - Complexity: O(*m* + *r*²) for *m* moves in runs of at most *r* moves into one section,
  ///   plus O(*k* log *k*) for *k* section moves; `nil` after O(*m*) when a run is longer than
  ///   32 moves or the destination sections decrease.
  private func positionsByDestinationWithinSections() -> [Int]? {
    let longestRun = 32
    var items: [Int] = []
    items.reserveCapacity(count)
    var sections: [Int] = []
    var runStart = 0
    for position in indices {
      let move = self[position]
      if move.to.isSection {
        sections.append(position)
        continue
      }
      if let last = items.last, self[last].to.section != move.to.section {
        guard self[last].to.section < move.to.section else { return nil }
        runStart = items.count
      }
      guard items.count - runStart < longestRun else { return nil }
      // Inserted into its run by destination; positions come ascending, so equal destinations
      // keep their order.
      var index = items.count
      items.append(position)
      while index > runStart && self[items[index - 1]].to > move.to {
        items[index] = items[index - 1]
        index -= 1
      }
      items[index] = position
    }
    guard !sections.isEmpty else { return items }
    sections.sort { self[$0].to != self[$1].to ? self[$0].to < self[$1].to : $0 < $1 }
    // Merged by destination, then position.
    var order: [Int] = []
    order.reserveCapacity(count)
    var (item, section) = (0, 0)
    while item < items.count && section < sections.count {
      let (left, right) = (self[items[item]], self[sections[section]])
      if left.to < right.to || (left.to == right.to && items[item] < sections[section]) {
        order.append(items[item])
        item += 1
      } else {
        order.append(sections[section])
        section += 1
      }
    }
    order += items[item...]
    order += sections[section...]
    return order
  }

  /// Whether each move and the next satisfy `areInOrder`.
  private func isInOrder(by areInOrder: (TargetMove, TargetMove) -> Bool) -> Bool {
    withUnsafeBufferPointer { moves in
      guard moves.count > 1 else { return true }
      for index in 1..<moves.count where !areInOrder(moves[index - 1], moves[index]) {
        return false
      }
      return true
    }
  }

  /// Each move's targets as ``UpdateTarget/orderKey``s, or `nil` when a target has none.
  private func orderKeys() -> [(from: UInt64, to: UInt64)]? {
    var keys: [(from: UInt64, to: UInt64)] = []
    keys.reserveCapacity(count)
    for move in self {
      guard let from = move.from.orderKey, let to = move.to.orderKey else { return nil }
      keys.append((from, to))
    }
    return keys
  }
}
