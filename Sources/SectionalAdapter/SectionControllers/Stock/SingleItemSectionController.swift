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
  /// The closure that makes the item; unused when ``hasItemClosure`` is `false` (not optional,
  /// as ``ListSectionController``'s: it runs at every update, as generic code).
  private let makeItem: (Model) -> Item?
  /// Whether the item comes from ``makeItem`` rather than from an override of ``item(for:)``:
  /// cleared by `init()` after a public designated initializer ran (see ``init()``).
  ///
  /// Unchecked for exclusive access: it is read at every update and written only by `init()`.
  @exclusivity(unchecked) private var hasItemClosure: Bool
  /// Whether the controller reported that it has no way to make its item.
  private var reportedMissingItem = false
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
    self.hasItemClosure = true
    self.isEqual = dynamicEquality(of: Item.self)
  }

  /// Creates a controller whose item comes from ``item(for:)``, which a subclass overrides:
  /// SectionKit's way.
  ///
  /// Items are compared as ``init(item:)`` compares them. Where the model is the item, `init()`
  /// shows the model itself. A controller that neither overrides ``item(for:)`` nor has an item
  /// for a model shows none, and says so once with an ``Diagnostic/Kind/itemsNotProvided``
  /// diagnostic.
  ///
  /// A convenience initializer: a subclass that declares its own `init()` (calling
  /// `super.init(item:)`) needs no `override`.
  public convenience init() {
    // Through a public designated initializer only: a subclass in another module that declares
    // no initializer inherits `init()`, and its stored properties are initialized only by the
    // overrides of the designated initializers it can see.
    let modelAsItem = Self.modelAsItem
    self.init(item: modelAsItem ?? { _ in nil }, isEqual: dynamicEquality(of: Item.self))
    hasItemClosure = modelAsItem != nil
  }

  /// The model itself as the item when the model is the item (`Model == Item`), decided once
  /// here rather than cast at every update; `nil` otherwise.
  @usableFromInline
  static var modelAsItem: ((Model) -> Item?)? {
    guard Model.self == Item.self else { return nil }
    return { unsafeBitCast($0, to: Item.self) }
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
    self.hasItemClosure = true
    self.isEqual = isEqual
  }

  /// The committed model, or `nil` before the first update is committed.
  public var model: Model? { committed.model }

  /// The committed item, or `nil` when the section shows none.
  public var item: Item? { committed.items.first }

  /// The number of items: 1 when there is a committed item, 0 otherwise.
  public var numberOfItems: Int { committed.count }

  /// Returns the item a model shows, or `nil` for none; the default calls the `item` closure.
  ///
  /// A controller made with ``init()`` and no override shows the model when it is the item,
  /// and otherwise none, reported once (``Diagnostic/Kind/itemsNotProvided``).
  ///
  /// - Parameter model: The model.
  /// - Returns: The item, if any.
  open func item(for model: Model) -> Item? {
    if hasItemClosure { return makeItem(model) }
    if let item = model as? Item { return item }
    // An optional item's `nil`: no item, as the model says.
    if case Optional<Any>.none = model as Any { return nil }
    if !reportedMissingItem {
      reportedMissingItem = true
      context?.environment.report(
        .itemsNotProvided,
        message: "\(type(of: self)) was created with init(), its model \(Model.self) is not a "
          + "\(Item.self), and it does not override item(for:): it shows no item (override "
          + "item(for:), or create it with init(item:))")
    }
    return nil
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

  // MARK: IGListKit's spellings, named by the compiler

  /// IGListKit's `cellForItem(at:)`: Sectional passes a ``SectionIndexPath`` and the context.
  @available(
    *, unavailable, renamed: "cellForItem(at:in:)",
    message: "Sectional passes a SectionIndexPath and the CollectionViewContext"
  )
  open func cellForItem(at index: Int) -> CollectionViewCell {
    fatalError("unavailable")
  }

  /// IGListKit's `didUpdate(to:)`: this controller makes its item from the typed model in
  /// ``item(for:)``.
  @available(
    *, unavailable,
    message:
      "a stock controller makes its item from the typed model: override item(for:), or pass init(item:) a closure"
  )
  open func didUpdate(to object: Any) {
    fatalError("unavailable")
  }
}
