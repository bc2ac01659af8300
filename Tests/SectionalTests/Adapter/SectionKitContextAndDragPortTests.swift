// These tests port the behaviour checked by SectionKit's drag and drop, context, section index
// path and capability-default tests (traderepublic/SectionKit: SectionKit/Tests/CollectionViewAdapter
// UICollectionViewDragDelegate, UICollectionViewDropDelegate and CollectionViewContext;
// SectionController/SectionIndexPathTests, Section/SectionIndexPathTests; SectionController
// SectionDragDelegate, SectionDropDelegate, SectionDelegate and SectionDataSourcePrefetchingDelegate;
// Utility/ArraySectionIndexPathTests and IndexPathIsValidTests) to Sectional's API.
//
// How names map: SectionKit's `testX` becomes a sentence saying what Sectional does; its
// `dragDelegate` and `dropDelegate` are the `DragHandling` and `DropHandling` capabilities, and
// a "WithoutDelegate" variant is a controller that does not adopt the capability; a
// "ProtocolDefaultValues" test is a controller that adopts a capability and implements only its
// one required method; `MainCollectionViewContext` is the `CollectionViewContext` the adapter
// gives a controller, `index(of:)` its `sectionIndex`, `errorHandler` the adapter's
// `diagnosticHandler`; `UIDropSession` and `UIDragSession` are one `DragSession`;
// `IndexPath.isValid` is the adapter's own check that an index path names a shown item. Where
// Sectional differs by design (documented in its DocC), the test says what Sectional does and
// its comment names the difference. UIKit-only questions (preview parameters, move-operation and
// app-restriction answers, spring loading, focus, menus and multiple selection gestures) have no
// counterpart and are not ported.

import Foundation
import Sectional
import Testing

/// A text list that drags and accepts drops, recording what it is told in its own indices.
@MainActor
private final class DragDropProbe: DiffingListSectionController<[String], String>, DragHandling,
  DropHandling
{
  var events: [String] = []
  var sessions: [ObjectIdentifier] = []
  var proposal = DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)

  private func at(_ indexPath: SectionIndexPath) -> String {
    "\(indexPath.indexInSectionController)@\(indexPath.sectionIndex)"
  }

  private func saw(_ session: DragSession) {
    sessions.append(ObjectIdentifier(session))
  }

  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    saw(session)
    events.append("begin \(at(indexPath))")
    return [DragItem(localObject: items[indexPath])]
  }

  func dragItems(forAddingTo session: DragSession, at indexPath: SectionIndexPath, point: CGPoint)
    -> [DragItem]
  {
    saw(session)
    events.append("add \(at(indexPath)) \(Int(point.x)),\(Int(point.y))")
    return [DragItem(localObject: items[indexPath])]
  }

  func dragSessionWillBegin(_ session: DragSession) {
    saw(session)
    events.append("willBegin")
  }

  func dragSessionDidEnd(_ session: DragSession) {
    saw(session)
    events.append("didEnd")
  }

  func didDropItems(from indexPaths: [SectionIndexPath], into destination: SectionIndexPath) {
    events.append("dropped \(indexPaths.map(at)) into \(at(destination))")
  }

  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
    saw(session)
    events.append("proposal \(at(indexPath))")
    return proposal
  }

  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
    saw(coordinator.session)
    events.append("perform \(at(indexPath))")
  }
}

/// Adopts `DragHandling` with its one required method only.
@MainActor
private final class MinimalDragger: DiffingListSectionController<[String], String>, DragHandling {
  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    [DragItem(localObject: items[indexPath])]
  }
}

/// Adopts `DropHandling` with its one required method only.
@MainActor
private final class MinimalDropper: DiffingListSectionController<[String], String>, DropHandling {
  var performed: [Int] = []

  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
    performed.append(indexPath.indexInSectionController)
  }
}

/// Adopts `SelectionHandling` with its one required method only.
@MainActor
private final class MinimalSelector: DiffingListSectionController<[String], String>,
  SelectionHandling
{
  var selected: [Int] = []

  func didSelectItem(at indexPath: SectionIndexPath) {
    selected.append(indexPath.indexInSectionController)
  }
}

/// Adopts `PrefetchHandling` with its one required method only.
@MainActor
private final class MinimalPrefetcher: DiffingListSectionController<[String], String>,
  PrefetchHandling
{
  var prefetched: [Int] = []

  func prefetchItems(at indexPaths: [SectionIndexPath]) {
    prefetched += indexPaths.map(\.indexInSectionController)
  }
}

/// Adopts `DisplayHandling` with its one required method only.
@MainActor
private final class MinimalDisplayer: DiffingListSectionController<[String], String>,
  DisplayHandling
{
  var displayed: [Int] = []

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    displayed.append(indexPath.indexInSectionController)
  }
}

/// A cell and a supplementary view of the port's own, and another of each.
private final class PortCell: CollectionViewCell {}
private final class OtherPortCell: CollectionViewCell {}
private final class PortHeader: CollectionReusableView {}
private final class OtherPortHeader: CollectionReusableView {}

/// A text list that dequeues its own cell and header classes through its context, and records
/// what it got.
@MainActor
private final class DequeueProbe: DiffingListSectionController<[String], String>,
  SupplementaryViewProviding
{
  var cells: [CollectionViewCell] = []
  var views: [CollectionReusableView] = []

  override func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let cell = context.dequeueReusableCell(PortCell.self, for: indexPath)
    cell.text = items[indexPath]
    cells.append(cell)
    return cell
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    let view = context.dequeueReusableSupplementaryView(
      PortHeader.self, ofKind: kind, for: indexPath)
    view.text = kind.rawValue
    views.append(view)
    return view
  }
}

/// A plain list in section 0 and a probe in section 1, so that every routed event must find the
/// second; rows are 10 points tall, so section 1's items start at y = 10.
@MainActor
private func dragHarness(
  _ probe: DragDropProbe, items: [String] = ["a", "b", "c"]
) -> AdapterHarness {
  let harness = AdapterHarness()
  harness.show([
    Section(id: "plain", model: ["x"], controller: TextList()),
    Section(id: "probe", model: items, controller: probe),
  ])
  return harness
}

/// The point at the middle of a shown item.
@MainActor
private func center(of indexPath: IndexPath, in harness: AdapterHarness) -> CGPoint {
  let frame = harness.view.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
  return CGPoint(x: frame.midX, y: frame.midY)
}

/// A coordinator for a drop at a destination of items dragged from index paths of the view.
@MainActor
private func coordinator(
  to destination: IndexPath?, from sources: [IndexPath?], session: DragSession = DragSession()
) -> DropCoordinator {
  DropCoordinator(
    destinationIndexPath: destination,
    proposal: DropProposal(operation: .move),
    items: sources.map {
      DropCoordinator.Item(dragItem: DragItem(sourceIndexPath: $0), sourceIndexPath: $0)
    },
    session: session)
}

// MARK: - Drag delegate (UICollectionViewDragDelegate tests)

@MainActor
@Suite("SectionKitContextAndDragPort: drag delegate")
struct SectionKitContextAndDragPortDragTests {
  @Test func itemsForBeginningAreTheItemControllersWithTheSessionAndItsOwnIndex() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    let session = DragSession()
    let items = harness.adapter.collectionView(
      harness.view, itemsForBeginning: session, at: IndexPath(item: 1, section: 1))
    #expect(items.map { $0.localObject as? String } == ["b"])
    #expect(probe.events == ["begin 1@1"])
    #expect(probe.sessions == [ObjectIdentifier(session)])
    harness.expectNoProblems()
  }

  @Test func itemsForBeginningOnAControllerThatDoesNotDragAreNone() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a"])]))
    let items = harness.adapter.collectionView(
      harness.view, itemsForBeginning: DragSession(), at: IndexPath(item: 0, section: 0))
    #expect(items.isEmpty)
    harness.expectNoProblems()
  }

  @Test func itemsForAddingAreTheTappedItemControllersWithThePoint() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    let session = DragSession()
    let items = harness.adapter.collectionView(
      harness.view, itemsForAddingTo: session, at: IndexPath(item: 2, section: 1),
      point: CGPoint(x: 1, y: 2))
    #expect(items.map { $0.localObject as? String } == ["c"])
    #expect(probe.events == ["add 2@1 1,2"])
    #expect(probe.sessions == [ObjectIdentifier(session)])
    harness.expectNoProblems()
  }

  @Test func itemsForAddingOnAControllerThatDoesNotDragAreNone() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a"])]))
    let items = harness.adapter.collectionView(
      harness.view, itemsForAddingTo: DragSession(), at: IndexPath(item: 0, section: 0),
      point: CGPoint(x: 1, y: 2))
    #expect(items.isEmpty)
    harness.expectNoProblems()
  }

  @Test func aDragThatBeginsTellsTheControllerOfTheDraggedItemWithTheSession() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    let session = harness.view.beginDrag(at: IndexPath(item: 0, section: 1))
    #expect(session != nil)
    #expect(probe.events == ["begin 0@1", "willBegin"])
    #expect(Set(probe.sessions) == Set(session.map { [ObjectIdentifier($0)] } ?? []))
    harness.expectNoProblems()
  }

  @Test func aDragThatEndsTellsTheControllerOfTheDraggedItemWithTheSession() throws {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    let session = try #require(harness.view.beginDrag(at: IndexPath(item: 0, section: 1)))
    probe.events = []
    probe.sessions = []
    harness.view.endDrag(session)
    #expect(probe.events == ["didEnd"])
    #expect(probe.sessions == [ObjectIdentifier(session)])
    harness.expectNoProblems()
  }

  // SectionKit tells the drag delegate of every section that a session begins and ends;
  // Sectional tells only the controllers whose items are dragged (`DragHandling`: "a drag from
  // its section").
  @Test func onlyTheSectionsWhoseItemsAreDraggedAreToldASessionBeginsAndEnds() throws {
    let dragged = DragDropProbe()
    let bystander = DragDropProbe()
    let harness = AdapterHarness()
    harness.show([
      Section(id: "dragged", model: ["a"], controller: dragged),
      Section(id: "bystander", model: ["b"], controller: bystander),
    ])
    let session = try #require(harness.view.beginDrag(at: IndexPath(item: 0, section: 0)))
    harness.view.endDrag(session)
    #expect(dragged.events == ["begin 0@0", "willBegin", "didEnd"])
    #expect(bystander.events.isEmpty)
    harness.expectNoProblems()
  }

  @Test func itemsForBeginningAtAnIndexPathThatIsNotAnItemAreNoneAndReported() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    for indexPath in [IndexPath(), IndexPath(item: 0, section: 2), IndexPath(item: 3, section: 1)] {
      let items = harness.adapter.collectionView(
        harness.view, itemsForBeginning: DragSession(), at: indexPath)
      #expect(items.isEmpty)
    }
    #expect(probe.events.isEmpty)
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath, .staleIndexPath, .staleIndexPath])
  }

  @Test func itemsForAddingAtAnIndexPathThatIsNotAnItemAreNoneAndReported() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    let items = harness.adapter.collectionView(
      harness.view, itemsForAddingTo: DragSession(), at: IndexPath(), point: .zero)
    #expect(items.isEmpty)
    #expect(probe.events.isEmpty)
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
  }
}

// MARK: - Drop delegate (UICollectionViewDropDelegate tests)

@MainActor
@Suite("SectionKitContextAndDragPort: drop delegate")
struct SectionKitContextAndDragPortDropTests {
  // SectionKit asks the dragged section's drop delegate, and answers `false` without one.
  // Sectional's drop delegate protocol handles every session by default ("Handles every
  // session"), and the adapter keeps that default: the proposal decides instead.
  @Test func everySessionCanBeHandledAndTheProposalDecidesWhetherItDrops() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a"])]))
    let session = DragSession()
    #expect(harness.adapter.collectionView(harness.view, canHandle: session))
    let proposal = harness.view.moveDrag(session, to: CGPoint(x: 5, y: 5))
    #expect(!proposal.allowsDrop)
    harness.expectNoProblems()
  }

  @Test func theProposalAtAnItemIsItsControllersWithTheSessionAndItsOwnIndex() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    probe.proposal = DropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
    let session = DragSession()
    let proposal = harness.adapter.collectionView(
      harness.view, dropSessionDidUpdate: session,
      withDestinationIndexPath: IndexPath(item: 2, section: 1))
    #expect(proposal == DropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath))
    #expect(probe.events == ["proposal 2@1"])
    #expect(probe.sessions == [ObjectIdentifier(session)])
    harness.expectNoProblems()
  }

  // SectionKit answers `.forbidden` wherever it does not ask a controller; Sectional answers
  // `.cancel` (`DropHandling` and the adapter: "otherwise cancel"). Neither drops.
  @Test func theProposalAtAnItemOfAControllerThatDoesNotAcceptDropsCancels() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a"])]))
    let proposal = harness.adapter.collectionView(
      harness.view, dropSessionDidUpdate: DragSession(),
      withDestinationIndexPath: IndexPath(item: 0, section: 0))
    #expect(proposal.operation == .cancel)
    #expect(!proposal.allowsDrop)
    harness.expectNoProblems()
  }

  @Test func theProposalAtASectionThatDoesNotExistCancelsWithoutAskingAControllerAndIsReported() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    let proposal = harness.adapter.collectionView(
      harness.view, dropSessionDidUpdate: DragSession(),
      withDestinationIndexPath: IndexPath(item: 0, section: 2))
    #expect(proposal.operation == .cancel)
    #expect(probe.events.isEmpty)
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
  }

  // SectionKit, given no destination, asks the controller of the item under the session's
  // location. Sectional's view passes that item as the destination itself
  // (`HeadlessCollectionView.moveDrag(_:to:)`), and the adapter cancels without one ("the
  // proposal of the destination's controller …; otherwise cancel").
  @Test func theProposalWithoutADestinationCancelsWithoutAskingAController() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    let session = DragSession(location: CGPoint(x: 5, y: 15))
    let proposal = harness.adapter.collectionView(
      harness.view, dropSessionDidUpdate: session, withDestinationIndexPath: nil)
    #expect(proposal.operation == .cancel)
    #expect(probe.events.isEmpty)
    harness.expectNoProblems()
  }

  @Test func movingADragOverAnItemAsksItsControllerAndOverNothingCancels() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    let session = DragSession()
    let over = harness.view.moveDrag(
      session, to: center(of: IndexPath(item: 1, section: 1), in: harness))
    let outside = harness.view.moveDrag(session, to: CGPoint(x: 5, y: 900))
    #expect(over.allowsDrop)
    #expect(outside.operation == .cancel)
    #expect(probe.events == ["proposal 1@1"])
    harness.expectNoProblems()
  }

  @Test func aDropWithoutADestinationIsNotPerformed() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    harness.adapter.collectionView(
      harness.view, performDropWith: coordinator(to: nil, from: [IndexPath(item: 0, section: 1)]))
    #expect(probe.events.isEmpty)
    harness.expectNoProblems()
  }

  @Test func aDropAtAnIndexPathThatIsNotAnItemIsNotPerformedAndIsReported() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    harness.adapter.collectionView(
      harness.view, performDropWith: coordinator(to: IndexPath(), from: []))
    #expect(probe.events.isEmpty)
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
  }

  @Test func aDropAtASectionThatDoesNotExistIsNotPerformedAndIsReported() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    harness.adapter.collectionView(
      harness.view, performDropWith: coordinator(to: IndexPath(item: 0, section: 2), from: []))
    #expect(probe.events.isEmpty)
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
  }

  @Test func aDropFromTheSameSectionIsPerformedAndItsControllerLearnsWhereItsItemsWent() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    let session = DragSession()
    harness.adapter.collectionView(
      harness.view,
      performDropWith: coordinator(
        to: IndexPath(item: 0, section: 1), from: [IndexPath(item: 1, section: 1)],
        session: session))
    #expect(probe.events == ["perform 0@1", "dropped [\"1@1\"] into 0@1"])
    #expect(probe.sessions == [ObjectIdentifier(session)])
    harness.expectNoProblems()
  }

  // SectionKit performs a drop only when every item comes from the destination's section.
  // Sectional routes a drop to the destination's controller wherever its items come from, and
  // tells the controllers of the dragged items' sections (`DropHandling`).
  @Test func aDropFromAnotherSectionIsPerformedByTheDestinationAndTheSourceIsTold() {
    let source = DragDropProbe()
    let destination = DragDropProbe()
    let harness = AdapterHarness()
    harness.show([
      Section(id: "source", model: ["a", "b"], controller: source),
      Section(id: "destination", model: ["c"], controller: destination),
    ])
    harness.adapter.collectionView(
      harness.view,
      performDropWith: coordinator(
        to: IndexPath(item: 0, section: 1), from: [IndexPath(item: 1, section: 0)]))
    #expect(destination.events == ["perform 0@1"])
    #expect(source.events == ["dropped [\"1@0\"] into 0@1"])
    harness.expectNoProblems()
  }

  // SectionKit drops the whole drop when a dragged item's source is not one of its items;
  // Sectional performs it at the destination (`DropHandling`) and reports the stale source.
  @Test func aDropWhoseSourceItemNoLongerExistsIsPerformedAndTheStaleSourceReported() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    harness.adapter.collectionView(
      harness.view,
      performDropWith: coordinator(
        to: IndexPath(item: 0, section: 1), from: [IndexPath(item: 1, section: 2)]))
    #expect(probe.events == ["perform 0@1"])
    #expect(harness.diagnostics.map(\.kind) == [.staleIndexPath])
  }

  @Test func aDropFromOutsideTheViewIsPerformed() {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    harness.adapter.collectionView(
      harness.view, performDropWith: coordinator(to: IndexPath(item: 2, section: 1), from: [nil]))
    #expect(probe.events == ["perform 2@1"])
    harness.expectNoProblems()
  }

  @Test func aDropOnAControllerThatDoesNotAcceptDropsDoesNothing() {
    let harness = AdapterHarness()
    harness.show(AdapterHarness.lists([("", ["a", "b"])]))
    harness.adapter.collectionView(
      harness.view,
      performDropWith: coordinator(
        to: IndexPath(item: 0, section: 0), from: [IndexPath(item: 1, section: 0)]))
    #expect(harness.adapter.sectionIDs == [SectionID("")])
    harness.expectNoProblems()
  }

  @Test func aDragDroppedOnAnotherItemOfItsSectionRunsEveryStepInOrder() throws {
    let probe = DragDropProbe()
    let harness = dragHarness(probe)
    let session = try #require(harness.view.beginDrag(at: IndexPath(item: 0, section: 1)))
    let performed = harness.view.drop(
      session, at: center(of: IndexPath(item: 2, section: 1), in: harness))
    #expect(performed)
    #expect(
      probe.events == [
        "begin 0@1", "willBegin", "proposal 2@1", "perform 2@1", "dropped [\"0@1\"] into 2@1",
        "didEnd",
      ])
    #expect(Set(probe.sessions) == [ObjectIdentifier(session)])
    harness.expectNoProblems()
  }

  @Test func aDragWhoseItemWasRemovedStillDropsAndEndsWithoutReachingAController() throws {
    let probe = DragDropProbe()
    let harness = AdapterHarness()
    let other = DragDropProbe()
    harness.show([
      Section(id: "source", model: ["a"], controller: probe),
      Section(id: "destination", model: ["b"], controller: other),
    ])
    let session = try #require(harness.view.beginDrag(at: IndexPath(item: 0, section: 0)))
    probe.events = []
    harness.show([Section(id: "destination", model: ["b"], controller: other)])
    let performed = harness.view.drop(
      session, at: center(of: IndexPath(item: 0, section: 0), in: harness))
    #expect(performed)
    #expect(probe.events.isEmpty)
    // The dragged item left with its section: the drop names no source item, so that no
    // controller is told that another item (the destination's own, now at 0-0) was dropped.
    #expect(other.events == ["proposal 0@0", "perform 0@0"])
    harness.expectNoProblems()
  }
}

// MARK: - Context (MainCollectionViewContextTests, CollectionViewContextSizeTests, extensions)

@MainActor
@Suite("SectionKitContextAndDragPort: context")
struct SectionKitContextAndDragPortContextTests {
  @Test func aControllerLosesItsContextWhenItsAdapterGoesAway() {
    let controller = TextList()
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    do {
      let adapter = CollectionViewAdapter(collectionView: view)
      adapter.update([Section(id: "", model: ["a"], controller: controller)])
      #expect(controller.context != nil)
    }
    #expect(controller.context == nil)
  }

  @Test func theContainerSizeIsTheViewsSize() {
    let harness = AdapterHarness(size: CGSize(width: 4, height: 8))
    let controller = TextList()
    harness.show([Section(id: "", model: ["a"], controller: controller)])
    #expect(controller.context?.containerSize == CGSize(width: 4, height: 8))
  }

  @Test func theContentInsetIsInTheEnvironmentsTraits() {
    let harness = AdapterHarness()
    let insets = LayoutInsets(top: 1, left: 2, bottom: 4, right: 8)
    harness.view.contentInset = insets
    let controller = TextList()
    harness.show([Section(id: "", model: ["a"], controller: controller)])
    #expect(controller.context?.environment.traits.adjustedContentInset == insets)
  }

  @Test func theSectionIndexIsTheIndexOfTheControllersSectionAndFollowsIt() {
    let harness = AdapterHarness()
    let first = TextList()
    let second = TextList()
    harness.show([
      Section(id: "1", model: ["a"], controller: first),
      Section(id: "2", model: ["b"], controller: second),
    ])
    #expect(second.context?.sectionIndex == 1)
    harness.show([
      Section(id: "2", model: ["b"], controller: second),
      Section(id: "1", model: ["a"], controller: first),
    ])
    #expect(second.context?.sectionIndex == 0)
    #expect(first.context?.sectionIndex == 1)
    harness.expectNoProblems()
  }

  @Test func theControllerAtASectionIndexIsThatSectionsAndNonePastTheEnd() {
    let harness = AdapterHarness()
    let controller = TextList()
    harness.show([Section(id: "", model: ["a"], controller: controller)])
    #expect(harness.adapter.sectionController(atSection: 0) === controller)
    #expect(harness.adapter.sectionController(atSection: 1) == nil)
    #expect(harness.adapter.sectionController(atSection: -1) == nil)
  }

  // SectionKit reloads the whole view and reports an error; Sectional leaves the view alone and
  // completes with `false` (`CollectionViewContext.apply(_:completion:)`).
  @Test func aChangeAppliedThroughTheContextOfARemovedSectionCompletesWithFalse() throws {
    let harness = AdapterHarness()
    let controller = TextList()
    harness.show([Section(id: "", model: ["a"], controller: controller)])
    let context = try #require(controller.context)
    harness.show([])
    var batches: [BatchUpdate] = []
    harness.view.batchUpdateHandler = { batches.append($0) }
    var completed: [Bool] = []
    context.apply({ controller.update(to: ["a", "b"]) }, completion: { completed.append($0) })
    #expect(completed == [false])
    #expect(batches.isEmpty)
    harness.expectNoProblems()
  }

  @Test func aCellDequeuedThroughTheContextIsOfTheRequestedTypeAndRecycledByIt() {
    let harness = AdapterHarness()
    let probe = DequeueProbe()
    harness.show([Section(id: "", model: ["a", "b"], controller: probe)])
    #expect(probe.cells.count == 2)
    #expect(probe.cells.allSatisfy { $0 is PortCell })
    #expect(harness.view.cellForItem(at: IndexPath(item: 1, section: 0)) === probe.cells.last)
    harness.expectNoProblems()
  }

  @Test func aHeaderAndAFooterDequeuedThroughTheContextAreOfTheRequestedType() {
    let harness = AdapterHarness()
    let layout = harness.view.collectionViewLayout as? FlowLayout
    layout?.headerReferenceSize.height = 5
    layout?.footerReferenceSize.height = 5
    let probe = DequeueProbe()
    harness.show([Section(id: "", model: ["a"], controller: probe)])
    let header = harness.view.supplementaryView(
      forElementKind: .header, at: IndexPath(item: 0, section: 0))
    let footer = harness.view.supplementaryView(
      forElementKind: .footer, at: IndexPath(item: 0, section: 0))
    #expect(header is PortHeader)
    #expect(footer is PortHeader)
    #expect(header?.text == ElementKind.header.rawValue)
    harness.expectNoProblems()
  }

  @Test func aCellDequeuedUnderAnIdentifierRegisteredForAnotherClassIsReported() {
    let harness = AdapterHarness()
    harness.view.register(
      OtherPortCell.self, forCellWithReuseIdentifier: String(reflecting: PortCell.self))
    let probe = DequeueProbe()
    harness.show([Section(id: "", model: ["a"], controller: probe)])
    #expect(probe.cells.allSatisfy { $0 is PortCell })
    #expect(
      harness.errorDiagnostics.contains {
        if case .dequeueTypeMismatch? = $0.collectionViewError { return true }
        return false
      })
  }

  @Test func aHeaderDequeuedUnderAnIdentifierRegisteredForAnotherClassIsReported() {
    let harness = AdapterHarness()
    (harness.view.collectionViewLayout as? FlowLayout)?.headerReferenceSize.height = 5
    harness.view.register(
      OtherPortHeader.self, forSupplementaryViewOfKind: .header,
      withReuseIdentifier: String(reflecting: PortHeader.self))
    let probe = DequeueProbe()
    harness.show([Section(id: "", model: ["a"], controller: probe)])
    #expect(probe.views.allSatisfy { $0 is PortHeader })
    #expect(
      harness.errorDiagnostics.contains {
        if case .dequeueTypeMismatch? = $0.collectionViewError { return true }
        return false
      })
  }
}

// MARK: - Section index paths (SectionIndexPathTests, ArraySectionIndexPathTests)

@Suite("SectionKitContextAndDragPort: section index paths")
struct SectionKitContextAndDragPortIndexPathTests {
  @Test func aSectionIndexPathMadeFromAnIndexPathKeepsItAndItsItemIsTheIndexInTheSection() {
    let indexPath = IndexPath(item: 0, section: 1)
    let sectionIndexPath = SectionIndexPath(indexPath)
    #expect(sectionIndexPath.indexInCollectionView == indexPath)
    #expect(sectionIndexPath.indexInSectionController == 0)
    #expect(sectionIndexPath.sectionIndex == 1)
  }

  @Test func aSectionIndexPathMadeFromItemAndSectionEqualsOneMadeFromTheIndexPath() {
    #expect(
      SectionIndexPath(item: 2, section: 1) == SectionIndexPath(IndexPath(item: 2, section: 1)))
    #expect(SectionIndexPath(item: 2, section: 1).indexInSectionController == 2)
  }

  @Test func anArrayReadAtASectionIndexPathGivesTheItemAtItsIndexInTheSection() {
    #expect([1, 2, 3][SectionIndexPath(IndexPath(item: 1, section: 0))] == 2)
    #expect([1, 2, 3][SectionIndexPath(IndexPath(item: 1, section: 5))] == 2)
  }

  @Test func aSectionIndexPathIsDescribedAsItsItemAndSection() {
    #expect(SectionIndexPath(item: 3, section: 1).description == "item 3 of section 1")
  }

  // SectionKit traps when its index path is made from one that names no item; here making one
  // is allowed, as with `IndexPath`, and describing it does not trap.
  @Test(arguments: [IndexPath(), IndexPath(index: 4), IndexPath(indexes: [1, 2, 3])])
  func aSectionIndexPathThatNamesNoItemIsDescribedByItsIndices(indexPath: IndexPath) {
    #expect(SectionIndexPath(indexPath).description == "index path \(Array(indexPath))")
  }

  @Test func anArrayElementIsReplacedAtASectionIndexPath() {
    var titles = ["Inbox", "Drafts", "Sent"]
    titles[SectionIndexPath(item: 1, section: 4)] = "Drafts (2)"
    #expect(titles == ["Inbox", "Drafts (2)", "Sent"])
    var slice = [1, 2, 3, 4][1...]
    slice[SectionIndexPath(item: 0, section: 0)] = 20
    #expect(Array(slice) == [20, 3, 4])
  }

  @Test func aSliceReadAtASectionIndexPathCountsFromItsFirstElement() {
    let slice = [1, 2, 3, 4][2...]
    #expect(slice[SectionIndexPath(item: 1, section: 0)] == 4)
  }
}

// MARK: - Capability defaults (ProtocolDefaultValues… and BaseSectionController… tests)

@MainActor
@Suite("SectionKitContextAndDragPort: capability defaults")
struct SectionKitContextAndDragPortDefaultsTests {
  @Test func aSelectionHandlerThatOnlySelectsAllowsHighlightSelectionAndDeselection() {
    let harness = AdapterHarness()
    harness.show([Section(id: "", model: ["a"], controller: MinimalSelector())])
    let indexPath = IndexPath(item: 0, section: 0)
    #expect(harness.adapter.collectionView(harness.view, shouldHighlightItemAt: indexPath))
    #expect(harness.adapter.collectionView(harness.view, shouldSelectItemAt: indexPath))
    #expect(harness.adapter.collectionView(harness.view, shouldDeselectItemAt: indexPath))
    harness.expectNoProblems()
  }

  @Test func aSelectionHandlerThatOnlySelectsIsToldOfATapAndIgnoresTheRest() {
    let harness = AdapterHarness()
    let selector = MinimalSelector()
    harness.show([Section(id: "", model: ["a", "b"], controller: selector)])
    harness.view.tapItem(at: IndexPath(item: 1, section: 0))
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    harness.adapter.collectionView(harness.view, didDeselectItemAt: IndexPath(item: 1, section: 0))
    harness.adapter.collectionView(harness.view, didHighlightItemAt: IndexPath(item: 1, section: 0))
    #expect(selector.selected == [1, 0])
    #expect(harness.view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    harness.expectNoProblems()
  }

  @Test func aDisplayHandlerThatOnlyHandlesCellsIsToldOfThemAndIgnoresTheRest() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 20))
    (harness.view.collectionViewLayout as? FlowLayout)?.headerReferenceSize.height = 5
    let displayer = MinimalDisplayer()
    harness.show([Section(id: "", model: ["a", "b", "c", "d"], controller: displayer)])
    harness.view.contentOffset = CGPoint(x: 0, y: 25)
    harness.view.layoutIfNeeded()
    #expect(displayer.displayed.starts(with: [0, 1]))
    #expect(displayer.displayed.contains(3))
  }

  @Test func aPrefetcherThatOnlyPrefetchesIsToldToPrefetchAndIgnoresCancellation() {
    let harness = AdapterHarness()
    let prefetcher = MinimalPrefetcher()
    harness.show([Section(id: "", model: ["a", "b"], controller: prefetcher)])
    let indexPaths = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]
    harness.adapter.collectionView(harness.view, prefetchItemsAt: indexPaths)
    harness.adapter.collectionView(harness.view, cancelPrefetchingForItemsAt: indexPaths)
    #expect(prefetcher.prefetched == [0, 1])
    harness.expectNoProblems()
  }

  @Test func aDraggerThatOnlyBeginsDragsAddsNothingAndIgnoresTheSessionsStartAndEnd() throws {
    let harness = AdapterHarness()
    harness.show([Section(id: "", model: ["a", "b"], controller: MinimalDragger())])
    let session = try #require(harness.view.beginDrag(at: IndexPath(item: 0, section: 0)))
    #expect(session.items.map { $0.localObject as? String } == ["a"])
    #expect(harness.view.addItem(at: IndexPath(item: 1, section: 0), to: session) == 0)
    harness.view.endDrag(session)
    #expect(session.items.count == 1)
    harness.expectNoProblems()
  }

  // SectionKit's default proposal is `.forbidden`; Sectional's is `.cancel` (`DropHandling`:
  // "The default cancels"). Neither drops.
  @Test func aDropperThatOnlyPerformsDropsProposesToCancelSoNothingIsDropped() {
    let harness = AdapterHarness()
    let dropper = MinimalDropper()
    harness.show([Section(id: "", model: ["a", "b"], controller: dropper)])
    let proposal = harness.adapter.collectionView(
      harness.view, dropSessionDidUpdate: DragSession(),
      withDestinationIndexPath: IndexPath(item: 1, section: 0))
    #expect(proposal.operation == .cancel)
    #expect(!harness.view.drop(DragSession(), at: CGPoint(x: 5, y: 15)))
    #expect(dropper.performed.isEmpty)
    harness.expectNoProblems()
  }
}
