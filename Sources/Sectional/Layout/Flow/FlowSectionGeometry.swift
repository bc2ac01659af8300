import Foundation

/// The frames of one flow section, in the section's own coordinates and in vertical form.
///
/// Vertical form names the scroll axis "main" and stores it as y, the other axis "cross" and
/// stores it as x, whatever the layout's direction: a horizontal layout swaps the coordinates
/// when it answers. The section starts at main 0; the layout adds the section's origin. Keeping
/// sections apart is what lets an update re-lay out one section and only shift the others.
struct FlowSectionGeometry {
  /// A line of items: a row of a vertical layout, a column of a horizontal one.
  struct Line {
    /// The index of the line's first item.
    var firstItem: Int
    /// Where the line starts and ends on the main axis.
    var start: CGFloat
    var end: CGFloat
  }

  /// The frame of every item, in order.
  var items: [CGRect] = []

  /// The items whose size is still an estimate, waiting to be measured.
  var estimatedItems = IndexSet()

  /// The lines, in order; each holds the items from its `firstItem` to the next line's.
  var lines: [Line] = []

  /// The header's frame, if the section has one.
  var header: CGRect?

  /// The footer's frame, if the section has one.
  var footer: CGRect?

  /// Where the items' area starts on the main axis, after the header and before the top inset.
  var bodyStart: CGFloat = 0

  /// Where the items' area ends, after the bottom inset and before the footer.
  var bodyEnd: CGFloat = 0

  /// The section's whole length on the main axis, header and footer included.
  var length: CGFloat = 0

  /// The description the section was laid out with, so that a section kept through an update is
  /// laid out again when its description changed.
  var description: FlowSectionLayout?
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
    /// How items share the extra space of a line.
    var alignment: FlowLayout.LineAlignment
    /// Whether lines mirror on the cross axis (right to left).
    var mirrorsCross: Bool
    var grid: PixelGrid
  }

  /// Lays out a section of `count` items whose sizes `size(item)` gives in vertical form.
  ///
  /// A line takes items while they fit in the available cross length (within a millionth of a
  /// point). In ``FlowLayout/LineAlignment/justified`` lines, the extra space of a full line
  /// widens the spacing so that the line spans the available length; a line of one item that is
  /// not the last is centred; the last line keeps the minimum spacing from the leading edge.
  /// Items are centred on the main axis within their line, which is as long as its longest item.
  /// Sizes floor to device pixels; origins round to them.
  ///
  /// - Complexity: O(*n*) for *n* items.
  init(
    count: Int, description: FlowSectionLayout?, input: Input,
    size: (Int) -> (size: CGSize, isEstimated: Bool)
  ) {
    self.description = description
    let grid = input.grid
    var main: CGFloat = 0
    if input.headerLength > 0 {
      header = CGRect(x: 0, y: 0, width: input.crossLength, height: input.headerLength)
      main = input.headerLength
    }
    bodyStart = main
    main = grid.round(main + input.insetBefore)

    items.reserveCapacity(count)
    var sizes: [CGSize] = []
    var lineStart = 0
    var lineCross: CGFloat = 0
    for item in 0..<count {
      let (proposed, isEstimated) = size(item)
      if isEstimated {
        estimatedItems.insert(item)
      }
      let itemSize = CGSize(
        width: min(grid.floor(Self.sanitized(proposed.width)), input.availableCross),
        height: grid.floor(Self.sanitized(proposed.height)))
      let fits =
        item == lineStart
        || lineCross + input.interitemSpacing + itemSize.width
          <= input.availableCross + FlowLayout.fitTolerance
      if !fits {
        main =
          placeLine(
            sizes, from: lineStart, at: main, isLast: false, input: input) + input.lineSpacing
        main = grid.round(main)
        sizes.removeAll(keepingCapacity: true)
        lineStart = item
        lineCross = 0
      }
      lineCross += (item == lineStart ? 0 : input.interitemSpacing) + itemSize.width
      sizes.append(itemSize)
    }
    if !sizes.isEmpty {
      main = placeLine(sizes, from: lineStart, at: main, isLast: true, input: input)
    }
    main = grid.round(main + input.insetAfter)
    bodyEnd = main
    if input.footerLength > 0 {
      footer = CGRect(x: 0, y: main, width: input.crossLength, height: input.footerLength)
      main += input.footerLength
    }
    length = main
  }

  /// Places one line of items whose sizes are `sizes`, starting at `main`, and returns where it
  /// ends on the main axis.
  private mutating func placeLine(
    _ sizes: [CGSize], from firstItem: Int, at main: CGFloat, isLast: Bool, input: Input
  ) -> CGFloat {
    let grid = input.grid
    let lineLength = sizes.reduce(0) { max($0, $1.height) }
    let totalCross = sizes.reduce(0) { $0 + $1.width }
    let extra = max(0, input.availableCross - totalCross)
    var spacing = input.interitemSpacing
    var offset: CGFloat = 0
    if input.alignment == .justified && !isLast {
      if sizes.count == 1 {
        offset = extra / 2
      } else {
        spacing = extra / CGFloat(sizes.count - 1)
      }
    }
    var cross = offset
    for size in sizes {
      var x = grid.round(input.crossStart + cross)
      if input.mirrorsCross {
        x = input.crossLength - x - size.width
      }
      let y = grid.round(main + (lineLength - size.height) / 2)
      items.append(CGRect(x: x, y: y, width: size.width, height: size.height))
      cross += size.width + spacing
    }
    lines.append(Line(firstItem: firstItem, start: main, end: main + lineLength))
    return main + lineLength
  }

  /// Returns a length the layout can use: the value itself if it is finite and positive, else
  /// zero.
  static func sanitized(_ length: CGFloat) -> CGFloat {
    length.isFinite && length > 0 ? length : 0
  }
}
