import SectionalDemo
import Testing

// The interactive screenful at the widths of real terminals: rendered in process, with no
// terminal, through the same `InteractiveFrame` the interactive mode draws.

/// Terminal widths from the narrowest supported to a roomy one.
private let terminalWidths = [40, 60, 100]

/// A status line longer than any terminal, as a refresh with many moves prints.
private let longStatus =
  "refresh: update items [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] in section 2; move item 3 to 0"
  + " in section 2; move item 7 to 1 in section 2; insert item 15 in section 2"

/// A screen fitted to a terminal `columns` wide and 20 rows tall.
@MainActor
private func fittedScreen(columns: Int, rows: Int = 20) -> WatchlistScreen {
  let screen = WatchlistScreen()
  InteractiveFrame.fit(screen, to: TerminalSize(columns: columns, rows: rows))
  return screen
}

/// `505.17` for 50517 cents, as the quote rows print prices.
private func price(_ cents: Int) -> String {
  let remainder = cents % 100
  return "\(cents / 100)." + (remainder < 10 ? "0\(remainder)" : "\(remainder)")
}

@MainActor
@Suite struct InteractiveFrameTests {
  @Test(arguments: terminalWidths)
  func everyLineFitsTheWidth(width: Int) {
    let screen = fittedScreen(columns: width)
    // A selection and an alert make the bottom border and the banner their longest.
    for command: Command in [.down(4), .select, .refresh, .refresh, .refresh] {
      screen.perform(command)
    }
    let lines = InteractiveFrame.lines(
      for: screen, status: [longStatus, "selected MSFT · " + longStatus], width: width)
    for line in lines {
      #expect(line.count <= width, "\(line.count) columns: \(line)")
    }
  }

  @Test(arguments: terminalWidths)
  func theFrameFillsTheWidth(width: Int) {
    let lines = InteractiveFrame.lines(
      for: fittedScreen(columns: width), status: [], width: width)
    let frame = lines.filter { $0.hasPrefix("+") || $0.hasPrefix("|") }
    #expect(!frame.isEmpty)
    #expect(frame.allSatisfy { $0.count == width && ($0.hasSuffix("+") || $0.hasSuffix("|")) })
  }

  @Test(arguments: terminalWidths)
  func theHintLineHoldsOnlyWholeGroups(width: Int) {
    let hints = InteractiveFrame.lines(for: fittedScreen(columns: width), status: [], width: width)
    let groups = hints[0].components(separatedBy: KeyHints.separator)
    for group in groups {
      #expect(
        group == KeyHints.title || KeyHints.watchlist.groups.contains(group),
        "cut group '\(group)'")
    }
    #expect(groups.last == "q quit")
  }

  @Test func theHintLineShowsEveryGroupWhenThereIsRoom() {
    let everyGroup =
      "j/k ↑/↓ row · J/K page · enter select · d delete · m move · r refresh · tab screen"
      + " · ? help · q quit"
    #expect(KeyHints.watchlist.line(width: 117) == "sectional-demo · " + everyGroup)
    #expect(KeyHints.watchlist.line(width: 109) == everyGroup)
    #expect(
      KeyHints.discover.line(width: 89)
        == "sectional-demo · j/k ↑/↓ scroll · J/K page · h/l ←/→ cards · tab screen · ? help"
        + " · q quit")
    // Narrower, the title goes, then help: the status line answers `?` anyway.
    #expect(
      KeyHints.discover.line(width: 80)
        == "j/k ↑/↓ scroll · J/K page · h/l ←/→ cards · tab screen · ? help · q quit")
    #expect(
      KeyHints.discover.line(width: 71)
        == "j/k ↑/↓ scroll · J/K page · h/l ←/→ cards · tab screen · q quit")
  }

  @Test func theHintLineDropsTheLeastNeededGroupsFirst() {
    #expect(KeyHints.watchlist.line(width: 40) == "j/k ↑/↓ row · tab screen · q quit")
    #expect(
      KeyHints.watchlist.line(width: 60)
        == "j/k ↑/↓ row · enter select · r refresh · tab screen · q quit")
    #expect(KeyHints.discover.line(width: 40) == "j/k ↑/↓ scroll · h/l ←/→ cards · q quit")
  }

  @Test(arguments: 6...120)
  func theHintLineAlwaysKeepsQuitAndFits(width: Int) {
    for hints in ScreenName.allCases.map(KeyHints.forScreen) {
      let line = hints.line(width: width)
      #expect(line.count <= width)
      #expect(line.hasSuffix("q quit"))
    }
  }

  @Test func everyScreenDropsEveryGroupButQuitInSomeOrder() {
    for hints in ScreenName.allCases.map(KeyHints.forScreen) {
      #expect(hints.groups.last == "q quit")
      #expect(Set(hints.dropOrder) == Set(hints.groups.dropLast()))
      #expect(hints.dropOrder.count == hints.groups.count - 1)
    }
  }

  @Test func theHintLineFollowsTheScreenShown() {
    let session = DemoSession(screen: .watchlist)
    InteractiveFrame.fit(session, to: TerminalSize(columns: 100, rows: 20))
    #expect(
      InteractiveFrame.lines(for: session.current, status: [], width: 100)[0]
        == KeyHints.watchlist.line(width: 100))
    session.perform(.screen(nil))
    #expect(session.current.name == .discover)
    #expect(
      InteractiveFrame.lines(for: session.current, status: [], width: 100)[0]
        == KeyHints.discover.line(width: 100))
  }

  @Test(arguments: terminalWidths)
  func quoteRowsShowSymbolAndPrice(width: Int) {
    let screen = fittedScreen(columns: width)
    let lines = InteractiveFrame.lines(for: screen, status: [], width: width)
    // The viewport shows the header, the banner (wrapped to as many lines as the width needs),
    // then the first quotes: every quote whose row is wholly in view.
    let view = screen.collectionView
    let shown = view.indexPathsForVisibleItems.filter {
      $0.section == 2
        && (view.layoutAttributesForItem(at: $0)?.frame.maxY ?? .infinity)
          <= view.bounds.maxY
    }
    #expect(shown.count >= screen.rows - 4)
    for quote in shown.map({ screen.market.watchlist[$0.item] }) {
      #expect(
        lines.contains { $0.contains(" \(quote.ticker) ") && $0.contains(price(quote.price)) },
        "no row shows \(quote.ticker) at \(price(quote.price))")
    }
  }

  @Test(arguments: [
    (TerminalSize(columns: 40, rows: 20), TerminalSize(columns: 100, rows: 30)),
    (TerminalSize(columns: 100, rows: 30), TerminalSize(columns: 40, rows: 14)),
  ])
  func aResizeRendersAtTheNewSize(from old: TerminalSize, to new: TerminalSize) {
    let screen = fittedScreen(columns: old.columns, rows: old.rows)
    _ = InteractiveFrame.lines(for: screen, status: [], width: old.columns)

    InteractiveFrame.fit(screen, to: new)
    let lines = InteractiveFrame.lines(for: screen, status: ["resized"], width: new.columns)

    #expect(lines.allSatisfy { $0.count <= new.columns })
    #expect(lines[1].count == new.columns, "the top border spans the new width")
    #expect(lines.filter { $0.hasPrefix("|") }.count == new.rows - InteractiveFrame.reservedRows)
    #expect(lines.count <= new.rows)
    #expect(screen.collectionView.errors.isEmpty, "\(screen.collectionView.errors)")
    #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
  }

  @Test func aResizeKeepsTheCursorInView() {
    let screen = fittedScreen(columns: 60, rows: 30)
    screen.perform(.down(15))

    InteractiveFrame.fit(screen, to: TerminalSize(columns: 60, rows: 12))

    let rows = InteractiveFrame.lines(for: screen, status: [], width: 60).filter {
      $0.hasPrefix("|")
    }
    #expect(rows.count == 4)
    #expect(rows.contains { $0.hasPrefix("|>") })
  }

  @Test func aNarrowerTerminalCutsTheFrameInsteadOfWrapping() {
    let screen = fittedScreen(columns: 30)
    #expect(screen.width == WatchlistScreen.minimumWidth)
    let lines = InteractiveFrame.lines(for: screen, status: [longStatus], width: 30)
    #expect(lines.allSatisfy { $0.count <= 30 })
  }
}

@MainActor
@Suite struct BannerWrappingTests {
  /// How many lines the banner takes on screen.
  private func bannerHeight(_ screen: WatchlistScreen) -> Int? {
    screen.collectionView.layoutAttributesForItem(at: [1, 0]).map {
      CharacterGrid.demo.rows(in: $0.frame.height)
    }
  }

  @Test func theBannerSizesItselfToTheLinesItsMessageWrapsTo() {
    let screen = WatchlistScreen(rows: 12, width: 54)
    // "!! Market closed: prices as of the last close. Refresh to open it and stream prices."
    // is 85 characters: two lines at 54.
    #expect(bannerHeight(screen) == 2)
    #expect(screen.frame()[3].hasPrefix("|     to open it and stream prices."))
    screen.resize(rows: 12, width: 100)
    #expect(bannerHeight(screen) == 1)
    screen.resize(rows: 12, width: 36)
    #expect(bannerHeight(screen) == 3)
    // The first quote follows the banner, whatever its height.
    #expect(
      screen.collectionView.layoutAttributesForItem(at: [2, 0])?.frame.minY
        == CharacterGrid.demo.height(rows: 4))
  }
}
