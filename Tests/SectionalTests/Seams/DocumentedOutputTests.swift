import Foundation
import Sectional
import SectionalTesting
import Testing

// Runs the articles' snippets (their `continue` chains as one test each) and checks the outputs
// their comments and ```text blocks show. `print` is captured into `printed`.

@MainActor private var printed: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  printed.append(items.map { String(describing: $0) }.joined(separator: separator))
}

/// Takes what was printed since the last call.
@MainActor private func takePrinted() -> [String] {
  defer { printed = [] }
  return printed
}

// MARK: - DrivingAHeadlessCollectionView.md

enum DrivingDoc {
  final class Rows: CollectionViewDataSource {
    var titles: [String]

    init(_ titles: [String]) { self.titles = titles }

    func collectionView(
      _ collectionView: any CollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      titles.count
    }

    func collectionView(
      _ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
      cell.text = titles[indexPath.item]
      return cell
    }
  }

  final class PlaylistSectionController: DiffingListSectionController<[String], String>,
    ContextMenuProviding, DragHandling, DropHandling, InteractiveMoving
  {
    init() { super.init(items: { $0 }) }

    func contextMenuConfiguration(forItemAt indexPath: SectionIndexPath, point: CGPoint)
      -> ContextMenuConfiguration?
    {
      ContextMenuConfiguration(
        identifier: items[indexPath],
        actions: [
          .init(identifier: "play", title: "Play"),
          .init(identifier: "remove", title: "Remove", isDestructive: true),
        ])
    }

    func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath)
      -> [DragItem]
    {
      [DragItem(localObject: items[indexPath])]
    }

    func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
      DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
      guard let source = coordinator.items.first?.sourceIndexPath else { return }
      let moved = moving(items, from: source.item, to: indexPath.indexInSectionController)
      context?.apply { self.update(to: moved) }
    }

    func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
      let from = source.indexInSectionController
      update(to: moving(items, from: from, to: destination.indexInSectionController)).commit()
    }

    private func moving(_ songs: [String], from source: Int, to destination: Int) -> [String] {
      var songs = songs
      songs.insert(songs.remove(at: source), at: destination)
      return songs
    }
  }

  final class CarelessSectionController: SingleModelSectionController<String> {
    override func cellForItem(
      at indexPath: SectionIndexPath, in context: any CollectionViewContext
    ) -> CollectionViewCell {
      CollectionViewCell()
    }
  }
}

@MainActor
@Suite struct DocumentedOutputTests {
  // DrivingAHeadlessCollectionView.md, the chain from line 32 to line 510.
  @Test func drivingAHeadlessCollectionView() {
    typealias Rows = DrivingDoc.Rows
    typealias PlaylistSectionController = DrivingDoc.PlaylistSectionController
    typealias CarelessSectionController = DrivingDoc.CarelessSectionController
    _ = takePrinted()

    // Line 32.
    let rows = Rows((1...12).map { "Row \($0)" })
    let collectionView = HeadlessCollectionView(size: CGSize(width: 200, height: 100))
    collectionView.dataSource = rows
    collectionView.layoutIfNeeded()
    print(collectionView.snapshot())
    // Line 63.
    #expect(
      takePrinted() == [
        """
        viewport 0,0 200×100 of 200×480
        0-0  0,0 200×40   Row 1
        0-1  0,40 200×40  Row 2
        0-2  0,80 200×40  Row 3
        """
      ])

    // Line 95.
    #expect(
      String(describing: collectionView.indexPathsForVisibleItems) == "[[0, 0], [0, 1], [0, 2]]")
    #expect(
      String(describing: collectionView.visibleCells.map(\.text)) == #"["Row 1", "Row 2", "Row 3"]"#
    )
    #expect(collectionView.contentSize == CGSize(width: 200, height: 480))
    let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
    #expect(frame?.minY == 200)
    #expect(frame?.size == CGSize(width: 200, height: 40))
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 10, y: 130)).map { String(describing: $0) }
        == "[0, 3]")

    // Line 121.
    let tiles = FlowLayout()
    tiles.itemSize = CGSize(width: 60, height: 60)
    let grid = HeadlessCollectionView(size: CGSize(width: 200, height: 140), layout: tiles)
    grid.dataSource = rows
    grid.layoutIfNeeded()
    print(grid.snapshot())
    // Line 130.
    #expect(
      takePrinted() == [
        """
        viewport 0,0 200×140 of 200×270
        0-0  0,0 60×60     Row 1
        0-1  70,0 60×60    Row 2
        0-2  140,0 60×60   Row 3
        0-3  0,70 60×60    Row 4
        0-4  70,70 60×60   Row 5
        0-5  140,70 60×60  Row 6
        """
      ])

    // Line 147.
    grid.setCollectionViewLayout(FlowLayout.list(rowHeight: 30), animated: true)
    print(grid.indexPathsForVisibleItems.count)
    #expect(takePrinted() == ["5"])

    // Line 176.
    collectionView.contentOffset.y = 60
    print(collectionView.snapshot())
    // Line 181.
    #expect(
      takePrinted() == [
        """
        viewport 0,60 200×100 of 200×480
        0-1  0,40 200×40   Row 2
        0-2  0,80 200×40   Row 3
        0-3  0,120 200×40  Row 4
        """
      ])

    // Line 205.
    collectionView.scroll(by: 100, steps: 4)
    #expect(collectionView.contentOffset.y == 160)  // "from y 60 to y 160"
    collectionView.scroll(by: 20, velocity: 100)
    // "≈ 50 points further": after the 20 points, at about 160 + 20 + 50.
    #expect(abs(collectionView.contentOffset.y - 230) <= 1)
    collectionView.tapStatusBar()
    #expect(collectionView.contentOffset.y == 0)  // "back to the top"
    collectionView.scrollToItem(at: IndexPath(item: 11, section: 0), at: .bottom, animated: false)
    print(collectionView.snapshot())
    // Line 213.
    #expect(
      takePrinted() == [
        """
        viewport 0,380 200×100 of 200×480
        0-9   0,360 200×40  Row 10
        0-10  0,400 200×40  Row 11
        0-11  0,440 200×40  Row 12
        """
      ])

    // Line 230.
    collectionView.contentOffset.y = 0
    collectionView.safeAreaInsets = LayoutInsets(top: 48, bottom: 34)
    print(collectionView.contentOffset.y)
    print(collectionView.adjustedContentInset)
    #expect(collectionView.adjustedContentInset == LayoutInsets(top: 48, bottom: 34))
    collectionView.scrollToItem(at: IndexPath(item: 4, section: 0), at: .top, animated: false)
    print(collectionView.contentOffset.y)
    collectionView.safeAreaInsets = .zero
    collectionView.contentOffset = .zero
    let insetLines = takePrinted()
    #expect(insetLines.first == "-48.0")
    #expect(collectionView.adjustedContentInset == .zero)
    #expect(insetLines.last == "112.0")
    #expect(insetLines.count == 3)

    // Line 271.
    collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
    collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    print(collectionView.snapshot())
    // Line 277.
    #expect(
      takePrinted() == [
        """
        viewport 0,0 200×100 of 200×480
        0-0    0,0 200×40   Row 1
        0-1 *  0,40 200×40  Row 2
        0-2    0,80 200×40  Row 3
        """
      ])

    // Line 302.
    collectionView.batchUpdateHandler = { batch in print(batch.oneLineDescription) }
    collectionView.performBatchUpdates(
      {
        rows.titles.remove(at: 2)
        rows.titles.insert("New", at: 0)
        collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      }, completion: nil)
    #expect(takePrinted() == ["delete items [0-2]; insert items [0-0]"])
    print(collectionView.lastBatchUpdate?.description ?? "")
    #expect(takePrinted() == ["delete items [0-2]\ninsert items [0-0]"])

    // Line 333.
    collectionView.errorHandler = { error in print(error) }
    collectionView.performBatchUpdates(
      {
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      }, completion: { valid in print("valid: \(valid)") })
    // Line 341.
    #expect(
      takePrinted() == [
        "invalid batch update [M25]: Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (12) must be equal to the number of items contained in that section before the update (12), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
        "valid: false",
      ])

    // Line 359.
    collectionView.scroll(by: 400, steps: 10)
    let identifier = String(reflecting: CollectionViewCell.self)
    print(collectionView.reuseStatistics(forCellReuseIdentifier: identifier))
    #expect(takePrinted() == ["created 4, reused 34, in pool 1"])

    // Line 378.
    let playlistView = HeadlessCollectionView(size: CGSize(width: 200, height: 160))
    let adapter = CollectionViewAdapter(collectionView: playlistView)
    playlistView.batchUpdateHandler = { batch in print(batch.oneLineDescription) }
    adapter.update([
      Section(
        id: "playlist", model: ["Intro", "Verse", "Chorus", "Outro"],
        controller: PlaylistSectionController())
    ])
    #expect(takePrinted() == ["insert sections [0]"])

    // Line 439.
    let menu = playlistView.contextMenuConfiguration(forItemAt: IndexPath(item: 2, section: 0))
    print(menu?.actions.map(\.title) ?? [])
    #expect(takePrinted() == [#"["Play", "Remove"]"#])

    // Line 461.
    if let session = playlistView.beginDrag(at: IndexPath(item: 0, section: 0)) {
      let over = CGPoint(x: 100, y: 100)
      print(playlistView.moveDrag(session, to: over).operation)
      #expect(takePrinted() == ["move"])
      playlistView.drop(session, at: over)
      #expect(takePrinted() == ["move items [0-0→0-2]"])
    } else {
      Issue.record("no drag session")
    }
    print(playlistView.visibleCells.map(\.text))
    #expect(takePrinted() == [#"["Verse", "Chorus", "Intro", "Outro"]"#])

    // Line 486.
    playlistView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
    playlistView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 10))
    playlistView.endInteractiveMovement()
    #expect(takePrinted() == ["move items [0-3→0-0]"])
    print(playlistView.visibleCells.map(\.text))
    #expect(takePrinted() == [#"["Outro", "Verse", "Chorus", "Intro"]"#])

    // Line 510.
    adapter.diagnosticHandler = { diagnostic in print(diagnostic) }
    adapter.update([
      Section(
        id: "playlist", model: ["Outro", "Verse", "Chorus", "Intro"],
        controller: PlaylistSectionController()),
      Section(id: "footer", model: "4 songs", controller: CarelessSectionController()),
    ])
    playlistView.scroll(by: 40)
    // Line 529.
    #expect(
      takePrinted() == [
        "insert sections [1]",
        "error: the collection view reported an error: the cell returned for index path 1-0 was not dequeued from the collection view [section footer, CarelessSectionController, index path 1-0]",
      ])
  }
}

// MARK: - GettingStarted.md

enum GettingStartedDoc {
  struct Stock: Identifiable, Equatable, Differentiable {
    let id: String
    var price: Int
  }
}

// MARK: - WritingASectionController.md

enum WritingDoc {
  struct Contact: Identifiable, Equatable, Differentiable {
    let id: Int
    var name: String
    var phone: String
  }

  final class ContactCell: CollectionViewCell {
    var name = ""
    var phone = ""

    override func prepareForReuse() {
      super.prepareForReuse()
      name = ""
      phone = ""
    }

    override func render() -> String {
      "\(name), \(phone)"
    }
  }

  final class ContactsSectionController: DiffingListSectionController<[Contact], Contact> {
    private let onSelect: (Contact) -> Void
    private(set) var displayedIDs: Set<Contact.ID> = []
    private(set) var prefetchedIDs: [Contact.ID] = []

    init(onSelect: @escaping (Contact) -> Void = { _ in }) {
      self.onSelect = onSelect
      super.init(items: { $0 })
    }

    override func cellForItem(
      at indexPath: SectionIndexPath, in context: any CollectionViewContext
    ) -> CollectionViewCell {
      let cell = context.dequeueReusableCell(ContactCell.self, for: indexPath)
      let contact = items[indexPath]
      cell.name = contact.name
      cell.phone = contact.phone
      return cell
    }

    fileprivate func select(_ contact: Contact) { onSelect(contact) }
    fileprivate func markDisplayed(_ id: Contact.ID) { displayedIDs.insert(id) }
    fileprivate func markPrefetched(_ ids: [Contact.ID]) { prefetchedIDs += ids }
  }
}

extension WritingDoc.ContactsSectionController: FlowLayoutSizing {
  func sizeForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CGSize? {
    CGSize(width: context.containerSize.width, height: 56)
  }
}

extension WritingDoc.ContactsSectionController: SupplementaryViewProviding {
  func supplementaryView(
    ofKind kind: ElementKind,
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    guard kind == .header else { return nil }
    let header = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: .header, for: indexPath)
    header.text = "Contacts"
    return header
  }

  func headerSize(in context: any CollectionViewContext) -> CGSize? {
    CGSize(width: context.containerSize.width, height: 30)
  }
}

extension WritingDoc.ContactsSectionController: SelectionHandling {
  func didSelectItem(at indexPath: SectionIndexPath) {
    select(items[indexPath])
    context?.deselectItem(at: indexPath.indexInSectionController)
  }
}

extension WritingDoc.ContactsSectionController: DisplayHandling, PrefetchHandling {
  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    markDisplayed(items[indexPath].id)
  }

  func prefetchItems(at indexPaths: [SectionIndexPath]) {
    markPrefetched(indexPaths.map { items[$0].id })
  }
}

extension WritingDoc.ContactsSectionController {
  func removeContact(at index: Int) {
    var remaining = items
    remaining.remove(at: index)
    context?.apply { self.update(to: remaining) }
  }
}

// MARK: - DeclarativeLists.md

enum DeclarativeDoc {
  final class Button: ComponentView {
    struct ViewModel: Equatable {
      var title: String
    }

    func configure(viewModel: ViewModel) {
      text = "[ \(viewModel.title) ]"
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      let title = textMetrics.size(of: text, proposedWidth: size.width)
      return CGSize(width: title.width, height: title.height + 24)
    }
  }

  struct ButtonComponent: Component {
    typealias Content = Button
    typealias ViewModel = Button.ViewModel
    typealias Coordinator = Void

    let viewModel: ViewModel

    init(viewModel: ViewModel) {
      self.viewModel = viewModel
    }

    func renderContent(coordinator: Coordinator) -> Button {
      Button()
    }

    func render(in content: Button, coordinator: Coordinator) {
      content.configure(viewModel: viewModel)
    }

    var layoutMode: ContentLayoutMode {
      .flexibleHeight(estimatedHeight: 44.0)
    }
  }

  @MainActor
  final class WatchlistSection {
    private var built: (symbols: [String], section: ListSection)?

    func section(for symbols: [String]) -> ListSection {
      if let built, built.symbols == symbols { return built.section }
      let section = ListSection(id: "watchlist") {
        for symbol in symbols {
          Cell(id: symbol, component: TextComponent(symbol))
        }
      }
      built = (symbols, section)
      return section
    }
  }
}

extension DocumentedOutputTests {
  // GettingStarted.md, the chain from line 17 to line 94.
  @Test func gettingStarted() throws {
    typealias Stock = GettingStartedDoc.Stock
    _ = takePrinted()
    // Line 29.
    let before = [Stock(id: "AAPL", price: 190_00), Stock(id: "MSFT", price: 410_00)]
    let after = [Stock(id: "MSFT", price: 412_50), Stock(id: "NVDA", price: 120_00)]

    let diff = ListDiff(from: before, to: after)
    #expect(Array(diff.deletes) == [0])
    #expect(Array(diff.inserts) == [1])
    #expect(Array(diff.updates) == [1])
    #expect(String(describing: diff.moves) == "[]")
    // Line 49.
    for range in diff.deletedRanges {
      print("deleted", range)
    }
    #expect(takePrinted() == ["deleted 0..<1"])
    #expect(diff.updatedRanges.indexCount == 1)
    // Line 60.
    let shown = try before.applying(diff, contentFrom: after)
    #expect(shown == after)
    // Line 71.
    for batch in diff.batchUpdates(inSection: 0) {
      print(batch)
    }
    #expect(takePrinted() == ["delete items [0-0]\ninsert items [0-1]\nreload items [0-1]"])
  }

  // WritingASectionController.md, the chain from line 46 to line 325.
  @Test func writingASectionController() {
    typealias Contact = WritingDoc.Contact
    typealias ContactsSectionController = WritingDoc.ContactsSectionController
    _ = takePrinted()
    // Line 249.
    let contacts = [
      Contact(id: 1, name: "Ada Lovelace", phone: "555-0101"),
      Contact(id: 2, name: "Alan Turing", phone: "555-0102"),
      Contact(id: 3, name: "Grace Hopper", phone: "555-0103"),
      Contact(id: 4, name: "Edsger Dijkstra", phone: "555-0104"),
      Contact(id: 5, name: "Barbara Liskov", phone: "555-0105"),
    ]
    var opened: [String] = []

    let collectionView = HeadlessCollectionView(size: CGSize(width: 320, height: 200))
    let adapter = CollectionViewAdapter(collectionView: collectionView)
    adapter.update([
      Section(
        id: "contacts", model: contacts,
        controller: ContactsSectionController(onSelect: { opened.append($0.name) }))
    ])
    collectionView.layoutIfNeeded()
    print(collectionView.snapshot())
    // Line 270.
    #expect(
      takePrinted() == [
        """
        viewport 0,0 320×200 of 320×310
        header 0  0,0 320×30    Contacts
        0-0       0,30 320×56   Ada Lovelace, 555-0101
        0-1       0,86 320×56   Alan Turing, 555-0102
        0-2       0,142 320×56  Grace Hopper, 555-0103
        0-3       0,198 320×56  Edsger Dijkstra, 555-0104
        """
      ])

    // Line 299.
    collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    print(opened)
    #expect(takePrinted() == [#"["Alan Turing"]"#])

    let controller = adapter.sectionController(
      forSectionID: "contacts", as: ContactsSectionController.self)
    print(controller?.displayedIDs.sorted() ?? [])
    print(controller?.prefetchedIDs ?? [])
    #expect(takePrinted() == ["[1, 2, 3, 4]", "[5]"])

    // Line 325.
    collectionView.batchUpdateHandler = { print($0.oneLineDescription) }
    controller?.removeContact(at: 2)
    #expect(takePrinted() == ["delete items [0-2]"])
  }

  // DeclarativeLists.md, the chain from line 53 to line 583.
  @Test func declarativeLists() {
    typealias ButtonComponent = DeclarativeDoc.ButtonComponent
    typealias WatchlistSection = DeclarativeDoc.WatchlistSection
    _ = takePrinted()
    // Line 114.
    let list = List {
      ListSection(id: "Section1") {
        Cell(
          id: "Cell1",
          component: ButtonComponent(viewModel: .init(title: "Cell1"))
        )
        Cell(
          id: "Cell2",
          component: ButtonComponent(viewModel: .init(title: "Cell2"))
        )
        .didSelect { _ in }
        .willDisplay { _ in }
      }
      .withHeader(ButtonComponent(viewModel: .init(title: "Header")))
      .withFooter(ButtonComponent(viewModel: .init(title: "Footer")))
      .withSectionLayout(.vertical(spacing: 12.0))
    }

    let collectionView = HeadlessCollectionView(
      size: CGSize(width: 320, height: 480),
      layout: CompositionalLayout { _, _ in
        CompositionalLayout.defaultSection
      })
    let collectionViewAdapter = CollectionViewAdapter(collectionView: collectionView)

    collectionViewAdapter.apply(list, animatingDifferences: true) {}

    // Line 227.
    var events: [String] = []
    collectionViewAdapter.apply(
      List {
        ListSection(
          id: "rows", cells: (0..<40).map { Cell(id: $0, component: TextComponent("\($0)")) }
        )
        .withHeader(TextComponent("Rows"))
        .didEndDisplayHeader { _ in events.append("header gone") }
      }
      .willEndDragging { context in
        let y = (context.targetContentOffset.y / 40).rounded() * 40
        context.targetContentOffset = CGPoint(x: 0, y: y)
      }
      .didEndDecelerating { _ in events.append("at rest") })
    collectionView.scroll(by: 30, velocity: 300)
    #expect(collectionView.contentOffset.y == 200)  // "snapped to 200"
    print(events)
    #expect(takePrinted() == [#"["header gone", "at rest"]"#])

    // Line 407.
    collectionViewAdapter.apply(
      List {
        ListSection(id: "header") {
          Cell(id: "title", component: TextComponent("Watchlist"))
        }
        Section(
          id: "tickers", model: ["AAPL", "MSFT"],
          controller: DiffingListSectionController<[String], String>())
      })

    // Line 440.
    collectionViewAdapter.apply(list, updateStrategy: .nonanimatedBatchUpdates)
    print(collectionView.lastBatchUpdate?.isAnimated ?? true)
    #expect(takePrinted() == ["false"])

    // Line 461.
    let watchlist = WatchlistSection()
    let symbols = ["AAPL", "MSFT"]
    collectionViewAdapter.apply(List { watchlist.section(for: symbols) })
    collectionViewAdapter.apply(List { watchlist.section(for: symbols) })

    // Line 497.
    let first = IndexPath(item: 0, section: 0)
    print(collectionViewAdapter.cell(at: first)?.id ?? "none")
    print(collectionViewAdapter.snapshot()?.sections.map(\.id) ?? [])
    // The chain last applied the watchlist (line 461).
    #expect(takePrinted() == ["AAPL", "[watchlist]"])
  }

  // CompositionalLayouts.md, the snippet at line 151 (`Item` is `LayoutItem`: the test target has
  // an `Item` of its own).
  @Test func compositionalLayoutsOrthogonalScrolling() {
    let cards = CompositionalLayout { _, _ in
      LayoutSection {
        HGroup(width: .fractionalWidth(0.8), height: .absolute(200)) { LayoutItem() }
      }
      .interGroupSpacing(8)
      .contentInsets(value: 16)
      .orthogonalScrollingBehavior(.groupPaging)
    }
    let row = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: cards)
    let adapter = CollectionViewAdapter(collectionView: row)
    adapter.update([
      Section(
        id: "cards", model: (1...5).map { "Card \($0)" },
        controller: DiffingListSectionController<[String], String>())
    ])
    row.scroll(section: 0, by: 300)
    #expect(row.contentOffset(ofSection: 0) == 320)
  }

  // README.md, the snippet at line 91.
  @Test func readmeAdapter() {
    _ = takePrinted()
    let collectionView = HeadlessCollectionView(size: CGSize(width: 320, height: 480))
    let adapter = CollectionViewAdapter(collectionView: collectionView)

    adapter.update([
      Section(id: "title", model: "Watchlist", controller: SingleModelSectionController<String>()),
      Section(
        id: "tickers", model: ["AAPL", "MSFT"],
        controller: DiffingListSectionController<[String], String>()),
    ])
    adapter.update([
      Section(
        id: "title", model: "Watchlist (3)", controller: SingleModelSectionController<String>()),
      Section(
        id: "tickers", model: ["NVDA", "AAPL", "MSFT"],
        controller: DiffingListSectionController<[String], String>()),
    ])
    collectionView.layoutIfNeeded()
    print(collectionView.visibleCells.map(\.text))
    #expect(takePrinted() == [#"["Watchlist (3)", "NVDA", "AAPL", "MSFT"]"#])
  }

  // README.md, the snippet at line 121.
  @Test func readmeDeclarative() {
    _ = takePrinted()
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 480))
    let screen = CollectionViewAdapter(collectionView: view)

    func watchlist(_ title: String, _ tickers: [String]) -> List {
      List {
        ListSection(id: "title") { Cell(id: "title", component: TextComponent(title)) }
        ListSection(id: "tickers") {
          ForEach(tickers) { Cell(id: $0, component: TextComponent($0)) }
        }
      }
    }
    screen.apply(watchlist("Watchlist", ["AAPL", "MSFT"]))
    screen.apply(watchlist("Watchlist (3)", ["NVDA", "AAPL", "MSFT"]))
    view.layoutIfNeeded()
    print(view.visibleCells.map { $0.render() })
    print(view.visibleCells.map(\.frame.height))
    #expect(
      takePrinted() == [#"["Watchlist (3)", "NVDA", "AAPL", "MSFT"]"#, "[20.0, 20.0, 20.0, 20.0]"])
  }

  // README.md, the chain from line 186 to line 217.
  @Test func readmeListDiff() throws {
    typealias Stock = GettingStartedDoc.Stock
    _ = takePrinted()
    let before = [Stock(id: "AAPL", price: 19_000), Stock(id: "MSFT", price: 41_000)]
    let after = [Stock(id: "MSFT", price: 41_250), Stock(id: "NVDA", price: 12_000)]

    let diff = ListDiff(from: before, to: after)
    #expect(Array(diff.deletes) == [0])
    #expect(Array(diff.inserts) == [1])
    #expect(String(describing: diff.moves) == "[]")
    #expect(Array(diff.updates) == [1])
    print(diff)
    #expect(takePrinted() == ["ListDiff(2 → 2: deletes [0], inserts [1], updates [1])"])
    // Line 208.
    let shown = try before.applying(diff, contentFrom: after)
    #expect(shown == after)
    // Line 217.
    for batch in diff.batchUpdates(inSection: 0) {
      print(batch)
    }
    #expect(takePrinted() == ["delete items [0-0]\ninsert items [0-1]\nreload items [0-1]"])
  }
}

extension DocumentedOutputTests {
  // README.md, the test at line 165.
  @Test func readmeRemovingAFruitDeletesOnlyItsRow() {
    let fruits = DiffingListSectionController<[String], String>()
    let harness = SectionHarness(fruits, model: ["apple", "fig", "pear"])
    #expect(harness.visibleTexts == ["apple", "fig", "pear"])

    let batches = harness.update(to: ["apple", "pear"])
    #expect(batches.map(\.oneLineDescription) == ["delete items [0-1]"])
    #expect(harness.visibleTexts == ["apple", "pear"])
  }

  // WritingASectionController.md, the test at line 456 (after the chain's declarations).
  @Test func writingTappingAContactOpensIt() {
    typealias Contact = WritingDoc.Contact
    let contacts = [
      Contact(id: 1, name: "Ada Lovelace", phone: "555-0101"),
      Contact(id: 2, name: "Alan Turing", phone: "555-0102"),
      Contact(id: 3, name: "Grace Hopper", phone: "555-0103"),
    ]
    var openedNames: [String] = []
    let section = WritingDoc.ContactsSectionController(onSelect: { openedNames.append($0.name) })
    let harness = SectionHarness(section, model: Array(contacts.prefix(2)))
    #expect(
      harness.snapshot() == """
        viewport 0,0 320×640 of 320×142
        header 0  0,0 320×30   Contacts
        0-0       0,30 320×56  Ada Lovelace, 555-0101
        0-1       0,86 320×56  Alan Turing, 555-0102
        """)

    harness.tap(item: 1)
    #expect(openedNames == ["Alan Turing"])

    let batches = harness.update(to: Array(contacts.prefix(3)))
    #expect(batches.map(\.oneLineDescription) == ["insert items [0-2]"])
    #expect(harness.visibleTexts.last == "Grace Hopper, 555-0103")
  }
}
