import Foundation
import Sectional
import Testing

/// An item that notes whether its content was compared on the main thread.
struct WatchedItem: Identifiable, Equatable, Sendable, Differentiable, CustomStringConvertible {
  let id: Int
  var content: Int

  var description: String { "\(id)'\(content)" }

  func isContentEqual(to source: WatchedItem) -> Bool {
    WatchedItem.comparisons.record(onMainThread: Thread.isMainThread)
    return self == source
  }

  /// Where content comparisons ran.
  static let comparisons = ComparisonLog()
}

/// A lock-protected log of where comparisons ran.
final class ComparisonLog: @unchecked Sendable {
  private let lock = NSLock()
  private var onMain = 0
  private var offMain = 0

  func record(onMainThread: Bool) {
    lock.withLock {
      if onMainThread { onMain += 1 } else { offMain += 1 }
    }
  }

  var counts: (onMain: Int, offMain: Int) {
    lock.withLock { (onMain, offMain) }
  }
}

@MainActor
@Suite("CollectionViewAdapter async update", .serialized)
struct CollectionViewAdapterAsyncTests {
  @Test func anAsyncUpdateShowsTheSectionsAsABatch() async {
    let harness = AdapterHarness()
    await harness.adapter.updateInBackground(AdapterHarness.lists([("a", ["1", "2"])]))
    let applied = await harness.adapter.updateInBackground(
      AdapterHarness.lists([("b", ["3"]), ("a", ["2", "1"])]))
    harness.view.layoutIfNeeded()
    #expect(applied)
    #expect(harness.shownSections == [["3"], ["2", "1"]])
    harness.expectNoProblems()
  }

  @Test func backgroundDiffingControllersDiffOffTheMainActor() async {
    let harness = AdapterHarness()
    typealias Watched = BackgroundDiffingListSectionController<[WatchedItem], WatchedItem>
    let before = (0..<50).map { WatchedItem(id: $0, content: 0) }
    var after = before
    after[10].content = 1
    after.swapAt(3, 30)
    await harness.adapter.updateInBackground([
      Section(id: "w", model: before, controller: Watched())
    ])
    let start = WatchedItem.comparisons.counts
    await harness.adapter.updateInBackground([Section(id: "w", model: after, controller: Watched())]
    )
    let end = WatchedItem.comparisons.counts
    harness.view.layoutIfNeeded()
    #expect(end.offMain - start.offMain >= 50)
    #expect(end.onMain == start.onMain)
    #expect(harness.shownSections == [after.map(\.description)])
    harness.expectNoProblems()
  }

  @Test func anAsyncUpdateSupersededWhileDiffingYieldsToTheLaterOne() async {
    /// Asks for another update while its own background diff is being prepared.
    final class Interrupting: BackgroundDiffingListSectionController<[String], String> {
      var interruption: (() -> Void)?
      override func updateInBackground(to model: [String]) async -> SectionUpdate {
        interruption?()
        interruption = nil
        return await super.updateInBackground(to: model)
      }
    }
    let harness = AdapterHarness()
    let controller = Interrupting()
    await harness.adapter.updateInBackground([
      Section(id: "a", model: ["1"], controller: controller)
    ])
    controller.interruption = {
      harness.adapter.update(
        [Section(id: "a", model: ["late"], controller: Interrupting())], completion: nil)
    }
    let earlyApplied = await harness.adapter.updateInBackground(
      [Section(id: "a", model: ["early"], controller: Interrupting())])
    harness.view.layoutIfNeeded()
    #expect(earlyApplied == false)
    #expect(harness.shownSections == [["late"]])
    harness.expectNoProblems()
  }

  /// Before the queue held a background update's place, the change applied first, and the
  /// update then showed "b" as `["x"]` again: the change was lost.
  @Test func aChangeAskedForWhileABackgroundUpdateDiffsAppliesAfterIt() async {
    final class Interrupting: BackgroundDiffingListSectionController<[String], String> {
      var interruption: (() -> Void)?
      override func updateInBackground(to model: [String]) async -> SectionUpdate {
        let update = await super.updateInBackground(to: model)
        interruption?()
        interruption = nil
        return update
      }
    }
    let harness = AdapterHarness()
    let controller = Interrupting()
    let other = TextList()
    await harness.adapter.updateInBackground([
      Section(id: "a", model: ["1"], controller: controller),
      Section(id: "b", model: ["x"], controller: other),
    ])
    var changeApplied: Bool?
    // While "a" diffs, "b" adds an item through its context: the change waits for the update.
    controller.interruption = {
      other.context?.apply(
        { other.update(to: other.items + ["y"]) }, completion: { changeApplied = $0 })
      #expect(changeApplied == nil)
    }
    let applied = await harness.adapter.updateInBackground([
      Section(id: "a", model: ["1", "2"], controller: Interrupting()),
      Section(id: "b", model: ["x"], controller: TextList()),
    ])
    harness.view.layoutIfNeeded()
    #expect(applied)
    #expect(changeApplied == true)
    #expect(harness.shownSections == [["1", "2"], ["x", "y"]])
    harness.expectNoProblems()
  }
}
