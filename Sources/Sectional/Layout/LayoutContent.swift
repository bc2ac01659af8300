import Foundation

/// What a layout may ask about the content it arranges.
///
/// A collection view hands itself, or an adapter over its data source and delegate, to
/// ``CollectionViewLayout/prepare(for:)``. The counts and the bounds size are required; every
/// sizing answer returns `nil` by default, which means "use the layout's own value", so content
/// only answers the questions where it differs from the layout's defaults.
@MainActor
public protocol LayoutContent: AnyObject {
  /// The size of the visible area that the layout fills; a vertical layout uses its width.
  var boundsSize: CGSize { get }

  /// The number of sections.
  var numberOfSections: Int { get }

  /// Returns the number of items in a section.
  ///
  /// - Parameter section: The index of a section, less than ``numberOfSections``.
  /// - Returns: The number of items, zero or more.
  func numberOfItems(inSection section: Int) -> Int

  /// Returns the size of an item, or `nil` for the layout's item size.
  ///
  /// - Parameter indexPath: The index path of the item.
  /// - Returns: The item's size, or `nil` for the layout's default.
  func sizeForItem(at indexPath: IndexPath) -> CGSize?

  /// Returns the insets of a section, or `nil` for the layout's section inset.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The section's value, or `nil` for the layout's default.
  func insetForSection(at section: Int) -> LayoutInsets?

  /// Returns the spacing between the rows of a section, or `nil` for the layout's line spacing.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The section's value, or `nil` for the layout's default.
  func minimumLineSpacingForSection(at section: Int) -> CGFloat?

  /// Returns the spacing between the items of a row, or `nil` for the layout's interitem spacing.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The section's value, or `nil` for the layout's default.
  func minimumInteritemSpacingForSection(at section: Int) -> CGFloat?

  /// Returns the size of a section's header, or `nil` for the layout's header reference size.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The section's value, or `nil` for the layout's default.
  func referenceSizeForHeader(inSection section: Int) -> CGSize?

  /// Returns the size of a section's footer, or `nil` for the layout's footer reference size.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The section's value, or `nil` for the layout's default.
  func referenceSizeForFooter(inSection section: Int) -> CGSize?

  /// Returns whether ``sizeForItem(at:)`` may answer for items of a section; when `false`, the
  /// layout uses its item size for every item of the section without asking.
  ///
  /// A performance hint for large sections: the default is `true`.
  func sizesItems(inSection section: Int) -> Bool
}

extension LayoutContent {
  /// Uses the layout's item size.
  public func sizeForItem(at indexPath: IndexPath) -> CGSize? { nil }

  /// Uses the layout's section inset.
  public func insetForSection(at section: Int) -> LayoutInsets? { nil }

  /// Uses the layout's line spacing.
  public func minimumLineSpacingForSection(at section: Int) -> CGFloat? { nil }

  /// Uses the layout's interitem spacing.
  public func minimumInteritemSpacingForSection(at section: Int) -> CGFloat? { nil }

  /// Uses the layout's header reference size.
  public func referenceSizeForHeader(inSection section: Int) -> CGSize? { nil }

  /// Uses the layout's footer reference size.
  public func referenceSizeForFooter(inSection section: Int) -> CGSize? { nil }

  /// Every section may size its items.
  public func sizesItems(inSection section: Int) -> Bool { true }
}
