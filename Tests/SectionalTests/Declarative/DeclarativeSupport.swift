import Foundation
import Sectional
import Testing

/// A content view that counts how often it was rendered into.
final class CountingLabel: ComponentView {
  var renders = 0
}

/// A text component of fixed size (100 × 10), counting renders.
struct CountedText: Component {
  let viewModel: String

  func renderContent(coordinator: Void) -> CountingLabel { CountingLabel() }

  func render(in content: CountingLabel, coordinator: Void) {
    content.renders += 1
    content.text = viewModel
  }

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }
}

/// Another component type over the same content view.
struct BadgeComponent: Component {
  let viewModel: String

  func renderContent(coordinator: Void) -> CountingLabel { CountingLabel() }

  func render(in content: CountingLabel, coordinator: Void) {
    content.renders += 1
    content.text = "[\(viewModel)]"
  }

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }
}

/// A text component with a style, which is part of its identity and reuse key.
struct StyledComponent: Component {
  let viewModel: String
  let tone: String

  var style: AnyHashable? { tone }

  func renderContent(coordinator: Void) -> CountingLabel { CountingLabel() }

  func render(in content: CountingLabel, coordinator: Void) {
    content.renders += 1
    content.text = "\(tone): \(viewModel)"
  }

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }
}

/// An adapter over a strict headless view, 100 × 1,000, recording diagnostics.
@MainActor
final class DeclarativeHarness {
  let view: HeadlessCollectionView
  let adapter: CollectionViewAdapter
  private(set) var diagnostics: [Diagnostic] = []
  private(set) var completions: [Bool] = []

  init(size: CGSize = CGSize(width: 100, height: 1_000)) {
    let layout = FlowLayout()
    layout.minimumLineSpacing = 0
    view = HeadlessCollectionView(size: size, layout: layout)
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
  }

  /// Applies a list and lays the view out.
  func apply(_ list: List, _ mode: UpdateStrategy = .animatedBatchUpdates) {
    adapter.apply(list, updateStrategy: mode) { [unowned self] in completions.append($0) }
    view.layoutIfNeeded()
  }

  /// The rendered text of the visible cells, grouped by section.
  var shown: [[String]] {
    var result = [[String]](repeating: [], count: view.numberOfSections)
    for indexPath in view.indexPathsForVisibleItems {
      result[indexPath.section].append(view.cellForItem(at: indexPath)?.render() ?? "?")
    }
    return result
  }

  /// The content view of the cell shown at an index path.
  func label(_ item: Int, _ section: Int = 0) -> CountingLabel? {
    (view.cellForItem(at: IndexPath(item: item, section: section)) as? ComponentCell)?.content
      as? CountingLabel
  }

  /// Expects no view error and no diagnostic.
  func expectNoProblems(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(view.errors.isEmpty, "\(view.errors)", sourceLocation: sourceLocation)
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
  }
}

/// Cells of text components, one per string, identified by the string.
@MainActor
func textCells(_ texts: [String]) -> [Cell] {
  texts.map { Cell(id: $0, component: CountedText(viewModel: $0)) }
}

/// A measured length as a layout gives it to a frame: floored to whole pixels of the display
/// scale, as the layouts snap sizes (positions round).
///
/// - Parameters:
///   - length: The length measured, in points.
///   - scale: The view's display scale; 1 by default, as a headless view's.
/// - Returns: The length of the frame.
func snapped(_ length: CGFloat, scale: CGFloat = 1) -> CGFloat {
  (length * scale + 1e-6).rounded(.down) / scale
}
