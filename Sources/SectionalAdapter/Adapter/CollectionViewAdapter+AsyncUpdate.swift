import Foundation
import SectionalDiffing

extension CollectionViewAdapter {
  /// Shows new sections, diffing off the main actor, and returns whether they were applied as a
  /// batch update.
  ///
  /// The section ids are diffed in a detached task; controllers that adopt
  /// ``BackgroundUpdating`` diff their items off the main actor too. The changes are then applied
  /// on the main actor exactly as ``update(_:updateStrategy:completion:)`` applies them.
  ///
  /// The update takes its place in the queue when it is asked for, and keeps it while it diffs:
  /// an item change or update asked for meanwhile waits behind it, so requests still apply in the
  /// order they were made. A section update asked for right after it supersedes it, as queued
  /// section updates do, and this update is not applied. If anything was applied while the diffs
  /// ran, the sections are diffed again when they are applied, so the latest state still wins.
  /// A ``BackgroundUpdating`` controller whose diff never returns holds every later request.
  ///
  /// - Parameter sections: The sections to show, in order.
  /// - Returns: Whether the sections were applied as a batch update: `false` after a reload, or
  ///   when a later update was asked for while this one diffed (the later one shows the latest
  ///   state, so this one is not applied).
  @discardableResult
  public func updateInBackground(_ sections: [Section]) async -> Bool {
    let token = scheduler.enqueueBackgroundUpdate()
    let unique = uniqueSections(sections)
    let generation = scheduler.generation
    let oldIDs = registry.ids
    let newIDs = unique.ids
    let sectionDiff = await Task.detached(priority: .userInitiated) {
      ListDiff(from: oldIDs, to: newIDs)
    }.value

    var prepared: [SectionID: SectionUpdate] = [:]
    for section in unique {
      guard let controller = registry.entry(for: section.id)?.controller as? any BackgroundUpdating,
        let update = await controller.updateInBackground(toAnyModel: section.model)
      else { continue }
      prepared[section.id] = update
    }

    guard scheduler.isWaiting(token) else {
      // A later update was asked for while this one diffed: the latest state wins.
      return false
    }
    if scheduler.takeTurn(of: token, unchangedSince: generation) {
      let applied = scheduler.applying {
        apply(unique, sectionDiff: sectionDiff, prepared: prepared)
      }
      // The viewport observers hear of this update as of any other: once, after what waited
      // behind it, if anything did.
      if !drainPendingWork() {
        tellViewportObservers()
      }
      return applied
    }
    // Something was applied meanwhile, or requests before this one wait: it is applied in its
    // place, diffed again against what is shown then.
    return await withCheckedContinuation { continuation in
      scheduler.resolve(token, with: unique) { continuation.resume(returning: $0) }
      drainPendingWork()
    }
  }
}
