import Foundation

/// What a section controller may ask of the collection view that shows it.
///
/// Every request is in the controller's own terms: items are indices within its section, and the
/// context knows where the section is now. A controller holds its context weakly and never
/// reaches the adapter or the collection view directly.
@MainActor
public protocol CollectionViewContext: AnyObject {
  /// The size of the collection view's viewport.
  var containerSize: CGSize { get }

  /// The index of the controller's section in the collection view now, or `nil` once the section
  /// is gone.
  var sectionIndex: Int? { get }

  /// Returns a recycled cell of a type for an item from an identifier's pool, registering the
  /// type under the identifier on first use.
  ///
  /// Use it when one cell class shows several kinds of content that should be recycled
  /// separately; otherwise ``dequeueReusableCell(_:for:)`` names the pool after the type.
  ///
  /// - Parameters:
  ///   - cellType: The cell class.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The item the cell is for.
  /// - Returns: A cell of `cellType`.
  func dequeueReusableCell<Cell: CollectionViewCell>(
    _ cellType: Cell.Type,
    withReuseIdentifier identifier: String,
    for indexPath: SectionIndexPath
  ) -> Cell

  /// Returns a recycled supplementary view of a type from an identifier's pool, registering the
  /// type under the identifier on first use.
  ///
  /// - Parameters:
  ///   - viewType: The view class.
  ///   - kind: The kind of supplementary view.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The supplementary view's position (item 0 for headers and footers).
  /// - Returns: A view of `viewType`.
  func dequeueReusableSupplementaryView<View: CollectionReusableView>(
    _ viewType: View.Type,
    ofKind kind: SupplementaryKind,
    withReuseIdentifier identifier: String,
    for indexPath: SectionIndexPath
  ) -> View

  /// Applies a change to the controller's own items, outside a model update: for example after a
  /// tap deleted a row.
  ///
  /// `commit` makes the new items current; it runs inside the batch. Changes asked for while an
  /// update is being applied are queued and run after it.
  ///
  /// - Parameters:
  ///   - changes: How the items change.
  ///   - commit: Makes the new items current.
  ///   - completion: Called once the change is applied, with whether it was applied as a batch.
  func apply(
    _ changes: ItemChanges,
    commit: @escaping @MainActor () -> Void,
    completion: ((Bool) -> Void)?
  )

  /// Selects an item without asking the controller.
  ///
  /// - Parameters:
  ///   - index: The item's index within the section.
  ///   - scrollPosition: Where to scroll it; empty for no scrolling.
  func selectItem(at index: Int, scrollPosition: ScrollPosition)

  /// Deselects an item without asking the controller.
  ///
  /// - Parameter index: The item's index within the section.
  func deselectItem(at index: Int)

  /// Scrolls so that an item is shown at a position.
  ///
  /// - Parameters:
  ///   - index: The item's index within the section.
  ///   - scrollPosition: Where to show it.
  func scrollToItem(at index: Int, at scrollPosition: ScrollPosition)

  /// The indices of the section's items that are shown, ascending.
  var visibleItemIndices: [Int] { get }

  /// The indices of the section's items that are selected, ascending.
  var selectedItemIndices: [Int] { get }

  /// Returns the cell shown for an item, or `nil`.
  ///
  /// - Parameter index: The item's index within the section.
  /// - Returns: The cell, if the item is shown.
  func cellForItem(at index: Int) -> CollectionViewCell?
}

extension CollectionViewContext {
  /// Returns a recycled cell of a type for an item, registering the type on first use under its
  /// full name, `String(reflecting: cellType)`.
  ///
  /// - Parameters:
  ///   - cellType: The cell class.
  ///   - indexPath: The item the cell is for.
  /// - Returns: A cell of `cellType`.
  public func dequeueReusableCell<Cell: CollectionViewCell>(
    _ cellType: Cell.Type,
    for indexPath: SectionIndexPath
  ) -> Cell {
    dequeueReusableCell(
      cellType, withReuseIdentifier: String(reflecting: cellType), for: indexPath)
  }

  /// Returns a recycled supplementary view of a type, registering the type on first use under its
  /// full name, `String(reflecting: viewType)`.
  ///
  /// - Parameters:
  ///   - viewType: The view class.
  ///   - kind: The kind of supplementary view.
  ///   - indexPath: The supplementary view's position (item 0 for headers and footers).
  /// - Returns: A view of `viewType`.
  public func dequeueReusableSupplementaryView<View: CollectionReusableView>(
    _ viewType: View.Type,
    ofKind kind: SupplementaryKind,
    for indexPath: SectionIndexPath
  ) -> View {
    dequeueReusableSupplementaryView(
      viewType, ofKind: kind, withReuseIdentifier: String(reflecting: viewType), for: indexPath)
  }
}

extension CollectionViewContext {
  /// Applies a prepared update to the controller's own items: its changes, committed inside the
  /// batch.
  ///
  /// A stock controller changes its own items this way, after a tap or a drop, with the update
  /// its ``SectionController/update(to:)`` prepares:
  ///
  /// ```swift
  /// final class Tags: ListSectionController<[String], String>, SelectionHandling {
  ///   init() { super.init(items: { $0 }) }
  ///
  ///   func didSelectItem(at indexPath: SectionIndexPath) {
  ///     var remaining = items
  ///     remaining.remove(at: indexPath.indexInSectionController)
  ///     context?.apply(update(to: remaining))
  ///   }
  /// }
  /// ```
  ///
  /// The app's own model does not know about the change: tell it too, or the next
  /// `CollectionViewAdapter.update` shows the app's model again.
  ///
  /// - Parameters:
  ///   - update: The changes and their commit.
  ///   - completion: Called once the change is applied, with whether it was applied as a batch.
  public func apply(_ update: SectionUpdate, completion: ((Bool) -> Void)? = nil) {
    apply(update.changes, commit: update.commit, completion: completion)
  }

  /// Applies a change to the controller's own items, with no completion.
  ///
  /// - Parameters:
  ///   - changes: How the items change.
  ///   - commit: Makes the new items current; it runs inside the batch.
  public func apply(_ changes: ItemChanges, commit: @escaping @MainActor () -> Void) {
    apply(changes, commit: commit, completion: nil)
  }
}
