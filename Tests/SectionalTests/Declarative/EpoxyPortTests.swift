// These tests port, by behaviour, what Airbnb's Epoxy checks in its own suites
// (airbnb/epoxy-ios, `Tests/EpoxyTests/`) to Sectional's API:
//
// - `CoreTests/CollectionDiffSpec.swift`, `makeChangeset`: `ListDiff(from:to:)` over `Int`s and
//   over an `Identifiable` element whose content is compared with `==` (Epoxy's `Diffable`:
//   `diffIdentifier` is `differenceIdentifier`, `isDiffableItemEqual(to:)` is
//   `isContentEqual(to:)`). A changeset's `inserts`, `deletes` and `moves` are the diff's; its
//   `updates`, pairs of old and new indices, are the diff's `updates` (old indices), the new
//   index found through the moves.
// - `CollectionDiffSpec`, `makeSectionedChangeset`: the adapter, which diffs section ids and each
//   section's cell ids. A `DiffableSection` is a `ListSection`, its items the section's `Cell`s;
//   the changeset is read from the batches the `HeadlessCollectionView` received.
// - `CollectionViewTests/CollectionViewSpec.swift` and `CollectionViewTests.swift`: Epoxy's
//   `CollectionView.setSections(_:animated:)` is `CollectionViewAdapter.apply(_:)` of a `List`
//   over a `HeadlessCollectionView`; an `ItemModel` (`EpoxyModel`) is a `Cell`, its `dataID` the
//   cell's id and its view the `Component`'s content view (`makeView` is
//   `renderContent(coordinator:)`, `setContent` is `render(in:coordinator:)`); a `SectionModel`
//   is a `ListSection`, a `SupplementaryItemModel` of the header kind is its `withHeader(_:)`
//   component. `willDisplay`, `didEndDisplaying`, `didSelect` and `didChangeState` (on a
//   highlight) are the cell's `willDisplay`, `didEndDisplay`, `didSelect` and `onHighlight`; a
//   header's are the section's `willDisplayHeader` and `didEndDisplayHeader`. Where Epoxy calls
//   its delegate by hand, the headless view shows, scrolls, taps and highlights. An
//   `AnyItemModel` (`eraseToAnyItemModel()`) is a cell made from an `AnyComponent`.
//   `visibilityMetadata` is what the view shows (`indexPathsForVisibleItems`, `cellForItem`,
//   `supplementaryView(forElementKind:at:)`) read back with the adapter's `cell(at:)`.
// - `CollectionViewTests/EpoxySectionBuilderTests.swift` and `EpoxyModelBuilderTests.swift`: the
//   builders are Sectional's result builders (`ListBuilders`: `CellsBuilder`, `SectionsBuilder`)
//   and `Cell(id:component:)`; an alternate style id is a component's `style`.
// - `CollectionViewTests/ReuseIDStoreTests.swift`: a `ViewDifferentiator` (view type and style
//   id) is a component's content view type and style, whose reuse id is the component's
//   `reuseIdentifier`; registering and dequeuing are the headless view's reuse pools
//   (`reuseStatistics(forCellReuseIdentifier:)`). `ClassReuseIdentifiers` is a package type,
//   the hand-written controllers' name for a cell class, so it is not tested here.
//
// Documented differences asserted as Sectional behaves:
// - Moves are minimal (ARCHITECTURE.md, "The diff", step 4): Epoxy reports a move for every
//   element whose index shifted (7 for a rotation by one); Sectional reports one move, which is
//   one of Epoxy's, and replaying the diff gives the new list.
// - Duplicate ids: Epoxy's changeset lists the indices of repeated ids (`duplicates`); `ListDiff`
//   matches repeats in order of occurrence and reports nothing, and a list applied to the
//   adapter keeps the first section or cell of each id and reports each dropped one as a
//   `duplicateSectionID` or `duplicateCellID` diagnostic (HowUpdatesBecomeBatches, step 1).
// - A cell has one handler for each event: a second `didSelect` replaces the first
//   (KarrotListKit's modifiers, which Sectional's `Cell` follows), where Epoxy calls both the
//   typed model's handler and the erased model's.
// - A reuse id never falls back: a style not shown yet gets its own pool, registered when its
//   first cell is made, where Epoxy dequeues another style's views with an assertion.
// - A batch lays the view out, as UIKit's `performBatchUpdates` does, so an apply shows the
//   cells in the viewport at once; Epoxy's "before its view appears" is ported with a cell and a
//   header below the viewport.
// - Applying the same sections again runs one empty batch (no section or item operation), so
//   that completions run after it, where Epoxy's changeset is empty.
// - A moved item whose content changed is reconfigured in a second batch, at its new index path
//   (UIKit forbids reconfiguring an item in the batch that moves it); Epoxy's changeset pairs the
//   update with the move.
//
// Also ported, from the collection view the specs drive: `scrollToItem(at:position:animated:)`,
// whose `ItemPath` names a section and an item by their data ids, is the adapter's
// `scroll(toSectionID:item:at:animated:)`, which names the section by its id and the item by
// its index in the section.
//
// Not ported: the section's own `willDisplay`/`didEndDisplaying` (Sectional's declarative
// sections have none: a section's display is the display of its cells and of its header and
// footer, each with its own events); `setBehaviors` (Epoxy's behaviours set on a view, which a
// component's render covers, Sectional having no separate behaviours); `userInfo` on models and
// sections, and the builders' subscripts (Sectional's cells and sections carry no user info);
// `visibilityMetadata.collectionView` (a reference to the receiver); `dequeueReuseID` of an id
// never registered (the declarative layer registers each reuse id as it first dequeues it, so
// there is no unregistered id to ask for).

import Foundation
import Sectional
import Testing

// MARK: - Helpers

/// Epoxy's `TestDiffable`: an identifier and content compared with `==`.
private struct Diffable: Identifiable, Equatable, Differentiable {
  let id: Int
  let content: String

  init(_ id: Int, _ content: String? = nil) {
    self.id = id
    self.content = content ?? "\(id)"
  }
}

/// The seven elements every diff spec starts from.
private let seven = [1, 2, 3, 4, 5, 6, 7]

/// The seven `Diffable`s the update specs start from.
private let sevenDiffables = seven.map { Diffable($0) }

/// EpoxyCounts what the components and handlers were asked.
@MainActor
private final class EpoxyCounts {
  var renderContent = 0
  var render = 0
  var events: [String] = []
}

/// A 50-point-tall row whose content view is the one it was given, or a new one.
private struct Row: Component {
  let viewModel: String
  var counts: EpoxyCounts?
  var view: ComponentView?
  var tone: String?

  init(
    _ viewModel: String, counts: EpoxyCounts? = nil, view: ComponentView? = nil, tone: String? = nil
  ) {
    self.viewModel = viewModel
    self.counts = counts
    self.view = view
    self.tone = tone
  }

  var style: AnyHashable? { tone }

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 350, height: 50)) }

  func renderContent(coordinator: Void) -> ComponentView {
    counts?.renderContent += 1
    return view ?? ComponentView()
  }

  func render(in content: ComponentView, coordinator: Void) {
    counts?.render += 1
    content.text = viewModel
  }
}

/// A content view of another type.
private final class OtherView: ComponentView {}

/// A row rendered into `OtherView`.
private struct OtherRow: Component {
  let viewModel: String
  var tone: String?

  var style: AnyHashable? { tone }

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 350, height: 50)) }

  func renderContent(coordinator: Void) -> OtherView { OtherView() }

  func render(in content: OtherView, coordinator: Void) { content.text = viewModel }
}

/// Epoxy's collection view of the specs: a 350 × 350 view, here over an adapter, recording the
/// batches it applies and the adapter's diagnostics.
@MainActor
private final class EpoxyScreen {
  let view: HeadlessCollectionView
  let adapter: CollectionViewAdapter
  var batches: [BatchUpdate] = []
  var diagnostics: [Diagnostic] = []

  init(height: CGFloat = 350) {
    view = HeadlessCollectionView(size: CGSize(width: 350, height: height))
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
    view.batchUpdateHandler = { [unowned self] in batches.append($0) }
  }

  /// Epoxy's `setSections(_:animated:)` followed by `layoutIfNeeded()`.
  func set(_ sections: [ListSection], animated: Bool = false) {
    adapter.apply(List(sections: sections), animatingDifferences: animated)
    view.layoutIfNeeded()
  }

  /// The ids of the shown sections' cells, by section, as the adapter names them.
  var cellIDs: [[AnyHashable]] {
    (0..<view.numberOfSections).map { section in
      (0..<view.numberOfItems(inSection: section)).compactMap {
        adapter.cell(at: IndexPath(item: $0, section: section))?.id
      }
    }
  }

  /// The texts of the visible cells, in index path order.
  var texts: [String] {
    view.indexPathsForVisibleItems.sorted().compactMap { view.cellForItem(at: $0)?.render() }
  }
}

/// A section of rows, one per id, their text the id.
@MainActor
private func rows(_ id: Int, _ ids: [Int]) -> ListSection {
  ListSection(id: id, cells: ids.map { Cell(id: $0, component: Row("\(id).\($0)")) })
}

private let first = IndexPath(item: 0, section: 0)

// MARK: - makeChangeset

@MainActor
@Suite("Epoxy port: CollectionDiffSpec, makeChangeset")
struct EpoxyPortChangesetTests {
  /// Expects the diff to turn `old` into `new` when replayed.
  private func expectReplays<Element: Differentiable & Equatable>(
    _ diff: ListDiff, _ old: [Element], _ new: [Element],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect((try? old.applying(diff, contentFrom: new)) == new, sourceLocation: sourceLocation)
  }

  // Ports "with called on an identical collection: returns an empty changeset".
  @Test("diffing a list with itself finds no change")
  func identicalListIsEmpty() {
    let diff = ListDiff(from: seven, to: seven)
    #expect(diff.isEmpty)
    #expect(diff.changeCount == 0)
    #expect(diff.inserts.isEmpty && diff.deletes.isEmpty && diff.updates.isEmpty)
    #expect(diff.moves.isEmpty)
  }

  // Ports "identical collection, with duplicate identifiers". Epoxy also lists the repeated ids'
  // indices; `ListDiff` matches repeats in order and reports none (header, "Duplicate ids").
  @Test("diffing a list of repeated ids with itself matches repeats in order and finds no change")
  func identicalListWithRepeatsIsEmpty() {
    let repeated = [1, 1, 2, 3, 2, 4, 5, 6, 6, 6, 7, 6]
    let diff = ListDiff(from: repeated, to: repeated)
    #expect(diff.isEmpty)
  }

  // Ports "insertions at the beginning".
  @Test("an element added at the front is one insert at index 0")
  func insertAtTheBeginning() {
    let new = [100] + seven
    let diff = ListDiff(from: seven, to: new)
    #expect(diff.inserts == [0])
    #expect(diff.deletes.isEmpty && diff.updates.isEmpty && diff.moves.isEmpty)
  }

  // Ports "insertions at the beginning, duplicating an existing identifier".
  @Test("a repeat of the first id is inserted after it; the original stays")
  func insertDuplicatingTheFirstID() {
    let new = [1, 1, 2, 3, 4, 5, 6, 7]
    let diff = ListDiff(from: seven, to: new)
    #expect(diff.inserts == [1])
    #expect(diff.deletes.isEmpty && diff.updates.isEmpty && diff.moves.isEmpty)
    expectReplays(diff, seven, new)
  }

  // Ports "insertions in the middle".
  @Test("an element added in the middle is one insert at its new index")
  func insertInTheMiddle() {
    let diff = ListDiff(from: seven, to: [1, 2, 3, 100, 4, 5, 6, 7])
    #expect(diff.inserts == [3])
    #expect(diff.deletes.isEmpty && diff.updates.isEmpty && diff.moves.isEmpty)
  }

  // Ports "insertions in the middle, duplicating an existing identifier".
  @Test("a repeat of a middle id is inserted where it is written; the original stays")
  func insertDuplicatingAMiddleID() {
    let new = [1, 2, 3, 4, 3, 5, 6, 7]
    let diff = ListDiff(from: seven, to: new)
    #expect(diff.inserts == [4])
    #expect(diff.deletes.isEmpty && diff.updates.isEmpty && diff.moves.isEmpty)
    expectReplays(diff, seven, new)
  }

  // Ports "insertions at the end".
  @Test("an element added at the end is one insert at the last index")
  func insertAtTheEnd() {
    let diff = ListDiff(from: seven, to: seven + [100])
    #expect(diff.inserts == [7])
    #expect(diff.deletes.isEmpty && diff.updates.isEmpty && diff.moves.isEmpty)
  }

  // Ports "insertions at the end, duplicating an existing identifier".
  @Test("a repeat of the last id is inserted after it")
  func insertDuplicatingTheLastID() {
    let diff = ListDiff(from: seven, to: seven + [7])
    #expect(diff.inserts == [7])
    #expect(diff.deletes.isEmpty && diff.updates.isEmpty && diff.moves.isEmpty)
  }

  // Ports "deletes from the beginning".
  @Test("removing the first element is one delete at index 0")
  func deleteFromTheBeginning() {
    let diff = ListDiff(from: seven, to: [2, 3, 4, 5, 6, 7])
    #expect(diff.deletes == [0])
    #expect(diff.inserts.isEmpty && diff.updates.isEmpty && diff.moves.isEmpty)
  }

  // Ports "deletes from the middle".
  @Test("removing a middle element is one delete at its old index")
  func deleteFromTheMiddle() {
    let diff = ListDiff(from: seven, to: [1, 2, 3, 5, 6, 7])
    #expect(diff.deletes == [3])
    #expect(diff.inserts.isEmpty && diff.updates.isEmpty && diff.moves.isEmpty)
  }

  // Ports "deletes from the end".
  @Test("removing the last element is one delete at its old index")
  func deleteFromTheEnd() {
    let diff = ListDiff(from: seven, to: [1, 2, 3, 4, 5, 6])
    #expect(diff.deletes == [6])
    #expect(diff.inserts.isEmpty && diff.updates.isEmpty && diff.moves.isEmpty)
  }

  // Ports the six "moves" contexts. Epoxy reports a move for every element whose index shifted
  // (7, 4, 3, 5, 2 and 7 moves) and checks some of them; Sectional's moves are minimal (header):
  // one move each, which is among Epoxy's, and the diff replays to the new list.
  @Test(
    "moving one element is one move, from its old index to its new one",
    arguments: [
      ([2, 3, 4, 5, 6, 7, 1], 0, 6),  // from the beginning to the end
      ([2, 3, 4, 1, 5, 6, 7], 0, 3),  // from the beginning to the middle
      ([3, 1, 2, 4, 5, 6, 7], 2, 0),  // from the middle to the beginning
      ([1, 2, 4, 5, 6, 7, 3], 2, 6),  // from the middle to the end
      ([7, 1, 2, 3, 4, 5, 6], 6, 0),  // from the end to the beginning
      ([1, 2, 3, 7, 4, 5, 6], 6, 3),  // from the end to the middle
    ])
  func oneElementMoved(new: [Int], from: Int, to: Int) {
    let diff = ListDiff(from: seven, to: new)
    #expect(diff.moves == [ListDiff.Move(from: from, to: to)])
    #expect(diff.inserts.isEmpty && diff.deletes.isEmpty && diff.updates.isEmpty)
    expectReplays(diff, seven, new)
  }

  // Ports "moves from the middle of an array to the middle": two neighbours swapped. Epoxy
  // reports both (2 → 3 and 3 → 2); Sectional one of them.
  @Test("swapping two neighbours is one move, one of the pair Epoxy reports")
  func neighboursSwapped() {
    let new = [1, 2, 4, 3, 5, 6, 7]
    let diff = ListDiff(from: seven, to: new)
    let epoxys = [ListDiff.Move(from: 2, to: 3), ListDiff.Move(from: 3, to: 2)]
    #expect(diff.moves.count == 1)
    #expect(diff.moves.filter { !epoxys.contains($0) }.isEmpty)
    #expect(diff.inserts.isEmpty && diff.deletes.isEmpty && diff.updates.isEmpty)
    expectReplays(diff, seven, new)
  }

  // Ports "when an item is updated".
  @Test("an element whose content changed is one update at its index")
  func oneUpdate() {
    var new = sevenDiffables
    new[2] = Diffable(3, "three")
    let diff = ListDiff(from: sevenDiffables, to: new)
    #expect(diff.updates == [2])
    #expect(diff.inserts.isEmpty && diff.deletes.isEmpty && diff.moves.isEmpty)
  }

  // Ports "when multiple items are updated".
  @Test("every element whose content changed is an update at its index")
  func twoUpdates() {
    var new = sevenDiffables
    new[2] = Diffable(3, "three")
    new[4] = Diffable(5, "five")
    let diff = ListDiff(from: sevenDiffables, to: new)
    #expect(diff.updates == [2, 4])
    #expect(diff.inserts.isEmpty && diff.deletes.isEmpty && diff.moves.isEmpty)
  }

  // Ports "with no item updates": an element with another id and the same content.
  @Test("an element replaced by another id with the same content is no update")
  func newIDIsNoUpdate() {
    var new = sevenDiffables
    new[0] = Diffable(100, "1")
    let diff = ListDiff(from: sevenDiffables, to: new)
    #expect(diff.updates.isEmpty)
    #expect(diff.deletes == [0])
    #expect(diff.inserts == [0])
  }

  // Ports "updates and moves": 3 changed and moved before 2. Epoxy reports the update (2 → 1)
  // and two moves; Sectional the update at the old index and one move.
  @Test("an element that moved and changed is one move and one update at its old index")
  func updateAndMove() {
    let new = [
      Diffable(1), Diffable(3, "three"), Diffable(2), Diffable(4), Diffable(5), Diffable(6),
      Diffable(7),
    ]
    let diff = ListDiff(from: sevenDiffables, to: new)
    #expect(diff.updates == [2])
    let epoxys = [ListDiff.Move(from: 2, to: 1), ListDiff.Move(from: 1, to: 2)]
    #expect(diff.moves.count == 1)
    #expect(diff.moves.filter { !epoxys.contains($0) }.isEmpty)
    #expect(diff.inserts.isEmpty && diff.deletes.isEmpty)
    expectReplays(diff, sevenDiffables, new)
  }

  // Ports "deletes and inserts": 2 replaced by 100 in place.
  @Test("an element replaced by another id is a delete and an insert at its index")
  func deleteAndInsert() {
    var new = sevenDiffables
    new[1] = Diffable(100)
    let diff = ListDiff(from: sevenDiffables, to: new)
    #expect(diff.inserts == [1])
    #expect(diff.deletes == [1])
    #expect(diff.updates.isEmpty && diff.moves.isEmpty)
  }
}

// MARK: - makeSectionedChangeset

@MainActor
@Suite("Epoxy port: CollectionDiffSpec, makeSectionedChangeset")
struct EpoxyPortSectionedChangesetTests {
  /// Three sections of the seven rows.
  private func three() -> [ListSection] {
    [1, 2, 3].map { rows($0, seven) }
  }

  // Ports "makeSectionedChangeset, identical collection: returns an empty changeset". The
  // adapter still runs its (empty) batch, as IGListKit's does, so that completions run after it.
  @Test("applying the same sections again sends the view no section or item operation")
  func sameSectionsNoBatch() {
    let screen = EpoxyScreen(height: 2_000)
    let counts = EpoxyCounts()
    let sections = {
      [1, 2, 3].map { id in
        ListSection(
          id: id, cells: seven.map { Cell(id: $0, component: Row("\($0)", counts: counts)) })
      }
    }
    screen.set(sections())
    let shown = screen.view.cellForItem(at: first)
    let renders = counts.render
    screen.batches = []
    screen.set(sections())
    #expect(screen.batches.filter { !$0.isEmpty }.isEmpty)
    #expect(screen.view.cellForItem(at: first) === shown)
    #expect(counts.render == renders)
    #expect(screen.cellIDs == Array(repeating: seven.map { AnyHashable($0) }, count: 3))
    #expect(screen.diagnostics.isEmpty)
    #expect(screen.view.errors.isEmpty)
  }

  // Ports "identical collection, with duplicate section identifiers". Epoxy lists the repeats'
  // indices ([1, 2] and [3, 4, 5]); Sectional keeps the first section of each id and reports
  // every dropped one (header, "Duplicate ids").
  @Test("repeated section ids keep the first section and report each dropped one")
  func repeatedSectionIDs() {
    let screen = EpoxyScreen(height: 2_000)
    screen.set([1, 2, 2, 3, 3, 3].map { rows($0, [1]) })
    #expect(screen.view.numberOfSections == 3)
    #expect(screen.texts == ["1.1", "2.1", "3.1"])
    let dropped = screen.diagnostics.filter { $0.kind == .duplicateSectionID }
    #expect(dropped.count == 3)
    #expect(screen.view.errors.isEmpty)
  }

  // Ports "identical collection, with duplicate item identifiers". Epoxy lists the repeats'
  // index paths ([0-1, 0-2] and [0-3, 0-4, 0-5]); Sectional keeps the first cell of each id in
  // its section and reports every dropped one, naming it as written.
  @Test("repeated cell ids in a section keep the first cell and report each dropped one")
  func repeatedCellIDs() {
    let screen = EpoxyScreen(height: 2_000)
    let repeated = ListSection(
      id: 1,
      cells: [(1, "1"), (2, "2"), (2, "3"), (4, "4"), (4, "5"), (4, "6"), (7, "7")].map {
        Cell(id: $0.0, component: Row($0.1))
      })
    screen.set([repeated, rows(2, seven)])
    #expect(screen.cellIDs == [[1, 2, 4, 7], seven.map { AnyHashable($0) }])
    let dropped = screen.diagnostics.filter { $0.kind == .duplicateCellID }
    #expect(dropped.map(\.indexPath) == [[0, 2], [0, 4], [0, 5]].map { IndexPath(indexes: $0) })
    #expect(screen.texts.prefix(4) == ["1", "2", "4", "7"])
    #expect(screen.view.errors.isEmpty)
  }

  // Ports "section insertions".
  @Test("a section added at the end is one section insert and no item change")
  func sectionInserted() {
    let screen = EpoxyScreen(height: 2_000)
    screen.set(three())
    screen.batches = []
    screen.set(three() + [rows(4, seven)])
    #expect(screen.batches == [BatchUpdate(sectionInserts: [3], isAnimated: false)])
    #expect(screen.view.numberOfSections == 4)
    #expect(screen.view.errors.isEmpty)
  }

  // Ports "section deletions".
  @Test("a section removed from the end is one section delete and no item change")
  func sectionDeleted() {
    let screen = EpoxyScreen(height: 2_000)
    screen.set(three())
    screen.batches = []
    screen.set(Array(three().prefix(2)))
    #expect(screen.batches == [BatchUpdate(sectionDeletes: [2], isAnimated: false)])
    #expect(screen.view.numberOfSections == 2)
    #expect(screen.view.errors.isEmpty)
  }

  // Ports "section moves": [1, 2, 3] to [2, 3, 1]. Epoxy reports three section moves
  // (1 → 0, 2 → 1, 0 → 2); Sectional's moves are minimal (header): the first section moves to
  // the end, one of Epoxy's three.
  @Test("rotating the sections by one is one section move and no item change")
  func sectionsRotated() {
    let screen = EpoxyScreen(height: 2_000)
    screen.set(three())
    screen.batches = []
    screen.set([2, 3, 1].map { rows($0, seven) })
    #expect(
      screen.batches == [BatchUpdate(sectionMoves: [.init(from: 0, to: 2)], isAnimated: false)])
    #expect(screen.adapter.snapshot()?.sections.map(\.id) == [2, 3, 1].map { SectionID($0) })
    #expect(screen.view.cellForItem(at: first)?.render() == "2.1")
    #expect(screen.view.errors.isEmpty)
  }
}

// MARK: - makeChangeset's cases, on a shown section

@MainActor
@Suite("Epoxy port: CollectionDiffSpec, makeChangeset's cases applied to a collection view")
struct EpoxyPortShownChangesetTests {
  /// A screen showing one section of the seven rows, its batches cleared.
  private func showingSeven() -> EpoxyScreen {
    let screen = EpoxyScreen(height: 2_000)
    screen.set([rows(0, seven)])
    screen.batches = []
    return screen
  }

  private func at(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  // Ports "insertions at the beginning, duplicating an existing identifier", applied: Epoxy
  // inserts the repeat and reports it; Sectional drops it, reports it, and sends no insert.
  @Test("a cell repeating a shown id is dropped with a diagnostic, and nothing is inserted")
  func repeatedIDDropped() {
    let screen = showingSeven()
    screen.set([rows(0, [1, 1, 2, 3, 4, 5, 6, 7])])
    #expect(screen.batches.filter { !$0.isEmpty }.isEmpty)
    #expect(screen.diagnostics.map(\.kind) == [.duplicateCellID])
    #expect(screen.diagnostics.first?.indexPath == at(1))
    #expect(screen.cellIDs == [seven.map { AnyHashable($0) }])
    #expect(screen.view.errors.isEmpty)
  }

  // Ports "moves from the beginning to the end", applied: one item move, the cells kept.
  @Test("rotating a section's cells by one is one item move that keeps every cell")
  func rotationIsOneItemMove() {
    let screen = showingSeven()
    let moved = screen.view.cellForItem(at: at(0))
    screen.set([rows(0, [2, 3, 4, 5, 6, 7, 1])])
    #expect(
      screen.batches == [BatchUpdate(itemMoves: [.init(from: at(0), to: at(6))], isAnimated: false)]
    )
    #expect(screen.view.cellForItem(at: at(6)) === moved)
    #expect(screen.texts == ["0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.1"])
    #expect(screen.view.errors.isEmpty)
  }

  // Ports "updates and moves", applied: 3 changed and written before 2. The minimal move is
  // 2's (header), so 3 stays in place and is reconfigured in the same batch, at its old index
  // path, keeping its cell.
  @Test("a changed cell that stays while its neighbour moves is reconfigured in the same batch")
  func changedCellBesideAMove() {
    let screen = showingSeven()
    let shown = screen.view.cellForItem(at: at(2))
    let changed = ListSection(
      id: 0,
      cells: [1, 3, 2, 4, 5, 6, 7].map {
        Cell(id: $0, component: Row($0 == 3 ? "three" : "0.\($0)"))
      })
    screen.set([changed])
    #expect(
      screen.batches == [
        BatchUpdate(
          itemMoves: [.init(from: at(1), to: at(2))], itemReconfigures: [at(2)], isAnimated: false)
      ])
    #expect(screen.view.cellForItem(at: at(1)) === shown)
    #expect(screen.texts == ["0.1", "three", "0.2", "0.4", "0.5", "0.6", "0.7"])
    #expect(screen.view.errors.isEmpty)
  }

  // Ports "updates and moves" where the changed cell is the one that moves: UIKit forbids
  // reconfiguring an item in the batch that moves it, so it is reconfigured in a second batch,
  // at its new index path (HowUpdatesBecomeBatches, step 3).
  @Test("a cell that moved and changed is moved, then reconfigured at its new index path")
  func movedAndChangedCell() {
    let screen = showingSeven()
    let shown = screen.view.cellForItem(at: at(0))
    let changed = ListSection(
      id: 0,
      cells: [2, 3, 4, 5, 6, 7, 1].map {
        Cell(id: $0, component: Row($0 == 1 ? "one" : "0.\($0)"))
      })
    screen.set([changed])
    #expect(
      screen.batches == [
        BatchUpdate(itemMoves: [.init(from: at(0), to: at(6))], isAnimated: false),
        BatchUpdate(itemReconfigures: [at(6)], isAnimated: false),
      ])
    #expect(screen.view.cellForItem(at: at(6)) === shown)
    #expect(screen.texts == ["0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "one"])
    #expect(screen.view.errors.isEmpty)
  }

  // Ports "deletes and inserts", applied: a cell replaced by another id in place.
  @Test("a cell replaced by another id is deleted and the new one inserted at its index path")
  func replacedCell() {
    let screen = showingSeven()
    screen.set([rows(0, [1, 100, 3, 4, 5, 6, 7])])
    #expect(
      screen.batches == [
        BatchUpdate(itemDeletes: [at(1)], itemInserts: [at(1)], isAnimated: false)
      ])
    #expect(screen.texts[1] == "0.100")
    #expect(screen.view.errors.isEmpty)
  }

  // Ports "section moves" with "with duplicate section identifiers", applied as an update: a
  // repeated section id in a later list is dropped with a diagnostic, and nothing moves.
  @Test("a section repeating a shown id in an update is dropped with a diagnostic")
  func repeatedSectionIDInAnUpdate() {
    let screen = EpoxyScreen(height: 2_000)
    screen.set([rows(1, [1]), rows(2, [1]), rows(3, [1])])
    screen.batches = []
    screen.set([rows(1, [1]), rows(2, [1]), rows(2, [1]), rows(3, [1])])
    #expect(screen.batches.filter { !$0.isEmpty }.isEmpty)
    #expect(screen.diagnostics.map(\.kind) == [.duplicateSectionID])
    #expect(screen.texts == ["1.1", "2.1", "3.1"])
    #expect(screen.view.errors.isEmpty)
  }
}

// MARK: - CollectionViewSpec and CollectionViewTests

@MainActor
@Suite("Epoxy port: CollectionViewSpec and CollectionViewTests")
struct EpoxyPortCollectionViewTests {
  /// A cell whose events are logged as "event id".
  private func logged(_ id: String, _ counts: EpoxyCounts) -> Cell {
    Cell(id: id, component: Row(id, counts: counts))
      .willDisplay { counts.events.append("willDisplay \($0.cellID)") }
      .didEndDisplay { counts.events.append("didEndDisplay \($0.cellID)") }
      .didSelect { counts.events.append("didSelect \($0.cellID)") }
      .onHighlight { counts.events.append("onHighlight \($0.cellID)") }
  }

  /// A section whose header logs its events.
  private func withLoggedHeader(_ section: ListSection, _ counts: EpoxyCounts) -> ListSection {
    section
      .withHeader(Row("header", counts: counts))
      .willDisplayHeader { _ in counts.events.append("willDisplayHeader") }
      .didEndDisplayHeader { _ in counts.events.append("didEndDisplayHeader") }
  }

  // Ports "visibility of an item: before its view appears, should not call willAppear nor
  // didEndDisplaying". A batch lays the view out as UIKit's does, so a cell in the viewport is
  // shown by the apply itself; a cell below the viewport has not appeared, and is told nothing
  // until a scroll shows it.
  @Test("a cell below the viewport is told nothing until a scroll shows it")
  func noEventBeforeAppearing() {
    let screen = EpoxyScreen(height: 100)
    let counts = EpoxyCounts()
    screen.set([ListSection(id: 0) { ["a", "b", "c"].map { logged($0, counts) } }])
    #expect(!counts.events.contains { $0.hasSuffix(" c") })
    screen.view.scrollToItem(at: IndexPath(item: 2, section: 0), at: .bottom, animated: false)
    screen.view.layoutIfNeeded()
    #expect(counts.events.filter { $0.hasSuffix(" c") } == ["willDisplay c"])
  }

  // Ports "visibility of an item: when its view appears, should call willAppear".
  @Test("a cell is told once that it will be shown when a layout pass shows it")
  func willDisplayOnAppearing() {
    let screen = EpoxyScreen()
    let counts = EpoxyCounts()
    screen.set([ListSection(id: 0) { logged("item", counts) }])
    #expect(counts.events == ["willDisplay item"])
    #expect(screen.texts == ["item"])
  }

  // Ports "visibility of an item: when its view disappears, should call didEndDisplaying".
  @Test("a cell scrolled out of view is told once that it ended display")
  func didEndDisplayOnDisappearing() {
    let screen = EpoxyScreen(height: 100)
    let counts = EpoxyCounts()
    screen.set([ListSection(id: 0) { ["a", "b", "c", "d", "e"].map { logged($0, counts) } }])
    counts.events = []
    screen.view.scrollToItem(at: IndexPath(item: 4, section: 0), at: .bottom, animated: false)
    screen.view.layoutIfNeeded()
    #expect(
      counts.events.filter { $0.hasPrefix("didEndDisplay") }.sorted() == [
        "didEndDisplay a", "didEndDisplay b",
      ])
    #expect(screen.texts == ["d", "e"])
  }

  // Ports "visibility of a supplementary item: before its view appears": the header of a
  // section below the viewport is told nothing until a scroll shows it.
  @Test("a header below the viewport is told nothing until a scroll shows it")
  func noHeaderEventBeforeAppearing() {
    let screen = EpoxyScreen(height: 100)
    let counts = EpoxyCounts()
    screen.set([
      rows(0, [1, 2, 3]),
      withLoggedHeader(ListSection(id: 1) { Cell(id: "dataID", component: Row("")) }, counts),
    ])
    #expect(counts.events.isEmpty)
    screen.view.scrollToItem(at: IndexPath(item: 0, section: 1), at: .bottom, animated: false)
    screen.view.layoutIfNeeded()
    #expect(counts.events == ["willDisplayHeader"])
  }

  // Ports "visibility of a supplementary item: when its view appears".
  @Test("a header is told once that it will be shown when a layout pass shows it")
  func headerWillDisplay() {
    let screen = EpoxyScreen()
    let counts = EpoxyCounts()
    screen.set([
      withLoggedHeader(ListSection(id: 0) { Cell(id: "dataID", component: Row("")) }, counts)
    ])
    #expect(counts.events == ["willDisplayHeader"])
    #expect(screen.view.supplementaryView(forElementKind: .header, at: first)?.render() == "header")
  }

  // Ports "visibility of a supplementary item: when its view disappears".
  @Test("a header scrolled out of view is told once that it ended display")
  func headerDidEndDisplay() {
    let screen = EpoxyScreen(height: 100)
    let counts = EpoxyCounts()
    let cells = (0..<6).map { Cell(id: $0, component: Row("\($0)")) }
    screen.set([withLoggedHeader(ListSection(id: 0, cells: cells), counts)])
    counts.events = []
    screen.view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .bottom, animated: false)
    screen.view.layoutIfNeeded()
    #expect(counts.events == ["didEndDisplayHeader"])
    #expect(screen.view.visibleSupplementaryViews(ofKind: .header).isEmpty)
  }

  // Ports "visibility of a supplementary item: when its view disappears", the header leaving
  // with its section: a section removed by an update tells its header it ended display.
  @Test("a header whose section is removed is told once that it ended display")
  func headerOfRemovedSection() {
    let screen = EpoxyScreen()
    let counts = EpoxyCounts()
    screen.set([withLoggedHeader(rows(1, [1]), counts), rows(2, [1]).withHeader(Row("h2"))])
    counts.events = []
    screen.set([rows(2, [1]).withHeader(Row("h2"))])
    #expect(counts.events == ["didEndDisplayHeader"])
    #expect(screen.view.supplementaryView(forElementKind: .header, at: first)?.render() == "h2")
  }

  // Ports "setContent, ItemModel: should call didSetContent" (once, after layoutIfNeeded).
  @Test("a shown cell's component makes its content once and renders into it once")
  func cellRenderedOnce() {
    let screen = EpoxyScreen()
    let counts = EpoxyCounts()
    screen.set([ListSection(id: 0) { Cell(id: "item", component: Row("item", counts: counts)) }])
    #expect(counts.renderContent == 1)
    #expect(counts.render == 1)
  }

  // Ports "setContent, SupplementaryItemModel: should call didSetContent".
  @Test("a shown header's component makes its content once and renders into it once")
  func headerRenderedOnce() {
    let screen = EpoxyScreen()
    let counts = EpoxyCounts()
    screen.set([
      ListSection(id: 0) { Cell(id: "item", component: Row("item")) }
        .withHeader(Row("header", counts: counts))
    ])
    #expect(counts.renderContent == 1)
    #expect(counts.render == 1)
  }

  // Ports "didChangeState: before its behavior is set, should not call" and "behavior has been
  // set": a highlight changes the cell's state.
  @Test("a cell is told of its highlight once, and not before")
  func highlightChangesState() {
    let screen = EpoxyScreen()
    let counts = EpoxyCounts()
    screen.set([ListSection(id: 0) { logged("item", counts) }])
    counts.events = []
    #expect(screen.view.highlightItem(at: first))
    #expect(counts.events == ["onHighlight item"])
    #expect(screen.view.cellForItem(at: first)?.isHighlighted == true)
  }

  // Ports "item selection: before its view is selected, should not call didSelect".
  @Test("a shown cell not selected yet is not told of a selection")
  func noSelectionBeforeTap() {
    let screen = EpoxyScreen()
    let counts = EpoxyCounts()
    screen.set([ListSection(id: 0) { logged("item", counts) }])
    #expect(!counts.events.contains("didSelect item"))
    #expect(screen.view.indexPathsForSelectedItems.isEmpty)
  }

  // Ports "item selection: when its view is selected, should call didSelect".
  @Test("a tapped cell is told once that it was selected")
  func selectionOnTap() {
    let screen = EpoxyScreen()
    let counts = EpoxyCounts()
    screen.set([
      ListSection(id: 0) { logged("item", counts) }.withHeader(Row("header"))
    ])
    counts.events = []
    screen.view.tapItem(at: first)
    #expect(counts.events.filter { $0.hasPrefix("didSelect") } == ["didSelect item"])
    #expect(screen.view.indexPathsForSelectedItems == [first])
  }

  // Ports CollectionViewTests' three tests, whose model's handlers are set on the erased model
  // too: a cell made from an erased component (`AnyComponent`) is told it will be shown, that
  // it was selected, and that it ended display.
  @Test("a cell of an erased component is told of its display, selection and end of display")
  func erasedComponentEvents() {
    let screen = EpoxyScreen(height: 50)
    let counts = EpoxyCounts()
    let erased = Cell(id: "dataID", component: AnyComponent(Row("dataID")))
      .willDisplay { counts.events.append("willDisplay \($0.cellID)") }
      .didSelect { counts.events.append("didSelect \($0.cellID)") }
      .didEndDisplay { counts.events.append("didEndDisplay \($0.cellID)") }
    screen.set([
      ListSection(id: 0) {
        erased
        Cell(id: "next", component: Row("next"))
      }
    ])
    screen.view.tapItem(at: first)
    screen.view.scrollToItem(at: IndexPath(item: 1, section: 0), at: .top, animated: false)
    screen.view.layoutIfNeeded()
    #expect(
      counts.events == ["willDisplay dataID", "didSelect dataID", "didEndDisplay dataID"])
  }

  // Ports the specs' typed-and-erased pairs (`willDisplay` on the model, then on
  // `eraseToAnyItemModel()`), where Epoxy calls both handlers. A cell keeps one handler per
  // event (header, "one handler for each event"): the one set last.
  @Test("a second handler for an event replaces the first")
  func secondHandlerReplacesFirst() {
    let screen = EpoxyScreen()
    var calls: [String] = []
    screen.set([
      ListSection(id: 0) {
        Cell(id: "item", component: Row("item"))
          .didSelect { _ in calls.append("typed") }
          .didSelect { _ in calls.append("erased") }
      }
    ])
    screen.view.tapItem(at: first)
    #expect(calls == ["erased"])
  }

  // Ports "item selection: when its view is selected", with the sections set twice: the handler
  // called is the one of the list set last, also when the cell's content did not change.
  @Test("a tap calls the handler of the list applied last")
  func latestHandlerIsCalled() {
    let screen = EpoxyScreen()
    var calls: [String] = []
    for version in ["first", "second"] {
      screen.set([
        ListSection(id: 0) {
          Cell(id: "item", component: Row("item")).didSelect { _ in calls.append(version) }
        }
      ])
    }
    screen.view.tapItem(at: first)
    #expect(calls == ["second"])
  }

  // Ports Epoxy's `scrollToItem(at:position:animated:)`, which the specs' collection view
  // offers: the adapter scrolls to an item of a section named by its id.
  @Test("scrolling to a section's item by the section's id shows that item")
  func scrollToItemBySectionID() {
    let screen = EpoxyScreen(height: 100)
    screen.set([rows(0, [1, 2]), rows(1, [1, 2, 3, 4])])
    #expect(screen.adapter.scroll(toSectionID: 1, item: 3, at: .bottom, animated: false))
    screen.view.layoutIfNeeded()
    #expect(screen.texts == ["1.3", "1.4"])
    #expect(screen.diagnostics.isEmpty)
  }

  // Ports Epoxy's `scrollToItem(at:position:animated:)` with an id that is not shown (Epoxy
  // asserts and does not scroll): nothing scrolls, and the adapter reports a diagnostic.
  @Test("scrolling to a section id that is not shown does not scroll and is reported")
  func scrollToMissingSectionID() {
    let screen = EpoxyScreen(height: 100)
    screen.set([rows(0, [1, 2, 3, 4])])
    #expect(!screen.adapter.scroll(toSectionID: 9, at: .bottom, animated: false))
    #expect(screen.view.contentOffset == .zero)
    #expect(screen.diagnostics.map(\.kind) == [.staleIndexPath])
  }

  // Ports "visibilityMetadata, sections, section model": the shown section is the one given.
  @Test("the adapter names the section and the cell shown at a visible index path")
  func visibleSectionAndCell() {
    let screen = EpoxyScreen()
    screen.set([
      ListSection(id: "section") { Cell(id: "item", component: Row("item")) }
        .withHeader(Row("header"))
    ])
    #expect(screen.view.indexPathsForVisibleItems == [first])
    #expect(screen.adapter.snapshot()?.sections.map(\.id) == [SectionID("section")])
    #expect(screen.adapter.cell(at: first)?.id == AnyHashable("item"))
    #expect((screen.view.cellForItem(at: first) as? ComponentCell)?.cellID == AnyHashable("item"))
  }

  // Ports "visibilityMetadata, items, view: identical to the view returned by makeView".
  @Test("a visible cell shows the content view its component made")
  func visibleCellShowsMadeView() {
    let screen = EpoxyScreen()
    let made = ComponentView()
    screen.set([ListSection(id: 0) { Cell(id: "item", component: Row("item", view: made)) }])
    let shown = (screen.view.cellForItem(at: first) as? ComponentCell)?.content
    #expect(shown === made)
    #expect(made.text == "item")
  }

  // Ports "visibilityMetadata, supplementaryItems": one header of the header kind, whose view
  // is the one its component made.
  @Test("a visible header shows the content view its component made, of the header kind only")
  func visibleHeaderShowsMadeView() {
    let screen = EpoxyScreen()
    let made = ComponentView()
    screen.set([
      ListSection(id: 0) { Cell(id: "item", component: Row("item")) }
        .withHeader(Row("header", view: made))
    ])
    #expect(screen.view.indexPathsForVisibleSupplementaryElements(ofKind: .header) == [first])
    #expect(screen.view.indexPathsForVisibleSupplementaryElements(ofKind: .footer).isEmpty)
    let header = screen.view.supplementaryView(forElementKind: .header, at: first)
    #expect((header as? ComponentSupplementaryView)?.content === made)
    #expect(made.text == "header")
  }

  // Ports the specs' `setSections(_:animated: false)`: not animating is still a batch, which
  // keeps the cells that did not change.
  @Test("sections set without animation arrive as a batch that keeps unchanged cells")
  func nonAnimatedSetIsABatch() {
    let screen = EpoxyScreen()
    screen.set([rows(0, [1, 2])])
    let kept = screen.view.cellForItem(at: first)
    screen.batches = []
    screen.set([rows(0, [1, 2, 3])], animated: false)
    #expect(
      screen.batches == [
        BatchUpdate(itemInserts: [IndexPath(item: 2, section: 0)], isAnimated: false)
      ])
    #expect(screen.view.cellForItem(at: first) === kept)
    #expect(screen.texts == ["0.1", "0.2", "0.3"])
  }

  // Ports `setSections(_:animated: true)`: the same batch, animated.
  @Test("sections set with animation arrive as an animated batch")
  func animatedSetIsAnAnimatedBatch() {
    let screen = EpoxyScreen()
    screen.set([rows(0, [1, 2])])
    screen.batches = []
    screen.set([rows(0, [2])], animated: true)
    #expect(screen.batches == [BatchUpdate(itemDeletes: [first], isAnimated: true)])
    #expect(screen.texts == ["0.2"])
  }

  // Ports the specs' `setSections` with a changed model (Epoxy's `setContent` on the shown
  // view): a cell whose identity stays and whose content changed is configured again in place.
  @Test("a cell whose content changed is reconfigured in place, in the view that showed it")
  func changedContentReconfiguredInPlace() {
    let screen = EpoxyScreen()
    let counts = EpoxyCounts()
    screen.set([ListSection(id: 0) { Cell(id: "item", component: Row("old", counts: counts)) }])
    let shown = screen.view.cellForItem(at: first)
    screen.batches = []
    screen.set([ListSection(id: 0) { Cell(id: "item", component: Row("new", counts: counts)) }])
    #expect(screen.batches == [BatchUpdate(itemReconfigures: [first], isAnimated: false)])
    #expect(screen.view.cellForItem(at: first) === shown)
    #expect(counts.renderContent == 1)
    #expect(screen.texts == ["new"])
  }
}

// MARK: - EpoxySectionBuilderTests and EpoxyModelBuilderTests

@MainActor
@Suite("Epoxy port: EpoxySectionBuilderTests and EpoxyModelBuilderTests")
struct EpoxyPortBuilderTests {
  private let model1 = Cell(id: "model_1", component: Row(""))
  private let model2 = Cell(id: "model_2", component: Row(""))

  // Ports `testBaseSection`.
  @Test("a section built with no cells has its id and no cells")
  func baseSection() {
    let section = ListSection(id: "section_id") {}
    #expect(section.cells.isEmpty)
    #expect(section.id == SectionID("section_id"))
  }

  // Ports `testSettingItems`.
  @Test("a section built from an array of cells has those cells")
  func settingItems() {
    let section = ListSection(id: "section_id", cells: [model1])
    #expect(section.cells.map(\.id) == ["model_1"])
  }

  // Ports `testAppendingItem`.
  @Test("a cell written in a section's builder is its cell")
  func appendingItem() {
    let cell = model1
    let section = ListSection(id: "section_id") { cell }
    #expect(section.cells.map(\.id) == ["model_1"])
  }

  // Ports `testAppendingItems`.
  @Test("an array of cells written in a section's builder appends its cells")
  func appendingItems() {
    let cells = [model1]
    let section = ListSection(id: "section_id") { cells }
    #expect(section.cells.map(\.id) == ["model_1"])
  }

  // Ports `testInsertingItem`: a cell placed before the others comes first.
  @Test("a section's builder keeps its statements' order")
  func insertingItem() {
    let (one, two) = (model1, model2)
    let section = ListSection(id: "section_id") {
      two
      one
    }
    #expect(section.cells.map(\.id) == ["model_2", "model_1"])
  }

  // Ports `testSettingSupplementaryModelsAsGroup`: a section's supplementary component, shown
  // in the view under its kind.
  @Test("a section's header component is shown as its header")
  func supplementaryComponent() {
    let screen = EpoxyScreen()
    screen.set([ListSection(id: "section_id", cells: [model1]).withHeader(Row("supplementary_id"))])
    #expect(
      screen.view.supplementaryView(forElementKind: .header, at: first)?.render()
        == "supplementary_id")
  }

  // Ports `testBaseModel`.
  @Test("a cell has the id and the component's view model it was given")
  func baseModel() {
    let cell = Cell(id: "data_id", component: Row("data"))
    #expect(cell.id == AnyHashable("data_id"))
    #expect(cell.component.as(Row.self)?.viewModel == "data")
  }

  // Ports `testAlternateStyleId`: a style is part of the reuse id, beside the view type.
  @Test("a component's style is part of its reuse identifier")
  func alternateStyleID() {
    let plain = Row("data")
    let styled = Row("data", tone: "style_id")
    #expect(styled.reuseIdentifier != plain.reuseIdentifier)
    #expect(styled.reuseIdentifier.contains("style_id"))
    #expect(styled.reuseIdentifier.contains(String(reflecting: ComponentView.self)))
  }
}

// MARK: - ReuseIDStoreTests

@MainActor
@Suite("Epoxy port: ReuseIDStoreTests")
struct EpoxyPortReuseIDTests {
  // Ports `test_registerReuseID_withSameViewTypeSameStyleID_returnSameReuseID`.
  @Test("the same view type and style give the same reuse identifier")
  func sameTypeSameStyle() {
    #expect(Row("a", tone: "red").reuseIdentifier == Row("b", tone: "red").reuseIdentifier)
  }

  // Ports `test_registerReuseID_withDifferentViewTypeSameStyleID_returnDifferentReuseID`.
  @Test("another view type with the same style gives another reuse identifier")
  func otherTypeSameStyle() {
    #expect(
      Row("a", tone: "red").reuseIdentifier != OtherRow(viewModel: "a", tone: "red").reuseIdentifier
    )
  }

  // Ports `test_registerReuseID_withSameViewTypeDifferentStyleID_returnDifferentReuseID`.
  @Test("the same view type with another style gives another reuse identifier")
  func sameTypeOtherStyle() {
    #expect(Row("a", tone: "red").reuseIdentifier != Row("a", tone: "blue").reuseIdentifier)
  }

  // Ports `test_dequeueReuseID_withSameViewTypeSameStyleID_returnSameReuseID`: a view made for
  // one component is reused for another of the same type and style.
  @Test("a cell leaving the screen is reused for a component of the same type and style")
  func sameKeySharesAPool() {
    let screen = EpoxyScreen()
    screen.set([ListSection(id: 0) { Cell(id: "a", component: Row("a", tone: "red")) }])
    screen.set([ListSection(id: 0) { Cell(id: "b", component: Row("b", tone: "red")) }])
    let pool = screen.view.reuseStatistics(
      forCellReuseIdentifier: Row("", tone: "red").reuseIdentifier)
    #expect(pool.created == 1)
    #expect(pool.reused == 1)
    #expect(screen.texts == ["b"])
  }

  // Ports `test_dequeueReuseID_withSameViewTypeDifferentStyleID_returnsFallbackReuseID` and
  // `test_dequeueReuseID_afterSubsequentRegisterWithDifferentStyleID_returnsSameFallbackReuseID`.
  // Epoxy falls back to a registered style's views; Sectional never shares views across styles
  // (header, "A reuse id never falls back"): a new style makes its own.
  @Test("a style not shown before makes its own view rather than borrowing another style's")
  func otherStyleNeverBorrows() {
    let screen = EpoxyScreen()
    screen.set([ListSection(id: 0) { Cell(id: "a", component: Row("a", tone: "red")) }])
    screen.set([ListSection(id: 0) { Cell(id: "b", component: Row("b", tone: "blue")) }])
    let red = screen.view.reuseStatistics(
      forCellReuseIdentifier: Row("", tone: "red").reuseIdentifier)
    let blue = screen.view.reuseStatistics(
      forCellReuseIdentifier: Row("", tone: "blue").reuseIdentifier)
    #expect(blue.created == 1)
    #expect(blue.reused == 0)
    #expect(red.inPool == 1)
    #expect(screen.texts == ["b"])
    #expect(screen.view.errors.isEmpty)
  }
}
