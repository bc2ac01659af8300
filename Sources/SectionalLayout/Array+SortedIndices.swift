import Foundation

/// Small tools for ascending arrays of indices, shared by the layers above (the view's
/// validation, the adapter's registry) and the layouts.
extension Array where Element: Equatable {
  /// Removes each element equal to the one before it: of a sorted array, the repeats.
  ///
  /// Inlinable, so that each caller's element type gets its own code: unspecialized, every
  /// read and comparison is a call through the element's witnesses.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  package mutating func removeAdjacentRepeats() {
    guard count > 1 else { return }
    var kept = 1
    for index in 1..<count where self[index] != self[kept - 1] {
      self[kept] = self[index]
      kept += 1
    }
    removeLast(count - kept)
  }
}

extension Array where Element == Int {
  /// The first index whose element satisfies `isAtOrPast`, or `count`: `isAtOrPast` must be
  /// false for a prefix of the array and true for the rest.
  ///
  /// - Complexity: O(log *n*).
  package func partitioningIndex(where isAtOrPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if isAtOrPast(self[middle]) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
