import Foundation
import Sectional

/// The log every model-based test controller writes to: display events per section id.
@MainActor
final class ModelEventLog {
  var shown: [Int: Int] = [:]
  var ended: [Int: Int] = [:]
  var onSelect: (() -> Void)?
  var drops = 0
  /// Per section id, working-range enters less exits: 0 or 1 when they balance.
  var workingRange: [Int: Int] = [:]
}

/// Test controllers: every stock kind, also handling display, selection, drag and drop, so that
/// events can be checked.
@MainActor
protocol LoggingController: DisplayHandling, SelectionHandling, DragHandling, DropHandling,
  WorkingRangeHandling
{
  var log: ModelEventLog { get }
  var sectionID: Int { get }
}

extension LoggingController {
  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    log.shown[sectionID, default: 0] += 1
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    log.ended[sectionID, default: 0] += 1
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    let action = log.onSelect
    log.onSelect = nil
    action?()
  }

  func dragItems(forBeginning session: DragSession, at indexPath: SectionIndexPath) -> [DragItem] {
    [DragItem(localObject: sectionID)]
  }

  func dropProposal(for session: DragSession, at indexPath: SectionIndexPath) -> DropProposal {
    DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func performDrop(with coordinator: DropCoordinator, at indexPath: SectionIndexPath) {
    log.drops += 1
  }

  func didEnterWorkingRange() {
    log.workingRange[sectionID, default: 0] += 1
  }

  func didExitWorkingRange() {
    log.workingRange[sectionID, default: 0] -= 1
  }
}

final class LoggingDiffing: DiffingListSectionController<[Item], Item>, LoggingController {
  let log: ModelEventLog
  let sectionID: Int
  init(log: ModelEventLog, sectionID: Int) {
    self.log = log
    self.sectionID = sectionID
    super.init(items: { $0 })
  }
}

final class LoggingBackgroundDiffing: BackgroundDiffingListSectionController<[Item], Item>,
  LoggingController
{
  let log: ModelEventLog
  let sectionID: Int
  init(log: ModelEventLog, sectionID: Int) {
    self.log = log
    self.sectionID = sectionID
    super.init(items: { $0 })
  }
}

final class LoggingKeyed: KeyedListSectionController<[Item], Item, Int>, LoggingController {
  let log: ModelEventLog
  let sectionID: Int
  init(log: ModelEventLog, sectionID: Int) {
    self.log = log
    self.sectionID = sectionID
    super.init(items: { $0 }, id: \.id, isContentEqual: { $0.content == $1.content })
  }
}

final class LoggingList: ListSectionController<[Item], Item>, LoggingController {
  let log: ModelEventLog
  let sectionID: Int
  init(log: ModelEventLog, sectionID: Int) {
    self.log = log
    self.sectionID = sectionID
    super.init(items: { $0 }, isEqual: ==)
  }
}

final class LoggingSingleItem: SingleItemSectionController<[Item], Item>, LoggingController {
  let log: ModelEventLog
  let sectionID: Int
  init(log: ModelEventLog, sectionID: Int) {
    self.log = log
    self.sectionID = sectionID
    super.init(item: { $0.first }, isEqual: ==)
  }
}

final class LoggingSingleModel: SingleModelSectionController<[Item]>, LoggingController {
  let log: ModelEventLog
  let sectionID: Int
  init(log: ModelEventLog, sectionID: Int) {
    self.log = log
    self.sectionID = sectionID
    super.init(isEqual: ==)
  }
}

/// One section of a model screen: its id, which stock controller shows it, and its items.
struct ModelSection: Hashable, CustomStringConvertible {
  enum Kind: CaseIterable {
    case diffing, backgroundDiffing, keyed, list, singleItem, singleModel
    /// A declarative section of text cells, one per item (only in a run of lists).
    case declarative

    /// The kinds a run of sections draws: every kind a `Section` of a controller can be.
    static let controllerKinds: [Kind] = [
      .diffing, .backgroundDiffing, .keyed, .list, .singleItem, .singleModel,
    ]
  }

  var id: Int
  var kind: Kind
  var items: [Item]

  /// The texts the section's cells must show.
  var expectedTexts: [String] {
    switch kind {
    case .diffing, .backgroundDiffing, .keyed, .list, .declarative: items.map(\.description)
    case .singleItem: items.first.map { [$0.description] } ?? []
    case .singleModel: [String(describing: items)]
    }
  }

  var description: String { "\(id):\(kind)\(items)" }

  /// The section as a list shows it: a declarative one for the declarative kind, whose cells log
  /// their display and selection as the test controllers do; a hand-written controller's
  /// section otherwise.
  @MainActor
  func listSection(log: ModelEventLog) -> ListSection {
    guard kind == .declarative else { return ListSection(section(log: log)) }
    let sectionID = id
    return ListSection(
      id: id,
      cells: items.map { item in
        Cell(
          id: item.id,
          component: TextComponent(
            item.description, layoutMode: .fixed(CGSize(width: 100, height: 10)))
        )
        .willDisplay { _ in log.shown[sectionID, default: 0] += 1 }
        .didEndDisplay { _ in log.ended[sectionID, default: 0] += 1 }
        .didSelect { _ in
          let action = log.onSelect
          log.onSelect = nil
          action?()
        }
      })
  }

  @MainActor
  func section(log: ModelEventLog) -> Section {
    switch kind {
    case .declarative:
      // A run of sections never draws it; shown as a list of the same items if it did.
      Section(id: id, model: items, controller: LoggingList(log: log, sectionID: id))
    case .diffing:
      Section(id: id, model: items, controller: LoggingDiffing(log: log, sectionID: id))
    case .backgroundDiffing:
      Section(id: id, model: items, controller: LoggingBackgroundDiffing(log: log, sectionID: id))
    case .keyed:
      Section(id: id, model: items, controller: LoggingKeyed(log: log, sectionID: id))
    case .list:
      Section(id: id, model: items, controller: LoggingList(log: log, sectionID: id))
    case .singleItem:
      Section(id: id, model: items, controller: LoggingSingleItem(log: log, sectionID: id))
    case .singleModel:
      Section(id: id, model: items, controller: LoggingSingleModel(log: log, sectionID: id))
    }
  }
}
