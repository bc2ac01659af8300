import Foundation
import FuzzInput
import Sectional

// fuzz-validation: item counts before and after (small, negative and huge) and a batch of
// operations (absurd indices, Int.max, negative values, index paths of one and three indices),
// validated by `ValidatedBatchUpdate` in both strictness modes. Validation must never trap; strict
// mode must agree with UIKit's mode except for its own three rules; and an accepted batch's
// mappings must stay in range, be each other's inverse, and do what the batch says.

/// The rules only strict mode checks (R23, R25, R26, S6).
let strictOnlyRules: Set<BatchUpdateError.Rule> = [
  .duplicateDelete, .noOpSectionMoveWithItemMove, .itemChangeInsideMovedSection,
  .reloadPlacedBeforeFirstItem,
]

/// A count: mostly 0 to 5, sometimes a hostile value.
func count(_ input: inout FuzzInput) -> Int {
  let byte = input.byte()
  return byte < 224 ? Int(byte % 6) : hostileIntegers[Int(byte - 224) % hostileIntegers.count]
}

/// An index: mostly 0 to 7, sometimes a hostile value.
func index(_ input: inout FuzzInput) -> Int {
  let byte = input.byte()
  return byte < 216 ? Int(byte % 8) : hostileIntegers[Int(byte - 216) % hostileIntegers.count]
}

/// An index path: mostly a section and an item, sometimes none, one or three indices.
func indexPath(_ input: inout FuzzInput) -> IndexPath {
  let shape = input.byte()
  switch shape {
  case 0..<232: return IndexPath(item: index(&input), section: index(&input))
  case 232..<240: return IndexPath(index: index(&input))
  case 240..<248: return IndexPath(indexes: [index(&input), index(&input), index(&input)])
  default: return IndexPath()
  }
}

/// Adds one index, or a range of them, to an index set; `IndexSet` itself traps on `Int.max`,
/// so that is the one value left out.
func insert(_ input: inout FuzzInput, into set: inout IndexSet) {
  let first = index(&input)
  guard first != .max else { return }
  if input.byte() < 240 {
    set.insert(first)
  } else {
    // A range, up to 2^40 sections long (finding validation-1, fixed: validation lists only the
    // sections in range).
    let lengths = [2, 3, 16, 1 << 12, 1 << 40]
    let length = lengths[input.int(below: 5) % lengths.count]
    let (end, overflow) = first.addingReportingOverflow(length)
    set.insert(integersIn: first..<(overflow || end == .max ? Int.max - 1 : end))
  }
}

/// Reads counts before and after and a batch.
func read(_ input: inout FuzzInput) -> (batch: BatchUpdate, before: [Int], after: [Int]) {
  let before = (0..<input.int(below: 9)).map { _ in count(&input) }
  let after: [Int]
  switch input.int(below: 4) {
  case 0: after = before
  case 1:
    // The same sections, some counts changed.
    after = before.map { input.bool() ? count(&input) : $0 }
  default: after = (0..<input.int(below: 9)).map { _ in count(&input) }
  }
  var batch = BatchUpdate()
  for _ in 0..<input.int(below: 16) {
    switch input.int(below: 9) {
    case 0: insert(&input, into: &batch.sectionDeletes)
    case 1: insert(&input, into: &batch.sectionInserts)
    case 2: insert(&input, into: &batch.sectionReloads)
    case 3: batch.sectionMoves.append(Move(from: index(&input), to: index(&input)))
    case 4: batch.itemDeletes.append(indexPath(&input))
    case 5: batch.itemInserts.append(indexPath(&input))
    case 6: batch.itemReloads.append(indexPath(&input))
    case 7: batch.itemMoves.append(Move(from: indexPath(&input), to: indexPath(&input)))
    default: batch.itemReconfigures.append(indexPath(&input))
    }
  }
  return (batch, before, after)
}

/// The items of a section to probe: all of a small section, the ends and middle of a large one.
func probes(count: Int) -> [Int] {
  guard count > 40 else { return Array(0..<max(0, count)) }
  return Array(0..<20) + [count / 2, count - 2, count - 1]
}

/// Indices that exist in no section.
func outside(count: Int) -> [Int] {
  [-1, Int.min, Int.max, count]
}

/// Checks an accepted batch's mappings.
func checkMappings(of update: ValidatedBatchUpdate, context: @autoclosure () -> String) {
  let batch = update.batch
  let before = update.itemCountsBefore
  let after = update.itemCountsAfter

  // Sections: in range, and each direction the other's inverse.
  for section in before.indices {
    guard let moved = update.sectionAfterUpdate(forSectionBefore: section) else { continue }
    fuzzCheck(after.indices.contains(moved), "section \(section) goes to \(moved): \(context())")
    fuzzCheck(
      update.sectionBeforeUpdate(forSectionAfter: moved) == section,
      "section \(section) goes to \(moved), which comes from "
        + "\(String(describing: update.sectionBeforeUpdate(forSectionAfter: moved))): \(context())")
  }
  for section in after.indices {
    guard let source = update.sectionBeforeUpdate(forSectionAfter: section) else { continue }
    fuzzCheck(
      before.indices.contains(source), "section \(section) comes from \(source): \(context())")
    fuzzCheck(
      update.sectionAfterUpdate(forSectionBefore: source) == section,
      "section \(section) comes from \(source), which goes elsewhere: \(context())")
  }
  for section in outside(count: before.count) {
    fuzzCheck(
      update.sectionAfterUpdate(forSectionBefore: section) == nil,
      "nonexistent section \(section) maps: \(context())")
  }
  for section in outside(count: after.count) {
    fuzzCheck(
      update.sectionBeforeUpdate(forSectionAfter: section) == nil,
      "nonexistent section \(section) after maps back: \(context())")
  }
  // What the batch says of sections.
  for section in Array(batch.sectionDeletes.prefix(64)) + Array(batch.sectionReloads.prefix(64)) {
    fuzzCheck(
      update.sectionAfterUpdate(forSectionBefore: section) == nil,
      "deleted or reloaded section \(section) survives: \(context())")
  }
  for section in batch.sectionInserts.prefix(64) {
    fuzzCheck(
      update.sectionBeforeUpdate(forSectionAfter: section) == nil,
      "inserted section \(section) has a source: \(context())")
  }
  for move in batch.sectionMoves {
    fuzzCheck(
      update.sectionAfterUpdate(forSectionBefore: move.from) == move.to,
      "section move \(move) not followed: \(context())")
  }

  // Items: in range, each direction the other's inverse.
  let movedSources = Set(batch.itemMoves.map(\.from))
  for (section, count) in before.enumerated() {
    var unmovedDestinations: [IndexPath] = []
    for item in probes(count: count) {
      let indexPath = IndexPath(item: item, section: section)
      guard let moved = update.indexPathAfterUpdate(forIndexPathBefore: indexPath) else {
        continue
      }
      fuzzCheck(
        moved.count == 2 && after.indices.contains(moved.section) && moved.item >= 0
          && moved.item < after[moved.section],
        "item \(indexPath) goes to \(moved), out of range: \(context())")
      fuzzCheck(
        update.indexPathBeforeUpdate(forIndexPathAfter: moved) == indexPath,
        "item \(indexPath) goes to \(moved), which comes from "
          + "\(String(describing: update.indexPathBeforeUpdate(forIndexPathAfter: moved))): "
          + context())
      if !movedSources.contains(indexPath) {
        // An item that is not moved stays in its section, in order.
        fuzzCheck(
          moved.section == update.sectionAfterUpdate(forSectionBefore: section),
          "unmoved item \(indexPath) changed section to \(moved): \(context())")
        unmovedDestinations.append(moved)
      }
    }
    fuzzCheck(
      zip(unmovedDestinations, unmovedDestinations.dropFirst()).allSatisfy { $0 < $1 },
      "unmoved items of section \(section) change order: \(unmovedDestinations): \(context())")
    for item in outside(count: count) {
      fuzzCheck(
        update.indexPathAfterUpdate(forIndexPathBefore: IndexPath(item: item, section: section))
          == nil, "nonexistent item \(item) of section \(section) maps: \(context())")
    }
  }
  for (section, count) in after.enumerated() {
    for item in probes(count: count) {
      let indexPath = IndexPath(item: item, section: section)
      guard let source = update.indexPathBeforeUpdate(forIndexPathAfter: indexPath) else {
        continue
      }
      fuzzCheck(
        source.count == 2 && before.indices.contains(source.section) && source.item >= 0
          && source.item < before[source.section],
        "item \(indexPath) comes from \(source), out of range: \(context())")
      fuzzCheck(
        update.indexPathAfterUpdate(forIndexPathBefore: source) == indexPath,
        "item \(indexPath) comes from \(source), which goes elsewhere: \(context())")
    }
    for item in outside(count: count) {
      fuzzCheck(
        update.indexPathBeforeUpdate(forIndexPathAfter: IndexPath(item: item, section: section))
          == nil, "nonexistent item \(item) after in section \(section) maps back: \(context())")
    }
  }
  // Malformed index paths map nowhere, and do not trap.
  for malformed in [IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0])] {
    fuzzCheck(
      update.indexPathAfterUpdate(forIndexPathBefore: malformed) == nil
        && update.indexPathBeforeUpdate(forIndexPathAfter: malformed) == nil,
      "malformed \(malformed) maps: \(context())")
  }

  // What the batch says of items.
  for indexPath in batch.itemDeletes + batch.itemReloads {
    fuzzCheck(
      update.indexPathAfterUpdate(forIndexPathBefore: indexPath) == nil,
      "deleted or reloaded item \(indexPath) survives: \(context())")
  }
  for indexPath in batch.itemInserts {
    fuzzCheck(
      update.indexPathBeforeUpdate(forIndexPathAfter: indexPath) == nil,
      "inserted item \(indexPath) has a source: \(context())")
  }
  for move in batch.itemMoves {
    fuzzCheck(
      update.indexPathAfterUpdate(forIndexPathBefore: move.from) == move.to,
      "item move \(move) not followed: \(context())")
  }
}

/// The same answers from both modes' mappings, on every probe.
func checkSameMappings(
  _ strict: ValidatedBatchUpdate, _ uikit: ValidatedBatchUpdate, context: @autoclosure () -> String
) {
  for (section, count) in strict.itemCountsBefore.enumerated() {
    fuzzCheck(
      strict.sectionAfterUpdate(forSectionBefore: section)
        == uikit.sectionAfterUpdate(forSectionBefore: section),
      "modes disagree on section \(section): \(context())")
    for item in probes(count: count) {
      let indexPath = IndexPath(item: item, section: section)
      fuzzCheck(
        strict.indexPathAfterUpdate(forIndexPathBefore: indexPath)
          == uikit.indexPathAfterUpdate(forIndexPathBefore: indexPath),
        "modes disagree on item \(indexPath): \(context())")
    }
  }
}

/// libFuzzer's entry point: one batch per input.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: Their count.
/// - Returns: 0, as libFuzzer requires; a failed check traps instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let (batch, before, after) = read(&input)
  func context() -> String {
    "before \(before), after \(after), batch \(batch.oneLineDescription)"
  }
  func validate(_ strictness: BatchUpdate.Strictness) -> Result<
    ValidatedBatchUpdate, BatchUpdateError
  > {
    Result { () throws(BatchUpdateError) in
      try ValidatedBatchUpdate(
        validating: batch, itemCountsBefore: before, itemCountsAfter: after,
        strictness: strictness)
    }
  }
  let uikit = validate(.uikit)
  let strict = validate(.strict)
  switch (uikit, strict) {
  case (.success(let uikit), .success(let strict)):
    checkMappings(of: strict, context: context())
    checkSameMappings(strict, uikit, context: context())
  case (.success(let uikit), .failure(let error)):
    fuzzCheck(
      strictOnlyRules.contains(error.rule),
      "strict mode rejects with \(error.rule), which is not a strict-only rule: \(context())")
    checkMappings(of: uikit, context: context())
  case (.failure(let error), .success):
    fuzzFailure("strict mode accepts what UIKit's mode rejects (\(error)): \(context())")
  case (.failure(let uikitError), .failure(let strictError)):
    fuzzCheck(
      uikitError == strictError,
      "the modes reject with different errors: \(uikitError) and \(strictError): \(context())")
    fuzzCheck(!uikitError.message.isEmpty, "an error without a message: \(context())")
  }
  return 0
}
