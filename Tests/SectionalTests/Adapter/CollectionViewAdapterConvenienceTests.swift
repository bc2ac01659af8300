import Foundation
import Sectional
import Testing

@MainActor
@Suite("CollectionViewAdapter conveniences")
struct CollectionViewAdapterConvenienceTests {
  @Test func visibleSectionControllersAreTheOnesShowingItems() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 25))
    harness.show(AdapterHarness.lists([("a", ["1", "2"]), ("b", ["3"]), ("c", ["4"])]))
    let shown = harness.adapter.visibleSectionControllers
    #expect(shown.count == 2)
    #expect(shown.first === harness.adapter.sectionController(forSectionID: "a"))
    #expect(shown.last === harness.adapter.sectionController(forSectionID: "b"))
  }

  @Test func scrollingToASectionByIDShowsItsItem() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 20))
    harness.show(AdapterHarness.lists([("a", (0..<10).map(String.init)), ("b", ["x", "y"])]))
    #expect(harness.adapter.scroll(toSectionID: "b", item: 1, at: .top))
    // Item 1 of "b" is the last row: the offset is clamped to the end, which shows b-0 first.
    #expect(harness.view.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 1))
    harness.expectNoProblems()
  }

  @Test func scrollingToASectionThatIsNotShownIsReported() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    #expect(!harness.adapter.scroll(toSectionID: "nope"))
    #expect(!harness.adapter.scroll(toSectionID: "a", item: 5))
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath, .staleIndexPath])
  }

  @Test func scrollingToAnEmptySectionSaysItIsEmpty() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"]), ("empty", [])]))
    #expect(!harness.adapter.scroll(toSectionID: "empty"))
    #expect(!harness.adapter.scroll(toSectionID: "a", item: 3))
    #expect(
      harness.diagnostics.map(\.message) == [
        "scroll(toSectionID:) was not applied: section empty has no items to scroll to",
        "scroll(toSectionID:) was not applied: section a has 1 items, so item 3 does not exist",
      ])
  }

  @Test func scrollingToAnEmptySectionShowsItsHeader() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    (harness.view.collectionViewLayout as? FlowLayout)?.headerReferenceSize.height = 5
    harness.show([
      Section(id: "rows", model: (0..<10).map(String.init), controller: RichList()),
      Section(id: "empty", model: [String](), controller: RichList()),
      Section(id: "more", model: (0..<10).map(String.init), controller: RichList()),
    ])
    let header = harness.view.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: .header, at: IndexPath(item: 0, section: 1))
    #expect(harness.adapter.scroll(toSectionID: "empty", at: .top))
    #expect(harness.view.contentOffset.y == header?.frame.minY)
    harness.expectNoProblems()
  }

  @Test func reloadingASectionReplacesItsCells() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1", "2"]), ("b", ["3"])]))
    let cell = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))
    var applied: [Bool] = []
    harness.adapter.reloadSections(withIDs: ["a"]) { applied.append($0) }
    #expect(applied == [true])
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0)) !== cell)
    #expect(harness.shownSections == [["1", "2"], ["3"]])
    #expect(harness.view.lastBatchUpdate == BatchUpdate(sectionDeletes: [0], sectionInserts: [0]))
    harness.expectNoProblems()
  }

  @Test func reloadingASectionThatIsNotShownIsReported() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    var applied: [Bool] = []
    harness.adapter.reloadSections(withIDs: ["gone"]) { applied.append($0) }
    #expect(applied == [false])
    #expect(harness.diagnostics.map(\.kind) == [.sectionRemoved])
  }

  @Test func aControllerIsFoundByIDAsItsOwnType() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    let list = harness.adapter.sectionController(forSectionID: "a", as: TextList.self)
    #expect(list?.items == ["1"])
    #expect(harness.adapter.sectionController(forSectionID: "a", as: RichList.self) == nil)
    #expect(harness.adapter.sectionController(forSectionID: "b", as: TextList.self) == nil)
  }

  @Test func aSectionIDIsNeverWrappedTwice() {
    #expect(SectionID(SectionID("x")) == SectionID("x"))
    let harness = AdapterHarness()
    harness.show([Section(id: SectionID("a"), model: ["1"], controller: TextList())])
    #expect(harness.adapter.sectionIDs == [SectionID("a")])
    #expect(harness.adapter.sectionController(forSectionID: "a") != nil)
  }

  @Test func itemsAreReadBySectionIndexPath() {
    let items = ["a", "b", "c"]
    #expect(items[SectionIndexPath(item: 2, section: 7)] == "c")
    #expect(items.dropFirst()[SectionIndexPath(item: 0, section: 0)] == "b")
  }

  @Test func theScrollDelegateHearsEveryScrollEventAfterTheControllers() {
    final class ScrollLog: CollectionViewScrollDelegate {
      var events: [String] = []
      func scrollViewWillBeginDragging(_ collectionView: any CollectionView) {
        events.append("begin")
      }
      func scrollViewDidScroll(_ collectionView: any CollectionView) {
        events.append("scroll \(Int(collectionView.contentOffset.y))")
      }
      func scrollViewDidEndDragging(_ collectionView: any CollectionView, willDecelerate: Bool) {
        events.append("end")
      }
    }
    let harness = AdapterHarness(size: CGSize(width: 100, height: 20))
    let list = RichList()
    harness.show([Section(id: "a", model: (0..<10).map(String.init), controller: list)])
    let log = ScrollLog()
    harness.adapter.scrollDelegate = log
    harness.view.scroll(by: 20, steps: 2)
    #expect(log.events == ["begin", "scroll 10", "scroll 20", "end"])
    #expect(list.scrolls == 2)
  }
}
