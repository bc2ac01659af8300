import Foundation

/// Heckel's symbol table for ``ListDiff``: from each identifier of the old list to the position
/// of its first occurrence not yet matched.
///
/// An open-addressing table with linear probing whose slots hold positions in the old list, not
/// identifiers: a probe compares the identifier it looks for with that of the element a slot
/// points at. So the table is one small integer a slot (4 bytes while positions fit in 32 bits),
/// about a sixth of a dictionary from `UUID` to `Int`, and a diff of a long list misses the cache
/// that much less. Its memory comes zeroed from the system, so an empty table costs no pass over
/// it. At most half its slots are taken, so a probe reads one or two slots.
///
/// The table only points into `old`: it is valid while the buffer is, inside
/// ``withTable(for:count:keyedBy:slot:_:)``.
@usableFromInline
struct OccurrenceTable<Keying: ElementKeying, Slot: FixedWidthInteger> {
  /// The list whose positions the slots hold.
  @usableFromInline
  let old: UnsafeBufferPointer<Keying.Element>

  /// The slots: 0 for an empty one, else a position in `old` plus one.
  @usableFromInline
  let slots: UnsafeMutablePointer<Slot>

  /// The number of slots less one: a power of two less one, to reduce a hash to a slot.
  @usableFromInline
  let mask: Int

  @inlinable
  init(old: UnsafeBufferPointer<Keying.Element>, slots: UnsafeMutablePointer<Slot>, mask: Int) {
    self.old = old
    self.slots = slots
    self.mask = mask
  }

  /// Calls `body` with an empty table for `count` positions of `old`, then frees it.
  ///
  /// - Parameters:
  ///   - old: The list whose positions the table will hold.
  ///   - count: How many positions it will hold at most.
  ///   - keying: How elements are identified.
  ///   - slot: The integer type of a slot, wide enough for every position of `old` plus one.
  ///   - body: What to do with the table.
  /// - Returns: What `body` returns.
  @inlinable
  static func withTable<Result>(
    for old: UnsafeBufferPointer<Keying.Element>,
    count: Int,
    keyedBy keying: Keying.Type,
    slot: Slot.Type,
    _ body: (inout OccurrenceTable) -> Result
  ) -> Result {
    // At least twice as many slots as positions, a power of two.
    var slotCount = 2
    while slotCount < count * 2 {
      slotCount &<<= 1
    }
    // `calloc`: large zeroed blocks come from pages the system zeroes when they are first touched,
    // so the table costs no pass that writes every slot before the diff does.
    guard let memory = calloc(slotCount, MemoryLayout<Slot>.stride) else {
      fatalError("ListDiff could not allocate \(slotCount) slots for its symbol table")
    }
    defer { free(memory) }
    var table = OccurrenceTable(
      old: old, slots: memory.bindMemory(to: Slot.self, capacity: slotCount),
      mask: slotCount &- 1)
    return body(&table)
  }

  /// The slot that holds `key`, or the empty slot where it would go.
  ///
  /// - Parameters:
  ///   - key: The identifier.
  ///   - hash: Its hash.
  /// - Returns: The slot, and the position it holds (`nil` when it is empty).
  @inlinable @inline(__always)
  func probe(for key: Keying.Key, hash: Int) -> (slot: Int, position: Int?) {
    var slot = hash & mask
    while true {
      let stored = Int(truncatingIfNeeded: slots[slot])
      if stored == 0 {
        return (slot, nil)
      }
      if Keying.key(of: old[stored &- 1]) == key {
        return (slot, stored &- 1)
      }
      slot = (slot &+ 1) & mask
    }
  }

  /// The position of `key`'s first occurrence not yet matched, or `nil` when the old list does
  /// not hold it.
  ///
  /// - Returns: The slot that holds the position, and the position.
  @inlinable @inline(__always)
  func occurrence(of key: Keying.Key) -> (slot: Int, position: Int)? {
    let found = probe(for: key, hash: key.hashValue)
    guard let position = found.position else { return nil }
    return (found.slot, position)
  }

  /// Makes `position` the first occurrence of its identifier.
  ///
  /// - Parameter position: A position in `old` before every position stored for its identifier.
  /// - Returns: The position it replaced, when its identifier was stored already.
  @inlinable @inline(__always)
  mutating func insert(_ position: Int) -> Int? {
    let key = Keying.key(of: old[position])
    let found = probe(for: key, hash: key.hashValue)
    slots[found.slot] = Slot(truncatingIfNeeded: position &+ 1)
    return found.position
  }

  /// Points a slot at another occurrence of its identifier.
  ///
  /// - Parameters:
  ///   - slot: A slot that ``occurrence(of:)`` returned.
  ///   - position: The position of another occurrence of the identifier the slot holds.
  @inlinable @inline(__always)
  mutating func replace(slot: Int, with position: Int) {
    slots[slot] = Slot(truncatingIfNeeded: position &+ 1)
  }
}
