import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

/// A random dimension: a fraction of either side, a length, or (when allowed) an estimate.
private func randomDimension(estimated: Bool, using generator: inout SplitMix64) -> LayoutDimension
{
  switch Int.random(in: 0..<(estimated ? 4 : 3), using: &generator) {
  case 0: .fractionalWidth(CGFloat(Int.random(in: 1...10, using: &generator)) / 10)
  case 1: .fractionalHeight(CGFloat(Int.random(in: 1...10, using: &generator)) / 10)
  case 2: .absolute(CGFloat(Int.random(in: 5...120, using: &generator)))
  default: .estimated(CGFloat(Int.random(in: 10...60, using: &generator)))
  }
}

/// A random item, with a badge now and then.
private func randomItem(using generator: inout SplitMix64) -> LayoutItem {
  var item = LayoutItem(
    layoutSize: LayoutSize(
      widthDimension: randomDimension(estimated: false, using: &generator),
      heightDimension: randomDimension(estimated: true, using: &generator)))
  if Bool.random(using: &generator) {
    item.contentInsets = DirectionalEdgeInsets(
      all: CGFloat(Int.random(in: 0...4, using: &generator)))
  }
  if Int.random(in: 0..<4, using: &generator) == 0 {
    item.supplementaryItems = [
      SupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .absolute(8), heightDimension: .absolute(8)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    ]
    item.supplementaryItems[0].zIndex = Int.random(in: 0...4, using: &generator)
  }
  return item
}

/// A random group of the three forms, nested up to `depth`.
private func randomGroup(depth: Int, root: Bool, using generator: inout SplitMix64) -> LayoutGroup {
  let axis: LayoutAxis = Bool.random(using: &generator) ? .horizontal : .vertical
  let size = LayoutSize(
    widthDimension: root
      ? .fractionalWidth(CGFloat(Int.random(in: 3...10, using: &generator)) / 10)
      : randomDimension(estimated: false, using: &generator),
    heightDimension: root
      ? (Bool.random(using: &generator)
        ? .absolute(CGFloat(Int.random(in: 20...150, using: &generator)))
        : .estimated(CGFloat(Int.random(in: 20...80, using: &generator))))
      : randomDimension(estimated: false, using: &generator))
  func subitem() -> LayoutGroup.Subitem {
    depth > 0 && Int.random(in: 0..<3, using: &generator) == 0
      ? .group(randomGroup(depth: depth - 1, root: false, using: &generator))
      : .item(randomItem(using: &generator))
  }
  var group: LayoutGroup
  switch Int.random(in: 0..<3, using: &generator) {
  case 0:
    let subitems = (0..<Int.random(in: 1...3, using: &generator)).map { _ in subitem() }
    group = LayoutGroup(layoutSize: size, arrangement: .subitems(subitems, axis: axis))
  case 1:
    group = LayoutGroup(
      layoutSize: size,
      arrangement: .equalSlots(
        subitem(), count: Int.random(in: 1...4, using: &generator), axis: axis))
  default:
    group = LayoutGroup(
      layoutSize: size,
      arrangement: .repeating(
        subitem(), count: Int.random(in: 1...3, using: &generator), axis: axis))
  }
  let spacing = CGFloat(Int.random(in: 0...8, using: &generator))
  group.interItemSpacing = Bool.random(using: &generator) ? .fixed(spacing) : .flexible(spacing)
  return group
}

/// A random section description (here and in `CompositionalSectionReuseTests`).
func randomSection(using generator: inout SplitMix64) -> LayoutSection {
  var section = LayoutSection(group: randomGroup(depth: 2, root: true, using: &generator))
  section.interGroupSpacing = CGFloat(Int.random(in: 0...10, using: &generator))
  section.contentInsets = DirectionalEdgeInsets(
    all: CGFloat(Int.random(in: 0...16, using: &generator)))
  if Int.random(in: 0..<4, using: &generator) == 0 {
    section.orthogonalScrollingBehavior = .continuous
  }
  if Bool.random(using: &generator) {
    section.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: .header, alignment: .top)
    ]
    // A pinned header is drawn above the section's badges, and the layout's pinned banner
    // above every section.
    section.boundarySupplementaryItems[0].pinToVisibleBounds = Bool.random(using: &generator)
  }
  if Int.random(in: 0..<3, using: &generator) == 0 {
    var background = DecorationItem.background(elementKind: "background")
    background.zIndex = Int.random(in: -1...2, using: &generator)
    section.decorationItems = [background]
  }
  return section
}

@MainActor
private func randomContent(using generator: inout SplitMix64) -> DescribedContent {
  let sections = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
    (
      count: Int.random(in: 0...30, using: &generator),
      description: Optional(randomSection(using: &generator))
    )
  }
  return DescribedContent(
    bounds: CGRect(
      x: 0, y: 0, width: CGFloat(Int.random(in: 200...420, using: &generator)), height: 600),
    scale: CGFloat(Int.random(in: 1...3, using: &generator)), sections: sections)
}

/// Every cell's and badge's attributes, found one by one, without the rect query.
@MainActor
private func everyItemAndBadge(of layout: CompositionalLayout, content: DescribedContent)
  -> [LayoutAttributes]
{
  var result: [LayoutAttributes] = []
  for section in 0..<content.numberOfSections {
    for item in 0..<content.numberOfItems(inSection: section) {
      let indexPath = IndexPath(item: item, section: section)
      if let cell = layout.layoutAttributesForItem(at: indexPath) { result.append(cell) }
      if let badge = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: indexPath) {
        result.append(badge)
      }
    }
  }
  return result
}

/// Whether a frame meets a rect: half-open spans, a side of zero length being a point.
private func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
  func span(_ low: CGFloat, _ high: CGFloat, _ areaLow: CGFloat, _ areaHigh: CGFloat) -> Bool {
    if areaLow == areaHigh {
      return low == high ? low == areaLow : low <= areaLow && areaLow < high
    }
    if low == high { return areaLow <= low && low < areaHigh }
    return low < areaHigh && areaLow < high
  }
  return span(frame.minX, frame.maxX, rect.minX, rect.maxX)
    && span(frame.minY, frame.maxY, rect.minY, rect.maxY)
}

private func label(_ attributes: LayoutAttributes) -> String {
  "\(attributes.category == .cell ? "cell" : "badge") \(attributes.indexPath.section)-\(attributes.indexPath.item)"
}

/// The seeds to run, or the one in `SECTIONAL_SEED` to replay a failure.
private let seeds: [UInt64] = {
  if let replay = ProcessInfo.processInfo.environment["SECTIONAL_SEED"].flatMap(UInt64.init) {
    return [replay]
  }
  return (0..<UInt64(150)).map { 0xC0_0000 &+ $0 }
}()

@MainActor
@Suite("Compositional layout on random content")
struct CompositionalRandomizedTests {
  @Test func theCellsAndBadgesInARectAreThoseABruteForceFilterFinds() {
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      let content = randomContent(using: &generator)
      for section in 0..<content.numberOfSections where Bool.random(using: &generator) {
        content.offsets[section] = CGFloat(Int.random(in: 0...500, using: &generator))
      }
      let layout = CompositionalLayout { _, _ in nil }
      layout.diagnosticHandler = { _ in }
      layout.prepare(for: content)
      let viewport = CGFloat(content.bounds.width)
      let all = everyItemAndBadge(of: layout, content: content)
      for _ in 0..<20 {
        let rect = CGRect(
          x: CGFloat(Int.random(in: -50...Int(viewport), using: &generator)),
          y: CGFloat(
            Int.random(in: -50...max(0, Int(layout.contentSize.height)), using: &generator)),
          width: CGFloat(Int.random(in: 0...Int(viewport), using: &generator)),
          height: CGFloat(Int.random(in: 0...300, using: &generator)))
        let found = layout.layoutAttributesForElements(in: rect)
          .filter { $0.category == .cell || $0.category == .supplementaryView("badge") }
        let expected = all.filter { element in
          guard meets(element.frame, rect) else { return false }
          // An element of a section that scrolls on its own shows only within the container.
          let section = content.sections[element.indexPath.section].description
          guard section?.orthogonalScrollingBehavior != OrthogonalScrollingBehavior.none else {
            return true
          }
          return meets(
            element.frame, CGRect(x: 0, y: element.frame.minY, width: viewport, height: 1e9))
        }
        guard Set(found) == Set(expected), found.count == expected.count else {
          Issue.record(
            """
            seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
            CompositionalRandomizedTests): in \(rect), found \(found.map(label).sorted()), \
            expected \(expected.map(label).sorted())
            """)
          return
        }
      }
    }
  }

  @Test func anIncrementalPreparationEqualsAFreshOne() {
    // A pinned banner of the layout's own, whose z-index follows every section's.
    let configuration = CompositionalLayoutConfiguration(boundarySupplementaryItems: [
      BoundarySupplementaryItem(elementKind: "banner").height(.absolute(20))
        .pinToVisibleBounds(true)
    ])
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      let content = randomContent(using: &generator)
      let layout = CompositionalLayout(configuration: configuration) { _, _ in nil }
      layout.diagnosticHandler = { _ in }
      layout.prepare(for: content)
      for step in 0..<6 {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
          // Measure some items.
          var resized: [IndexPath] = []
          for section in 0..<content.numberOfSections {
            for item in 0..<content.numberOfItems(inSection: section)
            where Int.random(in: 0..<5, using: &generator) == 0 {
              let indexPath = IndexPath(item: item, section: section)
              content.measured[indexPath] = CGSize(
                width: CGFloat(Int.random(in: 10...100, using: &generator)),
                height: CGFloat(Int.random(in: 10...100, using: &generator)))
              resized.append(indexPath)
            }
          }
          layout.invalidateLayout(.itemSizes(resized))
        case 1:
          // A batch: a section inserted, one deleted, one changed; the others kept.
          var reusing: [Int?] = Array(0..<content.numberOfSections)
          if content.numberOfSections > 1, Bool.random(using: &generator) {
            let deleted = Int.random(in: 0..<content.numberOfSections, using: &generator)
            content.sections.remove(at: deleted)
            reusing.remove(at: deleted)
          }
          let inserted = Int.random(in: 0...content.numberOfSections, using: &generator)
          content.sections.insert(
            (
              count: Int.random(in: 0...20, using: &generator),
              description: randomSection(using: &generator)
            ),
            at: inserted)
          reusing.insert(nil, at: inserted)
          let changed = Int.random(in: 0..<content.numberOfSections, using: &generator)
          content.sections[changed].count = Int.random(in: 0...20, using: &generator)
          reusing[changed] = nil
          // Measured sizes belong to the old index paths: those of the sections laid out again
          // are forgotten, as the view forgets them.
          var measured: [IndexPath: CGSize] = [:]
          for (indexPath, size) in content.measured {
            if let section = reusing.firstIndex(of: indexPath.section) {
              measured[IndexPath(item: indexPath.item, section: section)] = size
            }
          }
          content.measured = measured
          layout.invalidateLayout(.batchUpdate(reusing: reusing))
        default:
          // A description changed by its section's controller, with no update.
          let changed = Int.random(in: 0..<content.numberOfSections, using: &generator)
          content.sections[changed].description = randomSection(using: &generator)
          layout.invalidateLayout(.batchUpdate(reusing: Array(0..<content.numberOfSections)))
        }
        layout.prepare(for: content)
        let fresh = CompositionalLayout(configuration: configuration) { _, _ in nil }
        fresh.diagnosticHandler = { _ in }
        fresh.prepare(for: content)
        let full = CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5 + fresh.contentSize.height)
        let incremental = layout.layoutAttributesForElements(in: full)
        let expected = fresh.layoutAttributesForElements(in: full)
        guard incremental == expected, layout.contentSize == fresh.contentSize else {
          Issue.record(
            """
            seed \(seed) step \(step) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
            CompositionalRandomizedTests): the incremental layout differs from a fresh one: \
            \(zip(incremental, expected).first { $0 != $1 }.map { "\($0) vs \($1)" } ?? "counts \(incremental.count) vs \(expected.count)")
            """)
          return
        }
      }
    }
  }
}
