import Foundation

/// A view the collection view draws behind a section, such as its background (UIKit's
/// `NSCollectionLayoutDecorationItem`); the data source is never asked for it.
///
/// A background spans the section's whole extent along the scroll axis, its header and footer
/// included, and the layout's whole width across it (for a vertical layout), whatever the
/// section's insets; it does not move when an orthogonal section scrolls. It takes
/// `IndexPath(item: 0, section: s)`; its ``contentInsets`` shrink it, and it never reaches
/// outside the section. Its default ``zIndex`` is 0, and every other element of a
/// section that has decorations is raised by 1, as UIKit promotes them: a background at 0 is
/// below them, and a decoration whose ``zIndex`` is above 1 is drawn over them. A section without items has no background, as in
/// UIKit: neither a rect nor its index path returns one.
public struct DecorationItem: Hashable, Sendable {
  /// The kind of view, registered with the view
  /// (``HeadlessCollectionView/register(_:forDecorationViewOfKind:)``).
  public var elementKind: ElementKind

  /// Insets that shrink the view's frame.
  ///
  /// The frame stays inside its section's box (the section's extent along the scroll axis, the
  /// container across it): each edge is clamped into the box. Insets longer together than the
  /// box leave a frame of zero length there, at the position the leading (or top) inset gives,
  /// or at the box's far edge when that inset alone is longer; a negative inset does not reach
  /// out of the box. Sectional's choice: what UIKit does with such insets is not documented, and
  /// a view outside its section would be outside where the layout's rect query looks for it.
  public var contentInsets: DirectionalEdgeInsets

  /// The view's position out of the screen; 0 by default.
  public var zIndex: Int

  /// Creates a section background of a kind.
  ///
  /// - Parameter elementKind: The kind of view.
  /// - Returns: A decoration item spanning the section.
  public static func background(elementKind: ElementKind) -> DecorationItem {
    DecorationItem(elementKind: elementKind, contentInsets: .zero, zIndex: 0)
  }
}
