import Foundation
import Sectional
import Testing

@MainActor
@Suite("HeadlessCollectionView: content inset adjustment")
struct ContentInsetAdjustmentTests {
  /// A status bar, a notch on the left, a home indicator.
  private let safeArea = LayoutInsets(top: 48, left: 44, bottom: 34, right: 30)
  private let contentInset = LayoutInsets(top: 1, left: 2, bottom: 3, right: 4)

  private func view(
    _ direction: ScrollDirection, count: Int = 40,
    behavior: ContentInsetAdjustmentBehavior = .automatic
  ) -> (HeadlessCollectionView, TextDataSource) {
    let layout = FlowLayout()
    layout.scrollDirection = direction
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = HeadlessCollectionView(size: CGSize(width: 400, height: 800), layout: layout)
    let texts = TextDataSource(count: count)
    view.dataSource = texts
    view.contentInsetAdjustmentBehavior = behavior
    view.layoutIfNeeded()
    return (view, texts)
  }

  @Test func theDefaultIsUIKitsAutomatic() {
    #expect(
      HeadlessCollectionView(size: CGSize(width: 1, height: 1)).contentInsetAdjustmentBehavior
        == .automatic)
  }

  @Test(arguments: [
    (
      ContentInsetAdjustmentBehavior.automatic, ScrollDirection.vertical,
      LayoutInsets(top: 49, left: 2, bottom: 37, right: 4)
    ),
    (.automatic, .horizontal, LayoutInsets(top: 1, left: 46, bottom: 3, right: 34)),
    (.scrollableAxes, .vertical, LayoutInsets(top: 49, left: 2, bottom: 37, right: 4)),
    (.scrollableAxes, .horizontal, LayoutInsets(top: 1, left: 46, bottom: 3, right: 34)),
    (.never, .vertical, LayoutInsets(top: 1, left: 2, bottom: 3, right: 4)),
    (.never, .horizontal, LayoutInsets(top: 1, left: 2, bottom: 3, right: 4)),
    (.always, .vertical, LayoutInsets(top: 49, left: 46, bottom: 37, right: 34)),
    (.always, .horizontal, LayoutInsets(top: 49, left: 46, bottom: 37, right: 34)),
  ])
  func eachBehaviorAddsItsSidesOfTheSafeArea(
    behavior: ContentInsetAdjustmentBehavior, direction: ScrollDirection, expected: LayoutInsets
  ) {
    let (view, texts) = self.view(direction, behavior: behavior)
    view.safeAreaInsets = safeArea
    view.contentInset = contentInset
    #expect(view.adjustedContentInset == expected)
    #expect(view.traits.adjustedContentInset == expected)
    withExtendedLifetime(texts) {}
  }

  @Test func aVerticalCollectionAtRestStartsBelowTheStatusBar() {
    let (view, texts) = view(.vertical)
    view.safeAreaInsets = safeArea
    #expect(view.contentOffset == CGPoint(x: 0, y: -48))
    // The first row is on screen 48 points down, and rows fill the rest of the viewport.
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    #expect(view.indexPathsForVisibleItems.count == 4 * 8)
    withExtendedLifetime(texts) {}
  }

  @Test func aHorizontalCollectionAtRestStartsRightOfTheNotchNotBelowTheStatusBar() {
    let (view, texts) = view(.horizontal)
    view.safeAreaInsets = safeArea
    #expect(view.contentOffset == CGPoint(x: -44, y: 0))
    withExtendedLifetime(texts) {}
  }

  @Test func neverLeavesTheOffsetAtZero() {
    let (view, texts) = view(.vertical, behavior: .never)
    view.safeAreaInsets = safeArea
    #expect(view.contentOffset == .zero)
    withExtendedLifetime(texts) {}
  }

  @Test func settingTheContentInsetDoesNotScroll() {
    // As UIKit: the caller that wants the content below a new inset sets the offset.
    let (view, texts) = view(.vertical)
    view.contentInset = LayoutInsets(top: 10)
    #expect(view.contentOffset == .zero)
    #expect(view.adjustedContentInset.top == 10)
    withExtendedLifetime(texts) {}
  }

  @Test func alwaysMovesTheRestingOffsetOnBothAxes() {
    let (view, texts) = view(.vertical, behavior: .always)
    view.safeAreaInsets = safeArea
    #expect(view.contentOffset == CGPoint(x: -44, y: -48))
    withExtendedLifetime(texts) {}
  }

  @Test func aScrolledViewKeepsItsOffsetWhenTheInsetChanges() {
    let (view, texts) = view(.vertical)
    view.contentOffset = CGPoint(x: 0, y: 300)
    view.safeAreaInsets = safeArea
    #expect(view.contentOffset == CGPoint(x: 0, y: 300))
    withExtendedLifetime(texts) {}
  }

  @Test func settingTheBehaviorDoesNotScroll() {
    let (view, texts) = view(.vertical)
    view.safeAreaInsets = safeArea
    view.contentInsetAdjustmentBehavior = .never
    #expect(view.contentOffset == CGPoint(x: 0, y: -48))
    #expect(view.adjustedContentInset == .zero)
    withExtendedLifetime(texts) {}
  }

  @Test func aSafeAreaThatShrinksAtRestKeepsTheContentAtItsStart() {
    let (view, texts) = view(.vertical)
    view.safeAreaInsets = safeArea
    view.safeAreaInsets = LayoutInsets(top: 20)
    #expect(view.contentOffset == CGPoint(x: 0, y: -20))
    withExtendedLifetime(texts) {}
  }

  @Test func scrollingToAnItemAtTheTopStopsBelowTheTopInset() {
    let (view, texts) = view(.vertical, count: 80)
    view.safeAreaInsets = safeArea
    // Item 20 is on row 5, at y 500: shown just below the status bar.
    view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == CGFloat(500 - 48))
    // Back to the first item: the content's resting start, not zero.
    view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == CGFloat(-48))
    withExtendedLifetime(texts) {}
  }

  @Test func scrollingToTheLastItemStopsAtTheBottomInset() {
    let (view, texts) = view(.vertical)
    view.safeAreaInsets = safeArea
    // 10 rows of 100: the content ends at 1,000; with the home indicator, at 1,034.
    view.scrollToItem(at: IndexPath(item: 39, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == CGFloat(1_000 + 34 - 800))
    withExtendedLifetime(texts) {}
  }

  @Test func contentShorterThanTheVisibleAreaRestsAtItsStart() {
    let (view, texts) = view(.vertical, count: 4)
    view.safeAreaInsets = safeArea
    view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .bottom, animated: false)
    #expect(view.contentOffset.y == -48)
    withExtendedLifetime(texts) {}
  }

  @Test func aHorizontalCollectionScrollsToAnItemRightOfTheLeftInset() {
    let (view, texts) = view(.horizontal, count: 80)
    view.safeAreaInsets = safeArea
    // Eight rows of 100 a column: item 16 is in column 2, at x 200.
    view.scrollToItem(at: IndexPath(item: 16, section: 0), at: .left, animated: false)
    #expect(view.contentOffset == CGPoint(x: 200 - 44, y: 0))
    withExtendedLifetime(texts) {}
  }
}
