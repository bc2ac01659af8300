import Foundation
import SectionalTesting
import Testing

// A declarative shop screen and its tests, as the "Testing a declarative screen" section of the
// "Testing a section controller" article shows them: the harness is built from the screen's
// `List`, on the screen's layout, and drives it as its user would.

/// A product of the shop.
struct Product: Hashable, Sendable {
  let id: String
  let name: String
}

/// A row of the product list: its name, 64 points tall.
struct ProductRow: Component {
  let viewModel: Product

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 320, height: 64)) }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = viewModel.name
  }
}

/// A card of the featured carousel, 150 × 80 points in its group.
struct FeaturedCard: LayoutComponent, Identifiable {
  let viewModel: Product

  nonisolated var id: String { viewModel.id }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
  }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = "★ " + viewModel.name
  }
}

/// The shop: a title, a carousel of featured products that scrolls sideways, and the products,
/// a page at a time; placeholders until the first page arrives.
@MainActor
final class ShopScreen {
  /// Every product, in pages of `pageSize`.
  let catalog = (1...60).map { Product(id: "p\($0)", name: "Product \($0)") }
  let pageSize = 20

  /// The products shown so far, and how many pages that is.
  private(set) var products: [Product] = []
  private(set) var pagesLoaded = 0

  /// The ids of the products the user opened.
  private(set) var openedProductIDs: [String] = []

  /// The adapter the screen applies its list to.
  weak var adapter: CollectionViewAdapter?

  /// The screen's layout: compositional, so that the carousel scrolls on its own.
  // A layout for each view: a layout belongs to one collection view.
  static var layout: CompositionalLayout {
    CompositionalLayout { _, _ in CompositionalLayout.defaultSection }
  }

  /// The screen as a list.
  func list() -> List {
    List {
      ListSection(id: "title") { Cell(id: "title", component: TextComponent("Shop")) }
      ListSection(id: "featured", repeating: catalog.prefix(5)) { product in
        HGroup(width: .absolute(150), height: .absolute(80)) { FeaturedCard(viewModel: product) }
      }
      .interGroupSpacing(10)
      .orthogonalScrollingBehavior(.groupPaging)
      if pagesLoaded == 0 {
        ListSection.placeholders(
          id: "products", count: 8,
          component: ProductRow(viewModel: Product(id: "", name: "Loading product")))
      } else {
        ListSection(id: "products") {
          for product in products {
            Cell(id: product.id, component: ProductRow(viewModel: product))
              .didSelect { [weak self] _ in self?.openedProductIDs.append(product.id) }
          }
        }
      }
    }
    // Within 200 points of the end, the next page loads: once for each end reached. The
    // placeholders are a short list, whose end is near at once: the first page is the
    // screen's own request, not the user's.
    .onReachedEnd(offset: .absolute(200)) { [weak self] _ in
      guard let self, pagesLoaded > 0 else { return }
      loadNextPage()
    }
  }

  /// Loads the next page, if any, and shows it.
  func loadNextPage() {
    guard products.count < catalog.count else { return }
    products += catalog[products.count..<min(products.count + pageSize, catalog.count)]
    pagesLoaded += 1
    adapter?.apply(list())
  }
}

@MainActor
@Suite("SectionalTesting: a declarative screen, as its user sees it")
struct DeclarativeScreenTests {
  /// The shop on a phone-sized harness, with the screen's own layout.
  private func mount(_ shop: ShopScreen) -> CollectionHarness {
    let harness = CollectionHarness(
      shop.list(), size: CGSize(width: 320, height: 640), layout: ShopScreen.layout)
    shop.adapter = harness.adapter
    return harness
  }

  @Test func theFirstScreenShowsPlaceholdersUntilThePageArrives() {
    let shop = ShopScreen()
    let harness = mount(shop)
    #expect(harness.visibleTexts(inSection: 0) == ["Shop"])
    #expect(!harness.visiblePlaceholders.isEmpty)
    #expect(harness.visiblePlaceholders.allSatisfy { $0.section == 2 })
    #expect(harness.snapshot().contains("2-0 placeholder"))

    shop.loadNextPage()
    #expect(harness.visiblePlaceholders.isEmpty)
    #expect(harness.visibleTexts(inSection: 2).first == "Product 1")
  }

  @Test func theFirstScreenAsItsUserSeesIt() {
    let shop = ShopScreen()
    let harness = mount(shop)
    // Golden files beside this test: __Snapshots__/DeclarativeScreenTests/.
    harness.expectSnapshot(named: "loading")
    shop.loadNextPage()
    harness.expectSnapshot(named: "first page")
    harness.expectSVGSnapshot(named: "first page")
  }

  @Test func page2LoadsOnceWhenTheEndComesNear() {
    let shop = ShopScreen()
    let harness = mount(shop)
    shop.loadNextPage()
    // A drag to near the end of the first page (20 rows of 64 points), in ten scroll events:
    // the second page loads once. A little further, the new end is still far.
    harness.scroll(by: 600, steps: 10)
    #expect(shop.pagesLoaded == 2)
    harness.scroll(by: 50)
    #expect(shop.pagesLoaded == 2)
    #expect(harness.numberOfItems(inSection: 2) == 40)
  }

  @Test func tappingAProductRecordsItsID() {
    let shop = ShopScreen()
    let harness = mount(shop)
    shop.loadNextPage()
    harness.tap(item: 2, section: 2)
    #expect(shop.openedProductIDs == ["p3"])
  }

  @Test func theCarouselScrollsSidewaysAlone() throws {
    let shop = ShopScreen()
    let harness = mount(shop)
    shop.loadNextPage()
    let view = harness.collectionView
    let firstProduct = try #require(view.cellForItem(at: IndexPath(item: 0, section: 2))?.frame)
    harness.scroll(section: 1, by: 40, velocity: 1)
    // One card and its spacing, the page group paging rests on.
    #expect(view.contentOffset(ofSection: 1) == 160)
    #expect(view.contentOffset.y == 0)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 2))?.frame == firstProduct)
  }

  @Test func aHighlightWithoutATapOpensNothing() {
    let shop = ShopScreen()
    let harness = mount(shop)
    shop.loadNextPage()
    #expect(harness.highlight(item: 0, section: 2))
    #expect(
      harness.collectionView.cellForItem(at: IndexPath(item: 0, section: 2))?.isHighlighted == true)
    harness.unhighlight(item: 0, section: 2)
    #expect(
      harness.collectionView.cellForItem(at: IndexPath(item: 0, section: 2))?.isHighlighted == false
    )
    #expect(shop.openedProductIDs.isEmpty)
  }

  @Test func applyReturnsTheBatchesAndRefreshCallsTheHandler() {
    var refreshed = 0
    let harness = CollectionHarness(
      List { ListSection(id: 0) { Cell(id: "a", component: TextComponent("a")) } }
        .onRefresh { refreshed += 1 })
    let batches = harness.apply(
      List {
        ListSection(id: 0) {
          Cell(id: "a", component: TextComponent("a"))
          Cell(id: "b", component: TextComponent("b"))
        }
      }
      .onRefresh { refreshed += 1 },
      updateStrategy: .nonanimatedBatchUpdates)
    #expect(batches.map(\.oneLineDescription) == ["insert items [0-1]; not animated"])
    #expect(harness.visibleTexts == ["a", "b"])
    harness.refresh()
    #expect(refreshed == 1)
  }

  @Test func headersAreReadAsCellsAre() {
    let harness = CollectionHarness(
      List {
        ListSection(id: 0) { Cell(id: "a", component: TextComponent("apple")) }
          .withHeader(TextComponent("Fruit"))
        ListSection(id: 1) { Cell(id: "b", component: TextComponent("bread")) }
          .withHeader(TextComponent("Bakery"))
          .withFooter(TextComponent("2 items"))
      })
    #expect(harness.visibleTexts(ofKind: .header) == ["Fruit", "Bakery"])
    #expect(harness.visibleTexts(ofKind: .footer) == ["2 items"])
  }
}
