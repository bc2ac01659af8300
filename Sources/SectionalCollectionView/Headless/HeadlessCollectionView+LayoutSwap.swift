import Foundation
import SectionalLayout

extension HeadlessCollectionView {
  /// Replaces the layout, as `UICollectionView.setCollectionViewLayout(_:animated:completion:)`:
  /// every section is laid out by the new one, its description asked for again.
  ///
  /// What follows the swap is UIKit's:
  ///
  /// - The new layout is invalidated and prepared: it asks the delegate for every section's
  ///   description, so a controller answers with one of the new layout's type (an adapter's
  ///   controllers are asked again through ``CollectionViewDelegate``).
  /// - The content offset is kept, and clamped within the new content and its adjusted content
  ///   inset on both axes: a shorter content shows its end, not blank space, and content that
  ///   scrolls along the other axis starts at its top or leading edge. A view at rest at its
  ///   start (minus the adjusted inset) stays at its start when the new axis adjusts the inset
  ///   on other sides.
  /// - The offsets of sections that scrolled on their own are reset: the new layout's sections
  ///   start at rest.
  /// - Measured sizes are forgotten: the new layout proposes other sizes, and the shown items
  ///   are measured again.
  /// - The viewport is laid out: cells still in view keep their views with new frames, the others
  ///   end their display, and new ones are dequeued.
  ///
  /// Asked inside a batch update block, the swap waits until the batch is applied (UIKit's
  /// documentation does not say what it does there): the batch is validated and laid out with
  /// the layout it began with, then the new one replaces it, before the batch's completions run.
  ///
  /// - Parameters:
  ///   - layout: The new layout.
  ///   - animated: Ignored: a headless view has no animation.
  ///   - completion: Called once the new layout is shown, with whether it replaced the old one.
  public func setCollectionViewLayout(
    _ layout: any CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    guard pendingBatch == nil else {
      pendingBatch?.layoutSwaps.append((layout, completion))
      return
    }
    let insetBefore = adjustedContentInset
    // A pass under way when the swap was asked (from a display callback) stops: what it was
    // showing came from the old layout.
    contentGeneration += 1
    collectionViewLayout = layout
    LayoutOwnership.adopt(layout, by: self)
    orthogonalScrollingLayout = layout as? any OrthogonalScrollingLayout
    orthogonalScrollOffsets.removeAll()
    measuredItemSizes.removeAll()
    measuredSupplementarySizes.removeAll()
    layout.invalidateLayout()
    prepareLayoutIfNeeded()
    // The adjusted inset follows the scroll axis: a view at rest at its start stays there.
    var offset = restingStart(keptFrom: contentOffset, insetBefore: insetBefore)
    offset = keptWithinContent(offset)
    contentSizeOffsetWasKeptWithin = layout.contentSize
    if offset != contentOffset {
      contentOffset = offset
    }
    layoutIfNeeded()
    completion?(true)
  }
}
