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
    // The same array as the committed one (an unchanged section of a screen built again from
    // the same values) has the same items: no diff, in O(1).
    let itemChanges =
      self.model == nil || Self.areSameArray(items, newItems)
      ? ItemChanges.none : changes(items, newItems)
    return SectionUpdate(changes: itemChanges) {
      self.model = model
      self.items = newItems
    }
  }

  /// Whether two arrays are the same storage with the same count, so the same elements.
  ///
  /// - Complexity: O(1) for native arrays; an array that must first be made contiguous is
  ///   reported as different, and diffed.
  static func areSameArray(_ lhs: [Item], _ rhs: [Item]) -> Bool {
    guard lhs.count == rhs.count, !lhs.isEmpty else { return lhs.isEmpty && rhs.isEmpty }
    let left = lhs.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    let right = rhs.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    return left != nil && left == right
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
