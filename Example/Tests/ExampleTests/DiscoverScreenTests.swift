import Foundation
import Sectional
import SectionalDemo
import Testing

// The discover screen: a compositional layout of cards that page sideways, a grid under a pinned
// header and badges, checked against what the headless view shows and what the frame draws.

/// The index of a section of the discover screen, by its id.
@MainActor
private func section(_ id: String, of screen: DiscoverScreen) -> Int {
  screen.adapter.sectionIDs.firstIndex(of: SectionID(id)) ?? -1
}

/// The demo's grid: how many points a column and a row are.
private let demoGrid = CharacterGrid.demo

/// The text the frame draws at a point of the viewport: `count` characters from the cell there.
@MainActor
private func drawn(in screen: DiscoverScreen, at point: CGPoint, count: Int) -> String {
  let origin = screen.collectionView.contentOffset
  // The frame's first line is the top border, and every line starts with `|`.
  let line = Array(screen.frame()[1 + demoGrid.row(at: point.y - origin.y)])
  let start = 1 + demoGrid.column(at: point.x - origin.x)
  return String(line[start..<min(line.count, start + count)])
}

@MainActor
@Suite struct DiscoverScreenTests {
  @Test func eachSwipeMovesTheCardsByOneCard() throws {
    let screen = DiscoverScreen()
    let view = screen.collectionView
    let cards = section("movers", of: screen)
    let first = try #require(view.cellForItem(at: [cards, 0])?.frame)
    let second = try #require(view.cellForItem(at: [cards, 1])?.frame)
    // One card and the spacing between two cards.
    let pitch = second.minX - first.minX
    #expect(pitch > first.width)

    for step in 1...3 {
      let swipe = screen.perform(.right(1))
      #expect(view.contentOffset(ofSection: cards) == CGFloat(step) * pitch)
      #expect(view.cellForItem(at: [cards, step])?.frame.minX == first.minX)
      #expect(swipe.events == ["cards \(step + 1)-\(step + 2) of \(DiscoverScreen.moverCount)"])
    }
    screen.perform(.left(1))
    #expect(view.contentOffset(ofSection: cards) == 2 * pitch)
    #expect(view.cellForItem(at: [cards, 2])?.frame.minX == first.minX)
    #expect(screen.diagnostics.isEmpty)
    #expect(screen.layoutDiagnostics.isEmpty)
    #expect(view.errors.isEmpty)
  }

  @Test func theRestOfTheScreenDoesNotMoveWithTheCards() throws {
    let screen = DiscoverScreen()
    let view = screen.collectionView
    let grid = section("symbols", of: screen)
    let before = screen.frame()
    let tile = view.cellForItem(at: [grid, 0])?.frame
    screen.perform(.right(2))
    #expect(view.cellForItem(at: [grid, 0])?.frame == tile)
    let after = screen.frame()
    let cardRows = try #require(
      view.cellForItem(at: [section("movers", of: screen), 2])?.frame)
    // Only the lines of the cards' row changed (the bottom border counts the cards).
    for (index, line) in after.enumerated().dropFirst().dropLast()
    where !demoGrid.cells(of: cardRows).rows.contains(index - 1) {
      #expect(line == before[index])
    }
  }

  @Test func theRowStopsAtItsEnds() throws {
    let screen = DiscoverScreen()
    let view = screen.collectionView
    let cards = section("movers", of: screen)
    let step = screen.perform(.right(DiscoverScreen.moverCount + 2))
    #expect(step.events.first == "no more cards to the right")
    let last = try #require(view.cellForItem(at: [cards, DiscoverScreen.moverCount - 1])?.frame)
    #expect(last.maxX <= view.bounds.maxX)
    #expect(last.maxX > view.bounds.maxX - demoGrid.width(columns: 3))

    let back = screen.perform(.left(DiscoverScreen.moverCount + 2))
    #expect(back.events.first == "no more cards to the left")
    #expect(view.contentOffset(ofSection: cards) == 0)
  }

  @Test func theGridsHeaderStaysPinnedWhileTheTilesScrollUnderIt() throws {
    let screen = DiscoverScreen()
    let view = screen.collectionView
    let grid = section("symbols", of: screen)
    let header = try #require(view.supplementaryView(forElementKind: .header, at: [grid, 0]))
    let resting = header.frame.minY
    #expect(resting > 0)
    screen.perform(.down(demoGrid.rows(in: resting)))
    #expect(header.frame.minY == view.contentOffset.y)

    for _ in 0..<5 {
      screen.perform(.down(1))
      let shown = try #require(view.supplementaryView(forElementKind: .header, at: [grid, 0]))
      #expect(shown.frame.minY == view.contentOffset.y)
      // A tile passes under the header, which is drawn over it.
      let covered = view.visibleCells.filter { $0.frame.intersects(shown.frame) }
      #expect(!covered.isEmpty)
      #expect(covered.allSatisfy { $0.zIndex < shown.zIndex })
      #expect(screen.frame()[1] == "|" + shown.render() + "|")
    }
    // Badges too pass under it, HOT ones included.
    var coveredBadges = 0
    while view.contentOffset.y + view.bounds.height < view.contentSize.height {
      screen.perform(.down(1))
      let shown = try #require(view.supplementaryView(forElementKind: .header, at: [grid, 0]))
      for item in view.indexPathsForVisibleItems(inSection: grid) {
        guard let badge = view.supplementaryView(forElementKind: "badge", at: item),
          !badge.render().isEmpty, badge.frame.intersects(shown.frame)
        else { continue }
        #expect(badge.zIndex < shown.zIndex)
        #expect(screen.frame()[1] == "|" + shown.render() + "|")
        coveredBadges += 1
      }
    }
    #expect(coveredBadges > 0)
    screen.perform(.pageUp(10))
    #expect(view.supplementaryView(forElementKind: .header, at: [grid, 0])?.frame.minY == resting)
  }

  @Test func badgesAreDrawnOverTheirCardsAndTiles() throws {
    let screen = DiscoverScreen()
    let view = screen.collectionView
    let cards = section("movers", of: screen)
    var drawnBadges = 0
    for item in 0..<DiscoverScreen.moverCount {
      guard let badge = view.supplementaryView(forElementKind: "badge", at: [cards, item]),
        let card = view.cellForItem(at: [cards, item]),
        view.bounds.contains(badge.frame)
      else { continue }
      #expect(badge.zIndex > card.zIndex)
      #expect(card.frame.contains(badge.frame))
      let columns = demoGrid.columns(in: badge.frame.width)
      let text = drawn(in: screen, at: badge.frame.origin, count: columns)
      if badge.render().isEmpty {
        // A card without a rank shows its border where the badge would be.
        #expect(text == String(repeating: "-", count: columns))
      } else {
        #expect(text == badge.render())
        #expect(badge.render() == "[#\(item + 1)]")
        drawnBadges += 1
      }
    }
    #expect(drawnBadges > 0)

    // The grid's tiles wear a badge when their symbol moved a lot.
    let grid = section("symbols", of: screen)
    let hot = try #require(
      screen.market.watchlist.sorted { $0.ticker < $1.ticker }
        .firstIndex { abs($0.changeBasisPoints) >= 200 })
    view.scrollToItem(at: [grid, hot], at: [], animated: false)
    let badge = try #require(view.supplementaryView(forElementKind: "badge", at: [grid, hot]))
    #expect(badge.render() == "[HOT]")
    #expect(drawn(in: screen, at: badge.frame.origin, count: 5) == "[HOT]")
  }

  @Test(arguments: [40, 60, 100])
  func theFrameFillsTheTerminalsWidth(columns: Int) {
    let screen = DiscoverScreen()
    InteractiveFrame.fit(screen, to: TerminalSize(columns: columns, rows: 20))
    screen.perform(.right(2))
    screen.perform(.down(9))
    let lines = InteractiveFrame.lines(for: screen, status: ["right"], width: columns)
    let frame = lines.filter { $0.hasPrefix("+") || $0.hasPrefix("|") }
    #expect(frame.count == 20 - InteractiveFrame.reservedRows + 2)
    #expect(frame.allSatisfy { $0.count == columns })
    #expect(lines.allSatisfy { $0.count <= columns })
    #expect(screen.collectionView.errors.isEmpty)
    #expect(screen.layoutDiagnostics.isEmpty)
  }

  @Test func theWatchlistsCommandsDoNothingHere() {
    let screen = DiscoverScreen()
    _ = screen.takeStep()
    let before = screen.frame()
    for command: Command in [.select, .delete, .move, .refresh] {
      let step = screen.perform(command)
      #expect(step.batches.isEmpty)
      #expect(step.events == ["\(command.name) does nothing on the discover screen"])
    }
    #expect(screen.frame() == before)
  }
}

@MainActor
@Suite struct DemoSessionTests {
  @Test func eachScreenKeepsItsStateWhileTheOtherIsShown() {
    let session = DemoSession(screen: .watchlist)
    session.perform(.down(3))
    session.perform(.select)
    let watchlist = session.current.frame()

    let first = session.perform(.screen(.discover))
    #expect(first.events.first == "showing the discover screen")
    #expect(!first.batches.isEmpty, "the discover screen is created when first shown")
    session.perform(.right(2))
    session.perform(.down(10))
    let discover = session.current.frame()

    let back = session.perform(.screen(.watchlist))
    #expect(back.batches.isEmpty)
    #expect(session.current.name == .watchlist)
    #expect(session.current.frame() == watchlist)
    session.perform(.screen(nil))
    #expect(session.current.frame() == discover)
    #expect(session.screens.count == 2)
    // Tab cycles on: the feed is made when first shown, then the watchlist comes round again.
    session.perform(.screen(nil))
    #expect(session.current.name == .feed)
    session.perform(.screen(nil))
    #expect(session.current.frame() == watchlist)
    #expect(session.screens.count == 3)
  }

  @Test func aScreenShownLaterTakesTheSessionsSize() {
    let session = DemoSession(screen: .watchlist)
    InteractiveFrame.fit(session, to: TerminalSize(columns: 70, rows: 18))
    session.perform(.screen(.discover))
    let frame = session.current.frame()
    #expect(frame.count == 18 - InteractiveFrame.reservedRows + 2)
    #expect(frame.allSatisfy { $0.count == 70 })
  }
}
