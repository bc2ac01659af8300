/// Where UIKit inserts the second half of a reload: rule R4 of <doc:BatchUpdateRules>.
///
/// UIKit splits a reload into a delete at its old position and an insert at a position it
/// computes from the batch's *explicit* deletes and inserts only, never its moves or other
/// reloads. Starting from the reload's own index path, it walks the explicit deletes in
/// descending order, then the explicit inserts in ascending order:
///
/// - a section delete at or below the current section moves the reload up one section, except a
///   delete of the reload's original section;
/// - an item delete in the *current* section at or below the current item moves it up one item;
/// - a section insert at or below the current section moves it down one section;
/// - an item insert in the current section at or below the current item moves it down one item.
///
/// Because the current section changes during the walk, an item delete or insert in a section
/// other than the reload's own can count: item deletes in a run of deleted sections just before
/// the reload's section, and item inserts in inserted sections that the walk passes through.
/// UIKit drops those item operations later (R11), but by then they have moved the reload.
///
/// Instead of walking every operation for every reload, the placement keeps each section's item
/// deletes and inserts sorted, with prefix extrema that answer one section's whole walk in one
/// binary search.
struct ReloadPlacement: Sendable {
  private let deletedSections: [Int]
  private let insertedSections: [Int]
  private let itemDeletes: [Int: DescendingItemShift]
  private let itemInserts: [Int: AscendingItemShift]
  private let deletedSectionsWithItemDeletes: [Int]
  private let insertedSectionsWithItemInserts: [Int]

  /// Creates the placement for a batch's explicit operations.
  ///
  /// - Parameters:
  ///   - sectionDeletes: The explicit section deletes, ascending, without repeats.
  ///   - sectionInserts: The explicit section inserts, ascending, without repeats.
  ///   - itemDeletes: The explicit item deletes, in any order, repeats allowed.
  ///   - itemInserts: The explicit item inserts, in any order, repeats allowed.
  /// - Complexity: O(*k* log *k*), where *k* is the number of operations.
  init(
    sectionDeletes: [Int],
    sectionInserts: [Int],
    itemDeletes: [UpdateTarget],
    itemInserts: [UpdateTarget]
  ) {
    deletedSections = sectionDeletes
    insertedSections = sectionInserts
    // Each section's items taken from the targets sorted once, as runs: a table of growing
    // arrays, one a section, reallocates each array at every doubling.
    let deletes = Self.shifts(of: itemDeletes, DescendingItemShift.init(ascending:))
    let inserts = Self.shifts(of: itemInserts, AscendingItemShift.init(ascending:))
    self.itemDeletes = deletes
    self.itemInserts = inserts
    deletedSectionsWithItemDeletes = sectionDeletes.filter { deletes[$0] != nil }
    insertedSectionsWithItemInserts = sectionInserts.filter { inserts[$0] != nil }
  }

  /// Each section's shift, made from its items ascending.
  ///
  /// - Complexity: O(*k* log *k*) for *k* targets; O(*k*) when they come ascending.
  private static func shifts<Shift>(
    of targets: [UpdateTarget], _ makeShift: (ArraySlice<Int>) -> Shift
  ) -> [Int: Shift] {
    let sorted = targets.ascending()
    let items = sorted.map(\.itemValue)
    var shifts: [Int: Shift] = [:]
    var start = 0
    while start < sorted.count {
      let section = sorted[start].section
      var end = start + 1
      while end < sorted.count && sorted[end].section == section { end += 1 }
      shifts[section] = makeShift(items[start..<end])
      start = end
    }
    return shifts
  }

  /// The target of the insert half of a reload of `reload`, a section or an item before the
  /// update.
  ///
  /// - Complexity: O(log *k*) for a batch of *k* operations, plus O(log *k*) for each section
  ///   whose item operations UIKit's walk counts outside the reload's own section (rare).
  func insertTarget(forReloadOf reload: UpdateTarget) -> UpdateTarget {
    let original = reload.section
    var item = reload.item

    // Deletes, descending. Item deletes in the reload's own section come first.
    if let current = item, let shift = itemDeletes[original] {
      item = shift.apply(to: current)
    }
    let deletedBelow = SortedIndices.countBelow(original, in: deletedSections)
    if item != nil, deletedBelow > 0 {
      // The walk stays on a section below while every section from it up to the original is
      // deleted: a run of consecutive deleted sections just below the original.
      let last = deletedBelow - 1
      if deletedSections[last] == ClampedArithmetic.subtract(original, 1) {
        let offset = deletedSections[last] &- last
        let first = SortedIndices.partitionPoint(count: last + 1) {
          deletedSections[$0] &- $0 >= offset
        }
        let lowest = deletedSections[first]
        let start = SortedIndices.countBelow(lowest, in: deletedSectionsWithItemDeletes)
        let end = SortedIndices.countBelow(original, in: deletedSectionsWithItemDeletes)
        for section in deletedSectionsWithItemDeletes[start..<end].reversed() {
          if let current = item, let shift = itemDeletes[section] {
            item = shift.apply(to: current)
          }
        }
      }
    }
    let section = ClampedArithmetic.subtract(original, deletedBelow)

    // Inserts, ascending. The walk passes the inserted sections x₀ < x₁ < … that satisfy
    // xⱼ - j <= section; that quantity never decreases, so they are a prefix.
    let passed = SortedIndices.partitionPoint(count: insertedSections.count) {
      insertedSections[$0] &- $0 > section
    }
    let final = ClampedArithmetic.add(section, passed)
    guard var current = item else { return .section(final) }
    // An inserted section xⱼ of the prefix is the current section exactly when xⱼ - j equals
    // the starting section: a run of consecutive sections at the end of the prefix.
    let runStart = SortedIndices.partitionPoint(count: passed) {
      insertedSections[$0] &- $0 >= section
    }
    if runStart < passed {
      let low = SortedIndices.countBelow(
        insertedSections[runStart], in: insertedSectionsWithItemInserts)
      let high = SortedIndices.countAtOrBelow(
        insertedSections[passed - 1], in: insertedSectionsWithItemInserts)
      for inserted in insertedSectionsWithItemInserts[low..<high] {
        if let shift = itemInserts[inserted] {
          current = shift.apply(to: current)
        }
      }
    }
    if let shift = itemInserts[final] {
      current = shift.apply(to: current)
    }
    return UpdateTarget(section: final, item: current)
  }
}
