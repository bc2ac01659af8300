import Foundation

/// Builds an `IndexSet` from indices that arrive in strictly ascending order.
///
/// Consecutive indices are gathered into one range and inserted at once, so the set is built with
/// one insertion per range rather than one per index.
@usableFromInline
struct AscendingIndexSetBuilder {
  @usableFromInline
  var indexSet = IndexSet()

  @usableFromInline
  var runStart = 0

  @usableFromInline
  var runEnd = 0

  @inlinable
  init() {}

  /// Adds an index greater than every index added before.
  @inlinable
  mutating func append(_ index: Int) {
    if index == runEnd && runStart != runEnd {
      runEnd += 1
      return
    }
    flushRun()
    runStart = index
    runEnd = index + 1
  }

  /// Adds a range whose lower bound is greater than every index added before.
  @inlinable
  mutating func append(contentsOf range: Range<Int>) {
    guard !range.isEmpty else { return }
    if range.lowerBound == runEnd && runStart != runEnd {
      runEnd = range.upperBound
      return
    }
    flushRun()
    runStart = range.lowerBound
    runEnd = range.upperBound
  }

  /// Returns the set of every index added.
  @inlinable
  mutating func finish() -> IndexSet {
    flushRun()
    return indexSet
  }

  @inlinable
  mutating func flushRun() {
    if runStart != runEnd {
      indexSet.insert(integersIn: runStart..<runEnd)
    }
    runStart = 0
    runEnd = 0
  }
}
