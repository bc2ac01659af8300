import Foundation

/// Insets whose horizontal edges follow the layout direction: leading is left in a left-to-right
/// layout and right in a right-to-left one (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// No inset on any edge.
  public static let zero = DirectionalEdgeInsets()

  /// The inset of the top edge.
  public var top: CGFloat

  /// The inset of the leading edge.
  public var leading: CGFloat

  /// The inset of the bottom edge.
  public var bottom: CGFloat

  /// The inset of the trailing edge.
  public var trailing: CGFloat

  /// Creates insets; every edge not given is zero.
  ///
  /// - Parameters:
  ///   - top: The inset of the top edge.
  ///   - leading: The inset of the leading edge.
  ///   - bottom: The inset of the bottom edge.
  ///   - trailing: The inset of the trailing edge.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates insets that are the same on the two horizontal edges and on the two vertical ones.
  ///
  /// - Parameters:
  ///   - horizontal: The inset of the leading and trailing edges.
  ///   - vertical: The inset of the top and bottom edges.
  public init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }

  /// Creates insets that are the same on every edge.
  ///
  /// - Parameter value: The inset of every edge.
  public init(all value: CGFloat) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// The inset before the content along an axis: leading or top.
  func before(along axis: LayoutAxis) -> CGFloat {
    axis == .horizontal ? leading : top
  }

  /// The inset after the content along an axis: trailing or bottom.
  func after(along axis: LayoutAxis) -> CGFloat {
    axis == .horizontal ? trailing : bottom
  }

  /// The sum of the insets along an axis.
  func total(along axis: LayoutAxis) -> CGFloat {
    before(along: axis) + after(along: axis)
  }

  /// The sum of two insets, edge by edge.
  static func + (lhs: Self, rhs: Self) -> Self {
    Self(
      top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
      bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
  }
}
