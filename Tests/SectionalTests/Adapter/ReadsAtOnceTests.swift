import Foundation
import Sectional
import Testing

/// A list that describes its own flow layout: an inset as wide as its number of items.
@MainActor
private final class InsetList: DiffingListSectionController<[String], String>,
  SectionLayoutProviding
{
  func sectionLayout(for layout: any CollectionViewLayout, in context: any CollectionViewContext)
    -> (any SectionLayoutDescription)?
  {
    FlowSectionLayout(
      inset: LayoutInsets(top: CGFloat(numberOfItems), left: 0, bottom: 0, right: 0))
  }
}

/// A data source and delegate that answer section by section only, as one written before the
/// reads at once: the defaults read for it.
@MainActor
private final class OneByOne: CollectionViewDataSource, CollectionViewDelegate {
  var counts: [Int]
  var insets: [Int: CGFloat]

  init(counts: [Int], insets: [Int: CGFloat]) {
    self.counts = counts
    self.insets = insets
  }

  func numberOfSections(in collectionView: any CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
  }

  func collectionView(_ collectionView: any CollectionView, layoutForSectionAt section: Int)
    -> (any SectionLayoutDescription)?
  {
    insets[section].map {
      FlowSectionLayout(inset: LayoutInsets(top: $0, left: 0, bottom: 0, right: 0))
    }
  }
}

@MainActor
@Suite("Counts and layout descriptions read at once")
struct ReadsAtOnceTests {
  @Test func theAdaptersAnswersAtOnceAreItsAnswersOneByOne() {
    let harness = AdapterHarness()
    harness.show([
      Section(id: "a", model: ["1", "2"], controller: InsetList()),
      Section(id: "b", model: ["3"], controller: TextList()),
      Section(id: "c", model: ["4", "5", "6"], controller: InsetList()),
    ])
    let view = harness.view
    let adapter = harness.adapter
    let oneByOne = (0..<3).map { adapter.collectionView(view, numberOfItemsInSection: $0) }
    #expect(adapter.itemCounts(in: view) == oneByOne)
    let described = adapter.collectionView(view, layoutsForSectionsIn: 0..<3)
    #expect(described.map(\.section) == [0, 2])
    let insets = described.map { ($0.description as? FlowSectionLayout)?.inset?.top }
    #expect(insets == [2, 3])
    #expect(adapter.collectionView(view, layoutForSectionAt: 1) == nil)
    #expect(adapter.collectionView(view, layoutsForSectionsIn: 1..<2).isEmpty)
  }

  @Test func aDataSourceAnsweringOneByOneIsReadThroughTheDefaults() {
    let source = OneByOne(counts: [2, 0, 3], insets: [2: 5])
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 10)
    layout.minimumLineSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 1_000), layout: layout)
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    #expect(view.itemCounts == [2, 0, 3])
    #expect(view.layouts(ofSections: 0..<3).map(\.section) == [2])
    // The third section starts after the first's two rows, below its own inset.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY == 25)
    withExtendedLifetime(source) {}
  }

  @Test func aSectionThatMovesIsNotSentTheModelItWasLastSent() {
    let harness = AdapterHarness()
    let list = CountingDerivedList()
    let rows = ["a", "b"]
    harness.show([
      Section(id: "x", model: ["x"], controller: TextList()),
      Section(id: "s", model: rows, controller: list),
    ])
    harness.show([
      Section(id: "s", model: rows, controller: list),
      Section(id: "x", model: ["x"], controller: TextList()),
    ])
    #expect(list.itemsAsked == 1)
    #expect(harness.shownSections == [["a", "b"], ["x"]])
    harness.expectNoProblems()
  }
}

/// A list whose items follow its model alone, counting how often it makes them.
@MainActor
private final class CountingDerivedList: DiffingListSectionController<[String], String> {
  private(set) var itemsAsked = 0

  init() { super.init(items: { $0 }) }

  override var derivesItemsFromModelAlone: Bool { true }

  override func items(for model: [String]) -> [String] {
    itemsAsked += 1
    return model
  }
}
