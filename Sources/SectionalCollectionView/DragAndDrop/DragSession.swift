import Foundation

/// A drag in progress: its items and where the finger is.
///
/// The same session is seen by the drag delegate of the view it started in and by the drop
/// delegate of the view it moves over, as with a local drag in UIKit.
@MainActor
public final class DragSession {
  /// The items being dragged, in the order they were added.
  ///
  /// The collection view adds to it as the user adds items; a custom backend does the same.
  public var items: [DragItem]

  /// The location of the drag in the content coordinates of the view it is over.
  ///
  /// The collection view moves it as the finger moves; a custom backend does the same.
  public var location: CGPoint

  /// The view the drag started in, so that a drop there can tell items' source index paths; held
  /// weakly.
  ///
  /// A backend sets it when the drag begins and compares it with itself (`===`) at the drop.
  public weak var sourceCollectionView: (any CollectionView)?

  /// Whether the drag ended (dropped or abandoned): a session ends once, and the view refuses
  /// to move, add to or drop it again.
  public internal(set) var hasEnded = false

  /// Creates a session with items at a location.
  ///
  /// - Parameters:
  ///   - items: The items being dragged.
  ///   - location: Where the drag is, in content coordinates.
  public init(items: [DragItem] = [], location: CGPoint = .zero) {
    self.items = items
    self.location = location
  }
}
