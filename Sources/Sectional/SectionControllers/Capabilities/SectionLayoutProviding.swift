import Foundation

/// A section controller that describes its section's layout, and may size its items.
///
/// It is the one capability through which every layout learns about a section: the description is
/// a value of the type the collection view's layout reads (``FlowSectionLayout`` for
/// ``FlowLayout``), so a screen can mix sections with different descriptions and a new layout
/// needs no new capability. ``sectionLayout(in:)`` has no default: a controller that adopts the
/// capability describes its section.
///
/// ```swift
/// final class PhotoGrid: ListSectionController<[String], String>, SectionLayoutProviding {
///   func sectionLayout(in context: any CollectionViewContext) -> any SectionLayout {
///     FlowSectionLayout(
///       itemSize: .fixed(CGSize(width: 100, height: 100)), minimumInteritemSpacing: 4)
///   }
/// }
/// ```
@MainActor
public protocol SectionLayoutProviding: SectionController {
  /// Returns the section's layout description.
  ///
  /// The adapter asks whenever the layout lays the section out again: after an update that
  /// touched the section, or a change of bounds that needs new frames.
  ///
  /// - Parameter context: The collection view's services, such as its container size.
  /// - Returns: A description of the type the collection view's layout reads.
  func sectionLayout(in context: any CollectionViewContext) -> any SectionLayout

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
}

extension SectionLayoutProviding {
  /// Leaves the size to the layout.
  public func sizeForItem(
    at indexPath: SectionIndexPath, fitting proposal: CGSize, in context: any CollectionViewContext
  ) -> CGSize? {
    nil
  }
}
