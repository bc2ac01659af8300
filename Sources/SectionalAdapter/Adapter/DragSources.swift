import SectionalCollectionView

/// The sections whose controllers were told that a drag of their items began, by drag, so that
/// the same controllers are told when it ends.
///
/// A drag's items may move or go while it lasts: a move drop deletes them from their section
/// before the drag ends, and an update may shift them. Routing the end by the items' index
/// paths then would tell no controller, or another one; the controllers told at the beginning
/// are told at the end instead.
@MainActor
struct DragSources {
  /// A drag held weakly, with the sections told that it began and the controller each had then.
  private struct Record {
    weak var session: DragSession?
    var entries: [(entry: SectionEntry, controller: ObjectIdentifier)]
  }

  private var records: [Record] = []

  /// Records the sections told that a drag began.
  mutating func noteBeginning(of session: DragSession, toldTo entries: [SectionEntry]) {
    records.removeAll { $0.session == nil || $0.session === session }
    records.append(
      Record(session: session, entries: entries.map { ($0, ObjectIdentifier($0.controller)) }))
  }

  /// Adds a section told of items added to a drag, once.
  ///
  /// - Returns: Whether the section is new to a drag whose beginning was recorded: its
  ///   controller is then to be told that the drag began.
  mutating func noteAdding(to session: DragSession, from entry: SectionEntry) -> Bool {
    let told = (entry: entry, controller: ObjectIdentifier(entry.controller))
    guard let index = records.firstIndex(where: { $0.session === session }) else {
      records.append(Record(session: session, entries: [told]))
      return false
    }
    guard !records[index].entries.contains(where: { $0.entry === entry }) else { return false }
    records[index].entries.append(told)
    return true
  }

  /// The sections told that a drag began whose controller is still the one told, forgotten:
  /// `nil` when none were recorded.
  mutating func takeEntries(of session: DragSession) -> [SectionEntry]? {
    guard let index = records.firstIndex(where: { $0.session === session }) else { return nil }
    return records.remove(at: index).entries.compactMap { told in
      ObjectIdentifier(told.entry.controller) == told.controller ? told.entry : nil
    }
  }
}
