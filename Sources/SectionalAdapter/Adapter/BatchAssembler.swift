import Foundation
import SectionalCollectionView
import SectionalDiffing

/// Turns a planned update, once committed, into the batches that carry it to the collection
/// view, and the diagnostics of what it had to repair.
///
/// It is a pure function of values: the section id diff, the sections that are replaced, and
/// each surviving section's old and new item counts and item changes. It talks to no view and no
/// controller, so every rule it applies is tested on its own. It follows "Building batches UIKit
/// accepts" in <doc:BatchUpdateRules>:
///
/// - section deletes, inserts and moves come from the id diff;
/// - a section that is replaced, whose controller reloads it, that moves while its items are
///   deleted, inserted, moved or reloaded (R26), or whose item changes do not fit its counts (an
///   ``Diagnostic/Kind/itemCountMismatch`` diagnostic) is deleted and inserted whole; a section
///   that moves while its items are only reconfigured moves, and is reconfigured in the
///   follow-up batch;
/// - item operations are sent only for the other surviving sections, at old index paths for
///   deletes and reloads and new ones for inserts (R2); reloads are reloads in place only when
///   nothing in the batch moves, and a delete and an insert otherwise (R4, R13);
/// - reconfigures go in the batch for items that stay put, and in a follow-up batch, at their new
///   index paths, for items that move (S4 forbids both in one batch).
struct BatchAssembler {
  /// A section that keeps its controller through the update.
  struct SurvivingSection {
    /// The section's id, for diagnostics.
    var id: SectionID
    /// The controller's type, for diagnostics: kept as a type and named only when a diagnostic
    /// needs it, as naming a type costs more than the rest of a surviving section's bookkeeping.
    var controllerType: Any.Type
    /// The section's index before the update.
    var oldIndex: Int
    /// The section's index after the update.
    var newIndex: Int
    /// The controller's item count before the update.
    var oldCount: Int
    /// The controller's item count after the commit.
    var newCount: Int
    /// The controller's answer.
    var changes: ItemChanges
  }

  /// What the assembler produced.
  struct Assembly: Equatable {
    /// The batch that carries the update.
    var batch = BatchUpdate()
    /// Items to configure again in a follow-up batch, at their index paths after the update:
    /// moved items whose content changed.
    var reconfigureAfterward: [IndexPath] = []
    /// What the assembler repaired, for the adapter to report.
    var diagnostics: [Diagnostic] = []
  }

  /// Assembles the batch of a section update.
  ///
  /// - Parameters:
  ///   - sectionDiff: The diff of the section ids.
  ///   - replacedSections: Sections whose id stays but whose controller is replaced, old index
  ///     to new index.
  ///   - survivors: The sections that keep their controller, in any order.
  /// - Returns: The batch, the follow-up reconfigures, and the diagnostics.
  ///
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* item changes, plus the section moves'
  ///   O(*m* log *m*); never proportional to the items that do not change.
  static func assemble(
    sectionDiff: ListDiff, replacedSections: [Int: Int], survivors: [SurvivingSection]
  ) -> Assembly {
    var assembly = Assembly(
      batch: BatchUpdate(
        sectionDeletes: sectionDiff.deletes, sectionInserts: sectionDiff.inserts,
        sectionMoves: sectionDiff.moves))
    for (oldIndex, newIndex) in replacedSections {
      assembly.replaceSection(from: oldIndex, to: newIndex)
    }
    let hasSectionMoves = !assembly.batch.sectionMoves.isEmpty
    let movedSections = Set(assembly.batch.sectionMoves.map(\.from))
    // The sections' item operations are worked out first and written after, into arrays made
    // as long as they need to be: an array of index paths that grows copies each one, through
    // the value witnesses of a type of another module.
    var planned: [PlannedItemOperations] = []
    // By index: a surviving section holds its changes, a large value a `for` loop would copy.
    for index in survivors.indices {
      // No changes is only true if the count did not change either; otherwise the check below
      // reports the mismatch and replaces the section.
      if survivors[index].changes.isEmpty && survivors[index].newCount == survivors[index].oldCount
      {
        continue
      }
      if movedSections.contains(survivors[index].oldIndex),
        assembly.reconfigureAfterMove(survivors[index])
      {
        continue
      }
      if survivors[index].changes.reloadsSection
        || movedSections.contains(survivors[index].oldIndex)
      {
        assembly.replaceSection(from: survivors[index].oldIndex, to: survivors[index].newIndex)
        continue
      }
      if let operations = assembly.itemOperations(
        of: survivors[index], hasSectionMoves: hasSectionMoves)
      {
        planned.append(operations)
      }
    }
    assembly.reserveCapacity(for: planned)
    for operations in planned {
      assembly.add(operations)
    }
    return assembly
  }

  /// A surviving section's item operations, worked out and not yet written into the batch.
  fileprivate struct PlannedItemOperations {
    /// The section's index before the update.
    var oldSection: Int
    /// The section's index after the update.
    var newSection: Int
    /// The items the controller asked to configure again.
    var reconfigures: DiffIndices
    var deletes: DiffIndices
    var inserts: DiffIndices
    var moves: [Move<Int>]
    var reloads: DiffIndices
  }

  /// Assembles the batch of a change to one section's own items, where no section moves.
  ///
  /// - Parameter section: The section, at the same index before and after.
  /// - Returns: The batch, the follow-up reconfigures, and the diagnostics.
  static func assemble(itemChangesOf section: SurvivingSection) -> Assembly {
    var assembly = Assembly()
    if section.changes.reloadsSection {
      assembly.replaceSection(from: section.oldIndex, to: section.newIndex)
    } else if let operations = assembly.itemOperations(of: section, hasSectionMoves: false) {
      assembly.reserveCapacity(for: [operations])
      assembly.add(operations)
    }
    return assembly
  }

  /// The diagnostic of item changes that do not fit a section's counts, or `nil` when they fit.
  ///
  /// The adapter reports it even when it reloads the whole view instead of sending a batch: the
  /// screen is right, but the controller has a bug all the same.
  static func mismatch(of section: SurvivingSection) -> Diagnostic? {
    guard !section.changes.reloadsSection,
      case .failure(let mismatch) = section.changes.listDiff(
        oldCount: section.oldCount, newCount: section.newCount)
    else { return nil }
    return Diagnostic(
      kind: .itemCountMismatch, severity: .error, sectionID: section.id,
      controllerType: String(describing: section.controllerType),
      message: "the item changes (\(section.changes)) do not fit: \(mismatch); the section was "
        + "reloaded")
  }
}

extension BatchAssembler.Assembly {
  /// Sends a section as deleted at its old index and inserted at its new one, dropping its move.
  fileprivate mutating func replaceSection(from oldIndex: Int, to newIndex: Int) {
    batch.sectionMoves.removeAll { $0.from == oldIndex }
    batch.sectionDeletes.insert(oldIndex)
    batch.sectionInserts.insert(newIndex)
  }

  /// Configures a moved section's items again in the follow-up batch when reconfigures are all
  /// its changes.
  ///
  /// The section moves in the batch and keeps its cells and selection; its items are configured
  /// again at their new index paths. Returns `false` for any other change, which replaces the
  /// section.
  fileprivate mutating func reconfigureAfterMove(
    _ section: BatchAssembler.SurvivingSection
  ) -> Bool {
    let changes = section.changes
    guard !changes.reloadsSection, changes.deleteIndices.isEmpty, changes.insertIndices.isEmpty,
      changes.reloadIndices.isEmpty, changes.moves.isEmpty, section.oldCount == section.newCount,
      case .success = changes.listDiff(oldCount: section.oldCount, newCount: section.newCount)
    else { return false }
    changes.reconfigureIndices.forEachRun { range in
      for item in range {
        reconfigureAfterward.append(IndexPath(item: item, section: section.newIndex))
      }
    }
    return true
  }

  /// A surviving section's item operations, or `nil` when its item changes do not fit its old
  /// and new item counts: the section is then replaced, and the mismatch reported.
  fileprivate mutating func itemOperations(
    of section: BatchAssembler.SurvivingSection, hasSectionMoves: Bool
  ) -> BatchAssembler.PlannedItemOperations? {
    guard
      case .success(let diff) = section.changes.listDiff(
        oldCount: section.oldCount, newCount: section.newCount)
    else {
      diagnostics += BatchAssembler.mismatch(of: section).map { [$0] } ?? []
      replaceSection(from: section.oldIndex, to: section.newIndex)
      return nil
    }
    let operations = diff.itemOperations(reloadingInPlace: !hasSectionMoves && diff.moves.isEmpty)
    return BatchAssembler.PlannedItemOperations(
      oldSection: section.oldIndex, newSection: section.newIndex,
      reconfigures: section.changes.reconfigureIndices, deletes: operations.deletes,
      inserts: operations.inserts,
      moves: operations.moves, reloads: operations.reloads)
  }

  /// Makes room in the batch's item arrays for the planned operations, once.
  fileprivate mutating func reserveCapacity(
    for planned: [BatchAssembler.PlannedItemOperations]
  ) {
    var (deletes, inserts, reloads, moves) = (0, 0, 0, 0)
    for operations in planned {
      deletes += operations.deletes.count
      inserts += operations.inserts.count
      reloads += operations.reloads.count
      moves += operations.moves.count
    }
    batch.reserveItemCapacity(
      deletes: batch.itemDeleteList.count + deletes, inserts: batch.itemInsertList.count + inserts,
      reloads: batch.itemReloadList.count + reloads, moves: batch.itemMoveList.count + moves)
  }

  /// Writes a surviving section's item operations into the batch: deletes and reloads at old
  /// index paths, inserts at new ones, and its reconfigures.
  fileprivate mutating func add(_ planned: BatchAssembler.PlannedItemOperations) {
    let (oldSection, newSection) = (planned.oldSection, planned.newSection)
    // Items appended a section at a time as pairs of integers: no array made for each run, and
    // no index path, each a call into Foundation to make and another to read.
    batch.appendItemDeletes(planned.deletes, inSection: oldSection)
    batch.appendItemInserts(planned.inserts, inSection: newSection)
    batch.appendItemReloads(planned.reloads, inSection: oldSection)
    batch.appendItemMoves(planned.moves, from: oldSection, to: newSection)
    // Reconfigures go in this batch for items that stay where they are; a moved item is
    // reconfigured in a follow-up batch at its new index path (S4 forbids both in one batch);
    // deleted and reloaded items need none. Walked by ranges and looked up, rather than with
    // index set algebra, which Foundation's `IndexSet` does slowly on Linux.
    guard !planned.reconfigures.isEmpty else { return }
    let deletes = planned.deletes.runs
    let reloads = planned.reloads.runs
    // The moves sorted by source in scratch memory, met by a cursor as the reconfigures ascend:
    // no table of the moves is allocated for each section.
    withUnsafeTemporaryAllocation(of: Move<Int>.self, capacity: planned.moves.count) { scratch in
      var moves = scratch
      _ = moves.initialize(from: planned.moves)
      moves.sort { $0.from < $1.from }
      var nextMove = 0
      planned.reconfigures.forEachRun { range in
        for index in range {
          if !deletes.isEmpty && deletes.contains(index) { continue }
          if !reloads.isEmpty && reloads.contains(index) { continue }
          while nextMove < moves.count && moves[nextMove].from < index { nextMove += 1 }
          if nextMove < moves.count && moves[nextMove].from == index {
            reconfigureAfterward.append(IndexPath(item: moves[nextMove].to, section: newSection))
          } else {
            batch.appendItemReconfigure(ItemKey(section: oldSection, item: index))
          }
        }
      }
    }
  }
}
