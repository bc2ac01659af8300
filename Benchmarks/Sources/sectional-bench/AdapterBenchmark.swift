import BenchmarkRandom
import Foundation
import Sectional

/// The controller of every section in the adapter benchmarks: its model is its list of rows.
typealias RowListController = DiffingListSectionController<[Row], Row>

/// Times `CollectionViewAdapter.update(_:)` and the diffs it needs.
///
/// - `adapter.update`: one update between two screens of 1,000 sections of 100 rows (100,000
///   rows), in a headless view of 320×880 points with 44-point rows. Screen B deletes, inserts and
///   moves 10% of the sections of screen A, and changes the rows of 10% of the surviving sections
///   as `diff.mixed` does (10% of the rows deleted, inserted, moved and updated). Runs alternate
///   A→B and B→A, so each one applies real changes. `reloadThreshold` is raised to `Int.max`, so
///   the batch path is measured (about 4,000 changes would otherwise fall back to `reloadData()`):
///   the section id diff, every surviving controller's item diff, the commit, the view's
///   validation and application of the batch, and the layout of the viewport.
/// - `adapter.update.large`: the same on two screens of 10,000 sections of 100 rows (1,000,000
///   rows), with the same change mix (about 40,000 changes, again applied as a batch). Skipped in
///   `--quick` runs: building and updating a million rows takes seconds.
/// - `adapter.diffs`: only the diffs that update computes, on the same screens: the `ListDiff` of
///   the section ids, and the `ListDiff` of the rows of every surviving section, changed or not,
///   as every surviving `DiffingListSectionController` diffs its old and new rows.
/// - `adapter.reference.diff.mixed`: `diff.mixed` on as many rows as the screens hold (100,000),
///   the yardstick the adapter's target is stated against (an update within 3× of it).
/// - `adapter.initial`: the first update of an empty adapter to 10,000 sections of 10 rows, with
///   the default `reloadThreshold` (so it reloads), and the layout pass that follows. Each run
///   uses a view and adapter built before timing, and released after it.
@MainActor
func measureAdapter(options: Options) {
  let screens = AdapterScreens(
    sectionCount: options.sectionCount(1_000, rowsEach: 100), rowsPerSection: 100,
    seed: options.seed &+ 0xADA9)
  let update =
    options.selects("adapter.update")
    ? measureAdapterUpdate(screens, name: "adapter.update") : nil
  let diffs =
    options.selects("adapter.diffs") ? measureAdapterDiffs(screens) : nil
  if let update, let diffs {
    report(ratio(update, diffs))
  }
  if let update, options.selects("adapter.reference") {
    // The yardstick: diff.mixed on the same number of rows, in the same run.
    var generator = SplitMix64(seed: options.seed &+ 0x2EF)
    let old = (0..<update.count).map { Row(id: UUID(using: &generator), value: $0) }
    let new = Input.mixed(from: old, using: &generator)
    let reference = Measurement.run("adapter.reference.diff.mixed", count: update.count) {
      ListDiff(from: old, to: new).changeCount
    }
    report(reference.line)
    report(ratio(update, reference))
  }
  if options.selects("adapter.initial") {
    measureInitialUpdate(
      sectionCount: options.sectionCount(10_000, rowsEach: 10), seed: options.seed &+ 0x1A17)
  }
  let largeName = "adapter.update.large"
  if options.selects(largeName) {
    let sectionCount = 10_000
    let rowsPerSection = 100
    if options.isQuick {
      report(
        "SKIP \(largeName) n=\(sectionCount * rowsPerSection): not in --quick runs "
          + "(10,000 sections of 100 rows take seconds to build and update)")
    } else {
      let large = AdapterScreens(
        sectionCount: sectionCount, rowsPerSection: rowsPerSection, seed: options.seed &+ 0x1ADA9)
      if let largeUpdate = measureAdapterUpdate(large, name: largeName), let update {
        report(ratio(largeUpdate, update))
      }
    }
  }
}

/// The view every adapter benchmark draws into: 20 rows of 44 points visible at a time.
@MainActor
func makeCollectionView() -> HeadlessCollectionView {
  let layout = FlowLayout()
  layout.itemSize = CGSize(width: 320, height: 44)
  layout.minimumLineSpacing = 0
  return HeadlessCollectionView(size: CGSize(width: 320, height: 880), layout: layout)
}

/// `adapter.update` and `adapter.update.large`: alternates A→B and B→A updates of one adapter.
@MainActor
func measureAdapterUpdate(_ screens: AdapterScreens, name: String) -> Measurement? {
  let collectionView = makeCollectionView()
  let adapter = CollectionViewAdapter(collectionView: collectionView)
  adapter.reloadThreshold = .max
  var diagnostics = 0
  adapter.diagnosticHandler = { _ in diagnostics += 1 }
  let sections = [screens.a.map(\.section), screens.b.map(\.section)]
  adapter.update(sections[0])
  collectionView.layoutIfNeeded()

  var next = 1
  var batches = 0
  var reloads = 0
  let measurement = Measurement.run(name, count: screens.rowCount) {
    adapter.update(sections[next]) { applied in
      if applied { batches += 1 } else { reloads += 1 }
    }
    next = 1 - next
    return collectionView.visibleCells.count
  }
  guard reloads == 0, diagnostics == 0, collectionView.errors.isEmpty else {
    report(
      "SKIP \(name): \(reloads) of \(batches + reloads) updates were not applied as a batch "
        + "(\(diagnostics) diagnostics, \(collectionView.errors.count) view errors)")
    return nil
  }
  report(measurement.line)
  return measurement
}

/// `adapter.diffs`: the section id diff and every surviving section's row diff, alternating A→B
/// and B→A.
@MainActor
private func measureAdapterDiffs(_ screens: AdapterScreens) -> Measurement {
  let directions = [(screens.a, screens.b), (screens.b, screens.a)].map { old, new in
    let oldIDs = old.map(\.id)
    let newIDs = new.map(\.id)
    let rowsByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0.rows) })
    let survivors = new.compactMap { section in
      rowsByID[section.id].map { (old: $0, new: section.rows) }
    }
    return (oldIDs: oldIDs, newIDs: newIDs, survivors: survivors)
  }
  var next = 0
  let measurement = Measurement.run("adapter.diffs", count: screens.rowCount) {
    let direction = directions[next]
    next = 1 - next
    var changes = ListDiff(from: direction.oldIDs, to: direction.newIDs).changeCount
    for survivor in direction.survivors {
      changes &+= ListDiff(from: survivor.old, to: survivor.new).changeCount
    }
    return changes
  }
  report(measurement.line)
  return measurement
}

/// `adapter.initial`: the first update of fresh adapters to 10,000 sections of 10 rows.
@MainActor
private func measureInitialUpdate(sectionCount: Int, seed: UInt64) {
  let name = "adapter.initial"
  let rowsPerSection = 10
  var generator = SplitMix64(seed: seed)
  let sections = (0..<sectionCount).map { index in
    AdapterSection(
      id: UUID(using: &generator),
      rows: (0..<rowsPerSection).map { _ in Row(id: UUID(using: &generator), value: index) }
    ).section
  }
  // One view and adapter a run (and the warm-up), built before timing and released after it.
  let maximumRuns = 21
  var fresh = (0...maximumRuns).map { _ in
    let collectionView = makeCollectionView()
    return (collectionView, CollectionViewAdapter(collectionView: collectionView))
  }
  var used: [(HeadlessCollectionView, CollectionViewAdapter)] = []
  used.reserveCapacity(fresh.count)
  let measurement = Measurement.run(
    name, count: sectionCount, maximumRuns: maximumRuns
  ) {
    let (collectionView, adapter) = fresh.removeLast()
    adapter.update(sections)
    collectionView.layoutIfNeeded()
    used.append((collectionView, adapter))
    return collectionView.visibleCells.count
  }
  let shown = used.allSatisfy { $0.0.numberOfSections == sectionCount && $0.0.errors.isEmpty }
  guard shown else {
    report("SKIP \(name): a view does not show the \(sectionCount) sections")
    return
  }
  report(measurement.line)
}

/// One section of a screen: its id and its rows.
struct AdapterSection {
  var id: UUID
  var rows: [Row]

  @MainActor
  var section: Section {
    Section(id: id, model: rows, controller: RowListController())
  }
}

/// Two screens of sections of as many rows each, B a mixed change of A.
struct AdapterScreens {
  var a: [AdapterSection]
  var b: [AdapterSection]
  let rowCount: Int

  /// Draws A, then B: of A's sections, a thirtieth deleted, a thirtieth moved and as many new
  /// ones inserted (10% of the sections in all), and in 10% of the surviving sections, the rows
  /// changed as `Input.mixed` changes them.
  init(sectionCount: Int, rowsPerSection: Int, seed: UInt64) {
    rowCount = sectionCount * rowsPerSection
    var generator = SplitMix64(seed: seed)
    func newSection(value: Int) -> AdapterSection {
      AdapterSection(
        id: UUID(using: &generator),
        rows: (0..<rowsPerSection).map { _ in Row(id: UUID(using: &generator), value: value) })
    }
    a = (0..<sectionCount).map { newSection(value: $0) }

    let changed = sectionCount / 30
    var order = Array(a.indices).shuffled(using: &generator)
    let deleted = Set(order.prefix(changed))
    order.removeFirst(changed)
    let moved = Set(order.prefix(changed))
    order.removeFirst(changed)
    let rowsChanged = Set(order.shuffled(using: &generator).prefix(sectionCount / 10))

    var staying: [AdapterSection] = []
    var arriving: [AdapterSection] = []
    for (index, section) in a.enumerated() where !deleted.contains(index) {
      var section = section
      if rowsChanged.contains(index) {
        section.rows = Input.mixed(from: section.rows, using: &generator)
      }
      if moved.contains(index) {
        arriving.append(section)
      } else {
        staying.append(section)
      }
    }
    arriving += (0..<changed).map { newSection(value: -$0 - 1) }
    b = staying
    for section in arriving {
      b.insert(section, at: Int.random(in: 0...b.count, using: &generator))
    }
  }
}
