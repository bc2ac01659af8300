import Foundation

/// An object that places the cells and supplementary views of a collection view.
///
/// A headless collection view owns one layout. When the layout is not prepared — at first, and
/// after ``invalidateLayout()`` — the view calls ``prepare(for:)``, where the layout computes every
/// frame at once; afterwards the view asks for the ``contentSize`` and for the elements in its
/// visible rect, which a layout should answer without recomputing anything.
///
/// Index paths follow UIKit: a cell has its item's index path, and a section's header or footer
/// has `IndexPath(item: 0, section: s)`.
@MainActor
public protocol CollectionViewLayout: AnyObject {
  /// Computes the placement of every element of the content.
  ///
  /// The collection view calls this when the layout is not prepared. The layout should not keep a
  /// strong reference to `content`: everything it needs is asked here.
  ///
  /// - Parameter content: What the layout arranges: counts, bounds and sizing answers.
  func prepare(for content: any LayoutContent)

  /// The size of the whole content, as computed by the last ``prepare(for:)``.
  var contentSize: CGSize { get }

  /// Returns the attributes of every cell and supplementary view whose frame meets a rect.
  ///
  /// The attributes come in index-path order, with each section's header before its items and
  /// its footer after them, so that views are created in a predictable order.
  ///
  /// - Parameter rect: A rect in the content's coordinate space, usually the visible area.
  /// - Returns: The attributes of the elements that meet `rect`, in index-path order.
  func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]

  /// Returns the attributes of the cell at an index path, or `nil` if there is no such item.
  ///
  /// - Parameter indexPath: The index path of an item.
  /// - Returns: The item's attributes, or `nil` if the layout has no such item.
  func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?

  /// Returns the attributes of a supplementary view, or `nil` if the layout places none there.
  ///
  /// - Parameters:
  ///   - kind: The kind of the view, such as ``SupplementaryKind/header``.
  ///   - indexPath: The index path of the view; `IndexPath(item: 0, section: s)` for a section's
  ///     header or footer.
  /// - Returns: The view's attributes, or `nil` if the layout places no such view.
  func layoutAttributesForSupplementaryView(
    ofKind kind: SupplementaryKind, at indexPath: IndexPath
  ) -> LayoutAttributes?

  /// Marks the layout as out of date, so that the collection view prepares it again.
  ///
  /// Call it when anything that the layout depends on changes: the content, its sizes, or the
  /// bounds width.
  func invalidateLayout()

  /// Whether the layout has been prepared since it was last invalidated.
  var isPrepared: Bool { get }
}
