import Foundation

/// A layout whose sections may scroll on their own, across its scroll axis: a row of cards in a
/// vertical list.
///
/// The view keeps each such section's offset (``LayoutContent/orthogonalScrollOffset(ofSection:)``)
/// and asks the layout what the offset may be and where a scroll comes to rest;
/// ``CompositionalLayout`` adopts it for sections with an ``OrthogonalScrollingBehavior``.
@MainActor
public protocol OrthogonalScrollingLayout: CollectionViewLayout {
  /// Returns the offsets a section may rest at, or `nil` when it does not scroll on its own.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The lowest and highest offsets, in points.
  func orthogonalScrollRange(ofSection section: Int) -> ClosedRange<CGFloat>?

  /// Returns where a section's scroll comes to rest when the finger lifts.
  ///
  /// - Parameters:
  ///   - section: The index of the section.
  ///   - proposed: The offset the scroll reached.
  ///   - velocity: The speed at release, in points per second: positive towards the section's
  ///     end, zero for none.
  /// - Returns: The resting offset, within ``orthogonalScrollRange(ofSection:)``.
  func restingOrthogonalOffset(ofSection section: Int, proposed: CGFloat, velocity: CGFloat)
    -> CGFloat

  /// Returns the section offset that shows an item of a section that scrolls on its own at a
  /// position across the layout's axis, or `nil` when the item's section does not scroll so.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - position: Where to show it; its member across the layout's axis counts (left, centred,
  ///     right, for a vertical layout), and with none the offset changes as little as possible.
  ///   - current: The section's offset now.
  /// - Returns: The offset, within ``orthogonalScrollRange(ofSection:)``.
  func orthogonalOffset(
    showingItemAt indexPath: IndexPath, at position: ScrollPosition, from current: CGFloat
  ) -> CGFloat?
}
