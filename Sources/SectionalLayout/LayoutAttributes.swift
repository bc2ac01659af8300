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

  /// Which of the frame's lengths are estimates, where ``isSizeEstimated`` is `true`: the view
  /// proposes them open when it measures the element, and the others as the frame has them.
  ///
  /// UIKit's compositional layout measures a self-sizing cell with its estimated dimensions free
  /// and its absolute or fractional ones fixed: a card estimated in width, in a row of fixed
  /// height, fits its width to its content at that height. The compositional layout sets this
  /// from its items' and supplementary items' dimensions. Empty (the default) leaves the choice
  /// to the view: the length along the layout's scroll axis, which is the one the flow layout
  /// estimates. Ignored where ``isSizeEstimated`` is `false`.
  public var estimatedDimensions: Dimensions

  /// A set of a frame's two lengths: its width, its height, both or neither.
  public struct Dimensions: OptionSet, Hashable, Sendable {
    /// The bits of the set: the width's, then the height's.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The frame's width.
    public static let width = Dimensions(rawValue: 1 << 0)

    /// The frame's height.
    public static let height = Dimensions(rawValue: 1 << 1)
  }

  /// Creates the attributes of an element.
  ///
  /// - Parameters:
  ///   - indexPath: The index path of the element.
  ///   - frame: The frame of the element in the content's coordinate space.
  ///   - category: Whether the element is a cell, a supplementary view or a decoration view.
  ///   - zIndex: The element's position out of the screen; zero by default.
  ///   - isSizeEstimated: Whether the size is an estimate to measure; `false` by default.
  ///   - estimatedDimensions: Which lengths are estimates, where the size is; empty by default,
  ///     which leaves the view to measure along the layout's scroll axis.
  public init(
    indexPath: IndexPath, frame: CGRect, category: Category, zIndex: Int = 0,
    isSizeEstimated: Bool = false, estimatedDimensions: Dimensions = []
  ) {
    self.indexPath = indexPath
    self.frame = frame
    self.category = category
    self.zIndex = zIndex
    self.isSizeEstimated = isSizeEstimated
    self.estimatedDimensions = estimatedDimensions
  }
}

extension LayoutAttributes {
  /// Creates the attributes of an element whose size is an estimate exactly where some of its
  /// dimensions are.
  init(
    indexPath: IndexPath, frame: CGRect, category: Category, zIndex: Int,
    estimatedDimensions: Dimensions
  ) {
    self.init(
      indexPath: indexPath, frame: frame, category: category, zIndex: zIndex,
      isSizeEstimated: !estimatedDimensions.isEmpty, estimatedDimensions: estimatedDimensions)
  }
}
