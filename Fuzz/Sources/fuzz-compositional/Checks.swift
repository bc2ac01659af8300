import Foundation
import FuzzInput
import Sectional

/// The checks run after every step: finite frames; the rect query against a brute-force filter
/// of every element; per-index-path queries against the rect query; the prepared layout against
/// one prepared from scratch on the same content, z-indexes included; orthogonal offsets within
/// their ranges; and the view showing what the layout places in its bounds.
@MainActor
struct Checks {
  let harness: Harness
  let context: String

  private var view: HeadlessCollectionView { harness.view }
  private var layout: CompositionalLayout { harness.layout }

  /// A rect that holds every element the layout places.
  static let everywhere = CGRect(x: -1e8, y: -1e8, width: 4e8, height: 4e8)

  /// What identifies an element.
  struct Key: Hashable {
    var category: LayoutAttributes.Category
    var indexPath: IndexPath
  }

  func run() {
    let (fresh, partial) = harness.freshLayout()
    let all = layout.layoutAttributesForElements(in: Self.everywhere)
    let size = layout.contentSize
    fuzzCheck(
      size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
      "content size \(size) after \(context)")
    for element in all {
      checkFinite(element, "in the rect query")
    }
    var counts: [Key: Int] = [:]
    for element in all {
      counts[Key(category: element.category, indexPath: element.indexPath), default: 0] += 1
    }
    checkItemsArePlaced(all, counts: counts, partial: partial)
    checkPerIndexPathQueries(all, counts: counts, partial: partial)
    checkRectQueries(all)
    checkAgainstFreshLayout(all, fresh: fresh)
    checkOrthogonalOffsets()
    checkViewShowsTheLayout()
  }

  private func checkFinite(_ element: LayoutAttributes, _ place: String) {
    let frame = element.frame
    fuzzCheck(
      frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite
        && frame.height.isFinite && frame.width >= 0 && frame.height >= 0,
      "\(element.category) \(element.indexPath) has frame \(frame) \(place) after \(context)")
  }

  /// Every item of a section that does not scroll on its own is placed once, and no cell is
  /// placed that the content does not have.
  ///
  /// In a section whose group took no item (`partial`, an `emptyGroup` diagnostic) the items
  /// placed are the first ones, each once: the layout stops there.
  private func checkItemsArePlaced(_ all: [LayoutAttributes], counts: [Key: Int], partial: Set<Int>)
  {
    let sections = harness.dataSource.sections
    for element in all where element.category == .cell {
      let indexPath = element.indexPath
      fuzzCheck(
        sections.indices.contains(indexPath.section)
          && sections[indexPath.section].items.indices.contains(indexPath.item),
        "a cell is placed at \(indexPath), which does not exist, after \(context)")
    }
    for (section, model) in sections.enumerated()
    where layout.orthogonalScrollRange(ofSection: section) == nil {
      var isPlacing = true
      for item in model.items.indices {
        let key = Key(category: .cell, indexPath: IndexPath(item: item, section: section))
        if isPlacing && counts[key] == nil && partial.contains(section) { isPlacing = false }
        fuzzCheck(
          counts[key] == (isPlacing ? 1 : nil),
          "item \(key.indexPath) is placed \(counts[key] ?? 0) times after \(context)")
      }
    }
  }

  /// Asking for an element by its index path gives what the rect query gave; items scrolled out
  /// of an orthogonal section's viewport still have finite frames.
  private func checkPerIndexPathQueries(
    _ all: [LayoutAttributes], counts: [Key: Int], partial: Set<Int>
  ) {
    for element in all {
      // Two views of one kind at one index path (a diagnostic said so): a query names one.
      guard counts[Key(category: element.category, indexPath: element.indexPath)] == 1 else {
        continue
      }
      let queried: LayoutAttributes?
      switch element.category {
      case .cell:
        queried = layout.layoutAttributesForItem(at: element.indexPath)
      case .supplementaryView(let kind):
        queried = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: element.indexPath)
      case .decorationView(let kind):
        queried = layout.layoutAttributesForDecorationView(ofKind: kind, at: element.indexPath)
      }
      fuzzCheck(
        queried == element,
        "the query for \(element.category) at \(element.indexPath) gives "
          + "\(String(describing: queried)), the rect query \(element) after \(context)")
    }
    for (section, model) in harness.dataSource.sections.enumerated() {
      for item in model.items.indices {
        let indexPath = IndexPath(item: item, section: section)
        guard let attributes = layout.layoutAttributesForItem(at: indexPath) else {
          // Not laid out after a group that took none: the rect query placed it nowhere either.
          fuzzCheck(
            partial.contains(section)
              && counts[Key(category: .cell, indexPath: indexPath)] == nil,
            "item \(indexPath) has no attributes after \(context)")
          continue
        }
        checkFinite(attributes, "by its index path")
      }
    }
  }

  /// Whether a frame meets an area as the layout's queries say: half-open spans, a side of zero
  /// length being a point.
  static func meets(_ frame: CGRect, _ area: CGRect) -> Bool {
    func span(_ lower: CGFloat, _ upper: CGFloat, _ areaLower: CGFloat, _ areaUpper: CGFloat)
      -> Bool
    {
      if areaLower == areaUpper {
        return lower == upper ? lower == areaLower : lower <= areaLower && areaLower < upper
      }
      if lower == upper { return areaLower <= lower && lower < areaUpper }
      return lower < areaUpper && areaLower < upper
    }
    return span(frame.minX, frame.maxX, area.minX, area.maxX)
      && span(frame.minY, frame.maxY, area.minY, area.maxY)
  }

  /// Whether an element touches a rect's edge within a rounding error, but not exactly.
  ///
  /// The layout finds candidates in device pixels, then filters them in points; at a scale of 3
  /// a frame in points ends a rounding error away from the pixel edge it means, so whether it
  /// meets a rect that starts or ends there is decided by that error. Such elements are left out
  /// of the comparison.
  private static func touchesWithinRoundingError(_ frame: CGRect, _ rect: CGRect) -> Bool {
    let gaps = [
      frame.minX - rect.maxX, frame.maxX - rect.minX, frame.minY - rect.maxY,
      frame.maxY - rect.minY,
    ]
    return gaps.contains { $0 != 0 && abs($0) < 1e-6 }
  }

  /// The rects to query: the viewport, and around a sample of elements their frames, lines
  /// along their edges and points at their corners.
  private func rects(around all: [LayoutAttributes]) -> [CGRect] {
    var rects = [view.bounds, view.bounds.insetBy(dx: 0, dy: view.bounds.height / 3)]
    let stride = max(1, all.count / 10)
    for index in Swift.stride(from: 0, to: all.count, by: stride) {
      let frame = all[index].frame
      rects += [
        frame,
        CGRect(x: -1e6, y: frame.minY, width: 2e6, height: 0),
        CGRect(x: -1e6, y: frame.maxY, width: 2e6, height: 0),
        CGRect(x: frame.minX, y: -1e6, width: 0, height: 2e6),
        CGRect(x: frame.maxX, y: -1e6, width: 0, height: 2e6),
        CGRect(origin: frame.origin, size: .zero),
        CGRect(x: frame.maxX, y: frame.maxY, width: 0, height: 0),
        CGRect(x: frame.midX - 7, y: frame.midY - 13, width: 14, height: 26),
      ]
    }
    return rects
  }

  /// Every rect query gives what a filter of every element gives.
  private func checkRectQueries(_ all: [LayoutAttributes]) {
    for rect in rects(around: all) {
      func isNoise(_ element: LayoutAttributes) -> Bool {
        Self.touchesWithinRoundingError(element.frame, rect)
      }
      let found = layout.layoutAttributesForElements(in: rect).filter { !isNoise($0) }
      let expected = all.filter { Self.meets($0.frame, rect) && !isNoise($0) }
      guard found.count != expected.count || Set(found) != Set(expected) else { continue }
      let missing = Set(expected).subtracting(found)
      let extra = Set(found).subtracting(expected)
      fuzzFailure(
        "the query of \(rect) gives \(found.count) elements, the filter \(expected.count); "
          + "missing \(missing), extra \(extra) after \(context)")
    }
  }

  /// A layout prepared from scratch on the same content places the same elements.
  private func checkAgainstFreshLayout(_ all: [LayoutAttributes], fresh: CompositionalLayout) {
    fuzzCheck(
      fresh.contentSize == layout.contentSize,
      "content size \(layout.contentSize), from scratch \(fresh.contentSize) after \(context)")
    let freshAll = fresh.layoutAttributesForElements(in: Self.everywhere)
    if freshAll.count != all.count || Set(freshAll) != Set(all) {
      let missing = Set(freshAll).subtracting(all)
      let extra = Set(all).subtracting(freshAll)
      fuzzFailure(
        "the layout places \(all.count) elements, one from scratch \(freshAll.count); "
          + "from scratch only \(missing.sorted(by: Self.order)), incremental only "
          + "\(extra.sorted(by: Self.order)) after \(context)")
    }
    for (section, model) in harness.dataSource.sections.enumerated() {
      let range = layout.orthogonalScrollRange(ofSection: section)
      let freshRange = fresh.orthogonalScrollRange(ofSection: section)
      fuzzCheck(
        range == freshRange,
        "section \(section) scrolls in \(String(describing: range)), from scratch "
          + "\(String(describing: freshRange)) after \(context)")
      for item in model.items.indices {
        let indexPath = IndexPath(item: item, section: section)
        let attributes = layout.layoutAttributesForItem(at: indexPath)
        let freshAttributes = fresh.layoutAttributesForItem(at: indexPath)
        fuzzCheck(
          attributes == freshAttributes,
          "item \(indexPath) is \(String(describing: attributes)), from scratch "
            + "\(String(describing: freshAttributes)) after \(context)")
      }
    }
  }

  /// An order of elements for messages.
  static func order(_ lhs: LayoutAttributes, _ rhs: LayoutAttributes) -> Bool {
    (lhs.indexPath, "\(lhs.category)") < (rhs.indexPath, "\(rhs.category)")
  }

  /// Every section's own offset is within the range its layout allows.
  private func checkOrthogonalOffsets() {
    for section in harness.dataSource.sections.indices {
      guard let range = layout.orthogonalScrollRange(ofSection: section) else { continue }
      let offset = view.contentOffset(ofSection: section)
      fuzzCheck(
        range.contains(offset),
        "section \(section) is scrolled to \(offset), outside \(range), after \(context)")
    }
  }

  /// The view shows the cells the layout places in its bounds, at their frames.
  private func checkViewShowsTheLayout() {
    let bounds = view.bounds
    let placed =
      bounds.isEmpty
      ? []
      : layout.layoutAttributesForElements(in: bounds).filter { $0.category == .cell }
    let expected = placed.map(\.indexPath).sorted()
    let visible = view.indexPathsForVisibleItems
    fuzzCheck(
      visible == expected,
      "the view shows cells \(visible), the layout places \(expected) in \(bounds) after "
        + context)
    for attributes in placed {
      let cell = view.cellForItem(at: attributes.indexPath)
      fuzzCheck(
        cell?.frame == attributes.frame,
        "cell \(attributes.indexPath) is shown at \(String(describing: cell?.frame)), placed at "
          + "\(attributes.frame) after \(context)")
      let sections = harness.dataSource.sections
      let text = "\(sections[attributes.indexPath.section].items[attributes.indexPath.item])"
      fuzzCheck(
        cell?.text == text,
        "cell \(attributes.indexPath) shows \(cell?.text ?? "nothing"), expected \(text) after "
          + context)
    }
  }
}
