import Foundation
import Sectional
import Testing

/// The shop screen a newcomer writes from the docs: a title, a row of category chips that
/// scrolls on its own, and a grid of products under a header, on a compositional layout.
@MainActor
@Suite("A newcomer's shop screen lays out as written")
struct NewcomerScreenTests {
  private func shop() -> List {
    List {
      ListSection(id: "title") {
        Cell(
          id: "title",
          component: Sized("Shop", .fixed(CGSize(width: 320, height: 40)), measures: .zero))
      }
      ListSection(id: "categories") {
        for name in ["All", "Shoes", "Bags", "Hats"] {
          Cell(
            id: name,
            component: Sized(
              name, .fitContent(estimatedSize: CGSize(width: 60, height: 30)),
              measures: CGSize(width: CGFloat(name.count) * 10 + 20, height: 32)))
        }
      }
      .withSectionLayout(.horizontal(spacing: 8))
      ListSection(id: "products") {
        for index in 0..<6 {
          Cell(
            id: index,
            component: Sized(
              "P\(index)", .flexibleHeight(estimatedHeight: 100),
              measures: CGSize(width: 999, height: 120)))
        }
      }
      .withHeader(Sized("Popular", .fixed(CGSize(width: 320, height: 24)), measures: .zero))
      .withSectionLayout(.verticalGrid(numberOfItemsInRow: 2, itemSpacing: 10, lineSpacing: 10))
    }
  }

  @Test func everySectionIsWhereItsDescriptionPutsIt() {
    let screen = SeamScreen(
      layout: CompositionalLayout(section: CompositionalLayout.defaultSection),
      size: CGSize(width: 320, height: 640))
    screen.apply(shop())
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      screen.view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: 320, height: 40))
    // Chips: each as wide as its content, 32 tall, 8 apart, in a row below the title.
    #expect(frame(0, 1) == CGRect(x: 0, y: 40, width: 50, height: 32))
    #expect(frame(1, 1) == CGRect(x: 58, y: 40, width: 70, height: 32))
    // The grid's header, then two columns of 155 points, 10 apart, rows 120 tall and 10 apart.
    let header = screen.view.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: .header, at: IndexPath(item: 0, section: 2))?.frame
    #expect(header == CGRect(x: 0, y: 72, width: 320, height: 24))
    #expect(frame(0, 2) == CGRect(x: 0, y: 96, width: 155, height: 120))
    #expect(frame(1, 2) == CGRect(x: 165, y: 96, width: 155, height: 120))
    #expect(frame(2, 2) == CGRect(x: 0, y: 226, width: 155, height: 120))
    #expect(screen.diagnostics.isEmpty)
    #expect(screen.view.errors.isEmpty)
  }
}
