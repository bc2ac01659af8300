import Foundation
import SectionalTesting
import Testing

@MainActor
@Suite("What a mounted section shows")
struct RenderingTests {
  @Test func aSingleModelSectionRendersItsModelAsOneRow() {
    let harness = SectionHarness(SingleModelSectionController<String>(), model: "Hello")
    #expect(
      harness.snapshot() == """
        viewport 0,0 320×640 of 320×40
        0-0  0,0 320×40  Hello
        """)
  }

  @Test func theHarnessShowsWhatAnAppsAdapterShowsByDefault() {
    let harness = SectionHarness(TextList(), model: ["apple", "pear"])
    let appView = HeadlessCollectionView(size: CollectionHarness.defaultSize)
    let appAdapter = CollectionViewAdapter(collectionView: appView)
    appAdapter.update([Section(id: "fruit", model: ["apple", "pear"], controller: TextList())])
    appView.layoutIfNeeded()
    #expect(harness.snapshot() == appView.snapshot())
  }

  @Test func aListRendersOneFullWidthRowPerItem() {
    let harness = SectionHarness(TextList(), model: ["apple", "pear", "plum"])
    #expect(harness.visibleTexts == ["apple", "pear", "plum"])
    #expect(harness.numberOfItems() == 3)
  }

  @Test func onlyTheRowsInsideTheViewportAreShown() {
    let harness = SectionHarness(
      ListSectionController<[Int], Int>(), model: Array(0..<10),
      size: CGSize(width: 100, height: 100))
    #expect(
      harness.snapshot() == """
        viewport 0,0 100×100 of 100×400
        0-0  0,0 100×40   0
        0-1  0,40 100×40  1
        0-2  0,80 100×40  2
        """)
  }

  @Test func aSingleItemSectionWithoutAnItemShowsNothing() {
    let harness = SectionHarness(
      SingleItemSectionController<String?, String>(item: { $0 }), model: nil)
    #expect(harness.numberOfItems() == 0)
    #expect(harness.visibleTexts.isEmpty)
  }

  @Test func severalSectionsRenderInOrder() {
    let harness = CollectionHarness([
      Section(id: "fruit", model: ["apple", "pear"], controller: TextList()),
      Section(id: "greeting", model: "hi", controller: SingleModelSectionController<String>()),
    ])
    #expect(harness.visibleTexts(inSection: 1) == ["hi"])
    #expect(harness.visibleTexts == ["apple", "pear", "hi"])
  }

  @Test func aCustomLayoutIsUsed() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 50, height: 20)
    layout.minimumInteritemSpacing = 0
    let harness = SectionHarness(
      TextList(), model: ["a", "b", "c"], size: CGSize(width: 100, height: 100), layout: layout)
    #expect(
      harness.snapshot() == """
        viewport 0,0 100×100 of 100×50
        0-0  0,0 50×20   a
        0-1  50,0 50×20  b
        0-2  0,30 50×20  c
        """)
  }
}
