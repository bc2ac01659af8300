/// The interactive mode's screenful, as lines that fit the terminal's width: the key hints of
/// the screen shown, its frame, and the status of the last command.
///
/// Rendering is separate from the terminal, so that a test can render at any width:
///
/// ```swift
/// let screen = WatchlistScreen()
/// InteractiveFrame.fit(screen, to: TerminalSize(columns: 40, rows: 20))
/// let lines = InteractiveFrame.lines(for: screen, status: ["start: no batch"], width: 40)
/// ```
@MainActor
public enum InteractiveFrame {
  /// The narrowest terminal the frame is laid out for, in columns: a narrower terminal shows
  /// the frame of this width, cut at its right edge.
  public static let minimumColumns = WatchlistScreen.minimumWidth + 4

  /// The terminal rows left around the viewport: the hint line, the frame's two borders, two
  /// status lines, and room for view errors or a status line wrapped (the `?` answer).
  public static let reservedRows = 8

  /// Resizes a screen for a terminal: rows as wide as the terminal (less the cursor marks and
  /// the box), and a viewport as tall as the terminal less ``reservedRows``.
  ///
  /// - Parameters:
  ///   - screen: The screen to resize.
  ///   - size: The terminal's size.
  ///   - rows: A fixed viewport height (`--rows`), or `nil` to follow the terminal's.
  public static func fit(_ screen: any DemoScreen, to size: TerminalSize, rows: Int? = nil) {
    screen.resize(rows: rows ?? size.rows - reservedRows, width: size.columns - 4)
  }

  /// Resizes a session's screen shown, and its other screens when they are next shown, for a
  /// terminal, as a single screen is fitted.
  ///
  /// - Parameters:
  ///   - session: The session to resize.
  ///   - size: The terminal's size.
  ///   - rows: A fixed viewport height (`--rows`), or `nil` to follow the terminal's.
  public static func fit(_ session: DemoSession, to size: TerminalSize, rows: Int? = nil) {
    session.resize(rows: rows ?? size.rows - reservedRows, width: size.columns - 4)
  }

  /// The lines to draw for a terminal `width` columns wide.
  ///
  /// The hint line keeps whole key groups of the screen (see ``KeyHints``); the frame is drawn
  /// at the screen's size (see `fit(_:to:rows:)`) and cut at `width`;
  /// a status line longer than `width` wraps between its ` · `-separated parts onto at most
  /// three lines (the `?` answer lists every key on an 80-column terminal), the last ending with
  /// an ellipsis when parts are left. No line is longer than `width`.
  ///
  /// - Parameters:
  ///   - screen: The screen, whose frame is drawn.
  ///   - status: What the last command did, and any view error, one entry a line.
  ///   - width: The terminal's width, in columns.
  /// - Returns: The hint line, the frame's lines, then the status lines.
  public static func lines(for screen: any DemoScreen, status: [String], width: Int) -> [String] {
    let width = max(0, width)
    return [KeyHints.forScreen(screen.name).line(width: width)]
      + screen.frame().map { String($0.prefix(width)) }
      + status.flatMap { Format.wrapped($0, width, maxLines: 3) }
  }
}
