import BenchmarkRandom
import Foundation
import Sectional

/// Content for the layout cases: sections of equal counts, fixed-size rows, a 320-point width.
@MainActor
final class UniformContent: LayoutContent {
  let counts: [Int]
  let bounds = CGRect(x: 0, y: 0, width: 320, height: 880)
  let displayScale: CGFloat = 2
  let layoutDirection = LayoutDirection.leftToRight
  let safeAreaInsets = LayoutInsets.zero
  let layoutMargins = LayoutInsets.zero
  let adjustedContentInset = LayoutInsets.zero

  init(sections: Int, rows: Int) {
    counts = Array(repeating: rows, count: sections)
  }

  init(counts: [Int]) {
    self.counts = counts
  }

  var numberOfSections: Int { counts.count }
  func numberOfItems(inSection section: Int) -> Int { counts[section] }
  func layout(ofSection section: Int) -> (any SectionLayoutDescription)? { nil }
  func sizeForItem(at indexPath: IndexPath, fitting proposal: CGSize) -> CGSize? { nil }
  func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize? { nil }
  func orthogonalScrollOffset(ofSection section: Int) -> CGFloat { 0 }
}

/// A cell whose height comes from its row number: 30 to 59 points, as wrapped text would vary.
@MainActor
private final class VaryingHeightCell: CollectionViewCell {
  var row = 0

  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var attributes = layoutAttributes
    attributes.frame.size.height = CGFloat(30 + row * 7 % 30)
    return attributes
  }
}

/// Rows of varying height, in sections of equal counts.
@MainActor
private final class VaryingRows: CollectionViewDataSource {
  let sections: Int
  let rows: Int

  init(sections: Int, rows: Int) {
    self.sections = sections
    self.rows = rows
  }

  func numberOfSections(in collectionView: any CollectionView) -> Int { sections }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { rows }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(VaryingHeightCell.self, for: indexPath)
    cell.row = indexPath.section &* rows &+ indexPath.item
    return cell
  }
}

/// Times the flow layout and what depends on its incremental preparation.
///
/// - `layout.prepare`: a full preparation of 10,000 sections of 100 rows (1,000,000 rows) of
///   fixed size: every frame computed.
/// - `layout.prepare.one`: the preparation after a batch that touched one section of 10,000
///   (`.batchUpdate(reusing:)` with one section to lay out again), at 10 and 100 rows a section:
///   it must not grow with rows (the RATIO line compares them).
/// - `section.change.one`: one section of 10,000 inserting or removing a row through its
///   context (`context.apply`), applied by the adapter, validated and laid out by the view, at 10
///   and 100 rows a section; again it must not grow with rows.
/// - `adapter.update.one`: `adapter.update` with all 10,000 sections, one of which gained or lost
///   a row, at 10 and 100 rows a section. The layout's share no longer grows with rows; every
///   surviving controller still diffs its rows against the new model, which does.
/// - `section.change.one.few` and `adapter.update.one.few`: the same change on a screen of 10
///   sections of 100 rows. The RATIO lines compare the screen of 10,000 sections with it: an
///   update that costs what changed costs the same on both (issue 26's target: within 1.2×).
/// - `scroll.step.selfsizing`: one viewport step through rows whose estimated height (44) differs
///   from their measured one (30 to 59), each measured as it arrives, in one section of 1,000 and
///   of 100,000 rows.
@MainActor
func measureLayout(options: Options) {
  // 10,000 sections, or 100 in a quick run.
  let sections = options.sectionCount(10_000, rowsEach: 100)
  if options.selects("layout.prepare") {
    measureFullPreparation(sections: sections)
  }
  if options.selects("layout.prepare.one") {
    let cases = [10, 100].map {
      measureOneSectionPreparation(sections: sections, rowsPerSection: $0)
    }
    report(
      "RATIO layout.prepare.one rows=100/rows=10 "
        + "median=\(format(cases[1].medianMilliseconds / cases[0].medianMilliseconds))")
  }
  // Either case alone, under --only: a child run counting instructions runs only its own.
  let sectionCases =
    options.selects("section.change.one")
    ? [10, 100].map {
      measureOneSectionChange(sections: sections, rowsPerSection: $0, seed: options.seed &+ 0x5EC7)
    } : []
  if sectionCases.count == 2 {
    report(
      "RATIO section.change.one rows=100/rows=10 "
        + "median=\(format(sectionCases[1].medianMilliseconds / sectionCases[0].medianMilliseconds))"
    )
  }
  if options.selects("section.change.one.few") {
    let few = measureOneSectionChange(
      sections: 10, rowsPerSection: 100, seed: options.seed &+ 0x5EC7,
      name: "section.change.one.few")
    if let large = sectionCases.last {
      report(ratio(large, few))
    }
  }
  let adapterCases =
    options.selects("adapter.update.one")
    ? [10, 100].map {
      measureOneSectionUpdate(sections: sections, rowsPerSection: $0, seed: options.seed &+ 0x0E1)
    } : []
  if adapterCases.count == 2 {
    report(
      "RATIO adapter.update.one rows=100/rows=10 "
        + "median=\(format(adapterCases[1].medianMilliseconds / adapterCases[0].medianMilliseconds))"
    )
  }
  if options.selects("adapter.update.one.few") {
    let few = measureOneSectionUpdate(
      sections: 10, rowsPerSection: 100, seed: options.seed &+ 0x0E1, name: "adapter.update.one.few"
    )
    if let large = adapterCases.last {
      report(ratio(large, few))
    }
  }
  if options.selects("scroll.step.selfsizing") {
    let cases = options.sizes([1_000, 100_000]).map { measureSelfSizingScroll(rows: $0) }
    report(
      "RATIO scroll.step.selfsizing n=\(cases[1].count)/n=\(cases[0].count) "
        + "median=\(format(cases[1].medianMilliseconds / cases[0].medianMilliseconds))")
  }
}

/// A flow layout of full-width 44-point rows.
@MainActor
private func rowLayout() -> FlowLayout {
  let layout = FlowLayout.list(rowHeight: 44)
  return layout
}

@MainActor
private func measureFullPreparation(sections: Int) {
  let content = UniformContent(sections: sections, rows: 100)
  let layout = rowLayout()
  let measurement = Measurement.run("layout.prepare", count: sections * 100) {
    layout.invalidateLayout()
    layout.prepare(for: content)
    return Int(layout.contentSize.height)
  }
  report(measurement.line)
}

@MainActor
private func measureOneSectionPreparation(sections: Int, rowsPerSection: Int) -> Measurement {
  let content = UniformContent(sections: sections, rows: rowsPerSection)
  let layout = rowLayout()
  layout.prepare(for: content)
  var reusing: [Int?] = Array(0..<sections)
  reusing[sections / 2] = nil
  let measurement = Measurement.run(
    "layout.prepare.one", count: sections * rowsPerSection, operationsPerRun: 1
  ) {
    layout.invalidateLayout(.batchUpdate(reusing: reusing))
    layout.prepare(for: content)
    return Int(layout.contentSize.height)
  }
  report(measurement.line)
  return measurement
}

@MainActor
private func measureOneSectionChange(
  sections count: Int, rowsPerSection: Int, seed: UInt64, name: String = "section.change.one"
) -> Measurement {
  var generator = SplitMix64(seed: seed)
  let view = HeadlessCollectionView(size: CGSize(width: 320, height: 880), layout: rowLayout())
  let adapter = CollectionViewAdapter(collectionView: view)
  adapter.reloadThreshold = .max
  let sections = (0..<count).map { section in
    Section(
      id: section,
      model: (0..<rowsPerSection).map { Row(id: UUID(using: &generator), value: $0) },
      controller: RowListController())
  }
  adapter.update(sections)
  view.layoutIfNeeded()
  guard let list = adapter.sectionController(forSectionID: count / 2, as: RowListController.self)
  else { fatalError("the benchmark's section is missing") }
  let extra = Row(id: UUID(using: &generator), value: -1)
  var grows = true
  let measurement = Measurement.run(name, count: count * rowsPerSection) {
    let rows = grows ? [extra] + list.items : Array(list.items.dropFirst())
    grows.toggle()
    list.context?.apply { list.update(to: rows) }
    return view.visibleCells.count
  }
  report(measurement.line)
  return measurement
}

@MainActor
private func measureSelfSizingScroll(rows count: Int) -> Measurement {
  let rows = VaryingRows(sections: 1, rows: count)
  let layout = FlowLayout()
  layout.estimatedItemSize = CGSize(width: 320, height: 44)
  layout.minimumLineSpacing = 0
  let viewport = CGSize(width: 320, height: 880)
  let view = HeadlessCollectionView(size: viewport, layout: layout)
  view.dataSource = rows
  view.layoutIfNeeded()
  let stepsPerRun = 50
  let measurement = Measurement.run(
    "scroll.step.selfsizing", count: count, operationsPerRun: stepsPerRun
  ) {
    for _ in 0..<stepsPerRun {
      let last = view.contentSize.height - viewport.height
      let next = view.contentOffset.y + viewport.height
      view.contentOffset.y = next > last ? 0 : next
    }
    return view.visibleCells.count
  }
  report(measurement.line)
  return measurement
}

@MainActor
private func measureOneSectionUpdate(
  sections count: Int, rowsPerSection: Int, seed: UInt64, name: String = "adapter.update.one"
) -> Measurement {
  var generator = SplitMix64(seed: seed)
  let view = HeadlessCollectionView(size: CGSize(width: 320, height: 880), layout: rowLayout())
  let adapter = CollectionViewAdapter(collectionView: view)
  adapter.reloadThreshold = .max
  let rows = (0..<count).map { _ in
    (0..<rowsPerSection).map { Row(id: UUID(using: &generator), value: $0) }
  }
  let extra = Row(id: UUID(using: &generator), value: -1)
  func screen(changed: Bool) -> [Section] {
    rows.enumerated().map { section, sectionRows in
      Section(
        id: section, model: changed && section == count / 2 ? [extra] + sectionRows : sectionRows,
        controller: RowListController())
    }
  }
  let screens = [screen(changed: false), screen(changed: true)]
  adapter.update(screens[0])
  view.layoutIfNeeded()
  var next = 1
  let measurement = Measurement.run(name, count: count * rowsPerSection) {
    adapter.update(screens[next])
    next = 1 - next
    return view.visibleCells.count
  }
  report(measurement.line)
  return measurement
}
