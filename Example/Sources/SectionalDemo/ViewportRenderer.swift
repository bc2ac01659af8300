import Foundation
import Sectional

/// Draws what a headless collection view shows in its viewport as text: every cell,
/// supplementary view (headers, badges) and decoration view at its frame, back to front.
///
/// The view is laid out in points; ``CharacterGrid/demo`` maps each frame to the character cells
/// it covers, every edge rounded to the nearest cell boundary. Views are drawn in the order of their
/// ``CollectionReusableView/zIndex``, so a pinned header covers the cells that scroll under it
/// and a badge covers its cell; at equal z-indexes decoration views go first, then cells, then
/// supplementary views, each in index path order. A view draws its
/// ``MultilineView/renderLines()``, or else its `render()`, one line of the terminal for each of
/// its lines (a component's content draws a box this way), and nothing while it is hidden
/// (``MultilineView/isHidden``, or a component's view that shows no component).
@MainActor
enum ViewportRenderer {
  /// The viewport as lines of text: as many as the grid's rows in its height, each as long as
  /// the columns in its width.
  ///
  /// Lays the view out first, so that what is drawn is what the view shows now.
  ///
  /// - Parameters:
  ///   - view: The collection view.
  ///   - grid: How points map to cells; the demo's grid by default.
  /// - Returns: One line per row of the viewport.
  static func lines(of view: HeadlessCollectionView, grid: CharacterGrid = .demo) -> [String] {
    let origin = view.bounds.origin
    var canvas = TextCanvas(
      columns: grid.columns(in: view.bounds.width), rows: grid.rows(in: view.bounds.height))
    for shown in shownViews(of: view) {
      let lines =
        (shown as? any MultilineView)?.renderLines()
        ?? shown.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let cells = grid.cells(of: shown.frame.offsetBy(dx: -origin.x, dy: -origin.y))
      canvas.draw(lines, columns: cells.columns, rows: cells.rows)
    }
    return canvas.lines
  }

  /// The views the collection view shows in its viewport, back to front, hidden ones left out.
  ///
  /// The layout names the elements in the viewport; the views are the ones the collection view
  /// shows for them, with the frames and z-indexes it gave them.
  ///
  /// - Parameter view: The collection view, laid out first.
  /// - Returns: The views, in drawing order.
  static func shownViews(of view: HeadlessCollectionView) -> [CollectionReusableView] {
    view.layoutIfNeeded()
    guard !view.bounds.isEmpty else { return [] }
    var shown: [(view: CollectionReusableView, layer: Int, indexPath: IndexPath)] = []
    for element in view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) {
      let match: (CollectionReusableView?, Int) =
        switch element.category {
        case .decorationView(let kind):
          (view.decorationView(ofKind: kind, at: element.indexPath), 0)
        case .cell:
          (view.cellForItem(at: element.indexPath), 1)
        case .supplementaryView(let kind):
          (view.supplementaryView(forElementKind: kind, at: element.indexPath), 2)
        }
      guard let found = match.0, !isHidden(found),
        !shown.contains(where: { $0.view === found })
      else { continue }
      shown.append((found, match.1, element.indexPath))
    }
    return shown.sorted {
      ($0.view.zIndex, $0.layer, $0.indexPath) < ($1.view.zIndex, $1.layer, $1.indexPath)
    }
    .map(\.view)
  }

  /// Whether a view draws nothing: a hidden ``MultilineView``, or a component's badge where the
  /// item wears none (the repeated group's layout places one at every item, and the view shows
  /// no component there).
  private static func isHidden(_ view: CollectionReusableView) -> Bool {
    if let multiline = view as? any MultilineView { return multiline.isHidden }
    if let supplementary = view as? ComponentSupplementaryView {
      return supplementary.component == nil
    }
    return false
  }
}
