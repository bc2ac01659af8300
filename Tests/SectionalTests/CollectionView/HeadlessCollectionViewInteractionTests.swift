import Foundation
import Sectional
import Testing

@MainActor
@Suite("HeadlessCollectionView interactions")
struct HeadlessCollectionViewInteractionTests {
  @Test func aTapHighlightsUnhighlightsThenSelects() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    recorder.clear()
    view.tapItem(at: path(0, 1))
    #expect(
      recorder.events == [
        "shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1", "shouldSelect 0-1",
        "didSelect 0-1",
      ])
    #expect(view.indexPathsForSelectedItems == [path(0, 1)])
    #expect(view.cellForItem(at: path(0, 1))?.isSelected == true)
  }

  @Test func refusingTheHighlightBypassesSelection() {
    let recorder = EventRecorder()
    recorder.refusesHighlight = [path(0, 1)]
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    recorder.clear()
    view.tapItem(at: path(0, 1))
    #expect(recorder.events == ["shouldHighlight 0-1"])
    #expect(view.indexPathsForSelectedItems.isEmpty)
  }

  @Test func refusingTheSelectionKeepsTheHighlightCycle() {
    let recorder = EventRecorder()
    recorder.refusesSelection = [path(0, 1)]
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    view.tapItem(at: path(0, 1))
    #expect(recorder.events("didSelect").isEmpty)
    #expect(recorder.events("didUnhighlight") == ["didUnhighlight 0-1"])
    #expect(view.indexPathsForSelectedItems.isEmpty)
  }

  @Test func singleSelectionDeselectsThePreviousItem() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    view.tapItem(at: path(0, 0))
    recorder.clear()
    view.tapItem(at: path(0, 2))
    #expect(recorder.events("didDeselect") == ["didDeselect 0-0"])
    #expect(view.indexPathsForSelectedItems == [path(0, 2)])
    #expect(view.cellForItem(at: path(0, 0))?.isSelected == false)
  }

  @Test func multipleSelectionTogglesTappedItems() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    view.allowsMultipleSelection = true
    view.tapItem(at: path(0, 0))
    view.tapItem(at: path(0, 2))
    #expect(view.indexPathsForSelectedItems == [path(0, 0), path(0, 2)])
    recorder.clear()
    view.tapItem(at: path(0, 0))
    #expect(recorder.events.suffix(2) == ["shouldDeselect 0-0", "didDeselect 0-0"])
    #expect(view.indexPathsForSelectedItems == [path(0, 2)])
  }

  @Test func refusingTheDeselectionKeepsTheItemSelected() {
    let recorder = EventRecorder()
    recorder.refusesDeselection = [path(0, 0)]
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    view.allowsMultipleSelection = true
    view.tapItem(at: path(0, 0))
    view.tapItem(at: path(0, 0))
    #expect(view.indexPathsForSelectedItems == [path(0, 0)])
  }

  @Test func withoutAllowsSelectionATapOnlyHighlights() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    view.allowsSelection = false
    recorder.clear()
    view.tapItem(at: path(0, 1))
    #expect(recorder.events == ["shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1"])
  }

  @Test func programmaticSelectionDoesNotAskTheDelegate() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    recorder.clear()
    view.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
    view.deselectItem(at: path(0, 1), animated: false)
    #expect(recorder.events.isEmpty)
    #expect(view.indexPathsForSelectedItems.isEmpty)
  }

  @Test func tappingAMissingItemIsReported() {
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data)
    view.tapItem(at: path(0, 9))
    #expect(view.errors == [.invalidIndexPath(path(0, 9), operation: "tapItem(at:)")])
  }

  @Test func aContextMenuIsAPlainValue() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 3)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    let menu = view.contextMenuConfiguration(forItemAt: path(0, 2))
    #expect(menu?.identifier == "0-2")
    #expect(menu?.actions.map(\.title) == ["Delete"])
  }

  @Test func aDragAndDropSessionRunsThroughBothDelegates() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 5)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    recorder.clear()
    guard let session = view.beginDrag(at: path(0, 1)) else {
      Issue.record("the drag did not begin")
      return
    }
    view.addItem(at: path(0, 2), to: session)
    let performed = view.drop(session, at: CGPoint(x: 50, y: 45))
    #expect(performed)
    #expect(
      recorder.events == [
        "itemsForBeginning 0-1", "dragSessionWillBegin", "itemsForAdding 0-2",
        "dropSessionDidUpdate 0-4", "performDrop 0-4", "dropSessionDidEnd", "dragSessionDidEnd",
      ])
    let drop = recorder.performedDrops.first
    #expect(drop?.items.map(\.sourceIndexPath) == [path(0, 1), path(0, 2)])
    #expect(drop?.proposal == DropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
  }

  @Test func aForbiddenDropIsNotPerformed() {
    let recorder = EventRecorder()
    recorder.dropOperation = .forbidden
    let data = TextDataSource(count: 5)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    guard let session = view.beginDrag(at: path(0, 1)) else {
      Issue.record("the drag did not begin")
      return
    }
    #expect(!view.drop(session, at: CGPoint(x: 50, y: 45)))
    #expect(recorder.performedDrops.isEmpty)
    #expect(recorder.events.last == "dragSessionDidEnd")
  }

  @Test func aDropFromAnotherViewHasNoLocalSourceIndexPaths() {
    let source = EventRecorder()
    let target = EventRecorder()
    let sourceData = TextDataSource(count: 5)
    let sourceView = HeadlessCollectionView.rows(sourceData, delegate: source)
    let targetData = TextDataSource(count: 5)
    let targetView = HeadlessCollectionView.rows(targetData, delegate: target)
    guard let session = sourceView.beginDrag(at: path(0, 3)) else {
      Issue.record("the drag did not begin")
      return
    }
    #expect(targetView.drop(session, at: CGPoint(x: 50, y: 5)))
    #expect(target.performedDrops.first?.items.map(\.sourceIndexPath) == [nil])
    #expect(source.events.last == "dragSessionDidEnd")
  }

  @Test func interactiveMovementMovesTheItemThroughTheDataSource() {
    let data = TextDataSource([["a", "b", "c", "d"]])
    let view = HeadlessCollectionView.rows(data)
    let cellOfA = view.cellForItem(at: path(0, 0))
    #expect(view.beginInteractiveMovementForItem(at: path(0, 0)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))
    view.endInteractiveMovement()
    #expect(view.errors.isEmpty)
    #expect(data.sections[0] == ["b", "c", "a", "d"])
    #expect(view.visibleTexts == ["b", "c", "a", "d"])
    #expect(view.cellForItem(at: path(0, 2)) === cellOfA)
  }

  @Test func interactiveMovementNeedsTheDataSourcesConsent() {
    let data = TextDataSource([["a", "b"]])
    data.movableItems = false
    let view = HeadlessCollectionView.rows(data)
    #expect(!view.beginInteractiveMovementForItem(at: path(0, 0)))
  }

  @Test func aMovementWhoseItemIsReloadedEnds() {
    let data = TextDataSource([["a", "b", "c"]])
    let view = HeadlessCollectionView.rows(data)
    #expect(view.beginInteractiveMovementForItem(at: path(0, 0)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))
    data.sections[0][0] = "A"
    view.reloadItems(at: [path(0, 0)])
    view.endInteractiveMovement()
    // The reloaded item is another cell now: the movement ended with the reload, and a new one
    // may begin.
    #expect(data.sections[0] == ["A", "b", "c"])
    #expect(view.beginInteractiveMovementForItem(at: path(0, 1)))
    #expect(view.errors.isEmpty)
  }

  @Test func aCancelledMovementLeavesEverythingInPlace() {
    let data = TextDataSource([["a", "b", "c"]])
    let view = HeadlessCollectionView.rows(data)
    view.beginInteractiveMovementForItem(at: path(0, 0))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))
    view.cancelInteractiveMovement()
    #expect(data.sections[0] == ["a", "b", "c"])
    #expect(view.visibleTexts == ["a", "b", "c"])
  }

  @Test func aUserDragScrollsBetweenBeginAndEnd() {
    let recorder = EventRecorder()
    let data = TextDataSource(count: 100)
    let view = HeadlessCollectionView.rows(data, delegate: recorder)
    view.prefetchDataSource = nil
    recorder.clear()
    view.scroll(by: 30, steps: 3)
    #expect(
      recorder.events.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEnd ") }
        .filter { !$0.hasPrefix("didEndDisplaying") } == [
          "willBeginDragging", "didScroll 10", "didScroll 20", "didScroll 30", "didEndDragging",
        ])
  }
}
