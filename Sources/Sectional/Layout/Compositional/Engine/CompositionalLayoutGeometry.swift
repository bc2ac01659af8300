import Foundation

/// The frames of a whole ``CompositionalLayout``: its sections' geometries, stacked along the
/// scroll axis with the spacing between them and the layout's own headers and footers.
struct CompositionalLayoutGeometry {
  var sections: [CompositionalSectionGeometry] = []
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
  /// Whether any section has a visible-items handler.
  var hasVisibleItemsHandlers = false
  /// Whether any header or footer of a section is pinned to the visible bounds.
  var hasPinnedSectionBoundaries = false
  /// The indices of the sections that scroll orthogonally.
  var orthogonalSections: [Int] = []

  /// Where a section starts along the scroll axis, in pixels.
  ///
  /// - Complexity: O(log *s*).
  func start(ofSection section: Int) -> Int {
    leadingBand + advances.prefix(section)
  }

  /// The first section whose extent, widened by the overflow, reaches a position.
  ///
  /// - Complexity: O(log *s*).
  func firstSection(reaching position: Int) -> Int {
    let target = position - leadingBand - overflow + 1
    return max(0, advances.firstCount(reaching: target) - 1)
  }

  /// Rebuilds the positions after sections changed.
  ///
  /// - Complexity: O(*s*).
  mutating func stack() {
    advances = PrefixSumTree(sections.map { $0.length + spacing })
    overflow = 0
    orthogonalSections = []
    hasVisibleItemsHandlers = false
    hasPinnedSectionBoundaries = false
    highestZIndex = 0
    for (index, section) in sections.enumerated() {
      highestZIndex = max(highestZIndex, section.highestZIndex + section.zIndexRaise)
      if section.orthogonal != nil { orthogonalSections.append(index) }
      if section.description.visibleItemsInvalidationHandler != nil {
        hasVisibleItemsHandlers = true
      }
      if section.boundaries.contains(where: { $0.pinning != .none }) {
        hasPinnedSectionBoundaries = true
      }
      overflow = max(overflow, section.reachBefore, section.reachAfter)
    }
  }

  /// Updates the positions after some sections were laid out again in place.
  ///
  /// What only widens queries (the overflow, the flags) may stay larger than it needs to be.
  ///
  /// - Complexity: O(*c* log *s*) for *c* changed sections.
  mutating func restack(_ changed: [Int]) {
    for index in changed {
      let section = sections[index]
      advances.add(section.length + spacing - advances.values[index], at: index)
      overflow = max(overflow, section.reachBefore, section.reachAfter)
      highestZIndex = max(highestZIndex, section.highestZIndex + section.zIndexRaise)
      if section.orthogonal != nil && !orthogonalSections.contains(index) {
        orthogonalSections.append(index)
      }
      if section.description.visibleItemsInvalidationHandler != nil {
        hasVisibleItemsHandlers = true
      }
      if section.boundaries.contains(where: { $0.pinning != .none }) {
        hasPinnedSectionBoundaries = true
      }
    }
  }

  /// The frame of a rectangle in pixels, in points.
  func points(_ rect: PixelRect) -> CGRect {
    CGRect(
      x: grid.points(rect.x), y: grid.points(rect.y), width: grid.points(rect.width),
      height: grid.points(rect.height))
  }

  /// A section-relative rectangle moved to content coordinates.
  func content(_ rect: PixelRect, sectionStart: Int) -> PixelRect {
    var rect = rect
    rect.translate(along: scrollAxis, by: sectionStart)
    return rect
  }
}
