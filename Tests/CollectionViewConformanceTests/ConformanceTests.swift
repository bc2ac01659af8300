import Foundation
import Sectional
import Testing

// These tests import Sectional without @testable: they prove that a collection view backend can
// be written in another module, with only the public API.

private typealias Fruits = DiffingListSectionController<[String], String>

@MainActor
@Suite("A collection view written outside the module")
struct ConformanceTests {
  @Test func anAdapterDrivesABackendWrittenElsewhere() {
    let view = CallRecordingCollectionView()
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update([Section(id: "fruit", model: ["apple", "pear"], controller: Fruits())])
    #expect(view.visibleCells.map(\.text) == ["apple", "pear"])
    #expect(view.visibleCells.map(\.indexPath) == [[0, 0], [0, 1]])
  }

  @Test func aBatchReachesABackendAsOneValue() {
    let view = BatchRecordingCollectionView()
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.update([Section(id: "fruit", model: ["apple", "pear"], controller: Fruits())])
    adapter.update([Section(id: "fruit", model: ["pear", "fig"], controller: Fruits())])
    #expect(
      view.batches.last
        == BatchUpdate(
          itemDeletes: [IndexPath(item: 0, section: 0)],
          itemInserts: [IndexPath(item: 1, section: 0)]))
    #expect(view.calls.last == "performBatchUpdates")
    #expect(view.visibleCells.map(\.text) == ["pear", "fig"])
  }

  @Test func byDefaultABatchIsSplitIntoCallsInUIKitsOrder() {
    let view = CallRecordingCollectionView()
    let batch = BatchUpdate(
      sectionDeletes: [3], sectionInserts: [0], sectionMoves: [Move(from: 1, to: 2)],
      itemDeletes: [IndexPath(item: 1, section: 0)], itemInserts: [IndexPath(item: 0, section: 1)],
      itemReloads: [IndexPath(item: 2, section: 0)],
      itemMoves: [Move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))],
      itemReconfigures: [IndexPath(item: 4, section: 0)])
    var completed: [Bool] = []
    view.performBatchUpdates(describedBy: { batch }, completion: { completed.append($0) })
    #expect(
      view.calls == [
        "performBatchUpdates", "deleteSections [3]", "insertSections [0]", "moveSection 1→2",
        "deleteItems [0-1]", "insertItems [1-0]", "reloadItems [0-2]", "moveItem [0-0]→[0-3]",
        "reconfigureItems [0-4]",
      ])
    #expect(completed == [true])
  }

  @Test func aCollectionViewErrorFromABackendBecomesADiagnostic() {
    let view = CallRecordingCollectionView()
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.update([Section(id: "fruit", model: ["apple"], controller: Fruits())])
    view.errorHandler?(.invalidIndexPath(IndexPath(item: 0, section: 0), operation: "tap"))
    #expect(diagnostics.map(\.kind) == [.collectionViewError])
    #expect(diagnostics.first?.sectionID == SectionID("fruit"))
  }

  @Test func aDropCoordinatorAndADragSessionCanBeMadeElsewhere() {
    let view = CallRecordingCollectionView()
    let session = DragSession(items: [DragItem(localObject: "apple")])
    session.location = CGPoint(x: 10, y: 20)
    session.sourceCollectionView = view
    let coordinator = DropCoordinator(
      destinationIndexPath: IndexPath(item: 0, section: 0),
      proposal: DropProposal(operation: .move),
      items: session.items.map { DropCoordinator.Item(dragItem: $0, sourceIndexPath: nil) },
      session: session)
    #expect(coordinator.items.count == 1)
    #expect(coordinator.session.sourceCollectionView === view)
  }
}
