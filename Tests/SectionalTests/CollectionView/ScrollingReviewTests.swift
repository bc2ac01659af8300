import Foundation
import Sectional
import Testing

// A review of the headless view's scrolling and viewport API against UIKit's documented
// behaviour. Each test asserts UIKit's behaviour; a defect of the view is wrapped in
// `withKnownIssue("DEFECT n: …")`.

/// Records the scroll events a view's delegate hears, with the view's flags at each: `T`
/// tracking, `D` dragging, `d` decelerating.
@MainActor
private final class SRVRecorder: CollectionViewDelegate {
  var events: [String] = []

  private func line(_ name: String, _ view: any CollectionView) -> String {
    let offset = view.contentOffset
    let along = view.collectionViewLayout.scrollDirection == .vertical ? offset.y : offset.x
    var flags = ""
    if let view = view as? HeadlessCollectionView {
      flags =
        (view.isTracking ? "T" : "") + (view.isDragging ? "D" : "")
        + (view.isDecelerating ? "d" : "")
    }
    let value = along.isFinite ? "\(Int(along.rounded()))" : "\(along)"
    return "\(name) \(value) [\(flags)]"
  }

  func scrollViewDidScroll(_ view: any CollectionView) {
    events.append(line("didScroll", view))
  }

  func scrollViewWillBeginDragging(_ view: any CollectionView) {
    events.append(line("willBeginDragging", view))
  }

  func scrollViewWillEndDragging(
    _ view: any CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {
    events.append(line("willEndDragging", view))
  }

  func scrollViewDidEndDragging(_ view: any CollectionView, willDecelerate decelerate: Bool) {
    events.append(line("didEndDragging \(decelerate)", view))
  }

  func scrollViewWillBeginDecelerating(_ view: any CollectionView) {
    events.append(line("willBeginDecelerating", view))
  }

  func scrollViewDidEndDecelerating(_ view: any CollectionView) {
    events.append(line("didEndDecelerating", view))
  }

  func scrollViewDidEndScrollingAnimation(_ view: any CollectionView) {
    events.append(line("didEndScrollingAnimation", view))
  }
}

/// Builds the views the review uses.
@MainActor
private enum SRVFixture {
  /// `count` items of 10 × 10 points, no spacing, in a 10 × 100 viewport (vertical) or a
  /// 100 × 10 one (horizontal): 100 items are 1,000 points long.
  static func view(
    count: Int = 100, direction: ScrollDirection = .vertical, lineSpacing: CGFloat = 0,
    inset: LayoutInsets = .zero
  ) -> (HeadlessCollectionView, SRVRecorder, TextDataSource) {
    let layout = FlowLayout()
    layout.scrollDirection = direction
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.minimumLineSpacing = lineSpacing
    layout.minimumInteritemSpacing = 0
    let size =
      direction == .vertical ? CGSize(width: 10, height: 100) : CGSize(width: 100, height: 10)
    let view = HeadlessCollectionView(size: size, layout: layout)
    let texts = TextDataSource(count: count)
    let recorder = SRVRecorder()
    view.dataSource = texts
    view.delegate = recorder
    view.contentInset = inset
    view.layoutIfNeeded()
    return (view, recorder, texts)
  }

  /// A grid of 10 × 10 items with no spacing in a 100 × 100 viewport.
  static func grid(count: Int) -> (HeadlessCollectionView, SRVRecorder, TextDataSource) {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    let texts = TextDataSource(count: count)
    let recorder = SRVRecorder()
    view.dataSource = texts
    view.delegate = recorder
    view.layoutIfNeeded()
    return (view, recorder, texts)
  }
}

private func srvPath(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

// MARK: - scrollToItem

@MainActor
@Suite("Scrolling review: scrollToItem(at:at:animated:) against UIKit")
struct ScrollingReviewScrollToItemTests {
  /// Top inset 20, bottom 30: the visible area is 50 points of the 100-point viewport.
  private let verticalInset = LayoutInsets(top: 20, left: 0, bottom: 30, right: 0)
  private let horizontalInset = LayoutInsets(top: 0, left: 20, bottom: 0, right: 30)

  @Test(arguments: [
    (ScrollPosition.top, CGFloat(480)),
    (.centeredVertically, 460),
    (.bottom, 440),
    // UIKit ignores the member of the other axis.
    (ScrollPosition.top.union(.left), 480),
    (ScrollPosition.centeredVertically.union(.right), 460),
    (ScrollPosition.bottom.union(.centeredHorizontally), 440),
  ])
  func verticalPositionsAlignTheItemWithinTheAdjustedInset(
    position: ScrollPosition, expected: CGFloat
  ) {
    // Item 50 spans 500…510. .top: 500 − 20; centred in the 50-point visible area:
    // 505 − 25 − 20; .bottom: 510 + 30 − 100.
    let (view, _, texts) = SRVFixture.view(inset: verticalInset)
    view.scrollToItem(at: srvPath(50), at: position, animated: false)
    #expect(view.contentOffset == CGPoint(x: 0, y: expected))
    #expect(view.contentSize == CGSize(width: 10, height: 1000))  // insets not included
    #expect(view.indexPathsForVisibleItems.contains(srvPath(50)))
    withExtendedLifetime(texts) {}
  }

  @Test(arguments: [
    (ScrollPosition.left, CGFloat(480)),
    (.centeredHorizontally, 460),
    (.right, 440),
    (ScrollPosition.left.union(.bottom), 480),
    (ScrollPosition.centeredHorizontally.union(.top), 460),
    (ScrollPosition.right.union(.centeredVertically), 440),
  ])
  func horizontalPositionsAlignTheItemWithinTheAdjustedInset(
    position: ScrollPosition, expected: CGFloat
  ) {
    let (view, _, texts) = SRVFixture.view(direction: .horizontal, inset: horizontalInset)
    view.scrollToItem(at: srvPath(50), at: position, animated: false)
    #expect(view.contentOffset == CGPoint(x: expected, y: 0))
    #expect(view.contentSize == CGSize(width: 1000, height: 10))
    withExtendedLifetime(texts) {}
  }

  @Test func aPositionOfTheOtherAxisOnlyScrollsAsLittleAsPossible() {
    let (view, _, texts) = SRVFixture.view(inset: verticalInset)
    // Item 2 (20…30) is in the visible area (20…70 at offset 0): no scroll.
    view.scrollToItem(at: srvPath(2), at: .right, animated: false)
    #expect(view.contentOffset.y == 0)
    // Item 50 is below: its bottom comes to the bottom inset.
    view.scrollToItem(at: srvPath(50), at: .left, animated: false)
    #expect(view.contentOffset.y == 440)
    // Item 0 is above: its top comes below the top inset.
    view.scrollToItem(at: srvPath(0), at: .centeredHorizontally, animated: false)
    #expect(view.contentOffset.y == -20)
    withExtendedLifetime(texts) {}
  }

  @Test(arguments: [
    (99, ScrollPosition.top, CGFloat(930)),
    (99, .centeredVertically, 930),
    (99, .bottom, 930),
    (0, .top, -20),
    (0, .centeredVertically, -20),
    (0, .bottom, -20),
    (97, .top, 930),
    (1, .bottom, -20),
  ])
  func verticalOffsetsAreClampedToTheContentAndItsInsets(
    item: Int, position: ScrollPosition, expected: CGFloat
  ) {
    // From −top (−20) to the content plus the bottom inset less the viewport (1000 + 30 − 100).
    let (view, _, texts) = SRVFixture.view(inset: verticalInset)
    view.contentOffset.y = 500
    view.scrollToItem(at: srvPath(item), at: position, animated: false)
    #expect(view.contentOffset.y == expected)
    withExtendedLifetime(texts) {}
  }

  @Test(arguments: [
    (99, ScrollPosition.left, CGFloat(930)),
    (99, .centeredHorizontally, 930),
    (0, .right, -20),
    (0, .centeredHorizontally, -20),
  ])
  func horizontalOffsetsAreClampedToTheContentAndItsInsets(
    item: Int, position: ScrollPosition, expected: CGFloat
  ) {
    let (view, _, texts) = SRVFixture.view(direction: .horizontal, inset: horizontalInset)
    view.contentOffset.x = 500
    view.scrollToItem(at: srvPath(item), at: position, animated: false)
    #expect(view.contentOffset.x == expected)
    withExtendedLifetime(texts) {}
  }

  @Test(arguments: [ScrollPosition.top, .centeredVertically, .bottom, []])
  func contentShorterThanTheVisibleAreaRestsBelowTheTopInset(position: ScrollPosition) {
    // 3 items: 30 + 30 − 100 is before −20, so every position rests at −20.
    let (view, _, texts) = SRVFixture.view(count: 3, inset: verticalInset)
    view.contentOffset.y = 5
    view.scrollToItem(at: srvPath(2), at: position, animated: false)
    #expect(view.contentOffset.y == -20)
    withExtendedLifetime(texts) {}
  }

  @Test func contentBetweenTheVisibleAreaAndTheViewportEndsAtTheBottomInset() {
    // 6 items (60 points): visible area 50 < 60, but 60 + 30 − 100 = −10: the range is −20…−10.
    let (view, _, texts) = SRVFixture.view(count: 6, inset: verticalInset)
    view.scrollToItem(at: srvPath(5), at: .bottom, animated: false)
    #expect(view.contentOffset.y == -10)
    view.scrollToItem(at: srvPath(5), at: .top, animated: false)
    #expect(view.contentOffset.y == -10)
    view.scrollToItem(at: srvPath(0), at: .top, animated: false)
    #expect(view.contentOffset.y == -20)
    withExtendedLifetime(texts) {}
  }

  @Test func neverIgnoresTheSafeAreaAndAlwaysKeepsTheCrossAxisRest() {
    // .never: only the content inset counts; .always on a horizontal layout: the content rests
    // below the status bar (y −48) and a scroll to an item keeps that.
    let safeArea = LayoutInsets(top: 48, left: 44, bottom: 34, right: 30)
    let (never, _, neverTexts) = SRVFixture.view(inset: verticalInset)
    never.contentInsetAdjustmentBehavior = .never
    never.safeAreaInsets = safeArea
    never.scrollToItem(at: srvPath(50), at: .top, animated: false)
    #expect(never.contentOffset.y == 480)

    let (always, _, alwaysTexts) = SRVFixture.view(direction: .horizontal)
    always.contentInsetAdjustmentBehavior = .always
    always.safeAreaInsets = safeArea
    #expect(always.contentOffset == CGPoint(x: -44, y: -48))
    always.scrollToItem(at: srvPath(50), at: .left, animated: false)
    #expect(always.contentOffset == CGPoint(x: 456, y: -48))
    withExtendedLifetime((neverTexts, alwaysTexts)) {}
  }

  @Test func aScrollBeforeTheFirstLayoutPassLaysOutAndShowsTheItem() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.minimumLineSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 10, height: 100), layout: layout)
    let texts = TextDataSource(count: 100)
    view.dataSource = texts
    view.scrollToItem(at: srvPath(50), at: .top, animated: false)
    #expect(view.contentOffset.y == 500)
    #expect(view.indexPathsForVisibleItems == (50..<60).map { srvPath($0) })
    #expect(view.errors.isEmpty)
    withExtendedLifetime(texts) {}
  }

  @Test func anItemInALaterSectionScrollsToItsOwnFrame() {
    // Two sections of 50: item 0-10 of section 1 is at 600.
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.minimumLineSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 10, height: 100), layout: layout)
    let texts = TextDataSource([(0..<50).map(String.init), (0..<50).map { "s\($0)" }])
    view.dataSource = texts
    view.layoutIfNeeded()
    view.scrollToItem(at: srvPath(10, 1), at: .top, animated: false)
    #expect(view.contentOffset.y == 600)
    #expect(view.visibleCells.first?.text == "s10")
    withExtendedLifetime(texts) {}
  }

  @Test func aHugeContentScrollsToItsLastItemsExactly() {
    let (view, _, texts) = SRVFixture.view(count: 1_000_000)
    view.scrollToItem(at: srvPath(999_999), at: .bottom, animated: false)
    #expect(view.contentOffset.y == 9_999_900)
    #expect(view.indexPathsForVisibleItems == (999_990..<1_000_000).map { srvPath($0) })
    #expect(view.indexPathForItem(at: CGPoint(x: 5, y: 9_999_995)) == srvPath(999_999))
    view.scrollToItem(at: srvPath(500_000), at: .centeredVertically, animated: false)
    #expect(view.contentOffset.y == 4_999_955)
    #expect(view.visibleCells.count == 11)
    withExtendedLifetime(texts) {}
  }

  @Test func anAnimatedScrollTellsTheScrollThenTheEndOfTheAnimation() {
    let (view, recorder, texts) = SRVFixture.view()
    view.scrollToItem(at: srvPath(50), at: .centeredVertically, animated: true)
    #expect(recorder.events == ["didScroll 455 []", "didEndScrollingAnimation 455 []"])
    withExtendedLifetime(texts) {}
  }

  @Test func combiningTwoPositionsOfOneAxisIsAMisuseAsInUIKit() {
    // UICollectionView.h: "The vertical positions are mutually exclusive to each other […].
    // Combining positions from the same grouping (horizontal or vertical) will result in an
    // NSInvalidArgumentException." The headless view reports what would crash UIKit.
    let (view, _, texts) = SRVFixture.view()
    view.scrollToItem(at: srvPath(50), at: [.top, .bottom], animated: false)
    view.scrollToItem(at: srvPath(50), at: [.left, .right], animated: false)
    view.selectItem(at: srvPath(60), animated: false, scrollPosition: [.top, .centeredVertically])
    #expect(view.errors.count == 3)
    #expect(view.contentOffset.y == 0)
    withExtendedLifetime(texts) {}
  }

  @Test func anOffsetOutsideTheContentAcrossTheScrollAxisIsClampedByAScrollToAnItem() {
    // The content is as wide as the viewport (10): the only resting x is 0. An offset set
    // beside the content stays there (UIKit does not clamp a set offset), but a scroll to an
    // item computes a valid offset on both axes (UIKit clamps the result of
    // scrollToItem to the content and its adjusted inset).
    let (view, _, texts) = SRVFixture.view()
    view.contentOffset = CGPoint(x: 7, y: 0)
    #expect(view.contentOffset.x == 7)
    view.scrollToItem(at: srvPath(50), at: .top, animated: false)
    #expect(view.contentOffset.y == 500)
    #expect(view.contentOffset.x == 0)
    withExtendedLifetime(texts) {}
  }
}

// MARK: - Visible elements and hit testing

@MainActor
@Suite("Scrolling review: the elements shown are those whose frames meet the viewport")
struct ScrollingReviewVisibleElementsTests {
  @Test(arguments: [
    (CGFloat(0), 0...9),
    (5, 0...10),
    (95, 9...19),
    (900, 90...99),
    (-20, 0...7),
    (950, 95...99),
  ])
  func theVisibleItemsAreExactlyThoseWhoseFramesIntersectTheBounds(
    offset: CGFloat, expected: ClosedRange<Int>
  ) {
    // Frames that only touch an edge of the bounds do not intersect them (CGRectIntersectsRect).
    let (view, _, texts) = SRVFixture.view()
    view.contentOffset.y = offset
    let paths = expected.map { srvPath($0) }
    #expect(view.indexPathsForVisibleItems == paths)
    #expect(view.visibleCells.map(\.text) == expected.map(String.init))
    #expect(view.visibleCells.map(\.indexPath) == paths)
    withExtendedLifetime(texts) {}
  }

  @Test func aHorizontalViewportShowsExactlyTheColumnsItMeets() {
    let (view, _, texts) = SRVFixture.view(direction: .horizontal)
    view.contentOffset.x = 10
    #expect(view.indexPathsForVisibleItems == (1...10).map { srvPath($0) })
    view.contentOffset.x = 10.5
    #expect(view.indexPathsForVisibleItems == (1...11).map { srvPath($0) })
    withExtendedLifetime(texts) {}
  }

  @Test func theSpacingBetweenLinesShowsNothing() {
    // Pitch 15 (10 + 5): at 10, the viewport 10…110 meets items 1 (15…25) to 7 (105…115);
    // item 0 (0…10) only touches it.
    let (view, _, texts) = SRVFixture.view(lineSpacing: 5)
    view.contentOffset.y = 10
    #expect(view.indexPathsForVisibleItems == (1...7).map { srvPath($0) })
    withExtendedLifetime(texts) {}
  }

  @Test func theVisibleHeadersAreExactlyThoseWhoseFramesIntersectTheBounds() {
    // Two sections of 9 items, a 10-point header each: header 0 at 0…10, header 1 at 100…110.
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 10, height: 10)
    let view = HeadlessCollectionView(size: CGSize(width: 10, height: 100), layout: layout)
    let texts = TextDataSource(
      [(0..<9).map(String.init), (0..<9).map(String.init)], headers: ["A", "B"])
    view.dataSource = texts
    view.layoutIfNeeded()
    #expect(view.visibleSupplementaryViews(ofKind: .header).map(\.text) == ["A"])
    view.contentOffset.y = 1
    #expect(view.visibleSupplementaryViews(ofKind: .header).map(\.text) == ["A", "B"])
    view.contentOffset.y = 10
    #expect(view.visibleSupplementaryViews(ofKind: .header).map(\.text) == ["B"])
    #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: .header) == [srvPath(0, 1)])
    #expect(view.supplementaryView(forElementKind: .header, at: srvPath(0, 0)) == nil)
    withExtendedLifetime(texts) {}
  }

  @Test func aPinnedHeaderStaysVisibleWithItsSection() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 10, height: 10)
    layout.sectionHeadersPinToVisibleBounds = true
    let view = HeadlessCollectionView(size: CGSize(width: 10, height: 100), layout: layout)
    let texts = TextDataSource(
      [(0..<9).map(String.init), (0..<9).map(String.init)], headers: ["A", "B"])
    view.dataSource = texts
    view.layoutIfNeeded()
    view.contentOffset.y = 50
    let headers = view.visibleSupplementaryViews(ofKind: .header)
    #expect(headers.map(\.text) == ["A", "B"])
    #expect(headers.first?.frame.minY == 50)
    view.contentOffset.y = 150
    #expect(view.visibleSupplementaryViews(ofKind: .header).map(\.text) == ["B"])
    #expect(view.visibleSupplementaryViews(ofKind: .header).first?.frame.minY == 150)
    withExtendedLifetime(texts) {}
  }

  @Test func theItemAtAPointIsTheOneWhoseFrameContainsIt() {
    let (view, _, texts) = SRVFixture.view(lineSpacing: 5)
    #expect(view.indexPathForItem(at: CGPoint(x: 5, y: 0)) == srvPath(0))
    #expect(view.indexPathForItem(at: CGPoint(x: 0, y: 9.99)) == srvPath(0))
    #expect(view.indexPathForItem(at: CGPoint(x: 5, y: 10)) == nil)  // in the spacing
    #expect(view.indexPathForItem(at: CGPoint(x: 5, y: 15)) == srvPath(1))
    #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 5)) == nil)  // the right edge
    #expect(view.indexPathForItem(at: CGPoint(x: -1, y: 5)) == nil)
    #expect(view.indexPathForItem(at: CGPoint(x: 5, y: -1)) == nil)
    #expect(view.indexPathForItem(at: CGPoint(x: 5, y: 10_000)) == nil)
    // Content coordinates, not viewport ones: scrolled, the same point names the same item.
    view.contentOffset.y = 600
    #expect(view.indexPathForItem(at: CGPoint(x: 5, y: 15)) == srvPath(1))
    #expect(view.indexPathForItem(at: CGPoint(x: 5, y: 605)) == srvPath(40))
    withExtendedLifetime(texts) {}
  }

  @Test func theAttributesOfAMissingItemAreNil() {
    let (view, _, texts) = SRVFixture.view()
    #expect(
      view.layoutAttributesForItem(at: srvPath(5))?.frame
        == CGRect(x: 0, y: 50, width: 10, height: 10))
    #expect(view.layoutAttributesForItem(at: srvPath(100)) == nil)
    #expect(view.layoutAttributesForItem(at: srvPath(0, 1)) == nil)
    #expect(view.layoutAttributesForItem(at: srvPath(-1)) == nil)
    #expect(view.layoutAttributesForItem(at: IndexPath(index: 0)) == nil)
    withExtendedLifetime(texts) {}
  }
}

// MARK: - Offsets, sizes and insets

@MainActor
@Suite("Scrolling review: the offset when the viewport or the content changes size")
struct ScrollingReviewResizeTests {
  @Test func aRotationThatShortensTheContentShowsItsNewEnd() {
    // 1,000 items in rows of 10: 1,000 points, scrolled to the end (900). Twice as wide, rows
    // of 20: 500 points, so the end is 400.
    let (view, recorder, texts) = SRVFixture.grid(count: 1000)
    view.contentOffset.y = 900
    recorder.events.removeAll()
    view.bounds.size = CGSize(width: 200, height: 100)
    #expect(view.contentSize == CGSize(width: 200, height: 500))
    #expect(view.contentOffset == CGPoint(x: 0, y: 400))
    #expect(view.visibleCells.count == 200)
    #expect(recorder.events == ["didScroll 400 []"])
    // Back: the content grows again and the offset stays.
    view.bounds.size = CGSize(width: 100, height: 100)
    #expect(view.contentOffset == CGPoint(x: 0, y: 400))
    #expect(view.indexPathsForVisibleItems == (400..<500).map { srvPath($0) })
    withExtendedLifetime(texts) {}
  }

  @Test func aRotationThatLengthensTheContentKeepsTheOffset() {
    let (view, _, texts) = SRVFixture.grid(count: 1000)
    view.contentOffset.y = 900
    view.bounds.size = CGSize(width: 50, height: 200)
    #expect(view.contentSize.height == 2000)
    #expect(view.contentOffset.y == 900)
    #expect(view.indexPathsForVisibleItems == (450..<550).map { srvPath($0) })
    withExtendedLifetime(texts) {}
  }

  @Test func aRotationAtTheEndKeepsTheBottomInset() {
    let (view, _, texts) = SRVFixture.grid(count: 1000)
    view.contentInset = LayoutInsets(top: 20, left: 0, bottom: 30, right: 0)
    view.contentOffset.y = 930
    view.bounds.size = CGSize(width: 200, height: 100)
    #expect(view.contentOffset.y == 430)
    withExtendedLifetime(texts) {}
  }

  @Test func aRotationAtRestAtTheStartStaysBelowTheTopInset() {
    let (view, _, texts) = SRVFixture.grid(count: 1000)
    view.contentInset = LayoutInsets(top: 20, left: 0, bottom: 30, right: 0)
    view.contentOffset.y = -20
    view.bounds.size = CGSize(width: 200, height: 50)
    #expect(view.contentOffset == CGPoint(x: 0, y: -20))
    withExtendedLifetime(texts) {}
  }

  @Test func aHorizontalContentThatShrinksUnderTheOffsetShowsItsNewEnd() {
    let (view, recorder, texts) = SRVFixture.view(count: 30, direction: .horizontal)
    view.contentOffset.x = 200
    recorder.events.removeAll()
    view.performBatchUpdates(
      {
        texts.sections[0].removeLast(10)
        view.deleteItems(at: (20..<30).map { srvPath($0) })
      }, completion: nil)
    #expect(view.errors.isEmpty)
    #expect(view.contentOffset == CGPoint(x: 100, y: 0))
    #expect(recorder.events == ["didScroll 100 []"])
    #expect(view.indexPathsForVisibleItems == (10..<20).map { srvPath($0) })
    withExtendedLifetime(texts) {}
  }

  @Test func aContentThatShrinksUnderTheOffsetKeepsTheInsets() {
    // Bottom inset 30: the end of 30 items is 230; of 20, 130. Shorter than the visible area,
    // the content rests below the top inset.
    let inset = LayoutInsets(top: 20, left: 0, bottom: 30, right: 0)
    let (view, _, texts) = SRVFixture.view(count: 30, inset: inset)
    view.contentOffset.y = 230
    view.performBatchUpdates(
      {
        texts.sections[0].removeLast(10)
        view.deleteItems(at: (20..<30).map { srvPath($0) })
      }, completion: nil)
    #expect(view.contentOffset.y == 130)
    view.performBatchUpdates(
      {
        texts.sections[0].removeLast(15)
        view.deleteItems(at: (5..<20).map { srvPath($0) })
      }, completion: nil)
    #expect(view.contentOffset.y == -20)
    #expect(view.indexPathsForVisibleItems == (0..<5).map { srvPath($0) })
    withExtendedLifetime(texts) {}
  }

  @Test func settingTheBoundsOriginIsSettingTheContentOffset() {
    let (view, recorder, texts) = SRVFixture.view()
    view.bounds.origin = CGPoint(x: 0, y: 250)
    #expect(view.contentOffset == CGPoint(x: 0, y: 250))
    #expect(view.bounds == CGRect(x: 0, y: 250, width: 10, height: 100))
    #expect(recorder.events == ["didScroll 250 []"])
    #expect(view.indexPathsForVisibleItems == (25..<35).map { srvPath($0) })
    withExtendedLifetime(texts) {}
  }
}

// MARK: - The scroll delegate and the gesture flags

@MainActor
@Suite("Scrolling review: scroll(by:steps:) events and flags")
struct ScrollingReviewGestureTests {
  @Test func aFlickTellsUIKitsEventsInUIKitsOrder() {
    let (view, recorder, texts) = SRVFixture.view()
    view.scroll(by: 20, steps: 2, velocity: 100)
    // 0.1 pt/ms × 0.998 ÷ 0.002 = 49.9 → rest at 20 + 49.9 = 69.9, on the pixel: 70.
    let names = recorder.events.map { $0.split(separator: " ").first.map(String.init) ?? "" }
    #expect(
      names == [
        "willBeginDragging", "didScroll", "didScroll", "willEndDragging", "didEndDragging",
        "willBeginDecelerating", "didScroll", "didScroll", "didEndDecelerating",
      ])
    #expect(view.contentOffset.y == 70)
    // Tracking and dragging while the finger moves; decelerating, not dragging, after it lifts
    // (Apple: `isDecelerating` is true when the user isn't dragging but the content moves).
    #expect(recorder.events.first == "willBeginDragging 0 [TD]")
    #expect(recorder.events[1] == "didScroll 10 [TD]")
    #expect(recorder.events[3] == "willEndDragging 20 [TD]")
    #expect(recorder.events[6] == "didScroll 45 [d]")
    #expect(recorder.events.last == "didEndDecelerating 70 []")
    #expect(!view.isTracking && !view.isDragging && !view.isDecelerating)
    withExtendedLifetime(texts) {}
  }

  @Test func aDragEndedWithoutSpeedHasTheFingerStillTrackingButNoLongerDragging() {
    // UIKit, measured (Stack Overflow 993280, "How to detect when a UIScrollView has finished
    // scrolling", the iOS 13 answer): a drag that stops before the finger lifts ends with
    // `scrollViewDidEndDragging(willDecelerate: false)` while `isTracking` is still true and
    // `isDragging` and `isDecelerating` are false.
    let (view, recorder, texts) = SRVFixture.view()
    view.scroll(by: 30, steps: 1)
    #expect(recorder.events.count == 4)
    #expect(recorder.events.last == "didEndDragging false 30 [T]")
    #expect(!view.isTracking && !view.isDragging && !view.isDecelerating)
    withExtendedLifetime(texts) {}
  }

  @Test func aPullPastTheEndBouncesBackAsADeceleration() {
    let (view, recorder, texts) = SRVFixture.view()
    view.contentOffset.y = 900
    recorder.events.removeAll()
    view.scroll(by: 40, steps: 2)
    #expect(recorder.events.contains { $0.hasPrefix("didEndDragging true 940") })
    #expect(recorder.events.contains("willBeginDecelerating 940 [d]"))
    #expect(recorder.events.last == "didEndDecelerating 900 []")
    #expect(view.contentOffset.y == 900)
    withExtendedLifetime(texts) {}
  }

  @Test func aHorizontalDragMovesAlongXAndRestsWithinTheInsets() {
    let (view, _, texts) = SRVFixture.view(
      direction: .horizontal, inset: LayoutInsets(top: 0, left: 20, bottom: 0, right: 30))
    view.contentOffset.x = -20
    view.scroll(by: -50, steps: 5)
    #expect(view.contentOffset == CGPoint(x: -20, y: 0))
    view.scroll(by: 2000, steps: 5)
    #expect(view.contentOffset == CGPoint(x: 930, y: 0))
    withExtendedLifetime(texts) {}
  }

  @Test func zeroOrNegativeStepsScrollInOneStep() {
    let (view, recorder, texts) = SRVFixture.view()
    view.scroll(by: 30, steps: 0)
    view.scroll(by: 30, steps: -3)
    #expect(
      recorder.events.filter { $0.hasPrefix("didScroll") } == [
        "didScroll 30 [TD]", "didScroll 60 [TD]",
      ])
    withExtendedLifetime(texts) {}
  }
}

// MARK: - Events of a clamped offset, fractional drags, non-finite offsets

@MainActor
@Suite("Scrolling review: scroll events when the offset is kept within the content")
struct ScrollingReviewClampEventTests {
  @Test func anOffsetSetOverContentThatShrankIsToldOnceThenItsClamp() {
    // 30 rows scrolled to 200; a reload leaves 20 (end 100), not laid out yet. Setting 150
    // scrolls there (UIKit tells `scrollViewDidScroll` with the offset set), then the layout
    // pass keeps it within the content (one more `scrollViewDidScroll`, at 100). UIKit never
    // tells the delegate twice of one offset: it is told when the offset changes.
    let (view, recorder, texts) = SRVFixture.view(count: 30)
    view.contentOffset.y = 200
    texts.sections[0].removeLast(10)
    view.reloadData()
    recorder.events.removeAll()
    view.contentOffset.y = 150
    #expect(view.contentOffset.y == 100)
    #expect(recorder.events.last == "didScroll 100 []")
    // Fixed in part: told once, where the view rests. The offset set is not told: the view
    // lays out before it tells `scrollViewDidScroll` (documented), and that pass moved it.
    #expect(recorder.events == ["didScroll 100 []"])
    withExtendedLifetime(texts) {}
  }

  @Test func aRotationThatMovesAndClampsTheOffsetTellsNoScrollTwice() {
    // One bounds change: origin 900 and a width that halves the content (end 400).
    let (view, recorder, texts) = SRVFixture.grid(count: 1000)
    view.contentOffset.y = 500
    recorder.events.removeAll()
    view.bounds = CGRect(x: 0, y: 900, width: 200, height: 100)
    #expect(view.contentOffset.y == 400)
    #expect(recorder.events.last == "didScroll 400 []")
    let repeated = zip(recorder.events, recorder.events.dropFirst()).contains { $0 == $1 }
    #expect(!repeated, "\(recorder.events)")
    withExtendedLifetime(texts) {}
  }

  @Test func aDragReleasedWithoutSpeedAtAFractionalOffsetDoesNotDecelerate() {
    // UIKit: a finger that stops before it lifts ends the drag with `willDecelerate` false and
    // the content stays where the finger left it (its offsets are on the pixel grid while it
    // drags). The headless drag moves by 10.3 points without rounding, then "decelerates"
    // 0.2 points further, to the pixel grid (10.5 at scale 2), with no speed.
    let (view, recorder, texts) = SRVFixture.view()
    view.displayScale = 2
    view.scroll(by: 10.3, steps: 1)
    // Fixed: the drag moves by whole pixels (10.5 at scale 2, the nearest), and stops there.
    #expect(recorder.events.contains { $0.hasPrefix("didEndDragging false") })
    #expect(!recorder.events.contains { $0.hasPrefix("willBeginDecelerating") })
    #expect(view.contentOffset.y == 10.5)
    withExtendedLifetime(texts) {}
  }

  @Test func aNonFiniteOffsetIsReportedOrKeptAtTheStart() {
    // UIKit raises (CALayerInvalidGeometry: "CALayer position contains NaN") for a NaN
    // offset; the view's own comments promise to keep a non-finite offset at the content's
    // start (`keptWithinContent`). It stays NaN, shows nothing and reports nothing.
    let (view, _, texts) = SRVFixture.view()
    view.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y.isFinite || !view.errors.isEmpty)
    #expect(!view.indexPathsForVisibleItems.isEmpty || !view.errors.isEmpty)
    withExtendedLifetime(texts) {}
  }

  @Test func anOffsetKeptWithinTheContentIsNeverMinusZero() {
    // With no inset, the start is 0, not −0: `keptWithinContent` takes −(inset) = −0.0 as the
    // lowest offset and `max(0.0, −0.0)` is −0.0, so a clamped offset prints "(-0.0, 100.0)"
    // (in a log or a golden file), where UIKit's is 0.
    let (view, _, texts) = SRVFixture.view(count: 30)
    view.contentOffset.y = 200
    texts.sections[0].removeLast(10)
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.contentOffset == CGPoint(x: 0, y: 100))
    #expect(view.contentOffset.x.sign == .plus, "\(view.contentOffset)")
    withExtendedLifetime(texts) {}
  }

  @Test func aRightToLeftGridMirrorsItsLinesAndHitTestingFollows() {
    // 95 items in rows of 10, right to left: item 0 at the right; the last, partly filled
    // line starts at the leading (right) edge.
    let (view, _, texts) = SRVFixture.grid(count: 95)
    view.layoutDirection = .rightToLeft
    view.layoutIfNeeded()
    #expect(view.layoutAttributesForItem(at: srvPath(0))?.frame.minX == 90)
    #expect(view.layoutAttributesForItem(at: srvPath(94))?.frame.minX == 50)
    #expect(view.indexPathForItem(at: CGPoint(x: 95, y: 5)) == srvPath(0))
    #expect(view.indexPathForItem(at: CGPoint(x: 5, y: 95)) == nil)
    view.scrollToItem(at: srvPath(94), at: [.bottom, .left], animated: false)
    #expect(view.contentOffset == CGPoint(x: 0, y: 0))  // content 100 tall: nothing to scroll
    withExtendedLifetime(texts) {}
  }
}
