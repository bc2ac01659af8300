extension FlowSectionGeometry {
  /// The lines of a grid section kept as one line repeated: what a section of items that all
  /// have one size holds instead of a line and an item record for each.
  ///
  /// In such a section every full line holds as many items as the first, places them where the
  /// first does, and is as long (UIKit's grid: the last line takes the first line's positions
  /// too). The section keeps the first line's items; a line's first item, its length, its
  /// advance and every running sum of advances are worked out from four numbers, so laying out a
  /// list of any length (a changed section in an update, a section of a million rows) costs as
  /// much as laying out its first line.
  ///
  /// The answers are those of the lines and the ``PrefixSumTree`` of advances the section would
  /// hold written out: the same prefixes, total and `firstCount(reaching:)`.
  struct RepeatedLines: Equatable {
    /// The number of items in the section: more than ``itemsPerLine``.
    var itemCount: Int
    /// How many items a full line holds (every line but perhaps the last): at least one.
    var itemsPerLine: Int
    /// Every line's length, in pixels.
    var lineLength: Int
    /// A line's length plus the spacing after it, in pixels: every line's advance but the last's.
    var advance: Int

    /// The number of lines.
    var lineCount: Int { (itemCount - 1) / itemsPerLine + 1 }

    /// The index of a line's first item.
    func firstItem(ofLine line: Int) -> Int { line &* itemsPerLine }

    /// The line that holds an item: -1 before the first item, the last line after the last, as
    /// a search of the written-out lines answers.
    func line(holding item: Int) -> Int {
      item < 0 ? -1 : min(item / itemsPerLine, lineCount - 1)
    }

    /// A line's length plus the spacing after it (none after the last line), in pixels.
    func advance(ofLine line: Int) -> Int {
      line < lineCount - 1 ? advance : lineLength
    }

    /// The sum of the first `count` lines' advances.
    ///
    /// - Complexity: O(1).
    func prefix(_ count: Int) -> Int {
      let count = min(max(0, count), lineCount)
      return count < lineCount ? count &* advance : total
    }

    /// Every line's advance summed.
    var total: Int { (lineCount - 1) &* advance &+ lineLength }

    /// The smallest number of lines whose advances sum to at least `target`: zero for a target
    /// that is not positive, the number of lines when no sum reaches it.
    ///
    /// - Complexity: O(1).
    func firstCount(reaching target: Int) -> Int {
      guard target > 0 else { return 0 }
      // Every advance but the last is `advance`, and the last is no longer: the sums below the
      // last line grow by `advance` a line, and past them the answer is the last line either way.
      guard advance > 0 else { return lineCount }
      return min((target - 1) / advance + 1, lineCount)
    }
  }
}
