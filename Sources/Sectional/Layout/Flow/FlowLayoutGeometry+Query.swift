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
    var section = firstSection(reaching: area.minY)
    while section < sections.count && origins[section] <= area.maxY {
      let geometry = sections[section]
      let origin = origins[section]
      if let header = pinnedHeader(inSection: section, pinning: pinning),
        Self.meets(header, area, origin: origin)
      {
        result.append(
          supplementaryAttributes(
            .header, header, inSection: section, pinned: pinning.headers))
      }
      let localStart = area.minY - origin
      let localEnd = area.maxY - origin
      var line = firstLine(of: geometry, reaching: localStart)
      while line < geometry.lines.count && geometry.lines[line].start <= localEnd {
        let end =
          line + 1 < geometry.lines.count
          ? geometry.lines[line + 1].firstItem : geometry.items.count
        for item in geometry.lines[line].firstItem..<end
        where Self.meets(geometry.items[item], area, origin: origin) {
          result.append(
            LayoutAttributes(
              indexPath: IndexPath(item: item, section: section),
              frame: contentFrame(geometry.items[item], inSection: section), category: .cell,
              isSizeEstimated: geometry.estimatedItems.contains(item)))
        }
        line += 1
      }
      if let footer = pinnedFooter(inSection: section, pinning: pinning),
        Self.meets(footer, area, origin: origin)
      {
        result.append(
          supplementaryAttributes(
            .footer, footer, inSection: section, pinned: pinning.footers))
      }
      section += 1
    }
    return result
  }

  /// Returns the attributes of an item, or `nil` if the index path names no item.
  ///
  /// - Complexity: O(1).
  func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    let geometry = sections[indexPath.section]
    return LayoutAttributes(
      indexPath: indexPath,
      frame: contentFrame(geometry.items[indexPath.item], inSection: indexPath.section),
      category: .cell, isSizeEstimated: geometry.estimatedItems.contains(indexPath.item))
  }

  /// Returns the attributes of a section's header or footer, or `nil` if it is not laid out.
  ///
  /// - Complexity: O(1).
  func attributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: IndexPath, pinning: Pinning
  ) -> LayoutAttributes? {
    guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section)
    else { return nil }
    let section = indexPath.section
    switch kind {
    case .header:
      return pinnedHeader(inSection: section, pinning: pinning).map {
        supplementaryAttributes(.header, $0, inSection: section, pinned: pinning.headers)
      }
    case .footer:
      return pinnedFooter(inSection: section, pinning: pinning).map {
        supplementaryAttributes(.footer, $0, inSection: section, pinned: pinning.footers)
      }
    default:
      return nil
    }
  }

  // MARK: Pinning

  /// A section's header, moved to stay at the start of the visible range while its section is
  /// visible, and pushed out by the end of the section's items (it never covers its footer).
  private func pinnedHeader(inSection section: Int, pinning: Pinning) -> CGRect? {
    guard var header = sections[section].header else { return nil }
    if pinning.headers {
      let geometry = sections[section]
      let visibleStart = pinning.visibleStart - origins[section]
      header.origin.y = min(max(visibleStart, 0), geometry.bodyEnd - header.height)
    }
    return header
  }

  /// A section's footer, moved to stay at the end of the visible range while its section is
  /// visible, and held back by the start of the section's items (it never covers its header).
  private func pinnedFooter(inSection section: Int, pinning: Pinning) -> CGRect? {
    guard var footer = sections[section].footer else { return nil }
    if pinning.footers {
      let geometry = sections[section]
      let visibleEnd = pinning.visibleEnd - origins[section]
      footer.origin.y = max(geometry.bodyStart, min(geometry.bodyEnd, visibleEnd - footer.height))
    }
    return footer
  }

  /// The attributes of a header or footer; a pinned one is drawn over the items it floats above.
  private func supplementaryAttributes(
    _ kind: ElementKind, _ local: CGRect, inSection section: Int, pinned: Bool
  ) -> LayoutAttributes {
    LayoutAttributes(
      indexPath: IndexPath(item: 0, section: section),
      frame: contentFrame(local, inSection: section), category: .supplementaryView(kind),
      zIndex: pinned ? FlowLayout.pinnedZIndex : 0)
  }

  // MARK: Search

  /// The first section that ends at or after a main position.
  ///
  /// Every section before it lies wholly before the position.
  ///
  /// - Complexity: O(log *s*).
  private func firstSection(reaching main: CGFloat) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let middle = low + (high - low) / 2
      if origins[middle] + sections[middle].length < main {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The first line of a section that ends at or after a local main position.
  ///
  /// - Complexity: O(log *l*) for *l* lines.
  private func firstLine(of geometry: FlowSectionGeometry, reaching main: CGFloat) -> Int {
    var low = 0
    var high = geometry.lines.count
    while low < high {
      let middle = low + (high - low) / 2
      if geometry.lines[middle].end < main {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// Whether a section's local frame, in vertical form, meets an area of the content in vertical
  /// form.
  ///
  /// Along each axis, a frame and the area are taken as half-open spans, their minimum edge
  /// included and their maximum edge excluded, and they meet when the spans share a point on both
  /// axes; a side of zero length is a single point.
  private static func meets(_ local: CGRect, _ area: CGRect, origin: CGFloat) -> Bool {
    span(local.minX, local.maxX, meets: area.minX, area.maxX)
      && span(local.minY + origin, local.maxY + origin, meets: area.minY, area.maxY)
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
