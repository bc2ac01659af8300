import Foundation
import Sectional

/// A Heckel diff written the way DifferenceKit's core does it (not its code).
///
/// It keeps a symbol table from each identifier to an entry holding an array of its old occurrences, two hashes per
/// identifier (one while reading the new list, one while reading the old), and moves found by
/// comparing offsets, not minimal. The yardstick `diff.small` is measured against.
enum HeckelReference {
  private struct Entry {
    var oldIndices: [Int] = []
    var nextOld = 0
  }

  /// The number of deletes, inserts, moves and updates from `old` to `new`.
  ///
  /// - Complexity: O(*n* + *m*), with an array allocated per distinct identifier.
  static func changeCount(_ old: [Row], _ new: [Row]) -> Int {
    var table: [UUID: Int] = [:]
    var entries: [Entry] = []
    var newEntries = [Int](repeating: 0, count: new.count)
    for (index, row) in new.enumerated() {
      if let entry = table[row.id] {
        newEntries[index] = entry
      } else {
        table[row.id] = entries.count
        newEntries[index] = entries.count
        entries.append(Entry())
      }
    }
    for (index, row) in old.enumerated() {
      if let entry = table[row.id] { entries[entry].oldIndices.append(index) }
    }
    var oldMatch = [Int?](repeating: nil, count: old.count)
    var newMatch = [Int?](repeating: nil, count: new.count)
    for index in new.indices {
      let entry = newEntries[index]
      if entries[entry].nextOld < entries[entry].oldIndices.count {
        let oldIndex = entries[entry].oldIndices[entries[entry].nextOld]
        entries[entry].nextOld += 1
        newMatch[index] = oldIndex
        oldMatch[oldIndex] = index
      }
    }
    // Offsets: how many deletes come before each old index, inserts before each new one.
    var deleteOffsets = [Int](repeating: 0, count: old.count)
    var deletes = 0
    for index in old.indices {
      deleteOffsets[index] = deletes
      if oldMatch[index] == nil { deletes += 1 }
    }
    var inserts = 0
    var moves = 0
    var updates = 0
    for index in new.indices {
      guard let oldIndex = newMatch[index] else {
        inserts += 1
        continue
      }
      if oldIndex - deleteOffsets[oldIndex] != index - inserts { moves += 1 }
      if !old[oldIndex].isContentEqual(to: new[index]) { updates += 1 }
    }
    return deletes + inserts + moves + updates
  }
}
