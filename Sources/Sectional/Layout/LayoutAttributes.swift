import Foundation

/// Where a layout places one element of a collection view: a cell or a supplementary view.
///
/// A layout answers every query with these values, and the collection view uses them to create,
/// reuse and position its views. Being a value, a set of attributes can be compared in a test or
/// kept to find out what moved between two layout passes.
public struct LayoutAttributes: Hashable, Sendable {
  /// What kind of element a set of attributes places.
  public enum Category: Hashable, Sendable {
    /// A cell showing an item.
    case cell

    /// A supplementary view of the given kind, such as a section header or footer.
    case supplementaryView(SupplementaryKind)
  }

  /// The index path of the element.
  ///
  /// For a cell, the item's index path; for a section header or footer, `IndexPath(item: 0,
  /// section: s)`.
  public var indexPath: IndexPath

  /// The frame of the element, in the coordinate space of the collection view's content.
  public var frame: CGRect

  /// Whether the element is a cell or a supplementary view, and of which kind.
  public var category: Category

  /// Creates the attributes of an element.
  ///
  /// - Parameters:
  ///   - indexPath: The index path of the element.
  ///   - frame: The frame of the element in the content's coordinate space.
  ///   - category: Whether the element is a cell or a supplementary view.
  public init(indexPath: IndexPath, frame: CGRect, category: Category) {
    self.indexPath = indexPath
    self.frame = frame
    self.category = category
  }
}
