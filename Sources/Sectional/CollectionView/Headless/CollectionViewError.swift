import Foundation

/// A misuse of a collection view that UIKit would crash on: an invalid batch update, or a cell
/// dequeued the wrong way.
///
/// ``HeadlessCollectionView`` reports these through its ``HeadlessCollectionView/errorPolicy``:
/// it either traps like UIKit, or records the error, tells the handler, and recovers.
public enum CollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A batch update broke one of UIKit's rules; the view recovered with a full reload.
  ///
  /// `reloadData()` inside a batch update block is reported here too, with the rule
  /// `reloadDataInsideBatchUpdates` (R20); that reload is ignored.
  case invalidBatchUpdate(BatchUpdateError)

  /// A cell or supplementary view was dequeued with an identifier that nothing was registered
  /// for.
  case unregisteredReuseIdentifier(String, kind: SupplementaryKind?)

  /// A cell or supplementary view was dequeued outside a data source request for one.
  case dequeueOutsideDataSourceRequest(reuseIdentifier: String)

  /// The data source dequeued a second view while answering one request.
  case dequeuedTwice(reuseIdentifier: String, indexPath: IndexPath)

  /// A typed dequeue asked for a type other than the one registered for its identifier.
  case dequeueTypeMismatch(reuseIdentifier: String, registered: String, requested: String)

  /// The data source returned a view it did not dequeue for this request.
  case viewNotDequeued(indexPath: IndexPath, kind: SupplementaryKind?)

  /// An index path given to the view does not exist; the call was ignored.
  case invalidIndexPath(IndexPath, operation: String)

  /// A readable explanation, naming the identifier or index path involved.
  public var description: String {
    switch self {
    case .invalidBatchUpdate(let error):
      return "invalid batch update [\(error.rule.specificationID)]: \(error.message)"
    case .unregisteredReuseIdentifier(let identifier, let kind):
      let element = kind.map { "a supplementary view of kind \($0)" } ?? "a cell"
      return "could not dequeue \(element) with identifier \(identifier): register a class for it"
    case .dequeueOutsideDataSourceRequest(let identifier):
      return "dequeued a view with identifier \(identifier) outside a data source request"
    case .dequeuedTwice(let identifier, let indexPath):
      return "dequeued a second view (identifier \(identifier)) for index path "
        + "\(indexPath.compactDescription) in one request"
    case .dequeueTypeMismatch(let identifier, let registered, let requested):
      return "dequeued \(requested) with identifier \(identifier), registered for \(registered)"
    case .viewNotDequeued(let indexPath, let kind):
      let element = kind.map { "supplementary view of kind \($0)" } ?? "cell"
      return "the \(element) returned for index path \(indexPath.compactDescription) was not "
        + "dequeued from the collection view"
    case .invalidIndexPath(let indexPath, let operation):
      return "\(operation): index path \(indexPath.compactDescription) does not exist"
    }
  }
}

extension HeadlessCollectionView {
  /// What the view does when it meets a ``CollectionViewError``.
  public enum ErrorPolicy: Sendable {
    /// Record the error, call the error handler, and recover: the default.
    ///
    /// An invalid batch update recovers with a full reload, so that the view and its data source
    /// agree again and nothing is lost.
    case report

    /// Crash with the error's message, as UIKit does; for parity tests.
    case trap
  }
}
