/// The prefetching work of a declarative section's cells that are not shown yet, by cell
/// identity.
///
/// It owns one rule: work follows its cell, not an index. An update that moves the cell keeps
/// its work; an update that removes it takes it out to be cancelled, and one that changes its
/// content (the work was started for the old content) takes it out to be cancelled and started
/// again for the new; the cell's first display takes it over (the shown cell cancels it when its display ends). It never calls a plugin or a
/// task itself: what it takes out, the caller cancels, after the ledger's access has ended, so
/// a task whose cancellation applies an update cannot reach it mid-change. It knows nothing of
/// the controller or the view, so it is tested alone.
@MainActor
struct PrefetchLedger {
  /// The pending work, by the identity of the cell it is for, with the cell's box when the work
  /// started: the content it is for.
  private var pending: [CellKey: (content: ComponentBox, tasks: [PrefetchTask])] = [:]

  /// Creates a ledger with no pending work.
  init() {}

  /// Whether no work is pending.
  var isEmpty: Bool { pending.isEmpty }

  /// Whether work is pending for a cell.
  func hasWork(for cell: Cell) -> Bool {
    pending[CellKey(cell)] != nil
  }

  /// Records the work started for a cell.
  mutating func record(_ tasks: [PrefetchTask], for cell: Cell) {
    guard !tasks.isEmpty else { return }
    let key = CellKey(cell)
    if let earlier = pending[key], earlier.content.hasEqualComponent(to: cell.storage) {
      pending[key] = (earlier.content, earlier.tasks + tasks)
    } else {
      pending[key] = (cell.storage, (pending[key]?.tasks ?? []) + tasks)
    }
  }

  /// Takes the work pending for a cell out of the ledger: to cancel it, or to hand it to the cell
  /// that shows the item now.
  mutating func removeWork(for cell: Cell) -> [PrefetchTask] {
    pending.removeValue(forKey: CellKey(cell))?.tasks ?? []
  }

  /// Takes out the work of every cell that `cells` no longer holds, or holds with other content
  /// than the work was started for, to be cancelled.
  ///
  /// - Returns: The work to cancel, and the cells of `cells` whose content changed: near the
  ///   viewport still, their work is to start again for what they show now.
  /// - Complexity: O(*n*) for *n* cells; nothing when no work is pending.
  mutating func removeWork(notFor cells: [Cell]) -> (cancelled: [PrefetchTask], changed: [Cell]) {
    guard !pending.isEmpty else { return ([], []) }
    var kept = [CellKey: Cell](minimumCapacity: cells.count)
    for cell in cells { kept[CellKey(cell)] = cell }
    var removed: [PrefetchTask] = []
    var changed: [Cell] = []
    for (key, work) in pending {
      let cell = kept[key]
      if let cell, work.content.hasEqualComponent(to: cell.storage) { continue }
      removed += pending.removeValue(forKey: key)?.tasks ?? []
      if let cell { changed.append(cell) }
    }
    return (removed, changed)
  }

  /// Takes out all pending work, to be cancelled.
  mutating func removeAllWork() -> [PrefetchTask] {
    defer { pending = [:] }
    return pending.values.flatMap(\.tasks)
  }

  /// Whether every cell with pending work is among `cells` (an internal check).
  func onlyHoldsWork(for cells: [Cell]) -> Bool {
    let keys = Set(cells.map(CellKey.init))
    return pending.keys.allSatisfy(keys.contains)
  }
}
