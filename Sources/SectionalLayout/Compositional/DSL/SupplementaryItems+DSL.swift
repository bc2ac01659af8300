import Foundation

extension LayoutAnchor.Offset {
  /// An offset in points.
  ///
  /// - Parameters:
  ///   - x: Towards the trailing edge.
  ///   - y: Down.
  /// - Returns: The offset.
  public static func absolute(x: CGFloat, y: CGFloat) -> Self { .absolute(CGPoint(x: x, y: y)) }

  /// An offset in multiples of the attached view's size.
  ///
  /// - Parameters:
  ///   - x: Widths towards the trailing edge.
  ///   - y: Heights down.
  /// - Returns: The offset.
  public static func fractional(x: CGFloat, y: CGFloat) -> Self {
    .fractional(CGPoint(x: x, y: y))
  }
}

extension SupplementaryItem: LayoutSizing, ContentInsetting {
  /// Creates a supplementary view of a kind, centred on its host and as large, until modifiers
  /// say otherwise (CompositionalLayoutDSL's form).
  ///
  /// - Parameter elementKind: The kind of view.
  public init(elementKind: ElementKind) {
    self.init(
      layoutSize: .fillingContainer, elementKind: elementKind,
      containerAnchor: LayoutAnchor(edges: []))
  }

  /// Returns a copy attached at another point of its host.
  ///
  /// - Parameters:
  ///   - edges: The edges that name the point.
  ///   - offset: How far the view moves from it; none by default.
  /// - Returns: The modified copy.
  public func containerAnchor(
    edges: LayoutAnchor.Edges, offset: LayoutAnchor.Offset = .absolute(.zero)
  )
    -> SupplementaryItem
  {
    var copy = self
    copy.containerAnchor = LayoutAnchor(edges: edges, offset: offset)
    return copy
  }

  /// Returns a copy that attaches another of its own points to its host's anchor.
  ///
  /// - Parameters:
  ///   - edges: The edges that name the view's point.
  ///   - offset: How far the point moves; none by default.
  /// - Returns: The modified copy.
  public func itemAnchor(edges: LayoutAnchor.Edges, offset: LayoutAnchor.Offset = .absolute(.zero))
    -> SupplementaryItem
  {
    var copy = self
    copy.itemAnchor = LayoutAnchor(edges: edges, offset: offset)
    return copy
  }

  /// Returns a copy at another position out of the screen.
  ///
  /// - Parameter zIndex: The new z-index.
  /// - Returns: The modified copy.
  public func zIndex(_ zIndex: Int) -> SupplementaryItem {
    var copy = self
    copy.zIndex = zIndex
    return copy
  }
}

extension BoundarySupplementaryItem: LayoutSizing, ContentInsetting {
  /// Creates a header of a kind: as wide as the section, 44 points tall as an estimate, at its
  /// top, until modifiers say otherwise (CompositionalLayoutDSL's form).
  ///
  /// - Parameter elementKind: The kind of view.
  public init(elementKind: ElementKind) {
    self.init(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      elementKind: elementKind, alignment: .top)
  }

  /// Returns a copy on another edge.
  ///
  /// - Parameter alignment: The new edge.
  /// - Returns: The modified copy.
  public func alignment(_ alignment: RectAlignment) -> BoundarySupplementaryItem {
    var copy = self
    copy.alignment = alignment
    return copy
  }

  /// Returns a copy moved from where its alignment puts it.
  ///
  /// - Parameter offset: The distance, in points.
  /// - Returns: The modified copy.
  public func absoluteOffset(_ offset: CGPoint) -> BoundarySupplementaryItem {
    var copy = self
    copy.absoluteOffset = offset
    return copy
  }

  /// Returns a copy that adds its length to its section's, or overlays it.
  ///
  /// - Parameter extends: Whether it extends the section.
  /// - Returns: The modified copy.
  public func extendsBoundary(_ extends: Bool) -> BoundarySupplementaryItem {
    var copy = self
    copy.extendsBoundary = extends
    return copy
  }

  /// Returns a copy that stays in the visible bounds while its section is visible, or not.
  ///
  /// - Parameter pins: Whether it pins.
  /// - Returns: The modified copy.
  public func pinToVisibleBounds(_ pins: Bool) -> BoundarySupplementaryItem {
    var copy = self
    copy.pinToVisibleBounds = pins
    return copy
  }

  /// Returns a copy at another position out of the screen.
  ///
  /// - Parameter zIndex: The new z-index.
  /// - Returns: The modified copy.
  public func zIndex(_ zIndex: Int) -> BoundarySupplementaryItem {
    var copy = self
    copy.zIndex = zIndex
    return copy
  }
}

extension DecorationItem: ContentInsetting {
  /// Creates a section background of a kind (CompositionalLayoutDSL's form).
  ///
  /// - Parameter elementKind: The kind of view.
  public init(elementKind: ElementKind) {
    self = .background(elementKind: elementKind)
  }

  /// Returns a copy at another position out of the screen.
  ///
  /// - Parameter zIndex: The new z-index.
  /// - Returns: The modified copy.
  public func zIndex(_ zIndex: Int) -> DecorationItem {
    var copy = self
    copy.zIndex = zIndex
    return copy
  }
}
