import Foundation
import SectionalCollectionView

/// An object that owns one section of a collection view: it turns its model into items, answers
/// how many there are, and provides their cells.
///
/// The protocol is small on purpose. Everything else a section can do (selection, display,
/// prefetching, sizing, supplementary views, context menus, drag, drop, interactive movement,
/// scrolling) is an opt-in capability protocol with default behaviour, such as
/// ``SelectionHandling`` or ``FlowLayoutSizing``: a controller adopts what it handles.
///
/// The adapter builds a controller when its section's id first appears, keeps the same instance
/// for as long as the id stays, and sends it every new model with ``update(to:)``.
@MainActor
public protocol SectionController: AnyObject {
  /// The model the section shows.
  associatedtype Model

  /// What the controller may ask of the collection view, or `nil` while it is not shown.
  ///
  /// The adapter sets it; implementations store it weakly.
  var context: (any CollectionViewContext)? { get set }

  /// The number of items the section shows now.
  var numberOfItems: Int { get }

  /// Prepares the change to a new model without applying it yet.
  ///
  /// Compute the new items and how they differ from the current ones, and return them with a
  /// commit closure that makes the new items current. The adapter calls the closure inside the
  /// batch update; until then ``numberOfItems`` and ``cellForItem(at:in:)`` must still describe
  /// the old items. The first model also arrives here, right after the controller is built.
  ///
  /// - Parameter model: The new model.
  /// - Returns: How the items change, and how to commit the change.
  func update(to model: Model) -> SectionUpdate

  /// Returns the configured cell for an item, dequeued from `context`.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - context: The collection view's services.
  /// - Returns: The cell.
  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell

  /// Tells the controller that its section left the screen for good: its id is gone.
  func didRemove()
}

extension SectionController {
  /// Does nothing.
  public func didRemove() {}

  /// Sends a model of unknown type: the controller's ``update(to:)`` when it is a `Model`,
  /// `nil` otherwise.
  @usableFromInline
  package func update(toAnyModel model: Any) -> SectionUpdate? {
    guard let model = model as? Model else { return nil }
    return update(to: model)
  }
}
