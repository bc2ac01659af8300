import Foundation
import Sectional
import Testing

/// A row's content view.
final class RowView: ComponentView {}

/// A chip's content view: another type than a row's.
final class ChipView: ComponentView {}

/// A row of text (`TextRow`), 100 × 10.
struct TextRow: Component {
  let viewModel: String
  var tone: String?

  init(_ text: String, tone: String? = nil) {
    viewModel = text
    self.tone = tone
  }

  var style: AnyHashable? { tone }
  func renderContent(coordinator: Void) -> RowView { RowView() }
  func render(in content: RowView, coordinator: Void) { content.text = viewModel }
  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }
}

/// A chip of text, on another content view type.
struct Chip: Component {
  let viewModel: String

  init(_ text: String) { viewModel = text }

  func renderContent(coordinator: Void) -> ChipView { ChipView() }
  func render(in content: ChipView, coordinator: Void) { content.text = "(\(viewModel))" }
  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }
}

/// A coordinator that counts renders.
final class RenderCounter {
  var renders = 0
}

/// A name that counts its renders in a coordinator, on a plain row view.
struct CountedName: Component {
  let viewModel: String
  init(_ name: String) { viewModel = name }
  func makeCoordinator() -> RenderCounter { RenderCounter() }
  func renderContent(coordinator: RenderCounter) -> RowView { RowView() }
  func render(in content: RowView, coordinator: RenderCounter) {
    coordinator.renders += 1
    content.text = "\(viewModel) (counted)"
  }
  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }
}

/// A plain name on the same row view, without a coordinator.
struct PlainName: Component {
  let viewModel: String
  init(_ name: String) { viewModel = name }
  func renderContent(coordinator: Void) -> RowView { RowView() }
  func render(in content: RowView, coordinator: Void) { content.text = viewModel }
  var layoutMode: ContentLayoutMode {
    .flexibleHeight(estimatedHeight: 5)
  }
}

/// An adapter over a view of a layout, recording diagnostics.
@MainActor
final class SeamScreen {
  let view: HeadlessCollectionView
  let adapter: CollectionViewAdapter
  private(set) var diagnostics: [Diagnostic] = []
  private(set) var batches: [BatchUpdate] = []

  init(layout: any CollectionViewLayout, size: CGSize = CGSize(width: 100, height: 200)) {
    view = HeadlessCollectionView(size: size, layout: layout)
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
    view.batchUpdateHandler = { [unowned self] in batches.append($0) }
  }

  func apply(_ list: List, _ mode: UpdateStrategy = .animatedBatchUpdates) {
    adapter.apply(list, updateStrategy: mode)
    view.layoutIfNeeded()
  }

  /// The text of the shown header of a section, or `nil` when none shows.
  func header(_ section: Int = 0) -> String? {
    view.layoutIfNeeded()
    return view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: section))?
      .render()
  }

  func footer(_ section: Int = 0) -> String? {
    view.layoutIfNeeded()
    return view.supplementaryView(
      forElementKind: .footer, at: IndexPath(item: 0, section: section))?
      .render()
  }

  func cellText(_ item: Int, _ section: Int = 0) -> String? {
    view.layoutIfNeeded()
    return view.cellForItem(at: IndexPath(item: item, section: section))?.render()
  }
}

/// The layouts every wrong-screen case runs on.
@MainActor
let bothLayouts: [@MainActor () -> any CollectionViewLayout] = [
  { FlowLayout() }, { CompositionalLayout(section: CompositionalLayout.defaultSection) },
]

@MainActor
@Suite("Every view shows its own data, whenever the apply comes")
struct WrongScreenTests {
  private static func cells() -> [Cell] {
    [Cell(id: 1, component: TextRow("one")), Cell(id: 2, component: TextRow("two"))]
  }

  @Test(arguments: 0..<2, [UpdateStrategy.reloadData, .reconfigureOnly])
  func aHeaderOfAnotherContentTypeIsANewViewInEveryUpdateMode(
    layoutIndex: Int, mode: UpdateStrategy
  ) {
    let screen = SeamScreen(layout: bothLayouts[layoutIndex]())
    screen.apply(List { ListSection(id: "s", cells: Self.cells()).withHeader(TextRow("Old")) })
    screen.apply(
      List { ListSection(id: "s", cells: Self.cells()).withHeader(Chip("New")) }, mode)
    #expect(screen.header() == "(New)")
    #expect(screen.cellText(1) == "two")
    #expect(screen.diagnostics.isEmpty)
    #expect(screen.view.errors.isEmpty)
  }

  @Test(arguments: 0..<2)
  func aHeaderOfAnotherContentTypeIsANewViewInTheSameBatch(layoutIndex: Int) {
    let screen = SeamScreen(layout: bothLayouts[layoutIndex]())
    screen.apply(List { ListSection(id: "s", cells: Self.cells()).withHeader(TextRow("Old")) })
    #expect(screen.header() == "Old")
    let batchesBefore = screen.batches.count
    screen.apply(List { ListSection(id: "s", cells: Self.cells()).withHeader(Chip("New")) })
    #expect(screen.header() == "(New)")
    #expect(screen.batches.count == batchesBefore + 1)
    #expect(screen.diagnostics.isEmpty)
    #expect(screen.view.errors.isEmpty)
  }

  @Test(arguments: 0..<2)
  func aFooterOfAnotherStyleIsANewView(layoutIndex: Int) {
    let screen = SeamScreen(layout: bothLayouts[layoutIndex]())
    screen.apply(
      List { ListSection(id: "s", cells: Self.cells()).withFooter(TextRow("Sum", tone: "plain")) })
    #expect(screen.footer() == "Sum")
    screen.apply(
      List { ListSection(id: "s", cells: Self.cells()).withFooter(TextRow("Sum!", tone: "bold")) })
    #expect(screen.footer() == "Sum!")
    #expect(screen.diagnostics.isEmpty)
  }

  @Test(arguments: 0..<2, [UpdateStrategy.animatedBatchUpdates, .reconfigureOnly, .reloadData])
  func aHeaderRemovedByAnApplyFromInsideDidSelectIsGone(layoutIndex: Int, mode: UpdateStrategy) {
    let screen = SeamScreen(layout: bothLayouts[layoutIndex]())
    func list(withHeader: Bool) -> List {
      let cells = [
        Cell(id: 1, component: TextComponent(withHeader ? "one" : "one!")).didSelect { _ in
          screen.adapter.apply(list(withHeader: false), updateStrategy: mode)
        },
        Cell(id: 2, component: TextComponent("two")),
      ]
      let section = ListSection(id: "s", cells: cells)
      return List { withHeader ? section.withHeader(TextComponent("H4:0")) : section }
    }
    screen.apply(list(withHeader: true))
    #expect(screen.header() == "H4:0")
    screen.view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(screen.header() == nil)
    #expect(!screen.view.snapshot().contains("H4:0"))
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aTapFollowsItsItemWhenAnApplyFromOnHighlightShiftsIt() {
    let screen = SeamScreen(layout: FlowLayout())
    var log: [String] = []
    func list(banner: Bool) -> List {
      var cells: [Cell] = []
      if banner { cells.append(Cell(id: "banner", component: TextRow("banner"))) }
      for id in ["a", "b"] {
        cells.append(
          Cell(id: id, component: TextRow(id))
            .onHighlight { context in
              log.append("highlight \(context.cellID.base)")
              if !banner { screen.adapter.apply(list(banner: true)) }
            }
            .onUnhighlight { log.append("unhighlight \($0.cellID.base)") }
            .didSelect { log.append("select \($0.cellID.base)") })
      }
      return List { ListSection(id: "s", cells: cells) }
    }
    screen.apply(list(banner: false))
    screen.view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(log == ["highlight b", "unhighlight b", "select b"])
    #expect(screen.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test func aRecycledViewIsRenderedWhateverTheComponentsCoordinatorType() {
    let screen = SeamScreen(layout: FlowLayout())
    screen.apply(
      List { ListSection(id: "s", cells: [Cell(id: "a", component: CountedName("Alice"))]) })
    #expect(screen.cellText(0) == "Alice (counted)")
    screen.apply(List { ListSection(id: "s", cells: [Cell(id: "b", component: PlainName("Bob"))]) })
    #expect(screen.cellText(0) == "Bob")
    screen.apply(
      List { ListSection(id: "s", cells: [Cell(id: "c", component: CountedName("Cy"))]) })
    #expect(screen.cellText(0) == "Cy (counted)")
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aHeaderOfAnotherCoordinatorTypeIsRendered() {
    let screen = SeamScreen(layout: FlowLayout())
    screen.apply(
      List { ListSection(id: "s", cells: Self.cells()).withHeader(CountedName("Alice")) })
    #expect(screen.header() == "Alice (counted)")
    screen.apply(List { ListSection(id: "s", cells: Self.cells()).withHeader(PlainName("Bob")) })
    #expect(screen.header() == "Bob")
  }

  @Test func eventsRunTheHandlersOfTheListLastApplied() {
    let screen = SeamScreen(layout: FlowLayout(), size: CGSize(width: 100, height: 20))
    var log: [String] = []
    func list(_ version: String) -> List {
      List {
        ListSection(
          id: "s",
          cells: (0..<6).map { index in
            Cell(id: index, component: TextRow("\(index)"))
              .didEndDisplay { log.append("\(version) didEndDisplay \($0.index)") }
          })
      }
    }
    screen.apply(list("v1"))
    screen.apply(list("v2"))
    screen.view.contentOffset = CGPoint(x: 0, y: 30)
    screen.view.layoutIfNeeded()
    #expect(log.first == "v2 didEndDisplay 0")
    #expect(log.allSatisfy { $0.hasPrefix("v2") })
  }

  @Test func aSectionWhoseIndexChangedIsDescribedAgain() {
    let layout = CompositionalLayout { index, _ in
      index == 0
        ? LayoutSection(
          group: .vertical(
            layoutSize: LayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [LayoutItem(layoutSize: .fillingContainer)]))
        : LayoutSection(
          group: .vertical(
            layoutSize: LayoutSize(widthDimension: .absolute(160), heightDimension: .absolute(50)),
            subitems: [LayoutItem(layoutSize: .fillingContainer)]))
    }
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 1_000), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    typealias Texts = DiffingListSectionController<[String], String>
    adapter.update([Section(id: "x", model: ["x"], controller: Texts())])
    view.layoutIfNeeded()
    adapter.update([
      Section(id: "y", model: ["y"], controller: Texts()),
      Section(id: "x", model: ["x"], controller: Texts()),
    ])
    view.layoutIfNeeded()
    let moved = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
    #expect(moved?.size == CGSize(width: 160, height: 50))
    #expect(moved?.minY == 200)
  }

  @Test func aContentOnlyApplyAboveTheReloadThresholdStillSaysItChangedStructure() {
    let screen = SeamScreen(layout: FlowLayout())
    screen.adapter.reloadThreshold = 1
    screen.apply(List { ListSection(id: "s", cells: Self.cells()) })
    let more = Self.cells() + (3..<8).map { Cell(id: $0, component: TextRow("\($0)")) }
    screen.apply(List { ListSection(id: "s", cells: more) }, .reconfigureOnly)
    #expect(screen.diagnostics.map(\.kind) == [.structuralChangeInContentOnlyUpdate])
    #expect(screen.cellText(6) == "7")
  }
}
