import Foundation
import Sectional
import Testing

/// A card that fills the group it is in.
private struct Card: LayoutComponent, Identifiable {
  let id: String
  var width: LayoutDimension = .fractionalWidth(1)
  var viewModel: String { id }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = id
  }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: .fractionalHeight(1))
  }
}

/// A card that may wear a badge.
private struct BadgedCard: LayoutComponent, Identifiable {
  let id: String
  let badge: String?
  var viewModel: String { id + (badge ?? "") }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = id
  }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
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
@Suite("Declarative: a section whose root group repeats, one for each element")
struct RepeatedGroupTests {
  private func view() -> HeadlessCollectionView {
    HeadlessCollectionView(
      size: CGSize(width: 200, height: 300),
      layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
  }

  /// The frames a hand-written section gives items, in a view of the same size.
  private func reference(_ section: LayoutSection, items: [String]) -> [CGRect] {
    let view = HeadlessCollectionView(
      size: CGSize(width: 200, height: 300), layout: CompositionalLayout { _, _ in section })
    let texts = TextDataSource([items])
    view.dataSource = texts
    return withExtendedLifetime(texts) { frames(in: view) }
  }

  /// The frames of the shown cells, in item order.
  private func frames(in view: HeadlessCollectionView) -> [CGRect] {
    view.layoutIfNeeded()
    return view.indexPathsForVisibleItems.sorted().compactMap { view.cellForItem(at: $0)?.frame }
  }

  @Test func eachElementGetsOneGroupAndTheLayoutRepeatsIt() {
    let declarative = view()
    let adapter = CollectionViewAdapter(collectionView: declarative)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "cards", repeating: ["a", "b", "c", "d"]) { id in
          HGroup(width: .absolute(80), height: .absolute(40)) { Card(id: id) }
        }
        .interGroupSpacing(10)
        .orthogonalScrollingBehavior(.groupPaging)
      })
    let handWritten = reference(
      LayoutSection {
        HGroup(width: .absolute(80), height: .absolute(40)) {
          LayoutItem(width: .fractionalWidth(1), height: .fractionalHeight(1))
        }
      }
      .interGroupSpacing(10)
      .orthogonalScrollingBehavior(.groupPaging), items: ["a", "b", "c", "d"])
    #expect(frames(in: declarative) == handWritten)
    #expect(frames(in: declarative).map(\.minX) == [0, 90, 180])
    #expect(declarative.visibleCells.map { $0.render() }.sorted() == ["a", "b", "c"])
    #expect(diagnostics.isEmpty)
  }

  @Test func groupPagingPagesOneElementsGroupAtATime() {
    let view = view()
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(
      List {
        ListSection(id: "cards", repeating: ["a", "b", "c", "d"]) { id in
          HGroup(width: .absolute(80), height: .absolute(40)) { Card(id: id) }
        }
        .interGroupSpacing(10)
        .orthogonalScrollingBehavior(.groupPaging)
      })
    view.layoutIfNeeded()
    view.scroll(section: 0, by: 20, velocity: 1)
    #expect(view.contentOffset(ofSection: 0) == 90)
  }

  @Test func aLastGroupWithFewerComponentsIsLaidOutAsTheFirstsFirstItems() {
    let declarative = view()
    let adapter = CollectionViewAdapter(collectionView: declarative)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let pairs = [["a", "b"], ["c", "d"], ["e"]]
    adapter.apply(
      List {
        ListSection(id: "grid", repeating: pairs) { pair in
          HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
            for id in pair { Card(id: id, width: .fractionalWidth(0.5)) }
          }
        }
      })
    let handWritten = reference(
      LayoutSection {
        HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
          LayoutItem(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
          LayoutItem(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
        }
      }, items: ["a", "b", "c", "d", "e"])
    #expect(frames(in: declarative) == handWritten)
    #expect(frames(in: declarative).last == CGRect(x: 0, y: 60, width: 100, height: 30))
    #expect(diagnostics.isEmpty)
  }

  @Test func aGroupLaidOutUnlikeTheFirstIsReported() {
    let view = view()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "rows", repeating: [30, 40, 30, 50]) { height in
          VGroup(width: .fractionalWidth(1), height: .absolute(CGFloat(height))) {
            Card(id: "\(height)-\(UUID())")
          }
        }
      })
    view.layoutIfNeeded()
    #expect(diagnostics.map(\.kind) == [.repeatedGroupsDiffer])
    #expect(diagnostics.first?.message.contains("2 repeated group(s)") == true)
    // Laid out as the first: every row 30 points tall.
    #expect(frames(in: view).map(\.height) == [30, 30, 30, 30])
  }

  @Test func aShortGroupBeforeTheLastIsReported() {
    let view = view()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "grid", repeating: [["a", "b"], ["c"], ["d", "e"]] as [[String]]) { pair in
          HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
            for id in pair { Card(id: id, width: .fractionalWidth(0.5)) }
          }
        }
      })
    view.layoutIfNeeded()
    #expect(diagnostics.map(\.kind) == [.repeatedGroupsDiffer])
    #expect(diagnostics.first?.message.contains("1 repeated group(s)") == true)
  }

  @Test func noElementsIsAnEmptyCompositionalSection() {
    let view = view()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "cards", repeating: [String]()) { id in
          HGroup(width: .absolute(80), height: .absolute(40)) { Card(id: id) }
        }
        .orthogonalScrollingBehavior(.groupPaging)
      })
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 0)
    #expect(diagnostics.isEmpty)
  }

  private func badgedRow(_ badges: [(String, String?)]) -> List {
    List {
      ListSection(id: "row", repeating: badges) { id, badge in
        HGroup(width: .absolute(50), height: .absolute(30)) { BadgedCard(id: id, badge: badge) }
      }
    }
  }

  private func badge(at item: Int, in view: HeadlessCollectionView) -> ComponentSupplementaryView? {
    view.supplementaryView(forElementKind: "badge", at: IndexPath(item: item, section: 0))
      as? ComponentSupplementaryView
  }

  @Test func itemsWithoutABadgeShowAnEmptyViewWhereTheRepeatedLayoutPlacesOne() {
    let view = view()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(badgedRow([("a", nil), ("b", "HOT"), ("c", nil)]))
    view.layoutIfNeeded()
    #expect(diagnostics.isEmpty)
    #expect(badge(at: 1, in: view)?.render() == "HOT")
    for item in [0, 2] {
      #expect(badge(at: item, in: view)?.component == nil)
      #expect(badge(at: item, in: view)?.render() == "")
    }
    // Placed at every item, at its top trailing corner.
    #expect(badge(at: 0, in: view)?.frame == CGRect(x: 30, y: 0, width: 20, height: 10))
  }

  @Test func aBadgeRemovedFromARepeatedGroupsCellIsEmptied() {
    let view = view()
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(badgedRow([("a", "NEW"), ("b", "HOT")]))
    view.layoutIfNeeded()
    adapter.apply(badgedRow([("a", "NEW"), ("b", nil)]))
    view.layoutIfNeeded()
    #expect(badge(at: 0, in: view)?.render() == "NEW")
    #expect(badge(at: 1, in: view)?.component == nil)
    #expect(badge(at: 1, in: view)?.render() == "")
    adapter.apply(badgedRow([("a", "NEW"), ("b", "HOT")]))
    view.layoutIfNeeded()
    #expect(badge(at: 1, in: view)?.render() == "HOT")
  }
}
