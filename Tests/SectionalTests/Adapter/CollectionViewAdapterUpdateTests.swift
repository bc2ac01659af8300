import Foundation
import Sectional
import Testing

@MainActor
@Suite("CollectionViewAdapter updates")
struct CollectionViewAdapterUpdateTests {
  @Test func theFirstUpdateShowsEverySection() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1", "2"]), ("b", ["3"])]))
    #expect(harness.shownSections == [["1", "2"], ["3"]])
    harness.expectNoProblems()
  }

  @Test func survivingSectionsKeepTheirControllerInstance() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"]), ("b", ["2"])]))
    let controller = harness.adapter.sectionController(forSectionID: "b")
    harness.show(AdapterHarness.lists([("b", ["2", "3"]), ("c", ["4"])]))
    #expect(harness.adapter.sectionController(forSectionID: "b") === controller)
    #expect(harness.shownSections == [["2", "3"], ["4"]])
    harness.expectNoProblems()
  }

  @Test func controllersAreBuiltOnlyWhenTheirIDFirstAppears() {
    let harness = AdapterHarness()
    var built = 0
    func sections(_ items: [String]) -> [Section] {
      [
        Section(
          id: "a", model: items,
          controller: {
            built += 1
            return TextList()
          }())
      ]
    }
    harness.show(sections(["1"]))
    harness.show(sections(["1", "2"]))
    harness.show(sections(["2"]))
    #expect(built == 1)
  }

  @Test func removedSectionsReleaseTheirControllersAndTellThem() {
    final class Flag {
      var removed = false
    }
    final class Watched: DiffingListSectionController<[String], String> {
      let flag: Flag
      init(flag: Flag) {
        self.flag = flag
        super.init(items: { $0 })
      }
      override func didRemove() { flag.removed = true }
    }
    let harness = AdapterHarness()
    let flag = Flag()
    harness.show([Section(id: "w", model: ["1"], controller: Watched(flag: flag))])
    weak let released = harness.adapter.sectionController(forSectionID: "w")
    #expect(released != nil)
    harness.show([])
    #expect(flag.removed)
    #expect(released == nil)
    #expect(harness.adapter.sectionController(forSectionID: "w") == nil)
  }

  @Test func sectionInsertsDeletesAndMovesApplyAsOneValidBatch() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"]), ("b", ["2"]), ("c", ["3"]), ("d", ["4"])]))
    let controllers = ["a", "c", "d"].map { harness.adapter.sectionController(forSectionID: $0) }
    harness.show(AdapterHarness.lists([("d", ["4"]), ("x", ["9"]), ("a", ["1"]), ("c", ["3"])]))
    #expect(harness.shownSections == [["4"], ["9"], ["1"], ["3"]])
    let after = ["a", "c", "d"].map { harness.adapter.sectionController(forSectionID: $0) }
    #expect(zip(controllers, after).allSatisfy { $0 === $1 })
    harness.expectNoProblems()
  }

  @Test func itemChangesInsideSurvivingSectionsAreDiffed() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1", "2", "3", "4"])]))
    let cellOfTwo = harness.view.cellForItem(at: IndexPath(item: 1, section: 0))
    harness.show(AdapterHarness.lists([("a", ["4", "2", "x", "1"])]))
    #expect(harness.shownSections == [["4", "2", "x", "1"]])
    #expect(harness.view.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOfTwo)
    harness.expectNoProblems()
  }

  @Test func sectionAndItemChangesTogetherStayValid() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1", "2"]), ("b", ["3", "4"]), ("c", ["5"])]))
    // "c" moves to the front while its items change; "a" changes in place; "b" is deleted.
    harness.show(AdapterHarness.lists([("c", ["6", "5"]), ("n", ["7"]), ("a", ["2", "1", "8"])]))
    #expect(harness.shownSections == [["6", "5"], ["7"], ["2", "1", "8"]])
    harness.expectNoProblems()
  }

  @Test func emptyingAndRefillingASection() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1", "2"]), ("b", ["3"])]))
    harness.show(AdapterHarness.lists([("a", []), ("b", ["3"])]))
    #expect(harness.shownSections == [[], ["3"]])
    harness.show(AdapterHarness.lists([("a", ["4"]), ("b", ["3"])]))
    #expect(harness.shownSections == [["4"], ["3"]])
    harness.expectNoProblems()
  }

  @Test func aSingleItemAppearsAndDisappears() {
    let harness = AdapterHarness()
    func banner(_ text: String?) -> [Section] {
      [
        Section(
          id: "banner", model: text,
          controller: SingleItemSectionController<String?, String>(item: { $0 })),
        Section(id: "list", model: ["1"], controller: TextList()),
      ]
    }
    harness.show(banner(nil))
    #expect(harness.shownSections == [[], ["1"]])
    harness.show(banner("Sale!"))
    #expect(harness.shownSections == [["Sale!"], ["1"]])
    harness.show(banner("Sale ends"))
    #expect(harness.shownSections == [["Sale ends"], ["1"]])
    harness.show(banner(nil))
    #expect(harness.shownSections == [[], ["1"]])
    harness.expectNoProblems()
  }

  @Test func aSingleModelChangeReconfiguresItsCellInPlace() {
    let harness = AdapterHarness()
    func header(_ title: String) -> [Section] {
      [Section(id: "header", model: title, controller: SingleModelSectionController<String>())]
    }
    harness.show(header("Watchlist"))
    let cell = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))
    harness.show(header("Watchlist (3)"))
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
    #expect(cell?.text == "Watchlist (3)")
    harness.expectNoProblems()
  }

  @Test func aListControllerReloadsItsSection() {
    let harness = AdapterHarness()
    func list(_ items: [String]) -> [Section] {
      [Section(id: "l", model: items, controller: ListSectionController<[String], String>())]
    }
    harness.show(list(["1", "2"]))
    harness.show(list(["3"]))
    #expect(harness.shownSections == [["3"]])
    harness.expectNoProblems()
  }

  @Test func duplicateSectionIDsKeepTheFirstAndAreReported() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"]), ("a", ["2"]), ("b", ["3"])]))
    #expect(harness.shownSections == [["1"], ["3"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateSectionID])
    #expect(harness.diagnostics.first?.sectionID == SectionID("a"))
    #expect(harness.diagnostics.first?.message.contains("index 1") == true)
  }

  @Test func aControllerOfAnotherTypeUnderTheSameIDReplacesTheSectionQuietly() {
    // A placeholder replaced by the real list: the controller type is part of the identity.
    final class Placeholder: SingleModelSectionController<String> {
      var removed = false
      override func didRemove() { removed = true }
    }
    let harness = AdapterHarness()
    let placeholder = Placeholder()
    harness.show([Section(id: "s", model: "Loading…", controller: placeholder)])
    harness.show([Section(id: "s", model: ["1", "2"], controller: TextList())])
    #expect(harness.shownSections == [["1", "2"]])
    #expect(harness.view.lastBatchUpdate == BatchUpdate(sectionDeletes: [0], sectionInserts: [0]))
    #expect(placeholder.removed)
    #expect(placeholder.context == nil)
    harness.expectNoProblems()
  }

  @Test func overTheThresholdTheAdapterReloads() {
    let harness = AdapterHarness()
    harness.adapter.reloadThreshold = 2
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    var applied: [Bool] = []
    harness.adapter.update(AdapterHarness.lists([("a", ["1", "2", "3", "4"])])) {
      applied.append($0)
    }
    harness.view.layoutIfNeeded()
    #expect(applied == [false])
    #expect(harness.shownSections == [["1", "2", "3", "4"]])
    harness.expectNoProblems()
  }

  @Test func theEmptyStateHandlerHearsTheChanges() {
    let harness = AdapterHarness()
    var states: [Bool] = []
    harness.adapter.emptyStateHandler = { states.append($0) }
    harness.show(AdapterHarness.lists([("a", [])]))
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    harness.show(AdapterHarness.lists([("a", ["1", "2"])]))
    harness.show([])
    #expect(states == [false, true])
    #expect(harness.adapter.isEmpty)
  }
}
