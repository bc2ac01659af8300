/// The first line of the interactive screen: the program's name and the keys, as whole groups
/// such as `q quit` that are dropped, never cut, when the terminal is narrow.
///
/// At 100 columns or more every group shows:
///
/// ```
/// sectional-demo · j/k ↑/↓ row · J/K page · enter select · d delete · m move · r refresh · q quit
/// ```
///
/// Narrower, the name goes first, then the groups in ``dropOrder``; `q quit` always stays.
public enum KeyHints {
  /// The program's name, which leads the line when there is room for it and every hint.
  public static let title = "sectional-demo"

  /// What separates the groups: ` · `.
  public static let separator = " · "

  /// Every group, in the order the line shows them.
  public static let groups = [
    "j/k ↑/↓ row", "J/K page", "enter select", "d delete", "m move", "r refresh", "q quit",
  ]

  /// The groups in the order they are dropped as the line narrows, the least needed first.
  ///
  /// Paging goes first (j/k also moves), then moving, deleting, refreshing, selecting and moving
  /// by rows. `q quit` is never dropped.
  public static let dropOrder = [
    "J/K page", "m move", "d delete", "r refresh", "enter select", "j/k ↑/↓ row",
  ]

  /// The hint line for a terminal `width` columns wide: as many whole groups as fit, in their
  /// usual order, with the title when it fits too.
  ///
  /// - Parameter width: The number of columns.
  /// - Returns: A line of at most `width` characters that always ends with `q quit`, or the empty
  ///   string when not even `q quit` fits.
  public static func line(width: Int) -> String {
    var kept = groups
    var dropping = dropOrder[...]
    while true {
      let hints = kept.joined(separator: separator)
      let titled = title + separator + hints
      if titled.count <= width { return titled }
      if hints.count <= width { return hints }
      guard let next = dropping.popFirst() else { return "" }
      kept.removeAll { $0 == next }
    }
  }
}
