import Foundation
import Sectional
import Testing

// The pictures in the DocC article "Layouts" are rendered by these tests from real layouts, and
// checked on every run, so they never drift from what the code does. After an intended change:
//
//     SECTIONAL_UPDATE_PICTURES=1 swift test --filter DocumentationPictureTests

/// Where the article's pictures live.
private let resources = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
  .appendingPathComponent("Sources/Sectional/Sectional.docc/Resources")

private let updatesPictures =
  ProcessInfo.processInfo.environment["SECTIONAL_UPDATE_PICTURES"] == "1"

@MainActor
@Suite("Documentation pictures")
struct DocumentationPictureTests {
  /// Checks a picture against its file, or writes it.
  private func expectPicture(_ svg: String, named name: String) throws {
    let url = resources.appendingPathComponent(name)
    if updatesPictures {
      try svg.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let committed = try? String(contentsOf: url, encoding: .utf8)
    #expect(
      committed == svg,
      """
      \(name) differs from what the layout draws now. If the change is intended: \
      SECTIONAL_UPDATE_PICTURES=1 swift test --filter DocumentationPictureTests
      """)
  }

  /// A flow of tiles under headers: three sections whose lines show UIKit's rules.
  private func flowView(_ layout: FlowLayout, size: CGSize) -> (
    HeadlessCollectionView, TextDataSource
  ) {
    let rows = TextDataSource(
      [(0..<7).map { "t\($0)" }, ["wide"], (0..<5).map { "t\($0)" }],
      headers: ["Seven tiles", "One", "Five"])
    let view = HeadlessCollectionView(size: size, layout: layout)
    view.dataSource = rows
    view.layoutIfNeeded()
    return (view, rows)
  }

  @Test func theVerticalFlowLayout() throws {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 70, height: 40)
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    layout.sectionInset = LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    let (view, rows) = flowView(layout, size: CGSize(width: 260, height: 200))
    withExtendedLifetime(rows) {}
    try expectPicture(view.svg(.content), named: "flow-vertical.svg")
  }

  @Test func theHorizontalFlowLayout() throws {
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 60, height: 40)
    layout.headerReferenceSize = CGSize(width: 24, height: 0)
    layout.sectionInset = LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    let (view, rows) = flowView(layout, size: CGSize(width: 300, height: 160))
    withExtendedLifetime(rows) {}
    try expectPicture(view.svg(.content), named: "flow-horizontal.svg")
  }

  @Test func aCustomLayoutWithDecorations() throws {
    let view = HeadlessCollectionView(size: CGSize(width: 260, height: 120), layout: ShelfLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update(
      [(0, 100, 30), (1, 60, 20), (2, 120, 40)].map { id, width, height in
        Section(
          id: id, model: (0..<(id + 2)).map { "s\(id) i\($0)" },
          controller: ShelfList(
            ShelfSectionLayout(width: CGFloat(width), itemHeight: CGFloat(height))))
      })
    view.layoutIfNeeded()
    try expectPicture(view.svg(.content), named: "custom-shelf-layout.svg")
  }
}
