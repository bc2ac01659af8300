import Foundation
import SectionalTesting

/// A list of strings diffed by value: the stock diffing controller over `[String]`.
typealias TextList = DiffingListSectionController<[String], String>

/// A text list that records the items the user taps.
@MainActor
final class PickerList: DiffingListSectionController<[String], String>, SelectionHandling {
  private(set) var selections: [SectionIndexPath] = []

  init() { super.init(items: { $0 }) }

  func didSelectItem(at indexPath: SectionIndexPath) {
    selections.append(indexPath)
  }
}

/// A text list that records which of its items it was asked to prefetch.
@MainActor
final class PrefetchingList: ListSectionController<[String], String>, PrefetchHandling {
  private(set) var prefetched: [Int] = []

  init() { super.init(items: { $0 }, isEqual: ==) }

  func prefetchItems(at indexPaths: [SectionIndexPath]) {
    prefetched += indexPaths.map(\.indexInSectionController)
  }
}

/// A text list that records its cells appearing (`+0`) and disappearing (`-0`).
@MainActor
final class DisplayLog: DiffingListSectionController<[String], String>, DisplayHandling {
  private(set) var events: [String] = []

  init() { super.init(items: { $0 }) }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    events.append("+\(indexPath.indexInSectionController)")
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    events.append("-\(indexPath.indexInSectionController)")
  }
}

/// A text list whose items can be dragged, that accepts drops, and that records both.
@MainActor
final class ShelfList: KeyedListSectionController<[String], String, String>, DragHandling,
  DropHandling, ContextMenuProviding
{
  private(set) var dropsReceived: [SectionIndexPath] = []
  private(set) var itemsDroppedElsewhere: [SectionIndexPath] = []

  init() { super.init(items: { $0 }, id: { $0 }, isContentEqual: ==) }

  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    [DragItem(localObject: items[indexPath.indexInSectionController])]
  }

  func didDropItems(from indexPaths: [SectionIndexPath], into destination: SectionIndexPath) {
    itemsDroppedElsewhere += indexPaths
  }

  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
    DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
    dropsReceived.append(indexPath)
  }

  func contextMenuConfiguration(forItemAt indexPath: SectionIndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    ContextMenuConfiguration(
      identifier: items[indexPath.indexInSectionController],
      actions: [.init(identifier: "remove", title: "Remove", isDestructive: true)])
  }
}

/// A fruit with an identity and a name that may change.
struct Fruit: Equatable {
  var id: Int
  var name: String
}

extension IndexPath {
  /// Item `item` of section 0, for short expectations.
  static func item(_ item: Int, section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
  }
}
