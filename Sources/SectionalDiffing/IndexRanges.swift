import Foundation

/// The indices of one kind of operation in a ``ListDiff``, as sorted, disjoint ranges, read
/// without building an `IndexSet`.
///
/// A diff finds its deletes, inserts and updates in ascending order and keeps them as ranges. Its
/// ``ListDiff/deletes``, ``ListDiff/inserts`` and ``ListDiff/updates`` build Foundation's
/// `IndexSet` from those ranges when read, which on Linux costs about a thousand instructions a
/// range: more than the rest of the diff spends on an element. ``ListDiff/deletedRanges``,
/// ``ListDiff/insertedRanges`` and ``ListDiff/updatedRanges`` hand you the ranges themselves, in
/// O(1), for a caller that walks the indices once.
///
/// The collection's elements are the ranges, like `IndexSet.rangeView`: `count` is the number of
/// ranges, ``indexCount`` the number of indices.
///
/// ```swift
/// let diff = ListDiff(from: ["a", "b", "c", "d", "e"], to: ["a", "d"])
/// for range in diff.deletedRanges {
///   print(range)  // 1..<3, then 4..<5
/// }
/// diff.deletedRanges.indexCount  // 3
/// diff.deletedRanges.contains(2)  // true
/// let deleted = Array(diff.deletedRanges.joined())  // [1, 2, 4]
/// ```
///
/// Ranges never touch: two ranges that would meet are one range, so equal sets of indices have
/// equal ranges and `==` compares the sets.
public struct IndexRanges: RandomAccessCollection, Sendable, Hashable {
  /// The runs the ranges read.
  @usableFromInline
  let runs: IndexRuns

  /// The ranges of runs.
  @inlinable
  init(_ runs: IndexRuns) {
    self.runs = runs
  }

  /// The position of the first range.
  @inlinable
  public var startIndex: Int { 0 }

  /// The position past the last range.
  @inlinable
  public var endIndex: Int { runs.runCount }

  /// The range at a position, ascending.
  ///
  /// - Parameter position: A position from `startIndex` up to, not including, `endIndex`.
  @inlinable
  public subscript(position: Int) -> Range<Int> {
    precondition(position >= 0 && position < runs.runCount, "Range position out of bounds")
    return runs.run(position)
  }

  /// The number of indices in all the ranges.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var indexCount: Int { runs.count }

  /// A Boolean value that indicates whether an index is in one of the ranges.
  ///
  /// - Parameter index: The index to look for.
  /// - Returns: `true` when a range holds `index`.
  /// - Complexity: O(log *r*) for *r* ranges.
  @inlinable
  public func contains(_ index: Int) -> Bool {
    runs.contains(index)
  }

  /// Hashes the ranges.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(runs.bounds)
  }
}

extension IndexRanges: CustomStringConvertible {
  /// The ranges, as `IndexSet` describes its ranges: `[1..<3, 4..<5]`.
  public var description: String {
    "[" + map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: ", ") + "]"
  }
}

extension IndexSet {
  /// Creates an index set of the indices in sorted, disjoint ranges.
  ///
  /// - Parameter ranges: The ranges, as a ``ListDiff`` keeps them.
  /// - Complexity: O(*r*) insertions for *r* ranges.
  public init(_ ranges: IndexRanges) {
    self = ranges.runs.indexSet
  }
}
