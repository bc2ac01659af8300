// Declarative layer review (SectionalDeclarative): what it found, and where each stands.
//
// 1. (wrong screen, no diagnostic) `LayoutComponent`'s default `layoutMode` mapped every
//    dimension that is not `.estimated` to `.fitContainer`: outside a group (a `Cell` of a
//    stock-layout section, or `withHeader(_:)`), a component `.absolute(30)` tall was as tall as
//    the viewport. Fixed for a size absolute in both dimensions (`.fixed`); an absolute length
//    beside a fractional or estimated one is a documented limit (known issues below), reported
//    by a `componentSizeIgnored` diagnostic.
// 2. (wrong screen, no diagnostic) a cell whose component's `layoutMode` changes while its view
//    model stays equal keeps its old frame: equality is the view model's alone. Documented on
//    `Component.layoutMode` (known issues below): what decides a size belongs in the view model.
// 3. (documentation contradiction) a `.fixed(100 × 10)` cell in a stock column is 320 points
//    wide, where `ContentLayoutMode.fixed` said "Exactly this size": the column rule (every cell
//    takes the offered width) stands, and `.fixed` now documents it.
// 4. (stale work handed out) work prefetched for a cell whose content then changed was handed to
//    the cell showing the new content, never cancelled. Fixed: it is cancelled and started again
//    for the new content.
//
// Everything else below passes: behaviour checked and found correct.

import Foundation
import Sectional
import Testing

/// A content view that counts renders.
final class DRLabel: ComponentView {
  var renders = 0
}

/// A text component whose size is part of the component, not of its view model.
struct DRSized: Component {
  let viewModel: String
  var size: CGSize = CGSize(width: 100, height: 10)

  func renderContent(coordinator: Void) -> DRLabel { DRLabel() }
  func render(in content: DRLabel, coordinator: Void) {
    content.renders += 1
    content.text = viewModel
  }
  var layoutMode: ContentLayoutMode { .fixed(size) }
}

/// A text component measured by its lines, counting renders.
struct DRText: Component {
  let viewModel: String
  func renderContent(coordinator: Void) -> DRLabel { DRLabel() }
  func render(in content: DRLabel, coordinator: Void) {
    content.renders += 1
    content.text = viewModel
  }
  var layoutMode: ContentLayoutMode { .flexibleHeight(estimatedHeight: 20) }
}

/// A layout component of an absolute size.
struct DRBox: LayoutComponent {
  let viewModel: String
  var width: LayoutDimension = .absolute(60)
  var height: LayoutDimension = .absolute(30)
  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
  func render(in content: ComponentView, coordinator: Void) { content.text = viewModel }
  func layoutSize() -> LayoutSize { LayoutSize(widthDimension: width, heightDimension: height) }
}

@MainActor
final class DRHarness {
  let view: HeadlessCollectionView
  let adapter: CollectionViewAdapter
  var diagnostics: [Diagnostic] = []

  init(size: CGSize = CGSize(width: 320, height: 480), flow: Bool = false) {
    if flow {
      let layout = FlowLayout()
      layout.minimumLineSpacing = 0
      view = HeadlessCollectionView(size: size, layout: layout)
    } else {
      view = HeadlessCollectionView(
        size: size, layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    }
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
  }

  func apply(_ list: List, _ strategy: UpdateStrategy = .animatedBatchUpdates) {
    adapter.apply(list, updateStrategy: strategy)
    view.layoutIfNeeded()
  }

  func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  func text(_ item: Int, _ section: Int = 0) -> String? {
    view.cellForItem(at: IndexPath(item: item, section: section))?.render()
  }

  func header(_ section: Int) -> CollectionReusableView? {
    view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: section))
  }
}

@MainActor
@Suite("Declarative review")
struct DeclarativeReviewTests {
  // MARK: Geometry follows the component

  @Test func aFixedSizeChangeWithTheSameViewModelResizesTheCell() {
    withKnownIssue(
      "Documented (layout mode outside the view model): a layout mode change with an equal view model keeps the old size"
    ) {
      let h = DRHarness()
      h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRSized(viewModel: "a")) } })
      #expect(h.frame(0)?.height == 10)
      h.apply(
        List {
          ListSection(id: "s") {
            Cell(id: 1, component: DRSized(viewModel: "a", size: CGSize(width: 100, height: 40)))
          }
        })
      #expect(h.frame(0)?.height == 40)
    }
  }

  @Test func aFixedSizeChangeWithTheSameViewModelResizesTheCellOnAFlowLayout() {
    withKnownIssue(
      "Documented (layout mode outside the view model): a layout mode change with an equal view model keeps the old size"
    ) {
      let h = DRHarness(flow: true)
      h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRSized(viewModel: "a")) } })
      #expect(h.frame(0)?.height == 10)
      h.apply(
        List {
          ListSection(id: "s") {
            Cell(id: 1, component: DRSized(viewModel: "a", size: CGSize(width: 100, height: 40)))
          }
        })
      #expect(h.frame(0)?.height == 40)
    }
  }

  @Test func aTextComponentsLayoutModeChangeResizesTheCell() {
    withKnownIssue(
      "Documented (layout mode outside the view model): a layout mode change with an equal view model keeps the old size"
    ) {
      let h = DRHarness()
      h.apply(List { ListSection(id: "s") { Cell(id: 1, component: TextComponent("a")) } })
      h.apply(
        List {
          ListSection(id: "s") {
            Cell(
              id: 1,
              component: TextComponent("a", layoutMode: .fixed(CGSize(width: 50, height: 70))))
          }
        })
      #expect(h.frame(0)?.height == 70)
    }
  }

  @Test func aLayoutComponentOfAbsoluteSizeInAPlainSectionKeepsItsHeight() {
    let h = DRHarness()
    h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRBox(viewModel: "a")) } })
    #expect(h.frame(0)?.height == 30)
  }

  @Test func aLayoutComponentOfAbsoluteSizeInAPlainSectionKeepsItsHeightOnAFlowLayout() {
    let h = DRHarness(flow: true)
    h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRBox(viewModel: "a")) } })
    #expect(h.frame(0)?.height == 30)
  }

  @Test func aCellGrowsWhenItsTextGainsALine() {
    let h = DRHarness()
    h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) } })
    let one = h.frame(0)?.height ?? 0
    h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a\nb")) } })
    #expect((h.frame(0)?.height ?? 0) > one * 1.5)
  }

  @Test func aNarrowerViewMeasuresTextAgain() {
    let h = DRHarness()
    let long = String(repeating: "x", count: 30)  // 255 points: one line at 320, two at 200
    h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: long)) } })
    let one = h.frame(0)?.height ?? 0
    h.view.bounds.size = CGSize(width: 200, height: 480)
    h.view.layoutIfNeeded()
    #expect((h.frame(0)?.height ?? 0) > one * 1.5)
  }

  @Test func aHeaderGrowsWhenItsTextGainsALine() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withHeader(DRText(viewModel: "h"))
      })
    let before = h.frame(0)?.minY ?? 0
    h.apply(
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withHeader(DRText(viewModel: "h\ni\nj"))
      })
    #expect((h.frame(0)?.minY ?? 0) > before + 30)
    #expect(h.header(0)?.render() == "h\ni\nj")
  }

  // MARK: Rendering exactly when content changes

  @Test func anUnchangedHeaderIsNotRenderedAgainAndAChangedOneOnce() {
    let h = DRHarness()
    func list(_ header: String, _ cell: String) -> List {
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: cell)) }
          .withHeader(DRText(viewModel: header))
      }
    }
    h.apply(list("h", "a"))
    let content = (h.header(0) as? ComponentSupplementaryView)?.content as? DRLabel
    let first = content?.renders ?? -1
    h.apply(list("h", "b"))
    #expect(content?.renders == first)
    h.apply(list("h2", "b"))
    #expect(content?.renders == first + 1)
    #expect(h.header(0)?.render() == "h2")
  }

  @Test func aChangedCellIsRenderedOnceAndItsNeighbourNotAtAll() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRText(viewModel: "a"))
          Cell(id: 2, component: DRText(viewModel: "b"))
        }
      })
    let a =
      (h.view.cellForItem(at: IndexPath(item: 0, section: 0)) as? ComponentCell)?.content
      as? DRLabel
    let b =
      (h.view.cellForItem(at: IndexPath(item: 1, section: 0)) as? ComponentCell)?.content
      as? DRLabel
    let (ra, rb) = (a?.renders ?? -1, b?.renders ?? -1)
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRText(viewModel: "a"))
          Cell(id: 2, component: DRText(viewModel: "B"))
        }
      })
    #expect(a?.renders == ra)
    #expect(b?.renders == rb + 1)
    #expect(h.text(1) == "B")
  }

  @Test func headersFollowTheirSectionsWhenSectionsSwap() {
    let h = DRHarness()
    func section(_ id: String) -> ListSection {
      ListSection(id: id) { Cell(id: id, component: DRText(viewModel: id)) }
        .withHeader(DRText(viewModel: "H" + id))
    }
    h.apply(
      List {
        section("a")
        section("b")
      })
    h.apply(
      List {
        section("b")
        section("a")
      })
    #expect(h.header(0)?.render() == "Hb")
    #expect(h.header(1)?.render() == "Ha")
    #expect(h.text(0) == "b")
  }

  @Test func aHeaderOfAnotherTypeReplacesTheView() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withHeader(DRText(viewModel: "h"))
      })
    h.apply(
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withHeader(TextComponent("t"))
      })
    #expect(h.header(0)?.render() == "t")
    #expect((h.header(0) as? ComponentSupplementaryView)?.component?.as(TextComponent.self) != nil)
  }

  @Test func aRemovedHeaderLeavesAndItsEndIsAnnouncedOnce() {
    let h = DRHarness()
    var ends = 0
    h.apply(
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withHeader(DRText(viewModel: "h"))
          .didEndDisplayHeader { _ in ends += 1 }
      })
    h.apply(
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .didEndDisplayHeader { _ in ends += 1 }
      })
    #expect(h.header(0) == nil)
    #expect(ends == 1)
  }

  // MARK: Events

  @Test func aTapAfterAnInsertAboveReachesTheTappedCell() {
    let h = DRHarness()
    var selected: [String] = []
    func cells(_ ids: [String]) -> [Cell] {
      ids.map { id in
        Cell(id: id, component: DRText(viewModel: id)).didSelect {
          selected.append("\(id) \($0.cellID) \($0.index) \($0.indexPath.item)")
        }
      }
    }
    h.apply(List { ListSection(id: "s", cells: cells(["a", "b"])) })
    h.apply(List { ListSection(id: "s", cells: cells(["z", "a", "b"])) })
    h.view.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(selected == ["b b 2 2"])
  }

  @Test func willDisplayRunsOnceForEachNewCellAndNotForKeptOnes() {
    let h = DRHarness()
    var shown: [String] = []
    func cells(_ ids: [String], _ text: String = "") -> [Cell] {
      ids.map { id in
        Cell(id: id, component: DRText(viewModel: id + text)).willDisplay {
          shown.append("\($0.cellID)@\($0.index)")
        }
      }
    }
    h.apply(List { ListSection(id: "s", cells: cells(["a", "b"])) })
    #expect(shown == ["a@0", "b@1"])
    shown = []
    h.apply(List { ListSection(id: "s", cells: cells(["a", "c", "b"], "!")) })
    #expect(shown == ["c@1"])
  }

  @Test func aDeletedCellEndsWithItsOwnComponent() {
    let h = DRHarness()
    var ended: [String] = []
    func cells(_ ids: [String]) -> [Cell] {
      ids.map { id in
        Cell(id: id, component: DRText(viewModel: id)).didEndDisplay {
          ended.append("\($0.cellID) \($0.component.as(DRText.self)?.viewModel ?? "?")")
        }
      }
    }
    h.apply(List { ListSection(id: "s", cells: cells(["a", "b", "c"])) })
    h.apply(List { ListSection(id: "s", cells: cells(["a", "c"])) })
    #expect(ended == ["b b"])
  }

  @Test func aCellChangingComponentTypeEndsTheOldAndShowsTheNew() {
    let h = DRHarness()
    var log: [String] = []
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRText(viewModel: "a"))
            .didEndDisplay { log.append("end \($0.component.as(DRText.self) != nil)") }
        }
      })
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: TextComponent("a"))
            .willDisplay { log.append("show \($0.component.as(TextComponent.self) != nil)") }
        }
      })
    #expect(log.sorted() == ["end true", "show true"])
    #expect(h.text(0) == "a")
  }

  // MARK: Identity

  @Test func aRepeatedIdIsReportedAndTheFirstKept() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRText(viewModel: "a"))
          Cell(id: 1, component: DRText(viewModel: "b"))
        }
      })
    #expect(h.view.numberOfItems(inSection: 0) == 1)
    #expect(h.text(0) == "a")
    #expect(h.diagnostics.contains { $0.kind == .duplicateCellID })
  }

  @Test func aRepeatedIdOfAnotherComponentTypeIsReported() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRText(viewModel: "a"))
          Cell(id: 1, component: TextComponent("b"))
        }
      })
    #expect(h.view.numberOfItems(inSection: 0) == 1)
    #expect(h.diagnostics.contains { $0.kind == .duplicateCellID })
  }

  @Test func aRepeatedIdAddedLaterIsReported() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRText(viewModel: "a"))
          Cell(id: 2, component: DRText(viewModel: "b"))
        }
      })
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRText(viewModel: "a"))
          Cell(id: 2, component: DRText(viewModel: "b"))
          Cell(id: 1, component: DRText(viewModel: "c"))
        }
      })
    #expect(h.view.numberOfItems(inSection: 0) == 2)
    #expect(h.diagnostics.contains { $0.kind == .duplicateCellID })
    #expect(h.view.errors.isEmpty)
  }

  @Test func aRepeatedSectionIdIsReported() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
        ListSection(id: "s") { Cell(id: 2, component: DRText(viewModel: "b")) }
      })
    #expect(h.view.numberOfSections == 1)
    #expect(!h.diagnostics.isEmpty)
  }

  // MARK: Mixing

  @Test func aSectionIdTurningFromAHandWrittenControllerToCellsShowsTheCells() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(
          Section(
            id: "s", model: ["x", "y"],
            controller: DiffingListSectionController<[String], String>()))
      })
    h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) } })
    #expect(h.view.numberOfItems(inSection: 0) == 1)
    #expect(h.text(0) == "a")
    #expect(h.view.errors.isEmpty)
  }

  @Test func aSectionIdTurningFromCellsToAHandWrittenControllerShowsItsRows() {
    let h = DRHarness()
    h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) } })
    h.apply(
      List {
        ListSection(
          Section(
            id: "s", model: ["x", "y"],
            controller: DiffingListSectionController<[String], String>()))
      })
    #expect(h.view.numberOfItems(inSection: 0) == 2)
    #expect(h.view.errors.isEmpty)
  }

  // MARK: Batch 2

  @Test func aLayoutModeChangePicksUpAfterALaterLayoutPass() {
    withKnownIssue(
      "Documented (layout mode outside the view model): a layout mode change with an equal view model keeps the old size"
    ) {
      let h = DRHarness()
      h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRSized(viewModel: "a")) } })
      h.apply(
        List {
          ListSection(id: "s") {
            Cell(id: 1, component: DRSized(viewModel: "a", size: CGSize(width: 100, height: 40)))
          }
        })
      h.view.invalidateLayout()
      h.view.layoutIfNeeded()
      #expect(h.frame(0)?.height == 40)
    }
  }

  @Test func aLayoutModeChangeBesideAnInsertResizesTheCell() {
    withKnownIssue(
      "Documented (layout mode outside the view model): a layout mode change with an equal view model keeps the old size"
    ) {
      let h = DRHarness()
      h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRSized(viewModel: "a")) } })
      h.apply(
        List {
          ListSection(id: "s") {
            Cell(id: 1, component: DRSized(viewModel: "a", size: CGSize(width: 100, height: 40)))
            Cell(id: 2, component: DRSized(viewModel: "b"))
          }
        })
      #expect(h.frame(0)?.height == 40)
    }
  }

  @Test func aLayoutComponentHeaderOfAbsoluteHeightKeepsItsHeight() {
    let h = DRHarness()
    withKnownIssue(
      "Documented (LayoutComponent outside a group): an absolute length beside another kind is not kept"
    ) {
      h.apply(
        List {
          ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
            .withHeader(DRBox(viewModel: "h", width: .fractionalWidth(1), height: .absolute(30)))
        })
      #expect(h.header(0)?.frame.height == 30)
      #expect(h.frame(0)?.minY == 30)
    }
    // Not kept, but never silently: the section says so.
    #expect(h.diagnostics.map(\.kind) == [.componentSizeIgnored])
  }

  @Test func aLayoutComponentInAGroupKeepsItsAbsoluteSize() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") {
          VGroup(width: .fractionalWidth(1), height: .estimated(100)) {
            Cell(id: 1, component: DRBox(viewModel: "a"))
          }
        }
      })
    #expect(h.frame(0)?.size == CGSize(width: 60, height: 30))
  }

  @Test func aHeaderContextAfterAChangeNamesTheNewComponent() {
    let h = DRHarness(size: CGSize(width: 320, height: 100))
    var seen: [String] = []
    func list(_ title: String) -> List {
      List {
        ListSection(
          id: "s", cells: (0..<30).map { Cell(id: $0, component: DRText(viewModel: "\($0)")) }
        )
        .withHeader(DRText(viewModel: title))
        .willDisplayHeader { seen.append($0.component.as(DRText.self)?.viewModel ?? "?") }
      }
    }
    h.apply(list("one"))
    h.view.contentOffset.y = 400
    h.view.layoutIfNeeded()
    h.apply(list("two"))
    h.view.contentOffset.y = 0
    h.view.layoutIfNeeded()
    #expect(seen == ["one", "two"])
    #expect(h.header(0)?.render() == "two")
  }

  @Test func aSectionDeletedAboveLeavesTheNextHeaderAlone() {
    let h = DRHarness()
    var log: [String] = []
    func section(_ id: String) -> ListSection {
      ListSection(id: id) { Cell(id: id, component: DRText(viewModel: id)) }
        .withHeader(DRText(viewModel: "H" + id))
        .willDisplayHeader { log.append("show \($0.sectionID) \($0.indexPath.section)") }
        .didEndDisplayHeader { log.append("end \($0.sectionID) \($0.indexPath.section)") }
    }
    h.apply(
      List {
        section("a")
        section("b")
      })
    log = []
    h.apply(List { section("b") })
    #expect(log == ["end a 0"])
    #expect(h.header(0)?.render() == "Hb")
  }

  @Test func aBadgeOfADeletedCellDoesNotStayOnItsNeighbour() {
    let h = DRHarness()
    func list(_ tiles: [(String, String?)]) -> List {
      List {
        ListSection(id: "tiles") {
          HGroup(of: tiles, width: .fractionalWidth(1), height: .absolute(30)) { tile in
            DRTile(id: tile.0, badge: tile.1)
          }
        }
      }
    }
    h.apply(list([("a", "A"), ("b", nil), ("c", "C")]))
    h.apply(list([("b", nil), ("c", "C")]))
    let badges = h.view.indexPathsForVisibleSupplementaryElements(ofKind: "badge").sorted()
    let shown = badges.map {
      "\($0.item):" + (h.view.supplementaryView(forElementKind: "badge", at: $0)?.render() ?? "-")
    }
    #expect(shown.filter { !$0.hasSuffix(":") } == ["1:C"])
    #expect(h.view.errors.isEmpty)
  }

  @Test func aBadgeOfAnInsertedCellShowsOnIt() {
    let h = DRHarness()
    func list(_ tiles: [(String, String?)]) -> List {
      List {
        ListSection(id: "tiles") {
          HGroup(of: tiles, width: .fractionalWidth(1), height: .absolute(30)) { tile in
            DRTile(id: tile.0, badge: tile.1)
          }
        }
      }
    }
    h.apply(list([("b", nil), ("c", "C")]))
    h.apply(list([("a", "A"), ("b", nil), ("c", "C")]))
    let badges = h.view.indexPathsForVisibleSupplementaryElements(ofKind: "badge").sorted()
    let shown = badges.map {
      "\($0.item):" + (h.view.supplementaryView(forElementKind: "badge", at: $0)?.render() ?? "-")
    }
    #expect(shown.filter { !$0.hasSuffix(":") } == ["0:A", "2:C"])
  }

  @Test func aDecorationChangeIsRenderedIntoItsSectionsView() {
    let h = DRHarness()
    func section(_ id: String, _ paint: String) -> ListSection {
      ListSection(id: id) {
        HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
          Cell(id: id, component: DRBox(viewModel: id))
        }
      }
      .decorationItem(DRBackground(paint: paint))
    }
    h.apply(
      List {
        section("a", "red")
        section("b", "blue")
      })
    h.apply(
      List {
        section("b", "green")
        section("a", "red")
      })
    let first = h.view.decorationView(ofKind: "dr-bg", at: IndexPath(item: 0, section: 0))
    let second = h.view.decorationView(ofKind: "dr-bg", at: IndexPath(item: 0, section: 1))
    #expect(first?.render() == "green")
    #expect(second?.render() == "red")
  }

  @Test func aRefreshRunsTheHandlerOfTheListLastApplied() {
    let h = DRHarness()
    var calls: [String] = []
    h.apply(List { ListSection(id: "s", cells: []) }.onRefresh { calls.append("one") })
    h.apply(List { ListSection(id: "s", cells: []) }.onRefresh { calls.append("two") })
    #expect(h.adapter.refresh())
    h.apply(List { ListSection(id: "s", cells: []) })
    #expect(!h.adapter.refresh())
    #expect(calls == ["two"])
  }

  @Test func reachedEndOfShortContentFiresOnceAcrossEqualApplies() {
    let h = DRHarness()
    var fired = 0
    func list() -> List {
      List { ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) } }
        .onReachedEnd { _ in fired += 1 }
    }
    h.apply(list())
    h.apply(list())
    h.apply(list())
    #expect(fired == 1)
  }

  @Test func reachedEndFiresAgainWhenAPageArrives() {
    let h = DRHarness(size: CGSize(width: 320, height: 100))
    var fired = 0
    func list(_ n: Int) -> List {
      List {
        ListSection(
          id: "s", cells: (0..<n).map { Cell(id: $0, component: DRText(viewModel: "\($0)")) })
      }
      .onReachedEnd(offset: .absolute(50)) { _ in fired += 1 }
    }
    h.apply(list(20))
    #expect(fired == 0)
    h.view.contentOffset.y = h.view.contentSize.height - 100
    h.view.layoutIfNeeded()
    #expect(fired == 1)
    h.apply(list(22))
    #expect(fired == 2)
  }

  @Test func aPlaceholderSwappedForContentOfTheSameIdShowsTheContent() {
    let h = DRHarness()
    h.adapter.showLoader(
      with: List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "loading")) }
      })
    h.view.layoutIfNeeded()
    h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "loading")) } })
    #expect(h.text(0) == "loading")
    #expect(h.view.cellForItem(at: IndexPath(item: 0, section: 0))?.isPlaceholder == false)
  }

  @Test func aStyledHeaderChangingStyleGetsAViewOfTheNewStyle() {
    let h = DRHarness()
    func list(_ tone: String) -> List {
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withHeader(StyledComponent(viewModel: "h", tone: tone))
      }
    }
    h.apply(list("red"))
    h.apply(list("blue"))
    #expect(h.header(0)?.render() == "blue: h")
    let view = h.header(0) as? ComponentSupplementaryView
    #expect(
      view?.component?.reuseIdentifier
        == StyledComponent(viewModel: "h", tone: "blue").reuseIdentifier)
  }

  @Test func aViewModelRowWithANewStyleIsAnotherItem() {
    let h = DRHarness()
    let red = RowStyle<ComponentView>("red") { $0.text = "red " + $0.text }
    let blue = RowStyle<ComponentView>("blue") { $0.text = "blue " + $0.text }
    func list(_ style: RowStyle<ComponentView>?) -> List {
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: ViewModelComponent(data: "x", style: style) { $1.text = $0 })
        }
      }
    }
    h.apply(list(red))
    h.apply(list(blue))
    #expect(h.text(0) == "blue x")
    h.apply(list(nil))
    #expect(h.text(0) == "x")
  }

  @Test func aHorizontalRowIsAsTallAsItsTallestCellAfterItGrows() {
    let h = DRHarness()
    func list(_ second: String) -> List {
      List {
        ListSection(id: "s") {
          Cell(
            id: 1,
            component: TextComponent(
              "a", layoutMode: .fitContent(estimatedSize: CGSize(width: 20, height: 20))))
          Cell(
            id: 2,
            component: TextComponent(
              second, layoutMode: .fitContent(estimatedSize: CGSize(width: 20, height: 20))))
        }
        .withSectionLayout(.horizontal())
      }
    }
    h.apply(list("b"))
    let before = h.frame(0)?.height ?? 0
    h.apply(list("b\nc\nd"))
    #expect((h.frame(1)?.height ?? 0) > before * 2)
    #expect(h.text(1) == "b\nc\nd")
  }

  // MARK: Batch 3

  @Test func aGridRowIsAsTallAsItsTallestCellAndRowsDoNotOverlap() {
    let h = DRHarness()
    func list(_ texts: [String]) -> List {
      List {
        ListSection(
          id: "g",
          cells: texts.enumerated().map {
            Cell(id: $0.offset, component: DRText(viewModel: $0.element))
          }
        )
        .withSectionLayout(.verticalGrid(numberOfItemsInRow: 2))
      }
    }
    h.apply(list(["a", "b\nb\nb", "c", "d"]))
    let tallest = h.frame(1)?.maxY ?? 0
    #expect((h.frame(2)?.minY ?? 0) >= tallest)
    h.apply(list(["a\na\na\na\na", "b", "c", "d"]))
    #expect((h.frame(2)?.minY ?? 0) >= (h.frame(0)?.maxY ?? 0))
  }

  @Test func verticalSpacingHoldsAfterAnInsertInTheMiddle() {
    let h = DRHarness()
    func list(_ ids: [Int]) -> List {
      List {
        ListSection(
          id: "s", cells: ids.map { Cell(id: $0, component: DRSized(viewModel: "\($0)")) }
        )
        .withSectionLayout(.vertical(spacing: 12))
      }
    }
    h.apply(list([1, 2, 3]))
    h.apply(list([1, 9, 2, 3]))
    let ys = (0..<4).map { h.frame($0)?.minY ?? -1 }
    #expect(ys == [0, 22, 44, 66])
  }

  @Test func aHeaderOfAnotherTypeEndsTheOldViewAndAnnouncesTheNewOnce() {
    let h = DRHarness()
    var log: [String] = []
    func list(_ header: some Component) -> List {
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withHeader(header)
          .willDisplayHeader { log.append("show \($0.content?.render() ?? "?")") }
          .didEndDisplayHeader { log.append("end \($0.content?.render() ?? "?")") }
      }
    }
    h.apply(list(DRText(viewModel: "old")))
    log = []
    h.apply(list(TextComponent("new")))
    #expect(log == ["end old", "show new"])
  }

  @Test func aChangedHeaderOfTheSameTypeIsNotAnnouncedAgain() {
    let h = DRHarness()
    var log: [String] = []
    func list(_ title: String) -> List {
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withHeader(DRText(viewModel: title))
          .willDisplayHeader { log.append("show \($0.content?.render() ?? "?")") }
          .didEndDisplayHeader { log.append("end \($0.content?.render() ?? "?")") }
      }
    }
    h.apply(list("one"))
    log = []
    h.apply(list("two"))
    #expect(log == [])
  }

  @Test func anApplyFromADidSelectHandlerShowsThatList() {
    let h = DRHarness()
    var lists: [List] = []
    func list(_ ids: [String]) -> List {
      List {
        ListSection(
          id: "s",
          cells: ids.map { id in
            Cell(id: id, component: DRText(viewModel: id)).didSelect { _ in
              h.adapter.apply(lists[1])
            }
          })
      }
    }
    lists = [list(["a", "b"]), list(["c", "b", "a"])]
    h.apply(lists[0])
    h.view.tapItem(at: IndexPath(item: 0, section: 0))
    h.view.layoutIfNeeded()
    #expect((0..<3).map { h.text($0) } == ["c", "b", "a"])
    #expect(h.view.errors.isEmpty)
  }

  @Test func anApplyFromAWillDisplayHandlerShowsThatList() {
    let h = DRHarness()
    var applied = false
    let second = List {
      ListSection(id: "s") {
        Cell(id: "x", component: DRText(viewModel: "x"))
        Cell(id: "a", component: DRText(viewModel: "A"))
      }
    }
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(id: "a", component: DRText(viewModel: "a")).willDisplay { _ in
            guard !applied else { return }
            applied = true
            h.adapter.apply(second)
          }
        }
      })
    h.view.layoutIfNeeded()
    #expect(h.view.numberOfItems(inSection: 0) == 2)
    #expect(h.text(0) == "x")
    #expect(h.text(1) == "A")
    #expect(h.view.errors.isEmpty)
  }

  @Test func aHandWrittenSectionMovesAmongCellSectionsAndKeepsItsRows() {
    let h = DRHarness()
    let controller = DiffingListSectionController<[String], String>()
    func list(_ first: Bool) -> List {
      let a = ListSection(id: "a") { Cell(id: 1, component: DRText(viewModel: "a")) }
      let m = ListSection(Section(id: "m", model: ["x", "y"], controller: controller))
      return first
        ? List {
          a
          m
        }
        : List {
          m
          a
        }
    }
    h.apply(list(true))
    h.apply(list(false))
    #expect(h.view.numberOfItems(inSection: 0) == 2)
    #expect(h.view.numberOfItems(inSection: 1) == 1)
    #expect(h.text(0, 1) == "a")
    #expect(h.view.errors.isEmpty)
  }

  @Test func cellAtNamesTheCellShownAfterAnUpdate() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(
          id: "s", cells: ["a", "b"].map { Cell(id: $0, component: DRText(viewModel: $0)) })
      })
    h.apply(
      List {
        ListSection(
          id: "s", cells: ["b", "c"].map { Cell(id: $0, component: DRText(viewModel: $0 + "!")) })
      })
    #expect(h.adapter.cell(at: IndexPath(item: 0, section: 0))?.id == AnyHashable("b"))
    #expect(
      h.adapter.component(at: IndexPath(item: 1, section: 0), as: DRText.self)?.viewModel == "c!")
    #expect(h.text(0) == "b!")
  }

  // Documented on `ContentLayoutMode.fixed` and in the article: a stock column gives each cell
  // the width the layout offers, a fixed one too; its height is its own.
  @Test func aFixedCellInAColumnTakesTheColumnsWidthAsDocumented() {
    let h = DRHarness()
    h.apply(List { ListSection(id: "s") { Cell(id: 1, component: DRSized(viewModel: "a")) } })
    #expect(h.frame(0)?.size == CGSize(width: 320, height: 10))
  }

  @Test func aFooterIsPlacedBelowCellsThatGrew() {
    let h = DRHarness()
    func list(_ t: String) -> List {
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: t)) }
          .withFooter(DRText(viewModel: "f"))
      }
    }
    h.apply(list("a"))
    h.apply(list("a\nb\nc"))
    let footer = h.view.supplementaryView(
      forElementKind: .footer, at: IndexPath(item: 0, section: 0))
    #expect((footer?.frame.minY ?? 0) >= (h.frame(0)?.maxY ?? 1))
  }

  @Test func anEmptySectionWithAHeaderShowsTheHeader() {
    let h = DRHarness()
    h.apply(List { ListSection(id: "s", cells: []).withHeader(DRText(viewModel: "h")) })
    #expect(h.header(0)?.render() == "h")
  }

  @Test func reachedEndUsesTheHandlerOfTheLastList() {
    let h = DRHarness()
    var calls: [String] = []
    h.apply(List { ListSection(id: "s", cells: []) }.onReachedEnd { _ in calls.append("one") })
    h.adapter.rearmReachedEnd()
    h.apply(List { ListSection(id: "s", cells: []) }.onReachedEnd { _ in calls.append("two") })
    h.adapter.rearmReachedEnd()
    #expect(calls == ["one", "one", "two"] || calls == ["one", "two"])
    #expect(calls.last == "two")
  }

  @Test func didScrollRunsTheHandlerOfTheLastList() {
    let h = DRHarness(size: CGSize(width: 320, height: 100))
    var calls: [String] = []
    let cells = (0..<40).map { Cell(id: $0, component: DRText(viewModel: "\($0)")) }
    h.apply(List { ListSection(id: "s", cells: cells) }.didScroll { _ in calls.append("one") })
    h.apply(List { ListSection(id: "s", cells: cells) }.didScroll { _ in calls.append("two") })
    calls = []
    h.view.scroll(by: 50)
    #expect(!calls.isEmpty)
    #expect(calls.allSatisfy { $0 == "two" })
  }

  // MARK: Batch 4

  @Test func aGroupComponentsNewAbsoluteSizeWithTheSameViewModelIsLaidOut() {
    let h = DRHarness()
    func list(_ width: CGFloat) -> List {
      List {
        ListSection(id: "s") {
          HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
            Cell(id: 1, component: DRBox(viewModel: "a", width: .absolute(width)))
            Cell(id: 2, component: DRBox(viewModel: "b"))
          }
        }
      }
    }
    h.apply(list(60))
    h.apply(list(90))
    #expect(h.frame(0)?.width == 90)
    #expect(h.frame(1)?.minX == 90)
  }

  @Test func aRepeatedIdInAGroupIsReportedAndTheOthersKeepTheirSizes() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") {
          HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
            Cell(id: 1, component: DRBox(viewModel: "a", width: .absolute(10)))
            Cell(id: 1, component: DRBox(viewModel: "b", width: .absolute(20)))
            Cell(id: 3, component: DRBox(viewModel: "c", width: .absolute(40)))
          }
        }
      })
    #expect(h.view.numberOfItems(inSection: 0) == 2)
    #expect(h.frame(1)?.width == 40)
    #expect(h.diagnostics.contains { $0.kind == .duplicateCellID })
  }

  @Test func aHorizontalRowShrinksWhenItsTallestCellLeaves() {
    let h = DRHarness()
    func list(_ tall: Bool) -> List {
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRSized(viewModel: "a", size: CGSize(width: 50, height: 20)))
          if tall {
            Cell(id: 2, component: DRSized(viewModel: "b", size: CGSize(width: 50, height: 90)))
          }
        }
        .withSectionLayout(.horizontal())
        ListSection(id: "t") { Cell(id: 3, component: DRSized(viewModel: "c")) }
      }
    }
    h.apply(list(true))
    #expect(h.frame(0, 1)?.minY == 90)
    h.apply(list(false))
    #expect(h.frame(0, 1)?.minY == 20)
  }

  @Test func aMadeLayoutSeesTheCellsOfTheLastUpdate() {
    let h = DRHarness()
    func list(_ first: String) -> List {
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRText(viewModel: first))
          Cell(id: 2, component: DRText(viewModel: "b"))
        }
        .withSectionLayout { context -> any SectionLayoutDescription in
          let big = context.cells.first?.component.as(DRText.self)?.viewModel == "big"
          return LayoutSection(
            group: .vertical(
              layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(big ? 50 : 25)),
              subitems: [LayoutItem(layoutSize: .fillingContainer)]))
        }
      }
    }
    h.apply(list("small"))
    #expect(h.frame(1)?.minY == 25)
    h.apply(list("big"))
    #expect(h.frame(1)?.minY == 50)
  }

  @Test func aRemovedSectionEndsEachCellOnceWithTheLastHandlers() {
    let h = DRHarness()
    var ended: [String] = []
    func list(_ tag: String) -> List {
      List {
        ListSection(
          id: "s",
          cells: ["a", "b"].map { id in
            Cell(id: id, component: DRText(viewModel: id)).didEndDisplay { _ in
              ended.append(tag + id)
            }
          })
        ListSection(id: "t") { Cell(id: "c", component: DRText(viewModel: "c")) }
      }
    }
    h.apply(list("1"))
    h.apply(list("2"))
    h.apply(List { ListSection(id: "t") { Cell(id: "c", component: DRText(viewModel: "c")) } })
    #expect(ended.sorted() == ["2a", "2b"])
  }

  @Test func aReloadEndsAndShowsEachCellOnce() {
    let h = DRHarness()
    var log: [String] = []
    func list() -> List {
      List {
        ListSection(
          id: "s",
          cells: ["a", "b"].map { id in
            Cell(id: id, component: DRText(viewModel: id))
              .willDisplay { log.append("show \($0.cellID)") }
              .didEndDisplay { log.append("end \($0.cellID)") }
          })
      }
    }
    h.apply(list())
    log = []
    h.apply(list(), .reloadData)
    #expect(log.sorted() == ["end a", "end b", "show a", "show b"])
  }

  @Test func aHeaderScrolledAwayAfterSectionsSwapNamesItsSection() {
    let h = DRHarness(size: CGSize(width: 320, height: 100))
    var ended: [String] = []
    func section(_ id: String) -> ListSection {
      ListSection(
        id: id, cells: (0..<10).map { Cell(id: $0, component: DRText(viewModel: "\(id)\($0)")) }
      )
      .withHeader(DRText(viewModel: "H" + id))
      .didEndDisplayHeader {
        ended.append("\($0.sectionID) \($0.indexPath.section) \($0.content?.render() ?? "?")")
      }
    }
    h.apply(
      List {
        section("a")
        section("b")
      })
    h.apply(
      List {
        section("b")
        section("a")
      })
    ended = []
    h.view.contentOffset.y = 150
    h.view.layoutIfNeeded()
    #expect(ended == ["b 0 Hb"])
  }

  @Test func highlightAndUnhighlightNameTheCell() {
    let h = DRHarness()
    var log: [String] = []
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(id: "a", component: DRText(viewModel: "a"))
          Cell(id: "b", component: DRText(viewModel: "b"))
            .onHighlight {
              log.append("on \($0.cellID) \($0.index) \($0.content?.render() ?? "?")")
            }
            .onUnhighlight { log.append("off \($0.cellID) \($0.index)") }
            .didSelect { log.append("select \($0.cellID)") }
        }
      })
    h.view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(log == ["on b 1 b", "off b 1", "select b"])
  }

  @Test func aRowOfFlexibleWidthCellsMeasuresWidths() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(
            id: 1, component: TextComponent("ab", layoutMode: .flexibleWidth(estimatedWidth: 50)))
          Cell(
            id: 2,
            component: TextComponent("abcd", layoutMode: .fixed(CGSize(width: 40, height: 30))))
        }
        .withSectionLayout(.horizontal())
      })
    #expect(h.frame(0)?.width == 17)
    #expect(h.frame(0)?.height == 30)
    #expect(h.frame(1)?.minX == 17)
  }

  @Test func aFitContentCellInAColumnIsMeasured() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(
            id: 1,
            component: TextComponent(
              "ab", layoutMode: .fitContent(estimatedSize: CGSize(width: 50, height: 20))))
        }
      })
    #expect(h.frame(0)?.height == 20)
  }

  @Test func aCellsComponentAfterAReconfigureIsTheNewOneInItsEvents() {
    let h = DRHarness()
    var seen: [String] = []
    func list(_ t: String) -> List {
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRText(viewModel: t)).didSelect {
            seen.append(
              "\($0.component.as(DRText.self)?.viewModel ?? "?") \($0.content?.render() ?? "?")")
          }
        }
      }
    }
    h.apply(list("a"))
    h.apply(list("b"))
    h.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(seen == ["b b"])
  }

  // MARK: Batch 5

  @Test func workPrefetchedForContentThatChangedIsNotHandedToTheCell() {
    let plugin = DRPrefetcher()
    let h = DRHarness(size: CGSize(width: 100, height: 50), flow: true)
    h.adapter.prefetchingPlugins = [plugin]
    @MainActor func list(_ version: (Int) -> String) -> List {
      List {
        ListSection(
          id: "rows",
          cells: (0..<20).map { Cell(id: $0, component: DRSized(viewModel: version($0))) })
      }
    }
    h.apply(list { "v1-\($0)" })
    #expect(plugin.started.contains("v1-5"))
    h.apply(list { $0 == 5 ? "v2-5" : "v1-\($0)" })
    h.view.contentOffset.y = 10
    h.view.layoutIfNeeded()
    let cell = h.view.cellForItem(at: IndexPath(item: 5, section: 0)) as? ComponentCell
    #expect(cell?.render() == "v2-5")
    #expect(cell?.prefetchTasks.contains { $0 === plugin.tasks["v1-5"] } != true)
    #expect(plugin.cancelled.contains("v1-5"))
  }

  @Test func aFixedHeaderKeepsItsWidth() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withHeader(DRSized(viewModel: "h", size: CGSize(width: 100, height: 30)))
      })
    #expect(h.header(0)?.frame.size == CGSize(width: 100, height: 30))
  }

  @Test func aHeaderIsMeasuredAgainWhenTheViewNarrows() {
    let h = DRHarness()
    let long = String(repeating: "x", count: 30)
    h.apply(
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withHeader(DRText(viewModel: long))
      })
    let before = h.header(0)?.frame.height ?? 0
    h.view.bounds.size = CGSize(width: 200, height: 480)
    h.view.layoutIfNeeded()
    #expect((h.header(0)?.frame.height ?? 0) > before * 1.5)
    #expect((h.frame(0)?.minY ?? 0) >= (h.header(0)?.frame.maxY ?? 1))
  }

  @Test func aFlexibleHeightCellInARowIsAsWideAsTheViewport() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withSectionLayout(.horizontal())
      })
    #expect(h.frame(0)?.width == 320)
    #expect(h.frame(0)?.height == snappedDR(TextMetrics.default.lineHeight))
  }

  @Test func aGridOfThreeColumnsSplitsTheWidthAfterSpacing() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(
          id: "g", cells: (0..<4).map { Cell(id: $0, component: DRText(viewModel: "\($0)")) }
        )
        .withSectionLayout(.verticalGrid(numberOfItemsInRow: 3, itemSpacing: 10, lineSpacing: 5))
      })
    #expect(h.frame(0)?.width == 100)
    #expect(h.frame(1)?.minX == 110)
    #expect(h.frame(3)?.minY == (h.frame(0)?.maxY ?? 0) + 5)
  }

  // MARK: Batch 6

  @Test func reachedEndFiresWhenTheViewportGrowsNearTheEnd() {
    let h = DRHarness(size: CGSize(width: 320, height: 100))
    var fired = 0
    h.apply(
      List {
        ListSection(
          id: "s", cells: (0..<20).map { Cell(id: $0, component: DRSized(viewModel: "\($0)")) })
      }
      .onReachedEnd(offset: .absolute(10)) { _ in fired += 1 })
    #expect(fired == 0)
    h.view.bounds.size = CGSize(width: 320, height: 195)
    h.view.layoutIfNeeded()
    #expect(fired == 1)
  }

  @Test func aNewHandlerOnAnEqualCellRunsAfterAQuietApply() {
    let h = DRHarness()
    var log: [String] = []
    func list(_ tag: String) -> List {
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRText(viewModel: "a")).didSelect { _ in log.append(tag) }
        }
        .withHeader(DRText(viewModel: "h"))
      }
    }
    h.apply(list("one"))
    h.apply(list("two"))
    h.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(log == ["two"])
  }

  @Test func aNewHandlerOnAnEqualCellRunsInADecoratedSection() {
    let h = DRHarness()
    var log: [String] = []
    func list(_ tag: String) -> List {
      List {
        ListSection(id: "s") {
          HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
            Cell(id: 1, component: DRBox(viewModel: "a")).didSelect { _ in log.append(tag) }
          }
        }
        .decorationItem(DRBackground(paint: "red"))
      }
    }
    h.apply(list("one"))
    h.apply(list("two"))
    h.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(log == ["two"])
  }

  @Test func aLayoutComponentOfEstimatedWidthAndAbsoluteHeightKeepsItsHeightInAColumn() {
    let h = DRHarness()
    withKnownIssue(
      "Documented (LayoutComponent outside a group): an absolute length beside another kind is not kept"
    ) {
      h.apply(
        List {
          ListSection(id: "s") {
            Cell(
              id: 1, component: DRBox(viewModel: "a", width: .estimated(40), height: .absolute(30)))
          }
        })
      #expect(h.frame(0)?.height == 30)
    }
    // Not kept, but never silently: the section says so.
    #expect(h.diagnostics.map(\.kind) == [.componentSizeIgnored])
  }

  // MARK: Batch 7

  @Test func aRepeatingSectionLaysOutAnInsertedElementInItsPlace() {
    let h = DRHarness()
    func list(_ ids: [String]) -> List {
      List {
        ListSection(id: "cards", repeating: ids) { id in
          HGroup(width: .absolute(100), height: .absolute(40)) { DRCard(id: id) }
        }
        .interGroupSpacing(10)
        .orthogonalScrollingBehavior(.continuous)
      }
    }
    h.apply(list(["a", "b", "c"]))
    h.apply(list(["a", "x", "b", "c"]))
    #expect((0..<4).map { h.frame($0)?.minX ?? -1 } == [0, 110, 220, 330])
    #expect(h.text(1) == "x")
    #expect(h.view.errors.isEmpty)
    #expect(h.diagnostics.isEmpty)
  }

  @Test func aCellMovingToAnotherSectionEndsThereAndShowsHereOnce() {
    let h = DRHarness()
    var log: [String] = []
    func cell(_ id: String) -> Cell {
      Cell(id: id, component: DRText(viewModel: id))
        .willDisplay { log.append("show \($0.sectionID) \($0.cellID) \($0.indexPath.section)") }
        .didEndDisplay { log.append("end \($0.sectionID) \($0.cellID) \($0.indexPath.section)") }
    }
    h.apply(
      List {
        ListSection(id: "a", cells: [cell("x"), cell("y")])
        ListSection(id: "b", cells: [cell("z")])
      })
    log = []
    h.apply(
      List {
        ListSection(id: "a", cells: [cell("y")])
        ListSection(id: "b", cells: [cell("x"), cell("z")])
      })
    #expect(log.sorted() == ["end a x 0", "show b x 1"])
  }

  @Test func aHeaderRemovedThenAddedAgainShowsIt() {
    let h = DRHarness()
    let base = ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
    h.apply(List { base.withHeader(DRText(viewModel: "h")) })
    h.apply(List { base })
    h.apply(List { base.withHeader(DRText(viewModel: "h2")) })
    #expect(h.header(0)?.render() == "h2")
    #expect(h.frame(0)?.minY == h.header(0)?.frame.maxY)
  }

  @Test func aFooterFollowsItsSectionAfterADeleteAbove() {
    let h = DRHarness()
    func section(_ id: String) -> ListSection {
      ListSection(id: id) { Cell(id: id, component: DRText(viewModel: id)) }
        .withFooter(DRText(viewModel: "F" + id))
    }
    h.apply(
      List {
        section("a")
        section("b")
        section("c")
      })
    h.apply(
      List {
        section("c")
        section("b")
      })
    let f0 = h.view.supplementaryView(forElementKind: .footer, at: IndexPath(item: 0, section: 0))
    let f1 = h.view.supplementaryView(forElementKind: .footer, at: IndexPath(item: 0, section: 1))
    #expect(f0?.render() == "Fc")
    #expect(f1?.render() == "Fb")
  }

  // MARK: Batch 8

  @Test func aCellRemovedBeforeALaterApplyEndsWithTheHandlerOfTheLastListThatHadIt() {
    let h = DRHarness()
    var log: [String] = []
    func list(_ tag: String, x: Bool, y: String = "y") -> List {
      List {
        ListSection(id: "s") {
          if x {
            Cell(id: "x", component: DRText(viewModel: "x")).didEndDisplay { _ in log.append(tag) }
          }
          Cell(id: "y", component: DRText(viewModel: y))
        }
      }
    }
    h.apply(list("h1", x: true))
    h.apply(list("h2", x: true))
    h.adapter.apply(list("h3", x: false))
    h.adapter.apply(list("h4", x: false, y: "y!"))
    h.view.layoutIfNeeded()
    #expect(log == ["h2"])
  }

  @Test func aCellRemovedAfterAQuietApplyEndsWithTheNewerHandler() {
    let h = DRHarness()
    var log: [String] = []
    func list(_ tag: String, x: Bool) -> List {
      List {
        ListSection(id: "s") {
          if x {
            Cell(id: "x", component: DRText(viewModel: "x")).didEndDisplay { _ in log.append(tag) }
          }
          Cell(id: "y", component: DRText(viewModel: "y"))
        }
      }
    }
    h.apply(list("h1", x: true))
    h.apply(list("h2", x: true))
    h.apply(list("h3", x: false))
    #expect(log == ["h2"])
  }

  @Test func aCellScrolledAwayAfterAQuietApplyEndsWithTheNewerHandler() {
    let h = DRHarness(size: CGSize(width: 320, height: 100))
    var log: [String] = []
    func list(_ tag: String) -> List {
      List {
        ListSection(
          id: "s",
          cells: (0..<30).map { i in
            Cell(id: i, component: DRSized(viewModel: "\(i)")).didEndDisplay { _ in
              if i == 0 { log.append(tag) }
            }
          })
      }
    }
    h.apply(list("h1"))
    h.apply(list("h2"))
    h.view.contentOffset.y = 200
    h.view.layoutIfNeeded()
    #expect(log == ["h2"])
  }

  @Test func aFlowLayoutHeaderGrowsWithItsText() {
    let h = DRHarness(flow: true)
    func list(_ t: String) -> List {
      List {
        ListSection(id: "s") { Cell(id: 1, component: DRText(viewModel: "a")) }
          .withHeader(DRText(viewModel: t))
      }
    }
    h.apply(list("h"))
    let before = h.header(0)?.frame.height ?? 0
    h.apply(list("h\ni\nj"))
    #expect((h.header(0)?.frame.height ?? 0) > before * 2)
    #expect((h.frame(0)?.minY ?? 0) >= (h.header(0)?.frame.maxY ?? 1))
  }

  // MARK: Batch 9

  @Test func aTextCellInAnEstimatedGroupGrowsWithItsText() {
    let h = DRHarness()
    func list(_ t: String) -> List {
      List {
        ListSection(id: "s") {
          VGroup(width: .fractionalWidth(1), height: .estimated(20)) {
            Cell(id: 1, component: DRText(viewModel: t))
            Cell(id: 2, component: DRText(viewModel: "b"))
          }
        }
      }
    }
    h.apply(list("a"))
    let before = h.frame(1)?.minY ?? 0
    h.apply(list("a\nb\nc"))
    #expect((h.frame(1)?.minY ?? 0) > before + 30)
  }

  @Test func aSectionSwitchingFromAStockToAGroupLayoutIsLaidOutByTheGroup() {
    let h = DRHarness()
    h.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: DRBox(viewModel: "a"))
          Cell(id: 2, component: DRBox(viewModel: "b"))
        }.withSectionLayout(.vertical())
      })
    h.apply(
      List {
        ListSection(id: "s") {
          HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
            Cell(id: 1, component: DRBox(viewModel: "a"))
            Cell(id: 2, component: DRBox(viewModel: "b"))
          }
        }
      })
    #expect(h.frame(0) == CGRect(x: 0, y: 0, width: 60, height: 30))
    #expect(h.frame(1) == CGRect(x: 60, y: 0, width: 60, height: 30))
  }

}

/// A tile that wears a badge.
struct DRTile: LayoutComponent, Identifiable {
  let id: String
  let badge: String?
  var viewModel: String { id + (badge ?? "") }
  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
  func render(in content: ComponentView, coordinator: Void) { content.text = id }
  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .absolute(50), heightDimension: .fractionalHeight(1))
  }
  func supplementaryComponents() -> [SupplementaryComponent] {
    guard let badge else { return [] }
    return [
      SupplementaryComponent(
        TextComponent(badge),
        layout: SupplementaryItem(elementKind: "badge").width(.absolute(20)).height(.absolute(10))
          .containerAnchor(edges: [.top, .trailing]))
    ]
  }
}

/// A section background.
struct DRBackground: DecorationComponent {
  let paint: String
  var viewModel: String { paint }
  var elementKind: ElementKind { "dr-bg" }
  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
  func render(in content: ComponentView, coordinator: Void) { content.text = paint }
}

func snappedDR(_ length: CGFloat) -> CGFloat { (length + 1e-6).rounded(.down) }

@MainActor
final class DRPrefetcher: PrefetchingPlugin {
  var started: [String] = []
  var cancelled: [String] = []
  var tasks: [String: PrefetchTask] = [:]

  func prefetch(_ component: AnyComponent) -> PrefetchTask? {
    guard let text = component.as(DRSized.self)?.viewModel else { return nil }
    started.append(text)
    let task = PrefetchTask { [unowned self] in cancelled.append(text) }
    tasks[text] = task
    return task
  }
}

/// A card of a repeating section.
struct DRCard: LayoutComponent, Identifiable {
  let id: String
  var viewModel: String { id }
  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
  func render(in content: ComponentView, coordinator: Void) { content.text = id }
  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
  }
}
