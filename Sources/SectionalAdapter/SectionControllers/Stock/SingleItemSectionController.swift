import Foundation
import SectionalCollectionView
import SectionalLayout

/// A section controller that shows zero or one item, made from its model.
///
/// Use it for a section that may be absent: an optional banner, an error row, a "load more"
/// cell. The item appears with an insert, disappears with a delete, and is reloaded when it
/// changes, unless `isEqual` says it did not, in which case nothing happens.
///
/// ```swift
/// struct Announcement: Equatable { var text: String }
/// struct Feed { var announcement: Announcement? }
///
/// let banner = SingleItemSectionController<Feed, Announcement>(item: \.announcement)
/// ```
///
/// Subclass it to compute the item from the controller's own state by overriding
/// ``item(for:)``, to configure your own cell by overriding ``cellForItem(at:in:)``, and to adopt
/// capability protocols.
@MainActor
open class SingleItemSectionController<Model, Item>: SectionController {
  /// What the controller may ask of the collection view, held weakly.
  public weak var context: (any CollectionViewContext)?

  private let committed = CommittedItems<Model, Item>()
  private let makeItem: (Model) -> Item?
  private let isEqual: ((Item, Item) -> Bool)?

  /// Creates a controller that makes its item with a closure, and reloads it only when it
  /// changed.
  ///
  /// An `Equatable` item is compared with `==`, so an equal item changes nothing; any other item
  /// counts every new item as a change. A subclass calls it as `super.init(item:)`, whatever its
  /// item type.
  ///
  /// - Parameter item: Returns the item a model shows, or `nil` for none.
  public init(item: @escaping (Model) -> Item?) {
    self.makeItem = item
    self.isEqual = dynamicEquality(of: Item.self)
  }

  /// Creates a controller that makes its item with a closure and compares items with another.
  ///
  /// - Parameters:
  ///   - item: Returns the item a model shows, or `nil` for none.
  ///   - isEqual: Returns whether two items look the same, so that the cell need not be reloaded;
  ///     `nil` counts every new item as a change.
  public init(
    item: @escaping (Model) -> Item?,
    isEqual: ((Item, Item) -> Bool)?
  ) {
    self.makeItem = item
    self.isEqual = isEqual
  }

  /// The committed model, or `nil` before the first update is committed.
  public var model: Model? { committed.model }

  /// The committed item, or `nil` when the section shows none.
  public var item: Item? { committed.items.first }

  /// The number of items: 1 when there is a committed item, 0 otherwise.
  public var numberOfItems: Int { committed.items.count }

  /// Returns the item a model shows, or `nil` for none; the default calls the `item` closure.
  ///
  /// - Parameter model: The model.
  /// - Returns: The item, if any.
  open func item(for model: Model) -> Item? {
    makeItem(model)
  }

  /// Prepares the change to a new model: inserts, deletes or reloads the item.
  ///
  /// - Parameter model: The new model.
  /// - Returns: No changes for the first model; otherwise an insert when the item appears, a
  ///   delete when it disappears, a reload when it changes, and nothing when it stays absent or
  ///   equal. The commit stores the model and the item.
  public func update(to model: Model) -> SectionUpdate {
    let newItem = item(for: model)
    return committed.update(to: model, items: newItem.map { [$0] } ?? []) { old, new in
      switch (old.first, new.first) {
      case (nil, nil): .none
      case (nil, _?): ItemChanges(inserts: [0])
      case (_?, nil): ItemChanges(deletes: [0])
      case (let old?, let new?):
        if let isEqual, isEqual(old, new) { .none } else { ItemChanges(reloads: [0]) }
      }
    }
  }

  /// Returns the cell for the item; the default is a plain cell whose text describes the item.
  ///
  /// Override it to dequeue and configure your own cell from ``item``.
  ///
  /// - Parameters:
  ///   - indexPath: The item: always item 0 of the section.
  ///   - context: The collection view's services.
  /// - Returns: The cell that shows ``item``.
  open func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    committed.cellDescribingItem(at: indexPath, in: context)
  }

  /// Tells the controller that its section is gone for good; the default does nothing.
  open func didRemove() {}
}
