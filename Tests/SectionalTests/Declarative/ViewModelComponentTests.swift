import Foundation
import Sectional
import Testing

private struct Contact: Equatable {
  var name: String
}

@MainActor
@Suite("Declarative lists: view-model rows")
struct ViewModelComponentTests {
  private let starred = RowStyle<ComponentView>("starred") { $0.text = "★ " + $0.text }
  private let loud = RowStyle<ComponentView>("loud") { $0.text = $0.text.uppercased() }

  private func row(_ name: String, style: RowStyle<ComponentView>? = nil) -> Cell {
    Cell(
      id: "contact",
      component: ViewModelComponent(
        data: Contact(name: name), style: style,
        layoutMode: .fixed(CGSize(width: 100, height: 10))
      ) { contact, view in view.text = contact.name })
  }

  @Test func aRowMapsItsDataThenAppliesItsStyle() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "s", cells: [row("Ada", style: starred + loud)]) })
    #expect(harness.shown == [["★ ADA"]])
  }

  @Test func equalDataLeavesTheCellAloneAndChangedDataReconfiguresIt() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "s", cells: [row("Ada")]) })
    harness.apply(List { ListSection(id: "s", cells: [row("Ada")]) })
    #expect(harness.view.lastBatchUpdate?.itemReconfigures.isEmpty ?? true)
    harness.apply(List { ListSection(id: "s", cells: [row("Grace")]) })
    #expect(harness.view.lastBatchUpdate?.itemReconfigures == [IndexPath(item: 0, section: 0)])
    #expect(harness.shown == [["Grace"]])
  }

  @Test func anotherStyleIsAnotherItem() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "s", cells: [row("Ada", style: starred)]) })
    harness.apply(List { ListSection(id: "s", cells: [row("Ada", style: loud)]) })
    #expect(harness.view.lastBatchUpdate?.itemInserts == [IndexPath(item: 0, section: 0)])
    #expect(harness.shown == [["ADA"]])
  }
}
