import Foundation
import Sectional
import Testing

// What the header and footer handlers heard, in order.
@MainActor
private final class SupLog {
  var events: [String] = []

  func count(_ prefix: String) -> Int {
    events.filter { $0.hasPrefix(prefix) }.count
  }
}

// A decoration behind a section, of a kind given by the test.
private struct SupBackground: DecorationComponent {
  let label: String
  let kind: String
  var viewModel: String { label }
  var elementKind: ElementKind { ElementKind(rawValue: kind) }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = "bg \(label)"
  }
}

// A box of 50 × 30 that carries its layout, with an optional badge.
private struct SupBox: LayoutComponent, Identifiable {
  let id: String
  var badge: String?
  var viewModel: String { id + (badge ?? "") }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = id
  }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(30))
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

// A header that carries its layout: full width, 25 points tall.
private struct SupTitle: LayoutComponent {
  let text: String
  var viewModel: String { text }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = text
  }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(25))
  }
}

// A hand-written section with a header of its own, 10 points tall.
@MainActor
private final class SupHandWritten: DiffingListSectionController<[String], String>,
  SupplementaryViewProviding, FlowLayoutSizing
{
  var title = "hand"

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    guard kind == .header else { return nil }
    let header = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: .header, for: indexPath)
    header.text = title
    return header
  }

  func headerSize(in context: any CollectionViewContext) -> CGSize? {
    CGSize(width: context.containerSize.width, height: 10)
  }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CGSize?
  {
    CGSize(width: context.containerSize.width, height: 10)
  }
}

@MainActor
@Suite("Declarative: review of headers, footers, decorations, layout components and events")
struct SupplementaryReviewTests {
  // The rendered text of the shown views of a kind, in index path order.
  private func shown(_ kind: ElementKind, in view: HeadlessCollectionView) -> [String] {
    view.layoutIfNeeded()
    return view.visibleSupplementaryViews(ofKind: kind).map { $0.render() }
  }

  private func header(_ section: Int, in view: HeadlessCollectionView) -> CollectionReusableView? {
    view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: section))
  }

  // A section of `rows` counted rows with a header and footer, whose handlers log.
  private func logged(
    _ id: String, rows: Int, header: String? = nil, footer: String? = nil, log: SupLog
  ) -> ListSection {
    var section = ListSection(id: id, cells: textCells((0..<rows).map { "\(id)\($0)" }))
    if let header { section = section.withHeader(CountedText(viewModel: header)) }
    if let footer { section = section.withFooter(CountedText(viewModel: footer)) }
    return
      section
      .willDisplayHeader {
        let text = $0.component.as(CountedText.self)?.viewModel ?? "?"
        log.events.append("wH \($0.sectionID) \(text)")
      }
      .didEndDisplayHeader { log.events.append("eH \($0.sectionID)") }
      .willDisplayFooter { log.events.append("wF \($0.sectionID)") }
      .didEndDisplayFooter { log.events.append("eF \($0.sectionID)") }
  }

  private func compositionalView(height: CGFloat = 400) -> HeadlessCollectionView {
    HeadlessCollectionView(
      size: CGSize(width: 200, height: height),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
  }

  // MARK: Headers changing in place

  @Test func aHeaderChangedTogetherWithAnInsertedCellKeepsItsViewAndShowsTheNewText() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"])).withHeader(CountedText(viewModel: "h1"))
      })
    let before = header(0, in: harness.view)
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["0", "1"])).withHeader(CountedText(viewModel: "h2"))
      })
    #expect(header(0, in: harness.view) === before)
    #expect(shown(.header, in: harness.view) == ["h2"])
    #expect(harness.shown == [["0", "1"]])
    harness.expectNoProblems()
  }

  @Test func aHeaderChangedWhileScrolledAwayShowsItsNewTextWhenScrolledBack() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    let rows = (0..<40).map { "r\($0)" }
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(rows)).withHeader(CountedText(viewModel: "old"))
      }
    )
    harness.view.contentOffset.y = 200
    harness.view.layoutIfNeeded()
    #expect(shown(.header, in: harness.view).isEmpty)
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(rows)).withHeader(CountedText(viewModel: "new"))
      }
    )
    harness.view.contentOffset.y = 0
    #expect(shown(.header, in: harness.view) == ["new"])
    harness.expectNoProblems()
  }

  @Test func aHeaderOfAnotherTypeAppliedWhileScrolledAwayShowsWhenScrolledBack() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    let rows = (0..<40).map { "r\($0)" }
    harness.apply(
      List { ListSection(id: "a", cells: textCells(rows)).withHeader(CountedText(viewModel: "t")) })
    harness.view.contentOffset.y = 200
    harness.view.layoutIfNeeded()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(rows)).withHeader(BadgeComponent(viewModel: "t"))
      })
    harness.view.contentOffset.y = 0
    #expect(shown(.header, in: harness.view) == ["[t]"])
    harness.expectNoProblems()
  }

  @Test func twoAppliesBeforeALayoutPassShowTheLastHeader() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"])).withHeader(CountedText(viewModel: "h1"))
      })
    harness.adapter.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"])).withHeader(CountedText(viewModel: "h2"))
      })
    harness.adapter.apply(
      List {
        ListSection(id: "a", cells: textCells(["1", "2"])).withHeader(
          BadgeComponent(viewModel: "h3"))
      })
    #expect(shown(.header, in: harness.view) == ["[h3]"])
    #expect(harness.shown == [["1", "2"]])
    harness.expectNoProblems()
  }

  @Test func aHeaderChangedWithTheReloadDataStrategyShowsTheNewText() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"])).withHeader(CountedText(viewModel: "h1"))
      })
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"])).withHeader(CountedText(viewModel: "h2"))
      },
      .reloadData)
    #expect(shown(.header, in: harness.view) == ["h2"])
    harness.expectNoProblems()
  }

  // MARK: Headers and footers coming and going

  @Test func aHeaderAddedToAShownSectionIsAnnouncedOnceAndRemovedEndedOnce() {
    let harness = DeclarativeHarness()
    let log = SupLog()
    harness.apply(List { logged("a", rows: 2, footer: "f", log: log) })
    harness.apply(List { logged("a", rows: 2, header: "h", footer: "f", log: log) })
    #expect(shown(.header, in: harness.view) == ["h"])
    #expect(log.count("wH") == 1)
    harness.apply(List { logged("a", rows: 2, header: "h", footer: "f", log: log) })
    #expect(log.count("wH") == 1)
    harness.apply(List { logged("a", rows: 2, log: log) })
    #expect(shown(.header, in: harness.view).isEmpty)
    #expect(shown(.footer, in: harness.view).isEmpty)
    #expect(log.count("eH") == 1)
    #expect(log.count("wF") == 1)
    #expect(log.count("eF") == 1)
  }

  @Test func reapplyingTheSameListAnnouncesNothingAgain() {
    let harness = DeclarativeHarness()
    let log = SupLog()
    for _ in 0..<3 {
      harness.apply(List { logged("a", rows: 2, header: "h", footer: "f", log: log) })
    }
    #expect(log.events.sorted() == ["wF a", "wH a h"])
  }

  @Test func scrollingAHeaderAwayAndBackTwiceAnnouncesEachCrossing() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    let log = SupLog()
    harness.apply(List { logged("a", rows: 40, header: "h", log: log) })
    for _ in 0..<2 {
      harness.view.contentOffset.y = 200
      harness.view.layoutIfNeeded()
      harness.view.contentOffset.y = 0
      harness.view.layoutIfNeeded()
    }
    #expect(log.count("wH") == 3)
    #expect(log.count("eH") == 2)
  }

  @Test func swappingSectionsMovesTheirHeadersWithoutDisplayEvents() {
    let harness = DeclarativeHarness()
    let log = SupLog()
    harness.apply(
      List {
        logged("a", rows: 1, header: "A", log: log)
        logged("b", rows: 1, header: "B", log: log)
      })
    log.events.removeAll()
    harness.apply(
      List {
        logged("b", rows: 1, header: "B", log: log)
        logged("a", rows: 1, header: "A", log: log)
      })
    #expect(shown(.header, in: harness.view) == ["B", "A"])
    #expect(log.events.isEmpty)
  }

  @Test func anInsertedSectionAnnouncesOnlyItsOwnHeader() {
    let harness = DeclarativeHarness()
    let log = SupLog()
    harness.apply(List { logged("a", rows: 1, header: "A", log: log) })
    log.events.removeAll()
    harness.apply(
      List {
        logged("n", rows: 1, header: "N", log: log)
        logged("a", rows: 1, header: "A", log: log)
      })
    #expect(shown(.header, in: harness.view) == ["N", "A"])
    #expect(log.events == ["wH n N"])
  }

  @Test func aFooterOfAnEmptySectionIsShownAndAnnounced() {
    let harness = DeclarativeHarness()
    let log = SupLog()
    harness.apply(List { logged("a", rows: 0, header: "h", footer: "f", log: log) })
    #expect(shown(.header, in: harness.view) == ["h"])
    #expect(shown(.footer, in: harness.view) == ["f"])
    #expect(log.count("wF") == 1)
    harness.expectNoProblems()
  }

  @Test func aFooterStaysWhenItsSectionEmptiesAndFollowsNewCells() {
    let harness = DeclarativeHarness()
    let log = SupLog()
    harness.apply(List { logged("a", rows: 3, footer: "f1", log: log) })
    harness.apply(List { logged("a", rows: 0, footer: "f2", log: log) })
    #expect(shown(.footer, in: harness.view) == ["f2"])
    let emptied = harness.view.visibleSupplementaryViews(ofKind: .footer).first?.frame.minY
    harness.apply(List { logged("a", rows: 2, footer: "f3", log: log) })
    #expect(shown(.footer, in: harness.view) == ["f3"])
    let refilled = harness.view.visibleSupplementaryViews(ofKind: .footer).first?.frame.minY
    #expect(emptied == 0)
    #expect(refilled == 20)
    #expect(log.count("wF") == 1)
    #expect(log.count("eF") == 0)
  }

  @Test func aFooterOfAnEmptySectionShowsInACompositionalLayout() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "a", cells: []).withHeader(TextComponent("h"))
          .withFooter(TextComponent("f"))
      })
    #expect(shown(.header, in: view) == ["h"])
    #expect(shown(.footer, in: view) == ["f"])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(view.errors.isEmpty, "\(view.errors)")
  }

  // MARK: Replacing a section's kind

  @Test func aSectionOfCellsReplacedByAHandWrittenOneEndsItsHeaderOnce() {
    let harness = DeclarativeHarness()
    let log = SupLog()
    harness.apply(List { logged("a", rows: 1, header: "declared", log: log) })
    let controller = SupHandWritten()
    harness.apply(List { ListSection(Section(id: "a", model: ["x"], controller: controller)) })
    #expect(shown(.header, in: harness.view) == ["hand"])
    #expect(log.count("eH") == 1)
    #expect(harness.view.errors.isEmpty, "\(harness.view.errors)")
  }

  @Test func handWrittenAndDeclaredHeadersFollowTheirSectionsWhenSwapped() {
    let harness = DeclarativeHarness()
    let controller = SupHandWritten()
    func list(handFirst: Bool) -> List {
      let hand = ListSection(Section(id: "m", model: ["x"], controller: controller))
      let declared = ListSection(id: "d", cells: textCells(["y"]))
        .withHeader(CountedText(viewModel: "declared"))
      return List(sections: handFirst ? [hand, declared] : [declared, hand])
    }
    harness.apply(list(handFirst: true))
    #expect(shown(.header, in: harness.view) == ["hand", "declared"])
    harness.apply(list(handFirst: false))
    #expect(shown(.header, in: harness.view) == ["declared", "hand"])
    harness.expectNoProblems()
  }

  @Test func aHeaderWrittenOnAHandWrittenSectionIsReportedNamingIt() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(Section(id: "m", model: ["x"], controller: SupHandWritten()))
          .withHeader(TextComponent("ignored"))
      })
    #expect(harness.diagnostics.map(\.kind) == [.modifierIgnored])
    #expect(harness.diagnostics.first?.sectionID == SectionID("m"))
    #expect(shown(.header, in: harness.view) == ["hand"])
  }

  // MARK: Decorations

  @Test func aDecorationOnAGroupSectionUnderAFlowLayoutIsReported() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "g") {
          HGroup(of: [SupBox(id: "1")], width: .fractionalWidth(1), height: .absolute(30)) { $0 }
        }
        .decorationItem(SupBackground(label: "x", kind: "bg"))
      })
    #expect(!harness.diagnostics.isEmpty)
    #expect(harness.diagnostics.allSatisfy { $0.sectionID == SectionID("g") })
    #expect(harness.view.decorationView(ofKind: "bg", at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func aDecorationWhoseKindChangesLeavesTheOldKindAndShowsTheNew() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    func list(kind: String) -> List {
      List {
        ListSection(id: "g") {
          HGroup(of: [SupBox(id: "1")], width: .fractionalWidth(1), height: .absolute(30)) { $0 }
        }
        .decorationItem(SupBackground(label: kind, kind: kind))
      }
    }
    adapter.apply(list(kind: "one"))
    view.layoutIfNeeded()
    adapter.apply(list(kind: "two"))
    view.layoutIfNeeded()
    let origin = IndexPath(item: 0, section: 0)
    #expect(view.decorationView(ofKind: "one", at: origin) == nil)
    #expect(view.decorationView(ofKind: "two", at: origin)?.render() == "bg two")
    #expect(view.errors.isEmpty, "\(view.errors)")
  }

  @Test func twoSectionsWithDecorationsOfOneKindEachShowTheirOwn() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    func section(_ id: String) -> ListSection {
      ListSection(id: id) {
        HGroup(of: [SupBox(id: id)], width: .fractionalWidth(1), height: .absolute(30)) { $0 }
      }
      .decorationItem(SupBackground(label: id, kind: "bg"))
    }
    adapter.apply(
      List {
        section("a")
        section("b")
      })
    view.layoutIfNeeded()
    adapter.apply(
      List {
        section("b")
        section("c")
        section("a")
      })
    view.layoutIfNeeded()
    let texts = (0..<3).map {
      view.decorationView(ofKind: "bg", at: IndexPath(item: 0, section: $0))?.render()
    }
    #expect(texts == ["bg b", "bg c", "bg a"])
  }

  // MARK: Components carrying their layout

  @Test func aBoundaryHeaderOnASectionOfCellsIsReportedAndItsOutcomeMatchesTheMessage() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"])).boundarySupplementaryItem(SupTitle(text: "T"))
      })
    let ignored = harness.diagnostics.first { $0.kind == .compositionalModifierIgnored }
    #expect(ignored?.sectionID == SectionID("a"))
    // The message said the modifier "was ignored" while the header showed; it now says what
    // happens: the component is the section's header, without the item's layout.
    #expect(ignored?.message.contains("is shown as the section's header") == true)
    harness.view.layoutIfNeeded()
    #expect(shown(.header, in: harness.view) == ["T"])
    let frame = harness.view.visibleSupplementaryViews(ofKind: .header).first?.frame
    // Its absolute height is dropped outside a group (reported): it takes the viewport's.
    #expect(harness.diagnostics.contains { $0.kind == .componentSizeIgnored })
    #expect(frame?.height == harness.view.bounds.height)
  }

  @Test func aBoundaryFooterOfAGroupSectionShowsBelowItsBoxes() throws {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(
      List {
        ListSection(id: "g") {
          HGroup(of: [SupBox(id: "1")], width: .fractionalWidth(1), height: .absolute(30)) { $0 }
        }
        .boundarySupplementaryItem(SupTitle(text: "end"), elementKind: .footer)
      })
    #expect(shown(.footer, in: view) == ["end"])
    let footer = try #require(view.visibleSupplementaryViews(ofKind: .footer).first)
    #expect(footer.frame == CGRect(x: 0, y: 30, width: 200, height: 25))
    #expect(view.errors.isEmpty, "\(view.errors)")
  }

  @Test func aBadgeFollowsItsCellWhenACellIsInsertedBeforeIt() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    func list(_ boxes: [SupBox]) -> List {
      List {
        ListSection(id: "g") {
          HGroup(of: boxes, width: .fractionalWidth(1), height: .absolute(30)) { $0 }
        }
      }
    }
    adapter.apply(list([SupBox(id: "a", badge: "A"), SupBox(id: "b", badge: "B")]))
    view.layoutIfNeeded()
    adapter.apply(
      list([SupBox(id: "x"), SupBox(id: "a", badge: "A"), SupBox(id: "b", badge: "B")]))
    view.layoutIfNeeded()
    let badges = view.indexPathsForVisibleSupplementaryElements(ofKind: "badge").map {
      "\($0.item):\(view.supplementaryView(forElementKind: "badge", at: $0)?.render() ?? "?")"
    }
    #expect(badges == ["1:A", "2:B"])
    #expect(view.errors.isEmpty, "\(view.errors)")
  }

  // MARK: Headers changing kind of view while their sections move

  @Test func aHeaderOfAnotherTypeInASectionThatMovesShowsInItsSection() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["a"])).withHeader(CountedText(viewModel: "A"))
        ListSection(id: "b", cells: textCells(["b"])).withHeader(CountedText(viewModel: "B"))
      })
    harness.apply(
      List {
        ListSection(id: "b", cells: textCells(["b"])).withHeader(CountedText(viewModel: "B"))
        ListSection(id: "a", cells: textCells(["a"])).withHeader(BadgeComponent(viewModel: "A"))
      })
    #expect(shown(.header, in: harness.view) == ["B", "[A]"])
    #expect(harness.shown == [["b"], ["a"]])
    harness.expectNoProblems()
  }

  @Test func aHeaderOfAnotherTypeBelowAnInsertedSectionShowsInItsSection() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["a"])).withHeader(CountedText(viewModel: "A"))
      })
    harness.apply(
      List {
        ListSection(id: "n", cells: textCells(["n"])).withHeader(CountedText(viewModel: "N"))
        ListSection(id: "a", cells: textCells(["a"])).withHeader(BadgeComponent(viewModel: "A"))
      })
    #expect(shown(.header, in: harness.view) == ["N", "[A]"])
    harness.expectNoProblems()
  }

  @Test func aHeaderAndFooterBothChangingTypeShowTheirNewViews() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["a"])).withHeader(CountedText(viewModel: "h"))
          .withFooter(CountedText(viewModel: "f"))
      })
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["a"])).withHeader(BadgeComponent(viewModel: "h"))
          .withFooter(StyledComponent(viewModel: "f", tone: "loud"))
      })
    #expect(shown(.header, in: harness.view) == ["[h]"])
    #expect(shown(.footer, in: harness.view) == ["loud: f"])
    harness.expectNoProblems()
  }

  @Test func aHeaderThatGrowsBelowAnInsertedSectionPushesItsCellsDown() throws {
    let harness = DeclarativeHarness()
    harness.apply(
      List { ListSection(id: "a", cells: textCells(["a"])).withHeader(TextComponent("one")) })
    harness.apply(
      List {
        ListSection(id: "n", cells: textCells(["n"]))
        ListSection(id: "a", cells: textCells(["a"])).withHeader(TextComponent("one\ntwo"))
      })
    harness.view.layoutIfNeeded()
    let grown = try #require(header(1, in: harness.view))
    let cell = try #require(harness.view.cellForItem(at: IndexPath(item: 0, section: 1)))
    #expect(grown.render() == "one\ntwo")
    #expect(grown.frame.height > 30)
    #expect(cell.frame.minY == grown.frame.maxY)
    harness.expectNoProblems()
  }

  // MARK: Handlers across applies

  @Test func aNewHandlerOnAnUnchangedHeaderRunsAtItsNextDisplay() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var heard: [String] = []
    func list(_ tag: String) -> List {
      List {
        ListSection(id: "a", cells: textCells((0..<40).map { "r\($0)" }))
          .withHeader(CountedText(viewModel: "h"))
          .willDisplayHeader { _ in heard.append("will \(tag)") }
          .didEndDisplayHeader { _ in heard.append("end \(tag)") }
      }
    }
    harness.apply(list("1"))
    harness.apply(list("2"))
    harness.view.contentOffset.y = 200
    harness.view.layoutIfNeeded()
    harness.view.contentOffset.y = 0
    harness.view.layoutIfNeeded()
    #expect(heard == ["will 1", "end 2", "will 2"])
  }

  @Test func theDisplayContextOfAHeaderBelowAnInsertedSectionNamesItsNewIndex() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var seen: [IndexPath] = []
    func section(_ id: String) -> ListSection {
      ListSection(id: id, cells: textCells((0..<20).map { "\(id)\($0)" }))
        .withHeader(CountedText(viewModel: id))
        .willDisplayHeader { seen.append($0.indexPath) }
    }
    harness.apply(
      List {
        section("a")
        section("b")
      })
    harness.apply(
      List {
        section("n")
        section("a")
        section("b")
      })
    seen.removeAll()
    var offset: CGFloat = 0
    while offset < harness.view.contentSize.height - 100 {
      offset += 50
      harness.view.contentOffset.y = offset
      harness.view.layoutIfNeeded()
    }
    #expect(seen == [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)])
  }

  @Test func applyingAnEmptyListWithReloadDataEndsEachHeaderOnce() {
    let harness = DeclarativeHarness()
    let log = SupLog()
    harness.apply(
      List {
        logged("a", rows: 1, header: "A", footer: "F", log: log)
        logged("b", rows: 1, header: "B", log: log)
      })
    harness.apply(List {}, .reloadData)
    #expect(shown(.header, in: harness.view).isEmpty)
    #expect(log.count("eH") == 2)
    #expect(log.count("eF") == 1)
  }

  @Test func aPinnedBoundaryHeaderStaysShownWhileItsSectionScrolls() {
    let view = compositionalView(height: 100)
    let adapter = CollectionViewAdapter(collectionView: view)
    var heard: [String] = []
    adapter.apply(
      List {
        ListSection(id: "g") {
          VGroup(
            of: (0..<30).map { SupBox(id: "\($0)") }, width: .fractionalWidth(1),
            height: .absolute(900)
          ) { $0 }
        }
        .boundarySupplementaryItem(SupTitle(text: "pinned"), pinToVisibleBounds: true)
        .willDisplayHeader { _ in heard.append("will") }
        .didEndDisplayHeader { _ in heard.append("end") }
      })
    view.layoutIfNeeded()
    view.contentOffset.y = 300
    #expect(shown(.header, in: view) == ["pinned"])
    #expect(view.visibleSupplementaryViews(ofKind: .header).first?.frame.minY == 300)
    #expect(heard == ["will"])
  }

  @Test func aBadgeOfACellOutsideAGroupIsShownOrReported() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(
          id: "a", cells: [Cell(id: "x", component: SupBox(id: "x", badge: "B"))])
      })
    view.layoutIfNeeded()
    #expect(view.visibleCells.map { $0.render() } == ["x"])
    let badges = view.visibleSupplementaryViews(ofKind: "badge").map { $0.render() }
    #expect(badges == ["B"] || diagnostics.contains { $0.sectionID == SectionID("a") })
  }

  @Test func aFitContainerHeaderInAFlowLayoutIsAsTallAsTheViewport() throws {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 300))
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"]))
          .withHeader(TextComponent("h", layoutMode: .fitContainer))
      })
    harness.view.layoutIfNeeded()
    let frame = try #require(header(0, in: harness.view)).frame
    let cell = harness.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
    // As tall as the viewport, as a compositional layout's fractional height of 1 is; the cell
    // follows it.
    #expect(frame.height == 300, "header \(frame), cell \(String(describing: cell))")
    #expect(frame.width == 100)
    harness.view.layoutIfNeeded()
    #expect(harness.diagnostics.isEmpty)
    // It follows the viewport's height when that alone changes.
    harness.view.bounds.size.height = 200
    harness.view.layoutIfNeeded()
    #expect(try #require(header(0, in: harness.view)).frame.height == 200)
  }

  @Test func aFitContainerHeaderInACompositionalLayoutIsAsTallAsTheViewport() throws {
    let view = compositionalView(height: 300)
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"]))
          .withHeader(TextComponent("h", layoutMode: .fitContainer))
      })
    view.layoutIfNeeded()
    let frame = try #require(header(0, in: view)).frame
    #expect(frame.size == CGSize(width: 200, height: 300))
  }

  @Test func aRemovedHeaderEndsNamingTheComponentItShowed() {
    let harness = DeclarativeHarness()
    var ended: [String] = []
    let cells = textCells(["1"])
    harness.apply(
      List {
        ListSection(id: "a", cells: cells).withHeader(CountedText(viewModel: "gone"))
          .didEndDisplayHeader { ended.append($0.component.as(CountedText.self)?.viewModel ?? "?") }
      })
    harness.apply(
      List {
        ListSection(id: "a", cells: cells)
          .didEndDisplayHeader { ended.append($0.component.as(CountedText.self)?.viewModel ?? "?") }
      })
    #expect(ended == ["gone"])
    #expect(shown(.header, in: harness.view).isEmpty)
  }

  @Test func aHeaderScrolledAwayIsNotEndedAgainWhenItsSectionIsDeleted() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    let log = SupLog()
    harness.apply(
      List {
        logged("a", rows: 40, header: "A", log: log)
        logged("b", rows: 40, header: "B", log: log)
      })
    harness.view.contentOffset.y = 200
    harness.view.layoutIfNeeded()
    #expect(log.events.filter { $0.hasPrefix("eH") } == ["eH a"])
    harness.apply(List { logged("b", rows: 40, header: "B", log: log) })
    #expect(log.events.filter { $0.hasPrefix("eH") } == ["eH a"])
    #expect(harness.view.errors.isEmpty, "\(harness.view.errors)")
  }

  @Test func withHeaderOnAGroupSectionIsShownOrReported() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "g") {
          HGroup(of: [SupBox(id: "1")], width: .fractionalWidth(1), height: .absolute(30)) { $0 }
        }
        .withHeader(TextComponent("title"))
      })
    let headers = shown(.header, in: view)
    #expect(headers == ["title"] || diagnostics.contains { $0.sectionID == SectionID("g") })
  }

  @Test func withHeaderOnAGivenCompositionalSectionIsShownOrReported() {
    let view = compositionalView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "c", cells: textCells(["1"]))
          .withSectionLayout(CompositionalLayout.defaultSection)
          .withHeader(TextComponent("title"))
      })
    let headers = shown(.header, in: view)
    #expect(headers == ["title"] || diagnostics.contains { $0.sectionID == SectionID("c") })
  }

  @Test func aHorizontalStockSectionsHeaderAndFooterFrameItsCells() throws {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "row", cells: textCells(["1", "2", "3"]))
          .withSectionLayout(.horizontal(spacing: 0))
          .withHeader(TextComponent("title"))
          .withFooter(TextComponent("end"))
      })
    let top = try #require(header(0, in: harness.view)).frame
    let bottom = try #require(harness.view.visibleSupplementaryViews(ofKind: .footer).first).frame
    let cell = try #require(harness.view.cellForItem(at: IndexPath(item: 0, section: 0))).frame
    #expect(top.width == 100)
    #expect(top.height < 30)
    #expect(cell.minY == top.maxY)
    // The cells are as wide as the view: a flow layout wraps them, one a line.
    let lastRow = harness.view.visibleCells.map(\.frame.maxY).max()
    #expect(bottom.minY == lastRow)
    harness.expectNoProblems()
  }

  // MARK: Reading what is shown

  @Test func cellAtAnIndexPathOutsideTheSectionsIsNil() {
    let harness = DeclarativeHarness()
    harness.apply(List { ListSection(id: "a", cells: textCells(["1"])) })
    #expect(harness.adapter.cell(at: IndexPath(item: 0, section: -1)) == nil)
    #expect(harness.adapter.cell(at: IndexPath(item: 0, section: 3)) == nil)
    #expect(harness.adapter.cell(at: IndexPath(item: -1, section: 0)) == nil)
    #expect(harness.adapter.cell(at: IndexPath(item: 0, section: 0))?.id == AnyHashable("1"))
  }

  @Test func cellAtAHandWrittenSectionsIndexPathIsNil() {
    let harness = DeclarativeHarness()
    harness.apply(
      List { ListSection(Section(id: "m", model: ["x"], controller: SupHandWritten())) })
    #expect(harness.adapter.cell(at: IndexPath(item: 0, section: 0)) == nil)
  }
}
