/// A section controller told about scrolling while its section is shown.
///
/// ``didScroll(in:)`` has no default, so that adopting the capability with a near-miss signature
/// fails to compile; the other requirements do nothing by default.
@MainActor
public protocol ScrollHandling: SectionController {
  /// Tells the controller that the content offset changed.
  func didScroll(in context: any CollectionViewContext)
  /// Tells the controller that the user started dragging the content.
  func willBeginDragging(in context: any CollectionViewContext)
  /// Tells the controller that the user lifted their finger.
  func didEndDragging(in context: any CollectionViewContext, willDecelerate: Bool)
  /// Tells the controller that the content stopped moving after a drag.
  func didEndDecelerating(in context: any CollectionViewContext)
}

extension ScrollHandling {
  /// Does nothing.
  public func willBeginDragging(in context: any CollectionViewContext) {}
  /// Does nothing.
  public func didEndDragging(in context: any CollectionViewContext, willDecelerate: Bool) {}
  /// Does nothing.
  public func didEndDecelerating(in context: any CollectionViewContext) {}
}
