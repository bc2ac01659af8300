import Foundation
import Sectional
import Testing

@MainActor
@Suite("Pictures of a layout")
struct LayoutPictureTests {
  private func view() -> HeadlessCollectionView {
    let layout = FlowLayout.list(rowHeight: 20)
    layout.headerReferenceSize = CGSize(width: 0, height: 10)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 50), layout: layout)
    view.errorHandler = nil  // No header views: the picture shows what the layout places.
    return view
  }

  /// The `<rect>` lines of a picture with a class.
  private func rects(_ svg: String, _ style: String) -> [Substring] {
    svg.split(separator: "\n").filter { $0.hasPrefix("<rect class=\"\(style)") }
  }

  @Test func theViewportPictureDrawsTheShownCellsLabelledAndTheViewport() {
    let rows = TextDataSource([["a", "b <&>", "c", "d"]])
    let view = view()
    view.dataSource = rows
    view.layoutIfNeeded()
    let svg = view.svg()
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\""))
    // Header 0..<10, rows at 10, 30, 50: rows 0-0 and 0-1 are in the 50-point viewport.
    #expect(rects(svg, "cell").count == 2)
    #expect(svg.contains("<rect class=\"cell\" x=\"0\" y=\"30\" width=\"100\" height=\"20\"/>"))
    #expect(svg.contains(">0-1 b &lt;&amp;&gt;</text>"))
    #expect(
      rects(svg, "viewport") == [
        "<rect class=\"viewport\" x=\"0\" y=\"0\" width=\"100\" height=\"50\"/>"
      ])
  }

  @Test func theContentPictureAlsoDrawsWhatIsNotShownDashed() {
    let rows = TextDataSource([["a", "b", "c", "d"]])
    let view = view()
    view.dataSource = rows
    view.layoutIfNeeded()
    let svg = view.svg(.content)
    #expect(svg.contains("height=\"90\""))  // 10 + 4 × 20
    #expect(rects(svg, "cell placed").count == 2)  // rows 2 and 3
    #expect(rects(svg, "supplementary placed").count == 1)  // the header, never shown
  }
}
