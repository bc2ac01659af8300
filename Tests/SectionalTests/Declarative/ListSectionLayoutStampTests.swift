import Foundation
import Sectional
import Testing

/// A hand-written controller that describes its layout: it stamps nothing.
@MainActor
private final class InsetRows: DiffingListSectionController<[String], String>,
  SectionLayoutProviding
{
  func sectionLayout(for layout: any CollectionViewLayout, in context: any CollectionViewContext)
    -> (any SectionLayoutDescription)?
  {
    FlowSectionLayout(inset: LayoutInsets(top: 3, left: 0, bottom: 0, right: 0))
  }
}

/// A description of no layout's type, with a reference inside and no `==`.
private struct Tagged: SectionLayoutDescription {
  var tag: String
  var weight: Double
}

@MainActor
@Suite("List sections: stamped layout descriptions")
struct ListSectionLayoutStampTests {
  private let rows = FlowSectionLayout(
    itemSize: .fixed(CGSize(width: 100, height: 10)),
    inset: LayoutInsets(top: 4, left: 0, bottom: 4, right: 0))

  private func list(_ layouts: [FlowSectionLayout]) -> List {
    List(
      sections: layouts.enumerated().map { index, layout in
        ListSection(id: "s\(index)", cells: textCells(["a\(index)", "b\(index)"]))
          .withSectionLayout(layout)
      })
  }

  private func stamps(_ harness: DeclarativeHarness) -> [StampedSection]? {
    harness.adapter.collectionView(
      harness.view, descriptionStampsForSectionsIn: 0..<harness.view.numberOfSections)
  }

  private func revision(_ harness: DeclarativeHarness) -> DescriptionStamp? {
    harness.adapter.descriptionsRevision(in: harness.view)
  }

  @Test func everySectionStampedGivesARevisionThatEachCommitReplaces() throws {
    let harness = DeclarativeHarness()
    #expect(revision(harness) == nil)
    harness.apply(list([rows, rows]))
    // Laid out: the layout read every stamp under this revision.
    let first = try #require(revision(harness))
    #expect(revision(harness) == first)
    harness.apply(list([rows, rows, rows]))
    let second = try #require(revision(harness))
    #expect(second != first)
    harness.expectNoProblems()
  }

  @Test func aSectionWhoseDescriptionIsMadeGivesNoRevision() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "made", cells: textCells(["a"])).withSectionLayout { _ in rows }
        ListSection(id: "fixed", cells: textCells(["b"])).withSectionLayout(rows)
      })
    #expect(revision(harness) == nil)
    harness.expectNoProblems()
  }

  @Test func aSectionAppliedAgainWithItsLayoutKeepsItsStamp() throws {
    let harness = DeclarativeHarness()
    harness.apply(list([rows, rows]))
    let first = try #require(stamps(harness))
    #expect(first.map(\.section) == [0, 1])
    #expect(!first.contains { $0.stamp == .unstamped })
    harness.apply(list([rows, rows]))
    #expect(stamps(harness) == first)
    harness.expectNoProblems()
  }

  @Test func anEqualLayoutBuiltAgainKeepsItsStamp() throws {
    let harness = DeclarativeHarness()
    func built() -> FlowSectionLayout {
      FlowSectionLayout(
        itemSize: .fixed(CGSize(width: 100, height: 10)), minimumLineSpacing: 2)
    }
    harness.apply(list([built()]))
    let first = try #require(stamps(harness))
    harness.apply(list([built()]))
    #expect(stamps(harness) == first)
  }

  @Test func aChangedLayoutGetsANewStampAndMovesTheFrames() throws {
    let harness = DeclarativeHarness()
    harness.apply(list([rows, rows]))
    let first = try #require(stamps(harness))
    let before = harness.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
    var taller = rows
    taller.inset = LayoutInsets(top: 30, left: 0, bottom: 4, right: 0)
    harness.apply(list([taller, rows]))
    let second = try #require(stamps(harness))
    #expect(second[0].stamp != first[0].stamp)
    #expect(second[1].stamp == first[1].stamp)
    let after = harness.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
    #expect(after?.minY == (before?.minY ?? 0) + 26)
    harness.expectNoProblems()
  }

  @Test func aLayoutMadeFromTheCellsIsUnstamped() throws {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "made", cells: textCells(["a"])).withSectionLayout { _ in
          FlowSectionLayout(minimumLineSpacing: 1)
        }
        ListSection(id: "stock", cells: textCells(["b"])).withSectionLayout(.vertical(spacing: 2))
      })
    let stamped = try #require(stamps(harness))
    #expect(stamped.map(\.stamp) == [.unstamped, .unstamped])
  }

  @Test func handWrittenProvidersStampNothing() throws {
    let harness = DeclarativeHarness()
    harness.adapter.update([Section(id: "hand", model: ["x"], controller: InsetRows())])
    harness.view.layoutIfNeeded()
    #expect(stamps(harness) == nil)
  }

  @Test func aHandWrittenProviderBesideAListSectionIsUnstamped() throws {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "list", cells: textCells(["a"])).withSectionLayout(rows)
        Section(id: "hand", model: ["x"], controller: InsetRows())
      })
    let stamped = try #require(stamps(harness))
    #expect(stamped.map(\.section) == [0, 1])
    #expect(stamped[0].stamp != .unstamped)
    #expect(stamped[1].stamp == .unstamped)
  }

  @Test func theSameDescriptionIsFoundByItsBitsOrItsEquality() {
    let layout: any SectionLayoutDescription = rows
    #expect(layout.isSame(as: rows))
    var other = rows
    other.minimumLineSpacing = 1
    #expect(!layout.isSame(as: other))
    #expect(!layout.isSame(as: Tagged(tag: "x", weight: 1)))
    let tagged: any SectionLayoutDescription = Tagged(tag: "x", weight: 1)
    // Copied from one value: the same bits, without `==`.
    #expect(tagged.isSame(as: tagged))
    // Built apart and not `Equatable`: not found the same.
    #expect(!tagged.isSame(as: Tagged(tag: String(["x"]), weight: 2)))
  }
}
