import Foundation

/// The frames of a whole ``CompositionalLayout``: its sections' geometries, stacked along the
/// scroll axis with the spacing between them and the layout's own headers and footers.
struct CompositionalLayoutGeometry {
  var sections: [SharedSectionGeometry] = []
  /// Each section's length plus the spacing after it, in pixels, so that a section's start is a
  /// prefix sum.
  var advances = PrefixSumTree([])
  /// The spacing between sections, in pixels.
  var spacing = 0
  /// The layout's own headers and footers, in content coordinates.
  var boundaries: [CompositionalSectionGeometry.Boundary] = []
  /// The length of the band of the layout's headers before the first section.
  var leadingBand = 0
  /// How far any element reaches outside its section along the scroll axis: what a query widens
  /// its search by.
  var overflow = 0
  var grid = PixelGrid(scale: 1)
  var scrollAxis = LayoutAxis.vertical
  /// The container, in pixels.
  var container = PixelSize(width: 0, height: 0)
  /// The length of the content along the scroll axis, in pixels.
  var contentLength = 0
  /// Where the band of the layout's footers starts along the scroll axis, in pixels.
  var layoutTrailingBandStart = 0
  /// Whether the layout-level frames are mirrored for a right-to-left layout.
  var layoutIsMirrored = false
  /// The highest z-index of any section's element, raise included: what the layout's own pinned
  /// headers and footers are drawn above.
  var highestZIndex = 0
  /// How many sections reach ``highestZIndex``: when the last of them comes down, an in-place
  /// update looks for the new highest, so that it gives what a fresh preparation gives.
  var sectionsAtHighestZIndex = 0
  /// Whether any section has a visible-items handler.
  var hasVisibleItemsHandlers = false
  /// Whether any header or footer of a section is pinned to the visible bounds.
  var hasPinnedSectionBoundaries = false
  /// The indices of the sections that scroll orthogonally.
  var orthogonalSections: [Int] = []

  #if SECTIONAL_INTERNAL_CHECKS
    /// Traps when the geometry disagrees with itself; compiled only with
    /// `SECTIONAL_INTERNAL_CHECKS`, which `.ci/run` turns on for the test run.
    ///
    /// Checked after every preparation, from scratch or in place: one geometry per section of
    /// the content, and each section's advance its own length and the spacing (an in-place
    /// update moves the others by the change). A length may be negative: hostile insets and
    /// spacing are laid out as written.
    ///
    /// - Parameter sectionCount: The content's number of sections.
    /// - Complexity: O(*s*) for *s* sections.
    func _checkInvariants(sectionCount: Int) {
      precondition(
        sections.count == sectionCount,
        "\(sections.count) section geometries for \(sectionCount) sections")
      precondition(
        advances.count == sections.count,
        "\(advances.count) section advances for \(sections.count) sections")
      for (index, section) in sections.enumerated() {
        precondition(
          advances.values[index] == section.value.length + spacing,
          "section \(index) advances \(advances.values[index]) pixels but is \(section.value.length) "
            + "long with \(spacing) of spacing")
      }
    }
  #else
    /// Does nothing: the internal checks are compiled only with `SECTIONAL_INTERNAL_CHECKS`.
    @inline(__always)
    func _checkInvariants(sectionCount: Int) {}
  #endif

  /// Where a section starts along the scroll axis, in pixels.
  ///
  /// - Complexity: O(log *s*).
  func start(ofSection section: Int) -> Int {
    leadingBand + advances.prefix(section)
  }

  /// The first section whose extent, widened by the overflow, reaches a position: ends at it
  /// or after it, since an element of zero length at a section's end meets a rect that starts
  /// there.
  ///
  /// - Complexity: O(log *s*).
  func firstSection(reaching position: Int) -> Int {
    let target = position - leadingBand - overflow
    return max(0, advances.firstCount(reaching: target) - 1)
  }

  /// Rebuilds the positions after sections changed.
  ///
  /// - Complexity: O(*s*).
  mutating func stack() {
    advances = PrefixSumTree(sections.map { $0.value.length + spacing })
    overflow = 0
    orthogonalSections = []
    hasVisibleItemsHandlers = false
    hasPinnedSectionBoundaries = false
    highestZIndex = 0
    sectionsAtHighestZIndex = 0
    for index in sections.indices {
      countTopZIndex(sections[index].value.topZIndex)
      if sections[index].value.orthogonal != nil { orthogonalSections.append(index) }
      noteFlagsAndOverflow(ofSection: index)
    }
  }

  /// Widens the overflow and raises the flags for what a section holds.
  ///
  /// The section is read in place: a copy of it retained and released each of its arrays, a
  /// cache miss each in a long layout.
  private mutating func noteFlagsAndOverflow(ofSection index: Int) {
    if sections[index].value.description.visibleItemsInvalidationHandler != nil {
      hasVisibleItemsHandlers = true
    }
    if sections[index].value.boundaries.contains(where: { $0.pinning != .none }) {
      hasPinnedSectionBoundaries = true
    }
    overflow = max(overflow, sections[index].value.reachBefore, sections[index].value.reachAfter)
  }

  /// Updates the positions after some sections were laid out again in place.
  ///
  /// What only widens queries (the overflow, the flags) may stay larger than it needs to be;
  /// what shows in the attributes (the highest z-index, which the layout's pinned headers are
  /// drawn above) is what a fresh ``stack()`` gives.
  ///
  /// - Parameters:
  ///   - changed: The sections laid out again.
  ///   - previousTopZIndexes: For each of them, its ``CompositionalSectionGeometry/topZIndex``
  ///     before.
  /// - Complexity: O(*c* log *s*) for *c* changed sections; O(*s*) more when the only sections
  ///   at the highest z-index come down.
  mutating func restack(_ changed: [Int], previousTopZIndexes: [Int]) {
    for previous in previousTopZIndexes where previous == highestZIndex {
      sectionsAtHighestZIndex -= 1
    }
    for index in changed {
      advances.add(sections[index].value.length + spacing - advances.values[index], at: index)
      if sections[index].value.orthogonal != nil && !orthogonalSections.contains(index) {
        orthogonalSections.append(index)
      }
      noteFlagsAndOverflow(ofSection: index)
    }
    for index in changed { countTopZIndex(sections[index].value.topZIndex) }
    if sectionsAtHighestZIndex <= 0 && highestZIndex > 0 {
      // Every section that reached the highest came down: find the new highest.
      highestZIndex = 0
      sectionsAtHighestZIndex = 0
      for section in sections { countTopZIndex(section.value.topZIndex) }
    }
  }

  /// Counts a section's top z-index towards the highest, which is never below zero.
  private mutating func countTopZIndex(_ top: Int) {
    if top > highestZIndex {
      highestZIndex = top
      sectionsAtHighestZIndex = 1
    } else if top == highestZIndex {
      sectionsAtHighestZIndex += 1
    }
  }

  /// The frame of a rectangle in pixels, in points.
  func points(_ rect: PixelRect) -> CGRect {
    CGRect(
      x: grid.points(rect.x), y: grid.points(rect.y), width: grid.points(rect.width),
      height: grid.points(rect.height))
  }

  /// A section-relative rectangle moved to content coordinates.
  ///
  /// A rectangle whose position along the scroll axis is halfway between two pixels (held as
  /// the pixel after) rounds away from zero there: to the pixel before where it lands at or
  /// below zero, as UIKit rounds an anchored view's position.
  func content(_ rect: PixelRect, sectionStart: Int, isHalfway: Bool = false) -> PixelRect {
    var rect = rect
    rect.translate(along: scrollAxis, by: sectionStart)
    if isHalfway && rect.start(along: scrollAxis) <= 0 { rect.translate(along: scrollAxis, by: -1) }
    return rect
  }
}
