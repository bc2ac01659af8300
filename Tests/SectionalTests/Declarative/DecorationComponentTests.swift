import Foundation
import Sectional
import Testing

/// ListKit's `SectionBackgroundComponent`: a background behind a section, here with a label.
private struct Background: DecorationComponent {
  let label: String
  var viewModel: String { label }
  var elementKind: ElementKind { "background" }

  func renderContent(coordinator: Void) -> CountingLabel { CountingLabel() }

  func render(in content: CountingLabel, coordinator: Void) {
    content.renders += 1
    content.text = "bg \(label)"
  }
}

/// Another background of the same kind, over another content view type.
private struct PlainBackground: DecorationComponent {
  var viewModel: Int { 0 }
  var elementKind: ElementKind { "background" }
  var zIndex: Int { -1 }

  func contentInsets() -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
  }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = "plain"
  }
}

/// A row of boxes, 50 × 30 each.
private struct Box: LayoutComponent, Identifiable {
  let id: String
  var viewModel: String { id }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = id
  }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(30))
  }
}

/// A decoration view of a class a hand-written section registered.
private final class StripedBackground: CollectionReusableView {
  override func render() -> String { "stripes" }
}

@MainActor
@Suite("Declarative: decoration items as components (ListKit's decorationItem)")
struct DecorationComponentTests {
  private let view = HeadlessCollectionView(
    size: CGSize(width: 200, height: 100),
    layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })

  private func section(
    _ id: String, boxes: [String], background: (some DecorationComponent)?
  ) -> ListSection {
    let written = ListSection(id: id) {
      HGroup(of: boxes.map { Box(id: $0) }, width: .fractionalWidth(1), height: .absolute(30)) {
        $0
      }
    }
    .contentInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    return background.map { written.decorationItem($0) } ?? written
  }

  private func background(ofSection section: Int) -> CollectionReusableView? {
    view.decorationView(ofKind: "background", at: IndexPath(item: 0, section: section))
  }

  @Test func aDecorationShowsItsComponentBehindTheSection() throws {
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(List { section("a", boxes: ["1", "2"], background: Background(label: "a")) })
    view.layoutIfNeeded()
    let shown = try #require(background(ofSection: 0))
    #expect(shown.render() == "bg a")
    // The section: 30 points of boxes inside 10 points of insets on each side.
    #expect(shown.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(shown.zIndex < cell.zIndex)
    let line = view.snapshot().split(separator: "\n").first { $0.hasPrefix("decoration") }
    #expect(
      line?.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        == "decoration background 0 z0 0,0 200×50 bg a")
  }

  @Test("a decoration applied while another data source drives the view shows once it is back")
  func aDecorationAppliedWhileDisplacedShowsWhenTheViewIsBack() throws {
    let adapter = CollectionViewAdapter(collectionView: view)
    view.dataSource = nil
    adapter.apply(List { section("a", boxes: ["1"], background: Background(label: "a")) })
    view.dataSource = adapter
    view.layoutIfNeeded()
    #expect(try #require(background(ofSection: 0)).render() == "bg a")
  }

  @Test func theComponentsInsetsAndZIndexPlaceTheDecoration() throws {
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(List { section("a", boxes: ["1"], background: PlainBackground()) })
    view.layoutIfNeeded()
    let shown = try #require(background(ofSection: 0))
    #expect(shown.frame == CGRect(x: 5, y: 5, width: 190, height: 40))
    #expect(shown.zIndex == -1)
    #expect(shown.render() == "plain")
  }

  @Test func aChangedDecorationIsRenderedAgainIntoTheSameView() throws {
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(List { section("a", boxes: ["1"], background: Background(label: "old")) })
    view.layoutIfNeeded()
    let before = try #require(background(ofSection: 0))
    adapter.apply(List { section("a", boxes: ["1"], background: Background(label: "new")) })
    view.layoutIfNeeded()
    #expect(background(ofSection: 0) === before)
    #expect(before.render() == "bg new")
  }

  @Test func aDecorationOfAnotherContentTypeIsMadeInsideTheSameView() throws {
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(List { section("a", boxes: ["1"], background: Background(label: "a")) })
    view.layoutIfNeeded()
    let before = try #require(background(ofSection: 0))
    adapter.apply(List { section("a", boxes: ["1"], background: PlainBackground()) })
    view.layoutIfNeeded()
    #expect(background(ofSection: 0) === before)
    #expect(before.render() == "plain")
  }

  @Test func aRemovedDecorationLeavesTheScreen() {
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(List { section("a", boxes: ["1"], background: Background(label: "a")) })
    view.layoutIfNeeded()
    adapter.apply(List { section("a", boxes: ["1"], background: Background?.none) })
    view.layoutIfNeeded()
    #expect(background(ofSection: 0) == nil)
    #expect(view.reuseStatistics(forDecorationViewOfKind: "background").inPool == 1)
  }

  @Test func decorationsFollowTheirSectionsWhenSectionsMove() {
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(
      List {
        section("a", boxes: ["1"], background: Background(label: "a"))
        section("b", boxes: ["2"], background: Background(label: "b"))
      })
    view.layoutIfNeeded()
    adapter.apply(
      List {
        section("b", boxes: ["2"], background: Background(label: "b"))
        section("a", boxes: ["1"], background: Background(label: "a"))
      })
    view.layoutIfNeeded()
    #expect(background(ofSection: 0)?.render() == "bg b")
    #expect(background(ofSection: 1)?.render() == "bg a")
  }

  @Test func aDecorationScrolledBackIntoViewShowsItsSectionsComponent() {
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(
      List {
        for index in 0..<6 {
          section("\(index)", boxes: ["\(index)"], background: Background(label: "\(index)"))
        }
      })
    view.layoutIfNeeded()
    view.contentOffset.y = 250
    view.layoutIfNeeded()
    // Sections are 50 points tall: the fifth and sixth are in view, made from recycled views.
    #expect(background(ofSection: 0) == nil)
    #expect(background(ofSection: 5)?.render() == "bg 5")
    view.contentOffset.y = 0
    view.layoutIfNeeded()
    #expect(background(ofSection: 0)?.render() == "bg 0")
    #expect(background(ofSection: 1)?.render() == "bg 1")
  }

  @Test func aDecorationOnASectionOfCellsIsReportedAndIgnored() {
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        ListSection(id: "cells") { Cell(id: 1, component: TextComponent("one")) }
          .decorationItem(Background(label: "a"))
      })
    view.layoutIfNeeded()
    #expect(diagnostics.map(\.kind) == [.compositionalModifierIgnored])
    #expect(diagnostics.first?.message.contains("decorationItem") == true)
    #expect(background(ofSection: 0) == nil)
  }

  @Test func aKindTakenByAnotherViewClassIsReported() {
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.apply(
      List {
        for index in 0..<6 {
          section("\(index)", boxes: ["\(index)"], background: Background(label: "\(index)"))
        }
      })
    view.layoutIfNeeded()
    view.register(StripedBackground.self, forDecorationViewOfKind: "background")
    view.contentOffset.y = 250
    view.layoutIfNeeded()
    #expect(background(ofSection: 5)?.render() == "stripes")
    #expect(diagnostics.contains { $0.kind == .decorationKindConflict })
    #expect(
      diagnostics.first { $0.kind == .decorationKindConflict }?.message.contains(
        "StripedBackground") == true)
  }
}
