import Foundation
import SectionalLayout

/// The user's scrolling gestures, scripted: a drag with a release speed, and a tap on the status
/// bar, with UIKit's events in UIKit's order.
extension HeadlessCollectionView {
  /// Drags the content by a distance as a finger would, releases it with a speed, and lets it
  /// decelerate to rest, telling the delegate each step in UIKit's order.
  ///
  /// The events are UIKit's:
  ///
  /// 1. `scrollViewWillBeginDragging`;
  /// 2. `scrollViewDidScroll` once per step of the drag (the drag itself is not clamped: a finger
  ///    can pull past the ends);
  /// 3. `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, with the speed in
  ///    points per millisecond and the offset the content would rest at, which the delegate may
  ///    change;
  /// 4. `scrollViewDidEndDragging(_:willDecelerate:)`: `true` when the content moves on, told
  ///    while ``isDragging`` is still `true` and ``isTracking`` `false`; `false` when it rests
  ///    where the drag stopped, told while ``isTracking`` is still `true` and ``isDragging``
  ///    `false`, as UIKit tells a drag the finger stopped before it lifted (both are `false`
  ///    after the event);
  /// 5. then, when it does, `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` once per step
  ///    towards the target, and `scrollViewDidEndDecelerating`.
  ///
  /// The content rests where UIKit's deceleration takes it: the release offset plus the speed
  /// (in points per millisecond) × ``decelerationRate`` ÷ (1 − ``decelerationRate``), on the
  /// nearest pixel of ``displayScale``, or on a page
  /// with ``isPagingEnabled`` (the next page in the direction of the speed, the nearest without
  /// one), kept within the content and its adjusted content inset, so that a pull past an end
  /// bounces back. A target the delegate sets is kept within them too, on both axes; a paging
  /// view ignores it, as UIKit's does, and rests on its page. Content that shrinks while it
  /// decelerates (items deleted from a handler) moves the rest within the new content. To drag
  /// items (drag and drop), use ``beginDrag(at:)`` and its companions instead.
  ///
  /// - Parameters:
  ///   - distance: How far the finger moves the content along the layout's scroll axis
  ///     (positive: towards later items), in points.
  ///   - steps: How many scroll events the drag is split into, and the deceleration too.
  ///   - velocity: The content's speed when the finger lifts, in points per second along the
  ///     scroll axis (positive: towards later items); zero, the default, rests where the drag
  ///     ended (or bounces back within the content).
  public func scroll(by distance: CGFloat, steps: Int = 1, velocity: CGFloat = 0) {
    let isVertical = collectionViewLayout.scrollDirection == .vertical
    let stepCount = max(1, steps)
    let travel = distance.isFinite ? distance : 0
    let speed = velocity.isFinite ? velocity : 0
    isTracking = true
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
    let start = contentOffset
    // A finger moves the content by whole pixels, as UIKit's pan does: released where it stops,
    // the content does not move on to the pixel grid.
    let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    for step in 1...stepCount {
      let travelled = (travel * CGFloat(step) / CGFloat(stepCount) * scale).rounded() / scale
      contentOffset =
        isVertical
        ? CGPoint(x: start.x, y: start.y + travelled)
        : CGPoint(x: start.x + travelled, y: start.y)
    }

    let released = contentOffset
    var target = restingOffset(releasedAt: released, velocity: speed)
    let perMillisecond = speed / 1_000
    var asked = target
    delegate?.scrollViewWillEndDragging(
      self,
      withVelocity: isVertical
        ? CGPoint(x: 0, y: perMillisecond) : CGPoint(x: perMillisecond, y: 0),
      targetContentOffset: &asked)
    // A paging view rests on its page whatever the delegate asks, as UIKit's ("Stop offset can
    // not be modified for paging scroll views").
    if !isPagingEnabled { target = keptWithinContent(asked) }
    let decelerates = target != released
    // As UIKit, measured by third parties: a drag released with speed ends after the finger
    // lifted and while the view still drags; a drag stopped before the finger lifts ends while
    // the finger still tracks and the view no longer drags.
    if decelerates { isTracking = false } else { isDragging = false }
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    isTracking = false
    isDragging = false
    guard decelerates else { return }

    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    var leg = (offset: released, step: 0)
    for step in 1...stepCount {
      // Content that shrank under the deceleration (the delegate deleted items at a step)
      // moves its rest within it, as UIKit's bounces back: the rest of the way leads there.
      let kept = keptWithinContent(target)
      if kept != target {
        (target, leg) = (kept, (contentOffset, step - 1))
      }
      let fraction = CGFloat(step - leg.step) / CGFloat(stepCount - leg.step)
      contentOffset = CGPoint(
        x: leg.offset.x + (target.x - leg.offset.x) * fraction,
        y: leg.offset.y + (target.y - leg.offset.y) * fraction)
    }
    isDecelerating = false
    delegate?.scrollViewDidEndDecelerating(self)
  }

  /// Taps the status bar, as a user does to scroll to the top: asks the delegate
  /// (`scrollViewShouldScrollToTop`), scrolls to the content's top in `steps` scroll events,
  /// then tells it `scrollViewDidScrollToTop`.
  ///
  /// The top is minus the adjusted content inset's top (below a status bar); the horizontal
  /// offset is kept, as UIKit's scroll to top moves only vertically. Nothing happens when
  /// ``scrollsToTop`` is `false`, when the delegate answers `false`, or when the content is
  /// already at its top.
  ///
  /// - Parameter steps: How many scroll events the scroll is split into.
  /// - Returns: Whether the content scrolled.
  @discardableResult
  public func tapStatusBar(steps: Int = 1) -> Bool {
    guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
    let top = adjustedContentInset.top
    let start = contentOffset
    let target = CGPoint(x: start.x, y: top.isFinite ? -top : 0)
    guard target != start else { return false }
    let stepCount = max(1, steps)
    for step in 1...stepCount {
      let fraction = CGFloat(step) / CGFloat(stepCount)
      contentOffset = CGPoint(x: start.x, y: start.y + (target.y - start.y) * fraction)
    }
    delegate?.scrollViewDidScrollToTop(self)
    return true
  }

  // MARK: Internals

  /// Where content released at an offset with a speed comes to rest, before the delegate sees
  /// it: the projected deceleration, on a page when paging, kept within the content.
  private func restingOffset(releasedAt released: CGPoint, velocity: CGFloat) -> CGPoint {
    let isVertical = collectionViewLayout.scrollDirection == .vertical
    let rate = (0..<1).contains(decelerationRate) ? decelerationRate : 0.998
    let offset = isVertical ? released.y : released.x
    // On the pixel grid, as UIKit's targets are.
    let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    var resting = ((offset + velocity / 1_000 * rate / (1 - rate)) * scale).rounded() / scale
    let page = isVertical ? bounds.height : bounds.width
    if isPagingEnabled, page > 0, page.isFinite {
      let position = offset / page
      let index =
        velocity > 0
        ? position.rounded(.up) : velocity < 0 ? position.rounded(.down) : position.rounded()
      resting = index * page
    }
    let target =
      isVertical ? CGPoint(x: released.x, y: resting) : CGPoint(x: resting, y: released.y)
    return keptWithinContent(target)
  }

  /// An offset kept, on each axis, between the content's resting start (minus the adjusted
  /// content inset before it) and its end (its length plus the inset after it, less the
  /// viewport's), as a scroll view comes to rest; a non-finite coordinate rests at the start.
  func keptWithinContent(_ offset: CGPoint) -> CGPoint {
    let insets = adjustedContentInset
    let size = contentSize
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    func kept(_ along: CGFloat, before: CGFloat, after: CGFloat, length: CGFloat, viewport: CGFloat)
      -> CGFloat
    {
      let lowest = -finite(before)
      let highest = max(lowest, finite(length) + finite(after) - finite(viewport))
      return along.isFinite ? min(max(along, lowest), highest) : lowest
    }
    return CGPoint(
      x: kept(
        offset.x, before: insets.left, after: insets.right, length: size.width,
        viewport: bounds.width),
      y: kept(
        offset.y, before: insets.top, after: insets.bottom, length: size.height,
        viewport: bounds.height))
  }
}
