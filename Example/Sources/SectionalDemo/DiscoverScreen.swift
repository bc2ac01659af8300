import Foundation
import Sectional

/// The demo's second screen: the market at a glance, a declarative list of components that
/// carry their layout, on a ``CompositionalLayout``.
///
/// Sections, top to bottom, each written as groups of components (see `DiscoverComponents`):
///
/// 1. `title`: one full-width row, "DISCOVER · 40 symbols at the last close", and a blank row
///    under it (the section's bottom inset).
/// 2. `movers`: the biggest movers as cards under a "TOP MOVERS" header, one root group per
///    card (`ListSection(id:repeating:group:)`), in a row that scrolls sideways on its own with
///    group paging: ``Command/right(_:)`` and ``Command/left(_:)`` move it one card at a time.
///    The three biggest wear their rank as a badge (a component the card attaches).
/// 3. `symbols`: every symbol, two tiles a row, under a header pinned to the top of the
///    viewport (`pinToVisibleBounds`) while the grid scrolls under it with ``Command/down(_:)``,
///    ``Command/up(_:)`` and the page commands. Big movers wear a `HOT` badge.
///
/// The view is laid out in points, one character cell of ``CharacterGrid/demo`` for each
/// character and line of the terminal: the viewport is as wide as the watchlist's rows and their
/// cursor marks, so both screens draw frames of the same size. The screen has no cursor; the
/// vertical commands scroll the content.
@MainActor
public final class DiscoverScreen: DemoScreen {
  /// The screen's name: ``ScreenName/discover``.
  public let name = ScreenName.discover

  /// The headless collection view the adapter drives.
  public let collectionView: HeadlessCollectionView

  /// The adapter that owns the sections.
  public let adapter: CollectionViewAdapter

  /// The compositional layout: each section describes itself (its groups of components).
  public let layout: CompositionalLayout

  /// The market, every page loaded, at the last close.
  public let market: Market

  /// Every diagnostic the adapter reported.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Every diagnostic the layout reported about a section's description: they reach the adapter's
  /// one channel, as `layoutDiagnostic` diagnostics naming the section.
  public var layoutDiagnostics: [CompositionalLayoutDiagnostic] {
    diagnostics.compactMap(\.layoutDiagnostic)
  }

  /// How many movers the cards show.
  public static let moverCount = 8

  /// The width of the frame less four columns, as for the watchlist; the viewport is two columns
  /// wider.
  public private(set) var width: Int

  /// The height of the viewport, in rows.
  public private(set) var rows: Int

  /// How far a swipe of the cards travels before its flick, in points (three columns): short, so
  /// that the group paging, not the distance, decides where the row comes to rest.
  private static let swipeLength = CharacterGrid.demo.width(columns: 3)

  /// How the view's points map to the terminal's cells.
  private let grid = CharacterGrid.demo

  private var batches: [BatchUpdate] = []
  private var events: [String] = []
  private var reportedErrorCount = 0

  /// Creates the screen and shows its first frame.
  ///
  /// - Parameters:
  ///   - rows: The viewport's height, in rows (at least 3).
  ///   - width: The frame's width less four columns (at least
  ///     ``WatchlistScreen/minimumWidth``).
  ///   - seed: The market's seed.
  public init(rows: Int = 12, width: Int = 54, seed: UInt64 = DemoOptions.defaultSeed) {
    self.rows = max(3, rows)
    self.width = max(WatchlistScreen.minimumWidth, width)
    layout = CompositionalLayout { _, _ in CompositionalLayout.defaultSection }
    collectionView = grid.collectionView(columns: self.width + 2, rows: self.rows, layout: layout)
    adapter = CollectionViewAdapter(collectionView: collectionView)
    var market = Market(seed: seed)
    while market.hasMore {
      _ = market.loadNextPage()
    }
    self.market = market

    adapter.diagnosticHandler = { [weak self] diagnostic in
      self?.diagnostics.append(diagnostic)
      self?.events.append("diagnostic: \(diagnostic)")
    }
    collectionView.batchUpdateHandler = { [weak self] batch in
      self?.batches.append(batch)
    }
    showSections()
    collectionView.layoutIfNeeded()
  }

  // MARK: Commands

  /// Performs a command and returns what it did.
  ///
  /// The vertical commands scroll the content (a page is the viewport less the pinned header's
  /// row), ``Command/right(_:)`` and ``Command/left(_:)`` page the cards; the watchlist's
  /// commands only say that they do nothing here.
  ///
  /// - Parameter command: The command; ``Command/quit`` and ``Command/screen(_:)`` do nothing
  ///   here.
  /// - Returns: The batches applied and the events logged since the previous step.
  @discardableResult
  public func perform(_ command: Command) -> ScreenStep {
    switch command {
    case .down(let count): scroll(byRows: count)
    case .up(let count): scroll(byRows: -count)
    case .pageDown(let count): scroll(byRows: count.saturatingTimes(pageLength))
    case .pageUp(let count): scroll(byRows: -count.saturatingTimes(pageLength))
    case .right(let count): pageCards(by: count)
    case .left(let count): pageCards(by: -count)
    case .home: scroll(byRows: -grid.rows(in: collectionView.contentSize.height))
    case .end: scroll(byRows: grid.rows(in: collectionView.contentSize.height))
    case .select, .delete, .move, .refresh:
      events.append("\(command.name) does nothing on the discover screen")
    case .cancel: events.append("nothing to cancel")
    case .wait, .help, .screen, .quit: break
    }
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

  /// Changes the viewport's size, as when the terminal is resized; the scroll position stays
  /// within the content.
  ///
  /// - Parameters:
  ///   - rows: The viewport's new height, in rows (at least 3).
  ///   - width: The frame's new width less four columns (at least
  ///     ``WatchlistScreen/minimumWidth``).
  public func resize(rows: Int, width: Int) {
    let rows = max(3, rows)
    let width = max(WatchlistScreen.minimumWidth, width)
    guard rows != self.rows || width != self.width else { return }
    self.rows = rows
    self.width = width
    collectionView.bounds.size = grid.size(columns: width + 2, rows: rows)
    // The components draw as many columns as they are wide: written again for the new width.
    showSections()
    scroll(byRows: 0)
  }

  /// The rows a page command scrolls: the viewport less the pinned header's row.
  private var pageLength: Int { max(1, rows - 1) }

  /// Scrolls the content by whole rows, within the content.
  private func scroll(byRows delta: Int) {
    let bottom = max(0, collectionView.contentSize.height - grid.height(rows: rows))
    let target = min(max(0, collectionView.contentOffset.y + grid.height(rows: delta)), bottom)
    if target != collectionView.contentOffset.y {
      collectionView.contentOffset.y = target
    }
  }

  /// Swipes the cards one card at a time, `count` times towards the end (negative: towards the
  /// start): a short drag with a flick, which group paging brings to rest on the next card.
  private func pageCards(by count: Int) {
    guard let section = sectionIndex(of: "movers") else { return }
    let direction: CGFloat = count < 0 ? -1 : 1
    for _ in 0..<abs(count) {
      let before = collectionView.contentOffset(ofSection: section)
      collectionView.scroll(
        section: section, by: direction * Self.swipeLength, velocity: direction)
      guard collectionView.contentOffset(ofSection: section) != before else {
        events.append(direction > 0 ? "no more cards to the right" : "no more cards to the left")
        break
      }
    }
    events.append(cardsInView())
  }

  // MARK: Sections

  /// The sections, written as groups of components: the adapter diffs them against the shown
  /// ones.
  private func showSections() {
    let grid = grid
    let columns = width + 2
    let movers = market.watchlist.sorted {
      (-abs($0.changeBasisPoints), $0.ticker) < (-abs($1.changeBasisPoints), $1.ticker)
    }.prefix(Self.moverCount)
    let symbols = market.watchlist.sorted { $0.ticker < $1.ticker }
    // Two tiles a row, each half the width in whole columns: of an odd number of columns, the
    // last is left blank rather than shared between the tiles.
    let half = columns / 2
    let rowsOfTiles = stride(from: 0, to: symbols.count, by: 2).map {
      Array(symbols[$0..<min($0 + 2, symbols.count)])
    }
    adapter.apply(
      List {
        ListSection(id: "title") {
          VGroup(width: .fractionalWidth(1), height: .absolute(grid.height(rows: 1))) {
            DiscoverTitle(
              viewModel: .init(symbolCount: market.watchlist.count, columns: columns))
          }
        }
        .contentInsets(bottom: grid.height(rows: 1))

        // A card: 24 columns by 4 rows, 2 columns apart; the header spans the width, across
        // the row's insets.
        ListSection(id: "movers", repeating: Array(movers.enumerated())) { index, quote in
          HGroup(
            width: .absolute(grid.width(columns: QuoteCard.columns)),
            height: .absolute(grid.height(rows: QuoteCard.rows))
          ) {
            QuoteCard(viewModel: .init(quote: quote, rank: index + 1))
          }
        }
        .interGroupSpacing(grid.width(columns: 2))
        .contentInsets(
          leading: grid.width(columns: 1), bottom: grid.height(rows: 1),
          trailing: grid.width(columns: 1)
        )
        .orthogonalScrollingBehavior(.groupPaging)
        .supplementariesFollowContentInsets(false)
        .boundarySupplementaryItem(
          SectionHeader(
            viewModel: .init(title: "TOP MOVERS", detail: "\(movers.count) cards", columns: columns)
          ))

        ListSection(id: "symbols", repeating: rowsOfTiles) { row in
          HGroup(
            width: .absolute(grid.width(columns: 2 * half)),
            height: .absolute(grid.height(rows: QuoteTile.rows))
          ) {
            for quote in row {
              QuoteTile(viewModel: .init(quote: quote, columns: half))
            }
          }
        }
        .boundarySupplementaryItem(
          SectionHeader(
            viewModel: .init(
              title: "ALL SYMBOLS · A-Z", detail: "\(symbols.count)", columns: columns)
          ),
          pinToVisibleBounds: true)
      })
  }

  private func sectionIndex(of id: String) -> Int? {
    adapter.sectionIDs.firstIndex(of: SectionID(id))
  }

  /// `cards 2-3 of 8`: the cards wholly within the viewport's width, counted from 1, whether
  /// or not their row is scrolled into view.
  private func cardsInView() -> String {
    guard let section = sectionIndex(of: "movers") else { return "no cards" }
    let total = collectionView.numberOfItems(inSection: section)
    let bounds = collectionView.bounds
    let shown = (0..<total).filter { item in
      guard
        let frame = collectionView.layoutAttributesForItem(
          at: IndexPath(item: item, section: section))?.frame
      else { return false }
      return frame.minX >= bounds.minX && frame.maxX <= bounds.maxX
    }
    guard let first = shown.first, let last = shown.last else {
      return "no card wholly in view of \(total)"
    }
    return "cards \(first + 1)-\(last + 1) of \(total)"
  }

  // MARK: Rendering

  /// The visible window as text: a box around the viewport, every view drawn at its frame (see
  /// ``ViewportRenderer``), and the scroll position and the cards in view in the bottom border.
  public func frame() -> [String] {
    collectionView.layoutIfNeeded()
    let top = grid.row(at: collectionView.contentOffset.y)
    var lines = ["+" + String(repeating: "-", count: width + 2) + "+"]
    lines += ViewportRenderer.lines(of: collectionView, grid: grid).map { "|" + $0 + "|" }
    let status = borderStatus(top: top)
    lines.append(
      "+" + Format.left(status, width + 2).replacingSpaces(after: status.count) + "+")
    return lines
  }

  /// `-- rows 1-12 of 75 · cards 1-2 of 8 `, shortened to fit the border.
  private func borderStatus(top: Int) -> String {
    let total = grid.rows(in: collectionView.contentSize.height)
    let last = min(top + rows, total)
    let cards = cardsInView()
    let candidates = [
      "-- rows \(top + 1)-\(last) of \(total) · \(cards) ",
      "-- \(top + 1)-\(last)/\(total) · \(cards) ",
      "-- \(top + 1)-\(last)/\(total) ",
    ]
    return candidates.first { $0.count <= width + 2 } ?? candidates[candidates.count - 1]
  }

  /// The counters of every reuse pool, by the content view that draws in it (a component's
  /// content view type is its reuse key): `QuoteTileView      created 13, reused 4, in pool 1`.
  public func reuseCounts() -> [String] {
    let cells: [ComponentView.Type] = [
      DiscoverTitleView.self, QuoteCardView.self, QuoteTileView.self,
    ]
    let supplementary: [(ComponentView.Type, ElementKind)] = [
      (SectionHeaderView.self, .header), (BadgeView.self, .badge),
    ]
    let cellCounts = cells.map { type in
      (
        String(describing: type),
        collectionView.reuseStatistics(forCellReuseIdentifier: String(reflecting: type))
      )
    }
    let supplementaryCounts = supplementary.map { type, kind in
      (
        String(describing: type),
        collectionView.reuseStatistics(
          forSupplementaryViewOfKind: kind, reuseIdentifier: String(reflecting: type))
      )
    }
    return (cellCounts + supplementaryCounts).map { Format.left($0, 17) + " \($1)" }
  }

  /// Errors the headless view reported since the last call.
  public func takeNewViewErrors() -> [CollectionViewError] {
    defer { reportedErrorCount = collectionView.errors.count }
    return Array(collectionView.errors.dropFirst(reportedErrorCount))
  }
}
