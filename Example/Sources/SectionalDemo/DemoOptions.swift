/// The command line of `sectional-demo`, parsed.
public struct DemoOptions: Equatable, Sendable {
  /// The seed used when none is given.
  public static let defaultSeed: UInt64 = 2024

  /// Whether `--help` was given.
  public var showHelp = false

  /// The script to run (`--script FILE`; `-` for standard input), if any.
  public var scriptPath: String?

  /// The viewport's height in rows (`--rows N`); `nil` for the mode's default.
  public var rows: Int?

  /// The market's seed (`--seed N`).
  public var seed: UInt64 = defaultSeed

  /// The screen shown first (`--screen NAME`).
  public var screen = ScreenName.watchlist

  /// Creates options with every default.
  public init() {}

  /// Parses the arguments that follow the program's name.
  ///
  /// - Parameter arguments: The arguments, such as `["--script", "demo.script"]`.
  /// - Returns: The options.
  /// - Throws: A ``UsageError`` naming the first argument that is unknown or lacks a valid value.
  public static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    var options = DemoOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else {
          throw UsageError("\(name) needs a value")
        }
        return next
      }
      switch name {
      case "-h", "--help":
        options.showHelp = true
      case "--script":
        options.scriptPath = try value()
      case "--rows":
        let text = try value()
        guard let rows = Int(text), (3...200).contains(rows) else {
          throw UsageError("--rows needs a number from 3 to 200, not '\(text)'")
        }
        options.rows = rows
      case "--screen":
        let text = try value()
        guard let screen = ScreenName(rawValue: text.lowercased()) else {
          let names = ScreenName.allCases.map(\.rawValue).joined(separator: " or ")
          throw UsageError("--screen needs \(names), not '\(text)'")
        }
        options.screen = screen
      case "--seed":
        let text = try value()
        guard let seed = UInt64(text) else {
          throw UsageError("--seed needs a non-negative integer, not '\(text)'")
        }
        options.seed = seed
      default:
        throw UsageError("unknown argument '\(argument)'")
      }
    }
    return options
  }

  /// The one-line usage, printed with argument errors.
  public static let usage =
    "usage: sectional-demo [--script FILE] [--screen NAME] [--rows N] [--seed N] [--help]"

  /// The text of `--help`.
  public static let help = """
    sectional-demo: a market app built from Sectional section controllers, drawn as text.

    \(usage)

    Three screens; tab (or the screen command) cycles through them, each keeping its state.
      watchlist   (the default) a flow layout list in four sections: a header (single-model),
                  a banner that appears while the market is closed or an alert fires
                  (single-item), the quotes (a diffing list keyed by ticker), and a
                  "Loading more…" row that pages in more symbols when it comes into view.
      discover    a compositional layout: a title, the top movers as cards in a row that
                  scrolls sideways one card at a time (group paging, rank badges on the first
                  three), and every symbol in a two-column grid under a header pinned to the top
                  while the grid scrolls (HOT badges on big movers).
      feed        written declaratively (a List of components): placeholder posts with a
                  shimmer while the first page is on its way (it arrives after three ticks
                  of time: 450 ms interactively, three commands in a script; refresh loads
                  it at once), the next page loaded each time
                  the end is reached (latched), an image prefetch counter, and a header
                  section of a hand-written controller among the declarative ones.
    Prices come from a seeded generator: the same seed gives the same session.

    Modes
      interactive   When standard input is a terminal and no --script is given: full-screen,
                    redrawn after every key, at the new size when the terminal is resized
                    (40 columns or more), and every 150 ms while the screen changes with time
                    (the feed's shimmer). q, Ctrl-C or Ctrl-D quit and restore the terminal.
      script        With --script FILE (- for standard input), or when standard input is not a
                    terminal: one command per line; prints every frame, the batch update the
                    adapter applied, and the cell reuse counts. Empty input prints the first
                    frame. An unknown command stops the run: the frames before it are printed,
                    then the command and its line number, with exit status 2.

    Keys and script commands
      j, down arrow     down [N]       move the cursor down a row (N rows); on discover and
                                       feed, scroll the content down a row
      k, up arrow       up [N]         move the cursor up a row (discover: scroll up)
      J, page down,     pagedown [N]   move the cursor down a page (discover: scroll a page
        space                          less the pinned header's row)
      K, page up        pageup [N]     move the cursor up a page (discover, feed: scroll up)
      l, right arrow    right [N]      discover: page the cards one card right (N cards)
      h, left arrow     left [N]       discover: page the cards one card left
      g, Home           home           the first row, or the top of the content
      G, End            end            the last row, or the bottom (feed: loads the next page)
      Esc               cancel         deselect the watchlist's quote
      ?                 help           list the screen's keys in the status line
      (time)            wait [N]       let N ticks of time pass (the feed's shimmer and its
                                       first page); every other command is one tick too,
                                       but a switch of screens
      tab               screen [NAME]  show the next screen, or the one named (watchlist,
                                       discover, feed)
      enter             select         select the row under the cursor (> marks it; * the
                                       selected quote); again to deselect; the banner
                                       dismisses
      d                 delete         delete the selected quote
      m                 move           move the selected quote to the top (until a refresh)
      r                 refresh        new prices: updates, moves by change, sometimes a
                                       listing or a delisting; on feed, load the first page
      q                 quit           quit
    enter, d, m and r act on the watchlist; r also on feed; elsewhere they only say so.
    In scripts, # starts a comment and blank lines are skipped.

    Options
      --script FILE   run the commands in FILE (- for standard input)
      --screen NAME   the screen shown first: watchlist (default), discover or feed
      --rows N        viewport height in rows (script default 12; interactive: the terminal's)
      --seed N        market seed (default \(defaultSeed))
      -h, --help      show this help
    """
}

/// A command line that cannot be run: an unknown argument or a missing or invalid value.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, naming the argument.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameter message: What is wrong.
  public init(_ message: String) {
    self.message = message
  }

  /// `sectional-demo: <message>` followed by the usage line.
  public var description: String {
    "sectional-demo: \(message)\n\(DemoOptions.usage)"
  }
}
