import Foundation

extension HeadlessCollectionView {
  #if SECTIONAL_INTERNAL_CHECKS
    /// Traps when what the view shows disagrees with itself; compiled only with
    /// `SECTIONAL_INTERNAL_CHECKS`, which `.ci/run` turns on for the test run.
    ///
    /// Checked after every outermost layout pass: each shown cell, supplementary and decoration
    /// view knows the index path it is shown at, shown and selected items exist in the cached counts, and no item
    /// is both prefetched and shown.
    ///
    /// - Complexity: O(*v* + *p* + *s*) for *v* shown views, *p* prefetched and *s* selected items.
    func _checkInvariants() {
      for (item, cell) in visibleCellsByItem {
        let indexPath = item.indexPath
        precondition(
          cell.indexPath == indexPath,
          "the cell shown at \(indexPath) says it shows \(String(describing: cell.indexPath))")
        precondition(itemExists(item), "a cell is shown at \(indexPath), which is no item")
      }
      for (key, view) in Array(visibleSupplementaryViews) + Array(visibleDecorationViews) {
        precondition(
          view.indexPath == key.indexPath,
          "the \(key.kind) shown at \(key.indexPath) says \(String(describing: view.indexPath))")
      }
      for item in selectedItems {
        precondition(itemExists(item), "the selection names \(item.indexPath), which is no item")
      }
      let prefetchedAndShown = prefetchedItems.filter { visibleCellsByItem[$0] != nil }
      precondition(
        prefetchedAndShown.isEmpty,
        "items both prefetched and shown: \(prefetchedAndShown.sorted().map(\.indexPath))")
    }

    /// Whether a key names an item of the cached counts; `true` while they are unknown.
    private func itemExists(_ item: ItemKey) -> Bool {
      guard let counts = cachedItemCounts else { return true }
      return counts.indices.contains(item.section) && (0..<counts[item.section]).contains(item.item)
    }
  #else
    /// Does nothing: the internal checks are compiled only with `SECTIONAL_INTERNAL_CHECKS`.
    @inline(__always)
    func _checkInvariants() {}
  #endif
}
