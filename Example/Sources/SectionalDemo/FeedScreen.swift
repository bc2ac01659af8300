import Foundation
import Sectional

/// A post of the feed: one line, a quote's ticker, name, price and change.
struct PostComponent: Component {
  struct ViewModel: Equatable {
    var quote: Quote
    /// The post's width, in columns.
    var width: Int
  }

  let viewModel: ViewModel

  /// One line of the grid, ``ViewModel/width`` columns wide, in points.
  var layoutMode: ContentLayoutMode {
    .fixed(CharacterGrid.demo.size(columns: viewModel.width, rows: 1))
  }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    let quote = viewModel.quote
    content.text = Format.spread(
      " \(Format.left(quote.ticker, 5)) \(quote.name)",
      "\(Format.price(quote.price))  \(Format.right(Format.change(quote.changeBasisPoints), 7)) ",
      width: viewModel.width)
  }
}

/// Prefetches a post's "image": counts what it started and what was cancelled, as the feed's
/// header shows.
@MainActor
final class ImageCounter: PrefetchingPlugin {
  private(set) var started = 0
  private(set) var cancelled = 0

  func prefetch(_ component: AnyComponent) -> PrefetchTask? {
    guard let post = component.as(PostComponent.self) else { return nil }
    _ = post
    started += 1
    return PrefetchTask { [weak self] in self?.cancelled += 1 }
  }
}

/// The demo's third screen: a feed written declaratively.
///
/// - It starts with placeholders (skeleton posts whose shimmer moves at every step), until
///   ``Command/refresh`` loads the first page and replaces them in one batch.
/// - Scrolling to the end loads the next page: the list's `onReachedEnd` is latched, so it loads
///   one page per end reached, never twice for one.
/// - A prefetching plugin "downloads an image" for each post about to appear: the bottom border
///   counts them, and those cancelled.
/// - The header is a hand-written controller's section (a stock single-model controller) among
///   the declarative ones.
@MainActor
public final class FeedScreen: DemoScreen {
  /// The screen's name: ``ScreenName/feed``.
  public let name = ScreenName.feed

  /// The headless collection view the adapter drives.
  public let collectionView: HeadlessCollectionView

  /// The adapter that shows the lists.
  public let adapter: CollectionViewAdapter

  /// The flow layout: rows of one line.
  public let layout: FlowLayout

  /// Every diagnostic the adapter reported.
  public private(set) var diagnostics: [Diagnostic] = []

  /// The width of the frame less four columns; the viewport is two columns wider.
  public private(set) var width: Int

  /// The height of the viewport, in rows.
  public private(set) var rows: Int

  /// How the view's points map to the terminal's cells.
  private let grid = CharacterGrid.demo

  private var market: Market
  private let seed: UInt64
  private let images = ImageCounter()
  private var isLoading = true
  private var pagesLoaded = 0
  private var batches: [BatchUpdate] = []
  private var events: [String] = []
  private var reportedErrorCount = 0

  /// How many placeholder posts stand in for the first page.
  static let placeholderCount = 8

  /// How many ticks the first page takes to arrive when the screen opens: in the interactive
  /// mode, ticks of its timer (150 ms each); in a script, its commands.
  public static let firstPageTicks = 3

  /// The ticks until the first page arrives, while it is on its way.
  private var ticksUntilFirstPage: Int? = FeedScreen.firstPageTicks

  /// Whether time passing changes the screen: while its placeholders show.
  public var wantsTicks: Bool { isLoading }

  /// Creates the screen, showing placeholders.
  ///
  /// - Parameters:
  ///   - rows: The viewport's height, in rows (at least 3).
  ///   - width: The frame's width less four columns (at least
  ///     ``WatchlistScreen/minimumWidth``).
  ///   - seed: The market's seed.
  public init(rows: Int = 12, width: Int = 54, seed: UInt64 = DemoOptions.defaultSeed) {
    self.rows = max(3, rows)
    self.width = max(WatchlistScreen.minimumWidth, width)
    self.seed = seed
    market = Market(seed: seed)
    // One row a line; the posts and the end marker size themselves, the header takes this size.
    let layout = FlowLayout()
    layout.minimumLineSpacing = 0
    layout.itemSize = grid.size(columns: self.width + 2, rows: 1)
    self.layout = layout
    collectionView = grid.collectionView(columns: self.width + 2, rows: self.rows, layout: layout)
    adapter = CollectionViewAdapter(collectionView: collectionView)
    adapter.prefetchingPlugins = [images]
    adapter.diagnosticHandler = { [weak self] diagnostic in
      self?.diagnostics.append(diagnostic)
      self?.events.append("diagnostic: \(diagnostic)")
    }
    collectionView.batchUpdateHandler = { [weak self] batch in
      self?.batches.append(batch)
    }
    adapter.showLoader(with: placeholderList())
    collectionView.layoutIfNeeded()
  }

  // MARK: Commands

  /// Performs a command and returns what it did.
  ///
  /// The vertical commands scroll; ``Command/refresh`` loads the first page (again) at once.
  /// Every command is a tick of time (``Command/wait(_:)``, as many as it says): while the
  /// placeholders show, their shimmer moves a step, and the first page arrives
  /// ``firstPageTicks`` ticks after the screen opened.
  ///
  /// - Parameter command: The command.
  /// - Returns: The batches applied and the events logged since the previous step.
  @discardableResult
  public func perform(_ command: Command) -> ScreenStep {
    switch command {
    case .down(let count): scroll(byRows: count)
    case .up(let count): scroll(byRows: -count)
    case .pageDown(let count): scroll(byRows: count.saturatingTimes(rows))
    case .pageUp(let count): scroll(byRows: -count.saturatingTimes(rows))
    case .refresh: adapter.refresh()
    case .home: scroll(byRows: -grid.rows(in: collectionView.contentSize.height))
    case .end: scroll(byRows: grid.rows(in: collectionView.contentSize.height))
    case .right, .left, .select, .delete, .move:
      events.append("\(command.name) does nothing on the feed screen")
    case .cancel: events.append("nothing to cancel")
    case .wait, .help, .screen, .quit: break
    }
    if case .wait(let ticks) = command {
      advanceTime(by: ticks)
    } else {
      advanceTime(by: 1)
    }
    return takeStep()
  }

  /// Lets ticks of time pass: the shimmer moves while the placeholders show, and the first page
  /// arrives when its ticks are up.
  private func advanceTime(by ticks: Int) {
    for _ in 0..<max(0, ticks) {
      if let remaining = ticksUntilFirstPage {
        if remaining <= 1 {
          ticksUntilFirstPage = nil
          loadPage()
          continue
        }
        ticksUntilFirstPage = remaining - 1
      }
      guard isLoading else { return }
      adapter.advanceShimmer()
    }
  }

  /// Returns the batches and events gathered since the last call, after a layout pass: what
  /// the pass does (a page loaded when the end came into view) belongs to this step.
  public func takeStep() -> ScreenStep {
    collectionView.layoutIfNeeded()
    defer {
      batches = []
      events = []
    }
    return ScreenStep(batches: batches, events: events)
  }

  /// Changes the viewport's size; the posts are laid out again at the new width.
  public func resize(rows: Int, width: Int) {
    let rows = max(3, rows)
    let width = max(WatchlistScreen.minimumWidth, width)
    guard rows != self.rows || width != self.width else { return }
    self.rows = rows
    self.width = width
    layout.itemSize = grid.size(columns: width + 2, rows: 1)
    collectionView.bounds.size = grid.size(columns: width + 2, rows: rows)
    show()
    scroll(byRows: 0)
  }

  /// Scrolls by whole rows, within the content.
  private func scroll(byRows delta: Int) {
    let bottom = max(0, collectionView.contentSize.height - grid.height(rows: rows))
    let target = min(max(0, collectionView.contentOffset.y + grid.height(rows: delta)), bottom)
    if target != collectionView.contentOffset.y {
      collectionView.contentOffset.y = target
    }
  }

  // MARK: The list

  /// Loads the first page again, as a pull to refresh does: at the top, where a pull happens, so
  /// that the shorter feed's end is not reached at once (its next page loads when it is).
  private func refresh() {
    ticksUntilFirstPage = nil
    collectionView.contentOffset.y = 0
    market = Market(seed: seed)
    pagesLoaded = 0
    loadPage()
  }

  /// Loads the next page, if there is one, and shows it.
  private func loadPage() {
    guard market.hasMore else {
      events.append("the end of the feed: no more pages")
      return
    }
    _ = market.loadNextPage()
    pagesLoaded += 1
    events.append("page \(pagesLoaded) loaded: \(market.watchlist.count) posts")
    // The content replaces the placeholders, if any, in one batch.
    isLoading = false
    show()
  }

  private func show() {
    adapter.apply(isLoading ? placeholderList() : list())
  }

  /// The placeholders' list: the content's list with sample posts.
  private func placeholderList() -> List {
    var placeholders = list()
    placeholders.sections = placeholders.sections.map { section in
      section.id == SectionID("posts")
        ? ListSection.placeholders(
          id: "posts", count: Self.placeholderCount,
          component: PostComponent(
            viewModel: .init(
              quote: Quote(
                ticker: "TICK", name: "Loading post", price: 10_000, previousClose: 10_000),
              width: width + 2)))
        : section
    }
    return placeholders
  }

  /// The feed: the header (a hand-written controller), the posts, and the end marker.
  private func list() -> List {
    let width = width + 2
    let header =
      isLoading
      ? "FEED · loading…" : "FEED · \(market.watchlist.count) of \(market.totalCount) posts"
    return List {
      Section(
        id: "header", model: Format.truncated(header, width),
        controller: SingleModelSectionController<String>())
      ListSection(id: "posts") {
        ForEach(market.watchlist) { quote in
          Cell(
            id: quote.ticker, component: PostComponent(viewModel: .init(quote: quote, width: width))
          )
        }
      }
      if !isLoading {
        ListSection(id: "end") {
          Cell(
            id: "end",
            component: TextComponent(
              market.hasMore ? "· · · loading more · · ·" : "— the end —",
              layoutMode: .fixed(grid.size(columns: width, rows: 1))))
        }
      }
    }
    .onReachedEnd(offset: .absolute(0)) { [weak self] _ in
      guard let self, !self.isLoading else { return }
      self.loadPage()
    }
    .onRefresh { [weak self] in self?.refresh() }
  }

  // MARK: Rendering

  /// The visible window as text, with the scroll position and the pages in the bottom border.
  public func frame() -> [String] {
    collectionView.layoutIfNeeded()
    let top = grid.row(at: collectionView.contentOffset.y)
    var lines = ["+" + String(repeating: "-", count: width + 2) + "+"]
    lines += ViewportRenderer.lines(of: collectionView, grid: grid).map { "|" + $0 + "|" }
    let total = grid.rows(in: collectionView.contentSize.height)
    let last = min(top + rows, total)
    let status =
      "-- rows \(top + 1)-\(last) of \(total) · pages \(pagesLoaded) · images \(images.started) "
      + "(\(images.cancelled) cancelled) "
    lines.append(
      "+" + Format.left(status, width + 2).replacingSpaces(after: status.count) + "+")
    return lines
  }

  /// The counters of the reuse pools of the posts and the header.
  public func reuseCounts() -> [String] {
    let post = String(reflecting: ComponentView.self)
    let pools: [(String, String)] = [
      ("posts", post),
      ("header", String(reflecting: CollectionViewCell.self)),
    ]
    return pools.map { name, identifier in
      Format.left(name, 17) + " "
        + "\(collectionView.reuseStatistics(forCellReuseIdentifier: identifier))"
    }
  }

  /// Errors the headless view reported since the last call.
  public func takeNewViewErrors() -> [CollectionViewError] {
    defer { reportedErrorCount = collectionView.errors.count }
    return Array(collectionView.errors.dropFirst(reportedErrorCount))
  }
}
