import Foundation

/// The distances by which a layout insets a section's items from its edges.
///
/// A platform-independent stand-in for `UIEdgeInsets`, which Linux lacks: `top` and `bottom`
/// separate the items from the header and the footer, `left` and `right` narrow the width that
/// rows of items may fill.
public struct LayoutInsets: Hashable, Sendable {
  /// No inset on any edge.
  public static let zero = LayoutInsets()

  /// The inset above the first row of items.
  public var top: CGFloat

  /// The inset before the leading item of each row.
  public var left: CGFloat

  /// The inset below the last row of items.
  public var bottom: CGFloat

  /// The inset after the trailing item of each row.
  public var right: CGFloat

  /// Creates insets; every edge not given is zero.
  ///
  /// - Parameters:
  ///   - top: The inset above the first row of items.
  ///   - left: The inset before the leading item of each row.
  ///   - bottom: The inset below the last row of items.
  ///   - right: The inset after the trailing item of each row.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
