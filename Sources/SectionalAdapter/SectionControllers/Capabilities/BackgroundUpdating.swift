/// A section controller that can prepare its update off the main actor.
///
/// ``CollectionViewAdapter/updateInBackground(_:)`` asks such controllers for
/// their update with ``updateInBackground(to:)``, which typically computes its new items on the
/// main actor, diffs them in a detached task (diffs are pure functions of `Sendable` values), and
/// returns the update to apply on the main actor.
@MainActor
public protocol BackgroundUpdating: SectionController {
  /// Prepares the change to a new model, doing the expensive work off the main actor.
  ///
  /// The same rules as ``SectionController/update(to:)`` apply: nothing is committed until the
  /// adapter calls the update's commit closure inside the batch.
  ///
  /// - Parameter model: The new model.
  /// - Returns: How the items change, and how to commit the change.
  func updateInBackground(to model: Model) async -> SectionUpdate
}

extension BackgroundUpdating {
  /// Sends a model of unknown type to ``updateInBackground(to:)``, or returns `nil` when it is not
  /// a `Model`.
  package func updateInBackground(toAnyModel model: Any) async -> SectionUpdate? {
    guard let model = model as? Model else { return nil }
    return await updateInBackground(to: model)
  }
}
