/// How one section's item deletes move a reload's item up, as UIKit walks them (rule R4).
///
/// UIKit visits the deletes in descending order and moves the item up by one for each delete at
/// or below its current position. With distinct deletes that is simply the number of deletes at
/// or below the item; a delete repeated *k* times (rule R23) can count fewer than *k* times,
/// because the item passes below it. This value answers the walk for any item in O(log *k*):
///
/// the walk counts `c = min(m, min over deletes v ≤ x of (x + 1 − v + L(v)))` deletes, where `m`
/// is the number of deletes at or below `x` and `L(v)` the number below `v`. (Each counted
/// delete takes the next position down from `x`, and a delete can take a position only at or
/// above itself; the minimum is the tightest of those limits.)
struct DescendingItemShift: Sendable {
  private let sorted: [Int]
  private let distinct: [Int]
  /// For each distinct delete `v`, the least `L(u) − u` over the distinct deletes `u ≤ v`.
  private let leastSlack: [Int]

  /// Creates the shift for a section's item deletes, in any order, repeats allowed.
  ///
  /// - Complexity: O(*k* log *k*) for *k* deletes.
  init(_ deletes: [Int]) {
    self.init(ascending: deletes.sorted()[...])
  }

  /// Creates the shift for a section's item deletes, ascending, repeats allowed.
  ///
  /// - Complexity: O(*k*) for *k* deletes.
  init(ascending deletes: ArraySlice<Int>) {
    sorted = Array(deletes)
    var distinct: [Int] = []
    var leastSlack: [Int] = []
    distinct.reserveCapacity(sorted.count)
    leastSlack.reserveCapacity(sorted.count)
    for (index, value) in sorted.enumerated() where distinct.last != value {
      let slack = ClampedArithmetic.subtract(index, value)
      leastSlack.append(min(slack, leastSlack.last ?? slack))
      distinct.append(value)
    }
    self.distinct = distinct
    self.leastSlack = leastSlack
  }

  /// The item's position after UIKit's descending walk over the deletes.
  ///
  /// - Complexity: O(log *k*) for *k* deletes.
  func apply(to item: Int) -> Int {
    let atOrBelow = SortedIndices.countAtOrBelow(item, in: sorted)
    guard atOrBelow > 0 else { return item }
    let distinctAtOrBelow = SortedIndices.countAtOrBelow(item, in: distinct)
    let limit = ClampedArithmetic.add(
      ClampedArithmetic.add(item, 1), leastSlack[distinctAtOrBelow - 1])
    return ClampedArithmetic.subtract(item, max(0, min(atOrBelow, limit)))
  }
}

/// How one section's item inserts move a reload's item down, as UIKit walks them (rule R4).
///
/// UIKit visits the inserts in ascending order and moves the item down by one for each insert at
/// or below its current position. The walk counts the longest prefix of the sorted inserts
/// `v₀ ≤ v₁ ≤ …` with `vⱼ − j` at most the item's starting position; once an insert is past the
/// item, every later one is too. The prefix maxima of `vⱼ − j` answer that with one binary
/// search, repeated inserts (rule R24) included.
struct AscendingItemShift: Sendable {
  /// For each insert in ascending order, the greatest `vⱼ − j` so far.
  private let greatestOffset: [Int]

  /// Creates the shift for a section's item inserts, in any order, repeats allowed.
  ///
  /// - Complexity: O(*k* log *k*) for *k* inserts.
  init(_ inserts: [Int]) {
    self.init(ascending: inserts.sorted()[...])
  }

  /// Creates the shift for a section's item inserts, ascending, repeats allowed.
  ///
  /// - Complexity: O(*k*) for *k* inserts.
  init(ascending inserts: ArraySlice<Int>) {
    var greatestOffset: [Int] = []
    greatestOffset.reserveCapacity(inserts.count)
    for (index, value) in inserts.enumerated() {
      let offset = ClampedArithmetic.subtract(value, index)
      greatestOffset.append(max(offset, greatestOffset.last ?? offset))
    }
    self.greatestOffset = greatestOffset
  }

  /// The item's position after UIKit's ascending walk over the inserts.
  ///
  /// - Complexity: O(log *k*) for *k* inserts.
  func apply(to item: Int) -> Int {
    let counted = SortedIndices.firstIndex(in: greatestOffset) { $0 > item }
    return ClampedArithmetic.add(item, counted)
  }
}
