import Foundation
import Sectional
import Testing

/// The README's tour of the diff, run as written, so that what it claims stays true.
@Suite("README tour")
struct ReadmeTourTests {
  @MainActor @Test func theScreenIsTheOneShown() {
    let collectionView = HeadlessCollectionView(size: CGSize(width: 320, height: 480))
    let adapter = CollectionViewAdapter(collectionView: collectionView)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.update([
      Section(id: "title", model: "Watchlist", controller: SingleModelSectionController<String>()),
      Section(
        id: "tickers", model: ["AAPL", "MSFT"],
        controller: DiffingListSectionController<[String], String>()),
    ])
    let title = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    adapter.update([
      Section(
        id: "title", model: "Watchlist (3)", controller: SingleModelSectionController<String>()),
      Section(
        id: "tickers", model: ["NVDA", "AAPL", "MSFT"],
        controller: DiffingListSectionController<[String], String>()),
    ])
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCells.map(\.text) == ["Watchlist (3)", "NVDA", "AAPL", "MSFT"])
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === title)
    #expect(collectionView.errors.isEmpty && diagnostics.isEmpty)
  }

  @MainActor @Test func theDeclarativeScreenIsTheOneShown() {
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 480))
    let screen = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    screen.diagnosticHandler = { diagnostics.append($0) }
    func watchlist(_ title: String, _ tickers: [String]) -> List {
      List {
        ListSection(id: "title") { Cell(id: "title", component: TextComponent(title)) }
        ListSection(id: "tickers") {
          ForEach(tickers) { Cell(id: $0, component: TextComponent($0)) }
        }
      }
    }
    screen.apply(watchlist("Watchlist", ["AAPL", "MSFT"]))
    let title = view.cellForItem(at: IndexPath(item: 0, section: 0))
    screen.apply(watchlist("Watchlist (3)", ["NVDA", "AAPL", "MSFT"]))
    view.layoutIfNeeded()
    #expect(view.visibleCells.map { $0.render() } == ["Watchlist (3)", "NVDA", "AAPL", "MSFT"])
    // "Units": each row is one line of 17-point text, floored to the view's pixels, which the
    // README prints as 20.0.
    let scale = view.displayScale
    let line = (TextMetrics.default.lineHeight * scale).rounded(.down) / scale
    #expect(view.visibleCells.map(\.frame.height) == [line, line, line, line])
    #expect(line == 20)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === title)
    #expect(view.errors.isEmpty && diagnostics.isEmpty)
  }

  struct Stock: Identifiable, Equatable, Differentiable {
    let id: String
    var price: Int
  }

  let before = [Stock(id: "AAPL", price: 19_000), Stock(id: "MSFT", price: 41_000)]
  let after = [Stock(id: "MSFT", price: 41_250), Stock(id: "NVDA", price: 12_000)]

  @Test func theDiffIsTheOneShown() {
    let diff = ListDiff(from: before, to: after)
    #expect(diff.deletes == [0])
    #expect(diff.inserts == [1])
    #expect(diff.moves.isEmpty)
    #expect(diff.updates == [1])
    #expect(diff.description == "ListDiff(2 → 2: deletes [0], inserts [1], updates [1])")
  }

  @Test func replayingGivesTheNewList() throws {
    #expect(try before.applying(ListDiff(from: before, to: after), contentFrom: after) == after)
  }

  @Test func theBatchIsTheOneShown() {
    let batches = ListDiff(from: before, to: after).batchUpdates(inSection: 0)
    #expect(
      batches.map(\.description) == ["delete items [0-0]\ninsert items [0-1]\nreload items [0-1]"])
  }
}
