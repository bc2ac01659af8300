import Foundation

/// Where a layout places one element of a collection view: a cell, a supplementary view or a
/// decoration view.
///
/// A layout answers every query with these values, and the collection view uses them to create,
/// reuse and position its views. Being a value, a set of attributes can be compared in a test or
/// kept to find out what moved between two layout passes.
public struct LayoutAttributes: Hashable, Sendable {
  /// What kind of element a set of attributes places.
  public enum Category: Hashable, Sendable {
    /// A cell showing an item.
    case cell

    /// A supplementary view of the given kind, such as a section header or footer, which the data
    /// source provides.
    case supplementaryView(ElementKind)

    /// A decoration view of the given kind, such as a section background, which the collection
    /// view creates itself: the data source is never asked for one.
    case decorationView(ElementKind)
  }

  /// The index path of the element.
  ///
  /// For a cell, the item's index path; for a section header, footer or background,
  /// `IndexPath(item: 0, section: s)`.
  public var indexPath: IndexPath

  /// The frame of the element, in the coordinate space of the collection view's content.
  public var frame: CGRect

  /// Whether the element is a cell, a supplementary view or a decoration view, and of which kind.
  public var category: Category

  /// The element's position on the axis out of the screen: an element with a greater `zIndex` is
  /// drawn over one with a smaller, and elements with equal values in index-path order.
  ///
  /// Zero by default, as in UIKit; a background is usually below zero, a pinned header above.
  public var zIndex: Int

  /// Whether the frame's size is an estimate that the view should measure.
  ///
  /// The view measures such an element when it realizes it: self-sizing (see
  /// ``FlowItemSize/estimated(_:)``). `false` by default. A layout sets it alike in all the
  /// attributes it returns for the element: the view reads it from the elements in a rect.
  /// The view asks the content for the element's size, or the cell itself
  /// (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``), and tells the layout the sizes
  /// that differ (``LayoutInvalidation/itemSizes(_:)``).
  public var isSizeEstimated: Bool

  /// Creates the attributes of an element.
  ///
  /// - Parameters:
  ///   - indexPath: The index path of the element.
  ///   - frame: The frame of the element in the content's coordinate space.
  ///   - category: Whether the element is a cell, a supplementary view or a decoration view.
  ///   - zIndex: The element's position out of the screen; zero by default.
  ///   - isSizeEstimated: Whether the size is an estimate to measure; `false` by default.
  public init(
    indexPath: IndexPath, frame: CGRect, category: Category, zIndex: Int = 0,
    isSizeEstimated: Bool = false
  ) {
    self.indexPath = indexPath
    self.frame = frame
    self.category = category
    self.zIndex = zIndex
    self.isSizeEstimated = isSizeEstimated
  }
}
