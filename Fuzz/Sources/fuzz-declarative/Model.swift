import Foundation
import Sectional

/// A cell of the list the fuzzer expects.
struct ModelCell: CustomStringConvertible {
  var id: Int
  var kind: ComponentKind
  var value: Int
  var isPlaceholder = false

  /// What the cell's content view shows.
  var text: String { kind.text(value) }

  /// The cell's identity's parts: its id, its component type and style.
  var identity: String { "\(id)\(kind)" }

  var description: String { "\(id)\(kind)\(value)\(isPlaceholder ? "?" : "")" }
}

/// A header or footer of the list the fuzzer expects.
struct ModelSupplementary: CustomStringConvertible {
  var kind: ComponentKind
  var value: Int

  var text: String { kind.text(value) }
  var description: String { "\(kind)\(value)" }
}

/// A section's layout, as the list gives it: none, a stock one, or (over a flow layout) a flow
/// description given as it is, which the adapter stamps.
enum LayoutChoice: CaseIterable {
  case automatic, vertical, horizontal, grid, flowRows, flowInset

  /// The choices a layout reads: the stock ones everywhere, flow descriptions on a flow layout.
  static func readable(byCompositional isCompositional: Bool) -> [LayoutChoice] {
    isCompositional ? [.automatic, .vertical, .horizontal, .grid] : allCases
  }
}

/// A section of the list the fuzzer expects: declarative cells, or a hand-written controller's
/// items.
struct ModelSection: CustomStringConvertible {
  var id: Int
  var cells: [ModelCell] = []
  var header: ModelSupplementary?
  var footer: ModelSupplementary?
  var layout = LayoutChoice.automatic
  /// The items of a hand-written controller's section; `nil` for a declarative one.
  var controllerItems: [String]?

  /// The texts its cells show, in order, once repeated cell ids are dropped.
  var texts: [String] { controllerItems ?? cells.map(\.text) }

  /// The section's structure: what a content-only update may not change.
  var structure: [String] {
    ["\(id)\(controllerItems == nil ? "" : "h")"] + (controllerItems ?? cells.map(\.identity))
  }

  var description: String {
    if let controllerItems { return "\(id):h\(controllerItems)" }
    let surroundings =
      (header.map { " head \($0)" } ?? "") + (footer.map { " foot \($0)" } ?? "")
    return "\(id):\(layout)\(cells)\(surroundings)"
  }

  /// The section without cells whose id repeats an earlier one.
  var withoutRepeatedCells: ModelSection {
    var seen = Set<Int>()
    var section = self
    section.cells = cells.filter { seen.insert($0.id).inserted }
    return section
  }

  /// Whether a cell id repeats.
  var hasRepeatedCells: Bool { Set(cells.map(\.id)).count != cells.count }
}

/// The screen a list gives: sections whose id repeats an earlier one dropped, and repeated cells
/// in the others.
func screen(of list: [ModelSection]) -> [ModelSection] {
  var seen = Set<Int>()
  return list.filter { seen.insert($0.id).inserted }.map(\.withoutRepeatedCells)
}
