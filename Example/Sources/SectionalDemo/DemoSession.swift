import Sectional

/// The demo's screens, one shown at a time, as the tabs of an app.
///
/// A screen is created the first time it is shown, at the session's size, and keeps its state
/// (scroll position, selection, cards) while another one is shown. ``Command/screen(_:)``
/// switches screens; every other command goes to the screen shown.
///
/// ```swift
/// let session = DemoSession(screen: .watchlist)
/// session.perform(.screen(.discover))  // the discover screen's first step
/// session.perform(.right(1))           // the cards move one card
/// ```
@MainActor
public final class DemoSession {
  /// The screen shown.
  public private(set) var current: any DemoScreen

  /// The screens created so far, in the order they were first shown.
  public private(set) var screens: [any DemoScreen]

  /// The market's seed, for the screens still to be created.
  public let seed: UInt64

  /// The size a screen is given when it is shown: viewport rows, and the frame's width less
  /// four columns.
  private var size: (rows: Int, width: Int)

  /// Creates a session showing a screen.
  ///
  /// - Parameters:
  ///   - screen: The screen shown first.
  ///   - rows: The viewport's height, in rows.
  ///   - width: The frame's width less four columns.
  ///   - seed: The market's seed.
  public init(
    screen: ScreenName = .watchlist, rows: Int = 12, width: Int = 54,
    seed: UInt64 = DemoOptions.defaultSeed
  ) {
    self.seed = seed
    size = (rows, width)
    current = Self.makeScreen(screen, rows: rows, width: width, seed: seed)
    screens = [current]
  }

  /// Every diagnostic the screens' adapters reported.
  public var diagnostics: [Diagnostic] { screens.flatMap(\.diagnostics) }

  /// Every diagnostic the screens' layouts reported.
  public var layoutDiagnostics: [CompositionalLayoutDiagnostic] {
    screens.flatMap(\.layoutDiagnostics)
  }

  /// Every error the screens' headless views recorded.
  public var viewErrors: [CollectionViewError] { screens.flatMap(\.collectionView.errors) }

  /// Performs a command on the screen shown, or switches screens.
  ///
  /// - Parameter command: The command.
  /// - Returns: What it did on the screen shown afterwards: for a switch, the new screen's
  ///   setup the first time it is shown, or what its resize to the session's size did.
  @discardableResult
  public func perform(_ command: Command) -> ScreenStep {
    if command == .help {
      // The screen shown sees it too: a tick of time, as every command but a switch is.
      var step = current.perform(command)
      step.events.insert(helpLine, at: 0)
      return step
    }
    guard case .screen(let name) = command else { return current.perform(command) }
    let target = name ?? current.name.next
    guard target != current.name else {
      return ScreenStep(events: ["already showing the \(target.rawValue) screen"])
    }
    if let shown = screens.first(where: { $0.name == target }) {
      current = shown
      current.resize(rows: size.rows, width: size.width)
    } else {
      current = Self.makeScreen(target, rows: size.rows, width: size.width, seed: seed)
      screens.append(current)
    }
    var step = current.takeStep()
    step.events.insert("showing the \(target.rawValue) screen", at: 0)
    return step
  }

  /// Returns what the screen shown did since the last step (the first call: its setup).
  public func takeStep() -> ScreenStep {
    current.takeStep()
  }

  /// Every key of the current screen, and the keys every screen answers.
  public var helpLine: String {
    "keys: " + KeyHints.forScreen(current.name).groups.joined(separator: KeyHints.separator)
      + KeyHints.separator + "g/G home/end · space page down · esc cancel"
  }

  /// Changes the size of the screen shown, and of every screen when it is next shown.
  ///
  /// - Parameters:
  ///   - rows: The viewport's new height, in rows.
  ///   - width: The frame's new width less four columns.
  public func resize(rows: Int, width: Int) {
    size = (rows, width)
    current.resize(rows: rows, width: width)
  }

  private static func makeScreen(_ name: ScreenName, rows: Int, width: Int, seed: UInt64)
    -> any DemoScreen
  {
    switch name {
    case .watchlist: WatchlistScreen(rows: rows, width: width, seed: seed)
    case .discover: DiscoverScreen(rows: rows, width: width, seed: seed)
    case .feed: FeedScreen(rows: rows, width: width, seed: seed)
    }
  }
}
