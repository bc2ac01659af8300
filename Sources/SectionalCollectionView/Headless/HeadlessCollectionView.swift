import Foundation
import SectionalLayout

/// A collection view that lives in memory, with no screen: its one job is to behave as
/// `UICollectionView` does.
///
/// What it does is UIKit's: batch updates validated as strictly (by `BatchValidator`), cells
/// recycled (by its reuse pools), elements placed by its layout, a viewport that scrolls, and
/// UIKit's events in UIKit's order.
///
/// Use it wherever a `UICollectionView` would be, to run an adapter or a data source in a test or
/// a terminal. A test fails where an app would crash: an invalid batch update is a
/// ``CollectionViewError`` with UIKit's message (see ``errorPolicy``).
///
/// ```swift
/// final class Rows: CollectionViewDataSource {
///   func collectionView(_ view: any CollectionView, numberOfItemsInSection section: Int) -> Int {
///     100
///   }
///
///   func collectionView(
///     _ view: any CollectionView, cellForItemAt indexPath: IndexPath
///   ) -> CollectionViewCell {
///     let cell = view.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
///     cell.text = "Row \(indexPath.item)"
///     return cell
///   }
/// }
///
/// let rows = Rows()
/// let collectionView = HeadlessCollectionView(size: CGSize(width: 320, height: 480))
/// collectionView.dataSource = rows
/// collectionView.layoutIfNeeded()
/// collectionView.indexPathsForVisibleItems  // what fits in 480 points: rows 0 to 11
/// ```
///
/// Layout passes happen when the view needs them, as in UIKit: ``layoutIfNeeded()``, scrolling,
/// the end of a batch update. ``reloadData()`` and setting the data source only invalidate the
/// cached counts (R17), so a batch that follows them reads its "before" counts from the data
/// source (R18).
@MainActor
public final class HeadlessCollectionView: CollectionView {
  /// The object that provides the counts, cells and supplementary views.
  ///
  /// Setting it reloads the view, as UIKit's does (its setter marks the view as needing a
  /// reload): the shown cells and views end their display, as after ``reloadData()``, and the
  /// cached counts are invalidated, so that the next layout pass asks the new data source for
  /// everything. Set inside a batch update, the view reloads so once the batch is applied.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet {
      // Another data source shows other items: a layout pass running (the old data source set
      // it from a callback) must not ask the new one for the old one's index paths, what was
      // measured no longer applies, and the cells shown are the old one's.
      contentGeneration += 1
      if pendingBatch == nil {
        discardShownContent()
      } else {
        measuredItemSizes.removeAll()
        measuredSupplementarySizes.removeAll()
        orthogonalScrollOffsets.removeAll()
        pendingBatch?.reloadsWhenApplied = true
      }
      invalidateCachedCounts()
    }
  }

  /// The object told about highlight, selection, display and scrolling, and that describes each
  /// section's layout and sizes items.
  public var delegate: (any CollectionViewDelegate)? {
    get { delegateReference }
    set {
      delegateReference = newValue
      collectionViewLayout.invalidateLayout()
    }
  }

  /// The delegate, held weakly.
  ///
  /// Unchecked for exclusive access: the layout asks the delegate about every section at each
  /// preparation, where the dynamic check costs more than the read, and it is only written by
  /// the `delegate` setter, which calls out only after writing it.
  @exclusivity(unchecked) private weak var delegateReference: (any CollectionViewDelegate)?

  /// The number of device pixels per point, which the layout snaps frames to; 1 by default, as
  /// in a terminal.
  ///
  /// Setting it invalidates the layout.
  public var displayScale: CGFloat = 1 {
    didSet { invalidateLayout() }
  }

  /// The insets of the safe area within the viewport (a status bar, a home indicator); zero by
  /// default, as in a terminal.
  ///
  /// The sides that ``contentInsetAdjustmentBehavior`` adds to the ``adjustedContentInset`` move
  /// the content at rest, as UIKit's screens do when their bars change: a vertical collection
  /// whose top safe area grows from 0 to 48 points while it is at its start stays at its start,
  /// 48 points down (its ``contentOffset`` becomes `-48`); one scrolled elsewhere keeps its
  /// offset. Setting it invalidates the layout.
  public var safeAreaInsets = LayoutInsets.zero {
    didSet {
      guard safeAreaInsets != oldValue else { return }
      adjustedContentInsetDidChange(
        from: contentInsetAdjustmentBehavior.adjustedContentInset(
          contentInset, safeArea: oldValue,
          scrollDirection: collectionViewLayout.scrollDirection))
      invalidateLayout()
    }
  }

  /// Extra space around the content that the viewport may scroll into, as
  /// `UIScrollView.contentInset`: a pull-to-refresh area, a toolbar over the content's end.
  ///
  /// It does not move the layout's frames; what reads it is ``adjustedContentInset``, this inset
  /// plus the safe area's sides that ``contentInsetAdjustmentBehavior`` adds. Unlike UIKit's
  /// layouts, which lay out within the bounds less the inset's sides across the scroll axis
  /// (a vertical flow layout's lines lose its left and right), Sectional's layouts span the
  /// bounds: across the scroll axis, give the sections insets instead. Setting it does not
  /// scroll, as in UIKit: to start the content below a new top inset, set ``contentOffset`` to
  /// minus the adjusted inset's top.
  ///
  /// Setting it to a new value tells the layout (``LayoutInvalidation/bounds``, which costs a
  /// layout no new frames) and lays the viewport out again.
  public var contentInset = LayoutInsets.zero {
    didSet {
      guard contentInset != oldValue else { return }
      collectionViewLayout.invalidateLayout(.bounds)
      layoutIfNeeded()
    }
  }

  /// Which sides of the safe area the view adds to its ``contentInset``, as
  /// `UIScrollView.contentInsetAdjustmentBehavior`; ``ContentInsetAdjustmentBehavior/automatic``
  /// by default, as in UIKit: the sides along the layout's scroll axis.
  ///
  /// Setting it does not scroll, as in UIKit; set it before the safe area, as a screen does
  /// before it is shown, for the content to start below the sides it adds. Setting it to a new
  /// value tells the layout (``LayoutInvalidation/bounds``) and lays the viewport out again.
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet {
      guard contentInsetAdjustmentBehavior != oldValue else { return }
      collectionViewLayout.invalidateLayout(.bounds)
      layoutIfNeeded()
    }
  }

  /// The insets within the viewport that the content scrolls under, as
  /// `UIScrollView.adjustedContentInset`: the ``contentInset`` plus the sides of the
  /// ``safeAreaInsets`` that the ``contentInsetAdjustmentBehavior`` adds.
  ///
  /// It is where the content starts at rest (a ``contentOffset`` of `-top` on a vertical
  /// layout), how far scrolling to an item may go past the content's ends
  /// (``scrollToItem(at:at:animated:)``), where the layout keeps pinned headers and footers
  /// (``LayoutContent/adjustedContentInset``), and what a declarative list's reached-end
  /// trigger measures from.
  public var adjustedContentInset: LayoutInsets {
    contentInsetAdjustmentBehavior.adjustedContentInset(
      contentInset, safeArea: safeAreaInsets,
      scrollDirection: collectionViewLayout.scrollDirection)
  }

  /// The view's size, display scale, layout direction, safe area, margins and adjusted content
  /// inset, as its controllers read them.
  public var traits: LayoutTraits {
    LayoutTraits(
      containerSize: bounds.size, displayScale: displayScale, layoutDirection: layoutDirection,
      safeAreaInsets: safeAreaInsets, layoutMargins: layoutMargins,
      adjustedContentInset: adjustedContentInset)
  }

  /// The insets of the layout margins within the viewport; 8 points on every side by default, as
  /// a `UIView`'s.
  ///
  /// Setting it invalidates the layout.
  public var layoutMargins = LayoutInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet { invalidateLayout() }
  }

  /// The direction in which lines run; left to right by default.
  ///
  /// Setting it invalidates the layout.
  public var layoutDirection = LayoutDirection.leftToRight {
    didSet { invalidateLayout() }
  }

  /// The object that prefetches data for items about to be shown.
  public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?

  /// The object that starts drags from this view.
  public weak var dragDelegate: (any CollectionViewDragDelegate)?

  /// The object that accepts drops onto this view.
  public weak var dropDelegate: (any CollectionViewDropDelegate)?

  /// The layout that places the items; ``setCollectionViewLayout(_:animated:completion:)``
  /// replaces it.
  ///
  /// Unchecked for exclusive access: it is read at every layout pass and every scroll, and
  /// written only by the layout swap, which calls out only after writing it.
  @exclusivity(unchecked) public internal(set) var collectionViewLayout: any CollectionViewLayout

  /// What the view does with a ``CollectionViewError``: ``ErrorPolicy/report`` (the default) or
  /// ``ErrorPolicy/trap``.
  public var errorPolicy: ErrorPolicy

  /// How strictly batch updates are validated.
  ///
  /// The default, `.strict`, also rejects what UIKit accepts but crashes on later (R23, R25, R26).
  public var strictness: BatchUpdate.Strictness = .strict

  /// Called with every error the view reports, after it is recorded in ``errors``.
  ///
  /// By default it writes the error to standard error, so that no error is silent; a
  /// ``CollectionViewAdapter`` replaces it to report errors as diagnostics. Set it to `nil` to
  /// keep errors only in ``errors``.
  public var errorHandler: ((CollectionViewError) -> Void)? = { error in
    FileHandle.standardError.write(Data("Sectional collection view error: \(error)\n".utf8))
  }

  /// Every error reported so far, oldest first.
  public private(set) var errors: [CollectionViewError] = []

  /// Called with every batch update the view validated and applied, after it is applied.
  ///
  /// Use it to see exactly what an adapter or data source sent, as a value.
  public var batchUpdateHandler: ((BatchUpdate) -> Void)?

  /// The last batch update the view validated and applied, with whether it was animated
  /// (``BatchUpdate/isAnimated``).
  public internal(set) var lastBatchUpdate: BatchUpdate?

  /// How many ``performWithoutAnimation(_:)`` blocks are running.
  var animationSuppressionDepth = 0

  /// Whether the view asks its prefetch data source to prefetch items.
  ///
  /// The default is `true`.
  public var isPrefetchingEnabled = true

  /// How far ahead of the viewport, in points in the scroll direction, items are prefetched;
  /// `nil` (the default) means one viewport length along the layout's scroll axis, and zero
  /// (or less) prefetches nothing.
  public var prefetchDistance: CGFloat?

  /// Whether a drag comes to rest on a page, a multiple of the viewport's length along the
  /// scroll axis, as `UIScrollView.isPagingEnabled`; `false` by default.
  public var isPagingEnabled = false

  /// How fast the content slows down after a drag, as `UIScrollView.decelerationRate`.
  ///
  /// It is the fraction of its speed the content keeps each millisecond: `0.998` by default
  /// (UIKit's `.normal`); UIKit's `.fast` is `0.99`. A value outside `0..<1` counts as the
  /// default.
  public var decelerationRate: CGFloat = 0.998

  /// Whether a tap on the status bar (``tapStatusBar(steps:)``) scrolls the content to its top,
  /// as `UIScrollView.scrollsToTop`; `true` by default.
  public var scrollsToTop = true

  /// Whether the user's finger is on the content, during ``scroll(by:steps:velocity:)``: from
  /// its begin-dragging event until the finger lifts, through the end-dragging event of a drag
  /// the finger stopped before it lifted.
  public internal(set) var isTracking = false

  /// Whether the user is dragging the content, from the begin-dragging event to the
  /// end-dragging event of ``scroll(by:steps:velocity:)`` when the content moves on after it, and
  /// until just before that event when the drag stopped before the finger lifted.
  public internal(set) var isDragging = false

  /// Whether the content is moving on after the user lifted their finger.
  public internal(set) var isDecelerating = false

  /// Whether the user can select items.
  ///
  /// The default is `true`.
  public var allowsSelection = true

  /// Whether the user can select more than one item.
  ///
  /// The default is `false`.
  public var allowsMultipleSelection = false

  /// The viewport: its origin is the content offset, its size the visible size.
  ///
  /// Changing the origin scrolls; changing the size invalidates the layout.
  public var bounds: CGRect {
    didSet {
      if !bounds.origin.x.isFinite || !bounds.origin.y.isFinite {
        // UIKit raises (a layer's position cannot be NaN): reported, and kept at the start.
        report(.nonFiniteContentOffset(x: bounds.origin.x, y: bounds.origin.y))
        let insets = adjustedContentInset
        if !bounds.origin.x.isFinite { bounds.origin.x = insets.left.isFinite ? -insets.left : 0 }
        if !bounds.origin.y.isFinite { bounds.origin.y = insets.top.isFinite ? -insets.top : 0 }
      }
      // −0 and 0 are one offset: kept as 0, so that it prints as UIKit's does.
      if bounds.origin.x == 0 { bounds.origin.x = 0 }
      if bounds.origin.y == 0 { bounds.origin.y = 0 }
      boundsGeneration += 1
      let isVertical = collectionViewLayout.scrollDirection == .vertical
      if isVertical
        ? bounds.size.width != oldValue.size.width
        : bounds.size.height != oldValue.size.height
      {
        // Measured sizes depend on the length across the scroll axis: measure again.
        measuredItemSizes.removeAll()
        measuredSupplementarySizes.removeAll()
      }
      if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
        collectionViewLayout.invalidateLayout(.bounds)
      }
      if bounds.size != oldValue.size {
        // UIKit keeps the offset within the content when the view's size changes.
        offsetMayLeaveContent = true
      }
      if bounds.origin != oldValue.origin {
        didScroll(from: oldValue.origin)
      } else if bounds.size != oldValue.size {
        layoutIfNeeded()
      }
      if bounds.size != oldValue.size {
        delegate?.scrollViewDidChangeSize(self)
      }
    }
  }

  // MARK: State

  /// The item count of each section as the view last saw it, or `nil` when it must ask (R17).
  ///
  /// Unchecked for exclusive access: the layout reads it for every section, where the dynamic
  /// check costs more than the read, and it is only ever replaced whole.
  @exclusivity(unchecked) var cachedItemCounts: [Int]? {
    didSet {
      trustsUnreadCounts = false
      spareItemCountsDiffer = nil
    }
  }

  /// The counts before the last batch, kept to become the next batch's counts after it without
  /// copying every section's (``spareItemCountsDiffer``).
  var spareItemCounts: [Int] = []

  /// The sections where ``spareItemCounts`` may differ from ``cachedItemCounts``, ascending, or
  /// `nil` when unknown: set by a batch that read only those counts, and forgotten whenever the
  /// cached counts are replaced otherwise.
  var spareItemCountsDiffer: [Int]?

  /// Whether the last batch read only some counts, the data source vouching for the others
  /// (``CollectionViewDataSource/sectionsToRecount(in:)``): until counts are read whole again,
  /// each layout pass reads the counts of the sections it shows.
  var trustsUnreadCounts = false

  /// Recycled cells, one pool per reuse identifier.
  var cellPool = ReusePool<CollectionViewCell>()

  /// Recycled supplementary views, one set of pools per kind.
  var supplementaryPools: [ElementKind: ReusePool<CollectionReusableView>] = [:]

  /// Recycled decoration views, one pool per kind (the kind's raw value is the identifier).
  var decorationPool = ReusePool<CollectionReusableView>()

  /// The cells shown, by item.
  ///
  /// Unchecked for exclusive access: a layout pass and a batch look up every shown cell in it,
  /// where the dynamic check costs more than the lookup, and no callback runs inside an access
  /// to it.
  @exclusivity(unchecked) var visibleCellsByItem: [ItemKey: CollectionViewCell] = [:]

  /// The supplementary views shown, by kind and index path.
  var visibleSupplementaryViews: [ElementKey: CollectionReusableView] = [:]

  /// The decoration views shown, by kind and index path.
  var visibleDecorationViews: [ElementKey: CollectionReusableView] = [:]

  /// The sizes measured for self-sizing items, by item, carried through batch updates.
  var measuredItemSizes: [ItemKey: CGSize] = [:]

  /// The sizes measured for self-sizing supplementary views, by kind and index path, carried
  /// through batch updates with their sections.
  var measuredSupplementarySizes: [ElementKey: CGSize] = [:]

  /// How far each section that scrolls on its own was scrolled, by section index.
  ///
  /// Absent for a section never scrolled: it rests at the start of its range. What the view
  /// shows is this offset clamped into the section's range (see ``contentOffset(ofSection:)``).
  var orthogonalScrollOffsets: [Int: CGFloat] = [:]

  /// The section a finger is dragging on its own (``scroll(section:by:steps:velocity:)``): its
  /// offset may pass the ends of its range until it comes to rest.
  var draggedSection: Int?

  /// The layout as one whose sections may scroll on their own, cast once per layout.
  @exclusivity(unchecked) var orthogonalScrollingLayout: (any OrthogonalScrollingLayout)?

  /// The selected items.
  var selectedItems: Set<ItemKey> = []

  /// The item a tap in progress is on, carried through the batch updates its callbacks apply;
  /// `nil` when no tap is in progress, or once an update removed the item.
  var tappedItem: ItemKey?

  /// The items prefetched and not yet shown.
  var prefetchedItems: Set<ItemKey> = []

  /// Whether the content last moved up (towards later items).
  var isScrollingTowardsEnd = true

  /// The batch being collected, while a `performBatchUpdates` block runs.
  var pendingBatch: PendingBatch?

  /// The data source request a dequeue may answer, while one runs.
  var dequeueRequest: DequeueRequest?

  /// How many layout passes are running, nested in delegate callbacks; the internal checks run
  /// when the outermost one ends.
  var layoutPassDepth = 0

  /// Counts the changes of the data shown (batches, reloads), so that a layout pass interrupted
  /// by one, from inside a callback, knows its index paths went stale.
  var contentGeneration = 0

  /// Counts the changes of the bounds, so that a layout pass interrupted by a scroll knows its
  /// elements went stale.
  var boundsGeneration = 0

  /// The content size the offset was last kept within (``keepsOffsetWithinResizedContent()``):
  /// zero, as a scroll view's content size before its first layout.
  var contentSizeOffsetWasKeptWithin = CGSize.zero

  /// Whether the next layout pass checks the offset against the content whatever its size: the
  /// viewport's size changed, or a pass nested too deep left the check to the outermost one.
  var offsetMayLeaveContent = false

  /// Whether a pass nested too deep left the offset's check to the outermost pass.
  var offsetCheckDeferred = false

  /// Whether self-sizing is moving the content offset to keep an item in place: the layout pass
  /// that follows is the next round of the pass in progress, not a nested one.
  var isAnchoringMeasuredItems = false

  /// How many rounds of measuring one layout pass runs at most.
  static let maximumSelfSizingRounds = 64

  /// How deep layout passes restarted by their own callbacks may nest.
  static let maximumLayoutRestarts = 16

  /// The interactive movement in progress.
  var interactiveMovement: InteractiveMovement?

  /// The drags begun here and not yet ended, whose items' source index paths follow their items
  /// through batch updates.
  var draggedSessions: [DraggedSession] = []

  /// The cells that measured themselves during a batch's layout pass.
  ///
  /// Noted only while a batch that reconfigures items lays out (`nil` otherwise): those
  /// reconfigured are measured again once they show their new content. Cells, not items: a
  /// batch applied from a callback of the pass may move the items.
  var cellsMeasuringThemselves: Set<ObjectIdentifier>?

  /// Creates a headless collection view with a viewport size and a layout.
  ///
  /// - Parameters:
  ///   - size: The size of the viewport.
  ///   - layout: The layout; full-width rows, ``FlowLayout/list(rowHeight:)``, when omitted.
  ///   - errorPolicy: What to do with errors: report and recover (the default), or trap.
  public init(
    size: CGSize,
    layout: any CollectionViewLayout = FlowLayout.list(),
    errorPolicy: ErrorPolicy = .report
  ) {
    self.bounds = CGRect(origin: .zero, size: size)
    self.collectionViewLayout = layout
    self.orthogonalScrollingLayout = layout as? any OrthogonalScrollingLayout
    self.errorPolicy = errorPolicy
    LayoutOwnership.adopt(layout, by: self)
  }

  // MARK: Errors

  /// Records an error and tells the handler, or traps, as the policy says.
  func report(_ error: CollectionViewError) {
    switch errorPolicy {
    case .trap:
      fatalError(error.description)
    case .report:
      errors.append(error)
      errorHandler?(error)
    }
  }
}

/// A supplementary or decoration view's place: its kind and index path.
struct ElementKey: Hashable {
  var kind: ElementKind
  var indexPath: IndexPath
}
