import Foundation

/// A grid of characters, one for each point of a viewport at display scale 1, on which views
/// are drawn as opaque rectangles of text.
///
/// What is drawn later covers what was drawn before, so a caller draws back to front:
///
/// ```swift
/// var canvas = TextCanvas(width: 10, height: 2)
/// canvas.draw(["cell"], in: CGRect(x: 0, y: 0, width: 10, height: 2))
/// canvas.draw(["[1]"], in: CGRect(x: 7, y: 0, width: 3, height: 1))
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
  ///   - width: The number of columns.
  ///   - height: The number of rows.
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    grid = Array(
      repeating: Array(repeating: " ", count: self.width), count: self.height)
  }

  /// The rows, each exactly ``width`` characters.
  var lines: [String] {
    grid.map { String($0) }
  }

  /// Fills a rectangle with lines of text: each line padded with spaces or cut to the
  /// rectangle's width, blank rows below the last line, and whatever falls outside the canvas
  /// clipped.
  ///
  /// The rectangle's edges are rounded to whole characters.
  ///
  /// - Parameters:
  ///   - lines: The text, top to bottom.
  ///   - rect: Where it goes, in the canvas's coordinates.
  mutating func draw(_ lines: [String], in rect: CGRect) {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
    else { return }
    let left = Int(rect.minX.rounded())
    let top = Int(rect.minY.rounded())
    let right = Int(rect.maxX.rounded())
    let bottom = Int(rect.maxY.rounded())
    for row in max(0, top)..<max(max(0, top), min(height, bottom)) {
      let line = row - top < lines.count ? Array(lines[row - top]) : []
      for column in max(0, left)..<max(max(0, left), min(width, right)) {
        let offset = column - left
        grid[row][column] = offset < line.count ? line[offset] : " "
      }
    }
  }
}
