import Foundation
import Sectional
import SectionalDemo
import Testing

// The demo lays its screens out in points and draws them in character cells: the grid's cells
// follow the default text metric, and every frame the screens make lies on cell boundaries.

/// Whether a length is a whole number of cells of a size, to a millionth of a cell.
private func isWhole(_ length: CGFloat, of cell: CGFloat) -> Bool {
  let cells = length / cell
  return abs(cells - cells.rounded()) < 1e-6
}

@MainActor
@Suite struct CharacterGridTests {
  private let grid = CharacterGrid.demo

  @Test func aCellIsOneCharacterAndOneLineOfTheDefaultMetricOnThePixelGrid() {
    let metrics = TextMetrics.default
    #expect(grid.metrics == metrics)
    // 8.5 points is 17 pixels at @2x: kept whole.
    #expect(grid.cellWidth == metrics.characterWidth)
    // 20.287109375 points is 40.57 pixels: floored to 40, as the layouts floor a line's height.
    #expect(grid.cellHeight == (metrics.lineHeight * grid.displayScale).rounded(.down) / 2)
    #expect(grid.cellHeight < metrics.lineHeight)
    #expect(metrics.lineHeight - grid.cellHeight < 1 / grid.displayScale)
  }

  @Test func blocksOfCellsAreTheirCellsInPoints() {
    #expect(grid.size(columns: 56, rows: 12) == CGSize(width: 56 * 8.5, height: 12 * 20))
    #expect(grid.columns(in: grid.width(columns: 56)) == 56)
    #expect(grid.rows(in: grid.height(rows: 12)) == 12)
  }

  @Test func aFrameCoversTheCellsItsEdgesRoundTo() {
    let cell = CGSize(width: grid.cellWidth, height: grid.cellHeight)
    // Edges within less than half a cell of a boundary round to it.
    let frame = CGRect(
      x: 2 * cell.width + 0.4 * cell.width, y: 3 * cell.height - 0.4 * cell.height,
      width: 4 * cell.width, height: 2 * cell.height)
    let cells = grid.cells(of: frame)
    #expect(cells.columns == 2..<6)
    #expect(cells.rows == 3..<5)
    // Halves round away from zero.
    #expect(grid.column(at: 2.5 * cell.width) == 3)
    #expect(grid.row(at: -0.5 * cell.height) == -1)
  }

  @Test func aFrameThatIsNotFiniteCoversNoCell() {
    let cells = grid.cells(of: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
    #expect(cells.columns.isEmpty && cells.rows.isEmpty)
  }

  @Test func theViewsAreAsLargeAsTheirCellsAtTheGridsScale() {
    for screen: any DemoScreen in [
      WatchlistScreen(rows: 12, width: 54), DiscoverScreen(rows: 12, width: 54),
      FeedScreen(rows: 12, width: 54),
    ] {
      let view = screen.collectionView
      #expect(view.displayScale == grid.displayScale)
      // The watchlist's rows are 54 columns, its cursor marks outside the view; the other
      // screens' views span the frame's 56.
      let columns = screen is WatchlistScreen ? 54 : 56
      #expect(view.bounds.size == grid.size(columns: columns, rows: 12))
      // Each line of the viewport is drawn in as many characters, between the box's sides (and
      // the watchlist's two marks).
      let marks = screen is WatchlistScreen ? 2 : 0
      #expect(screen.frame().dropFirst().dropLast().allSatisfy { $0.count == 2 + marks + columns })
    }
  }

  /// Every frame in the viewport, every edge a whole number of cells, down to the end of the
  /// content: no drift however far a list goes.
  private func expectFramesOnCellBoundaries(
    of screen: any DemoScreen, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let view = screen.collectionView
    view.layoutIfNeeded()
    var checked = 0
    for element in view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) {
      let frame = element.frame
      for edge in [frame.minX, frame.maxX] {
        #expect(isWhole(edge, of: grid.cellWidth), "\(frame)", sourceLocation: sourceLocation)
      }
      for edge in [frame.minY, frame.maxY] {
        #expect(isWhole(edge, of: grid.cellHeight), "\(frame)", sourceLocation: sourceLocation)
      }
      checked += 1
    }
    #expect(isWhole(view.contentOffset.y, of: grid.cellHeight), sourceLocation: sourceLocation)
    #expect(isWhole(view.contentSize.height, of: grid.cellHeight), sourceLocation: sourceLocation)
    #expect(checked > 0, sourceLocation: sourceLocation)
  }

  @Test func everyFrameOfTheWatchlistLiesOnCellBoundaries() {
    let screen = WatchlistScreen(rows: 12, width: 54)
    // The banner wraps to two lines at this width; paging down loads every page.
    for _ in 0..<8 {
      expectFramesOnCellBoundaries(of: screen)
      screen.perform(.pageDown(1))
    }
    expectFramesOnCellBoundaries(of: screen)
    #expect(!screen.market.hasMore)
  }

  @Test(arguments: [54, 55])
  func everyFrameOfTheDiscoverScreenLiesOnCellBoundaries(width: Int) {
    // At 55, the view's 57 columns do not halve: the tiles keep whole columns.
    let screen = DiscoverScreen(rows: 12, width: width)
    screen.perform(.right(3))
    for _ in 0..<8 {
      expectFramesOnCellBoundaries(of: screen)
      screen.perform(.pageDown(1))
    }
  }

  @Test func everyFrameOfTheFeedLiesOnCellBoundaries() {
    let screen = FeedScreen(rows: 12, width: 54)
    expectFramesOnCellBoundaries(of: screen)
    screen.perform(.refresh)
    for _ in 0..<10 {
      expectFramesOnCellBoundaries(of: screen)
      screen.perform(.pageDown(1))
    }
  }
}
