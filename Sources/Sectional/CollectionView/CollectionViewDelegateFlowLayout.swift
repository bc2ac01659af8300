import Foundation

/// The object that sizes items, insets and spacing for a collection view's flow layout.
///
/// Every requirement returns `nil` by default, which means "use the layout's own value" (its
/// `itemSize`, `sectionInset`, spacing and reference sizes).
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// Returns the size of an item, or `nil` for the layout's item size.
  func collectionView(_ collectionView: any CollectionView, sizeForItemAt indexPath: IndexPath)
    -> CGSize?

  /// Returns the insets of a section, or `nil` for the layout's section inset.
  func collectionView(_ collectionView: any CollectionView, insetForSectionAt section: Int)
    -> LayoutInsets?

  /// Returns the spacing between rows of a section, or `nil` for the layout's line spacing.
  func collectionView(
    _ collectionView: any CollectionView,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat?

  /// Returns the spacing between items in a row, or `nil` for the layout's interitem spacing.
  func collectionView(
    _ collectionView: any CollectionView,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat?

  /// Returns the size of a section's header, or `nil` for the layout's header reference size.
  func collectionView(
    _ collectionView: any CollectionView,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize?

  /// Returns the size of a section's footer, or `nil` for the layout's footer reference size.
  func collectionView(
    _ collectionView: any CollectionView,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize?

  /// Returns whether `sizeForItemAt` may answer for items of a section; when `false`, the layout
  /// uses its item size for the whole section without asking item by item.
  ///
  /// Not part of UIKit: a performance hint for large sections. The default is `true`.
  func collectionView(_ collectionView: any CollectionView, sizesItemsInSection section: Int)
    -> Bool
}

extension CollectionViewDelegateFlowLayout {
  /// The layout's item size.
  public func collectionView(
    _ collectionView: any CollectionView,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize? { nil }

  /// The layout's section inset.
  public func collectionView(
    _ collectionView: any CollectionView,
    insetForSectionAt section: Int
  ) -> LayoutInsets? { nil }

  /// The layout's line spacing.
  public func collectionView(
    _ collectionView: any CollectionView,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat? { nil }

  /// The layout's interitem spacing.
  public func collectionView(
    _ collectionView: any CollectionView,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat? { nil }

  /// The layout's header reference size.
  public func collectionView(
    _ collectionView: any CollectionView,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? { nil }

  /// The layout's footer reference size.
  public func collectionView(
    _ collectionView: any CollectionView,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? { nil }

  /// Every section may size its items.
  public func collectionView(
    _ collectionView: any CollectionView,
    sizesItemsInSection section: Int
  ) -> Bool { true }
}
