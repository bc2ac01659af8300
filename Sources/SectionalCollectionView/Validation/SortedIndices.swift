/// Searches in an ascending array of integers, for the rank and slot arithmetic of validation.
///
/// Every search is a binary search, so validation and the mapping queries never walk a section's
/// items.
enum SortedIndices {
  /// The number of elements less than `value` in the ascending array `sorted`.
  ///
  /// - Complexity: O(log *n*), where *n* is the length of `sorted`.
  static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
    firstIndex(in: sorted) { $0 >= value }
  }

  /// The number of elements less than or equal to `value` in the ascending array `sorted`.
  ///
  /// - Complexity: O(log *n*), where *n* is the length of `sorted`.
  static func countAtOrBelow(_ value: Int, in sorted: [Int]) -> Int {
    firstIndex(in: sorted) { $0 > value }
  }

  /// Whether a sorted array holds an element.
  ///
  /// - Complexity: O(log *n*).
  static func contains<Element: Comparable>(_ element: Element, in sorted: [Element]) -> Bool {
    let index = firstIndex(in: sorted) { $0 >= element }
    return index < sorted.count && sorted[index] == element
  }

  /// The first index of `array` whose element satisfies `isAtOrPast`, or `array.count`;
  /// `isAtOrPast` must be false for a prefix of the array and true for the rest.
  ///
  /// - Complexity: O(log *n*), where *n* is the length of `array`.
  static func firstIndex<Element>(
    in array: [Element], where isAtOrPast: (Element) -> Bool
  ) -> Int {
    partitionPoint(count: array.count) { isAtOrPast(array[$0]) }
  }

  /// The first index in `0..<count` that satisfies `isAtOrPast`, or `count`; `isAtOrPast` must
  /// be false for a prefix of the indices and true for the rest.
  ///
  /// - Complexity: O(log *n*), where *n* is `count`.
  static func partitionPoint(count: Int, where isAtOrPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = max(count, 0)
    while low < high {
      let middle = low + (high - low) / 2
      if isAtOrPast(middle) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }

  /// The index of the free slot of the given rank, counting from zero, when the slots in
  /// `taken` (ascending, without repeats, none negative) are occupied.
  ///
  /// With `taken = [1, 2, 5]`, the free slots are 0, 3, 4, 6, 7…, so rank 2 is slot 4. A slot
  /// past `Int.max` is `Int.max`, which no section of items reaches: UIKit's counts let a batch
  /// move more items into a section than it holds (it compares the sections of a move by number,
  /// not by identity), and with counts near `Int.max` the slot would otherwise wrap to a
  /// negative index.
  ///
  /// - Complexity: O(log *n*), where *n* is the length of `taken`.
  static func freeSlot(ofRank rank: Int, taken: [Int]) -> Int {
    freeSlot(ofRank: rank, count: taken.count) { taken[$0] }
  }

  /// The index of the free slot of the given rank when `count` slots are occupied, the
  /// `k`-th of them (ascending, without repeats, none negative) at `taken(k)`: the free slot of
  /// ``freeSlot(ofRank:taken:)`` for slots read where they are kept.
  ///
  /// - Complexity: O(log `count`).
  static func freeSlot(ofRank rank: Int, count: Int, taken: (Int) -> Int) -> Int {
    // Before taken(k) there are taken(k) - k free slots; that number never decreases.
    let occupiedBefore = partitionPoint(count: count) { taken($0) &- $0 > rank }
    return ClampedArithmetic.add(rank, occupiedBefore)
  }
}
