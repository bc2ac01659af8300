import Foundation

extension CollectionViewAdapter {
  /// Shows new sections, diffing off the main actor, and returns whether they were applied as a
  /// batch update.
  ///
  /// The section ids are diffed in a detached task; controllers that adopt
  /// ``BackgroundUpdating`` diff their items off the main actor too. The changes are then applied
  /// on the main actor exactly as ``update(_:animated:completion:)`` applies them. If any update
  /// is applied while the diffs run, or another is in progress or queued, the sections go
  /// through the queue instead (and are diffed again there), so the latest state still wins.
  ///
  /// - Parameters:
  ///   - sections: The sections to show, in order.
  ///   - animated: Whether to animate; a headless view has no animation.
  /// - Returns: Whether the sections were applied as a batch update: `false` after a reload, or
  ///   when a later update was asked for while this one diffed (the later one shows the latest
  ///   state, so this one is not applied).
  @discardableResult
  public func updateInBackground(_ sections: [Section], animated: Bool = true) async -> Bool {
    requestCount += 1
    let request = requestCount
    let unique = uniqueSections(sections)
    let generation = updateGeneration
    let oldIDs = entries.map(\.id)
    let newIDs = unique.map(\.id)
    let sectionDiff = await Task.detached(priority: .userInitiated) {
      ListDiff(from: oldIDs, to: newIDs)
    }.value

    var prepared: [SectionID: SectionUpdate] = [:]
    for section in unique {
      guard let index = indexOfSection[section.id],
        let controller = entries[index].controller as? any BackgroundUpdating,
        let update = await controller.updateInBackground(toAnyModel: section.model)
      else { continue }
      prepared[section.id] = update
    }

    guard requestCount == request else {
      // A later update was asked for while this one diffed: the latest state wins.
      return false
    }
    guard updateGeneration == generation, !isApplyingUpdate, callbackDepth == 0, queue.isEmpty
    else {
      return await withCheckedContinuation { continuation in
        update(unique, animated: animated) { continuation.resume(returning: $0) }
      }
    }
    isApplyingUpdate = true
    let applied = apply(unique, sectionDiff: sectionDiff, prepared: prepared)
    isApplyingUpdate = false
    drainPendingWork()
    return applied
  }
}
