import Foundation

/// What a compositional section provider, a custom group or a visible-items handler may read
/// about where it lays out (UIKit's `NSCollectionLayoutEnvironment`).
public struct LayoutEnvironment: Hashable, Sendable {
  /// The size of the container: the view's bounds for a section provider, the group's box for a
  /// custom group.
  public var containerSize: CGSize

  /// The insets the container's content keeps from its edges: the safe area or margins that
  /// the configuration's ``CompositionalLayoutConfiguration/contentInsetsReference`` measures
  /// from, for a section provider; zero for a custom group.
  public var contentInsets: DirectionalEdgeInsets

  /// The container's size less ``contentInsets``.
  public var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
  }

  /// The number of device pixels per point.
  public var displayScale: CGFloat

  /// The direction lines run in.
  public var layoutDirection: LayoutDirection

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - containerSize: The size of the container.
  ///   - contentInsets: The insets of the container's content; zero by default.
  ///   - displayScale: Device pixels per point; 1 by default.
  ///   - layoutDirection: The direction lines run in; left to right by default.
  public init(
    containerSize: CGSize, contentInsets: DirectionalEdgeInsets = .zero, displayScale: CGFloat = 1,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.containerSize = containerSize
    self.contentInsets = contentInsets
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
  }
}
