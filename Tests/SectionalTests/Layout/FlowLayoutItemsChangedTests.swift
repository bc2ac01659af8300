import Foundation
import Sectional
import Testing

@testable import SectionalLayout

/// Content whose sections have a description only where a test gives one, so that a section can
/// gain or lose its description between preparations.
@MainActor
private final class SparselyDescribedContent: LayoutContent {
  var bounds = CGRect(x: 0, y: 0, width: 100, height: 500)
  let safeAreaInsets = LayoutInsets.zero
  let layoutMargins = LayoutInsets.zero
  let adjustedContentInset = LayoutInsets.zero
  let displayScale: CGFloat = 1
  let layoutDirection = LayoutDirection.leftToRight
  var itemCounts: [Int]
  var descriptions: [Int: FlowSectionLayout] = [:]

  init(itemCounts: [Int]) {
    self.itemCounts = itemCounts
  }

  var numberOfSections: Int { itemCounts.count }

  func numberOfItems(inSection section: Int) -> Int { itemCounts[section] }

  func layout(ofSection section: Int) -> (any SectionLayoutDescription)? {
    descriptions[section]
  }

  func sizeForItem(at indexPath: IndexPath, fitting proposal: CGSize) -> CGSize? { nil }

  func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize? { nil }

  func orthogonalScrollOffset(ofSection section: Int) -> CGFloat { 0 }
}

@MainActor
@Suite("FlowLayout: a batch that keeps every section in place")
struct FlowLayoutItemsChangedTests {
  private func makeLayout() -> FlowLayout {
    let layout = FlowLayout.list(rowHeight: 10)
    layout.footerReferenceSize = CGSize(width: 0, height: 3)
    return layout
  }

  /// Every frame of a layout, with what it frames, in order.
  private func frames(of layout: FlowLayout) -> [String] {
    layout.layoutAttributesForElements(
      in: CGRect(origin: .zero, size: layout.contentSize).insetBy(dx: -1, dy: -1)
    ).map { "\(elementLabel($0)) \($0.frame)" }
  }

  /// The frames a layout prepared from scratch gives the content.
  private func framesFromScratch(for content: SparselyDescribedContent) -> [String] {
    frames(of: makeLayout().prepared(for: content))
  }

  @Test func onlyTheNamedSectionsAreLaidOutAgain() {
    let content = SparselyDescribedContent(itemCounts: [3, 2, 4, 1, 5, 2])
    let layout = makeLayout().prepared(for: content)
    content.itemCounts[2] = 6
    content.itemCounts[4] = 0
    layout.invalidateLayout(.itemsChanged(inSections: [2, 4]))
    layout.prepare(for: content)
    #expect(layout.sectionsLaidOutByLastPreparation == 2)
    #expect(frames(of: layout) == framesFromScratch(for: content))
  }

  @Test func aSectionThatGainsADescriptionOutsideTheBatchIsLaidOutAgain() {
    let content = SparselyDescribedContent(itemCounts: [3, 2, 4, 1])
    let layout = makeLayout().prepared(for: content)
    content.itemCounts[0] = 1
    content.descriptions[3] = FlowSectionLayout(inset: LayoutInsets(top: 7, bottom: 9))
    layout.invalidateLayout(.itemsChanged(inSections: [0]))
    layout.prepare(for: content)
    #expect(layout.sectionsLaidOutByLastPreparation == 2)
    #expect(frames(of: layout) == framesFromScratch(for: content))
  }

  @Test func aSectionThatLosesOrChangesItsDescriptionOutsideTheBatchIsLaidOutAgain() {
    let content = SparselyDescribedContent(itemCounts: [3, 2, 4, 1])
    content.descriptions[1] = FlowSectionLayout(inset: LayoutInsets(top: 5))
    content.descriptions[2] = FlowSectionLayout(minimumLineSpacing: 4)
    content.descriptions[3] = FlowSectionLayout(minimumLineSpacing: 2)
    let layout = makeLayout().prepared(for: content)
    content.descriptions[1] = nil
    content.descriptions[2] = FlowSectionLayout(minimumLineSpacing: 8)
    layout.invalidateLayout(.itemsChanged(inSections: []))
    layout.prepare(for: content)
    // Section 3 kept its description: it keeps its frames.
    #expect(layout.sectionsLaidOutByLastPreparation == 2)
    #expect(frames(of: layout) == framesFromScratch(for: content))
    // What the layout lists as described follows: section 1 is not, the next pass knows it.
    content.descriptions[1] = FlowSectionLayout(inset: LayoutInsets(top: 5))
    layout.invalidateLayout(.itemsChanged(inSections: []))
    layout.prepare(for: content)
    #expect(layout.sectionsLaidOutByLastPreparation == 1)
    #expect(frames(of: layout) == framesFromScratch(for: content))
  }

  @Test func itemSizesPendingBeforeTheBatchLayTheirSectionsOutAgain() {
    let content = SparselyDescribedContent(itemCounts: [3, 2, 4])
    let layout = makeLayout().prepared(for: content)
    layout.invalidateLayout(.itemSizes([IndexPath(item: 1, section: 2)]))
    content.itemCounts[0] = 5
    layout.invalidateLayout(.itemsChanged(inSections: [0]))
    layout.prepare(for: content)
    #expect(layout.sectionsLaidOutByLastPreparation == 2)
    #expect(frames(of: layout) == framesFromScratch(for: content))
  }

  @Test func aBatchThatMovesSectionsAfterItComposesWithIt() {
    let content = SparselyDescribedContent(itemCounts: [3, 2, 4])
    let layout = makeLayout().prepared(for: content)
    content.itemCounts[1] = 7
    layout.invalidateLayout(.itemsChanged(inSections: [1]))
    // Then a section inserted at the start: old section 1, changed, is now 2.
    content.itemCounts.insert(2, at: 0)
    layout.invalidateLayout(.batchUpdate(reusing: [nil, 0, 1, 2]))
    layout.prepare(for: content)
    #expect(layout.sectionsLaidOutByLastPreparation == 2)
    #expect(frames(of: layout) == framesFromScratch(for: content))
  }

  @Test func sectionsNamedOutsideTheLayoutAreIgnored() {
    let content = SparselyDescribedContent(itemCounts: [3, 2])
    let layout = makeLayout().prepared(for: content)
    content.itemCounts[1] = 1
    layout.invalidateLayout(.itemsChanged(inSections: [-4, 1, 1, 9]))
    layout.prepare(for: content)
    #expect(layout.sectionsLaidOutByLastPreparation == 1)
    #expect(frames(of: layout) == framesFromScratch(for: content))
  }

  @Test func theReuseMapKeepsEverySectionButTheChangedOnes() {
    #expect(
      LayoutInvalidation.reuse(keepingSectionsExcept: [1, 3, 7], count: 5) == [0, nil, 2, nil, 4])
    #expect(LayoutInvalidation.reuse(keepingSectionsExcept: [], count: 0) == [])
  }
}
