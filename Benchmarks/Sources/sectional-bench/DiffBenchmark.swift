import Foundation
import Sectional

/// A row identified by an `Int`, for `diff.mixed.int`.
struct IntRow: Identifiable, Equatable, Differentiable {
  let id: Int
  var value: Int
}

/// Measures `ListDiff` on one input against its floors, interleaved, and reports their lines.
///
/// - `diff.<input>`: `ListDiff` of the two lists.
/// - `floor.hash.<input>`: a dictionary from each list's identifiers to their indices, written
///   with `enumerated()`: the least work any diff that hashes both lists does.
/// - `floor.plain.<input>`: the same two dictionaries written as plainly as Swift allows (index
///   loops, `updateValue`), so that the floor is not a matter of how its loop is written.
/// - `diff.mixed.indexsets`: `ListDiff` of the mixed input whose `deletes`, `inserts` and
///   `updates` are then read, as `IndexSet`s: what a caller that wants them pays on top.
/// - `diff.mixed.ranges`: the same, with every index read through `deletedRanges`,
///   `insertedRanges` and `updatedRanges` (each range walked): the read without Foundation.
///
/// Then `stdlib.difference.<input>`, the standard library's `difference(from:)` with moves
/// inferred, where Myers' O(n·d) allows.
func measure(_ input: Input, count: Int) {
  let diffName = "diff.\(input.name)"
  var cases = [
    Measurement.Case(name: diffName) { ListDiff(from: input.old, to: input.new).changeCount },
    Measurement.Case(name: "floor.hash.\(input.name)") { floorHash(input.old, input.new) },
    Measurement.Case(name: "floor.plain.\(input.name)") { floorPlain(input.old, input.new) },
  ]
  if input.name == "mixed" {
    cases.append(
      Measurement.Case(name: "diff.mixed.indexsets") { readingIndexSets(input.old, input.new) })
    cases.append(
      Measurement.Case(name: "diff.mixed.ranges") { readingRanges(input.old, input.new) })
  }
  let measured = Measurement.interleaved(
    cases.filter { options.selects($0.name) }, count: count)
  reportDiffAgainstFloors(measured, diffName: diffName)

  let standardLibraryName = "stdlib.difference.\(input.name)"
  guard options.selects(standardLibraryName) else { return }
  // Myers' difference costs O(n·d) for an edit distance d; estimate d from our own diff (a move
  // is a delete plus an insert to Myers) and skip runs that would take minutes.
  let result = ListDiff(from: input.old, to: input.new)
  let editDistance = result.deletes.count + result.inserts.count + 2 * result.moves.count
  let estimatedWork = Double(count) * Double(editDistance)
  if count > standardLibraryLimit {
    report(
      "SKIP \(standardLibraryName) n=\(count): measured up to n=\(standardLibraryLimit) only "
        + "(Myers' difference is O(n·d) in time)")
  } else if estimatedWork > standardLibraryWorkBudget {
    report(
      "SKIP \(standardLibraryName) n=\(count): Myers' difference is O(n·d) and "
        + "n·d = \(String(format: "%.1e", estimatedWork)) is over the budget of "
        + "\(String(format: "%.0e", standardLibraryWorkBudget)) (minutes a run)")
  } else {
    let oldIdentifiers = input.old.map(\.id)
    let newIdentifiers = input.new.map(\.id)
    let standardLibrary = Measurement.run(standardLibraryName, count: count) {
      newIdentifiers.difference(from: oldIdentifiers).inferringMoves().count
    }
    report(standardLibrary.line)
    if let diff = measured.first(where: { $0.name == diffName }) {
      report(ratio(standardLibrary, diff))
    }
  }
}

/// Measures the `mixed` input with each `UUID` replaced by a distinct `Int` (in order of first
/// appearance), interleaved: `diff.mixed.int`, `floor.hash.int`, `floor.plain.int` and
/// `diff.mixed.int.indexsets` and `diff.mixed.int.ranges`, as ``measure(_:count:)`` measures
/// their `UUID` counterparts.
func measureIntegerIdentifiers(_ mixed: Input, count: Int) {
  var numbers: [UUID: Int] = [:]
  func integerRow(_ row: Row) -> IntRow {
    if numbers[row.id] == nil { numbers[row.id] = numbers.count }
    return IntRow(id: numbers[row.id]!, value: row.value)
  }
  let old = mixed.old.map(integerRow)
  let new = mixed.new.map(integerRow)
  let cases = [
    Measurement.Case(name: "diff.mixed.int") { ListDiff(from: old, to: new).changeCount },
    Measurement.Case(name: "floor.hash.int") { floorHash(old, new) },
    Measurement.Case(name: "floor.plain.int") { floorPlain(old, new) },
    Measurement.Case(name: "diff.mixed.int.indexsets") { readingIndexSets(old, new) },
    Measurement.Case(name: "diff.mixed.int.ranges") { readingRanges(old, new) },
  ]
  reportDiffAgainstFloors(
    Measurement.interleaved(cases.filter { options.selects($0.name) }, count: count),
    diffName: "diff.mixed.int")
}

/// Reports each measurement, then a RATIO line of every diff case against every floor.
private func reportDiffAgainstFloors(_ measurements: [Measurement], diffName: String) {
  for measurement in measurements {
    report(measurement.line)
  }
  let floors = measurements.filter { $0.name.hasPrefix("floor.") }
  for diff in measurements where diff.name.hasPrefix(diffName) {
    for floor in floors {
      report(ratio(diff, floor))
    }
  }
  if let diff = measurements.first(where: { $0.name == diffName }) {
    for read in measurements
    where read.name.hasSuffix(".indexsets") || read.name.hasSuffix(".ranges") {
      report(ratio(read, diff))
    }
  }
}

/// A diff whose deletes, inserts and updates are read as `IndexSet`s.
private func readingIndexSets<Element: Differentiable>(_ old: [Element], _ new: [Element]) -> Int {
  let diff = ListDiff(from: old, to: new)
  return diff.deletes.count &+ diff.inserts.count &+ diff.updates.count
}

/// A diff whose deletes, inserts and updates are read as ranges, every range walked: the sum of
/// their bounds, so that no read can be skipped.
private func readingRanges<Element: Differentiable>(_ old: [Element], _ new: [Element]) -> Int {
  let diff = ListDiff(from: old, to: new)
  var sum = 0
  for ranges in [diff.deletedRanges, diff.insertedRanges, diff.updatedRanges] {
    for range in ranges {
      sum &+= range.lowerBound &+ range.upperBound
    }
  }
  return sum
}

/// The least work any hash-based diff does: a dictionary from each list's identifiers to their
/// indices.
func floorHash<Element: Identifiable>(_ old: [Element], _ new: [Element]) -> Int {
  var oldIndices = [Element.ID: Int](minimumCapacity: old.count)
  for (index, row) in old.enumerated() {
    oldIndices[row.id] = index
  }
  var newIndices = [Element.ID: Int](minimumCapacity: new.count)
  for (index, row) in new.enumerated() {
    newIndices[row.id] = index
  }
  return oldIndices.count &+ newIndices.count
}

/// ``floorHash(_:_:)`` written as plainly as Swift allows: index loops and `updateValue`.
func floorPlain<Element: Identifiable>(_ old: [Element], _ new: [Element]) -> Int {
  var oldIndices = [Element.ID: Int](minimumCapacity: old.count)
  for index in 0..<old.count {
    oldIndices.updateValue(index, forKey: old[index].id)
  }
  var newIndices = [Element.ID: Int](minimumCapacity: new.count)
  for index in 0..<new.count {
    newIndices.updateValue(index, forKey: new[index].id)
  }
  return oldIndices.count &+ newIndices.count
}
