/// The prefetching work of a declarative section's cells that are not shown yet, by cell
/// identity.
///
/// It owns one rule: work follows its cell, not an index. An update that moves the cell keeps
/// its work; an update that removes it cancels it; the cell's first display takes it over (the
/// shown cell cancels it when its display ends). It knows nothing of the controller or the view,
/// so it is tested alone.
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

  /// Asks each plugin to prefetch for a cell, unless work for it is pending already.
  mutating func prefetch(_ cell: Cell, with plugins: [any PrefetchingPlugin]) {
    let key = CellKey(cell)
    guard pending[key] == nil else { return }
    var tasks: [PrefetchTask] = []
    for plugin in plugins {
      if let task = plugin.prefetch(cell.component) { tasks.append(task) }
    }
    if !tasks.isEmpty {
      pending[key] = tasks
    }
  }

  /// Cancels the work pending for a cell.
  mutating func cancel(_ cell: Cell) {
    for task in pending.removeValue(forKey: CellKey(cell)) ?? [] {
      task.cancel()
    }
  }

  /// Hands over the work pending for a cell, which no longer waits here: the cell that shows it
  /// now owns it.
  mutating func takeWork(for cell: Cell) -> [PrefetchTask] {
    pending.removeValue(forKey: CellKey(cell)) ?? []
  }

  /// Cancels the work of every cell that `cells` no longer holds.
  ///
  /// - Complexity: O(*n*) for *n* cells; nothing when no work is pending.
  mutating func keepOnly(_ cells: [Cell]) {
    guard !pending.isEmpty else { return }
    var kept = Set<CellKey>(minimumCapacity: cells.count)
    for cell in cells { kept.insert(CellKey(cell)) }
    for key in Array(pending.keys) where !kept.contains(key) {
      for task in pending.removeValue(forKey: key) ?? [] {
        task.cancel()
      }
    }
  }

  /// Cancels all pending work.
  mutating func cancelAll() {
    for tasks in pending.values {
      for task in tasks { task.cancel() }
    }
    pending = [:]
  }

  /// Whether every cell with pending work is among `cells` (an internal check).
  func onlyHoldsWork(for cells: [Cell]) -> Bool {
    let keys = Set(cells.map(CellKey.init))
    return pending.keys.allSatisfy(keys.contains)
  }
}
