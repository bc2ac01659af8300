import Foundation
import Sectional
import Testing

/// Pinned headers and footers, and what is drawn over what: three sections of five 50-point
/// rows, each with a 40-point header and a 30-point footer, in a 300-point-tall viewport.
@MainActor
@Suite("Compositional layout: pinning and layering")
struct CompositionalPinningTests {
  private func pinnedLayout(headerPins: Bool = true, footerPins: Bool = false)
    -> (CompositionalLayout, TestLayoutContent)
  {
    let section = LayoutSection(
      group: .vertical(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [LayoutItem(layoutSize: .fillingContainer)])
    )
    .boundarySupplementaryItems {
      BoundarySupplementaryItem(elementKind: .header).height(.absolute(40))
        .pinToVisibleBounds(headerPins)
      BoundarySupplementaryItem(elementKind: .footer).height(.absolute(30)).alignment(.bottom)
        .pinToVisibleBounds(footerPins)
    }
    let layout = CompositionalLayout(section: section)
    let content = TestLayoutContent(width: 200, height: 300, itemCounts: [5, 5, 5])
    layout.prepare(for: content)
    return (layout, content)
  }

  private func scroll(_ layout: CompositionalLayout, _ content: TestLayoutContent, to y: CGFloat) {
    let bounds = CGRect(x: 0, y: y, width: 200, height: 300)
    if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
      layout.invalidateLayout(.bounds)
    }
    content.bounds = bounds
    layout.prepare(for: content)
  }

  private func header(_ layout: CompositionalLayout, _ section: Int) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: .header, at: IndexPath(item: 0, section: section))?.frame
  }

  @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionIsVisible() {
    let (layout, content) = pinnedLayout()
    // Each section: 40 + 250 + 30 = 320 long.
    scroll(layout, content, to: 100)
    #expect(header(layout, 0) == CGRect(x: 0, y: 100, width: 200, height: 40))
    #expect(header(layout, 1) == CGRect(x: 0, y: 320, width: 200, height: 40))
  }

  @Test func theEndOfItsSectionsItemsPushesAPinnedHeaderOut() {
    let (layout, content) = pinnedLayout()
    scroll(layout, content, to: 260)
    // The items end at 290: the header rests on them, at 250.
    #expect(header(layout, 0) == CGRect(x: 0, y: 250, width: 200, height: 40))
  }

  @Test func aPinnedHeaderIsFoundByARectWhereItIsPinned() {
    let (layout, content) = pinnedLayout()
    scroll(layout, content, to: 150)
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 200, height: 10))
    #expect(
      found.contains {
        $0.category == .supplementaryView(.header) && $0.indexPath == IndexPath(item: 0, section: 0)
      })
    let pinned = found.first { $0.category == .supplementaryView(.header) }
    let cell = found.first { $0.category == .cell }
    #expect((pinned?.zIndex ?? 0) > (cell?.zIndex ?? 0))
  }

  @Test func pinnedElementsStayInsideTheSafeArea() {
    let (layout, content) = pinnedLayout(headerPins: true, footerPins: true)
    content.safeAreaInsets = LayoutInsets(top: 20, bottom: 34)
    layout.invalidateLayout()
    scroll(layout, content, to: 100)
    #expect(header(layout, 0)?.minY == 120)
    scroll(layout, content, to: 250)
    // The footer floats over the cells above the bottom inset: 250 + 300 − 34 − 30.
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: .footer, at: IndexPath(item: 0, section: 1))?
        .frame.minY == 486)
  }

  @Test func pinnedElementsStayInsideTheAdjustedContentInset() {
    let (layout, content) = pinnedLayout(headerPins: true, footerPins: true)
    content.safeAreaInsets = LayoutInsets(top: 20, bottom: 34)
    content.contentInset = LayoutInsets(top: 44, bottom: 10)
    layout.invalidateLayout()
    scroll(layout, content, to: 100)
    #expect(header(layout, 0)?.minY == 164)
    scroll(layout, content, to: 250)
    // 250 + 300 − 34 − 10 − 30.
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: .footer, at: IndexPath(item: 0, section: 1))?
        .frame.minY == 476)
  }

  @Test func anUnpinnedHeaderScrollsAway() {
    let (layout, content) = pinnedLayout(headerPins: false)
    scroll(layout, content, to: 100)
    #expect(header(layout, 0) == CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(
      !layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 180, width: 200, height: 300))
    )
  }

  @Test func backgroundsAreBelowCellsAndBadgesAbove() {
    let badge = SupplementaryItem(elementKind: "badge")
      .width(.absolute(10)).height(.absolute(10))
      .containerAnchor(edges: [.top, .trailing])
    let section = LayoutSection {
      VGroup(height: .absolute(50)) {
        LayoutItem(width: .fractionalWidth(1)).supplementaryItem(badge)
      }
    }
    .decorationItem(DecorationItem(elementKind: "background"))
    let layout = CompositionalLayout(section: section)
    layout.prepare(for: TestLayoutContent(width: 200, height: 300, itemCounts: [2]))
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 200, height: 300))
    let background = found.first { $0.category == .decorationView("background") }
    let cell = found.first { $0.category == .cell }
    let shownBadge = found.first { $0.category == .supplementaryView("badge") }
    #expect(background?.zIndex == 0)
    #expect(cell?.zIndex == 1)
    #expect(shownBadge?.zIndex == 2)
    #expect(shownBadge?.frame == CGRect(x: 190, y: 0, width: 10, height: 10))
  }

  @Test func aPinnedHeaderIsDrawnOverTheBadgesThatScrollUnderIt() {
    let badge = SupplementaryItem(elementKind: "badge")
      .width(.absolute(10)).height(.absolute(10)).containerAnchor(edges: [.top, .trailing])
    let section = LayoutSection {
      VGroup(height: .absolute(50)) {
        LayoutItem(width: .fractionalWidth(1)).supplementaryItem(badge)
      }
    }
    .boundarySupplementaryItem(
      BoundarySupplementaryItem(elementKind: .header).height(.absolute(40)).pinToVisibleBounds(true)
    )
    let layout = CompositionalLayout(section: section)
    let content = TestLayoutContent(width: 200, height: 300, itemCounts: [10])
    layout.prepare(for: content)
    content.bounds.origin.y = 95
    layout.invalidateLayout(.bounds)
    layout.prepare(for: content)
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 95, width: 200, height: 40))
    let header = found.first { $0.category == .supplementaryView(.header) }
    let badges = found.filter { $0.category == .supplementaryView("badge") }
    #expect(header?.frame.minY == 95)
    #expect(!badges.isEmpty)
    #expect(badges.allSatisfy { $0.zIndex < (header?.zIndex ?? .min) })
  }

  @Test func aPinnedHeaderStaysBelowTheViewsAdjustedContentInset() {
    let section = LayoutSection { VGroup(height: .absolute(50)) { LayoutItem() } }
      .boundarySupplementaryItems {
        BoundarySupplementaryItem(elementKind: .header).height(.absolute(20))
          .pinToVisibleBounds(true)
        BoundarySupplementaryItem(elementKind: .footer).height(.absolute(10)).alignment(.bottom)
          .pinToVisibleBounds(true)
      }
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 300), layout: CompositionalLayout(section: section))
    let texts = TextDataSource([(0..<20).map(String.init)], headers: ["A"])
    view.dataSource = texts
    // A navigation bar over a safe area: UIKit pins at the offset plus the adjusted inset.
    view.safeAreaInsets = LayoutInsets(top: 20, bottom: 15)
    view.contentInset = LayoutInsets(top: 30, bottom: 5)
    view.contentOffset = CGPoint(x: 0, y: 100)
    func frame(_ kind: ElementKind) -> CGRect? {
      view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame
    }
    #expect(frame(.header)?.minY == 150)
    // 100 + 300 − 20 − 10.
    #expect(frame(.footer)?.minY == 370)
    view.contentInset = LayoutInsets(top: 10)
    #expect(frame(.header)?.minY == 130)
    #expect(frame(.footer)?.minY == 375)
    withExtendedLifetime(texts) {}
  }

  @Test func anIncrementalPreparationGivesTheZIndexesOfAFreshOne() {
    // The layout's pinned banner is drawn above every section's elements, and a section's
    // pinned header above its badges. When the badges come down, so must the banner, whether
    // the sections are laid out again in place or from scratch.
    final class Badges { var zIndex = 10 }
    let badges = Badges()
    let provider: CompositionalLayout.SectionProvider = { _, _ in
      var badge = SupplementaryItem(
        layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
      badge.zIndex = badges.zIndex
      return LayoutSection {
        VGroup(height: .absolute(50)) {
          LayoutItem(width: .fractionalWidth(1)).supplementaryItem(badge)
        }
      }
      .boundarySupplementaryItem(
        BoundarySupplementaryItem(elementKind: .header).height(.absolute(20))
          .pinToVisibleBounds(true))
    }
    var configuration = CompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      BoundarySupplementaryItem(elementKind: "banner").height(.absolute(30))
        .pinToVisibleBounds(true)
    ]
    let content = TestLayoutContent(width: 200, height: 300, itemCounts: [3, 3])
    let layout = CompositionalLayout(configuration: configuration, sectionProvider: provider)
    layout.prepare(for: content)
    badges.zIndex = 0
    layout.invalidateLayout(.sections(from: 0))
    layout.prepare(for: content)
    let fresh = CompositionalLayout(configuration: configuration, sectionProvider: provider)
    fresh.prepare(for: content)
    let everything = CGRect(x: 0, y: 0, width: 200, height: 1000)
    #expect(
      layout.layoutAttributesForElements(in: everything)
        == fresh.layoutAttributesForElements(in: everything))
    let banner = IndexPath(item: 0, section: 0)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: banner)?.zIndex
        == fresh.layoutAttributesForSupplementaryView(ofKind: "banner", at: banner)?.zIndex)
  }

  @Test func theViewListsTheSupplementaryViewsItShows() {
    let section = LayoutSection { VGroup(height: .absolute(50)) { LayoutItem() } }
      .boundarySupplementaryItem(
        BoundarySupplementaryItem(elementKind: .header).height(.absolute(20)))
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: CompositionalLayout(section: section))
    let texts = TextDataSource([["a"], ["b"], ["c"]], headers: ["A", "B", "C"])
    view.dataSource = texts
    view.layoutIfNeeded()
    #expect(
      view.indexPathsForVisibleSupplementaryElements(ofKind: .header)
        == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    #expect(view.visibleSupplementaryViews(ofKind: .header).map(\.text) == ["A", "B"])
    withExtendedLifetime(texts) {}
  }
}
