import Foundation

extension FlowLayoutGeometry {
  /// Returns the attributes of the elements whose frames meet a rect, in index-path order.
  ///
  /// - Complexity: O(log *n* + *k*), where *k* is the number of elements in the rows that the
  ///   rect spans vertically, its edges included.
  func attributesForElements(in rect: CGRect) -> [LayoutAttributes] {
    let rect = rect.standardized
    // The first element whose bottom, or that of an element before it, reaches the rect's top.
    // Every element before it lies wholly above the rect.
    var low = 0
    var high = frames.count
    while low < high {
      let middle = low + (high - low) / 2
      if maxYSoFar[middle] < rect.minY {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < frames.count else { return [] }

    var section = sectionIndex(containing: low)
    var result: [LayoutAttributes] = []
    var index = low
    // Elements' tops never decrease, so the first element that starts below the rect's bottom
    // ends the walk.
    while index < frames.count && frames[index].minY <= rect.maxY {
      let frame = frames[index]
      if Self.span(frame.minX, frame.maxX, meets: rect.minX, rect.maxX)
        && Self.span(frame.minY, frame.maxY, meets: rect.minY, rect.maxY)
      {
        while section + 1 < sections.count && sections[section + 1].start <= index {
          section += 1
        }
        result.append(attributes(ofElement: index, inSection: section))
      }
      index += 1
    }
    return result
  }

  /// Returns the attributes of an item, or `nil` if the index path names no item.
  ///
  /// - Complexity: O(1).
  func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let range = sections[indexPath.section]
    // Compare before adding, so that an absurd item cannot overflow.
    guard indexPath.item >= 0, indexPath.item < range.endItem - range.firstItem else { return nil }
    return LayoutAttributes(
      indexPath: indexPath, frame: frames[range.firstItem + indexPath.item], category: .cell)
  }

  /// Returns the attributes of a section's header or footer, or `nil` if it is not laid out.
  ///
  /// - Complexity: O(1).
  func attributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section)
    else { return nil }
    let section = indexPath.section
    let range = sections[section]
    let index: Int
    if kind == .header && range.start < range.firstItem {
      index = range.start
    } else if kind == .footer && range.endItem < end(ofSection: section) {
      index = range.endItem
    } else {
      return nil
    }
    return LayoutAttributes(
      indexPath: indexPath, frame: frames[index], category: .supplementaryView(kind))
  }

  /// Returns the index of the section that holds an element.
  ///
  /// Sections without elements share their start with the next section; the last section that
  /// starts at or before the element is the one that holds it.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  private func sectionIndex(containing element: Int) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let middle = low + (high - low) / 2
      if sections[middle].start <= element {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low - 1
  }

  /// The index after a section's last element.
  private func end(ofSection section: Int) -> Int {
    section + 1 < sections.count ? sections[section + 1].start : frames.count
  }

  /// The attributes of the element at an index of the flat arrays.
  private func attributes(ofElement index: Int, inSection section: Int) -> LayoutAttributes {
    let range = sections[section]
    if index < range.firstItem {
      return LayoutAttributes(
        indexPath: IndexPath(item: 0, section: section), frame: frames[index],
        category: .supplementaryView(.header))
    }
    if index < range.endItem {
      return LayoutAttributes(
        indexPath: IndexPath(item: index - range.firstItem, section: section),
        frame: frames[index], category: .cell)
    }
    return LayoutAttributes(
      indexPath: IndexPath(item: 0, section: section), frame: frames[index],
      category: .supplementaryView(.footer))
  }

  /// Whether an element's extent along one axis meets the rect's.
  ///
  /// Each extent is the half-open span from its lower bound, included, to its upper bound,
  /// excluded, or the single point at its lower bound if it has zero length; they meet when they
  /// share a point.
  private static func span(
    _ lower: CGFloat, _ upper: CGFloat, meets rectLower: CGFloat, _ rectUpper: CGFloat
  ) -> Bool {
    if rectLower == rectUpper {
      return lower == upper ? lower == rectLower : lower <= rectLower && rectLower < upper
    }
    if lower == upper {
      return rectLower <= lower && lower < rectUpper
    }
    return lower < rectUpper && rectLower < upper
  }
}
