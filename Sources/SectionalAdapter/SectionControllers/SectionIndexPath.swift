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

  /// The item written `item 3 of section 1`.
  public var description: String {
    "item \(indexInSectionController) of section \(sectionIndex)"
  }
}
