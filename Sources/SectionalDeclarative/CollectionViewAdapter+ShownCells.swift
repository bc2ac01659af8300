import Foundation
import SectionalAdapter

extension CollectionViewAdapter {
  /// The list last applied, once its update reached the view: KarrotListKit's `snapshot()`.
  ///
  /// It holds the sections and cells as they were written, with their ids, components and
  /// handlers. A list still queued behind an update is not it yet; `nil` before the first
  /// list. Sections shown by ``update(_:updateStrategy:completion:)`` alone do not change it.
  ///
  /// - Returns: The list, or `nil`.
  public func snapshot() -> List? {
    services.service(ListState.self)?.appliedList
  }

  /// Returns the declarative cell shown at an index path, or `nil` when the index path is not a
  /// cell of a declarative section (an index path of other than two indices included).
  ///
  /// Its ``Cell/id`` and ``Cell/component`` name what a view shows, from outside any handler.
  ///
  /// - Parameter indexPath: The index path, in the view's current sections.
  /// - Returns: The cell.
  /// - Complexity: O(1).
  public func cell(at indexPath: IndexPath) -> Cell? {
    // The section read only once the index path has one, as an item's: an empty one traps.
    guard indexPath.count == 2,
      let controller = sectionController(atSection: indexPath.section)
        as? ComponentSectionController,
      indexPath.item >= 0, indexPath.item < controller.cells.count
    else { return nil }
    return controller.cells[indexPath.item]
  }

  /// Returns the component shown at an index path as a type or protocol, or `nil`: ListKit's
  /// `component(at:to:)`.
  ///
  /// ```swift
  /// protocol Deletable { func delete() }
  ///
  /// @MainActor
  /// func swipeToDelete(at indexPath: IndexPath, in adapter: CollectionViewAdapter) {
  ///   adapter.component(at: indexPath, as: Deletable.self)?.delete()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - indexPath: The index path, in the view's current sections.
  ///   - type: A component type, or a protocol.
  /// - Returns: The component as that type.
  /// - Complexity: O(1).
  public func component<Wrapped>(at indexPath: IndexPath, as type: Wrapped.Type) -> Wrapped? {
    cell(at: indexPath)?.component.as(type)
  }
}
