import Foundation
import Sectional
import SeededRandom
import Testing

/// Descriptions no app should write, drawn at random: the layout must finish, keep every frame
/// finite, and say what it could not honour.
@MainActor
@Suite("Compositional layout: hostile descriptions")
struct CompositionalHostileInputTests {
  private static let values: [CGFloat] = [
    .nan, .infinity, -.infinity, -5, 0, 0.25, 1, 3, 1e12, .greatestFiniteMagnitude,
  ]

  private func value(_ generator: inout SplitMix64) -> CGFloat {
    Self.values[Int.random(in: 0..<Self.values.count, using: &generator)]
  }

  private func dimension(_ generator: inout SplitMix64) -> LayoutDimension {
    let length = value(&generator)
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: return .fractionalWidth(length)
    case 1: return .fractionalHeight(length)
    case 2: return .absolute(length)
    case 3: return .estimated(length)
    default: return .uniformAcrossSiblings(estimate: length)
    }
  }

  private func group(depth: Int, _ generator: inout SplitMix64) -> LayoutGroup {
    let layoutSize = LayoutSize(
      widthDimension: dimension(&generator), heightDimension: dimension(&generator))
    var item = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: dimension(&generator), heightDimension: dimension(&generator)))
    item.contentInsets = DirectionalEdgeInsets(all: value(&generator))
    item.edgeSpacing = EdgeSpacing(
      leading: .flexible(value(&generator)), top: .fixed(value(&generator)))
    let subitem: LayoutGroup.Subitem =
      depth > 0 && Bool.random(using: &generator)
      ? .group(group(depth: depth - 1, &generator)) : .item(item)
    var result: LayoutGroup
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: result = .horizontal(layoutSize: layoutSize, subitems: [subitem, subitem])
    case 1:
      result = .vertical(
        layoutSize: layoutSize, subitem: subitem, count: Int.random(in: -2...5, using: &generator))
    case 2:
      result = .horizontal(
        layoutSize: layoutSize, repeatingSubitem: subitem,
        count: Int.random(in: -2...5, using: &generator))
    default:
      let frame = CGRect(
        x: value(&generator), y: value(&generator), width: value(&generator),
        height: value(&generator))
      result = .custom(layoutSize: layoutSize) { _ in [CustomGroupItem(frame: frame)] }
    }
    result.interItemSpacing =
      Bool.random(using: &generator) ? .fixed(value(&generator)) : .flexible(value(&generator))
    result.contentInsets = DirectionalEdgeInsets(all: value(&generator))
    return result
  }

  @Test func randomHostileDescriptionsLayOutToFiniteFrames() {
    let replay = ProcessInfo.processInfo.environment["SECTIONAL_SEED"].flatMap(UInt64.init)
    for seed in replay.map({ [$0] }) ?? (0..<UInt64(300)).map({ 0x0BAD_0000 &+ $0 }) {
      var generator = SplitMix64(seed: seed)
      var section = LayoutSection(group: group(depth: 2, &generator))
      section.contentInsets = DirectionalEdgeInsets(all: value(&generator))
      section.interGroupSpacing = value(&generator)
      if Bool.random(using: &generator) {
        section.orthogonalScrollingBehavior = .groupPagingCentered
      }
      section.boundarySupplementaryItems = [
        BoundarySupplementaryItem(
          layoutSize: LayoutSize(
            widthDimension: dimension(&generator), heightDimension: dimension(&generator)),
          elementKind: .header, alignment: .top)
      ]
      let configuration = CompositionalLayoutConfiguration(interSectionSpacing: value(&generator))
      let described = section
      let layout = CompositionalLayout(configuration: configuration) { _, _ in described }
      layout.diagnosticHandler = { _ in }
      let width = [0, 1, 320, CGFloat.nan][Int.random(in: 0..<4, using: &generator)]
      let content = TestLayoutContent(
        width: width, height: 600, itemCounts: [Int.random(in: 0...40, using: &generator), 3])
      content.displayScale = [0, 1, 3, CGFloat.nan, 1e9][Int.random(in: 0..<5, using: &generator)]
      layout.prepare(for: content)
      let all = layout.layoutAttributesForElements(
        in: CGRect(x: -1e15, y: -1e15, width: 2e15, height: 2e15))
      let isFinite = all.allSatisfy { element in
        [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height]
          .allSatisfy(\.isFinite)
      }
      #expect(
        isFinite,
        "seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter CompositionalHostileInputTests)"
      )
      #expect(
        layout.contentSize.width.isFinite && layout.contentSize.height.isFinite, "seed \(seed)")
      _ = layout.restingOrthogonalOffset(ofSection: 0, proposed: .nan, velocity: .infinity)
      if !isFinite { return }
    }
  }

  /// Counts no screen holds, with and without the spacing that multiplies them.
  nonisolated static let hugeCounts: [Int] = [.max, 1 << 24]
  nonisolated static let spacings: [CGFloat?] = [nil, 8]

  @Test(arguments: hugeCounts, spacings)
  func aCountGroupOfAHugeCountLaysOutOnlyItsItems(count: Int, spacing: CGFloat?) {
    var group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)),
      subitem: .item(LayoutItem(layoutSize: .fillingContainer)), count: count)
    group.interItemSpacing = spacing.map(LayoutSpacing.fixed)
    let prepared = PreparedCompositionalLayout(
      LayoutSection(group: group), counts: [3], width: 390, scale: 3)
    // The slots share what the spacing leaves of the width, less than a pixel each: the items
    // are empty, one spacing apart.
    for item in 0..<3 {
      expectFrame(prepared.frame(0, item), CGFloat(item) * (spacing ?? 0), 0, 0, 50)
    }
    #expect(prepared.frame(0, 3) == nil)
    #expect(prepared.layout.contentSize == CGSize(width: 390, height: 50))
  }

  @Test(arguments: hugeCounts, spacings)
  func aVerticalCountGroupOfAHugeCountLaysOutOnlyItsItems(count: Int, spacing: CGFloat?) {
    var group = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .absolute(60)),
      subitem: .item(LayoutItem(layoutSize: .fillingContainer)), count: count)
    group.interItemSpacing = spacing.map(LayoutSpacing.fixed)
    let prepared = PreparedCompositionalLayout(
      LayoutSection(group: group), counts: [3, 1], width: 390, scale: 3)
    for item in 0..<3 {
      expectFrame(prepared.frame(0, item), 0, CGFloat(item) * (spacing ?? 0), 390, 0)
    }
    expectFrame(prepared.frame(1, 0), 0, 60, 390, 0)
    #expect(prepared.layout.contentSize == CGSize(width: 390, height: 120))
  }

  @Test func aCountGroupOfAHugeCountWhoseSubitemTakesNoItemStops() {
    let empty = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in [] }
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitem: .group(empty), count: .max)
    let prepared = PreparedCompositionalLayout(LayoutSection(group: group), counts: [3], scale: 3)
    #expect(prepared.frame(0, 0) == nil)
    #expect(prepared.diagnostics.map(\.kind) == [.emptyGroup])
  }
}
