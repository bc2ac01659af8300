import SectionalCollectionView
import SectionalLayout

/// A section controller that shows supplementary views: headers, footers, or any other kind.
@MainActor
public protocol SupplementaryViewProviding: SectionController {
  /// Returns the configured supplementary view of a kind, or `nil` for none.
  ///
  /// - Parameters:
  ///   - kind: The kind, such as ``ElementKind/header``.
  ///   - indexPath: Its position (item 0 for headers and footers).
  ///   - context: The collection view's services, to dequeue from.
  /// - Returns: The configured view, or `nil` for none.
  func supplementaryView(
    ofKind kind: ElementKind,
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView?
}
