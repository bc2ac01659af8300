import Foundation
import Sectional
import Testing

// The pictures in the DocC article "Compositional layouts" are rendered by these tests from real
// layouts and checked on every run. After an intended change:
//
//     SECTIONAL_UPDATE_PICTURES=1 swift test --filter CompositionalPictureTests

private let resources = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Sources/Sectional/Sectional.docc/Resources")

private let updatesPictures =
  ProcessInfo.processInfo.environment["SECTIONAL_UPDATE_PICTURES"] == "1"

/// Sections of strings, with a header per section and a badge on any item whose text ends in `*`.
@MainActor
private final class BadgedTexts: CollectionViewDataSource {
  let sections: [[String]]
  let headers: [String]

  init(_ sections: [[String]], headers: [String]) {
    self.sections = sections
    self.headers = headers
  }

  func numberOfSections(in collectionView: any CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(TextCell.self, for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: any CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    let view = collectionView.dequeueReusableSupplementaryView(
      TextHeader.self, ofKind: kind, for: indexPath)
    view.text = kind == .header ? headers[indexPath.section] : "!"
    return view
  }
}

@MainActor
@Suite("Compositional layout: documentation pictures")
struct CompositionalPictureTests {
  typealias Item = Sectional.Item

  private func expectPicture(
    _ layout: CompositionalLayout, _ texts: BadgedTexts, size: CGSize,
    scrolls: (HeadlessCollectionView) -> Void = { _ in },
    named name: String
  ) throws {
    let view = HeadlessCollectionView(size: size, layout: layout)
    view.dataSource = texts
    view.layoutIfNeeded()
    scrolls(view)
    let svg = view.svg(.content)
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
      SECTIONAL_UPDATE_PICTURES=1 swift test --filter CompositionalPictureTests
      """)
  }

  @Test func nestedGroups() throws {
    let layout = CompositionalLayout { _, _ in
      LayoutSection {
        HGroup {
          Item(width: .fractionalWidth(1 / 3)).contentInsets(trailing: 4)
          VGroup(count: 2) { Item() }
            .width(.fractionalWidth(1 / 3)).interItemSpacing(.fixed(8))
            .contentInsets(horizontal: 4)
          VGroup(count: 3) { Item() }
            .width(.fractionalWidth(1 / 3)).interItemSpacing(.fixed(8))
            .contentInsets(leading: 4)
        }
        .height(.absolute(100))
        .contentInsets(horizontal: 16)
      }
      .interGroupSpacing(8)
      .boundarySupplementaryItem(
        BoundarySupplementaryItem(elementKind: .header).height(.absolute(20)))
    }
    .interSectionSpacing(8)
    let texts = BadgedTexts(
      [(0..<11).map { "a\($0)" }, (0..<2).map { "b\($0)" }],
      headers: ["Nested groups", "Two items: a full-size copy"])
    try expectPicture(
      layout, texts, size: CGSize(width: 320, height: 420), named: "compositional-nested-groups.svg"
    )
  }

  @Test func anOrthogonalRowAndAGrid() throws {
    let layout = CompositionalLayout { section, _ in
      let header = BoundarySupplementaryItem(elementKind: .header).height(.absolute(20))
      if section == 0 {
        return LayoutSection {
          HGroup(width: .fractionalWidth(0.7), height: .absolute(80)) { Item() }
        }
        .interGroupSpacing(8)
        .contentInsets(horizontal: 12, vertical: 8)
        .orthogonalScrollingBehavior(.groupPaging)
        .boundarySupplementaryItem(header)
      }
      let badge = SupplementaryItem(elementKind: "badge")
        .width(.absolute(16)).height(.absolute(16))
        .containerAnchor(edges: [.top, .trailing], offset: .fractional(x: 0.3, y: -0.3))
      return LayoutSection {
        HGroup(height: .absolute(60)) {
          Item(width: .fractionalWidth(0.5)).contentInsets(value: 4).supplementaryItem(badge)
        }
      }
      .contentInsets(horizontal: 8, vertical: 8)
      .boundarySupplementaryItem(header)
      .decorationItem(DecorationItem(elementKind: "background"))
    }
    let texts = BadgedTexts(
      [(0..<5).map { "card \($0)" }, (0..<6).map { "tile \($0)" }],
      headers: ["Cards, one page scrolled", "A grid over a background"])
    try expectPicture(
      layout, texts, size: CGSize(width: 320, height: 400),
      scrolls: { $0.scroll(section: 0, by: 200) }, named: "compositional-orthogonal.svg")
  }

  @Test func anInsetGroupedList() throws {
    var configuration = ListLayoutConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = CompositionalLayout { _, environment in
      LayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
    let texts = BadgedTexts(
      [["Wi-Fi", "Bluetooth"], ["Notifications", "Sounds", "Focus"]],
      headers: ["Connections", "Attention"])
    try expectPicture(
      layout, texts, size: CGSize(width: 320, height: 400), named: "compositional-list.svg")
  }
}
