import Foundation

extension ListDiff {
  /// Computes the difference between two versions of a list.
  ///
  /// The diff runs in three passes:
  ///
  /// 1. The common prefix, where identifiers are equal position by position, is matched without
  ///    hashing. Appending to a list, or not changing it at all, costs only these comparisons.
  /// 2. Heckel's symbol table matches the rest: each identifier of the old list is hashed once into
  ///    a table that maps it to its first unmatched occurrence, with later occurrences chained in
  ///    a flat array; each identifier of the new list is hashed once to take the next unmatched
  ///    occurrence. Unmatched old elements are deletes; unmatched new elements are inserts.
  /// 3. The matched elements on a longest increasing subsequence of their new positions stay; every
  ///    other matched element is a move. Matched elements whose content differs are updates.
  ///
  /// Equal identifiers are matched in order of occurrence, so duplicates are handled without loss.
  ///
  /// `Int` and `UUID` identifiers are hashed with a 64-bit mixer seeded once per process, a few
  /// instructions where the standard library's `Hasher` spends about a hundred; identifiers of
  /// any other type as a `Dictionary` hashes them. No list collides in the table without the
  /// process's seed, as with `Hasher`.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  ///
  /// - Complexity: O(*n* + *m* + *k* log *k*) expected time and O(*n* + *m*) memory, where *n* and
  ///   *m* are the lengths of the two lists and *k* the number of matched elements that are out of
  ///   order. Each identifier is hashed at most once; the longest increasing subsequence costs
  ///   O(1) per element that is already in order.
  @inlinable
  public init<Old: Collection, New: Collection>(from old: Old, to new: New)
  where Old.Element == New.Element, Old.Element: Differentiable {
    self.init(from: old, to: new, keyedBy: DifferentiableKeying<Old.Element>.self)
  }

  /// Computes the difference between two versions of a list whose elements are keyed and
  /// compared as `Keying` says: for a layer whose elements' identity is not theirs to make
  /// public.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  ///   - keying: How elements are identified and compared.
  /// - Complexity: As ``init(from:to:)``.
  @inlinable
  package init<Old: Collection, New: Collection, Keying: DiffKeying>(
    from old: Old, to new: New, keyedBy keying: Keying.Type
  ) where Old.Element == New.Element, Old.Element == Keying.Element {
    var insertedKnownKey = false
    self.init(from: old, to: new, keyedBy: keying, insertedKnownKey: &insertedKnownKey)
  }

  /// Computes the difference between two versions of a list keyed as `Keying` says, and tells
  /// whether an element of `new` past the common prefix was inserted although `old` holds its
  /// key there: every old occurrence of the key was matched already, so `new` holds the key more
  /// often than `old` does.
  ///
  /// For a caller that must find repeated keys in `new` and knows `old` holds none: a repeat
  /// then sets the flag, or has an occurrence in the common prefix, or is made of inserts
  /// alone, so only those elements are left to search.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  ///   - keying: How elements are identified and compared.
  ///   - insertedKnownKey: Set to `true` when such an insert is met; left alone otherwise.
  /// - Complexity: As ``init(from:to:)``.
  @inlinable
  package init<Old: Collection, New: Collection, Keying: DiffKeying>(
    from old: Old, to new: New, keyedBy keying: Keying.Type, insertedKnownKey: inout Bool
  ) where Old.Element == New.Element, Old.Element == Keying.Element {
    self = withContiguousElements(of: old) { oldElements in
      withContiguousElements(of: new) { newElements in
        ListDiff.computing(
          from: oldElements, to: newElements, keyedBy: keying,
          insertedKnownKey: &insertedKnownKey)
      }
    }
  }

  /// Computes the difference between two versions of a list whose symbol table holds its
  /// positions in `Int` slots from `wideSlotsFrom` old elements on, rather than only past what
  /// its 32-bit slots hold: so that tests cover both widths on short lists.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  ///   - wideSlotsFrom: The length of `old` from which the table's slots are `Int`.
  package init<Element: Differentiable>(from old: [Element], to new: [Element], wideSlotsFrom: Int)
  {
    self = old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        ListDiff.computing(
          from: old, to: new, keyedBy: DifferentiableKeying<Element>.self,
          wideSlotsFrom: wideSlotsFrom)
      }
    }
  }

  @inlinable
  static func computing<Keying: DiffKeying>(
    from old: UnsafeBufferPointer<Keying.Element>,
    to new: UnsafeBufferPointer<Keying.Element>,
    keyedBy keying: Keying.Type,
    wideSlotsFrom: Int = .max
  ) -> ListDiff {
    var insertedKnownKey = false
    return computing(
      from: old, to: new, keyedBy: keying, wideSlotsFrom: wideSlotsFrom,
      insertedKnownKey: &insertedKnownKey)
  }

  /// The diff of ``computing(from:to:keyedBy:wideSlotsFrom:)``, and whether an insert past the
  /// common prefix has a key `old` holds there (see ``init(from:to:keyedBy:insertedKnownKey:)``).
  @inlinable
  static func computing<Keying: DiffKeying>(
    from old: UnsafeBufferPointer<Keying.Element>,
    to new: UnsafeBufferPointer<Keying.Element>,
    keyedBy keying: Keying.Type,
    wideSlotsFrom: Int = .max,
    insertedKnownKey: inout Bool
  ) -> ListDiff {
    let oldCount = old.count
    let newCount = new.count

    // Pass 1: the common prefix needs no hashing.
    var prefixCount = 0
    let shorterCount = Swift.min(oldCount, newCount)
    while prefixCount < shorterCount
      && Keying.key(of: old[prefixCount]) == Keying.key(of: new[prefixCount])
    {
      prefixCount += 1
    }

    // `matchOfOld[i]` is -1 when `old[i]` is deleted, else twice the index in `new` matched with
    // it, plus one when their contents differ: the contents are compared where the pass that
    // matches them reads both elements, so the sweep below reads no element at random, and
    // doubling keeps the order of new indices for the subsequence.
    var matchOfOld = [Int].filled(with: -1, count: oldCount)
    var inserts = IndexRuns()
    matchOfOld.withUnsafeMutableBufferPointer { matchOfOld in
      for index in 0..<prefixCount {
        matchOfOld[index] = match(
          index, changed: !Keying.isContentEqual(old[index], new[index]))
      }
      guard prefixCount < oldCount else {
        inserts.append(contentsOf: prefixCount..<newCount)
        return
      }

      // Pass 2: Heckel's symbol table over what follows the prefix. Positions fit in 32-bit
      // slots, beside 8 bits of their hash, for any list shorter than 16 million elements.
      if oldCount < wideSlotsFrom, oldCount <= TaggedOccurrenceSlot.positionLimit {
        matchSymbols(
          old: old, new: new, from: prefixCount, keyedBy: keying, slot: TaggedOccurrenceSlot.self,
          matchOfOld: matchOfOld, inserts: &inserts, insertedKnownKey: &insertedKnownKey)
      } else {
        matchSymbols(
          old: old, new: new, from: prefixCount, keyedBy: keying, slot: WideOccurrenceSlot.self,
          matchOfOld: matchOfOld, inserts: &inserts, insertedKnownKey: &insertedKnownKey)
      }
    }

    // Pass 3: deletes, moves and updates, in one sweep of the old list.
    // When the prefix matched every old element, nothing moves: skip the subsequence's arrays.
    let staying = prefixCount == oldCount ? nil : longestIncreasingSubsequence(of: matchOfOld)
    var deletes = IndexRuns()
    var updates = IndexRuns()
    var moves: [Move] = []
    matchOfOld.withUnsafeBufferPointer { matchOfOld in
      guard let staying else {
        // Every old element matched in the prefix: none is deleted or moved.
        for oldIndex in 0..<oldCount where matchOfOld[oldIndex] & 1 != 0 {
          updates.append(oldIndex)
        }
        return
      }
      for oldIndex in 0..<oldCount {
        let match = matchOfOld[oldIndex]
        guard match >= 0 else {
          deletes.append(oldIndex)
          continue
        }
        if !staying[oldIndex] {
          if moves.isEmpty {
            reserveFirstMoves(&moves, elementsLeft: oldCount &- oldIndex)
          }
          moves.append(Move(from: oldIndex, to: match &>> 1))
        }
        if match & 1 != 0 {
          updates.append(oldIndex)
        }
      }
    }

    return ListDiff(
      oldCount: oldCount,
      newCount: newCount,
      deleteRuns: deletes,
      insertRuns: inserts,
      moves: moves,
      updateRuns: updates
    )
  }

  /// Reserves room for a few moves at once, never more than the elements left.
  ///
  /// Grown from empty, the array is reallocated at every doubling. Out of line, so that the
  /// sweep's loop stays as small as without it.
  @usableFromInline
  @inline(never)
  static func reserveFirstMoves(_ moves: inout [Move], elementsLeft: Int) {
    moves.reserveCapacity(Swift.min(elementsLeft, 16))
  }

  /// Pass 2 of the diff: matches the elements of `new` after the common prefix with those of
  /// `old`, through a table from each old identifier to its first occurrence not yet matched;
  /// later occurrences of an identifier are chained, so equal identifiers match in order.
  ///
  /// - Parameters:
  ///   - old: The list before the change.
  ///   - new: The list after the change.
  ///   - prefixCount: The length of the common prefix, already matched.
  ///   - keying: How elements are identified.
  ///   - slot: The integer type of the table's slots, wide enough for every position of `old`.
  ///   - matchOfOld: For each element of `old`, -1 until matched, then its ``match(_:changed:)``.
  ///   - inserts: The indices of `new` that match nothing, appended in order.
  ///   - insertedKnownKey: Set when an insert finds its key's occurrences all matched.
  @inlinable
  static func matchSymbols<Keying: DiffKeying, Slot: OccurrenceSlot>(
    old: UnsafeBufferPointer<Keying.Element>,
    new: UnsafeBufferPointer<Keying.Element>,
    from prefixCount: Int,
    keyedBy keying: Keying.Type,
    slot: Slot.Type,
    matchOfOld: UnsafeMutableBufferPointer<Int>,
    inserts: inout IndexRuns,
    insertedKnownKey: inout Bool
  ) {
    let oldCount = old.count
    let hashing = IdentifierHashing()
    OccurrenceTable.withTable(
      for: old, count: oldCount - prefixCount, keyedBy: keying, slot: slot
    ) { table in
      // Made at the first repeated identifier: most lists have none. `nextOccurrence[i]` is the
      // position of the next occurrence of `old[i]`'s identifier, or -1.
      var nextOccurrence: [Int] = []
      // The elements are hashed a block at a time before the block probes the table: a probe
      // of a long list misses the cache, and probes that do not wait on a hash in between
      // overlap their misses.
      withUnsafeTemporaryAllocation(of: Int.self, capacity: hashBlock) { hashes in
        var end = oldCount
        while end > prefixCount {
          let start = Swift.max(prefixCount, end &- hashBlock)
          for oldIndex in start..<end {
            hashes[oldIndex &- start] = hashing.hash(Keying.key(of: old[oldIndex]))
          }
          var oldIndex = end
          while oldIndex > start {
            oldIndex &-= 1
            if let later = table.insert(oldIndex, hash: hashes[oldIndex &- start]) {
              if nextOccurrence.isEmpty {
                nextOccurrence = [Int].filled(with: -1, count: oldCount)
              }
              nextOccurrence[oldIndex] = later
            }
          }
          end = start
        }
        let hasRepeats = !nextOccurrence.isEmpty
        var start = prefixCount
        while start < new.count {
          let end = Swift.min(new.count, start &+ hashBlock)
          for newIndex in start..<end {
            hashes[newIndex &- start] = hashing.hash(Keying.key(of: new[newIndex]))
          }
          for newIndex in start..<end {
            // An occurrence already matched stays in its slot when it is the last of its
            // identifier: a new element that finds it taken is an insert.
            guard
              let (slot, oldIndex) = table.occurrence(
                of: Keying.key(of: new[newIndex]), hash: hashes[newIndex &- start])
            else {
              inserts.append(newIndex)
              continue
            }
            guard matchOfOld[oldIndex] < 0 else {
              insertedKnownKey = true
              inserts.append(newIndex)
              continue
            }
            matchOfOld[oldIndex] = match(
              newIndex, changed: !Keying.isContentEqual(old[oldIndex], new[newIndex]))
            if hasRepeats, nextOccurrence[oldIndex] >= 0 {
              table.replace(
                slot: slot, with: nextOccurrence[oldIndex], hash: hashes[newIndex &- start])
            }
          }
          start = end
        }
      }
    }
  }

  /// An old element's match with the element at `newIndex`: twice the index, plus one when
  /// their contents differ.
  @inlinable @inline(__always)
  static func match(_ newIndex: Int, changed: Bool) -> Int {
    newIndex &<< 1 | (changed ? 1 : 0)
  }

  /// How many elements the diff hashes before it probes the table with their hashes.
  @usableFromInline
  static var hashBlock: Int { 16 }
}

/// Calls `body` with the elements of `collection` in contiguous storage, copying them only when
/// the collection does not already store them contiguously.
@inlinable
func withContiguousElements<C: Collection, Result>(
  of collection: C,
  _ body: (UnsafeBufferPointer<C.Element>) -> Result
) -> Result {
  if let result = collection.withContiguousStorageIfAvailable(body) {
    return result
  }
  return ContiguousArray(collection).withUnsafeBufferPointer(body)
}
