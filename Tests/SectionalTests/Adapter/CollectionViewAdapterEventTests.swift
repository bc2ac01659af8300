import Foundation
import Sectional
import Testing

/// A text list that records the events it receives and can run code when selected.
@MainActor
final class RecordingList: DiffingListSectionController<[String], String>, SelectionHandling,
  DisplayHandling, PrefetchHandling, WorkingRangeHandling, DragHandling, DropHandling,
  ContextMenuProviding
{
  var events: [String] = []
  var onSelect: ((SectionIndexPath) -> Void)?

  private func record(_ event: String, _ indexPath: SectionIndexPath) {
    events.append("\(event) \(indexPath.indexInSectionController)@\(indexPath.sectionIndex)")
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    record("select", indexPath)
    onSelect?(indexPath)
  }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    record("display", indexPath)
  }

  func prefetchItems(at indexPaths: [SectionIndexPath]) {
    events.append("prefetch \(indexPaths.map(\.indexInSectionController))")
  }

  func didEnterWorkingRange() { events.append("enter") }
  func didExitWorkingRange() { events.append("exit") }

  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    record("drag", indexPath)
    return [DragItem(localObject: items[indexPath.indexInSectionController])]
  }

  func didDropItems(from indexPaths: [SectionIndexPath], into destination: SectionIndexPath) {
    events.append(
      "dropped \(indexPaths.map(\.indexInSectionController)) into "
        + "\(destination.indexInSectionController)@\(destination.sectionIndex)")
  }

  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
    DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
    record("drop", indexPath)
  }

  func contextMenuConfiguration(forItemAt indexPath: SectionIndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    ContextMenuConfiguration(identifier: items[indexPath.indexInSectionController], actions: [])
  }
}

@MainActor
@Suite("CollectionViewAdapter events and queueing")
struct CollectionViewAdapterEventTests {
  @Test func eventsReachTheOwningControllerInItsOwnIndices() {
    let harness = AdapterHarness()
    let first = RecordingList()
    let second = RecordingList()
    harness.show([
      Section(id: "first", model: ["1", "2"], controller: first),
      Section(id: "second", model: ["3", "4", "5"], controller: second),
    ])
    harness.view.tapItem(at: IndexPath(item: 2, section: 1))
    #expect(second.events.filter { $0.hasPrefix("select") } == ["select 2@1"])
    #expect(first.events.filter { $0.hasPrefix("select") }.isEmpty)
    #expect(
      harness.view.contextMenuConfiguration(forItemAt: IndexPath(item: 1, section: 1))?.identifier
        == "4")
  }

  @Test func displayEventsUseTheSectionsCurrentIndex() {
    let harness = AdapterHarness()
    let list = RecordingList()
    harness.show([Section(id: "list", model: ["1"], controller: list)])
    harness.show(
      [Section(id: "top", model: ["0"], controller: TextList())]
        + [Section(id: "list", model: ["1", "2"], controller: RecordingList())])
    #expect(list.events.filter { $0.hasPrefix("display") } == ["display 0@0", "display 1@1"])
  }

  @Test func anEventForAStaleIndexPathIsDroppedWithADiagnostic() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("a", ["1"])]))
    harness.adapter.collectionView(harness.view, didSelectItemAt: IndexPath(item: 5, section: 3))
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
    #expect(harness.diagnostics.first?.indexPath == IndexPath(item: 5, section: 3))
  }

  @Test func anUpdateFromInsideDidSelectIsQueuedAndApplied() {
    let harness = AdapterHarness()
    let list = RecordingList()
    // Unowned: the list holds the closure, and the harness holds the list.
    list.onSelect = { [unowned harness] _ in
      harness.adapter.update([
        Section(id: "list", model: ["1", "2", "new"], controller: RecordingList())
      ])
    }
    harness.show([Section(id: "list", model: ["1", "2"], controller: list)])
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["1", "2", "new"]])
    harness.expectNoProblems()
  }

  @Test func queuedUpdatesCoalesceAndEveryCompletionRunsOnceInOrder() {
    let harness = AdapterHarness()
    var order: [String] = []
    harness.adapter.update(AdapterHarness.lists([("a", ["1"])])) { _ in
      order.append("first")
      harness.adapter.update(AdapterHarness.lists([("a", ["1", "2"])])) { _ in
        order.append("second")
      }
      harness.adapter.update(AdapterHarness.lists([("a", ["1", "2", "3"])])) { _ in
        order.append("third")
      }
    }
    harness.view.layoutIfNeeded()
    #expect(order == ["first", "second", "third"])
    #expect(harness.shownSections == [["1", "2", "3"]])
    harness.expectNoProblems()
  }

  @Test func aControllerCanChangeItsOwnItemsThroughItsContext() {
    let harness = AdapterHarness()
    let list = RecordingList()
    harness.show([
      Section(id: "top", model: ["0"], controller: TextList()),
      Section(id: "list", model: ["1", "2", "3"], controller: list),
    ])
    list.onSelect = { [unowned list] indexPath in
      // Delete the tapped row: commit the new items inside the batch.
      var remaining = list.items
      remaining.remove(at: indexPath.indexInSectionController)
      let update = list.update(to: remaining)
      list.context?.apply(update.changes, commit: update.commit, completion: nil)
    }
    harness.view.tapItem(at: IndexPath(item: 1, section: 1))
    #expect(harness.shownSections == [["0"], ["1", "3"]])
    harness.expectNoProblems()
  }

  @Test func prefetchingReachesTheControllerInItsIndices() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 30))
    let list = RecordingList()
    harness.view.prefetchDistance = 20
    harness.show([Section(id: "list", model: (0..<10).map(String.init), controller: list)])
    #expect(list.events.filter { $0.hasPrefix("prefetch") } == ["prefetch [3, 4]"])
  }

  @Test func sectionsEnterAndLeaveTheWorkingRange() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 20))
    harness.adapter.workingRangeSize = 1
    let lists = (0..<6).map { _ in RecordingList() }
    harness.show(
      lists.enumerated().map { Section(id: $0.offset, model: ["a", "b"], controller: $0.element) })
    // Section 0 is visible: 0 and 1 are in range.
    #expect(
      lists.map { $0.events.filter { $0 == "enter" || $0 == "exit" } } == [
        ["enter"], ["enter"], [], [], [], [],
      ])
    harness.view.contentOffset.y = 60  // section 3 is visible: 2, 3 and 4 are in range
    #expect(
      lists.map { $0.events.filter { $0 == "enter" || $0 == "exit" } } == [
        ["enter", "exit"], ["enter", "exit"], ["enter"], ["enter"], ["enter"], [],
      ])
  }

  @Test func aDragFromOneSectionDroppedInAnotherReachesBothControllers() {
    let harness = AdapterHarness()
    let source = RecordingList()
    let destination = RecordingList()
    harness.show([
      Section(id: "source", model: ["1", "2"], controller: source),
      Section(id: "destination", model: ["3", "4"], controller: destination),
    ])
    guard let session = harness.view.beginDrag(at: IndexPath(item: 1, section: 0)) else {
      Issue.record("the drag did not begin")
      return
    }
    #expect(harness.view.drop(session, at: CGPoint(x: 50, y: 35)))
    #expect(source.events.contains("drag 1@0"))
    #expect(destination.events.contains("drop 1@1"))
    #expect(source.events.contains("dropped [1] into 1@1"))
  }

  // Found porting SectionKit's drop tests: a drop's destination is an insertion point, and one
  // past a section's last item (UIKit's end of the section) named no item, so it was refused,
  // and an empty section could never take a drop.
  @Test func aDropAtTheEndOfASectionReachesItsControllerAtItsCount() {
    let harness = AdapterHarness()
    let source = RecordingList()
    let destination = RecordingList()
    harness.show([
      Section(id: "source", model: ["1", "2"], controller: source),
      Section(id: "destination", model: ["3", "4"], controller: destination),
    ])
    guard let session = harness.view.beginDrag(at: IndexPath(item: 0, section: 0)) else {
      Issue.record("the drag did not begin")
      return
    }
    #expect(harness.view.drop(session, atDestination: IndexPath(item: 2, section: 1)))
    #expect(destination.events.contains("drop 2@1"))
    #expect(source.events.contains("dropped [0] into 2@1"))
    harness.expectNoProblems()
  }

  @Test func aDropIntoAnEmptySectionReachesItsControllerAtItemZero() {
    let harness = AdapterHarness()
    let source = RecordingList()
    let empty = RecordingList()
    harness.show([
      Section(id: "source", model: ["1"], controller: source),
      Section(id: "empty", model: [], controller: empty),
    ])
    guard let session = harness.view.beginDrag(at: IndexPath(item: 0, section: 0)) else {
      Issue.record("the drag did not begin")
      return
    }
    #expect(
      harness.view.moveDrag(session, toDestination: IndexPath(item: 0, section: 1)).operation
        == .move)
    #expect(harness.view.drop(session, atDestination: IndexPath(item: 0, section: 1)))
    #expect(empty.events.contains("drop 0@1"))
    harness.expectNoProblems()
  }

  @Test func aDropPastTheEndOfASectionIsCancelledWithADiagnostic() {
    let harness = AdapterHarness()
    let list = RecordingList()
    harness.show([Section(id: "list", model: ["1", "2"], controller: list)])
    let proposal = harness.adapter.collectionView(
      harness.view, dropSessionDidUpdate: DragSession(),
      withDestinationIndexPath: IndexPath(item: 3, section: 0))
    #expect(proposal.operation == .cancel)
    harness.adapter.collectionView(
      harness.view,
      performDropWith: DropCoordinator(
        destinationIndexPath: IndexPath(item: 3, section: 0),
        proposal: DropProposal(operation: .move), items: [], session: DragSession()))
    #expect(!list.events.contains { $0.hasPrefix("drop") })
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath, .staleIndexPath])
    #expect(harness.diagnostics.allSatisfy { $0.indexPath == IndexPath(item: 3, section: 0) })
  }

  @Test func theViewRefusesADropAtADestinationThatIsNoInsertionPoint() {
    let harness = AdapterHarness()
    let list = RecordingList()
    harness.show([Section(id: "list", model: ["1", "2"], controller: list)])
    guard let session = harness.view.beginDrag(at: IndexPath(item: 0, section: 0)) else {
      Issue.record("the drag did not begin")
      return
    }
    #expect(!harness.view.drop(session, atDestination: IndexPath(item: 3, section: 0)))
    #expect(!list.events.contains { $0.hasPrefix("drop") })
    #expect(
      harness.view.errors.map(\.description).contains { $0.contains("drop(_:atDestination:)") })
  }
}
