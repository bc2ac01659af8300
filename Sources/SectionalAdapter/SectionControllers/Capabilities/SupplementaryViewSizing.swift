import Foundation
import SectionalLayout

/// A section controller that sizes its self-sizing headers and footers.
///
/// The view asks when it shows a supplementary view whose size the description only estimated
/// (a ``FlowSectionLayout/estimatedHeaderSize``, a boundary item with an estimated dimension),
/// and again after ``CollectionViewContext/invalidateSupplementaryView(ofKind:)``. A controller
/// without the capability lets the view measure itself
/// (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``).
/// ``sizeForSupplementaryView(ofKind:at:fitting:in:)`` has no default, so a near miss of its
/// spelling does not compile.
@MainActor
public protocol SupplementaryViewSizing: SectionController {
  /// Returns the size of a self-sizing header or footer for the size the layout proposes, or
  /// `nil` to let the view measure itself.
  ///
  /// - Parameters:
  ///   - kind: The kind of supplementary view.
  ///   - indexPath: Its index path within the section.
  ///   - proposal: The space the layout offers: unbounded along the dimensions the layout
  ///     estimated (the one along the scroll axis where it does not say), and the frame's length
  ///     along the others.
  ///   - context: The collection view's services.
  /// - Returns: The view's size, or `nil`.
  func sizeForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, fitting proposal: CGSize,
    in context: any CollectionViewContext
  ) -> CGSize?
}
