extension Array where Element: Comparable {
  /// The elements ascending: the array itself when it already is, else sorted.
  ///
  /// A batch's operations usually come in order (an adapter writes each section's runs
  /// ascending), and a pass that finds them so costs a comparison an element, where a sort
  /// copies the array and allocates a buffer to merge in. For elements whose equal values are
  /// interchangeable, as update targets and moves are.
  ///
  /// - Complexity: O(*n*) when already ascending, else O(*n* log *n*).
  func ascending() -> [Element] {
    isInOrder(by: <=) ? self : sorted()
  }

  /// The elements descending: the array itself when it already is, reversed when it is
  /// ascending, else sorted.
  ///
  /// For elements whose equal values are interchangeable, as update targets are: reversing
  /// an ascending array reverses the order of equal elements.
  ///
  /// - Complexity: O(*n*) when already in either order, else O(*n* log *n*).
  func descending() -> [Element] {
    if isInOrder(by: >=) { return self }
    if isInOrder(by: <=) { return reversed() }
    return sorted(by: >)
  }

  /// The elements of two arrays in one order, merged into that order; of equal elements, the
  /// first array's come first.
  ///
  /// - Parameters:
  ///   - other: Elements in the same order as this array's.
  ///   - areInIncreasingOrder: The order, as `sorted(by:)` takes it.
  /// - Returns: Every element of both arrays, in that order.
  /// - Complexity: O(*n* + *m*).
  func merged(
    with other: [Element], by areInIncreasingOrder: (Element, Element) -> Bool
  ) -> [Element] {
    #if SECTIONAL_INTERNAL_CHECKS
      precondition(
        isInOrder { !areInIncreasingOrder($1, $0) }
          && other.isInOrder { !areInIncreasingOrder($1, $0) },
        "merged two arrays that are not both in the order given")
    #endif
    if other.isEmpty { return self }
    if isEmpty { return other }
    var merged: [Element] = []
    merged.reserveCapacity(count + other.count)
    var (left, right) = (0, 0)
    while left < count && right < other.count {
      if areInIncreasingOrder(other[right], self[left]) {
        merged.append(other[right])
        right += 1
      } else {
        merged.append(self[left])
        left += 1
      }
    }
    merged.append(contentsOf: self[left...])
    merged.append(contentsOf: other[right...])
    return merged
  }

  /// Whether each element and the next satisfy `areInOrder`.
  private func isInOrder(by areInOrder: (Element, Element) -> Bool) -> Bool {
    withUnsafeBufferPointer { elements in
      guard elements.count > 1 else { return true }
      for index in 1..<elements.count where !areInOrder(elements[index - 1], elements[index]) {
        return false
      }
      return true
    }
  }
}
