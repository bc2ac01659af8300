import Foundation
import Sectional
import Testing

/// A content view that measures a set size, whatever it is offered (clamped to the offer on an
/// axis the offer bounds).
final class SizedView: ComponentView {
  var intrinsic = CGSize.zero

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: min(intrinsic.width, size.width), height: min(intrinsic.height, size.height))
  }
}

/// A component of a layout mode whose content measures a set size.
struct Sized: Component {
  let viewModel: String
  let intrinsic: CGSize
  let layoutMode: ContentLayoutMode

  init(_ name: String, _ mode: ContentLayoutMode, measures intrinsic: CGSize) {
    viewModel = name
    layoutMode = mode
    self.intrinsic = intrinsic
  }

  func renderContent(coordinator: Void) -> SizedView { SizedView() }
  func render(in content: SizedView, coordinator: Void) {
    content.text = viewModel
    content.intrinsic = intrinsic
  }
}

@MainActor
@Suite("No absurd frame, ever in silence")
struct SizeTests {
  private func screen(_ cells: [Cell], _ layout: StockLayout) -> SeamScreen {
    let screen = SeamScreen(
      layout: CompositionalLayout(section: CompositionalLayout.defaultSection),
      size: CGSize(width: 320, height: 480))
    screen.apply(List { ListSection(id: "row", cells: cells).withSectionLayout(layout) })
    return screen
  }

  /// The size the section's controller gives an item, as the view asks when it measures it.
  private func size(_ screen: SeamScreen, item: Int) -> CGSize? {
    screen.view.delegate?.collectionView(
      screen.view, sizeForItemAt: IndexPath(item: item, section: 0),
      fitting: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
  }

  @Test func aHorizontalRowSizesEveryModeWidthFromTheComponentAndFillingHeightsFromTheRow() {
    let screen = screen(
      [
        Cell(
          id: "fixed", component: Sized("f", .fixed(CGSize(width: 50, height: 30)), measures: .zero)
        ),
        Cell(
          id: "content",
          component: Sized(
            "c", .fitContent(estimatedSize: CGSize(width: 10, height: 10)),
            measures: CGSize(width: 40, height: 20))),
        Cell(
          id: "width",
          component: Sized(
            "w", .flexibleWidth(estimatedWidth: 10), measures: CGSize(width: 60, height: 99))),
        Cell(id: "container", component: Sized("x", .fitContainer, measures: .zero)),
        Cell(
          id: "height",
          component: Sized(
            "h", .flexibleHeight(estimatedHeight: 10), measures: CGSize(width: 999, height: 25))),
      ], .horizontal(spacing: 4))
    // The row is as tall as the tallest height a cell states: 30, the fixed cell's.
    #expect(size(screen, item: 0) == CGSize(width: 50, height: 30))
    #expect(size(screen, item: 1) == CGSize(width: 40, height: 20))
    #expect(size(screen, item: 2) == CGSize(width: 60, height: 30))
    #expect(size(screen, item: 3) == CGSize(width: 320, height: 30))
    #expect(size(screen, item: 4) == CGSize(width: 320, height: 25))
    let shown = screen.view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
    #expect(shown?.size == CGSize(width: 60, height: 30))
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aRowWhoseCellsStateNoHeightIsAsTallAsTheViewport() {
    let screen = screen(
      [
        Cell(id: "container", component: Sized("x", .fitContainer, measures: .zero)),
        Cell(
          id: "width",
          component: Sized(
            "w", .flexibleWidth(estimatedWidth: 10), measures: CGSize(width: 60, height: 9))),
      ], .horizontal())
    #expect(size(screen, item: 0) == CGSize(width: 320, height: 480))
    #expect(size(screen, item: 1) == CGSize(width: 60, height: 480))
  }

  @Test(arguments: [
    ContentLayoutMode.fitContainer, .flexibleWidth(estimatedWidth: 6),
    .flexibleHeight(estimatedHeight: 1), .fitContent(estimatedSize: CGSize(width: 5, height: 1)),
  ])
  func textInAHorizontalRowHasAFiniteSensibleFrameInEveryMode(mode: ContentLayoutMode) {
    let screen = screen(
      [Cell(id: 1, component: TextComponent("Recent", layoutMode: mode))], .horizontal())
    let frame = screen.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    #expect(frame.map { $0.width <= 320 && $0.height <= 480 && $0.width > 0 } == true)
    #expect(screen.diagnostics.isEmpty)
    #expect(screen.view.errors.isEmpty)
  }

  @Test func aCellThatFillsAVerticalListIsAsTallAsTheViewport() {
    let screen = screen(
      [Cell(id: "page", component: Sized("p", .fitContainer, measures: .zero))], .vertical())
    #expect(
      screen.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size
        == CGSize(width: 320, height: 480))
  }
}

/// A list whose controller sizes its items with whatever size it is given.
@MainActor
private final class LyingSizes: DiffingListSectionController<[String], String>,
  SectionLayoutProviding, ItemSizing
{
  let size: CGSize
  init(_ size: CGSize) {
    self.size = size
    super.init(items: { $0 })
  }

  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    FlowSectionLayout(itemSize: .sizedByContent)
  }

  func sizeForItem(
    at indexPath: SectionIndexPath, fitting proposal: CGSize, in context: any CollectionViewContext
  ) -> CGSize? {
    size
  }
}

/// A cell that measures a set size.
private final class MeasuringCell: CollectionViewCell {
  nonisolated(unsafe) static var measured = CGSize.zero
  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var attributes = layoutAttributes
    attributes.frame.size = Self.measured
    return attributes
  }
}

@MainActor
@Suite("An unusable size is a diagnostic with a stated fallback")
struct UnusableSizeTests {
  @Test(arguments: [
    CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: -1),
    CGSize(width: 10, height: CGFloat.infinity),
    CGSize(width: 10, height: CGFloat.greatestFiniteMagnitude),
  ])
  func aControllersUnusableSizeIsReportedAndTheLayoutsSizeUsed(size: CGSize) {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 70, height: 20)
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.update([Section(id: "rows", model: ["a"], controller: LyingSizes(size))])
    view.layoutIfNeeded()
    #expect(diagnostics.first?.kind == .invalidSize)
    #expect(diagnostics.first?.sectionID == SectionID("rows"))
    #expect(diagnostics.first?.indexPath == IndexPath(item: 0, section: 0))
    #expect(diagnostics.first?.message.contains("\(size.height)") == true)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size
        == CGSize(width: 70, height: 20))
  }

  @Test func aCellThatMeasuresNaNKeepsItsEstimateAndIsReported() {
    let layout = FlowLayout.list()
    layout.estimatedItemSize = CGSize(width: 320, height: 44)
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
    final class Cells: CollectionViewDataSource {
      func numberOfSections(in collectionView: any CollectionView) -> Int { 1 }
      func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 1 }
      func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        collectionView.dequeueReusableCell(MeasuringCell.self, for: indexPath)
      }
    }
    MeasuringCell.measured = CGSize(width: 320, height: CGFloat.nan)
    let cells = Cells()
    view.dataSource = cells
    var errors: [CollectionViewError] = []
    view.errorHandler = { errors.append($0) }
    view.layoutIfNeeded()
    #expect(errors.count == 1)
    guard case .invalidMeasuredSize(let indexPath, let kind, let width, let height) = errors.first
    else {
      Issue.record("expected an invalid measured size, got \(errors)")
      return
    }
    #expect(indexPath == IndexPath(item: 0, section: 0) && kind == nil && width == 320)
    #expect(height.isNaN)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size
        == CGSize(width: 320, height: 44))
  }
}
