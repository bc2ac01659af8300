import Foundation
import SectionalCollectionView

extension CollectionViewAdapter {
  /// Reports a collection view error as a diagnostic, naming the section of the index path it
  /// names, or of the view a controller was providing when it happened.
  func report(_ error: CollectionViewError) {
    let indexPath = error.indexPath ?? viewRequestIndexPath
    let entry = indexPath.flatMap { registry.entry(ofSectionIn: $0) }
    report(
      Diagnostic(
        kind: .collectionViewError, severity: .error, sectionID: entry?.id,
        controllerType: entry?.controllerType, indexPath: indexPath,
        message: "the collection view reported an error: \(error)", collectionViewError: error))
  }

  /// Runs a data source request for a cell or supplementary view as a callback, remembering its
  /// index path for the errors it may cause.
  func handlingViewRequest<Result>(at indexPath: IndexPath, _ body: () -> Result) -> Result {
    handlingCallback {
      let outer = viewRequestIndexPath
      viewRequestIndexPath = indexPath
      defer { viewRequestIndexPath = outer }
      return body()
    }
  }
}
