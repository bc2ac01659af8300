import Foundation

/// The sections near the visible ones, whose controllers prepare ahead: which are in the range,
/// and the one place that decides who enters and who leaves it.
///
/// The adapter tells it what the view shows (``update(visibleItems:of:)`` after every update,
/// scroll and resize; ``include(_:of:)`` when a section shows its first cell) and it tells the
/// controllers that adopt ``WorkingRangeHandling``. It owns the sections in range, kept by entry
/// rather than by id, so that a section removed while in range, or a controller replaced under the
/// same id, leaves it, and every controller's enters and exits balance.
@MainActor
final class WorkingRange {
  /// How many sections beyond the visible ones, on each side, make the range.
  var size = 1

  /// The sections in the range now, in the order they entered.
  private(set) var entries: [SectionEntry] = []

  /// Whether the range is being recomputed, and whether a controller asked for it again
  /// meanwhile (from its own enter or exit: a new size, an update).
  private var isUpdating = false
  private var needsUpdate = false

  /// Whether a round is telling controllers that they entered or left the range.
  ///
  /// An update a controller asks for meanwhile may remove a section that ``entries`` still
  /// names; the round it asks for next, run once this one has told everyone, takes it out.
  var isTellingControllers: Bool { isUpdating }

  /// Makes the range the sections within ``size`` of the visible ones: tells the controllers
  /// that left it, then the ones that entered it.
  ///
  /// Called again from a controller's enter or exit, it finishes telling everyone about this
  /// range first, then computes the next.
  ///
  /// - Parameters:
  ///   - visibleItems: The items visible, read anew each round.
  ///   - sections: The sections shown, in order, read anew each round.
  /// - Complexity: O(*v* + *r*) for *v* visible items and *r* sections in range.
  func update(visibleItems: () -> [IndexPath], of sections: () -> [SectionEntry]) {
    guard !isUpdating else {
      needsUpdate = true
      return
    }
    isUpdating = true
    defer { isUpdating = false }
    repeat {
      needsUpdate = false
      recompute(visibleItems: visibleItems(), of: sections())
    } while needsUpdate
  }

  /// Adds the sections around a newly displayed section to the range.
  ///
  /// Leaving is only decided by ``update(visibleItems:of:)``, after a scroll or an update,
  /// once every cell of the layout pass has been displayed or ended, so that a section does not
  /// leave and re-enter within one pass.
  ///
  /// - Parameters:
  ///   - section: The index of the section displayed.
  ///   - sections: The sections shown, in order.
  func include(_ section: Int, of sections: [SectionEntry]) {
    guard let range = range(from: section, through: section, count: sections.count) else {
      return
    }
    // A loop rather than `contains(where:)`: a closure here is checked for the main actor at
    // every call, and this runs for every cell displayed.
    for entry in sections[range] {
      var isIn = false
      var controllerIsIn = false
      for index in entries.indices {
        if entries[index] === entry {
          isIn = true
          break
        }
        // The same controller under another id (handed over in an update): already told.
        if entries[index].controller === entry.controller { controllerIsIn = true }
      }
      guard !isIn else { continue }
      entries.append(entry)
      if !controllerIsIn { entry.workingRangeHandler?.didEnterWorkingRange() }
    }
  }

  /// Recomputes the range once and tells the controllers that left it, then the ones that
  /// entered it.
  private func recompute(visibleItems: [IndexPath], of sections: [SectionEntry]) {
    // Loops rather than `min` and `max`: a closure here is checked for the main actor at every
    // call, and this runs after every update and every scroll step.
    var first = Int.max
    var last = Int.min
    for indexPath in visibleItems where indexPath.count == 2 {
      first = min(first, indexPath.section)
      last = max(last, indexPath.section)
    }
    var inRange: [SectionEntry] = []
    if first <= last, let range = range(from: first, through: last, count: sections.count) {
      inRange = Array(sections[range])
    }
    // The usual case, after an update that changed no section's place or a small scroll: the
    // same entries, in the same order, so no one entered or left.
    if inRange.count == entries.count {
      var isSame = true
      for index in inRange.indices where inRange[index] !== entries[index] {
        isSame = false
        break
      }
      if isSame { return }
    }
    let now = Set(inRange.map(ObjectIdentifier.init))
    let before = Set(entries.map(ObjectIdentifier.init))
    let exited = entries.filter { !now.contains(ObjectIdentifier($0)) }
    let entered = inRange.filter { !before.contains(ObjectIdentifier($0)) }
    // A controller handed from one id to another is one controller: it leaves the range only
    // when none of its entries is in it, and enters only when none was. (The range holds a few
    // sections: scanned, rather than hashed into sets at every change of the range.)
    let previous = entries
    entries = inRange
    for entry in exited where !Self.holds(entry.controller, in: inRange) {
      entry.workingRangeHandler?.didExitWorkingRange()
    }
    for entry in entered where !Self.holds(entry.controller, in: previous) {
      entry.workingRangeHandler?.didEnterWorkingRange()
    }
  }

  /// Whether one of the entries is of a controller.
  private static func holds(_ controller: any SectionController, in entries: [SectionEntry])
    -> Bool
  {
    for entry in entries where entry.controller === controller { return true }
    return false
  }

  /// The sections within ``size`` of the sections from `first` through `last`, or `nil` when
  /// none exists; any size, up to `Int.max`, is clamped to the number of sections.
  private func range(from first: Int, through last: Int, count: Int) -> ClosedRange<Int>? {
    let size = min(max(0, size), count)
    let lower = max(0, first - size)
    let upper = min(count - 1, last + size)
    return lower <= upper ? lower...upper : nil
  }
}
