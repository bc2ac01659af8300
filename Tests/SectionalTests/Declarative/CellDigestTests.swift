import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalAdapter
@testable import SectionalDeclarative

/// A view model of sixteen bytes or fewer whose equality ignores one of its fields.
private struct Rounded: Equatable, Sendable {
  let value: Int
  let noise: Int

  static func == (lhs: Rounded, rhs: Rounded) -> Bool { lhs.value == rhs.value }
}

/// A view model too large for a digest: always compared by its `==`.
private struct Profile: Equatable, Sendable {
  let name: String
  let detail: String
  let count: Int
}

/// A component of any view model, rendering its description and counting renders.
private struct Showing<Model: Equatable & Sendable>: Component {
  let viewModel: Model

  func renderContent(coordinator: Void) -> CountingLabel { CountingLabel() }

  func render(in content: CountingLabel, coordinator: Void) {
    content.renders += 1
    content.text = "\(viewModel)"
  }

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }
}

/// An id whose every value hashes alike.
private struct SameHashID: Hashable, Sendable {
  let value: Int

  func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// A string of more than fifteen UTF-8 bytes, built anew at each call: equal strings stored apart.
private func longString(_ tail: Int) -> String {
  String(repeating: "long id ", count: 3) + String(tail)
}

@MainActor
@Suite("Declarative lists: the digest a cell keeps")
struct CellDigestTests {
  /// A cell of a random id (of every kind the digest reads, and some it does not) and a random
  /// component (small, large, styled, floating-point view models).
  private func randomCell(using generator: inout SplitMix64) -> Cell {
    randomCell(id: randomID(using: &generator), using: &generator)
  }

  /// An id of every kind the digest reads, and of some it does not.
  private func randomID(using generator: inout SplitMix64) -> any Hashable & Sendable {
    let ids: [any Hashable & Sendable] = [
      0, 1, Int8(1), "a", "b", longString(1), longString(2),
      UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)),
      UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17)),
      SameHashID(value: 1), SameHashID(value: 2),
    ]
    return ids.randomElement(using: &generator)!
  }

  /// A cell of an id and a random component.
  private func randomCell(id: any Hashable & Sendable, using generator: inout SplitMix64) -> Cell {
    let small = Int.random(in: 0..<2, using: &generator)
    switch Int.random(in: 0..<7, using: &generator) {
    case 0: return Cell(id: id, component: Showing(viewModel: small))
    case 1: return Cell(id: id, component: Showing(viewModel: Rounded(value: small, noise: small)))
    case 2:
      return Cell(
        id: id, component: Showing(viewModel: Rounded(value: small, noise: 1 - small)))
    case 3:
      return Cell(
        id: id, component: Showing(viewModel: Profile(name: "n", detail: "d", count: small)))
    case 4: return Cell(id: id, component: Showing(viewModel: small == 0 ? 0.0 : -0.0))
    case 5: return Cell(id: id, component: StyledComponent(viewModel: "x", tone: "\(small)"))
    default: return Cell(id: id, component: Showing(viewModel: small == 0 ? "a" : longString(0)))
    }
  }

  /// The comparison the boxes make, written out from the definition: identity is the id, the
  /// component type and the style; content is the component.
  private func reference(_ old: Cell, _ new: Cell) -> ComponentBox.CellComparison {
    guard old.identity == new.identity else { return .otherIdentity }
    return old.component == new.component ? .sameContent : .otherContent
  }

  @Test func aDigestSettlesOnlyWhatTheComparisonOfTheCellsAgreesWith() {
    var settled: [DigestOutcome: Int] = [:]
    for seed in UInt64(0)..<200 {
      var generator = SplitMix64(seed: 0xD16E_0000 &+ seed)
      let cells = (0..<12).map { _ in randomCell(using: &generator) }
      for old in cells {
        for new in cells {
          let expected = reference(old, new)
          let outcome = old.digest.comparison(with: new.digest)
          switch outcome {
          case .otherIdentity:
            #expect(expected == .otherIdentity, "replay: seed \(seed), \(old.id) / \(new.id)")
            settled[.otherIdentity, default: 0] += 1
          case .sameContent:
            #expect(expected == .sameContent, "replay: seed \(seed), \(old.id) / \(new.id)")
            settled[.sameContent, default: 0] += 1
          case .otherContent:
            #expect(expected == .otherContent, "replay: seed \(seed), \(old.id) / \(new.id)")
            settled[.otherContent, default: 0] += 1
          case .sameIdentity:
            #expect(expected != .otherIdentity, "replay: seed \(seed), \(old.id) / \(new.id)")
            settled[.sameIdentity, default: 0] += 1
          case .undecided:
            settled[.undecided, default: 0] += 1
          }
          #expect(new.isContentEqual(to: old) == (old.component == new.component))
        }
      }
    }
    // Every outcome happened: the digest decides pairs, and leaves some to the boxes.
    #expect(settled.count == 5, "outcomes seen: \(settled)")
  }

  @Test func aCellIsSixWordsItsDigestFive() {
    // The walk over a long list reads the cells in order: its cost is their size.
    #expect(MemoryLayout<CellDigest>.size == 40)
    #expect(MemoryLayout<Cell>.stride == 48)
    // The walk reads digests in place where they lie as it expects, as they do here.
    #expect(CellDigest.isLaidOutAsRead)
  }

  @Test func changedIntegerAndUUIDViewModelsAreToldApartByTheirBytes() {
    let uuid = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
    let other = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17))
    let pairs: [(Cell, Cell)] = [
      (
        Cell(id: 1, component: Showing(viewModel: 1)), Cell(id: 1, component: Showing(viewModel: 2))
      ),
      (
        Cell(id: 1, component: Showing(viewModel: UInt8(1))),
        Cell(id: 1, component: Showing(viewModel: UInt8(2)))
      ),
      (
        Cell(id: 1, component: Showing(viewModel: true)),
        Cell(id: 1, component: Showing(viewModel: false))
      ),
      (
        Cell(id: 1, component: Showing(viewModel: uuid)),
        Cell(id: 1, component: Showing(viewModel: other))
      ),
    ]
    for (old, new) in pairs {
      #expect(old.digest.comparison(with: new.digest) == .otherContent)
      #expect(!new.isContentEqual(to: old))
    }
    // Bytes that differ prove nothing of a `Double` (0.0 and -0.0) or a type of its own.
    let zeros = (
      Cell(id: 1, component: Showing(viewModel: 0.0)),
      Cell(id: 1, component: Showing(viewModel: -0.0))
    )
    #expect(zeros.0.digest.comparison(with: zeros.1.digest) == .sameIdentity)
    #expect(zeros.1.isContentEqual(to: zeros.0))
    let rounded = (
      Cell(id: 1, component: Showing(viewModel: Rounded(value: 1, noise: 1))),
      Cell(id: 1, component: Showing(viewModel: Rounded(value: 1, noise: 2)))
    )
    #expect(rounded.0.digest.comparison(with: rounded.1.digest) == .sameIdentity)
    #expect(rounded.1.isContentEqual(to: rounded.0))
  }

  @Test func aPlaceholderIsNotTheSameCellAsItsContent() {
    let cell = Cell(id: 1, component: Showing(viewModel: 1))
    let placeholder = cell.placeholder()
    #expect(placeholder.isPlaceholder && !cell.isPlaceholder)
    #expect(!cell.digest.isSameCell(as: placeholder.digest))
    #expect(cell.digest.isSameCell(as: Cell(id: 1, component: Showing(viewModel: 1)).digest))
    #expect(cell.digest.comparison(with: placeholder.digest) == .sameContent)
    #expect(!placeholder.isContentEqual(to: cell))
    #expect(
      ComponentSectionController.changesOfAlignedCells([cell], [placeholder])?.reconfigures == [0])
  }

  @Test func theWalkOverAlignedCellsFindsWhatTheComparisonOfTheCellsFinds() {
    for seed in UInt64(0)..<300 {
      var generator = SplitMix64(seed: 0xA11E_0000 &+ seed)
      let ids = (0..<8).map { _ in randomID(using: &generator) }
      let old = ids.map { randomCell(id: $0, using: &generator) }
      // The same ids in place, some cells drawn again: the same or another identity, the same
      // or another component.
      let new = zip(ids, old).map { id, cell in
        Bool.random(using: &generator) ? cell : randomCell(id: id, using: &generator)
      }
      let pairs = zip(old, new).map(reference)
      let changes = ComponentSectionController.changesOfAlignedCells(old, new)
      if pairs.contains(.otherIdentity) {
        #expect(changes == nil, "replay: seed \(seed)")
      } else {
        let updated = IndexSet(pairs.indices.filter { pairs[$0] == .otherContent })
        #expect(changes?.reconfigures ?? [] == updated, "replay: seed \(seed)")
      }
    }
  }

  @Test func listsOfIntAndUUIDIdsDiffByTheirDigestsAsByTheirIdentities() {
    let uuids = (0..<6).map { UUID(uuid: (UInt8($0), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9)) }
    var digested = 0
    for seed in UInt64(0)..<300 {
      var generator = SplitMix64(seed: 0xD1FF_0000 &+ seed)
      func list() -> [Cell] {
        // Unique ids (as a committed list is), of both kinds, two component types.
        var ids: [any Hashable & Sendable] = Array(0..<6) + uuids
        ids.shuffle(using: &generator)
        return ids.prefix(Int.random(in: 0...12, using: &generator)).map { id in
          let value = Int.random(in: 0..<2, using: &generator)
          return Bool.random(using: &generator)
            ? Cell(id: id, component: Showing(viewModel: value))
            : Cell(id: id, component: BadgeComponent(viewModel: "\(value)"))
        }
      }
      let old = list()
      let new = list()
      #expect(DigestedCellKey.canKey(old, new), "replay: seed \(seed)")
      let byDigest = ListDiff(from: old, to: new, keyedBy: DigestedCellKey.self)
      let byIdentity = ListDiff(from: old, to: new, keyedBy: CellKey.self)
      #expect(byDigest == byIdentity, "replay: seed \(seed)")
      digested += byDigest.moves.count + byDigest.updates.count
    }
    #expect(digested > 0)
  }

  @Test func aListWithAStringIdIsNotKeyedByItsDigests() {
    let numbered = Cell(id: 1, component: Showing(viewModel: 1))
    #expect(DigestedCellKey.canKey([numbered]))
    #expect(!DigestedCellKey.canKey([numbered, Cell(id: "a", component: Showing(viewModel: 1))]))
    #expect(
      !DigestedCellKey.canKey([numbered], [Cell(id: Int8(1), component: Showing(viewModel: 1))]))
    #expect(
      !DigestedCellKey.canKey([Cell(id: 1, component: StyledComponent(viewModel: "x", tone: "t"))]))
  }

  @Test func repeatedIntAndUUIDIdsAreDroppedAndReported() {
    let harness = DeclarativeHarness()
    let uuid = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
    harness.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: CountedText(viewModel: "one"))
          Cell(id: uuid, component: CountedText(viewModel: "uuid"))
          Cell(id: 1, component: BadgeComponent(viewModel: "again"))
          Cell(id: uuid, component: CountedText(viewModel: "uuid again"))
        }
      })
    #expect(harness.shown == [["one", "uuid"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateCellID, .duplicateCellID])
  }

  @Test func equalViewModelsWhoseBytesDifferAreLeftAlone() throws {
    let harness = DeclarativeHarness()
    func list(_ rounded: Rounded, _ zero: Double) -> List {
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: Showing(viewModel: rounded))
          Cell(id: 2, component: Showing(viewModel: zero))
        }
      }
    }
    harness.apply(list(Rounded(value: 1, noise: 0), 0.0))
    let renders = harness.renderCounts
    try #require(renders.count == 2)
    harness.apply(list(Rounded(value: 1, noise: 7), -0.0))
    #expect(harness.renderCounts == renders)
    #expect(harness.view.lastBatchUpdate == nil || harness.view.lastBatchUpdate?.isEmpty == true)
    harness.apply(list(Rounded(value: 2, noise: 7), -0.0))
    #expect(harness.renderCounts == [renders[0] + 1, renders[1]])
  }

  /// The one view model treated differently from its `==`: a `Double.nan` is unequal to itself,
  /// and its cell, applied again with the same bytes, is left alone rather than configured at
  /// every apply.
  @Test func aViewModelWithTheSameBytesIsTheSameViewModel() throws {
    let harness = DeclarativeHarness()
    let list = List {
      ListSection(id: "s") { Cell(id: 1, component: Showing(viewModel: Double.nan)) }
    }
    harness.apply(list)
    let renders = harness.renderCounts
    try #require(renders == [1])
    harness.apply(
      List { ListSection(id: "s") { Cell(id: 1, component: Showing(viewModel: Double.nan)) } })
    #expect(harness.renderCounts == renders)
  }

  @Test func equalStringIdsStoredApartAreOneCell() throws {
    let harness = DeclarativeHarness()
    func list() -> List {
      List {
        ListSection(id: "s") {
          Cell(
            id: longString(1),
            component: Showing(viewModel: Profile(name: "a", detail: "", count: 1)))
          Cell(
            id: longString(2),
            component: Showing(viewModel: Profile(name: "b", detail: "", count: 1)))
        }
      }
    }
    harness.apply(list())
    let renders = harness.renderCounts
    try #require(renders == [1, 1])
    harness.apply(list())
    #expect(harness.renderCounts == renders)
    #expect(harness.diagnostics.isEmpty)
  }
}

/// What a digest comparison returned, as a dictionary key.
private typealias DigestOutcome = CellDigest.Comparison

extension DeclarativeHarness {
  /// How many times each visible cell's content was rendered, in order.
  fileprivate var renderCounts: [Int] {
    view.indexPathsForVisibleItems.sorted().compactMap { indexPath in
      (view.cellForItem(at: indexPath) as? ComponentCell)?.content.flatMap {
        ($0 as? CountingLabel)?.renders
      }
    }
  }
}
