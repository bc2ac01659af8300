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
    var seen = Set<Keying.Key>(minimumCapacity: count)
    // The usual list has no repeat: it is returned as it is, without copying an element.
    var firstRepeat: Int?
    for index in indices where !seen.insert(Keying.key(of: self[index])).inserted {
      firstRepeat = index
      break
    }
    guard let firstRepeat else { return self }
    var unique = Array(self[..<firstRepeat])
    unique.reserveCapacity(count)
    dropped(firstRepeat, self[firstRepeat])
    for index in (firstRepeat + 1)..<count {
      guard seen.insert(Keying.key(of: self[index])).inserted else {
        dropped(index, self[index])
        continue
      }
      unique.append(self[index])
    }
    return unique
  }
}
