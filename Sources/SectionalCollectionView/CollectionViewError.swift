import Foundation
import SectionalLayout

/// A misuse of a collection view that UIKit would crash on: an invalid batch update, or a cell
/// dequeued the wrong way.
///
/// A collection view reports them to its ``CollectionView/errorHandler``.
/// ``HeadlessCollectionView`` does so under its ``HeadlessCollectionView/errorPolicy``: it either
/// traps like UIKit, or records the error, tells the handler, and recovers. A
/// ``CollectionViewAdapter`` installs a handler that turns each error into a ``Diagnostic`` naming
/// the section and controller involved, so errors reach the same place as diagnostics.
public enum CollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A batch update broke one of UIKit's rules; the view recovered with a full reload.
  ///
  /// `reloadData()` inside a batch update block is reported here too, with the rule
  /// `reloadDataInsideBatchUpdates` (R20); that reload is ignored.
  case invalidBatchUpdate(BatchUpdateError)

  /// A cell or supplementary view was dequeued with an identifier that nothing was registered
  /// for.
  case unregisteredReuseIdentifier(String, kind: ElementKind?)

  /// A cell or supplementary view was dequeued outside a data source request for one.
  case dequeueOutsideDataSourceRequest(reuseIdentifier: String)

  /// The data source dequeued a second view while answering one request.
  case dequeuedTwice(reuseIdentifier: String, indexPath: IndexPath)

  /// A typed dequeue asked for a type other than the one registered for its identifier.
  case dequeueTypeMismatch(reuseIdentifier: String, registered: String, requested: String)

  /// The data source returned a view it did not dequeue for this request.
  case viewNotDequeued(indexPath: IndexPath, kind: ElementKind?)

  /// The data source, asked for one kind of element, dequeued another: a supplementary view of
  /// another kind, or a cell for a supplementary view (or the reverse); `nil` is a cell. UIKit
  /// throws: the view "does not match the element kind it is being used for". The view shows,
  /// and goes back to the pool of the kind it was dequeued from.
  case dequeueKindMismatch(
    reuseIdentifier: String, indexPath: IndexPath, requested: ElementKind?, dequeued: ElementKind?)

  /// The data source, asked to configure a shown cell again (a reconfigure), dequeued another
  /// reuse identifier than the cell's. UIKit throws: reconfiguring must return the existing
  /// cell, and changing the cell's type takes a reload. The view shows the new cell, as a
  /// reload would.
  case reconfigureIdentifierMismatch(indexPath: IndexPath, shown: String, requested: String)

  /// A scroll position combined two members of one axis (`[.top, .bottom]`, `[.left,
  /// .centeredHorizontally]`). UIKit raises `NSInvalidArgumentException`; the call was ignored.
  case invalidScrollPosition(ScrollPosition, operation: String)

  /// The content offset was set to a value that is not finite. UIKit raises (a layer's
  /// position cannot be NaN); the view keeps that axis at the content's start.
  case nonFiniteContentOffset(x: CGFloat, y: CGFloat)

  /// An index path given to the view does not exist; the call was ignored.
  case invalidIndexPath(IndexPath, operation: String)

  /// A section was asked to scroll on its own, across the layout's axis, but its layout does not
  /// scroll it so (or it does not exist); the call was ignored.
  case sectionDoesNotScrollOrthogonally(section: Int, operation: String)

  /// A self-sizing element measured a size that cannot place it: a length that is not finite,
  /// is negative, or is longer than ``LayoutLimits/maximumElementLength``. The element keeps the
  /// size the layout estimated.
  case invalidMeasuredSize(
    indexPath: IndexPath, kind: ElementKind?, width: CGFloat, height: CGFloat)

  /// The view uses a layout by turns with another view: it prepared it again after the other
  /// did. A layout belongs to one collection view, as in UIKit (its `collectionView`); the
  /// views show it anyway, each preparing it again whenever the other prepared it last, so that
  /// neither shows the other's content. Reported once for the layout; a swap of layouts between
  /// two views, which shares one only for a moment, is not reported.
  case layoutSharedWithAnotherView(layoutType: String)

  /// A drag that already ended (dropped or abandoned) was moved, added to or dropped again; the
  /// call was ignored, so that a drop is never performed twice.
  case dragSessionEnded(operation: String)

  /// The index path the error names, if it names one.
  public var indexPath: IndexPath? {
    switch self {
    case .dequeuedTwice(_, let indexPath), .viewNotDequeued(let indexPath, _),
      .dequeueKindMismatch(_, let indexPath, _, _), .invalidIndexPath(let indexPath, _),
      .invalidMeasuredSize(let indexPath, _, _, _),
      .reconfigureIdentifierMismatch(let indexPath, _, _):
      indexPath
    case .invalidBatchUpdate, .unregisteredReuseIdentifier, .dequeueOutsideDataSourceRequest,
      .dequeueTypeMismatch, .sectionDoesNotScrollOrthogonally, .nonFiniteContentOffset,
      .invalidScrollPosition, .layoutSharedWithAnotherView, .dragSessionEnded:
      nil
    }
  }

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
    case .dequeueKindMismatch(let identifier, let indexPath, let requested, let dequeued):
      func element(_ kind: ElementKind?) -> String {
        kind.map { "a supplementary view of kind \($0)" } ?? "a cell"
      }
      return "asked for \(element(requested)) at index path \(indexPath.compactDescription), "
        + "the data source dequeued \(element(dequeued)) (identifier \(identifier))"
    case .reconfigureIdentifierMismatch(let indexPath, let shown, let requested):
      return "reconfiguring the cell at index path \(indexPath.compactDescription) (identifier "
        + "\(shown)), the data source dequeued identifier \(requested); UIKit throws (a "
        + "reconfigure must return the existing cell): reload the item to change its cell"
    case .invalidScrollPosition(let position, let operation):
      return "\(operation): the scroll position (raw value \(position.rawValue)) combines two "
        + "positions of one axis (UIKit raises NSInvalidArgumentException); the call was ignored"
    case .nonFiniteContentOffset(let x, let y):
      return "the content offset was set to (\(x), \(y)), which is not finite (UIKit raises); "
        + "it is kept at the content's start on that axis"
    case .invalidIndexPath(let indexPath, let operation):
      return "\(operation): index path \(indexPath.compactDescription) does not exist"
    case .sectionDoesNotScrollOrthogonally(let section, let operation):
      return "\(operation): section \(section) does not scroll on its own"
    case .dragSessionEnded(let operation):
      return "\(operation): the drag already ended; the call was ignored"
    case .layoutSharedWithAnotherView(let layoutType):
      return "the \(layoutType) given to this view is shown by another view too; a layout "
        + "belongs to one collection view, so it is prepared again whenever the other view "
        + "used it last (give each view its own layout)"
    case .invalidMeasuredSize(let indexPath, let kind, let width, let height):
      let element = kind.map { "the supplementary view of kind \($0)" } ?? "the cell"
      return "\(element) at index path \(indexPath.compactDescription) measured \(width) × "
        + "\(height), which cannot place it (a length that is not finite, negative, or over "
        + "\(LayoutLimits.maximumElementLength)); it keeps the layout's estimate"
    }
  }
}
