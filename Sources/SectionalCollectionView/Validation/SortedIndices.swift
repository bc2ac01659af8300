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
    // Before taken[k] there are taken[k] - k free slots; that number never decreases.
    var low = 0
    var high = taken.count
    while low < high {
      let middle = low + (high - low) / 2
      if taken[middle] &- middle > rank {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return ClampedArithmetic.add(rank, low)
  }
}
