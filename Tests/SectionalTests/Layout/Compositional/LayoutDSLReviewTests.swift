import Foundation
import Sectional
import Testing

/// A composite of DSL values, defined outside the library.
private struct DSLRTwoUp: LayoutGroupConvertible {
  typealias Item = Sectional.Item
  var layoutGroup: LayoutGroup {
    HGroup(count: 2) { Item() }.interItemSpacing(.fixed(10)).layoutGroup
  }
}

/// An item written with a leaf of its own, as a declarative layer's component is.
private struct DSLRLeafItem: LayoutLeaf, LayoutSubitemConvertible {
  var name: String
  var layoutSubitem: LayoutGroup.Subitem { .item(LayoutItem(layoutSize: .fillingContainer)) }
  var layoutLeaves: [(any LayoutLeaf)?] { [self] }
}

/// The mixed-layout controller of CompositionalLayouts.md, line 50.
private final class DSLRPhotoGrid: ListSectionController<[String], String>, SectionLayoutProviding {
  typealias Item = Sectional.Item
  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    LayoutSection {
      HGroup(height: .fractionalWidth(1 / 3)) {
        Item(width: .fractionalWidth(1 / 3)).contentInsets(value: 1)
      }
    }
  }
}

/// Every frame of a prepared layout, sorted, to compare two layouts element by element.
@MainActor
private func dslrAllFrames(_ layout: CompositionalLayout) -> [String] {
  layout.layoutAttributesForElements(in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
    .map { "\($0.category) \($0.indexPath) \($0.frame)" }
    .sorted()
}

@MainActor
@Suite("Compositional layout: DSL review")
struct LayoutDSLReviewTests {
  typealias Item = Sectional.Item

  /// Prepares two sections descriptions side by side and returns their frames.
  private func frames(
    _ section: LayoutSection, counts: [Int] = [7], width: CGFloat = 300, scale: CGFloat = 3
  ) -> (PreparedCompositionalLayout, [String]) {
    let prepared = PreparedCompositionalLayout(section, counts: counts, width: width, scale: scale)
    return (prepared, dslrAllFrames(prepared.layout))
  }

  // MARK: DSL vs the explicit API

  @Test func everyGroupFormMatchesTheExplicitAPI() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    // HGroup { } (subitems)
    #expect(
      HGroup(height: .absolute(40)) { Item(width: .fractionalWidth(0.5)) }.layoutGroup
        == .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
    // VGroup { } (subitems)
    #expect(
      VGroup(width: .absolute(40)) { Item(width: .fractionalWidth(0.5)) }.layoutGroup
        == .vertical(layoutSize: size(.absolute(40), .fractionalHeight(1)), subitems: [item]))
    // count:
    #expect(
      HGroup(count: 3, height: .absolute(40)) { Item(width: .fractionalWidth(0.5)) }.layoutGroup
        == .horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(40)), subitem: .item(item), count: 3))
    #expect(
      VGroup(count: 3, width: .absolute(40)) { Item(width: .fractionalWidth(0.5)) }.layoutGroup
        == .vertical(
          layoutSize: size(.absolute(40), .fractionalHeight(1)), subitem: .item(item), count: 3))
    // repeating:
    #expect(
      HGroup(repeating: 2, height: .absolute(40)) { Item(width: .fractionalWidth(0.5)) }
        .layoutGroup
        == .horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: .item(item),
          count: 2))
    #expect(
      VGroup(repeating: 2) { Item(width: .fractionalWidth(0.5)) }.layoutGroup
        == .vertical(
          layoutSize: .fillingContainer, repeatingSubitem: .item(item), count: 2))
    // of:
    #expect(
      HGroup(of: [1, 2, 3]) { value in Item(width: .absolute(CGFloat(value))) }.layoutGroup
        == .horizontal(
          layoutSize: .fillingContainer,
          subitems: [1, 2, 3].map {
            LayoutItem(layoutSize: size(.absolute(CGFloat($0)), .fractionalHeight(1)))
          }))
    // Item with supplementary items
    let badge = SupplementaryItem(
      layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    #expect(
      Item(width: .absolute(30)) { badge }
        == LayoutItem(
          layoutSize: size(.absolute(30), .fractionalHeight(1)), supplementaryItems: [badge]))
  }

  @Test func aNestedDSLSectionLaysOutLikeTheExplicitOne() {
    let dsl = LayoutSection {
      HGroup(height: .absolute(90)) {
        Item(width: .fractionalWidth(0.4)).contentInsets(value: 2)
        VGroup(repeating: 2, width: .fractionalWidth(0.6)) {
          Item(height: .absolute(40)).edgeSpacing(top: .flexible(0))
        }
        .interItemSpacing(.fixed(4))
      }
      .interItemSpacing(.flexible(3))
      .contentInsets(horizontal: 5)
    }
    .interGroupSpacing(6)
    .contentInsets(top: 4, bottom: 4)

    var leaf = LayoutItem(layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)))
    leaf.contentInsets = DirectionalEdgeInsets(all: 2)
    var small = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
    small.edgeSpacing = EdgeSpacing(top: .flexible(0))
    var column = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.6), .fractionalHeight(1)),
      repeatingSubitem: .item(small), count: 2)
    column.interItemSpacing = .fixed(4)
    var row = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(90)),
      subitems: [.item(leaf), .group(column)])
    row.interItemSpacing = .flexible(3)
    row.contentInsets = DirectionalEdgeInsets(horizontal: 5)
    var explicit = LayoutSection(group: row)
    explicit.interGroupSpacing = 6
    explicit.contentInsets = DirectionalEdgeInsets(top: 4, bottom: 4)
    #expect(dsl == explicit)
    let (a, dslFrames) = frames(dsl)
    let (b, explicitFrames) = frames(explicit)
    #expect(dslFrames == explicitFrames)
    #expect(!dslFrames.isEmpty)
    #expect(a.diagnostics == b.diagnostics)
  }

  @Test func aCustomGroupMatchesTheExplicitCustomGroup() {
    let provider: @Sendable (LayoutEnvironment) -> [CustomGroupItem] = { environment in
      (0..<3).map { step in
        CustomGroupItem(
          frame: CGRect(
            x: CGFloat(step) * environment.containerSize.width / 3, y: CGFloat(step) * 10,
            width: 30, height: 30))
      }
    }
    let dsl = CustomGroup(height: .absolute(80), itemProvider: provider)
      .contentInsets(leading: 6)
    var explicit = LayoutGroup.custom(
      layoutSize: size(.fractionalWidth(1), .absolute(80)), itemProvider: provider)
    explicit.contentInsets = DirectionalEdgeInsets(leading: 6)
    #expect(dsl.layoutSize == explicit.layoutSize)
    #expect(dsl.contentInsets == explicit.contentInsets)
    let (_, dslFrames) = frames(LayoutSection { dsl })
    let (_, explicitFrames) = frames(LayoutSection(group: explicit))
    #expect(dslFrames == explicitFrames)
  }

  @Test func aCustomGroupSeesItsBoxAndPlacesFramesFromItsOrigin() {
    let seen = DSLRBox()
    let section = LayoutSection {
      CustomGroup(height: .absolute(100)) { environment in
        seen.set(environment.containerSize)
        return [
          CustomGroupItem(frame: CGRect(x: 0, y: 0, width: 20, height: 20)),
          CustomGroupItem(frame: CGRect(x: 50, y: 30, width: 20, height: 20)),
        ]
      }
      .contentInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    }
    .contentInsets(leading: 7)
    let prepared = PreparedCompositionalLayout(section, counts: [3], width: 300, scale: 1)
    #expect(seen.get() == CGSize(width: 300 - 7 - 20, height: 90))
    expectFrame(prepared.frame(0, 0), 17, 5, 20, 20)
    expectFrame(prepared.frame(0, 1), 67, 35, 20, 20)
    // The next copy starts after the group's full height.
    expectFrame(prepared.frame(0, 2), 17, 105, 20, 20)
    #expect(prepared.diagnostics.isEmpty)
  }

  // MARK: Modifiers

  @Test func modifiersAppliedTwiceKeepTheLastAndCommuteAcrossProperties() {
    let base = Item(width: .absolute(10))
    #expect(
      base.width(.absolute(20)).width(.absolute(30)).layoutSize.widthDimension == .absolute(30))
    #expect(
      base.size(size(.absolute(1), .absolute(2))).height(.absolute(5)).layoutSize
        == size(.absolute(1), .absolute(5)))
    #expect(
      base.height(.absolute(5)).size(size(.absolute(1), .absolute(2))).layoutSize
        == size(.absolute(1), .absolute(2)))
    // The edge-by-edge forms replace every edge, those not given becoming zero / none.
    #expect(
      base.contentInsets(value: 4).contentInsets(top: 1).contentInsets
        == DirectionalEdgeInsets(top: 1))
    #expect(
      base.edgeSpacing(top: .fixed(1)).edgeSpacing(leading: .fixed(2)).edgeSpacing
        == EdgeSpacing(leading: .fixed(2)))
    // Different properties commute.
    #expect(
      base.contentInsets(value: 3).width(.absolute(4)).edgeSpacing(top: .fixed(2))
        == base.edgeSpacing(top: .fixed(2)).width(.absolute(4)).contentInsets(value: 3))
    let group = VGroup(count: 2) { base }
    #expect(
      group.interItemSpacing(.fixed(3)).height(.absolute(9)).contentInsets(value: 1).layoutGroup
        == group.contentInsets(value: 1).interItemSpacing(.fixed(3)).height(.absolute(9))
        .layoutGroup)
    #expect(
      group.interItemSpacing(.fixed(3)).interItemSpacing(nil).layoutGroup.interItemSpacing == nil)
    // A modifier on the DSL group and on its LayoutGroup give the same group.
    #expect(
      group.width(.absolute(7)).layoutGroup == group.layoutGroup.width(.absolute(7)))
  }

  @Test func supplementaryListModifiersReplaceWhileSingularOnesAppend() {
    let a = SupplementaryItem(elementKind: "a")
    let b = SupplementaryItem(elementKind: "b")
    let item = Item()
    #expect(item.supplementaryItem(a).supplementaryItems { b }.supplementaryItems == [b])
    #expect(item.supplementaryItems { b }.supplementaryItem(a).supplementaryItems == [b, a])
    let header = BoundarySupplementaryItem(elementKind: .header)
    let footer = BoundarySupplementaryItem(elementKind: .footer).alignment(.bottom)
    let section = LayoutSection { HGroup { item } }
    #expect(
      section.boundarySupplementaryItem(header).boundarySupplementaryItems { footer }
        .boundarySupplementaryItems == [footer])
    #expect(
      section.boundarySupplementaryItems { footer }.boundarySupplementaryItem(header)
        .boundarySupplementaryItems == [footer, header])
    let background = DecorationItem(elementKind: "bg")
    #expect(background == .background(elementKind: "bg"))
    #expect(
      section.decorationItem(background).decorationItems {}.decorationItems.isEmpty)
  }

  @Test func supplementaryDSLMatchesTheExplicitDescriptions() {
    let dslBadge = SupplementaryItem(elementKind: "badge")
      .width(.absolute(16)).height(.absolute(16))
      .containerAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.5, y: -0.5))
      .zIndex(3)
    var badge = SupplementaryItem(
      layoutSize: size(.absolute(16), .absolute(16)), elementKind: "badge",
      containerAnchor: LayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    badge.zIndex = 3
    #expect(dslBadge == badge)
    let dslHeader = BoundarySupplementaryItem(elementKind: .header)
      .height(.absolute(30)).pinToVisibleBounds(true).extendsBoundary(false)
      .absoluteOffset(CGPoint(x: 0, y: 2)).zIndex(4)
    var header = BoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: .header,
      alignment: .top, absoluteOffset: CGPoint(x: 0, y: 2))
    header.pinToVisibleBounds = true
    header.extendsBoundary = false
    header.zIndex = 4
    #expect(dslHeader == header)
    let dsl = LayoutSection {
      HGroup(height: .absolute(50)) {
        Item(width: .fractionalWidth(0.5)).supplementaryItem(dslBadge)
      }
    }
    .boundarySupplementaryItems { dslHeader }
    .decorationItems { DecorationItem(elementKind: "bg").contentInsets(value: 2) }
    var group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)),
      subitems: [
        LayoutItem(
          layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge]
        )
      ])
    group.contentInsets = .zero
    var explicit = LayoutSection(group: group)
    explicit.boundarySupplementaryItems = [header]
    var background = DecorationItem.background(elementKind: "bg")
    background.contentInsets = DirectionalEdgeInsets(all: 2)
    explicit.decorationItems = [background]
    #expect(dsl == explicit)
    let (_, dslFrames) = frames(dsl, counts: [3])
    let (_, explicitFrames) = frames(explicit, counts: [3])
    #expect(dslFrames == explicitFrames)
    #expect(dslFrames.count == 3 + 3 + 1 + 1)
  }

  @Test func aDefaultSupplementaryItemCoversItsHost() {
    let section = LayoutSection {
      HGroup(height: .absolute(40)) {
        Item(width: .fractionalWidth(0.5)).supplementaryItem(
          SupplementaryItem(elementKind: "overlay"))
      }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 200, scale: 1)
    #expect(prepared.supplementary("overlay", 0, 1) == prepared.frame(0, 1))
    expectFrame(prepared.supplementary("overlay", 0, 1), 100, 0, 100, 40)
  }

  @Test func twoBadgesOfOneKindOnOneItemAreDiagnosedOrLaidOutOnce() {
    // `.supplementaryItem(_:)` appends: applied twice, one item has two views of one kind, which
    // share the item's index path.
    let badge = SupplementaryItem(elementKind: "badge").width(.absolute(10)).height(.absolute(10))
    let section = LayoutSection {
      HGroup(height: .absolute(40)) {
        Item(width: .fractionalWidth(0.5)).supplementaryItem(badge).supplementaryItem(
          badge.containerAnchor(edges: [.top, .leading]))
      }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 200, scale: 1)
    let badges = prepared.layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 200, height: 100)
    ).filter { $0.category == .supplementaryView("badge") }
    let paths = badges.map(\.indexPath)
    let unique = Set(paths).count == paths.count
    let diagnosed = prepared.diagnostics.contains { $0.kind == .duplicateElementKind("badge") }
    // Fixed: the first of the two is laid out, and the second is reported.
    #expect(unique, "badges at \(paths)")
    #expect(diagnosed, "diagnostics \(prepared.diagnostics)")
  }

  // MARK: Builders

  @Test func buildersTakeOptionalsIfElseSwitchAndLoopsWithMatchingLeaves() {
    func row(_ optional: CGFloat?, flag: Bool, kind: Int, loop: Int) -> AxisGroup<
      HorizontalGroupAxis
    > {
      HGroup {
        if let optional { Item(width: .absolute(optional)) }
        if flag { Item(width: .absolute(1)) } else { VGroup(count: 2) { Item() } }
        switch kind {
        case 0: Item(width: .absolute(2))
        case 1: DSLRTwoUp()
        default: [LayoutGroup.Subitem.item(Item(width: .absolute(3))), .item(Item())]
        }
        for index in 0..<loop { Item(width: .absolute(CGFloat(index))) }
      }
    }
    func count(_ group: AxisGroup<HorizontalGroupAxis>) -> Int {
      guard case .subitems(let subitems, .horizontal) = group.layoutGroup.arrangement else {
        return -1
      }
      return subitems.count
    }
    #expect(count(row(nil, flag: true, kind: 0, loop: 0)) == 2)
    #expect(count(row(5, flag: false, kind: 2, loop: 3)) == 1 + 1 + 2 + 3)
    #expect(count(row(5, flag: false, kind: 1, loop: 0)) == 3)
    // One leaf per written item, depth first: the count group's and the composite's subitem once.
    #expect(row(nil, flag: true, kind: 0, loop: 0).layoutLeaves.count == 2)
    #expect(row(5, flag: false, kind: 2, loop: 3).layoutLeaves.count == 1 + 1 + 2 + 3)
    #expect(row(5, flag: false, kind: 1, loop: 0).layoutLeaves.count == 3)
    #expect(row(nil, flag: false, kind: 1, loop: 0).layoutLeaves.count == 2)
  }

  @Test func theRootBuilderChoosesAGroupWithIfElseAndSwitch() {
    func section(_ wide: Bool) -> LayoutSection {
      LayoutSection {
        if wide {
          HGroup(height: .absolute(10)) { Item() }
        } else {
          CustomGroup(height: .absolute(10)) { _ in [CustomGroupItem(frame: .zero)] }
        }
      }
    }
    #expect(section(true).group == HGroup(height: .absolute(10)) { Item() }.layoutGroup)
    guard case .custom = section(false).group.arrangement else {
      Issue.record("not the custom branch")
      return
    }
  }

  @Test func listBuildersTakeConditionsLoopsAndArrays() {
    let kinds: [ElementKind] = ["a", "b"]
    func items(_ flag: Bool) -> LayoutSection {
      LayoutSection { HGroup { Item() } }
        .boundarySupplementaryItems {
          if flag { BoundarySupplementaryItem(elementKind: .header) }
          for kind in kinds { BoundarySupplementaryItem(elementKind: kind).alignment(.bottom) }
          [BoundarySupplementaryItem(elementKind: .footer).alignment(.bottom)]
        }
    }
    #expect(
      items(true).boundarySupplementaryItems.map(\.elementKind) == [.header, "a", "b", .footer])
    #expect(items(false).boundarySupplementaryItems.map(\.elementKind) == ["a", "b", .footer])
  }

  // MARK: Empty builders

  @Test func anEmptyRootGroupIsDiagnosedNotSilent() {
    let section = LayoutSection { HGroup {} }
    let prepared = PreparedCompositionalLayout(section, counts: [3])
    #expect(prepared.frame(0, 0) == nil)
    #expect(prepared.diagnostics.map(\.kind) == [.emptyGroup])
    #expect(prepared.diagnostics.first?.section == 0)
  }

  @Test func anEmptyGroupBuiltByAnIfIsDiagnosed() {
    let show = false
    let section = LayoutSection {
      VGroup(height: .absolute(30)) {
        if show { Item() }
      }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [2])
    #expect(prepared.diagnostics.map(\.kind) == [.emptyGroup])
  }

  @Test func anEmptyNestedGroupIsDiagnosedWhateverItsSize() {
    // `VGroup {}` fills its container by default: it never fits after the first item, ends each
    // copy, and is never diagnosed.
    let section = LayoutSection {
      HGroup(height: .absolute(50)) {
        Item(width: .fractionalWidth(0.5))
        VGroup {}
        Item(width: .fractionalWidth(0.5))
      }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [3], width: 200, scale: 1)
    // Every item is laid out, one to a copy: the empty group ends each copy.
    expectFrame(prepared.frame(0, 0), 0, 0, 100, 50)
    expectFrame(prepared.frame(0, 1), 0, 50, 100, 50)
    expectFrame(prepared.frame(0, 2), 0, 100, 100, 50)
    #expect(prepared.diagnostics.map(\.kind) == [.emptyGroup], "\(prepared.diagnostics)")
  }

  @Test func anEmptyNestedGroupsDiagnosticSaysWhatHappened() {
    let section = LayoutSection {
      HGroup(height: .absolute(50)) {
        Item(width: .fractionalWidth(0.5))
        VGroup(width: .absolute(0)) {}
        Item(width: .fractionalWidth(0.5))
      }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [3], width: 200, scale: 1)
    #expect(prepared.diagnostics.map(\.kind) == [.emptyGroup])
    // Every item is still laid out, one to a copy.
    expectFrame(prepared.frame(0, 1), 0, 50, 100, 50)
    expectFrame(prepared.frame(0, 2), 0, 100, 100, 50)
    let message = prepared.diagnostics.first?.message ?? ""
    #expect(!message.contains("are not laid out"), "\(message)")
    #expect(message.contains("goes to the next copy"), "\(message)")
  }

  @Test func anEmptyDataGroupIsDiagnosed() {
    let section = LayoutSection {
      HGroup(of: [Int](), height: .absolute(20)) { _ in Item() }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [2])
    #expect(prepared.diagnostics.map(\.kind) == [.emptyGroup])
  }

  // MARK: Invalid values

  @Test(arguments: [0, -1, -100])
  func aCountGroupOfNoSlotsIsDiagnosed(count: Int) {
    let section = LayoutSection { HGroup(count: count, height: .absolute(40)) { Item() } }
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 200, scale: 1)
    // It lays out as one slot, as documented.
    expectFrame(prepared.frame(0, 0), 0, 0, 200, 40)
    expectFrame(prepared.frame(0, 1), 0, 40, 200, 40)
    #expect(prepared.diagnostics.map(\.kind) == [.invalidValue], "\(prepared.diagnostics)")
  }

  @Test(arguments: [0, -3])
  func aRepeatingGroupOfNoCopiesIsDiagnosed(count: Int) {
    let section = LayoutSection {
      VGroup(repeating: count, height: .absolute(40)) { Item(height: .absolute(20)) }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 200, scale: 1)
    expectFrame(prepared.frame(0, 0), 0, 0, 200, 20)
    expectFrame(prepared.frame(0, 1), 0, 40, 200, 20)
    #expect(prepared.diagnostics.map(\.kind) == [.invalidValue], "\(prepared.diagnostics)")
  }

  @Test(arguments: [LayoutDimension.fractionalWidth(0), .absolute(0)])
  func aZeroLengthItemAlongItsGroupsAxisIsDiagnosed(width: LayoutDimension) {
    let section = LayoutSection { HGroup(height: .absolute(40)) { Item(width: width) } }
    let prepared = PreparedCompositionalLayout(section, counts: [5], width: 200, scale: 1)
    // Every item fits in the first copy, zero wide: the section shows nothing.
    expectFrame(prepared.frame(0, 4), 0, 0, 0, 40)
    #expect(!prepared.diagnostics.isEmpty)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -1])
  func aBadFractionInAnItemIsDiagnosedInItsSection(value: CGFloat) {
    let good = LayoutSection { HGroup(height: .absolute(40)) { Item() } }
    let bad = LayoutSection {
      HGroup(height: .absolute(40)) { Item(width: .fractionalWidth(value)) }
    }
    let prepared = PreparedCompositionalLayout(counts: [1, 1, 1], width: 200, scale: 1) {
      index, _ in index == 2 ? bad : good
    }
    #expect(prepared.diagnostics.map(\.kind) == [.invalidValue])
    #expect(prepared.diagnostics.map(\.section) == [2])
    expectFrame(prepared.frame(2, 0), 0, 80, 0, 40)
    // The message should say which element it is in, not only the section.
    let message = prepared.diagnostics.first?.message ?? ""
    #expect(message.contains("the width of item 0"), "\(message)")
  }

  @Test func sectionsOfOneInvalidDescriptionEachReportTheirDiagnostic() {
    let bad = LayoutSection { HGroup(height: .absolute(-5)) { Item() } }
    let prepared = PreparedCompositionalLayout(counts: [1, 2, 1], width: 200, scale: 1) { _, _ in
      bad
    }
    #expect(prepared.diagnostics.map(\.section).sorted() == [0, 1, 2])
    #expect(prepared.diagnostics.allSatisfy { $0.kind == .invalidValue })
  }

  @Test(arguments: [CGFloat.nan, .infinity, -8])
  func anInvalidInterSectionSpacingIsDiagnosed(spacing: CGFloat) {
    let layout = CompositionalLayout { LayoutSection { HGroup(height: .absolute(40)) { Item() } } }
      .interSectionSpacing(spacing)
    let log = DiagnosticLog()
    layout.diagnosticHandler = { log.entries.append($0) }
    let content = TestLayoutContent(width: 200, height: 400, itemCounts: [1, 1])
    layout.prepare(for: content)
    expectFrame(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame, 0, 40, 200, 40)
    #expect(log.entries.map(\.kind) == [.invalidValue], "\(log.entries)")
  }

  @Test func aNegativeInterGroupSpacingOverlapsTheCopiesAsDocumented() {
    // A negative spacing between subitems counts as zero with a diagnostic; between group copies
    // it overlaps them, as stacked cards are drawn (LayoutSection.interGroupSpacing documents it).
    let section = LayoutSection { HGroup(height: .absolute(40)) { Item() } }
      .interGroupSpacing(-10)
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 200, scale: 1)
    let second = prepared.frame(0, 1)
    let itemSection = LayoutSection {
      HGroup(height: .absolute(40)) { Item(width: .absolute(50)) }.interItemSpacing(.fixed(-10))
    }
    let itemPrepared = PreparedCompositionalLayout(itemSection, counts: [2], width: 200, scale: 1)
    #expect(itemPrepared.diagnostics.map(\.kind) == [.invalidValue])
    #expect(second?.minY == 30, "second copy at \(String(describing: second))")
    #expect(prepared.diagnostics.isEmpty, "\(prepared.diagnostics)")
  }

  // MARK: Custom groups

  @Test func aCustomGroupWithNoFrameIsDiagnosed() {
    let section = LayoutSection { CustomGroup(height: .absolute(10)) { _ in [] } }
    let prepared = PreparedCompositionalLayout(section, counts: [2])
    #expect(prepared.frame(0, 0) == nil)
    #expect(prepared.diagnostics.map(\.kind) == [.emptyGroup])
  }

  @Test func aCustomGroupWithANonFiniteFrameIsDiagnosed() {
    let section = LayoutSection {
      CustomGroup(height: .absolute(10)) { _ in
        [CustomGroupItem(frame: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))]
      }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 200, scale: 1)
    #expect(prepared.diagnostics.map(\.kind) == [.invalidValue])
    let all = dslrAllFrames(prepared.layout)
    #expect(all.count == 2)
  }

  @Test func aCustomGroupWithMoreFramesThanItemsUsesOnlyWhatItNeeds() {
    let section = LayoutSection {
      CustomGroup(height: .absolute(10)) { _ in
        (0..<5).map {
          CustomGroupItem(frame: CGRect(x: CGFloat($0) * 10, y: 0, width: 10, height: 10))
        }
      }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [7], width: 200, scale: 1)
    expectFrame(prepared.frame(0, 4), 40, 0, 10, 10)
    expectFrame(prepared.frame(0, 5), 0, 10, 10, 10)
    expectFrame(prepared.frame(0, 6), 10, 10, 10, 10)
    #expect(prepared.frame(0, 7) == nil)
    #expect(prepared.diagnostics.isEmpty)
  }

  @Test func aCustomGroupFrameOutsideItsGroupIsDiagnosed() {
    let section = LayoutSection {
      CustomGroup(height: .absolute(50)) { _ in
        [CustomGroupItem(frame: CGRect(x: 180, y: 30, width: 60, height: 60))]
      }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 200, scale: 1)
    expectFrame(prepared.frame(0, 0), 180, 30, 60, 60)
    #expect(
      prepared.diagnostics.contains {
        if case .groupOverflow = $0.kind { return true }
        return false
      }, "\(prepared.diagnostics)")
  }

  @Test func aCustomGroupFrameOfNegativeSizeIsTheRectItSpans() {
    // Documented choice: a frame of negative width is the rect it spans, as Core Graphics reads
    // it (CGRect.standardized), not an invalid value.
    let section = LayoutSection {
      CustomGroup(height: .absolute(50)) { _ in
        [CustomGroupItem(frame: CGRect(x: 50, y: 0, width: -20, height: 10))]
      }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [1], width: 200, scale: 1)
    let frame = prepared.frame(0, 0)
    expectFrame(frame, 30, 0, 20, 10)
    #expect(prepared.diagnostics.isEmpty, "\(prepared.diagnostics)")
  }

  @Test func edgeSpacingOnTheSubitemOfACountGroupIsHonouredOrDiagnosed() {
    func prepared(_ spacing: EdgeSpacing?) -> PreparedCompositionalLayout {
      PreparedCompositionalLayout(
        LayoutSection {
          HGroup(count: 2, height: .absolute(40)) {
            Item(height: .absolute(20)).edgeSpacing(spacing)
          }
        }, counts: [2], width: 200, scale: 1)
    }
    let plain = prepared(nil)
    let spaced = prepared(EdgeSpacing(top: .fixed(10)))
    let moved = spaced.frame(0, 0) != plain.frame(0, 0)
    // Fixed: not applied, and reported.
    #expect(!moved)
    #expect(spaced.diagnostics.map(\.kind) == [.edgeSpacingIgnored], "\(spaced.diagnostics)")
  }

  @Test func edgeSpacingOnANestedGroupMovesIt() {
    let section = LayoutSection {
      HGroup(height: .absolute(40)) {
        VGroup(width: .fractionalWidth(0.5)) { Item() }.edgeSpacing(leading: .fixed(10))
      }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 200, scale: 1)
    expectFrame(prepared.frame(0, 0), 10, 0, 100, 40)
    // A second group would need 10 + 100 more: the next copy, spaced alike.
    expectFrame(prepared.frame(0, 1), 10, 40, 100, 40)
  }

  @Test func edgeSpacingOnTheRootGroupIsHonouredOrDiagnosed() {
    // The modifier is offered on the root group; LayoutGroup.edgeSpacing is documented as space
    // between the group and its neighbours.
    let section = LayoutSection {
      HGroup(height: .absolute(40)) { Item() }.edgeSpacing(top: .fixed(10), leading: .fixed(10))
    }
    let prepared = PreparedCompositionalLayout(section, counts: [2], width: 200, scale: 1)
    let moved = prepared.frame(0, 0).map { $0.minX != 0 || $0.minY != 0 } ?? false
    // Fixed: not applied, and reported.
    #expect(!moved)
    #expect(prepared.diagnostics.map(\.kind) == [.edgeSpacingIgnored], "\(prepared.diagnostics)")
  }

  @Test func groupSupplementariesTakeDistinctIndexPaths() {
    let tag = SupplementaryItem(elementKind: "tag").width(.absolute(5)).height(.absolute(5))
      .containerAnchor(edges: [.top, .leading])
    let section = LayoutSection {
      HGroup(height: .absolute(40)) {
        VGroup(count: 1, width: .fractionalWidth(0.5)) { Item() }.supplementaryItem(tag)
        VGroup(count: 1, width: .fractionalWidth(0.5)) { Item() }.supplementaryItem(tag)
      }
      .supplementaryItem(tag)
    }
    let prepared = PreparedCompositionalLayout(section, counts: [4], width: 200, scale: 1)
    let tags = prepared.layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 200, height: 200)
    ).filter { $0.category == .supplementaryView("tag") }
    #expect(tags.count == 6)
    #expect(Set(tags.map(\.indexPath)).count == 6)
    #expect(prepared.diagnostics.isEmpty)
  }

  @Test(arguments: [
    LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(.nan)),
    LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(-10)),
    LayoutSize(widthDimension: .fractionalWidth(-1), heightDimension: .absolute(10)),
  ])
  func anInvalidLayoutHeaderSizeIsDiagnosed(headerSize: LayoutSize) {
    let layout = CompositionalLayout { LayoutSection { HGroup(height: .absolute(40)) { Item() } } }
      .boundarySupplementaryItems {
        BoundarySupplementaryItem(elementKind: "layoutHeader").size(headerSize)
      }
    let log = DiagnosticLog()
    layout.diagnosticHandler = { log.entries.append($0) }
    layout.prepare(for: TestLayoutContent(width: 200, height: 400, itemCounts: [1]))
    #expect(log.entries.map(\.kind) == [.invalidValue], "\(log.entries)")
  }

  @Test func aNonFiniteLayoutHeaderOffsetIsDiagnosed() {
    let layout = CompositionalLayout { LayoutSection { HGroup(height: .absolute(40)) { Item() } } }
      .boundarySupplementaryItems {
        BoundarySupplementaryItem(elementKind: "layoutHeader").height(.absolute(10))
          .absoluteOffset(CGPoint(x: CGFloat.nan, y: 0))
      }
    let log = DiagnosticLog()
    layout.diagnosticHandler = { log.entries.append($0) }
    layout.prepare(for: TestLayoutContent(width: 200, height: 400, itemCounts: [1]))
    // A section header's non-finite offset is diagnosed; the layout's own is not.
    let section = LayoutSection { HGroup(height: .absolute(40)) { Item() } }
      .boundarySupplementaryItem(
        BoundarySupplementaryItem(elementKind: .header).height(.absolute(10))
          .absoluteOffset(CGPoint(x: CGFloat.nan, y: 0)))
    let sectionPrepared = PreparedCompositionalLayout(section, counts: [1], width: 200, scale: 1)
    #expect(sectionPrepared.diagnostics.map(\.kind) == [.invalidValue])
    #expect(log.entries.map(\.kind) == [.invalidValue], "\(log.entries)")
  }

  @Test func aSectionWithoutItsOwnReferenceUsesTheConfigurations() {
    let content = TestLayoutContent(width: 300, height: 400, itemCounts: [1])
    content.layoutMargins = LayoutInsets(top: 0, left: 20, bottom: 0, right: 20)
    var configuration = CompositionalLayoutConfiguration()
    configuration.contentInsetsReference = .layoutMargins
    let inherit = CompositionalLayout(
      section: LayoutSection { HGroup(height: .absolute(10)) { Item() } },
      configuration: configuration)
    inherit.prepare(for: content)
    expectFrame(
      inherit.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 20, 0, 260, 10)
    let own = CompositionalLayout(
      section: LayoutSection { HGroup(height: .absolute(10)) { Item() } }
        .contentInsetsReference(.none),
      configuration: configuration)
    own.prepare(for: content)
    expectFrame(
      own.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 0, 0, 300, 10)
  }

  @Test func leavesFollowTheWrittenItemsDepthFirstThroughModifiers() {
    let row = HGroup {
      DSLRLeafItem(name: "a")
      Item()
      VGroup(count: 3) { DSLRLeafItem(name: "b") }
      for name in ["c", "d"] { DSLRLeafItem(name: name) }
    }
    .width(.absolute(100)).interItemSpacing(.fixed(2)).contentInsets(value: 1)
    let names = row.layoutLeaves.map { ($0 as? DSLRLeafItem)?.name ?? "-" }
    #expect(names == ["a", "-", "b", "c", "d"])
    let outer = VGroup {
      row
      DSLRLeafItem(name: "e")
    }
    #expect(
      outer.layoutLeaves.map { ($0 as? DSLRLeafItem)?.name ?? "-" } == [
        "a", "-", "b", "c", "d", "e",
      ])
  }

  // MARK: Documented claims

  @Test func threeThirdsWithFixedSpacingFitTwoToARow() {
    // CompositionalLayouts.md: "Three `.fractionalWidth(1/3)` items with 8 points of fixed
    // spacing therefore fit *two* to a row."
    let section = LayoutSection {
      HGroup(height: .absolute(50)) {
        Item(width: .fractionalWidth(1 / 3))
        Item(width: .fractionalWidth(1 / 3))
        Item(width: .fractionalWidth(1 / 3))
      }
      .interItemSpacing(.fixed(8))
    }
    let prepared = PreparedCompositionalLayout(section, counts: [3], width: 300, scale: 1)
    expectFrame(prepared.frame(0, 0), 0, 0, 100, 50)
    expectFrame(prepared.frame(0, 1), 108, 0, 100, 50)
    expectFrame(prepared.frame(0, 2), 0, 50, 100, 50)
  }

  @Test func countSlotsFloorToThePixelGridAndAccumulate() {
    // CompositionalLayouts.md: "(375 − 3 × 8) / 4 is 87.75 points; at scale 3 a slot is 87.667".
    let section = LayoutSection {
      HGroup(count: 4, height: .absolute(50)) { Item() }.interItemSpacing(.fixed(8))
    }
    let prepared = PreparedCompositionalLayout(section, counts: [4], width: 375, scale: 3)
    expectFrame(prepared.frame(0, 0), 0, 0, 87.667, 50)
    expectFrame(prepared.frame(0, 1), 95.667, 0, 87.667, 50)
    expectFrame(prepared.frame(0, 3), 287, 0, 87.667, 50)
  }

  @Test func aCornerBadgeRoundsAsTheGuideSays() {
    // CompositionalLayouts.md: a 15-point badge centred on the corner of a cell at y 96 sits at
    // 88.667; on a cell at the top of the content, at −7.667.
    let badge = SupplementaryItem(elementKind: "badge")
      .size(size(.absolute(15), .absolute(15)))
      .containerAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.5, y: -0.5))
    let section = LayoutSection {
      HGroup(height: .absolute(96)) { Item(width: .fractionalWidth(0.5)).supplementaryItem(badge) }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [3], width: 300, scale: 3)
    #expect(abs((prepared.supplementary("badge", 0, 0)?.minY ?? 0) - -7.667) < 0.01)
    #expect(abs((prepared.supplementary("badge", 0, 2)?.minY ?? 0) - 88.667) < 0.01)
    #expect(abs((prepared.supplementary("badge", 0, 0)?.minX ?? 0) - 142.5) < 0.34)
  }

  @Test func aBackgroundSpansTheSectionHeaderAndFooterIncluded() {
    let section = LayoutSection { HGroup(height: .absolute(40)) { Item() } }
      .contentInsets(value: 10)
      .boundarySupplementaryItems {
        BoundarySupplementaryItem(elementKind: .header).height(.absolute(20))
        BoundarySupplementaryItem(elementKind: .footer).height(.absolute(30)).alignment(.bottom)
      }
      .decorationItems { DecorationItem(elementKind: "bg").contentInsets(value: 2) }
    let prepared = PreparedCompositionalLayout(section, counts: [2, 0], width: 200, scale: 1)
    // 20 + 10 + 40 + 40 + 10 + 30 = 150 tall.
    expectFrame(
      prepared.layout.layoutAttributesForDecorationView(
        ofKind: "bg", at: IndexPath(item: 0, section: 0))?.frame,
      2, 2, 196, 146)
    #expect(
      prepared.layout.layoutAttributesForDecorationView(
        ofKind: "bg", at: IndexPath(item: 0, section: 1))
        == nil)
  }

  // MARK: Providers

  @Test func aProviderDescribesSectionsByIndexAndEnvironment() {
    let provider: CompositionalLayout.SectionProvider = { index, environment in
      let columns = environment.effectiveContentSize.width > 300 ? 3 : 2
      return LayoutSection {
        if index == 0 {
          HGroup(count: columns, height: .absolute(CGFloat(10 * (index + 1)))) { Item() }
        } else {
          VGroup(height: .absolute(20)) { Item() }
        }
      }
    }
    let wide = PreparedCompositionalLayout(
      counts: [3, 1], width: 400, scale: 1, provider: provider)
    expectFrame(wide.frame(0, 2), 266, 0, 133, 10)
    expectFrame(wide.frame(1, 0), 0, 10, 400, 20)
    let narrow = PreparedCompositionalLayout(
      counts: [3, 1], width: 200, scale: 1, provider: provider)
    expectFrame(narrow.frame(0, 2), 0, 10, 100, 10)
    expectFrame(narrow.frame(1, 0), 0, 20, 200, 20)
  }

  @Test func theProviderSeesTheSafeAreaInTheLayoutDirection() {
    let seen = DSLREnvironments()
    let layout = CompositionalLayout { index, environment in
      seen.entries.append(environment)
      return LayoutSection { HGroup(height: .absolute(10)) { Item() } }
    }
    let content = TestLayoutContent(width: 300, height: 400, itemCounts: [1])
    content.displayScale = 2
    content.safeAreaInsets = LayoutInsets(top: 5, left: 10, bottom: 7, right: 30)
    content.layoutDirection = .rightToLeft
    layout.prepare(for: content)
    let environment = seen.entries.first
    #expect(environment?.containerSize == CGSize(width: 300, height: 400))
    #expect(
      environment?.contentInsets
        == DirectionalEdgeInsets(top: 5, leading: 30, bottom: 7, trailing: 10))
    #expect(environment?.effectiveContentSize == CGSize(width: 260, height: 388))
    #expect(environment?.displayScale == 2)
    #expect(environment?.layoutDirection == .rightToLeft)
    // The section's box is the container less the safe area: items mirrored inside it.
    expectFrame(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 10, 0, 260, 10)
  }

  @Test func theProviderIsAskedAgainWhenTheWidthChanges() {
    let provider: CompositionalLayout.SectionProvider = { _, environment in
      LayoutSection {
        HGroup(count: environment.containerSize.width > 300 ? 4 : 2, height: .absolute(10)) {
          Item()
        }
      }
    }
    let layout = CompositionalLayout(sectionProvider: provider)
    let content = TestLayoutContent(width: 400, height: 400, itemCounts: [4])
    layout.prepare(for: content)
    expectFrame(
      layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame, 300, 0, 100, 10)
    content.bounds = CGRect(x: 0, y: 0, width: 200, height: 400)
    #expect(layout.shouldInvalidateLayout(forBoundsChange: content.bounds))
    layout.invalidateLayout(.bounds)
    layout.prepare(for: content)
    expectFrame(
      layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame, 100, 10, 100, 10)
  }

  @Test func repeatingSectionsCycleAndAnEmptyListGivesTheDefault() {
    let a = LayoutSection { HGroup(height: .absolute(10)) { Item() } }
    let b = LayoutSection { HGroup(height: .absolute(20)) { Item() } }
    let layout = CompositionalLayout(repeatingSections: [a, b])
    let content = TestLayoutContent(width: 100, height: 400, itemCounts: [1, 1, 1])
    layout.prepare(for: content)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY == 30)
    #expect(layout.contentSize.height == 40)
    let empty = CompositionalLayout(repeatingSections: [])
    empty.prepare(for: content)
    let defaultLayout = CompositionalLayout(section: CompositionalLayout.defaultSection)
    defaultLayout.prepare(for: content)
    #expect(dslrAllFrames(empty) == dslrAllFrames(defaultLayout))
  }

  @Test func layoutModifiersMatchTheConfiguration() {
    let section = LayoutSection { HGroup(height: .absolute(10)) { Item() } }
    let dsl = CompositionalLayout { section }
      .interSectionSpacing(5)
      .scrollDirection(.vertical)
      .contentInsetsReference(.none)
      .boundarySupplementaryItems {
        BoundarySupplementaryItem(elementKind: "top").height(.absolute(12))
      }
    var configuration = CompositionalLayoutConfiguration(interSectionSpacing: 5)
    configuration.contentInsetsReference = .none
    configuration.boundarySupplementaryItems = [
      BoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(12)), elementKind: "top", alignment: .top)
    ]
    #expect(dsl.configuration == configuration)
    let explicit = CompositionalLayout(section: section, configuration: configuration)
    let content = TestLayoutContent(width: 100, height: 400, itemCounts: [2, 1])
    dsl.prepare(for: content)
    explicit.prepare(for: content)
    #expect(dslrAllFrames(dsl) == dslrAllFrames(explicit))
  }

  // MARK: Documentation

  @Test func theOverviewSnippetLaysOutAsWritten() {
    // CompositionalLayouts.md, line 18.
    let layout = CompositionalLayout { sectionIndex, environment in
      LayoutSection {
        HGroup(height: .absolute(100)) {
          Item(width: .fractionalWidth(1 / 3))
            .contentInsets(trailing: 4)
          VGroup(count: 2) { Item() }
            .width(.fractionalWidth(2 / 3))
            .interItemSpacing(.fixed(8))
        }
      }
      .interGroupSpacing(8)
      .contentInsets(horizontal: 16, vertical: 8)
    }
    .interSectionSpacing(8)
    let content = TestLayoutContent(width: 390, height: 844, itemCounts: [4, 1])
    content.displayScale = 3
    layout.prepare(for: content)
    func frame(_ s: Int, _ i: Int) -> CGRect? {
      layout.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame
    }
    expectFrame(frame(0, 0), 16, 8, 115.333, 100)
    expectFrame(frame(0, 1), 135.333, 8, 238.667, 46)
    expectFrame(frame(0, 2), 135.333, 62, 238.667, 46)
    expectFrame(frame(0, 3), 16, 116, 115.333, 100)
    // Section 0 ends at 8 + 100 + 8 + 100 + 8 = 224; 8 between sections.
    expectFrame(frame(1, 0), 16, 240, 115.333, 100)
  }

  @Test func theMixedScreenSnippetGivesTheGridAndTheList() {
    // CompositionalLayouts.md, line 50.
    let layout = CompositionalLayout { _, environment in
      LayoutSection.list(
        using: ListLayoutConfiguration(appearance: .plain), layoutEnvironment: environment)
    }
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 844), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update([
      Section(id: "photos", model: ["a", "b", "c", "d"], controller: DSLRPhotoGrid()),
      Section(
        id: "notes", model: ["one", "two"], controller: ListSectionController<[String], String>()),
    ])
    view.layoutIfNeeded()
    expectFrame(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 1, 1, 128, 128)
    expectFrame(
      view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, 261, 1, 128, 128)
    expectFrame(
      view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame, 1, 131, 128, 128)
    let note = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
    #expect(note?.minY == 260)
    #expect(note?.width == 390)
  }
}

/// The environments a section provider was given.
@MainActor
private final class DSLREnvironments {
  var entries: [LayoutEnvironment] = []
}

/// A value a custom group's closure writes from the layout pass.
private final class DSLRBox: @unchecked Sendable {
  private var size: CGSize?
  private let lock = NSLock()
  func set(_ value: CGSize) { lock.withLock { size = value } }
  func get() -> CGSize? { lock.withLock { size } }
}
