import Foundation

/// A drag in progress: its items and where the finger is.
///
/// The same session is seen by the drag delegate of the view it started in and by the drop
/// delegate of the view it moves over, as with a local drag in UIKit.
@MainActor
public final class DragSession {
  /// The items being dragged, in the order they were added.
  public internal(set) var items: [DragItem]

  /// The location of the drag in the content coordinates of the view it is over.
  public internal(set) var location: CGPoint

  /// The view the drag started in, so that a drop there can tell items' source index paths.
  weak var sourceCollectionView: HeadlessCollectionView?

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
