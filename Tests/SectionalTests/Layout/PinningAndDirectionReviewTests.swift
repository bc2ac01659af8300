import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalCollectionView
@testable import SectionalLayout

// A review of pinned headers and footers, right-to-left layout and supplementary views in the
// flow layout: every test compares the screen (shown cells and supplementary views, their
// frames, z-indexes and texts) with the layout and the data after each step. It found two
// defects, each fixed, whose tests failed before: right to left mirrored the physical safe area
// and layout margins of the section inset reference (a row under the notch), and a
// supplementary view dequeued as another kind (or a cell) was shown with no error.

/// A header or footer that shows a line of text.
final class PDRSupplementaryView: CollectionReusableView {}

/// A cell that shows a line of text.
final class PDRCell: CollectionViewCell {}

/// A cell that measures taller the longer its text: 10 points a character.
final class PDRSizingCell: CollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var attributes = layoutAttributes
    attributes.frame.size.height = CGFloat(text.count) * 10
    return attributes
  }
}

/// Sections of texts with a header and a footer each, named after the section's title.
@MainActor
private final class PDRSource: CollectionViewDataSource {
  var titles: [String]
  var sections: [[String]]
  var supplementaryRequests = 0
  var sizingCells = false
  /// Called inside `viewForSupplementaryElementOfKind`, to change the data on purpose.
  var onSupplementaryRequest: ((ElementKind, IndexPath) -> Void)?

  init(_ sections: [[String]], titles: [String]? = nil) {
    self.sections = sections
    self.titles = titles ?? sections.indices.map { "S\($0)" }
  }

  func numberOfSections(in collectionView: any CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell: CollectionViewCell =
      sizingCells
      ? collectionView.dequeueReusableCell(PDRSizingCell.self, for: indexPath)
      : collectionView.dequeueReusableCell(PDRCell.self, for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: any CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    supplementaryRequests += 1
    onSupplementaryRequest?(kind, indexPath)
    let view = collectionView.dequeueReusableSupplementaryView(
      PDRSupplementaryView.self, ofKind: kind, for: indexPath)
    view.text = Self.text(kind, title: titles[indexPath.section])
    return view
  }

  static func text(_ kind: ElementKind, title: String) -> String {
    (kind == .header ? "H:" : "F:") + title
  }
}

/// A data source that answers a header request with a view dequeued another way: as a
/// footer, or as a cell.
@MainActor
private final class PDRMisdequeuingSource: CollectionViewDataSource {
  enum Mistake { case footerForHeader, cellForHeader }
  var mistake: Mistake
  var count: Int

  init(_ mistake: Mistake, count: Int = 30) {
    self.mistake = mistake
    self.count = count
  }

  func numberOfSections(in collectionView: any CollectionView) -> Int { 3 }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(PDRCell.self, for: indexPath)
    cell.text = "\(indexPath.section)-\(indexPath.item)"
    return cell
  }

  func collectionView(
    _ collectionView: any CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    switch mistake {
    case .footerForHeader:
      let view = collectionView.dequeueReusableSupplementaryView(
        PDRSupplementaryView.self, ofKind: kind == .header ? .footer : kind, for: indexPath)
      view.text = "header \(indexPath.section)"
      return view
    case .cellForHeader:
      let cell = collectionView.dequeueReusableCell(PDRCell.self, for: indexPath)
      cell.text = "header \(indexPath.section)"
      return cell
    }
  }
}

/// Answers a description for some sections.
@MainActor
private final class PDRDelegate: CollectionViewDelegate {
  var descriptions: [Int: FlowSectionLayout] = [:]
  var supplementarySizes: [IndexPath: CGSize] = [:]
  var onWillDisplaySupplementary: ((ElementKind, IndexPath) -> Void)?
  var onWillDisplayCell: ((IndexPath) -> Void)?
  var ended: [String] = []

  func collectionView(
    _ collectionView: any CollectionView, sizeForSupplementaryViewOfKind kind: ElementKind,
    at indexPath: IndexPath, fitting proposal: CGSize
  ) -> CGSize? {
    supplementarySizes[indexPath].map { CGSize(width: proposal.width, height: $0.height) }
  }

  func collectionView(
    _ collectionView: any CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind, at indexPath: IndexPath
  ) {
    onWillDisplaySupplementary?(kind, indexPath)
  }

  func collectionView(
    _ collectionView: any CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementKind kind: ElementKind,
    at indexPath: IndexPath
  ) {
    ended.append("\(kind == .header ? "header" : "footer")\(indexPath.section):\(view.text)")
  }

  func collectionView(
    _ collectionView: any CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    onWillDisplayCell?(indexPath)
  }

  func collectionView(_ collectionView: any CollectionView, layoutForSectionAt section: Int)
    -> (any SectionLayoutDescription)?
  {
    descriptions[section]
  }
}

/// Calls a check at every scroll event.
@MainActor
private final class PDRScrollWatcher: CollectionViewDelegate {
  var check: (() -> Void)?
  func scrollViewDidScroll(_ collectionView: any CollectionView) { check?() }
}

@MainActor
@Suite("Pinning, right to left and supplementary views: review")
struct PinningAndDirectionReviewTests {
  // MARK: Fixtures

  /// Full-width rows `rowHeight` tall, no spacing, headers and footers of the given heights.
  private func flow(
    rowHeight: CGFloat = 20, header: CGFloat = 10, footer: CGFloat = 0, pinHeaders: Bool = true,
    pinFooters: Bool = false
  ) -> FlowLayout {
    let layout = FlowLayout.list(rowHeight: rowHeight)
    layout.headerReferenceSize = CGSize(width: 0, height: header)
    layout.footerReferenceSize = CGSize(width: 0, height: footer)
    layout.sectionHeadersPinToVisibleBounds = pinHeaders
    layout.sectionFootersPinToVisibleBounds = pinFooters
    return layout
  }

  /// A view of `sections`, laid out once.
  private func view(
    _ source: PDRSource, layout: FlowLayout, size: CGSize = CGSize(width: 100, height: 100)
  ) -> HeadlessCollectionView {
    let view = HeadlessCollectionView(size: size, layout: layout)
    view.errorHandler = nil
    view.dataSource = source
    view.layoutIfNeeded()
    return view
  }

  /// Every difference between what the view shows and what the layout and the data say should
  /// be shown in its bounds; empty when the screen is right.
  private func screenMismatches(
    _ view: HeadlessCollectionView, _ source: PDRSource
  ) -> [String] {
    var problems: [String] = []
    let layout = view.collectionViewLayout
    let expected = layout.layoutAttributesForElements(in: view.bounds)
    var expectedCells: [IndexPath: LayoutAttributes] = [:]
    var expectedViews: [String: LayoutAttributes] = [:]
    for element in expected {
      switch element.category {
      case .cell: expectedCells[element.indexPath] = element
      case .supplementaryView(let kind):
        expectedViews["\(kind.rawValue)\(element.indexPath.section)"] = element
      case .decorationView: break
      }
    }
    let shownCells = Set(view.indexPathsForVisibleItems)
    if shownCells != Set(expectedCells.keys) {
      problems.append(
        "cells shown \(shownCells.sorted()) but in bounds \(expectedCells.keys.sorted())")
    }
    for (indexPath, element) in expectedCells {
      guard let cell = view.cellForItem(at: indexPath) else { continue }
      if cell.frame != element.frame {
        problems.append("cell \(indexPath) at \(cell.frame), laid out at \(element.frame)")
      }
      let text = source.sections[indexPath.section][indexPath.item]
      if cell.text != text { problems.append("cell \(indexPath) shows \(cell.text), not \(text)") }
    }
    for kind in [ElementKind.header, .footer] {
      let shown = view.indexPathsForVisibleSupplementaryElements(ofKind: kind)
      let wanted = expectedViews.filter { $0.value.category == .supplementaryView(kind) }
        .map(\.value.indexPath).sorted()
      if shown != wanted {
        problems.append("\(kind.rawValue)s shown \(shown), in bounds \(wanted)")
      }
      for indexPath in shown {
        guard let shownView = view.supplementaryView(forElementKind: kind, at: indexPath),
          let element = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        else {
          problems.append("\(kind.rawValue) \(indexPath) shown without attributes")
          continue
        }
        if shownView.frame != element.frame {
          problems.append(
            "\(kind.rawValue) \(indexPath.section) at \(shownView.frame), laid out at \(element.frame)"
          )
        }
        if shownView.zIndex != element.zIndex {
          problems.append("\(kind.rawValue) \(indexPath.section) z \(shownView.zIndex)")
        }
        let text = PDRSource.text(kind, title: source.titles[indexPath.section])
        if shownView.text != text {
          problems.append(
            "\(kind.rawValue) \(indexPath.section) shows \(shownView.text), not \(text)")
        }
        if shownView.indexPath != indexPath {
          problems.append(
            "\(kind.rawValue) \(indexPath) knows itself as \(String(describing: shownView.indexPath))"
          )
        }
      }
    }
    return problems
  }

  private func rows(_ count: Int, _ prefix: String) -> [String] {
    (0..<count).map { "\(prefix)\($0)" }
  }

  // MARK: Pinned headers, swept over offsets

  /// The expected pinned header's minY: UIKit's rule, clamp(visible top + inset top, section
  /// start, end of the section's items and bottom inset − header height).
  private func pinnedHeaderY(
    offset: CGFloat, insetTop: CGFloat, sectionStart: CGFloat, bodyEnd: CGFloat, height: CGFloat
  ) -> CGFloat {
    min(max(offset + insetTop, sectionStart), bodyEnd - height)
  }

  @Test func pinnedHeadersFollowUIKitsRuleAtEveryOffsetIncludingBounceAndAContentInset() {
    // Three sections of 5, 1 and 3 rows 20 tall under 10-point headers: section 0 spans 0..<110,
    // section 1 110..<140, section 2 140..<210.
    let layout = flow()
    let source = PDRSource([rows(5, "a"), rows(1, "b"), rows(3, "c")])
    let view = view(source, layout: layout)
    view.contentInset = LayoutInsets(top: 15, bottom: 5)
    let spans: [(start: CGFloat, bodyEnd: CGFloat)] = [(0, 110), (110, 140), (140, 210)]
    var offset: CGFloat = -60
    while offset <= 180 {
      view.contentOffset = CGPoint(x: 0, y: offset)
      for (section, span) in spans.enumerated() {
        let frame = layout.layoutAttributesForSupplementaryView(
          ofKind: .header, at: IndexPath(item: 0, section: section))?.frame
        let y = pinnedHeaderY(
          offset: offset, insetTop: 15, sectionStart: span.start, bodyEnd: span.bodyEnd,
          height: 10)
        #expect(frame == CGRect(x: 0, y: y, width: 100, height: 10), "offset \(offset) s\(section)")
      }
      let problems = screenMismatches(view, source)
      #expect(problems.isEmpty, "offset \(offset): \(problems)")
      offset += 7
    }
  }

  @Test func aPinnedHeaderIsDrawnAboveTheCellsItCovers() {
    let layout = flow()
    let source = PDRSource([rows(10, "a")])
    let view = view(source, layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 45)
    let header = view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.minY == 45)
    // The header covers the top of row 1 (30..<50) and row 2 (50..<70).
    let covered = view.visibleCells.filter { $0.frame.intersects(header?.frame ?? .zero) }
    #expect(!covered.isEmpty)
    for cell in covered { #expect((header?.zIndex ?? 0) > cell.zIndex) }
  }

  @Test func theHeaderOfASectionScrolledEntirelyAboveTheViewportIsNotShown() {
    let layout = flow()
    let source = PDRSource([rows(2, "a"), rows(10, "b")])
    let view = view(source, layout: layout)
    // Section 0 spans 0..<50; at 60 it is entirely above the viewport.
    view.contentOffset = CGPoint(x: 0, y: 60)
    #expect(
      view.indexPathsForVisibleSupplementaryElements(ofKind: .header) == [
        IndexPath(item: 0, section: 1)
      ])
    #expect(screenMismatches(view, source).isEmpty)
    // And with a content inset at the top, the header stays below it, pinned at 60 + 30.
    view.contentInset = LayoutInsets(top: 30)
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 1))?.frame
        .minY == 90)
    #expect(screenMismatches(view, source).isEmpty)
  }

  @Test func aSectionShorterThanItsHeaderKeepsTheHeaderWithinTheSection() {
    // Header 30, one row 10: the section spans 0..<40; its header can move 10 points at most.
    let layout = flow(rowHeight: 10, header: 30)
    let source = PDRSource([rows(1, "a"), rows(20, "b")])
    let view = view(source, layout: layout)
    for (offset, y) in [(0.0, 0.0), (5, 5), (10, 10), (25, 10), (39, 10), (45, 45)]
      as [(CGFloat, CGFloat)]
    {
      view.contentOffset = CGPoint(x: 0, y: offset)
      let header0 = layout.layoutAttributesForSupplementaryView(
        ofKind: .header, at: IndexPath(item: 0, section: 0))
      #expect(header0?.frame.minY == (offset >= 40 ? 10 : y), "offset \(offset)")
      #expect(screenMismatches(view, source).isEmpty, "offset \(offset)")
    }
  }

  @Test func anEmptySectionsHeaderNeverMovesAndLeavesWithItsSection() {
    let layout = flow(footer: 0)
    let source = PDRSource([[], rows(10, "b")])
    let view = view(source, layout: layout)
    for offset in stride(from: CGFloat(-20), through: 40, by: 3) {
      view.contentOffset = CGPoint(x: 0, y: offset)
      let header0 = layout.layoutAttributesForSupplementaryView(
        ofKind: .header, at: IndexPath(item: 0, section: 0))
      #expect(header0?.frame == CGRect(x: 0, y: 0, width: 100, height: 10), "offset \(offset)")
      // Section 1's header starts at 10 and pins from there.
      let header1 = layout.layoutAttributesForSupplementaryView(
        ofKind: .header, at: IndexPath(item: 0, section: 1))
      #expect(header1?.frame.minY == max(10, offset), "offset \(offset)")
      #expect(screenMismatches(view, source).isEmpty, "offset \(offset)")
    }
  }

  @Test func theLastSectionsHeaderIsPushedOutByItsEndWhenScrolledPastTheContent() {
    let layout = flow()
    let source = PDRSource([rows(3, "a"), rows(3, "b")])
    let view = view(source, layout: layout)
    // Content 140 tall; section 1 spans 70..<140. Past the end (bounce), the header stays at
    // 140 − 10 = 130 at most.
    for offset in [CGFloat(50), 100, 125, 130, 135, 160, 200] {
      view.contentOffset = CGPoint(x: 0, y: offset)
      let header1 = layout.layoutAttributesForSupplementaryView(
        ofKind: .header, at: IndexPath(item: 0, section: 1))
      #expect(header1?.frame.minY == min(max(70, offset), 130), "offset \(offset)")
      #expect(screenMismatches(view, source).isEmpty, "offset \(offset)")
    }
  }

  // MARK: Pinned footers

  @Test func pinnedFootersStayAtTheBottomOfTheVisibleBoundsAtEveryOffset() {
    let layout = flow(header: 10, footer: 10, pinHeaders: true, pinFooters: true)
    // Section 0: header 0..<10, rows 10..<110, footer 110..<120; section 1: 120..<130 header,
    // rows 130..<190, footer 190..<200.
    let source = PDRSource([rows(5, "a"), rows(3, "b")])
    let view = view(source, layout: layout, size: CGSize(width: 100, height: 60))
    view.contentInset = LayoutInsets(top: 4, bottom: 6)
    let spans: [(bodyStart: CGFloat, bodyEnd: CGFloat)] = [(10, 110), (130, 190)]
    for offset in stride(from: CGFloat(-40), through: 200, by: 5) {
      view.contentOffset = CGPoint(x: 0, y: offset)
      for (section, span) in spans.enumerated() {
        let footer = layout.layoutAttributesForSupplementaryView(
          ofKind: .footer, at: IndexPath(item: 0, section: section))
        let wanted = max(span.bodyStart, min(span.bodyEnd, offset + 60 - 6 - 10))
        #expect(footer?.frame.minY == wanted, "offset \(offset) s\(section)")
        #expect(footer?.zIndex == FlowLayout.pinnedZIndex)
        // Never above its own header.
        let header = layout.layoutAttributesForSupplementaryView(
          ofKind: .header, at: IndexPath(item: 0, section: section))
        if let header, let footer {
          #expect(
            header.frame.maxY <= footer.frame.minY + 0.0001
              || header.frame.minY <= footer.frame.minY)
        }
      }
      let problems = screenMismatches(view, source)
      #expect(problems.isEmpty, "offset \(offset): \(problems)")
    }
  }

  // MARK: Updates while scrolled

  @Test func insertingAndDeletingSectionsAboveThePinnedOneKeepsTheScreenRight() {
    let layout = flow(footer: 10, pinFooters: true)
    let source = PDRSource([rows(3, "a"), rows(20, "b"), rows(3, "c")], titles: ["A", "B", "C"])
    let view = view(source, layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 120)
    #expect(screenMismatches(view, source).isEmpty)
    // Insert a section above the pinned one.
    source.sections.insert(rows(2, "z"), at: 0)
    source.titles.insert("Z", at: 0)
    view.performBatchUpdates({ view.insertSections(IndexSet(integer: 0)) }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(screenMismatches(view, source).isEmpty)
    // Delete two sections above it.
    source.sections.removeFirst(2)
    source.titles.removeFirst(2)
    view.performBatchUpdates({ view.deleteSections(IndexSet([0, 1])) }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(screenMismatches(view, source).isEmpty)
    // Move the pinned section's place by moving the last section before it.
    let moved = source.sections.remove(at: 1)
    let title = source.titles.remove(at: 1)
    source.sections.insert(moved, at: 0)
    source.titles.insert(title, at: 0)
    view.performBatchUpdates({ view.moveSection(1, toSection: 0) }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(screenMismatches(view, source).isEmpty)
    // Reload the pinned section with new content.
    source.sections[1] = rows(15, "r")
    source.titles[1] = "R"
    view.performBatchUpdates({ view.reloadSections(IndexSet(integer: 1)) }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(screenMismatches(view, source).isEmpty)
  }

  @Test func scrollingInsideABatchShowsThePinnedHeaderWhereTheLayoutPutsItAfterTheBatch() {
    let layout = flow()
    let source = PDRSource([rows(10, "a"), rows(10, "b")])
    let view = view(source, layout: layout)
    source.sections[0].insert("new", at: 0)
    view.performBatchUpdates(
      {
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
        view.contentOffset = CGPoint(x: 0, y: 80)
      }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(screenMismatches(view, source).isEmpty)
  }

  @Test func draggingThroughSectionsKeepsTheScreenRightAtEveryStep() {
    let layout = flow(footer: 10, pinFooters: true)
    let source = PDRSource([rows(4, "a"), [], rows(2, "c"), rows(6, "d")])
    let view = view(source, layout: layout)
    let watcher = PDRScrollWatcher()
    var failures: [String] = []
    watcher.check = { failures += screenMismatches(view, source) }
    view.delegate = watcher
    view.scroll(by: 400, steps: 40, velocity: 0)
    view.scroll(by: -500, steps: 33, velocity: -300)
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    withExtendedLifetime(watcher) {}
  }

  @Test func aLayoutSwapFromPinnedToUnpinnedPutsHeadersBack() {
    let layout = flow()
    let source = PDRSource([rows(10, "a"), rows(10, "b")])
    let view = view(source, layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 60)
    let plain = flow(pinHeaders: false)
    view.setCollectionViewLayout(plain, animated: false, completion: nil)
    view.layoutIfNeeded()
    #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: .header).isEmpty)
    #expect(screenMismatches(view, source).isEmpty)
    // And back: the header is pinned at the offset again.
    view.setCollectionViewLayout(flow(), animated: false, completion: nil)
    view.layoutIfNeeded()
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.frame
        .minY == 60)
    #expect(screenMismatches(view, source).isEmpty)
  }

  @Test func turningPinningOnWhileScrolledPinsTheShownHeader() {
    let layout = flow(pinHeaders: false)
    let source = PDRSource([rows(10, "a")])
    let view = view(source, layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 30)
    #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: .header).isEmpty)
    layout.sectionHeadersPinToVisibleBounds = true
    view.layoutIfNeeded()
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.frame
        .minY == 30)
    #expect(screenMismatches(view, source).isEmpty)
  }

  @Test func scrollingWithPinningKeepsCellFramesAndDoesNotRelayOutSections() {
    let layout = flow()
    let source = PDRSource([rows(30, "a"), rows(30, "b")])
    let view = view(source, layout: layout)
    let before = (0..<30).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame
    }
    for offset in stride(from: CGFloat(37), through: 900, by: 37) {
      view.contentOffset = CGPoint(x: 0, y: offset)
      #expect(layout.sectionsLaidOutByLastPreparation == 0, "offset \(offset)")
    }
    let after = (0..<30).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame
    }
    #expect(before == after)
    #expect(screenMismatches(view, source).isEmpty)
  }

  // MARK: Right to left

  @Test func rightToLeftPutsTheFirstItemOfEachLineAtTheRightAndMirrorsTheSectionInsets() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 20, height: 10)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 0
    // Left inset 12, right inset 3: available 85, three items of 20 fit (70) with 15 spare.
    layout.sectionInset = LayoutInsets(top: 0, left: 12, bottom: 0, right: 3)
    let ltr = TestLayoutContent(width: 100, itemCounts: [7])
    let rtl = TestLayoutContent(width: 100, itemCounts: [7])
    rtl.layoutDirection = .rightToLeft
    let left = FlowLayout()
    left.itemSize = layout.itemSize
    left.minimumInteritemSpacing = 5
    left.minimumLineSpacing = 0
    left.sectionInset = layout.sectionInset
    left.prepare(for: ltr)
    layout.prepare(for: rtl)
    for item in 0..<7 {
      let l = left.frame(ofItem: indexPath(0, item))!
      let r = layout.frame(ofItem: indexPath(0, item))!
      // The mirror image of the left-to-right frame, as UIKit's flipped coordinates.
      #expect(
        r == CGRect(x: 100 - l.maxX, y: l.minY, width: l.width, height: l.height), "item \(item)")
    }
    // The first item hugs the right edge less the left inset (UIKit flips the whole layout).
    #expect(layout.frame(ofItem: indexPath(0, 0))?.maxX == 88)
  }

  @Test func rightToLeftMirrorsTheMeasuredUIKitFactsOfAGrid() {
    // L1–L4 of research/flow-layout.md, mirrored: 3 × 100 in 375 justified (0, 137.5, 275 from
    // the right), 7 items: a lone last item at the leading (right) edge.
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let content = TestLayoutContent(width: 375, itemCounts: [7])
    content.layoutDirection = .rightToLeft
    content.displayScale = 2
    layout.prepare(for: content)
    let xs = (0..<7).map { layout.frame(ofItem: indexPath(0, $0))!.minX }
    #expect(xs == [275, 137.5, 0, 275, 137.5, 0, 275])
  }

  @Test func rightToLeftPutsAShortLastLineOfMixedSizesAtTheRightEdge() {
    let layout = FlowLayout()
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 0
    layout.sectionInset = LayoutInsets(left: 7, right: 0)
    let content = TestLayoutContent(width: 100, itemCounts: [4])
    content.layoutDirection = .rightToLeft
    content.itemSizes = [
      indexPath(0, 0): CGSize(width: 40, height: 10),
      indexPath(0, 1): CGSize(width: 40, height: 10),
      indexPath(0, 2): CGSize(width: 20, height: 10),
      indexPath(0, 3): CGSize(width: 30, height: 10),
    ]
    layout.prepare(for: content)
    // Line 2 holds items 2 and 3 at the leading edge with the minimum spacing: from the right
    // edge less the left inset (mirrored): 93 − 20 = 73, then 73 − 10 − 30 = 33.
    #expect(layout.frame(ofItem: indexPath(0, 2)) == cgRect(73, 10, 20, 10))
    #expect(layout.frame(ofItem: indexPath(0, 3)) == cgRect(33, 10, 30, 10))
  }

  @Test func switchingTheViewToRightToLeftMovesTheShownCells() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 30, height: 10)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: 10)
    let source = PDRSource([rows(6, "a")])
    let view = view(source, layout: layout)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    view.layoutDirection = .rightToLeft
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.maxX == 100)
    #expect(screenMismatches(view, source).isEmpty)
    // And the item at a point is the one shown there.
    #expect(view.indexPathForItem(at: CGPoint(x: 95, y: 15)) == IndexPath(item: 0, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 5, y: 15)) == IndexPath(item: 2, section: 0))
  }

  @Test func rightToLeftWithPinnedHeadersKeepsTheScreenRightWhileScrolling() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 30, height: 20)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: 10)
    layout.sectionHeadersPinToVisibleBounds = true
    let source = PDRSource([rows(13, "a"), rows(5, "b")])
    let view = view(source, layout: layout)
    view.layoutDirection = .rightToLeft
    for offset in stride(from: CGFloat(0), through: 120, by: 9) {
      view.contentOffset = CGPoint(x: 0, y: offset)
      #expect(screenMismatches(view, source).isEmpty, "offset \(offset)")
      #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.maxX ?? 100 == 100)
    }
  }

  @Test func rightToLeftSelfSizingItemsStayMirroredAfterMeasurement() {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 30, height: 10)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 0
    let content = TestLayoutContent(width: 100, itemCounts: [5])
    content.layoutDirection = .rightToLeft
    layout.prepare(for: content)
    // Items 0–2 on line 1, items 3–4 on line 2 (a grid while every estimate is one size).
    #expect(layout.frame(ofItem: indexPath(0, 3))?.maxX == 100)
    // Item 4 measures taller: the section is no longer a grid; the last line stays leading.
    content.measuredSizes[indexPath(0, 4)] = CGSize(width: 30, height: 14)
    layout.invalidateLayout(.itemSizes([indexPath(0, 4)]))
    layout.prepare(for: content)
    #expect(layout.frame(ofItem: indexPath(0, 3))?.maxX == 100)
    // The line is 14 tall: item 4 at its top, item 3 (10 tall) centred 2 points down.
    #expect(layout.frame(ofItem: indexPath(0, 4)) == cgRect(35, 10, 30, 14))
    #expect(layout.frame(ofItem: indexPath(0, 3)) == cgRect(70, 12, 30, 10))
    #expect(layout.frame(ofItem: indexPath(0, 0))?.maxX == 100)
  }

  @Test func rightToLeftKeepsItemsOutOfTheSafeAreaOnTheSideItIsOn() {
    // The safe area is physical: 40 points on the right (a landscape notch). Measured from the
    // safe area, rows must stay within x 0..<60 whatever the direction.
    let layout = FlowLayout.list(rowHeight: 10)
    layout.sectionInsetReference = .safeArea
    let content = TestLayoutContent(width: 100, itemCounts: [1])
    content.safeAreaInsets = LayoutInsets(top: 0, left: 0, bottom: 0, right: 40)
    layout.prepare(for: content)
    #expect(layout.frame(ofItem: indexPath(0, 0)) == cgRect(0, 0, 60, 10))
    content.layoutDirection = .rightToLeft
    layout.invalidateLayout()
    layout.prepare(for: content)
    let frame = layout.frame(ofItem: indexPath(0, 0))
    #expect(frame == cgRect(0, 0, 60, 10))

  }

  @Test func theCompositionalLayoutKeepsThePhysicalSafeAreaInRightToLeftAndTheFlowLayoutDoesNot() {
    // The same screen, a full-width row under a 40-point right safe area, right to left.
    let content = TestLayoutContent(width: 100, itemCounts: [1])
    content.safeAreaInsets = LayoutInsets(top: 0, left: 0, bottom: 0, right: 40)
    content.layoutDirection = .rightToLeft
    let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
    let compositional = CompositionalLayout(
      section: LayoutSection(
        group: .horizontal(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])))
    compositional.prepare(for: content)
    // The compositional layout turns the physical sides into leading and trailing first.
    #expect(
      compositional.layoutAttributesForItem(at: indexPath(0, 0))?.frame == cgRect(0, 0, 60, 10))
    let flow = FlowLayout.list(rowHeight: 10)
    flow.sectionInsetReference = .safeArea
    flow.prepare(for: content)
    let frame = flow.frame(ofItem: indexPath(0, 0))
    #expect(frame == compositional.layoutAttributesForItem(at: indexPath(0, 0))?.frame)

  }

  @Test func rightToLeftKeepsItemsWithinTheLayoutMarginsOnTheSideTheyAreOn() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 20, height: 10)
    layout.minimumInteritemSpacing = 0
    layout.sectionInsetReference = .layoutMargins
    let content = TestLayoutContent(width: 100, itemCounts: [1])
    content.layoutMargins = LayoutInsets(top: 0, left: 30, bottom: 0, right: 5)
    content.layoutDirection = .rightToLeft
    layout.prepare(for: content)
    // Right to left, the leading edge is the right one: the lone item starts at the right
    // margin, 100 − 5 − 20 = 75.
    let frame = layout.frame(ofItem: indexPath(0, 0))
    #expect(frame == cgRect(75, 0, 20, 10))

  }

  @Test func aHorizontalLayoutKeepsItsColumnsLeftToRightInRightToLeftAsDocumented() {
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 20, height: 30)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let content = TestLayoutContent(width: 100, height: 60, itemCounts: [5])
    content.layoutDirection = .rightToLeft
    layout.prepare(for: content)
    #expect(layout.frame(ofItem: indexPath(0, 0)) == cgRect(0, 0, 20, 30))
    #expect(layout.frame(ofItem: indexPath(0, 2)) == cgRect(20, 0, 20, 30))
  }

  // MARK: Sequences: self-sizing, reentrancy, reloads, rotation

  @Test func aSelfSizingPinnedHeaderMeasuredWhileScrolledStaysPinnedAndTheScreenMatches() {
    let layout = flow()
    let source = PDRSource([rows(10, "a"), rows(10, "b"), rows(10, "c")])
    let delegate = PDRDelegate()
    for section in 0..<3 {
      delegate.descriptions[section] = FlowSectionLayout(
        estimatedHeaderSize: CGSize(width: 100, height: 10))
      delegate.supplementarySizes[IndexPath(item: 0, section: section)] = CGSize(
        width: 100, height: 26)
    }
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    view.errorHandler = nil
    view.dataSource = source
    view.delegate = delegate
    view.layoutIfNeeded()
    for offset in stride(from: CGFloat(13), through: 600, by: 29) {
      view.contentOffset = CGPoint(x: 0, y: offset)
      let problems = screenMismatches(view, source)
      #expect(problems.isEmpty, "offset \(offset): \(problems)")
      // The section under the top of the viewport shows its header pinned there, measured.
      let top = view.contentOffset.y
      if let header = view.visibleSupplementaryViews(ofKind: .header).first {
        #expect(header.frame.height == 26, "offset \(offset)")
        #expect(header.frame.minY <= top + 0.001, "offset \(offset): \(header.frame) top \(top)")
      }
    }
    #expect(view.errors.isEmpty)
    withExtendedLifetime(delegate) {}
  }

  @Test func anUpdateFromWillDisplaySupplementaryViewLeavesTheScreenMatchingTheData() {
    let layout = flow(footer: 10, pinFooters: true)
    let source = PDRSource([rows(5, "a"), rows(5, "b"), rows(5, "c")], titles: ["A", "B", "C"])
    let delegate = PDRDelegate()
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    view.errorHandler = nil
    view.dataSource = source
    view.delegate = delegate
    view.layoutIfNeeded()
    var fired = false
    delegate.onWillDisplaySupplementary = { kind, indexPath in
      guard !fired, kind == .header, indexPath.section == 1 else { return }
      fired = true
      // Section 0 goes away as section 1's header shows.
      source.sections.remove(at: 0)
      source.titles.remove(at: 0)
      view.performBatchUpdates({ view.deleteSections(IndexSet(integer: 0)) }, completion: nil)
    }
    view.contentOffset = CGPoint(x: 0, y: 60)
    #expect(fired)
    #expect(view.errors.isEmpty)
    #expect(screenMismatches(view, source).isEmpty, "\(screenMismatches(view, source))")
    withExtendedLifetime(delegate) {}
  }

  @Test func reloadingThePinnedHeaderReplacesItWhereItIsPinned() {
    let layout = flow()
    let source = PDRSource([rows(10, "a"), rows(10, "b")], titles: ["A", "B"])
    let view = view(source, layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 70)
    let before = view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))
    source.titles[0] = "A2"
    view.reloadSupplementaryViews(ofKind: .header, at: [IndexPath(item: 0, section: 0)])
    view.layoutIfNeeded()
    let after = view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))
    #expect(after?.text == "H:A2")
    #expect(after?.frame.minY == 70)
    #expect(before.map { ObjectIdentifier($0) } != nil)
    #expect(screenMismatches(view, source).isEmpty)
  }

  @Test func aWidthChangeWhileScrolledKeepsPinnedHeadersSpanningTheNewWidth() {
    let layout = flow(footer: 10, pinFooters: true)
    let source = PDRSource([rows(10, "a"), rows(10, "b")])
    let view = view(source, layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 90)
    view.bounds.size = CGSize(width: 160, height: 70)
    let header = view.visibleSupplementaryViews(ofKind: .header).first
    #expect(header?.frame.width == 160)
    #expect(screenMismatches(view, source).isEmpty, "\(screenMismatches(view, source))")
    view.bounds.size = CGSize(width: 80, height: 130)
    #expect(screenMismatches(view, source).isEmpty, "\(screenMismatches(view, source))")
  }

  @Test func aSafeAreaChangeAtRestKeepsThePinnedHeaderBelowTheNewInset() {
    let layout = flow()
    let source = PDRSource([rows(10, "a")])
    let view = view(source, layout: layout)
    view.safeAreaInsets = LayoutInsets(top: 20)
    // At rest at the start: the offset follows the inset, and the header sits at the content's
    // start, just below the inset.
    #expect(view.contentOffset.y == -20)
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.frame
        .minY == 0)
    view.contentOffset = CGPoint(x: 0, y: 30)
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.frame
        .minY == 50)
    view.safeAreaInsets = LayoutInsets(top: 44)
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.frame
        .minY == 74)
    #expect(screenMismatches(view, source).isEmpty)
  }

  @Test func insertingItemsInThePinnedSectionWhileScrolledKeepsTheScreenRight() {
    let layout = flow(footer: 10, pinFooters: true)
    let source = PDRSource([rows(3, "a"), rows(8, "b"), rows(3, "c")])
    let view = view(source, layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 100)
    for round in 0..<6 {
      source.sections[1].insert("n\(round)", at: 0)
      view.performBatchUpdates(
        { view.insertItems(at: [IndexPath(item: 0, section: 1)]) }, completion: nil)
      #expect(
        screenMismatches(view, source).isEmpty, "round \(round): \(screenMismatches(view, source))")
      source.sections[1].removeLast(2)
      view.performBatchUpdates(
        {
          let count = source.sections[1].count
          view.deleteItems(at: [
            IndexPath(item: count, section: 1), IndexPath(item: count + 1, section: 1),
          ])
        }, completion: nil)
      #expect(
        screenMismatches(view, source).isEmpty,
        "round \(round) delete: \(screenMismatches(view, source))")
    }
    #expect(view.errors.isEmpty)
  }

  @Test func aHorizontalLayoutPinsHeadersAndFootersAtEveryOffset() {
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 20, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.headerReferenceSize = CGSize(width: 10, height: 0)
    layout.footerReferenceSize = CGSize(width: 8, height: 0)
    layout.sectionHeadersPinToVisibleBounds = true
    layout.sectionFootersPinToVisibleBounds = true
    let source = PDRSource([rows(6, "a"), rows(2, "b"), rows(7, "c")])
    let view = view(source, layout: layout)
    for offset in stride(from: CGFloat(-30), through: 330, by: 11) {
      view.contentOffset = CGPoint(x: offset, y: 0)
      let problems = screenMismatches(view, source)
      #expect(problems.isEmpty, "offset \(offset): \(problems)")
    }
  }

  @Test func deletingThePinnedSectionEndsItsHeaderAndShowsTheNextOne() {
    let layout = flow()
    let source = PDRSource([rows(10, "a"), rows(10, "b")], titles: ["A", "B"])
    let delegate = PDRDelegate()
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    view.errorHandler = nil
    view.dataSource = source
    view.delegate = delegate
    view.contentOffset = CGPoint(x: 0, y: 60)
    source.sections.remove(at: 0)
    source.titles.remove(at: 0)
    view.performBatchUpdates({ view.deleteSections(IndexSet(integer: 0)) }, completion: nil)
    #expect(delegate.ended.contains("header0:H:A"))
    #expect(screenMismatches(view, source).isEmpty, "\(screenMismatches(view, source))")
    withExtendedLifetime(delegate) {}
  }

  @Test func headerViewsAreRecycledAcrossManySectionsAndShowTheirOwnSection() {
    let layout = flow(rowHeight: 20, header: 10, footer: 10, pinFooters: true)
    let source = PDRSource((0..<40).map { rows(2, "s\($0)-") })
    let view = view(source, layout: layout)
    for offset in stride(from: CGFloat(0), through: 2_000, by: 23) {
      view.contentOffset = CGPoint(x: 0, y: offset)
      #expect(screenMismatches(view, source).isEmpty, "offset \(offset)")
    }
    let stats = view.reuseStatistics(
      forSupplementaryViewOfKind: .header,
      reuseIdentifier: String(reflecting: PDRSupplementaryView.self))
    #expect(stats.created <= 6, "\(stats)")
  }

  // MARK: Declarative headers on a pinned flow layout

  /// Every shown header and footer where the layout puts it, showing `texts[section]`'s.
  private func declarativeMismatches(
    _ screen: SeamScreen, headers: [String?], footers: [String?]
  ) -> [String] {
    screen.view.layoutIfNeeded()
    let view = screen.view
    var problems: [String] = []
    let inBounds = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds)
    for (kind, texts) in [(ElementKind.header, headers), (.footer, footers)] {
      let wanted = inBounds.filter { $0.category == .supplementaryView(kind) }.map(\.indexPath)
        .sorted()
      let shown = view.indexPathsForVisibleSupplementaryElements(ofKind: kind)
      if wanted != shown {
        problems.append("\(kind.rawValue): shown \(shown), in bounds \(wanted)")
      }
      for indexPath in shown {
        guard let shownView = view.supplementaryView(forElementKind: kind, at: indexPath) else {
          continue
        }
        let frame = view.collectionViewLayout.layoutAttributesForSupplementaryView(
          ofKind: kind, at: indexPath)?.frame
        if shownView.frame != frame {
          problems.append(
            "\(kind.rawValue) \(indexPath.section) at \(shownView.frame) not \(String(describing: frame))"
          )
        }
        let text = indexPath.section < texts.count ? texts[indexPath.section] : nil
        if shownView.render() != text {
          problems.append(
            "\(kind.rawValue) \(indexPath.section) shows \(shownView.render()) not \(String(describing: text))"
          )
        }
      }
    }
    return problems
  }

  @Test func aDeclarativeApplyWhileScrolledShowsThePinnedHeaderOfTheRightSectionWithItsNewText() {
    let layout = FlowLayout()
    layout.sectionHeadersPinToVisibleBounds = true
    layout.sectionFootersPinToVisibleBounds = true
    let screen = SeamScreen(layout: layout, size: CGSize(width: 100, height: 60))
    func section(_ id: String, _ count: Int, header: String, footer: String? = nil) -> ListSection {
      let base = ListSection(
        id: id, cells: (0..<count).map { Cell(id: "\(id)\($0)", component: TextRow("\(id)\($0)")) }
      ).withHeader(TextRow(header))
      return footer.map { base.withFooter(TextRow($0)) } ?? base
    }
    screen.apply(
      List {
        section("a", 10, header: "A", footer: "a-end")
        section("b", 10, header: "B", footer: "b-end")
      })
    screen.view.contentOffset = CGPoint(x: 0, y: 150)
    #expect(
      declarativeMismatches(screen, headers: ["A", "B"], footers: ["a-end", "b-end"]).isEmpty)
    // A section above, and the pinned section's header and footer change.
    screen.apply(
      List {
        section("z", 3, header: "Z")
        section("a", 10, header: "A", footer: "a-end")
        section("b", 12, header: "B2", footer: "b-end2")
      })
    let problems = declarativeMismatches(
      screen, headers: ["Z", "A", "B2"], footers: [nil, "a-end", "b-end2"])
    #expect(problems.isEmpty, "\(problems)")
    // The sections above go; the pinned one stays.
    screen.apply(List { section("b", 12, header: "B3", footer: "b-end3") })
    let after = declarativeMismatches(screen, headers: ["B3"], footers: ["b-end3"])
    #expect(after.isEmpty, "\(after)")
    #expect(screen.diagnostics.isEmpty)
    #expect(screen.view.errors.isEmpty)
  }

  @Test func aDeclarativeHeaderThatGrowsWhileScrolledIsShownPinnedAtItsNewSize() {
    let layout = FlowLayout()
    layout.sectionHeadersPinToVisibleBounds = true
    let screen = SeamScreen(layout: layout, size: CGSize(width: 100, height: 60))
    func list(_ header: String) -> List {
      List {
        ListSection(id: "a", cells: (0..<20).map { Cell(id: $0, component: TextRow("a\($0)")) })
          .withHeader(PlainName(header))
      }
    }
    screen.apply(list("short"))
    screen.view.contentOffset = CGPoint(x: 0, y: 70)
    #expect(declarativeMismatches(screen, headers: ["short"], footers: []).isEmpty)
    screen.apply(list("a much longer header that wraps onto several lines of the narrow screen"))
    let problems = declarativeMismatches(
      screen, headers: ["a much longer header that wraps onto several lines of the narrow screen"],
      footers: [])
    #expect(problems.isEmpty, "\(problems)")
    let header = screen.view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: 0))
    #expect((header?.frame.height ?? 0) > 20)
    #expect(header?.frame.minY == screen.view.contentOffset.y)
  }

  // MARK: Randomized: pinning against the unpinned layout, right to left against the mirror

  /// A random content: sections of random counts and sizes, insets, spacings and scale.
  private func randomContent(
    _ random: inout SplitMix64, width: CGFloat, height: CGFloat
  ) -> TestLayoutContent {
    let sectionCount = random.int(in: 1...5)
    let content = TestLayoutContent(
      width: width, height: height,
      itemCounts: (0..<sectionCount).map { _ in random.int(in: 0...9) })
    content.displayScale = [1, 2, 3][random.int(below: 3)]
    for section in 0..<sectionCount {
      if random.int(below: 2) == 0 {
        for item in 0..<content.itemCounts[section] {
          content.itemSizes[indexPath(section, item)] = CGSize(
            width: CGFloat(random.int(in: 5...60)) + 0.25 * CGFloat(random.int(below: 4)),
            height: CGFloat(random.int(in: 5...40)))
        }
      }
      content.insets[section] = LayoutInsets(
        top: CGFloat(random.int(in: 0...9)), left: CGFloat(random.int(in: 0...15)),
        bottom: CGFloat(random.int(in: 0...9)), right: CGFloat(random.int(in: 0...15)))
      content.headerSizes[section] = CGSize(width: 0, height: CGFloat(random.int(in: 1...30)))
      content.footerSizes[section] = CGSize(width: 0, height: CGFloat(random.int(in: 1...20)))
      content.interitemSpacings[section] = CGFloat(random.int(in: 0...12))
      content.lineSpacings[section] = CGFloat(random.int(in: 0...12))
    }
    return content
  }

  /// Whether a frame meets a rect as half-open spans: touching edges do not meet.
  private static func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY
      && rect.minY < frame.maxY
  }

  @Test func pinnedHeadersAndFootersMatchTheRuleAppliedToTheUnpinnedLayoutInRandomContent() {
    var random = SplitMix64(seed: 0x5EC7_1014)
    var failures: [String] = []
    for round in 0..<150 {
      let content = randomContent(&random, width: 120, height: CGFloat(random.int(in: 40...200)))
      content.contentInset = LayoutInsets(
        top: CGFloat(random.int(in: 0...20)), left: 0, bottom: CGFloat(random.int(in: 0...20)),
        right: 0)
      if random.int(below: 2) == 0 { content.layoutDirection = .rightToLeft }
      let plain = FlowLayout()
      plain.itemSize = CGSize(width: 30, height: 15)
      let pinned = FlowLayout()
      pinned.itemSize = plain.itemSize
      pinned.sectionHeadersPinToVisibleBounds = true
      pinned.sectionFootersPinToVisibleBounds = true
      plain.prepare(for: content)
      pinned.prepare(for: content)
      let total = plain.contentSize.height
      for _ in 0..<8 {
        content.bounds.origin.y = CGFloat(random.int(in: -60...Int(total) + 60))
        if pinned.shouldInvalidateLayout(forBoundsChange: content.bounds) {
          pinned.invalidateLayout(.bounds)
        }
        pinned.prepare(for: content)
        let top = content.bounds.minY + content.contentInset.top
        let bottom = content.bounds.maxY - content.contentInset.bottom
        for section in 0..<content.itemCounts.count {
          guard let header = plain.frame(of: .header, inSection: section),
            let footer = plain.frame(of: .footer, inSection: section)
          else {
            failures.append("round \(round): section \(section) lacks a header or footer")
            continue
          }
          let headerY = min(max(top, header.minY), footer.minY - header.height)
          let footerY = max(header.maxY, min(footer.minY, bottom - footer.height))
          let pinnedHeader = pinned.frame(of: .header, inSection: section)
          let pinnedFooter = pinned.frame(of: .footer, inSection: section)
          if pinnedHeader?.minY != headerY || pinnedHeader?.size != header.size {
            failures.append(
              "round \(round) at \(content.bounds.minY): header \(section) \(String(describing: pinnedHeader)), want y \(headerY)"
            )
          }
          if pinnedFooter?.minY != footerY || pinnedFooter?.size != footer.size {
            failures.append(
              "round \(round) at \(content.bounds.minY): footer \(section) \(String(describing: pinnedFooter)), want y \(footerY)"
            )
          }
          // Items never move.
          for item in 0..<content.itemCounts[section] {
            if pinned.frame(ofItem: indexPath(section, item))
              != plain.frame(ofItem: indexPath(section, item))
            {
              failures.append("round \(round): item \(section)-\(item) moved")
            }
          }
        }
        // The rect query finds exactly the elements whose (pinned) frames meet the bounds.
        let found = Set(pinned.layoutAttributesForElements(in: content.bounds).map(elementLabel))
        var wanted = Set<String>()
        var frames: [String: CGRect] = [:]
        for section in 0..<content.itemCounts.count {
          for kind in [ElementKind.header, .footer] {
            if let attributes = pinned.layoutAttributesForSupplementaryView(
              ofKind: kind, at: indexPath(section, 0)),
              Self.meets(attributes.frame, content.bounds)
            {
              wanted.insert(elementLabel(attributes))
              frames[elementLabel(attributes)] = attributes.frame
            }
          }
          for item in 0..<content.itemCounts[section] {
            if let attributes = pinned.layoutAttributesForItem(at: indexPath(section, item)),
              Self.meets(attributes.frame, content.bounds)
            {
              wanted.insert(elementLabel(attributes))
              frames[elementLabel(attributes)] = attributes.frame
            }
          }
        }
        if found != wanted {
          failures.append(
            "round \(round) at \(content.bounds.minY): found \(found.subtracting(wanted)) extra, \(wanted.subtracting(found).map { "\($0) \(frames[$0]!)" }) missing in \(content.bounds)"
          )
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(6))")
  }

  @Test func rightToLeftIsTheMirrorImageOfLeftToRightInRandomContent() {
    var random = SplitMix64(seed: 0xD1EC_7104)
    var failures: [String] = []
    for round in 0..<200 {
      let ltr = randomContent(&random, width: CGFloat(random.int(in: 60...200)), height: 300)
      let rtl = TestLayoutContent(width: ltr.bounds.width, height: 300, itemCounts: ltr.itemCounts)
      rtl.displayScale = ltr.displayScale
      rtl.itemSizes = ltr.itemSizes
      rtl.insets = ltr.insets
      rtl.headerSizes = ltr.headerSizes
      rtl.footerSizes = ltr.footerSizes
      rtl.interitemSpacings = ltr.interitemSpacings
      rtl.lineSpacings = ltr.lineSpacings
      rtl.layoutDirection = .rightToLeft
      let alignment: FlowLayout.LineAlignment = random.int(below: 3) == 0 ? .leading : .justified
      func make() -> FlowLayout {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 25, height: 12)
        layout.lineAlignment = alignment
        return layout
      }
      let left = make().prepared(for: ltr)
      let right = make().prepared(for: rtl)
      let width = ltr.bounds.width
      for section in 0..<ltr.itemCounts.count {
        for item in 0..<ltr.itemCounts[section] {
          guard let l = left.frame(ofItem: indexPath(section, item)),
            let r = right.frame(ofItem: indexPath(section, item))
          else { continue }
          let mirrored = CGRect(x: width - l.maxX, y: l.minY, width: l.width, height: l.height)
          if abs(r.minX - mirrored.minX) > 0.0001 || r.size != l.size || r.minY != l.minY {
            failures.append("round \(round) \(section)-\(item): \(r) vs mirror \(mirrored)")
          }
        }
        for kind in [ElementKind.header, .footer] {
          if left.frame(of: kind, inSection: section) != right.frame(of: kind, inSection: section) {
            failures.append("round \(round) \(kind.rawValue) \(section)")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(6))")
  }

  // MARK: More sequences

  @Test func aHeaderWhoseDescribedHeightChangesWhileScrolledIsShownAtItsNewSizeOrNotAtAll() {
    let layout = flow()
    let source = PDRSource([rows(10, "a"), rows(10, "b")])
    let delegate = PDRDelegate()
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    view.errorHandler = nil
    view.dataSource = source
    view.delegate = delegate
    view.contentOffset = CGPoint(x: 0, y: 250)
    #expect(
      view.indexPathsForVisibleSupplementaryElements(ofKind: .header) == [
        IndexPath(item: 0, section: 1)
      ])
    delegate.descriptions[1] = FlowSectionLayout(headerReferenceSize: CGSize(width: 0, height: 24))
    view.invalidateLayout()
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 1))?.frame
        == cgRect(0, 250, 100, 24))
    #expect(screenMismatches(view, source).isEmpty, "\(screenMismatches(view, source))")
    delegate.descriptions[1] = FlowSectionLayout(headerReferenceSize: .zero)
    view.invalidateLayout()
    #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: .header).isEmpty)
    #expect(screenMismatches(view, source).isEmpty, "\(screenMismatches(view, source))")
    withExtendedLifetime(delegate) {}
  }

  @Test func aLayoutSwapToAHorizontalPinnedLayoutWhileScrolledShowsWhatTheNewLayoutSays() {
    let layout = flow(footer: 10, pinFooters: true)
    let source = PDRSource([rows(10, "a"), rows(10, "b")])
    let view = view(source, layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 130)
    let horizontal = FlowLayout()
    horizontal.scrollDirection = .horizontal
    horizontal.itemSize = CGSize(width: 30, height: 100)
    horizontal.minimumLineSpacing = 0
    horizontal.headerReferenceSize = CGSize(width: 12, height: 0)
    horizontal.sectionHeadersPinToVisibleBounds = true
    view.setCollectionViewLayout(horizontal, animated: false, completion: nil)
    view.layoutIfNeeded()
    #expect(screenMismatches(view, source).isEmpty, "\(screenMismatches(view, source))")
    view.contentOffset = CGPoint(x: 200, y: 0)
    #expect(screenMismatches(view, source).isEmpty, "\(screenMismatches(view, source))")
  }

  @Test func aTapOnTheStatusBarBringsTheFirstHeaderBackToTheTop() {
    let layout = flow()
    let source = PDRSource([rows(10, "a"), rows(10, "b")])
    let view = view(source, layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 300)
    _ = view.tapStatusBar(steps: 4)
    #expect(view.contentOffset.y == 0)
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.frame
        .minY == 0)
    #expect(screenMismatches(view, source).isEmpty)
  }

  @Test func aBatchThatDeletesThePinnedSectionAndScrollsShowsTheRightHeaders() {
    let layout = flow()
    let source = PDRSource([rows(10, "a"), rows(10, "b"), rows(10, "c")], titles: ["A", "B", "C"])
    let view = view(source, layout: layout)
    view.contentOffset = CGPoint(x: 0, y: 150)
    source.sections.remove(at: 1)
    source.titles.remove(at: 1)
    view.performBatchUpdates(
      {
        view.deleteSections(IndexSet(integer: 1))
        view.contentOffset = CGPoint(x: 0, y: 120)
      }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(screenMismatches(view, source).isEmpty, "\(screenMismatches(view, source))")
  }

  @Test func sectionsOfZeroLengthItemsKeepTheirHeadersInPlace() {
    let layout = FlowLayout.list(rowHeight: 0)
    layout.headerReferenceSize = CGSize(width: 0, height: 10)
    layout.sectionHeadersPinToVisibleBounds = true
    let content = TestLayoutContent(width: 100, height: 50, itemCounts: [3, 3, 3])
    for offset in [CGFloat(-5), 0, 5, 10, 15, 25] {
      content.bounds.origin.y = offset
      layout.invalidateLayout(.bounds)
      layout.prepare(for: content)
      for section in 0..<3 {
        #expect(
          layout.frame(of: .header, inSection: section)
            == cgRect(0, CGFloat(section) * 10, 100, 10), "offset \(offset)")
      }
    }
  }

  // MARK: Supplementary dequeue misuse

  @Test func aHeaderDequeuedAsAFooterIsReported() {
    let source = PDRMisdequeuingSource(.footerForHeader)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: flow())
    view.errorHandler = nil
    view.dataSource = source
    view.layoutIfNeeded()
    // The header shows (UIKit throws: the view "does not match the element kind it is being used
    // for"); here nothing says the data source dequeued from the footer's pool.
    #expect(
      view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?.text
        == "header 0")
    #expect(!view.errors.isEmpty)

  }

  @Test func aHeaderDequeuedAsACellIsReported() {
    let source = PDRMisdequeuingSource(.cellForHeader)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: flow())
    view.errorHandler = nil
    view.dataSource = source
    view.layoutIfNeeded()
    #expect(!view.errors.isEmpty)

    // Scrolled through: the cell shown as a header goes back to the header pool, not the cells'.
    for offset in stride(from: CGFloat(0), through: 1_500, by: 50) {
      view.contentOffset = CGPoint(x: 0, y: offset)
    }
    #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: .header).count == 1)
  }

  // MARK: Randomized sequences on the view

  @Test(arguments: Array(UInt64(1)...16))
  func randomUpdatesScrollsAndSettingsKeepTheScreenMatchingTheLayoutAndTheData(seed: UInt64) {
    var random = SplitMix64(seed: seed &* 0x9E37_79B9)
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 30, height: 20)
    layout.minimumLineSpacing = 4
    layout.minimumInteritemSpacing = 3
    layout.headerReferenceSize = CGSize(width: 0, height: 12)
    layout.footerReferenceSize = CGSize(width: 0, height: 8)
    layout.sectionInset = LayoutInsets(top: 2, left: 5, bottom: 3, right: 1)
    layout.sectionHeadersPinToVisibleBounds = true
    layout.sectionFootersPinToVisibleBounds = random.int(below: 2) == 0
    var nextName = 0
    func name() -> String {
      nextName += 1
      return "n\(nextName)"
    }
    let source = PDRSource((0..<4).map { _ in (0..<random.int(in: 0...8)).map { _ in name() } })
    source.titles = source.sections.indices.map { _ in name() }
    let view = view(source, layout: layout)
    var log: [String] = []
    for step in 0..<300 {
      let action = random.int(below: 12)
      switch action {
      case 0:
        let at = random.int(in: 0...source.sections.count)
        source.sections.insert((0..<random.int(in: 0...6)).map { _ in name() }, at: at)
        source.titles.insert(name(), at: at)
        view.performBatchUpdates({ view.insertSections(IndexSet(integer: at)) }, completion: nil)
        log.append("insert section \(at)")
      case 1 where source.sections.count > 1:
        let at = random.int(below: source.sections.count)
        source.sections.remove(at: at)
        source.titles.remove(at: at)
        view.performBatchUpdates({ view.deleteSections(IndexSet(integer: at)) }, completion: nil)
        log.append("delete section \(at)")
      case 2 where source.sections.count > 1:
        let from = random.int(below: source.sections.count)
        let to = random.int(below: source.sections.count)
        let moved = source.sections.remove(at: from)
        let title = source.titles.remove(at: from)
        source.sections.insert(moved, at: to)
        source.titles.insert(title, at: to)
        view.performBatchUpdates({ view.moveSection(from, toSection: to) }, completion: nil)
        log.append("move section \(from)→\(to)")
      case 3:
        let at = random.int(below: source.sections.count)
        source.sections[at] = (0..<random.int(in: 0...7)).map { _ in name() }
        source.titles[at] = name()
        view.performBatchUpdates({ view.reloadSections(IndexSet(integer: at)) }, completion: nil)
        log.append("reload section \(at)")
      case 4:
        let section = random.int(below: source.sections.count)
        let item = random.int(in: 0...source.sections[section].count)
        source.sections[section].insert(name(), at: item)
        view.performBatchUpdates(
          { view.insertItems(at: [IndexPath(item: item, section: section)]) }, completion: nil)
        log.append("insert item \(section)-\(item)")
      case 5:
        let section = random.int(below: source.sections.count)
        guard !source.sections[section].isEmpty else { continue }
        let item = random.int(below: source.sections[section].count)
        source.sections[section].remove(at: item)
        view.performBatchUpdates(
          { view.deleteItems(at: [IndexPath(item: item, section: section)]) }, completion: nil)
        log.append("delete item \(section)-\(item)")
      case 6, 7, 8:
        let height = view.contentSize.height
        let y = CGFloat(random.int(in: -40...max(0, Int(height)) + 20))
        view.contentOffset = CGPoint(x: 0, y: y)
        log.append("scroll \(y)")
      case 9:
        view.layoutDirection = view.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        log.append("direction \(view.layoutDirection)")
      case 10:
        view.contentInset = LayoutInsets(
          top: CGFloat(random.int(in: 0...25)), left: 0, bottom: CGFloat(random.int(in: 0...25)),
          right: 0)
        log.append("inset \(view.contentInset.top)")
      default:
        view.bounds.size = CGSize(
          width: CGFloat(random.int(in: 60...140)), height: CGFloat(random.int(in: 50...150)))
        log.append("size \(view.bounds.size)")
      }
      view.layoutIfNeeded()
      let problems = screenMismatches(view, source)
      if !problems.isEmpty || !view.errors.isEmpty {
        Issue.record("seed \(seed) step \(step) after \(log.suffix(4)): \(problems) \(view.errors)")
        return
      }
    }
  }

  @Test(arguments: Array(UInt64(1)...12))
  func randomUpdatesWithSelfSizingItemsAndHeadersKeepTheScreenMatching(seed: UInt64) {
    var random = SplitMix64(seed: seed &* 0x51_7CC1_B727)
    let layout = FlowLayout.list(rowHeight: 20)
    layout.estimatedItemSize = CGSize(width: 100, height: 20)
    layout.sectionHeadersPinToVisibleBounds = true
    layout.sectionFootersPinToVisibleBounds = random.int(below: 2) == 0
    layout.footerReferenceSize = CGSize(width: 0, height: 6)
    var nextName = 0
    func name() -> String {
      nextName += 1
      return String(repeating: "x", count: 1 + nextName % 4)
    }
    let source = PDRSource((0..<4).map { _ in (0..<random.int(in: 0...6)).map { _ in name() } })
    source.sizingCells = true
    let delegate = PDRDelegate()
    func describe() {
      delegate.descriptions = [:]
      for section in source.sections.indices {
        delegate.descriptions[section] = FlowSectionLayout(
          estimatedHeaderSize: CGSize(width: 100, height: 10))
      }
    }
    // Headers measure 10 + 5 a character of their title.
    func measure() {
      delegate.supplementarySizes = [:]
      for (section, title) in source.titles.enumerated() {
        delegate.supplementarySizes[IndexPath(item: 0, section: section)] = CGSize(
          width: 100, height: 10 + 5 * CGFloat(title.count))
      }
    }
    source.titles = source.sections.indices.map { _ in name() }
    describe()
    measure()
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 120), layout: layout)
    view.errorHandler = nil
    view.dataSource = source
    view.delegate = delegate
    view.layoutIfNeeded()
    var log: [String] = []
    for step in 0..<150 {
      switch random.int(below: 8) {
      case 0:
        let at = random.int(in: 0...source.sections.count)
        source.sections.insert((0..<random.int(in: 0...5)).map { _ in name() }, at: at)
        source.titles.insert(name(), at: at)
        describe()
        measure()
        view.performBatchUpdates({ view.insertSections(IndexSet(integer: at)) }, completion: nil)
        log.append("insert section \(at)")
      case 1 where source.sections.count > 1:
        let at = random.int(below: source.sections.count)
        source.sections.remove(at: at)
        source.titles.remove(at: at)
        describe()
        measure()
        view.performBatchUpdates({ view.deleteSections(IndexSet(integer: at)) }, completion: nil)
        log.append("delete section \(at)")
      case 2:
        let section = random.int(below: source.sections.count)
        let item = random.int(in: 0...source.sections[section].count)
        source.sections[section].insert(name(), at: item)
        view.performBatchUpdates(
          { view.insertItems(at: [IndexPath(item: item, section: section)]) }, completion: nil)
        log.append("insert item \(section)-\(item)")
      case 3:
        let at = random.int(below: source.sections.count)
        source.sections[at] = (0..<random.int(in: 0...5)).map { _ in name() }
        source.titles[at] = name()
        measure()
        view.performBatchUpdates({ view.reloadSections(IndexSet(integer: at)) }, completion: nil)
        log.append("reload section \(at)")
      default:
        let height = view.contentSize.height
        let y = CGFloat(random.int(in: -20...max(0, Int(height))))
        view.contentOffset = CGPoint(x: 0, y: y)
        log.append("scroll \(y)")
      }
      view.layoutIfNeeded()
      var problems = screenMismatches(view, source)
      // Every shown header has its measured height.
      for indexPath in view.indexPathsForVisibleSupplementaryElements(ofKind: .header) {
        let height = view.supplementaryView(forElementKind: .header, at: indexPath)?.frame.height
        let wanted = 10 + 5 * CGFloat(source.titles[indexPath.section].count)
        if height != wanted {
          problems.append(
            "header \(indexPath.section) is \(String(describing: height)) tall, not \(wanted)")
        }
      }
      for cell in view.visibleCells where cell.frame.height != CGFloat(cell.text.count) * 10 {
        problems.append("cell \(cell.text) is \(cell.frame.height) tall")
      }
      if !problems.isEmpty || !view.errors.isEmpty {
        Issue.record("seed \(seed) step \(step) after \(log.suffix(4)): \(problems) \(view.errors)")
        return
      }
    }
    withExtendedLifetime(delegate) {}
  }

  @Test func anUpdateFromInsideTheSupplementaryViewRequestLeavesTheScreenMatchingTheData() {
    let layout = flow(footer: 10, pinFooters: true)
    let source = PDRSource([rows(5, "a"), rows(5, "b"), rows(5, "c")], titles: ["A", "B", "C"])
    let view = view(source, layout: layout)
    var fired = false
    source.onSupplementaryRequest = { kind, indexPath in
      guard !fired, kind == .header, indexPath.section == 1 else { return }
      fired = true
      source.sections.remove(at: 0)
      source.titles.remove(at: 0)
      view.performBatchUpdates({ view.deleteSections(IndexSet(integer: 0)) }, completion: nil)
    }
    view.contentOffset = CGPoint(x: 0, y: 60)
    view.layoutIfNeeded()
    #expect(fired)
    let problems = screenMismatches(view, source)
    #expect(problems.isEmpty, "\(problems)")
    #expect(view.errors.isEmpty, "\(view.errors)")
  }
}
