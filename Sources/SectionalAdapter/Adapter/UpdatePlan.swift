import Foundation
import SectionalCollectionView
import SectionalDiffing

/// What one update does, worked out before the batch begins: which entries the screen shows
/// after it, which controllers leave, and what each surviving controller answered.
///
/// It owns the planning decisions: a new id builds its controller, a surviving id with the
/// declared controller type keeps its controller and is sent the new model, another declared type
/// under the same id replaces the section, and a controller instance already owning a section
/// cannot own a second one. It changes nothing: the adapter commits the plan inside the batch.
///
/// A section whose controller answers ``SectionUpdate/unchanged`` leaves no trace in it, and
/// when the ids keep their order and their controllers, the shown entries are kept as they are:
/// an update costs what its changed sections cost, plus one pass over the ids.
///
/// It knows the adapter only through the closure that builds an entry, so it is tested alone.
@MainActor
struct UpdatePlan {
  /// A section that keeps its controller, whose controller answered the new model with item
  /// changes.
  struct Survivor {
    var entry: SectionEntry
    var oldIndex: Int
    var newIndex: Int
    var oldCount: Int
    var changes: ItemChanges
  }

  /// A section that keeps its controller, whose controller answered the new model with an
  /// update that changes no item (new cells of the same content, say): its count is checked
  /// after the commit, and nothing else is done for it.
  ///
  /// Kept apart from ``Survivor``: a list applied again answers so for every section it shows,
  /// and an empty ``ItemChanges`` copied for each costs more than the rest of the record.
  struct QuietSurvivor {
    var entry: SectionEntry
    var oldIndex: Int
    var newIndex: Int
    var oldCount: Int
  }

  /// What one controller's update commits.
  ///
  /// A closure in a structure of its own: an array of bare closures is destroyed through the
  /// runtime's generic witness of a function, an element at a time, where an array of this type
  /// is destroyed through its own.
  struct Commit {
    let run: @MainActor () -> Void
  }

  /// A model sent to a controller that keeps ``ModelDerivedItems``, recorded in its entry at the
  /// commit.
  ///
  /// A structure rather than a tuple: a tuple that holds an existential is copied through the
  /// runtime's generic tuple witness, a few hundred instructions a section.
  struct SentModel {
    /// The entry of the controller sent the model.
    var entry: SectionEntry
    /// The model's bits; ``ModelBits/none`` where the controller's items may follow something
    /// else (an update prepared off the main actor).
    var bits: ModelBits
    /// The model to keep alive with the bits; `nil` where there is none to keep (no bits, or a
    /// model the controller keeps alive itself).
    var model: Any?
  }

  /// The entries after the update, in order; `nil` when they are the shown ones.
  var entries: [SectionEntry]?
  /// The diff of the section ids.
  var sectionDiff: ListDiff
  /// The entries that leave: removed ids, and controllers replaced under the same id.
  var removedEntries: [SectionEntry]
  /// Sections whose id stays but whose controller is replaced, old index to new index.
  var replacedSections: [Int: Int] = [:]
  /// What the updates commit inside the batch, in section order.
  ///
  /// The first models of new controllers and the surviving controllers' answers, except the
  /// unchanged ones; their commits alone: an update's changes are a large value, copied at every
  /// step of a loop over updates, where a closure is one reference.
  var commits: [Commit] = []
  /// The sections that keep their controller and whose controller answered with item changes,
  /// in section order.
  var survivors: [Survivor] = []
  /// The sections that keep their controller and whose controller answered with an update that
  /// changes no item (not ``SectionUpdate/unchanged``, which leaves no trace), in section order.
  var quietSurvivors: [QuietSurvivor] = []
  /// The models sent to controllers that keep ``ModelDerivedItems``, recorded in their entries at
  /// the commit.
  var sentModels: [SentModel] = []
  /// The number of changes, to choose between a batch and a reload.
  var changeCount: Int
  /// What planning found wrong with the sections (a controller given to two sections).
  var diagnostics: [Diagnostic] = []
  /// Whether the ids are the shown ones in the shown order, so each section keeps its index.
  private let keepsOrder: Bool

  /// Plans showing `sections` instead of `shown`: builds entries for new ids, asks surviving
  /// controllers for their changes.
  ///
  /// An empty section diff means the ids are the shown ones in the shown order: each section
  /// then keeps its index, and the shown entries are reused unless a controller is replaced.
  ///
  /// - Parameters:
  ///   - sections: The sections to show, ids unique.
  ///   - shown: The entries shown now.
  ///   - sectionDiff: The diff of the shown ids to the sections' ids.
  ///   - prepared: Updates some controllers already computed (off the main actor), by id.
  ///   - makeEntry: Builds the entry of a new section around its controller.
  /// - Complexity: O(*s*) for *s* sections, plus what the changed controllers' answers cost.
  init(
    showing sections: [Section],
    instead shown: [SectionEntry],
    sectionDiff: ListDiff,
    prepared: [SectionID: SectionUpdate] = [:],
    makeEntry: (Section, any SectionController) -> SectionEntry
  ) {
    keepsOrder = sectionDiff.isEmpty && sectionDiff.oldCount == sectionDiff.newCount
    var oldIndexOfNew: [Int?] = []
    if !keepsOrder {
      oldIndexOfNew = [Int?].filled(with: nil, count: sections.count)
      for (oldIndex, newIndex) in sectionDiff.destinationOfOldIndices().enumerated()
      where newIndex >= 0 {
        oldIndexOfNew[newIndex] = oldIndex
      }
    }
    entries = keepsOrder ? nil : []
    self.sectionDiff = sectionDiff
    removedEntries = sectionDiff.deletes.map { shown[$0] }
    changeCount = sectionDiff.changeCount
    if !keepsOrder {
      entries?.reserveCapacity(sections.count)
    }
    // The controllers that stay shown, which a new section may not share; gathered only when a
    // section needs a new controller.
    // A replaced controller (the same id, another declared type) stays owned: the section that
    // replaces it may not take it over, only the sections of deleted ids give theirs up.
    var owned = OwnedControllers(shown: shown, leaving: removedEntries)

    // Sections are read in place, field by field: binding each one copies it, and a copy
    // retains and releases its model and closures, for every section of the screen.
    for newIndex in sections.indices {
      guard let oldIndex = keepsOrder ? newIndex : oldIndexOfNew[newIndex] else {
        place(makeNewEntry(for: sections[newIndex], owned: &owned, makeEntry), at: newIndex, shown)
        continue
      }
      // An untouched section of a controller that keeps `ModelDerivedItems`: its entry is read
      // in place, as binding it retains and releases it, for every section of the screen.
      if keepsOrder, prepared.isEmpty,
        Self.isUntouched(
          shown[oldIndex], declaring: sections[newIndex].controllerType,
          sent: sections[newIndex].modelBits)
      {
        continue
      }
      let entry = shown[oldIndex]
      guard entry.declaredControllerType == sections[newIndex].controllerType else {
        // Another controller type under the same id is another section: replace it, quietly.
        removedEntries.append(entry)
        replacedSections[oldIndex] = newIndex
        place(makeNewEntry(for: sections[newIndex], owned: &owned, makeEntry), at: newIndex, shown)
        continue
      }
      // Asked as a flag: an optional update tested against `nil` is copied and destroyed
      // through the runtime's generic witnesses, at every section an apply sends.
      let isPrepared = !prepared.isEmpty && prepared[sections[newIndex].id] != nil
      if entry.derivesItemsFromModel {
        // The very model the controller was last sent, its items unchanged since: nothing to
        // ask (`ModelDerivedItems`). Bits compared in place, without a call or a copy.
        if !isPrepared, sections[newIndex].modelBits.matches(entry.sentModelBits) {
          place(entry, at: newIndex, shown)
          continue
        }
        let bits = isPrepared ? .none : sections[newIndex].modelBits
        // Room for every section left, made at the first: a list whose sections all changed
        // sends them all.
        if sentModels.capacity == 0 { sentModels.reserveCapacity(sections.count - newIndex) }
        sentModels.append(
          SentModel(
            entry: entry, bits: bits,
            model: bits.needsModelKeptAlive ? sections[newIndex].model : nil))
      }
      guard
        let update = isPrepared
          ? prepared[sections[newIndex].id] : sections[newIndex].sendModel(entry.controller)
      else {
        // Unreachable through the public API: a section's model is its declared controller's
        // (`Section.init` ties them), and a section declaring another controller type is
        // replaced above. Were it reached, the controller is rebuilt for the model, so the
        // screen still shows the data.
        #if SECTIONAL_INTERNAL_CHECKS
          let isModelOfController = false
          precondition(
            isModelOfController,
            "section \(sections[newIndex].id): its model is not its controller's")
        #endif
        removedEntries.append(entry)
        replacedSections[oldIndex] = newIndex
        place(makeNewEntry(for: sections[newIndex], owned: &owned, makeEntry), at: newIndex, shown)
        continue
      }
      place(entry, at: newIndex, shown)
      record(
        update, of: entry, from: oldIndex, to: newIndex,
        sectionsLeft: sections.count - newIndex)
    }
  }

  /// Records a surviving controller's answer: its commit, and its changes for the batch.
  ///
  /// Out of the loop over the sections, whose every other path (an untouched section, the same
  /// model sent again) stays as short as it is.
  @inline(never)
  private mutating func record(
    _ update: SectionUpdate, of entry: SectionEntry, from oldIndex: Int, to newIndex: Int,
    sectionsLeft: Int
  ) {
    guard let commit = update.commitChange else { return }
    // Room for every section left, made at the first: a list applied again records them all,
    // where growing a section at a time copies the records again and again.
    if commits.capacity == 0 { commits.reserveCapacity(sectionsLeft) }
    commits.append(Commit(run: commit))
    guard !update.changesNoItem else {
      if quietSurvivors.capacity == 0 { quietSurvivors.reserveCapacity(sectionsLeft) }
      quietSurvivors.append(
        QuietSurvivor(
          entry: entry, oldIndex: oldIndex, newIndex: newIndex,
          oldCount: entry.controller.numberOfItems))
      return
    }
    // Read once: each read of an update's changes copies them.
    let changes = update.changes
    changeCount = ClampedArithmetic.add(changeCount, changes.count)
    survivors.append(
      Survivor(
        entry: entry, oldIndex: oldIndex, newIndex: newIndex,
        oldCount: entry.controller.numberOfItems, changes: changes))
  }

  /// Whether a section declaring `controllerType` with a model of these bits is the very one its
  /// shown entry was last sent, and the controller keeps ``ModelDerivedItems``: nothing to ask
  /// or commit.
  @inline(__always)
  private static func isUntouched(
    _ entry: SectionEntry, declaring controllerType: ObjectIdentifier, sent bits: ModelBits
  ) -> Bool {
    entry.derivesItemsFromModel && entry.declaredControllerType == controllerType
      && bits.matches(entry.sentModelBits)
  }

  /// Puts an entry at its index among the entries after the update.
  private mutating func place(_ entry: SectionEntry, at newIndex: Int, _ shown: [SectionEntry]) {
    if keepsOrder {
      guard entry !== shown[newIndex] else { return }
      if entries == nil {
        entries = shown
      }
      entries?[newIndex] = entry
    } else {
      entries?.append(entry)
    }
  }

  /// Builds the controller and entry of a section whose id is new, and plans the update that
  /// gives it its first model.
  ///
  /// A controller instance already owned by another section cannot own this one too: both
  /// sections would show one set of items. The section then gets an empty stand-in and a
  /// `controllerShared` diagnostic names it.
  private mutating func makeNewEntry(
    for section: Section,
    owned: inout OwnedControllers,
    _ makeEntry: (Section, any SectionController) -> SectionEntry
  ) -> SectionEntry {
    var controller = section.makeController()
    if !owned.claim(controller) {
      diagnostics.append(
        Diagnostic(
          kind: .controllerShared, severity: .error, sectionID: section.id,
          controllerType: String(describing: type(of: controller)),
          message: "this section's controller instance already owns another section; give each "
            + "section its own controller (the section is shown empty)"))
      controller = EmptySectionController()
      _ = owned.claim(controller)
    }
    let entry = makeEntry(section, controller)
    if let commit = section.sendModel(entry.controller)?.commitChange {
      commits.append(Commit(run: commit))
    }
    if entry.derivesItemsFromModel {
      sentModels.append(
        SentModel(
          entry: entry, bits: section.modelBits,
          model: section.modelBits.needsModelKeptAlive ? section.model : nil))
    }
    return entry
  }
}

/// The controller instances that own a section after an update, gathered the first time a new
/// section claims one.
@MainActor
private struct OwnedControllers {
  private let shown: [SectionEntry]
  private let leaving: [SectionEntry]
  /// The owners' identities as integers: hashed by a fast mix, where `ObjectIdentifier`s went
  /// through `Hasher`.
  private var identifiers: Set<IntKey>?

  init(shown: [SectionEntry], leaving: [SectionEntry]) {
    self.shown = shown
    self.leaving = leaving
  }

  /// Records that `controller` owns a new section; `false` when it already owns one.
  mutating func claim(_ controller: any SectionController) -> Bool {
    if identifiers == nil {
      var owned = Set<IntKey>(minimumCapacity: shown.count)
      for entry in shown {
        owned.insert(Self.key(of: entry.controller))
      }
      for entry in leaving {
        owned.remove(Self.key(of: entry.controller))
      }
      identifiers = owned
    }
    // Inserted in place, through the optional: a copy taken out would copy the whole set.
    return identifiers?.insert(Self.key(of: controller)).inserted ?? true
  }

  /// A controller instance's identity as a key.
  private static func key(of controller: any SectionController) -> IntKey {
    IntKey(Int(bitPattern: ObjectIdentifier(controller)))
  }
}
