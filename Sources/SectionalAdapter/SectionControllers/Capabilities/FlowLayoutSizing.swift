import Foundation
import SectionalLayout

/// A section controller that sizes its items, insets and spacing in a flow layout, in IGListKit's
/// and SectionKit's terms.
///
/// It is shorthand for ``SectionLayoutProviding`` with a ``FlowSectionLayout`` whose items are
/// sized by the content: the adapter asks ``sizeForItem(at:in:)`` for each item, and the other
/// requirements for the section's values. ``sizeForItem(at:in:)`` has no default: a controller
/// that adopts the capability sizes its items, and a near miss (a non-optional `CGSize` return,
/// or SectionKit's `sizeForItem(at:using:in:)`) fails to compile instead of never being called.
/// Return `nil` from it for the layout's item size. The other requirements return `nil` by
/// default: the layout's own value.
///
/// The layout asks a section's sizes when it lays the section out: when the section is first
/// shown, when a batch touches its items (inserts, deletes, moves, reloads or reconfigures
/// them), and after the view's layout is invalidated. Sizes that change while the items do not
/// (a row that expands) are reported as reconfigures through the context, IGListKit's
/// `invalidateLayout(for:)`:
///
/// ```swift
/// final class ExpandingRow: SingleModelSectionController<String>, FlowLayoutSizing {
///   var isExpanded = false
///
///   func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
///     -> CGSize?
///   {
///     CGSize(width: context.containerSize.width, height: isExpanded ? 120 : 44)
///   }
///
///   func toggle() {
///     isExpanded.toggle()
///     context?.apply(ItemChanges(reconfigures: [0])) {}
///   }
/// }
/// ```
@MainActor
public protocol FlowLayoutSizing: SectionLayoutProviding, ItemSizing {
  /// Returns the size of an item, or `nil` for the layout's item size.
  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  /// Returns the section's insets, or `nil` for the layout's.
  func sectionInsets(in context: any CollectionViewContext) -> LayoutInsets?
  /// Returns the spacing between rows, or `nil` for the layout's.
  func minimumLineSpacing(in context: any CollectionViewContext) -> CGFloat?
  /// Returns the spacing between items in a row, or `nil` for the layout's.
  func minimumInteritemSpacing(in context: any CollectionViewContext) -> CGFloat?
  /// Returns the header's size, or `nil` for the layout's header reference size.
  func headerSize(in context: any CollectionViewContext) -> CGSize?
  /// Returns the footer's size, or `nil` for the layout's footer reference size.
  func footerSize(in context: any CollectionViewContext) -> CGSize?
}

extension FlowLayoutSizing {
  /// The layout's insets.
  public func sectionInsets(in context: any CollectionViewContext) -> LayoutInsets? { nil }
  /// The layout's line spacing.
  public func minimumLineSpacing(in context: any CollectionViewContext) -> CGFloat? { nil }
  /// The layout's interitem spacing.
  public func minimumInteritemSpacing(in context: any CollectionViewContext) -> CGFloat? { nil }
  /// The layout's header size.
  public func headerSize(in context: any CollectionViewContext) -> CGSize? { nil }
  /// The layout's footer size.
  public func footerSize(in context: any CollectionViewContext) -> CGSize? { nil }

  /// A flow section whose items are sized by ``sizeForItem(at:in:)``, with the values of the
  /// other requirements, whatever the layout: on a layout that reads no ``FlowSectionLayout``,
  /// the adapter reports it.
  public func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    FlowSectionLayout(
      itemSize: .sizedByContent,
      inset: sectionInsets(in: context),
      minimumLineSpacing: minimumLineSpacing(in: context),
      minimumInteritemSpacing: minimumInteritemSpacing(in: context),
      headerReferenceSize: headerSize(in: context),
      footerReferenceSize: footerSize(in: context))
  }

  /// The answer of ``sizeForItem(at:in:)``.
  public func sizeForItem(
    at indexPath: SectionIndexPath, fitting proposal: CGSize, in context: any CollectionViewContext
  ) -> CGSize? {
    sizeForItem(at: indexPath, in: context)
  }
}
