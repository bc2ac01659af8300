import Foundation
import SectionalCollectionView

extension SectionRegistry {
  /// The entry that owns the item an event names, or `nil`, with the diagnostic that drops the
  /// event, when the index path names no shown item (a stale index path).
  ///
  /// - Parameters:
  ///   - indexPath: The item, as the collection view names it.
  ///   - event: The event's name, for the diagnostic.
  ///   - dropped: Given the ``Diagnostic/Kind/staleIndexPath`` diagnostic of a dropped event.
  /// - Returns: The entry, or `nil` when the event is dropped.
  func entry(
    ofItemAt indexPath: IndexPath, event: String, dropped: (Diagnostic) -> Void
  ) -> SectionEntry? {
    if let entry = entry(ofItemAt: indexPath) { return entry }
    let entry = entry(ofSectionIn: indexPath)
    dropped(
      Diagnostic(
        kind: .staleIndexPath, severity: .warning, sectionID: entry?.id,
        controllerType: entry?.controllerType, indexPath: indexPath,
        message: "\(event) named an item that no longer exists; the event was dropped"))
    return nil
  }

  /// The items an event names, grouped by the entry of their section, in index path order; the
  /// items not shown are dropped, each with its diagnostic.
  ///
  /// - Parameters:
  ///   - indexPaths: The items, as the collection view names them.
  ///   - event: The event's name, for the diagnostics.
  ///   - dropped: Given the diagnostic of each item not shown.
  /// - Returns: Each section's entry with its items, in section order.
  /// - Complexity: O(*k* log *k*) for *k* index paths.
  func itemsBySection(
    _ indexPaths: [IndexPath], event: String, dropped: (Diagnostic) -> Void
  ) -> [(SectionEntry, [SectionIndexPath])] {
    var groups: [(SectionEntry, [SectionIndexPath])] = []
    for indexPath in indexPaths.sorted() {
      guard let entry = entry(ofItemAt: indexPath, event: event, dropped: dropped) else {
        continue
      }
      if let last = groups.last, last.0 === entry {
        groups[groups.count - 1].1.append(SectionIndexPath(indexPath))
      } else {
        groups.append((entry, [SectionIndexPath(indexPath)]))
      }
    }
    return groups
  }
}
