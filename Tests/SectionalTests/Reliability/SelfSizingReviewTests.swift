// A defect hunt in self-sizing and layout swaps, driven through the headless view, the adapter
// and the declarative layer: each test states one behaviour. It found four defects, each fixed,
// whose tests failed before:
// 1. a reconfigured cell that measures itself is measured before it is configured again, and
//    keeps its old size for good;
// 2. a layout swap asked during a layout pass (from willDisplay) leaves that pass showing the
//    old layout's frames and cells;
// 3. a flow description's estimate that is not finite or negative is made 0 without a
//    diagnostic;
// 4. an estimate longer than `LayoutLimits.maximumElementLength` becomes a frame.
//
// The fixture cells measure themselves from their text: a text `"name/h"` is `h` points tall
// (along a vertical axis) or wide (along a horizontal one).

import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalLayout

/// The length a fixture text asks for: the number after its last `/`.
private func ssrLength(of text: String) -> CGFloat {
  guard let slash = text.lastIndex(of: "/"), let value = Double(text[text.index(after: slash)...])
  else { return 10 }
  return CGFloat(value)
}

/// A cell as long as its text says along the scroll axis it is told.
@MainActor
private final class SSRCell: CollectionViewCell {
  static var horizontal = false
  /// A size it answers instead of the text's, to misbehave.
  static var forced: CGSize?

  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var attributes = layoutAttributes
    if let forced = Self.forced {
      attributes.frame.size = forced
    } else if Self.horizontal {
      attributes.frame.size.width = ssrLength(of: text)
    } else {
      attributes.frame.size.height = ssrLength(of: text)
    }
    return attributes
  }
}

/// A header that says its section.
@MainActor
private final class SSRHeader: CollectionReusableView {}

/// Sections of texts, with optional headers; supports interactive moves.
@MainActor
private final class SSRRows: CollectionViewDataSource {
  var sections: [[String]]
  var headers = false

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: any CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(SSRCell.self, for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: any CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    guard headers, kind == .header else { return nil }
    let view = collectionView.dequeueReusableSupplementaryView(
      SSRHeader.self, ofKind: kind, for: indexPath)
    view.text = "header \(indexPath.section)"
    return view
  }

  func collectionView(_ collectionView: any CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  func collectionView(
    _ collectionView: any CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let text = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(text, at: destinationIndexPath.item)
  }
}

/// Rows named `r<i>/<h>`, with heights cycling through `heights`.
private func ssrTexts(_ count: Int, heights: [Int] = [10, 30, 50], prefix: String = "r")
  -> [String]
{
  (0..<count).map { "\(prefix)\($0)/\(heights[$0 % heights.count])" }
}

/// A controller whose rows are estimated in a flow layout and measured by the controller from
/// the text (`"name/h"`).
@MainActor
private final class SSRMeasuredList: KeyedListSectionController<[String], String, String>,
  SectionLayoutProviding, ItemSizing
{
  var compositional = false
  var forced: CGSize?
  private(set) var asked: [String] = []

  init() { super.init(items: { $0 }, id: { String($0.split(separator: "/")[0]) }) }

  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    if layout is CompositionalLayout {
      return LayoutSection(
        group: .vertical(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)),
          subitems: [
            LayoutItem(
              layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)))
          ]))
    }
    return FlowSectionLayout(
      itemSize: .estimated(CGSize(width: 100, height: 20)), minimumLineSpacing: 0)
  }

  func sizeForItem(
    at indexPath: SectionIndexPath, fitting proposal: CGSize, in context: any CollectionViewContext
  ) -> CGSize? {
    let text = items[indexPath]
    asked.append(text)
    if let forced { return forced }
    return CGSize(width: proposal.width, height: ssrLength(of: text))
  }
}

/// A controller whose cells measure themselves (no `ItemSizing`): rows estimated in a flow
/// layout, each cell shows its item's text (`"name/h"`), keyed by the name.
@MainActor
private final class SSRSelfMeasuringList: KeyedListSectionController<[String], String, String>,
  SectionLayoutProviding
{
  init() {
    super.init(items: { $0 }, id: { String($0.split(separator: "/")[0]) })
  }

  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    FlowSectionLayout(
      itemSize: .estimated(CGSize(width: 100, height: 20)), minimumLineSpacing: 0)
  }

  override func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = context.dequeueReusableCell(SSRCell.self, for: indexPath)
    cell.text = items[indexPath]
    return cell
  }
}

/// A delegate that runs a closure once when a given item is about to be shown, or at a scroll.
@MainActor
private final class SSRHook: CollectionViewDelegate {
  var onWillDisplay: ((any CollectionView, IndexPath) -> Void)?
  var onScroll: ((any CollectionView) -> Void)?

  func collectionView(
    _ collectionView: any CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    onWillDisplay?(collectionView, indexPath)
  }

  func scrollViewDidScroll(_ collectionView: any CollectionView) {
    onScroll?(collectionView)
  }
}

/// A controller sized by content in IGListKit's terms: each item as tall as its text says.
@MainActor
private final class SSRFlowSized: KeyedListSectionController<[String], String, String>,
  FlowLayoutSizing
{
  init() { super.init(items: { $0 }, id: { String($0.split(separator: "/")[0]) }) }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CGSize?
  {
    CGSize(width: context.containerSize.width, height: ssrLength(of: items[indexPath]))
  }
}

/// A controller with a self-sizing header whose measurement it states.
@MainActor
private final class SSRHeaderSized: DiffingListSectionController<[String], String>,
  SectionLayoutProviding, SupplementaryViewProviding, SupplementaryViewSizing
{
  var headerSize = CGSize(width: 100, height: 30)

  init() { super.init(items: { $0 }) }

  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    FlowSectionLayout(
      itemSize: .fixed(CGSize(width: 100, height: 10)), minimumLineSpacing: 0,
      estimatedHeaderSize: CGSize(width: 100, height: 44))
  }

  func sizeForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, fitting proposal: CGSize,
    in context: any CollectionViewContext
  ) -> CGSize? {
    headerSize
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    let view = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, for: indexPath)
    view.text = "header"
    return view
  }
}

@MainActor
@Suite("Self-sizing review")
struct SelfSizingReviewTests {
  // MARK: Fixtures

  /// A vertical flow layout whose items are estimated 20 points tall, full width, no spacing.
  private func estimatedFlow(width: CGFloat = 100) -> FlowLayout {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: width, height: 20)
    layout.itemSize = CGSize(width: width, height: 20)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    return layout
  }

  /// A compositional list whose rows are estimated 20 points tall.
  private func estimatedCompositional() -> CompositionalLayout {
    CompositionalLayout {
      LayoutSection {
        VGroup(height: .estimated(20)) { LayoutItem(height: .estimated(20)) }
      }
    }
  }

  private func mount(
    _ rows: SSRRows, layout: any CollectionViewLayout,
    size: CGSize = CGSize(width: 100, height: 100)
  ) -> HeadlessCollectionView {
    SSRCell.horizontal = false
    SSRCell.forced = nil
    let view = HeadlessCollectionView(size: size, layout: layout)
    view.isPrefetchingEnabled = false
    view.dataSource = rows
    view.layoutIfNeeded()
    return view
  }

  /// Checks that the screen shows the data: every shown cell shows its item's text, at the
  /// frame the layout gives it, with the length its text measures along the scroll axis, and
  /// that the shown cells are exactly the items the layout places in the viewport.
  private func expectScreenMatchesData(
    _ view: HeadlessCollectionView, _ rows: SSRRows, vertical: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let inViewport = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds)
      .filter { $0.category == .cell }.map(\.indexPath).sorted()
    #expect(
      view.indexPathsForVisibleItems.sorted() == inViewport, "shown cells are the viewport's",
      sourceLocation: sourceLocation)
    for indexPath in view.indexPathsForVisibleItems {
      guard let cell = view.cellForItem(at: indexPath) else {
        Issue.record("no cell at \(indexPath)", sourceLocation: sourceLocation)
        continue
      }
      let text = rows.sections[indexPath.section][indexPath.item]
      #expect(cell.text == text, "cell at \(indexPath)", sourceLocation: sourceLocation)
      #expect(
        cell.frame == view.layoutAttributesForItem(at: indexPath)?.frame,
        "frame of \(indexPath)", sourceLocation: sourceLocation)
      let length = vertical ? cell.frame.height : cell.frame.width
      #expect(
        length == ssrLength(of: text), "length of \(indexPath) (\(text))",
        sourceLocation: sourceLocation)
    }
  }

  /// Where an item is on screen along the vertical axis.
  private func screenY(_ view: HeadlessCollectionView, _ indexPath: IndexPath) -> CGFloat? {
    view.layoutAttributesForItem(at: indexPath).map { $0.frame.minY - view.contentOffset.y }
  }

  // MARK: Content changes through a batch

  @Test func aReconfiguredItemWhoseTextGrewIsMeasuredAgain() {
    let rows = SSRRows([ssrTexts(20)])
    let view = mount(rows, layout: estimatedFlow())
    #expect(view.layoutAttributesForItem(at: [0, 1])?.frame.height == 30)
    rows.sections[0][1] = "r1/45"
    view.reconfigureItems(at: [[0, 1]])
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: [0, 1])?.text == "r1/45")
    #expect(view.layoutAttributesForItem(at: [0, 1])?.frame.height == 45)
    #expect(view.layoutAttributesForItem(at: [0, 2])?.frame.minY == 55)
    expectScreenMatchesData(view, rows)

    // Not even a later pass measures it again: the stale size stays.
    view.scroll(by: 1)
    view.scroll(by: -1)
    #expect(view.layoutAttributesForItem(at: [0, 1])?.frame.height == 45)

  }

  @Test func aReloadedItemWhoseTextShrankIsMeasuredAgain() {
    let rows = SSRRows([ssrTexts(20)])
    let view = mount(rows, layout: estimatedFlow())
    rows.sections[0][2] = "r2/5"
    view.reloadItems(at: [[0, 2]])
    view.layoutIfNeeded()
    #expect(view.layoutAttributesForItem(at: [0, 2])?.frame.height == 5)
    expectScreenMatchesData(view, rows)
  }

  @Test func aMovedItemTakesItsMeasuredSizeWithIt() {
    let rows = SSRRows([ssrTexts(20)])
    let view = mount(rows, layout: estimatedFlow())
    // r0/10 r1/30 r2/50 shown; r0 moves to 2.
    view.performBatchUpdates(
      {
        let moved = rows.sections[0].remove(at: 0)
        rows.sections[0].insert(moved, at: 2)
        view.moveItem(at: [0, 0], to: [0, 2])
      }, completion: nil)
    #expect(view.layoutAttributesForItem(at: [0, 0])?.frame.height == 30)
    #expect(view.layoutAttributesForItem(at: [0, 2])?.frame.height == 10)
    expectScreenMatchesData(view, rows)
  }

  @Test func aDeleteLeavesEachFollowingItemItsOwnSize() {
    let rows = SSRRows([ssrTexts(20)])
    let view = mount(rows, layout: estimatedFlow())
    view.performBatchUpdates(
      {
        rows.sections[0].remove(at: 0)
        view.deleteItems(at: [[0, 0]])
      }, completion: nil)
    #expect(view.layoutAttributesForItem(at: [0, 0])?.frame.height == 30)
    #expect(view.layoutAttributesForItem(at: [0, 1])?.frame.height == 50)
    expectScreenMatchesData(view, rows)
  }

  @Test func anItemMovedAcrossSectionsTakesItsMeasuredSizeWithIt() {
    let rows = SSRRows([ssrTexts(3, prefix: "a"), ssrTexts(3, prefix: "b")])
    let view = mount(rows, layout: estimatedFlow(), size: CGSize(width: 100, height: 400))
    view.performBatchUpdates(
      {
        let moved = rows.sections[0].remove(at: 2)  // a2/50
        rows.sections[1].insert(moved, at: 0)
        view.moveItem(at: [0, 2], to: [1, 0])
      }, completion: nil)
    #expect(view.layoutAttributesForItem(at: [1, 0])?.frame.height == 50)
    #expect(view.layoutAttributesForItem(at: [1, 1])?.frame.height == 10)
    expectScreenMatchesData(view, rows)
  }

  @Test func aSectionMoveCarriesItsItemsMeasuredSizes() {
    let rows = SSRRows([ssrTexts(3, prefix: "a"), ssrTexts(3, heights: [40, 5], prefix: "b")])
    let view = mount(rows, layout: estimatedFlow(), size: CGSize(width: 100, height: 400))
    view.performBatchUpdates(
      {
        rows.sections.swapAt(0, 1)
        view.moveSection(1, toSection: 0)
      }, completion: nil)
    #expect(
      (0..<3).map { view.layoutAttributesForItem(at: [0, $0])?.frame.height } == [40, 5, 40])
    expectScreenMatchesData(view, rows)
  }

  @Test func anInsertAboveTheViewportKeepsEverySizeWithItsItem() {
    let rows = SSRRows([ssrTexts(40)])
    let view = mount(rows, layout: estimatedFlow())
    view.contentOffset.y = 200
    view.performBatchUpdates(
      {
        rows.sections[0].insert(contentsOf: ["new0/70", "new1/15"], at: 0)
        view.insertItems(at: [[0, 0], [0, 1]])
      }, completion: nil)
    expectScreenMatchesData(view, rows)
    // Every item measured once keeps its size at its new place.
    for item in 2..<8 {
      if let frame = view.layoutAttributesForItem(at: [0, item]),
        !frame.isSizeEstimated
      {
        #expect(frame.frame.height == ssrLength(of: rows.sections[0][item]), "item \(item)")
      }
    }
  }

  // MARK: Scrolling up through estimates

  @Test func scrollingUpThroughEstimatedRowsOfSeveralSectionsWithHeadersDoesNotJump() {
    let rows = SSRRows((0..<6).map { ssrTexts(15, heights: [10, 35, 60, 5], prefix: "s\($0)r") })
    rows.headers = true
    let layout = estimatedFlow()
    layout.headerReferenceSize = CGSize(width: 100, height: 25)
    let view = mount(rows, layout: layout, size: CGSize(width: 100, height: 120))
    view.scrollToItem(at: [5, 10], at: .top, animated: false)
    var steps = 0
    while view.contentOffset.y > 0 && steps < 400 {
      steps += 1
      guard let first = view.indexPathsForVisibleItems.sorted().last,
        let before = screenY(view, first)
      else { break }
      view.scroll(by: -9)
      let after = screenY(view, first)
      if view.contentOffset.y > 0 {
        #expect(after == before + 9, "item \(first) jumped at step \(steps)")
      }
    }
    expectScreenMatchesData(view, rows)
  }

  @Test func scrollingUpThroughAnEstimatedGridDoesNotJump() {
    let rows = SSRRows([ssrTexts(200, heights: [10, 35, 60, 5, 22])])
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 50, height: 20)
    layout.itemSize = CGSize(width: 50, height: 20)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = mount(rows, layout: layout, size: CGSize(width: 100, height: 120))
    view.scrollToItem(at: [0, 150], at: .top, animated: false)
    var steps = 0
    while view.contentOffset.y > 0 && steps < 400 {
      steps += 1
      guard let first = view.indexPathsForVisibleItems.sorted().last,
        let before = screenY(view, first)
      else { break }
      view.scroll(by: -11)
      if view.contentOffset.y > 0 {
        #expect(screenY(view, first) == before + 11, "item \(first) jumped at step \(steps)")
      }
    }
  }

  @Test func scrollingBackThroughEstimatedColumnsOfAHorizontalFlowDoesNotJump() {
    let rows = SSRRows([ssrTexts(80, heights: [10, 35, 60, 5])])
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.estimatedItemSize = CGSize(width: 20, height: 100)
    layout.itemSize = CGSize(width: 20, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    SSRCell.horizontal = true
    defer { SSRCell.horizontal = false }
    let view = HeadlessCollectionView(size: CGSize(width: 120, height: 100), layout: layout)
    view.isPrefetchingEnabled = false
    view.dataSource = rows
    view.layoutIfNeeded()
    view.scrollToItem(at: [0, 60], at: .left, animated: false)
    func screenX(_ indexPath: IndexPath) -> CGFloat? {
      view.layoutAttributesForItem(at: indexPath).map { $0.frame.minX - view.contentOffset.x }
    }
    var steps = 0
    while view.contentOffset.x > 0 && steps < 400 {
      steps += 1
      guard let first = view.indexPathsForVisibleItems.sorted().last, let before = screenX(first)
      else { break }
      view.contentOffset.x -= 7
      if view.contentOffset.x > 0 {
        #expect(screenX(first) == before + 7, "item \(first) jumped at step \(steps)")
      }
    }
    expectScreenMatchesData(view, rows, vertical: false)
  }

  // MARK: Layout swaps

  @Test func aSwapToCompositionalWhileDeepInSelfSizedRowsShowsTheData() {
    let rows = SSRRows([ssrTexts(200)])
    let view = mount(rows, layout: estimatedFlow())
    view.scrollToItem(at: [0, 150], at: .top, animated: false)
    expectScreenMatchesData(view, rows)
    view.setCollectionViewLayout(estimatedCompositional(), animated: false)
    expectScreenMatchesData(view, rows)
    let content = view.collectionViewLayout.contentSize.height
    #expect(view.contentOffset.y >= 0)
    #expect(view.contentOffset.y <= max(0, content - view.bounds.height))
  }

  @Test func aSwapToCompositionalAndBackShowsTheData() {
    let rows = SSRRows([ssrTexts(200)])
    let view = mount(rows, layout: estimatedFlow())
    view.scrollToItem(at: [0, 120], at: .top, animated: false)
    view.setCollectionViewLayout(estimatedCompositional(), animated: false)
    view.scroll(by: -150)
    expectScreenMatchesData(view, rows)
    view.setCollectionViewLayout(estimatedFlow(), animated: false)
    expectScreenMatchesData(view, rows)
    view.scroll(by: -150)
    expectScreenMatchesData(view, rows)
  }

  @Test func anUpdateRightAfterASwapShowsTheData() {
    let rows = SSRRows([ssrTexts(100)])
    let view = mount(rows, layout: estimatedFlow())
    view.scrollToItem(at: [0, 50], at: .top, animated: false)
    view.setCollectionViewLayout(estimatedCompositional(), animated: false)
    let shown = view.indexPathsForVisibleItems.sorted()
    view.performBatchUpdates(
      {
        rows.sections[0][shown[1].item] = "grown/77"
        view.reloadItems(at: [shown[1]])
        rows.sections[0].remove(at: shown[0].item)
        view.deleteItems(at: [shown[0]])
      }, completion: nil)
    expectScreenMatchesData(view, rows)
  }

  @Test func aSwapInsideABatchLaysOutTheBatchedDataWithTheNewLayout() {
    let rows = SSRRows([ssrTexts(30)])
    let view = mount(rows, layout: estimatedFlow())
    view.performBatchUpdates(
      {
        rows.sections[0][0] = "r0/33"
        view.reconfigureItems(at: [[0, 0]])
        view.setCollectionViewLayout(estimatedCompositional(), animated: false)
      }, completion: nil)
    #expect(view.collectionViewLayout is CompositionalLayout)
    expectScreenMatchesData(view, rows)
  }

  @Test func aReconfigureInACompositionalLayoutMeasuresAgain() {
    let rows = SSRRows([ssrTexts(30)])
    let view = mount(rows, layout: estimatedCompositional())
    expectScreenMatchesData(view, rows)
    rows.sections[0][1] = "r1/12"
    view.reconfigureItems(at: [[0, 1]])
    view.layoutIfNeeded()
    #expect(view.layoutAttributesForItem(at: [0, 1])?.frame.height == 12)
    expectScreenMatchesData(view, rows)

  }

  // MARK: Through the adapter

  @Test func anAdapterReconfigureOfASelfMeasuringCellMeasuresItsNewContent() {
    SSRCell.horizontal = false
    SSRCell.forced = nil
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 200))
    view.isPrefetchingEnabled = false
    let adapter = CollectionViewAdapter(collectionView: view)
    let list = SSRSelfMeasuringList()
    var texts = ssrTexts(20)
    adapter.update([Section(id: "l", model: texts, controller: list)])
    view.layoutIfNeeded()
    #expect(view.layoutAttributesForItem(at: [0, 1])?.frame.height == 30)
    texts[1] = "r1/70"
    adapter.update([Section(id: "l", model: texts, controller: list)])
    view.layoutIfNeeded()
    #expect(view.lastBatchUpdate?.itemReconfigures == [[0, 1]])
    #expect(view.cellForItem(at: [0, 1])?.text == "r1/70")
    #expect(view.layoutAttributesForItem(at: [0, 1])?.frame.height == 70)

  }

  @Test func anAdapterUpdateMovingAndResizingMeasuredItemsKeepsEachSizeWithItsItem() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 300))
    view.isPrefetchingEnabled = false
    let adapter = CollectionViewAdapter(collectionView: view)
    let list = SSRMeasuredList()
    var texts = ssrTexts(12)
    adapter.update([Section(id: "l", model: texts, controller: list)])
    view.layoutIfNeeded()
    // Reverse the first six, grow one, delete one.
    texts.replaceSubrange(0..<6, with: texts[0..<6].reversed())
    texts[2] = "r3/44"
    texts.remove(at: 7)
    adapter.update([Section(id: "l", model: texts, controller: list)])
    view.layoutIfNeeded()
    let rows = SSRRows([texts])
    expectScreenMatchesData(view, rows)
  }

  @Test func anAdapterSwapToCompositionalWhileScrolledShowsControllerMeasuredRows() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 120), layout: FlowLayout())
    view.isPrefetchingEnabled = false
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let list = SSRMeasuredList()
    var texts = ssrTexts(100)
    adapter.update([Section(id: "l", model: texts, controller: list)])
    view.layoutIfNeeded()
    view.scrollToItem(at: [0, 70], at: .top, animated: false)
    view.setCollectionViewLayout(CompositionalLayout { _, _ in nil }, animated: false)
    expectScreenMatchesData(view, SSRRows([texts]))
    // An update right after the swap.
    let first = view.indexPathsForVisibleItems.sorted()[0].item
    texts[first] = "r\(first)/66"
    adapter.update([Section(id: "l", model: texts, controller: list)])
    view.layoutIfNeeded()
    expectScreenMatchesData(view, SSRRows([texts]))
    view.setCollectionViewLayout(FlowLayout(), animated: false)
    expectScreenMatchesData(view, SSRRows([texts]))
    #expect(diagnostics.isEmpty)
  }

  // MARK: Declarative

  /// A view of the default layout that shows `list`, laid out once.
  private func shown(
    _ list: List, size: CGSize = CGSize(width: 200, height: 300),
    layout: (any CollectionViewLayout)? = nil
  ) -> (HeadlessCollectionView, CollectionViewAdapter) {
    let view =
      layout.map { HeadlessCollectionView(size: size, layout: $0) }
      ?? HeadlessCollectionView(size: size)
    view.isPrefetchingEnabled = false
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(list)
    view.layoutIfNeeded()
    return (view, adapter)
  }

  private func textList(_ texts: [(Int, String)], header: String? = nil) -> List {
    var section = ListSection(
      id: "s", cells: texts.map { Cell(id: $0.0, component: TextComponent($0.1)) })
    if let header {
      section = section.withHeader(TextComponent(header))
    }
    return List { section }
  }

  @Test func aDeclarativeTextThatGrowsIsMeasuredAgain() {
    var texts = (0..<10).map { ($0, "row \($0)") }
    let (view, adapter) = shown(textList(texts))
    texts[1].1 = "row 1\nsecond line\nthird line"
    adapter.apply(textList(texts))
    view.layoutIfNeeded()
    let (fresh, _) = shown(textList(texts))
    #expect(view.snapshot() == fresh.snapshot())
  }

  @Test func aDeclarativeTextThatShrinksIsMeasuredAgain() {
    var texts = (0..<10).map { ($0, "row \($0)\nmore\nand more") }
    let (view, adapter) = shown(textList(texts))
    texts[0].1 = "short"
    adapter.apply(textList(texts))
    view.layoutIfNeeded()
    let (fresh, _) = shown(textList(texts))
    #expect(view.snapshot() == fresh.snapshot())
  }

  @Test func aDeclarativeTextThatChangesAndMovesIsMeasuredAtItsNewPlace() {
    var texts = (0..<10).map { ($0, "row \($0)") }
    let (view, adapter) = shown(textList(texts))
    var moved = texts.remove(at: 0)
    moved.1 = "zero\nnow\nthree lines"
    texts.insert(moved, at: 3)
    texts[0].1 = "one\ngrown"
    adapter.apply(textList(texts))
    view.layoutIfNeeded()
    let (fresh, _) = shown(textList(texts))
    #expect(view.snapshot() == fresh.snapshot())
  }

  @Test func aDeclarativeHeaderWhoseTextGrowsIsMeasuredAgain() {
    let texts = (0..<6).map { ($0, "row \($0)") }
    let (view, adapter) = shown(textList(texts, header: "title"))
    adapter.apply(textList(texts, header: "title\nsubtitle\nthird"))
    view.layoutIfNeeded()
    let (fresh, _) = shown(textList(texts, header: "title\nsubtitle\nthird"))
    #expect(view.snapshot() == fresh.snapshot())
  }

  @Test func aDeclarativeTextChangedAfterASwapIsMeasuredByTheNewLayout() {
    var texts = (0..<10).map { ($0, "row \($0)") }
    let (view, adapter) = shown(textList(texts), layout: FlowLayout())
    view.setCollectionViewLayout(
      CompositionalLayout { _, _ in CompositionalLayout.defaultSection }, animated: false)
    texts[2].1 = "two\nlines"
    adapter.apply(textList(texts))
    view.layoutIfNeeded()
    let (fresh, _) = shown(
      textList(texts), layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    #expect(view.snapshot() == fresh.snapshot())
  }

  @Test func aDeclarativeListSwappedToFlowAndBackShowsWhatAFreshViewShows() {
    let texts = (0..<10).map { ($0, $0 % 2 == 0 ? "row \($0)" : "row \($0)\ntwo") }
    let (view, adapter) = shown(
      textList(texts), layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    defer { withExtendedLifetime(adapter) {} }
    view.setCollectionViewLayout(FlowLayout(), animated: false)
    let (freshFlow, _) = shown(textList(texts), layout: FlowLayout())
    #expect(view.snapshot() == freshFlow.snapshot())
    view.setCollectionViewLayout(
      CompositionalLayout { _, _ in CompositionalLayout.defaultSection }, animated: false)
    let (freshCompositional, _) = shown(
      textList(texts), layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    #expect(view.snapshot() == freshCompositional.snapshot())
  }

  @Test func declarativeTextsChangedWhileScrolledDeepAreMeasuredWhereTheyShow() {
    var texts = (0..<80).map { ($0, $0 % 3 == 0 ? "row \($0)\nx" : "row \($0)") }
    let (view, adapter) = shown(textList(texts))
    view.scrollToItem(at: [0, 50], at: .top, animated: false)
    for item in view.indexPathsForVisibleItems.map(\.item) {
      texts[item].1 += "\ngrown"
    }
    adapter.apply(textList(texts))
    view.layoutIfNeeded()
    // Each shown cell is as tall as its text measures, at the layout's frame.
    for indexPath in view.indexPathsForVisibleItems {
      let cell = view.cellForItem(at: indexPath)
      let lines = texts[indexPath.item].1.split(separator: "\n").count
      let expected = TextMetrics.default.size(of: texts[indexPath.item].1, proposedWidth: 200)
      #expect(cell?.frame == view.layoutAttributesForItem(at: indexPath)?.frame)
      #expect(
        abs((cell?.frame.height ?? 0) - expected.height) < 1,
        "item \(indexPath.item), \(lines) lines: \(String(describing: cell?.frame))")
    }
  }

  // MARK: Scrolling to estimated items, the end of the content, prefetching

  @Test func scrollingToAnEstimatedItemAtTheTopLeavesItAtTheTopOnceMeasured() {
    let rows = SSRRows([ssrTexts(200, heights: [10, 35, 60, 5])])
    let view = mount(rows, layout: estimatedFlow(), size: CGSize(width: 100, height: 120))
    view.scrollToItem(at: [0, 150], at: .top, animated: false)
    #expect(screenY(view, [0, 150]) == 0)
    #expect(view.indexPathsForVisibleItems.sorted().first == [0, 150])
    expectScreenMatchesData(view, rows)
  }

  @Test func atTheEndOfContentWhoseItemsMeasureShorterNoBlankSpaceShows() {
    // Estimated 20, measured 5: the end of the content comes up as the last rows are measured.
    let rows = SSRRows([ssrTexts(100, heights: [5])])
    let view = mount(rows, layout: estimatedFlow(), size: CGSize(width: 100, height: 120))
    view.contentOffset.y = view.collectionViewLayout.contentSize.height - 120
    view.layoutIfNeeded()
    let content = view.collectionViewLayout.contentSize.height
    #expect(view.contentOffset.y + 120 <= content, "blank space below the content")
    #expect(view.indexPathsForVisibleItems.sorted().last == [0, 99])
    expectScreenMatchesData(view, rows)
  }

  @Test func atTheEndOfContentWhoseItemsMeasureTallerTheLastItemCanBeReached() {
    let rows = SSRRows([ssrTexts(60, heights: [45])])
    let view = mount(rows, layout: estimatedFlow(), size: CGSize(width: 100, height: 120))
    view.scrollToItem(at: [0, 59], at: .bottom, animated: false)
    view.contentOffset.y = view.collectionViewLayout.contentSize.height - 120
    view.layoutIfNeeded()
    #expect(view.indexPathsForVisibleItems.sorted().last == [0, 59])
    let last = view.layoutAttributesForItem(at: [0, 59])?.frame
    #expect(last?.maxY == view.collectionViewLayout.contentSize.height)
    expectScreenMatchesData(view, rows)
  }

  @Test func scrollingUpWithPrefetchMeasurementsAboveTheViewportDoesNotJump() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 120))
    let adapter = CollectionViewAdapter(collectionView: view)
    let list = SSRMeasuredList()
    let texts = ssrTexts(300, heights: [10, 35, 60, 5, 22])
    adapter.update([Section(id: "l", model: texts, controller: list)])
    view.layoutIfNeeded()
    view.scrollToItem(at: [0, 250], at: .top, animated: false)
    var steps = 0
    while view.contentOffset.y > 0 && steps < 600 {
      steps += 1
      guard let first = view.indexPathsForVisibleItems.sorted().last,
        let before = screenY(view, first)
      else { break }
      view.scroll(by: -13)
      if view.contentOffset.y > 0 {
        #expect(screenY(view, first) == before + 13, "item \(first) jumped at step \(steps)")
      }
    }
    expectScreenMatchesData(view, SSRRows([texts]))
  }

  @Test func aDragUpThroughEstimatedRowsEndsWithTheScreenShowingTheData() {
    let rows = SSRRows([ssrTexts(200, heights: [10, 35, 60, 5])])
    let view = mount(rows, layout: estimatedFlow(), size: CGSize(width: 100, height: 120))
    view.scrollToItem(at: [0, 120], at: .top, animated: false)
    view.scroll(by: -400, steps: 10, velocity: 800)
    view.layoutIfNeeded()
    expectScreenMatchesData(view, rows)
    let content = view.collectionViewLayout.contentSize.height
    #expect(view.contentOffset.y >= 0 && view.contentOffset.y + 120 <= content)
  }

  // MARK: Sized by content (FlowLayoutSizing)

  @Test func aFlowSizedItemWhoseContentChangedIsSizedAgainAndMovedItemsKeepTheirs() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 300), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    let list = SSRFlowSized()
    var texts = ssrTexts(10)
    adapter.update([Section(id: "l", model: texts, controller: list)])
    view.layoutIfNeeded()
    texts[1] = "r1/80"
    texts.swapAt(0, 2)
    adapter.update([Section(id: "l", model: texts, controller: list)])
    view.layoutIfNeeded()
    // The flow layout's default spacing is 10 between lines.
    let heights = (0..<4).map { view.layoutAttributesForItem(at: [0, $0])?.frame.height }
    #expect(heights == [50, 80, 10, 10])
    for indexPath in view.indexPathsForVisibleItems {
      #expect(
        view.cellForItem(at: indexPath)?.frame == view.layoutAttributesForItem(at: indexPath)?.frame
      )
    }
  }

  // MARK: Headers

  @Test(arguments: [CGFloat.nan, .infinity, -3, 1e10])
  func aControllersUnusableHeaderMeasurementIsADiagnosticAndNeverAFrame(height: CGFloat) {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 200), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let list = SSRHeaderSized()
    list.headerSize = CGSize(width: 100, height: height)
    adapter.update([Section(id: "h", model: ["a", "b"], controller: list)])
    view.layoutIfNeeded()
    #expect(!diagnostics.isEmpty)
    let header = view.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: .header, at: [0, 0])?.frame
    #expect(header.map { $0.height.isFinite && $0.height >= 0 && $0.height < 1e6 } == true)
    #expect(view.collectionViewLayout.contentSize.height.isFinite)
  }

  @Test func aHeaderMeasuredTallerWhileScrolledBelowItDoesNotMoveTheRowsOnScreen() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: FlowLayout())
    view.isPrefetchingEnabled = false
    let adapter = CollectionViewAdapter(collectionView: view)
    let lists = (0..<4).map { _ in SSRHeaderSized() }
    for list in lists { list.headerSize = CGSize(width: 100, height: 90) }
    adapter.update(
      lists.enumerated().map {
        Section(id: $0.offset, model: (0..<30).map { "s\($0)r\($0)" }, controller: $0.element)
      })
    view.layoutIfNeeded()
    view.scrollToItem(at: [3, 10], at: .top, animated: false)
    var steps = 0
    while view.contentOffset.y > 0 && steps < 400 {
      steps += 1
      guard let first = view.indexPathsForVisibleItems.sorted().last,
        let before = screenY(view, first)
      else { break }
      view.scroll(by: -7)
      if view.contentOffset.y > 0 {
        #expect(screenY(view, first) == before + 7, "item \(first) jumped at step \(steps)")
      }
    }
  }

  // MARK: Swaps from callbacks and across axes

  @Test func aSwapAskedFromWillDisplayShowsEveryCellAtTheNewLayoutsFrame() {
    let rows = SSRRows([ssrTexts(30)])
    let hook = SSRHook()
    var swapped = false
    hook.onWillDisplay = { collectionView, indexPath in
      guard !swapped, indexPath.item == 1,
        let view = collectionView as? HeadlessCollectionView
      else { return }
      swapped = true
      view.setCollectionViewLayout(self.estimatedCompositional(), animated: false)
    }
    SSRCell.horizontal = false
    SSRCell.forced = nil
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: estimatedFlow())
    view.isPrefetchingEnabled = false
    view.delegate = hook
    view.dataSource = rows
    view.layoutIfNeeded()
    #expect(swapped)
    #expect(view.collectionViewLayout is CompositionalLayout)
    expectScreenMatchesData(view, rows)

    // The next pass shows the new layout's frames.
    view.layoutIfNeeded()
    expectScreenMatchesData(view, rows)
  }

  @Test func aSwapAskedFromDidScrollWhileMeasuringShowsTheData() {
    let rows = SSRRows([ssrTexts(200, heights: [10, 35, 60, 5])])
    let hook = SSRHook()
    var swaps = 0
    hook.onScroll = { collectionView in
      guard swaps < 3, let view = collectionView as? HeadlessCollectionView,
        view.contentOffset.y > 500
      else { return }
      swaps += 1
      view.setCollectionViewLayout(
        swaps % 2 == 1 ? self.estimatedCompositional() : self.estimatedFlow(), animated: false)
    }
    SSRCell.horizontal = false
    SSRCell.forced = nil
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: estimatedFlow())
    view.isPrefetchingEnabled = false
    view.delegate = hook
    view.dataSource = rows
    view.layoutIfNeeded()
    for _ in 0..<40 { view.scroll(by: 25) }
    #expect(swaps > 0)
    view.layoutIfNeeded()
    expectScreenMatchesData(view, rows)
  }

  @Test func aSwapFromAVerticalToAHorizontalFlowKeepsTheOffsetWithinTheContent() {
    let rows = SSRRows([ssrTexts(100)])
    let view = mount(rows, layout: estimatedFlow())
    view.scrollToItem(at: [0, 60], at: .top, animated: false)
    let horizontal = FlowLayout()
    horizontal.scrollDirection = .horizontal
    horizontal.estimatedItemSize = CGSize(width: 20, height: 100)
    horizontal.itemSize = CGSize(width: 20, height: 100)
    horizontal.minimumLineSpacing = 0
    SSRCell.horizontal = true
    defer { SSRCell.horizontal = false }
    view.setCollectionViewLayout(horizontal, animated: false)
    let content = view.collectionViewLayout.contentSize
    #expect(view.contentOffset.y == 0)
    #expect(view.contentOffset.x >= 0 && view.contentOffset.x + 100 <= max(100, content.width))
    expectScreenMatchesData(view, rows, vertical: false)
  }

  @Test func aDeclarativeSectionThatBecomesAGridIsMeasuredAtItsNewWidth() {
    let cells = (0..<9).map { Cell(id: $0, component: TextComponent("cell \($0)")) }
    for layout in [false, true] {
      func make() -> any CollectionViewLayout {
        layout ? CompositionalLayout { _, _ in nil } : FlowLayout()
      }
      let (view, adapter) = shown(
        List { ListSection(id: "s", cells: cells).withSectionLayout(.vertical(spacing: 0)) },
        layout: make())
      let grid = List {
        ListSection(id: "s", cells: cells)
          .withSectionLayout(.verticalGrid(numberOfItemsInRow: 3, itemSpacing: 0, lineSpacing: 0))
      }
      adapter.apply(grid)
      view.layoutIfNeeded()
      let (fresh, freshAdapter) = shown(grid, layout: make())
      #expect(view.snapshot() == fresh.snapshot(), "compositional: \(layout)")
      withExtendedLifetime(freshAdapter) {}
    }
  }

  @Test func aDeclarativeHorizontalRowGrowsWhenACellsTextGainsLines() {
    var texts = (0..<5).map { ($0, "c\($0)") }
    func row() -> List {
      List {
        ListSection(
          id: "row",
          cells: texts.map {
            Cell(
              id: $0.0,
              component: TextComponent(
                $0.1, layoutMode: .fitContent(estimatedSize: CGSize(width: 40, height: 20))))
          }
        )
        .withSectionLayout(.horizontal(spacing: 4))
        ListSection(id: "below", cells: [Cell(id: 99, component: TextComponent("below"))])
      }
    }
    let (view, adapter) = shown(row(), layout: FlowLayout())
    texts[1].1 = "c1\nline two\nline three"
    adapter.apply(row())
    view.layoutIfNeeded()
    let (fresh, freshAdapter) = shown(row(), layout: FlowLayout())
    #expect(view.snapshot() == fresh.snapshot())
    withExtendedLifetime(freshAdapter) {}
  }

  @Test func aDeclarativeCellWhoseModeChangesFromFixedToMeasuredIsMeasured() {
    func list(_ mode: ContentLayoutMode) -> List {
      List {
        ListSection(
          id: "s",
          cells: (0..<6).map {
            Cell(id: $0, component: TextComponent("row \($0)\nsecond", layoutMode: mode))
          })
      }
    }
    let (view, adapter) = shown(list(.fixed(CGSize(width: 200, height: 15))))
    adapter.apply(list(TextComponent.defaultLayoutMode))
    view.layoutIfNeeded()
    let (fresh, freshAdapter) = shown(list(TextComponent.defaultLayoutMode))
    #expect(view.snapshot() == fresh.snapshot())
    adapter.apply(list(.fixed(CGSize(width: 200, height: 15))))
    view.layoutIfNeeded()
    let (fixed, fixedAdapter) = shown(list(.fixed(CGSize(width: 200, height: 15))))
    #expect(view.snapshot() == fixed.snapshot())
    withExtendedLifetime((freshAdapter, fixedAdapter)) {}
  }

  @Test func aDeclarativeListWhoseTextsChangeRepeatedlyAlwaysShowsWhatAFreshViewShows() {
    var generator = SplitMix64(seed: 7)
    var texts = (0..<12).map { ($0, "row \($0)") }
    let (view, adapter) = shown(textList(texts))
    for round in 0..<25 {
      for _ in 0..<3 {
        let index = Int(generator.next() % UInt64(texts.count))
        let lines = Int(generator.next() % 4) + 1
        texts[index].1 = (0..<lines).map { "r\(texts[index].0) l\($0) v\(round)" }
          .joined(separator: "\n")
      }
      if generator.next() % 3 == 0 {
        let from = Int(generator.next() % UInt64(texts.count))
        let to = Int(generator.next() % UInt64(texts.count))
        texts.insert(texts.remove(at: from), at: to)
      }
      adapter.apply(textList(texts))
      view.layoutIfNeeded()
      let (fresh, freshAdapter) = shown(textList(texts))
      // The shown rows, not the content size: items off screen whose content changed are
      // estimates in the one, and were measured by the other's first pass.
      #expect(
        view.snapshot().split(separator: "\n").dropFirst()
          == fresh.snapshot().split(separator: "\n").dropFirst(), "round \(round)")
      withExtendedLifetime(freshAdapter) {}
    }
  }

  // MARK: More sequences

  @Test func anInteractiveMoveOfAMeasuredItemKeepsEverySizeWithItsItem() {
    let rows = SSRRows([ssrTexts(20)])
    let view = mount(rows, layout: estimatedFlow(), size: CGSize(width: 100, height: 300))
    // r0/10 at 0..<10, r1/30 at 10..<40, r2/50 at 40..<90, r3/10 at 90..<100, r4/30 …
    #expect(view.beginInteractiveMovementForItem(at: [0, 0]))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 95))
    expectScreenMatchesData(view, rows)
    view.endInteractiveMovement()
    view.layoutIfNeeded()
    #expect(rows.sections[0].firstIndex(of: "r0/10") != 0)
    expectScreenMatchesData(view, rows)
  }

  @Test func scrollingUpThroughEstimatedRowsWithATopContentInsetDoesNotJump() {
    let rows = SSRRows([ssrTexts(120, heights: [10, 35, 60, 5])])
    let view = mount(rows, layout: estimatedFlow(), size: CGSize(width: 100, height: 120))
    view.contentInset = LayoutInsets(top: 40, left: 0, bottom: 0, right: 0)
    view.scrollToItem(at: [0, 80], at: .top, animated: false)
    var steps = 0
    while view.contentOffset.y > -40 && steps < 600 {
      steps += 1
      guard let first = view.indexPathsForVisibleItems.sorted().last,
        let before = screenY(view, first)
      else { break }
      view.scroll(by: -9)
      if view.contentOffset.y > -40 {
        #expect(screenY(view, first) == before + 9, "item \(first) jumped at step \(steps)")
      }
    }
    #expect(view.layoutAttributesForItem(at: [0, 0])?.frame.minY == 0)
    expectScreenMatchesData(view, rows)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -20, 1e12])
  func anUnusableEstimateInADescriptionIsReportedAndNeverAFrame(height: CGFloat) {
    final class Estimating: ListSectionController<[String], String>, SectionLayoutProviding {
      var height: CGFloat = 0
      func sectionLayout(
        for layout: any CollectionViewLayout, in context: any CollectionViewContext
      ) -> (any SectionLayoutDescription)? {
        FlowSectionLayout(itemSize: .estimated(CGSize(width: 100, height: height)))
      }
    }
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let list = Estimating(items: { $0 })
    list.height = height
    adapter.update([Section(id: "e", model: (0..<30).map { "e\($0)/15" }, controller: list)])
    view.layoutIfNeeded()
    view.scroll(by: 50)
    #expect(view.collectionViewLayout.contentSize.height.isFinite)
    // Too long: was a row 2^32 points tall, the estimate the cell echoed kept "as the layout's
    // estimate"; not finite or negative: every row was silently 0 points tall. Each is reported,
    // and counts as zero.
    for cell in view.visibleCells {
      #expect(cell.frame.height.isFinite && cell.frame.height >= 0 && cell.frame.height < 1e6)
    }
    #expect(!diagnostics.isEmpty, "an unusable estimate says so")
  }

  @Test func aBatchThatDeletesTheFirstVisibleRowWhileScrolledShowsTheData() {
    let rows = SSRRows([ssrTexts(100, heights: [10, 35, 60, 5])])
    let view = mount(rows, layout: estimatedFlow(), size: CGSize(width: 100, height: 120))
    view.scrollToItem(at: [0, 60], at: .top, animated: false)
    for _ in 0..<5 {
      let shown = view.indexPathsForVisibleItems.sorted()
      view.performBatchUpdates(
        {
          rows.sections[0][shown[1].item] = "grown\(shown[1].item)/41"
          view.reloadItems(at: [shown[1]])
          rows.sections[0].remove(at: shown[0].item)
          view.deleteItems(at: [shown[0]])
        }, completion: nil)
      expectScreenMatchesData(view, rows)
      view.scroll(by: -37)
      expectScreenMatchesData(view, rows)
    }
  }

  @Test func scrollingDownThroughEstimatesThatMeasureSmallerShowsEveryRowOfTheViewport() {
    let rows = SSRRows([ssrTexts(150, heights: [3, 5, 8, 60])])
    let view = mount(rows, layout: estimatedFlow(), size: CGSize(width: 100, height: 120))
    for step in 0..<60 {
      view.scroll(by: 17)
      let shown = view.indexPathsForVisibleItems.sorted()
      // No hole: the shown rows are consecutive, and cover the viewport down to its bottom.
      #expect(
        shown.map(\.item) == Array((shown.first?.item ?? 0)...(shown.last?.item ?? 0)),
        "step \(step)")
      if let last = shown.last, last.item < 149,
        let frame = view.cellForItem(at: last)?.frame
      {
        #expect(frame.maxY >= view.contentOffset.y + 120, "a gap at the bottom at step \(step)")
      }
    }
    expectScreenMatchesData(view, rows)
  }

  @Test func aWidthChangeWhileDeepInSelfSizedRowsShowsTheData() {
    let rows = SSRRows([ssrTexts(150, heights: [10, 35, 60, 5])])
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 20)
    layout.minimumLineSpacing = 0
    let view = mount(rows, layout: layout, size: CGSize(width: 100, height: 120))
    view.scrollToItem(at: [0, 100], at: .top, animated: false)
    view.bounds.size.width = 160
    view.layoutIfNeeded()
    expectScreenMatchesData(view, rows)
    view.scroll(by: -200)
    expectScreenMatchesData(view, rows)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -20, 1e12])
  func anUnusableEstimateInACompositionalDescriptionIsReportedAndNeverAFrame(height: CGFloat) {
    final class Estimating: ListSectionController<[String], String>, SectionLayoutProviding {
      var height: CGFloat = 0
      func sectionLayout(
        for layout: any CollectionViewLayout, in context: any CollectionViewContext
      ) -> (any SectionLayoutDescription)? {
        LayoutSection(
          group: .vertical(
            layoutSize: LayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
            subitems: [
              LayoutItem(
                layoutSize: LayoutSize(
                  widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)))
            ]))
      }
    }
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: CompositionalLayout { _, _ in nil })
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let list = Estimating(items: { $0 })
    list.height = height
    adapter.update([Section(id: "e", model: (0..<30).map { "e\($0)/15" }, controller: list)])
    view.layoutIfNeeded()
    view.scroll(by: 50)
    #expect(view.collectionViewLayout.contentSize.height.isFinite)
    for cell in view.visibleCells {
      #expect(cell.frame.height.isFinite && cell.frame.height >= 0 && cell.frame.height < 1e6)
    }
    #expect(!diagnostics.isEmpty, "an unusable estimate says so")
  }

  // MARK: Sizes that cannot place an item

  @Test(arguments: [
    CGSize(width: 100, height: CGFloat.nan), CGSize(width: 100, height: CGFloat.infinity),
    CGSize(width: 100, height: -5), CGSize(width: 100, height: 1e12),
    CGSize(width: CGFloat.nan, height: 30),
  ])
  func aCellsUnusableMeasurementIsReportedAndNeverAFrame(size: CGSize) {
    let rows = SSRRows([ssrTexts(20)])
    SSRCell.forced = size
    defer { SSRCell.forced = nil }
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 100), layout: estimatedFlow())
    var errors: [CollectionViewError] = []
    view.errorHandler = { errors.append($0) }
    view.isPrefetchingEnabled = false
    view.dataSource = rows
    view.layoutIfNeeded()
    #expect(
      errors.contains {
        if case .invalidMeasuredSize = $0 { return true }
        return false
      })
    for cell in view.visibleCells {
      #expect(cell.frame.height == 20 && cell.frame.width == 100)
    }
    view.scroll(by: 300)
    #expect(view.collectionViewLayout.contentSize.height.isFinite)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -1, 1e9])
  func aControllersUnusableMeasurementIsADiagnosticAndNeverAFrame(height: CGFloat) {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let list = SSRMeasuredList()
    list.forced = CGSize(width: 100, height: height)
    adapter.update([Section(id: "l", model: ssrTexts(20), controller: list)])
    view.layoutIfNeeded()
    #expect(diagnostics.contains { $0.kind == .invalidSize })
    for cell in view.visibleCells {
      #expect(cell.frame.height.isFinite && cell.frame.height >= 0)
      #expect(cell.frame.height <= LayoutLimits.maximumElementLength)
    }
  }
}
