import Foundation

/// A section controller that sizes the items its layout description leaves to the content.
///
/// A layout asks only where the description says the content sizes items, such as a
/// ``FlowSectionLayout`` whose item size is ``FlowItemSize/sizedByContent``, or an item with an
/// estimated dimension on a ``CompositionalLayout``. ``sizeForItem(at:fitting:in:)`` has no
/// default, so a controller that adopts the capability with another spelling (IGListKit's
/// `sizeForItem(at:)`, or ``FlowLayoutSizing``'s `sizeForItem(at:in:)`) does not compile.
///
/// ```swift
/// final class Notes: ListSectionController<[String], String>, SectionLayoutProviding,
///   ItemSizing
/// {
///   func sectionLayout(
///     for layout: any CollectionViewLayout, in context: any CollectionViewContext
///   ) -> (any SectionLayoutDescription)? {
///     FlowSectionLayout(itemSize: .sizedByContent)
///   }
///
///   func sizeForItem(
///     at indexPath: SectionIndexPath, fitting proposal: CGSize,
///     in context: any CollectionViewContext
///   ) -> CGSize? {
///     CGSize(width: proposal.width, height: 44)
///   }
/// }
/// ```
@MainActor
public protocol ItemSizing: SectionController {
  /// Returns the size of an item for the size the layout proposes, or `nil` to leave it to the
  /// layout.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - proposal: The space the layout offers: unbounded along the dimensions the layout
  ///     estimated, such as the height of a row of a vertical list or the width of a card in a
  ///     row that scrolls on its own, and the frame's length along the others.
  ///   - context: The collection view's services.
  /// - Returns: The item's size, or `nil`.
  func sizeForItem(
    at indexPath: SectionIndexPath, fitting proposal: CGSize, in context: any CollectionViewContext
  ) -> CGSize?
}
