import Foundation

extension CompositionalLayout {
  /// Creates a layout whose sections all follow the section a closure builds
  /// (CompositionalLayoutDSL's `LayoutBuilder { Section { … } }`).
  ///
  /// - Parameter section: Builds the description of every section.
  public convenience init(_ section: () -> LayoutSection) {
    self.init(section: section())
  }

  /// Creates a layout whose sections cycle through a list of descriptions: section `s` follows
  /// `sections[s % sections.count]`.
  ///
  /// - Parameter sections: The descriptions; an empty list gives the default section.
  public convenience init(repeatingSections sections: [LayoutSection]) {
    self.init { index, _ in sections.isEmpty ? nil : sections[index % sections.count] }
  }

  /// Sets the spacing between sections and returns the layout.
  ///
  /// - Parameter spacing: The new spacing.
  /// - Returns: The layout.
  @discardableResult
  public func interSectionSpacing(_ spacing: CGFloat) -> CompositionalLayout {
    configuration.interSectionSpacing = spacing
    return self
  }

  /// Sets the scroll direction and returns the layout.
  ///
  /// - Parameter direction: The new direction.
  /// - Returns: The layout.
  @discardableResult
  public func scrollDirection(_ direction: ScrollDirection) -> CompositionalLayout {
    configuration.scrollDirection = direction
    return self
  }

  /// Sets the layout's own headers and footers and returns the layout.
  ///
  /// - Parameter items: The new boundary views.
  /// - Returns: The layout.
  @discardableResult
  public func boundarySupplementaryItems(
    @LayoutListBuilder<BoundarySupplementaryItem> _ items: () -> [BoundarySupplementaryItem]
  ) -> CompositionalLayout {
    configuration.boundarySupplementaryItems = items()
    return self
  }

  /// Sets what section insets are measured from and returns the layout.
  ///
  /// - Parameter reference: The new reference.
  /// - Returns: The layout.
  @discardableResult
  public func contentInsetsReference(_ reference: ContentInsetsReference) -> CompositionalLayout {
    configuration.contentInsetsReference = reference
    return self
  }
}
