/// The prefetching work of a declarative section's cells that are not shown yet, by cell
/// identity.
///
/// It owns one rule: work follows its cell, not an index. An update that moves the cell keeps
/// its work; an update that removes it takes it out to be cancelled; the cell's first display
/// takes it over (the shown cell cancels it when its display ends). It never calls a plugin or a
/// task itself: what it takes out, the caller cancels, after the ledger's access has ended, so
/// a task whose cancellation applies an update cannot reach it mid-change. It knows nothing of
/// the controller or the view, so it is tested alone.
@MainActor
struct PrefetchLedger {
  /// The pending work, by the identity of the cell it is for.
  private var pending: [CellKey: [PrefetchTask]] = [:]

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
    pending[CellKey(cell), default: []] += tasks
  }

  /// Takes the work pending for a cell out of the ledger: to cancel it, or to hand it to the cell
  /// that shows the item now.
  mutating func removeWork(for cell: Cell) -> [PrefetchTask] {
    pending.removeValue(forKey: CellKey(cell)) ?? []
  }

  /// Takes out the work of every cell that `cells` no longer holds, to be cancelled.
  ///
  /// - Complexity: O(*n*) for *n* cells; nothing when no work is pending.
  mutating func removeWork(notFor cells: [Cell]) -> [PrefetchTask] {
    guard !pending.isEmpty else { return [] }
    var kept = Set<CellKey>(minimumCapacity: cells.count)
    for cell in cells { kept.insert(CellKey(cell)) }
    var removed: [PrefetchTask] = []
    for key in Array(pending.keys) where !kept.contains(key) {
      removed += pending.removeValue(forKey: key) ?? []
    }
    return removed
  }

  /// Takes out all pending work, to be cancelled.
  mutating func removeAllWork() -> [PrefetchTask] {
    defer { pending = [:] }
    return pending.values.flatMap { $0 }
  }

  /// Whether every cell with pending work is among `cells` (an internal check).
  func onlyHoldsWork(for cells: [Cell]) -> Bool {
    let keys = Set(cells.map(CellKey.init))
    return pending.keys.allSatisfy(keys.contains)
  }
}
