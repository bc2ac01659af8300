import Foundation
import Sectional
import SectionalDemo
import Testing

// The keys every screen answers (Home, End, Esc, `?`), time passing (`wait`, the interactive
// timer's tick), the feed opening with its first page on the way, and a status line that tells
// the truth about what a command did.

@Suite struct DemoCommandParsingTests {
  @Test(arguments: [
    ("home", Command.home), ("g", .home), ("end", .end), ("G", .end), ("esc", .cancel),
    ("cancel", .cancel), ("?", .help), ("help", .help), ("wait", .wait(1)),
  ])
  func aWordNamesItsCommand(word: String, command: Command) {
    #expect(Command.parse(word) == command)
  }

  @Test func waitTakesACount() {
    #expect(Command.parse(words: ["wait", "3"]) == .wait(3))
    #expect(Command.wait(3).name == "wait 3")
  }
}

@MainActor
@Suite struct DemoKeysTests {
  @Test func theFeedsFirstPageArrivesWhileTimePasses() {
    let feed = FeedScreen()
    #expect(feed.wantsTicks)
    let early = feed.perform(.wait(FeedScreen.firstPageTicks - 1))
    #expect(!early.events.contains { $0.hasPrefix("page 1 loaded") })
    let arrival = feed.perform(.wait(1))
    #expect(arrival.events.contains { $0.hasPrefix("page 1 loaded") })
    #expect(!arrival.batches.isEmpty)
    #expect(!feed.wantsTicks)
  }

  @Test func everyCommandIsATickOfTime() {
    let feed = FeedScreen()
    var events: [String] = []
    for _ in 0..<FeedScreen.firstPageTicks {
      events += feed.perform(.down(1)).events
    }
    #expect(events.contains { $0.hasPrefix("page 1 loaded") })
  }

  @Test func aPageLoadedByAScrollBelongsToThatScrollsStep() {
    let feed = FeedScreen()
    feed.perform(.refresh)
    // Page down until the end of page 1 comes into view: the page it loads is reported by the
    // same step, never by the next one.
    var loading: ScreenStep?
    for _ in 0..<5 {
      let step = feed.perform(.pageDown(1))
      if step.events.contains(where: { $0.hasPrefix("page 2 loaded") }) {
        loading = step
        break
      }
    }
    #expect(loading?.batches.isEmpty == false)
  }

  @Test func homeAndEndReachTheEndsOfEachScreen() {
    let watchlist = WatchlistScreen()
    watchlist.perform(.end)
    #expect(watchlist.cursor > 0)
    watchlist.perform(.home)
    #expect(watchlist.cursor == 0)

    let discover = DiscoverScreen()
    discover.perform(.end)
    let view = discover.collectionView
    #expect(view.contentOffset.y > 0)
    #expect(view.contentOffset.y + view.bounds.height == view.contentSize.height)
    discover.perform(.home)
    #expect(view.contentOffset.y == 0)

    // The feed's end loads its next page, as reaching it by scrolling does.
    let feed = FeedScreen()
    feed.perform(.refresh)
    let end = feed.perform(.end)
    #expect(feed.collectionView.contentOffset.y > 0)
    #expect(end.events.contains { $0.hasPrefix("page 2 loaded") })
    feed.perform(.home)
    #expect(feed.collectionView.contentOffset.y == 0)
  }

  @Test func escapeDeselectsTheWatchlistsQuote() {
    let watchlist = WatchlistScreen()
    watchlist.perform(.down(2))
    let selection = watchlist.perform(.select)
    #expect(watchlist.selectedTicker != nil, "\(selection.events)")
    let step = watchlist.perform(.cancel)
    #expect(watchlist.selectedTicker == nil)
    #expect(step.events.first?.hasPrefix("deselected") == true)
    #expect(watchlist.perform(.cancel).events == ["nothing to cancel"])
  }

  @Test func helpListsTheScreensKeys() {
    let session = DemoSession(screen: .discover)
    let step = session.perform(.help)
    #expect(step.events.first?.hasPrefix("keys: j/k ↑/↓ scroll") == true)
    #expect(
      step.events.first?.hasSuffix("? help · q quit · g/G home/end · space page down · esc cancel")
        == true)
  }
}
