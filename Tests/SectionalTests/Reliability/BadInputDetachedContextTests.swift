import Foundation
import Sectional
import Testing

@MainActor
@Suite("Bad input catalogue: updates after the controller or the adapter is gone")
struct BadInputDetachedContextTests {
  @Test func aRemovedControllersContextDoesNothing() {
    let harness = AdapterHarness()
    let removed = TextList()
    harness.show([
      Section(id: "removed", model: ["r1", "r2"], controller: removed),
      Section(id: "kept", model: ["k"], controller: TextList()),
    ])
    guard let context = removed.context else {
      Issue.record("a shown controller has a context")
      return
    }
    harness.show(AdapterHarness.lists([("kept", ["k"])]))
    // The controller kept its context (this test holds it): every call is a harmless no-op.
    #expect(context.sectionIndex == nil)
    #expect(context.visibleItemIndices == [])
    #expect(context.selectedItemIndices == [])
    #expect(context.cellForItem(at: 0) == nil)
    #expect(context.containerSize == .zero)
    context.selectItem(at: 0, scrollPosition: .top)
    context.deselectItem(at: 0)
    context.scrollToItem(at: 1, at: .top)
    let update = removed.update(to: ["r1", "r2", "r3"])
    var applied: [Bool] = []
    context.apply(update.changes, commit: update.commit) { applied.append($0) }
    #expect(applied == [false])
    #expect(
      removed.items == ["r1", "r2", "r3"], "the commit ran: the controller's state is its own")
    let cell = context.dequeueReusableCell(
      CollectionViewCell.self, for: SectionIndexPath(item: 0, section: 0))
    #expect(cell.reuseIdentifier.isEmpty, "a fresh cell, not one of the view's")

    #expect(harness.view.indexPathsForSelectedItems.isEmpty)
    harness.expectNoProblems()
    harness.expectRecovered(showing: [["k"]], thenUpdatingTo: [("kept", ["k", "l"])])
  }

  @Test func aChangeWorkedOutThroughARemovedControllersContextIsCommittedToTheControllerAlone() {
    let harness = AdapterHarness()
    let removed = TextList()
    harness.show([
      Section(id: "removed", model: ["r"], controller: removed),
      Section(id: "kept", model: ["k"], controller: TextList()),
    ])
    guard let context = removed.context else {
      Issue.record("a shown controller has a context")
      return
    }
    harness.show(AdapterHarness.lists([("kept", ["k"])]))
    var asked = 0
    var applied: [Bool] = []
    context.apply(
      {
        asked += 1
        return removed.update(to: ["r", "s"])
      }, completion: { applied.append($0) })
    #expect(asked == 1)
    #expect(applied == [false])
    #expect(removed.items == ["r", "s"], "the controller's state is its own")
    harness.expectNoProblems()
    harness.expectRecovered(showing: [["k"]], thenUpdatingTo: [("kept", ["k", "l"])])
  }

  @Test func itemChangesQueuedForASectionThatAQueuedUpdateRemovesAreIgnoredWithADiagnostic() {
    let harness = AdapterHarness()
    let list = CatalogueList()
    harness.show([
      Section(id: "list", model: ["a", "b"], controller: list),
      Section(id: "kept", model: ["k"], controller: TextList()),
    ])
    var applied: [Bool] = []
    // Inside a callback both requests are queued and applied in order: the update removes the
    // section before the change comes.
    list.onSelect = {
      harness.adapter.update(AdapterHarness.lists([("kept", ["k"])]))
      let update = list.update(to: ["a", "b", "c"])
      list.context?.apply(update.changes, commit: update.commit) { applied.append($0) }
    }
    harness.view.tapItem(at: IndexPath(item: 0, section: 0))
    list.onSelect = nil
    #expect(applied == [false])
    #expect(
      harness.diagnostics.map(\.description) == [
        "warning: item changes for a removed section were ignored [section list, CatalogueList]"
      ])
    #expect(harness.diagnostics.map(\.kind) == [.sectionRemoved])
    #expect(harness.view.errors.isEmpty)
    harness.expectRecovered(showing: [["k"]], thenUpdatingTo: [("kept", ["k"]), ("list", ["n"])])
  }

  @Test func aControllersContextOutlivingItsAdapterAndViewDoesNothing() {
    let list = TextList()
    weak var weakAdapter: CollectionViewAdapter?
    weak var weakView: HeadlessCollectionView?
    var context: (any CollectionViewContext)?
    do {
      let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
      let adapter = CollectionViewAdapter(collectionView: view)
      adapter.diagnosticHandler = { Issue.record("unexpected diagnostic \($0)") }
      adapter.update([Section(id: "list", model: ["a", "b"], controller: list)])
      view.layoutIfNeeded()
      #expect(view.visibleCells.map(\.text) == ["a", "b"])
      #expect(view.errors.isEmpty)
      context = list.context
      weakAdapter = adapter
      weakView = view
    }
    #expect(weakAdapter == nil, "the adapter is gone")
    #expect(weakView == nil, "the view is gone")
    guard let context else {
      Issue.record("a shown controller has a context")
      return
    }
    #expect(list.context === context)
    #expect(context.sectionIndex == nil)
    #expect(context.visibleItemIndices == [])
    #expect(context.selectedItemIndices == [])
    #expect(context.cellForItem(at: 0) == nil)
    #expect(context.containerSize == .zero)
    context.selectItem(at: 0, scrollPosition: .top)
    context.deselectItem(at: 1)
    context.scrollToItem(at: 1, at: .bottom)
    let cell = context.dequeueReusableCell(
      CollectionViewCell.self, for: SectionIndexPath(item: 0, section: 0))
    #expect(cell.text.isEmpty)
    let header = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: .header, for: SectionIndexPath(item: 0, section: 0))
    #expect(header.text.isEmpty)

    let update = list.update(to: ["b", "c"])
    var applied: [Bool] = []
    context.apply(update.changes, commit: update.commit) { applied.append($0) }
    #expect(applied == [false])
    #expect(list.items == ["b", "c"], "the controller's own state still changes")

    // The controller can be shown again by a new adapter, from its current items.
    let harness = AdapterHarness()
    harness.show([Section(id: "list", model: ["b", "c"], controller: list)])
    harness.expectNoProblems()
    harness.expectRecovered(showing: [["b", "c"]], thenUpdatingTo: [("list", ["c", "d"])])
  }

  @Test func aViewWhoseAdapterIsGoneKeepsWorkingWithNoDataSource() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    weak var weakAdapter: CollectionViewAdapter?
    do {
      let adapter = CollectionViewAdapter(collectionView: view)
      adapter.update(AdapterHarness.lists([("list", ["a", "b"])]))
      view.layoutIfNeeded()
      weakAdapter = adapter
    }
    // The view holds the adapter weakly: the view outlives it, as a UIKit view outlives a
    // released data source.
    #expect(weakAdapter == nil)
    #expect(view.dataSource == nil)
    view.tapItem(at: IndexPath(item: 0, section: 0))
    view.contentOffset.y = 5
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.numberOfSections == 0)
    #expect(view.visibleCells.isEmpty)
    #expect(view.errors.isEmpty)
  }
}
