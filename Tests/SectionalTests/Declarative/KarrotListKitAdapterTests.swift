import Foundation
import Sectional
import Testing

// KarrotListKit's adapter tests (`Tests/KarrotListKitTests/CollectionViewAdapterTests.swift`),
// ported one by one to Sectional's spelling: `Section` is `ListSection`, `withHeader` and
// `withFooter` keep their names, `UICollectionView`'s delegate calls are the adapter's own
// delegate methods, called as the view would call them. Where KarrotListKit's test reads an
// internal (`prefetchingIndexPathOperations`), the port reads what Sectional shows publicly.

/// KarrotListKit's `DummyComponent`: a component that renders nothing in particular.
private struct DummyComponent: Component {
  var viewModel: Int { 0 }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {}
}

/// KarrotListKit's `ComponentStub`: a component whose content view is given.
private struct ComponentStub: Component {
  let contentStub: ComponentView
  var viewModel: ObjectIdentifier { ObjectIdentifier(contentStub) }

  func renderContent(coordinator: Void) -> ComponentView { contentStub }

  func render(in content: ComponentView, coordinator: Void) {}
}

/// KarrotListKit's `ComponentSpy`: counts its renders.
@MainActor
private final class SpyCounter {
  var renderCallCount = 0
}

private struct ComponentSpy: Component {
  let counter: SpyCounter
  var viewModel: Int { 0 }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    counter.renderCallCount += 1
  }
}

/// KarrotListKit's `CollectionViewPrefetchingPluginMock`.
@MainActor
private final class PrefetchingPluginMock: PrefetchingPlugin {
  var prefetchHandler: (AnyComponent) -> PrefetchTask?

  init(_ prefetchHandler: @escaping (AnyComponent) -> PrefetchTask?) {
    self.prefetchHandler = prefetchHandler
  }

  func prefetch(_ component: AnyComponent) -> PrefetchTask? {
    prefetchHandler(component)
  }
}

@MainActor
@Suite("KarrotListKit's adapter tests, ported")
struct KarrotListKitAdapterTests {
  private let collectionView = HeadlessCollectionView(size: CGSize(width: 100, height: 100))

  private func sut() -> CollectionViewAdapter {
    CollectionViewAdapter(collectionView: collectionView)
  }

  private let first = IndexPath(item: 0, section: 0)

  // MARK: Initializes

  @Test func test_when_inititalized_then_setup_delegate() {
    let sut = sut()
    #expect(collectionView.delegate === sut)
  }

  @Test func test_when_inititalized_then_setup_dataSource() {
    let sut = sut()
    #expect(collectionView.dataSource === sut)
  }

  // MARK: Applying list

  @Test func test_when_first_apply_then_setup_list() {
    let sut = sut()
    sut.apply(
      List {
        ListSection(id: "Section") { Cell(id: "Cell", component: DummyComponent()) }
      })
    let sections = sut.snapshot()?.sections
    #expect(sections?.map(\.id) == [SectionID("Section")])
    #expect(sections?.first?.cells.map(\.id) == ["Cell"])
  }

  @Test func test_given_applied_list_when_apply_then_update() {
    let sut = sut()
    sut.apply(List { ListSection(id: UUID()) { Cell(id: UUID(), component: DummyComponent()) } })
    var completed = false
    sut.apply(
      List { ListSection(id: "Section") { Cell(id: "Cell", component: DummyComponent()) } },
      completion: { _ in completed = true })
    #expect(completed)
    #expect(sut.snapshot()?.sections.map(\.id) == [SectionID("Section")])
    #expect(sut.snapshot()?.sections.first?.cells.map(\.id) == ["Cell"])
  }

  @Test func test_when_multiple_async_apply_then_safe_update() async {
    let sut = sut()
    var checked = 0
    for i in 0...100 {
      sut.apply(
        List {
          ListSection(id: "Section-\(i)") { Cell(id: "Cell-\(i)", component: DummyComponent()) }
        },
        completion: { _ in
          // Each completion sees its own list applied.
          #expect(sut.snapshot()?.sections.map(\.id) == [SectionID("Section-\(i)")])
          #expect(sut.snapshot()?.sections.first?.cells.map(\.id) == ["Cell-\(i)"])
          checked += 1
        })
    }
    #expect(checked == 101)
  }

  // MARK: Register reuse identifiers

  @Test func test_when_apply_then_can_return_cell() throws {
    let sut = sut()
    let view = ComponentView()
    sut.apply(
      List {
        ListSection(id: UUID()) { Cell(id: UUID(), component: ComponentStub(contentStub: view)) }
      }
    )
    let cell = try #require(
      sut.collectionView(collectionView, cellForItemAt: first) as? ComponentCell)
    #expect(cell.content === view)
  }

  @Test func test_when_apply_then_can_return_header() throws {
    let sut = sut()
    let view = ComponentView()
    sut.apply(
      List { ListSection(id: UUID(), cells: []).withHeader(ComponentStub(contentStub: view)) })
    let header = try #require(
      sut.collectionView(collectionView, viewForSupplementaryElementOfKind: .header, at: first)
        as? ComponentSupplementaryView)
    #expect(header.content === view)
  }

  @Test func test_when_apply_then_can_return_footer() throws {
    let sut = sut()
    let view = ComponentView()
    sut.apply(
      List { ListSection(id: UUID(), cells: []).withFooter(ComponentStub(contentStub: view)) })
    let footer = try #require(
      sut.collectionView(collectionView, viewForSupplementaryElementOfKind: .footer, at: first)
        as? ComponentSupplementaryView)
    #expect(footer.content === view)
  }

  // MARK: The collection view's delegate

  @Test func test_given_selectionHandler_when_selectCell_then_handleEvent() {
    var eventContext: CellEventContext?
    let sut = sut()
    sut.apply(
      List {
        ListSection(id: UUID()) {
          Cell(id: UUID(), component: DummyComponent()).didSelect { eventContext = $0 }
        }
      })
    sut.collectionView(collectionView, didSelectItemAt: first)
    #expect(eventContext?.indexPath == first)
  }

  @Test func test_given_willDisplayHandler_when_willDisplayCell_then_handleEvent() {
    var eventContext: CellEventContext?
    let sut = sut()
    sut.apply(
      List {
        ListSection(id: UUID()) {
          Cell(id: UUID(), component: DummyComponent()).willDisplay { eventContext = $0 }
        }
      })
    eventContext = nil
    sut.collectionView(collectionView, willDisplay: CollectionViewCell(), forItemAt: first)
    #expect(eventContext?.indexPath == first)
  }

  @Test func test_given_didEndDisplayingHandler_when_didEndDisplayingCell_then_handleEvent() {
    var eventContext: CellEventContext?
    let sut = sut()
    sut.apply(
      List {
        ListSection(id: UUID()) {
          Cell(id: UUID(), component: DummyComponent()).didEndDisplay { eventContext = $0 }
        }
      })
    // A view ends a display it began: Sectional routes the end to the section that displayed
    // the cell, so the port displays it first.
    let cell = CollectionViewCell()
    sut.collectionView(collectionView, willDisplay: cell, forItemAt: first)
    sut.collectionView(collectionView, didEndDisplaying: cell, forItemAt: first)
    #expect(eventContext?.indexPath == first)
  }

  @Test func test_given_willDisplayHandler_when_willDisplayHeader_then_handleEvent() {
    var eventContext: SupplementaryEventContext?
    let sut = sut()
    sut.apply(
      List {
        ListSection(id: UUID(), cells: []).withHeader(DummyComponent())
          .willDisplayHeader { eventContext = $0 }
      })
    eventContext = nil
    sut.collectionView(
      collectionView, willDisplaySupplementaryView: CollectionReusableView(),
      forElementKind: .header, at: first)
    #expect(eventContext?.indexPath == first)
  }

  @Test func test_given_willDisplayHandler_when_willDisplayFooter_then_handleEvent() {
    var eventContext: SupplementaryEventContext?
    let sut = sut()
    sut.apply(
      List {
        ListSection(id: UUID(), cells: []).withFooter(DummyComponent())
          .willDisplayFooter { eventContext = $0 }
      })
    eventContext = nil
    sut.collectionView(
      collectionView, willDisplaySupplementaryView: CollectionReusableView(),
      forElementKind: .footer, at: first)
    #expect(eventContext?.indexPath == first)
  }

  @Test func test_given_didEndDisplayHandler_when_didEndDisplayingHeader_then_handleEvent() throws {
    var eventContext: SupplementaryEventContext?
    let sut = sut()
    sut.apply(
      List {
        ListSection(id: UUID(), cells: []).withHeader(DummyComponent())
          .didEndDisplayHeader { eventContext = $0 }
      })
    let header = try #require(
      sut.collectionView(collectionView, viewForSupplementaryElementOfKind: .header, at: first))
    sut.collectionView(
      collectionView, willDisplaySupplementaryView: header, forElementKind: .header, at: first)
    sut.collectionView(
      collectionView, didEndDisplayingSupplementaryView: header, forElementKind: .header,
      at: first)
    #expect(eventContext?.indexPath == first)
  }

  @Test func test_given_didEndDisplayHandler_when_didEndDisplayingFooter_then_handleEvent() throws {
    var eventContext: SupplementaryEventContext?
    let sut = sut()
    sut.apply(
      List {
        ListSection(id: UUID(), cells: []).withFooter(DummyComponent())
          .didEndDisplayFooter { eventContext = $0 }
      })
    let footer = try #require(
      sut.collectionView(collectionView, viewForSupplementaryElementOfKind: .footer, at: first))
    sut.collectionView(
      collectionView, willDisplaySupplementaryView: footer, forElementKind: .footer, at: first)
    sut.collectionView(
      collectionView, didEndDisplayingSupplementaryView: footer, forElementKind: .footer,
      at: first)
    #expect(eventContext?.indexPath == first)
  }

  @Test func test_given_highlightHandler_when_highlightCell_then_handleEvent() {
    var eventContext: CellEventContext?
    let sut = sut()
    sut.apply(
      List {
        ListSection(id: UUID()) {
          Cell(id: UUID(), component: DummyComponent()).onHighlight { eventContext = $0 }
        }
      })
    sut.collectionView(collectionView, didHighlightItemAt: first)
    #expect(eventContext?.indexPath == first)
  }

  @Test func test_given_unhighlightHandler_when_unhighlightCell_then_handleEvent() {
    var eventContext: CellEventContext?
    let sut = sut()
    sut.apply(
      List {
        ListSection(id: UUID()) {
          Cell(id: UUID(), component: DummyComponent()).onUnhighlight { eventContext = $0 }
        }
      })
    sut.collectionView(collectionView, didUnhighlightItemAt: first)
    #expect(eventContext?.indexPath == first)
  }

  // MARK: The scroll view's delegate

  @Test func test_given_didScrollHandler_when_didScroll_then_handleEvent() {
    var eventContext: ScrollEventContext?
    let sut = sut()
    sut.apply(List(sections: []).didScroll { eventContext = $0 })
    sut.scrollViewDidScroll(collectionView)
    #expect(eventContext?.collectionView === collectionView)
  }

  @Test func test_given_willBeginDraggingHandler_when_willBeginDragging_then_handleEvent() {
    var eventContext: ScrollEventContext?
    let sut = sut()
    sut.apply(List(sections: []).willBeginDragging { eventContext = $0 })
    sut.scrollViewWillBeginDragging(collectionView)
    #expect(eventContext?.collectionView === collectionView)
  }

  @Test func test_given_willEndDraggingHandler_when_willEndDragging_then_handleEvent() {
    var eventContext: WillEndDraggingContext?
    let sut = sut()
    sut.apply(List(sections: []).willEndDragging { eventContext = $0 })
    let velocity = CGPoint(x: 0, y: 100)
    var targetContentOffset = CGPoint(x: 0, y: 1000)
    sut.scrollViewWillEndDragging(
      collectionView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    #expect(eventContext?.collectionView === collectionView)
    #expect(eventContext?.velocity == velocity)
    #expect(eventContext?.targetContentOffset == targetContentOffset)
  }

  @Test func test_given_didEndDraggingHandler_when_didEndDragging_then_handleEvent() {
    var eventContext: DidEndDraggingContext?
    let sut = sut()
    sut.apply(List(sections: []).didEndDragging { eventContext = $0 })
    sut.scrollViewDidEndDragging(collectionView, willDecelerate: true)
    #expect(eventContext?.collectionView === collectionView)
    #expect(eventContext?.decelerate == true)
  }

  @Test func test_given_didScrollToTopHandler_when_didScrollToTop_then_handleEvent() {
    var eventContext: ScrollEventContext?
    let sut = sut()
    sut.apply(List(sections: []).didScrollToTop { eventContext = $0 })
    sut.scrollViewDidScrollToTop(collectionView)
    #expect(eventContext?.collectionView === collectionView)
  }

  @Test func test_given_willBeginDeceleratingHandler_when_willBeginDecelerating_then_handleEvent() {
    var eventContext: ScrollEventContext?
    let sut = sut()
    sut.apply(List(sections: []).willBeginDecelerating { eventContext = $0 })
    sut.scrollViewWillBeginDecelerating(collectionView)
    #expect(eventContext?.collectionView === collectionView)
  }

  @Test func test_given_didEndDeceleratingHandler_when_didEndDecelerating_then_handleEvent() {
    var eventContext: ScrollEventContext?
    let sut = sut()
    sut.apply(List(sections: []).didEndDecelerating { eventContext = $0 })
    sut.scrollViewDidEndDecelerating(collectionView)
    #expect(eventContext?.collectionView === collectionView)
  }

  @Test func test_given_refreshControlEnabled_and_handler_when_pullToRefresh_then_handleEvent() {
    var refreshed = false
    let sut = sut()
    sut.apply(List(sections: []).onRefresh { refreshed = true })
    #expect(sut.refresh())
    #expect(refreshed)
  }

  @Test(arguments: [true, false])
  func test_given_scrollToTopValue_when_try_scrollToTop_then_handleShouldScrollToTopEvent(
    value: Bool
  ) {
    var eventContext: ScrollEventContext?
    let sut = sut()
    sut.apply(
      List(sections: []).shouldScrollToTop {
        eventContext = $0
        return value
      })
    #expect(sut.scrollViewShouldScrollToTop(collectionView) == value)
    #expect(eventContext != nil)
  }

  // MARK: Prefetching

  @Test func test_given_prefetchable_when_prefetch_then_added() throws {
    let task = PrefetchTask {}
    let sut = sut()
    sut.prefetchingPlugins = [PrefetchingPluginMock { _ in task }]
    sut.apply(List { ListSection(id: UUID()) { Cell(id: UUID(), component: DummyComponent()) } })
    sut.collectionView(collectionView, prefetchItemsAt: [first])
    // The task waits for its cell, which takes it when it shows the item.
    let cell = try #require(
      sut.collectionView(collectionView, cellForItemAt: first) as? ComponentCell)
    sut.collectionView(collectionView, willDisplay: cell, forItemAt: first)
    #expect(cell.prefetchTasks.count == 1)
    #expect(cell.prefetchTasks.first === task)
  }

  @Test func test_given_prefetchingOperation_when_cancelPrefetching_then_removed() {
    var cancelCallCount = 0
    let sut = sut()
    sut.prefetchingPlugins = [PrefetchingPluginMock { _ in PrefetchTask { cancelCallCount += 1 } }]
    sut.apply(List { ListSection(id: UUID()) { Cell(id: UUID(), component: DummyComponent()) } })
    sut.collectionView(collectionView, prefetchItemsAt: [first])
    sut.collectionView(collectionView, cancelPrefetchingForItemsAt: [first])
    #expect(cancelCallCount == 1)
  }

  @Test func test_given_prefetchingOperation_when_setUpCell_then_pass_operation() throws {
    let task = PrefetchTask {}
    let sut = sut()
    sut.prefetchingPlugins = [PrefetchingPluginMock { _ in task }]
    sut.apply(List { ListSection(id: UUID()) { Cell(id: UUID(), component: DummyComponent()) } })
    sut.collectionView(collectionView, prefetchItemsAt: [first])
    let cell = try #require(
      sut.collectionView(collectionView, cellForItemAt: first) as? ComponentCell)
    sut.collectionView(collectionView, willDisplay: cell, forItemAt: first)
    #expect(cell.prefetchTasks.map(ObjectIdentifier.init) == [ObjectIdentifier(task)])
    // Handed over once: the item keeps no task of its own any more.
    sut.collectionView(collectionView, cancelPrefetchingForItemsAt: [first])
    #expect(!task.isCancelled)
  }

  // MARK: The collection view's data source

  @Test func test_given_applied_list_when_numberOfItems_then_item_count_in_section() {
    let cellCount = 100
    let sut = sut()
    sut.apply(
      List {
        ListSection(id: UUID()) {
          for index in 0..<cellCount { Cell(id: "\(index)", component: DummyComponent()) }
        }
      })
    #expect(sut.collectionView(collectionView, numberOfItemsInSection: 0) == cellCount)
  }

  @Test func test_given_applied_list_when_numberOfSections_then_section_count() {
    let sut = sut()
    sut.apply(List { for index in 0..<100 { ListSection(id: "\(index)", cells: []) } })
    #expect(sut.numberOfSections(in: collectionView) == 100)
  }

  @Test func test_given_applied_list_when_dequeue_cell_then_render() {
    let counter = SpyCounter()
    let sut = HeadlessCollectionView(size: .zero)
    let adapter = CollectionViewAdapter(collectionView: sut)
    adapter.apply(
      List {
        ListSection(id: UUID()) { Cell(id: UUID(), component: ComponentSpy(counter: counter)) }
      }
    )
    _ = adapter.collectionView(sut, cellForItemAt: first)
    #expect(counter.renderCallCount == 1)
  }

  @Test func test_given_applied_list_when_dequeue_header_then_render() {
    let counter = SpyCounter()
    let sut = HeadlessCollectionView(size: .zero)
    let adapter = CollectionViewAdapter(collectionView: sut)
    adapter.apply(
      List { ListSection(id: UUID(), cells: []).withHeader(ComponentSpy(counter: counter)) })
    // Measuring the header (its height is estimated) renders it into a sizing view first.
    let rendersBefore = counter.renderCallCount
    _ = adapter.collectionView(sut, viewForSupplementaryElementOfKind: .header, at: first)
    #expect(counter.renderCallCount - rendersBefore == 1)
  }

  @Test func test_given_applied_list_when_dequeue_footer_then_render() {
    let counter = SpyCounter()
    let sut = HeadlessCollectionView(size: .zero)
    let adapter = CollectionViewAdapter(collectionView: sut)
    adapter.apply(
      List { ListSection(id: UUID(), cells: []).withFooter(ComponentSpy(counter: counter)) })
    // Measuring the footer (its height is estimated) renders it into a sizing view first.
    let rendersBefore = counter.renderCallCount
    _ = adapter.collectionView(sut, viewForSupplementaryElementOfKind: .footer, at: first)
    #expect(counter.renderCallCount - rendersBefore == 1)
  }

  // The reached-end tests of the same file are ported in `ReachedEndTests`.
}
