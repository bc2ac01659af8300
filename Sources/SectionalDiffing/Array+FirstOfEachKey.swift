extension Array {
  /// The elements with the first of each key kept and every repeat dropped, in order; the array
  /// itself, not a copy, when no key repeats.
  ///
  /// The adapter keeps the first section of each id and the declarative layer the first cell of
  /// each id with this one rule; each names what it dropped in `dropped`.
  ///
  /// - Parameters:
  ///   - keying: How elements are keyed.
  ///   - dropped: Called with the index and the element of each repeat, in order.
  /// - Returns: The elements whose key no earlier element has.
  /// - Complexity: O(*n*) hashes for *n* elements; a copy only when a key repeats.
  @inlinable
  package func keepingFirstOfEachKey<Keying: ElementKeying>(
    by keying: Keying.Type, dropped: (Int, Element) -> Void
  ) -> [Element] where Keying.Element == Element {
    guard count > 1 else { return self }
    // Positions in a table that points into the array: no key is copied into a set, and the
    // usual list, with no repeat, is returned as it is.
    let repeats = withUnsafeBufferPointer { elements in
      elements.count < TaggedOccurrenceSlot.positionLimit
        ? Self.repeatedPositions(in: elements, keyedBy: keying, slot: TaggedOccurrenceSlot.self)
        : Self.repeatedPositions(in: elements, keyedBy: keying, slot: WideOccurrenceSlot.self)
    }
    guard !repeats.isEmpty else { return self }
    var unique: [Element] = []
    unique.reserveCapacity(count - repeats.count)
    var nextRepeat = 0
    for index in indices {
      if nextRepeat < repeats.count, repeats[nextRepeat] == index {
        dropped(index, self[index])
        nextRepeat += 1
      } else {
        unique.append(self[index])
      }
    }
    return unique
  }

  /// The positions, ascending, of the elements whose key an earlier element has.
  ///
  /// - Complexity: O(*n*) hashes for *n* elements.
  @inlinable
  static func repeatedPositions<Keying: ElementKeying, Slot: OccurrenceSlot>(
    in elements: UnsafeBufferPointer<Element>, keyedBy keying: Keying.Type, slot: Slot.Type
  ) -> [Int] where Keying.Element == Element {
    let hashing = IdentifierHashing()
    var repeats: [Int] = []
    OccurrenceTable.withTable(for: elements, count: elements.count, keyedBy: keying, slot: slot) {
      table in
      for index in elements.indices {
        let key = Keying.key(of: elements[index])
        let hash = hashing.hash(key)
        let found = table.probe(for: key, hash: hash)
        if found.position != nil {
          repeats.append(index)
        } else {
          table.replace(slot: found.slot, with: index, hash: hash)
        }
      }
    }
    return repeats
  }
}
