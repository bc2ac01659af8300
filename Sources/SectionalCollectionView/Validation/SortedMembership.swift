/// Whether an ascending array holds each of a series of elements asked in order, ascending or
/// descending: a cursor that moves one way through the array, where a binary search a question
/// starts over.
///
/// Validation visits a batch's deletes, descending, and its inserts and reconfigures, ascending,
/// and asks of each whether a move starts or ends there: one pass over the moves for the whole
/// series instead of a search for each operation.
struct SortedMembership<Element: Comparable> {
  /// The order the elements are asked in.
  enum Order {
    case ascending, descending
  }

  private let sorted: [Element]
  private let order: Order
  /// The next element of `sorted` not yet passed.
  private var position: Int

  /// Prepares the questions of a series.
  ///
  /// - Parameters:
  ///   - sorted: The elements, ascending; repeats allowed.
  ///   - order: The order the questions come in; a question out of that order is answered by a
  ///     binary search, rightly, and leaves the cursor where it was.
  init(_ sorted: [Element], askedIn order: Order) {
    self.sorted = sorted
    self.order = order
    position = order == .ascending ? 0 : sorted.count - 1
  }

  /// Whether the array holds an element.
  ///
  /// - Complexity: Amortized O(1) over a series of *k* questions in order and *n* elements,
  ///   O(*n* + *k*) in all.
  @inline(__always)
  mutating func contains(_ element: Element) -> Bool {
    // Most batches have no reloads and many have no moves: an empty array answers at once.
    guard !sorted.isEmpty else { return false }
    switch order {
    case .ascending:
      if position > 0 && sorted[position - 1] >= element {
        return SortedIndices.contains(element, in: sorted)
      }
      while position < sorted.count && sorted[position] < element { position += 1 }
      return position < sorted.count && sorted[position] == element
    case .descending:
      if position + 1 < sorted.count && sorted[position + 1] <= element {
        return SortedIndices.contains(element, in: sorted)
      }
      while position >= 0 && sorted[position] > element { position -= 1 }
      return position >= 0 && sorted[position] == element
    }
  }
}
