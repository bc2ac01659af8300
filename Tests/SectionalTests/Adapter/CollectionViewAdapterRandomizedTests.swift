import Foundation
import Sectional
import SeededRandom
import Testing

/// Random screens driven through the adapter into a strict headless view: every batch must be
/// valid and every cell must show the model's item at its index path.
@MainActor
@Suite("CollectionViewAdapter on random updates")
struct CollectionViewAdapterRandomizedTests {
  /// One section of a random screen: which stock controller, and its items.
  struct ScreenSection {
    enum Kind: CaseIterable {
      case diffing, list, single
    }
    var id: Int
    var kind: Kind
    var items: [Item]

    @MainActor func section() -> Section {
      switch kind {
      case .diffing:
        Section(id: id, model: items, controller: DiffingListSectionController<[Item], Item>())
      case .list:
        Section(id: id, model: items, controller: ListSectionController<[Item], Item>())
      case .single:
        Section(
          id: id, model: items.first ?? Item(-1),
          controller: SingleModelSectionController<Item>())
      }
    }

    var expectedTexts: [String] {
      kind == .single ? [(items.first ?? Item(-1)).description] : items.map(\.description)
    }
  }

  static let seeds: [UInt64] = {
    if let replay = ProcessInfo.processInfo.environment["SECTIONAL_SEED"].flatMap(UInt64.init) {
      return [replay]
    }
    return (0..<UInt64(150)).map { 0xADA_0000 &+ $0 }
  }()

  @Test func everyRandomUpdateIsAValidBatchShowingTheModel() {
    for seed in Self.seeds {
      var generator = SplitMix64(seed: seed)
      let harness = AdapterHarness(size: CGSize(width: 100, height: 100_000))
      let identifiers = IdentifierSource()
      func newSection(_ generator: inout SplitMix64) -> ScreenSection {
        let id = identifiers.next()
        let kind = ScreenSection.Kind.allCases.randomElement(using: &generator) ?? .diffing
        let items = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
          Item(identifiers.next())
        }
        return ScreenSection(id: id, kind: kind, items: kind == .single ? [Item(id)] : items)
      }
      var screen: [ScreenSection] = []
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        screen.append(newSection(&generator))
      }
      harness.show(screen.map { $0.section() })

      for step in 0..<10 {
        screen = Self.mutate(
          screen, using: &generator, newSection: newSection, identifiers: identifiers)
        harness.show(screen.map { $0.section() })
        let expected = screen.map(\.expectedTexts)
        guard harness.view.errors.isEmpty, harness.diagnostics.isEmpty,
          harness.shownSections == expected
        else {
          Issue.record(
            """
            seed \(seed) step \(step) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
            CollectionViewAdapterRandomizedTests)
            expected: \(expected)
            shown:    \(harness.shownSections)
            errors:   \(harness.view.errors)
            diagnostics: \(harness.diagnostics)
            """)
          return
        }
      }
    }
  }

  /// A random next screen: sections deleted, inserted and moved; items deleted, inserted, moved
  /// and changed inside the sections that stay.
  static func mutate(
    _ screen: [ScreenSection],
    using generator: inout SplitMix64,
    newSection: (inout SplitMix64) -> ScreenSection,
    identifiers: IdentifierSource
  ) -> [ScreenSection] {
    var next = screen
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      switch Int.random(in: 0..<3, using: &generator) {
      case 0 where !next.isEmpty:
        next.remove(at: Int.random(in: next.indices, using: &generator))
      case 1:
        let section = newSection(&generator)
        next.insert(section, at: Int.random(in: 0...next.count, using: &generator))
      case 2 where !next.isEmpty:
        let moved = next.remove(at: Int.random(in: next.indices, using: &generator))
        next.insert(moved, at: Int.random(in: 0...next.count, using: &generator))
      default:
        break
      }
    }
    for index in next.indices where Bool.random(using: &generator) {
      var items = next[index].items
      if next[index].kind == .single {
        items[0].content += Int.random(in: 0...1, using: &generator)
        next[index].items = items
        continue
      }
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where !items.isEmpty:
          items.remove(at: Int.random(in: items.indices, using: &generator))
        case 1:
          items.insert(
            Item(identifiers.next()), at: Int.random(in: 0...items.count, using: &generator))
        case 2 where !items.isEmpty:
          let moved = items.remove(at: Int.random(in: items.indices, using: &generator))
          items.insert(moved, at: Int.random(in: 0...items.count, using: &generator))
        case 3 where !items.isEmpty:
          items[Int.random(in: items.indices, using: &generator)].content += 1
        default:
          break
        }
      }
      next[index].items = items
    }
    return next
  }
}

/// Hands out identifiers that were never used before.
final class IdentifierSource {
  private var last = 0

  func next() -> Int {
    last += 1
    return last
  }
}
