import BenchmarkRandom
import Foundation

/// One pair of lists to diff, named for the change between them.
struct Input {
  let name: String
  let old: [Row]
  let new: [Row]

  /// The four inputs of the benchmark for lists of `count` rows, drawn from `seed`.
  static func all(count: Int, seed: UInt64) -> [Input] {
    var generator = SplitMix64(seed: seed)
    let old = (0..<count).map { Row(id: UUID(using: &generator), value: $0) }
    return [
      Input(name: "mixed", old: old, new: mixed(from: old, using: &generator)),
      Input(name: "identical", old: old, new: old),
      Input(name: "reversed", old: old, new: old.reversed()),
      Input(
        name: "allnew",
        old: old,
        new: (0..<count).map { Row(id: UUID(using: &generator), value: $0) }
      ),
    ]
  }

  /// Starting from `old`: 10% of the rows deleted, 10% inserted, 10% moved and 10% updated, each
  /// spread uniformly over the list.
  static func mixed(from old: [Row], using generator: inout SplitMix64) -> [Row] {
    let tenth = old.count / 10
    var rows = old
    var shuffledIndices = Array(rows.indices)
    shuffledIndices.shuffle(using: &generator)
    for index in shuffledIndices.prefix(tenth) {
      rows[index].value = -rows[index].value - 1
    }
    var isDeleted = [Bool](repeating: false, count: rows.count)
    for index in shuffledIndices.dropFirst(tenth).prefix(tenth) {
      isDeleted[index] = true
    }
    var isMoved = [Bool](repeating: false, count: rows.count)
    for index in shuffledIndices.dropFirst(2 * tenth).prefix(tenth) {
      isMoved[index] = true
    }
    let staying = rows.indices.filter { !isDeleted[$0] && !isMoved[$0] }.map { rows[$0] }
    let moved = rows.indices.filter { isMoved[$0] }.map { rows[$0] }
    let inserted = (0..<tenth).map { Row(id: UUID(using: &generator), value: -$0 - 1) }

    // Give each moved or inserted row a random slot among the staying rows, then merge: O(n log n)
    // instead of one O(n) array insertion per row.
    let arriving = (moved + inserted).map { row in
      (slot: Int.random(in: 0...staying.count, using: &generator), row: row)
    }.sorted { $0.slot < $1.slot }
    var result: [Row] = []
    result.reserveCapacity(staying.count + arriving.count)
    var next = arriving.startIndex
    for (slot, row) in staying.enumerated() {
      while next < arriving.endIndex && arriving[next].slot == slot {
        result.append(arriving[next].row)
        next += 1
      }
      result.append(row)
    }
    result.append(contentsOf: arriving[next...].map(\.row))
    return result
  }
}
