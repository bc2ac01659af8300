import Foundation

/// One of the stock section layouts, described for any layout: cells in a column, in a row that
/// scrolls on its own, or in a grid, with a header and footer.
///
/// A declarative section asks for a stock layout by name (`.vertical(spacing:)`,
/// `.horizontal(spacing:scrollingBehavior:)`, `.verticalGrid(...)`, KarrotListKit's); the layout
/// of the collection view makes it into a description of its own type through
/// ``StockSectionLayoutDescribing``. A layout that does not conform has no stock layouts, and a
/// section that asks for one there gets a diagnostic and the layout's defaults.
public struct StockSectionLayout: Hashable, Sendable {
  /// How the cells are arranged.
  public enum Arrangement: Hashable, Sendable {
    /// Cells in a column, each as wide as the section, `spacing` apart; `nil` for the layout's
    /// own spacing between lines (a flow layout's ``FlowLayout/minimumLineSpacing``, none in a
    /// compositional layout).
    case vertical(spacing: CGFloat?)

    /// Cells in a row that scrolls on its own across the layout's axis, `spacing` apart.
    case horizontal(spacing: CGFloat, scrollingBehavior: OrthogonalScrollingBehavior)

    /// Cells in rows of `columns` equal columns, each row as tall as its tallest cell.
    case verticalGrid(columns: Int, itemSpacing: CGFloat, lineSpacing: CGFloat)
  }

  /// A length of an item, a header or a footer.
  public enum Length: Hashable, Sendable {
    /// What the layout offers: the section's width across a vertical layout.
    case container

    /// Exactly this many points.
    case absolute(CGFloat)

    /// This many points until the view measures the element.
    case estimated(CGFloat)

    /// Whether the view measures this length.
    public var isEstimated: Bool {
      if case .estimated = self { return true }
      return false
    }
  }

  /// The width and height of an item, a header or a footer.
  public struct Size: Hashable, Sendable {
    /// The width.
    public var width: Length

    /// The height.
    public var height: Length

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public init(width: Length, height: Length) {
      self.width = width
      self.height = height
    }

    /// Whether the view measures either length.
    public var isEstimated: Bool { width.isEstimated || height.isEstimated }
  }

  /// How the cells are arranged.
  public var arrangement: Arrangement

  /// The size of the section's items as placed before they are measured.
  ///
  /// Every item whose size is estimated on an axis is measured on that axis when it is shown or
  /// prefetched.
  public var itemSize: Size

  /// The header's size, or `nil` for no header.
  public var headerSize: Size?

  /// The footer's size, or `nil` for no footer.
  public var footerSize: Size?

  /// Whether the content states each item's exact size when a layout asks for it (no item
  /// measures its content): a layout that asks the content for sizes (a flow layout's
  /// ``FlowItemSize/sizedByContent``) does so rather than estimate; one that does not places
  /// items at ``itemSize`` and measures them.
  public var contentStatesItemSizes: Bool

  /// Creates a stock layout.
  ///
  /// - Parameters:
  ///   - arrangement: How the cells are arranged.
  ///   - itemSize: The items' size before they are measured.
  ///   - headerSize: The header's size, or `nil` for none.
  ///   - footerSize: The footer's size, or `nil` for none.
  ///   - contentStatesItemSizes: Whether the content states each item's size exactly; `false`
  ///     by default.
  public init(
    arrangement: Arrangement, itemSize: Size, headerSize: Size? = nil, footerSize: Size? = nil,
    contentStatesItemSizes: Bool = false
  ) {
    self.arrangement = arrangement
    self.itemSize = itemSize
    self.headerSize = headerSize
    self.footerSize = footerSize
    self.contentStatesItemSizes = contentStatesItemSizes
  }
}

/// A layout that makes the stock section layouts into descriptions of its own type.
///
/// ``FlowLayout`` and ``CompositionalLayout`` conform; a third layout gets the stock layouts of
/// declarative sections by conforming too. No code checks which layout it is: a section asks
/// the layout that lays it out.
@MainActor
public protocol StockSectionLayoutDescribing: CollectionViewLayout {
  /// Returns the description of a stock layout, of the type this layout reads.
  ///
  /// - Parameter stock: The stock layout.
  /// - Returns: A description this layout reads.
  func sectionLayout(for stock: StockSectionLayout) -> any SectionLayoutDescription
}
