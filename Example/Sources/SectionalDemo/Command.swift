/// One thing the user does, from a key press or a line of a script.
public enum Command: Equatable, Sendable {
  /// Moves the cursor down by rows (`j`, down arrow, `down`).
  case down(Int)
  /// Moves the cursor up by rows (`k`, up arrow, `up`).
  case up(Int)
  /// Moves the cursor down by pages (`J`, page down, `pagedown`).
  case pageDown(Int)
  /// Moves the cursor up by pages (`K`, page up, `pageup`).
  case pageUp(Int)
  /// Pages a row of cards that scrolls sideways towards its end, one card a time (`l`, right
  /// arrow, `right`).
  case right(Int)
  /// Pages a row of cards that scrolls sideways back towards its start (`h`, left arrow,
  /// `left`).
  case left(Int)
  /// Selects the row under the cursor, or deselects it when it is selected (enter, `select`).
  case select
  /// Deletes the selected quote (`d`, `delete`).
  case delete
  /// Moves the selected quote to the top (`m`, `move`).
  case move
  /// Refreshes the quotes with new prices (`r`, `refresh`).
  case refresh
  /// Goes to the start: the first row, or the top of the content (Home, `g`, `home`).
  case home
  /// Goes to the end: the last row, or the bottom of the content (End, `G`, `end`).
  case end
  /// Cancels what is in progress: the watchlist's selection (Esc, `cancel`).
  case cancel
  /// Lists the screen's keys in the status line (`?`, `help`).
  case help
  /// Lets time pass, in ticks of the interactive mode's timer (`wait`, `wait 3`): the feed's
  /// shimmer moves and its first page arrives. A script's every command is one tick too.
  case wait(Int)
  /// Shows a screen, or the next one when `nil` (tab, `screen`, `screen discover`).
  case screen(ScreenName?)
  /// Quits (`q`, `quit`).
  case quit

  /// The command as a script would spell it: `down`, `down 3`, `select`.
  public var name: String {
    switch self {
    case .down(let count): Self.named("down", count)
    case .up(let count): Self.named("up", count)
    case .pageDown(let count): Self.named("pagedown", count)
    case .pageUp(let count): Self.named("pageup", count)
    case .right(let count): Self.named("right", count)
    case .left(let count): Self.named("left", count)
    case .select: "select"
    case .delete: "delete"
    case .move: "move"
    case .refresh: "refresh"
    case .home: "home"
    case .end: "end"
    case .cancel: "cancel"
    case .help: "help"
    case .wait(let count): Self.named("wait", count)
    case .screen(let name): name.map { "screen \($0.rawValue)" } ?? "screen"
    case .quit: "quit"
    }
  }

  private static func named(_ word: String, _ count: Int) -> String {
    count == 1 ? word : "\(word) \(count)"
  }

  /// Parses one word, with an optional repeat count for the movement commands.
  ///
  /// Single letters are the interactive keys and are case-sensitive (`j` is a row, `J` a page);
  /// longer names ignore case.
  ///
  /// - Parameters:
  ///   - word: A name such as `down`, `j`, `select` or `q`.
  ///   - count: How many times a movement repeats; `nil` for once.
  /// - Returns: The command, or `nil` when the word is unknown or takes no count.
  public static func parse(_ word: String, count: Int? = nil) -> Command? {
    let key = word.count == 1 ? word : word.lowercased()
    let movement: ((Int) -> Command)? =
      switch key {
      case "j", "down": Command.down
      case "k", "up": Command.up
      case "J", "pagedown", "page-down", "pgdn": Command.pageDown
      case "K", "pageup", "page-up", "pgup": Command.pageUp
      case "l", "right": Command.right
      case "h", "left": Command.left
      case "wait": Command.wait
      default: nil
      }
    if let movement {
      return movement(count ?? 1)
    }
    guard count == nil else { return nil }
    switch key {
    case "enter", "return", "select": return .select
    case "d", "delete": return .delete
    case "m", "move": return .move
    case "r", "refresh": return .refresh
    case "g", "home": return .home
    case "G", "end": return .end
    case "esc", "escape", "cancel": return .cancel
    case "?", "help": return .help
    case "tab", "screen": return .screen(nil)
    case "q", "quit": return .quit
    default: return nil
    }
  }

  /// Parses the words of a script line: a command, then a repeat count for the movement
  /// commands or a screen's name for `screen`.
  ///
  /// - Parameter words: The line's words, such as `["down", "3"]` or `["screen", "discover"]`.
  /// - Returns: The command, or `nil` when the words are not one.
  public static func parse(words: [String]) -> Command? {
    guard let first = words.first, words.count <= 2 else { return nil }
    guard words.count == 2 else { return parse(first) }
    if first.lowercased() == "screen" {
      return ScreenName(rawValue: words[1].lowercased()).map { .screen($0) }
    }
    guard let count = Int(words[1]), count > 0 else { return nil }
    return parse(first, count: count)
  }
}
