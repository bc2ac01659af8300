import Foundation

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
