extension CollectionViewAdapter {
  #if SECTIONAL_INTERNAL_CHECKS
    /// Traps when the adapter's own bookkeeping disagrees with itself; compiled only with
    /// `SECTIONAL_INTERNAL_CHECKS`, which `.ci/run` turns on for the test run.
    ///
    /// Checked after every drain of the update queue: each shown section's id maps back to its
    /// index, ids are unique, each context follows its own section, and the working range names
    /// only shown sections (once no round of its enters and exits is under way).
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func _checkInvariants() {
      let entries = registry.entries
      precondition(
        registry.indexOfSection.count == entries.count,
        "\(entries.count) sections but \(registry.indexOfSection.count) indexed ids (duplicate ids?)"
      )
      for (index, entry) in entries.enumerated() {
        precondition(
          registry.index(of: entry.id) == index,
          "section \(entry.id) is at \(index) but indexed at \(String(describing: registry.index(of: entry.id)))"
        )
        precondition(
          entry.context.sectionID == entry.id,
          "the context of section \(entry.id) follows \(entry.context.sectionID)")
      }
      // In the middle of a round of enters and exits (an update asked for from one of them),
      // the range may still name a section the update removed: the next round takes it out.
      for entry in workingRange.entries where !workingRange.isTellingControllers {
        precondition(
          registry.index(of: entry) != nil,
          "the working range holds section \(entry.id), which is no longer shown")
      }
    }
  #else
    /// Does nothing: the internal checks are compiled only with `SECTIONAL_INTERNAL_CHECKS`.
    @inline(__always)
    func _checkInvariants() {}
  #endif
}
