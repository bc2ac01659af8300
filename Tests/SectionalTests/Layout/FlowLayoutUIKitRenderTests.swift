import Foundation
import Sectional
import Testing

@testable import SectionalLayout

// Frames measured from real UIKit renders of a plain UICollectionViewFlowLayout, facts L1 to L6
// in research/flow-layout.md (public snapshot tests of swift-snapshot-testing, SectionKit's
// examples and two apps). Each test rebuilds one measured case and asserts UIKit's frames.

@MainActor
@Suite("FlowLayout: measured UIKit renders")
struct FlowLayoutUIKitRenderTests {
  private func grid(
    item: CGSize, count: Int, width: CGFloat, scale: CGFloat = 3, spacing: CGFloat = 10
  ) -> [CGRect?] {
    let layout = FlowLayout()
    layout.itemSize = item
    layout.minimumInteritemSpacing = spacing
    layout.minimumLineSpacing = spacing
    let content = TestLayoutContent(width: width, height: 812, itemCounts: [count])
    content.displayScale = scale
    layout.prepare(for: content)
    return layout.itemFrames(inSection: 0, count: count)
  }

  /// The x of each item of a line, rounded to a thousandth of a point as a render is read.
  private func xs(_ frames: [CGRect?], line: Int, perLine: Int) -> [Double] {
    frames[(line * perLine)..<min(frames.count, (line + 1) * perLine)].map {
      (Double($0?.minX ?? -1) * 1_000).rounded() / 1_000
    }
  }

  @Test func fifteenTilesOf100InA375PointScreenFormAGridToTheLastLine() {
    // SectionKit's Emojis: three a line, justified: 137.5 pt is 412.5 px at scale 3, placed at
    // 413 px (L6), 137.667 pt. The last line is full and lies on the grid too (L2), not at
    // 0, 110, 220.
    let frames = grid(item: CGSize(width: 100, height: 100), count: 15, width: 375)
    for line in 0..<5 {
      #expect(xs(frames, line: line, perLine: 3) == [0, 137.667, 275], "line \(line)")
    }
  }

  @Test func eighteenTilesOf118KeepTheirColumnsOnTheLastLine() {
    // Three of 118 in 375 leave 21 pt: gaps of 10.5, column 2 at 257 on every line (L1, L2).
    let frames = grid(item: CGSize(width: 118, height: 127), count: 18, width: 375)
    for line in 0..<6 {
      #expect(xs(frames, line: line, perLine: 3).last == 257, "line \(line)")
    }
    // Lines are never stretched: 127 tall, 10 apart (L5).
    #expect((frames.last??.minY).map { ($0 * 1_000).rounded() / 1_000 } == CGFloat(5 * 137))
  }

  @Test func aPartlyFilledLastLineLinesUpUnderTheFirstLine() {
    // Ten items of 100, three a line: the lone tenth at the leading inset (L4), the first
    // line's first position.
    let frames = grid(item: CGSize(width: 100, height: 100), count: 11, width: 375)
    #expect(xs(frames, line: 3, perLine: 3) == [0, 137.667])
  }

  @Test func aLoneItemInASectionSitsAtTheLeadingInset() {
    // Snapvideo's Tools: one item, at x = the section's left inset, not centred (L4).
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let content = TestLayoutContent(width: 414, itemCounts: [1])
    content.insets[0] = LayoutInsets(top: 20, left: 20, bottom: 20, right: 20)
    content.displayScale = 3
    layout.prepare(for: content)
    #expect(layout.itemFrames(inSection: 0, count: 1).first??.minX == 20)
  }

  @Test func aHorizontalGridKeepsItsRowsOnTheLastColumn() {
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let content = TestLayoutContent(width: 1_000, height: 375, itemCounts: [5])
    content.displayScale = 3
    layout.prepare(for: content)
    let ys = layout.itemFrames(inSection: 0, count: 5).map {
      (Double($0?.minY ?? -1) * 1_000).rounded() / 1_000
    }
    // Columns of three down 375 points, justified; the last column's two on the first's rows.
    #expect(ys == [0, 137.667, 275, 0, 137.667])
  }

  @Test func aRightToLeftGridMirrorsItsLastLineToo() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let content = TestLayoutContent(width: 375, height: 812, itemCounts: [5])
    content.displayScale = 3
    content.layoutDirection = .rightToLeft
    layout.prepare(for: content)
    let frames = layout.itemFrames(inSection: 0, count: 5)
    // Mirrored: the first line at 275, 137.333, 0 (right to left); the last line's two items
    // under the first two.
    #expect(frames[3]?.minX == frames[0]?.minX)
    #expect(frames[4]?.minX == frames[1]?.minX)
    #expect(frames[0]?.minX == 275)
  }
}

@MainActor
@Suite("FlowLayout: a grid measured in place")
struct FlowLayoutGridMeasurementTests {
  /// Five estimated 30 × 30 tiles in 100 points, three a line, and a layout prepared for them.
  private func estimatedGrid() -> (FlowLayout, TestLayoutContent) {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 30, height: 30)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 5
    let content = TestLayoutContent(width: 100, itemCounts: [5])
    layout.prepare(for: content)
    return (layout, content)
  }

  /// The frames a fresh layout gives five items of the sizes the content has now: measured, or
  /// stated, or estimated.
  private func freshFrames(of content: TestLayoutContent, like layout: FlowLayout) -> [CGRect?] {
    let fresh = FlowLayout()
    fresh.minimumInteritemSpacing = layout.minimumInteritemSpacing
    fresh.minimumLineSpacing = layout.minimumLineSpacing
    let sized = TestLayoutContent(width: 100, itemCounts: [5])
    for item in 0..<5 {
      let path = indexPath(0, item)
      sized.itemSizes[path] =
        content.measuredSizes[path] ?? content.itemSizes[path] ?? layout.estimatedItemSize
    }
    fresh.prepare(for: sized)
    return fresh.itemFrames(inSection: 0, count: 5)
  }

  @Test func aMeasurementThatBreaksTheGridMovesTheLastLineToTheLeadingEdge() {
    let (layout, content) = estimatedGrid()
    // A grid: the last line's two tiles under the first line's first two (x = 0, 35).
    #expect(layout.itemFrames(inSection: 0, count: 5)[4]?.minX == 35)
    content.measuredSizes[indexPath(0, 4)] = CGSize(width: 30, height: 40)
    layout.invalidateLayout(.itemSizes([indexPath(0, 4)]))
    layout.prepare(for: content)
    // No longer uniform: the last line keeps the minimum spacing from the leading edge,
    // x = 0, 30 + 5 = 35 (the first line spans 90 of 100, justified to gaps of 5 + 5), as a fresh
    // layout places it.
    #expect(layout.sectionsLaidOutByLastPreparation == 0)  // measured in place
    #expect(layout.itemFrames(inSection: 0, count: 5)[4]?.minX == 35)
    #expect(layout.itemFrames(inSection: 0, count: 5) == freshFrames(of: content, like: layout))
  }

  @Test func measurementsThatMakeAGridAgainPutTheLastLineBackOnIt() {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 20, height: 20)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let content = TestLayoutContent(width: 100, itemCounts: [5])
    layout.prepare(for: content)
    content.measuredSizes[indexPath(0, 4)] = CGSize(width: 20, height: 30)
    layout.invalidateLayout(.itemSizes([indexPath(0, 4)]))
    layout.prepare(for: content)
    // Sizes differ: the last line at the leading edge, 10 apart (x = 0, 30).
    #expect(layout.itemFrames(inSection: 0, count: 5)[4]?.minX == 30)
    content.measuredSizes[indexPath(0, 4)] = CGSize(width: 20, height: 20)
    layout.invalidateLayout(.itemSizes([indexPath(0, 4)]))
    layout.prepare(for: content)
    // Every tile 20 × 20 now: the last line under the first line's columns (x = 0, 40), as a
    // fresh layout places it.
    #expect(layout.sectionsLaidOutByLastPreparation == 0)  // measured in place
    #expect(layout.itemFrames(inSection: 0, count: 5)[4]?.minX == 40)
    #expect(layout.itemFrames(inSection: 0, count: 5) == freshFrames(of: content, like: layout))
  }
}

// Fact L7: the adjusted content inset follows the scroll axis
// (`contentInsetAdjustmentBehavior = .automatic`).
@MainActor
@Suite("FlowLayout: measured UIKit renders under a status bar")
struct FlowLayoutStatusBarRenderTests {
  /// Where a cell is drawn on screen: its frame less the content offset.
  private func screenFrame(of item: Int, in view: HeadlessCollectionView) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: 0)).map {
      $0.frame.offsetBy(dx: -view.contentOffset.x, dy: -view.contentOffset.y)
    }
  }

  private func screen(
    _ direction: ScrollDirection, sectionInset: LayoutInsets
  ) -> (HeadlessCollectionView, TextDataSource) {
    let layout = FlowLayout()
    layout.scrollDirection = direction
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = sectionInset
    // An iPhone 11 in portrait: a 48-point status bar, a 34-point home indicator.
    let view = HeadlessCollectionView(size: CGSize(width: 414, height: 896), layout: layout)
    view.displayScale = 2
    view.safeAreaInsets = LayoutInsets(top: 48, bottom: 34)
    let texts = TextDataSource(count: 5)
    view.dataSource = texts
    view.layoutIfNeeded()
    return (view, texts)
  }

  @Test func aVerticalCollectionStartsBelowTheStatusBar() {
    // Snapvideo's Tools: the first cell at y 68 = 48 + the section's top inset of 20.
    let (view, texts) = screen(.vertical, sectionInset: LayoutInsets(top: 20, left: 20))
    #expect(screenFrame(of: 0, in: view)?.origin == CGPoint(x: 20, y: 68))
    withExtendedLifetime(texts) {}
  }

  @Test func aHorizontalCollectionInTheSamePlaceDoesNot() {
    // Snapvideo's Looks: the first cell at y 0, under the status bar.
    let (view, texts) = screen(.horizontal, sectionInset: .zero)
    #expect(screenFrame(of: 0, in: view)?.origin == CGPoint(x: 0, y: 0))
    withExtendedLifetime(texts) {}
  }
}
