import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalLayout

/// Content of sections described by their content or by the provider, on a 390-point-wide
/// screen at 3×.
@MainActor
private func alikeContent(_ sections: [(count: Int, description: LayoutSection?)])
  -> DescribedContent
{
  DescribedContent(
    bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3, sections: sections)
}

/// A layout of the content, sections alike shared or each solved, and what it reported.
@MainActor
private func prepared(_ content: DescribedContent, sharing: Bool, provided: LayoutSection)
  -> (layout: CompositionalLayout, diagnostics: [CompositionalLayoutDiagnostic])
{
  let layout = CompositionalLayout { _, _ in provided }
  layout.reusesSectionsAlike = sharing
  let log = DiagnosticLog()
  layout.diagnosticHandler = { log.entries.append($0) }
  layout.prepare(for: content)
  return (layout, log.entries)
}

/// Every element of a prepared layout, in the order the query returns them.
@MainActor
private func everything(_ layout: CompositionalLayout) -> [LayoutAttributes] {
  layout.layoutAttributesForElements(
    in: CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5 + layout.contentSize.height))
}

/// A row of three fixed tiles under a header: read from its description alone.
private let tiles: LayoutSection = {
  var section = LayoutSection(
    group: .horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)),
      subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)))]))
  section.interGroupSpacing = 4
  section.boundarySupplementaryItems = [
    BoundarySupplementaryItem(elementKind: .header).height(.absolute(30))
  ]
  return section
}()

/// Rows whose heights the content measures.
private let measuredRows = LayoutSection(
  group: .vertical(
    layoutSize: size(.fractionalWidth(1), .estimated(40)),
    subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(40)))]))

/// Counts the calls of a custom group's closure, which may run on any thread.
private final class CallCount: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0

  var value: Int { lock.withLock { calls } }

  func increment() { lock.withLock { calls += 1 } }
}

@MainActor
@Suite("Compositional layout: sections described alike")
struct CompositionalSectionReuseTests {
  @Test func sectionsAlikeShareOneCopyOfTheirFrames() throws {
    let content = alikeContent(Array(repeating: (count: 10, description: nil), count: 4))
    let (layout, _) = prepared(content, sharing: true, provided: tiles)
    let sections = layout.geometry.sections
    // One geometry, kept once: each section alike holds the same reference to it.
    for section in sections.indices.dropFirst() {
      #expect(sections[section] === sections[0])
    }
    // Shared frames are relative to each section's origin: the fourth section is three
    // sections' lengths down.
    let firstItem = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let fourth = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 3)))
    #expect(fourth.frame.minY - firstItem.frame.minY == 3 * layout.contentSize.height / 4)
  }

  @Test func aSectionOfAnotherCountOrDescriptionIsLaidOutApart() {
    let content = alikeContent([
      (count: 10, description: nil), (count: 11, description: nil),
      (count: 11, description: tiles.interGroupSpacing(5)), (count: 11, description: tiles),
    ])
    let (layout, _) = prepared(content, sharing: true, provided: tiles)
    let addresses = layout.geometry.sections.map {
      $0.value.items.withUnsafeBufferPointer { $0.baseAddress }
    }
    #expect(Set(addresses).count == 4)
    #expect(everything(layout) == everything(prepared(content, sharing: false, provided: tiles).0))
  }

  @Test func sectionsOfOneDescriptionAndOtherCountsLayOutAsEachSolved() {
    // Shelves of any length take the first row of the shelf before them: the same frames as
    // placing it, left to right and right to left (mirrored sections place theirs).
    let counts = [10, 11, 3, 4, 30, 2, 7, 7, 1, 12]
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let content = alikeContent(counts.map { (count: $0, description: nil) })
      content.layoutDirection = direction
      let shared = prepared(content, sharing: true, provided: tiles)
      let solved = prepared(content, sharing: false, provided: tiles)
      #expect(everything(shared.layout) == everything(solved.layout))
      #expect(shared.layout.contentSize == solved.layout.contentSize)
    }
  }

  @Test func sectionsAlikeWhoseItemsMeasureThemselvesAreEachLaidOut() {
    // The same description and count, but the second section's first row measured taller.
    let content = alikeContent(Array(repeating: (count: 3, description: nil), count: 2))
    content.measured[IndexPath(item: 0, section: 1)] = CGSize(width: 390, height: 90)
    let (layout, _) = prepared(content, sharing: true, provided: measuredRows)
    let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    let second = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
    #expect(first?.height == 40)
    #expect(second?.height == 90)
  }

  @Test func sectionsAlikeThatReportAProblemEachReportIt() {
    // Three repeated tiles of a third with spacing overflow their row: each section says so.
    var group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)),
      repeatingSubitem: .item(
        LayoutItem(layoutSize: size(.fractionalWidth(1 / 3), .absolute(100)))),
      count: 3)
    group.interItemSpacing = .fixed(8)
    let content = alikeContent(Array(repeating: (count: 6, description: nil), count: 3))
    let (_, diagnostics) = prepared(content, sharing: true, provided: LayoutSection(group: group))
    #expect(diagnostics.map(\.section) == [0, 1, 2])
  }

  @Test func aCustomGroupsClosureIsAskedForEverySection() {
    let calls = CallCount()
    let custom = LayoutSection(
      group: .custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in
        calls.increment()
        return [CustomGroupItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50))]
      })
    let content = alikeContent(Array(repeating: (count: 1, description: nil), count: 5))
    _ = prepared(content, sharing: true, provided: custom)
    #expect(calls.value == 5)
  }

  @Test func sharingSectionsAlikeLaysOutWhatSolvingEachDoes() {
    // Runs of sections drawn from a few random descriptions (some measuring their items) and
    // counts, described by the content or by the provider, some items measured.
    let seeds = replayableSeeds(100, from: 0xA1_1CE0)
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      let pool = (0..<3).map { _ in randomSection(using: &generator) }
      let provided = pool[0]
      var sections: [(count: Int, description: LayoutSection?)] = []
      while sections.count < 12 {
        let run = Int.random(in: 1...4, using: &generator)
        let count = [0, 1, 3, 7][Int.random(in: 0..<4, using: &generator)]
        let description =
          Bool.random(using: &generator) ? nil : pool.randomElement(using: &generator)
        sections += Array(repeating: (count: count, description: description), count: run)
      }
      let content = alikeContent(sections)
      content.bounds.size.width = CGFloat(Int.random(in: 200...420, using: &generator))
      for section in sections.indices where Bool.random(using: &generator) {
        content.measured[IndexPath(item: 0, section: section)] = CGSize(
          width: CGFloat(Int.random(in: 10...100, using: &generator)),
          height: CGFloat(Int.random(in: 10...100, using: &generator)))
      }
      let shared = prepared(content, sharing: true, provided: provided)
      let solved = prepared(content, sharing: false, provided: provided)
      let sharedElements = everything(shared.layout)
      let solvedElements = everything(solved.layout)
      guard sharedElements == solvedElements,
        shared.layout.contentSize == solved.layout.contentSize,
        shared.diagnostics.map(\.message) == solved.diagnostics.map(\.message)
      else {
        Issue.record(
          """
          seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
          CompositionalSectionReuseTests): sharing sections alike differs from solving each: \
          \(zip(sharedElements, solvedElements).first { $0 != $1 }.map { "\($0) vs \($1)" } ?? "counts \(sharedElements.count) vs \(solvedElements.count), diagnostics \(shared.diagnostics.count) vs \(solved.diagnostics.count)")
          """)
        return
      }
    }
  }
}
