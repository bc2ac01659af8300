import Foundation
import Sectional
import Testing

/// A list of strings diffed by value: the stock diffing controller over `[String]`.
typealias TextList = DiffingListSectionController<[String], String>

/// An adapter over a strict headless collection view of full-width 10-point rows, recording
/// diagnostics instead of writing them out.
@MainActor
final class AdapterHarness {
  let view: HeadlessCollectionView
  let adapter: CollectionViewAdapter
  private(set) var diagnostics: [Diagnostic] = []

  init(size: CGSize = CGSize(width: 100, height: 1_000)) {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: size.width, height: 10)
    layout.minimumLineSpacing = 0
    view = HeadlessCollectionView(size: size, layout: layout)
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
  }

  /// Sections of text lists, one per `(id, items)` pair.
  static func lists(_ lists: [(String, [String])]) -> [Section] {
    lists.map { Section(id: $0.0, model: $0.1, controller: TextList()) }
  }

  /// Shows sections and lays the view out.
  func show(_ sections: [Section]) {
    adapter.update(sections)
    view.layoutIfNeeded()
  }

  /// The texts of the visible cells, grouped by section.
  var shownSections: [[String]] {
    var result = [[String]](repeating: [], count: view.numberOfSections)
    for indexPath in view.indexPathsForVisibleItems {
      result[indexPath.section].append(view.cellForItem(at: indexPath)?.text ?? "?")
    }
    return result
  }

  /// Records an issue for every collection view error and diagnostic.
  func expectNoProblems(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(view.errors.isEmpty, "\(view.errors)", sourceLocation: sourceLocation)
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
  }
}
