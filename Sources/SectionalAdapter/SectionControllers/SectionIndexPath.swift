import Foundation

/// The position of an item as a section controller sees it: its index within the controller's
/// section, and its index path in the collection view.
///
/// Controllers never handle global index paths: every event reaches them as a
/// `SectionIndexPath`, so a controller works the same wherever its section is.
public struct SectionIndexPath: Hashable, Sendable, CustomStringConvertible {
  /// The item's index path in the collection view.
  public let indexInCollectionView: IndexPath

  /// The item's index within its section controller.
  public var indexInSectionController: Int { indexInCollectionView.item }

  /// The index of the controller's section in the collection view.
  public var sectionIndex: Int { indexInCollectionView.section }

  /// Creates a section index path from an index path in the collection view.
  ///
  /// The index path must name an item: a section and an item. As with `IndexPath` itself, the
  /// item and section of one with another number of indices cannot be read (reading them
  /// traps); the adapter hands controllers only index paths it checked, and its
  /// ``description`` still prints.
  ///
  /// - Parameter indexPath: The item's index path in the collection view.
  public init(_ indexPath: IndexPath) {
    indexInCollectionView = indexPath
  }

  /// Creates a section index path for an item of a section.
  ///
  /// - Parameters:
  ///   - item: The item's index within its section controller.
  ///   - section: The index of the section in the collection view.
  public init(item: Int, section: Int) {
    indexInCollectionView = IndexPath(item: item, section: section)
  }

  /// The item written `item 3 of section 1`; an index path that names no item, as its indices.
  public var description: String {
    guard indexInCollectionView.count == 2 else {
      return "index path \(Array(indexInCollectionView))"
    }
    return "item \(indexInSectionController) of section \(sectionIndex)"
  }
}
