import Foundation
import SectionalLayout

/// Which sides of the safe area a view adds to its content inset, as
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
///
/// The sum is the view's adjusted content inset
/// (``HeadlessCollectionView/adjustedContentInset``): the content at rest starts below it,
/// scrolling stops at it, headers and footers pinned to the visible bounds stay inside it, and a
/// declarative list's reached-end trigger measures from it.
///
/// UIKit's default, ``automatic``, adjusts only the sides of the axes the view scrolls along: a
/// vertical collection under a 48-point status bar starts its content 48 points down, a
/// horizontal one in the same place does not (measured on real UIKit renders; fact L7 of the
/// flow-layout research).
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable, CaseIterable {
  /// UIKit's default: as ``scrollableAxes`` for a view that is not the content of a navigation
  /// or tab bar controller, which a headless view never is.
  ///
  /// UIKit also adjusts the top and bottom of a scroll view that is the content of a view
  /// controller shown by a navigation or tab bar controller, whatever its axis. A test of such
  /// a screen says so with ``always``, or with ``scrollableAxes`` and a safe area whose left and
  /// right are zero.
  case automatic

  /// The safe area's sides along the axes the view scrolls: top and bottom for a vertical
  /// layout, left and right for a horizontal one.
  ///
  /// UIKit counts an axis as scrollable when the content is longer than the view along it, or
  /// the view always bounces along it. A headless view counts its layout's scroll axis, whatever
  /// the content's length (as a collection view that always bounces along it), so that a
  /// screen's first frame does not change when its content grows past the viewport; the other
  /// axis, across which a collection view's content never overflows, is never adjusted.
  case scrollableAxes

  /// No side: the adjusted content inset is the content inset.
  case never

  /// Every side of the safe area, whatever the axis.
  case always

  /// Returns the adjusted content inset for a content inset and a safe area.
  ///
  /// - Parameters:
  ///   - contentInset: The view's own content inset.
  ///   - safeArea: The insets of its safe area.
  ///   - scrollDirection: The axis its layout scrolls along.
  /// - Returns: The content inset plus the sides of the safe area this behaviour adds.
  /// - Complexity: O(1).
  public func adjustedContentInset(
    _ contentInset: LayoutInsets, safeArea: LayoutInsets, scrollDirection: ScrollDirection
  ) -> LayoutInsets {
    let addsVertical: Bool
    let addsHorizontal: Bool
    switch self {
    case .automatic, .scrollableAxes:
      addsVertical = scrollDirection == .vertical
      addsHorizontal = scrollDirection == .horizontal
    case .never:
      (addsVertical, addsHorizontal) = (false, false)
    case .always:
      (addsVertical, addsHorizontal) = (true, true)
    }
    var adjusted = contentInset
    if addsVertical {
      adjusted.top += safeArea.top
      adjusted.bottom += safeArea.bottom
    }
    if addsHorizontal {
      adjusted.left += safeArea.left
      adjusted.right += safeArea.right
    }
    return adjusted
  }
}
