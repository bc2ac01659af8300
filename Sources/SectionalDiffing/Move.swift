import Foundation

/// An element that changes position, from where it was before an update to where it is after.
///
/// The same value describes a move in a list diff (`Move<Int>`, as ``ListDiff/Move``), a section
/// move in a batch update (``BatchUpdate/SectionMove``) and an item move
/// (`Move<IndexPath>`, as ``BatchUpdate/ItemMove``).
public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
  /// The position before the update.
  public var from: Position

  /// The position after the update.
  public var to: Position

  /// Creates a move from a position before an update to a position after it.
  ///
  /// - Parameters:
  ///   - from: The position before the update.
  ///   - to: The position after the update.
  @inlinable
  public init(from: Position, to: Position) {
    self.from = from
    self.to = to
  }
}

extension Move: CustomStringConvertible {
  /// The move written `from→to`; index paths are written `section-item`.
  public var description: String {
    "\(Self.describe(from))→\(Self.describe(to))"
  }

  private static func describe(_ position: Position) -> String {
    (position as? IndexPath)?.compactDescription ?? "\(position)"
  }
}
