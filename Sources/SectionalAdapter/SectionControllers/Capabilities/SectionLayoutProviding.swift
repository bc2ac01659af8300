import Foundation
import SectionalLayout

/// A section controller that describes its section's layout, and may size its items.
///
/// It is the one capability through which every layout learns about a section: the description is
/// a value of the type the collection view's layout reads (``FlowSectionLayout`` for
/// ``FlowLayout``), so a screen can mix sections with different descriptions and a new layout
/// needs no new capability. ``sectionLayout(for:in:)`` has no default: a controller that adopts
/// the capability describes its section.
///
/// ```swift
/// final class PhotoGrid: ListSectionController<[String], String>, SectionLayoutProviding {
///   func sectionLayout(
///     for layout: any CollectionViewLayout, in context: any CollectionViewContext
///   ) -> (any SectionLayout)? {
///     FlowSectionLayout(
///       itemSize: .fixed(CGSize(width: 100, height: 100)), minimumInteritemSpacing: 4)
///   }
/// }
/// ```
///
/// The layout that asks is passed in, so a controller that supports several layouts answers
/// each in its own type without looking anything up. A description the layout cannot read (a
/// ``FlowSectionLayout`` for a ``CompositionalLayout``, say) is never ignored in silence: the
/// adapter reports a ``Diagnostic/Kind/unreadableSectionLayout`` diagnostic naming the section,
/// the description's type and the layout's, and the layout lays the section out with its
/// defaults.
@MainActor
public protocol SectionLayoutProviding: SectionController {
  /// Returns the section's layout description, or `nil` for the layout's defaults.
  ///
  /// The adapter asks whenever the layout lays the section out again: after an update that
  /// touched the section, a change of bounds that needs new frames, or a change of the
  /// section's index.
  ///
  /// - Parameters:
  ///   - layout: The layout that asks: the collection view's.
  ///   - context: The controller's context, whose ``CollectionViewContext/environment`` holds
  ///     the view's traits.
  /// - Returns: A description of the type `layout` reads, or `nil` for its defaults.
  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayout)?

  /// Returns the size of an item for the size the layout proposes, or `nil` (the default) to
  /// leave it to the layout.
  ///
  /// A layout asks only where the description says the content sizes items, such as a
  /// ``FlowSectionLayout`` whose item size is ``FlowItemSize/sizedByContent``.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - proposal: The space the layout offers, such as the section's width and an unbounded
  ///     height.
  ///   - context: The collection view's services.
  /// - Returns: The item's size, or `nil`.
  func sizeForItem(
    at indexPath: SectionIndexPath, fitting proposal: CGSize, in context: any CollectionViewContext
  ) -> CGSize?

  /// Returns the size of a self-sizing header or footer for the size the layout proposes, or
  /// `nil` (the default) to let the view measure itself.
  ///
  /// The view asks when it shows a supplementary view whose size the description only estimated
  /// (a ``FlowSectionLayout/estimatedHeaderSize``, a boundary item with an estimated dimension),
  /// and again after ``CollectionViewContext/invalidateSupplementaryView(ofKind:)``.
  ///
  /// - Parameters:
  ///   - kind: The kind of supplementary view.
  ///   - indexPath: Its index path within the section.
  ///   - proposal: The space the layout offers: its length across the scroll axis, and an
  ///     unbounded length along it.
  ///   - context: The collection view's services.
  /// - Returns: The view's size, or `nil`.
  func sizeForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, fitting proposal: CGSize,
    in context: any CollectionViewContext
  ) -> CGSize?
}

extension SectionLayoutProviding {
  /// Leaves the size to the view.
  public func sizeForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, fitting proposal: CGSize,
    in context: any CollectionViewContext
  ) -> CGSize? {
    nil
  }

  /// Leaves the size to the layout.
  public func sizeForItem(
    at indexPath: SectionIndexPath, fitting proposal: CGSize, in context: any CollectionViewContext
  ) -> CGSize? {
    nil
  }
}
