import Foundation
import Sectional
import Testing

/// ListKit's `ColorBoxComponent`: a box of a colour, sized by the code that writes it.
private struct ColorBox: LayoutComponent, Identifiable {
  let id: String
  let width: LayoutDimension
  let height: LayoutDimension
  var viewModel: String { id }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = id
  }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
  }
}

/// A header that carries its layout.
private struct Title: LayoutComponent {
  let text: String
  var viewModel: String { text }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = text
  }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
  }
}

@MainActor
@Suite("Declarative: components that carry their layout (ListKit's sections)")
struct ComponentLayoutTests {
  /// ListKit's README example: a row of 150 points, three times a half-width box then two
  /// quarter-width columns of two boxes.
  private func listKitSection(_ index: Int) -> ListSection {
    ListSection(id: index) {
      HGroup(width: .fractionalWidth(1.0), height: .absolute(150)) {
        for block in 0..<3 {
          ColorBox(
            id: "\(index)-\(block)", width: .fractionalWidth(0.5), height: .fractionalHeight(1.0))
          VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { row in
            ColorBox(
              id: "\(index)-\(block)-a\(row)", width: .fractionalWidth(1.0),
              height: .fractionalHeight(0.5))
          }
          VGroup(of: [0, 1], width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) { row in
            ColorBox(
              id: "\(index)-\(block)-b\(row)", width: .fractionalWidth(1.0),
              height: .fractionalHeight(0.5))
          }
        }
      }
    }
    .orthogonalScrollingBehavior(.groupPaging)
    .boundarySupplementaryItem(Title(text: "Section \(index + 1)"))
  }

  /// The same layout written by hand, with items of the layout alone.
  private var handWritten: LayoutSection {
    LayoutSection {
      HGroup(width: .fractionalWidth(1.0), height: .absolute(150)) {
        for _ in 0..<3 {
          LayoutItem(width: .fractionalWidth(0.5), height: .fractionalHeight(1.0))
          VGroup(count: 2, width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) {
            LayoutItem(width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
          }
          VGroup(count: 2, width: .fractionalWidth(0.25), height: .fractionalHeight(1.0)) {
            LayoutItem(width: .fractionalWidth(1.0), height: .fractionalHeight(0.5))
          }
        }
      }
    }
    .orthogonalScrollingBehavior(.groupPaging)
    .boundarySupplementaryItem(
      BoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: .header, alignment: .top))
  }

  private func compositional() -> CompositionalLayout {
    CompositionalLayout { _, _ in CompositionalLayout.defaultSection }
  }

  @Test func theGroupsComponentsAreTheSectionsCellsDepthFirst() {
    let section = listKitSection(0)
    #expect(section.cells.count == 15)
    #expect(
      section.cells.prefix(5).map(\.id)
        == ["0-0", "0-0-a0", "0-0-a1", "0-0-b0", "0-0-b1"].map(AnyHashable.init))
  }

  @Test func theDerivedLayoutPlacesEveryElementAsTheHandWrittenOne() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 400, height: 800), layout: compositional())
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(List(of: 0..<3) { index in listKitSection(index) })
    view.layoutIfNeeded()

    let written = handWritten
    let reference = HeadlessCollectionView(
      size: CGSize(width: 400, height: 800), layout: CompositionalLayout { _, _ in written })
    let texts = TextDataSource(
      (0..<3).map { index in (0..<15).map { "\(index)-\($0)" } },
      headers: ["Section 1", "Section 2", "Section 3"])
    reference.dataSource = texts
    reference.layoutIfNeeded()

    for section in 0..<3 {
      for item in 0..<15 {
        let indexPath = IndexPath(item: item, section: section)
        #expect(
          view.layoutAttributesForItem(at: indexPath)?.frame
            == reference.layoutAttributesForItem(at: indexPath)?.frame, "\(indexPath)")
      }
      let header = IndexPath(item: 0, section: section)
      #expect(
        view.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: .header, at: header)?
          .frame
          == reference.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: .header, at: header)?.frame)
    }
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.render()
        == "Section 1")
    #expect(diagnostics.isEmpty)
  }

  @Test func cellsOfAGroupAreDiffedByIdentityAsOtherCells() {
    let harness = DeclarativeHarness(size: CGSize(width: 400, height: 800))
    func list(_ ids: [String]) -> List {
      List {
        ListSection(id: "emoji") {
          HGroup(of: ids, width: .fractionalWidth(1), height: .absolute(30)) { id in
            ColorBox(id: id, width: .absolute(30), height: .absolute(30))
          }
        }
      }
    }
    let view = HeadlessCollectionView(
      size: CGSize(width: 400, height: 800), layout: compositional())
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(list(["a", "b"]))
    adapter.apply(list(["a", "x", "b"]))
    #expect(view.lastBatchUpdate == BatchUpdate(itemInserts: [IndexPath(item: 1, section: 0)]))
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 60)
    withExtendedLifetime(harness) {}
  }

  @Test func anItemWithoutAComponentIsReported() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 400, height: 800), layout: compositional())
    let adapter = CollectionViewAdapter(collectionView: view)
    var kinds: [Diagnostic.Kind] = []
    adapter.diagnosticHandler = { kinds.append($0.kind) }
    adapter.apply(
      List {
        ListSection(id: "mixed") {
          HGroup(height: .absolute(30)) {
            ColorBox(id: "a", width: .absolute(30), height: .absolute(30))
            LayoutItem(width: .absolute(30), height: .absolute(30))
          }
        }
      })
    #expect(kinds == [.itemWithoutComponent])
    #expect(view.numberOfItems(inSection: 0) == 1)
  }

  @Test func aCompositionalModifierOnASectionOfCellsIsReported() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "cells", cells: textCells(["1"])).orthogonalScrollingBehavior(.continuous)
      })
    #expect(harness.diagnostics.map(\.kind) == [.compositionalModifierIgnored])
  }

  // Found by the declarative trap sweep: a header written on a hand-written controller's
  // section was dropped without a word.
  @Test func aModifierOfCellsOnAHandWrittenSectionIsReportedAtEachApply() {
    let harness = DeclarativeHarness()
    func list() -> List {
      List {
        ListSection(
          Section(
            id: "hand", model: ["x"], controller: DiffingListSectionController<[String], String>())
        )
        .withHeader(TextComponent("Header"))
        .withHeader(TextComponent("Again"))
        .willDisplayHeader { _ in }
        .orthogonalScrollingBehavior(.continuous)
      }
    }
    harness.apply(list())
    #expect(
      harness.diagnostics.map(\.kind) == [.modifierIgnored, .modifierIgnored, .modifierIgnored])
    #expect(
      harness.diagnostics.map(\.message) == [
        "section hand shows a hand-written controller's section: withHeader changes only a "
          + "section of cells; it was ignored",
        "section hand shows a hand-written controller's section: willDisplayHeader changes only "
          + "a section of cells; it was ignored",
        "section hand shows a hand-written controller's section: orthogonalScrollingBehavior "
          + "changes only a section of cells; it was ignored",
      ])
    #expect(harness.shown == [["x"]])
    harness.apply(list())
    #expect(harness.diagnostics.count == 6)
  }

  @Test func aFlowLayoutCannotReadTheDerivedLayoutAndSaysSo() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "boxes") {
          HGroup(height: .absolute(30)) {
            ColorBox(id: "a", width: .absolute(30), height: .absolute(30))
          }
        }
      })
    #expect(harness.diagnostics.map(\.kind) == [.unreadableSectionLayout])
  }

  @Test func theVisibleItemsHandlerAdjustsTheSectionsShownItems() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 400, height: 300), layout: compositional())
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(
      List {
        ListSection(id: "row") {
          HGroup(of: ["a", "b"], width: .fractionalWidth(1), height: .absolute(40)) {
            ColorBox(id: $0, width: .absolute(100), height: .fractionalHeight(1))
          }
        }
        .visibleItemsInvalidationHandler(
          VisibleItemsInvalidationHandler { items, _, _ in
            for index in items.indices { items[index].frame.origin.y += 5 }
          })
      })
    view.layoutIfNeeded()
    #expect(
      view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 100, y: 5, width: 100, height: 40))
  }
}

/// A tile that wears a badge when it is hot.
private struct Tile: LayoutComponent, Identifiable {
  let id: String
  let badge: String?
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

@MainActor
@Suite("Declarative: views attached to the items of a group of components")
struct AttachedComponentTests {
  private func list(_ tiles: [Tile]) -> List {
    List {
      ListSection(id: "tiles") {
        HGroup(of: tiles, width: .fractionalWidth(1), height: .absolute(30)) { $0 }
      }
    }
  }

  private func badge(at item: Int, in view: HeadlessCollectionView) -> CollectionReusableView? {
    view.supplementaryView(forElementKind: "badge", at: IndexPath(item: item, section: 0))
  }

  @Test func aBadgeShowsItsComponentWhereItsItemIs() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 100),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(list([Tile(id: "a", badge: nil), Tile(id: "b", badge: "HOT")]))
    view.layoutIfNeeded()
    #expect(badge(at: 0, in: view) == nil)
    #expect(badge(at: 1, in: view)?.render() == "HOT")
    // Anchored to the top trailing corner of the second tile, at x 50 to 100.
    #expect(badge(at: 1, in: view)?.frame == CGRect(x: 80, y: 0, width: 20, height: 10))
  }

  @Test func aChangedBadgeIsRenderedAgainInPlace() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 100),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(list([Tile(id: "a", badge: "NEW"), Tile(id: "b", badge: "HOT")]))
    view.layoutIfNeeded()
    let shown = badge(at: 1, in: view)
    adapter.apply(list([Tile(id: "a", badge: "NEW"), Tile(id: "b", badge: "WARM")]))
    view.layoutIfNeeded()
    #expect(badge(at: 1, in: view) === shown)
    #expect(badge(at: 1, in: view)?.render() == "WARM")
  }

  @Test func aBadgeFollowsItsCellWhenTheCellMoves() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 100),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(list([Tile(id: "a", badge: "A"), Tile(id: "b", badge: "B")]))
    view.layoutIfNeeded()
    adapter.apply(list([Tile(id: "b", badge: "B2"), Tile(id: "a", badge: "A")]))
    view.layoutIfNeeded()
    #expect(badge(at: 0, in: view)?.render() == "B2")
    #expect(badge(at: 1, in: view)?.render() == "A")
  }

  @Test func aRemovedBadgeIsGone() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 100),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(list([Tile(id: "a", badge: "A")]))
    view.layoutIfNeeded()
    adapter.apply(list([Tile(id: "a", badge: nil)]))
    view.layoutIfNeeded()
    #expect(badge(at: 0, in: view) == nil)
  }
}

/// ListKit's `EmojiBoxComponent`, with its renames (an id of a `Sendable` type, not
/// `AnyHashable`).
private struct EmojiBoxComponent: LayoutComponent, Identifiable {
  let id: String
  let emoji: String
  var viewModel: String { emoji }

  init(emoji: String) {
    self.id = emoji
    self.emoji = emoji
  }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(30))
  }

  func edgeSpacing() -> EdgeSpacing? {
    nil
  }

  func contentInsets() -> DirectionalEdgeInsets {
    .init(top: 2, leading: 2, bottom: 2, trailing: 2)
  }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = emoji
  }
}

/// ListKit's `SectionBackgroundComponent` (its README names it without its body): a background
/// decoration behind the section.
private struct SectionBackgroundComponent: DecorationComponent {
  var viewModel: String { "background" }
  var elementKind: ElementKind { "section-background" }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = viewModel
  }
}

/// ListKit's `ColorBoxComponent`, with its README's body (a colour's name for `UIColor`, and an
/// id of a `Sendable` type).
private struct ColorBoxComponent: LayoutComponent, Identifiable {
  let id = UUID()
  let color: String
  let width: LayoutDimension
  let height: LayoutDimension
  var viewModel: String { color }

  init(color: String, width: LayoutDimension, height: LayoutDimension) {
    self.color = color
    self.width = width
    self.height = height
  }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
  }

  func edgeSpacing() -> EdgeSpacing? {
    nil
  }

  func contentInsets() -> DirectionalEdgeInsets {
    .zero
  }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = color
  }
}

@MainActor
@Suite("Declarative: ListKit's README, rendered")
struct ListKitReadmeTests {
  private let colors = [
    "red", "orange", "yellow", "green", "blue", "brown", "purple", "systemPink", "magenta",
  ]

  @Test func theSectionElementHasItsInsetsItsBackgroundAndItsHeader() throws {
    let view = HeadlessCollectionView(
      size: CGSize(width: 432, height: 400),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let index = 0
    adapter.apply(
      List {
        ListSection(id: UUID()) {
          HGroup(width: .fractionalWidth(1.0), height: .absolute(150)) {
            for i in 0..<4 {
              ColorBoxComponent(
                color: colors[i], width: .fractionalWidth(1.0 / 4), height: .fractionalHeight(1.0))
            }
          }
        }
        .contentInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        .decorationItem(SectionBackgroundComponent())
        .boundarySupplementaryItem(Title(text: "Section \(index + 1)"))
      })
    view.layoutIfNeeded()
    #expect(diagnostics.isEmpty)
    // A 30-point header, then the boxes inset by 16 on every side: 400 / 4 = 100 points each.
    #expect(
      view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 116, y: 46, width: 100, height: 150))
    let background = try #require(
      view.decorationView(ofKind: "section-background", at: IndexPath(item: 0, section: 0)))
    #expect(background.render() == "background")
    #expect(background.frame.height == CGFloat(30 + 16 + 150 + 16))
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.render()
        == "Section 1")
  }

  @Test func nestedGroupsOfDataLayOutAGrid() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 300, height: 400),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(
      List {
        ListSection(id: UUID()) {
          VGroup(of: [0, 1, 2], width: .fractionalWidth(1.0), height: .estimated(30)) { number in
            HGroup(of: [0, 1, 2], width: .fractionalWidth(1.0), height: .absolute(100)) { index in
              ColorBoxComponent(
                color: colors[(number * 3) + index], width: .fractionalWidth(1.0 / 3.0),
                height: .fractionalHeight(1.0))
            }
          }
        }
      })
    view.layoutIfNeeded()
    let frames = (0..<9).compactMap {
      view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    let expected: [CGPoint] = (0..<9).map { box in
      CGPoint(x: CGFloat(box % 3 * 100), y: CGFloat(box / 3 * 100))
    }
    #expect(frames.map(\.origin) == expected)
    #expect(view.cellForItem(at: IndexPath(item: 5, section: 0))?.render() == colors[5])
  }

  @Test func theEmojiListRendersIntoAnEstimatedRowOfBoxes() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 300),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    let emojiList = ["😊", "😂", "🥰", "😎"]
    adapter.apply(
      List {
        ListSection(id: "main") {
          HGroup(of: emojiList, width: .fractionalWidth(1.0), height: .estimated(30)) { item in
            EmojiBoxComponent(emoji: item)
          }
        }
      }, animatingDifferences: true)
    view.layoutIfNeeded()
    // Three boxes of 30 fit in 100 points a row; the fourth starts the next row. Each frame is
    // its slot less the 2-point insets.
    #expect(
      (0..<4).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } == [
        CGRect(x: 2, y: 2, width: 26, height: 26), CGRect(x: 32, y: 2, width: 26, height: 26),
        CGRect(x: 62, y: 2, width: 26, height: 26), CGRect(x: 2, y: 32, width: 26, height: 26),
      ])
    #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.render() == "😎")
  }

  @Test func aPinnedComponentHeaderStaysAtTheTop() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(
      List {
        ListSection(id: "main") {
          VGroup(of: (0..<20).map { "\($0)" }, height: .estimated(30)) { item in
            EmojiBoxComponent(emoji: item)
          }
        }
        .boundarySupplementaryItem(
          Title(text: "Pinned"), pinToVisibleBounds: true)
      })
    view.contentOffset.y = 200
    view.layoutIfNeeded()
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.frame
        .minY == 200)
  }
}

@MainActor
@Suite("Declarative: cells with handlers inside a group of components")
struct CellLeafTests {
  @Test func aCellInAGroupKeepsItsHandlers() {
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 100),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    var selected: [AnyHashable] = []
    adapter.apply(
      List {
        ListSection(id: "row") {
          HGroup(height: .absolute(30)) {
            for id in ["a", "b"] {
              Cell(id: id, component: ColorBox(id: id, width: .absolute(40), height: .absolute(30)))
                .didSelect { selected.append($0.cellID) }
            }
          }
        }
      })
    view.layoutIfNeeded()
    view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(selected == ["b"])
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 40)
  }

  @Test func aCellWithoutItsOwnLayoutIsSizedByItsLayoutMode() {
    // TextComponent is `flexibleHeight`: the group's width, and an estimated height that the
    // view measures (one line of text, 20 points).
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 300),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(
      List {
        ListSection(id: "rows") {
          VGroup(height: .estimated(100)) {
            Cell(id: "title", component: TextComponent("Title"))
            Cell(
              id: "box", component: ColorBox(id: "box", width: .absolute(50), height: .absolute(50))
            )
          }
        }
      })
    view.layoutIfNeeded()
    let title = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    #expect(title?.width == 200)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: title?.maxY ?? -1, width: 50, height: 50))
  }
}
