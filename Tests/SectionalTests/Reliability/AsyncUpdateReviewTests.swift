// A defect hunt in the adapter's asynchronous and queued updates: `update`, `updateInBackground`,
// the declarative `apply`, their strategies and completions, interleaved, reentrant, and against
// stale background diffs. After each step the screen (visible cells) is compared with the latest
// data. It found five defects, each fixed, whose tests failed (or trapped) before: an interactive
// move not making prepared changes stale; a background update not telling viewport observers; a
// reload's completion running before the view showed any cell (IGListKit lays out first); a
// section update superseding a background update left beside another (a trap under the internal
// checks, two batches without); a queued list's diagnostics and handlers taken before its turn.

import Foundation
import Sectional
import SeededRandom
import Testing

/// A gate a background diff waits at until the test opens it.
@MainActor
private final class AUGate {
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private(set) var isOpen = false
  /// Whether a diff reached the gate.
  private(set) var reached = false

  func wait() async {
    reached = true
    guard !isOpen else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }
}

/// A background-diffing text list whose background updates stop at gates, one per call, and
/// run a hook after their diff.
@MainActor
private final class AUGated: BackgroundDiffingListSectionController<[String], String> {
  /// The gates the next calls wait at, first call first.
  var gates: [AUGate] = []
  /// Runs once, after the next call's diff, before its gate.
  var afterDiff: (() -> Void)?
  private(set) var backgroundCalls = 0

  init() { super.init(items: { $0 }) }

  override func updateInBackground(to model: [String]) async -> SectionUpdate {
    backgroundCalls += 1
    let gate = gates.isEmpty ? nil : gates.removeFirst()
    let update = await super.updateInBackground(to: model)
    let hook = afterDiff
    afterDiff = nil
    hook?()
    if let gate { await gate.wait() }
    return update
  }
}

/// A background-diffing text list whose items the user can reorder within the section.
@MainActor
private final class AUReorderable: BackgroundDiffingListSectionController<[String], String>,
  InteractiveMoving
{
  var afterDiff: (() -> Void)?

  init() { super.init(items: { $0 }) }

  func canMoveItem(at indexPath: SectionIndexPath) -> Bool { true }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    var moved = items
    moved.insert(
      moved.remove(at: source.indexInSectionController), at: destination.indexInSectionController)
    update(to: moved).commit()
  }

  override func updateInBackground(to model: [String]) async -> SectionUpdate {
    let update = await super.updateInBackground(to: model)
    let hook = afterDiff
    afterDiff = nil
    hook?()
    return update
  }
}

/// A text list that runs hooks from its display callbacks.
@MainActor
private final class AUHooked: DiffingListSectionController<[String], String>, DisplayHandling {
  var onWillDisplay: ((Int) -> Void)?

  init() { super.init(items: { $0 }) }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    onWillDisplay?(indexPath.indexInSectionController)
  }
}

/// A service told of every viewport change.
@MainActor
private final class AUViewportSpy: ViewportObserving {
  var changes = 0
  func viewportDidChange(in collectionView: any CollectionView) { changes += 1 }
}

/// A text component of fixed size.
private struct AUText: Component {
  let viewModel: String
  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
  func render(in content: ComponentView, coordinator: Void) { content.text = viewModel }
  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }
}

@MainActor
private func auCells(_ texts: [String]) -> [Cell] {
  texts.map { Cell(id: $0, component: AUText(viewModel: $0)) }
}

/// Waits, a bounded time, until a condition holds.
@MainActor
private func auWait(
  _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) async {
  for _ in 0..<4_000 {
    if condition() { return }
    try? await Task.sleep(nanoseconds: 500_000)
  }
  Issue.record("timed out waiting", sourceLocation: sourceLocation)
}

@MainActor
@Suite("Async update review", .serialized)
struct AsyncUpdateReviewTests {
  /// Sections of text lists, one per pair.
  private static func lists(_ pairs: [(String, [String])]) -> [Section] {
    AdapterHarness.lists(pairs)
  }

  /// The data the screen must show: each section's items, from the controllers.
  private func modelSections(_ harness: AdapterHarness) -> [[String]] {
    harness.adapter.sectionIDs.map { id in
      guard let controller = harness.adapter.sectionController(forSectionID: id) else { return [] }
      if let list = controller as? DiffingListSectionController<[String], String> {
        return list.items
      }
      return []
    }
  }

  /// Expects every visible cell to show the item at its index path, and the visible items of
  /// each section to be one run without a gap.
  private func expectScreenMatchesData(
    _ harness: AdapterHarness, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let data = modelSections(harness)
    #expect(harness.view.numberOfSections == data.count, sourceLocation: sourceLocation)
    var bySection: [Int: [Int]] = [:]
    for indexPath in harness.view.indexPathsForVisibleItems {
      let text = harness.view.cellForItem(at: indexPath)?.text
      let expected =
        indexPath.section < data.count && indexPath.item < data[indexPath.section].count
        ? data[indexPath.section][indexPath.item] : nil
      #expect(text == expected, "at \(indexPath)", sourceLocation: sourceLocation)
      bySection[indexPath.section, default: []].append(indexPath.item)
    }
    for (section, items) in bySection {
      let sorted = items.sorted()
      #expect(
        sorted == Array((sorted.first ?? 0)...(sorted.last ?? 0)), "gap in section \(section)",
        sourceLocation: sourceLocation)
    }
  }

  // MARK: - Background updates interleaved with each other and with synchronous updates

  @Test func twoBackgroundUpdatesStartedTogetherShowTheLaterAndOnlyItReportsApplied() async {
    let harness = AdapterHarness()
    let controller = AUGated()
    harness.show([Section(id: "a", model: ["1"], controller: controller)])
    let first = AUGate()
    let second = AUGate()
    controller.gates = [first, second]
    let one = Task {
      await harness.adapter.updateInBackground([
        Section(id: "a", model: ["1", "2"], controller: AUGated())
      ])
    }
    await auWait { first.reached }
    let two = Task {
      await harness.adapter.updateInBackground([
        Section(id: "a", model: ["1", "2", "3"], controller: AUGated())
      ])
    }
    await auWait { second.reached }
    // The later finishes first, then the earlier.
    second.open()
    let twoApplied = await two.value
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["1", "2", "3"]])
    first.open()
    let oneApplied = await one.value
    harness.view.layoutIfNeeded()
    #expect(twoApplied)
    #expect(!oneApplied)
    #expect(harness.shownSections == [["1", "2", "3"]])
    #expect(harness.shownSections == modelSections(harness))
    harness.expectNoProblems()
  }

  @Test func twoBackgroundUpdatesFinishingInOrderShowTheLater() async {
    let harness = AdapterHarness()
    let controller = AUGated()
    harness.show([Section(id: "a", model: ["1"], controller: controller)])
    let first = AUGate()
    let second = AUGate()
    controller.gates = [first, second]
    let one = Task {
      await harness.adapter.updateInBackground([
        Section(id: "a", model: ["x"], controller: AUGated())
      ])
    }
    await auWait { first.reached }
    let two = Task {
      await harness.adapter.updateInBackground([
        Section(id: "a", model: ["y", "z"], controller: AUGated()),
        Section(id: "b", model: ["q"], controller: TextList()),
      ])
    }
    await auWait { second.reached }
    first.open()
    let oneApplied = await one.value
    harness.view.layoutIfNeeded()
    // The earlier was superseded: the screen still shows what it showed.
    #expect(!oneApplied)
    #expect(harness.shownSections == [["1"]])
    second.open()
    let twoApplied = await two.value
    harness.view.layoutIfNeeded()
    #expect(twoApplied)
    #expect(harness.shownSections == [["y", "z"], ["q"]])
    #expect(harness.shownSections == modelSections(harness))
    harness.expectNoProblems()
  }

  @Test func aSynchronousUpdateWhileABackgroundDiffWaitsIsShownAtOnceAndWins() async {
    let harness = AdapterHarness()
    let controller = AUGated()
    harness.show([Section(id: "a", model: ["1"], controller: controller)])
    let gate = AUGate()
    controller.gates = [gate]
    let background = Task {
      await harness.adapter.updateInBackground([
        Section(id: "a", model: ["bg"], controller: AUGated())
      ])
    }
    await auWait { gate.reached }
    var completions: [Bool] = []
    harness.adapter.update(
      [Section(id: "a", model: ["sync", "2"], controller: AUGated())]
    ) { completions.append($0) }
    harness.view.layoutIfNeeded()
    #expect(completions == [true])
    #expect(harness.shownSections == [["sync", "2"]])
    gate.open()
    let applied = await background.value
    harness.view.layoutIfNeeded()
    #expect(!applied)
    #expect(completions == [true])
    #expect(harness.shownSections == [["sync", "2"]])
    #expect(harness.shownSections == modelSections(harness))
    harness.expectNoProblems()
  }

  @Test func aBackgroundUpdateAwaitedAfterASynchronousOneAppliesOnTopOfIt() async {
    let harness = AdapterHarness()
    harness.show(Self.lists([("a", ["1", "2"])]))
    harness.adapter.update(Self.lists([("a", ["2", "1"]), ("b", ["3"])]))
    let applied = await harness.adapter.updateInBackground(
      Self.lists([("b", ["3", "4"]), ("a", ["1"])]))
    harness.view.layoutIfNeeded()
    #expect(applied)
    #expect(harness.shownSections == [["3", "4"], ["1"]])
    #expect(harness.shownSections == modelSections(harness))
    harness.expectNoProblems()
  }

  @Test func aSectionUpdateSupersedingAWaitingBackgroundUpdateCoalescesWithTheOneBeforeIt() async {
    // DEFECT 4 of this review, fixed: S1, a background update B1 still diffing, then S2. B1 was
    // replaced by S2, leaving S1 and S2 side by side: a trap under the internal checks, two
    // batches without them.
    let harness = AdapterHarness()
    let gated = AUGated()
    let other = TextList()
    harness.show([
      Section(id: "a", model: ["1"], controller: gated),
      Section(id: "b", model: ["x"], controller: other),
    ])
    let first = AUGate()
    let second = AUGate()
    gated.gates = [first, second]
    let b0 = Task {
      await harness.adapter.updateInBackground([
        Section(id: "a", model: ["1", "2"], controller: AUGated()),
        Section(id: "b", model: ["x"], controller: TextList()),
      ])
    }
    await auWait { first.reached }
    var log: [String] = []
    other.context?.apply(
      { other.update(to: other.items + ["y"]) }, completion: { log.append("change \($0)") })
    harness.adapter.update(Self.lists([("a", ["3"]), ("b", ["x", "y"])])) { log.append("S1 \($0)") }
    let b1 = Task {
      await harness.adapter.updateInBackground([
        Section(id: "a", model: ["4"], controller: AUGated()),
        Section(id: "b", model: ["x", "y"], controller: TextList()),
      ])
    }
    await auWait { second.reached }
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    harness.adapter.update(Self.lists([("a", ["5"]), ("b", ["x", "y"])])) { log.append("S2 \($0)") }
    first.open()
    second.open()
    _ = await b0.value
    let b1Applied = await b1.value
    for _ in 0..<20 { await Task.yield() }
    harness.view.layoutIfNeeded()
    #expect(!b1Applied)
    #expect(log == ["change true", "S1 true", "S2 true"])
    #expect(harness.shownSections == [["5"], ["x", "y"]])
    // B0, the change, then S1 and S2 coalesced into one batch.
    #expect(batches.count == 3)
    expectScreenMatchesData(harness)
    harness.expectNoProblems()
  }

  @Test func anItemChangeAndAReloadOfSectionsAskedForDuringADiffApplyAfterItOnceEach() async {
    let harness = AdapterHarness()
    let gated = AUGated()
    let other = TextList()
    harness.show([
      Section(id: "a", model: ["1"], controller: gated),
      Section(id: "b", model: ["x"], controller: other),
    ])
    let gate = AUGate()
    gated.gates = [gate]
    let background = Task {
      await harness.adapter.updateInBackground([
        Section(id: "b", model: ["x", "y"], controller: TextList()),
        Section(id: "a", model: ["1", "2"], controller: AUGated()),
      ])
    }
    await auWait { gate.reached }
    var log: [String] = []
    other.context?.apply(
      { other.update(to: other.items + ["z"]) }, completion: { log.append("change \($0)") })
    harness.adapter.reloadSections(withIDs: ["a", "b"]) { log.append("reload \($0)") }
    #expect(log.isEmpty)
    gate.open()
    let applied = await background.value
    harness.view.layoutIfNeeded()
    #expect(applied)
    #expect(log == ["change true", "reload true"])
    #expect(harness.shownSections == [["x", "y", "z"], ["1", "2"]])
    #expect(harness.shownSections == modelSections(harness))
    harness.expectNoProblems()
  }

  @Test func aBackgroundUpdateBehindAnotherIsDiffedAgainAndShowsItsOwnSections() async {
    let harness = AdapterHarness()
    let gated = AUGated()
    let other = TextList()
    harness.show([
      Section(id: "a", model: ["1"], controller: gated),
      Section(id: "b", model: ["x"], controller: other),
    ])
    let gate = AUGate()
    gated.gates = [gate]
    // First background update waits at the gate; an item change keeps the second from
    // superseding it; the second finishes first and waits for its turn.
    let one = Task {
      await harness.adapter.updateInBackground([
        Section(id: "a", model: ["1", "2"], controller: AUGated()),
        Section(id: "b", model: ["x"], controller: TextList()),
      ])
    }
    await auWait { gate.reached }
    var changed: Bool?
    other.context?.apply({ other.update(to: ["x", "w"]) }, completion: { changed = $0 })
    let two = Task {
      await harness.adapter.updateInBackground([
        Section(id: "b", model: ["x", "w", "v"], controller: TextList()),
        Section(id: "a", model: ["2"], controller: AUGated()),
      ])
    }
    // Lets the second run its diff and take its place.
    for _ in 0..<50 { await Task.yield() }
    #expect(changed == nil)
    gate.open()
    let oneApplied = await one.value
    let twoApplied = await two.value
    harness.view.layoutIfNeeded()
    #expect(oneApplied)
    #expect(twoApplied)
    #expect(changed == true)
    #expect(harness.shownSections == [["x", "w", "v"], ["2"]])
    #expect(harness.shownSections == modelSections(harness))
    harness.expectNoProblems()
  }

  // MARK: - Completions: exactly once, in order, after the view shows the data

  @Test func queuedUpdatesCompleteOnceEachInOrderAfterTheScreenShowsTheLatest() {
    let harness = AdapterHarness()
    let hooked = AUHooked()
    harness.show([Section(id: "h", model: ["h"], controller: hooked)])
    var log: [String] = []
    var seenInCompletions: [[[String]]] = []
    hooked.onWillDisplay = { _ in
      hooked.onWillDisplay = nil
      // From a display callback: queued, coalesced, applied when the callback returns.
      harness.adapter.update(Self.lists([("a", ["1"])])) { log.append("first \($0)") }
      harness.adapter.update(
        Self.lists([("a", ["1", "2"]), ("b", ["3"])]), updateStrategy: .nonanimatedBatchUpdates
      ) {
        log.append("second \($0)")
        seenInCompletions.append(harness.shownSections)
      }
      harness.adapter.update(
        Self.lists([("b", ["3"]), ("a", ["2"])]), updateStrategy: .reloadData
      ) {
        log.append("third \($0)")
        seenInCompletions.append(harness.shownSections)
      }
    }
    harness.adapter.update([
      Section(id: "h", model: ["h", "h2"], controller: AUHooked())
    ])
    harness.view.layoutIfNeeded()
    // Coalesced into one reload: every completion once, in order, with the reload's `false`.
    #expect(log == ["first false", "second false", "third false"])
    #expect(seenInCompletions.count == 2)
    #expect(harness.shownSections == [["3"], ["2"]])
    #expect(harness.shownSections == modelSections(harness))
    harness.expectNoProblems()
  }

  @Test func aCompletionSeesTheUpdatedCellsOnScreenWithoutALayoutPass() {
    let harness = AdapterHarness()
    var first: [[String]]?
    // The first update of a view never laid out.
    harness.adapter.update(Self.lists([("a", ["1", "2"])])) { _ in first = harness.shownSections }
    #expect(first == [["1", "2"]])
    var seen: [[String]]?
    harness.adapter.update(Self.lists([("a", ["0", "1", "2"]), ("b", ["9"])])) { _ in
      seen = harness.shownSections
    }
    #expect(seen == [["0", "1", "2"], ["9"]])
  }

  @Test func aReloadCompletionSeesTheNewCellsOnScreen() {
    let harness = AdapterHarness()
    harness.show(Self.lists([("a", ["1", "2"])]))
    var seen: [[String]]?
    var cell: CollectionViewCell?
    harness.adapter.update(
      Self.lists([("a", ["0", "1", "2"]), ("b", ["9"])]), updateStrategy: .reloadData
    ) { _ in
      seen = harness.shownSections
      cell = harness.view.cellForItem(at: IndexPath(item: 0, section: 1))
    }
    // IGListKit's reload transaction lays the view out (reloadData, invalidateLayout,
    // layoutIfNeeded) before it runs the completions; Sectional documents the completion as
    // "called once the sections are shown". A batch's completion does see them (test above).
    #expect(seen == [["0", "1", "2"], ["9"]])
    #expect(cell?.text == "9")

    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["0", "1", "2"], ["9"]])
  }

  @Test func aFallbackReloadCompletionSeesTheNewCellsOnScreen() {
    let harness = AdapterHarness()
    harness.adapter.reloadThreshold = 1
    harness.show(Self.lists([("a", ["1", "2"])]))
    var seen: [[String]]?
    harness.adapter.update(Self.lists([("a", ["3", "4", "5"])])) { applied in
      #expect(!applied)
      seen = harness.shownSections
    }
    #expect(seen == [["3", "4", "5"]])

  }

  @Test func aCompletionThatAsksForUpdatesRunsThemAfterEveryEarlierCompletion() {
    let harness = AdapterHarness()
    harness.show(Self.lists([("a", ["1"])]))
    var log: [String] = []
    let hooked = AUHooked()
    hooked.onWillDisplay = { _ in
      hooked.onWillDisplay = nil
      harness.adapter.update(Self.lists([("a", ["1", "2"])])) { applied in
        log.append("A \(applied)")
        harness.adapter.update(Self.lists([("a", ["3"])])) { log.append("C \($0)") }
        harness.adapter.update(Self.lists([("a", ["3", "4"])])) { log.append("D \($0)") }
      }
      harness.adapter.update(Self.lists([("a", ["1", "2", "5"])])) { log.append("B \($0)") }
    }
    harness.adapter.update(
      Self.lists([("a", ["1"])]) + [Section(id: "h", model: ["h"], controller: hooked)])
    harness.view.layoutIfNeeded()
    #expect(log == ["A true", "B true", "C true", "D true"])
    #expect(harness.shownSections == [["3", "4"]])
    #expect(harness.shownSections == modelSections(harness))
    harness.expectNoProblems()
  }

  @Test func aBackgroundUpdateStartedFromACompletionAppliesAfterTheQueueDrains() async {
    let harness = AdapterHarness()
    harness.show(Self.lists([("a", ["1"])]))
    var background: Task<Bool, Never>?
    var log: [String] = []
    harness.adapter.update(Self.lists([("a", ["1", "2"])])) { _ in
      log.append("completion")
      background = Task {
        await harness.adapter.updateInBackground(Self.lists([("a", ["bg"])]))
      }
      harness.adapter.update(Self.lists([("a", ["sync"])])) { log.append("nested \($0)") }
    }
    #expect(log == ["completion", "nested true"])
    let applied = await background?.value
    harness.view.layoutIfNeeded()
    #expect(applied == true)
    #expect(harness.shownSections == [["bg"]])
    #expect(harness.shownSections == modelSections(harness))
    harness.expectNoProblems()
  }

  @Test func anUpdateAskedForWhileAControllerTakesItsNewModelIsAppliedAfterItAndWins() async {
    @MainActor final class Asking: DiffingListSectionController<[String], String> {
      var onItems: (() -> Void)?
      init() { super.init(items: { $0 }) }
      override func items(for model: [String]) -> [String] {
        let hook = onItems
        onItems = nil
        hook?()
        return model
      }
    }
    let harness = AdapterHarness()
    let asking = Asking()
    harness.show([Section(id: "s", model: ["1"], controller: asking)])
    var log: [String] = []
    asking.onItems = {
      harness.adapter.update([Section(id: "s", model: ["nested"], controller: Asking())]) {
        log.append("nested \($0)")
      }
    }
    harness.adapter.update([Section(id: "s", model: ["1", "2"], controller: Asking())]) {
      log.append("outer \($0)")
    }
    harness.view.layoutIfNeeded()
    #expect(log == ["outer true", "nested true"])
    #expect(harness.shownSections == [["nested"]])
    // The same from a background update: asked while the controller prepares its diff, the
    // update supersedes the background one.
    asking.onItems = {
      harness.adapter.update([Section(id: "s", model: ["late"], controller: Asking())]) {
        log.append("late \($0)")
      }
    }
    let applied = await harness.adapter.updateInBackground([
      Section(id: "s", model: ["bg"], controller: Asking())
    ])
    harness.view.layoutIfNeeded()
    // `Asking` is not a background controller: its items are asked on the main actor when the
    // update applies, so the request waits for it and wins.
    #expect(applied)
    #expect(log == ["outer true", "nested true", "late true"])
    #expect(harness.shownSections == [["late"]])
    expectScreenMatchesData(harness)
    harness.expectNoProblems()
  }

  // MARK: - The screen after a background update

  @Test func aBackgroundUpdateTellsTheViewportObserversAsASynchronousUpdateDoes() async {
    let harness = AdapterHarness()
    let spy = AUViewportSpy()
    harness.adapter.services.register(spy)
    harness.show(Self.lists([("a", ["1"])]))
    let afterSync = spy.changes
    #expect(afterSync >= 1)
    let applied = await harness.adapter.updateInBackground(Self.lists([("a", ["1", "2"])]))
    #expect(applied)
    #expect(spy.changes == afterSync + 1)

  }

  @Test func aBackgroundDiffMadeStaleByAnInteractiveMoveStillShowsTheData() async {
    let harness = AdapterHarness()
    let list = AUReorderable()
    harness.show([Section(id: "a", model: ["a", "b", "c"], controller: list)])
    // While the new model is diffed off the main actor, the user moves "c" to the top.
    list.afterDiff = {
      #expect(harness.view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
      harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 5))
      harness.view.endInteractiveMovement()
    }
    let applied = await harness.adapter.updateInBackground([
      Section(id: "a", model: ["a", "b", "c", "d"], controller: AUReorderable())
    ])
    harness.view.layoutIfNeeded()
    #expect(list.items == ["a", "b", "c", "d"])
    #expect(harness.shownSections == [list.items])

    _ = applied
  }

  @Test func aComputedChangeMadeStaleByAnInteractiveMoveWhileQueuedIsNotAppliedAsIs() async {
    let harness = AdapterHarness()
    let list = AUReorderable()
    let gated = AUGated()
    harness.show([
      Section(id: "a", model: ["a", "b", "c"], controller: list),
      Section(id: "g", model: ["1"], controller: gated),
    ])
    let gate = AUGate()
    gated.gates = [gate]
    let background = Task {
      await harness.adapter.updateInBackground([
        Section(id: "a", model: ["a", "b", "c"], controller: AUReorderable()),
        Section(id: "g", model: ["1", "2"], controller: AUGated()),
      ])
    }
    await auWait { gate.reached }
    // The controller computes its change now; it waits behind the background update.
    let update = list.update(to: ["a", "b", "c", "d"])
    list.context?.apply(update.changes, commit: update.commit)
    // The user moves "c" to the top before the change is applied.
    #expect(harness.view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 5))
    harness.view.endInteractiveMovement()
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections[0] == ["c", "a", "b"])
    gate.open()
    _ = await background.value
    harness.view.layoutIfNeeded()
    // Either the change is recognised as stale (reload + staleItemChanges), or the screen
    // shows the data: it may not show another order than the controller's without a word.
    #expect(harness.shownSections[0] == list.items)

  }

  @Test func anAdapterReleasedWhileABackgroundDiffRunsFinishesWithoutACrash() async {
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 1_000), layout: FlowLayout())
    var adapter: CollectionViewAdapter? = CollectionViewAdapter(collectionView: view)
    adapter?.diagnosticHandler = { _ in }
    let gated = AUGated()
    adapter?.update([Section(id: "g", model: ["1"], controller: gated)])
    view.layoutIfNeeded()
    let gate = AUGate()
    gated.gates = [gate]
    weak let weakAdapter = adapter
    let background = Task { [adapter] in
      await adapter!.updateInBackground([
        Section(id: "g", model: ["1", "2"], controller: AUGated())
      ])
    }
    adapter = nil
    await auWait { gate.reached }
    gate.open()
    let applied = await background.value
    #expect(applied)
    view.layoutIfNeeded()
    view.scroll(by: 5)
    view.layoutIfNeeded()
    // Released once the update returned; the view keeps what it showed or shows nothing.
    #expect(weakAdapter == nil)
    #expect(view.errors.isEmpty)
  }

  @Test func aBackgroundUpdateAfterAnotherAdapterTookTheViewIsKeptAndReported() async {
    let harness = AdapterHarness()
    let gated = AUGated()
    harness.show([Section(id: "g", model: ["1"], controller: gated)])
    let gate = AUGate()
    gated.gates = [gate]
    let background = Task {
      await harness.adapter.updateInBackground([
        Section(id: "g", model: ["1", "2"], controller: AUGated())
      ])
    }
    await auWait { gate.reached }
    let second = CollectionViewAdapter(collectionView: harness.view)
    second.diagnosticHandler = { _ in }
    second.update(Self.lists([("other", ["o1", "o2", "o3"])]))
    harness.view.layoutIfNeeded()
    gate.open()
    let applied = await background.value
    harness.view.layoutIfNeeded()
    #expect(!applied)
    #expect(harness.shownSections == [["o1", "o2", "o3"]])
    #expect(gated.items == ["1", "2"])
    #expect(harness.diagnostics.map(\.kind) == [.dataSourceReplaced])
    #expect(harness.view.errors.isEmpty)
  }

  @Test func aBackgroundUpdateWithRepeatedIDsReportsEachRepeatOnce() async {
    let harness = AdapterHarness()
    let gated = AUGated()
    let other = TextList()
    harness.show([
      Section(id: "g", model: ["1"], controller: gated),
      Section(id: "o", model: ["x"], controller: other),
    ])
    let gate = AUGate()
    gated.gates = [gate]
    // Behind an item change, so that it is resolved and applied in its place, diffed again.
    let first = Task {
      await harness.adapter.updateInBackground([
        Section(id: "g", model: ["1"], controller: AUGated()),
        Section(id: "o", model: ["x"], controller: TextList()),
      ])
    }
    await auWait { gate.reached }
    other.context?.apply({ other.update(to: ["x", "y"]) })
    let second = Task {
      await harness.adapter.updateInBackground([
        Section(id: "o", model: ["x", "y", "z"], controller: TextList()),
        Section(id: "g", model: ["2"], controller: AUGated()),
        Section(id: "o", model: ["dup"], controller: TextList()),
      ])
    }
    for _ in 0..<50 { await Task.yield() }
    gate.open()
    _ = await first.value
    _ = await second.value
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["x", "y", "z"], ["2"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateSectionID])
  }

  @Test func theEmptyStateIsToldOnceForEachChangeAcrossBackgroundAndQueuedUpdates() async {
    let harness = AdapterHarness()
    var states: [Bool] = []
    harness.adapter.emptyStateHandler = { states.append($0) }
    await harness.adapter.updateInBackground(Self.lists([("a", ["1"])]))
    await harness.adapter.updateInBackground(Self.lists([("a", [])]))
    harness.adapter.update(Self.lists([("a", []), ("b", [])]))
    await harness.adapter.updateInBackground(Self.lists([("b", ["2"])]))
    #expect(states == [false, true, false])
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["2"]])
  }

  @Test func aBackgroundUpdateThatReplacesABackgroundControllerWithAnotherTypeShowsTheNewOne()
    async
  {
    let harness = AdapterHarness()
    harness.show([
      Section(id: "g", model: ["1", "2"], controller: AUGated()),
      Section(id: "o", model: ["x"], controller: TextList()),
    ])
    let applied = await harness.adapter.updateInBackground([
      Section(id: "o", model: ["x", "y"], controller: AUGated()),
      Section(id: "g", model: ["2", "3"], controller: TextList()),
    ])
    harness.view.layoutIfNeeded()
    #expect(applied)
    #expect(harness.shownSections == [["x", "y"], ["2", "3"]])
    #expect(harness.shownSections == modelSections(harness))
    harness.expectNoProblems()
  }

  @Test func aBackgroundUpdateThatMovesAChangedBackgroundSectionShowsTheData() async {
    let harness = AdapterHarness()
    harness.show([
      Section(id: "g", model: ["1", "2"], controller: AUGated()),
      Section(id: "o", model: ["x"], controller: TextList()),
      Section(id: "h", model: ["p", "q"], controller: AUGated()),
    ])
    let applied = await harness.adapter.updateInBackground([
      Section(id: "h", model: ["q", "p", "r"], controller: AUGated()),
      Section(id: "o", model: ["x"], controller: TextList()),
      Section(id: "g", model: ["2"], controller: AUGated()),
    ])
    harness.view.layoutIfNeeded()
    #expect(applied)
    #expect(harness.shownSections == [["q", "p", "r"], ["x"], ["2"]])
    #expect(harness.shownSections == modelSections(harness))
    harness.expectNoProblems()
  }

  @Test func updatesAskedForFromScrollEventsDuringADragLeaveTheScreenShowingTheData() async {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 100))
    final class Spy: CollectionViewScrollDelegate {
      var onScroll: (() -> Void)?
      func scrollViewDidScroll(_ collectionView: any CollectionView) { onScroll?() }
    }
    let spy = Spy()
    harness.adapter.scrollDelegate = spy
    var items = (0..<30).map { "i\($0)" }
    harness.show([Section(id: "a", model: items, controller: TextList())])
    var background: [Task<Bool, Never>] = []
    var step = 0
    // What the adapter was last asked to show: a background update started in a task asks when
    // the task runs, after the scroll events that follow it.
    var lastAsked = items
    spy.onScroll = {
      step += 1
      switch step % 3 {
      case 0:
        // Pagination near the end.
        items += (0..<5).map { "p\(step)-\($0)" }
        lastAsked = items
        harness.adapter.update([Section(id: "a", model: items, controller: TextList())])
      case 1:
        // Drops the first item, above the viewport.
        items.removeFirst()
        let model = items
        background.append(
          Task {
            lastAsked = model
            return await harness.adapter.updateInBackground([
              Section(id: "a", model: model, controller: TextList())
            ])
          })
      default:
        items.insert("top\(step)", at: 0)
        lastAsked = items
        harness.adapter.update(
          [Section(id: "a", model: items, controller: TextList())],
          updateStrategy: .nonanimatedBatchUpdates)
      }
    }
    harness.view.scroll(by: 150, steps: 6, velocity: 800)
    // A background update that shrinks the content moves the offset, a scroll event that may
    // start another: wait for every one, those started meanwhile included.
    var awaited = 0
    while awaited < background.count {
      _ = await background[awaited].value
      awaited += 1
    }
    spy.onScroll = nil
    harness.view.layoutIfNeeded()
    #expect(step > 3)
    #expect(modelSections(harness) == [lastAsked])
    expectScreenMatchesData(harness)
    #expect(!harness.view.indexPathsForVisibleItems.isEmpty)
    harness.expectNoProblems()
  }

  @Test func aLayoutSwapWhileABackgroundDiffWaitsLeavesTheScreenShowingTheData() async {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 100))
    let gated = AUGated()
    harness.show([Section(id: "g", model: (0..<20).map { "\($0)" }, controller: gated)])
    harness.view.contentOffset = CGPoint(x: 0, y: 60)
    harness.view.layoutIfNeeded()
    let gate = AUGate()
    gated.gates = [gate]
    let background = Task {
      await harness.adapter.updateInBackground([
        Section(id: "g", model: (5..<25).map { "\($0)" }, controller: AUGated())
      ])
    }
    await auWait { gate.reached }
    let tall = FlowLayout()
    tall.itemSize = CGSize(width: 100, height: 25)
    tall.minimumLineSpacing = 0
    harness.view.setCollectionViewLayout(tall, animated: false)
    harness.view.layoutIfNeeded()
    expectScreenMatchesData(harness)
    gate.open()
    #expect(await background.value)
    harness.view.layoutIfNeeded()
    #expect(modelSections(harness) == [(5..<25).map { "\($0)" }])
    expectScreenMatchesData(harness)
    harness.expectNoProblems()
  }

  @Test func anUpdateAskedForFromCellForItemDuringABackgroundApplyIsAppliedAfterIt() async {
    @MainActor final class Lazy: DiffingListSectionController<[String], String> {
      var onCell: (() -> Void)?
      init() { super.init(items: { $0 }) }
      override func cellForItem(
        at indexPath: SectionIndexPath, in context: any CollectionViewContext
      ) -> CollectionViewCell {
        let hook = onCell
        onCell = nil
        hook?()
        return super.cellForItem(at: indexPath, in: context)
      }
    }
    let harness = AdapterHarness()
    let lazy = Lazy()
    harness.show([Section(id: "l", model: ["1"], controller: lazy)])
    var completed: [Bool] = []
    lazy.onCell = {
      harness.adapter.update([Section(id: "l", model: ["1", "2", "loaded"], controller: Lazy())]) {
        completed.append($0)
      }
    }
    let applied = await harness.adapter.updateInBackground([
      Section(id: "l", model: ["1", "2"], controller: Lazy())
    ])
    harness.view.layoutIfNeeded()
    #expect(applied)
    #expect(completed == [true])
    #expect(harness.shownSections == [["1", "2", "loaded"]])
    expectScreenMatchesData(harness)
    harness.expectNoProblems()
  }

  @Test func aBackgroundUpdateThatDeletesTheItemBeingMovedInteractivelyLeavesAConsistentScreen()
    async
  {
    let harness = AdapterHarness()
    let list = AUReorderable()
    harness.show([Section(id: "a", model: ["a", "b", "c", "d"], controller: list)])
    #expect(harness.view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 15))
    let applied = await harness.adapter.updateInBackground([
      Section(id: "a", model: ["a", "c"], controller: AUReorderable())
    ])
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 5))
    harness.view.endInteractiveMovement()
    harness.view.layoutIfNeeded()
    #expect(applied)
    #expect(list.items == ["a", "c"])
    expectScreenMatchesData(harness)
    harness.expectNoProblems()
  }

  @Test func aSynchronousUpdateDuringAnInteractiveMoveLeavesAConsistentScreen() {
    let harness = AdapterHarness()
    let list = AUReorderable()
    harness.show([Section(id: "a", model: ["a", "b", "c", "d"], controller: list)])
    #expect(harness.view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))
    harness.adapter.update([
      Section(id: "a", model: ["z", "a", "b", "c", "d"], controller: AUReorderable())
    ])
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 45))
    harness.view.endInteractiveMovement()
    harness.view.layoutIfNeeded()
    #expect(list.items == ["z", "a", "c", "d", "b"])
    expectScreenMatchesData(harness)
    harness.expectNoProblems()
  }

  @Test func aViewReloadFromACompletionWithUpdatesQueuedKeepsTheScreenOnTheData() {
    let harness = AdapterHarness()
    harness.show(Self.lists([("a", ["1", "2"])]))
    var log: [String] = []
    harness.adapter.update(Self.lists([("a", ["1", "2", "3"])])) { _ in
      harness.adapter.update(Self.lists([("a", ["3"]), ("b", ["4"])])) {
        log.append("second \($0)")
      }
      // The view reloads from the committed sections while the second update waits.
      harness.view.reloadData()
      log.append("first")
    }
    harness.view.layoutIfNeeded()
    #expect(log == ["first", "second true"])
    #expect(harness.shownSections == [["3"], ["4"]])
    expectScreenMatchesData(harness)
    harness.expectNoProblems()
  }

  @Test func aViewReloadWhileABackgroundDiffWaitsKeepsTheScreenOnTheData() async {
    let harness = AdapterHarness()
    let gated = AUGated()
    harness.show([Section(id: "g", model: ["1", "2"], controller: gated)])
    let gate = AUGate()
    gated.gates = [gate]
    let background = Task {
      await harness.adapter.updateInBackground([
        Section(id: "g", model: ["2", "3"], controller: AUGated())
      ])
    }
    await auWait { gate.reached }
    harness.view.reloadData()
    harness.view.layoutIfNeeded()
    expectScreenMatchesData(harness)
    gate.open()
    #expect(await background.value)
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["2", "3"]])
    harness.expectNoProblems()
  }

  // MARK: - Random interleavings

  /// Random sequences of synchronous updates (every strategy), item changes, section reloads,
  /// scrolls and one background update at a time held at a gate: the screen always shows the
  /// controllers' items, every completion runs once in the order asked for, and the screen
  /// ends on the last model asked for.
  @Test(arguments: 0..<40)
  func randomInterleavingsEndOnTheLastModelAndCompleteOnceInOrder(seed: Int) async {
    var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
    let harness = AdapterHarness(size: CGSize(width: 100, height: 100))
    let gated = AUGated()
    var expected: [(String, [String])] = [("g", ["g0"]), ("a", ["a0"]), ("b", ["b0"])]
    func sections(_ state: [(String, [String])]) -> [Section] {
      state.map { id, items in
        id == "g"
          ? Section(id: id, model: items, controller: AUGated())
          : Section(id: id, model: items, controller: TextList())
      }
    }
    harness.adapter.update([
      Section(id: "g", model: ["g0"], controller: gated),
      Section(id: "a", model: ["a0"], controller: TextList()),
      Section(id: "b", model: ["b0"], controller: TextList()),
    ])
    harness.view.layoutIfNeeded()
    var asked = 0
    var completed: [Int] = []
    var pending: (gate: AUGate, task: Task<Bool, Never>)?
    var counter = 0
    func randomState() -> [(String, [String])] {
      counter += 1
      func items(_ prefix: String) -> [String] {
        (0..<random.int(in: 0...12)).map { "\(prefix)\(counter)-\($0)" }
      }
      var ids = ["a", "b"]
      if random.int(below: 2) == 0 { ids.append("c") }
      ids.shuffle(using: &random)
      return [("g", items("g"))] + ids.map { ($0, items($0)) }
    }
    for _ in 0..<30 {
      switch random.int(below: 7) {
      case 0, 1:
        let state = randomState()
        let strategies: [UpdateStrategy] = [
          .animatedBatchUpdates, .nonanimatedBatchUpdates, .reloadData, .reconfigureOnly,
        ]
        let number = asked
        asked += 1
        harness.adapter.update(
          sections(state), updateStrategy: strategies[random.int(below: 4)]
        ) { _ in completed.append(number) }
        expected = state
      case 2:
        let id = random.int(below: 2) == 0 ? "a" : "b"
        guard let list = harness.adapter.sectionController(forSectionID: id, as: TextList.self)
        else { continue }
        counter += 1
        let added = "\(id)+\(counter)"
        let number = asked
        asked += 1
        list.context?.apply(
          { list.update(to: list.items + [added]) },
          completion: { _ in completed.append(number) })
        if let index = expected.firstIndex(where: { $0.0 == id }) {
          expected[index].1.append(added)
        }
      case 3:
        let number = asked
        asked += 1
        harness.adapter.reloadSections(withIDs: [random.int(below: 2) == 0 ? "a" : "b"]) { _ in
          completed.append(number)
        }
      case 4:
        guard pending == nil else { continue }
        let gate = AUGate()
        gated.gates = [gate]
        let state = randomState()
        let task = Task { await harness.adapter.updateInBackground(sections(state)) }
        await auWait { gate.reached }
        pending = (gate, task)
        expected = state
      case 5:
        guard let (gate, task) = pending else { continue }
        gate.open()
        _ = await task.value
        pending = nil
      default:
        harness.view.contentOffset = CGPoint(x: 0, y: CGFloat(random.int(in: 0...200)))
      }
      harness.view.layoutIfNeeded()
      expectScreenMatchesData(harness)
    }
    if let (gate, task) = pending {
      gate.open()
      _ = await task.value
    }
    harness.view.layoutIfNeeded()
    expectScreenMatchesData(harness)
    #expect(completed == Array(0..<asked))
    #expect(harness.adapter.sectionIDs == expected.map { SectionID($0.0) })
    let data = modelSections(harness)
    #expect(data == expected.map(\.1))
    #expect(harness.view.errors.isEmpty, "\(harness.view.errors)")
    let unexpected = harness.diagnostics.filter { $0.kind != .structuralChangeInContentOnlyUpdate }
    #expect(unexpected.isEmpty, "\(unexpected)")
  }

  // MARK: - Declarative apply

  @Test(arguments: [
    UpdateStrategy.animatedBatchUpdates, .nonanimatedBatchUpdates, .reloadData, .reconfigureOnly,
  ])
  func anApplyWhileABackgroundDiffWaitsSupersedesItAndShowsTheList(_ strategy: UpdateStrategy)
    async
  {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 1_000), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let gated = AUGated()
    adapter.update([Section(id: "g", model: ["1"], controller: gated)])
    adapter.apply(List { ListSection(id: "c", cells: auCells(["p", "q"])) })
    view.layoutIfNeeded()
    // The list replaced the hand-written section; show it again beside the list.
    let list = List {
      ListSection(id: "c", cells: auCells(["p", "q"]))
      Section(id: "g", model: ["1"], controller: gated)
    }
    adapter.apply(list)
    view.layoutIfNeeded()
    let gate = AUGate()
    gated.gates = [gate]
    let background = Task {
      await adapter.updateInBackground([
        Section(id: "g", model: ["bg"], controller: AUGated())
      ])
    }
    await auWait { gate.reached }
    let latest = List {
      ListSection(id: "c", cells: auCells(["p", "q2"]))
      Section(id: "g", model: ["1"], controller: AUGated())
    }
    var completions: [Bool] = []
    adapter.apply(latest, updateStrategy: strategy) { completions.append($0) }
    view.layoutIfNeeded()
    gate.open()
    let applied = await background.value
    view.layoutIfNeeded()
    #expect(!applied)
    #expect(completions.count == 1)
    let texts = view.indexPathsForVisibleItems.map { view.cellForItem(at: $0)?.render() ?? "?" }
    #expect(texts == ["p", "q2", "1"])
    #expect(adapter.snapshot()?.sections.map(\.id) == latest.sections.map(\.id))
    #expect(adapter.sectionIDs.count == 2)
    #expect(view.errors.isEmpty)
    // Content only, with a new cell id, is a structural change: reported.
    #expect(
      diagnostics.map(\.kind)
        == (strategy == .reconfigureOnly ? [.structuralChangeInContentOnlyUpdate] : []))
  }

  @Test func aRepeatedCellIDInAQueuedListIsReportedAtItsPositionInThatList() async {
    let harness = AdapterHarness()
    let gated = AUGated()
    let other = TextList()
    harness.adapter.apply(
      List {
        Section(id: "g", model: ["1"], controller: gated)
        Section(id: "o", model: ["x"], controller: other)
      })
    harness.view.layoutIfNeeded()
    let gate = AUGate()
    gated.gates = [gate]
    let background = Task {
      await harness.adapter.updateInBackground([
        Section(id: "g", model: ["1"], controller: AUGated()),
        Section(id: "o", model: ["x"], controller: TextList()),
      ])
    }
    await auWait { gate.reached }
    // Two lists queued apart (an item change between them), the first with a repeated cell id in
    // its third section; the second shows that section sixth, without the repeat.
    other.context?.apply({ other.update(to: ["x", "y"]) })
    harness.adapter.apply(
      List {
        Section(id: "g", model: ["1"], controller: AUGated())
        Section(id: "o", model: ["x", "y"], controller: TextList())
        ListSection(id: "d", cells: auCells(["a", "a"]))
      })
    other.context?.apply({ other.update(to: ["x", "y", "z"]) })
    harness.adapter.apply(
      List {
        ListSection(id: "n0", cells: auCells(["n0"]))
        ListSection(id: "n1", cells: auCells(["n1"]))
        ListSection(id: "n2", cells: auCells(["n2"]))
        Section(id: "g", model: ["1"], controller: AUGated())
        Section(id: "o", model: ["x", "y", "z"], controller: TextList())
        ListSection(id: "d", cells: auCells(["a"]))
      })
    gate.open()
    _ = await background.value
    harness.view.layoutIfNeeded()
    let repeats = harness.diagnostics.filter { $0.kind == .duplicateCellID }
    #expect(repeats.count == 1)
    #expect(repeats.first?.indexPath == IndexPath(item: 1, section: 2))

    let texts = harness.view.indexPathsForVisibleItems.map {
      harness.view.cellForItem(at: $0)?.render() ?? "?"
    }
    #expect(texts == ["n0", "n1", "n2", "1", "x", "y", "z", "a"])
  }

  @Test func listsAppliedFromACellsWillDisplayWhileScrollingEndOnTheLatestList() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    var pages = 1
    var completions: [Bool] = []
    var makeList: (() -> List)!
    makeList = {
      let count = pages * 15
      var cells = auCells((0..<count).map { "r\($0)" })
      // The last cell loads the next page as it appears, up to five pages.
      if pages < 5 {
        cells[count - 1] = cells[count - 1].willDisplay { _ in
          pages += 1
          let strategies: [UpdateStrategy] = [
            .animatedBatchUpdates, .nonanimatedBatchUpdates, .reloadData, .reconfigureOnly,
          ]
          adapter.apply(makeList(), updateStrategy: strategies[pages % 4]) {
            completions.append($0)
          }
        }
      }
      return List { ListSection(id: "feed", cells: cells) }
    }
    adapter.apply(makeList())
    view.layoutIfNeeded()
    for _ in 0..<30 {
      view.scroll(by: 70, steps: 3)
      view.layoutIfNeeded()
      // Every visible cell shows the cell the adapter holds at its index path.
      for indexPath in view.indexPathsForVisibleItems {
        #expect(
          view.cellForItem(at: indexPath)?.render()
            == adapter.cell(at: indexPath).map {
              ($0.component.as(AUText.self))?.viewModel ?? "?"
            })
      }
    }
    #expect(pages == 5)
    #expect(completions.count == 4)
    #expect(adapter.snapshot()?.sections.first?.cells.count == 75)
    #expect(view.numberOfItems(inSection: 0) == 75)
    #expect(view.errors.isEmpty)
    // Content only with new cells is reported as structural; nothing else.
    #expect(diagnostics.allSatisfy { $0.kind == .structuralChangeInContentOnlyUpdate })
  }

  @Test(arguments: [
    (UpdateStrategy.nonanimatedBatchUpdates, UpdateStrategy.nonanimatedBatchUpdates, false),
    (.nonanimatedBatchUpdates, .animatedBatchUpdates, true),
    (.animatedBatchUpdates, .nonanimatedBatchUpdates, true),
    (.reconfigureOnly, .nonanimatedBatchUpdates, true),
  ])
  func queuedUpdatesCoalesceIntoOneBatchInTheStrategyThatHonoursBoth(
    first: UpdateStrategy, second: UpdateStrategy, animated: Bool
  ) {
    let harness = AdapterHarness()
    let hooked = AUHooked()
    harness.show([Section(id: "h", model: ["h"], controller: hooked)])
    var batches: [BatchUpdate] = []
    var log: [String] = []
    hooked.onWillDisplay = { _ in
      hooked.onWillDisplay = nil
      harness.view.batchUpdateHandler = { batches.append($0) }
      // Queued: applied when the display callback returns.
      harness.adapter.update(
        [Section(id: "h", model: ["h", "i"], controller: AUHooked())], updateStrategy: first
      ) { log.append("1 \($0)") }
      harness.adapter.update(
        [Section(id: "h", model: ["h", "i"], controller: AUHooked())]
          + Self.lists([("x", ["x"])]),
        updateStrategy: second
      ) { log.append("2 \($0)") }
    }
    harness.adapter.update([
      Section(id: "h", model: ["h", "new"], controller: AUHooked()),
      Section(id: "z", model: ["z"], controller: TextList()),
    ])
    harness.view.layoutIfNeeded()
    #expect(log == ["1 true", "2 true"])
    // The batch of the update being applied (its handler set during it), then one batch for
    // the two queued updates.
    #expect(batches.count == 2)
    #expect(batches.last?.isAnimated == animated)
    #expect(harness.shownSections == [["h", "i"], ["x"]])
    harness.expectNoProblems()
  }

  @Test func queuedAppliesCoalesceAndTheSnapshotIsTheListShown() {
    let harness = AdapterHarness()
    let hooked = AUHooked()
    harness.show([Section(id: "h", model: ["h"], controller: hooked)])
    var log: [String] = []
    let first = List { ListSection(id: "s", cells: auCells(["1"])) }
    let second = List { ListSection(id: "s", cells: auCells(["1", "2"])) }
    hooked.onWillDisplay = { _ in
      hooked.onWillDisplay = nil
      harness.adapter.apply(first) {
        log.append("first \($0)")
        // Every completion sees the list that reached the view: the latest.
        #expect(harness.adapter.snapshot()?.sections.first.map { $0.cells.count } == 2)
      }
      harness.adapter.apply(second, updateStrategy: .nonanimatedBatchUpdates) {
        log.append("second \($0)")
      }
    }
    harness.adapter.update([Section(id: "h", model: ["h", "i"], controller: AUHooked())])
    harness.view.layoutIfNeeded()
    #expect(log == ["first true", "second true"])
    #expect(harness.adapter.snapshot()?.sections.count == 1)
    #expect(harness.adapter.snapshot()?.sections.first.map { $0.cells.count } == 2)
    let texts = harness.view.indexPathsForVisibleItems.map {
      harness.view.cellForItem(at: $0)?.render() ?? "?"
    }
    #expect(texts == ["1", "2"])
  }
}
