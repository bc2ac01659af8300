import Foundation
import SectionalCollectionView
import SectionalLayout

/// A section controller that shows a list of items made from its model, and reloads the whole
/// section when they change.
///
/// Use it for short lists whose items have no identity to track, or when an animated diff is not
/// worth it. When items can be told apart, prefer ``DiffingListSectionController`` (items that are
/// ``Differentiable``) or ``KeyedListSectionController`` (identity and content given by closures),
/// which insert, delete, move and reload single items.
///
/// ```swift
/// struct Article { var tags: [String] }
///
/// let tags = ListSectionController<Article, String>(items: \.tags)
/// ```
///
/// Subclass it to compute the items from the controller's own state by overriding
/// ``items(for:)``, to configure your own cells by overriding ``cellForItem(at:in:)``, to report
/// changes differently by overriding ``changes(from:to:)``, and to adopt capability protocols.
@MainActor
open class ListSectionController<Model, Item>: SectionController {
  /// What the controller may ask of the collection view, held weakly.
  public weak var context: (any CollectionViewContext)?

  @usableFromInline let committed = CommittedItems<Model, Item>()
  private let makeItems: (Model) -> [Item]
  private let isEqual: (([Item], [Item]) -> Bool)?

  /// Creates a controller that makes its items with a closure, and reloads the section only when
  /// the items changed.
  ///
  /// `Equatable` items are compared with `==`, so an equal list changes nothing; other items count
  /// every new list as a change unless both are empty. A subclass calls it as
  /// `super.init(items:)`, whatever its item type.
  ///
  /// - Parameter items: Returns the items a model shows. A key path such as `\.tags` works too.
  public init(items: @escaping (Model) -> [Item]) {
    self.makeItems = items
    self.isEqual = dynamicEquality(of: [Item].self)
  }

  /// Creates a controller that makes its items with a closure and compares them with another.
  ///
  /// - Parameters:
  ///   - items: Returns the items a model shows. A key path such as `\.tags` works too.
  ///   - isEqual: Returns whether two lists of items look the same, so that the section need not
  ///     be reloaded; `nil` counts every new list as a change unless both are empty.
  public init(
    items: @escaping (Model) -> [Item],
    isEqual: (([Item], [Item]) -> Bool)?
  ) {
    self.makeItems = items
    self.isEqual = isEqual
  }

  /// How an item whose identity stays and whose content changed is refreshed, in the subclasses
  /// that diff their items (``DiffingListSectionController``, ``KeyedListSectionController``):
  /// its cell is configured again by default, and replaced with ``ItemRefresh/reload``.
  public var itemRefresh = ItemRefresh.reconfigure

  /// The committed model, or `nil` before the first update is committed.
  public var model: Model? { committed.model }

  /// The committed items: what the section shows now.
  public var items: [Item] { committed.items }

  /// The number of committed items.
  public var numberOfItems: Int { committed.items.count }

  /// Returns the items a model shows; the default calls the `items` closure.
  ///
  /// - Parameter model: The model.
  /// - Returns: The items, in order.
  open func items(for model: Model) -> [Item] {
    makeItems(model)
  }

  /// Returns how the committed items become new ones; the default reloads the section.
  ///
  /// No change is reported when both lists are empty, or when the `isEqual` closure says they are
  /// equal. Subclasses override it to report finer changes; it is called before the commit, and
  /// never for the first model.
  ///
  /// - Parameters:
  ///   - old: The committed items.
  ///   - new: The items of the new model.
  /// - Returns: The item changes.
  open func changes(from old: [Item], to new: [Item]) -> ItemChanges {
    if old.isEmpty && new.isEmpty { return .none }
    if let isEqual, isEqual(old, new) { return .none }
    return .reloadSection
  }

  /// Prepares the change to a new model, as ``changes(from:to:)`` describes it.
  ///
  /// - Parameter model: The new model.
  /// - Returns: No changes for the first model, the changes from the committed items to the new
  ///   ones otherwise, with a commit that stores the model and the new items.
  @inlinable
  public final func update(to model: Model) -> SectionUpdate {
    committed.update(to: model, items: items(for: model), changes: changes(from:to:))
  }

  /// Returns the update to a model whose items and changes are already computed.
  func prepareUpdate(to model: Model, items newItems: [Item], changes: ItemChanges) -> SectionUpdate
  {
    committed.update(to: model, items: newItems) { _, _ in changes }
  }

  /// Returns the cell for an item; the default is a plain cell whose text describes the item.
  ///
  /// Override it to dequeue and configure your own cell from ``items``.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - context: The collection view's services.
  /// - Returns: The cell.
  open func cellForItem(
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionViewCell {
    committed.cellDescribingItem(at: indexPath, in: context)
  }

  /// Tells the controller that its section is gone for good; the default does nothing.
  open func didRemove() {}
}

extension ListSectionController where Model == [Item] {
  /// Creates a controller whose model is its list of items, and that reloads the section when the
  /// list changed (for `Equatable` items, when it is no longer `==`).
  public convenience init() {
    self.init(items: { $0 })
  }
}
