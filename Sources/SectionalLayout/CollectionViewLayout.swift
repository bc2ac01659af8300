import Foundation

/// An object that places the cells, supplementary views and decoration views of a collection
/// view: the contract every layout implements.
///
/// A collection view owns one layout. It tells the layout what changed
/// (``invalidateLayout(_:)``), and before it next needs frames it calls ``prepare(for:)``, where
/// the layout redoes what was invalidated; afterwards the view asks for the ``contentSize`` and
/// for the elements in its visible rect, which a layout should answer without recomputing
/// anything. The layout also owns its scroll axis and what follows from it: where scrolling to an
/// element ends, and which area is ahead of the viewport (see ``scrollDirection``).
///
/// Index paths follow UIKit: a cell has its item's index path, and a section's header, footer or
/// background has `IndexPath(item: 0, section: s)`.
///
/// The layout learns about the content only through ``LayoutContent``, which carries what every
/// layout needs (counts, bounds, display scale, layout direction) and each section's own layout
/// description, a value of whatever ``SectionLayoutDescription`` type the layout reads.
@MainActor
public protocol CollectionViewLayout: AnyObject {
  /// The axis along which the content scrolls.
  var scrollDirection: ScrollDirection { get }

  /// Brings the layout up to date with the content, redoing what was invalidated since the last
  /// call (everything, the first time).
  ///
  /// The collection view calls this when ``isPrepared`` is `false`. The layout should not keep a
  /// strong reference to `content`: everything it needs is asked here.
  ///
  /// - Parameter content: What the layout arranges.
  func prepare(for content: any LayoutContent)

  /// Records that something the layout depends on changed; the next ``prepare(for:)`` redoes it.
  ///
  /// Invalidations accumulate until the layout is prepared. After this call ``isPrepared`` is
  /// `false`.
  ///
  /// - Parameter invalidation: What changed.
  func invalidateLayout(_ invalidation: LayoutInvalidation)

  /// Whether the layout has been prepared since it was last invalidated.
  var isPrepared: Bool { get }

  /// Returns whether the layout must be prepared again for new bounds.
  ///
  /// The collection view asks on every change of its bounds, before it lays out, and invalidates
  /// with ``LayoutInvalidation/bounds`` when the answer is `true`: a vertical layout needs new
  /// frames when the width changes, not when the content scrolls, unless it pins headers to the
  /// visible bounds.
  ///
  /// - Parameter newBounds: The bounds about to be shown: the content offset and viewport size.
  /// - Returns: Whether frames depend on the change.
  func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool

  /// The size of the whole content, as computed by the last ``prepare(for:)``.
  var contentSize: CGSize { get }

  /// Returns the attributes of every element whose frame meets a rect.
  ///
  /// The attributes come in index-path order, with each section's header before its items and
  /// its footer after them, so that views are created in a predictable order. They are the ones
  /// ``layoutAttributesForItem(at:)`` returns, ``LayoutAttributes/isSizeEstimated`` included: a
  /// view decides from them which shown cells to measure.
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
  ///   - kind: The kind of the view, such as ``ElementKind/header``.
  ///   - indexPath: The index path of the view; `IndexPath(item: 0, section: s)` for a section's
  ///     header or footer.
  /// - Returns: The view's attributes, or `nil` if the layout places no such view.
  func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: IndexPath
  ) -> LayoutAttributes?

  /// Returns the attributes of a decoration view, or `nil` if the layout places none there.
  ///
  /// A layout with no decoration views keeps the default, which returns `nil`.
  ///
  /// - Parameters:
  ///   - kind: The kind of the view, such as a section background.
  ///   - indexPath: The index path of the view.
  /// - Returns: The view's attributes, or `nil` if the layout places no such view.
  func layoutAttributesForDecorationView(
    ofKind kind: ElementKind, at indexPath: IndexPath
  ) -> LayoutAttributes?

  /// Returns the content offset that shows a rect at a position of the viewport, clamped to the
  /// content.
  ///
  /// The default moves along ``scrollDirection`` only, by UIKit's rules: the position's member on
  /// that axis aligns the rect's leading edge, centre or trailing edge with the viewport's; with
  /// none, the offset changes as little as possible to show the rect (not at all if it is
  /// already visible). The result never shows space before the content's start or after its
  /// end, unless the content is shorter than the viewport, when it starts at zero.
  ///
  /// - Parameters:
  ///   - rect: The frame to show, in content coordinates.
  ///   - position: Where to show it.
  ///   - bounds: The visible area now: a collection view passes its bounds less its adjusted
  ///     content inset along the scroll axis, so that the result aligns the rect with what the
  ///     insets leave visible (`CollectionView.contentOffset(showing:at:)` in
  ///     `SectionalCollectionView` subtracts the inset again).
  /// - Returns: The new content offset.
  func contentOffset(showing rect: CGRect, at position: ScrollPosition, in bounds: CGRect)
    -> CGPoint

  /// Returns the area ahead of the viewport in the scroll direction, where items are about to
  /// appear: what a collection view prefetches.
  ///
  /// The default extends the viewport by `distance` along ``scrollDirection``, past its trailing
  /// edge when scrolling towards the end and before its leading edge otherwise.
  ///
  /// - Parameters:
  ///   - bounds: The viewport.
  ///   - distance: How far ahead, in points.
  ///   - towardsEnd: Whether the content last scrolled towards its end.
  /// - Returns: The area ahead, which does not overlap `bounds`.
  func area(ahead bounds: CGRect, by distance: CGFloat, towardsEnd: Bool) -> CGRect
}

extension CollectionViewLayout {
  /// Marks the whole layout as out of date: ``invalidateLayout(_:)`` with
  /// ``LayoutInvalidation/everything``.
  public func invalidateLayout() {
    invalidateLayout(.everything)
  }

  /// No decoration views.
  public func layoutAttributesForDecorationView(
    ofKind kind: ElementKind, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    nil
  }
}
