/// A search for two equal values among hashes, in scratch memory: the quick pass that clears
/// most lists of repeated keys before a search that compares the keys.
///
/// A hash that repeats proves nothing (two keys may share one), so a caller that meets a repeat
/// goes on to compare keys; a list whose hashes are all distinct has no repeated key. The table
/// is an open-addressing array of the hashes themselves, at least twice as long as the list,
/// so that a list of a hundred is a few hundred instructions and no set is allocated.
///
/// A caller that makes its hashes in a loop of its own inserts them one by one
/// (``withTable(forCount:_:)``, ``insert(_:)``): the table's methods are inlined into the loop,
/// where a closure asked for each hash would be called.
@usableFromInline
package struct RepeatedHashSearch {
  /// The slots: zero for an empty one, else a hash inserted (a hash of zero is counted aside).
  @usableFromInline let slots: UnsafeMutableBufferPointer<Int>

  /// How far a hash's product is shifted to index the slots: 64 less the slots' bit count.
  @usableFromInline let shift: Int

  /// Whether a hash of zero was inserted.
  @usableFromInline var sawZero = false

  @inlinable
  init(slots: UnsafeMutableBufferPointer<Int>, shift: Int) {
    self.slots = slots
    self.shift = shift
  }

  /// Calls `body` with an empty table for up to `count` hashes.
  ///
  /// - Parameters:
  ///   - count: How many hashes `body` inserts at most.
  ///   - body: Inserts the hashes.
  /// - Returns: What `body` returns.
  /// - Complexity: O(*n*) for *n* = `count` to clear the table, plus `body`.
  @inlinable
  package static func withTable<Result>(
    forCount count: Int, _ body: (inout RepeatedHashSearch) -> Result
  ) -> Result {
    var slotCount = 4
    var shift = 62
    while slotCount < count &* 2 {
      slotCount &<<= 1
      shift &-= 1
    }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: slotCount) { slots in
      slots.initialize(repeating: 0)
      var search = RepeatedHashSearch(slots: slots, shift: shift)
      return body(&search)
    }
  }

  /// Inserts a hash, and tells whether an equal one was inserted before.
  ///
  /// The slot is the top bits of the hash multiplied by a large odd constant (Fibonacci
  /// hashing): a hash folded from a key's words rather than spread, or a multiple of a power of
  /// two, still spreads over the table.
  ///
  /// - Parameter hash: The hash.
  /// - Returns: `true` when an equal hash was inserted before.
  /// - Complexity: O(1) expected.
  @inlinable @inline(__always)
  package mutating func insert(_ hash: Int) -> Bool {
    guard hash != 0 else {
      defer { sawZero = true }
      return sawZero
    }
    let mask = slots.count &- 1
    var slot = Int(
      truncatingIfNeeded: (UInt64(truncatingIfNeeded: hash) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    while true {
      let stored = slots[slot]
      if stored == 0 {
        slots[slot] = hash
        return false
      }
      if stored == hash { return true }
      slot = (slot &+ 1) & mask
    }
  }

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
    return withTable(forCount: count) { table in
      for position in 0..<count where table.insert(hash(position)) {
        return true
      }
      return false
    }
  }
}
