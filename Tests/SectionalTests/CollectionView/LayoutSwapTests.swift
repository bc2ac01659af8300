import Foundation
import Sectional
import Testing

@MainActor
@Suite("HeadlessCollectionView: setCollectionViewLayout(_:animated:completion:)")
struct LayoutSwapTests {
  /// Rows 50 points tall in a compositional layout, full-width.
  private func compositionalRows(height: CGFloat = 50) -> CompositionalLayout {
    CompositionalLayout {
      LayoutSection {
        VGroup(height: .absolute(height)) { LayoutItem(height: .fractionalHeight(1)) }
      }
    }
  }

  private func flowRows(height: CGFloat = 20) -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: height)
    layout.minimumLineSpacing = 0
    return layout
  }

  @Test func theNewLayoutPlacesEveryItemAsAFreshViewWould() {
    let texts = TextDataSource(count: 30)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 200), layout: flowRows())
    view.dataSource = texts
    view.layoutIfNeeded()
    var completed: Bool?
    view.setCollectionViewLayout(compositionalRows(), animated: true) { completed = $0 }
    #expect(completed == true)

    let fresh = HeadlessCollectionView(
      size: CGSize(width: 100, height: 200), layout: compositionalRows())
    fresh.dataSource = texts
    fresh.layoutIfNeeded()
    #expect(view.snapshot() == fresh.snapshot())
  }

  @Test func theOffsetIsKeptWhenTheNewContentReachesIt() {
    let texts = TextDataSource(count: 30)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 200), layout: flowRows())
    view.dataSource = texts
    view.contentOffset.y = 300
    view.setCollectionViewLayout(compositionalRows(), animated: false)
    #expect(view.contentOffset.y == 300)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 6, section: 0))
  }

  @Test func theOffsetIsClampedWhenTheNewContentIsShorter() {
    // 30 rows of 50 (1,500 points) become 30 rows of 10 (300 points): the end shows.
    let texts = TextDataSource(count: 30)
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 200), layout: compositionalRows())
    view.dataSource = texts
    view.contentOffset.y = 1_000
    view.setCollectionViewLayout(flowRows(height: 10), animated: false)
    #expect(view.contentOffset.y == 100)
  }

  @Test func cellsStillInViewKeepTheirViews() {
    let texts = TextDataSource(count: 30)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 200), layout: flowRows())
    view.dataSource = texts
    view.layoutIfNeeded()
    let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
    view.setCollectionViewLayout(compositionalRows(), animated: false)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
    #expect(first?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test func sectionsThatScrolledOnTheirOwnStartAgain() {
    let row = CompositionalLayout {
      LayoutSection {
        HGroup(width: .absolute(50), height: .absolute(50)) {
          LayoutItem(height: .fractionalHeight(1))
        }
      }
      .orthogonalScrollingBehavior(.continuous)
    }
    let texts = TextDataSource(count: 10)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 200), layout: row)
    view.dataSource = texts
    view.layoutIfNeeded()
    view.scroll(section: 0, by: 120)
    #expect(view.contentOffset(ofSection: 0) == 120)
    let again = CompositionalLayout {
      LayoutSection {
        HGroup(width: .absolute(50), height: .absolute(50)) {
          LayoutItem(height: .fractionalHeight(1))
        }
      }
      .orthogonalScrollingBehavior(.continuous)
    }
    view.setCollectionViewLayout(again, animated: false)
    #expect(view.contentOffset(ofSection: 0) == 0)
  }

  @Test func aSwapAskedInsideABatchWaitsForTheBatch() {
    let texts = TextDataSource(count: 3)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 200), layout: flowRows())
    view.dataSource = texts
    view.layoutIfNeeded()
    var order: [String] = []
    view.performBatchUpdates(
      {
        texts.sections[0].append("3")
        view.insertItems(at: [IndexPath(item: 3, section: 0)])
        view.setCollectionViewLayout(compositionalRows(), animated: false) { _ in
          order.append("swapped")
        }
        #expect(view.collectionViewLayout is FlowLayout)
      },
      completion: { _ in order.append("batch done") })
    #expect(order == ["swapped", "batch done"])
    #expect(view.collectionViewLayout is CompositionalLayout)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 150)
  }

  @Test func anAdaptersControllersDescribeTheirSectionsForTheNewLayout() {
    // A declarative section with a stock layout: made for a flow layout, then for a
    // compositional one, each as a fresh view would.
    let list = List {
      ListSection(
        id: "rows", cells: (0..<12).map { Cell(id: $0, component: TextComponent("\($0)")) }
      )
      .withSectionLayout(.verticalGrid(numberOfItemsInRow: 3, itemSpacing: 4, lineSpacing: 4))
    }
    func shown(on layout: any CollectionViewLayout) -> String {
      let view = HeadlessCollectionView(size: CGSize(width: 120, height: 300), layout: layout)
      let adapter = CollectionViewAdapter(collectionView: view)
      adapter.apply(list)
      view.layoutIfNeeded()
      return view.snapshot()
    }
    let view = HeadlessCollectionView(size: CGSize(width: 120, height: 300), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(list)
    view.layoutIfNeeded()
    #expect(view.snapshot() == shown(on: FlowLayout()))
    func compositional() -> CompositionalLayout {
      CompositionalLayout { _, _ in CompositionalLayout.defaultSection }
    }
    view.setCollectionViewLayout(compositional(), animated: false)
    #expect(view.snapshot() == shown(on: compositional()))
    #expect(diagnostics.isEmpty)
  }
}
