import Foundation
import SectionalAdapter

/// Work that a component starts before its cell is shown (an image download, a decode), for a
/// declarative list's items about to appear.
///
/// KarrotListKit's prefetching plugin, keyed by item identity rather than index path: the
/// adapter asks each plugin of ``CollectionViewAdapter/prefetchingPlugins`` for the components of
/// the items the view is about to show, and each section keeps its items' tasks by the item's
/// ``Cell/identity`` (its cell id, its component's type and its style). A task is
/// - cancelled when its item leaves the prefetch range without being shown, or is removed;
/// - handed to the cell that shows its item (``ComponentCell/prefetchTasks``), and cancelled when
///   that cell stops showing it;
/// - never handed to another item: an update that shifts index paths does not move it.
///
/// An item keeps its identity when its component's content changes (content replacing
/// placeholders of the same ids, a new view model), but not its work: work prefetched for the
/// content before and not yet handed to a cell is cancelled, and the plugin is asked again for
/// the new content, so that a shown cell only ever holds work for the content it shows.
///
/// ```swift
/// final class ImagePrefetcher: PrefetchingPlugin {
///   func prefetch(_ component: AnyComponent) -> PrefetchTask? {
///     guard component.as(TextComponent.self) != nil else { return nil }
///     return PrefetchTask { /* cancel the download */ }
///   }
/// }
/// ```
@MainActor
public protocol PrefetchingPlugin: AnyObject {
  /// Starts what a component needs before it is shown, if anything.
  ///
  /// - Parameter component: The component of an item about to appear.
  /// - Returns: The work started, to cancel or to hand to the cell; `nil` when there is none.
  func prefetch(_ component: AnyComponent) -> PrefetchTask?
}

/// A piece of prefetching work, which can be cancelled once.
@MainActor
public final class PrefetchTask {
  private var cancelWork: (@MainActor () -> Void)?

  /// Whether the work was cancelled.
  public private(set) var isCancelled = false

  /// Creates a task.
  ///
  /// - Parameter cancel: Stops the work; called at most once.
  public init(cancel: @escaping @MainActor () -> Void) {
    cancelWork = cancel
  }

  /// Stops the work, once; later calls do nothing.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    let work = cancelWork
    cancelWork = nil
    work?()
  }
}

extension CollectionViewAdapter {
  /// The plugins asked to prefetch for the components of declarative lists' items about to
  /// appear, in order.
  public var prefetchingPlugins: [any PrefetchingPlugin] {
    get { shownListState.prefetchingPlugins }
    set { shownListState.prefetchingPlugins = newValue }
  }
}
