import Foundation

/// Sorted, disjoint runs of indices: how a ``ListDiff`` keeps its deletes, inserts and updates.
///
/// A diff finds its indices in ascending order, so each run is appended in O(1), and the count is
/// kept as runs are appended. Foundation's `IndexSet` is built from the runs only when it is read:
/// on Linux, each range inserted into an `IndexSet` costs about a thousand instructions, more than
/// the rest of a diff spends on an element.
///
/// Runs never touch: `append` extends the last run when an index follows it, so equal sets of
/// indices have equal runs, and `==` compares sets.
@usableFromInline
package struct IndexRuns: Sendable, Equatable {
  /// The runs as flat bounds: run `k` is `bounds[2k] ..< bounds[2k + 1]`.
  @usableFromInline
  package var bounds: [Int] = []

  /// The number of indices.
  @usableFromInline
  package var count = 0

  /// No indices.
  @inlinable
  package init() {}

  /// The runs of an index set.
  ///
  /// - Parameter indexSet: The indices.
  /// - Complexity: O(*r*) for *r* ranges.
  @usableFromInline
  package init(_ indexSet: IndexSet) {
    for range in indexSet.rangeView {
      append(contentsOf: range)
    }
  }

  /// Whether there are no indices.
  @inlinable
  package var isEmpty: Bool { count == 0 }

  /// The number of runs.
  @inlinable
  package var runCount: Int { bounds.count / 2 }

  /// Run `k`, ascending.
  @inlinable
  package func run(_ index: Int) -> Range<Int> {
    bounds[2 * index]..<bounds[2 * index + 1]
  }

  /// Adds an index greater than every index added before.
  ///
  /// - Complexity: Amortized O(1).
  @inlinable
  package mutating func append(_ index: Int) {
    if let last = bounds.last, last == index {
      bounds[bounds.count - 1] = index + 1
    } else {
      appendRun(from: index, to: index + 1)
    }
    count += 1
  }

  /// The bounds of the runs a list usually has, reserved at its first run.
  ///
  /// Grown from empty, an array of a few runs' bounds is reallocated and copied four or five
  /// times (capacity 2, 4, 8, 16): for the short lists of a screen's sections, more than the
  /// rest of their diff.
  @usableFromInline
  static var firstReservation: Int { 32 }

  /// Appends a run that does not touch the last, with room for a few runs reserved at the
  /// first.
  ///
  /// Out of line, so that the extension of the last run, the usual append of a long list's
  /// runs, stays small enough to inline where a diff appends.
  @usableFromInline
  @inline(never)
  mutating func appendRun(from lowerBound: Int, to upperBound: Int) {
    if bounds.isEmpty {
      bounds.reserveCapacity(Self.firstReservation)
    }
    bounds.append(lowerBound)
    bounds.append(upperBound)
  }

  /// Adds a range of indices above every index added before.
  ///
  /// - Complexity: Amortized O(1).
  @inlinable
  package mutating func append(contentsOf range: Range<Int>) {
    guard !range.isEmpty else { return }
    if let last = bounds.last, last == range.lowerBound {
      bounds[bounds.count - 1] = range.upperBound
    } else {
      appendRun(from: range.lowerBound, to: range.upperBound)
    }
    count += range.count
  }

  /// Whether an index is in a run.
  ///
  /// - Complexity: O(log *r*) for *r* runs.
  @inlinable
  package func contains(_ index: Int) -> Bool {
    // The first run whose end is past the index.
    var low = 0
    var high = runCount
    while low < high {
      let middle = (low + high) / 2
      if bounds[2 * middle + 1] <= index {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < runCount && bounds[2 * low] <= index
  }

  /// The indices as an `IndexSet`.
  ///
  /// - Complexity: O(*r*) insertions into the set, for *r* runs.
  package var indexSet: IndexSet {
    var set = IndexSet()
    for index in 0..<runCount {
      set.insert(integersIn: run(index))
    }
    return set
  }
}

/// The indices of one kind of operation in a ``ListDiff``: runs when the diff computed them, or
/// the `IndexSet` it was given, kept as it is so that it is never converted back and forth.
@usableFromInline
package enum DiffIndices: Sendable {
  /// No indices: a case without a payload, so that copying the changes of an update that
  /// leaves most kinds of operation empty retains nothing for them.
  case empty
  /// Runs, as a diff finds them.
  case runs(IndexRuns)
  /// An index set given to the diff.
  case set(IndexSet)

  /// The indices as an `IndexSet`: as given, or built from the runs.
  ///
  /// - Complexity: O(1) for a given set; O(*r*) insertions for *r* runs.
  package var indexSet: IndexSet {
    switch self {
    case .empty: IndexSet()
    case .runs(let runs): runs.indexSet
    case .set(let set): set
    }
  }

  /// The indices as runs: as computed, or read from the given set.
  ///
  /// - Complexity: O(1) for runs; O(*r*) for a set of *r* ranges.
  @inlinable
  package var runs: IndexRuns {
    switch self {
    case .empty: IndexRuns()
    case .runs(let runs): runs
    case .set(let set): IndexRuns(set)
    }
  }

  /// The number of indices.
  @inlinable
  package var count: Int {
    switch self {
    case .empty: 0
    case .runs(let runs): runs.count
    case .set(let set): set.count
    }
  }

  /// Whether there are no indices.
  @inlinable
  package var isEmpty: Bool {
    switch self {
    case .empty: true
    case .runs(let runs): runs.isEmpty
    case .set(let set): set.isEmpty
    }
  }

  /// Whether an index is one of them.
  ///
  /// - Complexity: O(log *r*) for *r* ranges.
  @inlinable
  package func contains(_ index: Int) -> Bool {
    switch self {
    case .empty: false
    case .runs(let runs): runs.contains(index)
    case .set(let set): set.contains(index)
    }
  }
}

extension DiffIndices {
  /// Runs as a diff found them, ``empty`` when there are none.
  ///
  /// - Parameter runs: The runs.
  @inlinable
  package init(_ runs: IndexRuns) {
    self = runs.isEmpty ? .empty : .runs(runs)
  }

  /// The smallest index, or `nil` when there is none.
  @inlinable
  package var first: Int? {
    switch self {
    case .empty: nil
    case .runs(let runs): runs.bounds.first
    case .set(let set): set.first
    }
  }

  /// The largest index, or `nil` when there is none.
  @inlinable
  package var last: Int? {
    switch self {
    case .empty: nil
    case .runs(let runs): runs.bounds.last.map { $0 - 1 }
    case .set(let set): set.last
    }
  }

  /// Calls `body` with each run, ascending.
  ///
  /// - Complexity: O(*r*) for *r* ranges (plus reading them from a given set).
  @inlinable
  package func forEachRun(_ body: (Range<Int>) -> Void) {
    switch self {
    case .empty:
      break
    case .runs(let runs):
      for index in 0..<runs.runCount {
        body(runs.run(index))
      }
    case .set(let set):
      for range in set.rangeView {
        body(range)
      }
    }
  }
}

extension DiffIndices: Hashable {
  /// Hashes the indices, however they are kept.
  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(runs.bounds)
  }
}

extension DiffIndices: Equatable {
  /// Whether two lists hold the same indices, however each is kept.
  @usableFromInline
  package static func == (lhs: DiffIndices, rhs: DiffIndices) -> Bool {
    switch (lhs, rhs) {
    case (.set(let left), .set(let right)): left == right
    default: lhs.runs == rhs.runs
    }
  }
}
