import Foundation
import Sectional
import SectionalTesting
import Testing

/// A list of one section of counted texts, identified by their text.
@MainActor
private func spRows(_ names: [String], id: String = "rows") -> List {
  List { ListSection(id: id, cells: textCells(names)) }
}

/// `count` names `prefix0`, `prefix1`, ….
private func spNames(_ count: Int, _ prefix: String = "r") -> [String] {
  (0..<count).map { "\(prefix)\($0)" }
}

/// Expects the view to show exactly the list: its sections and item counts, the text of every
/// visible cell at its index path, the adapter's cells and its snapshot.
@MainActor
private func spExpectScreen(
  _ harness: DeclarativeHarness, shows list: List,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let view = harness.view
  view.layoutIfNeeded()
  #expect(
    view.numberOfSections == list.sections.count, "sections", sourceLocation: sourceLocation)
  guard view.numberOfSections == list.sections.count else { return }
  for (index, section) in list.sections.enumerated() {
    #expect(
      view.numberOfItems(inSection: index) == section.cells.count, "items of \(index)",
      sourceLocation: sourceLocation)
  }
  for indexPath in view.indexPathsForVisibleItems {
    let cells = list.sections[indexPath.section].cells
    guard indexPath.item < cells.count else {
      Issue.record("visible \(indexPath) beyond the list", sourceLocation: sourceLocation)
      continue
    }
    let expected = cells[indexPath.item].component.as(CountedText.self)?.viewModel
    let cell = view.cellForItem(at: indexPath)
    if cells[indexPath.item].isPlaceholder {
      #expect(cell != nil, "\(indexPath)", sourceLocation: sourceLocation)
    } else {
      #expect(cell?.render() == expected, "\(indexPath)", sourceLocation: sourceLocation)
    }
    #expect(
      harness.adapter.cell(at: indexPath)?.id == cells[indexPath.item].id, "\(indexPath)",
      sourceLocation: sourceLocation)
  }
  #expect(
    harness.adapter.snapshot()?.sections.map(\.id) == list.sections.map(\.id),
    sourceLocation: sourceLocation)
  #expect(
    harness.adapter.snapshot()?.sections.map { $0.cells.map(\.id) }
      == list.sections.map { $0.cells.map(\.id) }, sourceLocation: sourceLocation)
  #expect(view.errors.isEmpty, "\(view.errors)", sourceLocation: sourceLocation)
}

@MainActor
@Suite("Review: update strategies, coalescing, pagination, placeholders, prefetching")
struct StrategyPaginationReviewTests {
  // MARK: Coalescing

  @Test func aReloadAndABatchAskedFromACompletionCoalesceIntoOneReloadShowingTheLast() {
    let harness = DeclarativeHarness()
    harness.apply(spRows(["a", "b"]))
    var order: [String] = []
    var batches = 0
    harness.view.batchUpdateHandler = { _ in batches += 1 }
    let last = spRows(["c", "a", "d"])
    harness.adapter.apply(spRows(["a", "b", "x"])) { animated in
      order.append("first \(animated)")
      harness.adapter.apply(spRows(["b"]), updateStrategy: .reloadData) {
        order.append("reload \($0)")
      }
      harness.adapter.apply(last, updateStrategy: .nonanimatedBatchUpdates) {
        order.append("batch \($0)")
      }
    }
    harness.view.layoutIfNeeded()
    #expect(order == ["first true", "reload false", "batch false"])
    #expect(batches == 1)
    spExpectScreen(harness, shows: last)
    #expect(harness.diagnostics.isEmpty)
  }

  @Test func aCoalescedReloadReplacesEvenTheCellsThatDidNotChange() {
    // The docs' table: a reload replaces every cell; a batch keeps the unchanged ones. Coalesced,
    // the reload wins, so no unchanged cell is kept.
    let harness = DeclarativeHarness()
    harness.apply(spRows(["a", "b"]))
    let kept = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))
    harness.adapter.apply(spRows(["a", "b", "c"])) { _ in
      harness.adapter.apply(spRows(["a", "b", "d"]), updateStrategy: .animatedBatchUpdates)
      harness.adapter.apply(spRows(["a", "b", "e"]), updateStrategy: .reloadData)
    }
    harness.view.layoutIfNeeded()
    spExpectScreen(harness, shows: spRows(["a", "b", "e"]))
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0)) !== kept)
  }

  @Test func eachCompletionRunsOnceInOrderWhenAppliesAreNestedThreeDeep() {
    let harness = DeclarativeHarness()
    var order: [Int] = []
    harness.adapter.apply(spRows(["1"])) { _ in
      order.append(1)
      harness.adapter.apply(spRows(["1", "2"]), updateStrategy: .reloadData) { _ in
        order.append(2)
        harness.adapter.apply(spRows(["1", "2", "3"]), updateStrategy: .reconfigureOnly) { _ in
          order.append(3)
        }
      }
      harness.adapter.apply(spRows(["2", "1"]), updateStrategy: .nonanimatedBatchUpdates) { _ in
        order.append(4)
      }
    }
    harness.view.layoutIfNeeded()
    harness.view.layoutIfNeeded()
    #expect(order.sorted() == [1, 2, 3, 4])
    #expect(order.first == 1)
    #expect(order.firstIndex(of: 2)! < order.firstIndex(of: 4)!)
    spExpectScreen(harness, shows: spRows(["1", "2", "3"]))
    // The last list changed structure in a content-only apply: said so.
    #expect(harness.diagnostics.contains { $0.kind == .structuralChangeInContentOnlyUpdate })
  }

  @Test func aSnapshotTakenInsideACompletionIsTheListOnScreen() {
    let harness = DeclarativeHarness()
    harness.apply(spRows(["a"]))
    var seen: [[AnyHashable]] = []
    harness.adapter.apply(spRows(["a", "b"])) { _ in
      seen.append(harness.adapter.snapshot()?.sections.first?.cells.map(\.id) ?? [])
      harness.adapter.apply(spRows(["c"]), updateStrategy: .reloadData) { _ in
        seen.append(harness.adapter.snapshot()?.sections.first?.cells.map(\.id) ?? [])
      }
    }
    harness.view.layoutIfNeeded()
    #expect(seen == [["a", "b"], ["c"]])
    spExpectScreen(harness, shows: spRows(["c"]))
  }

  // MARK: Content only

  @Test func aContentOnlyApplyThatOnlyChangesContentKeepsCellsAndSaysNothing() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: CountedText(viewModel: "one"))
          Cell(id: 2, component: CountedText(viewModel: "two"))
        }
      })
    let first = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))
    let second = harness.label(1)
    let rendersBefore = second?.renders
    let next = List {
      ListSection(id: "s") {
        Cell(id: 1, component: CountedText(viewModel: "uno"))
        Cell(id: 2, component: CountedText(viewModel: "two"))
      }
    }
    harness.apply(next, .reconfigureOnly)
    #expect(harness.completions.last == true)
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
    #expect(harness.shown == [["uno", "two"]])
    #expect(harness.label(1)?.renders == rendersBefore)
    #expect(harness.view.lastBatchUpdate?.itemReconfigures == [IndexPath(item: 0, section: 0)])
    harness.expectNoProblems()
  }

  @Test func aContentOnlyApplyThatMovesItemsReloadsWithADiagnostic() {
    let harness = DeclarativeHarness()
    harness.apply(spRows(["a", "b", "c"]))
    let list = spRows(["c", "a", "b"])
    harness.apply(list, .reconfigureOnly)
    #expect(harness.completions.last == false)
    #expect(harness.diagnostics.map(\.kind) == [.structuralChangeInContentOnlyUpdate])
    spExpectScreen(harness, shows: list)
  }

  @Test func aContentOnlyApplyThatAddsASectionReloadsWithADiagnostic() {
    let harness = DeclarativeHarness()
    harness.apply(spRows(["a"]))
    let list = List {
      ListSection(id: "rows", cells: textCells(["a"]))
      ListSection(id: "more", cells: textCells(["b"]))
    }
    harness.apply(list, .reconfigureOnly)
    #expect(harness.diagnostics.map(\.kind) == [.structuralChangeInContentOnlyUpdate])
    spExpectScreen(harness, shows: list)
  }

  @Test func aContentOnlyApplyCoalescedWithABatchIsAnAnimatedBatchWithoutADiagnostic() {
    let harness = DeclarativeHarness()
    harness.apply(spRows(["a", "b"]))
    harness.adapter.apply(spRows(["a", "b", "c"])) { _ in
      harness.adapter.apply(spRows(["b", "a", "c", "d"]), updateStrategy: .reconfigureOnly)
      harness.adapter.apply(
        spRows(["b", "a", "c", "d", "e"]), updateStrategy: .nonanimatedBatchUpdates)
    }
    harness.view.layoutIfNeeded()
    #expect(harness.view.lastBatchUpdate?.isAnimated == true)
    spExpectScreen(harness, shows: spRows(["b", "a", "c", "d", "e"]))
    harness.expectNoProblems()
  }

  // MARK: Threshold

  @Test func exactlyTheReloadThresholdOfChangesIsStillABatch() {
    let harness = DeclarativeHarness()
    harness.adapter.reloadThreshold = 3
    harness.apply(spRows(["a"]))
    let kept = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))
    harness.apply(spRows(["a", "b", "c", "d"]))
    #expect(harness.completions.last == true)
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0)) === kept)
    spExpectScreen(harness, shows: spRows(["a", "b", "c", "d"]))
  }

  @Test func oneChangeAboveTheReloadThresholdIsAReload() {
    let harness = DeclarativeHarness()
    harness.adapter.reloadThreshold = 3
    harness.apply(spRows(["a"]))
    harness.apply(spRows(["a", "b", "c", "d", "e"]))
    #expect(harness.completions.last == false)
    spExpectScreen(harness, shows: spRows(["a", "b", "c", "d", "e"]))
    harness.expectNoProblems()
  }

  @Test func aZeroThresholdStillLetsAnUnchangedListThroughAsABatch() {
    let harness = DeclarativeHarness()
    harness.adapter.reloadThreshold = 0
    harness.apply(spRows(["a"]))
    let kept = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))
    harness.apply(spRows(["a"]))
    #expect(harness.view.cellForItem(at: IndexPath(item: 0, section: 0)) === kept)
    spExpectScreen(harness, shows: spRows(["a"]))
  }

  // MARK: Applies from event handlers

  @Test func anApplyFromDidSelectWithAReloadShowsTheNewList() {
    let harness = DeclarativeHarness()
    let next = spRows(["z", "y"])
    var completed = 0
    harness.apply(
      List {
        ListSection(id: "rows") {
          Cell(id: "a", component: CountedText(viewModel: "a")).didSelect { _ in
            harness.adapter.apply(next, updateStrategy: .reloadData) { _ in completed += 1 }
          }
          Cell(id: "b", component: CountedText(viewModel: "b"))
        }
      })
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    harness.view.layoutIfNeeded()
    #expect(completed == 1)
    spExpectScreen(harness, shows: next)
  }

  @Test func anApplyFromWillDisplayIsQueuedAndShown() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 30))
    var applied = false
    let next = spRows(["n0", "n1", "r0", "r1"])
    let cells = textCells(spNames(10)).enumerated().map { index, cell in
      index == 5
        ? cell.willDisplay { _ in
          guard !applied else { return }
          applied = true
          harness.adapter.apply(next, updateStrategy: .nonanimatedBatchUpdates)
        } : cell
    }
    harness.apply(List { ListSection(id: "rows", cells: cells) })
    harness.view.contentOffset.y = 30
    harness.view.layoutIfNeeded()
    #expect(applied)
    spExpectScreen(harness, shows: next)
  }

  // MARK: Pagination

  @Test func aHandlerThatAppliesWithAReloadPaginatesUntilTheViewportIsFull() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var pages = 1
    func list() -> List {
      spRows(spNames(pages * 4)).onReachedEnd(offset: .absolute(0)) { _ in
        pages += 1
        harness.adapter.apply(list(), updateStrategy: .reloadData)
      }
    }
    harness.apply(list())
    // 4 and 8 rows are shorter than 100 points; 12 rows (120) end beyond it.
    #expect(pages == 3)
    spExpectScreen(harness, shows: spRows(spNames(12)))
  }

  @Test func contentShrinkingUnderAScrolledViewDoesNotFireAgain() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    harness.apply(spRows(spNames(40)).onReachedEnd(offset: .absolute(0)) { _ in fired += 1 })
    harness.view.contentOffset.y = 300
    #expect(fired == 1)
    let shrunk = spRows(spNames(20)).onReachedEnd(offset: .absolute(0)) { _ in fired += 1 }
    harness.apply(shrunk)
    // The offset is moved back within 200 points of content: still at its end.
    #expect(harness.view.contentOffset.y == 100)
    #expect(fired == 1)
    spExpectScreen(harness, shows: spRows(spNames(20)))
  }

  @Test func afterShrinkingAPageArrivingReArmsIt() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    func list(_ count: Int) -> List {
      spRows(spNames(count)).onReachedEnd(offset: .absolute(0)) { _ in fired += 1 }
    }
    harness.apply(list(40))
    harness.view.contentOffset.y = 300
    harness.apply(list(20))
    #expect(fired == 1)
    // A page of 5 arrives: re-armed, and the view, at 100, is 50 from the end.
    harness.apply(list(25))
    #expect(fired == 1)
    harness.view.contentOffset.y = 150
    #expect(fired == 2)
  }

  @Test func shrinkingToShorterThanTheViewportStaysLatched() {
    // Documented: fires once, again only after growth. The offset moves to 0.
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    func list(_ count: Int) -> List {
      spRows(spNames(count)).onReachedEnd(offset: .absolute(0)) { _ in fired += 1 }
    }
    harness.apply(list(40))
    harness.view.contentOffset.y = 300
    #expect(fired == 1)
    harness.apply(list(5))
    #expect(harness.view.contentOffset.y == 0)
    #expect(fired == 1)
    harness.apply(list(6))
    #expect(fired == 2)
  }

  @Test func aHorizontalListWithInsetsFiresAtItsEndOnce() {
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 10), layout: layout)
    view.contentInset = LayoutInsets(top: 0, left: 20, bottom: 0, right: 30)
    let adapter = CollectionViewAdapter(collectionView: view)
    var fired = 0
    func list(_ count: Int) -> List {
      List {
        ListSection(
          id: "row",
          cells: (0..<count).map {
            Cell(
              id: $0,
              component: TextComponent("\($0)", layoutMode: .fixed(CGSize(width: 10, height: 10))))
          })
      }
      .onReachedEnd(offset: .absolute(0)) { _ in fired += 1 }
    }
    adapter.apply(list(40))
    view.layoutIfNeeded()
    #expect(fired == 0)
    // Content 400 + 30 after; 100 wide: the end is at 330.
    view.contentOffset.x = 329
    #expect(fired == 0)
    view.contentOffset.x = 330
    #expect(fired == 1)
    view.contentOffset.x = 320
    view.contentOffset.x = 330
    #expect(fired == 1)
    adapter.apply(list(50))
    view.layoutIfNeeded()
    #expect(fired == 1)
    view.contentOffset.x = 430
    #expect(fired == 2)
  }

  @Test func aTopInsetDoesNotMakeShortContentLookLong() {
    // 80 points of content under a 20-point top inset in a 100-point viewport fit: the end is
    // visible, so the list has reached it.
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    harness.view.contentInset = LayoutInsets(top: 20, left: 0, bottom: 0, right: 0)
    var fired = 0
    harness.apply(spRows(spNames(8)).onReachedEnd(offset: .absolute(0)) { _ in fired += 1 })
    #expect(fired == 1)
  }

  @Test func reachedEndFromABatchCoalescedWithAReloadSeesTheFinalContent() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var lengths: [CGFloat] = []
    let handler: @MainActor (ReachedEndEvent) -> Void = { lengths.append($0.contentLength) }
    harness.apply(spRows(spNames(20)).onReachedEnd(offset: .absolute(0), handler: handler))
    harness.adapter.apply(spRows(spNames(20))) { _ in
      harness.adapter.apply(
        spRows(spNames(3)).onReachedEnd(offset: .absolute(0), handler: handler),
        updateStrategy: .reloadData)
      harness.adapter.apply(
        spRows(spNames(4)).onReachedEnd(offset: .absolute(0), handler: handler),
        updateStrategy: .animatedBatchUpdates)
    }
    harness.view.layoutIfNeeded()
    #expect(lengths == [40])
    spExpectScreen(harness, shows: spRows(spNames(4)))
  }

  // MARK: Placeholders

  @Test func placeholdersReplacedByContentWhileScrolledShowTheContent() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    harness.apply(
      List {
        ListSection.placeholders(id: "rows", count: 50, component: CountedText(viewModel: "xxxx"))
      })
    harness.view.contentOffset.y = 250
    let content = spRows(spNames(50))
    harness.apply(content)
    #expect(harness.view.contentOffset.y == 250)
    spExpectScreen(harness, shows: content)
    #expect(harness.shown.first?.first == "r25")
    harness.expectNoProblems()
  }

  @Test func fewerItemsThanPlaceholdersWhileScrolledPastThemShowTheContent() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    harness.apply(
      List {
        ListSection.placeholders(id: "rows", count: 50, component: CountedText(viewModel: "xxxx"))
      })
    harness.view.contentOffset.y = 400
    let content = spRows(spNames(12))
    harness.apply(content, .reloadData)
    #expect(harness.view.contentOffset.y == 20)
    spExpectScreen(harness, shows: content)
    harness.expectNoProblems()
  }

  @Test func contentWithThePlaceholdersIdsReplacesThemInPlaceWhileScrolled() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    harness.adapter.showLoader(with: spRows(spNames(30)))
    harness.view.layoutIfNeeded()
    harness.view.contentOffset.y = 100
    let cell = harness.view.cellForItem(at: IndexPath(item: 12, section: 0))
    let content = spRows(spNames(30))
    harness.apply(content, .nonanimatedBatchUpdates)
    spExpectScreen(harness, shows: content)
    #expect(harness.view.cellForItem(at: IndexPath(item: 12, section: 0)) === cell)
    #expect(harness.view.cellForItem(at: IndexPath(item: 12, section: 0))?.render() == "r12")
  }

  // MARK: Prefetching

  @Test func tasksOfItemsRemovedByAReloadAreCancelledExactlyOnce() {
    let plugin = RecordingPrefetcher()
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 50))
    harness.adapter.prefetchingPlugins = [plugin]
    harness.apply(spRows(spNames(20)))
    harness.view.contentOffset.y = 10  // r5 is shown with its task; r6…r10 prefetched
    harness.apply(spRows(["r0", "r1", "r2"]), .reloadData)
    for name in plugin.started {
      #expect(plugin.cancelled.filter { $0 == name }.count == 1, "\(name)")
    }
    #expect(plugin.tasks.values.allSatisfy { $0.isCancelled })
    spExpectScreen(harness, shows: spRows(["r0", "r1", "r2"]))
  }

  @Test func aReloadOfTheSameItemsCancelsNothingTwice() {
    let plugin = RecordingPrefetcher()
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 50))
    harness.adapter.prefetchingPlugins = [plugin]
    harness.apply(spRows(spNames(20)))
    harness.view.contentOffset.y = 10
    harness.apply(spRows(spNames(20)), .reloadData)
    harness.apply(spRows(spNames(20)), .reloadData)
    harness.view.contentOffset.y = 100
    harness.apply(spRows(["r0"]), .reloadData)
    let counts = Dictionary(plugin.cancelled.map { ($0, 1) }, uniquingKeysWith: +)
    #expect(counts.values.allSatisfy { $0 == 1 }, "\(counts)")
    spExpectScreen(harness, shows: spRows(["r0"]))
  }

  @Test func tasksOfItemsRemovedByACoalescedReloadAreCancelledOnce() {
    let plugin = RecordingPrefetcher()
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 50))
    harness.adapter.prefetchingPlugins = [plugin]
    harness.apply(spRows(spNames(20)))
    harness.adapter.apply(spRows(spNames(20))) { _ in
      harness.adapter.apply(spRows(spNames(2)), updateStrategy: .reloadData)
      harness.adapter.apply(spRows(spNames(1)), updateStrategy: .animatedBatchUpdates)
    }
    harness.view.layoutIfNeeded()
    let counts = Dictionary(plugin.cancelled.map { ($0, 1) }, uniquingKeysWith: +)
    #expect(counts.values.allSatisfy { $0 == 1 }, "\(counts)")
    #expect(Set(plugin.cancelled) == Set(plugin.started))
    spExpectScreen(harness, shows: spRows(spNames(1)))
  }

  // MARK: Probes

  @Test func aCoalescedAwayListWithoutTheModifierDoesNotResetTheLatch() {
    // The latch outlives any one list (ListState); a list that never reached the view should
    // not re-arm it either.
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    let paged = spRows(spNames(3)).onReachedEnd(offset: .absolute(0)) { _ in fired += 1 }
    harness.apply(paged)
    #expect(fired == 1)
    harness.adapter.apply(paged) { _ in
      harness.adapter.apply(spRows(spNames(3)))
      harness.adapter.apply(paged)
    }
    harness.view.layoutIfNeeded()
    #expect(fired == 1)
    spExpectScreen(harness, shows: paged)
  }

  @Test func aRefreshRearmsTheEndOfContentShorterThanTheViewport() {
    // Content that never leaves the end's reach: only the refresh can re-arm it.
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    var count = 8
    func list() -> List {
      spRows(spNames(count)).onReachedEnd(offset: .absolute(0)) { _ in fired += 1 }
        .onRefresh {
          count = 5
          harness.apply(list())
        }
    }
    harness.apply(list())
    #expect(fired == 1)
    #expect(harness.adapter.refresh())
    #expect(fired == 2)
    spExpectScreen(harness, shows: spRows(spNames(5)))
  }

  @Test func afterARefreshToShorterContentTheNewEndFiresOnce() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    func list(_ count: Int) -> List {
      spRows(spNames(count)).onReachedEnd(offset: .absolute(0)) { _ in fired += 1 }
    }
    harness.apply(list(40))
    harness.view.contentOffset.y = 300
    #expect(fired == 1)  // the last page: nothing more to load
    harness.view.contentOffset.y = 0
    harness.apply(list(30), .reloadData)  // pulled to refresh: the first page again
    harness.view.contentOffset.y = 200
    // Re-armed when the view went back to the top, a viewport's length out of the end's reach:
    // the shorter content's end fires once.
    #expect(fired == 2)
    harness.view.contentOffset.y = 150
    harness.view.contentOffset.y = 200
    #expect(fired == 2)
    harness.adapter.rearmReachedEnd()
    #expect(fired == 3)
  }

  @Test func placeholdersBecomingContentInAContentOnlyApplyAreReconfiguredWithoutADiagnostic() {
    let harness = DeclarativeHarness()
    harness.adapter.showLoader(with: spRows(["a", "b"]))
    harness.view.layoutIfNeeded()
    let cell = harness.view.cellForItem(at: IndexPath(item: 1, section: 0))
    harness.apply(spRows(["a", "b"]), .reconfigureOnly)
    #expect(harness.completions.last == true)
    #expect(harness.view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
    spExpectScreen(harness, shows: spRows(["a", "b"]))
    harness.expectNoProblems()
  }

  @Test func manyReconfiguresAboveTheThresholdStillShowTheNewContent() {
    let harness = DeclarativeHarness()
    harness.adapter.reloadThreshold = 2
    harness.apply(spRows(spNames(5)))
    let changed = List {
      ListSection(
        id: "rows",
        cells: spNames(5).map { Cell(id: $0, component: CountedText(viewModel: "\($0)!")) })
    }
    harness.apply(changed, .reconfigureOnly)
    harness.view.layoutIfNeeded()
    #expect(harness.shown == [spNames(5).map { "\($0)!" }])
    #expect(harness.diagnostics.isEmpty)
  }

  @Test func aReloadAskedFromWillDisplayDuringLayoutShowsTheNewList() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 30))
    var applied = 0
    let next = spRows(["x", "y"])
    let cells = textCells(spNames(10)).enumerated().map { index, cell in
      index == 4
        ? cell.willDisplay { _ in
          applied += 1
          harness.adapter.apply(next, updateStrategy: .reloadData)
        } : cell
    }
    harness.apply(List { ListSection(id: "rows", cells: cells) })
    harness.view.scroll(by: 20, steps: 2)
    harness.view.layoutIfNeeded()
    #expect(applied == 1)
    spExpectScreen(harness, shows: next)
  }

  @Test func aReachedEndHandlerThatShrinksTheListDoesNotLoop() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    var count = 40
    func list() -> List {
      spRows(spNames(count)).onReachedEnd(offset: .absolute(0)) { _ in
        fired += 1
        guard fired < 10 else { return }
        count -= 5
        harness.adapter.apply(list(), updateStrategy: .nonanimatedBatchUpdates)
      }
    }
    harness.apply(list())
    harness.view.contentOffset.y = 300
    #expect(fired == 1)
    spExpectScreen(harness, shows: spRows(spNames(35)))
  }

  @Test func theSnapshotInsideAReachedEndHandlerIsTheListThatReachedTheEnd() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var seen: [Int] = []
    func list(_ count: Int) -> List {
      spRows(spNames(count)).onReachedEnd(offset: .absolute(0)) { _ in
        seen.append(harness.adapter.snapshot()?.sections.first?.cells.count ?? -1)
      }
    }
    harness.apply(list(3))
    harness.apply(list(5))
    harness.adapter.apply(list(5)) { _ in
      harness.adapter.apply(list(6), updateStrategy: .reloadData)
    }
    harness.view.layoutIfNeeded()
    #expect(seen == [3, 5, 6])
  }

  @Test func aPrefetchedItemWhoseContentChangesIsPrefetchedForItsNewContent() {
    let plugin = RecordingPrefetcher()
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 50))
    harness.adapter.prefetchingPlugins = [plugin]
    func list(_ suffix: String) -> List {
      List {
        ListSection(
          id: "rows",
          cells: (0..<20).map { Cell(id: $0, component: CountedText(viewModel: "r\($0)\(suffix)")) }
        )
      }
    }
    harness.apply(list("-sample"))
    #expect(plugin.started.contains("r5-sample"))
    harness.apply(list("-real"))
    harness.view.contentOffset.y = 10
    let cell = harness.view.cellForItem(at: IndexPath(item: 5, section: 0)) as? ComponentCell
    #expect(cell?.render() == "r5-real")
    let names = cell?.prefetchTasks.compactMap { task in
      plugin.tasks.first { $0.value === task }?.key
    }
    // The work for the content before was cancelled and started again for the new content,
    // which the shown cell holds.
    #expect(plugin.started.contains("r5-real"))
    #expect(plugin.cancelled.contains("r5-sample"))
    #expect(names == ["r5-real"])
  }

  @Test func aReachedEndHandlerAppendingInAContentOnlyApplyIsReloadedAndReportedEachTime() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var pages = 1
    func list() -> List {
      spRows(spNames(pages * 4)).onReachedEnd(offset: .absolute(0)) { _ in
        pages += 1
        harness.adapter.apply(list(), updateStrategy: .reconfigureOnly)
      }
    }
    harness.apply(list())
    #expect(pages == 3)
    #expect(
      harness.diagnostics.map(\.kind) == [
        .structuralChangeInContentOnlyUpdate, .structuralChangeInContentOnlyUpdate,
      ])
    spExpectScreen(harness, shows: spRows(spNames(12)))
  }

  @Test func placeholdersReplacedByFewerItemsInABatchWhileScrolledShowTheContent() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    harness.apply(
      List {
        ListSection.placeholders(id: "rows", count: 50, component: CountedText(viewModel: "xxxx"))
      })
    harness.view.contentOffset.y = 400
    let content = spRows(spNames(12))
    harness.apply(content)
    #expect(harness.view.contentOffset.y == 20)
    spExpectScreen(harness, shows: content)
    harness.expectNoProblems()
  }

  @Test func theSelectionFollowsTheSelectedItemThroughABatchAskedFromDidSelect() {
    let harness = DeclarativeHarness()
    func list(_ names: [String]) -> List {
      List {
        ListSection(
          id: "rows",
          cells: names.map { name in
            Cell(id: name, component: CountedText(viewModel: name)).didSelect { _ in
              harness.adapter.apply(list(["new"] + names.filter { $0 != "gone" }))
            }
          })
      }
    }
    harness.apply(list(["a", "gone", "b"]))
    harness.view.tapItem(at: IndexPath(item: 2, section: 0))
    harness.view.layoutIfNeeded()
    spExpectScreen(harness, shows: spRows(["new", "a", "b"]))
    // "b": one deleted and one inserted above it, so still at index 2.
    #expect(harness.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test func aReloadAskedFromDidSelectClearsTheSelection() {
    // UIKit: reloadData() clears the selection.
    let harness = DeclarativeHarness()
    let next = spRows(["x", "y"])
    harness.apply(
      List {
        ListSection(id: "rows") {
          Cell(id: "a", component: CountedText(viewModel: "a")).didSelect { _ in
            harness.adapter.apply(next, updateStrategy: .reloadData)
          }
        }
      })
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    harness.view.layoutIfNeeded()
    #expect(harness.view.indexPathsForSelectedItems.isEmpty)
    spExpectScreen(harness, shows: next)
  }

  @Test func contentShrinkingUnderAnArmedTriggerToItsEndFiresOnce() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var fired = 0
    func list(_ count: Int) -> List {
      spRows(spNames(count)).onReachedEnd(offset: .absolute(0)) { _ in fired += 1 }
    }
    harness.apply(list(40))
    harness.view.contentOffset.y = 100
    #expect(fired == 0)
    harness.apply(list(15))
    #expect(harness.view.contentOffset.y == 50)
    #expect(fired == 1)
    spExpectScreen(harness, shows: spRows(spNames(15)))
  }

  @Test(arguments: [
    UpdateStrategy.animatedBatchUpdates, .nonanimatedBatchUpdates, .reloadData, .reconfigureOnly,
  ])
  func aCoalescedSequenceDrawsTheSameScreenAsItsLastListAppliedAlone(_ last: UpdateStrategy) {
    let final = List {
      ListSection(id: "b", cells: textCells(["b2", "b1"]))
      ListSection(id: "a", cells: textCells(["a1", "a3"]))
    }
    let coalesced = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    coalesced.apply(
      List {
        ListSection(id: "a", cells: textCells(["a1", "a2"]))
        ListSection(id: "c", cells: textCells(["c1"]))
      })
    coalesced.adapter.apply(List { ListSection(id: "a", cells: textCells(["a1"])) }) { _ in
      coalesced.adapter.apply(
        List { ListSection(id: "b", cells: textCells(["b1"])) }, updateStrategy: .reloadData)
      coalesced.adapter.apply(final, updateStrategy: last)
    }
    coalesced.view.layoutIfNeeded()
    let alone = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    alone.apply(final)
    spExpectScreen(coalesced, shows: final)
    #expect(coalesced.view.snapshot() == alone.view.snapshot())
    #expect(coalesced.diagnostics.isEmpty)
  }

  @Test func contentReplacingPlaceholdersInPlaceIsPrefetchedForTheContent() {
    let plugin = RecordingPrefetcher()
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 50))
    harness.adapter.prefetchingPlugins = [plugin]
    func list(_ suffix: String) -> List {
      List {
        ListSection(
          id: "rows",
          cells: (0..<20).map { Cell(id: $0, component: CountedText(viewModel: "r\($0)\(suffix)")) }
        )
      }
    }
    harness.adapter.showLoader(with: list("-sample"))
    harness.view.layoutIfNeeded()
    #expect(plugin.started.contains("r5-sample"))
    harness.apply(list("-real"))
    spExpectScreen(harness, shows: list("-real"))
    #expect(plugin.started.contains("r5-real"))
    #expect(plugin.cancelled.contains("r5-sample"))
  }

  @Test func anUnchangedListInAContentOnlyApplyIsAnEmptyBatchWithoutADiagnostic() {
    let harness = DeclarativeHarness()
    harness.apply(spRows(["a", "b"]))
    harness.apply(spRows(["a", "b"]), .reconfigureOnly)
    #expect(harness.completions.last == true)
    spExpectScreen(harness, shows: spRows(["a", "b"]))
    harness.expectNoProblems()
  }
}
