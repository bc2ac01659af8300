import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

/// An id whose every value hashes alike: distinct ids whose hashes meet.
private struct CollidingID: Hashable, Sendable {
  let value: Int

  func hash(into hasher: inout Hasher) {
    hasher.combine(0)
  }
}

@MainActor
@Suite("Declarative lists: cell identity")
struct CellIdentityTests {
  /// Random cells of a few ids, two component types and optional styles, against the definition:
  /// the same id, the same component type and the same style.
  @Test func identityIsTheIdTheComponentTypeAndTheStyle() {
    for seed in UInt64(0)..<100 {
      var generator = SplitMix64(seed: 0xCE11_0000 &+ seed)
      var cells: [(cell: Cell, id: Int, type: Int, style: String?)] = []
      for _ in 0..<10 {
        let id = Int.random(in: 0..<3, using: &generator)
        let type = Int.random(in: 0..<2, using: &generator)
        let style =
          Bool.random(using: &generator) ? nil : ["a", "b"].randomElement(using: &generator)
        let cell: Cell
        switch (type, style) {
        case (0, nil): cell = Cell(id: id, component: CountedText(viewModel: "x"))
        case (0, let tone?):
          cell = Cell(id: id, component: StyledComponent(viewModel: "x", tone: tone))
        default: cell = Cell(id: id, component: BadgeComponent(viewModel: "x"))
        }
        cells.append((cell, id, style == nil || type == 1 ? type : 2, type == 1 ? nil : style))
      }
      for left in cells {
        for right in cells {
          let same = left.id == right.id && left.type == right.type && left.style == right.style
          #expect((left.cell.identity == right.cell.identity) == same, "replay: seed \(seed)")
          if same {
            #expect(left.cell.identity.hashValue == right.cell.identity.hashValue)
            var leftSet = Set<CellIdentity>()
            leftSet.insert(left.cell.identity)
            #expect(leftSet.contains(right.cell.identity), "replay: seed \(seed)")
          }
        }
      }
    }
  }

  @Test func idsWhoseHashesMeetAreStillToldApart() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "s") {
          Cell(id: CollidingID(value: 1), component: CountedText(viewModel: "one"))
          Cell(id: CollidingID(value: 2), component: CountedText(viewModel: "two"))
          Cell(id: CollidingID(value: 1), component: CountedText(viewModel: "again"))
        }
      })
    #expect(harness.shown == [["one", "two"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateCellID])
    harness.apply(
      List {
        ListSection(id: "s") {
          Cell(id: CollidingID(value: 2), component: CountedText(viewModel: "two"))
          Cell(id: CollidingID(value: 1), component: CountedText(viewModel: "one"))
        }
      })
    #expect(harness.shown == [["two", "one"]])
    #expect(harness.view.lastBatchUpdate?.itemMoves.count == 1)
  }

  /// A cell and its component share one box: the cell's id must not enter the component's
  /// equality, which decides reconfiguration, headers and footers alike.
  @Test func aCellsComponentEqualsTheComponentItWasMadeFrom() {
    let cell = Cell(id: 1, component: CountedText(viewModel: "x"))
    #expect(cell.component == AnyComponent(CountedText(viewModel: "x")))
    #expect(cell.component == Cell(id: 2, component: CountedText(viewModel: "x")).component)
    #expect(cell.component != Cell(id: 1, component: CountedText(viewModel: "y")).component)
    #expect(cell.component != AnyComponent(BadgeComponent(viewModel: "x")))
  }

  @Test func aCellOfAnErasedComponentIsTheCellOfTheComponent() {
    let erased = Cell(id: 1, component: AnyComponent(StyledComponent(viewModel: "x", tone: "a")))
    let direct = Cell(id: 1, component: StyledComponent(viewModel: "y", tone: "a"))
    #expect(erased.identity == direct.identity)
    #expect(erased.identity.hashValue == direct.identity.hashValue)
    #expect(erased.id == AnyHashable(1))
    #expect(erased.component.style == AnyHashable("a"))
    #expect(erased.component == AnyComponent(StyledComponent(viewModel: "x", tone: "a")))
    #expect(
      erased.identity != Cell(id: 1, component: StyledComponent(viewModel: "x", tone: "b")).identity
    )
    #expect(
      erased.identity != Cell(id: 2, component: StyledComponent(viewModel: "x", tone: "a")).identity
    )
  }

  @Test func eventHandlersLeaveTheIdentityAndTheComponentAsTheyWere() {
    let plain = Cell(id: "row", component: StyledComponent(viewModel: "x", tone: "a"))
    let handled = plain.didSelect { _ in }.onHighlight { _ in }
    #expect(handled.identity == plain.identity)
    #expect(handled.id == plain.id)
    #expect(handled.component == plain.component)
    #expect(handled.events.didSelect != nil && handled.events.onHighlight != nil)
    #expect(plain.events.isEmpty)
    #expect(handled.placeholder().identity == plain.identity)
  }
}
