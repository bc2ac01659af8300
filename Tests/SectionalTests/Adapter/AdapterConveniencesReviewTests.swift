import Foundation
import Sectional
import Testing

/// What the controllers of a screen were told, in order.
@MainActor
private final class ACRLog {
  var events: [String] = []
  /// Display events, kept apart so that working-range checks read only their own.
  var displays: [String] = []
}

/// A list of strings that logs its working range, display and removal events under its name;
/// every change of its items deletes the old ones and inserts the new.
@MainActor
private class ACRList: SectionController, WorkingRangeHandling, DisplayHandling {
  weak var context: (any CollectionViewContext)?
  let name: String
  let log: ACRLog
  private(set) var items: [String] = []
  /// Runs when the section enters the working range, after it is logged.
  var onEnter: (() -> Void)?
  /// Runs inside the batch, once the new items are current.
  var onCommit: (() -> Void)?

  init(_ name: String, log: ACRLog) {
    self.name = name
    self.log = log
  }

  var numberOfItems: Int { items.count }

  func update(to model: [String]) -> SectionUpdate {
    let old = items
    guard old != model else { return .unchanged }
    return SectionUpdate(
      changes: ItemChanges(
        deletes: IndexSet(integersIn: 0..<old.count),
        inserts: IndexSet(integersIn: 0..<model.count))
    ) { [self] in
      items = model
      onCommit?()
    }
  }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = items[indexPath.indexInSectionController]
    return cell
  }

  func didEnterWorkingRange() {
    log.events.append("enter \(name)")
    onEnter?()
  }

  func didExitWorkingRange() { log.events.append("exit \(name)") }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    log.displays.append("show \(name) \(indexPath.indexInSectionController)")
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    log.displays.append("end \(name) \(indexPath.indexInSectionController)")
    log.events.append("end \(name)")
  }

  func didRemove() { log.events.append("remove \(name)") }
}

/// The same list under another type, which replaces an `ACRList` under the same id.
@MainActor
private final class ACRReplacement: ACRList {}

/// A scroll delegate that counts the ends of scrolling animations.
@MainActor
private final class ACRScrollLog: CollectionViewScrollDelegate {
  var animationEnds = 0
  func scrollViewDidEndScrollingAnimation(_ collectionView: any CollectionView) {
    animationEnds += 1
  }
}

/// A list that shows no supplementary view although the layout places headers.
@MainActor
private final class ACRHeaderless: DiffingListSectionController<[String], String> {}

@MainActor
@Suite("Adapter conveniences review")
struct AdapterConveniencesReviewTests {
  /// Sections named after `names`, each an `ACRList` of `itemCount(name)` items, sharing a log.
  private func sections(
    _ names: [String], log: ACRLog, items: (String) -> Int = { _ in 1 }
  ) -> [Section] {
    names.map { name in
      Section(
        id: name, model: (0..<items(name)).map { "\(name)\($0)" },
        controller: ACRList(name, log: log))
    }
  }

  private func list(_ harness: AdapterHarness, _ id: String) -> ACRList? {
    harness.adapter.sectionController(forSectionID: id, as: ACRList.self)
  }

  private func rangeEvents(_ log: ACRLog) -> [String] {
    log.events.filter { $0.hasPrefix("enter") || $0.hasPrefix("exit") }
  }

  // MARK: Working range

  @Test func theStartingRangeIsTheVisibleSectionsAndOneMoreEachSide() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a", "b", "c", "d", "e", "f"], log: log))
    #expect(Set(rangeEvents(log)) == ["enter a", "enter b", "enter c", "enter d"])
    #expect(rangeEvents(log).count == 4)
    harness.expectNoProblems()
  }

  @Test func aViewportThatShrinksTakesSectionsOutOfTheWorkingRange() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a", "b", "c", "d", "e", "f"], log: log))
    log.events.removeAll()
    harness.view.bounds.size.height = 10
    #expect(harness.view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
    #expect(rangeEvents(log) == ["exit c", "exit d"])
    // The next recompute (a scroll, an update, a new size) catches up, late.
    harness.adapter.workingRangeSize = 1
    #expect(rangeEvents(log) == ["exit c", "exit d"])
    harness.expectNoProblems()
  }

  @Test func aControllersOwnInsertsThatPushSectionsOffScreenTakeThemOutOfTheWorkingRange() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a", "b", "c", "d", "e", "f"], log: log))
    log.events.removeAll()
    let a = list(harness, "a")
    var applied: [Bool] = []
    a?.context?.apply(
      { a!.update(to: (0..<6).map { "a\($0)" }) }, completion: { applied.append($0) })
    harness.view.layoutIfNeeded()
    #expect(applied == [true])
    #expect(Set(harness.view.indexPathsForVisibleItems.map(\.section)) == [0])
    #expect(rangeEvents(log) == ["exit c", "exit d"])
    harness.expectNoProblems()
  }

  @Test func aControllersOwnDeletesThatBringSectionsOnScreenBringThemIntoTheWorkingRange() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(
      sections(["a", "b", "c", "d", "e"], log: log, items: { $0 == "a" ? 6 : 1 }))
    #expect(Set(rangeEvents(log)) == ["enter a", "enter b"])
    log.events.removeAll()
    let a = list(harness, "a")
    a?.context?.apply { a!.update(to: ["a0"]) }
    harness.view.layoutIfNeeded()
    #expect(rangeEvents(log) == ["enter c", "enter d"])
    harness.expectNoProblems()
  }

  @Test func aRemovedSectionLeavesTheRangeAndEndsItsDisplayOnceBeforeItIsRemoved() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a", "b", "c"], log: log))
    log.events.removeAll()
    harness.show(sections(["a", "b"], log: log))
    #expect(log.events == ["end c", "exit c", "remove c"])
    harness.expectNoProblems()
  }

  @Test func movedSectionsAreEachToldOnceOfEnteringOrLeaving() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 20))
    harness.show(sections(["a", "b", "c", "d", "e", "f"], log: log))
    #expect(Set(rangeEvents(log)) == ["enter a", "enter b", "enter c"])
    log.events.removeAll()
    harness.show(sections(["f", "e", "a", "b", "c", "d"], log: log))
    let events = rangeEvents(log)
    #expect(Set(events) == ["enter f", "enter e", "exit b", "exit c"])
    #expect(events.count == 4)
    // Every controller's enters and exits balance: in range now are f, e and a.
    for name in ["a", "b", "c", "d", "e", "f"] {
      let all = rangeEvents(log).filter { $0.hasSuffix(" \(name)") }
      #expect(all.count <= 1, "\(name): \(all)")
    }
    harness.expectNoProblems()
  }

  @Test func aSectionRemovedWhileTheRangeGrowsIsNotToldItEnteredAfterItsRemoval() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 10))
    harness.adapter.workingRangeSize = 0
    harness.show(sections(["a", "b", "c"], log: log))
    #expect(rangeEvents(log) == ["enter a"])
    log.events.removeAll()
    // b, entering the range, has the screen drop c, which enters in the same round.
    list(harness, "b")?.onEnter = { [unowned harness] in
      harness.adapter.update(self.sections(["a", "b"], log: log))
    }
    harness.adapter.workingRangeSize = 2
    #expect(harness.adapter.sectionIDs == ["a", "b"].map(SectionID.init))
    let removal = log.events.firstIndex(of: "remove c")
    #expect(removal != nil)
    let afterRemoval = removal.map { Array(log.events[($0 + 1)...]) } ?? []
    #expect(afterRemoval.filter { $0.hasSuffix(" c") }.isEmpty, "\(log.events)")
    harness.expectNoProblems()
  }

  @Test func aControllerReplacedUnderTheSameIDLeavesTheRangeBeforeItsRemovalAndItsHeirEnters() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a", "b", "c"], log: log))
    let old = list(harness, "b")
    log.events.removeAll()
    harness.show([
      Section(id: "a", model: ["a0"], controller: ACRList("a", log: log)),
      Section(id: "b", model: ["b0"], controller: ACRReplacement("B", log: log)),
      Section(id: "c", model: ["c0"], controller: ACRList("c", log: log)),
    ])
    #expect(list(harness, "b") !== old)
    let events = log.events.filter { !$0.hasPrefix("end") }
    #expect(events.filter { $0.hasSuffix(" b") } == ["exit b", "remove b"])
    #expect(events.filter { $0.hasSuffix(" B") } == ["enter B"])
    harness.expectNoProblems()
  }

  @Test func aControllerHandedFromARemovedIDToANewOneEndsInTheRange() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    let shared = ACRList("x", log: log)
    harness.show([Section(id: "a", model: ["a0"], controller: shared)])
    #expect(rangeEvents(log) == ["enter x"])
    log.events.removeAll()
    // The id changes, the controller instance stays: the deleted id gives it up to the new one.
    harness.show([Section(id: "b", model: ["b0"], controller: shared)])
    #expect(harness.adapter.sectionController(forSectionID: "b") === shared)
    #expect(shared.context?.sectionIndex == 0)
    #expect(harness.view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
    let events = rangeEvents(log)
    #expect(events.isEmpty || events.last == "enter x", "\(events)")
    #expect(!log.events.contains("remove x"))
    harness.expectNoProblems()
  }

  @Test func aNegativeWorkingRangeSizeIsTheVisibleSectionsAlone() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 10))
    harness.adapter.workingRangeSize = -3
    harness.show(sections(["a", "b", "c"], log: log))
    #expect(rangeEvents(log) == ["enter a"])
    harness.expectNoProblems()
  }

  // MARK: Visible section controllers and lookups

  @Test func visibleSectionControllersFollowMovedSections() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 20))
    harness.show(sections(["a", "b", "c"], log: log))
    let a = list(harness, "a")
    let c = list(harness, "c")
    harness.show(sections(["c", "a", "b"], log: log))
    let shown = harness.adapter.visibleSectionControllers
    #expect(shown.count == 2)
    #expect(shown.first === c)
    #expect(shown.last === a)
    #expect(c?.context?.sectionIndex == 0)
    #expect(harness.adapter.sectionController(atSection: 1) === a)
    #expect(harness.adapter.sectionController(atSection: 3) == nil)
    #expect(harness.adapter.sectionController(atSection: -1) == nil)
    harness.expectNoProblems()
  }

  @Test func aSectionShownByItsHeaderAloneStaysVisibleOnceThroughAReloadAndAMove() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    (harness.view.collectionViewLayout as? FlowLayout)?.headerReferenceSize.height = 5
    harness.show([
      Section(id: "empty", model: [String](), controller: RichList()),
      Section(id: "rows", model: (0..<10).map(String.init), controller: RichList()),
    ])
    let empty = harness.adapter.sectionController(forSectionID: "empty")
    let rows = harness.adapter.sectionController(forSectionID: "rows")
    #expect(
      harness.adapter.visibleSectionControllers.map(ObjectIdentifier.init) == [
        ObjectIdentifier(empty!), ObjectIdentifier(rows!),
      ])
    harness.adapter.reloadSections(withIDs: ["empty"])
    harness.view.layoutIfNeeded()
    #expect(harness.adapter.visibleSectionControllers.count == 2)
    harness.adapter.update([
      Section(id: "rows", model: (0..<10).map(String.init), controller: RichList()),
      Section(id: "empty", model: [String](), controller: RichList()),
    ])
    harness.view.layoutIfNeeded()
    // The empty section went below ten rows: only rows shows.
    #expect(
      harness.adapter.visibleSectionControllers.map(ObjectIdentifier.init) == [
        ObjectIdentifier(rows!)
      ])
    harness.adapter.update([
      Section(id: "rows", model: (0..<10).map(String.init), controller: RichList())
    ])
    harness.view.layoutIfNeeded()
    #expect(harness.adapter.visibleSectionControllers.count == 1)
    harness.expectNoProblems()
  }

  @Test func aHeaderOnlySectionLeavesTheVisibleControllersOnceScrolledAwayAfterAReload() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    (harness.view.collectionViewLayout as? FlowLayout)?.headerReferenceSize.height = 5
    let sections = {
      [
        Section(id: "empty", model: [String](), controller: RichList()),
        Section(id: "rows", model: (0..<10).map(String.init), controller: RichList()),
      ]
    }
    harness.show(sections())
    harness.adapter.update(sections(), updateStrategy: .reloadData)
    harness.adapter.reloadSections(withIDs: ["empty", "rows"])
    harness.view.layoutIfNeeded()
    #expect(harness.adapter.visibleSectionControllers.count == 2)
    harness.view.scroll(by: 100)
    let rows = harness.adapter.sectionController(forSectionID: "rows")
    #expect(
      harness.adapter.visibleSectionControllers.map(ObjectIdentifier.init) == [
        ObjectIdentifier(rows!)
      ])
    harness.view.scroll(by: -100)
    #expect(harness.adapter.visibleSectionControllers.count == 2)
    harness.expectNoProblems()
  }

  @Test func aControllerReadingItsCellWhileItsSectionMovesGetsItsOwnCellOrNone() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a", "b"], log: log))
    let b = list(harness, "b")
    var seen: [String?] = []
    b?.onCommit = { seen.append(b?.context?.cellForItem(at: 0)?.text) }
    // b moves to the top and changes its item: its commit asks its context for its cell.
    harness.adapter.update([
      Section(id: "b", model: ["b-new"], controller: ACRList("b", log: log)),
      Section(id: "a", model: ["a0"], controller: ACRList("a", log: log)),
    ])
    harness.view.layoutIfNeeded()
    #expect(seen.count == 1)
    #expect(seen.allSatisfy { $0 == nil || $0 == "b0" || $0 == "b-new" }, "\(seen)")
    #expect(harness.shownSections == [["b-new"], ["a0"]])
    harness.expectNoProblems()
  }

  @Test func aControllerReadingItsVisibleItemsWhileItsSectionMovesGetsItsOwn() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 20))
    harness.show(
      sections(["a", "b", "c"], log: log, items: { $0 == "a" ? 2 : 1 }))
    // a's two rows fill the viewport: b and c show nothing.
    #expect(list(harness, "b")?.context?.visibleItemIndices == [])
    let b = list(harness, "b")
    var seen: [[Int]] = []
    b?.onCommit = { seen.append(b?.context?.visibleItemIndices ?? []) }
    harness.adapter.update([
      Section(id: "b", model: ["b-new"], controller: ACRList("b", log: log)),
      Section(id: "a", model: ["a0", "a1"], controller: ACRList("a", log: log)),
      Section(id: "c", model: ["c0"], controller: ACRList("c", log: log)),
    ])
    harness.view.layoutIfNeeded()
    #expect(seen.count == 1)
    #expect(seen == [[]], "\(seen)")
    #expect(b?.context?.visibleItemIndices == [0])
    harness.expectNoProblems()
  }

  @Test func aControllerSelectingItsItemWhileItsSectionMovesNeverSelectsAnotherSectionsItem() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a", "b"], log: log))
    let a = list(harness, "a")
    let b = list(harness, "b")
    b?.onCommit = { b?.context?.selectItem(at: 0, scrollPosition: []) }
    harness.adapter.update([
      Section(id: "b", model: ["b-new"], controller: ACRList("b", log: log)),
      Section(id: "a", model: ["a0"], controller: ACRList("a", log: log)),
    ])
    harness.view.layoutIfNeeded()
    // The selection is made in the view as it still shows b (section 1, item b0), never in a's
    // section; the batch then deletes b0, and with it its selection, as UIKit does.
    #expect(a?.context?.selectedItemIndices == [])
    #expect(harness.view.indexPathsForSelectedItems.isEmpty)
    harness.expectNoProblems()
  }

  @Test func aControllerSelectingFromTheCommitThatInsertsItsSectionIsToldItWasNotApplied() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a"], log: log))
    let b = ACRList("b", log: log)
    var seen: [String?] = []
    b.onCommit = {
      seen.append(b.context?.cellForItem(at: 0)?.text)
      b.context?.selectItem(at: 0, scrollPosition: [])
    }
    harness.adapter.update([
      Section(id: "b", model: ["b0"], controller: b),
      Section(id: "a", model: ["a0"], controller: ACRList("a", log: log)),
    ])
    harness.view.layoutIfNeeded()
    // The view shows b only once the batch is applied: nothing to read, nothing selected, and
    // the request is reported rather than applied to the section shown at b's new index.
    #expect(seen == [nil])
    #expect(harness.view.indexPathsForSelectedItems.isEmpty)
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
    #expect(harness.diagnostics.first?.sectionID == SectionID("b"))
    #expect(harness.shownSections == [["b0"], ["a0"]])
  }

  // MARK: scroll(toSectionID:)

  @Test func scrollingToAStaleIDOrItemNamesTheSectionAndDoesNotTrap() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 20))
    harness.show(sections(["a", "b", "c"], log: log))
    #expect(!harness.adapter.scroll(toSectionID: "nope"))
    #expect(!harness.adapter.scroll(toSectionID: "b", item: -1))
    #expect(!harness.adapter.scroll(toSectionID: "b", item: Int.max))
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath, .staleIndexPath, .staleIndexPath])
    #expect(harness.diagnostics.map(\.sectionID) == ["nope", "b", "b"].map(SectionID.init))
    #expect(harness.diagnostics.dropFirst().allSatisfy { $0.controllerType != nil })
    #expect(harness.view.contentOffset == .zero)
    #expect(harness.view.errors.isEmpty)
  }

  @Test func scrollingToASectionWithAnimationTellsTheEndOfTheAnimation() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    (harness.view.collectionViewLayout as? FlowLayout)?.headerReferenceSize.height = 5
    harness.show([
      Section(id: "rows", model: (0..<10).map(String.init), controller: RichList()),
      Section(id: "empty", model: [String](), controller: RichList()),
      Section(id: "more", model: (0..<10).map(String.init), controller: RichList()),
    ])
    let scrolls = ACRScrollLog()
    harness.adapter.scrollDelegate = scrolls
    #expect(harness.adapter.scroll(toSectionID: "more", animated: true))
    #expect(scrolls.animationEnds == 1)
    #expect(harness.adapter.scroll(toSectionID: "empty", animated: true))
    #expect(scrolls.animationEnds == 2)
    harness.expectNoProblems()
  }

  @Test func scrollingToASectionRightAfterTheUpdateThatInsertedItNeedsNoLayoutFirst() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 20))
    var scrolled: [Bool] = []
    harness.adapter.update(sections(["a", "b", "c", "d", "e"], log: log)) { _ in
      scrolled.append(harness.adapter.scroll(toSectionID: "d", at: .top))
    }
    #expect(scrolled == [true])
    #expect(harness.view.contentOffset.y == 30)
    #expect(harness.adapter.scroll(toSectionID: "b", at: .top, animated: false))
    #expect(harness.view.contentOffset.y == 10)
    harness.view.layoutIfNeeded()
    #expect(harness.view.indexPathsForVisibleItems.map(\.section) == [1, 2])
    harness.expectNoProblems()
  }

  @Test func scrollingWithoutAnimationTellsNoEndOfAnimation() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    (harness.view.collectionViewLayout as? FlowLayout)?.headerReferenceSize.height = 5
    harness.show([
      Section(id: "rows", model: (0..<10).map(String.init), controller: RichList()),
      Section(id: "empty", model: [String](), controller: RichList()),
    ])
    let scrolls = ACRScrollLog()
    harness.adapter.scrollDelegate = scrolls
    #expect(harness.adapter.scroll(toSectionID: "empty", animated: false))
    #expect(harness.adapter.scroll(toSectionID: "rows", animated: false))
    #expect(scrolls.animationEnds == 0)
    harness.expectNoProblems()
  }

  // MARK: reloadSections(withIDs:)

  @Test func reloadingSeveralSectionsCompletesOnceAfterTheLast() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a", "b", "c"], log: log))
    var completions: [Bool] = []
    harness.adapter.reloadSections(withIDs: ["c", "a", "c"]) { completions.append($0) }
    #expect(completions == [true])
    #expect(harness.shownSections == [["a0"], ["b0"], ["c0"]])
    harness.expectNoProblems()
  }

  // Documented choice (reloadSections(withIDs:)): with no ids there is nothing to queue, so the
  // completion runs at once, even while updates wait.
  @Test func reloadingNoSectionsCompletesAtOnce() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    var order: [String] = []
    harness.adapter.update(sections(["a"], log: log)) { _ in
      // Inside a completion the adapter is applying: both requests below are queued.
      harness.adapter.update(self.sections(["a", "b"], log: log)) { _ in order.append("update") }
      harness.adapter.reloadSections(withIDs: [String]()) { _ in order.append("reload none") }
      harness.adapter.reloadSections(withIDs: ["a"]) { _ in order.append("reload a") }
    }
    #expect(order.contains("update"))
    #expect(order == ["reload none", "update", "reload a"])
    harness.expectNoProblems()
  }

  @Test func reloadingASectionKeepsItInTheRangeWithoutNewEvents() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a", "b", "c", "d"], log: log))
    log.events.removeAll()
    harness.adapter.reloadSections(withIDs: ["b"])
    harness.view.layoutIfNeeded()
    #expect(rangeEvents(log).isEmpty)
    harness.expectNoProblems()
  }

  // MARK: Context

  @Test func aContextSelectingAnItemItDoesNotHaveIsReportedNamingItsSection() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a", "b"], log: log))
    let b = list(harness, "b")
    b?.context?.selectItem(at: 7, scrollPosition: .top)
    b?.context?.scrollToItem(at: 7, at: .top)
    #expect(b?.context?.cellForItem(at: 7) == nil)
    #expect(b?.context?.selectedItemIndices == [])
    #expect(harness.errorDiagnostics.count == 2)
    #expect(harness.errorDiagnostics.allSatisfy { $0.sectionID == SectionID("b") })
    #expect(harness.view.contentOffset == .zero)
  }

  @Test func aContextsContainerSizeFollowsTheViewport() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    harness.show(sections(["a"], log: log))
    let a = list(harness, "a")
    #expect(a?.context?.containerSize == CGSize(width: 100, height: 30))
    harness.view.bounds.size = CGSize(width: 50, height: 20)
    #expect(a?.context?.containerSize == CGSize(width: 50, height: 20))
  }

  // MARK: Supplementary views

  @Test func aMissingHeaderIsReportedOncePerSectionNamingItsController() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    (harness.view.collectionViewLayout as? FlowLayout)?.headerReferenceSize.height = 5
    harness.show([
      Section(id: "a", model: (0..<5).map(String.init), controller: ACRHeaderless()),
      Section(id: "b", model: ["x"], controller: ACRHeaderless()),
    ])
    harness.view.scroll(by: 40)
    harness.view.scroll(by: -40)
    let missing = harness.diagnostics.filter { $0.kind == .missingSupplementaryView }
    #expect(missing.map(\.sectionID) == ["a", "b"].map(SectionID.init))
    #expect(missing.allSatisfy { $0.controllerType != nil })
  }

  // MARK: Empty state

  @Test func theEmptyStateFollowsReloadsAndItemChangesOnce() {
    let log = ACRLog()
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    var states: [Bool] = []
    harness.adapter.emptyStateHandler = { states.append($0) }
    harness.show(sections(["a", "b"], log: log))
    #expect(states == [false])
    let a = list(harness, "a")
    let b = list(harness, "b")
    a?.context?.apply { a!.update(to: []) }
    #expect(states == [false])
    b?.context?.apply { b!.update(to: []) }
    #expect(states == [false, true])
    harness.adapter.reloadSections(withIDs: ["a", "b"])
    #expect(states == [false, true])
    #expect(harness.adapter.isEmpty)
    harness.expectNoProblems()
  }
}
