/// Integers whose running sums are kept up to date as single values change: a Fenwick tree.
///
/// A layout keeps the lengths of its sections or lines here, in device pixels, so that one length
/// changing (an item measured by self-sizing) moves everything after it in O(log *n*) instead of
/// O(*n*), and a position finds its section or line in O(log *n*). Integers keep the sums exact
/// whatever the order of the changes, so an incremental layout equals a fresh one to the pixel.
struct PrefixSumTree {
  /// The tree, 1-based: `tree[i]` holds the sum of the values from `i - (i & -i)` to `i - 1`.
  private var tree: [Int]

  /// The values, kept to answer single reads in O(1).
  private(set) var values: [Int]

  /// Creates a tree of values.
  ///
  /// - Complexity: O(*n*).
  init(_ values: [Int]) {
    self.values = values
    // Reserved, then filled: `[0] + values` grows the array as it appends, and
    // `Array(unsafeUninitializedCapacity:)` allocates through unspecialized code that looks the
    // storage's metadata up at each call. Each node then adds itself to its parent through the
    // buffer: a subscript of the stored array checks its bounds and that it is unique.
    var tree: [Int] = []
    tree.reserveCapacity(values.count + 1)
    tree.append(0)
    tree.append(contentsOf: values)
    tree.withUnsafeMutableBufferPointer { tree in
      let count = tree.count
      for index in 1..<count {
        let parent = index + (index & -index)
        if parent < count {
          tree[parent] &+= tree[index]
        }
      }
    }
    self.tree = tree
  }

  /// A tree of no values, made once: a default that allocates nothing where it is replaced.
  static let empty = PrefixSumTree([])

  /// The number of values.
  var count: Int { values.count }

  /// The sum of every value.
  ///
  /// - Complexity: O(log *n*).
  var total: Int { prefix(values.count) }

  /// The sum of the first `count` values.
  ///
  /// - Complexity: O(log *n*).
  func prefix(_ count: Int) -> Int {
    var index = min(max(0, count), values.count)
    var sum = 0
    while index > 0 {
      sum &+= tree[index]
      index -= index & -index
    }
    return sum
  }

  /// Adds `delta` to the value at `index`.
  ///
  /// - Complexity: O(log *n*).
  mutating func add(_ delta: Int, at index: Int) {
    guard values.indices.contains(index), delta != 0 else { return }
    values[index] &+= delta
    var node = index + 1
    while node < tree.count {
      tree[node] &+= delta
      node += node & -node
    }
  }

  /// Returns the smallest `count` whose prefix sum reaches `target`.
  ///
  /// The number of values when none does. The values must not be negative.
  ///
  /// - Complexity: O(log *n*).
  func firstCount(reaching target: Int) -> Int {
    guard target > 0 else { return 0 }
    var position = 0
    var remaining = target
    var step = 1
    while step * 2 < tree.count {
      step *= 2
    }
    while step > 0 {
      let next = position + step
      if next < tree.count && tree[next] < remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return min(position + 1, values.count)
  }
}
