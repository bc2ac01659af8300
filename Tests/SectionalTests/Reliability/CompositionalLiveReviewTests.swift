import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalCollectionView
@testable import SectionalLayout

// A review of the compositional layout in a live headless view: sections that scroll on their
// own, scrolled and then updated; boundary supplementaries while scrolling and after updates;
// insets in right-to-left; self-sizing; resizing.

/// A data source of text items whose supplementary views (any kind) show "kind:section".
@MainActor
private final class CLRSource: CollectionViewDataSource, CollectionViewDelegate {
  var sections: [[String]]
  /// Measured sizes for estimated items, by text: the delegate answers them.
  var measured: [String: CGSize] = [:]
  /// The proposals the view measured items with, by text.
  var proposals: [String: CGSize] = [:]
  /// Called as a cell is about to show, with its index path and text.
  var onWillDisplay: ((IndexPath, String) -> Void)?
  /// Measures an item that `measured` does not list.
  var measure: ((String) -> CGSize?)?

  init(_ sections: [[String]]) { self.sections = sections }

  func collectionView(
    _ collectionView: any CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    onWillDisplay?(indexPath, cell.text)
  }

  func numberOfSections(in collectionView: any CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(CLRCell.self, for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: any CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    let view = collectionView.dequeueReusableSupplementaryView(
      CLRHeader.self, ofKind: kind, for: indexPath)
    view.text = "\(kind.rawValue):\(indexPath.section).\(indexPath.item)"
    return view
  }

  func collectionView(
    _ collectionView: any CollectionView, sizeForItemAt indexPath: IndexPath,
    fitting proposal: CGSize
  ) -> CGSize? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    proposals[sections[indexPath.section][indexPath.item]] = proposal
    let text = sections[indexPath.section][indexPath.item]
    return measured[text] ?? measure?(text)
  }
}

private final class CLRCell: CollectionViewCell {}
private final class CLRHeader: CollectionReusableView {}

private typealias CLRItem = Sectional.Item

/// Texts `prefix0`, `prefix1`, … .
private func clrTexts(_ prefix: String, _ count: Int) -> [String] {
  (0..<count).map { "\(prefix)\($0)" }
}

/// A screen: a view, a layout and a source kept alive together.
@MainActor
private struct CLRScreen {
  let view: HeadlessCollectionView
  let layout: CompositionalLayout
  let source: CLRSource
  let diagnostics: CLRDiagnostics

  init(
    size: CGSize = CGSize(width: 390, height: 600), sections: [[String]],
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
    setUp: (HeadlessCollectionView) -> Void = { _ in },
    provider: @escaping CompositionalLayout.SectionProvider
  ) {
    layout = CompositionalLayout(configuration: configuration, sectionProvider: provider)
    let log = CLRDiagnostics()
    diagnostics = log
    layout.diagnosticHandler = { log.entries.append($0) }
    view = HeadlessCollectionView(size: size, layout: layout)
    source = CLRSource(sections)
    view.dataSource = source
    view.delegate = source
    setUp(view)
    view.layoutIfNeeded()
  }

  /// The texts of the cells shown in a section, in item order.
  func shown(_ section: Int) -> [String] {
    view.indexPathsForVisibleItems(inSection: section).compactMap { view.cellForItem(at: $0)?.text }
  }

  /// Checks that every cell shows its item's text at the layout's frame, that the items shown
  /// are exactly those the layout places in the viewport, and that each section's own offset is
  /// within its range.
  func expectScreenMatchesData(
    layingOutFirst: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if layingOutFirst { view.layoutIfNeeded() }
    for indexPath in view.indexPathsForVisibleItems {
      let cell = view.cellForItem(at: indexPath)
      guard source.sections.indices.contains(indexPath.section),
        source.sections[indexPath.section].indices.contains(indexPath.item)
      else {
        Issue.record(
          "a cell for \(indexPath), which the data lacks", sourceLocation: sourceLocation)
        continue
      }
      #expect(
        cell?.text == source.sections[indexPath.section][indexPath.item],
        "cell at \(indexPath) shows \(cell?.text ?? "nil")", sourceLocation: sourceLocation)
    }
    let wanted = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds)
      .filter { $0.category == .cell }
    #expect(
      Set(wanted.map(\.indexPath)) == Set(view.indexPathsForVisibleItems),
      "layout wants \(wanted.map(\.indexPath).sorted()), shown \(view.indexPathsForVisibleItems)",
      sourceLocation: sourceLocation)
    for element in wanted {
      #expect(
        view.cellForItem(at: element.indexPath)?.frame == element.frame,
        "cell \(element.indexPath) at \(String(describing: view.cellForItem(at: element.indexPath)?.frame)), layout \(element.frame)",
        sourceLocation: sourceLocation)
    }
    let wantedViews = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds)
      .filter {
        if case .supplementaryView = $0.category { return true }
        return false
      }
    for element in wantedViews {
      guard case .supplementaryView(let kind) = element.category else { continue }
      let shown = view.supplementaryView(forElementKind: kind, at: element.indexPath)
      #expect(
        shown?.frame == element.frame,
        "\(kind.rawValue) \(element.indexPath) at \(String(describing: shown?.frame)), layout \(element.frame)",
        sourceLocation: sourceLocation)
    }
    for section in 0..<source.sections.count {
      if let range = layout.orthogonalScrollRange(ofSection: section) {
        let offset = view.contentOffset(ofSection: section)
        #expect(
          range.contains(offset), "section \(section) offset \(offset) outside \(range)",
          sourceLocation: sourceLocation)
      }
    }
    #expect(view.errors.isEmpty, "\(view.errors)", sourceLocation: sourceLocation)
  }
}

@MainActor
private final class CLRDiagnostics {
  var entries: [CompositionalLayoutDiagnostic] = []
}

/// A row of cards 312 × 200 (0.8 of a 390 container), 8 apart, inset 16 on every edge.
private func clrCards(_ behavior: OrthogonalScrollingBehavior) -> LayoutSection {
  LayoutSection {
    HGroup(width: .fractionalWidth(0.8), height: .absolute(200)) { CLRItem() }
  }
  .interGroupSpacing(8)
  .contentInsets(value: 16)
  .orthogonalScrollingBehavior(behavior)
}

/// List rows 50 tall.
private let clrRows = LayoutSection { VGroup(height: .absolute(50)) { CLRItem() } }

@MainActor
@Suite("Compositional layout, live: a review")
struct CompositionalLiveReviewTests {
  typealias Item = Sectional.Item

  // MARK: Orthogonal sections scrolled, then updated

  @Test func deletingCardsBeforeTheVisibleOnesAtTheEndClampsTheRowToItsNewEnd() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.continuous) : clrRows
    }
    screen.view.setContentOffset(2834, ofSection: 0)
    #expect(screen.shown(0) == ["c8", "c9"])
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0].removeFirst(6)
        screen.view.deleteItems(at: (0..<6).map { IndexPath(item: $0, section: 0) })
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    // 4 cards: 16 + 4 × 312 + 3 × 8 + 16 = 1304 long; the range ends at 914.
    #expect(screen.layout.orthogonalScrollRange(ofSection: 0) == 0...914)
    #expect(screen.view.contentOffset(ofSection: 0) == 914)
    #expect(screen.shown(0) == ["c8", "c9"])
    screen.expectScreenMatchesData()
  }

  @Test func insertingCardsBeforeTheVisibleOnesKeepsTheRowsOffsetInPoints() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.continuous) : clrRows
    }
    // Card 2 starts at 16 + 2 × 320 = 656.
    screen.view.setContentOffset(656, ofSection: 0)
    #expect(screen.shown(0) == ["c2", "c3"])
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0].insert(contentsOf: ["n0", "n1"], at: 0)
        screen.view.insertItems(at: [
          IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
        ])
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    // UIKit's embedded scroll view keeps its offset: the cards at 656 are now c0 and c1.
    #expect(screen.view.contentOffset(ofSection: 0) == 656)
    #expect(screen.shown(0) == ["c0", "c1"])
    screen.expectScreenMatchesData()
  }

  @Test func aRowScrolledToItsEndThenEmptiedShowsNoCardsAndRestsAtZero() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.groupPaging) : clrRows
    }
    screen.view.scroll(section: 0, by: 5000)
    #expect(screen.view.contentOffset(ofSection: 0) == 2834)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0] = []
        screen.view.deleteItems(at: (0..<10).map { IndexPath(item: $0, section: 0) })
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    #expect(screen.shown(0).isEmpty)
    screen.expectScreenMatchesData()
  }

  @Test func aRowRefilledAfterBeingEmptiedStartsAtItsStart() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.groupPaging) : clrRows
    }
    screen.view.scroll(section: 0, by: 5000)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0] = []
        screen.view.deleteItems(at: (0..<10).map { IndexPath(item: $0, section: 0) })
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    // Cards come back: the row was shown at 0, and nothing scrolled it since.
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0] = ["x0", "x1", "x2"]
        screen.view.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    #expect(screen.shown(0) == ["x0", "x1"])

    screen.expectScreenMatchesData()
  }

  @Test func aRowClampedByADeletionStaysThereWhenCardsComeBack() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.continuous) : clrRows
    }
    screen.view.setContentOffset(2834, ofSection: 0)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0].removeLast(6)
        screen.view.deleteItems(at: (4..<10).map { IndexPath(item: $0, section: 0) })
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 914)
    #expect(screen.shown(0) == ["c2", "c3"])
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0] += ["d4", "d5", "d6", "d7", "d8", "d9"]
        screen.view.insertItems(at: (4..<10).map { IndexPath(item: $0, section: 0) })
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    // Nothing scrolled the row: it stays at 914, showing c2, c3 and the first 8 points of d4
    // (at 16 + 4 × 320 = 1,296, within 914 + 390).
    #expect(screen.view.contentOffset(ofSection: 0) == 914)
    #expect(screen.shown(0) == ["c2", "c3", "d4"])

    screen.expectScreenMatchesData()
  }

  @Test func aRowRotatedTwiceKeepsTheOffsetItShowedInBetween() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.continuous) : clrRows
    }
    screen.view.bounds.size = CGSize(width: 600, height: 390)
    screen.view.setContentOffset(4304, ofSection: 0)
    screen.view.bounds.size = CGSize(width: 390, height: 600)
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 2834)
    screen.view.bounds.size = CGSize(width: 600, height: 390)
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 2834)

    screen.expectScreenMatchesData()
  }

  @Test func aCentredPagingRowThatLosesCardsRestsOnItsLastCentredCard() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.groupPagingCentered) : clrRows
    }
    screen.view.scroll(section: 0, by: 320 * 8)
    // Card 8 centred: −23 + 8 × 320.
    #expect(screen.view.contentOffset(ofSection: 0) == 2537)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0].removeLast(7)
        screen.view.deleteItems(at: (3..<10).map { IndexPath(item: $0, section: 0) })
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    // Three cards: the last centred at −23 + 2 × 320.
    #expect(screen.view.contentOffset(ofSection: 0) == 617)
    #expect(screen.view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 39)
    screen.expectScreenMatchesData()
  }

  @Test func aMovedRowKeepsItsOffsetAndTheRowItReplacedKeepsItsOwn() {
    let screen = CLRScreen(sections: [clrTexts("a", 10), clrTexts("b", 10), clrTexts("c", 10)]) {
      _, _ in clrCards(.continuous)
    }
    screen.view.setContentOffset(700, ofSection: 0)
    screen.view.setContentOffset(100, ofSection: 1)
    screen.view.performBatchUpdates(
      {
        let moved = screen.source.sections.remove(at: 0)
        screen.source.sections.insert(moved, at: 2)
        screen.view.moveSection(0, toSection: 2)
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 2) == 700)
    #expect(screen.view.contentOffset(ofSection: 0) == 100)
    #expect(screen.view.contentOffset(ofSection: 1) == 0)
    screen.expectScreenMatchesData()
  }

  @Test func aDeletedRowTakesItsOffsetAwayAndTheNextRowKeepsItsOwn() {
    let screen = CLRScreen(sections: [clrTexts("a", 10), clrTexts("b", 10), clrTexts("c", 10)]) {
      _, _ in clrCards(.continuous)
    }
    screen.view.setContentOffset(700, ofSection: 0)
    screen.view.setContentOffset(300, ofSection: 2)
    screen.view.performBatchUpdates(
      {
        screen.source.sections.remove(at: 0)
        screen.view.deleteSections([0])
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    #expect(screen.view.contentOffset(ofSection: 1) == 300)
    screen.expectScreenMatchesData()
  }

  @Test func aReloadedRowStartsAgainAtItsStart() {
    let screen = CLRScreen(sections: [clrTexts("a", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.groupPagingCentered) : clrRows
    }
    screen.view.scroll(section: 0, by: 640)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0] = clrTexts("z", 6)
        screen.view.reloadSections([0])
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == -23)
    #expect(screen.shown(0).first == "z0")
    screen.expectScreenMatchesData()
  }

  @Test func aRowScrolledToItsEndKeepsItsEndWhenTheViewNarrows() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.continuous) : clrRows
    }
    screen.view.setContentOffset(2834, ofSection: 0)
    // Rotation: 390 × 600 becomes 600 × 390. Cards 480 wide: 16 + 10 × 480 + 72 + 16 = 4904
    // long; the range ends at 4304.
    screen.view.bounds.size = CGSize(width: 600, height: 390)
    screen.view.layoutIfNeeded()
    #expect(screen.layout.orthogonalScrollRange(ofSection: 0) == 0...4304)
    #expect(screen.view.contentOffset(ofSection: 0) == 2834)
    screen.expectScreenMatchesData()
    // Back: the range ends at 2834 again.
    screen.view.setContentOffset(4304, ofSection: 0)
    screen.view.bounds.size = CGSize(width: 390, height: 600)
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 2834)
    #expect(screen.shown(0) == ["c8", "c9"])
    screen.expectScreenMatchesData()
  }

  @Test func scrollingARowPastItsEndAndBackComesToRestWithinIt() {
    let screen = CLRScreen(sections: [clrTexts("c", 3), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.paging) : clrRows
    }
    // 16 + 3 × 312 + 16 + 16 = 984; the range ends at 594.
    screen.view.scroll(section: 0, by: 2000, steps: 10, velocity: 900)
    #expect(screen.view.contentOffset(ofSection: 0) == 594)
    screen.expectScreenMatchesData()
    screen.view.scroll(section: 0, by: -2000, steps: 10, velocity: -900)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    screen.expectScreenMatchesData()
  }

  @Test func aRowThatFitsItsViewportDoesNotScroll() {
    let screen = CLRScreen(sections: [["only"], clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.continuous) : clrRows
    }
    #expect(screen.layout.orthogonalScrollRange(ofSection: 0) == 0...0)
    screen.view.scroll(section: 0, by: 300)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 16)
    screen.expectScreenMatchesData()
  }

  @Test func outerScrollingLeavesARowsOffsetAsItWas() {
    let screen = CLRScreen(sections: [clrTexts("r", 5), clrTexts("c", 10), clrTexts("s", 30)]) {
      section, _ in section == 1 ? clrCards(.continuous) : clrRows
    }
    screen.view.setContentOffset(1000, ofSection: 1)
    screen.view.contentOffset = CGPoint(x: 0, y: 1200)
    screen.expectScreenMatchesData()
    #expect(screen.shown(1).isEmpty)
    screen.view.contentOffset = CGPoint(x: 0, y: 0)
    #expect(screen.view.contentOffset(ofSection: 1) == 1000)
    #expect(screen.shown(1) == ["c3", "c4"])
    screen.expectScreenMatchesData()
  }

  // MARK: Boundary supplementaries of rows, scrolled and updated

  @Test func aRowsPinnedHeaderFollowsTheOuterScrollButNotTheRowsOwn() {
    let screen = CLRScreen(sections: [clrTexts("r", 5), clrTexts("c", 10), clrTexts("s", 30)]) {
      section, _ in
      guard section == 1 else { return clrRows }
      return clrCards(.continuous).boundarySupplementaryItem(
        BoundarySupplementaryItem(elementKind: .header).height(.absolute(40))
          .pinToVisibleBounds(true))
    }
    // Section 1: header 250…290, cards 306…506, ends at 522.
    let header = IndexPath(item: 0, section: 1)
    let natural = screen.view.supplementaryView(forElementKind: .header, at: header)?.frame
    #expect(natural?.minY == 250)
    screen.view.contentOffset = CGPoint(x: 0, y: 300)
    #expect(screen.view.supplementaryView(forElementKind: .header, at: header)?.frame.minY == 300)
    screen.view.setContentOffset(500, ofSection: 1)
    let pinned = screen.view.supplementaryView(forElementKind: .header, at: header)?.frame
    #expect(pinned?.minY == 300)
    #expect(pinned?.minX == natural?.minX)
    // Near the end of its section (which ends at 522) the header never runs past it.
    screen.view.contentOffset = CGPoint(x: 0, y: 480)
    let pushed = screen.view.supplementaryView(forElementKind: .header, at: header)?.frame
    #expect(pushed.map { $0.maxY <= 522 } == true)
    screen.expectScreenMatchesData()
  }

  @Test func aPinnedHeaderFollowsItsRowWhenASectionAboveIsDeleted() {
    let screen = CLRScreen(sections: [clrTexts("r", 5), clrTexts("c", 10), clrTexts("s", 30)]) {
      _, _ in
      clrCards(.continuous).boundarySupplementaryItem(
        BoundarySupplementaryItem(elementKind: .header).height(.absolute(40))
          .pinToVisibleBounds(true))
    }
    // Every section: 40 + 16 + 200 + 16 = 272 long.
    screen.view.contentOffset = CGPoint(x: 0, y: 300)
    screen.view.setContentOffset(400, ofSection: 1)
    #expect(
      screen.view.indexPathsForVisibleSupplementaryElements(ofKind: .header)
        == [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)])
    screen.view.performBatchUpdates(
      {
        screen.source.sections.remove(at: 0)
        screen.view.deleteSections([0])
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 400)
    let shown = screen.view.indexPathsForVisibleSupplementaryElements(ofKind: .header)
    for indexPath in shown {
      let frame = screen.view.supplementaryView(forElementKind: .header, at: indexPath)?.frame
      let laid = screen.layout.layoutAttributesForSupplementaryView(ofKind: .header, at: indexPath)?
        .frame
      #expect(frame == laid, "header \(indexPath)")
    }
    screen.expectScreenMatchesData()
  }

  @Test func aRowsBackgroundDoesNotScrollWithItsCards() {
    let screen = CLRScreen(sections: [clrTexts("c", 10)]) { _, _ in
      clrCards(.continuous).decorationItem(DecorationItem(elementKind: "background"))
    }
    let before = screen.layout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame
    // F8: the full width and the whole section.
    #expect(before == CGRect(x: 0, y: 0, width: 390, height: 232))
    screen.view.setContentOffset(500, ofSection: 0)
    let after = screen.layout.layoutAttributesForElements(in: screen.view.bounds)
      .first { $0.category == .decorationView("background") }?.frame
    #expect(after == before)
  }

  @Test func aRowsBadgesMoveWithTheirCardsAndLeaveWithThem() {
    let badge = SupplementaryItem(elementKind: "badge").width(.absolute(20)).height(.absolute(20))
      .containerAnchor(edges: [.top, .leading])
    let screen = CLRScreen(sections: [clrTexts("c", 10)]) { _, _ in
      LayoutSection {
        HGroup(width: .fractionalWidth(0.8), height: .absolute(200)) {
          CLRItem().supplementaryItem(badge)
        }
      }
      .interGroupSpacing(8).contentInsets(value: 16).orthogonalScrollingBehavior(.continuous)
    }
    // Card 2 at 0…312, card 3 at 320…632: both badges (at their cards' leading corners) show.
    screen.view.setContentOffset(656, ofSection: 0)
    let cards = screen.view.indexPathsForVisibleItems(inSection: 0)
    let badges = screen.view.indexPathsForVisibleSupplementaryElements(ofKind: "badge")
    #expect(cards == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
    #expect(badges == cards)
    for indexPath in badges {
      let card = screen.view.cellForItem(at: indexPath)?.frame
      let shown = screen.view.supplementaryView(forElementKind: "badge", at: indexPath)?.frame
      #expect(shown?.minX == card?.minX)
      #expect(shown?.minY == card?.minY)
    }
    screen.view.setContentOffset(700, ofSection: 0)
    // Card 2's badge is now at −44: gone with the part of its card out of view.
    #expect(
      screen.view.indexPathsForVisibleSupplementaryElements(ofKind: "badge")
        == [IndexPath(item: 3, section: 0)])
    screen.expectScreenMatchesData()
  }

  @Test func theVisibleItemsHandlerSeesTheClampedOffsetAfterADeletion() {
    let log = CLROffsets()
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      guard section == 0 else { return clrRows }
      return clrCards(.continuous).visibleItemsInvalidationHandler(
        VisibleItemsInvalidationHandler { items, offset, _ in
          log.offsets.append(offset.x)
          log.items = items.map(\.indexPath)
        })
    }
    screen.view.setContentOffset(2834, ofSection: 0)
    #expect(log.offsets.last == 2834)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0].removeLast(8)
        screen.view.deleteItems(at: (2..<10).map { IndexPath(item: $0, section: 0) })
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(log.offsets.last == 274)
    #expect(log.items.filter { $0.count == 2 }.allSatisfy { $0.section == 0 })
    screen.expectScreenMatchesData()
  }

  @Test func aBatchThatDeletesOneRowAndReloadsAnotherCarriesOnlyTheKeptOffsets() {
    let screen = CLRScreen(
      sections: [clrTexts("a", 10), clrTexts("b", 10), clrTexts("c", 10)]
    ) { _, _ in clrCards(.continuous) }
    screen.view.setContentOffset(100, ofSection: 0)
    screen.view.setContentOffset(200, ofSection: 1)
    screen.view.setContentOffset(300, ofSection: 2)
    screen.view.performBatchUpdates(
      {
        screen.source.sections.remove(at: 0)
        screen.source.sections[1] = clrTexts("z", 10)
        screen.view.deleteSections([0])
        screen.view.reloadSections([2])
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 200)
    #expect(screen.view.contentOffset(ofSection: 1) == 0)
    #expect(screen.shown(1) == ["z0", "z1"])
    screen.expectScreenMatchesData()
  }

  // MARK: Insets, directions, spacing

  @Test func sectionInsetsFromTheSafeAreaFlipInRightToLeft() {
    let screen = CLRScreen(
      sections: [clrTexts("r", 3)],
      setUp: { view in
        view.layoutDirection = .rightToLeft
        view.safeAreaInsets = LayoutInsets(top: 0, left: 44, bottom: 0, right: 0)
      },
      provider: { _, _ in
        clrRows.contentInsets(
          DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
        )
        .contentInsetsReference(.safeArea)
      })
    // Leading is the right: 390 − 10 = 380; trailing the left: 44 + 20 = 64.
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 64)
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.maxX == 380)
  }

  @Test func sectionInsetsFromTheLayoutMarginsFlipInRightToLeft() {
    let screen = CLRScreen(
      sections: [clrTexts("r", 3)],
      setUp: { view in
        view.layoutDirection = .rightToLeft
        view.layoutMargins = LayoutInsets(top: 0, left: 8, bottom: 0, right: 30)
      },
      provider: { _, _ in
        clrRows.contentInsets(
          DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
        )
        .contentInsetsReference(.layoutMargins)
      })
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 28)
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.maxX == 350)
  }

  @Test func aRightToLeftRowStartsAtTheRightAndScrollsTowardsTheLeft() {
    let screen = CLRScreen(
      sections: [clrTexts("c", 10)], setUp: { $0.layoutDirection = .rightToLeft },
      provider: { _, _ in clrCards(.groupPaging) })
    // The first card's leading (right) edge at 390 − 16.
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.maxX == 374)
    screen.view.scroll(section: 0, by: 330)
    #expect(screen.view.contentOffset(ofSection: 0) == 320)
    #expect(screen.view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.maxX == 374)
    screen.view.scroll(section: 0, by: 10_000)
    // The last card's trailing (left) edge at 16.
    #expect(screen.view.cellForItem(at: IndexPath(item: 9, section: 0))?.frame.minX == 16)
    screen.expectScreenMatchesData()
  }

  @Test func aRightToLeftCentredRowCentresItsFirstCard() {
    let screen = CLRScreen(
      sections: [clrTexts("c", 10)], setUp: { $0.layoutDirection = .rightToLeft },
      provider: { _, _ in clrCards(.groupPagingCentered) })
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 39)
    screen.view.scroll(section: 0, by: 320)
    #expect(screen.view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 39)
    screen.expectScreenMatchesData()
  }

  @Test func interSectionSpacingSeparatesRowsAndLists() {
    let screen = CLRScreen(
      sections: [clrTexts("c", 10), clrTexts("r", 3), clrTexts("d", 10)],
      configuration: CompositionalLayoutConfiguration(interSectionSpacing: 10)
    ) { section, _ in section == 1 ? clrRows : clrCards(.continuous) }
    // 232, + 10, 150, + 10, 232.
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 242)
    #expect(
      screen.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY == 418)
    screen.view.setContentOffset(500, ofSection: 2)
    screen.view.contentOffset = CGPoint(x: 0, y: 100)
    screen.expectScreenMatchesData()
  }

  // MARK: Self-sizing in rows

  /// A row of self-sizing cards: estimated 100 wide, 200 tall, 8 apart, inset 16.
  private static func selfSizingRow() -> LayoutSection {
    LayoutSection(
      group: .horizontal(
        layoutSize: size(.estimated(100), .absolute(200)),
        subitems: [LayoutItem(layoutSize: size(.estimated(100), .absolute(200)))])
    )
    .interGroupSpacing(8).contentInsets(value: 16).orthogonalScrollingBehavior(.continuous)
  }

  @Test func aSelfSizingCardInARowIsMeasuredWithItsWidthOpen() {
    let screen = CLRScreen(
      sections: [clrTexts("c", 10)],
      setUp: { view in _ = view },
      provider: { _, _ in Self.selfSizingRow() })
    let proposal = screen.source.proposals["c0"]
    #expect(proposal != nil)
    // The row's own axis is the estimated one: UIKit sizes the card's width to fit, at the
    // group's fixed height.
    #expect(proposal?.height == 200)
    #expect((proposal?.width ?? 0) > 100)
  }

  @Test func aRowOfSelfSizingCardsScrollsToItsMeasuredEnd() {
    let source = CLRSource([clrTexts("c", 10)])
    for text in clrTexts("c", 10) { source.measured[text] = CGSize(width: 150, height: 200) }
    let layout = CompositionalLayout { _, _ in Self.selfSizingRow() }
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: layout)
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 174)
    view.scroll(section: 0, by: 10_000, steps: 40)
    // All measured: 16 + 10 × 150 + 9 × 8 + 16 = 1604 long; the range ends at 1214.
    #expect(layout.orthogonalScrollRange(ofSection: 0) == 0...1214)
    #expect(view.contentOffset(ofSection: 0) == 1214)
    #expect(view.cellForItem(at: IndexPath(item: 9, section: 0))?.frame.maxX == 374)

    withExtendedLifetime(source) {}
  }

  // MARK: Reentrancy

  @Test func deletingADraggedRowFromACallbackLeavesTheRowBelowUnscrolled() {
    let screen = CLRScreen(sections: [clrTexts("a", 10), clrTexts("b", 10)]) { _, _ in
      clrCards(.continuous)
    }
    var deleted = false
    screen.source.onWillDisplay = { _, text in
      guard text == "a3", !deleted else { return }
      deleted = true
      screen.view.performBatchUpdates(
        {
          screen.source.sections.remove(at: 0)
          screen.view.deleteSections([0])
        }, completion: { _ in })
    }
    screen.view.scroll(section: 0, by: 2000, steps: 20)
    #expect(deleted)
    #expect(screen.source.sections.count == 1)
    // The finger was on row a, which is gone: row b was never touched.
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    #expect(screen.shown(0) == ["b0", "b1"])

    screen.expectScreenMatchesData()
  }

  @Test func aRowOfCardsOfDifferentWidthsRestsOnACardsLeadingEdge() {
    let source = CLRSource([clrTexts("c", 12)])
    for (index, text) in clrTexts("c", 12).enumerated() {
      source.measured[text] = CGSize(width: 100 + 50 * (index % 3), height: 200)
    }
    let layout = CompositionalLayout { _, _ in
      Self.selfSizingRow().orthogonalScrollingBehavior(.continuousGroupLeadingBoundary)
    }
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: layout)
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    // Measure every card, then come back.
    for _ in 0..<3 { view.scroll(section: 0, by: 10_000, steps: 40) }
    view.setContentOffset(0, ofSection: 0)
    // Cards start at 16, 124, 282, 490, 598, …: the leading edges rest at 16.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 282)
    view.scroll(section: 0, by: 280)
    let leadingEdges = view.indexPathsForVisibleItems.compactMap {
      view.cellForItem(at: $0)?.frame.minX
    }
    #expect(
      leadingEdges.contains(16),
      "cards at \(leadingEdges), offset \(view.contentOffset(ofSection: 0))")

    withExtendedLifetime(source) {}
  }

  // MARK: Other directions and positions

  @Test func aColumnScrollsOnItsOwnInAHorizontalLayout() {
    var configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let screen = CLRScreen(
      sections: [clrTexts("c", 10), clrTexts("r", 20)], configuration: configuration,
      provider: { section, _ in
        if section == 1 {
          return LayoutSection {
            VGroup(width: .absolute(100), height: .fractionalHeight(1)) { CLRItem() }
          }
        }
        return LayoutSection(
          group: .vertical(
            layoutSize: size(.absolute(200), .absolute(300)),
            subitems: [LayoutItem(layoutSize: .fillingContainer)])
        )
        .interGroupSpacing(8).contentInsets(value: 16).orthogonalScrollingBehavior(.groupPaging)
      })
    // Cards 300 tall from y 16, 8 apart: 16 + 10 × 300 + 72 + 16 = 3104; 600 shown.
    #expect(screen.layout.orthogonalScrollRange(ofSection: 0) == 0...2504)
    #expect(
      screen.view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 16, y: 324, width: 200, height: 300))
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 232)
    screen.view.scroll(section: 0, by: 320)
    #expect(screen.view.contentOffset(ofSection: 0) == 308)
    #expect(screen.view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 16)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0].removeLast(8)
        screen.view.deleteItems(at: (2..<10).map { IndexPath(item: $0, section: 0) })
      }, completion: { _ in })
    // 16 + 600 + 8 + 16 = 640: the range ends at 40.
    #expect(screen.view.contentOffset(ofSection: 0) == 40)
    screen.expectScreenMatchesData()
  }

  @Test func scrollingToACardAtTheLeftInRightToLeftPutsItAtTheLeftInset() {
    let screen = CLRScreen(
      sections: [clrTexts("c", 10)], setUp: { $0.layoutDirection = .rightToLeft },
      provider: { _, _ in clrCards(.continuous) })
    screen.view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .left, animated: false)
    #expect(screen.view.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.minX == 16)
    screen.view.scrollToItem(at: IndexPath(item: 2, section: 0), at: .right, animated: false)
    #expect(screen.view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.maxX == 374)
    screen.expectScreenMatchesData()
  }

  @Test func theItemAtAPointOfAScrolledRowIsTheOneShownThere() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.continuous) : clrRows
    }
    screen.view.setContentOffset(656, ofSection: 0)
    #expect(
      screen.view.indexPathForItem(at: CGPoint(x: 20, y: 100)) == IndexPath(item: 2, section: 0))
    #expect(screen.view.indexPathForItem(at: CGPoint(x: 316, y: 100)) == nil)
    #expect(
      screen.view.indexPathForItem(at: CGPoint(x: 330, y: 100)) == IndexPath(item: 3, section: 0))
  }

  @Test func reloadingAndMovingCardsOfAScrolledRowKeepsItsOffset() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.continuous) : clrRows
    }
    screen.view.setContentOffset(656, ofSection: 0)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0][2] = "C2"
        screen.view.reloadItems(at: [IndexPath(item: 2, section: 0)])
        let moved = screen.source.sections[0].remove(at: 9)
        screen.source.sections[0].insert(moved, at: 3)
        screen.view.moveItem(at: IndexPath(item: 9, section: 0), to: IndexPath(item: 3, section: 0))
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 656)
    #expect(screen.shown(0) == ["C2", "c9"])
    screen.expectScreenMatchesData()
  }

  @Test func movingACardFromARowIntoTheListBelowShowsItThere() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.continuous) : clrRows
    }
    screen.view.setContentOffset(656, ofSection: 0)
    screen.view.performBatchUpdates(
      {
        let moved = screen.source.sections[0].remove(at: 2)
        screen.source.sections[1].insert(moved, at: 0)
        screen.view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.shown(0) == ["c3", "c4"])
    #expect(screen.shown(1).first == "c2")
    screen.expectScreenMatchesData()
  }

  // MARK: List sections

  @Test func aPlainListsHeadersPinAndItsRowsFollowThem() {
    var list = ListLayoutConfiguration(appearance: .plain)
    list.headerMode = .supplementary
    list.rowHeight = .absolute(44)
    let screen = CLRScreen(sections: [clrTexts("a", 10), clrTexts("b", 10)]) { _, _ in
      LayoutSection.list(using: list)
    }
    let header = screen.view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.minY == 0)
    let firstRow = screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
    #expect(firstRow?.minY == header?.frame.maxY)
    screen.view.contentOffset = CGPoint(x: 0, y: 100)
    #expect(
      screen.view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?
        .frame.minY == 100)
    screen.expectScreenMatchesData()
  }

  @Test func anInsetGroupedListInsetsItsRowsByTheLayoutMargins() {
    var list = ListLayoutConfiguration(appearance: .insetGrouped)
    list.rowHeight = .absolute(44)
    let screen = CLRScreen(
      sections: [clrTexts("a", 3)],
      setUp: { $0.layoutMargins = LayoutInsets(top: 0, left: 20, bottom: 0, right: 20) },
      provider: { _, _ in LayoutSection.list(using: list) })
    #expect(
      screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 20, y: 16, width: 350, height: 44))
  }

  @Test func aCentredPagingRowOfWiderLaterCardsCanReachItsLastCard() {
    let source = CLRSource([clrTexts("c", 10)])
    for (index, text) in clrTexts("c", 10).enumerated() {
      source.measured[text] = CGSize(width: index == 0 ? 100 : 250, height: 200)
    }
    let layout = CompositionalLayout { _, _ in
      Self.selfSizingRow().orthogonalScrollingBehavior(.groupPagingCentered)
    }
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: layout)
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    for _ in 0..<5 { view.scroll(section: 0, by: 10_000, steps: 40, velocity: 1) }
    // Card 9 is the last: as far as the row goes, it shows.
    #expect(
      view.indexPathsForVisibleItems.contains(IndexPath(item: 9, section: 0)),
      "shown \(view.indexPathsForVisibleItems.map(\.item)), range \(String(describing: layout.orthogonalScrollRange(ofSection: 0)))"
    )

    withExtendedLifetime(source) {}
  }

  // MARK: More boundary supplementaries

  @Test func theLayoutsPinnedHeaderStaysOverRowsScrolledEitherWay() {
    var configuration = CompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      BoundarySupplementaryItem(elementKind: "banner").height(.absolute(30)).pinToVisibleBounds(
        true)
    ]
    let screen = CLRScreen(
      sections: [clrTexts("c", 10), clrTexts("r", 20)], configuration: configuration
    ) { section, _ in section == 0 ? clrCards(.continuous) : clrRows }
    let banner = IndexPath(item: 0, section: 0)
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 46)
    screen.view.contentOffset = CGPoint(x: 0, y: 400)
    screen.view.setContentOffset(300, ofSection: 0)
    #expect(screen.view.supplementaryView(forElementKind: "banner", at: banner)?.frame.minY == 400)
    screen.view.performBatchUpdates(
      {
        screen.source.sections.remove(at: 0)
        screen.view.deleteSections([0])
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    let frame = screen.view.supplementaryView(forElementKind: "banner", at: banner)?.frame
    #expect(frame?.minY == screen.view.contentOffset.y)
    screen.expectScreenMatchesData()
  }

  @Test func aRowsHeaderThatDoesNotExtendItsBoundaryOverlaysItsCards() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      guard section == 0 else { return clrRows }
      return clrCards(.continuous).boundarySupplementaryItem(
        BoundarySupplementaryItem(elementKind: .header).height(.absolute(40)).extendsBoundary(false)
      )
    }
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 16)
    #expect(screen.view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 232)
    #expect(
      screen.view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?
        .frame.minY == 0)
  }

  @Test func aRowsPinnedFooterStaysAtTheBottomWhileTheRowShows() {
    let screen = CLRScreen(
      size: CGSize(width: 390, height: 300), sections: [clrTexts("r", 10), clrTexts("c", 10)],
      provider: { section, _ in
        guard section == 1 else { return clrRows }
        return clrCards(.continuous).boundarySupplementaryItem(
          BoundarySupplementaryItem(elementKind: .footer).height(.absolute(30)).alignment(.bottom)
            .pinToVisibleBounds(true))
      })
    // Rows end at 500; the row's cards from 516 to 716; its footer at 732…762.
    let footer = IndexPath(item: 0, section: 1)
    screen.view.contentOffset = CGPoint(x: 0, y: 300)
    // The viewport ends at 600: the footer floats at 570.
    #expect(screen.view.supplementaryView(forElementKind: .footer, at: footer)?.frame.minY == 570)
    screen.view.setContentOffset(600, ofSection: 1)
    #expect(screen.view.supplementaryView(forElementKind: .footer, at: footer)?.frame.minY == 570)
    // Across the axis it follows the row's insets, and not the row's offset.
    #expect(screen.view.supplementaryView(forElementKind: .footer, at: footer)?.frame.minX == 16)
    screen.expectScreenMatchesData()
  }

  @Test func aSelfSizingHeaderOfAScrolledRowKeepsTheRowsOffset() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      guard section == 0 else { return clrRows }
      return clrCards(.continuous).boundarySupplementaryItem(
        BoundarySupplementaryItem(elementKind: .header).height(.estimated(40)))
    }
    screen.view.setContentOffset(700, ofSection: 0)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0].insert("n", at: 9)
        screen.view.insertItems(at: [IndexPath(item: 9, section: 0)])
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 700)
    screen.expectScreenMatchesData()
  }

  @Test func aRowOfCardsOfMeasuredHeightsPushesTheListBelowClearOfItsTallestCard() {
    let source = CLRSource([clrTexts("c", 10), clrTexts("r", 10)])
    let heights: [CGFloat] = [120, 150, 110, 130, 100, 300, 90, 100, 100, 100]
    for (index, text) in clrTexts("c", 10).enumerated() {
      source.measured[text] = CGSize(width: 150, height: heights[index])
    }
    let layout = CompositionalLayout { section, _ in
      guard section == 0 else { return clrRows }
      return LayoutSection(
        group: .horizontal(
          layoutSize: size(.absolute(150), .estimated(100)),
          subitems: [LayoutItem(layoutSize: size(.absolute(150), .estimated(100)))])
      )
      .interGroupSpacing(8).contentInsets(value: 16).orthogonalScrollingBehavior(.continuous)
    }
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: layout)
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    for step in 0..<8 {
      view.setContentOffset(CGFloat(step) * 158, ofSection: 0)
      let rowBottom =
        view.indexPathsForVisibleItems(inSection: 0)
        .compactMap { view.cellForItem(at: $0)?.frame.maxY }.max() ?? 0
      let listTop =
        view.indexPathsForVisibleItems(inSection: 1)
        .compactMap { view.cellForItem(at: $0)?.frame.minY }.min() ?? .infinity
      #expect(
        rowBottom <= listTop, "step \(step): cards end at \(rowBottom), list starts at \(listTop)")
      for indexPath in view.indexPathsForVisibleItems(inSection: 0) {
        let height = view.cellForItem(at: indexPath)?.frame.height
        #expect(
          height == heights[indexPath.item],
          "card \(indexPath.item) is \(String(describing: height)) tall")
      }
    }
    withExtendedLifetime(source) {}
  }

  // MARK: Boundary values

  @Test func sectionOffsetsOfBadIndexesAndValuesAreReportedOrIgnored() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.continuous) : clrRows
    }
    #expect(screen.view.contentOffset(ofSection: -1) == 0)
    #expect(screen.view.contentOffset(ofSection: 99) == 0)
    screen.view.setContentOffset(.nan, ofSection: 0)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    screen.view.setContentOffset(.infinity, ofSection: 0)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    screen.view.scroll(section: 0, by: .infinity, velocity: .nan)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    screen.view.setContentOffset(100, ofSection: 99)
    #expect(
      screen.view.errors == [
        .sectionDoesNotScrollOrthogonally(section: 99, operation: "setContentOffset(_:ofSection:)")
      ])
    screen.view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .left, animated: false)
    #expect(screen.view.errors.count == 2)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
  }

  @Test func scrollingToTheLastCardOfARowShowsItAtTheTrailingInset() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.groupPaging) : clrRows
    }
    screen.view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .right, animated: false)
    #expect(screen.view.contentOffset(ofSection: 0) == 2834)
    #expect(screen.view.cellForItem(at: IndexPath(item: 9, section: 0))?.frame.maxX == 374)
    screen.view.scrollToItem(
      at: IndexPath(item: 0, section: 0), at: .centeredHorizontally, animated: false)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    screen.expectScreenMatchesData()
  }

  // MARK: Random sequences

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as [UInt64])
  func randomUpdatesAndScrollsKeepEveryRowsScreenOnItsData(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let behaviors: [OrthogonalScrollingBehavior] = [
      .continuous, .groupPagingCentered, .paging, .groupPaging, .continuousGroupLeadingBoundary,
    ]
    var next = 0
    func texts(_ count: Int) -> [String] {
      (0..<count).map { _ in
        next += 1
        return "t\(next)"
      }
    }
    let screen = CLRScreen(
      size: CGSize(width: 390, height: 500),
      sections: [texts(8), texts(3), texts(12), texts(20)],
      setUp: { view in
        if seed % 2 == 0 { view.layoutDirection = .rightToLeft }
        (view.dataSource as? CLRSource)?.measure = { text in
          let number = Int(text.dropFirst()) ?? 0
          return CGSize(width: 80 + 40 * (number % 5), height: 100 + 50 * (number % 3))
        }
      },
      provider: { section, _ in
        let pinned = BoundarySupplementaryItem(elementKind: .header).height(.absolute(30))
          .pinToVisibleBounds(true)
        let badge = SupplementaryItem(elementKind: "badge").width(.absolute(10))
          .height(.absolute(10)).containerAnchor(edges: [.top, .trailing])
        if section % 4 == 3 { return clrRows.boundarySupplementaryItem(pinned) }
        // Seeds above 8: cards that size themselves.
        let width: LayoutDimension = seed > 8 ? .estimated(120) : .fractionalWidth(0.8)
        let height: LayoutDimension = seed > 8 ? .estimated(150) : .absolute(200)
        return LayoutSection {
          HGroup(width: width, height: height) {
            CLRItem(
              width: seed > 8 ? width : .fractionalWidth(1),
              height: seed > 8 ? height : .fractionalHeight(1)
            ).supplementaryItem(badge)
          }
        }
        .interGroupSpacing(8).contentInsets(value: 16)
        .orthogonalScrollingBehavior(behaviors[section % behaviors.count])
        .boundarySupplementaryItem(section % 2 == 0 ? pinned : pinned.pinToVisibleBounds(false))
      })
    for step in 0..<250 {
      let sections = screen.source.sections.count
      let section = random.int(below: sections)
      let count = screen.source.sections[section].count
      var description = ""
      switch random.int(below: 11) {
      case 10:
        let rotated = screen.view.bounds.width == 390
        description = "rotate"
        screen.view.bounds.size =
          rotated ? CGSize(width: 500, height: 390) : CGSize(width: 390, height: 500)
      case 0, 1:
        let at = random.int(in: 0...count)
        let added = texts(random.int(in: 1...3))
        description = "insert \(added.count) at \(section).\(at)"
        screen.view.performBatchUpdates(
          {
            screen.source.sections[section].insert(contentsOf: added, at: at)
            screen.view.insertItems(
              at: added.indices.map { IndexPath(item: at + $0, section: section) })
          }, completion: { _ in })
      case 2, 3:
        guard count > 0 else { continue }
        let at = random.int(below: count)
        let length = min(count - at, random.int(in: 1...4))
        description = "delete \(length) at \(section).\(at)"
        screen.view.performBatchUpdates(
          {
            screen.source.sections[section].removeSubrange(at..<(at + length))
            screen.view.deleteItems(
              at: (at..<(at + length)).map { IndexPath(item: $0, section: section) })
          }, completion: { _ in })
      case 4:
        guard count > 0 else { continue }
        let from = random.int(below: count)
        let target = random.int(below: sections)
        let targetCount = screen.source.sections[target].count - (target == section ? 1 : 0)
        let to = random.int(in: 0...targetCount)
        description = "move \(section).\(from) to \(target).\(to)"
        screen.view.performBatchUpdates(
          {
            let moved = screen.source.sections[section].remove(at: from)
            screen.source.sections[target].insert(moved, at: to)
            screen.view.moveItem(
              at: IndexPath(item: from, section: section), to: IndexPath(item: to, section: target))
          }, completion: { _ in })
      case 5, 6:
        guard screen.layout.orthogonalScrollRange(ofSection: section) != nil else { continue }
        let distance = CGFloat(random.int(in: -1500...1500))
        let velocity = CGFloat(random.int(in: -1...1))
        description = "scroll \(section) by \(distance) velocity \(velocity)"
        screen.view.scroll(
          section: section, by: distance, steps: random.int(in: 1...6), velocity: velocity)
      case 7:
        let y = CGFloat(random.int(in: 0...1500))
        description = "outer to \(y)"
        screen.view.contentOffset = CGPoint(x: 0, y: y)
      case 8:
        guard sections > 2 else { continue }
        let victim = random.int(below: sections)
        description = "delete section \(victim)"
        screen.view.performBatchUpdates(
          {
            screen.source.sections.remove(at: victim)
            screen.view.deleteSections([victim])
          }, completion: { _ in })
      default:
        let at = random.int(in: 0...sections)
        description = "insert section \(at)"
        let added = texts(random.int(in: 0...6))
        screen.view.performBatchUpdates(
          {
            screen.source.sections.insert(added, at: at)
            screen.view.insertSections([at])
          }, completion: { _ in })
      }
      screen.view.layoutIfNeeded()
      screen.expectScreenMatchesData()
      if !screen.view.errors.isEmpty {
        Issue.record("seed \(seed) step \(step): \(description)")
        break
      }
    }
  }

  @Test func deletingTheLastSectionWhileItIsDraggedLeavesNoStaleOffset() {
    let screen = CLRScreen(sections: [clrTexts("r", 3), clrTexts("a", 10)]) { section, _ in
      section == 1 ? clrCards(.continuous) : clrRows
    }
    var deleted = false
    screen.source.onWillDisplay = { _, text in
      guard text == "a3", !deleted else { return }
      deleted = true
      screen.view.performBatchUpdates(
        {
          screen.source.sections.remove(at: 1)
          screen.view.deleteSections([1])
        }, completion: { _ in })
    }
    screen.view.scroll(section: 1, by: 2000, steps: 20)
    #expect(deleted)
    screen.expectScreenMatchesData()
    // A row inserted where the dragged one was starts at its start.
    screen.view.performBatchUpdates(
      {
        screen.source.sections.append(clrTexts("n", 10))
        screen.view.insertSections([1])
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 1) == 0)
    screen.expectScreenMatchesData()
  }

  @Test func aSectionThatStopsAndStartsScrollingOnItsOwnStartsAgainAtItsStart() {
    let flag = CLRFlag()
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 && flag.isOn ? clrCards(.continuous) : clrRows
    }
    screen.view.setContentOffset(1500, ofSection: 0)
    flag.isOn = false
    screen.view.invalidateLayout()
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    flag.isOn = true
    screen.view.invalidateLayout()
    #expect(screen.view.contentOffset(ofSection: 0) == 0)

    screen.expectScreenMatchesData()
  }

  @Test func aRowsGroupViewsTakeTheirCopysIndexAndScrollWithIt() {
    let label = SupplementaryItem(elementKind: "label").width(.absolute(40)).height(.absolute(20))
      .containerAnchor(edges: [.top, .leading])
    let screen = CLRScreen(sections: [clrTexts("c", 10)]) { _, _ in
      LayoutSection {
        HGroup(width: .fractionalWidth(0.8), height: .absolute(200)) { CLRItem() }
          .supplementaryItem(label)
      }
      .interGroupSpacing(8).contentInsets(value: 16).orthogonalScrollingBehavior(.continuous)
    }
    screen.view.setContentOffset(656, ofSection: 0)
    #expect(
      screen.view.indexPathsForVisibleSupplementaryElements(ofKind: "label")
        == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
    #expect(
      screen.view.supplementaryView(forElementKind: "label", at: IndexPath(item: 3, section: 0))?
        .frame.minX == 320)
  }

  @Test func theVisibleItemsHandlerGetsFramesThatTheOffsetBringsOnScreen() {
    // UIKit's carousel idiom: `item.frame.midX - offset.x` is where the item shows, so the
    // frames a handler gets are in the row's content, not yet moved by its offset.
    let log = CLROffsets()
    let screen = CLRScreen(sections: [clrTexts("c", 10)]) { _, _ in
      clrCards(.groupPagingCentered).visibleItemsInvalidationHandler(
        VisibleItemsInvalidationHandler { items, offset, _ in
          log.centres = items.filter { $0.category == .cell }.map { $0.frame.midX - offset.x }
          log.items = items.filter { $0.category == .cell }.map(\.indexPath)
        })
    }
    screen.view.scroll(section: 0, by: 320)
    #expect(screen.view.contentOffset(ofSection: 0) == 297)
    // Card 1 shows centred: at 195.
    #expect(screen.view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.midX == 195)
    let centre = log.items.firstIndex(of: IndexPath(item: 1, section: 0)).map { log.centres[$0] }
    #expect(centre == 195)

  }

  @Test func scrollingARowInsideABatchThatDeletesTheRowAboveIt() {
    let screen = CLRScreen(sections: [clrTexts("a", 10), clrTexts("b", 10), clrTexts("c", 10)]) {
      _, _ in clrCards(.continuous)
    }
    screen.view.performBatchUpdates(
      {
        screen.source.sections.remove(at: 0)
        screen.view.deleteSections([0])
        screen.view.setContentOffset(656, ofSection: 1)
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    // Inside the batch the view still has its sections before it: section 1 was row b, which
    // is now at 0.
    #expect(screen.view.contentOffset(ofSection: 0) == 656)
    #expect(screen.view.contentOffset(ofSection: 1) == 0)
    screen.expectScreenMatchesData()
  }

  @Test func aRowsOffsetRestoredFromWillDisplayShowsTheRestoredCards() {
    let screen = CLRScreen(sections: [clrTexts("r", 5), clrTexts("c", 10), clrTexts("s", 40)]) {
      section, _ in section == 1 ? clrCards(.continuous) : clrRows
    }
    screen.view.contentOffset = CGPoint(x: 0, y: 1200)
    #expect(screen.shown(1).isEmpty)
    var restored = false
    screen.source.onWillDisplay = { indexPath, _ in
      guard indexPath.section == 1, !restored else { return }
      restored = true
      screen.view.setContentOffset(1296, ofSection: 1)
    }
    screen.view.contentOffset = CGPoint(x: 0, y: 0)
    #expect(restored)
    #expect(screen.view.contentOffset(ofSection: 1) == 1296)
    // Card 4 at 16 + 4 × 320 = 1296: the scroll's own pass shows cards 4 and 5 only.
    #expect(screen.shown(1) == ["c4", "c5"])
    screen.expectScreenMatchesData(layingOutFirst: false)

    // The next pass puts it right.
    screen.expectScreenMatchesData()
  }

  @Test func aLayoutSwapStartsEveryRowAgainAndShowsTheData() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.continuous) : clrRows
    }
    screen.view.setContentOffset(1500, ofSection: 0)
    let other = CompositionalLayout { section, _ in
      section == 0 ? clrCards(.groupPaging) : clrRows
    }
    screen.view.setCollectionViewLayout(other, animated: false)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    #expect(screen.shown(0) == ["c0", "c1"])
    screen.view.scroll(section: 0, by: 330)
    #expect(screen.view.contentOffset(ofSection: 0) == 320)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0].removeFirst()
        screen.view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        screen.view.setCollectionViewLayout(screen.layout, animated: false)
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    #expect(screen.shown(0) == ["c1", "c2"])
    for indexPath in screen.view.indexPathsForVisibleItems {
      #expect(
        screen.view.cellForItem(at: indexPath)?.frame
          == screen.layout.layoutAttributesForItem(at: indexPath)?.frame)
    }
    #expect(screen.view.errors.isEmpty)
  }

  @Test func aRowInAViewShrunkToNothingAndBackShowsItsCardsAgain() {
    let screen = CLRScreen(sections: [clrTexts("c", 10), clrTexts("r", 5)]) { section, _ in
      section == 0 ? clrCards(.groupPagingCentered) : clrRows
    }
    screen.view.scroll(section: 0, by: 640)
    #expect(screen.view.contentOffset(ofSection: 0) == 617)
    screen.view.bounds.size = .zero
    screen.view.layoutIfNeeded()
    #expect(screen.view.indexPathsForVisibleItems.isEmpty)
    screen.view.bounds.size = CGSize(width: 390, height: 600)
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 617)
    #expect(screen.view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 39)
    screen.expectScreenMatchesData()
  }

  @Test func aRightToLeftRowClampedByADeletionShowsItsLastCardAtTheLeftInset() {
    let screen = CLRScreen(
      sections: [clrTexts("c", 10), clrTexts("r", 5)], setUp: { $0.layoutDirection = .rightToLeft },
      provider: { section, _ in section == 0 ? clrCards(.continuous) : clrRows })
    screen.view.setContentOffset(2834, ofSection: 0)
    #expect(screen.view.cellForItem(at: IndexPath(item: 9, section: 0))?.frame.minX == 16)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0].removeFirst(6)
        screen.view.deleteItems(at: (0..<6).map { IndexPath(item: $0, section: 0) })
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 0) == 914)
    #expect(screen.view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 16)
    #expect(screen.shown(0) == ["c8", "c9"])
    screen.expectScreenMatchesData()
  }

  @Test func anItemOfEstimatedHeightInAHorizontalLayoutIsMeasuredWithItsHeightOpen() {
    var configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let screen = CLRScreen(sections: [clrTexts("c", 6)], configuration: configuration) { _, _ in
      LayoutSection(
        group: .vertical(
          layoutSize: size(.absolute(100), .fractionalHeight(1)),
          subitems: [LayoutItem(layoutSize: size(.absolute(100), .estimated(50)))]))
    }
    let proposal = screen.source.proposals["c0"]
    #expect(proposal != nil)
    // The width is fixed at 100; the height is the estimated axis.
    #expect(proposal?.width == 100)
    #expect((proposal?.height ?? 0) > 50)
  }

  @Test func aPinnedLeadingHeaderOfAHorizontalLayoutFollowsTheViewport() {
    var configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let screen = CLRScreen(
      size: CGSize(width: 300, height: 200), sections: [clrTexts("a", 10), clrTexts("b", 10)],
      configuration: configuration
    ) { _, _ in
      LayoutSection { VGroup(width: .absolute(100)) { LayoutItem(height: .fractionalHeight(1)) } }
        .boundarySupplementaryItem(
          BoundarySupplementaryItem(elementKind: .header).width(.absolute(30))
            .height(.fractionalHeight(1)).alignment(.leading).pinToVisibleBounds(true))
    }
    // Section 0: header 0…30, items 30…1030.
    screen.view.contentOffset = CGPoint(x: 500, y: 0)
    #expect(
      screen.view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?
        .frame.minX == 500)
    screen.view.contentOffset = CGPoint(x: 1010, y: 0)
    // Pushed by the end of its items at 1030.
    #expect(
      screen.view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?
        .frame.maxX == 1030)
    screen.expectScreenMatchesData()
  }

  @Test func aMovedRowsBackgroundAndHeaderFollowItToItsNewPlace() {
    let screen = CLRScreen(
      size: CGSize(width: 390, height: 900),
      sections: [clrTexts("a", 10), clrTexts("b", 10), clrTexts("c", 10)]
    ) { _, _ in
      clrCards(.continuous).decorationItem(DecorationItem(elementKind: "background"))
        .boundarySupplementaryItem(
          BoundarySupplementaryItem(elementKind: .header).height(.absolute(40)))
    }
    screen.view.register(CLRHeader.self, forDecorationViewOfKind: "background")
    screen.view.invalidateLayout()
    screen.view.setContentOffset(500, ofSection: 0)
    let headerBefore = screen.view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: 0))
    screen.view.performBatchUpdates(
      {
        let moved = screen.source.sections.remove(at: 0)
        screen.source.sections.append(moved)
        screen.view.moveSection(0, toSection: 2)
      }, completion: { _ in })
    screen.view.layoutIfNeeded()
    #expect(screen.view.contentOffset(ofSection: 2) == 500)
    // Each section 272 long: the moved row now starts at 544.
    let background = screen.view.decorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 2))
    #expect(background?.frame == CGRect(x: 0, y: 544, width: 390, height: 272))
    let header = screen.view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: 2))
    #expect(header?.frame.minY == 544)
    #expect(header === headerBefore)
    screen.expectScreenMatchesData()
  }

}

@MainActor
private final class CLRFlag {
  var isOn = true
}

@MainActor
private final class CLROffsets {
  var offsets: [CGFloat] = []
  var items: [IndexPath] = []
  var centres: [CGFloat] = []
}
