import Foundation
import Sectional
import Testing

/// A cell class that someone registered under another class's identifier.
private final class ImpostorCell: CollectionViewCell {}

/// A text list that misuses dequeuing in the way a test picks, while `misbehaves` is `true`.
@MainActor
private final class MisusingList: DiffingListSectionController<[String], String>,
  SelectionHandling
{
  enum Misuse {
    /// Dequeues a cell, throws it away, and dequeues another.
    case dequeueTwice
    /// Returns a cell it made itself.
    case returnUndequeuedCell
    /// Dequeues a cell when an item is selected, outside any data source request.
    case dequeueOnSelection
  }

  let misuse: Misuse
  var misbehaves = true
  private(set) var cellsDequeuedOnSelection: [CollectionViewCell] = []

  init(_ misuse: Misuse) {
    self.misuse = misuse
    super.init(items: { $0 })
  }

  override func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    guard misbehaves else { return super.cellForItem(at: indexPath, in: context) }
    switch misuse {
    case .dequeueTwice:
      _ = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
      return super.cellForItem(at: indexPath, in: context)
    case .returnUndequeuedCell:
      let cell = CollectionViewCell()
      cell.text = items[indexPath.indexInSectionController]
      return cell
    case .dequeueOnSelection:
      return super.cellForItem(at: indexPath, in: context)
    }
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    guard misbehaves, misuse == .dequeueOnSelection, let context else { return }
    cellsDequeuedOnSelection.append(
      context.dequeueReusableCell(CollectionViewCell.self, for: indexPath))
  }
}

@MainActor
@Suite("Bad input catalogue: dequeue misuse through a controller")
struct BadInputDequeueTests {
  private let first = IndexPath(item: 0, section: 0)
  private let second = IndexPath(item: 1, section: 0)

  @Test func dequeuingTwiceInCellForItemIsAnErrorAndTheReturnedCellIsShown() {
    let harness = AdapterHarness()
    let list = MisusingList(.dequeueTwice)
    harness.show([Section(id: "list", model: ["a", "b"], controller: list)])
    #expect(
      harness.view.errors == [
        .dequeuedTwice(reuseIdentifier: plainCellIdentifier, indexPath: first),
        .viewNotDequeued(indexPath: first, kind: nil),
        .dequeuedTwice(reuseIdentifier: plainCellIdentifier, indexPath: second),
        .viewNotDequeued(indexPath: second, kind: nil),
      ])
    #expect(harness.diagnostics.isEmpty)
    list.misbehaves = false
    harness.expectRecovered(showing: [["a", "b"]], thenUpdatingTo: [("list", ["b", "c", "d"])])
  }

  @Test func aCollectionViewErrorReachesTheDiagnosticsNamingTheSectionAndController() {
    let harness = AdapterHarness()
    let list = MisusingList(.returnUndequeuedCell)
    harness.show([
      Section(id: "intro", model: ["hello"], controller: TextList()),
      Section(id: "list", model: ["a"], controller: list),
    ])
    let diagnostic = harness.errorDiagnostics.first
    #expect(harness.errorDiagnostics.count == 1)
    #expect(diagnostic?.kind == .collectionViewError)
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.sectionID == SectionID("list"))
    #expect(diagnostic?.controllerType == "MisusingList")
    #expect(diagnostic?.indexPath == IndexPath(item: 0, section: 1))
    #expect(
      diagnostic?.collectionViewError
        == .viewNotDequeued(indexPath: IndexPath(item: 0, section: 1), kind: nil))
  }

  @Test func anErrorWithoutAnIndexPathNamesTheSectionWhoseCellWasBeingMade() {
    let harness = AdapterHarness()
    harness.view.register(ImpostorCell.self, forCellWithReuseIdentifier: plainCellIdentifier)
    harness.show([Section(id: "list", model: ["a"], controller: TextList())])
    let diagnostic = harness.errorDiagnostics.first
    #expect(diagnostic?.sectionID == SectionID("list"))
    #expect(diagnostic?.indexPath == first)
    #expect(
      diagnostic?.collectionViewError
        == .dequeueTypeMismatch(
          reuseIdentifier: plainCellIdentifier, registered: String(reflecting: ImpostorCell.self),
          requested: plainCellIdentifier))
  }

  @Test func aBareViewWritesItsErrorsOutByDefault() {
    #expect(HeadlessCollectionView(size: CGSize(width: 10, height: 10)).errorHandler != nil)
  }

  @Test func returningACellThatWasNotDequeuedIsAnErrorAndTheCellIsShown() {
    let harness = AdapterHarness()
    let list = MisusingList(.returnUndequeuedCell)
    harness.show([Section(id: "list", model: ["a", "b"], controller: list)])
    #expect(
      harness.view.errors == [
        .viewNotDequeued(indexPath: first, kind: nil),
        .viewNotDequeued(indexPath: second, kind: nil),
      ])
    list.misbehaves = false
    harness.expectRecovered(showing: [["a", "b"]], thenUpdatingTo: [("list", ["c", "a", "b"])])
  }

  @Test func dequeuingOutsideADataSourceRequestIsAnErrorAndGivesAFreshCell() {
    let harness = AdapterHarness()
    let list = MisusingList(.dequeueOnSelection)
    harness.show([Section(id: "list", model: ["a", "b"], controller: list)])
    harness.view.tapItem(at: second)
    #expect(
      harness.view.errors == [
        .dequeueOutsideDataSourceRequest(reuseIdentifier: plainCellIdentifier)
      ])
    #expect(list.cellsDequeuedOnSelection.count == 1)
    #expect(list.cellsDequeuedOnSelection.first !== harness.view.cellForItem(at: second))
    #expect(harness.view.indexPathsForSelectedItems == [second])
    #expect(harness.diagnostics.isEmpty)
    list.misbehaves = false
    harness.expectRecovered(showing: [["a", "b"]], thenUpdatingTo: [("list", ["a", "b", "c"])])
  }

  @Test func dequeuingATypeRegisteredUnderAnotherTypesIdentifierIsAnErrorForEveryNewCell() {
    let harness = AdapterHarness()
    harness.view.register(ImpostorCell.self, forCellWithReuseIdentifier: plainCellIdentifier)
    harness.show(AdapterHarness.lists([("list", ["a", "b"])]))
    let mismatch = CollectionViewError.dequeueTypeMismatch(
      reuseIdentifier: plainCellIdentifier, registered: String(reflecting: ImpostorCell.self),
      requested: plainCellIdentifier)
    // One error a cell: the view handed over for the wrong type stands for the dequeued one.
    #expect(harness.view.errors == [mismatch, mismatch])
    #expect(harness.view.visibleCells.allSatisfy { !($0 is ImpostorCell) })
    harness.expectViewAgrees(with: [["a", "b"]])

    // The registration stays wrong, so a cell made for a new item reports it again, and still
    // shows its item.
    harness.show(AdapterHarness.lists([("list", ["a", "b", "c"])]))
    #expect(Array(harness.view.errors.dropFirst(2)) == [mismatch])
    harness.expectViewAgrees(with: [["a", "b", "c"]])
    // An update that makes no new cell has no problem.
    harness.expectFurtherUpdateWorks([("list", ["c", "a"])])
  }
}
