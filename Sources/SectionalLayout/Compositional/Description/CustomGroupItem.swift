import Foundation

/// Where a custom group places one of its items (UIKit's `NSCollectionLayoutGroupCustomItem`).
public struct CustomGroupItem: Hashable, Sendable {
  /// The item's frame, relative to the group's origin.
  ///
  /// A frame of negative width or height is the rect it spans, as Core Graphics reads one
  /// (`standardized`). A frame past the group's box along a length the group fixes overlaps what
  /// follows and is reported (``CompositionalLayoutDiagnostic/Kind/groupOverflow(by:)``); one
  /// that is not finite is empty, reported too.
  public var frame: CGRect

  /// The item's position out of the screen; 0 by default.
  public var zIndex: Int

  /// Creates a custom item.
  ///
  /// - Parameters:
  ///   - frame: The frame, relative to the group's origin.
  ///   - zIndex: The position out of the screen; 0 by default.
  public init(frame: CGRect, zIndex: Int = 0) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// The closure of a custom group, compared by identity.
///
/// Two providers are equal when they are the same value (copies of one provider), so a section
/// description kept by its controller is recognized as unchanged, and one built anew is laid out
/// again: a closure's code cannot be compared.
public struct CustomGroupItemProvider: Hashable, Sendable {
  /// The frames of a group's items, for the group's box.
  public let frames: @Sendable (LayoutEnvironment) -> [CustomGroupItem]

  private let identity = ClosureIdentity()

  /// Wraps a closure.
  ///
  /// - Parameter frames: The frames of a group's items, for the group's box.
  public init(_ frames: @escaping @Sendable (LayoutEnvironment) -> [CustomGroupItem]) {
    self.frames = frames
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

/// An object whose only use is its identity: it makes a value that holds a closure equal to its
/// copies and to nothing else.
final class ClosureIdentity: Sendable {}
