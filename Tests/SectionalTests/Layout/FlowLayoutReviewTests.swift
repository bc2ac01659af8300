import Foundation
import Sectional
import SeededRandom
import Testing

// A review of the flow layout with items of different sizes and edge cases. The frames are checked
// against a slow reference written here from the documented rules (FlowLayout's documentation,
// Layouts.md) and from the measured UIKit facts of research/flow-layout.md (L1 to L7); where the
// layout departs from them, the expectation is wrapped in `withKnownIssue("DEFECT n: ...")`.
// Fixed since: a stamped section whose item size was cut trapped the internal checks (5); an
// `.itemSizes` invalidation after `.itemsChanged` was dropped (6); unusable values of a
// description (2), a stated item size (3) and the layout's own settings (4) were zeroed in
// silence. Still open: fractional spacings along the scroll axis round one by one (1,
// documented in Layouts.md; UIKit is not measured there).

// MARK: - Content

/// Content whose sections each carry a flow description of their own, whose items' sizes it
/// states or measures, and which keeps every diagnostic the layout reports.
@MainActor
private final class FLRContent: LayoutContent {
  var bounds: CGRect
  var displayScale: CGFloat = 1
  var safeAreaInsets = LayoutInsets.zero
  var layoutMargins = LayoutInsets.zero
  var adjustedContentInset: LayoutInsets { .zero }
  var layoutDirection = LayoutDirection.leftToRight
  var counts: [Int]
  var descriptions: [Int: FlowSectionLayout] = [:]
  var sizes: [IndexPath: CGSize] = [:]
  var measured: [IndexPath: CGSize] = [:]
  private(set) var diagnostics: [CompositionalLayoutDiagnostic] = []

  init(width: CGFloat, height: CGFloat = 500, counts: [Int]) {
    bounds = CGRect(x: 0, y: 0, width: width, height: height)
    self.counts = counts
  }

  var numberOfSections: Int { counts.count }
  func numberOfItems(inSection section: Int) -> Int { counts[section] }
  func layout(ofSection section: Int) -> (any SectionLayoutDescription)? { descriptions[section] }
  func sizeForItem(at indexPath: IndexPath, fitting proposal: CGSize) -> CGSize? {
    sizes[indexPath]
  }
  func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize? { measured[indexPath] }
  func orthogonalScrollOffset(ofSection section: Int) -> CGFloat { 0 }

  func layout(
    _ layout: any CollectionViewLayout, didReport diagnostic: CompositionalLayoutDiagnostic
  ) {
    diagnostics.append(diagnostic)
  }

  func reported(section: Int) -> [CompositionalLayoutDiagnostic] {
    diagnostics.filter { $0.section == section }
  }
}

/// Content that stamps its descriptions, as the adapter does: the stamp stays while the
/// description does.
@MainActor
private final class FLRStampedContent: LayoutContent {
  var bounds = CGRect(x: 0, y: 0, width: 100, height: 500)
  var displayScale: CGFloat = 1
  var safeAreaInsets = LayoutInsets.zero
  var layoutMargins = LayoutInsets.zero
  var adjustedContentInset: LayoutInsets { .zero }
  var layoutDirection = LayoutDirection.leftToRight
  var counts: [Int]
  var descriptions: [Int: FlowSectionLayout]
  let stamps: [Int: DescriptionStamp]
  private(set) var diagnostics: [CompositionalLayoutDiagnostic] = []

  init(counts: [Int], descriptions: [Int: FlowSectionLayout]) {
    self.counts = counts
    self.descriptions = descriptions
    stamps = descriptions.mapValues { _ in DescriptionStamp.next() }
  }

  var numberOfSections: Int { counts.count }
  func numberOfItems(inSection section: Int) -> Int { counts[section] }
  func layout(ofSection section: Int) -> (any SectionLayoutDescription)? { descriptions[section] }
  func descriptionStamps(ofSections sections: Range<Int>) -> [StampedSection]? {
    sections.compactMap { section in
      stamps[section].map { StampedSection(section: section, stamp: $0) }
    }
  }
  func sizeForItem(at indexPath: IndexPath, fitting proposal: CGSize) -> CGSize? { nil }
  func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize? { nil }
  func orthogonalScrollOffset(ofSection section: Int) -> CGFloat { 0 }
  func layout(
    _ layout: any CollectionViewLayout, didReport diagnostic: CompositionalLayoutDiagnostic
  ) {
    diagnostics.append(diagnostic)
  }
}

/// Keeps a stamped section whose item size was cut through a batch of another section.
///
/// The section's fixed item height is over LayoutLimits.maximumElementLength (reported, laid out
/// as zero). This trapped when the internal checks compared the description as laid out with the
/// description now.
@MainActor
private func flrKeepASectionWhoseItemSizeWasCut() {
  let content = FLRStampedContent(
    counts: [2, 3],
    descriptions: [0: FlowSectionLayout(itemSize: .fixed(CGSize(width: 10, height: 20_000_000)))])
  let layout = FlowLayout()
  layout.prepare(for: content)
  precondition(content.diagnostics.count == 1, "the cut length is reported")
  content.counts[1] = 4
  layout.invalidateLayout(.itemsChanged(inSections: [1]))
  layout.prepare(for: content)
  precondition(layout.frame(ofItem: IndexPath(item: 0, section: 0))?.height == 0)
  // And through a batch that reuses both sections.
  layout.invalidateLayout(.batchUpdate(reusing: [0, 1]))
  layout.prepare(for: content)
}

// MARK: - Reference

/// One section as the reference lays it out: its values as the layout uses them.
private struct FLRSection {
  /// The items' sizes as stated (width × height, physical).
  var sizes: [CGSize]
  var inset = LayoutInsets.zero
  var lineSpacing: CGFloat = 10
  var interitemSpacing: CGFloat = 10
  var header = CGSize.zero
  var footer = CGSize.zero
}

/// The frames the documented rules give, computed item by item, line by line.
private struct FLRFrames: Equatable {
  var items: [[CGRect]] = []
  var headers: [CGRect?] = []
  var footers: [CGRect?] = []
  var contentSize = CGSize.zero
}

/// UIKit's flow layout, as FlowLayout documents it, written the slow and obvious way.
///
/// Vertical form throughout (main axis as y); a horizontal layout transposes at the end. Sizes
/// floor to whole pixels; an item wider than the available length is narrowed to it; a line takes
/// items while they fit with the minimum spacing; a full line is justified, a lone item on a line
/// that is not the last is centred, the last line keeps the minimum spacing from the leading edge
/// unless every item has one size and there is more than one line (then it takes the first line's
/// positions); items are centred on their line (halves of a pixel rounded up); positions round to
/// the nearest pixel, halves away from zero; a vertical right-to-left layout mirrors across.
/// Insets, spacings and header lengths are whole pixels in the tests that use this.
private func flrReference(
  sections: [FLRSection], width: CGFloat, height: CGFloat, scale: CGFloat,
  horizontal: Bool, rightToLeft: Bool
) -> FLRFrames {
  func floorPx(_ value: CGFloat) -> CGFloat {
    let usable = value.isFinite && value > 0 ? value : 0
    return (usable * scale + 1e-6).rounded(.down) / scale
  }
  func roundPx(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
  func px(_ value: CGFloat) -> Int { Int((value * scale).rounded()) }
  let crossLength = horizontal ? height : width
  let mirrors = rightToLeft && !horizontal
  var frames = FLRFrames()
  var origin = 0
  for section in sections {
    let before = horizontal ? section.inset.top : section.inset.left
    let after = horizontal ? section.inset.bottom : section.inset.right
    let available = max(0, crossLength - before - after)
    let headerPx = px(floorPx(horizontal ? section.header.width : section.header.height))
    let footerPx = px(floorPx(horizontal ? section.footer.width : section.footer.height))
    let insetBefore = px(horizontal ? section.inset.left : section.inset.top)
    let insetAfter = px(horizontal ? section.inset.right : section.inset.bottom)
    let lineSpacing = px(section.lineSpacing)
    let spacing = section.interitemSpacing
    // Items in vertical form: cross length in points, main length in pixels.
    let items = section.sizes.map { size -> (cross: CGFloat, main: Int) in
      let (c, m) = horizontal ? (size.height, size.width) : (size.width, size.height)
      return (min(floorPx(c), floorPx(available)), px(floorPx(m)))
    }
    // Lines: the items each takes, by the fit rule.
    var lines: [[Int]] = []
    var taken: [CGFloat] = []
    for (index, item) in items.enumerated() {
      if let last = lines.last, taken[taken.count - 1] + spacing + item.cross <= available + 1e-6,
        !last.isEmpty
      {
        lines[lines.count - 1].append(index)
        taken[taken.count - 1] += spacing + item.cross
      } else {
        lines.append([index])
        taken.append(item.cross)
      }
    }
    let uniform =
      lines.count > 1
      && items.allSatisfy { $0.cross == items[0].cross && $0.main == items[0].main }
    var cross = [CGFloat](repeating: 0, count: items.count)
    for (lineIndex, line) in lines.enumerated() {
      let isLast = lineIndex == lines.count - 1
      if isLast && uniform {
        for (offset, index) in line.enumerated() { cross[index] = cross[lines[0][offset]] }
        continue
      }
      let extra = max(0, available - (taken[lineIndex] - CGFloat(line.count - 1) * spacing))
      var position: CGFloat = 0
      var gap = spacing
      if !isLast {
        if line.count == 1 { position = extra / 2 } else { gap = extra / CGFloat(line.count - 1) }
      }
      for index in line {
        var x = roundPx(before + position)
        if mirrors { x = roundPx(crossLength - x - items[index].cross) }
        cross[index] = x
        position += items[index].cross + gap
      }
    }
    // Along the main axis, in pixels from the content's start.
    var sectionItems = [CGRect](repeating: .zero, count: items.count)
    var lineStart = origin + headerPx + insetBefore
    var linesEnd = lineStart
    for (lineIndex, line) in lines.enumerated() {
      let length = line.map { items[$0].main }.max() ?? 0
      for index in line {
        let y = lineStart + (length - items[index].main + 1) / 2
        sectionItems[index] = CGRect(
          x: cross[index], y: CGFloat(y) / scale, width: items[index].cross,
          height: CGFloat(items[index].main) / scale)
      }
      linesEnd = lineStart + length
      lineStart += length + (lineIndex < lines.count - 1 ? lineSpacing : 0)
    }
    let bodyEnd = linesEnd + insetAfter
    // A footer's place as the layout computes it: its local position plus the section's origin.
    let footerMain = CGFloat(bodyEnd - origin) / scale + CGFloat(origin) / scale
    func transposed(_ rect: CGRect) -> CGRect {
      horizontal ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
    }
    frames.items.append(sectionItems.map(transposed))
    frames.headers.append(
      headerPx > 0
        ? transposed(
          CGRect(
            x: 0, y: CGFloat(origin) / scale, width: crossLength,
            height: CGFloat(headerPx) / scale)) : nil)
    frames.footers.append(
      footerPx > 0
        ? transposed(
          CGRect(
            x: 0, y: footerMain, width: crossLength,
            height: CGFloat(footerPx) / scale)) : nil)
    origin = bodyEnd + footerPx
  }
  let main = CGFloat(origin) / scale
  frames.contentSize =
    horizontal ? CGSize(width: main, height: crossLength) : CGSize(width: crossLength, height: main)
  return frames
}

/// What a prepared layout answers, element by element, in the reference's form.
@MainActor
private func flrFrames(of layout: FlowLayout, counts: [Int]) -> FLRFrames {
  var frames = FLRFrames()
  for (section, count) in counts.enumerated() {
    frames.items.append(
      (0..<count).map {
        layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
          ?? CGRect(x: -1, y: -1, width: -1, height: -1)
      })
    let first = IndexPath(item: 0, section: section)
    frames.headers.append(
      layout.layoutAttributesForSupplementaryView(ofKind: .header, at: first)?.frame)
    frames.footers.append(
      layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: first)?.frame)
  }
  frames.contentSize = layout.contentSize
  return frames
}

/// The first difference between two sets of frames, written for a failure message.
private func flrDifference(_ found: FLRFrames, _ expected: FLRFrames) -> String? {
  if found.contentSize != expected.contentSize {
    return "content size \(found.contentSize), expected \(expected.contentSize)"
  }
  for section in expected.items.indices {
    if found.headers[section] != expected.headers[section] {
      return "header \(section): \(String(describing: found.headers[section])), expected "
        + "\(String(describing: expected.headers[section]))"
    }
    if found.footers[section] != expected.footers[section] {
      return "footer \(section): \(String(describing: found.footers[section])), expected "
        + "\(String(describing: expected.footers[section]))"
    }
    for item in expected.items[section].indices
    where found.items[section][item] != expected.items[section][item] {
      return "item \(section)-\(item): \(found.items[section][item]), expected "
        + "\(expected.items[section][item])"
    }
  }
  return nil
}

// MARK: - Random content

/// A length from a seed: whole points, or a sixth of a point now and then (below a pixel at
/// scales 1 and 2, and off the grid at 3), zero now and then.
private func flrLength(_ range: ClosedRange<Int>, using generator: inout SplitMix64) -> CGFloat {
  switch Int.random(in: 0..<10, using: &generator) {
  case 0: return 0
  case 1:
    return CGFloat(Int.random(in: range.lowerBound * 6...range.upperBound * 6, using: &generator))
      / 6
  default: return CGFloat(Int.random(in: range, using: &generator))
  }
}

/// Random sections of items of different sizes, sometimes one size, sometimes wider than the
/// line; insets, spacings and headers in whole points.
private func flrRandomSections(using generator: inout SplitMix64) -> [FLRSection] {
  (0..<Int.random(in: 1...4, using: &generator)).map { _ in
    let count = Int.random(in: 0...30, using: &generator)
    let oneSize = Int.random(in: 0..<3, using: &generator) == 0
    let shared = CGSize(
      width: flrLength(0...160, using: &generator), height: flrLength(0...80, using: &generator))
    var section = FLRSection(
      sizes: (0..<count).map { _ in
        oneSize
          ? shared
          : CGSize(
            width: flrLength(
              0...(Int.random(in: 0..<6, using: &generator) == 0 ? 500 : 140),
              using: &generator),
            height: flrLength(0...80, using: &generator))
      })
    func whole(_ range: ClosedRange<Int>) -> CGFloat {
      CGFloat(Int.random(in: range, using: &generator))
    }
    section.inset = LayoutInsets(
      top: whole(0...20), left: whole(0...30), bottom: whole(0...20), right: whole(0...30))
    section.lineSpacing = whole(0...15)
    section.interitemSpacing = whole(0...15)
    if Bool.random(using: &generator) {
      section.header = CGSize(width: whole(0...30), height: whole(0...30))
    }
    if Bool.random(using: &generator) {
      section.footer = CGSize(width: whole(0...30), height: whole(0...30))
    }
    return section
  }
}

/// Content for sections, each sized by its content (or all of one fixed size when `fixed`).
@MainActor
private func flrContent(
  _ sections: [FLRSection], width: CGFloat, height: CGFloat, fixed: Bool
) -> FLRContent {
  let content = FLRContent(width: width, height: height, counts: sections.map(\.sizes.count))
  for (index, section) in sections.enumerated() {
    let oneSize = section.sizes.allSatisfy { $0 == section.sizes.first }
    content.descriptions[index] = FlowSectionLayout(
      itemSize: fixed && oneSize && !section.sizes.isEmpty
        ? .fixed(section.sizes[0]) : .sizedByContent,
      inset: section.inset, minimumLineSpacing: section.lineSpacing,
      minimumInteritemSpacing: section.interitemSpacing, headerReferenceSize: section.header,
      footerReferenceSize: section.footer)
    for (item, size) in section.sizes.enumerated() {
      content.sizes[IndexPath(item: item, section: index)] = size
    }
  }
  return content
}

/// Whether a frame meets a rect: on each axis the half-open spans share a point, a span of zero
/// length being the point at its minimum (FlowLayout's documented rule).
private func flrMeets(_ frame: CGRect, _ rect: CGRect) -> Bool {
  func axis(_ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat)) -> Bool {
    switch (a.0 == a.1, b.0 == b.1) {
    case (false, false): return max(a.0, b.0) < min(a.1, b.1)
    case (true, false): return b.0 <= a.0 && a.0 < b.1
    case (false, true): return a.0 <= b.0 && b.0 < a.1
    case (true, true): return a.0 == b.0
    }
  }
  let rect = rect.standardized
  return axis((frame.minX, frame.maxX), (rect.minX, rect.maxX))
    && axis((frame.minY, frame.maxY), (rect.minY, rect.maxY))
}

private let flrSeeds: [UInt64] = {
  if let replay = ProcessInfo.processInfo.environment["SECTIONAL_SEED"].flatMap(UInt64.init) {
    return [replay]
  }
  return (0..<UInt64(300)).map { 0xF1_4E71_0000 &+ $0 }
}()

// MARK: - Tests

@MainActor
@Suite("FlowLayout review: non-uniform sizes and edge cases")
struct FlowLayoutReviewTests {
  // MARK: Hand-computed UIKit rules with items of different sizes

  @Test func aLineIsAsTallAsItsTallestItemAndCentresTheOthersHalvesRoundedUp() {
    // Scale 2, width 100: items 20 wide, heights 10, 13.5, 11 (27 px and 22 px tall). One line of
    // three (20 + 10 + 20 + 10 + 20 = 80); a fourth, 30 tall, on the next line.
    let content = FLRContent(width: 100, counts: [4])
    content.displayScale = 2
    content.descriptions[0] = FlowSectionLayout(itemSize: .sizedByContent)
    let heights: [CGFloat] = [10, 13.5, 11, 30]
    for (item, height) in heights.enumerated() {
      content.sizes[IndexPath(item: item, section: 0)] = CGSize(width: 20, height: height)
    }
    let layout = FlowLayout()
    layout.prepare(for: content)
    // Line 1 is 27 px (13.5 pt) tall. Offsets: (27 - 20) / 2 = 3.5 px → 4 px = 2 pt;
    // 0; (27 - 22) / 2 = 2.5 px → 3 px = 1.5 pt. Justified: x = 0, 40, 80. Line 2 at
    // 13.5 + 10 = 23.5, the last line, at the leading edge.
    #expect(
      layout.itemFrames(inSection: 0, count: 4) == [
        cgRect(0, 2, 20, 10), cgRect(40, 0, 20, 13.5), cgRect(80, 1.5, 20, 11),
        cgRect(0, 23.5, 20, 30),
      ])
    #expect(content.diagnostics.isEmpty)
  }

  @Test func anItemWiderThanTheLineIsAloneOnItsLineNarrowedToIt() {
    // Width 100, inset 10 each side: 80 available. Items 30, 500 (narrowed to 80), 30, 30.
    let content = FLRContent(width: 100, counts: [4])
    content.descriptions[0] = FlowSectionLayout(
      itemSize: .sizedByContent, inset: LayoutInsets(left: 10, right: 10))
    let widths: [CGFloat] = [30, 500, 30, 30]
    for (item, width) in widths.enumerated() {
      content.sizes[IndexPath(item: item, section: 0)] = CGSize(width: width, height: 10)
    }
    let layout = FlowLayout().prepared(for: content)
    // Line 1: item 0 alone (30 + 10 + 80 > 80), not the last: centred, 10 + 25 = 35. Line 2: the
    // wide item, at 10. Line 3, the last: items 2 and 3 at the leading edge, 10 apart.
    #expect(
      layout.itemFrames(inSection: 0, count: 4) == [
        cgRect(35, 0, 30, 10), cgRect(10, 20, 80, 10), cgRect(10, 40, 30, 10),
        cgRect(50, 40, 30, 10),
      ])
  }

  @Test func zeroSizeItemsTakeTheirSpacingAndLieAtTheCentreOfTheirLine() {
    // Width 100, spacing 10: 40, 0 × 0, 40 fit (40 + 10 + 0 + 10 + 40 = 100) and are justified
    // with no extra: x = 0, 50, 60. The zero-size item sits at the middle of the 20-point line.
    let content = FLRContent(width: 100, counts: [4])
    content.descriptions[0] = FlowSectionLayout(itemSize: .sizedByContent)
    let sizes = [
      CGSize(width: 40, height: 20), .zero, CGSize(width: 40, height: 10), .zero,
    ]
    for (item, size) in sizes.enumerated() {
      content.sizes[IndexPath(item: item, section: 0)] = size
    }
    let layout = FlowLayout().prepared(for: content)
    #expect(
      layout.itemFrames(inSection: 0, count: 4) == [
        cgRect(0, 0, 40, 20), cgRect(50, 10, 0, 0), cgRect(60, 5, 40, 10), cgRect(0, 30, 0, 0),
      ])
    // A zero-size item is found at its origin, and only there.
    let found = layout.layoutAttributesForElements(in: cgRect(50, 10, 0, 0)).map(elementLabel)
    #expect(found == ["0-1"])
    #expect(layout.layoutAttributesForElements(in: cgRect(51, 10, 5, 5)).isEmpty)
    #expect(layout.contentSize == CGSize(width: 100, height: 30))
  }

  @Test func aHorizontalLayoutCentresItemsAcrossTheirColumnAndStartsTheLastColumnAtTheTop() {
    // Height 100: columns take items down while they fit. Items (w × h): 10 × 25, 30 × 25,
    // 20 × 25 (25 + 10 + 25 + 10 + 25 = 95) | 16 × 50, 40 × 20. Column 1 is 30 wide: x offsets
    // (30 - 10 + 1) / 2 = 10, 0, 5; justified down with gaps of 12.5: y = 0, 37.5 → 38, 75.
    // Column 2, the last, at 30 + 10 = 40, 40 wide (offset 12 for the 16-wide item), its items
    // from the top, 10 apart: y = 0, 60.
    let content = FLRContent(width: 300, height: 100, counts: [5])
    content.descriptions[0] = FlowSectionLayout(
      itemSize: .sizedByContent, headerReferenceSize: CGSize(width: 0, height: 40),
      footerReferenceSize: CGSize(width: 6, height: 0))
    let sizes = [
      CGSize(width: 10, height: 25), CGSize(width: 30, height: 25), CGSize(width: 20, height: 25),
      CGSize(width: 16, height: 50), CGSize(width: 40, height: 20),
    ]
    for (item, size) in sizes.enumerated() {
      content.sizes[IndexPath(item: item, section: 0)] = size
    }
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.prepare(for: content)
    // A header of zero width is not laid out (its height does not count); the footer is 6 wide.
    #expect(layout.frame(of: .header, inSection: 0) == nil)
    #expect(
      layout.itemFrames(inSection: 0, count: 5) == [
        cgRect(10, 0, 10, 25), cgRect(0, 38, 30, 25), cgRect(5, 75, 20, 25),
        cgRect(52, 0, 16, 50), cgRect(40, 60, 40, 20),
      ])
    #expect(layout.frame(of: .footer, inSection: 0) == cgRect(80, 0, 6, 100))
    #expect(layout.contentSize == CGSize(width: 86, height: 100))
  }

  @Test func rightToLeftMirrorsMixedSizesWithTheSectionInsets() {
    // Width 100, inset left 20 (mirrored to the right): 80 available from x 20 in LTR.
    // Items 30 × 10, 20 × 20, 50 × 10: line 1 = 30, 20 (extra 30 → gap 30): LTR x 20, 80;
    // mirrored 100 - 20 - 30 = 50, 100 - 80 - 20 = 0. Line 2, the last: 50 at LTR 20 → 30.
    let content = FLRContent(width: 100, counts: [3])
    content.layoutDirection = .rightToLeft
    content.descriptions[0] = FlowSectionLayout(
      itemSize: .sizedByContent, inset: LayoutInsets(left: 20))
    let sizes = [
      CGSize(width: 30, height: 10), CGSize(width: 20, height: 20), CGSize(width: 50, height: 10),
    ]
    for (item, size) in sizes.enumerated() {
      content.sizes[IndexPath(item: item, section: 0)] = size
    }
    let layout = FlowLayout().prepared(for: content)
    #expect(
      layout.itemFrames(inSection: 0, count: 3) == [
        cgRect(50, 5, 30, 10), cgRect(0, 0, 20, 20), cgRect(30, 30, 50, 10),
      ])
  }

  @Test func aFullLineOfMixedWidthsIsJustifiedWithAFractionalGapRoundedAtScale3() {
    // L1 with different widths: 100, 118, 118 in 375 with spacing 10. Extra 375 - 336 = 39,
    // gap 19.5: x = 0, 119.5, 257 → at scale 3, 358.5 px rounds up to 359 px.
    // A fourth item makes the line not the last.
    let content = FLRContent(width: 375, counts: [4])
    content.displayScale = 3
    content.descriptions[0] = FlowSectionLayout(itemSize: .sizedByContent)
    let widths: [CGFloat] = [100, 118, 118, 50]
    for (item, width) in widths.enumerated() {
      content.sizes[IndexPath(item: item, section: 0)] = CGSize(width: width, height: 40)
    }
    let layout = FlowLayout().prepared(for: content)
    let xs = layout.itemFrames(inSection: 0, count: 4).map { $0?.minX }
    #expect(xs == [0, 359.0 / 3, 257, 0])
  }

  // MARK: Pixel rounding along the scroll axis

  @Test func fractionalLineSpacingPutsEachLineAtItsPositionRoundedNotAtRoundedSpacingsSummed() {
    // Scale 1, full-width rows 10 tall, 0.5 apart: line k starts at 10.5 k points. Rounded to
    // the pixel, halves away from zero (L6, Layouts.md "Positions round to the nearest device
    // pixel"): 0, 11, 21, 32, 42, 53. The same half-point spacing across a line (the interitem
    // spacing of a leading line) gives exactly those positions.
    let expected: [CGFloat] = [0, 11, 21, 32, 42, 53]
    let across = FLRContent(width: 1_000, counts: [6])
    across.descriptions[0] = FlowSectionLayout(
      itemSize: .fixed(CGSize(width: 10, height: 10)), minimumInteritemSpacing: 0.5)
    let leading = FlowLayout()
    leading.lineAlignment = .leading
    leading.prepare(for: across)
    #expect(leading.itemFrames(inSection: 0, count: 6).map { $0?.minX } == expected)

    let down = FLRContent(width: 10, counts: [6])
    down.descriptions[0] = FlowSectionLayout(
      itemSize: .fixed(CGSize(width: 10, height: 10)), minimumLineSpacing: 0.5)
    let layout = FlowLayout().prepared(for: down)
    let ys = layout.itemFrames(inSection: 0, count: 6).map { $0?.minY }
    withKnownIssue(
      "DEFECT 1: fractional line spacing is rounded once per line, so lines drift a pixel a line"
    ) {
      #expect(ys == expected)
    }
    // The content ends at 6 × 10 + 5 × 0.5 = 62.5 points, not 65.
    withKnownIssue("DEFECT 1: the content size sums the rounded spacings") {
      #expect(layout.contentSize.height == 62.5 || layout.contentSize.height == 63)
    }
  }

  @Test func fractionalSectionInsetsDoNotAccumulateFromSectionToSection() {
    // Scale 1, three sections of one 10-point row with insets 0.5 above and below: section k
    // spans 11 k to 11 (k + 1) points and its row starts at 11 k + 0.5, rounded half up:
    // 1, 12, 23. Rounding each inset to a whole pixel first puts them at 1, 13, 25.
    let content = FLRContent(width: 10, counts: [1, 1, 1])
    for section in 0..<3 {
      content.descriptions[section] = FlowSectionLayout(
        itemSize: .fixed(CGSize(width: 10, height: 10)),
        inset: LayoutInsets(top: 0.5, left: 0, bottom: 0.5, right: 0))
    }
    let layout = FlowLayout().prepared(for: content)
    let ys = (0..<3).map { layout.frame(ofItem: IndexPath(item: 0, section: $0))?.minY }
    withKnownIssue("DEFECT 1: each half-point inset is rounded up on its own, sections drift") {
      #expect(ys == [1, 12, 23])
      #expect(layout.contentSize.height == 33)
    }
  }

  // MARK: Diagnostics for unusable values

  @Test func aFixedItemSizeThatIsNotFiniteIsReportedWithItsSection() {
    let content = FLRContent(width: 100, counts: [1, 2])
    content.descriptions[1] = FlowSectionLayout(
      itemSize: .fixed(CGSize(width: 10, height: CGFloat.nan)))
    let layout = FlowLayout().prepared(for: content)
    #expect(content.reported(section: 1).count == 1)
    #expect(content.reported(section: 0).isEmpty)
    #expect(layout.frame(ofItem: IndexPath(item: 1, section: 1))?.height == 0)
  }

  @Test(arguments: [
    "header", "estimated header", "footer", "line spacing", "interitem spacing", "inset",
  ])
  func anUnusableValueInADescriptionIsReportedWithItsSection(value: String) {
    // LayoutContent.layout(_:didReport:): a layout reports "something in a section's
    // description that it lays out in a documented way of its own (... a value that is not
    // finite), so that the screen never differs from the description in silence"; LayoutLimits:
    // an estimated size that is not finite or is negative "is reported".
    let content = FLRContent(width: 100, counts: [2, 2])
    var description = FlowSectionLayout(itemSize: .fixed(CGSize(width: 20, height: 20)))
    switch value {
    case "header": description.headerReferenceSize = CGSize(width: 0, height: CGFloat.nan)
    case "estimated header": description.estimatedHeaderSize = CGSize(width: 0, height: -30)
    case "footer": description.footerReferenceSize = CGSize(width: 0, height: CGFloat.infinity)
    case "line spacing": description.minimumLineSpacing = -CGFloat.infinity
    case "interitem spacing": description.minimumInteritemSpacing = CGFloat.nan
    default: description.inset = LayoutInsets(top: CGFloat.nan, left: 0, bottom: 0, right: 0)
    }
    content.descriptions[1] = description
    let layout = FlowLayout().prepared(for: content)
    // Laid out as documented (the value as zero), never a NaN frame.
    let frame = layout.frame(ofItem: IndexPath(item: 1, section: 1))
    #expect(frame.map { $0.minX.isFinite && $0.minY.isFinite } == true)
    #expect(content.reported(section: 1).count == 1)
  }

  @Test func anUnusableValueIsReportedOnceWhileItStays() {
    let content = FLRContent(width: 100, counts: [2, 2])
    content.descriptions[1] = FlowSectionLayout(
      itemSize: .fixed(CGSize(width: 20, height: 20)), minimumLineSpacing: .nan)
    let layout = FlowLayout().prepared(for: content)
    layout.invalidateLayout(.everything)
    layout.prepare(for: content)
    #expect(content.reported(section: 1).count == 1)
    // Another unusable value is news.
    content.descriptions[1]?.minimumLineSpacing = -3
    layout.invalidateLayout(.everything)
    layout.prepare(for: content)
    #expect(content.reported(section: 1).count == 2)
  }

  @Test(arguments: [CGFloat.nan, -20, CGFloat.infinity])
  func anItemSizeTheContentStatesThatCannotPlaceItIsReportedWithSectionAndItem(length: CGFloat) {
    let content = FLRContent(width: 100, counts: [1, 5])
    content.descriptions[1] = FlowSectionLayout(itemSize: .sizedByContent)
    for item in 0..<5 {
      content.sizes[IndexPath(item: item, section: 1)] = CGSize(width: 20, height: 20)
    }
    content.sizes[IndexPath(item: 3, section: 1)] = CGSize(width: 20, height: length)
    let layout = FlowLayout().prepared(for: content)
    #expect(layout.frame(ofItem: IndexPath(item: 3, section: 1))?.height == 0)
    let reports = content.reported(section: 1)
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("3") == true)
  }

  @Test func aLayoutWideEstimatedItemSizeThatIsNotFiniteIsReported() {
    // estimatedItemSize (100 × NaN): LayoutLimits promises an estimated size that is not finite
    // is reported; the layout silently drops self-sizing and uses itemSize instead.
    let content = FLRContent(width: 100, counts: [3])
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: CGFloat.nan)
    layout.prepare(for: content)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) != nil)
    #expect(!content.diagnostics.isEmpty)
  }

  @Test func aStampedSectionWhoseItemSizeWasCutIsKeptThroughABatchWithoutTrapping() async {
    // FlowLayout.checkingItemSize cuts a length along the scroll axis over
    // LayoutLimits.maximumElementLength to zero; `normalized` does not. The internal check that a
    // kept stamp still describes the section (DescriptionReader.checkUnchanged, on in CI) compares
    // the description as laid out (cut) with the one read now (normalized only), and traps.
    // Fixed: the check reads the description as the layout checked it.
    await #expect(processExitsWith: .success) {
      await MainActor.run { flrKeepASectionWhoseItemSizeWasCut() }
    }
  }

  @Test(arguments: [false, true])
  func aMeasurementInvalidatedAfterABatchInPlaceIsNotLost(measuredFirst: Bool) {
    // Section 0 self-sizes (estimate 100 × 20, one row each); section 1 changes in a batch that
    // keeps every section in place (.itemsChanged). An item of section 0 measured at 50 points
    // is invalidated (.itemSizes) before or after the batch, and the layout prepared once.
    let content = FLRContent(width: 100, counts: [4, 2])
    content.descriptions[0] = FlowSectionLayout(
      itemSize: .estimated(CGSize(width: 100, height: 20)), minimumLineSpacing: 0)
    let layout = FlowLayout()
    layout.prepare(for: content)
    let measured = IndexPath(item: 1, section: 0)
    content.measured[measured] = CGSize(width: 100, height: 50)
    if measuredFirst { layout.invalidateLayout(.itemSizes([measured])) }
    content.counts[1] = 3
    layout.invalidateLayout(.itemsChanged(inSections: [1]))
    if !measuredFirst { layout.invalidateLayout(.itemSizes([measured])) }
    layout.prepare(for: content)
    let fresh = FlowLayout().prepared(for: content)
    let found = flrFrames(of: layout, counts: content.counts)
    let expected = flrFrames(of: fresh, counts: content.counts)
    // Rows at 0, 20 (50 tall), 70, 90: section 0 ends at 110.
    #expect(expected.items[0][2] == cgRect(0, 70, 100, 20))
    // Fixed: an .itemSizes invalidation after .itemsChanged joins the sections laid out again.
    #expect(flrDifference(found, expected) == nil)
  }

  @Test func unboundedAndNullRectsFindEverythingAndNothing() {
    let content = FLRContent(width: 100, counts: [5, 0, 3])
    for section in [0, 2] {
      content.descriptions[section] = FlowSectionLayout(
        itemSize: .sizedByContent, headerReferenceSize: CGSize(width: 0, height: 10),
        footerReferenceSize: CGSize(width: 0, height: 5))
      for item in 0..<content.counts[section] {
        content.sizes[IndexPath(item: item, section: section)] = CGSize(
          width: CGFloat(20 + 15 * item), height: CGFloat(5 + 7 * item))
      }
    }
    let layout = FlowLayout().prepared(for: content)
    let everything = [
      "h0", "0-0", "0-1", "0-2", "0-3", "0-4", "f0", "h2", "2-0", "2-1", "2-2", "f2",
    ]
    let huge = CGFloat.greatestFiniteMagnitude
    #expect(layout.layoutAttributesForElements(in: .infinite).map(elementLabel) == everything)
    #expect(
      layout.layoutAttributesForElements(
        in: CGRect(x: -huge / 2, y: -huge / 2, width: huge, height: huge)
      )
      .map(elementLabel) == everything)
    #expect(layout.layoutAttributesForElements(in: .null).isEmpty)
  }

  // MARK: Against the reference

  @Test func randomSectionsOfMixedSizesMatchTheReference() {
    var compared = 0
    for seed in flrSeeds {
      var generator = SplitMix64(seed: seed)
      let sections = flrRandomSections(using: &generator)
      let horizontal = Int.random(in: 0..<4, using: &generator) == 0
      let rightToLeft = Bool.random(using: &generator)
      let scale = CGFloat([1, 2, 3].randomElement(using: &generator)!)
      let width = CGFloat(Int.random(in: 40...400, using: &generator))
      let height = CGFloat(Int.random(in: 40...400, using: &generator))
      let fixed = Bool.random(using: &generator)
      let content = flrContent(sections, width: width, height: height, fixed: fixed)
      content.displayScale = scale
      content.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
      let layout = FlowLayout()
      layout.scrollDirection = horizontal ? .horizontal : .vertical
      layout.prepare(for: content)
      let expected = flrReference(
        sections: sections, width: width, height: height, scale: scale, horizontal: horizontal,
        rightToLeft: rightToLeft)
      if let difference = flrDifference(flrFrames(of: layout, counts: content.counts), expected) {
        Issue.record("seed \(seed) (SECTIONAL_SEED=\(seed)): \(difference)")
        return
      }
      #expect(content.diagnostics.isEmpty, "seed \(seed)")
      compared += 1
    }
    print("FlowLayoutReviewTests: \(compared) random layouts matched the reference")
  }

  @Test func measuringEstimatedItemsOneByOneEndsAsAFreshLayoutOfTheMeasuredSizes() {
    for seed in flrSeeds.prefix(200) {
      var generator = SplitMix64(seed: seed ^ 0x5E1F)
      let scale = CGFloat([1, 2, 3].randomElement(using: &generator)!)
      let width = CGFloat(Int.random(in: 60...300, using: &generator))
      let horizontal = Int.random(in: 0..<4, using: &generator) == 0
      let counts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        Int.random(in: 0...24, using: &generator)
      }
      let content = FLRContent(width: width, height: 300, counts: counts)
      content.displayScale = scale
      content.layoutDirection = Bool.random(using: &generator) ? .rightToLeft : .leftToRight
      var estimates: [CGSize] = []
      for section in counts.indices {
        let estimate = CGSize(
          width: CGFloat(Int.random(in: 10...120, using: &generator)),
          height: CGFloat(Int.random(in: 10...60, using: &generator)))
        estimates.append(estimate)
        content.descriptions[section] = FlowSectionLayout(
          itemSize: .estimated(estimate),
          minimumLineSpacing: CGFloat(Int.random(in: 0...10, using: &generator)),
          minimumInteritemSpacing: CGFloat(Int.random(in: 0...10, using: &generator)))
      }
      let layout = FlowLayout()
      layout.scrollDirection = horizontal ? .horizontal : .vertical
      layout.prepare(for: content)
      // Measurements: mostly the estimate's cross length with another main length, sometimes
      // the estimate itself (a grid again), sometimes another cross length.
      for step in 0..<30 {
        guard
          let section = counts.indices.filter({ counts[$0] > 0 }).randomElement(using: &generator)
        else { break }
        let item = Int.random(in: 0..<counts[section], using: &generator)
        let estimate = estimates[section]
        var size = estimate
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1: break
        case 2:
          if horizontal {
            size.height = CGFloat(Int.random(in: 10...120, using: &generator))
          } else {
            size.width = CGFloat(Int.random(in: 10...120, using: &generator))
          }
        default:
          let main =
            CGFloat(Int.random(in: 0...90, using: &generator))
            / (Bool.random(using: &generator) ? 1 : 3)
          if horizontal { size.width = main } else { size.height = main }
        }
        let path = IndexPath(item: item, section: section)
        content.measured[path] = size
        layout.invalidateLayout(.itemSizes([path]))
        layout.prepare(for: content)
        let fresh = FlowLayout()
        fresh.scrollDirection = layout.scrollDirection
        fresh.prepare(for: content)
        let found = flrFrames(of: layout, counts: counts)
        if let difference = flrDifference(found, flrFrames(of: fresh, counts: counts)) {
          Issue.record(
            "seed \(seed) step \(step), \(path) measured \(size): \(difference)")
          return
        }
        let estimated = (0..<counts[section]).filter {
          layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.isSizeEstimated
            == true
        }
        let unmeasured = (0..<counts[section]).filter {
          content.measured[IndexPath(item: $0, section: section)] == nil
        }
        #expect(estimated == unmeasured, "seed \(seed) step \(step)")
      }
    }
  }

  @Test func theElementsInARectAreExactlyThoseTheReferenceFramesMeet() {
    for seed in flrSeeds.prefix(150) {
      var generator = SplitMix64(seed: seed ^ 0xA11)
      let sections = flrRandomSections(using: &generator)
      let horizontal = Bool.random(using: &generator)
      let scale = CGFloat([1, 2, 3].randomElement(using: &generator)!)
      let width = CGFloat(Int.random(in: 40...300, using: &generator))
      let height = CGFloat(Int.random(in: 40...300, using: &generator))
      let content = flrContent(sections, width: width, height: height, fixed: false)
      content.displayScale = scale
      let layout = FlowLayout()
      layout.scrollDirection = horizontal ? .horizontal : .vertical
      layout.prepare(for: content)
      let reference = flrReference(
        sections: sections, width: width, height: height, scale: scale, horizontal: horizontal,
        rightToLeft: false)
      var all: [(String, CGRect)] = []
      for section in reference.items.indices {
        if let header = reference.headers[section] { all.append(("h\(section)", header)) }
        for (item, frame) in reference.items[section].enumerated() {
          all.append(("\(section)-\(item)", frame))
        }
        if let footer = reference.footers[section] { all.append(("f\(section)", footer)) }
      }
      let size = reference.contentSize
      for _ in 0..<30 {
        // Edges on an element's edges a third of the time, so that lines that end where the rect
        // begins, and zero-size items, are asked about.
        func coordinate(_ extent: CGFloat, vertical: Bool) -> CGFloat {
          if !all.isEmpty, Int.random(in: 0..<3, using: &generator) == 0 {
            let frame = all.randomElement(using: &generator)!.1
            return vertical
              ? [frame.minY, frame.maxY].randomElement(using: &generator)!
              : [frame.minX, frame.maxX].randomElement(using: &generator)!
          }
          return CGFloat(Int.random(in: -10...Int(extent) + 10, using: &generator))
            + CGFloat(Int.random(in: 0..<3, using: &generator)) / 3
        }
        let rect = CGRect(
          x: coordinate(size.width, vertical: false), y: coordinate(size.height, vertical: true),
          width: CGFloat(Int.random(in: -20...Int(size.width) / 2 + 5, using: &generator)),
          height: CGFloat(Int.random(in: -20...Int(size.height) / 3 + 5, using: &generator)))
        let found = layout.layoutAttributesForElements(in: rect).map(elementLabel)
        let expected = all.filter { flrMeets($0.1, rect) }.map(\.0)
        guard found == expected else {
          Issue.record("seed \(seed): in \(rect) found \(found), expected \(expected)")
          return
        }
      }
    }
  }

  @Test func aHugeSectionOfMixedHeightsAnswersItsLastItemsAndQueries() {
    // 200,000 items in a repeating pattern of heights, 3 a line in width 100 (30 wide, 5 apart):
    // lines alternate 10 and 20 tall (items i, i+1, i+2 with heights by i % 6 < 3 ? 10 : 20).
    let count = 200_001
    let content = FLRContent(width: 100, counts: [count])
    content.descriptions[0] = FlowSectionLayout(
      itemSize: .sizedByContent, minimumLineSpacing: 0, minimumInteritemSpacing: 5)
    for item in 0..<count {
      content.sizes[IndexPath(item: item, section: 0)] = CGSize(
        width: 30, height: item % 6 < 3 ? 10 : 20)
    }
    let layout = FlowLayout().prepared(for: content)
    // 66,667 full lines; the last (66,666, even: 10 tall) holds items 199,998 to 200,000, at the
    // leading edge 5 apart (its sizes differ from other lines'). An even line k starts at 15 k
    // (pairs of lines, 10 + 20 = 30 tall).
    let last = layout.frame(ofItem: IndexPath(item: count - 1, section: 0))
    #expect(last == cgRect(70, 15 * 66_666, 30, 10))
    let height = layout.contentSize.height
    #expect(height == 1_000_000, "content height \(height - 1_000_000) off")
    let middle = layout.layoutAttributesForElements(in: cgRect(0, 15 * 40_000, 100, 10))
    #expect(middle.map(\.indexPath.item) == [120_000, 120_001, 120_002])
  }
}
