import Foundation
import SectionalCollectionView
import SectionalLayout

/// What a section controller may ask of the collection view that shows it.
///
/// Every request is in the controller's own terms: items are indices within its section, and the
/// context knows where the section is now. A controller holds its context weakly and never
/// reaches the adapter or the collection view directly.
///
/// ## While an update commits
///
/// An update's commit (the closure of a ``SectionUpdate``) runs inside the batch, before the
/// view applies it. The requests that read or change what the view shows (``cellForItem(at:)``,
/// ``visibleItemIndices``, ``selectedItemIndices``, ``selectItem(at:scrollPosition:)``,
/// ``deselectItem(at:)`` and ``scrollToItem(at:at:)``) then address the view as it still shows
/// the section: where it was before the update moved it, with the items it showed, as a
/// `UICollectionView` answers inside `performBatchUpdates`. A section the update inserts is not
/// shown yet: reads answer `nil` or nothing, and a selection or scroll asked for is reported as
/// ``Diagnostic/Kind/staleIndexPath`` and not applied; ask for it in the update's completion.
/// ``sectionIndex`` is the section's new index throughout.
@MainActor
public protocol CollectionViewContext: AnyObject {
  /// The id of the controller's section.
  var sectionID: SectionID { get }

  /// What the controller may know of the world it lives in: the view's traits, where its
  /// diagnostics go, and the services a higher layer registered.
  ///
  /// Once the section is gone, its traits are zero and its services empty, and what it reports
  /// goes nowhere.
  var environment: SectionEnvironment { get }

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
  func dequeueReusableCell<DequeuedCell: CollectionViewCell>(
    _ cellType: DequeuedCell.Type,
    withReuseIdentifier identifier: String,
    for indexPath: SectionIndexPath
  ) -> DequeuedCell

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
    ofKind kind: ElementKind,
    withReuseIdentifier identifier: String,
    for indexPath: SectionIndexPath
  ) -> View

  /// Applies a change to the controller's own items, outside a model update, worked out when it
  /// is applied: for example after a tap deleted a row.
  ///
  /// Use it when the controller works the change out from its own items. `update` runs when the
  /// change is applied, so its changes are computed against the items current then, whatever was
  /// applied before it: a change asked for
  /// while an update is being applied, or from inside a callback, waits in the adapter's queue
  /// behind every earlier request. A stock controller passes its own
  /// ``SectionController/update(to:)``:
  ///
  /// ```swift
  /// final class Tags: ListSectionController<[String], String>, SelectionHandling {
  ///   init() { super.init(items: { $0 }) }
  ///
  ///   func didSelectItem(at indexPath: SectionIndexPath) {
  ///     var remaining = items
  ///     remaining.remove(at: indexPath.indexInSectionController)
  ///     context?.apply { self.update(to: remaining) }
  ///   }
  /// }
  /// ```
  ///
  /// The update's commit runs inside the batch. If the section goes while the change waits in
  /// the queue (or its controller is replaced under the same id), `update` is not called and the
  /// completion receives `false`. If it is already gone when this is called, the controller's
  /// state is its own: `update` runs and is committed at once, the view is not touched, and the
  /// completion receives `false`, as ``apply(_:commit:completion:)`` commits.
  ///
  /// - Parameters:
  ///   - update: Returns the changes from the items current when it runs, and their commit.
  ///   - completion: Called once the change is applied, with whether it was applied as a batch.
  func apply(
    _ update: @escaping @MainActor () -> SectionUpdate,
    completion: ((Bool) -> Void)?
  )

  /// Applies a change to the controller's own items that was computed elsewhere: by a diff run
  /// off the main actor, or sent by a server as a delta.
  ///
  /// `changes` describe the items of the moment of the call. Applied at once, that is exact. If
  /// the change has to wait (an update is being applied, or the call comes from a callback) and
  /// the section's items change before it is applied, the changes no longer describe them: the
  /// section is then reloaded whole, with a ``Diagnostic/Kind/staleItemChanges`` diagnostic. A
  /// change the controller can work out from its own items goes through
  /// ``apply(_:completion:)`` instead, which computes it when it is applied and never goes stale.
  ///
  /// `commit` makes the new items current; it runs inside the batch. If the section is already
  /// gone when this is called, `commit` runs at once, the view is not touched, and the
  /// completion receives `false`.
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

  /// Registers the class of the decoration views of a kind that the section's layout places
  /// (a background, say).
  ///
  /// The view makes decoration views itself, of the class registered for their kind; a
  /// controller that gives them content (``DisplayHandling/willDisplayDecorationView(_:ofKind:at:)``)
  /// registers the class it expects when it describes them. The registration is the view's, for
  /// every section: one kind, one class.
  ///
  /// - Parameters:
  ///   - viewClass: The class the view makes.
  ///   - kind: The kind of decoration view, as the section's layout description names it.
  func register(_ viewClass: CollectionReusableView.Type, forDecorationViewOfKind kind: ElementKind)

  /// Replaces the section's shown supplementary view of a kind with a new one, asked of the
  /// controller again (``SupplementaryViewProviding``).
  ///
  /// Call it when the view that shows it cannot show its new content (a header whose content
  /// needs another view type): called while the controller commits an update, inside the
  /// adapter's batch, the view is replaced when that batch is applied, in the same pass.
  ///
  /// - Parameter kind: The kind of supplementary view, such as ``ElementKind/header``.
  func reloadSupplementaryView(ofKind kind: ElementKind)

  /// Tells the collection view that the content of the section's supplementary view of a kind
  /// changed in place, so that a self-sizing one is measured again.
  ///
  /// Called while the controller commits an update, inside the adapter's batch, the measurement
  /// is forgotten when that batch is applied.
  ///
  /// - Parameter kind: The kind of supplementary view, such as ``ElementKind/header``.
  func invalidateSupplementaryView(ofKind kind: ElementKind)

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
  public func dequeueReusableCell<DequeuedCell: CollectionViewCell>(
    _ cellType: DequeuedCell.Type,
    for indexPath: SectionIndexPath
  ) -> DequeuedCell {
    dequeueReusableCell(
      cellType, withReuseIdentifier: ClassReuseIdentifiers.identifier(of: cellType), for: indexPath)
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
    ofKind kind: ElementKind,
    for indexPath: SectionIndexPath
  ) -> View {
    dequeueReusableSupplementaryView(
      viewType, ofKind: kind, withReuseIdentifier: ClassReuseIdentifiers.identifier(of: viewType),
      for: indexPath)
  }
}

extension CollectionViewContext {
  /// Applies a change to the controller's own items, worked out when it is applied, with no
  /// completion; see ``apply(_:completion:)``.
  ///
  /// - Parameter update: Returns the changes from the items current when it runs, and their
  ///   commit.
  public func apply(_ update: @escaping @MainActor () -> SectionUpdate) {
    apply(update, completion: nil)
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
