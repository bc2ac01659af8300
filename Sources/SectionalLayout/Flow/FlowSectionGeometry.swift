import Foundation

/// The frames of one flow section, in the section's own coordinates and in vertical form.
///
/// Vertical form names the scroll axis "main" and stores it as y, the other axis "cross" and
/// stores it as x, whatever the layout's direction: a horizontal layout swaps the coordinates
/// when it answers. The section starts at main 0; the layout adds the section's origin. Keeping
/// sections apart is what lets an update re-lay out one section and only shift the others.
///
/// Main-axis lengths are whole device pixels, and each line's start is a running sum of the lines
/// before it, kept in a ``PrefixSumTree``: an item measured to a new height changes its line and
/// moves the lines after it in O(log *l*) for *l* lines, and the sums stay exact.
struct FlowSectionGeometry {
  /// One item: where it is across, and its place and length in its line, in pixels.
  struct Item {
    var cross: CGFloat
    var crossLength: CGFloat
    /// From the line's start to the item's, centring it on the line.
    var offsetInLine: Int
    var length: Int
  }

  /// A line of items: a row of a vertical layout, a column of a horizontal one.
  struct Line {
    /// The index of the line's first item.
    var firstItem: Int
    /// As long as the line's longest item, in pixels.
    var length: Int
  }

  /// Every item, in order; only the first line's while the lines repeat (``repeatedLines``).
  ///
  /// Read through ``item(_:)`` and ``itemCount``, which answer for the repeated lines too.
  private var items: [Item] = []

  /// The lines, in order, each holding the items from its `firstItem` to the next line's; none
  /// while the lines repeat.
  private var lines: [Line] = []

  /// Each line's length plus the spacing after it (none after the last), in pixels; none while
  /// the lines repeat.
  private var lineAdvances = PrefixSumTree.empty

  /// The section's lines as its first line repeated, when every item has one size and the
  /// section was laid out as such (``init(count:description:input:uniformSize:)``); `nil` when
  /// each line and item is written out.
  ///
  /// A measurement that changes an item writes the lines out first
  /// (``resize(item:to:isEstimated:availableCross:)``).
  private(set) var repeatedLines: RepeatedLines?

  /// The items whose size is still an estimate, waiting to be measured.
  var estimatedItems = Self.noItems

  /// How many items differ in size from the first, after flooring to pixels.
  ///
  /// None means the section is uniform, and its last line takes the first line's positions
  /// (UIKit's grid, facts L2 to L4 in `research/flow-layout.md`). Kept current by ``resize(item:to:isEstimated:availableCross:)``
  /// only in sections of more than one line, the only ones it places.
  private(set) var itemsSizedOtherwise = 0

  /// Where the last line starts across, its spacing, and whether it mirrors: what placing it
  /// again takes when a measurement makes the section a grid or stops it being one.
  private var lastLineRule = (crossStart: CGFloat(0), spacing: CGFloat(0), mirrors: false)

  /// Whether the header's or footer's length is an estimate, waiting to be measured.
  ///
  /// Declared after the rule's flag, in the bytes its alignment leaves: a section's geometry is
  /// copied whole at every preparation, and each word it grows by costs a copy.
  var isHeaderEstimated = false
  var isFooterEstimated = false

  /// An empty set, made once: on Linux, each `IndexSet()` allocates, and most sections estimate
  /// no item.
  private static let noItems = IndexSet()

  /// The header's and footer's lengths, and the insets before and after the lines, in pixels.
  var headerLength = 0
  var footerLength = 0
  var insetBefore = 0
  var insetAfter = 0

  /// The bounds' cross length: what a header and a footer span.
  var crossLength: CGFloat = 0

  /// The pixel grid.
  var grid = PixelGrid(scale: 1)

  /// The description the section was laid out with, so that a section kept through an update is
  /// laid out again when its description changed.
  var description: FlowSectionLayout?

  /// The stamp of the description the section was laid out with, as the content gave it
  /// (``LayoutContent/descriptionStamps(ofSections:)``); ``DescriptionStamp/unstamped`` when
  /// the section was laid out from a description read without one, or one the layout could not
  /// read, so that the next preparation reads it again.
  var descriptionStamp = DescriptionStamp.unstamped
}

extension FlowSectionGeometry {
  /// Whether the section was laid out for this count and description, so that its frames hold.
  ///
  /// A method, so that the section is read in place: comparing the description of an element
  /// read from the array copies the whole section first.
  ///
  /// - Parameters:
  ///   - count: The section's number of items now.
  ///   - description: The section's description now, normalized.
  /// - Returns: `true` when both are the ones the section was laid out with.
  func holds(count: Int, description: FlowSectionLayout?) -> Bool {
    itemCount == count && isDescribed(by: description)
  }

  /// Whether the section was laid out for a description of its own, read from its tag alone.
  var hasDescription: Bool {
    switch description {
    case .none: false
    case .some: true
    }
  }

  /// Whether the section was laid out for this description.
  ///
  /// Two absent descriptions, the usual case, are told apart by their tags alone: comparing the
  /// optionals whole copies both descriptions first.
  func isDescribed(by description: FlowSectionLayout?) -> Bool {
    // Switched on without binding the payload: a binding copies the description.
    let isAbsent: Bool
    switch description {
    case .none: isAbsent = true
    case .some: isAbsent = false
    }
    let wasAbsent: Bool
    switch self.description {
    case .none: wasAbsent = true
    case .some: wasAbsent = false
    }
    guard !isAbsent, !wasAbsent else { return isAbsent && wasAbsent }
    return self.description == description
  }
}

extension FlowSectionGeometry {
  /// What laying out one section needs, resolved from the layout's defaults, the section's
  /// description and the content, in vertical form.
  struct Input {
    /// The cross length of the bounds: what a header spans.
    var crossLength: CGFloat
    /// Where the items' area starts on the cross axis (reference insets plus the section inset).
    var crossStart: CGFloat
    /// The cross length available to the items' lines.
    var availableCross: CGFloat
    /// The section inset before and after the items on the main axis.
    var insetBefore: CGFloat
    var insetAfter: CGFloat
    /// The spacing between lines, and the smallest spacing between items of a line.
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    /// The header's and footer's main lengths; zero for none.
    var headerLength: CGFloat
    var footerLength: CGFloat
    /// Whether those lengths are estimates, waiting to be measured.
    var isHeaderEstimated = false
    var isFooterEstimated = false
    /// How items share the extra space of a line.
    var alignment: FlowLayout.LineAlignment
    /// Whether lines mirror on the cross axis (right to left).
    var mirrorsCross: Bool
    var grid: PixelGrid
    /// The stamp of the description, kept with the geometry laid out from it.
    var descriptionStamp = DescriptionStamp.unstamped
  }

  /// Lays out a section of `count` items whose sizes `size(item)` gives in vertical form.
  ///
  /// A line takes items while they fit in the available cross length (within a millionth of a
  /// point). In ``FlowLayout/LineAlignment/justified`` lines, the extra space of a full line
  /// widens the spacing so that the line spans the available length; a line of one item that is
  /// not the last is centred; the last line keeps the minimum spacing from the leading edge.
  /// When every item has the same size (after flooring to pixels) and there is more than one
  /// line, the section is a grid, as in UIKit: the last line's items take the first line's
  /// positions, so a full last line is justified like the others and a partly filled one lines up
  /// under the first line's columns (a lone item at the first line's first position).
  /// Items are centred on the main axis within their line, which is as long as its longest item.
  /// Sizes floor to device pixels; positions, insets and spacings round to them.
  ///
  /// - Complexity: O(*n*) for *n* items.
  init(
    count: Int, description: FlowSectionLayout?, input: Input,
    size: (Int) -> (size: CGSize, isEstimated: Bool)
  ) {
    self.init(description: description, input: input)
    let lineSpacing = grid.pixels(input.lineSpacing)

    items.reserveCapacity(count)
    // At most one line an item: reserved up front for short sections, whose arrays would
    // otherwise be reallocated several times each, and capped so that a long grid does not hold
    // room for lines it never has (past the cap, growth is amortized anyway).
    let expectedLines = min(count, 1_024)
    lines.reserveCapacity(expectedLines)
    var lineStart = 0
    var lineCross: CGFloat = 0
    // The first item's size, which every other is compared with to tell a grid.
    var (firstCrossLength, firstLength): (CGFloat, Int) = (-1, -1)
    var advances: [Int] = []
    advances.reserveCapacity(expectedLines)
    for item in 0..<count {
      let (proposed, isEstimated) = size(item)
      if isEstimated {
        estimatedItems.insert(item)
      }
      let crossLength = min(
        grid.floor(Self.sanitized(proposed.width)), grid.floor(input.availableCross))
      let length = grid.pixels(flooring: Self.sanitized(proposed.height))
      if crossLength != firstCrossLength || length != firstLength {
        // The first item always lands here (no length is negative): it sets the size to match.
        if item == 0 {
          (firstCrossLength, firstLength) = (crossLength, length)
        } else {
          itemsSizedOtherwise += 1
        }
      }
      let fits =
        item == lineStart
        || lineCross + input.interitemSpacing + crossLength
          <= input.availableCross + FlowLayout.fitTolerance
      if !fits {
        let lineLength = placeLine(
          from: lineStart, crossTaken: lineCross, isLast: false, input: input)
        lines.append(Line(firstItem: lineStart, length: lineLength))
        advances.append(lineLength + lineSpacing)
        lineStart = item
        lineCross = 0
      }
      lineCross += (item == lineStart ? 0 : input.interitemSpacing) + crossLength
      // Placed across when its line is complete.
      items.append(Item(cross: 0, crossLength: crossLength, offsetInLine: 0, length: length))
    }
    if lineStart < items.count {
      let lineLength = placeLine(
        from: lineStart, crossTaken: lineCross, isLast: true, input: input)
      lines.append(Line(firstItem: lineStart, length: lineLength))
      advances.append(lineLength)
      lastLineRule = (input.crossStart, input.interitemSpacing, input.mirrorsCross)
      if itemsSizedOtherwise == 0 {
        placeLastLineAcross()
      }
    }
    lineAdvances = PrefixSumTree(advances)
  }

  /// A section with no items yet: its description, header, footer and insets.
  private init(description: FlowSectionLayout?, input: Input) {
    self.description = description
    descriptionStamp = input.descriptionStamp
    grid = input.grid
    crossLength = input.crossLength
    headerLength = grid.pixels(input.headerLength)
    footerLength = grid.pixels(input.footerLength)
    isHeaderEstimated = input.isHeaderEstimated
    isFooterEstimated = input.isFooterEstimated
    insetBefore = grid.pixels(input.insetBefore)
    insetAfter = grid.pixels(input.insetAfter)
  }

  /// Lays out a section of `count` items that all have one size, in vertical form, not an
  /// estimate: a section of ``FlowItemSize/fixed(_:)`` items.
  ///
  /// The same frames as ``init(count:description:input:size:)`` given that size for every item,
  /// without working each line out: every line starts empty and takes items by the same rule, so
  /// every full line holds as many items as the first and, the section being a grid, every line
  /// places them where the first does (the last line too, which takes the first line's
  /// positions). The first line is placed as that initializer places it; a section of more than
  /// one line keeps it as ``repeatedLines``, and answers every other line from it.
  ///
  /// - Complexity: O(*p*) for *p* items in a line, whatever the number of items.
  init(count: Int, description: FlowSectionLayout?, input: Input, uniformSize proposed: CGSize) {
    let crossLength = min(
      input.grid.floor(Self.sanitized(proposed.width)), input.grid.floor(input.availableCross))
    // How many items the first line takes: the loop of the general initializer, with its
    // arithmetic in its order, for items of one size.
    var perLine = 1
    var lineCross = crossLength
    while perLine < count,
      lineCross + input.interitemSpacing + crossLength
        <= input.availableCross + FlowLayout.fitTolerance
    {
      lineCross += input.interitemSpacing + crossLength
      perLine += 1
    }
    guard count > perLine else {
      // One line or none: placed by the leading rule of a last line, as the general loop does.
      self.init(count: count, description: description, input: input) { _ in
        (proposed, false)
      }
      return
    }
    self.init(description: description, input: input)
    let length = grid.pixels(flooring: Self.sanitized(proposed.height))
    items.reserveCapacity(perLine)
    for _ in 0..<perLine {
      items.append(Item(cross: 0, crossLength: crossLength, offsetInLine: 0, length: length))
    }
    let lineLength = placeLine(from: 0, crossTaken: lineCross, isLast: false, input: input)
    repeatedLines = RepeatedLines(
      itemCount: count, itemsPerLine: perLine, lineLength: lineLength,
      advance: lineLength + grid.pixels(input.lineSpacing))
    lastLineRule = (input.crossStart, input.interitemSpacing, input.mirrorsCross)
  }

  /// Writes out the lines and items of a section whose lines repeat, so that one of them can
  /// change: the frames stay the same.
  ///
  /// - Complexity: O(*n*) for *n* items.
  private mutating func writeOutRepeatedLines() {
    guard let repeated = repeatedLines else { return }
    repeatedLines = nil
    let count = repeated.itemCount
    let perLine = repeated.itemsPerLine
    let lineCount = repeated.lineCount
    // Written through local arrays, taken out of the section and put back: an append to a stored
    // array checks that the array is unique each time. Swapped, not copied: a copy shares the
    // buffer until the stored array lets go of it, and the first append would copy it whole.
    var allItems: [Item] = []
    swap(&allItems, &items)
    allItems.reserveCapacity(count)
    // Each line a copy of the first line's items: a row of one item (a list) repeats it.
    if perLine == 1 {
      allItems.append(contentsOf: repeatElement(allItems[0], count: count - 1))
    } else {
      var lineStart = perLine
      while lineStart < count {
        for offset in 0..<min(perLine, count - lineStart) {
          allItems.append(allItems[offset])
        }
        lineStart += perLine
      }
    }
    swap(&allItems, &items)
    var allLines: [Line] = []
    allLines.reserveCapacity(lineCount)
    for line in 0..<lineCount {
      allLines.append(
        Line(firstItem: repeated.firstItem(ofLine: line), length: repeated.lineLength))
    }
    lines = allLines
    var advances: [Int] = []
    advances.reserveCapacity(lineCount)
    advances.append(contentsOf: repeatElement(repeated.advance, count: lineCount - 1))
    advances.append(repeated.lineLength)
    lineAdvances = PrefixSumTree(advances)
  }

  /// Places the last line's items across, by the rule the section's sizes call for; does nothing
  /// to a section of one line, whose line is placed once, with the leading rule.
  ///
  /// A uniform section's last line takes the first line's positions: every full line holds as
  /// many items as the first, so the last holds at most as many, and its items line up under the
  /// first line's. Otherwise the last line starts at the leading edge, the minimum spacing apart.
  private mutating func placeLastLineAcross() {
    guard lines.count > 1, let last = lines.last else { return }
    if itemsSizedOtherwise == 0 {
      for index in last.firstItem..<items.count {
        items[index].cross = items[index - last.firstItem].cross
      }
      return
    }
    var cross: CGFloat = 0
    for index in last.firstItem..<items.count {
      var x = grid.round(lastLineRule.crossStart + cross)
      if lastLineRule.mirrors {
        x = grid.round(crossLength - x - items[index].crossLength)
      }
      items[index].cross = x
      cross += items[index].crossLength + lastLineRule.spacing
    }
  }

  /// Places the items of a line, from `firstItem` to the last item appended, across the line and
  /// centred along it; the caller records the line.
  ///
  /// - Parameters:
  ///   - firstItem: The line's first item.
  ///   - crossTaken: The items' cross lengths with the minimum spacing between them.
  ///   - isLast: Whether the line is the section's last.
  ///   - input: The section's values.
  /// - Returns: The line's length in pixels.
  private mutating func placeLine(
    from firstItem: Int, crossTaken: CGFloat, isLast: Bool, input: Input
  ) -> Int {
    let range = firstItem..<items.count
    var lineLength = 0
    for index in range {
      lineLength = max(lineLength, items[index].length)
    }
    let itemCount = range.count
    let extra = max(
      0, input.availableCross - (crossTaken - CGFloat(itemCount - 1) * input.interitemSpacing))
    var spacing = input.interitemSpacing
    var cross: CGFloat = 0
    if input.alignment == .justified && !isLast {
      if itemCount == 1 {
        cross = extra / 2
      } else {
        spacing = extra / CGFloat(itemCount - 1)
      }
    }
    for index in range {
      let crossLength = items[index].crossLength
      var x = grid.round(input.crossStart + cross)
      if input.mirrorsCross {
        x = grid.round(input.crossLength - x - crossLength)
      }
      items[index].cross = x
      items[index].offsetInLine = Self.centring(items[index].length, in: lineLength)
      cross += crossLength + spacing
    }
    return lineLength
  }

  /// The offset that centres a length in a longer one, in whole pixels, halves rounded up.
  private static func centring(_ length: Int, in lineLength: Int) -> Int {
    (lineLength - length + 1) / 2
  }

  /// Returns a length the layout can use: the value itself if it is finite and positive, else
  /// zero.
  static func sanitized(_ length: CGFloat) -> CGFloat {
    length.isFinite && length > 0 ? length : 0
  }
}

extension FlowSectionGeometry {
  /// The number of items.
  var itemCount: Int { repeatedLines?.itemCount ?? items.count }

  /// An item, which must exist.
  func item(_ index: Int) -> Item {
    guard let repeatedLines else { return items[index] }
    return items[index % repeatedLines.itemsPerLine]
  }

  /// The number of lines.
  var lineCount: Int { repeatedLines?.lineCount ?? lines.count }

  /// The index of a line's first item; the line must exist.
  func firstItem(ofLine line: Int) -> Int {
    guard let repeatedLines else { return lines[line].firstItem }
    return repeatedLines.firstItem(ofLine: line)
  }

  /// The items of a line, which must exist.
  func items(ofLine line: Int) -> Range<Int> {
    let end = line + 1 < lineCount ? firstItem(ofLine: line + 1) : itemCount
    return firstItem(ofLine: line)..<end
  }

  /// A line's length, as long as its longest item, in pixels; the line must exist.
  func length(ofLine line: Int) -> Int {
    guard let repeatedLines else { return lines[line].length }
    return repeatedLines.lineLength
  }

  /// A line's length plus the spacing after it (none after the last), in pixels; the line must
  /// exist.
  func advance(ofLine line: Int) -> Int {
    guard let repeatedLines else { return lineAdvances.values[line] }
    return repeatedLines.advance(ofLine: line)
  }

  /// Every line's advance summed: from the first line's start to the last line's end.
  ///
  /// - Complexity: O(log *l*) for *l* lines; O(1) while the lines repeat.
  var linesLength: Int { repeatedLines?.total ?? lineAdvances.total }

  /// Where the first line starts, in pixels from the section's start.
  var linesStart: Int { headerLength + insetBefore }

  /// Where the items' area starts on the main axis, after the header and before the top inset.
  var bodyStart: CGFloat { grid.points(headerLength) }

  /// Where the items' area ends, after the bottom inset and before the footer.
  var bodyEnd: CGFloat { grid.points(linesStart + linesLength + insetAfter) }

  /// The section's whole length on the main axis, in pixels.
  var pixelLength: Int { linesStart + linesLength + insetAfter + footerLength }

  /// The header's frame, if the section has one.
  var header: CGRect? {
    headerLength > 0
      ? CGRect(x: 0, y: 0, width: crossLength, height: grid.points(headerLength)) : nil
  }

  /// The footer's frame, if the section has one.
  var footer: CGRect? {
    footerLength > 0
      ? CGRect(x: 0, y: bodyEnd, width: crossLength, height: grid.points(footerLength)) : nil
  }

  /// Where a line starts, in pixels from the section's start.
  ///
  /// - Complexity: O(log *l*).
  func start(ofLine line: Int) -> Int {
    guard let repeatedLines else { return linesStart + lineAdvances.prefix(line) }
    return linesStart + repeatedLines.prefix(line)
  }

  /// The frame of an item in a line that starts at `lineStart` pixels (from the section's start,
  /// or from the content's when it includes the section's origin).
  func frame(ofItem item: Int, lineStart: Int) -> CGRect {
    let placed = self.item(item)
    return CGRect(
      x: placed.cross, y: grid.points(lineStart + placed.offsetInLine), width: placed.crossLength,
      height: grid.points(placed.length))
  }

  /// The line that holds an item.
  ///
  /// - Complexity: O(log *l*).
  func line(holding item: Int) -> Int {
    if let repeatedLines { return repeatedLines.line(holding: item) }
    var low = 0
    var high = lines.count
    while low < high {
      let middle = low + (high - low) / 2
      if lines[middle].firstItem <= item {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low - 1
  }

  /// The frame of an item, from the content's start when given the section's origin in pixels.
  ///
  /// - Complexity: O(log *l*).
  func frame(ofItem item: Int, sectionOrigin: Int = 0) -> CGRect {
    frame(ofItem: item, lineStart: sectionOrigin + start(ofLine: line(holding: item)))
  }

  /// The first line that may reach a local main position: every line before it ends before it.
  ///
  /// - Complexity: O(log *l*).
  func firstLine(reaching main: CGFloat) -> Int {
    let target = grid.pixels(below: main) - linesStart
    // The first line whose advance (its length and the spacing after it) reaches the target.
    let count =
      repeatedLines?.firstCount(reaching: target) ?? lineAdvances.firstCount(reaching: target)
    return max(0, count - 1)
  }

  /// Gives an item a new length along the main axis, keeping its line: the line grows or shrinks
  /// to its longest item, and the lines after it move.
  ///
  /// Only the main length may change: an item whose cross length changes could change where the
  /// lines break, and needs the section laid out again.
  ///
  /// - Returns: How many pixels the section grew (negative when it shrank), or `nil` when the
  ///   cross length changed and the section must be laid out again.
  /// - Complexity: O(*k* + log *l*) for *k* items in the item's line.
  mutating func resize(item: Int, to size: CGSize, isEstimated: Bool, availableCross: CGFloat)
    -> Int?
  {
    guard (0..<itemCount).contains(item) else { return 0 }
    let crossLength = min(grid.floor(Self.sanitized(size.width)), grid.floor(availableCross))
    guard crossLength == self.item(item).crossLength else { return nil }
    let length = grid.pixels(flooring: Self.sanitized(size.height))
    if repeatedLines != nil {
      // A measurement that changes nothing keeps the lines repeated; any other writes them out.
      if !isEstimated && length == self.item(item).length { return 0 }
      writeOutRepeatedLines()
    }
    if isEstimated {
      estimatedItems.insert(item)
    } else {
      estimatedItems.remove(item)
    }
    let oldLength = items[item].length
    guard length != oldLength else { return 0 }
    if lines.count > 1 {
      let wasUniform = itemsSizedOtherwise == 0
      items[item].length = length
      if item == 0 {
        itemsSizedOtherwise = items.dropFirst().reduce(0) { count, other in
          count + (other.length != length || other.crossLength != items[0].crossLength ? 1 : 0)
        }
      } else {
        let first = items[0]
        let wasSizedOtherwise = oldLength != first.length || crossLength != first.crossLength
        let isSizedOtherwise = length != first.length || crossLength != first.crossLength
        itemsSizedOtherwise += (isSizedOtherwise ? 1 : 0) - (wasSizedOtherwise ? 1 : 0)
      }
      // A measurement that makes the section a grid, or stops it being one, moves its last line
      // across.
      if (itemsSizedOtherwise == 0) != wasUniform {
        placeLastLineAcross()
      }
    }
    items[item].length = length
    let line = line(holding: item)
    let end = line + 1 < lines.count ? lines[line + 1].firstItem : items.count
    let lineLength = items[lines[line].firstItem..<end].reduce(0) { max($0, $1.length) }
    for index in lines[line].firstItem..<end {
      items[index].offsetInLine = Self.centring(items[index].length, in: lineLength)
    }
    let delta = lineLength - lines[line].length
    lines[line].length = lineLength
    lineAdvances.add(delta, at: line)
    return delta
  }
}
