import Foundation

/// Heckel's symbol table for ``ListDiff``: from each identifier of the old list to the position
/// of its first occurrence not yet matched.
///
/// An open-addressing table with linear probing whose slots hold positions in the old list, not
/// identifiers: a probe compares the identifier it looks for with that of the element a slot
/// points at, when the bits of its hash the slot keeps beside the position match. So the table
/// is 32 bits a slot for a list shorter than 16 million elements, a sixth of a dictionary from
/// `UUID` to `Int`, and a probe of a long list misses the cache once, in the table, unless it
/// finds its identifier. Its memory comes zeroed
/// from the system, so an empty table costs no pass over it. At most half its slots are taken,
/// so a probe reads one or two slots, most often in one cache line.
///
/// The table only points into `old`: it is valid while the buffer is, inside
/// ``withTable(for:count:keyedBy:slot:_:)``.
@usableFromInline
struct OccurrenceTable<Keying: ElementKeying, Slot: OccurrenceSlot> {
  /// The list whose positions the slots hold.
  @usableFromInline
  let old: UnsafeBufferPointer<Keying.Element>

  /// The slots: all bits zero for an empty one.
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
      let stored = slots[slot]
      if stored.isEmpty {
        return (slot, nil)
      }
      if stored.mayHold(hash: hash), Keying.key(of: old[stored.position]) == key {
        return (slot, stored.position)
      }
      slot = (slot &+ 1) & mask
    }
  }

  /// The position of `key`'s first occurrence not yet matched, or `nil` when the old list does
  /// not hold it.
  ///
  /// - Parameters:
  ///   - key: The identifier.
  ///   - hash: Its hash (``IdentifierHashing``).
  /// - Returns: The slot that holds the position, and the position.
  @inlinable @inline(__always)
  func occurrence(of key: Keying.Key, hash: Int) -> (slot: Int, position: Int)? {
    let found = probe(for: key, hash: hash)
    guard let position = found.position else { return nil }
    return (found.slot, position)
  }

  /// Makes `position` the first occurrence of its identifier.
  ///
  /// - Parameters:
  ///   - position: A position in `old` before every position stored for its identifier.
  ///   - hash: The hash of its identifier.
  /// - Returns: The position it replaced, when its identifier was stored already.
  @inlinable @inline(__always)
  mutating func insert(_ position: Int, hash: Int) -> Int? {
    let found = probe(for: Keying.key(of: old[position]), hash: hash)
    slots[found.slot] = Slot(position: position, hash: hash)
    return found.position
  }

  /// Points a slot at another occurrence of its identifier.
  ///
  /// - Parameters:
  ///   - slot: A slot that ``occurrence(of:hash:)`` returned.
  ///   - position: The position of another occurrence of the identifier the slot holds.
  ///   - hash: The hash of the identifier.
  @inlinable @inline(__always)
  mutating func replace(slot: Int, with position: Int, hash: Int) {
    slots[slot] = Slot(position: position, hash: hash)
  }
}

/// A slot of an ``OccurrenceTable``: a position in the old list, and as many bits of its
/// identifier's hash as fit beside it.
///
/// A slot whose bits are all zero is empty.
@usableFromInline
protocol OccurrenceSlot: BitwiseCopyable {
  /// A slot that holds `position`, whose identifier hashes to `hash`.
  init(position: Int, hash: Int)

  /// Whether the slot is empty.
  var isEmpty: Bool { get }

  /// The position the slot holds; not meaningful when it is empty.
  var position: Int { get }

  /// Whether the slot may hold an identifier that hashes to `hash`: `false` only when the bits
  /// of the hash it keeps differ, so the identifier need not be read to tell.
  func mayHold(hash: Int) -> Bool
}

/// A slot of 32 bits for a list shorter than 2²⁴ − 1 elements: the position plus one in the low
/// 24 bits, the identifier's hash's top 8 bits above them, so that a probe that meets another
/// identifier reads its element once in 256 times.
@usableFromInline
@frozen
struct TaggedOccurrenceSlot: OccurrenceSlot {
  @usableFromInline
  let bits: UInt32

  /// The longest list whose positions the slot holds.
  @inlinable
  static var positionLimit: Int { 0xFF_FFFF &- 1 }

  @inlinable @inline(__always)
  init(position: Int, hash: Int) {
    bits =
      UInt32(truncatingIfNeeded: position &+ 1) & 0xFF_FFFF
      | UInt32(truncatingIfNeeded: UInt(bitPattern: hash) &>> 32) & 0xFF00_0000
  }

  @inlinable
  var isEmpty: Bool { bits == 0 }

  @inlinable
  var position: Int { Int(truncatingIfNeeded: bits & 0xFF_FFFF) &- 1 }

  @inlinable @inline(__always)
  func mayHold(hash: Int) -> Bool {
    (bits ^ UInt32(truncatingIfNeeded: UInt(bitPattern: hash) &>> 32)) & 0xFF00_0000 == 0
  }
}

/// A slot for any list: the position plus one, without bits of the hash.
@usableFromInline
@frozen
struct WideOccurrenceSlot: OccurrenceSlot {
  @usableFromInline
  let storedPosition: Int

  @inlinable @inline(__always)
  init(position: Int, hash: Int) {
    storedPosition = position &+ 1
  }

  @inlinable
  var isEmpty: Bool { storedPosition == 0 }

  @inlinable
  var position: Int { storedPosition &- 1 }

  @inlinable @inline(__always)
  func mayHold(hash: Int) -> Bool { true }
}
