import Foundation
import SectionalCollectionView

/// The shown sections: their entries in order, and the index of each id.
///
/// It owns one thing, which section is where. Every question the collection view asks by index
/// path, and every request a controller makes by id, is answered here: the entry that owns the
/// index path, or `nil` when it names nothing shown. It is replaced whole when an update commits,
/// never edited while a callback runs, so what it answers is what the view was last told.
///
/// It is a value with no knowledge of the adapter or the view, so its answers are tested on
/// their own.
@MainActor
struct SectionRegistry {
  /// The entries of the shown sections, in order.
  private(set) var entries: [SectionEntry] = []

  /// The index of each shown section, by id, built at the first question after the entries
  /// change: most updates ask none, and hashing every id costs more than the rest of showing
  /// them.
  private var sectionIndex = SectionIndex([])

  /// The index of each shown section, by id.
  ///
  /// - Complexity: O(*s*) for *s* sections the first time after ``show(_:)``, O(1) after.
  var indexOfSection: [SectionID: Int] { sectionIndex.table }

  /// The sections whose controllers describe their layout, ascending: what the layout reads
  /// descriptions of, without visiting the other sections.
  private(set) var describedSections: [Int] = []

  /// Whether a controller among ``describedSections`` stamps its description
  /// (`SectionLayoutStamping`), so that the stamps are worth reading.
  private(set) var stampsDescriptions = false

  /// The sections whose controllers do not keep ``ModelDerivedItems``, ascending: those whose
  /// counts may change outside an update, read by the view after every batch.
  private(set) var sectionsWithoutItemPromise: [Int] = []

  /// Creates a registry that shows no section.
  init() {}

  /// The number of shown sections.
  var count: Int { entries.count }

  /// The ids of the shown sections, in order.
  var ids: [SectionID] { entries.map(\.id) }

  /// Makes `entries` the shown sections; their ids are indexed at the first question.
  ///
  /// - Precondition: The entries' ids are unique (the adapter drops repeats before planning).
  /// - Complexity: O(*s*) for *s* sections.
  mutating func show(_ entries: [SectionEntry]) {
    self.entries = entries
    sectionIndex = SectionIndex(entries)
    // A loop rather than `map`: a closure here is checked for the main actor at every call.
    var described: [Int] = []
    var unpromised: [Int] = []
    var stamps = false
    for (offset, entry) in entries.enumerated() {
      if entry.layoutProvider != nil {
        described.append(offset)
        stamps = stamps || entry.layoutStamper != nil
      }
      if !entry.derivesItemsFromModel { unpromised.append(offset) }
    }
    describedSections = described
    stampsDescriptions = stamps
    sectionsWithoutItemPromise = unpromised
  }

  /// The index of the section with an id, or `nil` when none is shown.
  func index(of id: SectionID) -> Int? {
    indexOfSection[id]
  }

  /// The entry of the section with an id, or `nil` when none is shown.
  func entry(for id: SectionID) -> SectionEntry? {
    indexOfSection[id].map { entries[$0] }
  }

  /// The entry of the section at an index, or `nil` when the index names no section.
  func entry(atSection section: Int) -> SectionEntry? {
    entries.indices.contains(section) ? entries[section] : nil
  }

  /// The index of an entry while it is shown, or `nil` once it left, even when another entry
  /// (a replaced controller) now shows the same id.
  func index(of entry: SectionEntry) -> Int? {
    guard let section = indexOfSection[entry.id], entries[section] === entry else { return nil }
    return section
  }

  /// The entry of the section an index path names, whether or not the item exists.
  func entry(ofSectionIn indexPath: IndexPath) -> SectionEntry? {
    indexPath.count == 2 ? entry(atSection: indexPath.section) : nil
  }

  /// The entry that owns the item an index path names, or `nil` when the item is not shown.
  func entry(ofItemAt indexPath: IndexPath) -> SectionEntry? {
    // Compared one bound at a time: a range would trap on a negative item count.
    guard let entry = entry(ofSectionIn: indexPath), indexPath.item >= 0,
      indexPath.item < entry.controller.numberOfItems
    else { return nil }
    return entry
  }

  /// Whether sections have the shown ids, in the shown order.
  ///
  /// - Complexity: O(*s*) comparisons of precomputed hashes for *s* sections.
  func showsSameIDs(as sections: [Section]) -> Bool {
    guard sections.count == entries.count else { return false }
    // Each pair's precomputed hashes first, read in place: comparing the ids themselves in
    // another module copies them.
    // An `Int` or `UUID` id is its bits: compared field by field, in place. Comparing the ids
    // whole copies each, retaining its string and its box, for every section of every update.
    for index in sections.indices {
      let kind = entries[index].id.kind
      guard sections[index].id.hash == entries[index].id.hash, sections[index].id.kind == kind
      else { return false }
      switch kind {
      case .int, .uuid:
        guard sections[index].id.bits == entries[index].id.bits else { return false }
      case .string, .other:
        guard sections[index].id == entries[index].id else { return false }
      }
    }
    return true
  }

  /// The entries of the sections that have an item among `indexPaths`, in section order.
  func entries(ofItemsAt indexPaths: [IndexPath]) -> [SectionEntry] {
    Set(indexPaths.map(\.section)).sorted().compactMap(entry(atSection:))
  }
}

/// The index of each id of a list of entries, built when first read and never changed after: a
/// registry's copies share it, as they share the entries it indexes.
@MainActor
private final class SectionIndex {
  private let entries: [SectionEntry]
  private var built: [SectionID: Int]?

  init(_ entries: [SectionEntry]) {
    self.entries = entries
  }

  /// The index of each entry, by id.
  ///
  /// - Complexity: O(*s*) for *s* entries the first time, O(1) after.
  var table: [SectionID: Int] {
    if let built { return built }
    // A loop rather than `map`: a closure here is checked for the main actor at every call.
    var table: [SectionID: Int] = [:]
    table.reserveCapacity(entries.count)
    for (offset, entry) in entries.enumerated() {
      table[entry.id] = offset
    }
    built = table
    return table
  }
}
