import Foundation
import Sectional
import Testing

/// A cell 10 points tall per line of its text: it measures itself.
@MainActor
private final class WrappingTextCell: CollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var attributes = layoutAttributes
    attributes.frame.size.height = CGFloat(text.split(separator: "\n").count * 10)
    return attributes
  }
}

/// Rows of text, each as many lines as its number modulo 3, plus one.
@MainActor
private final class WrappingRows: CollectionViewDataSource {
  var texts = (0..<100).map { row in
    (0...(row % 3)).map { "row \(row) line \($0)" }.joined(separator: "\n")
  }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    texts.count
  }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(WrappingTextCell.self, for: indexPath)
    cell.text = texts[indexPath.item]
    return cell
  }
}

/// A list whose rows are self-sizing and that measures them itself, counting the questions.
@MainActor
private final class MeasuringList: KeyedListSectionController<
  [(String, Int)], (String, Int), String
>,
SectionLayoutProviding, ItemSizing
{
  private(set) var measured: [String] = []

  init() { super.init(items: { $0 }, id: \.0, isContentEqual: { $0.1 == $1.1 }) }

  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    FlowSectionLayout(itemSize: .estimated(CGSize(width: 100, height: 20)), minimumLineSpacing: 0)
  }

  func sizeForItem(
    at indexPath: SectionIndexPath, fitting proposal: CGSize, in context: any CollectionViewContext
  ) -> CGSize? {
    let item = items[indexPath]
    measured.append(item.0)
    return CGSize(width: proposal.width, height: CGFloat(item.1))
  }
}

@MainActor
@Suite("Self-sizing")
struct SelfSizingTests {
  private let rows = WrappingRows()
  private let view: HeadlessCollectionView

  init() {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 20)
    layout.itemSize = CGSize(width: 100, height: 20)
    layout.minimumLineSpacing = 0
    view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: layout)
    view.isPrefetchingEnabled = false
    view.dataSource = rows
  }

  /// Where an item is on screen: its top less the content offset.
  private func screenY(_ item: Int) -> CGFloat? {
    view.layoutAttributesForItem(at: [0, item]).map { $0.frame.minY - view.contentOffset.y }
  }

  @Test func estimatedRowsAreMeasuredWhenDisplayed() {
    view.layoutIfNeeded()
    // Rows are 10, 20 and 30 tall in turn: 0..<10, 10..<30, 30..<60, 60..<70, 70..<90, 90..<120.
    #expect(view.indexPathsForVisibleItems == (0..<6).map { [0, $0] })
    #expect(
      (0..<6).map { view.layoutAttributesForItem(at: [0, $0])?.frame.height } == [
        10, 20, 30, 10, 20, 30,
      ])
    #expect(view.layoutAttributesForItem(at: [0, 5])?.frame.minY == 90)
    // Items never displayed keep their estimate, and say so.
    #expect(view.layoutAttributesForItem(at: [0, 50])?.frame.height == 20)
    #expect(view.layoutAttributesForItem(at: [0, 50])?.isSizeEstimated == true)
    #expect(view.layoutAttributesForItem(at: [0, 1])?.isSizeEstimated == false)
  }

  @Test func scrollingUpThroughMeasuredRowsKeepsTheFirstVisibleRowSteady() {
    view.layoutIfNeeded()
    view.scrollToItem(at: [0, 60], at: .top, animated: false)
    // Scroll back up in small steps: rows above, measured on the way, are 10 or 30 tall rather
    // than 20, but the row at the top moves exactly as far as the content scrolled.
    for _ in 0..<30 {
      guard let first = view.indexPathsForVisibleItems.first?.item, let before = screenY(first)
      else { break }
      view.scroll(by: -7)
      #expect(screenY(first) == before + 7, "row \(first) jumped")
    }
  }

  @Test func aWidthChangeMeasuresAgain() {
    view.layoutIfNeeded()
    rows.texts[0] = "one line"
    view.bounds.size.width = 80
    // The old measurement is gone: row 0 is measured again, now one line.
    #expect(
      view.layoutAttributesForItem(at: [0, 0])?.frame == CGRect(x: 0, y: 0, width: 80, height: 10))
  }

  @Test func aControllerMeasuresOnTheCellsBehalfAndOnlyTheItemsWhoseContentChanged() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    let adapter = CollectionViewAdapter(collectionView: view)
    let list = MeasuringList()
    let items = (0..<30).map { ("r\($0)", 10 + $0 % 3 * 10) }
    adapter.update([Section(id: "list", model: items, controller: list)])
    view.layoutIfNeeded()
    // Displayed rows are measured, and so are prefetched ones: no cell needed.
    #expect(view.layoutAttributesForItem(at: [0, 1])?.frame.height == 20)
    let prefetched = view.indexPathsForVisibleItems.last!.item + 1
    #expect(view.layoutAttributesForItem(at: [0, prefetched])?.isSizeEstimated == false)
    let measuredBefore = list.measured
    var changed = items
    changed[2].1 = 45
    adapter.update([Section(id: "list", model: changed, controller: list)])
    view.layoutIfNeeded()
    #expect(list.measured.dropFirst(measuredBefore.count) == ["r2"])
    #expect(view.layoutAttributesForItem(at: [0, 2])?.frame.height == 45)
    // Row 3 follows rows of 10, 20 and now 45 points.
    #expect(view.layoutAttributesForItem(at: [0, 3])?.frame.minY == CGFloat(75))
  }
}
