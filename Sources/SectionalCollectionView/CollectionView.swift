import Foundation
import SectionalLayout

/// The vocabulary of a collection view, as Sectional's adapter speaks it.
///
/// The protocol follows `UICollectionView` closely, so that UIKit users recognise it and so that
/// any backend can implement it: ``HeadlessCollectionView`` in memory, a terminal renderer, or a
/// bridge to UIKit. Implementations hold their data source and delegates weakly.
@MainActor
public protocol CollectionView: AnyObject {
  // MARK: Data source and delegates

  /// The object that provides the counts, cells and supplementary views.
  ///
  /// Reading it returns the object last set, held weakly: an adapter compares it with itself to
  /// tell whether it still drives the view (another adapter may have taken the view over). A
  /// bridge that hands UIKit a proxy returns the object it was given, not the proxy.
  var dataSource: (any CollectionViewDataSource)? { get set }

  /// The object told about highlight, selection, display and scrolling; it also describes each
  /// section's layout and sizes items.
  var delegate: (any CollectionViewDelegate)? { get set }

  /// The object that prefetches data for items about to be shown.
  var prefetchDataSource: (any CollectionViewDataSourcePrefetching)? { get set }

  /// The object that starts drags from this view.
  var dragDelegate: (any CollectionViewDragDelegate)? { get set }

  /// The object that accepts drops onto this view.
  var dropDelegate: (any CollectionViewDropDelegate)? { get set }

  /// Called with every misuse the view detects and recovers from, such as an invalid batch
  /// update or a cell returned without being dequeued.
  ///
  /// A ``CollectionViewAdapter`` sets it when it is created, to report each error as a
  /// ``Diagnostic``. A backend that cannot detect misuse (UIKit crashes instead) never calls it.
  var errorHandler: ((CollectionViewError) -> Void)? { get set }

  // MARK: Cells and supplementary views

  /// Registers a cell class for a reuse identifier.
  func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String)

  /// Registers a supplementary view class for a kind and reuse identifier.
  func register(
    _ viewClass: CollectionReusableView.Type,
    forSupplementaryViewOfKind kind: ElementKind,
    withReuseIdentifier identifier: String
  )

  /// Registers the class of the decoration views of a kind, such as a section background.
  ///
  /// The view creates decoration views itself where its layout places them (UIKit registers
  /// them on the layout); a kind with no class registered gets plain ``CollectionReusableView``s.
  func register(_ viewClass: CollectionReusableView.Type, forDecorationViewOfKind kind: ElementKind)

  /// Returns a recycled cell for the identifier, or a new one when its pool is empty.
  ///
  /// Call it from the data source's `cellForItemAt`, once per request.
  func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell

  /// Returns a recycled cell of a type from an identifier's pool, registering the type under the
  /// identifier on first use; no cast needed.
  ///
  /// Several identifiers may share one class, each with its own pool.
  func dequeueReusableCell<DequeuedCell: CollectionViewCell>(
    _ cellType: DequeuedCell.Type, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> DequeuedCell

  /// Returns a recycled supplementary view for the kind and identifier, or a new one.
  func dequeueReusableSupplementaryView(
    ofKind kind: ElementKind,
    withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> CollectionReusableView

  /// Returns a recycled supplementary view of a type from an identifier's pool, registering the
  /// type under the identifier on first use.
  func dequeueReusableSupplementaryView<View: CollectionReusableView>(
    _ viewType: View.Type,
    ofKind kind: ElementKind,
    withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> View

  // MARK: Data and updates

  /// Forgets the cached counts and every shown cell; the next layout asks the data source again.
  func reloadData()

  /// The number of sections, from the cached counts (filled from the data source when empty).
  var numberOfSections: Int { get }

  /// The number of items in a section, from the cached counts.
  func numberOfItems(inSection section: Int) -> Int

  /// Groups updates so that they are validated and applied together, then calls `completion`.
  ///
  /// Change the model inside `updates`: the data source must report the old counts before the
  /// block runs and the new counts after it.
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)

  /// Runs `updates`, which changes the model and returns the batch that describes the change, then
  /// validates and applies that batch as one, and calls `completion`.
  ///
  /// This is how a ``CollectionViewAdapter`` sends every batch: as one ``BatchUpdate`` value, so
  /// a backend that works with whole batches (validating them, recording them, or diffing them
  /// into animations) receives the value rather than reassembling it from calls. The batch is
  /// returned from inside the block because it may depend on the model's new counts.
  ///
  /// The default implementation sends the batch's operations one call each inside
  /// ``performBatchUpdates(_:completion:)``, in UIKit's order: section deletes, inserts, reloads
  /// and moves, then item deletes, inserts, reloads, moves and reconfigures.
  ///
  /// - Parameters:
  ///   - updates: Changes the model and returns the batch that describes the change.
  ///   - completion: Called once, after the batch is applied, with whether it was valid.
  func performBatchUpdates(
    describedBy updates: () -> BatchUpdate, completion: ((Bool) -> Void)?)

  /// Inserts sections, at indices after the update.
  func insertSections(_ sections: IndexSet)

  /// Deletes sections, at indices before the update.
  func deleteSections(_ sections: IndexSet)

  /// Reloads sections, at indices before the update.
  func reloadSections(_ sections: IndexSet)

  /// Moves a section from its index before the update to its index after.
  func moveSection(_ section: Int, toSection newSection: Int)

  /// Inserts items, at index paths after the update.
  func insertItems(at indexPaths: [IndexPath])

  /// Deletes items, at index paths before the update.
  func deleteItems(at indexPaths: [IndexPath])

  /// Reloads items, at index paths before the update.
  func reloadItems(at indexPaths: [IndexPath])

  /// Moves an item from its index path before the update to its index path after.
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)

  /// Configures the cells of items again in place, keeping the cells.
  func reconfigureItems(at indexPaths: [IndexPath])

  /// Replaces the shown supplementary views of a kind with new views from the data source, as
  /// UIKit does for supplementary elements a layout invalidation context names.
  ///
  /// Inside a batch update block, the index paths are positions after the update and the views
  /// are replaced when the batch is applied. A data source calls it when the view that shows an
  /// element can no longer show it (its content needs another view type), so that the screen
  /// never keeps the old one.
  ///
  /// - Parameters:
  ///   - kind: The kind of supplementary view.
  ///   - indexPaths: Where the views are: `IndexPath(item: 0, section: s)` for a header or footer.
  func reloadSupplementaryViews(ofKind kind: ElementKind, at indexPaths: [IndexPath])

  /// Forgets what was measured of self-sizing supplementary views whose content changed, so
  /// that they are measured again; the views stay.
  ///
  /// Inside a batch update block, the index paths are positions after the update and the
  /// measurements are forgotten when the batch is applied.
  ///
  /// - Parameters:
  ///   - kind: The kind of supplementary view.
  ///   - indexPaths: Where the views are: `IndexPath(item: 0, section: s)` for a header or footer.
  func invalidateSupplementaryViews(ofKind kind: ElementKind, at indexPaths: [IndexPath])

  // MARK: Visible content

  /// The index paths of the items shown, in ascending order.
  var indexPathsForVisibleItems: [IndexPath] { get }

  /// The cells shown, in ascending order of their index paths.
  var visibleCells: [CollectionViewCell] { get }

  /// Returns the cell shown for an item, or `nil` when the item is not shown.
  func cellForItem(at indexPath: IndexPath) -> CollectionViewCell?

  /// Returns the supplementary view shown for a kind and index path, or `nil`.
  func supplementaryView(forElementKind kind: ElementKind, at indexPath: IndexPath)
    -> CollectionReusableView?

  // MARK: Selection

  /// Whether the user can select items. The default is `true`.
  var allowsSelection: Bool { get set }

  /// Whether the user can select more than one item. The default is `false`.
  var allowsMultipleSelection: Bool { get set }

  /// The selected items, in ascending order.
  var indexPathsForSelectedItems: [IndexPath] { get }

  /// Selects an item without asking the delegate, deselecting others in single selection; `nil`
  /// deselects everything.
  func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition)

  /// Deselects an item without asking the delegate.
  func deselectItem(at indexPath: IndexPath, animated: Bool)

  // MARK: Scrolling and layout

  /// The viewport: its origin is the content offset, its size the visible size.
  var bounds: CGRect { get set }

  /// The point of the content shown at the viewport's top left.
  var contentOffset: CGPoint { get set }

  /// Scrolls so that `offset` is at the viewport's top left, as
  /// `UIScrollView.setContentOffset(_:animated:)`.
  ///
  /// A scroll asked for with animation ends with the delegate's
  /// `scrollViewDidEndScrollingAnimation` when the content moved; one without animation does
  /// not. `UICollectionView` satisfies this requirement as it is.
  func setContentOffset(_ offset: CGPoint, animated: Bool)

  /// The size of the whole content, from the layout.
  var contentSize: CGSize { get }

  /// The insets around the content that the viewport scrolls into: the content inset, plus the
  /// safe area where the view adds it, as `UIScrollView.adjustedContentInset`.
  var adjustedContentInset: LayoutInsets { get }

  /// The layout that places the items.
  var collectionViewLayout: any CollectionViewLayout { get }

  /// What the view tells its controllers about itself: its size, display scale, layout
  /// direction, safe area, margins and adjusted content inset.
  var traits: LayoutTraits { get }

  /// Scrolls so that an item is shown at a position.
  func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)

  /// Returns the layout attributes of an item.
  func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?

  /// Returns the item at a point of the content, or `nil`.
  func indexPathForItem(at point: CGPoint) -> IndexPath?

  /// Invalidates the layout; it is computed again on the next layout pass.
  func invalidateLayout()

  /// Performs a pending layout pass now: counts, frames, and the cells shown.
  func layoutIfNeeded()
}

extension CollectionView {
  /// No insets: a view with none scrolls its content edge to edge.
  public var adjustedContentInset: LayoutInsets { .zero }

  /// The bounds' size and the adjusted content inset, at one pixel a point, left to right, with
  /// no safe area or margins: a backend that has them says so by implementing this.
  public var traits: LayoutTraits {
    LayoutTraits(containerSize: bounds.size, adjustedContentInset: adjustedContentInset)
  }
}

extension CollectionView {
  /// Returns a recycled cell of a type, registering the type on first use under its full name,
  /// `String(reflecting: cellType)`; no cast needed.
  ///
  /// - Parameters:
  ///   - cellType: The cell class.
  ///   - indexPath: The index path the data source was asked about.
  /// - Returns: A cell of `cellType`.
  public func dequeueReusableCell<DequeuedCell: CollectionViewCell>(
    _ cellType: DequeuedCell.Type, for indexPath: IndexPath
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
  ///   - indexPath: The index path the data source was asked about.
  /// - Returns: A view of `viewType`.
  public func dequeueReusableSupplementaryView<View: CollectionReusableView>(
    _ viewType: View.Type,
    ofKind kind: ElementKind,
    for indexPath: IndexPath
  ) -> View {
    dequeueReusableSupplementaryView(
      viewType, ofKind: kind, withReuseIdentifier: ClassReuseIdentifiers.identifier(of: viewType),
      for: indexPath)
  }
}

extension CollectionView {
  /// Sends a batch's operations one call each inside ``performBatchUpdates(_:completion:)``.
  ///
  /// - Parameters:
  ///   - updates: Changes the model and returns the batch that describes the change.
  ///   - completion: Called once, after the batch is applied, with whether it was valid.
  public func performBatchUpdates(
    describedBy updates: () -> BatchUpdate, completion: ((Bool) -> Void)?
  ) {
    withoutActuallyEscaping(updates) { updates in
      performBatchUpdates({ self.performOperations(of: updates()) }, completion: completion)
    }
  }

  /// Calls the update method of each of a batch's operations, in UIKit's order.
  func performOperations(of batch: BatchUpdate) {
    if !batch.sectionDeletes.isEmpty { deleteSections(batch.sectionDeletes) }
    if !batch.sectionInserts.isEmpty { insertSections(batch.sectionInserts) }
    if !batch.sectionReloads.isEmpty { reloadSections(batch.sectionReloads) }
    for move in batch.sectionMoves {
      moveSection(move.from, toSection: move.to)
    }
    if !batch.itemDeletes.isEmpty { deleteItems(at: batch.itemDeletes) }
    if !batch.itemInserts.isEmpty { insertItems(at: batch.itemInserts) }
    if !batch.itemReloads.isEmpty { reloadItems(at: batch.itemReloads) }
    for move in batch.itemMoves {
      moveItem(at: move.from, to: move.to)
    }
    if !batch.itemReconfigures.isEmpty { reconfigureItems(at: batch.itemReconfigures) }
  }
}
