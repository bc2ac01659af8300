import Foundation

extension FlowLayoutGeometry {
  /// What pins headers and footers to the visible bounds, and where the bounds are on the main
  /// axis.
  struct Pinning {
    var headers = false
    var footers = false
    /// The visible range of the main axis.
    var visibleStart: CGFloat = 0
    var visibleEnd: CGFloat = 0
    /// The adjusted content insets at the start and end of the visible range: pinned headers
    /// and footers stay inside them, as UIKit's do.
    var insetAtStart: CGFloat = 0
    var insetAtEnd: CGFloat = 0

    /// Where a pinned header rests: the start of the visible range inside its inset.
    var pinnedStart: CGFloat { visibleStart + insetAtStart }

    /// Where a pinned footer ends: the end of the visible range inside its inset.
    var pinnedEnd: CGFloat { visibleEnd - insetAtEnd }
  }

  /// Returns the attributes of the elements whose frames meet a rect, in index-path order: each
  /// section's header, then its items, then its footer.
  ///
  /// - Complexity: O(log *s* + log *l* + *k*) for *s* sections and *l* lines in the first
  ///   section, where *k* is the number of elements in the lines that the rect spans on the main
  ///   axis, its edges included.
  func attributesForElements(in rect: CGRect, pinning: Pinning) -> [LayoutAttributes] {
    let area = verticalForm(rect.standardized)
    var result: [LayoutAttributes] = []
    // A viewport's worth or a few: room for them up front saves the first doublings, each a
    // copy of every element so far.
    result.reserveCapacity(Self.expectedElementsInRect)
    var section = firstSection(reaching: area.minY)
    var originPixels = section < sections.count ? origin(ofSection: section) : 0
    while section < sections.count {
      let origin = grid.points(originPixels)
      guard origin <= area.maxY else { break }
      let geometry = sections[section]
      if let header = pinnedHeader(of: geometry, origin: origin, pinning: pinning),
        Self.meets(header, area, origin: origin)
      {
        result.append(
          supplementaryAttributes(
            .header, header, inSection: section, origin: originPixels, pinned: pinning.headers))
      }
      // Asked once a section rather than once an item: on Linux every IndexSet query is a call
      // through a class, and most sections estimate no item.
      let estimatedItems = geometry.estimatedItems.isEmpty ? nil : geometry.estimatedItems
      // A pixel early, so that rounding in the subtraction never skips a line that meets it.
      var line = geometry.firstLine(reaching: area.minY - origin - 1 / grid.scale)
      let lineCount = geometry.lineCount
      var lineStart = line < lineCount ? geometry.start(ofLine: line) : 0
      // Compared as frames are computed, so that a line starting exactly at the area's end is
      // still visited.
      while line < lineCount && geometry.grid.points(originPixels + lineStart) <= area.maxY {
        for item in geometry.items(ofLine: line) {
          // In the content's vertical form: positions from whole pixels, divided once.
          let frame = geometry.frame(ofItem: item, lineStart: originPixels + lineStart)
          guard Self.meets(frame, area, origin: 0) else { continue }
          result.append(
            LayoutAttributes(
              indexPath: IndexPath(item: item, section: section),
              frame: contentFrame(frame, sectionOrigin: 0), category: .cell,
              isSizeEstimated: estimatedItems?.contains(item) ?? false))
        }
        lineStart += geometry.advance(ofLine: line)
        line += 1
      }
      if let footer = pinnedFooter(of: geometry, origin: origin, pinning: pinning),
        Self.meets(footer, area, origin: origin)
      {
        result.append(
          supplementaryAttributes(
            .footer, footer, inSection: section, origin: originPixels, pinned: pinning.footers))
      }
      originPixels += geometry.pixelLength
      section += 1
    }
    return result
  }

  /// How many elements a rect query reserves room for at first.
  static let expectedElementsInRect = 32

  /// Returns the attributes of an item, or `nil` if the index path names no item.
  ///
  /// - Complexity: O(log *s* + log *l*) for *s* sections and *l* lines in the item's section.
  func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
    else { return nil }
    let geometry = sections[indexPath.section]
    return LayoutAttributes(
      indexPath: indexPath,
      frame: contentFrame(
        geometry.frame(ofItem: indexPath.item, sectionOrigin: origin(ofSection: indexPath.section)),
        sectionOrigin: 0),
      category: .cell, isSizeEstimated: geometry.estimatedItems.contains(indexPath.item))
  }

  /// Returns the attributes of a section's header or footer, or `nil` if it is not laid out.
  ///
  /// - Complexity: O(log *s*).
  func attributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: IndexPath, pinning: Pinning
  ) -> LayoutAttributes? {
    guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section)
    else { return nil }
    let section = indexPath.section
    let geometry = sections[section]
    let originPixels = origin(ofSection: section)
    let origin = grid.points(originPixels)
    switch kind {
    case .header:
      return pinnedHeader(of: geometry, origin: origin, pinning: pinning).map {
        supplementaryAttributes(
          .header, $0, inSection: section, origin: originPixels, pinned: pinning.headers)
      }
    case .footer:
      return pinnedFooter(of: geometry, origin: origin, pinning: pinning).map {
        supplementaryAttributes(
          .footer, $0, inSection: section, origin: originPixels, pinned: pinning.footers)
      }
    default:
      return nil
    }
  }

  // MARK: Pinning

  /// A section's header, moved to stay at the start of the visible range (inside the adjusted
  /// content inset) while its section is visible, and pushed out by the end of the section's
  /// items (it never covers its footer).
  private func pinnedHeader(
    of geometry: FlowSectionGeometry, origin: CGFloat, pinning: Pinning
  ) -> CGRect? {
    guard var header = geometry.header else { return nil }
    // Bounds at NaN or infinity pin nothing: the header stays where it belongs.
    if pinning.headers && pinning.pinnedStart.isFinite {
      let visibleStart = pinning.pinnedStart - origin
      header.origin.y = min(max(visibleStart, 0), geometry.bodyEnd - header.height)
    }
    return header
  }

  /// A section's footer, moved to stay at the end of the visible range (inside the adjusted
  /// content inset) while its section is visible, and held back by the start of the section's
  /// items (it never covers its header).
  private func pinnedFooter(
    of geometry: FlowSectionGeometry, origin: CGFloat, pinning: Pinning
  ) -> CGRect? {
    guard var footer = geometry.footer else { return nil }
    if pinning.footers && pinning.pinnedEnd.isFinite {
      let visibleEnd = pinning.pinnedEnd - origin
      footer.origin.y = max(geometry.bodyStart, min(geometry.bodyEnd, visibleEnd - footer.height))
    }
    return footer
  }

  /// The attributes of a header or footer; a pinned one is drawn over the items it floats above.
  private func supplementaryAttributes(
    _ kind: ElementKind, _ local: CGRect, inSection section: Int, origin: Int, pinned: Bool
  ) -> LayoutAttributes {
    let geometry = sections[section]
    return LayoutAttributes(
      indexPath: IndexPath(item: 0, section: section),
      frame: contentFrame(local, sectionOrigin: origin), category: .supplementaryView(kind),
      zIndex: pinned ? FlowLayout.pinnedZIndex : 0,
      isSizeEstimated: kind == .header ? geometry.isHeaderEstimated : geometry.isFooterEstimated)
  }

  // MARK: Search

  /// The first section that may reach a main position: every section before it ends before it.
  ///
  /// - Complexity: O(log *s*).
  private func firstSection(reaching main: CGFloat) -> Int {
    // A pixel early, so that rounding never skips a section that meets the position.
    let target = grid.pixels(below: main) - 1
    return max(0, sectionLengths.firstCount(reaching: target) - 1)
  }

  /// Whether a section's local frame, in vertical form, meets an area of the content in vertical
  /// form.
  ///
  /// Along each axis, a frame and the area are taken as half-open spans, their minimum edge
  /// included and their maximum edge excluded, and they meet when the spans share a point on both
  /// axes; a side of zero length is a single point.
  private static func meets(_ local: CGRect, _ area: CGRect, origin: CGFloat) -> Bool {
    // The frame in content coordinates, computed exactly as the attributes' frame is.
    let frame = CGRect(
      x: local.minX, y: local.minY + origin, width: local.width, height: local.height)
    return span(frame.minX, frame.maxX, meets: area.minX, area.maxX)
      && span(frame.minY, frame.maxY, meets: area.minY, area.maxY)
  }

  /// Whether an element's extent along one axis meets the area's.
  private static func span(
    _ lower: CGFloat, _ upper: CGFloat, meets areaLower: CGFloat, _ areaUpper: CGFloat
  ) -> Bool {
    if areaLower == areaUpper {
      return lower == upper ? lower == areaLower : lower <= areaLower && areaLower < upper
    }
    if lower == upper {
      return areaLower <= lower && lower < areaUpper
    }
    return lower < areaUpper && areaLower < upper
  }
}
