import Foundation
import Sectional

/// What every fuzzed controller does: reports its events to the harness, which checks their index
/// paths, keeps the display and working range books, and runs the action armed for the event; and
/// sizes its items, insets and header from its items and id, with a header and footer view.
@MainActor
protocol FuzzControlled: DisplayHandling, SelectionHandling, DragHandling, DropHandling,
  PrefetchHandling, ScrollHandling, WorkingRangeHandling, ContextMenuProviding, FlowLayoutSizing,
  SupplementaryViewProviding
{
  var harness: Harness { get }
  var sectionID: Int { get }
  /// The committed item shown at an index, if the controller shows items one by one.
  func fuzzItem(at index: Int) -> Item?
}

/// The text of a section's header or footer view.
func supplementaryText(_ kind: ElementKind, sectionID: Int) -> String {
  "\(kind == .header ? "header" : "footer") \(sectionID)"
}

extension FuzzControlled {
  /// Items of content 1 are tall, of content 2 half as wide; the others take the layout's size.
  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CGSize?
  {
    harness.checkIndexPath(indexPath, of: self, in: "sizeForItem")
    switch fuzzItem(at: indexPath.indexInSectionController)?.content {
    case 1: return CGSize(width: 100, height: 25)
    case 2: return CGSize(width: 45, height: 10)
    default: return nil
    }
  }

  func sectionInsets(in context: any CollectionViewContext) -> LayoutInsets? {
    sectionID % 3 == 1 ? LayoutInsets(top: 5, left: 0, bottom: 5, right: 0) : nil
  }

  func headerSize(in context: any CollectionViewContext) -> CGSize? {
    sectionID % 4 == 2 ? CGSize(width: 100, height: 15) : nil
  }

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    if (self as? FuzzList)?.isPlaceholder == true { return nil }
    let view = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, for: indexPath)
    view.text = supplementaryText(kind, sectionID: sectionID)
    return view
  }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    harness.willDisplay(cell, at: indexPath, by: self)
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    harness.didEndDisplaying(cell, by: self)
  }

  func shouldHighlightItem(at indexPath: SectionIndexPath) -> Bool {
    harness.checkIndexPath(indexPath, of: self, in: "shouldHighlightItem")
    return true
  }

  func shouldSelectItem(at indexPath: SectionIndexPath) -> Bool {
    harness.checkIndexPath(indexPath, of: self, in: "shouldSelectItem")
    return true
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    harness.checkIndexPath(indexPath, of: self, in: "didSelectItem")
    harness.fire(.select)
  }

  func didDeselectItem(at indexPath: SectionIndexPath) {
    harness.checkIndexPath(indexPath, of: self, in: "didDeselectItem")
  }

  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    harness.checkIndexPath(indexPath, of: self, in: "dragItems(forBeginning:)")
    return [DragItem(localObject: sectionID)]
  }

  func dragItems(forAddingTo session: DragSession, at indexPath: SectionIndexPath, point: CGPoint)
    -> [DragItem]
  {
    harness.checkIndexPath(indexPath, of: self, in: "dragItems(forAddingTo:)")
    return [DragItem(localObject: sectionID)]
  }

  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
    harness.checkIndexPath(indexPath, of: self, in: "dropProposal")
    return DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
    harness.checkIndexPath(indexPath, of: self, in: "performDrop")
    harness.fire(.drop)
  }

  func prefetchItems(at indexPaths: [SectionIndexPath]) {
    for indexPath in indexPaths {
      harness.checkIndexPath(indexPath, of: self, in: "prefetchItems")
    }
  }

  func didScroll(in context: any CollectionViewContext) {
    harness.fire(.scroll)
  }

  func didEnterWorkingRange() {
    harness.workingRange(of: self, entered: true)
  }

  func didExitWorkingRange() {
    harness.workingRange(of: self, entered: false)
  }

  func contextMenuConfiguration(forItemAt indexPath: SectionIndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    harness.checkIndexPath(indexPath, of: self, in: "contextMenuConfiguration")
    return ContextMenuConfiguration(identifier: "\(sectionID)", actions: [])
  }
}

final class FuzzDiffing: DiffingListSectionController<[Item], Item>, FuzzControlled,
  InteractiveMoving
{
  unowned let harness: Harness
  let sectionID: Int

  init(harness: Harness, sectionID: Int) {
    self.harness = harness
    self.sectionID = sectionID
    super.init(items: { $0 })
  }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    if let moved = harness.moveItem(items, from: source, to: destination, by: self) {
      update(to: moved).commit()
    }
  }

  func fuzzItem(at index: Int) -> Item? {
    items.indices.contains(index) ? items[index] : nil
  }
}

final class FuzzBackgroundDiffing: BackgroundDiffingListSectionController<[Item], Item>,
  FuzzControlled, InteractiveMoving
{
  unowned let harness: Harness
  let sectionID: Int

  init(harness: Harness, sectionID: Int) {
    self.harness = harness
    self.sectionID = sectionID
    super.init(items: { $0 })
  }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    if let moved = harness.moveItem(items, from: source, to: destination, by: self) {
      update(to: moved).commit()
    }
  }

  func fuzzItem(at index: Int) -> Item? {
    items.indices.contains(index) ? items[index] : nil
  }
}

final class FuzzKeyed: KeyedListSectionController<[Item], Item, Int>, FuzzControlled,
  InteractiveMoving
{
  unowned let harness: Harness
  let sectionID: Int

  init(harness: Harness, sectionID: Int) {
    self.harness = harness
    self.sectionID = sectionID
    super.init(items: { $0 }, id: \.id, isContentEqual: { $0.content == $1.content })
  }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    if let moved = harness.moveItem(items, from: source, to: destination, by: self) {
      update(to: moved).commit()
    }
  }

  func fuzzItem(at index: Int) -> Item? {
    items.indices.contains(index) ? items[index] : nil
  }
}

final class FuzzList: ListSectionController<[Item], Item>, FuzzControlled, InteractiveMoving {
  unowned let harness: Harness
  let sectionID: Int

  /// Whether it stands for the empty placeholder of a shared controller: it then provides no
  /// header or footer view either, so that the screen is the placeholder's whether or not the
  /// update that shared the controller was applied (a later update coalesced with it sends a
  /// controller of its own for the placeholder's id).
  let isPlaceholder: Bool

  init(harness: Harness, sectionID: Int, isPlaceholder: Bool = false) {
    self.harness = harness
    self.sectionID = sectionID
    self.isPlaceholder = isPlaceholder
    super.init(items: { $0 })
  }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    if let moved = harness.moveItem(items, from: source, to: destination, by: self) {
      update(to: moved).commit()
    }
  }

  func fuzzItem(at index: Int) -> Item? {
    items.indices.contains(index) ? items[index] : nil
  }
}

final class FuzzSingleItem: SingleItemSectionController<[Item], Item>, FuzzControlled {
  unowned let harness: Harness
  let sectionID: Int

  init(harness: Harness, sectionID: Int) {
    self.harness = harness
    self.sectionID = sectionID
    super.init(item: { $0.first })
  }

  func fuzzItem(at index: Int) -> Item? {
    index == 0 ? item : nil
  }
}

final class FuzzSingleModel: SingleModelSectionController<[Item]>, FuzzControlled {
  unowned let harness: Harness
  let sectionID: Int

  init(harness: Harness, sectionID: Int) {
    self.harness = harness
    self.sectionID = sectionID
    super.init()
  }

  func fuzzItem(at index: Int) -> Item? { nil }
}

/// A controller that tells lies about its item changes, as its model asks; its cells always show
/// its true items.
final class FuzzLiar: SectionController, FuzzControlled, InteractiveMoving {
  weak var context: (any CollectionViewContext)?
  unowned let harness: Harness
  let sectionID: Int
  private(set) var items: [Item] = []

  init(harness: Harness, sectionID: Int) {
    self.harness = harness
    self.sectionID = sectionID
  }

  var numberOfItems: Int { items.count }

  /// Makes new items current, as a context change's commit does.
  func setItems(_ items: [Item]) {
    self.items = items
  }

  func update(to model: LiarModel) -> SectionUpdate {
    let truth = ItemChanges(ListDiff(from: items, to: model.items))
    return SectionUpdate(
      changes: truth.telling(model.lie, oldCount: items.count, newCount: model.items.count)
    ) { self.items = model.items }
  }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    harness.checkIndexPath(indexPath, of: self, in: "cellForItem")
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    let index = indexPath.indexInSectionController
    cell.text = items.indices.contains(index) ? items[index].description : ""
    return cell
  }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    if let moved = harness.moveItem(items, from: source, to: destination, by: self) {
      items = moved
    }
  }

  func fuzzItem(at index: Int) -> Item? {
    items.indices.contains(index) ? items[index] : nil
  }
}
