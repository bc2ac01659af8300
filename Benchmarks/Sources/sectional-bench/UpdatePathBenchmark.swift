import BenchmarkRandom
import Foundation
import Sectional

/// Times what an app pays per update and per jump, from the issue "The update path".
///
/// - `adapter.update.small`: `adapter.update` of a screen of 20 sections of 20 rows in which one
///   row's content changed (alternating between two such screens).
/// - `scroll.jump`: `adapter.scroll(toSectionID:)` alternating between the first and the last
///   section, through the adapter and the view, at 10 and 10,000 sections of 10 rows; the RATIO
///   line compares them.
/// - `diff.small` and `heckel.small`: `ListDiff` and `HeckelReference` (a DifferenceKit-style
///   Heckel diff) on `mixed` inputs of 10 and 100 rows; RATIO lines compare them.
@MainActor
func measureUpdatePath(options: Options) {
  if options.selects("adapter.update.small") {
    measureSmallUpdate(seed: options.seed &+ 0x5A11)
  }
  if options.selects("scroll.jump") {
    let cases = [10, 10_000].map { measureJump(sections: $0, seed: options.seed &+ 0x1A) }
    report(
      "RATIO scroll.jump n=\(cases[1].count)/n=\(cases[0].count) "
        + "median=\(format(cases[1].medianMilliseconds / cases[0].medianMilliseconds))")
  }
  for count in [10, 100] where options.selects("diff.small") || options.selects("heckel.small") {
    var generator = SplitMix64(seed: options.seed &+ UInt64(count) &+ 0x5E11)
    let old = (0..<count).map { Row(id: UUID(using: &generator), value: $0) }
    let new = Input.mixed(from: old, using: &generator)
    let diff = Measurement.run("diff.small", count: count, operationsPerRun: 1_000) {
      var changes = 0
      for _ in 0..<1_000 { changes &+= ListDiff(from: old, to: new).changeCount }
      return changes
    }
    let heckel = Measurement.run("heckel.small", count: count, operationsPerRun: 1_000) {
      var changes = 0
      for _ in 0..<1_000 { changes &+= HeckelReference.changeCount(old, new) }
      return changes
    }
    report(diff.line)
    report(heckel.line)
    report(ratio(diff, heckel))
  }
}

@MainActor
private func measureSmallUpdate(seed: UInt64) {
  var generator = SplitMix64(seed: seed)
  let view = HeadlessCollectionView(
    size: CGSize(width: 320, height: 880), layout: FlowLayout.list(rowHeight: 44))
  let adapter = CollectionViewAdapter(collectionView: view)
  let rows = (0..<20).map { _ in (0..<20).map { Row(id: UUID(using: &generator), value: $0) } }
  func screen(changed: Bool) -> [Section] {
    rows.enumerated().map { section, sectionRows in
      var model = sectionRows
      if changed && section == 10 { model[10].value = -1 }
      return Section(id: section, model: model, controller: RowListController())
    }
  }
  let screens = [screen(changed: false), screen(changed: true)]
  adapter.update(screens[0])
  view.layoutIfNeeded()
  var next = 1
  let measurement = Measurement.run("adapter.update.small", count: 400) {
    adapter.update(screens[next])
    next = 1 - next
    return view.visibleCells.count
  }
  report(measurement.line)
}

@MainActor
private func measureJump(sections: Int, seed: UInt64) -> Measurement {
  var generator = SplitMix64(seed: seed)
  let view = HeadlessCollectionView(
    size: CGSize(width: 320, height: 880), layout: FlowLayout.list(rowHeight: 44))
  let adapter = CollectionViewAdapter(collectionView: view)
  adapter.update(
    (0..<sections).map { section in
      Section(
        id: section, model: (0..<10).map { Row(id: UUID(using: &generator), value: $0) },
        controller: RowListController())
    })
  view.layoutIfNeeded()
  var toEnd = true
  let measurement = Measurement.run("scroll.jump", count: sections) {
    adapter.scroll(toSectionID: toEnd ? sections - 1 : 0)
    toEnd.toggle()
    return view.visibleCells.count
  }
  report(measurement.line)
  return measurement
}
