import BenchmarkRandom
import Foundation
import Sectional

/// A row identified by an `Int`, for `diff.mixed.int`.
struct IntRow: Identifiable, Equatable, Differentiable {
  let id: Int
  var value: Int
}

/// Times what an app pays per update and per jump, from the issue "The update path".
///
/// - `adapter.update.small`: `adapter.update` of a screen of 20 sections of 20 rows in which one
///   row's content changed (alternating between two such screens).
/// - `scroll.jump`: `adapter.scroll(toSectionID:)` alternating between the first and the last
///   section, through the adapter and the view, at 10 and 10,000 sections of 10 rows; the RATIO
///   line compares them.
/// - `diff.small` and `heckel.small`: `ListDiff` and `HeckelReference` (a DifferenceKit-style
///   Heckel diff) on `mixed` inputs of 10 and 100 rows; RATIO lines compare them.
/// - `diff.mixed.int` and `floor.hash.int`: `mixed` input of 100,000 rows with `Int`
///   identifiers, against building the identifier dictionaries. `diff.mixed.int.indexsets` also
///   reads the diff's deletes, inserts and updates as `IndexSet`s, which a diff builds from its
///   runs when they are read: what a caller that wants them pays on top.
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
  if options.selects("diff.mixed.int") || options.selects("floor.hash.int")
    || options.selects("diff.mixed.int.indexsets")
  {
    var generator = SplitMix64(seed: options.seed &+ 0x1A7)
    let count = options.isQuick ? Options.quickLimit : 100_000
    let uuids = (0..<count).map { Row(id: UUID(using: &generator), value: $0) }
    let mixed = Input.mixed(from: uuids, using: &generator)
    // The same change as `diff.mixed`, with each UUID replaced by a distinct Int.
    var numbers: [UUID: Int] = [:]
    func intRow(_ row: Row) -> IntRow {
      if numbers[row.id] == nil { numbers[row.id] = numbers.count }
      return IntRow(id: numbers[row.id]!, value: row.value)
    }
    let old = uuids.map(intRow)
    let new = mixed.map(intRow)
    let diff = Measurement.run("diff.mixed.int", count: count) {
      ListDiff(from: old, to: new).changeCount
    }
    let floor = Measurement.run("floor.hash.int", count: count) {
      var oldIndices = [Int: Int](minimumCapacity: old.count)
      for (index, row) in old.enumerated() { oldIndices[row.id] = index }
      var newIndices = [Int: Int](minimumCapacity: new.count)
      for (index, row) in new.enumerated() { newIndices[row.id] = index }
      return oldIndices.count &+ newIndices.count
    }
    report(diff.line)
    report(floor.line)
    report(ratio(diff, floor))
    if options.selects("diff.mixed.int.indexsets") {
      let read = Measurement.run("diff.mixed.int.indexsets", count: count) {
        let diff = ListDiff(from: old, to: new)
        return diff.deletes.count &+ diff.inserts.count &+ diff.updates.count
      }
      report(read.line)
      report(ratio(read, floor))
    }
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
