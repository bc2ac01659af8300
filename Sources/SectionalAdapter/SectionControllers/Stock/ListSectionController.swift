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
open class ListSectionController<Model, Item>: SectionController, ModelDerivedItems {
  /// What the controller may ask of the collection view, held weakly.
  public weak var context: (any CollectionViewContext)?

  @usableFromInline let committed = CommittedItems<Model, Item>()
  /// The closure that makes the items; unused when ``hasItemsClosure`` is `false`.
  ///
  /// Not optional: `items(for:)` runs for every section at every update, as generic code, where
  /// an optional closure costs dozens of instructions more than a flag.
  private let makeItems: (Model) -> [Item]
  /// Whether the items come from ``makeItems`` rather than from an override of ``items(for:)``:
  /// cleared by `init()` after a public designated initializer ran (see ``init()``).
  ///
  /// Unchecked for exclusive access: it is read at every update and written only by `init()`.
  @exclusivity(unchecked) @usableFromInline var hasItemsClosure: Bool
  private let isEqual: (([Item], [Item]) -> Bool)?
  /// Whether the controller reported that it has no way to make its items.
  private var reportedMissingItems = false
  /// Whether the items are the model itself, by construction: set by `init()` where the model is
  /// the list of items, on the stock class only (a subclass may override ``items(for:)``).
  @usableFromInline var itemsAreModel = false

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
    self.hasItemsClosure = true
    self.isEqual = dynamicEquality(of: [Item].self)
  }

  /// Creates a controller whose items come from ``items(for:)``, which a subclass overrides:
  /// SectionKit's way.
  ///
  /// ```swift
  /// struct Feed { var posts: [String] }
  ///
  /// final class FeedController: ListSectionController<Feed, String> {
  ///   override func items(for model: Feed) -> [String] { model.posts }
  /// }
  ///
  /// let feed = FeedController()
  /// ```
  ///
  /// Items are compared as ``init(items:)`` compares them. Where the model is the list of items
  /// (`Model == [Item]`), `init()` shows the model itself. A controller that neither overrides
  /// ``items(for:)`` nor has its items for a model shows none, and says so once with an
  /// ``Diagnostic/Kind/itemsNotProvided`` diagnostic.
  ///
  /// A convenience initializer: a subclass that declares its own `init()` (calling
  /// `super.init(items:)`) needs no `override`.
  public convenience init() {
    // Through a public designated initializer only: a subclass in another module that declares
    // no initializer inherits `init()`, and its stored properties are initialized only by the
    // overrides of the designated initializers it can see. One it cannot see would run this
    // class's alone, leaving the subclass's properties uninitialized memory.
    let modelAsItems = Self.modelAsItems
    self.init(items: modelAsItems ?? { _ in [] }, isEqual: dynamicEquality(of: [Item].self))
    hasItemsClosure = modelAsItems != nil
    itemsAreModel =
      modelAsItems != nil
      && ObjectIdentifier(type(of: self)) == ObjectIdentifier(ListSectionController.self)
  }

  /// The model itself as the items when the model is the list of items (`Model == [Item]`),
  /// decided once here rather than cast at every update; `nil` otherwise.
  @usableFromInline
  static var modelAsItems: ((Model) -> [Item])? {
    guard Model.self == [Item].self else { return nil }
    return { unsafeBitCast($0, to: [Item].self) }
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
    self.hasItemsClosure = true
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
  public var numberOfItems: Int { committed.count }

  /// Whether the items are a function of the model alone (``ModelDerivedItems``): `true` for a
  /// controller of this class (not a subclass) created with `init()` whose model is its list of
  /// items, `false` otherwise.
  ///
  /// A subclass whose items depend on its model alone overrides it to answer `true`.
  open var derivesItemsFromModelAlone: Bool { itemsAreModel }

  /// Returns the items a model shows; the default calls the `items` closure.
  ///
  /// A controller made with `init()` and no override shows the model when it is its list of
  /// items, and otherwise none, reported once (``Diagnostic/Kind/itemsNotProvided``).
  ///
  /// - Parameter model: The model.
  /// - Returns: The items, in order.
  open func items(for model: Model) -> [Item] {
    if hasItemsClosure { return makeItems(model) }
    if let items = model as? [Item] { return items }
    if !reportedMissingItems {
      reportedMissingItems = true
      context?.environment.report(
        .itemsNotProvided,
        message: "\(type(of: self)) was created with init(), its model \(Model.self) is not a "
          + "list of \(Item.self), and it does not override items(for:): it shows no items "
          + "(override items(for:), or create it with init(items:))")
    }
    return []
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

  // MARK: IGListKit's spellings, named by the compiler

  /// IGListKit's `cellForItem(at:)`: Sectional passes a ``SectionIndexPath`` and the context.
  @available(
    *, unavailable, renamed: "cellForItem(at:in:)",
    message: "Sectional passes a SectionIndexPath and the CollectionViewContext"
  )
  open func cellForItem(at index: Int) -> CollectionViewCell {
    fatalError("unavailable")
  }

  /// IGListKit's `didUpdate(to:)`: Sectional makes the items from the typed model in
  /// ``items(for:)``.
  @available(
    *, unavailable,
    message:
      "a stock controller makes its items from the typed model: override items(for:), or pass init(items:) a closure"
  )
  open func didUpdate(to object: Any) {
    fatalError("unavailable")
  }
}

extension ListSectionController where Model == [Item] {
  /// Creates a controller whose model is its list of items, and that reloads the section when the
  /// list changed (for `Equatable` items, when it is no longer `==`).
  public convenience init() {
    self.init(items: { $0 })
    itemsAreModel =
      ObjectIdentifier(type(of: self)) == ObjectIdentifier(ListSectionController.self)
  }
}
