/// The first line of the interactive screen: the program's name and the keys of the screen
/// shown, as whole groups such as `q quit` that are dropped, never cut, when the terminal is
/// narrow.
///
/// At 108 columns or more every group of the watchlist shows:
///
/// ```
/// sectional-demo · j/k ↑/↓ row · J/K page · enter select · d delete · m move · r refresh · tab screen · q quit
/// ```
///
/// Narrower, the name goes first, then the groups in ``dropOrder``; `q quit` always stays.
public struct KeyHints: Equatable, Sendable {
  /// The program's name, which leads the line when there is room for it and every hint.
  public static let title = "sectional-demo"

  /// What separates the groups: ` · `.
  public static let separator = " · "

  /// The keys of the watchlist.
  public static let watchlist = KeyHints(
    groups: [
      "j/k ↑/↓ row", "J/K page", "enter select", "d delete", "m move", "r refresh",
      "tab screen", "? help", "q quit",
    ],
    // Help goes first (the status line answers it), then paging (j/k also moves), moving,
    // deleting, refreshing, selecting, switching screens and moving by rows.
    dropOrder: [
      "? help", "J/K page", "m move", "d delete", "r refresh", "enter select", "tab screen",
      "j/k ↑/↓ row",
    ])

  /// The keys of the discover screen.
  public static let discover = KeyHints(
    groups: ["j/k ↑/↓ scroll", "J/K page", "h/l ←/→ cards", "tab screen", "? help", "q quit"],
    // Help goes first, then paging (j/k also scrolls), switching screens, scrolling and the
    // cards.
    dropOrder: ["? help", "J/K page", "tab screen", "j/k ↑/↓ scroll", "h/l ←/→ cards"])

  /// The keys of the feed screen.
  public static let feed = KeyHints(
    groups: ["j/k ↑/↓ scroll", "J/K page", "r refresh", "tab screen", "? help", "q quit"],
    // Help goes first, then paging (j/k also scrolls), switching screens, scrolling and
    // refreshing.
    dropOrder: ["? help", "J/K page", "tab screen", "j/k ↑/↓ scroll", "r refresh"])

  /// Every group, in the order the line shows them; the last is `q quit`.
  public let groups: [String]

  /// The groups in the order they are dropped as the line narrows, the least needed first;
  /// `q quit` is never dropped.
  public let dropOrder: [String]

  /// The keys of a screen.
  ///
  /// - Parameter screen: The screen.
  /// - Returns: Its key hints.
  public static func forScreen(_ screen: ScreenName) -> KeyHints {
    switch screen {
    case .watchlist: watchlist
    case .discover: discover
    case .feed: feed
    }
  }

  /// The hint line for a terminal `width` columns wide: as many whole groups as fit, in their
  /// usual order, with the title when it fits too.
  ///
  /// - Parameter width: The number of columns.
  /// - Returns: A line of at most `width` characters that always ends with `q quit`, or the empty
  ///   string when not even `q quit` fits.
  public func line(width: Int) -> String {
    var kept = groups
    var dropping = dropOrder[...]
    while true {
      let hints = kept.joined(separator: Self.separator)
      let titled = Self.title + Self.separator + hints
      if titled.count <= width { return titled }
      if hints.count <= width { return hints }
      guard let next = dropping.popFirst() else { return "" }
      kept.removeAll { $0 == next }
    }
  }
}
