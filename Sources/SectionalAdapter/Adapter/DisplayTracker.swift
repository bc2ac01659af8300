import Foundation
import SectionalCollectionView
import SectionalLayout

/// Which section displayed each view the collection view shows, so that every display event
/// reaches the controller that displayed the view; and, with it, the working range, which a
/// section enters when it displays.
///
/// It owns what display needs to remember: the section entry of each shown cell and
/// supplementary view (the end of a view's display reaches the same controller even after its
/// section moved or was removed, when its index path no longer names it) and the
/// ``WorkingRange``. The adapter hands it the events of the view; it tells the controllers that
/// adopt ``DisplayHandling`` and ``WorkingRangeHandling``.
@MainActor
final class DisplayTracker {
  /// The sections near the visible ones, and who enters and leaves them.
  let workingRange = WorkingRange()

  /// The section that displayed each shown cell or supplementary view, by the view's identity.
  private var displayingEntries: [ObjectIdentifier: SectionEntry] = [:]

  /// The sections that show supplementary views, by the entry's identity, with how many each
  /// shows: a section shown only by its header is shown, as IGListKit's display handler counts
  /// it.
  private var supplementaryViewCounts: [ObjectIdentifier: (entry: SectionEntry, count: Int)] = [:]

  /// How many cells have ended their display: a section leaves the working range only when its
  /// last cell ends, so a change after which this count is the same cannot have pushed a section
  /// out of the range.
  @exclusivity(unchecked) private(set) var endedCellDisplays = 0

  /// The sections that show at least one supplementary view, in no order.
  var entriesShowingSupplementaryViews: [SectionEntry] {
    supplementaryViewCounts.values.map(\.entry)
  }

  /// A cell begins to be displayed for an item of a section: remembered, its controller told,
  /// and the sections around it brought into the working range.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - indexPath: The item it shows.
  ///   - entry: The section of the item.
  ///   - sections: The sections shown, in order.
  func willDisplay(
    _ cell: CollectionViewCell, at indexPath: IndexPath, of entry: SectionEntry,
    among sections: [SectionEntry]
  ) {
    displayingEntries[ObjectIdentifier(cell)] = entry
    entry.displayHandler?.willDisplay(cell, at: SectionIndexPath(indexPath))
    workingRange.include(indexPath.section, of: sections)
  }

  /// A cell ends its display: the controller that displayed it is told, whatever its section
  /// became since.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - indexPath: The index path it had (before the update, for a deleted item).
  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
    endedCellDisplays &+= 1
    guard let entry = displayingEntries.removeValue(forKey: ObjectIdentifier(cell)) else { return }
    entry.displayHandler?
      .didEndDisplaying(cell, at: SectionIndexPath(indexPath))
  }

  /// A supplementary view begins to be displayed for a section: remembered, and its controller
  /// told.
  func willDisplaySupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: IndexPath,
    of entry: SectionEntry
  ) {
    displayingEntries[ObjectIdentifier(view)] = entry
    supplementaryViewCounts[ObjectIdentifier(entry), default: (entry, 0)].count += 1
    entry.displayHandler?
      .willDisplaySupplementaryView(view, ofKind: kind, at: SectionIndexPath(indexPath))
  }

  /// A supplementary view ends its display: the controller that displayed it is told.
  func didEndDisplayingSupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: IndexPath
  ) {
    guard let entry = displayingEntries.removeValue(forKey: ObjectIdentifier(view)) else {
      return
    }
    let key = ObjectIdentifier(entry)
    if let shown = supplementaryViewCounts[key] {
      supplementaryViewCounts[key] = shown.count > 1 ? (entry, shown.count - 1) : nil
    }
    entry.displayHandler?
      .didEndDisplayingSupplementaryView(view, ofKind: kind, at: SectionIndexPath(indexPath))
  }

  /// Records which section displays a decoration view and tells its controller.
  func willDisplayDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: IndexPath,
    of entry: SectionEntry
  ) {
    displayingEntries[ObjectIdentifier(view)] = entry
    entry.displayHandler?
      .willDisplayDecorationView(view, ofKind: kind, at: SectionIndexPath(indexPath))
  }

  /// Tells the controller of the section that displayed a decoration view that it left.
  func didEndDisplayingDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: IndexPath
  ) {
    guard let entry = displayingEntries.removeValue(forKey: ObjectIdentifier(view)) else {
      return
    }
    entry.displayHandler?
      .didEndDisplayingDecorationView(view, ofKind: kind, at: SectionIndexPath(indexPath))
  }
}
