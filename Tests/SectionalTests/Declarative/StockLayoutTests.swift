import Foundation
import Sectional
import Testing

/// A text component of a fixed height and as wide as the layout offers.
private struct Line: Component {
  let viewModel: String
  var height: CGFloat = 10

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
  func render(in content: ComponentView, coordinator: Void) { content.text = viewModel }

  var layoutMode: ContentLayoutMode { .flexibleHeight(estimatedHeight: 30) }
}

/// A content view as tall as its component says.
@MainActor
@Suite("Declarative lists: stock section layouts")
struct StockLayoutTests {
  private func view(compositional: Bool, width: CGFloat = 100) -> (
    HeadlessCollectionView, CollectionViewAdapter
  ) {
    let layout: any CollectionViewLayout =
      compositional
      ? CompositionalLayout { _, _ in CompositionalLayout.defaultSection } : FlowLayout()
    let view = HeadlessCollectionView(size: CGSize(width: width, height: 400), layout: layout)
    return (view, CollectionViewAdapter(collectionView: view))
  }

  private func frames(_ view: HeadlessCollectionView) -> [CGRect] {
    view.indexPathsForVisibleItems.compactMap { view.cellForItem(at: $0)?.frame }
  }

  @Test func verticalStacksSelfSizedCellsSpacingApartOnACompositionalLayout() {
    let (view, adapter) = view(compositional: true)
    adapter.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: Line(viewModel: "one"))
          Cell(id: 2, component: Line(viewModel: "two\nlines"))
        }
        .withSectionLayout(.vertical(spacing: 12.0))
      })
    view.layoutIfNeeded()
    // Measured: one line of the default text metric, and two, each floored to whole pixels.
    let one = snapped(TextMetrics.default.lineHeight)
    let two = snapped(2 * TextMetrics.default.lineHeight)
    #expect(
      frames(view) == [
        CGRect(x: 0, y: 0, width: 100, height: one),
        CGRect(x: 0, y: one + 12, width: 100, height: two),
      ])
  }

  @Test func aSectionWithoutALayoutIsAVerticalListOnACompositionalLayout() {
    let (view, adapter) = view(compositional: true)
    adapter.apply(
      List {
        ListSection(id: "s") {
          Cell(id: 1, component: Line(viewModel: "one"))
          Cell(id: 2, component: Line(viewModel: "two\nlines"))
        }
      })
    view.layoutIfNeeded()
    let one = snapped(TextMetrics.default.lineHeight)
    let two = snapped(2 * TextMetrics.default.lineHeight)
    #expect(
      frames(view) == [
        CGRect(x: 0, y: 0, width: 100, height: one),
        CGRect(x: 0, y: one, width: 100, height: two),
      ])
  }

  @Test func verticalSpacesLinesOnAFlowLayout() {
    let (view, adapter) = view(compositional: false)
    adapter.apply(
      List {
        ListSection(id: "s") {
          Cell(
            id: 1, component: TextComponent("a", layoutMode: .fixed(CGSize(width: 100, height: 10)))
          )
          Cell(
            id: 2, component: TextComponent("b", layoutMode: .fixed(CGSize(width: 100, height: 10)))
          )
        }
        .withSectionLayout(.vertical(spacing: 5))
      })
    view.layoutIfNeeded()
    #expect(frames(view).map(\.minY) == [0, 15])
  }

  @Test func aGridPutsCellsInEqualColumns() {
    let (view, adapter) = view(compositional: true)
    adapter.apply(
      List {
        ListSection(
          id: "s", cells: (0..<4).map { Cell(id: $0, component: Line(viewModel: "\($0)")) }
        )
        .withSectionLayout(.verticalGrid(numberOfItemsInRow: 2, itemSpacing: 10, lineSpacing: 4))
      })
    view.layoutIfNeeded()
    #expect(frames(view).map(\.minX) == [0, 55, 0, 55])
    #expect(frames(view).map(\.width) == [45, 45, 45, 45])
    // A row is one measured line of text, then the line spacing.
    let row = snapped(TextMetrics.default.lineHeight) + 4
    #expect(frames(view).map(\.minY) == [0, 0, row, row])
  }

  @Test func aHeaderAndFooterGetTheirPlace() {
    let (view, adapter) = view(compositional: true)
    adapter.apply(
      List {
        ListSection(id: "s", cells: [Cell(id: 1, component: Line(viewModel: "body"))])
          .withHeader(TextComponent("Head"))
          .withFooter(TextComponent("Foot"))
          .withSectionLayout(.vertical())
      })
    view.layoutIfNeeded()
    let header = view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))
    let footer = view.supplementaryView(forElementKind: .footer, at: IndexPath(item: 0, section: 0))
    #expect(header?.render() == "Head")
    #expect(footer?.render() == "Foot")
    #expect((header?.frame.maxY ?? 0) <= (frames(view).first?.minY ?? -1))
    #expect((footer?.frame.minY ?? 0) >= (frames(view).last?.maxY ?? .infinity))
  }

  @Test func horizontalScrollsOnItsOwn() {
    let (view, adapter) = view(compositional: true)
    adapter.apply(
      List {
        ListSection(
          id: "s",
          cells: (0..<10).map {
            Cell(
              id: $0,
              component: TextComponent(
                "card \($0)", layoutMode: .fixed(CGSize(width: 40, height: 20))))
          }
        )
        .withSectionLayout(.horizontal(spacing: 8))
      })
    view.layoutIfNeeded()
    let shown = frames(view)
    #expect(shown.first == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(shown.dropFirst().first?.minX == 48)
    #expect(view.contentSize.height == 20)
  }
}
