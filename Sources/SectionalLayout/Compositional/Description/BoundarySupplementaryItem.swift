import Foundation

/// A header, footer or other supplementary view on the edge of a section or of the whole layout
/// (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
///
/// A section's boundary view takes `IndexPath(item: 0, section: s)`; a layout's takes
/// `IndexPath(item: 0, section: 0)`, so the first section's controller provides it. Its width
/// (for a top or bottom alignment in a vertical layout) resolves against the section's width,
/// less the section's horizontal content insets when
/// ``LayoutSection/supplementariesFollowContentInsets`` is `true`.
public struct BoundarySupplementaryItem: Hashable, Sendable {
  /// The size.
  public var layoutSize: LayoutSize

  /// The kind of view the data source provides, such as ``ElementKind/header``.
  public var elementKind: ElementKind

  /// The edge of the section (or layout) the view sits on.
  public var alignment: RectAlignment

  /// How far the view moves from where its alignment puts it, in points.
  public var absoluteOffset: CGPoint

  /// Whether the view adds its length to the section's along the scroll axis; `true` by default.
  ///
  /// When `false`, it overlays the section's content.
  public var extendsBoundary: Bool

  /// Whether the view stays in the visible bounds while any of its section is visible, pushed
  /// out by the section's other edge; `false` by default.
  ///
  /// A pinned view is drawn above every other element of its section (its ``zIndex`` is raised
  /// past theirs), so cells and badges that scroll under it never show through, and it stays
  /// inside the adjusted content inset (``LayoutContent/adjustedContentInset``, the view's
  /// content inset plus its safe area), as UIKit pins: a header sticks at
  /// `bounds.minY + adjustedContentInset.top`, below a navigation bar, as a flow layout's does.
  public var pinToVisibleBounds: Bool

  /// The view's position out of the screen; 1 by default, above the cells (Sectional's choice:
  /// UIKit does not document its default).
  public var zIndex: Int

  /// Insets that shrink the view's frame after it is placed.
  ///
  /// Ignored on an axis whose dimension is estimated, as for an item's insets in UIKit: along
  /// that axis the frame is the size the view measures.
  public var contentInsets: DirectionalEdgeInsets

  /// Creates a boundary supplementary item.
  ///
  /// - Parameters:
  ///   - layoutSize: The size.
  ///   - elementKind: The kind of view.
  ///   - alignment: The edge the view sits on.
  ///   - absoluteOffset: How far it moves from there; none by default.
  public init(
    layoutSize: LayoutSize, elementKind: ElementKind, alignment: RectAlignment,
    absoluteOffset: CGPoint = .zero
  ) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.alignment = alignment
    self.absoluteOffset = absoluteOffset
    self.extendsBoundary = true
    self.pinToVisibleBounds = false
    self.zIndex = 1
    self.contentInsets = .zero
  }
}
