/// A section controller's answer to a new model: how its items change, and how to make the new
/// items current.
///
/// The adapter asks every surviving controller for its update before a batch, while the collection
/// view still sees the old data, then calls ``commit()`` inside the batch, where the data source
/// must start reporting the new data (R18, R19 of <doc:BatchUpdateRules>). A controller
/// therefore keeps its old items until `commit` runs.
@MainActor
public struct SectionUpdate {
  /// How the controller's items change.
  public let changes: ItemChanges

  private let commitChange: @MainActor () -> Void

  /// Creates an update.
  ///
  /// - Parameters:
  ///   - changes: How the items change.
  ///   - commit: Makes the new items current; called once, inside the batch.
  public init(changes: ItemChanges, commit: @escaping @MainActor () -> Void) {
    self.changes = changes
    self.commitChange = commit
  }

  /// Makes the new items current.
  public func commit() {
    commitChange()
  }
}
