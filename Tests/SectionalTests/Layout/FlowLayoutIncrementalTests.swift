import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

/// A shelf of labelled items whose title sets its header's height.
private struct Shelf: Sendable {
  var title: String
  var items: [String]
}

/// A list that sizes each item from its text and its header from the shelf's title, so that an
/// update can change sizes through items and the section's description through the model.
@MainActor
private final class SizedShelf: DiffingListSectionController<Shelf, String>, FlowLayoutSizing {
  init() { super.init(items: \.items) }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CGSize?
  {
    let code = items[indexPath].unicodeScalars.reduce(7) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
    return CGSize(width: CGFloat(code % 90 + 5), height: CGFloat(code / 90 % 30 + 5))
  }

  func headerSize(in context: any CollectionViewContext) -> CGSize? {
    CGSize(width: 0, height: CGFloat((model?.title.count ?? 0) * 3))
  }
}

/// The seeds to run, or the one in `SECTIONAL_SEED` to replay a failure.
private let incrementalSeeds: [UInt64] = {
  if let replay = ProcessInfo.processInfo.environment["SECTIONAL_SEED"].flatMap(UInt64.init) {
    return [replay]
  }
  return (0..<UInt64(40)).map { 0x1C4E_0000 &+ $0 }
}()

@MainActor
@Suite("FlowLayout: incremental preparation")
struct FlowLayoutIncrementalTests {
  private func makeLayout(_ direction: ScrollDirection, pinned: Bool) -> FlowLayout {
    let layout = FlowLayout()
    layout.scrollDirection = direction
    layout.itemSize = CGSize(width: 30, height: 30)
    layout.sectionInset = LayoutInsets(top: 2, left: 3, bottom: 4, right: 5)
    layout.footerReferenceSize = CGSize(width: 7, height: 7)
    layout.sectionHeadersPinToVisibleBounds = pinned
    return layout
  }

  /// Every element of a layout, in order.
  private func elements(of layout: FlowLayout) -> [LayoutAttributes] {
    layout.layoutAttributesForElements(
      in: CGRect(origin: .zero, size: layout.contentSize).insetBy(dx: -1, dy: -1))
  }

  @Test func afterRandomUpdatesTheFramesEqualAFullPreparation() {
    for seed in incrementalSeeds {
      var generator = SplitMix64(seed: seed)
      let direction: ScrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
      let pinned = Bool.random(using: &generator)
      let layout = makeLayout(direction, pinned: pinned)
      let view = HeadlessCollectionView(size: CGSize(width: 200, height: 300), layout: layout)
      view.displayScale = [1, 2, 3].randomElement(using: &generator)!
      let adapter = CollectionViewAdapter(collectionView: view)
      adapter.diagnosticHandler = { _ in }
      var shelves: [(id: Int, shelf: Shelf)] = []
      var nextID = 0
      var steps: [String] = []
      for step in 0..<60 {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
          let width = CGFloat(Int.random(in: 40...400, using: &generator))
          view.bounds.size.width = width
          steps.append("width \(width)")
        case 1:
          view.scroll(by: CGFloat(Int.random(in: -150...150, using: &generator)))
          steps.append("scroll")
        default:
          mutate(&shelves, nextID: &nextID, using: &generator)
          adapter.update(
            shelves.map { Section(id: $0.id, model: $0.shelf, controller: SizedShelf()) })
          steps.append("update \(shelves.map { "\($0.id):\($0.shelf.items.count)" })")
        }
        view.layoutIfNeeded()
        let fresh = makeLayout(direction, pinned: pinned)
        fresh.prepare(for: view)
        guard elements(of: layout) == elements(of: fresh), layout.contentSize == fresh.contentSize
        else {
          Issue.record(
            """
            seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
            FlowLayoutIncrementalTests), step \(step): incremental frames differ from a full \
            preparation after \(steps.suffix(3))
            """)
          break
        }
      }
    }
  }

  /// Inserts, deletes and moves shelves, changes and reorders items (some re-sized, some the
  /// same) and titles.
  private func mutate(
    _ shelves: inout [(id: Int, shelf: Shelf)], nextID: inout Int, using generator: inout SplitMix64
  ) {
    for _ in 0...Int.random(in: 0...2, using: &generator) {
      switch Int.random(in: 0..<7, using: &generator) {
      case 0, 1:
        let items = (0..<Int.random(in: 0...12, using: &generator)).map { "i\($0)" }
        let index = Int.random(in: 0...shelves.count, using: &generator)
        shelves.insert((nextID, Shelf(title: "s\(nextID)", items: items)), at: index)
        nextID += 1
      case 2 where !shelves.isEmpty:
        shelves.remove(at: Int.random(in: 0..<shelves.count, using: &generator))
      case 3 where shelves.count > 1:
        let moved = shelves.remove(at: Int.random(in: 0..<shelves.count, using: &generator))
        shelves.insert(moved, at: Int.random(in: 0...shelves.count, using: &generator))
      case 4 where !shelves.isEmpty:
        let index = Int.random(in: 0..<shelves.count, using: &generator)
        shelves[index].shelf.title += "+"
      case 5 where !shelves.isEmpty:
        let index = Int.random(in: 0..<shelves.count, using: &generator)
        var items = shelves[index].shelf.items
        if !items.isEmpty && Bool.random(using: &generator) {
          items.remove(at: Int.random(in: 0..<items.count, using: &generator))
        }
        items.insert("n\(nextID)", at: Int.random(in: 0...items.count, using: &generator))
        nextID += 1
        shelves[index].shelf.items = items
      case 6 where !shelves.isEmpty:
        // Items reordered in place: the count stays, the sizes move.
        let index = Int.random(in: 0..<shelves.count, using: &generator)
        shelves[index].shelf.items.shuffle(using: &generator)
      default:
        break
      }
    }
  }

  @Test func anUpdateThatChangesOneSectionLaysOutOnlyThatSection() {
    let layout = makeLayout(.vertical, pinned: false)
    let view = HeadlessCollectionView(size: CGSize(width: 200, height: 300), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { _ in }  // No header views: only their frames matter here.
    var shelves = (0..<50).map { Shelf(title: "s\($0)", items: ["a", "b", "c"]) }
    adapter.update(
      shelves.enumerated().map { Section(id: $0, model: $1, controller: SizedShelf()) })
    view.layoutIfNeeded()
    #expect(layout.sectionsLaidOutByLastPreparation == 50)
    shelves[20].items.append("d")
    adapter.update(
      shelves.enumerated().map { Section(id: $0, model: $1, controller: SizedShelf()) })
    #expect(layout.sectionsLaidOutByLastPreparation == 1)
    shelves[30].title = "longer title"
    adapter.update(
      shelves.enumerated().map { Section(id: $0, model: $1, controller: SizedShelf()) })
    // No item changed, but the header did: the description differs, so the section is laid out.
    #expect(layout.sectionsLaidOutByLastPreparation == 1)
    #expect(
      layout.frame(of: .header, inSection: 30)?.height == CGFloat("longer title".count * 3))
  }

  @Test func scrollingWithPinnedHeadersLaysOutNoSection() {
    let layout = makeLayout(.vertical, pinned: true)
    let view = HeadlessCollectionView(size: CGSize(width: 200, height: 300), layout: layout)
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { _ in }  // No header views: only their frames matter here.
    adapter.update(
      (0..<50).map {
        Section(id: $0, model: Shelf(title: "s\($0)", items: ["a", "b"]), controller: SizedShelf())
      })
    view.layoutIfNeeded()
    view.scroll(by: 120)
    #expect(layout.sectionsLaidOutByLastPreparation == 0)
  }
}
