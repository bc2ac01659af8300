import Foundation

/// One item of a drag session: what the app attached to it, and where it came from.
public struct DragItem: Sendable {
  /// The object the app attached to the item, for a drop in the same app.
  public var localObject: (any Sendable)?

  /// The index path the item was dragged from, when it came from a collection view.
  public var sourceIndexPath: IndexPath?

  /// Creates a drag item.
  ///
  /// - Parameters:
  ///   - localObject: The object the app attaches to the item.
  ///   - sourceIndexPath: The index path the item is dragged from, if any. The collection view
  ///     fills this in for items it starts a drag with.
  public init(localObject: (any Sendable)? = nil, sourceIndexPath: IndexPath? = nil) {
    self.localObject = localObject
    self.sourceIndexPath = sourceIndexPath
  }
}
