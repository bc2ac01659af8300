import Foundation

/// The space between two neighbours in a compositional group, or around an item: exact, or at
/// least a length and more when there is room to share.
public enum LayoutSpacing: Hashable, Sendable {
  /// Exactly this many points.
  case fixed(CGFloat)

  /// At least this many points; the space a group's items leave unused is shared evenly among its
  /// flexible spacings (floored to device pixels).
  case flexible(CGFloat)

  /// The least space: the length either case carries.
  public var minimum: CGFloat {
    switch self {
    case .fixed(let length), .flexible(let length): length
    }
  }

  /// Whether the spacing takes a share of unused space.
  public var isFlexible: Bool {
    if case .flexible = self { return true }
    return false
  }
}
