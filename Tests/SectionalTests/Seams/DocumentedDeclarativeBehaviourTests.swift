import Foundation
import Sectional
import Testing

/// A plugin whose tasks record, by the text of each component, how often they were cancelled.
@MainActor
private final class CancelLog: PrefetchingPlugin {
  var started: [String] = []
  var cancelled: [String] = []

  func prefetch(_ component: AnyComponent) -> PrefetchTask? {
    guard let text = component.as(CountedText.self)?.viewModel else { return nil }
    started.append(text)
    return PrefetchTask { [unowned self] in cancelled.append(text) }
  }
}

/// A list of `count` rows of 10 points whose reached-end events go to `fired`.
@MainActor
private func rows(
  _ count: Int, offset: ReachedEndOffset = .absolute(0),
  fired: @escaping @MainActor (ReachedEndEvent) -> Void
) -> List {
  List {
    ListSection(
      id: "rows",
      cells: (0..<count).map { Cell(id: $0, component: CountedText(viewModel: "\($0)")) })
  }
  .onReachedEnd(offset: offset, handler: fired)
}

/// Pins the behavioural claims of DeclarativeLists.md and the declarative layer's doc comments.
@MainActor
@Suite("Documented behaviour: declarative lists")
struct DocumentedDeclarativeBehaviourTests {
  // DeclarativeLists.md: "It fires once, and again only after the content grew … or re-armed it."
  @Test func aLatchedTriggerStaysLatchedWhenTheNextListWidensItsOffset() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    harness.apply(rows(40, offset: .absolute(50)) { _ in fired += 1 })
    harness.view.contentOffset.y = 250
    #expect(fired == 1)
    harness.apply(rows(40, offset: .absolute(500)) { _ in fired += 1 })
    harness.view.contentOffset.y = 240
    #expect(fired == 1)
  }

  // DeclarativeLists.md: "again only after … `rearmReachedEnd()` re-armed it": far from the end,
  // re-arming waits for the end.
  @Test func rearmingFarFromTheEndFiresOnlyWhenTheEndComesNear() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    harness.apply(rows(40, offset: .absolute(50)) { _ in fired += 1 })
    harness.view.contentOffset.y = 250
    #expect(fired == 1)
    harness.view.contentOffset.y = 0
    harness.adapter.rearmReachedEnd()
    #expect(fired == 1)
    harness.view.contentOffset.y = 260
    #expect(fired == 2)
  }

  // DeclarativeLists.md: "It is checked after every applied update": a reload is one.
  @Test func aReloadIsCheckedForTheEndToo() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    harness.apply(rows(3) { _ in fired += 1 }, .reloadData)
    #expect(fired == 1)
  }

  // DeclarativeLists.md: "a task is cancelled when its item … is removed": a removed section's
  // items too.
  @Test func removingASectionCancelsItsItemsWork() {
    let plugin = CancelLog()
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 50))
    harness.adapter.prefetchingPlugins = [plugin]
    harness.apply(List { ListSection(id: "rows", cells: textCells((0..<20).map { "r\($0)" })) })
    #expect(plugin.started == ["r5", "r6", "r7", "r8", "r9"])
    harness.apply(List { ListSection(id: "other", cells: textCells(["x"])) })
    #expect(Set(plugin.cancelled) == Set(["r5", "r6", "r7", "r8", "r9"]))
  }

  // DeclarativeLists.md: "kept by item identity (section id and cell id)": a cell id that moves
  // to another section is another item, whose work is cancelled.
  @Test func aCellMovedToAnotherSectionHasItsWorkCancelled() {
    let plugin = CancelLog()
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 50))
    harness.adapter.prefetchingPlugins = [plugin]
    let names = (0..<20).map { "r\($0)" }
    harness.apply(List { ListSection(id: "a", cells: textCells(names)) })
    #expect(plugin.started.contains("r6"))
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(names.filter { $0 != "r6" }))
        ListSection(id: "b", cells: textCells(["r6"]))
      })
    #expect(plugin.cancelled == ["r6"])
  }

  // PrefetchingPlugin.swift: "Stops the work, once; later calls do nothing."
  @Test func aPrefetchTaskCancelsItsWorkOnce() {
    var cancels = 0
    let task = PrefetchTask { cancels += 1 }
    #expect(!task.isCancelled)
    task.cancel()
    task.cancel()
    #expect(task.isCancelled)
    #expect(cancels == 1)
  }

  // CollectionViewAdapter+ShownCells.swift: "`nil` before the first list. Sections shown by
  // `update(_:updateStrategy:completion:)` alone do not change it."
  @Test func theSnapshotIsNilUntilAListIsAppliedAndSectionUpdatesLeaveIt() {
    let harness = DeclarativeHarness()
    harness.adapter.update([
      Section(
        id: "plain", model: ["a"], controller: DiffingListSectionController<[String], String>())
    ])
    harness.view.layoutIfNeeded()
    #expect(harness.adapter.snapshot() == nil)
    harness.apply(List { ListSection(id: "s", cells: textCells(["1"])) })
    harness.adapter.update([
      Section(
        id: "plain", model: ["a"], controller: DiffingListSectionController<[String], String>())
    ])
    harness.view.layoutIfNeeded()
    #expect(harness.adapter.snapshot()?.sections.map(\.id) == [SectionID("s")])
  }

  // CollectionViewAdapter+ShownCells.swift: "`nil` when the index path is not a cell of a
  // declarative section (an index path of other than two indices included)."
  @Test func cellAtIsNilOutsideDeclarativeCells() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "s", cells: textCells(["1"]))
        Section(
          id: "plain", model: ["a"],
          controller: DiffingListSectionController<[String], String>())
      })
    #expect(harness.adapter.cell(at: IndexPath(item: 0, section: 0))?.id == AnyHashable("1"))
    #expect(harness.adapter.cell(at: IndexPath(item: 0, section: 1)) == nil)
    #expect(harness.adapter.cell(at: IndexPath(item: 1, section: 0)) == nil)
    #expect(harness.adapter.cell(at: IndexPath(item: 0, section: 5)) == nil)
    #expect(harness.adapter.cell(at: IndexPath(indexes: [0, 0, 0])) == nil)
    #expect(harness.adapter.cell(at: IndexPath()) == nil)
  }

  // CollectionViewAdapter+List.swift: "Called once the list is shown, with whether it was
  // applied as a batch update (`false` after a reload)."
  @Test func theCompletionSaysWhetherTheListWentAsABatch() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "s", cells: textCells(["1"])) })
    harness.apply(List { ListSection(id: "s", cells: textCells(["1", "2"])) })
    harness.apply(List { ListSection(id: "s", cells: textCells(["2"])) }, .reloadData)
    #expect(harness.completions.suffix(2) == [true, false])
  }

  // DeclarativeLists.md: "each apply says so with a `modifierIgnored` diagnostic naming the
  // modifier".
  @Test func everyApplyReportsAnIgnoredModifierAgain() {
    let harness = DeclarativeHarness()
    func list() -> List {
      List {
        ListSection(
          Section(
            id: "plain", model: ["a"],
            controller: DiffingListSectionController<[String], String>())
        )
        .withHeader(CountedText(viewModel: "Header"))
      }
    }
    harness.apply(list())
    let first = harness.diagnostics.filter { $0.kind == .modifierIgnored }.count
    #expect(first >= 1)
    #expect(harness.diagnostics.first?.message.contains("withHeader") == true)
    harness.apply(list())
    #expect(harness.diagnostics.filter { $0.kind == .modifierIgnored }.count == first * 2)
  }

  // DeclarativeLists.md: "A cell that the list removed runs the handlers of the last list that
  // had it": a later list's handlers for other cells do not reach it.
  @Test func aRemovedCellEndsItsDisplayWithItsLastListsHandler() {
    let harness = DeclarativeHarness()
    var ended: [String] = []
    func list(_ ids: [String], tag: String) -> List {
      List {
        ListSection(
          id: "s",
          cells: ids.map { id in
            Cell(id: id, component: CountedText(viewModel: id))
              .didEndDisplay { _ in ended.append("\(tag):\(id)") }
          })
      }
    }
    harness.apply(list(["a", "b"], tag: "v1"))
    harness.apply(list(["a", "b"], tag: "v2"))
    harness.apply(list(["a"], tag: "v3"))
    #expect(ended == ["v2:b"])
  }

  // DeclarativeLists.md: prefetch tasks "are kept by item identity …: a task is cancelled when
  // its item leaves the prefetch range unshown or is removed": a reload removes no item.
  @Test func aReloadKeepsThePrefetchWorkOfTheItemsItKeeps() {
    let plugin = CancelLog()
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 50))
    harness.adapter.prefetchingPlugins = [plugin]
    let names = (0..<20).map { "r\($0)" }
    harness.apply(List { ListSection(id: "rows", cells: textCells(names)) })
    #expect(plugin.started == ["r5", "r6", "r7", "r8", "r9"])
    harness.apply(List { ListSection(id: "rows", cells: textCells(names)) }, .reloadData)
    #expect(plugin.cancelled.isEmpty)
  }

  // DeclarativeLists.md: "Whenever a list is applied (from outside, from a completion, or from
  // inside any event handler), the screen shows that list".
  @Test func aListAppliedFromACompletionIsShown() {
    let harness = DeclarativeHarness()
    harness.adapter.apply(List { ListSection(id: "s", cells: textCells(["1"])) }) { _ in
      harness.adapter.apply(List { ListSection(id: "s", cells: textCells(["2", "3"])) })
    }
    harness.view.layoutIfNeeded()
    #expect(harness.shown == [["2", "3"]])
    harness.expectNoProblems()
  }

  // DeclarativeLists.md: "Whenever a list is applied (… from inside any event handler), the
  // screen shows that list": `willDisplay` too.
  @Test func aListAppliedFromInsideWillDisplayIsShown() {
    let harness = DeclarativeHarness()
    var applied = false
    let first = List {
      ListSection(id: "s") {
        Cell(id: "1", component: CountedText(viewModel: "1")).willDisplay { _ in
          guard !applied else { return }
          applied = true
          harness.adapter.apply(List { ListSection(id: "s", cells: textCells(["0", "1"])) })
        }
      }
    }
    harness.apply(first)
    harness.view.layoutIfNeeded()
    #expect(applied)
    #expect(harness.shown == [["0", "1"]])
    harness.expectNoProblems()
  }

  // DeclarativeLists.md: a handler's context names "the section, the cell's id and index";
  // TestingASectionController.md: "`indexPath` (in the collection view …)".
  @Test func aHandlersContextNamesTheIndexInTheSectionAndTheViewsIndexPath() {
    let harness = DeclarativeHarness()
    var seen: [String] = []
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["x"]))
        ListSection(id: "b") {
          Cell(id: "p", component: CountedText(viewModel: "p"))
          Cell(id: "q", component: CountedText(viewModel: "q")).didSelect { context in
            seen.append(
              "\(context.sectionID) \(context.cellID) \(context.index) \(context.indexPath)")
          }
        }
      })
    harness.view.tapItem(at: IndexPath(item: 1, section: 1))
    #expect(seen == ["b q 1 \(IndexPath(item: 1, section: 1))"])
  }

  // DeclarativeLists.md: reconfigureOnly: "a list whose structure changed is reloaded, with a
  // diagnostic": a move is a change of structure.
  @Test func contentOnlyWithAMovedCellReloadsAndSaysSo() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "s", cells: textCells(["1", "2"])) })
    harness.apply(List { ListSection(id: "s", cells: textCells(["2", "1"])) }, .reconfigureOnly)
    #expect(harness.shown == [["2", "1"]])
    #expect(harness.diagnostics.count == 1)
    #expect(harness.completions.last == false)
  }

  // DeclarativeLists.md: "The same id with another component type is another item: deleted and
  // inserted", and a task "is cancelled when its item … is removed".
  @Test func anotherComponentTypeUnderTheSameIdCancelsTheOldItemsWork() {
    let plugin = CancelLog()
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 50))
    harness.adapter.prefetchingPlugins = [plugin]
    let names = (0..<20).map { "r\($0)" }
    harness.apply(List { ListSection(id: "rows", cells: textCells(names)) })
    #expect(plugin.started.contains("r6"))
    let cells = names.map { name in
      name == "r6"
        ? Cell(id: name, component: BadgeComponent(viewModel: name))
        : Cell(id: name, component: CountedText(viewModel: name))
    }
    harness.apply(List { ListSection(id: "rows", cells: cells) })
    #expect(plugin.cancelled == ["r6"])
  }

  // DeclarativeLists.md, scroll events: "30 + 0.3 × 499 ≈ 180, snapped to 200" and
  // `print(events)  // ["header gone", "at rest"]`.
  @Test func theScrollEventsExampleRestsAt200AndPrintsWhatItSays() {
    let collectionView = HeadlessCollectionView(
      size: CGSize(width: 320, height: 480),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: collectionView)
    var events: [String] = []
    adapter.apply(
      List {
        ListSection(
          id: "rows", cells: (0..<40).map { Cell(id: $0, component: TextComponent("\($0)")) }
        )
        .withHeader(TextComponent("Rows"))
        .didEndDisplayHeader { _ in events.append("header gone") }
      }
      .willEndDragging { context in
        let y = (context.targetContentOffset.y / 40).rounded() * 40
        context.targetContentOffset = CGPoint(x: 0, y: y)
      }
      .didEndDecelerating { _ in events.append("at rest") })
    collectionView.layoutIfNeeded()
    collectionView.scroll(by: 30, velocity: 300)
    #expect(collectionView.contentOffset.y == 200)
    #expect(events == ["header gone", "at rest"])
  }
}
