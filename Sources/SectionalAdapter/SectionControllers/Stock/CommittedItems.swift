import Foundation
import SectionalCollectionView
import SectionalLayout

/// The committed state that every stock section controller keeps: the model it shows and the items
/// made from it.
///
/// It holds the one rule the stock controllers share: a new model is only described by
/// ``update(to:items:changes:)``, and becomes current when the returned commit runs, inside the
/// adapter's batch. A class, so that the commit closure can write to it without reaching into the
/// controller.
@MainActor
@usableFromInline
package final class CommittedItems<Model, Item> {
  // The fields whose size does not depend on `Model` come first, so that reading them (the
  // item count, at every layout pass) needs no generic metadata lookup for their offsets.

  /// The items of the last committed update.
  ///
  /// Unchecked for exclusive access: it is read at every count the view asks for, where the
  /// dynamic check costs more than the read, and it is only written by `store`, which never
  /// runs inside an access to it.
  @exclusivity(unchecked) @usableFromInline var storedItems: [Item] = []

  /// The items of the last committed update, read through an inlinable getter: an access made
  /// in another module checks exclusivity whatever the stored property says, where the
  /// getter's own access, inlined there, stays unchecked.
  @inlinable package var items: [Item] { storedItems }

  /// The number of the committed items, kept beside them.
  ///
  /// The view reads every section's count after every batch, and in generic code `items.count`
  /// retains the array and calls the generic getter. Unchecked for exclusive access, as `items`:
  /// only `store` writes it.
  @exclusivity(unchecked) @usableFromInline package private(set) var itemCount = 0

  /// The bytes of the committed model, or `nil` before the first commit.
  ///
  /// A new model is compared with them to tell the committed value itself, without reading the
  /// optional `model` (which, in generic code, costs a metadata lookup at each read). The stored model keeps
  /// whatever the bytes point to alive, so no other value can take on these bytes meanwhile.
  /// Unchecked for exclusive access, as `items`: it is read at every update and only written
  /// by `store`.
  @exclusivity(unchecked) @usableFromInline var storedModelBytes: ValueBytes?

  /// The bytes of the committed model, read as ``items`` is.
  @inlinable package var modelBytes: ValueBytes? { storedModelBytes }

  /// The model of the last committed update, or `nil` before the first.
  ///
  /// Unchecked for exclusive access, as `items`: it is written only by `store`, at every
  /// commit, and read by copying it.
  @exclusivity(unchecked) @usableFromInline var storedModel: Model?

  /// The model of the last committed update, read as ``items`` is.
  @inlinable package var model: Model? { storedModel }

  /// The number of committed items.
  ///
  /// Read through this accessor from another module: there the property's unchecked exclusive
  /// access is not known, and a read of ``itemCount`` pays the dynamic check, which costs more
  /// than this call.
  package var count: Int { itemCount }

  /// Creates an empty record: no model committed yet.
  package init() {}

  /// Describes the change to a new model and its items, without applying it.
  ///
  /// The first model reports no item changes: the adapter inserts the new section whole. The
  /// committed model and items themselves (the same values, bit for bit) are
  /// ``SectionUpdate/unchanged``.
  ///
  /// - Parameters:
  ///   - model: The new model.
  ///   - newItems: The items made from it.
  ///   - changes: How the committed items become the new ones; not called for the first model.
  /// - Returns: The changes, and a commit that stores the model and the items.
  @inlinable
  package func update(
    to model: Model,
    items newItems: [Item],
    changes: (_ old: [Item], _ new: [Item]) -> ItemChanges
  ) -> SectionUpdate {
    guard let modelBytes else {
      return SectionUpdate(changes: .none) { self.store(model, items: newItems) }
    }
    // The same array as the committed one (an unchanged section of a screen built again from
    // the same values), or two empty ones in whatever storage, have the same items: no diff, in
    // O(1). When the model is the committed value too, there is nothing to store either.
    // Objects may have changed in place in the very array (a class's instances, whose
    // controllers compare or refresh them): the shortcut holds for values only.
    guard
      !(Self.areSameStorage(items, newItems) && !(Item.self is AnyObject.Type))
        && !(items.isEmpty && newItems.isEmpty)
    else {
      if modelBytes.areBytes(of: model) { return .unchanged }
      return SectionUpdate(changes: .none) { self.store(model, items: newItems) }
    }
    let itemChanges = changes(items, newItems)
    return SectionUpdate(changes: itemChanges) { self.store(model, items: newItems) }
  }

  /// Makes a model and its items the committed ones.
  @inlinable package func store(_ model: Model, items newItems: [Item]) {
    storedModel = model
    storedItems = newItems
    itemCount = newItems.count
    storedModelBytes = ValueBytes(of: model)
  }

  /// Whether two arrays share their storage, so have the same elements: an array is one
  /// reference to its storage, which holds the count.
  ///
  /// - Complexity: O(1).
  @inlinable package nonisolated static func areSameStorage(_ lhs: [Item], _ rhs: [Item]) -> Bool {
    unsafeBitCast(lhs, to: UInt.self) == unsafeBitCast(rhs, to: UInt.self)
  }

  /// Returns a plain cell that shows a committed item as text.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - context: Where the cell is dequeued from.
  /// - Returns: A `CollectionViewCell` whose text describes the item.
  package func cellDescribingItem(
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let index = indexPath.indexInSectionController
    // The adapter only asks for existing items; a direct caller with a stale index gets a blank
    // cell rather than a crash.
    guard items.indices.contains(index) else {
      return Self.cell(describing: "", at: indexPath, in: context)
    }
    return Self.cell(describing: items[index], at: indexPath, in: context)
  }

  /// Returns a plain cell that shows a value as text.
  ///
  /// - Parameters:
  ///   - value: What the cell shows.
  ///   - indexPath: The item.
  ///   - context: Where the cell is dequeued from.
  /// - Returns: A `CollectionViewCell` whose text is `String(describing: value)`.
  package static func cell(
    describing value: Any,
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.setText(describing: value)
    return cell
  }
}
