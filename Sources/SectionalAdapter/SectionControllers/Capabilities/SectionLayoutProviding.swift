import Foundation
import SectionalLayout

/// A section controller that describes its section's layout.
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
///   ) -> (any SectionLayoutDescription)? {
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
///
/// Sizes are capabilities of their own, each with its one method required, so that a near miss
/// (such as ``FlowLayoutSizing``'s `sizeForItem(at:in:)` written where
/// ``ItemSizing/sizeForItem(at:fitting:in:)`` was meant) does not compile:
/// ``ItemSizing`` sizes the items a description leaves to the content, and
/// ``SupplementaryViewSizing`` sizes self-sizing headers and footers.
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
  ) -> (any SectionLayoutDescription)?
}
