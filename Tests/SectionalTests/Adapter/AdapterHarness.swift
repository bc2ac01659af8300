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
  /// The diagnostics of the adapter's own checks.
  private(set) var diagnostics: [Diagnostic] = []

  /// The diagnostics the adapter made of collection view errors, kept apart so that a test of the
  /// adapter's checks counts only those; ``expectNoProblems(sourceLocation:)`` checks both.
  private(set) var errorDiagnostics: [Diagnostic] = []

  init(size: CGSize = CGSize(width: 100, height: 1_000)) {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: size.width, height: 10)
    layout.minimumLineSpacing = 0
    view = HeadlessCollectionView(size: size, layout: layout)
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] diagnostic in
      if diagnostic.kind == .collectionViewError {
        errorDiagnostics.append(diagnostic)
      } else {
        diagnostics.append(diagnostic)
      }
    }
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
    #expect(errorDiagnostics.isEmpty, "\(errorDiagnostics)", sourceLocation: sourceLocation)
  }

  /// Expects every collection view error to have reached the adapter's diagnostics, once each
  /// and in order: no error is silent.
  func expectEveryErrorDiagnosed(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      errorDiagnostics.map(\.collectionViewError) == view.errors.map { $0 },
      sourceLocation: sourceLocation)
  }
}
