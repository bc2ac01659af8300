import Foundation

/// The traits of the view a layout fills: what a section's description may depend on besides
/// its content.
///
/// A controller reads them in its environment (`CollectionViewContext.environment`) when it
/// describes its section, as a UIKit section provider reads `NSCollectionLayoutEnvironment` and
/// the trait collection. They come from the collection view, so a test that sets a view's scale
/// or safe area sees its controllers describe what an app's would.
public struct LayoutTraits: Hashable, Sendable {
  /// The size of the viewport.
  public var containerSize: CGSize

  /// The number of device pixels per point: 1 for a terminal, 2 or 3 on an iPhone.
  public var displayScale: CGFloat

  /// The direction in which lines run.
  public var layoutDirection: LayoutDirection

  /// The insets of the safe area within the viewport.
  public var safeAreaInsets: LayoutInsets

  /// The insets of the layout margins within the viewport.
  public var layoutMargins: LayoutInsets

  /// The insets around the content that the viewport scrolls into: the content inset plus the
  /// safe area where the view adds it, as `UIScrollView.adjustedContentInset`.
  public var adjustedContentInset: LayoutInsets

  /// Creates traits.
  ///
  /// - Parameters:
  ///   - containerSize: The size of the viewport.
  ///   - displayScale: Device pixels per point; 1 by default.
  ///   - layoutDirection: The direction lines run in; left to right by default.
  ///   - safeAreaInsets: The safe area's insets; none by default.
  ///   - layoutMargins: The layout margins; none by default.
  ///   - adjustedContentInset: The adjusted content inset; none by default.
  public init(
    containerSize: CGSize, displayScale: CGFloat = 1,
    layoutDirection: LayoutDirection = .leftToRight, safeAreaInsets: LayoutInsets = .zero,
    layoutMargins: LayoutInsets = .zero, adjustedContentInset: LayoutInsets = .zero
  ) {
    self.containerSize = containerSize
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.adjustedContentInset = adjustedContentInset
  }
}
