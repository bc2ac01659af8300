import Foundation
import Sectional
import Testing

@testable import SectionalAdapter

/// The update scheduler on its own: when requests run, with no adapter and no view.
///
/// Requests are section updates named by their one section id.
@MainActor
@Suite("UpdateScheduler")
struct UpdateSchedulerTests {
  private func sections(_ id: String) -> [Section] {
    [Section(id: id, model: [String](), controller: TextList())]
  }

  private func name(_ request: UpdateQueue.Request) -> String {
    guard case .sections(let sections, _, _, _, _) = request else { return "change" }
    return sections.map { "\($0.id)" }.joined()
  }

  @Test func aDrainAppliesEveryWaitingRequestInOrder() {
    let scheduler = UpdateScheduler()
    scheduler.enqueue(sections("a"), strategy: .animatedBatchUpdates, completion: nil)
    scheduler.enqueue(
      PendingItemChange(
        target: .id(SectionID("a")), work: .deferred({ .unchanged }), completion: nil))
    scheduler.enqueue(sections("b"), strategy: .animatedBatchUpdates, completion: nil)
    var applied: [String] = []
    #expect(scheduler.drain { applied.append(name($0)) })
    #expect(applied == ["a", "change", "b"])
    #expect(scheduler.isEmpty)
    #expect(!scheduler.drain { _ in Issue.record("nothing waits") })
  }

  @Test func aRequestMadeWhileApplyingJoinsTheEndOfTheSameDrain() {
    let scheduler = UpdateScheduler()
    scheduler.enqueue(sections("a"), strategy: .animatedBatchUpdates, completion: nil)
    scheduler.enqueue(
      PendingItemChange(
        target: .id(SectionID("a")), work: .deferred({ .unchanged }), completion: nil))
    var applied: [String] = []
    scheduler.drain { request in
      applied.append(name(request))
      #expect(scheduler.isApplying)
      if applied.count == 1 {
        scheduler.enqueue(sections("late"), strategy: .animatedBatchUpdates, completion: nil)
        // A drain asked for while applying waits for the running one.
        #expect(!scheduler.drain { _ in Issue.record("nested drain applied a request") })
      }
    }
    #expect(applied == ["a", "change", "late"])
    #expect(!scheduler.isApplying)
  }

  @Test func requestsWaitUntilTheOutermostCallbackReturns() {
    let scheduler = UpdateScheduler()
    let (_, outerIsOutermost) = scheduler.inCallback {
      let (_, innerIsOutermost) = scheduler.inCallback {
        scheduler.enqueue(sections("a"), strategy: .animatedBatchUpdates, completion: nil)
        #expect(!scheduler.isIdle)
        #expect(!scheduler.drain { _ in Issue.record("applied inside a callback") })
      }
      #expect(!innerIsOutermost)
    }
    #expect(outerIsOutermost)
    #expect(scheduler.isIdle)
    var applied: [String] = []
    scheduler.drain { applied.append(name($0)) }
    #expect(applied == ["a"])
  }

  @Test func aBackgroundUpdateTakesItsTurnOnlyWhenNothingChangedAndNothingWaitsBeforeIt() {
    let scheduler = UpdateScheduler()
    let generation = scheduler.generation
    let token = scheduler.enqueueBackgroundUpdate()
    scheduler.noteUpdateApplied()
    #expect(!scheduler.takeTurn(of: token, unchangedSince: generation))
    #expect(scheduler.takeTurn(of: token, unchangedSince: scheduler.generation))
    #expect(scheduler.isEmpty)

    scheduler.enqueue(sections("first"), strategy: .animatedBatchUpdates, completion: nil)
    let waiting = scheduler.enqueueBackgroundUpdate()
    #expect(!scheduler.takeTurn(of: waiting, unchangedSince: scheduler.generation))
    #expect(scheduler.isWaiting(waiting))
  }
}
