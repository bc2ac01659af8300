import SectionalCollectionView
import SectionalLayout

/// A section controller told when its cells, supplementary views and decoration views appear
/// and disappear.
///
/// ``willDisplay(_:at:)`` has no default, so that adopting the capability with a near-miss
/// signature fails to compile; the other requirements do nothing by default.
@MainActor
public protocol DisplayHandling: SectionController {
  /// Tells the controller that a cell is about to be shown.
  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath)
  /// Tells the controller that a cell is no longer shown.
  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath)
  /// Tells the controller that a supplementary view is about to be shown.
  func willDisplaySupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath)
  /// Tells the controller that a supplementary view is no longer shown.
  func didEndDisplayingSupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath)
  /// Tells the controller that a decoration view its section's layout places (a background,
  /// say) is about to be shown: the one moment to give it content, since the view makes
  /// decoration views itself.
  func willDisplayDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath)
  /// Tells the controller that a decoration view of its section is no longer shown.
  func didEndDisplayingDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath)
}

extension DisplayHandling {
  /// Does nothing.
  public func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {}
  /// Does nothing.
  public func willDisplaySupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {}
  /// Does nothing.
  public func didEndDisplayingSupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {}
  /// Does nothing.
  public func willDisplayDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {}
  /// Does nothing.
  public func didEndDisplayingDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {}
}
