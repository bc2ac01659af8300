import Foundation
import Sectional

/// One step of a model-based run, as a value, so that a failing run can be replayed and shrunk.
enum ModelStep: CustomStringConvertible {
  /// Show this screen (which may repeat an id: the first section of each id wins).
  case update([ModelSection])
  /// Show this screen with the `async` update, which diffs off the main actor.
  case asyncUpdate([ModelSection])
  /// Show this screen from inside `didSelectItemAt` of a tap on a shown item.
  case updateFromCallback([ModelSection], tapAt: Int)
  /// Scroll to a fraction (0...1) of the content.
  case scroll(Double)
  /// Tap the n-th shown item.
  case tap(Int)
  /// Drag the n-th shown item and drop it on the m-th.
  case drag(Int, Int)
  /// The list controller of the section with this id changes its own items through its context.
  case contextChange(id: Int, items: [Item])
  /// Requests made one after another inside an update's completion, so that all of them wait in
  /// the adapter's queue: section updates and context changes, interleaved.
  case queued([QueuedRequest])

  var description: String {
    switch self {
    case .update(let screen): ".update(\(screen))"
    case .asyncUpdate(let screen): ".asyncUpdate(\(screen))"
    case .updateFromCallback(let screen, let tap): ".updateFromCallback(\(screen), tapAt: \(tap))"
    case .scroll(let fraction): ".scroll(\(fraction))"
    case .tap(let index): ".tap(\(index))"
    case .drag(let from, let to): ".drag(\(from), \(to))"
    case .contextChange(let id, let items): ".contextChange(id: \(id), items: \(items))"
    case .queued(let requests): ".queued(\(requests))"
    }
  }
}

/// A request of a ``ModelStep/queued(_:)`` step.
enum QueuedRequest: CustomStringConvertible {
  /// Show this screen.
  case update([ModelSection])
  /// The list controller shown with this id when the request is made changes its own items,
  /// computed when applied (`context.apply { … }`).
  case contextChange(id: Int, items: [Item])

  var description: String {
    switch self {
    case .update(let screen): ".update(\(screen))"
    case .contextChange(let id, let items): ".contextChange(id: \(id), items: \(items))"
    }
  }
}

/// An adapter over a strict headless view, driven by model steps, checking every invariant after
/// each step.
@MainActor
final class ModelBasedRun {
  /// How screens reach the adapter.
  enum Mode: Sendable, CustomStringConvertible {
    /// Sections of controllers, through `update`.
    case sections
    /// Lists, through `apply`: declarative sections mixed with sections of controllers.
    case lists

    var description: String { self == .sections ? "sections" : "lists" }
  }

  let mode: Mode
  let view: HeadlessCollectionView
  let adapter: CollectionViewAdapter
  let log = ModelEventLog()
  private(set) var expected: [ModelSection] = []
  private var diagnostics: [Diagnostic] = []
  private var completions: [Int] = []
  private var requestedCompletions: [Int] = []
  private var maximumShown = 0

  init(mode: Mode = .sections) {
    self.mode = mode
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 10)
    layout.minimumLineSpacing = 0
    view = HeadlessCollectionView(size: CGSize(width: 100, height: 150), layout: layout)
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
    // Queued requests pass through screens between the steps: count what those show too.
    view.batchUpdateHandler = { [unowned self] _ in
      maximumShown = max(maximumShown, view.visibleCells.count)
    }
  }

  /// Applies one step, and returns the first broken invariant, if any.
  func apply(_ step: ModelStep, index: Int) async -> String? {
    diagnostics.removeAll()
    var expectsDuplicates = false
    var expectedDrops = 0
    switch step {
    case .queued(let requests):
      (expectsDuplicates, expectedDrops) = queue(requests, completion: index)
    case .update(let screen):
      expectsDuplicates = show(screen, completion: index)
    case .asyncUpdate(let screen):
      var seen = Set<Int>()
      expected = screen.filter { seen.insert($0.id).inserted }
      expectsDuplicates = expected.count != screen.count
      if mode == .lists {
        expectsDuplicates = show(screen, completion: index)
      } else {
        await adapter.updateInBackground(screen.map { $0.section(log: log) })
      }
    case .updateFromCallback(let screen, let tapIndex):
      let shown = view.indexPathsForVisibleItems
      guard !shown.isEmpty else {
        expectsDuplicates = show(screen, completion: index)
        break
      }
      log.onSelect = { [unowned self] in expectsDuplicates = show(screen, completion: index) }
      view.tapItem(at: shown[tapIndex % shown.count])
      if log.onSelect != nil {
        log.onSelect = nil
        expectsDuplicates = show(screen, completion: index)
      }
    case .scroll(let fraction):
      let range = max(0, view.contentSize.height - view.bounds.height)
      view.contentOffset.y = (range * fraction).rounded()
    case .tap(let tapIndex):
      let shown = view.indexPathsForVisibleItems
      if !shown.isEmpty { view.tapItem(at: shown[tapIndex % shown.count]) }
    case .drag(let from, let to):
      let shown = view.indexPathsForVisibleItems
      if !shown.isEmpty, let session = view.beginDrag(at: shown[from % shown.count]),
        let frame = view.layoutAttributesForItem(at: shown[to % shown.count])?.frame
      {
        view.drop(session, at: CGPoint(x: frame.midX, y: frame.midY))
      }
    case .contextChange(let id, let items):
      guard let index = expected.firstIndex(where: { $0.id == id }),
        let list = adapter.sectionController(forSectionID: id)
          as? ListSectionController<[Item], Item>
      else { break }
      let update = list.update(to: items)
      list.context?.apply(update.changes, commit: update.commit, completion: nil)
      expected[index].items = items
    }
    view.layoutIfNeeded()
    return brokenInvariant(
      expectingDuplicateDiagnostics: expectsDuplicates, droppedChanges: expectedDrops)
  }

  /// Makes every request inside the completion of an update that changes nothing, so that they
  /// all wait in the queue, and works out the model they must end on: each applied in order, a
  /// context change only while the controller that asked for it is still shown.
  ///
  /// - Returns: Whether a screen repeats an id, and how many context changes must be dropped.
  private func queue(_ requests: [QueuedRequest], completion index: Int) -> (Bool, Int) {
    var simulated = expected
    var removed = Set<Int>()
    var duplicates = false
    var drops = 0
    send(expected) { [unowned self] in
      for (offset, request) in requests.enumerated() {
        switch request {
        case .update(let screen):
          var seen = Set<Int>()
          let next = screen.filter { seen.insert($0.id).inserted }
          duplicates = duplicates || next.count != screen.count
          removed.formUnion(Set(simulated.map(\.id)).subtracting(next.map(\.id)))
          simulated = next
          requestedCompletions.append(index * 1_000 + offset)
          send(screen) { [unowned self] in completions.append(index * 1_000 + offset) }
        case .contextChange(let id, let items):
          guard
            let list = adapter.sectionController(forSectionID: id)
              as? ListSectionController<[Item], Item>
          else { continue }
          if removed.contains(id) {
            drops += 1
          } else if let position = simulated.firstIndex(where: { $0.id == id }) {
            simulated[position].items = items
          }
          list.context?.apply { list.update(to: items) }
        }
      }
    }
    expected = simulated
    return (duplicates, drops)
  }

  /// Shows a screen; returns whether it repeats an id.
  private func show(_ screen: [ModelSection], completion index: Int) -> Bool {
    var seen = Set<Int>()
    expected = screen.filter { seen.insert($0.id).inserted }
    requestedCompletions.append(index)
    send(screen) { [unowned self] in completions.append(index) }
    return expected.count != screen.count
  }

  /// Sends a screen to the adapter, as sections or as a list.
  private func send(_ screen: [ModelSection], completion: @escaping @MainActor () -> Void) {
    switch mode {
    case .sections:
      adapter.update(screen.map { $0.section(log: log) }) { _ in completion() }
    case .lists:
      adapter.apply(List(sections: screen.map { $0.listSection(log: log) })) { _ in completion() }
    }
  }

  private func brokenInvariant(
    expectingDuplicateDiagnostics: Bool, droppedChanges: Int = 0
  ) -> String? {
    if !view.errors.isEmpty { return "collection view errors: \(view.errors)" }
    let unexpected = diagnostics.filter {
      !(expectingDuplicateDiagnostics && $0.kind == .duplicateSectionID)
        && $0.kind != .sectionRemoved
    }
    if !unexpected.isEmpty { return "diagnostics: \(unexpected)" }
    let drops = diagnostics.filter { $0.kind == .sectionRemoved }.count
    if drops != droppedChanges {
      return "\(drops) context changes dropped, the model expected \(droppedChanges)"
    }
    if completions != requestedCompletions {
      return "completions \(completions), requested \(requestedCompletions)"
    }

    // Counts equal the model.
    let expectedTexts = expected.map(\.expectedTexts)
    guard view.numberOfSections == expectedTexts.count else {
      return "\(view.numberOfSections) sections shown, \(expectedTexts.count) in the model"
    }
    for (section, texts) in expectedTexts.enumerated()
    where view.numberOfItems(inSection: section) != texts.count {
      return "section \(section): \(view.numberOfItems(inSection: section)) items, "
        + "\(texts.count) in the model"
    }
    // Every shown cell shows the model's item at its index path.
    for indexPath in view.indexPathsForVisibleItems {
      let text = view.cellForItem(at: indexPath)?.render()
      let want = expectedTexts[indexPath.section][indexPath.item]
      if text != want {
        return "cell \(indexPath.section)-\(indexPath.item) shows \(text ?? "nothing"), "
          + "the model \(want)"
      }
    }
    // Selection refers only to existing items.
    for indexPath in view.indexPathsForSelectedItems
    where indexPath.item >= expectedTexts[indexPath.section].count {
      return "selection holds \(indexPath), which does not exist"
    }
    // Display events are balanced: every section shows as many cells as it started and did not
    // end.
    var open: [Int: Int] = [:]
    for (id, count) in log.shown { open[id, default: 0] += count }
    for (id, count) in log.ended { open[id, default: 0] -= count }
    var shownPerSection: [Int: Int] = [:]
    for indexPath in view.indexPathsForVisibleItems {
      shownPerSection[expected[indexPath.section].id, default: 0] += 1
    }
    for id in Set(open.keys).union(shownPerSection.keys)
    where open[id, default: 0] != shownPerSection[id, default: 0] {
      return "section \(id): \(open[id, default: 0]) cells displayed and not ended, "
        + "\(shownPerSection[id, default: 0]) shown"
    }
    // Working-range enters and exits balance: at most one open enter per section, none for a
    // section that is gone.
    let shownIDs = Set(expected.map(\.id))
    for (id, depth) in log.workingRange where depth != 0 && (depth != 1 || !shownIDs.contains(id)) {
      return "section \(id): \(depth) working-range enters without an exit"
    }
    // Cells are created only when the pool is empty.
    maximumShown = max(maximumShown, view.visibleCells.count)
    let created = view.reuseStatistics(
      forCellReuseIdentifier: String(reflecting: CollectionViewCell.self)
    ).created
    if created > maximumShown + 2 {
      return "\(created) cells created for at most \(maximumShown) shown at once"
    }
    return nil
  }
}
