import Foundation
import SectionalLayout

extension CollectionView {
  /// Returns the content offset that shows a rect at a position of the visible area, as UIKit
  /// scrolls to an item: the bounds less the ``adjustedContentInset`` along the layout's scroll
  /// axis.
  ///
  /// A `.top` position puts the rect's top just below the top inset (a status bar, a navigation
  /// bar), not under it. The offset stays within the content and its insets: from `-top`, where
  /// the content starts at rest, to the content's length plus the bottom inset less the
  /// viewport's length (on a horizontal layout, `left` and `right`). Content shorter than what
  /// the insets leave visible rests at `-top`. Across the axis too, the offset is kept within
  /// the content and its insets. The layout's
  /// ``CollectionViewLayout/contentOffset(showing:at:in:)`` places the rect in that visible area.
  ///
  /// - Parameters:
  ///   - rect: The frame to show, in content coordinates.
  ///   - position: Where to show it; an empty position scrolls as little as possible.
  /// - Returns: The new content offset.
  /// - Complexity: O(1), plus a layout pass if one is pending.
  public func contentOffset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
    let layout = collectionViewLayout
    let insets = adjustedContentInset
    let bounds = self.bounds
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    switch layout.scrollDirection {
    case .vertical:
      let (before, after) = (finite(insets.top), finite(insets.bottom))
      let visible = CGRect(
        x: bounds.minX, y: bounds.minY + before, width: bounds.width,
        height: max(0, bounds.height - before - after))
      let offset = layout.contentOffset(showing: rect, at: position, in: visible)
      // Across the axis, the offset is kept within the content, as UIKit's scroll to a rect.
      let x = Self.kept(
        offset.x, before: finite(insets.left), after: finite(insets.right),
        content: layout.contentSize.width, viewport: bounds.width)
      return CGPoint(x: x, y: offset.y - before)
    case .horizontal:
      let (before, after) = (finite(insets.left), finite(insets.right))
      let visible = CGRect(
        x: bounds.minX + before, y: bounds.minY, width: max(0, bounds.width - before - after),
        height: bounds.height)
      let offset = layout.contentOffset(showing: rect, at: position, in: visible)
      let y = Self.kept(
        offset.y, before: finite(insets.top), after: finite(insets.bottom),
        content: layout.contentSize.height, viewport: bounds.height)
      return CGPoint(x: offset.x - before, y: y)
    }
  }

  /// An offset across the scroll axis kept within the content and its insets: from `-before`
  /// to the content's length plus `after` less the viewport's, or `-before` when the content is
  /// shorter.
  static func kept(
    _ offset: CGFloat, before: CGFloat, after: CGFloat, content: CGFloat, viewport: CGFloat
  ) -> CGFloat {
    let lowest = -before
    let highest = max(lowest, content + after - viewport)
    guard offset.isFinite else { return lowest + 0 }
    return min(max(offset, lowest), highest) + 0
  }

  /// The content offset at which the content starts along the layout's scroll axis: minus the
  /// adjusted content inset before it (`-top` on a vertical layout, `-left` on a horizontal one).
  var offsetAtStart: CGFloat {
    let insets = adjustedContentInset
    let before = collectionViewLayout.scrollDirection == .vertical ? insets.top : insets.left
    return before.isFinite ? -before : 0
  }
}
