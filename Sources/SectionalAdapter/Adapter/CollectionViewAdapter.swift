import Foundation
import SectionalCollectionView
import SectionalLayout

/// The object that drives a collection view from a list of sections, each owned by its own
/// section controller.
///
/// Give the adapter a collection view and call ``update(_:updateStrategy:completion:)`` with the
/// sections to show. The adapter becomes the view's data source, delegate, prefetch data source,
/// and drag and drop delegate, and routes every question and event to the controller that owns
/// the section, in the controller's own terms (``SectionIndexPath``).
///
/// ```swift
/// let collectionView = HeadlessCollectionView(size: CGSize(width: 320, height: 480))
/// let adapter = CollectionViewAdapter(collectionView: collectionView)
/// adapter.update([
///   Section(id: "header", model: "Ada", controller: SingleModelSectionController<String>()),
///   Section(id: "posts", model: ["Hello", "Notes"],
///           controller: DiffingListSectionController<[String], String>()),
/// ])
/// ```
///
/// Each update diffs the section ids: controllers of removed ids are released (and told), new ids
/// build theirs, and surviving ids keep their controller, which receives the new model and answers
/// with its item changes. The adapter merges section and item changes into one batch the
/// collection view accepts (see <doc:GettingStarted> and `docs/ARCHITECTURE.md`).
///
/// Its one job is to connect a view to the controllers. What it connects is owned by its
/// collaborators: which section is where (the section registry), when a request runs (the
/// update scheduler), what an update does (the update plan) and how it reaches the view as a
/// batch (the batch assembler), and which section displayed which view and which sections are
/// near the visible ones (the display tracker and its working range).
@MainActor
public final class CollectionViewAdapter {
  /// The collection view the adapter drives.
  public let collectionView: any CollectionView

  /// Above this many changes in one update, the adapter reloads the collection view instead of
  /// animating a batch.
  public var reloadThreshold = 500

  /// How many sections beyond the visible ones, on each side, make the working range; 1 by
  /// default.
  ///
  /// IGListKit's adapter defaults to 0 (only the visible sections): set 0 for its behaviour.
  public var workingRangeSize: Int {
    get { workingRange.size }
    set {
      workingRange.size = newValue
      // A controller told it entered may update the adapter: queued until the round ends.
      handlingCallback { updateWorkingRange() }
    }
  }

  /// Called with every diagnostic; the default writes it to standard error.
  public var diagnosticHandler: (Diagnostic) -> Void = { diagnostic in
    FileHandle.standardError.write(Data("Sectional \(diagnostic)\n".utf8))
  }

  /// The object told about every scroll event, after the controllers of the visible sections.
  ///
  /// The adapter is the collection view's delegate, so this is where the rest of the app hears
  /// scrolling (IGListKit's `scrollViewDelegate`). Held weakly.
  public weak var scrollDelegate: (any CollectionViewScrollDelegate)?

  /// Called when the adapter goes from showing items to showing none, or back, with whether it is
  /// now empty: the moment to show or hide an empty view.
  ///
  /// It is told of changes only. The adapter starts empty (``isEmpty`` is `true` before the first
  /// update), so a first update that shows no items tells nothing, where IGListKit asks
  /// `emptyView(for:)` after every update: show the empty view from ``isEmpty`` when you install
  /// the handler.
  public var emptyStateHandler: ((Bool) -> Void)?

  /// The services a higher layer registered, which its controllers find by type in their
  /// environment; those that observe the viewport are told after every applied update, every
  /// scroll and every change of the viewport's size.
  public let services = SectionServices()

  /// The sections shown, in order, as last committed, and the index of each id.
  ///
  /// Unchecked for exclusive access: the view reads it for every section at every count and
  /// layout query, where the dynamic check costs more than the read, and it is only ever
  /// replaced whole (in the commit), never mutated in place while a callback runs.
  @exclusivity(unchecked) var registry = SectionRegistry()

  /// The sections as the view still shows them while an update's commits run: the registry
  /// before the commit, from the moment the update replaces it until its commits are done;
  /// `nil` otherwise.
  ///
  /// The view applies the batch after the commits, so a controller that reads or selects its
  /// items from its commit addresses the view through this: a section that moved is where the
  /// view shows it, and a section the update inserts is not shown yet.
  var registryShownByView: SectionRegistry?

  /// The revision of the sections' descriptions: minted anew at every commit, the only moment
  /// a section gains, loses or changes its description; ``DescriptionStamp/unstamped`` before
  /// the first.
  var committedDescriptionsRevision = DescriptionStamp.unstamped

  /// The revision under which the stamps of every described section were last read and none
  /// was ``DescriptionStamp/unstamped``: what the adapter promises the layout while no commit
  /// mints another (``descriptionsRevision(in:)``).
  var stampedDescriptionsRevision = DescriptionStamp.unstamped

  /// When the section updates and item changes waiting are applied, in the order asked for.
  let scheduler = UpdateScheduler()

  /// The item or supplementary view a controller is providing now, so that a collection view
  /// error during the request names its section.
  var viewRequestIndexPath: IndexPath?

  /// Which section displayed each shown view, and the working range.
  let display = DisplayTracker()

  /// The sections told that a drag of their items began, told again when it ends.
  var dragSources = DragSources()

  /// The sections near the visible ones, and who enters and leaves them.
  var workingRange: WorkingRange { display.workingRange }

  /// Whether the batch being sent is a change asked through a section's context, which vouches
  /// for the counts of the sections whose controllers keep ``ModelDerivedItems``: the view then
  /// reads only the others' (``sectionsToRecount(in:)``).
  var vouchesForPromisedCounts = false

  /// Whether the adapter showed no items after the last update.
  public internal(set) var isEmpty = true

  /// Creates an adapter and makes it the collection view's data source and delegates.
  ///
  /// It also sets the view's ``CollectionView/errorHandler``, so that every error the view
  /// reports becomes a ``Diagnostic/Kind/collectionViewError`` diagnostic, naming the section
  /// whose controller was answering.
  ///
  /// A view has one data source: an adapter made over a view that another adapter drives takes
  /// it over, data source and delegates, as IGListKit's does. The first adapter then keeps its
  /// sections but sends the view nothing and asks it nothing of what it shows: each update it is
  /// given is kept in its sections with a ``Diagnostic/Kind/dataSourceReplaced`` diagnostic, and
  /// its visible sections are none. (Replacing only the view's `dataSource` leaves the adapter
  /// its delegate, told the events of what the other data source shows: replace both.)
  ///
  /// - Parameter collectionView: The collection view to drive; the adapter keeps it.
  public init(collectionView: any CollectionView) {
    self.collectionView = collectionView
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.prefetchDataSource = self
    collectionView.dragDelegate = self
    collectionView.dropDelegate = self
    collectionView.errorHandler = { [weak self] error in self?.report(error) }
  }

  /// The collection view while it asks this adapter for its content; `nil` once its data source
  /// is another object (a second adapter made over it, say): the adapter then sends it nothing
  /// and asks it nothing of what it shows (``Diagnostic/Kind/dataSourceReplaced``).
  package var drivenCollectionView: (any CollectionView)? {
    collectionView.dataSource === self ? collectionView : nil
  }

  /// The ids of the sections shown, in order.
  public var sectionIDs: [SectionID] {
    registry.ids
  }

  /// Returns the controller of a section, or `nil` when no section has the id.
  ///
  /// - Parameter id: The section's id.
  /// - Returns: The controller built for the id.
  public func sectionController<ID: Hashable & Sendable>(forSectionID id: ID) -> (
    any SectionController
  )? {
    registry.entry(for: SectionID(id))?.controller
  }

  /// Returns the controller of a section as its concrete type, or `nil` when no section has the
  /// id or its controller is of another type.
  ///
  /// ```swift
  /// final class PostList: ListSectionController<[String], String> {
  ///   func refresh() { /* fetch newer posts */ }
  /// }
  ///
  /// let adapter = CollectionViewAdapter(
  ///   collectionView: HeadlessCollectionView(size: CGSize(width: 320, height: 480)))
  /// adapter.update([Section(id: "posts", model: ["Hello"], controller: PostList())])
  ///
  /// adapter.sectionController(forSectionID: "posts", as: PostList.self)?.refresh()
  /// ```
  ///
  /// - Parameters:
  ///   - id: The section's id.
  ///   - type: The controller's type.
  /// - Returns: The controller built for the id, if it is a `Controller`.
  public func sectionController<ID: Hashable & Sendable, Controller: SectionController>(
    forSectionID id: ID, as type: Controller.Type
  ) -> Controller? {
    sectionController(forSectionID: id) as? Controller
  }

  /// Returns the controller of the section at an index of the collection view, or `nil`.
  ///
  /// - Parameter section: The section's index.
  /// - Returns: Its controller.
  public func sectionController(atSection section: Int) -> (any SectionController)? {
    registry.entry(atSection: section)?.controller
  }

  /// Shows new sections: diffs their ids against the shown ones and applies the changes.
  ///
  /// Called while an update is being applied, or from inside a collection view callback (a
  /// completion, `cellForItemAt`, `didSelectItemAt`…), the update is queued; queued updates are
  /// coalesced, so the latest sections win, in a strategy that honours each
  /// (``UpdateStrategy``), and every completion runs exactly once, in the order the updates
  /// were asked for.
  ///
  /// An update that changes nothing is still one batch, an empty one, where DifferenceKit's
  /// `reload(using:)` sends none: its completion runs after it, with `true`. It lays nothing out
  /// again, so its cost does not grow with the screen: the layout asks a section's sizes again
  /// when a batch touches its items. A controller whose sizes change while its items do not (a
  /// row that expands) reports those items as reconfigured (``ItemChanges/reconfigures``),
  /// IGListKit's `invalidateLayout(for:)`; UIKit's flow layout, which asks every size again after
  /// any batch, would pick the new sizes up on its own.
  ///
  /// - Parameters:
  ///   - sections: The sections to show, in order. Duplicate ids keep the first section and report
  ///     a ``Diagnostic/Kind/duplicateSectionID`` diagnostic.
  ///   - updateStrategy: How the change reaches the view: an animated batch by default
  ///     (IGListKit's `performUpdates(animated: true)`), a batch without animation, a reload, or
  ///     content only.
  ///   - completion: Called once the sections are shown, with whether they were applied as a
  ///     batch update (`false` after a reload, which lays the view out first, as IGListKit's
  ///     reload does, so that the completion sees the new cells).
  public func update(
    _ sections: [Section],
    updateStrategy: UpdateStrategy = .animatedBatchUpdates,
    completion: ((Bool) -> Void)? = nil
  ) {
    update(
      sections, updateStrategy: updateStrategy, whenApplying: nil, whenShown: nil,
      completion: completion)
  }

  /// Shows new sections, running a handler just before they are applied and another once they
  /// reached the view.
  ///
  /// It is ``update(_:updateStrategy:completion:)`` for a layer above that keeps what it shows:
  /// `whenApplying` runs when the update's turn comes (at once, or after the requests queued
  /// before it), `whenShown` before the completions. Coalesced with later updates, only the
  /// latest update's run, if it has them, since its sections are the ones shown.
  ///
  /// - Parameters:
  ///   - sections: The sections to show, in order.
  ///   - updateStrategy: How the change reaches the view.
  ///   - whenApplying: Runs once, just before these sections are applied; not when a later
  ///     update coalesced with them.
  ///   - whenShown: Runs once, when these sections reached the view; not when a later update
  ///     coalesced with them (its sections are shown instead), nor when the view's data source
  ///     is another object (``Diagnostic/Kind/dataSourceReplaced``).
  ///   - completion: Called once the sections are shown.
  package func update(
    _ sections: [Section],
    updateStrategy: UpdateStrategy = .animatedBatchUpdates,
    whenApplying: (() -> Void)?,
    whenShown: (() -> Void)?,
    completion: ((Bool) -> Void)?
  ) {
    scheduler.enqueue(
      sections, strategy: updateStrategy, whenShown: whenShown, whenApplying: whenApplying,
      completion: completion)
    drainPendingWork()
  }

  /// Tells the services that observe the viewport that it may show something else.
  func tellViewportObservers() {
    guard let view = drivenCollectionView else { return }
    for observer in services.viewportObservers {
      observer.viewportDidChange(in: view)
    }
  }

  /// Reports a diagnostic to the handler.
  func report(_ diagnostic: Diagnostic) {
    diagnosticHandler(diagnostic)
  }

  /// Runs a collection view callback, then any work it queued.
  func handlingCallback<Result>(_ body: () -> Result) -> Result {
    let (result, isOutermost) = scheduler.inCallback(body)
    if isOutermost {
      drainPendingWork()
    }
    return result
  }

  /// Runs a callback that the view makes from inside its own batch update, then applies any work
  /// it queued once that batch is applied.
  ///
  /// The view calls `moveItemAt` from inside the batch that moves the item. Applied there, an update
  /// the controller asks for would join that batch (blocks nest) and the merged batch would
  /// describe neither change. An empty nested block defers the work instead: its completion runs
  /// after the outer batch is applied, and drains the queue then. A callback the view makes while
  /// applying (a cell it lays out) may drain it earlier, which is as safe, since the batch is
  /// applied by then.
  func handlingCallbackInsideViewBatch(_ body: () -> Void) {
    let (_, isOutermost) = scheduler.inCallback(body)
    guard isOutermost, !scheduler.isEmpty else { return }
    collectionView.performBatchUpdates(nil) { [weak self] _ in self?.drainPendingWork() }
  }

  /// Applies queued updates and item changes in the order they were asked for, unless an update
  /// or callback is in progress (see ``UpdateScheduler/drain(_:)``).
  ///
  /// - Returns: Whether it applied any, and so told the viewport observers.
  @discardableResult
  func drainPendingWork() -> Bool {
    guard scheduler.isIdle else { return false }
    let appliedAny = scheduler.drain { request in
      switch request {
      case .sections(let sections, let completions, let strategy, let whenShown, let whenApplying):
        whenApplying?()
        let applied = apply(sections, strategy: strategy)
        if drivenCollectionView != nil {
          whenShown?()
        }
        for completion in completions {
          completion(applied)
        }
      case .itemChange(let change):
        let applied = apply(change)
        change.completion?(applied)
      }
    }
    _checkInvariants()
    if appliedAny {
      tellViewportObservers()
    }
    return appliedAny
  }
}
