extension RandomAccessCollection where Index == Int {
  /// The element at an item's index within its section controller.
  ///
  /// A controller reads its items by the index path an event gives it, without unwrapping it:
  ///
  /// ```swift
  /// final class Bookmarks: ListSectionController<[URL], URL>, SelectionHandling {
  ///   func didSelectItem(at indexPath: SectionIndexPath) {
  ///     open(items[indexPath])
  ///   }
  ///
  ///   func open(_ url: URL) { print("Opening \(url)") }
  /// }
  /// ```
  ///
  /// The index counts from the collection's first element, so a slice works too. Like any
  /// subscript, an index out of range is a programming error and traps.
  ///
  /// - Parameter indexPath: The item; its ``SectionIndexPath/indexInSectionController`` is used.
  ///
  /// - Complexity: O(1).
  public subscript(indexPath: SectionIndexPath) -> Element {
    self[index(startIndex, offsetBy: indexPath.indexInSectionController)]
  }
}

extension MutableCollection where Self: RandomAccessCollection, Index == Int {
  /// The element at an item's index within its section controller, to read or replace.
  ///
  /// A controller that keeps its own models changes the one an event names in place, as
  /// SectionKit's `array[sectionIndexPath] = value` does:
  ///
  /// ```swift
  /// var titles = ["Inbox", "Drafts", "Sent"]
  /// titles[SectionIndexPath(item: 1, section: 0)] = "Drafts (2)"
  /// ```
  ///
  /// The index counts from the collection's first element, so a slice works too. Like any
  /// subscript, an index out of range is a programming error and traps.
  ///
  /// - Parameter indexPath: The item; its ``SectionIndexPath/indexInSectionController`` is used.
  ///
  /// - Complexity: O(1).
  public subscript(indexPath: SectionIndexPath) -> Element {
    get { self[index(startIndex, offsetBy: indexPath.indexInSectionController)] }
    set { self[index(startIndex, offsetBy: indexPath.indexInSectionController)] = newValue }
  }
}
