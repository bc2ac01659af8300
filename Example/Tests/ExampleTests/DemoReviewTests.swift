import Foundation
import Sectional
import SectionalDemo
import Testing

#if canImport(Glibc)
  import Glibc
#endif

// A review of the terminal example, `sectional-demo`: what it does on key sequences, sizes and
// scripts its own tests do not try. Each test states the correct behaviour. The nine defects it
// found (pages that stopped loading on a tall screen or after a refresh, a refresh that loaded
// two pages, scripts with CRLF line endings or a byte order mark, `help` not a tick, a banner
// that never came back, a key no help listed, a `?` answer cut short) are fixed.

/// Helpers of this file.
@MainActor
private enum DRVHelpers {
  /// The events of a step, one string.
  static func events(_ step: ScreenStep) -> String {
    step.events.joined(separator: " | ")
  }

  /// Whether a frame line shows the "Loading more…" row.
  static func showsLoadingRow(_ frame: [String]) -> Bool {
    frame.contains { $0.contains("Loading more…") }
  }
}

// MARK: - Pagination

@MainActor
@Suite struct DRVWatchlistPaginationTests {
  /// A tall viewport loads every page while the "Loading more…" row is in view.
  ///
  /// The row pages in more symbols "when it comes into view" (--help). On a
  /// viewport tall enough to show it after a page arrives, it must go on loading until every
  /// page is in, or it shows "Loading more…" for ever.
  @Test func aTallViewportLoadsEveryPageWhileTheLoadingRowIsInView() {
    let screen = WatchlistScreen(rows: 60, width: 54)
    screen.perform(.down(1))
    screen.perform(.end)
    screen.perform(.home)
    #expect(screen.market.hasMore == false, "\(screen.market.watchlist.count) loaded")
    #expect(!DRVHelpers.showsLoadingRow(screen.frame()))
  }

  @Test func growingTheTerminalLoadsEveryPageThatComesIntoView() {
    let screen = WatchlistScreen(rows: 12, width: 54)
    #expect(screen.market.watchlist.count == 15)
    InteractiveFrame.fit(screen, to: TerminalSize(columns: 80, rows: 80))
    screen.perform(.down(1))
    #expect(screen.market.watchlist.count == 40)
  }

  /// On the default size, scrolling down loads each page once, in order, and the end row says
  /// so: no page twice, none skipped.
  @Test func scrollingLoadsEachPageOnceInOrder() {
    let screen = WatchlistScreen()
    var loads = screen.takeStep().events.filter { $0.hasPrefix("loaded page") }
    for _ in 0..<20 {
      loads += screen.perform(.pageDown(1)).events.filter { $0.hasPrefix("loaded page") }
    }
    #expect(
      loads == [
        "loaded page 1: +15 symbols", "loaded page 2: +15 symbols", "loaded page 3: +10 symbols",
      ])
    #expect(screen.frame().contains { $0.contains("end of watchlist") })
  }
}

@MainActor
@Suite struct DRVFeedPaginationTests {
  private func pages(_ step: ScreenStep) -> [String] {
    step.events.filter { $0.hasPrefix("page ") }
  }

  /// `refresh` "on feed, load the first page" (--help): only the first page, and the top of it.
  @Test func aRefreshWhileScrolledDownLoadsOnlyTheFirstPage() {
    let feed = FeedScreen()
    feed.perform(.refresh)
    #expect(pages(feed.perform(.end)) == ["page 2 loaded: 30 posts"])
    let refresh = feed.perform(.refresh)
    #expect(feed.collectionView.contentOffset.y == 0)
    #expect(pages(refresh) == ["page 1 loaded: 15 posts"])
    #expect(feed.frame().first { $0.contains("FEED ·") }?.contains("15 of 40 posts") == true)
  }

  /// After a refresh, reaching the end loads the next page again, as it did before the refresh.
  @Test func theEndLoadsTheNextPageAfterARefreshThatFollowedTheLastPage() {
    let feed = FeedScreen()
    feed.perform(.refresh)
    for _ in 0..<4 { feed.perform(.end) }
    #expect(feed.frame().contains { $0.contains("the end") })
    feed.perform(.refresh)
    var loaded: [String] = []
    for _ in 0..<3 {
      loaded += pages(feed.perform(.end))
    }
    #expect(loaded.first == "page 2 loaded: 30 posts")
  }

  /// On a tall viewport the same happens with no scrolling at all.
  @Test func aRefreshOnATallFeedKeepsLoadingWhileTheEndIsInView() {
    let feed = FeedScreen(rows: 60, width: 54)
    feed.perform(.wait(FeedScreen.firstPageTicks))
    #expect(feed.frame().contains { $0.contains("40 of 40 posts") })
    feed.perform(.refresh)
    feed.perform(.end)
    #expect(feed.frame().contains { $0.contains("40 of 40 posts") })
  }
}

// MARK: - Scripts

@MainActor
@Suite struct DRVScriptTests {
  /// A script saved with Windows line endings is the same script.
  @Test func aScriptWithCRLFLineEndingsRuns() {
    let unix = ScriptMode.run("down 3\nselect\n")
    let windows = ScriptMode.run("down 3\r\nselect\r\n")
    #expect(windows.exitStatus == 0, "\(windows.error ?? "")")
    #expect(windows.output == unix.output)
  }

  /// A script saved with a UTF-8 byte order mark (as some editors on Windows do) is the same
  /// script; today its first line is an "unknown command 'down'" whose name looks right.
  @Test func aScriptWithAByteOrderMarkRuns() {
    let plain = ScriptMode.run("down\n")
    let marked = ScriptMode.run("\u{FEFF}down\n")
    #expect(marked.exitStatus == 0, "\(marked.error ?? "")")
    #expect(marked.output == plain.output)
  }

  /// `help` is a tick of time on the feed.
  ///
  /// --help: "every other command is one tick too" and the feed's first page arrives after
  /// "three commands in a script". `help` is a command of the script.
  @Test func helpIsATickOfTimeOnTheFeedAsEveryOtherCommand() {
    var options = DemoOptions()
    options.screen = .feed
    let result = ScriptMode.run("help\nhelp\nhelp\n", options: options)
    #expect(result.exitStatus == 0)
    #expect(result.output.contains("page 1 loaded"))
  }
}

// MARK: - The watchlist's banner, selection and an empty list

@MainActor
@Suite struct DRVWatchlistTests {
  /// A dismissed closed-market banner comes back at the next close.
  ///
  /// The banner "appears while the market is closed or an alert fires" (--help). Dismissing it
  /// at one close must not hide it at the next one, eight refreshes later.
  @Test func theClosedMarketBannerComesBackAtTheNextClose() {
    let screen = WatchlistScreen()
    screen.perform(.down(1))
    #expect(DRVHelpers.events(screen.perform(.select)).contains("dismissed the banner"))
    #expect(!screen.frame().contains { $0.contains("Market closed") })
    for _ in 0..<8 { screen.perform(.refresh) }
    #expect(!screen.market.isOpen, "tick \(screen.market.tick)")
    screen.perform(.home)
    #expect(screen.frame().contains { $0.contains("!! Market closed") })
  }

  /// Moving the selected quote to the top keeps it selected, the cursor on it, and the mark on
  /// its row; deleting it clears the mark and keeps the cursor on a row that exists.
  @Test func moveAndDeleteKeepTheSelectionOnItsQuote() throws {
    let screen = WatchlistScreen()
    screen.perform(.down(6))
    screen.perform(.select)
    let ticker = try #require(screen.selectedTicker)
    screen.perform(.move)
    #expect(screen.selectedTicker == ticker)
    let marked = screen.frame().filter { $0.hasPrefix("|>*") }
    #expect(marked.count == 1)
    #expect(marked.first?.contains(" \(ticker) ") == true)
    screen.perform(.delete)
    #expect(screen.selectedTicker == nil)
    let frame = screen.frame()
    #expect(!frame.contains { $0.contains(" \(ticker) ") })
    #expect(!frame.contains { $0.dropFirst(2).hasPrefix("*") })
    #expect(frame.filter { $0.hasPrefix("|>") }.count == 1)
  }

  /// Every quote deleted, then every command: no trap, no view error, a cursor on an existing
  /// row, no selection mark.
  @Test func anEmptyWatchlistAnswersEveryCommand() {
    let screen = WatchlistScreen(rows: 3, width: 36)
    for _ in 0..<200 where screen.market.totalCount > 0 {
      screen.perform(.end)
      screen.perform(.home)
      screen.perform(.down(1))
      screen.perform(.down(1))
      screen.perform(.select)
      if screen.selectedTicker == nil {
        screen.perform(.down(1))
        screen.perform(.select)
      }
      screen.perform(.delete)
    }
    #expect(screen.market.totalCount == 0)
    let commands: [Command] = [
      .down(1), .up(1), .pageDown(3), .pageUp(3), .home, .end, .select, .delete, .move, .cancel,
      .left(1), .right(1), .wait(2), .down(Int.max), .up(Int.max), .pageDown(Int.max),
      .pageUp(Int.max), .refresh, .select, .move, .delete,
    ]
    for command in commands {
      screen.perform(command)
      #expect(screen.cursor >= 0 && screen.cursor < max(1, screen.rowCount), "\(command)")
      #expect(screen.frame().filter { $0.hasPrefix("|>") }.count <= 1)
    }
    #expect(screen.collectionView.errors.isEmpty, "\(screen.collectionView.errors)")
    #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
  }
}

// MARK: - Sizes

@MainActor
@Suite struct DRVSizeTests {
  /// Terminals of 0 and 1 columns or rows, and a very tall one, on every screen, mid-session:
  /// no trap, no line longer than the terminal, no view error.
  @Test(arguments: ScreenName.allCases)
  func tinyAndHugeTerminalsMidSession(screen: ScreenName) {
    let session = DemoSession(screen: screen)
    let sizes = [
      TerminalSize(columns: 0, rows: 0), TerminalSize(columns: 1, rows: 1),
      TerminalSize(columns: 2, rows: 0), TerminalSize(columns: 500, rows: 3),
      TerminalSize(columns: 40, rows: 400), TerminalSize(columns: 80, rows: 24),
    ]
    for size in sizes {
      InteractiveFrame.fit(session, to: size)
      for command in [Command.end, .right(2), .pageUp(1), .down(1), .select, .screen(nil)] {
        session.perform(command)
        let lines = InteractiveFrame.lines(
          for: session.current, status: ["\(command.name): no batch"], width: size.columns)
        #expect(lines.allSatisfy { $0.count <= max(0, size.columns) }, "\(size)")
      }
    }
    #expect(session.viewErrors.isEmpty, "\(session.viewErrors)")
    #expect(session.diagnostics.isEmpty, "\(session.diagnostics)")
  }
}

@MainActor
@Suite struct DRVHelpKeyTests {
  /// `?` "lists the screen's keys in the status line" (--help), and g/G and Esc are listed
  /// nowhere else on screen: on the usual terminals the answer must show them, not cut them off.
  @Test(arguments: [80, 120])
  func theHelpAnswerShowsEveryKeyOnACommonTerminal(columns: Int) {
    let session = DemoSession()
    InteractiveFrame.fit(session, to: TerminalSize(columns: columns, rows: 24))
    let step = session.perform(.help)
    // The interactive mode's status for a command: its batches, then its events on one line.
    let status = ["help: no batch", step.events.joined(separator: " · ")]
    #expect(step.events.first?.contains("esc cancel") == true)
    let screen = InteractiveFrame.lines(for: session.current, status: status, width: columns)
      .joined(separator: "\n")
    #expect(screen.contains("g/G home/end"))
    #expect(screen.contains("esc cancel"))
  }
}

// MARK: - The executable

/// The built executable, run as a subprocess: exit codes, and keys through a pseudo-terminal.
private enum DRVExecutable {
  static var url: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent(".build/debug/sectional-demo")
  }

  /// Runs the demo with its input from a file, and returns its exit status and outputs.
  static func run(_ arguments: [String], input: String = "") throws -> (
    status: Int32, output: String, error: String
  ) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("drv-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputURL = directory.appendingPathComponent("in")
    let outputURL = directory.appendingPathComponent("out")
    let errorURL = directory.appendingPathComponent("err")
    try Data(input.utf8).write(to: inputURL)
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus,
      String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
    )
  }

  /// Runs the demo on a pseudo-terminal of a size, typing `keys` one at a time, and returns what
  /// it drew and its exit status (`nil` when it had to be killed); `nil` when no pseudo-terminal
  /// can be opened.
  static func runOnTerminal(
    _ keys: [String], arguments: [String] = [], columns: Int = 80, rows: Int = 24
  ) throws -> (output: String, status: Int32?)? {
    // /dev/ptmx by hand: the Glibc module has no posix_openpt. TIOCSPTLCK unlocks the
    // terminal, TIOCGPTN names it (their values on Linux).
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0 else { return nil }
    defer { close(master) }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(master, UInt(0x4004_5431), &unlock) == 0,
      ioctl(master, UInt(0x8004_5430), &number) == 0
    else { return nil }
    let name = "/dev/pts/\(number)"
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let slaveDescriptor = open(name, O_RDWR | O_NOCTTY)
    guard slaveDescriptor >= 0 else { return nil }
    let slave = FileHandle(fileDescriptor: slaveDescriptor, closeOnDealloc: true)
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.standardInput = slave
    process.standardOutput = slave
    process.standardError = slave
    try process.run()
    try slave.close()

    var output: [UInt8] = []
    func drain(milliseconds: Int) {
      let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
      var buffer = [UInt8](repeating: 0, count: 65536)
      while Date() < deadline {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 20) > 0 else { continue }
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { return }
        output += buffer[0..<count]
      }
    }
    drain(milliseconds: 400)
    for key in keys {
      let bytes = Array(key.utf8)
      _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
      drain(milliseconds: 300)
    }
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning && Date() < deadline {
      drain(milliseconds: 50)
    }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return (String(decoding: output, as: UTF8.self), nil)
    }
    return (String(decoding: output, as: UTF8.self), process.terminationStatus)
  }
}

@Suite(.serialized) struct DRVExecutableTests {
  @Test func exitStatusesFollowTheHelp() throws {
    try #require(FileManager.default.isExecutableFile(atPath: DRVExecutable.url.path))
    let help = try DRVExecutable.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("sectional-demo:"))
    #expect(try DRVExecutable.run(["--rows", "2"]).status == 2)
    #expect(try DRVExecutable.run(["--bogus"]).status == 2)
    #expect(try DRVExecutable.run(["--script"]).status == 2)
    #expect(try DRVExecutable.run(["--script", "/nonexistent/drv.script"]).status == 1)
    let unknown = try DRVExecutable.run([], input: "down\njump\n")
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("line 2: unknown command 'jump'"))
    #expect(unknown.output.contains("== line 1: down =="))
    let ok = try DRVExecutable.run(["--script", "-", "--rows", "3"], input: "end\nq\n")
    #expect(ok.status == 0)
  }

  /// The interactive mode answers the keys the help lists, and quits with status 0 on q and
  /// Ctrl-D, at the smallest terminal too.
  @Test func interactiveKeysAndExitStatuses() throws {
    try #require(FileManager.default.isExecutableFile(atPath: DRVExecutable.url.path))
    guard let quit = try DRVExecutable.runOnTerminal(["j", "\u{1B}[6~", "?", "q"]) else { return }
    #expect(quit.status == 0)
    #expect(quit.output.contains("pagedown:"))
    #expect(quit.output.contains("keys: j/k"))
    let eof = try DRVExecutable.runOnTerminal(["\t", "\u{04}"], columns: 1, rows: 1)
    #expect(eof?.status == 0)
  }

  /// The space bar pages down in the interactive mode, yet neither --help nor `?` (nor the
  /// hint line) lists it.
  @Test func everyKeyThatWorksIsListed() throws {
    try #require(FileManager.default.isExecutableFile(atPath: DRVExecutable.url.path))
    if let run = try DRVExecutable.runOnTerminal([" ", "q"]) {
      #expect(run.status == 0)
      #expect(run.output.contains("pagedown:"), "space is a key that works")
    }
    #expect(DemoOptions.help.lowercased().contains("space"))
  }
}
