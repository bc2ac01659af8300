import Foundation
import Sectional
import Testing

/// A composite of DSL values, defined outside the library: it must work wherever a group does.
private struct PhotoPair: LayoutGroupConvertible {
  // The tests' own `Item` model would hide the DSL's, as an app's would.
  typealias Item = Sectional.Item

  var spacing: CGFloat

  var layoutGroup: LayoutGroup {
    VGroup(count: 2) { Item() }
      .interItemSpacing(.fixed(spacing))
      .layoutGroup
  }
}

@MainActor
@Suite("Compositional layout: the DSL")
struct CompositionalDSLTests {
  // The tests' own `Item` model would hide the DSL's, as an app's would.
  typealias Item = Sectional.Item

  @Test func theDSLBuildsTheSameValuesAsTheCoreAPI() {
    let built = LayoutSection {
      HGroup(height: .absolute(100)) {
        Item(width: .fractionalWidth(1 / 3))
          .contentInsets(trailing: 4)
        VGroup(count: 2) { Item() }
          .width(.fractionalWidth(1 / 3))
          .interItemSpacing(.fixed(8))
      }
      .contentInsets(horizontal: 16)
    }
    .interGroupSpacing(8)

    var leaf = LayoutItem(layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)))
    leaf.contentInsets.trailing = 4
    var pair = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)),
      subitem: .item(LayoutItem(layoutSize: .fillingContainer)), count: 2)
    pair.interItemSpacing = .fixed(8)
    var row = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(leaf), .group(pair)])
    row.contentInsets = DirectionalEdgeInsets(horizontal: 16)
    var expected = LayoutSection(group: row)
    expected.interGroupSpacing = 8
    #expect(built == expected)
  }

  @Test func modifiersReturnModifiedCopiesAndLeaveTheOriginal() {
    let item = Item(width: .absolute(10))
    let inset = item.contentInsets(value: 2)
    #expect(item.contentInsets == .zero)
    #expect(inset.contentInsets == DirectionalEdgeInsets(all: 2))
    let section = LayoutSection { HGroup { item } }
    #expect(section.interGroupSpacing(4).interGroupSpacing == 4)
    #expect(section.interGroupSpacing == 0)
  }

  @Test func buildersTakeIfSwitchAndForIn() {
    func row(wide: Bool, columns: Int) -> LayoutGroup {
      HGroup {
        if wide {
          Item(width: .fractionalWidth(1))
        } else {
          for _ in 0..<columns { Item(width: .fractionalWidth(1 / CGFloat(columns))) }
        }
      }
      .layoutGroup
    }
    guard case .subitems(let wideItems, .horizontal) = row(wide: true, columns: 3).arrangement,
      case .subitems(let narrowItems, .horizontal) = row(wide: false, columns: 3).arrangement
    else {
      Issue.record("not a subitems group")
      return
    }
    #expect(wideItems.count == 1)
    #expect(narrowItems.count == 3)
  }

  @Test func aCompositeDefinedOutsideTheLibraryLaysOutLikeItsContent() {
    let section = LayoutSection {
      HGroup(height: .absolute(100)) {
        Item(width: .fractionalWidth(0.5))
        PhotoPair(spacing: 10).layoutGroup.width(.fractionalWidth(0.5))
      }
    }
    let prepared = PreparedCompositionalLayout(section, counts: [3], width: 200, scale: 1)
    expectFrame(prepared.frame(0, 0), 0, 0, 100, 100)
    expectFrame(prepared.frame(0, 1), 100, 0, 100, 45)
    expectFrame(prepared.frame(0, 2), 100, 55, 100, 45)
  }

  @Test func aCompositeIsAcceptedDirectlyInABuilder() {
    let section = LayoutSection { PhotoPair(spacing: 0) }
    #expect(section.group == PhotoPair(spacing: 0).layoutGroup)
    let nested = HGroup { PhotoPair(spacing: 0) }.layoutGroup
    guard case .subitems(let subitems, _) = nested.arrangement else {
      Issue.record("not a subitems group")
      return
    }
    #expect(subitems == [.group(PhotoPair(spacing: 0).layoutGroup)])
  }

  @Test func compositionalLayoutDSLsGettingStartedExampleMatchesUIKitsFrames() {
    // CompositionalLayoutDSL's README, nearly word for word.
    let layout = CompositionalLayout { section, environment in
      LayoutSection {
        HGroup {
          Item(width: .fractionalWidth(1 / 3))
            .contentInsets(trailing: 4)
          VGroup(count: 2) { Item() }
            .width(.fractionalWidth(1 / 3))
            .interItemSpacing(.fixed(8))
            .contentInsets(horizontal: 4)
          VGroup(count: 3) { Item() }
            .width(.fractionalWidth(1 / 3))
            .interItemSpacing(.fixed(8))
            .contentInsets(leading: 4)
        }
        .height(.absolute(100))
        .contentInsets(horizontal: 16)
      }
      .interGroupSpacing(8)
    }
    .interSectionSpacing(8)

    let content = TestLayoutContent(width: 375, height: 812, itemCounts: [23, 2])
    content.displayScale = 3
    layout.prepare(for: content)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 16, 0, 110.333, 100)
    expectFrame(
      layout.layoutAttributesForItem(at: indexPath(0, 2))?.frame, 134.333, 54, 106.333, 46)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(1, 0))?.frame, 16, 432, 110.333, 100)
  }

  @Test func compositionalLayoutDSLsOrthogonalExampleKeepsItsHeaderAcrossTheFullWidth() {
    let layout = CompositionalLayout {
      LayoutSection {
        VGroup(count: 1) { Item() }
          .height(.fractionalWidth(0.3))
          .width(.fractionalWidth(0.3))
          .interItemSpacing(.fixed(8))
      }
      .interGroupSpacing(8)
      .contentInsets(horizontal: 16, vertical: 8)
      .orthogonalScrollingBehavior(.continuous)
      .supplementariesFollowContentInsets(false)
      .boundarySupplementaryItems {
        BoundarySupplementaryItem(elementKind: .header)
          .height(.absolute(30))
          .alignment(.top)
          .pinToVisibleBounds(true)
      }
    }
    let content = TestLayoutContent(width: 400, height: 800, itemCounts: [5])
    layout.prepare(for: content)
    expectFrame(
      layout.layoutAttributesForSupplementaryView(ofKind: .header, at: indexPath(0, 0))?.frame,
      0, 0, 400, 30)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 16, 38, 120, 120)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 1))?.frame, 144, 38, 120, 120)
    #expect(layout.contentSize.height == 166)  // 30 + 8 + 120 + 8
  }

  @Test func listKitsIterableDataExampleLaysOutAsItsGroupsSay() {
    // ListKit's README: `render(of:)` over data, `HGroup(width:height:)` with `for` and
    // `VGroup(of:)`, and chained section modifiers.
    let sections = Array(0..<2).map { index in
      LayoutSection {
        HGroup(width: .fractionalWidth(1.0), height: .absolute(150)) {
          for _ in 0..<3 {
            Item(width: .fractionalWidth(0.5), height: .fractionalHeight(1.0))
            VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { _ in
              Item(width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
            }
            VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { _ in
              Item(width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
            }
          }
        }
      }
      .orthogonalScrollingBehavior(.groupPaging)
      .boundarySupplementaryItem(
        BoundarySupplementaryItem(elementKind: .header).height(.absolute(20 + CGFloat(index))))
    }
    let layout = CompositionalLayout(repeatingSections: sections)
    let content = TestLayoutContent(width: 400, height: 800, itemCounts: [10, 5])
    layout.prepare(for: content)
    // One copy holds the first three subitems that fit: a half and two quarter columns.
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 0))?.frame, 0, 20, 200, 150)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 1))?.frame, 200, 20, 100, 75)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 2))?.frame, 200, 95, 100, 75)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 4))?.frame, 300, 95, 100, 75)
    expectFrame(layout.layoutAttributesForItem(at: indexPath(0, 5))?.frame, 400, 20, 200, 150)
    expectFrame(
      layout.layoutAttributesForSupplementaryView(ofKind: .header, at: indexPath(1, 0))?.frame,
      0, 170, 400, 21)
  }
}
