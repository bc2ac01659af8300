/// A search for two equal values among hashes already computed, in scratch memory: the quick
/// pass that clears most lists of repeated keys before a search that compares the keys.
///
/// A hash that repeats proves nothing (two keys may share one), so a caller that meets a repeat
/// goes on to compare keys; a list whose hashes are all distinct has no repeated key. The table
/// is an open-addressing array of the hashes themselves, twice as long as the list, so that a
/// list of a hundred is a few hundred instructions and no set is allocated.
package enum RepeatedHashSearch {
  /// Whether two of `count` hashes are equal.
  ///
  /// - Parameters:
  ///   - count: The number of hashes.
  ///   - hash: The hash at a position, from 0 below `count`.
  /// - Returns: `true` when two positions have the same hash.
  /// - Complexity: O(*n*) expected for *n* hashes.
  @inlinable
  package static func containsRepeat(count: Int, hashAt hash: (Int) -> Int) -> Bool {
    guard count > 1 else { return false }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { hashes in
      for position in 0..<count {
        hashes.initializeElement(at: position, to: hash(position))
      }
      return containsRepeat(in: UnsafeBufferPointer(hashes))
    }
  }

  /// Whether two hashes of a buffer are equal.
  ///
  /// For a caller that computes the hashes in a loop of its own, where a closure asked for each
  /// would be called rather than inlined.
  ///
  /// - Parameter hashes: The hashes.
  /// - Returns: `true` when two positions have the same hash.
  /// - Complexity: O(*n*) expected for *n* hashes.
  package static func containsRepeat(in hashes: UnsafeBufferPointer<Int>) -> Bool {
    let count = hashes.count
    guard count > 1 else { return false }
    var slotCount = 4
    while slotCount < count &* 2 {
      slotCount &<<= 1
    }
    let mask = slotCount &- 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: slotCount) { slots in
      slots.initialize(repeating: 0)
      // Zero marks an empty slot, so a hash of zero is counted aside.
      var sawZero = false
      for value in hashes {
        guard value != 0 else {
          if sawZero { return true }
          sawZero = true
          continue
        }
        // Mixed, as a hash may be folded from a key's words rather than spread.
        var slot = HashMixing.mix(value, seed: 0) & mask
        while true {
          let stored = slots[slot]
          if stored == 0 {
            slots[slot] = value
            break
          }
          if stored == value { return true }
          slot = (slot &+ 1) & mask
        }
      }
      return false
    }
  }
}
