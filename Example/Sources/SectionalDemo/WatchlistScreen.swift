import Foundation
import Sectional

/// The demo's first screen: a market watchlist composed of four reusable section controllers,
/// driven by a ``CollectionViewAdapter`` over a ``HeadlessCollectionView`` with a flow layout.
///
/// Sections, top to bottom:
///
/// 1. `header`: a single-model section, "WATCHLIST · 15 of 40 symbols".
/// 2. `banner`: a single-item section, shown while the market is closed or an alert fires.
/// 3. `quotes`: a diffing list of ``Quote`` values keyed by ticker.
/// 4. `footer`: a single-item "Loading more…" row that pages in more symbols when displayed.
///
/// The view is laid out in points, one character cell of ``CharacterGrid/demo`` (8.5 × 20) for
/// each character and line of the terminal, so the viewport is ``width`` cells wide and ``rows``
/// tall. Rows are one line tall, except the banner, which sizes itself (self-sizing) to the
/// lines its message wraps to at the current width. A cursor (`>`) marks the current row;
/// ``Command/select`` selects the quote under it (`*`), and ``Command/delete`` and
/// ``Command/move`` act on the selected quote.
@MainActor
public final class WatchlistScreen: DemoScreen {
  /// The screen's name: ``ScreenName/watchlist``.
  public let name = ScreenName.watchlist

  /// The headless collection view the adapter drives.
  public let collectionView: HeadlessCollectionView

  /// The adapter that owns the sections.
  public let adapter: CollectionViewAdapter

  /// The market behind the quotes.
  public private(set) var market: Market

  /// The row under the cursor, counted over every item of every section.
  public private(set) var cursor = 0

  /// The ticker of the selected quote, if any.
  public private(set) var selectedTicker: String?

  /// Every diagnostic the adapter reported.
  public private(set) var diagnostics: [Diagnostic] = []

  /// The narrowest a row gets, in characters: with the cursor marks and the box, a frame of 40
  /// columns.
  public static let minimumWidth = 36

  /// The width of a row, in characters; the frame is four characters wider.
  public private(set) var width: Int

  /// The height of the viewport, in rows.
  public private(set) var rows: Int

  /// The layout, whose item width follows ``width``.
  private let layout: FlowLayout

  /// How the view's points map to the terminal's cells.
  private let grid = CharacterGrid.demo

  private var dismissedBanner: String?
  private var batches: [BatchUpdate] = []
  private var events: [String] = []
  private var reportedErrorCount = 0

  /// Creates the screen and shows its first frame.
  ///
  /// - Parameters:
  ///   - rows: The viewport's height, in rows (at least 3).
  ///   - width: A row's width, in characters (at least ``minimumWidth``).
  ///   - seed: The market's seed.
  public init(rows: Int = 12, width: Int = 54, seed: UInt64 = DemoOptions.defaultSeed) {
    self.rows = max(3, rows)
    self.width = max(Self.minimumWidth, width)
    layout = FlowLayout()
    layout.itemSize = grid.size(columns: self.width, rows: 1)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    collectionView = grid.collectionView(columns: self.width, rows: self.rows, layout: layout)
    adapter = CollectionViewAdapter(collectionView: collectionView)
    market = Market(seed: seed)

    adapter.diagnosticHandler = { [weak self] diagnostic in
      self?.diagnostics.append(diagnostic)
      self?.events.append("diagnostic: \(diagnostic)")
    }
    collectionView.batchUpdateHandler = { [weak self] batch in
      self?.batches.append(batch)
    }
    events += market.loadNextPage()
    showSections()
    collectionView.layoutIfNeeded()
    loadWhileTheLoadMoreRowIsInView()
  }

  // MARK: Commands

  /// Performs a command and returns what it did.
  ///
  /// - Parameter command: The command; ``Command/quit`` and ``Command/screen(_:)`` do nothing
  ///   here, and ``Command/left(_:)`` and ``Command/right(_:)`` only say so (no row here scrolls
  ///   sideways).
  /// - Returns: The batches applied and the events logged since the previous step.
  @discardableResult
  public func perform(_ command: Command) -> ScreenStep {
    switch command {
    case .down(let count): moveCursor(by: count)
    case .up(let count): moveCursor(by: -count)
    case .pageDown(let count): moveCursor(by: count.saturatingTimes(rows))
    case .pageUp(let count): moveCursor(by: -count.saturatingTimes(rows))
    case .select: selectRowUnderCursor()
    case .delete: deleteSelection()
    case .move: moveSelectionToTop()
    case .refresh: refresh()
    case .home: moveCursor(by: -rowCount)
    case .end: moveCursor(by: rowCount)
    case .cancel: cancelSelection()
    case .left, .right: events.append("\(command.name) does nothing on the watchlist screen")
    case .wait, .help, .screen, .quit: break
    }
    loadWhileTheLoadMoreRowIsInView()
    return takeStep()
  }

  /// Returns the batches and events gathered since the last call (the first call: the setup's).
  public func takeStep() -> ScreenStep {
    defer {
      batches = []
      events = []
    }
    return ScreenStep(batches: batches, events: events)
  }

  /// Changes the viewport's height and the rows' width, as when the terminal is resized.
  ///
  /// The view lays out again at the new size: rows that come into view are shown (the "load
  /// more" row pages in more symbols), the scroll position stays within the content, and the
  /// cursor stays in view. What that does is in the next ``takeStep()``.
  ///
  /// - Parameters:
  ///   - rows: The viewport's new height, in rows (at least 3).
  ///   - width: A row's new width, in characters (at least ``minimumWidth``).
  public func resize(rows: Int, width: Int) {
    let rows = max(3, rows)
    let width = max(Self.minimumWidth, width)
    guard rows != self.rows || width != self.width else { return }
    self.rows = rows
    self.width = width
    layout.itemSize = grid.size(columns: width, rows: 1)
    collectionView.bounds.size = grid.size(columns: width, rows: rows)
    let bottom = max(0, collectionView.contentSize.height - grid.height(rows: rows))
    if collectionView.contentOffset.y > bottom {
      collectionView.contentOffset.y = bottom
    }
    revealCursor()
    loadWhileTheLoadMoreRowIsInView()
  }

  private func moveCursor(by delta: Int) {
    cursor = min(max(0, cursor.saturatingPlus(delta)), max(0, rowCount - 1))
    revealCursor()
  }

  /// Deselects the selected quote, if any.
  private func cancelSelection() {
    guard let ticker = selectedTicker else {
      events.append("nothing to cancel")
      return
    }
    for indexPath in collectionView.indexPathsForSelectedItems {
      collectionView.deselectItem(at: indexPath, animated: false)
    }
    selectedTicker = nil
    events.append("deselected \(ticker)")
  }

  private func selectRowUnderCursor() {
    guard let indexPath = indexPath(ofRow: cursor) else { return }
    if collectionView.indexPathsForSelectedItems.contains(indexPath) {
      collectionView.deselectItem(at: indexPath, animated: false)
      events.append("deselected \(selectedTicker ?? "row")")
      selectedTicker = nil
      return
    }
    let eventCount = events.count
    collectionView.tapItem(at: indexPath)
    if events.count == eventCount {
      events.append("row \(cursor + 1) cannot be selected")
    }
    revealCursor()
  }

  /// Called by the quotes' controller when the user selects or deselects a quote.
  private func selectionChanged(to ticker: String?) {
    if let ticker {
      events.append("selected \(ticker)")
    } else if let old = selectedTicker {
      events.append("deselected \(old)")
    }
    selectedTicker = ticker
  }

  private func deleteSelection() {
    guard let ticker = selectedTicker else {
      events.append("nothing selected: select a quote first")
      return
    }
    market.remove(ticker)
    selectedTicker = nil
    events.append("deleted \(ticker)")
    showSections()
    revealCursor()
  }

  private func moveSelectionToTop() {
    guard let ticker = selectedTicker else {
      events.append("nothing selected: select a quote first")
      return
    }
    market.moveToTop(ticker)
    events.append("moved \(ticker) to the top")
    showSections()
    if let indexPath = indexPathOfQuote(ticker) {
      cursor = row(of: indexPath)
    }
    revealCursor()
  }

  private func refresh() {
    events += market.refresh()
    if let ticker = selectedTicker, !market.watchlist.contains(where: { $0.ticker == ticker }) {
      selectedTicker = nil
    }
    showSections()
    revealCursor()
  }

  /// Loads pages while the "load more" row stays in view: its display asks for a page, and a
  /// page too short to push it out of a tall viewport leaves it shown, where no display asks
  /// for the next one.
  private func loadWhileTheLoadMoreRowIsInView() {
    while market.hasMore, let footer = adapter.sectionIDs.firstIndex(of: SectionID("footer")),
      collectionView.indexPathsForVisibleItems(inSection: footer).contains([footer, 0])
    {
      loadMore()
      collectionView.layoutIfNeeded()
    }
  }

  private func loadMore() {
    let loaded = market.loadNextPage()
    guard !loaded.isEmpty else { return }
    events += loaded
    showSections()
  }

  // MARK: Sections

  /// The sections for the current state; the adapter diffs them against the shown ones.
  private func showSections() {
    let banner: String? =
      if let alert = market.alert {
        alert
      } else if !market.isOpen {
        "Market closed: prices as of the last close. Refresh to open it and stream prices."
      } else {
        nil
      }
    // A banner dismissed at one close comes back at the next one: the dismissal lasts while it
    // shows.
    if banner == nil { dismissedBanner = nil }
    adapter.update([
      Section(
        id: "header",
        model: HeaderModel(
          loaded: market.watchlist.count, total: market.totalCount, isOpen: market.isOpen,
          tick: market.tick),
        controller: HeaderSectionController()),
      Section(
        id: "banner", model: banner == dismissedBanner ? nil : banner,
        controller: BannerSectionController { [weak self] message in
          self?.dismissedBanner = message
          self?.events.append("dismissed the banner")
          self?.showSections()
        }),
      Section(
        id: "quotes", model: market.watchlist,
        controller: QuoteListSectionController { [weak self] ticker in
          self?.selectionChanged(to: ticker)
        }),
      Section(
        id: "footer", model: market.hasMore ? FooterState.loadMore : .end,
        controller: LoadMoreSectionController { [weak self] in self?.loadMore() }),
    ])
  }

  /// Keeps the cursor on an existing row and scrolls as little as possible to show it.
  ///
  /// Scrolling may show the "load more" row, whose update the adapter applies before this
  /// returns.
  private func revealCursor() {
    cursor = min(max(0, cursor), max(0, rowCount - 1))
    guard let indexPath = indexPath(ofRow: cursor) else { return }
    collectionView.scrollToItem(at: indexPath, at: [], animated: false)
  }

  // MARK: Rows

  /// The number of rows over every section.
  public var rowCount: Int {
    (0..<collectionView.numberOfSections).reduce(0) {
      $0 + collectionView.numberOfItems(inSection: $1)
    }
  }

  private func indexPath(ofRow row: Int) -> IndexPath? {
    var remaining = row
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      if remaining < count {
        return IndexPath(item: remaining, section: section)
      }
      remaining -= count
    }
    return nil
  }

  private func row(of indexPath: IndexPath) -> Int {
    (0..<indexPath.section).reduce(indexPath.item) {
      $0 + collectionView.numberOfItems(inSection: $1)
    }
  }

  private func indexPathOfQuote(_ ticker: String) -> IndexPath? {
    guard let section = adapter.sectionIDs.firstIndex(of: SectionID("quotes")),
      let item = market.watchlist.firstIndex(where: { $0.ticker == ticker })
    else { return nil }
    return IndexPath(item: item, section: section)
  }

  // MARK: Rendering

  /// The visible window as text: a box of ``rows`` lines, `>` at the cursor, `*` at the
  /// selected row, and the scroll position in the bottom border.
  public func frame() -> [String] {
    collectionView.layoutIfNeeded()
    let top = grid.row(at: collectionView.contentOffset.y)
    // Each terminal line shows one line of a cell: a wrapped banner spans several.
    let viewport = ViewportRenderer.lines(of: collectionView, grid: grid)
    var selectedLines = Set<Int>()
    for cell in collectionView.visibleCells where cell.isSelected {
      selectedLines.formUnion(grid.cells(of: cell.frame).rows)
    }
    let cursorLine = indexPath(ofRow: cursor).flatMap {
      collectionView.layoutAttributesForItem(at: $0).map { grid.row(at: $0.frame.minY) }
    }
    var lines = ["+" + String(repeating: "-", count: width + 2) + "+"]
    for (offset, text) in viewport.enumerated() {
      let line = top + offset
      let marks = (line == cursorLine ? ">" : " ") + (selectedLines.contains(line) ? "*" : " ")
      lines.append("|" + marks + text + "|")
    }
    let status = borderStatus(top: top)
    lines.append("+" + Format.left(status, width + 2).replacingSpaces(after: status.count) + "+")
    return lines
  }

  /// The scroll position (in lines), cursor and selection for the bottom border, shortened to
  /// fit it:
  /// `-- rows 1-12 of 18 · cursor 3 · selected META `, then without the cursor, then
  /// `-- 1-12/18 · *META `.
  private func borderStatus(top: Int) -> String {
    // Lines of the terminal: a wrapped banner counts each of its lines.
    let total = grid.rows(in: collectionView.contentSize.height)
    let last = min(top + rows, total)
    let shown = total == 0 ? "no rows" : "rows \(top + 1)-\(last) of \(total)"
    let selection = selectedTicker.map { " · selected \($0)" } ?? ""
    let candidates = [
      "-- \(shown) · cursor \(cursor + 1)\(selection) ",
      "-- \(shown)\(selection) ",
      "-- \(total == 0 ? "no rows" : "\(top + 1)-\(last)/\(total)")"
        + (selectedTicker.map { " · *\($0)" } ?? "") + " ",
    ]
    return candidates.first { $0.count <= width + 2 } ?? candidates[candidates.count - 1]
  }

  /// The counters of every cell reuse pool: `QuoteCell  created 13, reused 4, in pool 1`.
  public func reuseCounts() -> [String] {
    let types: [CollectionViewCell.Type] = [
      HeaderCell.self, BannerCell.self, QuoteCell.self, FooterCell.self,
    ]
    return types.map { type in
      let statistics = collectionView.reuseStatistics(
        forCellReuseIdentifier: String(reflecting: type))
      return Format.left(String(describing: type), 11) + " \(statistics)"
    }
  }

  /// Errors the headless view reported since the last call.
  public func takeNewViewErrors() -> [CollectionViewError] {
    defer { reportedErrorCount = collectionView.errors.count }
    return Array(collectionView.errors.dropFirst(reportedErrorCount))
  }
}
