import Foundation
import Sectional
import Testing

/// A hand-written section with a background decoration, that logs its decoration views' display
/// and gives each a label.
private final class BackgroundSection: SectionController, SectionLayoutProviding,
  DisplayHandling
{
  weak var context: (any CollectionViewContext)?
  let name: String
  let log: (String) -> Void
  let numberOfItems = 1

  init(_ name: String, log: @escaping (String) -> Void) {
    self.name = name
    self.log = log
  }

  func update(to model: Int) -> SectionUpdate { .unchanged }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
  }

  func sectionLayout(for layout: any CollectionViewLayout, in context: any CollectionViewContext)
    -> (any SectionLayoutDescription)?
  {
    LayoutSection {
      VGroup(height: .absolute(100)) {
        LayoutItem(width: .fractionalWidth(1), height: .fractionalHeight(1))
      }
    }
    .decorationItem(.background(elementKind: "background"))
  }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {}

  func willDisplayDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    view.text = "\(name) background"
    log("\(name) shows \(kind.rawValue) at \(indexPath.indexInCollectionView)")
  }

  func didEndDisplayingDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) {
    log("\(name) ends \(kind.rawValue) at \(indexPath.indexInCollectionView)")
  }
}

@MainActor
@Suite("Adapter: decoration views reach the controller of their section")
struct DecorationViewEventTests {
  private let view = HeadlessCollectionView(
    size: CGSize(width: 100, height: 150),
    layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })

  @Test func aShownDecorationViewIsGivenToItsSectionsController() {
    var log: [String] = []
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update(
      ["a", "b", "c"].map { name in
        Section(id: name, model: 0, controller: BackgroundSection(name) { log.append($0) })
      })
    view.layoutIfNeeded()
    // Sections are 100 points tall in a 150-point viewport: a and b show.
    #expect(log == ["a shows background at [0, 0]", "b shows background at [1, 0]"])
    #expect(
      view.decorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.render()
        == "b background")
  }

  @Test func theEndOfADecorationsDisplayReachesTheControllerThatShowedIt() {
    var log: [String] = []
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update(
      ["a", "b"].map { name in
        Section(id: name, model: 0, controller: BackgroundSection(name) { log.append($0) })
      })
    view.layoutIfNeeded()
    log.removeAll()
    adapter.update([
      Section(id: "b", model: 0, controller: BackgroundSection("b") { log.append($0) })
    ])
    view.layoutIfNeeded()
    // a's section was deleted: its view ends at its index path before the update.
    #expect(log == ["a ends background at [0, 0]"])
    #expect(
      view.decorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.render()
        == "b background")
  }

  @Test func scrollingAwayEndsTheDecorationsDisplay() {
    var log: [String] = []
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update(
      ["a", "b", "c"].map { name in
        Section(id: name, model: 0, controller: BackgroundSection(name) { log.append($0) })
      })
    view.layoutIfNeeded()
    log.removeAll()
    view.contentOffset.y = 150
    view.layoutIfNeeded()
    #expect(log == ["a ends background at [0, 0]", "c shows background at [2, 0]"])
  }
}
