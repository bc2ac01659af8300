import Foundation

/// Space added outside an item or group, between it and its neighbours and container, without
/// changing its size (UIKit's `NSCollectionLayoutEdgeSpacing`).
///
/// Leading and trailing follow the layout direction. A flexible edge takes a share of the space
/// the group leaves unused: `top: .flexible(0)` alone pushes an item to the bottom of a taller
/// group's box, and flexible top and bottom centre it.
public struct EdgeSpacing: Hashable, Sendable {
  /// The space before the leading edge, or `nil` for none.
  public var leading: LayoutSpacing?

  /// The space above the top edge, or `nil` for none.
  public var top: LayoutSpacing?

  /// The space after the trailing edge, or `nil` for none.
  public var trailing: LayoutSpacing?

  /// The space below the bottom edge, or `nil` for none.
  public var bottom: LayoutSpacing?

  /// Creates edge spacing; every edge not given has none.
  ///
  /// - Parameters:
  ///   - leading: The space before the leading edge.
  ///   - top: The space above the top edge.
  ///   - trailing: The space after the trailing edge.
  ///   - bottom: The space below the bottom edge.
  public init(
    leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
    bottom: LayoutSpacing? = nil
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  /// The spacing before an element along an axis: leading or top.
  func before(along axis: LayoutAxis) -> LayoutSpacing? {
    axis == .horizontal ? leading : top
  }

  /// The spacing after an element along an axis: trailing or bottom.
  func after(along axis: LayoutAxis) -> LayoutSpacing? {
    axis == .horizontal ? trailing : bottom
  }
}
