import SectionalDiffing
import SectionalLayout

/// A diffing list whose diff runs off the main actor in the adapter's `async` update.
///
/// Choose it over ``DiffingListSectionController`` when the items are `Sendable` (most value-type
/// models are) and lists are long: ``CollectionViewAdapter/updateInBackground(_:)`` then diffs them
/// in a detached task and only applies the result on the main actor. With the synchronous
/// update it behaves exactly like its superclass.
@MainActor
open class BackgroundDiffingListSectionController<Model, Item: Differentiable & Sendable>:
  DiffingListSectionController<Model, Item>, BackgroundUpdating
{
  /// Prepares the change to a new model, diffing the items in a detached task.
  ///
  /// The new items are derived on the main actor; only the diff, a pure function of the two
  /// `Sendable` item arrays, runs off it. It is ``ListDiff`` refreshing as
  /// ``ListSectionController/itemRefresh`` says: an override of
  /// ``DiffingListSectionController/changes(from:to:)``, which runs on the main actor, serves
  /// the synchronous update only. Override this method to diff otherwise in the background.
  ///
  /// - Parameter model: The new model.
  /// - Returns: How the items change, and how to commit the change.
  /// - Complexity: That of ``ListDiff/init(from:to:)``, off the main actor.
  open func updateInBackground(to model: Model) async -> SectionUpdate {
    let oldItems = items
    let newItems = items(for: model)
    let changes: ItemChanges
    if self.model == nil {
      changes = .none
    } else {
      let refresh = itemRefresh
      changes = await Task.detached(priority: .userInitiated) {
        ItemChanges(ListDiff(from: oldItems, to: newItems), refreshing: refresh)
      }.value
    }
    return prepareUpdate(to: model, items: newItems, changes: changes)
  }
}
