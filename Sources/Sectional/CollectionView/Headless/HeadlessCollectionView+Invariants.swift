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
      for (indexPath, cell) in visibleCellsByIndexPath {
        precondition(
          cell.indexPath == indexPath,
          "the cell shown at \(indexPath) says it shows \(String(describing: cell.indexPath))")
        precondition(itemExists(at: indexPath), "a cell is shown at \(indexPath), which is no item")
      }
      for (key, view) in Array(visibleSupplementaryViews) + Array(visibleDecorationViews) {
        precondition(
          view.indexPath == key.indexPath,
          "the \(key.kind) shown at \(key.indexPath) says \(String(describing: view.indexPath))")
      }
      for indexPath in selectedIndexPaths {
        precondition(
          itemExists(at: indexPath), "the selection names \(indexPath), which is no item")
      }
      let prefetchedAndShown = prefetchedIndexPaths.filter { visibleCellsByIndexPath[$0] != nil }
      precondition(
        prefetchedAndShown.isEmpty,
        "items both prefetched and shown: \(prefetchedAndShown.sorted())")
    }

    /// Whether an index path names an item of the cached counts; `true` while they are unknown.
    private func itemExists(at indexPath: IndexPath) -> Bool {
      guard let counts = cachedItemCounts else { return true }
      return indexPath.count == 2 && counts.indices.contains(indexPath.section)
        && (0..<counts[indexPath.section]).contains(indexPath.item)
    }
  #else
    /// Does nothing: the internal checks are compiled only with `SECTIONAL_INTERNAL_CHECKS`.
    @inline(__always)
    func _checkInvariants() {}
  #endif
}
