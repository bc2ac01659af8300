import Foundation
import Sectional
import Testing

// A review of layout swaps (`setCollectionViewLayout(_:animated:completion:)`), of how the
// adapter and the declarative layer answer one, and of sections that scroll on their own in a
// live view, against UIKit's documented behaviour. Defects are wrapped in
// `withKnownIssue("DEFECT n: ...")`.

/// A data source and delegate of text items that records display events and scrolls.
@MainActor
private final class SwpSource: CollectionViewDataSource, CollectionViewDelegate {
  var sections: [[String]]
  var events: [String] = []
  var scrolls = 0
  var onWillDisplay: ((IndexPath) -> Void)?
  var onScroll: (() -> Void)?
  var measure: ((String) -> CGSize?)?
  var measuredTexts: [String] = []

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: any CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(SwpCell.self, for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: any CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    let view = collectionView.dequeueReusableSupplementaryView(
      SwpHeader.self, ofKind: kind, for: indexPath)
    view.text = "\(kind.rawValue):\(indexPath.section)"
    return view
  }

  func collectionView(
    _ collectionView: any CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    events.append("will \(cell.text)")
    onWillDisplay?(indexPath)
  }

  func collectionView(
    _ collectionView: any CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    events.append("end \(cell.text)")
  }

  func scrollViewDidScroll(_ collectionView: any CollectionView) {
    scrolls += 1
    onScroll?()
  }

  func collectionView(
    _ collectionView: any CollectionView, sizeForItemAt indexPath: IndexPath,
    fitting proposal: CGSize
  ) -> CGSize? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    let text = sections[indexPath.section][indexPath.item]
    guard let size = measure?(text) else { return nil }
    measuredTexts.append(text)
    return size
  }
}

private final class SwpCell: CollectionViewCell {}
private final class SwpHeader: CollectionReusableView {}

private typealias SwpItem = Sectional.Item

/// Texts `prefix0`, `prefix1`, … .
private func swpTexts(_ prefix: String, _ count: Int) -> [String] {
  (0..<count).map { "\(prefix)\($0)" }
}

/// A row of cards 312 × 200 (0.8 of a 390 container), 8 apart, inset 16 on every edge.
private func swpCards(_ behavior: OrthogonalScrollingBehavior) -> LayoutSection {
  LayoutSection {
    HGroup(width: .fractionalWidth(0.8), height: .absolute(200)) { SwpItem() }
  }
  .interGroupSpacing(8)
  .contentInsets(value: 16)
  .orthogonalScrollingBehavior(behavior)
}

/// List rows 50 tall.
private func swpRows() -> LayoutSection {
  LayoutSection { VGroup(height: .absolute(50)) { SwpItem() } }
}

/// A flow layout of full-width rows `height` tall.
@MainActor
private func swpFlow(height: CGFloat = 20, width: CGFloat = 390) -> FlowLayout {
  let layout = FlowLayout()
  layout.itemSize = CGSize(width: width, height: height)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  return layout
}

/// A view, its layout's source and its data kept alive together.
@MainActor
private struct SwpScreen {
  let view: HeadlessCollectionView
  let source: SwpSource

  init(
    size: CGSize = CGSize(width: 390, height: 600), sections: [[String]],
    layout: any CollectionViewLayout
  ) {
    view = HeadlessCollectionView(size: size, layout: layout)
    source = SwpSource(sections)
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
  }

  func shown(_ section: Int) -> [String] {
    view.indexPathsForVisibleItems(inSection: section).compactMap { view.cellForItem(at: $0)?.text }
  }

  /// Whether every shown cell shows its item's text at the layout's frame, and the cells shown
  /// are exactly those the layout places in the viewport.
  func expectScreenMatchesData(sourceLocation: SourceLocation = #_sourceLocation) {
    view.layoutIfNeeded()
    let wanted = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds)
      .filter { $0.category == .cell }
    #expect(
      Set(wanted.map(\.indexPath)) == Set(view.indexPathsForVisibleItems),
      "layout wants \(wanted.map(\.indexPath).sorted()), shown \(view.indexPathsForVisibleItems)",
      sourceLocation: sourceLocation)
    for element in wanted {
      let cell = view.cellForItem(at: element.indexPath)
      #expect(cell?.frame == element.frame, sourceLocation: sourceLocation)
      let path = element.indexPath
      if source.sections.indices.contains(path.section),
        source.sections[path.section].indices.contains(path.item)
      {
        #expect(
          cell?.text == source.sections[path.section][path.item], sourceLocation: sourceLocation)
      }
    }
  }
}

/// Diagnostics an adapter reported.
@MainActor
private final class SwpDiagnostics {
  var entries: [Diagnostic] = []
}

/// A controller that describes its section for a flow layout only, whatever layout asks.
@MainActor
private final class SwpFlowOnlyList: DiffingListSectionController<[String], String>,
  SectionLayoutProviding
{
  var askedBy: [String] = []

  func sectionLayout(for layout: any CollectionViewLayout, in context: any CollectionViewContext)
    -> (any SectionLayoutDescription)?
  {
    askedBy.append("\(type(of: layout))")
    return FlowSectionLayout(itemSize: .fixed(CGSize(width: 100, height: 30)))
  }
}

/// A controller that describes its section for whichever of the two stock layouts asks.
@MainActor
private final class SwpBothLayoutsList: DiffingListSectionController<[String], String>,
  SectionLayoutProviding
{
  func sectionLayout(for layout: any CollectionViewLayout, in context: any CollectionViewContext)
    -> (any SectionLayoutDescription)?
  {
    if layout is CompositionalLayout { return swpCards(.groupPaging) }
    return FlowSectionLayout(itemSize: .fixed(CGSize(width: 100, height: 30)))
  }
}

/// The offsets, container sizes and item counts a visible-items handler saw.
@MainActor
private final class SwpHandlerLog {
  var offsets: [CGPoint] = []
  var containers: [CGSize] = []
  var items: [[IndexPath]] = []
}

@MainActor
@Suite("Layout swaps and orthogonal sections: a review")
struct LayoutSwapReviewTests {
  // MARK: Swaps on a bare view

  @Test func aSwapShowsTheNewLayoutsFramesForEveryShownCell() {
    let screen = SwpScreen(sections: [swpTexts("r", 40)], layout: swpFlow())
    screen.view.contentOffset.y = 200
    screen.view.setCollectionViewLayout(CompositionalLayout { _, _ in swpRows() }, animated: true)
    #expect(screen.view.contentOffset.y == 200)
    #expect(screen.shown(0).first == "r4")
    screen.expectScreenMatchesData()
    #expect(screen.view.errors.isEmpty)
  }

  @Test func aSwapToShorterContentClampsTheOffsetAndTellsTheScrollDelegate() {
    let screen = SwpScreen(sections: [swpTexts("r", 40)], layout: swpFlow(height: 50))
    screen.view.contentOffset.y = 1_400
    let before = screen.source.scrolls
    screen.view.setCollectionViewLayout(swpFlow(height: 20), animated: false)
    // 40 × 20 = 800 tall, 600 shown: the end at 200.
    #expect(screen.view.contentOffset.y == 200)
    #expect(screen.source.scrolls > before)
    screen.expectScreenMatchesData()
  }

  @Test func aSwapToAHorizontalLayoutStartsTheOtherAxisAtItsStart() {
    let screen = SwpScreen(sections: [swpTexts("r", 40)], layout: swpFlow(height: 50))
    screen.view.contentOffset.y = 500
    var configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let horizontal = CompositionalLayout(configuration: configuration) { _, _ in
      LayoutSection { HGroup(width: .absolute(100), height: .fractionalHeight(1)) { SwpItem() } }
    }
    screen.view.setCollectionViewLayout(horizontal, animated: false)
    #expect(screen.view.contentOffset == CGPoint(x: 0, y: 0))
    screen.expectScreenMatchesData()
  }

  @Test func cellsThatLeaveOnASwapEndOnceAndCellsThatStayAreNotShownAgain() {
    let screen = SwpScreen(sections: [swpTexts("r", 40)], layout: swpFlow(height: 20))
    screen.source.events.removeAll()
    // Rows of 50: 12 fit in 600, so rows 12…29 leave.
    screen.view.setCollectionViewLayout(swpFlow(height: 50), animated: false)
    let ended = screen.source.events.filter { $0.hasPrefix("end ") }
    let shownAgain = screen.source.events.filter { $0.hasPrefix("will ") }
    #expect(ended == (12..<30).map { "end r\($0)" })
    #expect(shownAgain.isEmpty)
    screen.expectScreenMatchesData()
  }

  @Test func selectionSurvivesASwap() {
    let screen = SwpScreen(sections: [swpTexts("r", 40)], layout: swpFlow())
    screen.view.selectItem(at: path(0, 2), animated: false, scrollPosition: [])
    screen.view.setCollectionViewLayout(CompositionalLayout { _, _ in swpRows() }, animated: false)
    #expect(screen.view.indexPathsForSelectedItems == [path(0, 2)])
    #expect(screen.view.cellForItem(at: path(0, 2))?.isSelected == true)
  }

  @Test func twoSwapsInsideOneBatchLeaveTheLastAndRunBothCompletionsBeforeTheBatchs() {
    let screen = SwpScreen(sections: [swpTexts("r", 5)], layout: swpFlow())
    var order: [String] = []
    let last = CompositionalLayout { _, _ in swpRows() }
    screen.view.performBatchUpdates(
      {
        screen.view.setCollectionViewLayout(swpFlow(height: 30), animated: false) { _ in
          order.append("first")
        }
        screen.view.setCollectionViewLayout(last, animated: false) { _ in order.append("last") }
      },
      completion: { _ in order.append("batch") })
    #expect(order == ["first", "last", "batch"])
    #expect(screen.view.collectionViewLayout === last)
    screen.expectScreenMatchesData()
  }

  @Test func aSwapInsideAnInvalidBatchStillShowsTheDataAndReportsTheBatch() {
    let screen = SwpScreen(sections: [swpTexts("r", 5)], layout: swpFlow())
    var swapped: Bool?
    var applied: Bool?
    screen.view.performBatchUpdates(
      {
        // Two items appended, one told: invalid.
        screen.source.sections[0] += ["x", "y"]
        screen.view.insertItems(at: [path(0, 5)])
        screen.view.setCollectionViewLayout(
          CompositionalLayout { _, _ in swpRows() }, animated: false
        ) { swapped = $0 }
      },
      completion: { applied = $0 })
    #expect(applied == false)
    #expect(swapped != nil)
    #expect(screen.view.collectionViewLayout is CompositionalLayout)
    #expect(screen.shown(0) == ["r0", "r1", "r2", "r3", "r4", "x", "y"])
    screen.expectScreenMatchesData()
    #expect(screen.view.errors.count == 1)
  }

  @Test func aSwapAskedFromADisplayCallbackShowsTheNewLayout() {
    let screen = SwpScreen(sections: [swpTexts("r", 40)], layout: swpFlow())
    let compositional = CompositionalLayout { _, _ in swpRows() }
    var asked = false
    screen.source.onWillDisplay = { indexPath in
      guard !asked, indexPath.item == 35 else { return }
      asked = true
      screen.view.setCollectionViewLayout(compositional, animated: false)
    }
    screen.view.contentOffset.y = 200
    #expect(asked)
    #expect(screen.view.collectionViewLayout === compositional)
    screen.expectScreenMatchesData()
  }

  @Test func aSelfSizedCellIsMeasuredAgainByTheNewLayout() {
    let estimated = CompositionalLayout { _, _ in
      LayoutSection { VGroup(height: .estimated(44)) { SwpItem(height: .estimated(44)) } }
    }
    let screen = SwpScreen(sections: [swpTexts("r", 30)], layout: swpFlow())
    screen.source.measure = { _ in CGSize(width: 390, height: 80) }
    screen.view.setCollectionViewLayout(estimated, animated: false)
    screen.view.layoutIfNeeded()
    #expect(screen.source.measuredTexts.contains("r0"))
    #expect(screen.view.cellForItem(at: path(0, 1))?.frame.minY == 80)
    screen.expectScreenMatchesData()
  }

  @Test func aLayoutGivenToASecondViewIsNotSilentlySharedWithTheFirst() {
    // A layout object belongs to one view (UIKit's `collectionView` property names one); giving
    // it to a second must not leave the first showing the second's content without a word.
    let shared = CompositionalLayout { _, _ in swpRows() }
    let first = SwpScreen(sections: [swpTexts("a", 40)], layout: shared)
    let second = SwpScreen(sections: [swpTexts("b", 3)], layout: swpFlow())
    second.view.setCollectionViewLayout(shared, animated: false)
    first.view.contentOffset.y = 1_000
    // The first view keeps its 40 rows of 50: rows 20…31 show at 1,000, and the second view
    // says it was given a layout another view shows.
    #expect(first.shown(0).first == "a20")
    #expect(first.view.contentOffset.y == 1_000)
    // The first view prepared the layout again after the second did: the two use it by turns,
    // which it reports, once.
    #expect(
      first.view.errors == [.layoutSharedWithAnotherView(layoutType: "CompositionalLayout")])
    #expect(second.view.errors.isEmpty)
    // Each view reads the layout prepared for its own content, whichever used it last.
    #expect(second.shown(0) == ["b0", "b1", "b2"])
    first.view.contentOffset.y = 0
    #expect(first.shown(0).first == "a0")
    #expect(first.view.contentSize.height == 2_000)
    #expect(second.view.contentSize.height == 150)
    #expect(first.view.errors.count + second.view.errors.count == 1)
  }

  // MARK: The adapter and the declarative layer

  @Test func aFlowDescriptionOnTheNewCompositionalLayoutIsReportedNamingItsSection() {
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    let log = SwpDiagnostics()
    adapter.diagnosticHandler = { log.entries.append($0) }
    let controller = SwpFlowOnlyList()
    adapter.update([Section(id: "flow", model: swpTexts("f", 6), controller: controller)])
    view.layoutIfNeeded()
    #expect(log.entries.isEmpty)
    view.setCollectionViewLayout(CompositionalLayout { _, _ in swpRows() }, animated: false)
    let unreadable = log.entries.filter { $0.kind == .unreadableSectionLayout }
    #expect(unreadable.count == 1)
    #expect(unreadable.first?.sectionID == SectionID("flow"))
    #expect(unreadable.first?.controllerType?.contains("SwpFlowOnlyList") == true)
    #expect(controller.askedBy.last == "CompositionalLayout")
    // The provider's rows, 50 tall.
    #expect(view.cellForItem(at: path(0, 1))?.frame == CGRect(x: 0, y: 50, width: 390, height: 50))
  }

  @Test func swappingBackToTheLayoutADescriptionIsForShowsItWithoutAnotherDiagnostic() {
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    let log = SwpDiagnostics()
    adapter.diagnosticHandler = { log.entries.append($0) }
    adapter.update([Section(id: "flow", model: swpTexts("f", 6), controller: SwpFlowOnlyList())])
    view.layoutIfNeeded()
    view.setCollectionViewLayout(CompositionalLayout { _, _ in swpRows() }, animated: false)
    log.entries.removeAll()
    view.setCollectionViewLayout(FlowLayout(), animated: false)
    #expect(log.entries.isEmpty)
    #expect(view.cellForItem(at: path(0, 1))?.frame == CGRect(x: 145, y: 0, width: 100, height: 30))
  }

  @Test func aControllerDescribingBothLayoutsGetsARowThatScrollsOnItsOwnAfterTheSwap() {
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    let log = SwpDiagnostics()
    adapter.diagnosticHandler = { log.entries.append($0) }
    adapter.update([
      Section(id: "cards", model: swpTexts("c", 10), controller: SwpBothLayoutsList())
    ])
    view.layoutIfNeeded()
    view.setCollectionViewLayout(CompositionalLayout { _, _ in swpRows() }, animated: false)
    #expect(view.indexPathsForVisibleItems(inSection: 0) == [path(0, 0), path(0, 1)])
    view.scroll(section: 0, by: 300)
    #expect(view.contentOffset(ofSection: 0) == 320)
    view.setCollectionViewLayout(FlowLayout(), animated: false)
    #expect(view.contentOffset(ofSection: 0) == 0)
    #expect(view.indexPathsForVisibleItems.count == 10)
    #expect(log.entries.isEmpty)
    #expect(view.errors.isEmpty)
  }

  @Test func aDeclarativeGroupSectionOnAFlowLayoutIsReportedAndShowsOnceSwapped() {
    let list = List {
      ListSection(id: "grid") {
        HGroup(
          of: (0..<6).map { "t\($0)" }, width: .fractionalWidth(1), height: .absolute(60)
        ) {
          SwpTile(id: $0)
        }
      }
    }
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    let log = SwpDiagnostics()
    adapter.diagnosticHandler = { log.entries.append($0) }
    adapter.apply(list)
    view.layoutIfNeeded()
    #expect(log.entries.map(\.kind) == [.unreadableSectionLayout])
    log.entries.removeAll()
    view.setCollectionViewLayout(CompositionalLayout { _, _ in nil }, animated: false)
    #expect(log.entries.isEmpty)
    #expect(view.cellForItem(at: path(0, 1))?.frame == CGRect(x: 65, y: 0, width: 65, height: 60))
  }

  @Test func aStockLayoutOnACustomLayoutAfterASwapIsReported() {
    let list = List {
      ListSection(
        id: "rows", cells: (0..<4).map { Cell(id: $0, component: TextComponent("\($0)")) }
      )
      .withSectionLayout(.vertical(spacing: 4))
    }
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    let log = SwpDiagnostics()
    adapter.diagnosticHandler = { log.entries.append($0) }
    adapter.apply(list)
    view.layoutIfNeeded()
    #expect(log.entries.isEmpty)
    view.setCollectionViewLayout(ShelfLayout(), animated: false)
    #expect(log.entries.map(\.kind) == [.stockLayoutUnavailable])
  }

  // MARK: Sections that scroll on their own

  @Test func theVisibleItemsOfARowAreThoseItsOffsetShows() {
    let screen = SwpScreen(
      sections: [swpTexts("c", 10), swpTexts("r", 20)],
      layout: CompositionalLayout { s, _ in s == 0 ? swpCards(.continuous) : swpRows() })
    screen.view.setContentOffset(500, ofSection: 0)
    // Cards at 16 + 320k: card 1 spans 336…648 and card 2 656…968; 500…890 shows both.
    #expect(screen.shown(0) == ["c1", "c2"])
    screen.expectScreenMatchesData()
    #expect(
      screen.view.layoutAttributesForItem(at: path(0, 2))?.frame
        == CGRect(x: 156, y: 16, width: 312, height: 200))
  }

  @Test func scrollingToACardCentredHorizontallyCentresItInTheRow() {
    let screen = SwpScreen(
      sections: [swpTexts("c", 10), swpTexts("r", 20)],
      layout: CompositionalLayout { s, _ in s == 0 ? swpCards(.continuous) : swpRows() })
    screen.view.scrollToItem(at: path(0, 4), at: .centeredHorizontally, animated: false)
    // Card 4 at 1296…1608: centre 1452, less 195.
    #expect(screen.view.contentOffset(ofSection: 0) == 1257)
    #expect(screen.view.cellForItem(at: path(0, 4))?.frame.minX == 39)
    screen.expectScreenMatchesData()
  }

  @Test func scrollingToACardOfARowBelowTheFoldScrollsBothWays() {
    let screen = SwpScreen(
      sections: [swpTexts("r", 20), swpTexts("c", 10)],
      layout: CompositionalLayout { s, _ in s == 1 ? swpCards(.continuous) : swpRows() })
    screen.view.scrollToItem(at: path(1, 5), at: [.top, .left], animated: false)
    // Rows end at 1,000, the card's top at 1,016; the content ends at 1,232, so the view
    // rests at its end, 632.
    #expect(screen.view.contentOffset.y == 632)
    #expect(screen.view.contentOffset(ofSection: 1) == 1_600)
    #expect(
      screen.view.cellForItem(at: path(1, 5))?.frame
        == CGRect(x: 16, y: 1_016, width: 312, height: 200))
    screen.expectScreenMatchesData()
  }

  @Test func theVisibleItemsHandlerIsGivenTheRowsOffsetTheContainerAndOnlyItemsInView() {
    let log = SwpHandlerLog()
    let layout = CompositionalLayout { section, _ in
      guard section == 0 else { return swpRows() }
      return swpCards(.continuous)
        .visibleItemsInvalidationHandler(
          VisibleItemsInvalidationHandler { items, offset, environment in
            log.offsets.append(offset)
            log.containers.append(environment.containerSize)
            log.items.append(items.filter { $0.category == .cell }.map(\.indexPath))
          })
    }
    let screen = SwpScreen(sections: [swpTexts("c", 10), swpTexts("r", 20)], layout: layout)
    screen.view.setContentOffset(500, ofSection: 0)
    #expect(log.offsets.last == CGPoint(x: 500, y: 0))
    #expect(log.containers.last == CGSize(width: 390, height: 600))
    // "the items currently visible within the bounds of that section" (UIKit).
    #expect(log.items.last == [path(0, 1), path(0, 2)])
  }

  @Test func aHandlerThatMovesACardMovesItsShownCell() {
    let layout = CompositionalLayout { section, _ in
      guard section == 0 else { return swpRows() }
      return swpCards(.groupPaging)
        .visibleItemsInvalidationHandler(
          VisibleItemsInvalidationHandler { items, offset, environment in
            for index in items.indices where items[index].category == .cell {
              let distance = abs(
                items[index].frame.midX - offset.x - environment.containerSize.width / 2)
              items[index].frame.origin.y += distance > 100 ? 20 : 0
            }
          })
    }
    let screen = SwpScreen(sections: [swpTexts("c", 10), swpTexts("r", 20)], layout: layout)
    screen.view.scroll(section: 0, by: 300)
    #expect(screen.view.contentOffset(ofSection: 0) == 320)
    // Card 1 at 16, its centre 172 from 195: not moved; card 2 at 336 is moved down by 20.
    #expect(screen.view.cellForItem(at: path(0, 1))?.frame.minY == 16)
    #expect(screen.view.cellForItem(at: path(0, 2))?.frame.minY == 36)
    screen.expectScreenMatchesData()
  }

  @Test func eachBehaviourRestsByItsRuleWithVelocity() {
    // From 0, a fling of 100 towards the end.
    let cases: [(OrthogonalScrollingBehavior, CGFloat)] = [
      (.continuous, 100),
      (.paging, 390),
      (.groupPaging, 320),
      (.groupPagingCentered, 297),
    ]
    for (behavior, resting) in cases {
      let screen = SwpScreen(
        sections: [swpTexts("c", 10), swpTexts("r", 5)],
        layout: CompositionalLayout { s, _ in s == 0 ? swpCards(behavior) : swpRows() })
      screen.view.setContentOffset(0, ofSection: 0)
      screen.view.scroll(section: 0, by: 100, velocity: 800)
      #expect(screen.view.contentOffset(ofSection: 0) == resting, "\(behavior)")
      screen.expectScreenMatchesData()
    }
  }

  @Test func aPinnedHeaderOfARowStaysOverItWhileTheListScrollsAndTheRowDoesNotMoveIt() {
    let layout = CompositionalLayout { section, _ in
      guard section == 1 else { return swpRows() }
      return swpCards(.continuous)
        .boundarySupplementaryItem(
          BoundarySupplementaryItem(elementKind: .header).height(.absolute(40))
            .pinToVisibleBounds(true))
    }
    let screen = SwpScreen(sections: [swpTexts("r", 4), swpTexts("c", 10)], layout: layout)
    screen.view.contentOffset.y = 250
    // Section 1 starts at 200; its header pinned at 250, while the section shows.
    let header = screen.view.supplementaryView(forElementKind: .header, at: path(1, 0))
    #expect(header?.frame.minY == 250)
    let x = header?.frame.minX
    screen.view.scroll(section: 1, by: 400)
    #expect(screen.view.supplementaryView(forElementKind: .header, at: path(1, 0))?.frame.minX == x)
    screen.expectScreenMatchesData()
  }

  @Test func aCentredRowAfterASwapStartsWithItsFirstCardCentred() {
    let screen = SwpScreen(sections: [swpTexts("c", 10), swpTexts("r", 5)], layout: swpFlow())
    screen.view.setCollectionViewLayout(
      CompositionalLayout { s, _ in s == 0 ? swpCards(.groupPagingCentered) : swpRows() },
      animated: false)
    #expect(screen.view.contentOffset(ofSection: 0) == -23)
    #expect(screen.view.cellForItem(at: path(0, 0))?.frame.minX == 39)
    screen.expectScreenMatchesData()
  }

  @Test func aNoOpHandlerLeavesARowsHeaderAndBackgroundWhereTheyAreWithout() {
    func layout(handler: Bool) -> CompositionalLayout {
      CompositionalLayout { section, _ in
        guard section == 0 else { return swpRows() }
        var cards = swpCards(.continuous)
          .boundarySupplementaryItem(
            BoundarySupplementaryItem(elementKind: .header).height(.absolute(40))
          )
          .decorationItem(DecorationItem(elementKind: "background"))
        if handler {
          cards = cards.visibleItemsInvalidationHandler(
            VisibleItemsInvalidationHandler { _, _, _ in })
        }
        return cards
      }
    }
    let plain = SwpScreen(
      sections: [swpTexts("c", 10), swpTexts("r", 5)], layout: layout(handler: false))
    let handled = SwpScreen(
      sections: [swpTexts("c", 10), swpTexts("r", 5)], layout: layout(handler: true))
    plain.view.setContentOffset(500, ofSection: 0)
    handled.view.setContentOffset(500, ofSection: 0)
    let rect = CGRect(x: 0, y: 0, width: 390, height: 600)
    func described(_ view: HeadlessCollectionView) -> [String] {
      view.collectionViewLayout.layoutAttributesForElements(in: rect)
        .map { "\($0.category) \($0.indexPath) \($0.frame)" }.sorted()
    }
    #expect(described(handled.view) == described(plain.view))
    #expect(handled.view.snapshot() == plain.view.snapshot())
  }

  @Test func aSwapFromAFlowLayoutWithHeadersToOneWithoutRemovesTheHeaderViews() {
    let flow = swpFlow()
    flow.headerReferenceSize = CGSize(width: 390, height: 30)
    let screen = SwpScreen(sections: [swpTexts("a", 3), swpTexts("b", 3)], layout: flow)
    #expect(screen.view.indexPathsForVisibleSupplementaryElements(ofKind: .header).count == 2)
    screen.view.setCollectionViewLayout(CompositionalLayout { _, _ in swpRows() }, animated: false)
    #expect(screen.view.indexPathsForVisibleSupplementaryElements(ofKind: .header).isEmpty)
    #expect(screen.view.visibleSupplementaryViews(ofKind: .header).isEmpty)
    screen.expectScreenMatchesData()
  }

  @Test func aSwapToAFlowLayoutRemovesARowsBackground() {
    let screen = SwpScreen(
      sections: [swpTexts("c", 10)],
      layout: CompositionalLayout { _, _ in
        swpCards(.continuous).decorationItem(DecorationItem(elementKind: "background"))
      })
    #expect(screen.view.decorationView(ofKind: "background", at: path(0, 0)) != nil)
    screen.view.setCollectionViewLayout(swpFlow(), animated: false)
    #expect(screen.view.decorationView(ofKind: "background", at: path(0, 0)) == nil)
  }

  @Test func aSwapToRowsThatScrollOnTheirOwnShowsWhatAFreshViewShows() {
    func cards() -> CompositionalLayout {
      CompositionalLayout { s, _ in s % 2 == 0 ? swpCards(.groupPaging) : swpRows() }
    }
    let data = [swpTexts("c", 10), swpTexts("r", 3), swpTexts("d", 10)]
    let screen = SwpScreen(sections: data, layout: swpFlow())
    screen.view.contentOffset.y = 10
    screen.view.setCollectionViewLayout(cards(), animated: false)
    let fresh = SwpScreen(sections: data, layout: cards())
    fresh.view.contentOffset.y = 10
    #expect(screen.view.snapshot() == fresh.view.snapshot())
    screen.expectScreenMatchesData()
  }

  @Test func aViewAtRestUnderItsTopInsetStaysThereAcrossASwap() {
    let screen = SwpScreen(sections: [swpTexts("r", 40)], layout: swpFlow())
    screen.view.contentInset = LayoutInsets(top: 20, left: 0, bottom: 0, right: 0)
    screen.view.contentOffset.y = -20
    screen.view.setCollectionViewLayout(CompositionalLayout { _, _ in swpRows() }, animated: false)
    #expect(screen.view.contentOffset.y == -20)
    #expect(screen.view.cellForItem(at: path(0, 0))?.frame.minY == 0)
    screen.expectScreenMatchesData()
  }

  @Test func aHorizontalViewScrolledSidewaysStartsAtTheTopOfAVerticalLayout() {
    var configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let horizontal = CompositionalLayout(configuration: configuration) { _, _ in
      LayoutSection { HGroup(width: .absolute(100), height: .fractionalHeight(1)) { SwpItem() } }
    }
    let screen = SwpScreen(sections: [swpTexts("r", 40)], layout: horizontal)
    screen.view.contentOffset.x = 1_000
    screen.view.setCollectionViewLayout(swpFlow(height: 50), animated: false)
    #expect(screen.view.contentOffset == .zero)
    #expect(screen.shown(0).first == "r0")
    screen.expectScreenMatchesData()
  }

  @Test func aCardMovedByTheHandlerIsReportedAndHitWhereItShows() {
    let layout = CompositionalLayout { _, _ in
      swpCards(.continuous)
        .visibleItemsInvalidationHandler(
          VisibleItemsInvalidationHandler { items, _, _ in
            for index in items.indices where items[index].category == .cell {
              items[index].frame.origin.y += 100
            }
          })
    }
    let screen = SwpScreen(sections: [swpTexts("c", 10)], layout: layout)
    let shown = screen.view.cellForItem(at: path(0, 0))?.frame
    #expect(shown == CGRect(x: 16, y: 116, width: 312, height: 200))
    let inBounds = screen.view.collectionViewLayout.layoutAttributesForElements(
      in: screen.view.bounds
    ).first { $0.indexPath == path(0, 0) && $0.category == .cell }
    #expect(inBounds?.frame == shown)
    // (100, 300) is inside the shown card, and inside the frame the bounds query returns.
    let hit = screen.view.indexPathForItem(at: CGPoint(x: 100, y: 300))
    let probe = screen.view.collectionViewLayout.layoutAttributesForElements(
      in: CGRect(x: 100, y: 300, width: 1, height: 1)
    ).filter { $0.category == .cell }.map(\.indexPath)
    let attributes = screen.view.layoutAttributesForItem(at: path(0, 0))?.frame
    #expect(hit == path(0, 0))
    #expect(probe == [path(0, 0)])
    #expect(attributes == shown)
  }

  @Test func aCardScrolledPastTheLeadingInsetShowsAndIsHitInTheInset() {
    let screen = SwpScreen(
      sections: [swpTexts("c", 10)], layout: CompositionalLayout { _, _ in swpCards(.continuous) })
    screen.view.setContentOffset(100, ofSection: 0)
    // Card 0 at 16 − 100 = −84 … 228: the row's insets are its scroller's, so it shows at 5.
    #expect(screen.view.cellForItem(at: path(0, 0))?.frame.minX == -84)
    #expect(screen.view.indexPathForItem(at: CGPoint(x: 5, y: 100)) == path(0, 0))
    screen.expectScreenMatchesData()
  }

  @Test func aSwapAskedWhileARowIsDraggedEndsTheDragAndShowsTheNewLayout() {
    let screen = SwpScreen(
      sections: [swpTexts("c", 20), swpTexts("r", 5)],
      layout: CompositionalLayout { s, _ in s == 0 ? swpCards(.continuous) : swpRows() })
    let other = CompositionalLayout { s, _ in s == 0 ? swpCards(.groupPaging) : swpRows() }
    var swapped = false
    screen.source.onWillDisplay = { indexPath in
      guard !swapped, indexPath == path(0, 3) else { return }
      swapped = true
      screen.view.setCollectionViewLayout(other, animated: false)
    }
    screen.view.scroll(section: 0, by: 3_000, steps: 10)
    #expect(swapped)
    #expect(screen.view.collectionViewLayout === other)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    #expect(screen.shown(0) == ["c0", "c1"])
    screen.expectScreenMatchesData()
    #expect(screen.view.errors.isEmpty)
  }

  @Test func aDeclarativeRowScrollsOnItsOwnLiesInLinesOnAFlowLayoutAndStartsAgainBack() {
    let list = List {
      ListSection(
        id: "row", cells: (0..<8).map { Cell(id: $0, component: SwpTile(id: "t\($0)")) }
      )
      .withSectionLayout(.horizontal(spacing: 10, scrollingBehavior: .continuous))
    }
    let view = HeadlessCollectionView(
      size: CGSize(width: 390, height: 600), layout: CompositionalLayout { _, _ in nil })
    let adapter = CollectionViewAdapter(collectionView: view)
    let log = SwpDiagnostics()
    adapter.diagnosticHandler = { log.entries.append($0) }
    adapter.apply(list)
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: path(0, 7)) == nil)
    view.setContentOffset(200, ofSection: 0)
    view.setCollectionViewLayout(FlowLayout(), animated: false)
    // Lines of five 65-wide tiles, 10 apart: every tile shows.
    #expect(view.indexPathsForVisibleItems.count == 8)
    view.setCollectionViewLayout(CompositionalLayout { _, _ in nil }, animated: false)
    #expect(view.contentOffset(ofSection: 0) == 0)
    #expect(view.cellForItem(at: path(0, 0))?.frame.minX == 0)
    #expect(log.entries.isEmpty)
  }

  @Test func aLayoutMadeWhenAskedIsMadeAgainForTheNewLayout() {
    let list = List {
      ListSection(id: "made", cells: (0..<6).map { Cell(id: $0, component: SwpTile(id: "m\($0)")) })
        .withSectionLayout { context -> any SectionLayoutDescription in
          if context.layout is CompositionalLayout { return swpCards(.groupPaging) }
          return FlowSectionLayout(itemSize: .fixed(CGSize(width: 100, height: 30)))
        }
    }
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: FlowLayout())
    let adapter = CollectionViewAdapter(collectionView: view)
    let log = SwpDiagnostics()
    adapter.diagnosticHandler = { log.entries.append($0) }
    adapter.apply(list)
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: path(0, 0))?.frame.size == CGSize(width: 100, height: 30))
    view.setCollectionViewLayout(CompositionalLayout { _, _ in nil }, animated: false)
    #expect(
      view.cellForItem(at: path(0, 0))?.frame == CGRect(x: 16, y: 16, width: 312, height: 200))
    #expect(log.entries.isEmpty)
  }

  @Test func theHandlerSeesACardAndItsBadgeInOneCoordinateSpace() {
    let badge = SupplementaryItem(elementKind: "badge").width(.absolute(20)).height(.absolute(20))
      .containerAnchor(edges: [.top, .leading])
    let log = SwpHandlerLog()
    var gaps: [CGFloat] = []
    let layout = CompositionalLayout { _, _ in
      LayoutSection {
        HGroup(width: .fractionalWidth(0.8), height: .absolute(200)) {
          SwpItem().supplementaryItem(badge)
        }
      }
      .interGroupSpacing(8).contentInsets(value: 16).orthogonalScrollingBehavior(.continuous)
      .visibleItemsInvalidationHandler(
        VisibleItemsInvalidationHandler { items, offset, _ in
          log.offsets.append(offset)
          let card = items.first { $0.category == .cell && $0.indexPath == path(0, 1) }
          let mark = items.first {
            $0.category == .supplementaryView("badge") && $0.indexPath == path(0, 1)
          }
          if let card, let mark { gaps.append(mark.frame.minX - card.frame.minX) }
        })
    }
    let screen = SwpScreen(sections: [swpTexts("c", 10)], layout: layout)
    screen.view.setContentOffset(320, ofSection: 0)
    // On screen the badge sits on its card's leading corner; the handler must see it there too,
    // whatever the offset (UIKit hands over every item of the row in the row's own content).
    #expect(
      screen.view.supplementaryView(forElementKind: "badge", at: path(0, 1))?.frame.minX
        == screen.view.cellForItem(at: path(0, 1))?.frame.minX)
    #expect(gaps.first == 0)
    let seen = gaps.last
    #expect(seen == 0)
  }

  @Test func swappingBackToTheFirstLayoutAfterBatchesShowsTheData() {
    let flow = swpFlow()
    let screen = SwpScreen(sections: [swpTexts("a", 30), swpTexts("b", 5)], layout: flow)
    screen.view.setCollectionViewLayout(CompositionalLayout { _, _ in swpRows() }, animated: false)
    screen.view.performBatchUpdates(
      {
        screen.source.sections[0].removeFirst(3)
        screen.view.deleteItems(at: [path(0, 0), path(0, 1), path(0, 2)])
        screen.source.sections.insert(swpTexts("n", 2), at: 0)
        screen.view.insertSections([0])
      }, completion: { _ in })
    screen.view.setCollectionViewLayout(flow, animated: false)
    #expect(screen.shown(0) == ["n0", "n1"])
    #expect(screen.shown(1).first == "a3")
    screen.expectScreenMatchesData()
    #expect(screen.view.errors.isEmpty)
  }

  @Test func aCentredRowsHeaderFollowsTheInsetsNotTheNegativeStartingOffset() {
    let layout = CompositionalLayout { _, _ in
      swpCards(.groupPagingCentered)
        .boundarySupplementaryItem(
          BoundarySupplementaryItem(elementKind: .header).height(.absolute(40)))
    }
    let screen = SwpScreen(sections: [swpTexts("c", 10)], layout: layout)
    #expect(screen.view.contentOffset(ofSection: 0) == -23)
    #expect(
      screen.view.supplementaryView(forElementKind: .header, at: path(0, 0))?.frame
        == CGRect(x: 16, y: 0, width: 358, height: 40))
    #expect(screen.view.cellForItem(at: path(0, 0))?.frame.minX == 39)
    screen.expectScreenMatchesData()
  }

  @Test func aPinnedHeaderOfTheNewLayoutPinsAtTheKeptOffset() {
    let screen = SwpScreen(sections: [swpTexts("r", 40)], layout: swpFlow(height: 50))
    screen.view.contentOffset.y = 300
    let pinned = CompositionalLayout { _, _ in
      swpRows()
        .boundarySupplementaryItem(
          BoundarySupplementaryItem(elementKind: .header).height(.absolute(40))
            .pinToVisibleBounds(true))
    }
    screen.view.setCollectionViewLayout(pinned, animated: false)
    #expect(screen.view.contentOffset.y == 300)
    #expect(
      screen.view.supplementaryView(forElementKind: .header, at: path(0, 0))?.frame.minY == 300)
    screen.expectScreenMatchesData()
  }

  @Test func aSwapInABatchThatDeletesAScrolledRowStartsTheNextRowAtItsStart() {
    let cards = CompositionalLayout { _, _ in swpCards(.continuous) }
    let screen = SwpScreen(sections: [swpTexts("a", 10), swpTexts("b", 10)], layout: cards)
    screen.view.setContentOffset(700, ofSection: 0)
    screen.view.setContentOffset(400, ofSection: 1)
    screen.view.performBatchUpdates(
      {
        screen.source.sections.remove(at: 0)
        screen.view.deleteSections([0])
        screen.view.setCollectionViewLayout(
          CompositionalLayout { _, _ in swpCards(.continuous) }, animated: false)
      }, completion: { _ in })
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    #expect(screen.shown(0) == ["b0", "b1"])
    screen.expectScreenMatchesData()
  }

  @Test func aSwapToAHorizontalLayoutDuringAVerticalDragRestsWithinTheNewContent() {
    let screen = SwpScreen(sections: [swpTexts("r", 40)], layout: swpFlow(height: 50))
    var configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let horizontal = CompositionalLayout(configuration: configuration) { _, _ in
      LayoutSection { HGroup(width: .absolute(100), height: .fractionalHeight(1)) { SwpItem() } }
    }
    var swapped = false
    screen.source.onScroll = {
      guard !swapped else { return }
      swapped = true
      screen.view.setCollectionViewLayout(horizontal, animated: false)
    }
    screen.view.scroll(by: 600, steps: 6)
    #expect(swapped)
    // At rest the view shows content, not the blank space below a 600-tall row of columns.
    #expect(screen.view.contentOffset.y == 0)
    #expect(!screen.view.indexPathsForVisibleItems.isEmpty)
    screen.expectScreenMatchesData()
  }

  @Test func aSwapToAHorizontalLayoutDuringADecelerationRestsWithinTheNewContent() {
    let screen = SwpScreen(sections: [swpTexts("r", 40)], layout: swpFlow(height: 50))
    var configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let horizontal = CompositionalLayout(configuration: configuration) { _, _ in
      LayoutSection { HGroup(width: .absolute(100), height: .fractionalHeight(1)) { SwpItem() } }
    }
    var swapped = false
    screen.source.onScroll = {
      guard !swapped, screen.view.isDecelerating else { return }
      swapped = true
      screen.view.setCollectionViewLayout(horizontal, animated: false)
    }
    screen.view.scroll(by: 100, steps: 4, velocity: 2_000)
    #expect(swapped)
    #expect(screen.view.contentOffset.y == 0)
    #expect(!screen.view.indexPathsForVisibleItems.isEmpty)
    screen.expectScreenMatchesData()
  }

  @Test func inRightToLeftTheHandlersFrameLessTheOffsetIsWhereTheCardShows() {
    // The documented carousel rule: `frame.midX - contentOffset.x` is the card's centre on
    // screen.
    var seen: [CGFloat] = []
    let layout = CompositionalLayout { _, _ in
      swpCards(.groupPaging)
        .visibleItemsInvalidationHandler(
          VisibleItemsInvalidationHandler { items, offset, _ in
            for item in items where item.category == .cell && item.indexPath == path(0, 1) {
              seen.append(item.frame.midX - offset.x)
            }
          })
    }
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 600), layout: layout)
    view.layoutDirection = .rightToLeft
    let source = SwpSource([swpTexts("c", 10)])
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    view.setContentOffset(320, ofSection: 0)
    let shown = view.cellForItem(at: path(0, 1))?.frame.midX
    #expect(shown == 218)
    let centre = seen.last
    #expect(centre == shown)
  }

  @Test func theLeftToRightCarouselRuleHolds() {
    var seen: [CGFloat] = []
    let layout = CompositionalLayout { _, _ in
      swpCards(.groupPaging)
        .visibleItemsInvalidationHandler(
          VisibleItemsInvalidationHandler { items, offset, _ in
            for item in items where item.category == .cell && item.indexPath == path(0, 1) {
              seen.append(item.frame.midX - offset.x)
            }
          })
    }
    let screen = SwpScreen(sections: [swpTexts("c", 10)], layout: layout)
    screen.view.setContentOffset(320, ofSection: 0)
    let shown = screen.view.cellForItem(at: path(0, 1))?.frame.midX
    #expect(shown == 172)
    #expect(seen.last == shown)
  }

  @Test func aRowThatBecomesAListOnASwapReportsScrollsOfItsOwn() {
    let screen = SwpScreen(
      sections: [swpTexts("c", 10)],
      layout: CompositionalLayout { _, _ in swpCards(.continuous) })
    screen.view.setContentOffset(700, ofSection: 0)
    screen.view.setCollectionViewLayout(swpFlow(), animated: false)
    #expect(screen.view.contentOffset(ofSection: 0) == 0)
    screen.view.setContentOffset(100, ofSection: 0)
    #expect(
      screen.view.errors == [
        .sectionDoesNotScrollOrthogonally(section: 0, operation: "setContentOffset(_:ofSection:)")
      ])
    screen.expectScreenMatchesData()
  }
}

/// A 65 × 60 tile that carries its layout.
private struct SwpTile: LayoutComponent, Identifiable {
  let id: String
  var viewModel: String { id }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
  func render(in content: ComponentView, coordinator: Void) { content.text = id }
  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: .absolute(65), heightDimension: .absolute(60))
  }
}
