import Foundation
import Sectional
import Testing

/// The shelf layout, taught the stock layouts: a stock column is a shelf as wide as the
/// container with items as tall as the stock estimate.
@MainActor
private final class StockShelfLayout: StockSectionLayoutDescribing {
  let shelves = ShelfLayout()
  private(set) var asked: [StockSectionLayout] = []

  var scrollDirection: ScrollDirection { shelves.scrollDirection }
  var isPrepared: Bool { shelves.isPrepared }
  var contentSize: CGSize { shelves.contentSize }
  func prepare(for content: any LayoutContent) { shelves.prepare(for: content) }
  func invalidateLayout(_ invalidation: LayoutInvalidation) {
    shelves.invalidateLayout(invalidation)
  }
  func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    shelves.shouldInvalidateLayout(forBoundsChange: newBounds)
  }
  func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
    shelves.layoutAttributesForElements(in: rect)
  }
  func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    shelves.layoutAttributesForItem(at: indexPath)
  }
  func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    shelves.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  func sectionLayout(for stock: StockSectionLayout) -> any SectionLayoutDescription {
    asked.append(stock)
    guard case .estimated(let height) = stock.itemSize.height else {
      return ShelfSectionLayout(width: 100, itemHeight: 1)
    }
    return ShelfSectionLayout(width: 70, itemHeight: height)
  }
}

@MainActor
@Suite("Stock section layouts come from the layout")
struct StockLayoutSeamTests {
  @Test func aThirdLayoutGetsTheStockLayoutsByConforming() {
    let layout = StockShelfLayout()
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "tags") {
          Cell(
            id: 1, component: TextComponent("a", layoutMode: .flexibleHeight(estimatedHeight: 7)))
          Cell(
            id: 2, component: TextComponent("b", layoutMode: .flexibleHeight(estimatedHeight: 7)))
        }
        .withSectionLayout(.vertical(spacing: 3))
      })
    view.layoutIfNeeded()
    #expect(diagnostics.isEmpty)
    #expect(layout.asked.last?.arrangement == .vertical(spacing: 3))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 7, width: 70, height: 7))
  }

  @Test func aStockLayoutOnALayoutWithoutThemIsReportedOnceAndLaidOutByItsDefaults() {
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 480), layout: ShelfLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let list = List {
      ListSection(id: "tags", cells: [Cell(id: 1, component: TextComponent("a"))])
        .withSectionLayout(.horizontal(spacing: 8))
    }
    adapter.apply(list)
    view.layoutIfNeeded()
    view.invalidateLayout()
    view.layoutIfNeeded()
    #expect(diagnostics.map(\.kind) == [.stockLayoutUnavailable])
    #expect(diagnostics.first?.sectionID == SectionID("tags"))
    #expect(diagnostics.first?.message.contains("ShelfLayout") == true)
    // The shelf layout's default shelf: 100 wide, items 20 tall.
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 100, height: 20))
  }

  @Test func aSectionWithoutALayoutOnALayoutWithoutStockLayoutsGetsItsDefaultsQuietly() {
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 480), layout: ShelfLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List { ListSection(id: "tags", cells: [Cell(id: 1, component: TextComponent("a"))]) })
    view.layoutIfNeeded()
    #expect(diagnostics.isEmpty)
  }

  @Test func aSectionWithoutALayoutIsTheStockVerticalListWithTheLayoutsOwnSpacing() {
    let layout = StockShelfLayout()
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(
      List { ListSection(id: "tags", cells: [Cell(id: 1, component: TextComponent("a"))]) })
    view.layoutIfNeeded()
    #expect(layout.asked.last?.arrangement == .vertical(spacing: nil))
  }
}
