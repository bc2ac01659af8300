import Foundation
import Sectional
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

// The update queue is a value: these tests enqueue requests and read what comes out, in order,
// with no adapter and no view. Requests are named by their section ids or item-change targets.

@MainActor
@Suite("Update queue: requests come out in the order they went in")
struct UpdateQueueTests {
  private var queue = UpdateQueue()

  private func sections(_ ids: String...) -> [Section] {
    ids.map { Section(id: $0, model: [String](), controller: TextList()) }
  }

  private func change(_ id: String) -> PendingItemChange {
    PendingItemChange(
      target: .id(SectionID(id)), work: .deferred({ SectionUpdate(changes: .none, commit: {}) }),
      completion: nil)
  }

  /// Empties the queue, naming each request: `[a b]` for sections, `change a` for an item change.
  private mutating func drain() -> [String] {
    var names: [String] = []
    while let request = queue.dequeue() {
      switch request {
      case .sections(let sections, _, _, _, _):
        names.append("[" + sections.map { "\($0.id)" }.joined(separator: " ") + "]")
      case .itemChange(let change):
        guard case .id(let id) = change.target else { continue }
        names.append("change \(id)")
      }
    }
    return names
  }

  @Test mutating func sectionUpdatesInARowCoalesceAndKeepEveryCompletion() {
    var completed: [Int] = []
    queue.enqueue(sections("a"), completion: { _ in completed.append(1) })
    queue.enqueue(sections("b"), completion: nil)
    queue.enqueue(sections("c"), completion: { _ in completed.append(3) })
    #expect(queue.count == 1)
    guard case .sections(let latest, let completions, _, _, _) = queue.dequeue() else {
      Issue.record("expected a section update")
      return
    }
    #expect(latest.map(\.id) == [SectionID("c")])
    for completion in completions { completion(true) }
    #expect(completed == [1, 3])
  }

  @Test mutating func coalescedUpdatesKeepOnlyTheLatestWhenShownHandler() {
    var shown: [String] = []
    queue.enqueue(sections("a"), whenShown: { shown.append("a") }, completion: nil)
    queue.enqueue(sections("b"), whenShown: { shown.append("b") }, completion: nil)
    guard case .sections(_, _, _, let whenShown, _) = queue.dequeue() else {
      Issue.record("expected a section update")
      return
    }
    whenShown?()
    #expect(shown == ["b"])
  }

  @Test mutating func aLatestUpdateWithoutAWhenShownHandlerDropsTheEarlierOnes() {
    var shown: [String] = []
    queue.enqueue(sections("a"), whenShown: { shown.append("a") }, completion: nil)
    queue.enqueue(sections("c"), completion: nil)
    guard case .sections(_, _, _, let whenShown, _) = queue.dequeue() else {
      Issue.record("expected a section update")
      return
    }
    #expect(whenShown == nil)
  }

  @Test mutating func anItemChangeKeepsTheSectionUpdatesAroundItApart() {
    queue.enqueue(sections("a"), completion: nil)
    queue.enqueue(change("a"))
    queue.enqueue(sections("b"), completion: nil)
    #expect(drain() == ["[a]", "change a", "[b]"])
  }

  @Test mutating func aBackgroundUpdateHoldsEveryRequestBehindIt() {
    queue.enqueue(sections("a"), completion: nil)
    let token = queue.enqueueBackgroundUpdate()
    queue.enqueue(change("b"))
    #expect(drain() == ["[a]"])
    #expect(queue.count == 2)
    let resolved = queue.resolve(token, with: sections("bg"), completion: { _ in })
    #expect(resolved)
    #expect(drain() == ["[bg]", "change b"])
  }

  @Test mutating func aSectionUpdateRightAfterABackgroundUpdateSupersedesIt() {
    let token = queue.enqueueBackgroundUpdate()
    queue.enqueue(sections("later"), completion: nil)
    #expect(!queue.isWaiting(token))
    let resolved = queue.resolve(token, with: sections("bg"), completion: { _ in })
    #expect(!resolved)
    #expect(drain() == ["[later]"])
  }

  @Test mutating func aSectionUpdateSupersedingABackgroundUpdateCoalescesWithTheOneBeforeIt() {
    // [a], background, then [b]: the background update is superseded, and [a] and [b], now side
    // by side, coalesce as any two section updates in a row (they trapped the queue's
    // invariants, and went out as two batches).
    var completed: [String] = []
    queue.enqueue(sections("a"), completion: { _ in completed.append("a") })
    let token = queue.enqueueBackgroundUpdate()
    queue.enqueue(sections("b"), completion: { _ in completed.append("b") })
    #expect(!queue.isWaiting(token))
    #expect(queue.count == 1)
    guard case .sections(let latest, let completions, _, _, _) = queue.dequeue() else {
      Issue.record("expected a section update")
      return
    }
    #expect(latest.map(\.id) == [SectionID("b")])
    for completion in completions { completion(true) }
    #expect(completed == ["a", "b"])
  }

  @Test mutating func aBackgroundUpdateRightAfterAnotherSupersedesIt() {
    let first = queue.enqueueBackgroundUpdate()
    let second = queue.enqueueBackgroundUpdate()
    #expect(!queue.isWaiting(first))
    #expect(queue.isWaiting(second))
    #expect(queue.count == 1)
  }

  @Test mutating func aBackgroundUpdateDoesNotSupersedeASectionUpdateAskedForBeforeIt() {
    queue.enqueue(sections("a"), completion: nil)
    let token = queue.enqueueBackgroundUpdate()
    #expect(queue.isWaiting(token))
    let removed = queue.removeFirst(token)
    #expect(!removed)
    #expect(drain() == ["[a]"])
    let removedAgain = queue.removeFirst(token)
    #expect(removedAgain)
    #expect(queue.isEmpty)
  }

  @Test mutating func aBackgroundUpdateBehindAnItemChangeWaitsForItsTurn() {
    let first = queue.enqueueBackgroundUpdate()
    queue.enqueue(change("a"))
    let second = queue.enqueueBackgroundUpdate()
    // The second diff ends first: it is resolved in its place, behind the first.
    let resolved = queue.resolve(second, with: sections("second"), completion: { _ in })
    #expect(resolved)
    #expect(drain() == [])
    let resolvedAgain = queue.resolve(first, with: sections("first"), completion: { _ in })
    #expect(resolvedAgain)
    #expect(drain() == ["[first]", "change a", "[second]"])
  }

  @Test mutating func aSectionUpdateAfterAResolvedBackgroundUpdateFollowsIt() {
    queue.enqueue(change("a"))
    let token = queue.enqueueBackgroundUpdate()
    let resolved = queue.resolve(token, with: sections("bg"), completion: { _ in })
    #expect(resolved)
    queue.enqueue(sections("later"), completion: nil)
    // The background update keeps its own result: the later sections are applied after it.
    #expect(drain() == ["change a", "[bg]", "[later]"])
  }
}
