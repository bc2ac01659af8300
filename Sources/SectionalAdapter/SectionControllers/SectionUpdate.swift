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
  public var changes: ItemChanges { storedChanges ?? .none }

  /// The changes; `nil` for ``unchanged``, which so holds no reference to count.
  private let storedChanges: ItemChanges?

  /// Whether the update changes no item: read in place, where reading ``changes`` copies them.
  var changesNoItem: Bool { storedChanges?.isEmpty ?? true }

  /// Makes the new items current; `nil` for ``unchanged``.
  @usableFromInline let commitChange: (@MainActor () -> Void)?

  /// Creates an update.
  ///
  /// - Parameters:
  ///   - changes: How the items change.
  ///   - commit: Makes the new items current; called once, inside the batch.
  public init(changes: ItemChanges, commit: @escaping @MainActor () -> Void) {
    self.storedChanges = changes
    self.commitChange = commit
  }

  /// Creates an update that changes no item but has something to commit (new cells of the same
  /// content, say): its ``changes`` are ``ItemChanges/none``, which it holds no copy of.
  ///
  /// - Parameter commit: Makes the new items current; called once, inside the batch.
  package init(changingNoItem commit: @escaping @MainActor () -> Void) {
    self.storedChanges = nil
    self.commitChange = commit
  }

  private init() {
    self.storedChanges = nil
    self.commitChange = nil
  }

  /// An update that changes nothing and has nothing to commit: the new model is the committed
  /// one.
  ///
  /// Return it when the controller keeps its committed state exactly as it is: the new model is
  /// the same value as the committed one (the same array storage, the same object), not merely
  /// an equal one that would still have to be stored. The adapter then does no work for the
  /// section in the update, so a screen of thousands of sections built again from the same
  /// values costs what its changed sections cost. The stock list controllers return it on their
  /// own when the items are the very array they committed; the single-model and single-item
  /// controllers return an update that changes no item instead.
  public static var unchanged: SectionUpdate { SectionUpdate() }

  /// Whether this is ``unchanged``: no item changes and nothing to commit.
  @inlinable public var isUnchanged: Bool { commitChange == nil }

  /// Makes the new items current.
  public func commit() {
    commitChange?()
  }
}
