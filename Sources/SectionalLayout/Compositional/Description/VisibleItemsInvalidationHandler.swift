import Foundation

/// A closure that adjusts a section's visible elements just before the view shows them: fading
/// or scaling cards as a row scrolls (UIKit's `visibleItemsInvalidationHandler`).
///
/// The layout calls it whenever it returns elements of the section for a rect, with the
/// elements it is about to return (cells, supplementary and decoration views), the section's
/// own scroll offset (zero for a section that does not scroll orthogonally) and the layout
/// environment. It may change their ``LayoutAttributes/frame`` and ``LayoutAttributes/zIndex``;
/// changes to index paths and categories are ignored. Compared by identity, as
/// ``CustomGroupItemProvider`` is.
///
/// As in UIKit, the cells of a section that scrolls on its own, and the supplementary views
/// attached to its items and groups, have the frames they have in the section's own content,
/// not yet moved by its offset: `frame.midX - contentOffset.x` is where a cell's centre is on
/// screen, so UIKit's carousel code (scale by the distance from the container's centre) works as
/// it is. The layout moves them by the offset after. In a section mirrored for right to left,
/// whose content moves the other way as it scrolls, the offset is negative, so that the same
/// code holds.
public struct VisibleItemsInvalidationHandler: Hashable, Sendable {
  /// The closure.
  public let adjust:
    @MainActor @Sendable (
      _ visibleItems: inout [LayoutAttributes], _ contentOffset: CGPoint,
      _ environment: LayoutEnvironment
    ) -> Void

  private let identity = ClosureIdentity()

  /// Wraps a closure.
  ///
  /// - Parameter adjust: The closure that adjusts the visible elements.
  public init(
    _ adjust:
      @escaping @MainActor @Sendable (
        _ visibleItems: inout [LayoutAttributes], _ contentOffset: CGPoint,
        _ environment: LayoutEnvironment
      ) -> Void
  ) {
    self.adjust = adjust
  }

  /// Whether two values are copies of one: closures compare by identity.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identity === rhs.identity
  }

  /// Hashes the identity of the closure.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(identity))
  }
}
