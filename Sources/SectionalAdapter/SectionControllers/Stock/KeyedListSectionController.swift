import Foundation
import SectionalDiffing
import SectionalLayout

/// A section controller that diffs a list of items whose identity and content are given by
/// closures.
///
/// It works like ``DiffingListSectionController`` for items that do not conform to
/// ``Differentiable``: types from another module, tuples, or values whose identity depends on
/// where they are shown. `id` plays the part of ``Differentiable/differenceIdentifier`` and
/// `isContentEqual` that of ``Differentiable/isContentEqual(to:)``, so there is no conformance to
/// write, and no retroactive conformance to add to a type you do not own.
///
/// ```swift
/// // A type from another module, say: neither Differentiable nor Equatable.
/// struct Contact {
///   let identifier: String
///   var givenName, familyName: String
/// }
/// struct Directory { var contacts: [Contact] }
///
/// let contacts = KeyedListSectionController<Directory, Contact, String>(
///   items: \.contacts,
///   id: \.identifier,
///   isContentEqual: { $0.givenName == $1.givenName && $0.familyName == $1.familyName }
/// )
/// ```
///
/// Duplicate ids are matched in order of occurrence, as ``ListDiff`` documents.
@MainActor
open class KeyedListSectionController<Model, Item, ID: Hashable>:
  ListSectionController<Model, Item>
{
  private let id: (Item) -> ID
  private let isContentEqual: (Item, Item) -> Bool

  /// Creates a controller whose items are identified and compared by closures.
  ///
  /// - Parameters:
  ///   - items: Returns the items a model shows.
  ///   - id: Returns what identifies an item across models; ids should be unique in a list.
  ///   - isContentEqual: Returns whether two items with the same id look the same; `false`
  ///     refreshes the item as ``ListSectionController/itemRefresh`` says (its cell configured
  ///     again by default).
  public init(
    items: @escaping (Model) -> [Item],
    id: @escaping (Item) -> ID,
    isContentEqual: @escaping (Item, Item) -> Bool
  ) {
    self.id = id
    self.isContentEqual = isContentEqual
    super.init(items: items, isEqual: nil)
  }

  /// Creates a controller whose items are identified by a closure, and compared with `==` when
  /// they are `Equatable`.
  ///
  /// `Equatable` items are compared with `==`, so an item whose id stays and that is still `==`
  /// is left alone; any other item with the same id counts as changed and is refreshed as
  /// ``ListSectionController/itemRefresh`` says (configured again by default). A subclass
  /// calls it as `super.init(items:id:)`, whatever its item type.
  ///
  /// - Parameters:
  ///   - items: Returns the items a model shows.
  ///   - id: Returns what identifies an item across models; ids should be unique in a list.
  public init(items: @escaping (Model) -> [Item], id: @escaping (Item) -> ID) {
    self.id = id
    self.isContentEqual = dynamicEquality(of: Item.self) ?? { _, _ in false }
    super.init(items: items, isEqual: nil)
  }

  /// Returns the diff from the committed items to new ones, by their ids and content.
  ///
  /// - Parameters:
  ///   - old: The committed items.
  ///   - new: The items of the new model.
  /// - Returns: The diff's changes; none when the lists are the same.
  ///
  /// - Complexity: That of ``ListDiff/init(from:to:)``, plus one call of `id` per item.
  override open func changes(from old: [Item], to new: [Item]) -> ItemChanges {
    ItemChanges(ListDiff(from: old.map(keyed), to: new.map(keyed)), refreshing: itemRefresh)
  }

  private func keyed(_ item: Item) -> KeyedItem<Item, ID> {
    KeyedItem(item: item, differenceIdentifier: id(item), contentEquals: isContentEqual)
  }
}

/// An item with the identity and content comparison a ``KeyedListSectionController`` was given,
/// so that ``ListDiff`` can diff it.
private struct KeyedItem<Item, ID: Hashable>: Differentiable {
  let item: Item
  let differenceIdentifier: ID
  let contentEquals: (Item, Item) -> Bool

  func isContentEqual(to source: KeyedItem) -> Bool {
    contentEquals(item, source.item)
  }
}
