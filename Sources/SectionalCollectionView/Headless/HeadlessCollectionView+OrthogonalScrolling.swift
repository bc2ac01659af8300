import Foundation
import SectionalLayout

extension HeadlessCollectionView {
  /// Returns how far a section that scrolls on its own, across the layout's axis, is scrolled.
  ///
  /// Zero for a section that does not scroll so. A section never scrolled rests at the start of
  /// its range (``OrthogonalScrollingLayout/orthogonalScrollRange(ofSection:)``): zero, or for
  /// ``OrthogonalScrollingBehavior/groupPagingCentered`` the offset that centres its first
  /// group, as UIKit starts such a section. The offset travels with its section through batch
  /// updates, starts again from the start of the range when the section is reloaded or the view
  /// reloads its data, and is always within the range the layout gives now: when the range
  /// shrinks past it, the section shows the nearest end (except while a finger drags it, see
  /// ``scroll(section:by:steps:velocity:)``).
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The section's offset, in points.
  public func contentOffset(ofSection section: Int) -> CGFloat {
    guard let range = orthogonalScrollingLayout?.orthogonalScrollRange(ofSection: section) else {
      return 0
    }
    guard let offset = orthogonalScrollOffsets[section] else { return range.lowerBound }
    guard section != draggedSection else { return offset }
    return min(max(offset, range.lowerBound), range.upperBound)
  }

  /// Sets a section's own offset, clamped to what its layout allows, and shows the items it
  /// brings into view.
  ///
  /// Items that leave the section's viewport are ended and recycled, those that enter are
  /// dequeued and shown, as when the whole content scrolls; the scroll delegate is not told (in
  /// UIKit the section scrolls in an embedded scroll view of its own). A section that does not
  /// scroll on its own is reported as
  /// ``CollectionViewError/sectionDoesNotScrollOrthogonally(section:operation:)`` and ignored.
  ///
  /// - Parameters:
  ///   - offset: The new offset, in points.
  ///   - section: The index of the section.
  public func setContentOffset(_ offset: CGFloat, ofSection section: Int) {
    guard
      let range = orthogonalRange(ofSection: section, operation: "setContentOffset(_:ofSection:)")
    else { return }
    moveSection(
      section,
      to: offset.isFinite ? min(max(offset, range.lowerBound), range.upperBound) : range.lowerBound)
  }

  /// Scrolls a section on its own as a finger would, then lets it come to rest where its
  /// behaviour says (see ``OrthogonalScrollingLayout/restingOrthogonalOffset(ofSection:proposed:velocity:)``).
  ///
  /// The scroll is split into `steps` moves, each shown, so that cells enter and leave one step
  /// at a time; the resting offset is shown last. A section that does not scroll on its own is
  /// reported as ``CollectionViewError/sectionDoesNotScrollOrthogonally(section:operation:)``
  /// and ignored.
  ///
  /// - Parameters:
  ///   - section: The index of the section.
  ///   - distance: How far the content moves towards the section's end, in points.
  ///   - steps: How many moves the scroll is split into.
  ///   - velocity: The speed at release: positive towards the end; zero, the default, rests on
  ///     the nearest page.
  public func scroll(section: Int, by distance: CGFloat, steps: Int = 1, velocity: CGFloat = 0) {
    guard orthogonalRange(ofSection: section, operation: "scroll(section:by:)") != nil,
      let layout = orthogonalScrollingLayout
    else { return }
    let start = contentOffset(ofSection: section)
    let travel = distance.isFinite ? distance : 0
    let stepCount = max(1, steps)
    // A finger may pull past the ends; the rest comes back within the range.
    let outerDrag = draggedSection
    draggedSection = section
    let generation = contentGeneration
    for step in 1...stepCount {
      let reached = start + travel * CGFloat(step) / CGFloat(stepCount)
      moveSection(section, to: reached)
      // A batch or reload applied meanwhile (from a display callback) may have moved or deleted
      // the section: the gesture ends, as UIKit's ends with the scroll view it dragged.
      guard contentGeneration == generation else {
        draggedSection = outerDrag
        keepOrthogonalOffsetsWithinRanges()
        layoutIfNeeded()
        return
      }
    }
    draggedSection = outerDrag
    let resting = layout.restingOrthogonalOffset(
      ofSection: section, proposed: start + travel, velocity: velocity.isFinite ? velocity : 0)
    // The range as it is now: the cards measured while the finger moved may have lengthened it.
    prepareLayoutIfNeeded()
    let now = layout.orthogonalScrollRange(ofSection: section) ?? 0...0
    moveSection(section, to: min(max(resting, now.lowerBound), now.upperBound))
  }

  /// The index paths of the items of one section that are shown, in ascending order.
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The items of the section in view.
  public func indexPathsForVisibleItems(inSection section: Int) -> [IndexPath] {
    indexPathsForVisibleItems.filter { $0.section == section }
  }

  // MARK: Internals

  /// The range of a section's offsets, or `nil` after reporting that it does not scroll on its
  /// own.
  private func orthogonalRange(ofSection section: Int, operation: String) -> ClosedRange<CGFloat>? {
    prepareLayoutIfNeeded()
    guard let layout = orthogonalScrollingLayout,
      let range = layout.orthogonalScrollRange(ofSection: section)
    else {
      report(.sectionDoesNotScrollOrthogonally(section: section, operation: operation))
      return nil
    }
    return range
  }

  /// Moves a section to an offset and lays the viewport out.
  private func moveSection(_ section: Int, to offset: CGFloat) {
    // Against the offset kept, not the one shown: a drag leaves the layout showing a kept offset
    // past the range, and the scroll that comes to rest must bring it back.
    guard offset != orthogonalScrollOffsets[section] ?? contentOffset(ofSection: section) else {
      return
    }
    orthogonalScrollOffsets[section] = offset
    // A pass under way (the move asked from a display callback) stops: its elements were
    // gathered at the old offset.
    boundsGeneration += 1
    collectionViewLayout.invalidateLayout(.orthogonalScroll(section: section))
    layoutIfNeeded()
  }

  /// Keeps the offsets of the sections that scroll on their own within the ranges their layout
  /// gives now.
  ///
  /// As a scroll view keeps its one offset when its content shrinks: a row that lost cards
  /// shows its new end, and keeps showing it when it grows again, rather than jumping back to
  /// the offset it had. Not the section a finger drags, which may be pulled past its ends.
  func keepOrthogonalOffsetsWithinRanges() {
    guard let layout = orthogonalScrollingLayout else { return }
    for (section, offset) in orthogonalScrollOffsets where section != draggedSection {
      guard let range = layout.orthogonalScrollRange(ofSection: section) else {
        // No longer a section that scrolls on its own: it starts again when it does.
        orthogonalScrollOffsets[section] = nil
        continue
      }
      let kept = min(max(offset, range.lowerBound), range.upperBound)
      if kept != offset {
        orthogonalScrollOffsets[section] = kept
      }
    }
  }

  /// Scrolls the section of an item that scrolls on its own so that the item shows at a position.
  ///
  /// Nothing happens for other items. Returns whether the section's offset changed; the
  /// caller lays the viewport out.
  func scrollSection(showingItemAt indexPath: IndexPath, at position: ScrollPosition) -> Bool {
    guard let layout = orthogonalScrollingLayout,
      let offset = layout.orthogonalOffset(
        showingItemAt: indexPath, at: position, from: contentOffset(ofSection: indexPath.section)),
      offset != contentOffset(ofSection: indexPath.section)
    else { return false }
    orthogonalScrollOffsets[indexPath.section] = offset
    collectionViewLayout.invalidateLayout(.orthogonalScroll(section: indexPath.section))
    return true
  }

  /// Moves the sections' own offsets with their sections after a batch update; those of deleted
  /// and reloaded sections are forgotten.
  func carryOrthogonalScrollOffsets(to sectionAfterUpdate: (Int) -> Int?) {
    guard !orthogonalScrollOffsets.isEmpty else { return }
    var carried: [Int: CGFloat] = [:]
    for (section, offset) in orthogonalScrollOffsets {
      if let destination = sectionAfterUpdate(section) { carried[destination] = offset }
    }
    orthogonalScrollOffsets = carried
  }
}
