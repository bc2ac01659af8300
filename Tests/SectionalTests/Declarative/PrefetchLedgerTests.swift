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

  @Test func aCellIsPrefetchedOnceWhileItsWorkIsPending() {
    let plugin = RecordingPrefetcher()
    var ledger = PrefetchLedger()
    ledger.prefetch(cell("a"), with: [plugin])
    ledger.prefetch(cell("a"), with: [plugin])
    #expect(plugin.started == ["a"])
    #expect(ledger.hasWork(for: cell("a")))
  }

  @Test func workStaysWithACellThatMovesAndIsCancelledForACellThatLeaves() {
    let plugin = RecordingPrefetcher()
    var ledger = PrefetchLedger()
    ledger.prefetch(cell("a"), with: [plugin])
    ledger.prefetch(cell("b"), with: [plugin])
    ledger.keepOnly([cell("c"), cell("b")])
    #expect(plugin.cancelled == ["a"])
    #expect(ledger.hasWork(for: cell("b")))
    #expect(ledger.onlyHoldsWork(for: [cell("b")]))
  }

  @Test func theCellThatShowsAnItemTakesItsWorkOver() {
    let plugin = RecordingPrefetcher()
    var ledger = PrefetchLedger()
    ledger.prefetch(cell("a"), with: [plugin])
    let work = ledger.takeWork(for: cell("a"))
    #expect(work.count == 1)
    #expect(ledger.isEmpty)
    ledger.cancelAll()
    #expect(plugin.cancelled.isEmpty)
  }

  @Test func cancellingEndsEveryPendingTask() {
    let plugin = RecordingPrefetcher()
    var ledger = PrefetchLedger()
    ledger.prefetch(cell("a"), with: [plugin])
    ledger.prefetch(cell("b"), with: [plugin])
    ledger.cancel(cell("a"))
    #expect(plugin.cancelled == ["a"])
    ledger.cancelAll()
    #expect(plugin.cancelled.sorted() == ["a", "b"])
    #expect(ledger.isEmpty)
  }
}
