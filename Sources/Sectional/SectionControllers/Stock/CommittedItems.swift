import Foundation

/// The committed state that every stock section controller keeps: the model it shows and the items
/// made from it.
///
/// It holds the one rule the stock controllers share: a new model is only described by
/// ``update(to:items:changes:)``, and becomes current when the returned commit runs, inside the
/// adapter's batch. A class, so that the commit closure can write to it without reaching into the
/// controller.
@MainActor
final class CommittedItems<Model, Item> {
  /// The model of the last committed update, or `nil` before the first.
  private(set) var model: Model?

  /// The items of the last committed update.
  private(set) var items: [Item] = []

  /// Describes the change to a new model and its items, without applying it.
  ///
  /// The first model reports no item changes: the adapter inserts the new section whole.
  ///
  /// - Parameters:
  ///   - model: The new model.
  ///   - newItems: The items made from it.
  ///   - changes: How the committed items become the new ones; not called for the first model.
  /// - Returns: The changes, and a commit that stores the model and the items.
  func update(
    to model: Model,
    items newItems: [Item],
    changes: (_ old: [Item], _ new: [Item]) -> ItemChanges
  ) -> SectionUpdate {
    guard let committedModel = self.model else {
      return SectionUpdate(changes: .none) {
        self.model = model
        self.items = newItems
      }
    }
    // The same array as the committed one (an unchanged section of a screen built again from
    // the same values) has the same items: no diff, in O(1). When the model is the committed
    // value too, there is nothing to store either.
    guard !Self.areIdentical(items, newItems) else {
      if Self.areIdentical(committedModel, model) { return .unchanged }
      return SectionUpdate(changes: .none) { self.model = model }
    }
    let itemChanges = changes(items, newItems)
    return SectionUpdate(changes: itemChanges) {
      self.model = model
      self.items = newItems
    }
  }

  /// Whether two values are the same value: bit for bit the same, so the same array storage with
  /// the same count, the same object, the same scalars.
  ///
  /// Storing one where the other is stored changes nothing. Values that are equal but not
  /// identical (two arrays with the same elements in different storage, a value with different
  /// padding) are reported as different, and go the usual way.
  ///
  /// - Complexity: O(1): a comparison of `MemoryLayout<Value>.size` bytes.
  nonisolated static func areIdentical<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in
        left.count == right.count
          && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
  }

  /// Returns a plain cell that shows a committed item as text.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - context: Where the cell is dequeued from.
  /// - Returns: A `CollectionViewCell` whose text describes the item.
  func cellDescribingItem(
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
  static func cell(
    describing value: Any,
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = String(describing: value)
    return cell
  }
}
