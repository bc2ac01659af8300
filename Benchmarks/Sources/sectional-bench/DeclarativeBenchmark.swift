import Foundation
import Sectional

/// A row's component in the declarative benchmark: its value, at the rows' fixed size.
struct RowComponent: Component {
  let viewModel: Int

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 320, height: 44)) }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = String(viewModel)
  }
}

/// Times `CollectionViewAdapter.apply(_:)` against the equivalent `adapter.update`.
///
/// - `declarative.apply`: the screens of `adapter.update` (1,000 sections of 100 rows, 10% of
///   the sections and of the rows changed), written as lists: a `ListSection` of one `Cell` of a
///   `RowComponent` per row, with the rows' fixed flow description, applied alternately as
///   `adapter.update` alternates its sections. Both lists are built before timing, as the
///   sections are; `reloadThreshold` is raised so that the batch path is measured.
/// - `declarative.reference.update`: `adapter.update` on the same screens, measured here so that
///   the RATIO line compares the two in the same run (target: within 1.5×). Its screens share
///   the row arrays of their unchanged sections, which its controllers skip in O(1); a list's
///   cells are new at every apply.
/// - `declarative.apply.shared`: the same lists, but list B keeps list A's `ListSection` for
///   every section whose rows it shares, as an app that builds a section again only when its
///   rows change does: those sections' cells are the committed array itself, which a
///   controller skips in O(1) as the stock controllers skip a shared row array. The like of
///   `declarative.reference.update`, where `declarative.apply` is the like of
///   `declarative.reference.rebuilt`.
/// - `declarative.reference.rebuilt`: `adapter.update` on copies of the screens whose every
///   section has a new array of rows, as an app that builds its models again at each update has:
///   what the stock controllers pay for what a list pays.
/// - All again at 100 sections of 100 rows (n = 10,000): there the two lists' cells fit in the
///   processor's caches, where at 100,000 cells (about 45 MB of cells for the two lists) the
///   walk over the unchanged ones waits on memory.
///
/// `--counts` picks the sizes by their row counts (10,000 and 100,000).
@MainActor
func measureDeclarative(options: Options) {
  let referenceName = "declarative.reference.update"
  let rebuiltName = "declarative.reference.rebuilt"
  let measuresApply = options.selects("declarative.apply")
  let measuresShared = options.selects("declarative.apply.shared")
  let measuresReference = options.selects(referenceName)
  let measuresRebuilt = options.selects(rebuiltName)
  guard measuresApply || measuresShared || measuresReference || measuresRebuilt else { return }
  // 10,000 and 100,000 cells, or 10,000 in a quick run.
  for sectionCount in options.sizes([10_000, 100_000]).map({ $0 / 100 }) {
    let rowsPerSection = 100
    if let counts = options.counts, !counts.contains(sectionCount * rowsPerSection) { continue }
    let screens = AdapterScreens(
      sectionCount: sectionCount, rowsPerSection: rowsPerSection, seed: options.seed &+ 0xADA9)
    let update = measuresReference ? measureAdapterUpdate(screens, name: referenceName) : nil
    var rebuiltUpdate: Measurement?
    if measuresRebuilt {
      var rebuilt = screens
      rebuilt.a = screens.a.map { AdapterSection(id: $0.id, rows: $0.rows.map { $0 }) }
      rebuilt.b = screens.b.map { AdapterSection(id: $0.id, rows: $0.rows.map { $0 }) }
      rebuiltUpdate = measureAdapterUpdate(rebuilt, name: rebuiltName)
    }
    let apply = measuresApply ? measureDeclarativeApply(screens, sharingUnchanged: false) : nil
    let shared = measuresShared ? measureDeclarativeApply(screens, sharingUnchanged: true) : nil
    if let update, let apply {
      report(ratio(apply, update))
    }
    if let update, let shared {
      report(ratio(shared, update))
    }
    if let rebuiltUpdate, let apply {
      report(ratio(apply, rebuiltUpdate))
    }
  }
}

/// `declarative.apply`, or `declarative.apply.shared` when the second list keeps the first's
/// sections whose rows it shares: alternates the two screens' lists on one adapter.
@MainActor
private func measureDeclarativeApply(_ screens: AdapterScreens, sharingUnchanged: Bool)
  -> Measurement?
{
  let name = sharingUnchanged ? "declarative.apply.shared" : "declarative.apply"
  let collectionView = makeCollectionView()
  let adapter = CollectionViewAdapter(collectionView: collectionView)
  adapter.reloadThreshold = .max
  var diagnostics = 0
  adapter.diagnosticHandler = { _ in diagnostics += 1 }
  var rowLayout = FlowSectionLayout()
  rowLayout.itemSize = .fixed(CGSize(width: 320, height: 44))
  func listSection(_ section: AdapterSection) -> ListSection {
    ListSection(
      id: section.id,
      cells: section.rows.map { Cell(id: $0.id, component: RowComponent(viewModel: $0.value)) }
    )
    .withSectionLayout(rowLayout)
  }
  let first = screens.a.map(listSection)
  // The first list's section of each id, with the rows it was built from.
  var built: [UUID: (rows: [Row], section: ListSection)] = [:]
  if sharingUnchanged {
    for (section, listSection) in zip(screens.a, first) {
      built[section.id] = (section.rows, listSection)
    }
  }
  let second = screens.b.map { section in
    if let kept = built[section.id], sharesStorage(kept.rows, section.rows) {
      return kept.section
    }
    return listSection(section)
  }
  let lists = [List(sections: first), List(sections: second)]
  adapter.apply(lists[0])
  collectionView.layoutIfNeeded()

  var next = 1
  var batches = 0
  var reloads = 0
  let measurement = Measurement.run(name, count: screens.rowCount) {
    adapter.apply(lists[next]) { applied in
      if applied { batches += 1 } else { reloads += 1 }
    }
    next = 1 - next
    return collectionView.visibleCells.count
  }
  guard reloads == 0, diagnostics == 0, collectionView.errors.isEmpty else {
    report(
      "SKIP \(name): \(reloads) of \(batches + reloads) applies were not batches "
        + "(\(diagnostics) diagnostics, \(collectionView.errors.count) view errors)")
    return nil
  }
  report(measurement.line)
  return measurement
}

/// Whether two arrays share their storage: the same rows, in O(1).
private func sharesStorage(_ first: [Row], _ second: [Row]) -> Bool {
  first.withUnsafeBufferPointer { first in
    second.withUnsafeBufferPointer { second in
      first.baseAddress == second.baseAddress && first.count == second.count
    }
  }
}
