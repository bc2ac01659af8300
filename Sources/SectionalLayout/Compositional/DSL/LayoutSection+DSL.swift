import Foundation

/// Builds the root group of a ``LayoutSection``: exactly one group, chosen with `if` or `switch`
/// if need be.
@resultBuilder
public enum RootGroupBuilder {
  /// A group, a DSL group or a composite of your own.
  public static func buildExpression(_ group: some LayoutGroupConvertible) -> LayoutGroup {
    group.layoutGroup
  }

  /// The one group of the block.
  public static func buildBlock(_ group: LayoutGroup) -> LayoutGroup { group }

  /// The first branch of an `if`-`else` or `switch`.
  public static func buildEither(first group: LayoutGroup) -> LayoutGroup { group }

  /// The second branch of an `if`-`else` or `switch`.
  public static func buildEither(second group: LayoutGroup) -> LayoutGroup { group }
}

extension LayoutSection: ContentInsetting {
  /// Creates a section around the group a builder returns: `LayoutSection { HGroup { … } }`.
  ///
  /// - Parameter group: The root group.
  public init(@RootGroupBuilder _ group: () -> LayoutGroup) {
    self.init(group: group())
  }

  /// Returns a copy with other spacing between group copies.
  ///
  /// - Parameter spacing: The new spacing.
  /// - Returns: The modified copy.
  public func interGroupSpacing(_ spacing: CGFloat) -> LayoutSection {
    var copy = self
    copy.interGroupSpacing = spacing
    return copy
  }

  /// Returns a copy whose insets are measured from another reference.
  ///
  /// - Parameter reference: The new reference.
  /// - Returns: The modified copy.
  public func contentInsetsReference(_ reference: ContentInsetsReference) -> LayoutSection {
    var copy = self
    copy.contentInsetsReference = reference
    return copy
  }

  /// Returns a copy whose headers and footers follow the insets across the axis, or not.
  ///
  /// - Parameter follows: Whether they follow the insets.
  /// - Returns: The modified copy.
  public func supplementariesFollowContentInsets(_ follows: Bool) -> LayoutSection {
    var copy = self
    copy.supplementariesFollowContentInsets = follows
    return copy
  }

  /// Returns a copy that scrolls on its own across the layout's axis, or not.
  ///
  /// - Parameter behavior: How the section scrolls and rests.
  /// - Returns: The modified copy.
  public func orthogonalScrollingBehavior(_ behavior: OrthogonalScrollingBehavior)
    -> LayoutSection
  {
    var copy = self
    copy.orthogonalScrollingBehavior = behavior
    return copy
  }

  /// Returns a copy with other headers and footers.
  ///
  /// - Parameter items: The new boundary views.
  /// - Returns: The modified copy.
  public func boundarySupplementaryItems(
    @LayoutListBuilder<BoundarySupplementaryItem> _ items: () -> [BoundarySupplementaryItem]
  ) -> LayoutSection {
    var copy = self
    copy.boundarySupplementaryItems = items()
    return copy
  }

  /// Returns a copy with one more header or footer (ListKit's chained form).
  ///
  /// - Parameter item: The boundary view to add.
  /// - Returns: The modified copy.
  public func boundarySupplementaryItem(_ item: BoundarySupplementaryItem) -> LayoutSection {
    var copy = self
    copy.boundarySupplementaryItems.append(item)
    return copy
  }

  /// Returns a copy with other decoration views.
  ///
  /// - Parameter items: The new decoration views.
  /// - Returns: The modified copy.
  public func decorationItems(
    @LayoutListBuilder<DecorationItem> _ items: () -> [DecorationItem]
  ) -> LayoutSection {
    var copy = self
    copy.decorationItems = items()
    return copy
  }

  /// Returns a copy with one more decoration view (ListKit's chained form).
  ///
  /// - Parameter item: The decoration view to add.
  /// - Returns: The modified copy.
  public func decorationItem(_ item: DecorationItem) -> LayoutSection {
    var copy = self
    copy.decorationItems.append(item)
    return copy
  }

  /// Returns a copy whose visible elements a closure adjusts before they are shown.
  ///
  /// - Parameter handler: The closure, or `nil` for none.
  /// - Returns: The modified copy.
  public func visibleItemsInvalidationHandler(_ handler: VisibleItemsInvalidationHandler?)
    -> LayoutSection
  {
    var copy = self
    copy.visibleItemsInvalidationHandler = handler
    return copy
  }
}
