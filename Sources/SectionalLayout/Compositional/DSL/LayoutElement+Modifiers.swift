import Foundation

extension LayoutSizing {
  /// Returns a copy with another width.
  ///
  /// - Parameter width: The new width.
  /// - Returns: The modified copy.
  public func width(_ width: LayoutDimension) -> Self {
    var copy = self
    copy.layoutSize.widthDimension = width
    return copy
  }

  /// Returns a copy with another height.
  ///
  /// - Parameter height: The new height.
  /// - Returns: The modified copy.
  public func height(_ height: LayoutDimension) -> Self {
    var copy = self
    copy.layoutSize.heightDimension = height
    return copy
  }

  /// Returns a copy with another size.
  ///
  /// - Parameter size: The new size.
  /// - Returns: The modified copy.
  public func size(_ size: LayoutSize) -> Self {
    var copy = self
    copy.layoutSize = size
    return copy
  }

}

extension ContentInsetting {
  /// Returns a copy with other content insets.
  ///
  /// - Parameter insets: The new insets.
  /// - Returns: The modified copy.
  public func contentInsets(_ insets: DirectionalEdgeInsets) -> Self {
    var copy = self
    copy.contentInsets = insets
    return copy
  }

  /// Returns a copy with other content insets, edge by edge; an edge not given is zero.
  ///
  /// - Parameters:
  ///   - top: The inset of the top edge.
  ///   - leading: The inset of the leading edge.
  ///   - bottom: The inset of the bottom edge.
  ///   - trailing: The inset of the trailing edge.
  /// - Returns: The modified copy.
  public func contentInsets(
    top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0
  ) -> Self {
    contentInsets(
      DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
  }

  /// Returns a copy with the same insets on both horizontal edges and on both vertical edges.
  ///
  /// - Parameters:
  ///   - horizontal: The inset of the leading and trailing edges.
  ///   - vertical: The inset of the top and bottom edges.
  /// - Returns: The modified copy.
  public func contentInsets(horizontal: CGFloat = 0, vertical: CGFloat = 0) -> Self {
    contentInsets(DirectionalEdgeInsets(horizontal: horizontal, vertical: vertical))
  }

  /// Returns a copy with the same inset on every edge.
  ///
  /// - Parameter value: The inset of every edge.
  /// - Returns: The modified copy.
  public func contentInsets(value: CGFloat) -> Self {
    contentInsets(DirectionalEdgeInsets(all: value))
  }

}

extension LayoutElement {
  /// Returns a copy with other edge spacing.
  ///
  /// - Parameter spacing: The new edge spacing.
  /// - Returns: The modified copy.
  public func edgeSpacing(_ spacing: EdgeSpacing?) -> Self {
    var copy = self
    copy.edgeSpacing = spacing
    return copy
  }

  /// Returns a copy with other edge spacing, edge by edge; an edge not given has none.
  ///
  /// - Parameters:
  ///   - top: The space above the top edge.
  ///   - leading: The space before the leading edge.
  ///   - bottom: The space below the bottom edge.
  ///   - trailing: The space after the trailing edge.
  /// - Returns: The modified copy.
  public func edgeSpacing(
    top: LayoutSpacing? = nil, leading: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil,
    trailing: LayoutSpacing? = nil
  ) -> Self {
    edgeSpacing(EdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom))
  }

  /// Returns a copy with other supplementary views.
  ///
  /// - Parameter items: The new supplementary views.
  /// - Returns: The modified copy.
  public func supplementaryItems(
    @LayoutListBuilder<SupplementaryItem> _ items: () -> [SupplementaryItem]
  ) -> Self {
    var copy = self
    copy.supplementaryItems = items()
    return copy
  }

  /// Returns a copy with one more supplementary view.
  ///
  /// - Parameter item: The supplementary view to add.
  /// - Returns: The modified copy.
  public func supplementaryItem(_ item: SupplementaryItem) -> Self {
    var copy = self
    copy.supplementaryItems.append(item)
    return copy
  }
}

extension LayoutGroupElement {
  /// Returns a copy with other spacing between subitems.
  ///
  /// - Parameter spacing: The new spacing.
  /// - Returns: The modified copy.
  public func interItemSpacing(_ spacing: LayoutSpacing?) -> Self {
    var copy = self
    copy.interItemSpacing = spacing
    return copy
  }
}
