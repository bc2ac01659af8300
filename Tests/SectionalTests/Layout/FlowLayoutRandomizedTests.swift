import Foundation
import Sectional
import SeededRandom
import Testing

/// Random content drawn from a seed: sections, counts, sizes, insets, spacing, headers, footers.
///
/// Sizes include zeros, over-wide items and fractions, so that rows wrap irregularly and some
/// elements are points or lines.
@MainActor
private func randomContent(using generator: inout SplitMix64) -> TestLayoutContent {
  func length(_ range: ClosedRange<Int>) -> CGFloat {
    // A whole or half point, zero now and then.
    Int.random(in: 0..<8, using: &generator) == 0
      ? 0 : CGFloat(Int.random(in: range, using: &generator)) / 2
  }
  let sectionCount = Int.random(in: 0...6, using: &generator)
  let content = TestLayoutContent(
    width: CGFloat(Int.random(in: 0...400, using: &generator)),
    itemCounts: (0..<sectionCount).map { _ in Int.random(in: 0...40, using: &generator) })
  for section in 0..<sectionCount {
    if Bool.random(using: &generator) {
      content.insets[section] = LayoutInsets(
        top: length(0...40), left: length(0...40), bottom: length(0...40), right: length(0...40))
    }
    if Bool.random(using: &generator) {
      content.lineSpacings[section] = length(0...30)
    }
    if Bool.random(using: &generator) {
      content.interitemSpacings[section] = length(0...30)
    }
    if Bool.random(using: &generator) {
      content.headerSizes[section] = CGSize(width: 0, height: length(0...60))
    }
    if Bool.random(using: &generator) {
      content.footerSizes[section] = CGSize(width: 0, height: length(0...60))
    }
    for item in 0..<content.itemCounts[section] where Int.random(in: 0..<4, using: &generator) > 0 {
      content.itemSizes[indexPath(section, item)] = CGSize(
        width: length(0...900), height: length(0...200))
    }
  }
  return content
}

/// A flow layout with random settings: either axis, either alignment, pinned headers or footers,
/// and a random display scale, direction and scroll position for the content.
@MainActor
private func randomLayout(
  for content: TestLayoutContent, using generator: inout SplitMix64
) -> FlowLayout {
  let layout = FlowLayout()
  layout.scrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
  layout.lineAlignment = Bool.random(using: &generator) ? .justified : .leading
  layout.sectionHeadersPinToVisibleBounds = Int.random(in: 0..<4, using: &generator) == 0
  layout.sectionFootersPinToVisibleBounds = Int.random(in: 0..<4, using: &generator) == 0
  content.displayScale = [1, 2, 3].randomElement(using: &generator)!
  content.layoutDirection = Bool.random(using: &generator) ? .leftToRight : .rightToLeft
  content.bounds.origin = CGPoint(
    x: CGFloat(Int.random(in: 0...300, using: &generator)),
    y: CGFloat(Int.random(in: 0...300, using: &generator)))
  if layout.scrollDirection == .horizontal {
    // The bounds' height is what columns fill: give them some.
    content.bounds.size.height = CGFloat(Int.random(in: 0...400, using: &generator))
  }
  return layout
}

/// Every element of a prepared layout, in index-path order, gathered with the single-element
/// queries.
@MainActor
private func allElements(of layout: FlowLayout, content: TestLayoutContent) -> [LayoutAttributes] {
  var elements: [LayoutAttributes] = []
  for (section, count) in content.itemCounts.enumerated() {
    let first = indexPath(section, 0)
    if let header = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: first) {
      elements.append(header)
    }
    for item in 0..<count {
      if let cell = layout.layoutAttributesForItem(at: indexPath(section, item)) {
        elements.append(cell)
      }
    }
    if let footer = layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: first) {
      elements.append(footer)
    }
  }
  return elements
}

/// Whether a frame meets a rect: on each axis, the half-open spans `[min, max)` share a point,
/// where a span of zero length is the point at its minimum.
private func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
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

/// A random rect over and around the content, sometimes degenerate or with a negative size, and
/// sometimes with its edges on an element's edges.
private func randomRect(
  around contentSize: CGSize, elements: [LayoutAttributes], using generator: inout SplitMix64
) -> CGRect {
  func coordinate(_ extent: CGFloat) -> CGFloat {
    if !elements.isEmpty && Int.random(in: 0..<3, using: &generator) == 0 {
      let frame = elements.randomElement(using: &generator)!.frame
      return [frame.minY, frame.maxY, frame.minX, frame.maxX].randomElement(using: &generator)!
    }
    return CGFloat(Int.random(in: -20...Int(extent) + 20, using: &generator))
  }
  let x = coordinate(contentSize.width)
  let y = coordinate(contentSize.height)
  let width = CGFloat(Int.random(in: -50...Int(contentSize.width) + 50, using: &generator))
  let height: CGFloat
  switch Int.random(in: 0..<4, using: &generator) {
  case 0: height = 0
  case 1: height = CGFloat(Int.random(in: -100...100, using: &generator))
  default: height = CGFloat(Int.random(in: 1...Int(contentSize.height) / 3 + 2, using: &generator))
  }
  return CGRect(x: x, y: y, width: width, height: height)
}

/// The seeds to run, or the one in `SECTIONAL_SEED` to replay a failure.
private let layoutSeeds: [UInt64] = {
  if let replay = ProcessInfo.processInfo.environment["SECTIONAL_SEED"].flatMap(UInt64.init) {
    return [replay]
  }
  return (0..<UInt64(400)).map { 0x1A70_0000 &+ $0 }
}()

@MainActor
@Suite("FlowLayout on random content")
struct FlowLayoutRandomizedTests {
  @Test func theElementsInARectAreExactlyThoseABruteForceFilterFinds() {
    for seed in layoutSeeds {
      var generator = SplitMix64(seed: seed)
      let content = randomContent(using: &generator)
      let layout = randomLayout(for: content, using: &generator).prepared(for: content)
      let elements = allElements(of: layout, content: content)
      for _ in 0..<25 {
        let rect = randomRect(around: layout.contentSize, elements: elements, using: &generator)
        let found = layout.layoutAttributesForElements(in: rect)
        let expected = elements.filter { meets($0.frame, rect) }
        guard found == expected else {
          Issue.record(
            """
            seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
            FlowLayoutRandomizedTests): in \(rect), found \(found.map(elementLabel)), expected \
            \(expected.map(elementLabel))
            """)
          return
        }
      }
    }
  }

  @Test func everyFrameIsFiniteAndWithinTheContent() {
    for seed in layoutSeeds {
      var generator = SplitMix64(seed: seed)
      let content = randomContent(using: &generator)
      let layout = randomLayout(for: content, using: &generator).prepared(for: content)
      let size = layout.contentSize
      let misplaced = allElements(of: layout, content: content).filter { element in
        let frame = element.frame
        let isFinite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
        // Along the scroll axis every element lies within the content.
        let (start, end, length) =
          layout.scrollDirection == .vertical
          ? (frame.minY, frame.maxY, size.height) : (frame.minX, frame.maxX, size.width)
        // Thirds of a point are not exact in binary: a rounding's worth of slack.
        let slack = length * 1e-12
        return !isFinite || start < -slack || end > length + slack || frame.width < 0
          || frame.height < 0
      }
      guard misplaced.isEmpty else {
        Issue.record(
          """
          seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
          FlowLayoutRandomizedTests): \(misplaced.map { "\(elementLabel($0)) \($0.frame)" }) \
          outside \(size)
          """)
        return
      }
    }
  }
}
