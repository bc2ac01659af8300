import Foundation
import Sectional

/// How the demo maps points to the terminal's character cells: the one place that says what a
/// column and a row of the terminal are in points.
///
/// Sectional works in points, as UIKit does, and measures text with ``TextMetrics/default``
/// (UIKit's 17-point system font: 8.5 points a character, 20.287109375 points a line). The demo
/// lays its screens out in those points, as an app would, and draws them in a terminal whose
/// cells each show one character of one line: a cell is one character's advance wide and one
/// line tall.
///
/// The layouts floor every size to whole pixels of the view's display scale, so a one-line row
/// of 20.287109375 points is 20 points on a @2x screen. The grid's cells are floored the same
/// way, so that *n* rows stacked in a layout are exactly *n* cells tall, however long the list:
/// at the demo's scale of 2, a cell is 8.5 × 20 points (17 × 40 pixels).
///
/// Frames map to cells by rounding each edge to the nearest cell boundary (halves away from
/// zero): a view covers the columns from `round(minX / cellWidth)` up to `round(maxX /
/// cellWidth)`, and the rows likewise. Every frame the demo's layouts make lies on cell
/// boundaries, so the rounding only absorbs a fraction of a pixel.
///
/// ```swift
/// let grid = CharacterGrid.demo
/// grid.size(columns: 56, rows: 12)  // 476 × 240 points
/// grid.columns(in: 204)  // 24
/// ```
public struct CharacterGrid: Sendable {
  /// The metric whose character advance and line height the cells follow.
  public let metrics: TextMetrics

  /// The display scale of the views the grid is used for.
  public let displayScale: CGFloat

  /// The width of a cell, in points: the metric's character advance, floored to whole pixels.
  public let cellWidth: CGFloat

  /// The height of a cell, in points: the metric's line height, floored to whole pixels.
  public let cellHeight: CGFloat

  /// Creates a grid.
  ///
  /// - Parameters:
  ///   - metrics: The text metric the cells follow.
  ///   - displayScale: The display scale of the views, in pixels per point.
  public init(metrics: TextMetrics, displayScale: CGFloat) {
    self.metrics = metrics
    self.displayScale = displayScale
    // As the layouts floor sizes, and at least one pixel, so that a cell is never empty.
    let pixel = 1 / displayScale
    cellWidth = max(pixel, (metrics.characterWidth * displayScale).rounded(.down) / displayScale)
    cellHeight = max(pixel, (metrics.lineHeight * displayScale).rounded(.down) / displayScale)
  }

  /// The demo's grid: ``TextMetrics/default`` on a @2x display, 8.5 × 20 points a cell.
  public static let demo = CharacterGrid(metrics: .default, displayScale: 2)

  // MARK: Cells to points

  /// The width of a number of columns, in points.
  public func width(columns: Int) -> CGFloat {
    CGFloat(columns) * cellWidth
  }

  /// The height of a number of rows, in points.
  public func height(rows: Int) -> CGFloat {
    CGFloat(rows) * cellHeight
  }

  /// The size of a block of cells, in points.
  public func size(columns: Int, rows: Int) -> CGSize {
    CGSize(width: width(columns: columns), height: height(rows: rows))
  }

  /// A headless collection view of a number of columns and rows, at the grid's display scale.
  ///
  /// - Parameters:
  ///   - columns: The viewport's width, in columns.
  ///   - rows: The viewport's height, in rows.
  ///   - layout: The view's layout.
  /// - Returns: The view.
  @MainActor
  func collectionView(columns: Int, rows: Int, layout: any CollectionViewLayout)
    -> HeadlessCollectionView
  {
    let view = HeadlessCollectionView(size: size(columns: columns, rows: rows), layout: layout)
    view.displayScale = displayScale
    return view
  }

  // MARK: Points to cells

  /// The number of whole columns a width covers, rounded to the nearest.
  public func columns(in width: CGFloat) -> Int {
    Self.whole(width / cellWidth)
  }

  /// The number of whole rows a height covers, rounded to the nearest.
  public func rows(in height: CGFloat) -> Int {
    Self.whole(height / cellHeight)
  }

  /// The column of a horizontal position: the nearest cell boundary, counted from 0.
  public func column(at x: CGFloat) -> Int {
    Self.whole(x / cellWidth)
  }

  /// The row of a vertical position: the nearest cell boundary, counted from 0.
  public func row(at y: CGFloat) -> Int {
    Self.whole(y / cellHeight)
  }

  /// The cells a frame covers, each edge rounded to the nearest cell boundary.
  ///
  /// - Parameter frame: A frame, in points.
  /// - Returns: The columns and rows it covers; empty ranges for a frame that is not finite.
  public func cells(of frame: CGRect) -> (columns: Range<Int>, rows: Range<Int>) {
    guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite
    else { return (0..<0, 0..<0) }
    let left = column(at: frame.minX)
    let top = row(at: frame.minY)
    return (left..<max(left, column(at: frame.maxX)), top..<max(top, row(at: frame.maxY)))
  }

  /// A number of cells, rounded to the nearest whole one and kept within `Int`'s range.
  private static func whole(_ cells: CGFloat) -> Int {
    guard cells.isFinite else { return 0 }
    return Int(min(max(cells.rounded(), -1e15), 1e15))
  }
}

extension CollectionReusableView {
  /// The columns the view's frame covers on the demo's grid: the characters a line of it shows,
  /// exactly as many as ``ViewportRenderer`` draws it in.
  var gridColumns: Int { CharacterGrid.demo.cells(of: frame).columns.count }

  /// The rows the view's frame covers on the demo's grid: the lines it shows.
  var gridRows: Int { CharacterGrid.demo.cells(of: frame).rows.count }
}
