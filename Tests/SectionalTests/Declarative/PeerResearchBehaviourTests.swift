import Foundation
import Sectional
import Testing

// The behavioural claims of the research note on declarative lists
// (`shared/research/declarative-lists.md`) about what the peers do, each checked against
// Sectional's counterpart. Each test's comment names the note's section and says whether
// Sectional matches the peer or differs, and where a difference is documented. Claims that other
// suites already check (KarrotListKit's pinned reached-end numbers, the latch, insets, prefetch
// tasks kept by identity, the shimmer, Epoxy's diff and display specs) are not checked again.

/// A row 100 × 10 points showing its text; `tone` is its style.
private struct PRBRow: Component {
  let viewModel: String
  var tone: String?

  init(_ viewModel: String, tone: String? = nil) {
    self.viewModel = viewModel
    self.tone = tone
  }

  var style: AnyHashable? { tone }

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) { content.text = viewModel }
}

/// Another component type, rendered into the same content view type as `PRBRow`.
private struct PRBOtherRow: Component {
  let viewModel: String
  var tone: String?

  init(_ viewModel: String, tone: String? = nil) {
    self.viewModel = viewModel
    self.tone = tone
  }

  var style: AnyHashable? { tone }

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) { content.text = "other \(viewModel)" }
}

/// A content view as tall as its component says.
private final class PRBTallView: ComponentView {
  var height: CGFloat = 0

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: height)
  }
}

/// A component whose view model is its measured height.
private struct PRBTall: Component {
  let viewModel: CGFloat

  var layoutMode: ContentLayoutMode { .flexibleHeight(estimatedHeight: 5) }

  func renderContent(coordinator: Void) -> PRBTallView { PRBTallView() }

  func render(in content: PRBTallView, coordinator: Void) {
    content.height = viewModel
    content.text = "\(Int(viewModel))"
  }
}

/// A plugin that hands out a task for every row, or for none.
@MainActor
private final class PRBPlugin: PrefetchingPlugin {
  let startsWork: Bool
  var asked: [String] = []
  var tasks: [String: PrefetchTask] = [:]

  init(startsWork: Bool) {
    self.startsWork = startsWork
  }

  func prefetch(_ component: AnyComponent) -> PrefetchTask? {
    guard let text = component.as(PRBRow.self)?.viewModel else { return nil }
    asked.append(text)
    guard startsWork else { return nil }
    let task = PrefetchTask {}
    tasks[text] = task
    return task
  }
}

/// A headless view of 100 points' width over an adapter, recording its batches and the
/// adapter's diagnostics.
@MainActor
private final class PRBScreen {
  let view: HeadlessCollectionView
  let adapter: CollectionViewAdapter
  var batches: [BatchUpdate] = []
  var diagnostics: [Diagnostic] = []

  init(height: CGFloat = 100, layout: (any CollectionViewLayout)? = nil) {
    let size = CGSize(width: 100, height: height)
    view =
      layout.map { HeadlessCollectionView(size: size, layout: $0) }
      ?? HeadlessCollectionView(size: size)
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
    view.batchUpdateHandler = { [unowned self] in batches.append($0) }
  }

  /// Applies a list, lays the view out, and returns what the completion was told.
  @discardableResult
  func apply(_ list: List, _ strategy: UpdateStrategy = .animatedBatchUpdates) -> [Bool] {
    var applied: [Bool] = []
    adapter.apply(list, updateStrategy: strategy) { applied.append($0) }
    view.layoutIfNeeded()
    return applied
  }

  /// The texts of the visible cells, in index path order.
  var texts: [String] {
    view.indexPathsForVisibleItems.sorted().compactMap { view.cellForItem(at: $0)?.render() }
  }

  /// The cell shown at an index path.
  func cell(_ item: Int, _ section: Int = 0) -> ComponentCell? {
    view.cellForItem(at: IndexPath(item: item, section: section)) as? ComponentCell
  }
}

/// A section of rows whose ids are their texts.
@MainActor
private func prbRows(_ id: String, _ texts: [String]) -> ListSection {
  ListSection(id: id, cells: texts.map { Cell(id: $0, component: PRBRow($0)) })
}

/// `count` rows of 10 points, named `r0`, `r1`, ….
@MainActor
private func prbNumbered(_ count: Int) -> ListSection {
  prbRows("rows", (0..<count).map { "r\($0)" })
}

private func prbPath(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

// MARK: - KarrotListKit: how a list becomes a batch (§2.1, §2.2, §2.7)

@MainActor
@Suite("Peer research: KarrotListKit's list to diffs")
struct PeerResearchKarrotListKitTests {
  // §2.2: KarrotListKit's sections are equal when their ids, headers and footers are, so a
  // cell's change never updates its section. Sectional matches; where KarrotListKit reloads the
  // changed item (`reloadItems` unless `enablesReconfigureItems`), Sectional reconfigures it in
  // its cell, a documented difference (DeclarativeLists.md, "configured again in place").
  @Test("a changed cell is reconfigured in its cell and its section is not reloaded")
  func aChangedCellNeverReloadsItsSection() {
    let screen = PRBScreen()
    screen.apply(List { prbRows("s", ["a", "b"]) })
    let shown = screen.cell(1)
    screen.batches = []
    screen.apply(
      List {
        ListSection(id: "s") {
          Cell(id: "a", component: PRBRow("a"))
          Cell(id: "b", component: PRBRow("b changed"))
        }
      })
    #expect(screen.batches == [BatchUpdate(itemReconfigures: [prbPath(1)])])
    #expect(screen.cell(1) === shown)
    #expect(screen.texts == ["a", "b changed"])
  }

  // §2.2: KarrotListKit's section equality includes its header, so a changed header reloads the
  // section. Sectional differs, documented (DeclarativeLists.md: "A section never reloads whole
  // because its cells changed. A changed header or footer is rendered again into the view that
  // shows it"): no section operation, the same header view and cells.
  @Test("a changed header is rendered again into its view and the section is not reloaded")
  func aChangedHeaderIsRenderedInPlace() {
    let screen = PRBScreen()
    screen.apply(
      List { prbRows("s", ["a", "b"]).withHeader(PRBRow("H1")).withFooter(PRBRow("F1")) })
    let header = screen.view.supplementaryView(forElementKind: .header, at: prbPath(0))
    let footer = screen.view.supplementaryView(forElementKind: .footer, at: prbPath(0))
    let cell = screen.cell(0)
    #expect(header?.render() == "H1")
    screen.batches = []
    screen.apply(
      List { prbRows("s", ["a", "b"]).withHeader(PRBRow("H2")).withFooter(PRBRow("F2")) })
    let after = screen.view.supplementaryView(forElementKind: .header, at: prbPath(0))
    #expect(after === header)
    #expect(after?.render() == "H2")
    let afterFooter = screen.view.supplementaryView(forElementKind: .footer, at: prbPath(0))
    #expect(afterFooter === footer)
    #expect(afterFooter?.render() == "F2")
    #expect(screen.cell(0) === cell)
    #expect(
      screen.batches.allSatisfy {
        $0.sectionReloads.isEmpty && $0.sectionDeletes.isEmpty && $0.sectionInserts.isEmpty
          && $0.itemReloads.isEmpty
      })
  }

  // §2.2: KarrotListKit applies DifferenceKit's staged changeset, one `performBatchUpdates` per
  // stage. Sectional differs, documented (DeclarativeLists.md: "applies the difference as one
  // batch"): section deletes and inserts, item deletes and inserts and a changed cell arrive in
  // one batch.
  @Test("section and item deletes, inserts and a changed cell reach the view as one batch")
  func oneApplyIsOneBatch() {
    let screen = PRBScreen(height: 200)
    screen.apply(
      List {
        prbRows("s", ["a", "b", "c"])
        prbRows("gone", ["x"])
      })
    screen.batches = []
    screen.apply(
      List {
        ListSection(id: "s") {
          Cell(id: "a", component: PRBRow("a"))
          Cell(id: "c", component: PRBRow("c changed"))
          Cell(id: "d", component: PRBRow("d"))
        }
        prbRows("new", ["y"])
      })
    #expect(screen.batches.count == 1)
    let batch = screen.batches.first
    #expect(batch?.sectionDeletes == [1])
    #expect(batch?.sectionInserts == [1])
    #expect(batch?.itemDeletes == [prbPath(1)])
    #expect(batch?.itemInserts == [prbPath(2)])
    #expect(batch?.itemReconfigures.count == 1)
    #expect(batch?.itemMoves.isEmpty == true)
    #expect(screen.texts == ["a", "c changed", "d", "y"])
  }

  // §2.2: KarrotListKit replaces a batch by a reload when a stage holds more than
  // `batchUpdateInterruptCount` (100) changes. Sectional matches the rule (more than the
  // threshold reloads, as many is still a batch); its default, 500, is a documented difference
  // (DeclarativeLists.md: "500 by default; 100 in KarrotListKit").
  @Test("an update of more changes than the reload threshold is a reload, as many is a batch")
  func moreChangesThanTheThresholdReload() {
    let screen = PRBScreen()
    #expect(screen.adapter.reloadThreshold == 500)
    screen.adapter.reloadThreshold = 3
    screen.apply(List { prbRows("s", ["a"]) })
    screen.batches = []
    #expect(screen.apply(List { prbRows("s", ["a", "b", "c", "d"]) }) == [true])
    #expect(screen.batches.count == 1)
    screen.batches = []
    #expect(
      screen.apply(List { prbRows("s", ["a", "b", "c", "d", "e", "f", "g", "h"]) }) == [false])
    #expect(screen.batches.isEmpty)
    #expect(screen.texts == ["a", "b", "c", "d", "e", "f", "g", "h"])
  }

  // §2.2 and §2.7: KarrotListKit holds one pending update (the latest wins) and, when an update
  // completes without a window, leaves the pending one to be applied later, after a newer list.
  // Sectional's queue coalesces queued lists (the latest wins, documented on
  // `apply(_:updateStrategy:completion:)`) and keeps every completion; no older list is shown
  // after a newer one.
  @Test("lists applied during an update wait, the latest wins, and every completion runs once")
  func queuedListsCoalesceAndTheLatestWins() {
    let screen = PRBScreen()
    var completions: [String] = []
    var shownAtCompletion: [String: [String]] = [:]
    screen.adapter.apply(List { prbRows("s", ["a"]) }) { _ in
      completions.append("A")
      screen.batches = []
      screen.adapter.apply(List { prbRows("s", ["a", "b"]) }) { _ in
        completions.append("B")
        shownAtCompletion["B"] = screen.texts
      }
      screen.adapter.apply(List { prbRows("s", ["c"]) }) { _ in
        completions.append("C")
        shownAtCompletion["C"] = screen.texts
      }
    }
    screen.view.layoutIfNeeded()
    #expect(completions == ["A", "B", "C"])
    #expect(screen.texts == ["c"])
    // B's list is never shown: one batch goes from A's list to C's.
    #expect(screen.batches.count == 1)
    #expect(shownAtCompletion["B"] != ["a", "b"])
    screen.apply(List { prbRows("s", ["d"]) })
    #expect(screen.texts == ["d"])
  }

  // §2.1: KarrotListKit's `snapshot()` is the list shown. Sectional matches
  // (`CollectionViewAdapter.snapshot()`: "the list last applied, once its update reached the
  // view"): once coalesced lists are applied, it is the latest, the one on screen, in the
  // completion of every list coalesced with it too (it was the coalesced-away list there).
  @Test("after coalesced lists are applied, the snapshot is the latest list, the one shown")
  func theSnapshotIsTheLatestListShown() {
    let screen = PRBScreen()
    var inCompletions: [[AnyHashable]] = []
    func snapshotIDs() -> [AnyHashable] {
      screen.adapter.snapshot()?.sections.first?.cells.map(\.id) ?? []
    }
    screen.adapter.apply(List { prbRows("s", ["a"]) }) { _ in
      screen.adapter.apply(List { prbRows("s", ["b"]) }) { _ in
        inCompletions.append(snapshotIDs())
      }
      screen.adapter.apply(List { prbRows("s", ["c"]) }) { _ in
        inCompletions.append(snapshotIDs())
      }
    }
    #expect(inCompletions == [["c"], ["c"]])
    #expect(screen.adapter.snapshot()?.sections.first?.cells.map(\.id) == ["c"])
    #expect(screen.adapter.cell(at: prbPath(0))?.id == AnyHashable("c"))
  }

  // §2.7: a list applied from inside a display event of an update (KarrotListKit's pending slot)
  // is applied after that update, and a list applied later is the one that stays shown.
  // Sectional does not have the peers' stale-pending defect.
  @Test("a list applied from a display handler is shown after its update, then the newer one")
  func aListAppliedFromAHandlerNeverOutlivesANewerOne() {
    let screen = PRBScreen()
    var didApply = false
    var shown: [[String]] = []
    let cell = Cell(id: "a", component: PRBRow("a")).willDisplay { _ in
      guard !didApply else { return }
      didApply = true
      screen.adapter.apply(List { prbRows("s", ["from handler"]) }) { _ in
        shown.append(screen.texts)
      }
    }
    screen.apply(List { ListSection(id: "s", cells: [cell]) })
    #expect(shown == [["from handler"]])
    screen.apply(List { prbRows("s", ["newest"]) })
    screen.view.layoutIfNeeded()
    #expect(screen.texts == ["newest"])
  }

  // §2.2 and §2.7: KarrotListKit keeps a cell's handlers in a reference inside the value, so a
  // modifier on a copy also changes the original. Sectional's cells are values: the copy's
  // handler stays with the copy (DeclarativeLists.md: a list is "a screen as a value").
  @Test("a modifier on a copy of a cell leaves the original's handler as it was")
  func aModifiedCopyLeavesTheOriginal() {
    let screen = PRBScreen()
    var selected: [String] = []
    let original = Cell(id: "a", component: PRBRow("a")).didSelect { _ in
      selected.append("original")
    }
    let copy = original.didSelect { _ in selected.append("copy") }
    screen.apply(List { ListSection(id: "s", cells: [original]) })
    screen.view.tapItem(at: prbPath(0))
    #expect(selected == ["original"])
    screen.apply(List { ListSection(id: "s", cells: [copy]) })
    screen.view.tapItem(at: prbPath(0))
    #expect(selected == ["original", "copy"])
  }

  // §2.1: KarrotListKit gives an empty section no layout. Sectional differs, documented
  // (MigratingFromIGListKitAndSectionKit.md: "a section with no cells still has its layout, its
  // `withSectionLayout` closure asked as for any section").
  @Test("an empty section's layout closure is asked as any section's is")
  func anEmptySectionsLayoutClosureIsAsked() {
    let screen = PRBScreen(
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    var asked: [Int] = []
    screen.apply(
      List {
        ListSection(id: "empty", cells: [])
          .withSectionLayout { context -> any SectionLayoutDescription in
            asked.append(context.cells.count)
            return LayoutSection(
              group: .vertical(
                layoutSize: LayoutSize(
                  widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                subitems: [LayoutItem(layoutSize: .fillingContainer)]))
          }
      })
    #expect(!asked.isEmpty)
    #expect(asked.allSatisfy { $0 == 0 })
  }

  // §2.1: KarrotListKit's reuse identifier defaults to the component's fully qualified type
  // name. Sectional differs, documented (DeclarativeLists.md, "Every view shows its list": a
  // view is recycled for "the content view's type, the coordinator's type and the style";
  // `Component.reuseIdentifier`): two component types of one content view share a reuse key.
  @Test("a reuse key names the content view's type and the style, not the component's type")
  func theReuseKeyIsTheContentViewTypeAndStyle() {
    #expect(PRBRow("a").reuseIdentifier == String(reflecting: ComponentView.self))
    #expect(PRBRow("a").reuseIdentifier == PRBOtherRow("b").reuseIdentifier)
    #expect(PRBRow("a", tone: "loud").reuseIdentifier != PRBRow("a").reuseIdentifier)
    #expect(AnyComponent(PRBTall(viewModel: 1)).reuseIdentifier.hasSuffix("PRBTallView"))
  }

  // §2.1: KarrotListKit's `AnyComponent` equality is view-model equality, and `as(_:)` downcasts
  // the base. Sectional matches (components of another type are never equal).
  @Test("erased components are equal when their type and view model are; as(_:) downcasts")
  func erasedComponentEquality() {
    #expect(AnyComponent(PRBRow("a")) == AnyComponent(PRBRow("a")))
    #expect(AnyComponent(PRBRow("a")) != AnyComponent(PRBRow("b")))
    #expect(AnyComponent(PRBRow("a")) != AnyComponent(PRBOtherRow("a")))
    #expect(AnyComponent(PRBRow("a")).as(PRBRow.self)?.viewModel == "a")
    #expect(AnyComponent(PRBRow("a")).as(PRBOtherRow.self) == nil)
  }

  // §2.1: KarrotListKit's vertical grid chunks cells into rows of N, each row as tall as its
  // tallest cell. Sectional matches (`StockLayout.verticalGrid`).
  @Test("a vertical grid's row is as tall as its tallest cell")
  func aGridRowIsAsTallAsItsTallestCell() {
    let screen = PRBScreen(
      height: 200, layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    screen.apply(
      List {
        ListSection(
          id: "grid",
          cells: [10, 30, 20, 5].enumerated().map {
            Cell(id: $0.offset, component: PRBTall(viewModel: CGFloat($0.element)))
          }
        )
        .withSectionLayout(.verticalGrid(numberOfItemsInRow: 2, lineSpacing: 4))
      })
    let tops = (0..<4).map { screen.cell($0)?.frame.minY }
    #expect(tops == [0, 0, 34, 34])
  }

  // §2.2: KarrotListKit's first apply, and an apply of an empty list, is a reload. Sectional
  // differs: a list applied to an empty view is an animated batch of section inserts, and an
  // empty list a batch of section deletes (not documented as a difference: reported).
  @Test("the first list applied is a batch of section inserts, and an empty list one of deletes")
  func theFirstApplyIsABatchOfInserts() {
    let screen = PRBScreen()
    #expect(
      screen.apply(
        List {
          prbRows("s", ["a", "b"])
          prbRows("t", ["c"])
        }) == [true])
    #expect(screen.batches == [BatchUpdate(sectionInserts: [0, 1])])
    #expect(screen.texts == ["a", "b", "c"])
    screen.batches = []
    #expect(screen.apply(List(sections: [])) == [true])
    #expect(screen.batches == [BatchUpdate(sectionDeletes: [0, 1])])
    #expect(screen.texts.isEmpty)
  }

  // §2.1: KarrotListKit asserts when a header's display handler is given to a section without a
  // header. Sectional neither traps nor calls the handler: the section shows no header, so no
  // header event happens; applying it reports `modifierIgnored` (SupplementaryEventTests).
  @Test("a header's display handlers on a section without a header never run and never trap")
  func headerHandlersWithoutAHeader() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let view = HeadlessCollectionView(size: CGSize(width: 100, height: 20))
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.diagnosticHandler = { _ in }
        var calls = 0
        let section = ListSection(
          id: "s", cells: (0..<5).map { Cell(id: $0, component: PRBRow("\($0)")) }
        )
        .willDisplayHeader { _ in calls += 1 }
        .didEndDisplayHeader { _ in calls += 1 }
        adapter.apply(List { section })
        view.layoutIfNeeded()
        view.contentOffset.y = 30
        adapter.apply(List(sections: []))
        view.layoutIfNeeded()
        if calls != 0 { exit(1) }
      }
    }
  }
}

// MARK: - Epoxy: identity, reuse and moves (§2.4)

@MainActor
@Suite("Peer research: Epoxy's identity and reuse")
struct PeerResearchEpoxyTests {
  // §2.4: Epoxy's item identity is its data id, view type and style id: another view type or
  // style is a delete and an insert. Sectional matches with the component's type for the view
  // type (DeclarativeLists.md: "A cell's identity is its id, its component's type and the
  // component's style").
  @Test("the same id with another component type, then another style, is deleted and inserted")
  func anotherTypeOrStyleIsAnotherItem() {
    let screen = PRBScreen()
    screen.apply(List { ListSection(id: "s") { Cell(id: "a", component: PRBRow("a")) } })
    screen.batches = []
    screen.apply(List { ListSection(id: "s") { Cell(id: "a", component: PRBOtherRow("a")) } })
    #expect(screen.batches == [BatchUpdate(itemDeletes: [prbPath(0)], itemInserts: [prbPath(0)])])
    screen.batches = []
    screen.apply(
      List { ListSection(id: "s") { Cell(id: "a", component: PRBOtherRow("a", tone: "x")) } })
    #expect(screen.batches == [BatchUpdate(itemDeletes: [prbPath(0)], itemInserts: [prbPath(0)])])
    #expect(screen.texts == ["other a"])
  }

  // §2.4: Epoxy diffs items only inside matched sections, so an item moving to another section
  // is a delete and an insert. Sectional matches: each section's controller diffs its own cells.
  @Test("a cell moving to another section is deleted there and inserted here, not moved")
  func aCrossSectionMoveIsADeleteAndAnInsert() {
    let screen = PRBScreen()
    screen.apply(
      List {
        prbRows("one", ["a", "b"])
        prbRows("two", ["c"])
      })
    screen.batches = []
    screen.apply(
      List {
        prbRows("one", ["b"])
        prbRows("two", ["a", "c"])
      })
    #expect(
      screen.batches == [
        BatchUpdate(itemDeletes: [prbPath(0, 0)], itemInserts: [prbPath(0, 1)])
      ])
    #expect(screen.texts == ["b", "a", "c"])
    #expect(screen.diagnostics.isEmpty)
  }

  // §2.4: Epoxy's reuse ids are one per view type and style id. Sectional matches: a style is
  // part of the reuse key, so two styles of one component never share a cell.
  @Test("a cell of another style is never given a recycled cell of the first style")
  func stylesKeepTheirOwnPools() {
    let screen = PRBScreen()
    screen.apply(List { ListSection(id: "s") { Cell(id: "a", component: PRBRow("a")) } })
    let plain = screen.cell(0)
    screen.apply(
      List { ListSection(id: "s") { Cell(id: "b", component: PRBRow("b", tone: "loud")) } })
    #expect(screen.cell(0) !== plain)
    #expect(screen.cell(0)?.component?.reuseIdentifier == PRBRow("b", tone: "loud").reuseIdentifier)
    screen.apply(List { ListSection(id: "s") { Cell(id: "c", component: PRBRow("c")) } })
    #expect(screen.cell(0) === plain)
  }
}

extension PeerResearchEpoxyTests {
  // §2.4: Epoxy reloads its data instead of a batch when its bounds are zero. Sectional's batches
  // need no bounds: updates to a view of zero size keep its counts and identities right, and the
  // view shows the list once it has a size.
  @Test("updates to a view of zero size are applied, and shown once the view has a size")
  func aZeroSizedViewTakesUpdates() {
    let view = HeadlessCollectionView(size: .zero)
    let adapter = CollectionViewAdapter(collectionView: view)
    var problems: [Diagnostic] = []
    adapter.diagnosticHandler = { problems.append($0) }
    adapter.apply(List { prbRows("s", ["a", "b"]) })
    adapter.apply(List { prbRows("s", ["b", "c", "d"]) })
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect((0..<3).map { adapter.cell(at: prbPath($0))?.id } == ["b", "c", "d"])
    view.bounds.size = CGSize(width: 100, height: 100)
    view.layoutIfNeeded()
    #expect(
      view.indexPathsForVisibleItems.sorted().compactMap { view.cellForItem(at: $0)?.render() }
        == ["b", "c", "d"])
    #expect(problems.isEmpty)
    #expect(view.errors.isEmpty)
  }
}

// MARK: - ListKit: identity by id only (§2.5)

@MainActor
@Suite("Peer research: ListKit's render")
struct PeerResearchListKitTests {
  // §2.5: ListKit's diffable items are equal by id alone, so a changed component with the same
  // id is never rendered again. Sectional differs, documented (DeclarativeLists.md: a changed
  // view model is "configured again in place").
  @Test("a component changed under the same id is rendered again, not lost")
  func aChangedComponentIsRenderedAgain() {
    let screen = PRBScreen()
    screen.apply(List { ListSection(id: "s") { Cell(id: 1, component: PRBRow("before")) } })
    screen.apply(List { ListSection(id: "s") { Cell(id: 1, component: PRBRow("after")) } })
    #expect(screen.texts == ["after"])
  }

  // §2.5: ListKit's README gives every component a `UUID()` id, so every render replaces every
  // item. Sectional matches, documented (DeclarativeLists.md: "ListKit's `UUID()` ids make every
  // render replace every cell, as they do in ListKit").
  @Test("cells given new UUID ids at each render are all deleted and inserted")
  func uuidIDsReplaceEveryCell() {
    let screen = PRBScreen()
    func render() -> List {
      List {
        ListSection(id: "s", cells: ["a", "b"].map { Cell(id: UUID(), component: PRBRow($0)) })
      }
    }
    screen.apply(render())
    screen.batches = []
    screen.apply(render())
    #expect(screen.batches.count == 1)
    #expect(screen.batches.first?.itemDeletes.count == 2)
    #expect(screen.batches.first?.itemInserts.count == 2)
    #expect(screen.batches.first?.itemReconfigures.isEmpty == true)
  }
}

// MARK: - Pagination (§3.1, §3.5)

@MainActor
@Suite("Peer research: KarrotListKit's onReachEnd and the recommended latch")
struct PeerResearchReachedEndTests {
  // §3.1: KarrotListKit's default trigger distance is two viewports. Sectional matches
  // (`List.onReachedEnd(offset:handler:)`'s default).
  @Test("by default the end is reached within two viewports of it")
  func theDefaultOffsetIsTwoViewports() {
    let screen = PRBScreen()
    var fired = 0
    screen.apply(List { prbNumbered(40) }.onReachedEnd { _ in fired += 1 })
    #expect(screen.view.contentSize.height == 400)
    screen.view.contentOffset.y = 99
    #expect(fired == 0)
    screen.view.contentOffset.y = 100
    #expect(fired == 1)
  }

  // §3.1: KarrotListKit checks a scroll only when the content is neither dragged nor tracked.
  // Sectional differs, documented (DeclarativeLists.md: "checked after every applied update,
  // every scroll and every resize"; §3.5 recommends "drag, deceleration, programmatic"): a drag
  // into the zone fires while dragging.
  @Test("a drag that reaches the end fires while the finger is still on the content")
  func aDragIntoTheZoneFiresWhileDragging() {
    let screen = PRBScreen()
    var draggingWhenFired: [Bool] = []
    screen.apply(
      List { prbNumbered(40) }
        .onReachedEnd(offset: .absolute(50)) { _ in
          draggingWhenFired.append(screen.view.isDragging)
        })
    screen.view.scroll(by: 260, steps: 13)
    #expect(draggingWhenFired == [true])
  }

  // §3.1: KarrotListKit checks the drag's target offset in `willEndDragging` and then fires at
  // every deceleration frame inside the zone (no latch). Sectional differs: it fires once
  // (latched, documented), when the decelerating content arrives in the zone, not when the
  // drag ends with a target inside it (not documented: reported).
  @Test("a fling towards the end fires once, when the decelerating content reaches the zone")
  func aFlingFiresOnceDuringTheDeceleration() {
    let screen = PRBScreen()
    var events: [String] = []
    screen.apply(
      List { prbNumbered(40) }
        .onReachedEnd(offset: .absolute(50)) { _ in events.append("reached end") }
        .willEndDragging { context in
          events.append("will end dragging \(context.targetContentOffset.y)")
        }
        .willBeginDecelerating { _ in events.append("will begin decelerating") }
        .didEndDecelerating { _ in events.append("did end decelerating") })
    screen.view.scroll(by: 50, steps: 5, velocity: 1_000)
    #expect(screen.view.contentOffset.y == 300)
    #expect(
      events == [
        "will end dragging 300.0", "will begin decelerating", "reached end",
        "did end decelerating",
      ])
  }

  // §3.1: on content shorter than the viewport, KarrotListKit fires at every scroll that is not
  // a drag. Sectional differs, documented (DeclarativeLists.md: "content shorter than the
  // viewport fires at once", latched until the content grows): it fires once after the update,
  // and neither a drag nor a programmatic scroll fires it again.
  @Test("short content fires once after the update, and no scroll fires it again")
  func shortContentFiresOnce() {
    let screen = PRBScreen()
    var fired = 0
    screen.apply(List { prbNumbered(3) }.onReachedEnd { _ in fired += 1 })
    #expect(fired == 1)
    screen.view.scroll(by: 20, steps: 4, velocity: -200)
    screen.view.contentOffset.y = 0
    screen.view.scroll(by: -20, steps: 2)
    #expect(fired == 1)
  }

  // §3.3 and §3.5: IGListKit's load-more example appends a spinner section when it starts
  // loading; the recommended latch re-arms when the content grows. Sectional re-arms on any
  // growth (documented on `onReachedEnd` and in DeclarativeLists.md, "Pagination"), so a loading
  // row that the handler appends re-arms it, and the handler, still near the end, runs a second
  // time before the page arrives: the docs tell such a handler to keep a loading flag.
  @Test("a loading row appended by the handler re-arms the latch, so the handler runs again")
  func aLoadingRowReArmsTheLatch() {
    let screen = PRBScreen()
    var fired = 0
    func feed(loading: Bool) -> List {
      List {
        prbNumbered(40)
        if loading { prbRows("spinner", ["loading"]) }
      }
      .onReachedEnd(offset: .absolute(50)) { _ in
        fired += 1
        screen.adapter.apply(feed(loading: true))
      }
    }
    screen.apply(feed(loading: false))
    screen.view.contentOffset.y = 300
    #expect(screen.view.contentSize.height == 410)
    #expect(fired == 2)
  }

  // §3.5: the recommended design re-arms the latch through a token (`token.rearm()`); Sectional
  // has `CollectionViewAdapter.rearmReachedEnd()` (documented). A re-armed trigger away from the
  // end waits for the next scroll into the zone.
  @Test("a re-armed trigger away from the end fires at the next scroll into the zone")
  func aRearmedTriggerWaitsForTheZone() {
    let screen = PRBScreen()
    var fired = 0
    screen.apply(List { prbNumbered(40) }.onReachedEnd(offset: .absolute(0)) { _ in fired += 1 })
    screen.view.contentOffset.y = 300
    #expect(fired == 1)
    screen.view.contentOffset.y = 0
    screen.adapter.rearmReachedEnd()
    #expect(fired == 1)
    screen.view.contentOffset.y = 300
    #expect(fired == 2)
  }
}

// MARK: - Prefetching (§3.2, §3.4)

@MainActor
@Suite("Peer research: prefetching plugins")
struct PeerResearchPrefetchTests {
  // §3.2: KarrotListKit collects each plugin's cancellable per item and hands them all to the
  // cell, which keeps them running while it is shown; a component a plugin does not prefetch
  // adds nothing. §3.4: Epoxy's prefetch delegate is given models, not index paths. Sectional
  // matches both: every plugin is given the component, and the cell holds the tasks the
  // plugins returned, in their order, uncancelled.
  @Test("every plugin is asked for an item's component and its cell holds the tasks returned")
  func everyPluginsTaskGoesToTheCell() {
    let screen = PRBScreen(height: 50)
    let first = PRBPlugin(startsWork: true)
    let none = PRBPlugin(startsWork: false)
    let last = PRBPlugin(startsWork: true)
    screen.adapter.prefetchingPlugins = [first, none, last]
    screen.apply(List { prbNumbered(20) })
    #expect(first.asked == ["r5", "r6", "r7", "r8", "r9"])
    #expect(none.asked == first.asked)
    #expect(last.asked == first.asked)
    screen.view.contentOffset.y = 10
    let tasks = screen.cell(5)?.prefetchTasks ?? []
    #expect(tasks.count == 2)
    #expect(tasks.first === first.tasks["r5"])
    #expect(tasks.last === last.tasks["r5"])
    #expect(tasks.allSatisfy { !$0.isCancelled })
  }
}

// MARK: - SwiftyListKit: rows, sections, updates and the loader (§4)

@MainActor
@Suite("Peer research: SwiftyListKit's rows and loader")
struct PeerResearchSwiftyListKitTests {
  private struct Title: Equatable {
    var text: String
  }

  private func row(_ id: String, _ text: String) -> Cell {
    Cell(id: id, component: ViewModelComponent(data: Title(text: text)) { $1.text = $0.text })
  }

  // §4.3: SwiftyListKit's row identity is its data's hash, so any change is a delete and an
  // insert. Sectional differs: a view-model row keeps its cell id, and changed data
  // reconfigures it (DeclarativeLists.md: identity is "its id, its component's type and the
  // component's style").
  @Test("a view-model row whose data changed is reconfigured, not deleted and inserted")
  func aChangedRowIsReconfigured() {
    let screen = PRBScreen()
    screen.apply(List { ListSection(id: "s", cells: [row("r", "old")]) })
    let shown = screen.cell(0)
    screen.batches = []
    screen.apply(List { ListSection(id: "s", cells: [row("r", "new")]) })
    #expect(screen.batches == [BatchUpdate(itemReconfigures: [prbPath(0)])])
    #expect(screen.cell(0) === shown)
    #expect(screen.texts == ["new"])
  }

  // §4.3: SwiftyListKit's section identity hashes its header and footer, so sections without
  // either share one identity. Sectional differs: a section's identity is its id, so two such
  // sections swapped are one move, and no repeat is reported.
  @Test("two sections without header or footer keep their ids: swapping them is one move")
  func sectionsWithoutSupplementariesKeepTheirIDs() {
    let screen = PRBScreen()
    screen.apply(
      List {
        prbRows("one", ["a"])
        prbRows("two", ["b"])
      })
    screen.batches = []
    screen.apply(
      List {
        prbRows("two", ["b"])
        prbRows("one", ["a"])
      })
    #expect(screen.batches.count == 1)
    #expect(screen.batches.first?.sectionMoves.count == 1)
    #expect(screen.batches.first?.sectionDeletes.isEmpty == true)
    #expect(screen.diagnostics.isEmpty)
    #expect(screen.texts == ["b", "a"])
  }

  // §4.4: SwiftyListKit dispatches every update asynchronously to the main queue. Sectional
  // differs: an apply outside any callback is shown, and its completion called, before it
  // returns (DeclarativeLists.md, "Every view shows its list").
  @Test("an apply made outside any callback is shown before it returns")
  func anApplyIsShownBeforeItReturns() {
    let screen = PRBScreen()
    var completed = false
    screen.adapter.apply(List { prbRows("s", ["a"]) }) { _ in completed = true }
    #expect(completed)
    #expect(screen.view.numberOfItems(inSection: 0) == 1)
  }

  // §4.5 and §4.6: SwiftyListKit's collection `showLoader(with:)` hides the collection view and
  // never shows it again, and shimmers only the cells visible at that moment. Sectional's
  // `showLoader(with:)` shows its placeholders at once, every shown cell a placeholder, and the
  // content then shows no placeholder.
  @Test("placeholders are shown at once, and the content that replaces them shows none")
  func placeholdersAreShownThenReplaced() {
    let screen = PRBScreen()
    screen.adapter.showLoader(with: List { prbRows("feed", ["a", "b", "c"]) })
    screen.view.layoutIfNeeded()
    #expect(screen.view.visibleCells.count == 3)
    #expect(screen.view.visibleCells.allSatisfy { $0.isPlaceholder })
    screen.apply(List { prbRows("feed", ["a", "b"]) })
    #expect(screen.view.visibleCells.count == 2)
    #expect(screen.view.visibleCells.allSatisfy { !$0.isPlaceholder })
    #expect(screen.texts == ["a", "b"])
  }

  // §4.5: SwiftyListKit turns user interaction off on the cells it shimmers. Sectional differs
  // (not documented: reported): a placeholder can be tapped, its selection handler runs with
  // the sample component, and the selection stays with the content cell that replaces it in
  // place.
  @Test("a tapped placeholder runs its handler, and its selection stays on the content")
  func aPlaceholderCanBeSelected() {
    let screen = PRBScreen()
    var taps: [String] = []
    let sample = Cell(id: "a", component: PRBRow("sample")).didSelect {
      taps.append($0.component.as(PRBRow.self)?.viewModel ?? "")
    }
    screen.adapter.showLoader(with: List { ListSection(id: "s", cells: [sample]) })
    screen.view.layoutIfNeeded()
    screen.view.tapItem(at: prbPath(0))
    #expect(taps == ["sample"])
    screen.apply(List { ListSection(id: "s") { Cell(id: "a", component: PRBRow("real")) } })
    #expect(screen.view.indexPathsForSelectedItems == [prbPath(0)])
    #expect(screen.cell(0)?.isPlaceholder == false)
    #expect(screen.texts == ["real"])
  }

  // §4.7: the switch from placeholders to content is one batch, or a reload when the caller
  // asks. Sectional matches: `.reloadData` replaces the placeholders without a batch.
  @Test("content applied with a reload replaces the placeholders without a batch")
  func contentCanReplacePlaceholdersByAReload() {
    let screen = PRBScreen()
    screen.adapter.showLoader(
      with: List { ListSection.placeholders(id: "feed", count: 4, component: PRBRow("…")) })
    screen.view.layoutIfNeeded()
    screen.batches = []
    #expect(screen.apply(List { prbRows("feed", ["a", "b"]) }, .reloadData) == [false])
    #expect(screen.batches.isEmpty)
    #expect(screen.texts == ["a", "b"])
    #expect(screen.view.visibleCells.allSatisfy { !$0.isPlaceholder })
  }

  // §4.7: the mapping recommends placeholders with stable ids (`placeholder-0…`). Sectional
  // matches with `ListSection.placeholders(id:count:component:)`, whose cells are
  // `PlaceholderID(index:)` 0 to count − 1: the same placeholders applied again change nothing.
  @Test("placeholder cells have stable ids, so showing them again sends no item change")
  func placeholdersHaveStableIDs() {
    let screen = PRBScreen()
    let loading = List { ListSection.placeholders(id: "feed", count: 3, component: PRBRow("…")) }
    screen.adapter.showLoader(with: loading)
    screen.view.layoutIfNeeded()
    #expect(
      (0..<3).map { (screen.adapter.cell(at: prbPath($0))?.id.base as? PlaceholderID)?.index }
        == [0, 1, 2])
    screen.batches = []
    screen.adapter.showLoader(with: loading)
    screen.view.layoutIfNeeded()
    #expect(screen.batches.allSatisfy { $0.isEmpty })
    #expect(screen.view.visibleCells.count == 3)
  }
}
