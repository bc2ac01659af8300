/// A section controller that prepares data for its items before they are shown.
@MainActor
public protocol PrefetchHandling: SectionController {
  /// Starts preparing the data of items that will soon be shown.
  func prefetchItems(at indexPaths: [SectionIndexPath])
  /// Stops preparing the data of items that are no longer about to be shown.
  func cancelPrefetchingItems(at indexPaths: [SectionIndexPath])
}

extension PrefetchHandling {
  /// Does nothing.
  public func cancelPrefetchingItems(at indexPaths: [SectionIndexPath]) {}
}
