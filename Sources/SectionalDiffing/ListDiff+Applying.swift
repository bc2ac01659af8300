extension ListDiff {
  /// An error that explains why a diff could not be applied to a list.
  public enum ApplicationError: Error, Hashable, CustomStringConvertible {
    /// The list the diff was applied to does not have the length of the diff's old list.
    case oldCountMismatch(expected: Int, actual: Int)

    /// The list that supplies new content does not have the length of the diff's new list.
    case newCountMismatch(expected: Int, actual: Int)

    /// A readable explanation of the error.
    public var description: String {
      switch self {
      case .oldCountMismatch(let expected, let actual):
        "cannot apply a diff computed from \(expected) elements to a list of \(actual) elements"
      case .newCountMismatch(let expected, let actual):
        "cannot take content for a diff computed to \(expected) elements "
          + "from a list of \(actual) elements"
      }
    }
  }
}

extension Collection {
  /// Returns the list that a collection view shows after applying the diff to this list.
  ///
  /// This replays the diff the way a collection view applies a batch update: the deleted elements
  /// and the sources of moves leave, the elements that stay keep their relative order, and the
  /// inserted elements and the destinations of moves take their new positions. Inserted and updated
  /// elements take their content from `new`; every other element keeps its old value.
  ///
  /// For a diff computed with `ListDiff(from: old, to: new)`, the result has `new`'s elements in
  /// `new`'s order; it equals `new` unless ``Differentiable/isContentEqual(to:)`` ignores a stored
  /// property, whose old value the elements that are not updated keep. Section controllers use
  /// this to keep a copy of their items in step with the operations they send.
  ///
  /// ```swift
  /// let old = ["a", "b", "c"]
  /// let new = ["c", "a", "d"]
  /// let diff = ListDiff(from: old, to: new)
  /// let shown = try old.applying(diff, contentFrom: new)  // == new
  /// ```
  ///
  /// - Parameters:
  ///   - diff: A diff whose old list has the length of this collection.
  ///   - new: The list that supplies inserted and updated content, with the length of the diff's
  ///     new list.
  /// - Returns: The elements in their new order.
  /// - Throws: ``ListDiff/ApplicationError`` when a list does not have the length the diff was
  ///   computed for.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the lengths of the two lists.
  public func applying<New: Collection<Element>>(
    _ diff: ListDiff,
    contentFrom new: New
  ) throws(ListDiff.ApplicationError) -> [Element] {
    let oldElements = Array(self)
    let newElements = Array(new)
    guard oldElements.count == diff.oldCount else {
      throw .oldCountMismatch(expected: diff.oldCount, actual: oldElements.count)
    }
    guard newElements.count == diff.newCount else {
      throw .newCountMismatch(expected: diff.newCount, actual: newElements.count)
    }

    // Every slot is filled exactly once by a diff computed from lists of these lengths; an
    // inconsistent diff would leave a slot empty and shorten the result rather than invent content.
    var shown = [Element?](repeating: nil, count: diff.newCount)
    let insertRuns = diff.insertIndices.runs
    for run in 0..<insertRuns.runCount {
      for newIndex in insertRuns.run(run) {
        shown[newIndex] = newElements[newIndex]
      }
    }
    for (oldIndex, newIndex) in diff.destinationOfOldIndices().enumerated() where newIndex >= 0 {
      shown[newIndex] =
        diff.updateIndices.contains(oldIndex) ? newElements[newIndex] : oldElements[oldIndex]
    }
    return shown.compactMap { $0 }
  }
}

extension ListDiff {
  /// Returns, for each index in the old list, the index it has in the new list, or -1 for a
  /// deleted element.
  ///
  /// Moved elements go to their move's destination; the elements that stay fill the remaining
  /// positions of the new list in order, skipping inserted positions.
  ///
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the lengths of the two lists.
  package func destinationOfOldIndices() -> [Int] {
    var destinations = [Int](repeating: 0, count: oldCount)
    var isTaken = [Bool](repeating: false, count: newCount)
    let insertRuns = insertIndices.runs
    for run in 0..<insertRuns.runCount {
      for newIndex in insertRuns.run(run) {
        isTaken[newIndex] = true
      }
    }
    let deleteRuns = deleteIndices.runs
    for run in 0..<deleteRuns.runCount {
      for oldIndex in deleteRuns.run(run) {
        destinations[oldIndex] = -1
      }
    }
    for move in moves {
      destinations[move.from] = move.to
      isTaken[move.to] = true
    }
    var isMoved = [Bool](repeating: false, count: oldCount)
    for move in moves {
      isMoved[move.from] = true
    }
    var nextFree = 0
    for oldIndex in 0..<oldCount where destinations[oldIndex] != -1 && !isMoved[oldIndex] {
      while nextFree < newCount && isTaken[nextFree] {
        nextFree += 1
      }
      destinations[oldIndex] = nextFree
      nextFree += 1
    }
    return destinations
  }
}
