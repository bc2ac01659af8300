import Foundation

/// A supplementary view attached to an item or a group of a ``CompositionalLayout``, such as a
/// badge on a cell or a frame around a group (UIKit's `NSCollectionLayoutSupplementaryItem`).
///
/// An item's supplementary view takes the item's index path; a group's takes
/// `IndexPath(item: g, section: s)`, where `g` counts the groups of the section that carry
/// supplementary views of that kind, in order (for a section's root group, the group's copy).
/// Its size resolves against the frame of its host, and it attaches where ``containerAnchor``
/// says (see ``LayoutAnchor``). Its position is computed exactly and rounded once, as UIKit
/// rounds it: to the nearest device pixel of its place in the content, halves away from zero.
/// So a badge centred on the top corner of a cell at y 96 (scale 3) sits at 88.667, while one
/// on a cell at the top of the content, at −7.5, sits at −7.667. In a right-to-left layout the
/// rounded frame is mirrored; in a section that scrolls on its own, the position across the
/// layout's axis rounds in the row's unscrolled content.
///
/// A supplementary view with an estimated dimension is measured when shown, as an item is, by
/// its index path: an item's badge by its item's, a group's by its number among the section's
/// group views of its kind.
public struct SupplementaryItem: Hashable, Sendable {
  /// The size, whose fractions are of the host's frame.
  public var layoutSize: LayoutSize

  /// The kind of view the data source provides.
  public var elementKind: ElementKind

  /// The point of the host the view attaches to.
  public var containerAnchor: LayoutAnchor

  /// The point of the view that attaches to the host's anchor point, or `nil` for the same point
  /// of the view as of the host.
  public var itemAnchor: LayoutAnchor?

  /// The view's position out of the screen; 1 by default, so that it is drawn over its host
  /// (Sectional's choice: UIKit does not document its default).
  public var zIndex: Int

  /// Insets that shrink the view's frame after it is placed.
  ///
  /// Ignored on an axis whose dimension is estimated, as for an item's insets in UIKit: along
  /// that axis the frame is the size the view measures.
  public var contentInsets: DirectionalEdgeInsets

  /// Creates a supplementary item.
  ///
  /// - Parameters:
  ///   - layoutSize: The size, whose fractions are of the host's frame.
  ///   - elementKind: The kind of view.
  ///   - containerAnchor: The point of the host the view attaches to.
  ///   - itemAnchor: The point of the view that attaches there; the same point by default.
  public init(
    layoutSize: LayoutSize, elementKind: ElementKind, containerAnchor: LayoutAnchor,
    itemAnchor: LayoutAnchor? = nil
  ) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    self.zIndex = 1
    self.contentInsets = .zero
  }
}
