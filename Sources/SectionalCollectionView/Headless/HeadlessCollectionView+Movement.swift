import Foundation

/// An interactive movement in progress: where the item came from and where it would land.
struct InteractiveMovement {
  var source: IndexPath
  var target: IndexPath
}

extension HeadlessCollectionView {
  /// Starts moving an item interactively, if the data source allows it.
  ///
  /// - Parameter indexPath: The item to move.
  /// - Returns: `true` if the movement began: the item exists, no other movement is in progress,
  ///   and the data source's `canMoveItemAt` answered `true`.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard interactiveMovement == nil, contains(indexPath), let dataSource,
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    interactiveMovement = InteractiveMovement(source: indexPath, target: indexPath)
    return true
  }

  /// Moves the item being moved over a point; the item under the point, as the delegate's
  /// `targetIndexPathForMoveOfItemFromOriginalIndexPath` retargets it, becomes the target.
  ///
  /// - Parameter point: A point in content coordinates. Over empty space the target stays.
  public func updateInteractiveMovementTargetPosition(_ point: CGPoint) {
    guard let movement = interactiveMovement, let proposed = indexPathForItem(at: point) else {
      return
    }
    let target =
      delegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.source,
        toProposedIndexPath: proposed) ?? proposed
    // A target that does not exist would make an invalid batch: the item stays instead.
    interactiveMovement?.target = contains(target) ? target : movement.source
  }

  /// Drops the item being moved at its target, in a batch update that moves the item; the data
  /// source's `moveItemAt` updates the model once the view shows the item at its target, before
  /// the view lays the items out, as in UIKit: there ``cellForItem(at:)`` at the destination is
  /// the moved item's cell.
  ///
  /// What the data source asks for inside `moveItemAt` (a batch update of its own) is applied
  /// just after the movement's batch.
  ///
  /// Ended inside a batch update block, the movement lands just after that batch, carried
  /// through it to where its item went, in a batch of its own. A movement into another section
  /// changes two sections' counts: the data source is told first, inside the batch, so that the
  /// counts the batch is checked against are the moved ones.
  public func endInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    guard pendingBatch == nil else {
      pendingBatch?.endsInteractiveMovement = true
      return
    }
    interactiveMovement = nil
    guard movement.source != movement.target else { return }
    performBatchUpdates(
      {
        if movement.source.section != movement.target.section {
          self.dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target)
          self.moveItem(at: movement.source, to: movement.target)
        } else {
          self.moveItem(at: movement.source, to: movement.target)
          self.pendingBatch?.landedMovements.append(movement)
        }
      }, completion: nil)
  }

  /// Abandons the movement in progress; the item stays where it was.
  public func cancelInteractiveMovement() {
    interactiveMovement = nil
  }

  /// Keeps an interactive movement on its item through a batch update: the item it moves and the
  /// place it would land follow their items; a movement whose item was deleted or reloaded ends,
  /// as if cancelled, and a target that is gone falls back to the item's own place.
  ///
  /// Without it, a movement begun before an update would move whatever item now sits at its old
  /// index path, or one that no longer exists (an invalid batch).
  func carryInteractiveMovement(through validated: ValidatedBatchUpdate) {
    guard let movement = interactiveMovement else { return }
    let reloaded = Set(validated.batch.itemReloads)
    guard !reloaded.contains(movement.source),
      !validated.batch.sectionReloads.contains(movement.source.section),
      let source = validated.indexPathAfterUpdate(forIndexPathBefore: movement.source)
    else {
      interactiveMovement = nil
      return
    }
    let target = validated.indexPathAfterUpdate(forIndexPathBefore: movement.target)
    interactiveMovement = InteractiveMovement(source: source, target: target ?? source)
  }
}
