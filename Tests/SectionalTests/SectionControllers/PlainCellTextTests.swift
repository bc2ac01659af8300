import Foundation
import Sectional
import Testing

/// An item without a description of its own: described by reflection.
private struct Reading: Hashable, Sendable, Differentiable {
  var station: String
  var celsius: Int
}

/// An item whose description changes after it is shown: a class, so the view cannot keep a copy.
private final class Gauge: Hashable, Differentiable, CustomStringConvertible, @unchecked Sendable {
  var level: Int

  init(level: Int) { self.level = level }

  var description: String { "gauge at \(level)" }

  static func == (lhs: Gauge, rhs: Gauge) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// A stock controller without a cell configuration shows each item as `String(describing:)`. The
// description is worked out when the text is first read (reflecting on a value costs thousands
// of instructions, and most plain cells are never read); these say that a reader cannot tell.
@MainActor
@Suite("Plain cells of stock controllers")
struct PlainCellTextTests {
  private let harness = AdapterHarness()

  @Test func aPlainCellReadsAsItsItemsDescription() {
    let readings = [Reading(station: "north", celsius: -3), Reading(station: "south", celsius: 21)]
    harness.show([
      Section(
        id: "r", model: readings, controller: DiffingListSectionController<[Reading], Reading>())
    ])
    #expect(harness.view.visibleCells.map(\.text) == readings.map { String(describing: $0) })
    harness.expectNoProblems()
  }

  @Test func aReusedPlainCellReadsAsItsNewItem() {
    let controller = DiffingListSectionController<[Reading], Reading>()
    harness.show([
      Section(id: "r", model: [Reading(station: "north", celsius: -3)], controller: controller)
    ])
    let next = Reading(station: "east", celsius: 9)
    harness.show([Section(id: "r", model: [next], controller: controller)])
    #expect(harness.view.visibleCells.map(\.text) == [String(describing: next)])
    harness.expectNoProblems()
  }

  @Test func aClassItemReadsAsItWasWhenItsCellWasConfigured() {
    let gauge = Gauge(level: 1)
    harness.show([
      Section(id: "g", model: [gauge], controller: DiffingListSectionController<[Gauge], Gauge>())
    ])
    gauge.level = 2
    #expect(harness.view.visibleCells.map(\.text) == ["gauge at 1"])
  }

  @Test func textSetAfterADescriptionReplacesIt() {
    harness.show([
      Section(
        id: "r", model: [Reading(station: "north", celsius: -3)],
        controller: DiffingListSectionController<[Reading], Reading>())
    ])
    let cell = harness.view.visibleCells[0]
    cell.text = "set by hand"
    #expect(cell.text == "set by hand")
    cell.prepareForReuse()
    #expect(cell.text.isEmpty)
  }
}
