import Foundation

/// What a ``CompositionalLayout`` applies to all its sections (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
  /// The axis the content scrolls along; vertical by default.
  public var scrollDirection: ScrollDirection

  /// The space between consecutive sections; zero by default.
  ///
  /// The spacing is not added before the first section nor after the last.
  public var interSectionSpacing: CGFloat

  /// Headers and footers of the whole layout.
  ///
  /// They sit before the first section and after the last, and take
  /// `IndexPath(item: 0, section: 0)`. Since they share that index path, each needs its own
  /// element kind: of several of one kind, only the first is laid out (the others neither show
  /// nor take space), and the layout reports a
  /// ``CompositionalLayoutDiagnostic/Kind/duplicateElementKind(_:)`` diagnostic. Like a
  /// section's, each is measured when its size is estimated, is shrunk by its content insets,
  /// and is mirrored in a right-to-left vertical layout.
  public var boundarySupplementaryItems: [BoundarySupplementaryItem]

  /// What section insets are measured from, for sections that follow the configuration; the
  /// safe area by default, as in UIKit.
  public var contentInsetsReference: ContentInsetsReference

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - scrollDirection: The axis the content scrolls along; vertical by default.
  ///   - interSectionSpacing: The space between sections; zero by default.
  ///   - boundarySupplementaryItems: Headers and footers of the whole layout; none by default.
  ///   - contentInsetsReference: What section insets are measured from; the safe area by default.
  public init(
    scrollDirection: ScrollDirection = .vertical, interSectionSpacing: CGFloat = 0,
    boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
    contentInsetsReference: ContentInsetsReference = .safeArea
  ) {
    self.scrollDirection = scrollDirection
    self.interSectionSpacing = interSectionSpacing
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.contentInsetsReference = contentInsetsReference
  }
}
