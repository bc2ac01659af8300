import Foundation
import Sectional
import Testing

@testable import SectionalDeclarative

/// The prefetch ledger on its own: work follows its cell, with no controller and no view.
@MainActor
@Suite("PrefetchLedger")
struct PrefetchLedgerTests {
  private func cell(_ id: String) -> Cell {
    Cell(id: id, component: CountedText(viewModel: id))
  }

  private func task(_ name: String, cancelled: @escaping (String) -> Void) -> PrefetchTask {
    PrefetchTask { cancelled(name) }
  }

  @Test func workIsRecordedForItsCell() {
    var ledger = PrefetchLedger()
    #expect(!ledger.hasWork(for: cell("a")))
    ledger.record([task("a") { _ in }], for: cell("a"))
    #expect(ledger.hasWork(for: cell("a")))
    #expect(!ledger.hasWork(for: cell("b")))
    ledger.record([], for: cell("b"))
    #expect(!ledger.hasWork(for: cell("b")))
  }

  @Test func workStaysWithACellThatMovesAndIsTakenOutForACellThatLeaves() {
    var ledger = PrefetchLedger()
    ledger.record([task("a") { _ in }], for: cell("a"))
    ledger.record([task("b") { _ in }], for: cell("b"))
    let removed = ledger.removeWork(notFor: [cell("c"), cell("b")])
    #expect(removed.cancelled.count == 1)
    #expect(removed.changed.isEmpty)
    #expect(!ledger.hasWork(for: cell("a")))
    #expect(ledger.hasWork(for: cell("b")))
    #expect(ledger.onlyHoldsWork(for: [cell("b")]))
  }

  @Test func workForContentThatChangedIsTakenOutAndItsCellReturned() {
    var cancelled: [String] = []
    var ledger = PrefetchLedger()
    ledger.record([task("a") { cancelled.append($0) }], for: cell("a"))
    let changed = Cell(id: "a", component: CountedText(viewModel: "a2"))
    let removed = ledger.removeWork(notFor: [changed])
    #expect(removed.cancelled.count == 1)
    #expect(removed.changed.map { $0.component.as(CountedText.self)?.viewModel } == ["a2"])
    #expect(!ledger.hasWork(for: changed))
    // The ledger cancels nothing itself.
    #expect(cancelled.isEmpty)
  }

  @Test func theLedgerNeverCancelsWhatItHandsOut() {
    var cancelled: [String] = []
    var ledger = PrefetchLedger()
    ledger.record([task("a") { cancelled.append($0) }], for: cell("a"))
    ledger.record([task("b") { cancelled.append($0) }], for: cell("b"))
    let shown = ledger.removeWork(for: cell("a"))
    let rest = ledger.removeAllWork()
    #expect(shown.count == 1)
    #expect(rest.count == 1)
    #expect(ledger.isEmpty)
    #expect(cancelled.isEmpty)
  }
}
