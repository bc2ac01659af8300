/// The demo's screens, by the names `--screen` and the `screen` command take.
public enum ScreenName: String, CaseIterable, Equatable, Sendable {
  /// The market watchlist: a flow layout list with a cursor (the default).
  case watchlist

  /// Top movers in cards that page sideways above a grid of every symbol: a compositional
  /// layout.
  case discover

  /// A feed written declaratively: placeholders, pages loaded at the end, prefetching.
  case feed

  /// The screen after this one, wrapping around: what the `tab` key shows.
  public var next: ScreenName {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? all.startIndex
    return all[(index + 1) % all.count]
  }
}
