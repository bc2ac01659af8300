import Foundation

/// A grid of characters, one for each cell of the terminal, on which views are drawn as opaque
/// rectangles of text.
///
/// It knows only cells; ``ViewportRenderer`` maps a view's frame in points to the cells it
/// covers (``CharacterGrid/cells(of:)``). What is drawn later covers what was drawn before, so
/// a caller draws back to front:
///
/// ```swift
/// var canvas = TextCanvas(columns: 10, rows: 2)
/// canvas.draw(["cell"], columns: 0..<10, rows: 0..<2)
/// canvas.draw(["[1]"], columns: 7..<10, rows: 0..<1)
/// canvas.lines  // ["cell   [1]", "          "]
/// ```
struct TextCanvas {
  /// The number of columns.
  let width: Int

  /// The number of rows.
  let height: Int

  private var grid: [[Character]]

  /// Creates a blank canvas.
  ///
  /// - Parameters:
  ///   - columns: The number of columns.
  ///   - rows: The number of rows.
  init(columns: Int, rows: Int) {
    width = max(0, columns)
    height = max(0, rows)
    grid = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  /// The rows, each exactly ``width`` characters.
  var lines: [String] {
    grid.map { String($0) }
  }

  /// Fills a block of cells with lines of text: each line padded with spaces or cut to the
  /// block's width, blank rows below the last line, and whatever falls outside the canvas
  /// clipped.
  ///
  /// - Parameters:
  ///   - lines: The text, top to bottom.
  ///   - columns: The block's columns, counted from the canvas's left edge.
  ///   - rows: The block's rows, counted from the canvas's top edge.
  mutating func draw(_ lines: [String], columns: Range<Int>, rows: Range<Int>) {
    let left = columns.lowerBound
    let top = rows.lowerBound
    for row in rows.clamped(to: 0..<height) {
      let line = row - top < lines.count ? Array(lines[row - top]) : []
      for column in columns.clamped(to: 0..<width) {
        let offset = column - left
        grid[row][column] = offset < line.count ? line[offset] : " "
      }
    }
  }
}
