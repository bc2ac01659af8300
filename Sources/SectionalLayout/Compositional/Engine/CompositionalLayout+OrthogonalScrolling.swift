import Foundation

extension CompositionalLayout: OrthogonalScrollingLayout {
  /// Returns the offsets a section may rest at, or `nil` when it does not scroll on its own.
  ///
  /// From zero to the section's content length less the container's, for every behaviour but
  /// ``OrthogonalScrollingBehavior/groupPagingCentered``, whose range runs from the offset that
  /// centres the first group to the one that centres the last (the first may be negative: the
  /// group is centred although it starts near the leading edge).
  ///
  /// - Parameter section: The index of the section.
  /// - Returns: The lowest and highest offsets, in points.
  public func orthogonalScrollRange(ofSection section: Int) -> ClosedRange<CGFloat>? {
    guard let metrics = orthogonalMetrics(ofSection: section) else { return nil }
    return metrics.range
  }

  /// Returns where a section's scroll comes to rest, by its behaviour.
  ///
  /// - ``OrthogonalScrollingBehavior/continuous``: where it is, within the range.
  /// - ``OrthogonalScrollingBehavior/continuousGroupLeadingBoundary``: the group leading edge
  ///   nearest the proposed offset, at the section's leading inset.
  /// - ``OrthogonalScrollingBehavior/paging``: a multiple of the container's length,
  /// - ``OrthogonalScrollingBehavior/groupPaging``: a group's leading edge at the leading inset
  ///   (a multiple of a group's length plus the spacing when the groups are alike; each group's
  ///   own edge when they size themselves), and
  ///   ``OrthogonalScrollingBehavior/groupPagingCentered``: a group centred in the container,
  ///   whose range runs to centring the last group whatever the lengths. These three take the page in the direction of a non-zero velocity (the next
  ///   one past the proposed offset), or the nearest page without one (Sectional's choice: UIKit
  ///   simulates deceleration, which a headless view has no use for).
  ///
  /// - Parameters:
  ///   - section: The index of the section.
  ///   - proposed: The offset the scroll reached.
  ///   - velocity: The speed at release: positive towards the section's end.
  /// - Returns: The resting offset, within the range; `proposed` for a section that does not
  ///   scroll on its own.
  public func restingOrthogonalOffset(ofSection section: Int, proposed: CGFloat, velocity: CGFloat)
    -> CGFloat
  {
    guard let metrics = orthogonalMetrics(ofSection: section) else { return proposed }
    let target = proposed.isFinite ? proposed : metrics.range.lowerBound
    func page(_ length: CGFloat, from origin: CGFloat) -> CGFloat {
      guard length > 0 else { return target }
      let pages = (target - origin) / length
      let rule: FloatingPointRoundingRule =
        velocity > 0 ? .up : velocity < 0 ? .down : .toNearestOrAwayFromZero
      return origin + pages.rounded(rule) * length
    }
    /// The candidate nearest the target, or the first past it in the direction of the velocity.
    func rest(among candidates: [CGFloat], nearestOnly: Bool = false) -> CGFloat {
      guard !candidates.isEmpty else { return target }
      if !nearestOnly && velocity > 0 {
        return candidates.first { $0 >= target } ?? candidates[candidates.count - 1]
      }
      if !nearestOnly && velocity < 0 {
        return candidates.last { $0 <= target } ?? candidates[0]
      }
      return candidates.min { abs($0 - target) < abs($1 - target) } ?? target
    }
    let resting: CGFloat
    switch metrics.behavior {
    case .none, .continuous:
      resting = target
    case .continuousGroupLeadingBoundary:
      if let groups = metrics.groups {
        resting = rest(
          among: groups.map { $0.start - metrics.leadingInset }, nearestOnly: true)
      } else {
        resting = metrics.pitch > 0 ? (target / metrics.pitch).rounded() * metrics.pitch : target
      }
    case .paging:
      resting = page(metrics.viewport, from: 0)
    case .groupPaging:
      if let groups = metrics.groups {
        resting = rest(among: groups.map { $0.start - metrics.leadingInset })
      } else {
        resting = page(metrics.pitch, from: 0)
      }
    case .groupPagingCentered:
      if let groups = metrics.groups {
        resting = rest(among: groups.map { $0.start + $0.length / 2 - metrics.viewport / 2 })
      } else {
        resting = page(metrics.pitch, from: metrics.range.lowerBound)
      }
    }
    return min(max(resting, metrics.range.lowerBound), metrics.range.upperBound)
  }

  /// Returns the section offset that shows an item at a position across the layout's axis:
  /// its leading edge at the section's leading inset (``ScrollPosition/left`` in a vertical
  /// layout), its centre at the container's, or its trailing edge at the trailing inset; with
  /// no such member, the offset changes as little as possible.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - position: Where to show it.
  ///   - current: The section's offset now.
  /// - Returns: The offset within the range, or `nil` when the item's section does not scroll on
  ///   its own.
  public func orthogonalOffset(
    showingItemAt indexPath: IndexPath, at position: ScrollPosition, from current: CGFloat
  ) -> CGFloat? {
    guard indexPath.count == 2, let metrics = orthogonalMetrics(ofSection: indexPath.section),
      geometry.sections[indexPath.section].value.items.indices.contains(indexPath.item)
    else { return nil }
    let section = geometry.sections[indexPath.section].value
    let axis = geometry.scrollAxis.crossing
    var frame = section.items[indexPath.item]
    if section.isMirrored {
      frame.x = geometry.container.width - frame.x - frame.width
    }
    let start = geometry.grid.points(frame.start(along: axis))
    let end = geometry.grid.points(frame.end(along: axis))
    let (leading, centred, trailing): (ScrollPosition, ScrollPosition, ScrollPosition) =
      axis == .horizontal
      ? (.left, .centeredHorizontally, .right) : (.top, .centeredVertically, .bottom)
    var leadingMember = leading
    var trailingMember = trailing
    if section.isMirrored { swap(&leadingMember, &trailingMember) }
    let offset: CGFloat
    if position.contains(leadingMember) {
      offset = start - metrics.leadingInset
    } else if position.contains(centred) {
      offset = (start + end) / 2 - metrics.viewport / 2
    } else if position.contains(trailingMember) {
      offset = end - metrics.viewport + metrics.trailingInset
    } else if start - current < metrics.leadingInset {
      offset = start - metrics.leadingInset
    } else if end - current > metrics.viewport - metrics.trailingInset {
      offset = end - metrics.viewport + metrics.trailingInset
    } else {
      offset = current
    }
    return min(max(offset, metrics.range.lowerBound), metrics.range.upperBound)
  }

  /// A section's scrolling metrics in points.
  private struct OrthogonalMetrics {
    var behavior: OrthogonalScrollingBehavior
    var range: ClosedRange<CGFloat>
    var viewport: CGFloat
    var pitch: CGFloat
    var leadingInset: CGFloat
    var trailingInset: CGFloat
    /// Each group's start and length in points, when they are not all as long as the first.
    var groups: [(start: CGFloat, length: CGFloat)]?
  }

  private func orthogonalMetrics(ofSection section: Int) -> OrthogonalMetrics? {
    guard geometry.sections.indices.contains(section),
      let orthogonal = geometry.sections[section].value.orthogonal
    else { return nil }
    let grid = geometry.grid
    let viewport = grid.points(orthogonal.viewportLength)
    let pitch = grid.points(orthogonal.groupPitch)
    var groups: [(start: CGFloat, length: CGFloat)]?
    if !orthogonal.groupsAreUniform {
      // Each group's edges across the axis, as laid out before any mirroring.
      let value = geometry.sections[section].value
      let axis = geometry.scrollAxis.crossing
      groups = value.copies.map { copy in
        var frame = copy.frame
        if value.isMirrored {
          frame.x = geometry.container.width - frame.x - frame.width
        }
        return (grid.points(frame.start(along: axis)), grid.points(frame.length(along: axis)))
      }
    }
    let range: ClosedRange<CGFloat>
    if orthogonal.behavior == .groupPagingCentered {
      if let groups, let firstGroup = groups.first, let lastGroup = groups.last {
        // Groups of their own lengths: from centring the first to centring the last.
        let first = firstGroup.start + firstGroup.length / 2 - viewport / 2
        let last = lastGroup.start + lastGroup.length / 2 - viewport / 2
        range = first...max(first, last)
      } else {
        let copies = geometry.sections[section].value.copies.count
        let first =
          grid.points(orthogonal.firstGroupStart) + grid.points(orthogonal.groupLength) / 2
          - viewport / 2
        range = first...max(first, first + CGFloat(max(0, copies - 1)) * pitch)
      }
    } else {
      range = 0...max(0, grid.points(orthogonal.contentLength) - viewport)
    }
    return OrthogonalMetrics(
      behavior: orthogonal.behavior, range: range, viewport: viewport, pitch: pitch,
      leadingInset: grid.points(orthogonal.firstGroupStart),
      trailingInset: grid.points(orthogonal.trailingInset), groups: groups)
  }
}
