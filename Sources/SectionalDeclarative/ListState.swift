import Foundation
import SectionalAdapter
import SectionalCollectionView

/// What the adapter keeps of the declarative list shown, beyond its sections: its reached-end
/// trigger (whose latch outlives any one list) and its handlers.
///
/// A service of the adapter's (``CollectionViewAdapter/services``), registered when a list is
/// first applied: its section controllers find it in their environment, and it checks the
/// reached-end trigger whenever the viewport may have changed.
@MainActor
final class ListState: ViewportObserving {
  /// The reached-end trigger, when the list has one.
  var reachedEnd: ReachedEndTrigger?

  /// The list's reached-end handler.
  var reachedEndHandler: (@MainActor (ReachedEndEvent) -> Void)?

  /// The list's refresh handler.
  var refreshHandler: (@MainActor () -> Void)?

  /// The list's scroll handlers.
  var scrollHandlers = ListScrollHandlers()

  /// The plugins that prefetch for components about to appear.
  var prefetchingPlugins: [any PrefetchingPlugin] = []

  /// The phase of the placeholders' shimmer.
  var shimmerPhase = 0

  /// The list last given to ``take(_:)``, when its turn to be applied came: the one whose
  /// sections are being applied, for diagnostics that name where a section was written.
  private(set) var listTaken: List?

  /// The list last applied, once its update reached the view.
  var appliedList: List?

  /// Whether a check is running, and whether another was asked for meanwhile: a handler that
  /// applies a longer list at once is checked again after it returns, not inside itself.
  private var isChecking = false
  private var needsCheck = false

  /// Takes a new list's handlers, keeping the trigger's latch.
  ///
  /// - Parameter list: The list applied.
  func take(_ list: List) {
    listTaken = list
    refreshHandler = list.refreshHandler
    scrollHandlers = list.scrollHandlers
    // A list without the modifier keeps the trigger, latched or not, for the next list that has
    // one: a list that never reached the view (coalesced with a later one) must not arm it again.
    guard let (offset, handler) = list.reachedEnd else {
      reachedEndHandler = nil
      return
    }
    if reachedEnd == nil {
      reachedEnd = ReachedEndTrigger(offset: offset)
    }
    reachedEnd?.offset = offset
    reachedEndHandler = handler
  }

  func viewportDidChange(in collectionView: any CollectionView) {
    checkReachedEnd(in: collectionView)
  }

  /// Checks whether the end was reached in a view, and fires the handler if so; checks again
  /// when the handler asked for a check (by applying a list) while it ran.
  ///
  /// - Parameter view: The collection view.
  func checkReachedEnd(in view: any CollectionView) {
    guard !isChecking else {
      needsCheck = true
      return
    }
    isChecking = true
    defer { isChecking = false }
    repeat {
      needsCheck = false
      guard reachedEnd != nil, let handler = reachedEndHandler else { return }
      let geometry = ReachedEndTrigger.Geometry(of: view)
      if let event = reachedEnd?.check(geometry) {
        handler(event)
      }
    } while needsCheck
  }
}

extension CollectionViewAdapter {
  /// The declarative list's state, made when a list is first applied.
  var shownListState: ListState {
    services.service(ListState.self, orRegister: ListState.init)
  }

  /// Arms the shown list's reached-end trigger again and checks it: after a page failed to
  /// load, so that reaching the end asks again.
  public func rearmReachedEnd() {
    guard let state = services.service(ListState.self) else { return }
    state.reachedEnd?.rearm()
    // A view another data source took over shows none of the list's cells.
    guard let view = drivenCollectionView else { return }
    state.checkReachedEnd(in: view)
  }

  /// Refreshes the shown list, as a pull to refresh does: re-arms its reached-end handler
  /// (``List/onReachedEnd(offset:handler:)``), since the refreshed content has an end of its
  /// own to reach, then calls its ``List/onRefresh(_:)`` handler.
  ///
  /// - Returns: Whether the list has a refresh handler.
  @discardableResult
  public func refresh() -> Bool {
    guard let state = services.service(ListState.self), let handler = state.refreshHandler
    else { return false }
    state.reachedEnd?.rearm()
    handler()
    return true
  }
}

extension CollectionViewAdapter {
  /// Shows a list while its data loads, every cell a placeholder (``Cell/placeholder()``):
  /// SwiftyListKit's `showLoader(with:)`.
  ///
  /// Give it cells of the components the content will have, with sample data: the skeleton
  /// takes the content's place and size. ``apply(_:updateStrategy:completion:)`` of the content then
  /// replaces it in one batch update (SwiftyListKit's `hideLoader(with:)`, which is no more than
  /// that): no invalid batch, and no empty screen in between. Placeholders whose id and
  /// component type the content keeps are configured again in place; the others are deleted as
  /// the content's cells are inserted, in the same batch.
  ///
  /// - Parameters:
  ///   - list: The placeholder list.
  ///   - completion: Called once it is shown.
  public func showLoader(with list: List, completion: ((Bool) -> Void)? = nil) {
    var placeholders = list
    for index in placeholders.sections.indices {
      placeholders.sections[index].markCellsAsPlaceholders()
    }
    apply(placeholders, completion: completion)
  }

  /// Moves the placeholders' shimmer one step on.
  ///
  /// It is the tick that an app's display link or the terminal's timer drives. The shown
  /// placeholders are drawn again at the new phase.
  public func advanceShimmer() {
    let state = shownListState
    state.shimmerPhase &+= 1
    for cell in drivenCollectionView?.visibleCells ?? [] {
      guard let cell = cell as? ComponentCell, cell.shownCell?.isPlaceholder == true else {
        continue
      }
      cell.shimmerPhase = state.shimmerPhase
    }
  }
}
