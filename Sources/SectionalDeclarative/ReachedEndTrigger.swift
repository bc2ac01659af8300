import Foundation
import SectionalCollectionView

/// How close to the end of the content a list's ``List/onReachedEnd(offset:handler:)`` fires.
public enum ReachedEndOffset: Hashable, Sendable {
  /// Within a multiple of the viewport's length (its visible length, insets excluded) from the
  /// end.
  case relativeToContainerSize(multiplier: CGFloat)

  /// Within a number of points from the end.
  case absolute(CGFloat)
}

/// What a list's reached-end handler is told.
public struct ReachedEndEvent: Hashable, Sendable {
  /// The length of the content along the scroll axis when it fired.
  public let contentLength: CGFloat

  /// How far the end of the content was beyond the end of the viewport; zero or less for content
  /// that ends within it.
  public let distanceToEnd: CGFloat
}

/// Decides when a list has reached its end: a latch over the viewport's geometry.
///
/// It fires once, then waits until the content grows (a page arrived), the viewport leaves the
/// end's reach by more than its own length (the user scrolled away: reaching the end again asks
/// again), or it is re-armed
/// (``CollectionViewAdapter/rearmReachedEnd()`` after a failed load, say, or a refresh).
/// Content that shrinks does not re-arm it, so a handler whose answer shortens the list does
/// not call itself again. It is checked after
/// every applied update, every scroll and every change of the viewport's size, along the
/// layout's scroll axis, and counts the view's adjusted content insets: the viewport is what
/// the insets leave visible and the content ends at its inset. Content shorter than the viewport
/// has reached its end at once, and fires once too.
///
/// KarrotListKit's trigger, which it follows for offsets, fires again at every qualifying scroll
/// event, and is not checked after updates; this one does neither.
struct ReachedEndTrigger {
  /// How close to the end it fires.
  var offset: ReachedEndOffset

  /// Whether it may fire: until it fires, and again once the content grows, the viewport
  /// leaves the end's reach by more than its length, or it is re-armed.
  private(set) var isArmed = true

  /// The content length at the last check, to see it grow.
  private var lastContentLength: CGFloat?

  /// Creates an armed trigger.
  ///
  /// - Parameter offset: How close to the end it fires.
  init(offset: ReachedEndOffset) {
    self.offset = offset
  }

  /// The viewport's geometry along the scroll axis, for one check.
  struct Geometry: Hashable {
    /// The viewport's length, insets included.
    var viewportLength: CGFloat
    /// The content offset along the axis.
    var offset: CGFloat
    /// The content's length.
    var contentLength: CGFloat
    /// The inset before the content and after it.
    var insetBefore: CGFloat
    var insetAfter: CGFloat

    /// Reads a view's geometry along its layout's scroll axis.
    @MainActor
    init(of view: any CollectionView) {
      let insets = view.adjustedContentInset
      let size = view.contentSize
      let bounds = view.bounds
      if view.collectionViewLayout.scrollDirection == .vertical {
        self.init(
          viewportLength: bounds.height, offset: bounds.minY, contentLength: size.height,
          insetBefore: insets.top, insetAfter: insets.bottom)
      } else {
        self.init(
          viewportLength: bounds.width, offset: bounds.minX, contentLength: size.width,
          insetBefore: insets.left, insetAfter: insets.right)
      }
    }

    init(
      viewportLength: CGFloat, offset: CGFloat, contentLength: CGFloat, insetBefore: CGFloat = 0,
      insetAfter: CGFloat = 0
    ) {
      self.viewportLength = viewportLength
      self.offset = offset
      self.contentLength = contentLength
      self.insetBefore = insetBefore
      self.insetAfter = insetAfter
    }

    /// What the insets leave visible of the viewport.
    var visibleLength: CGFloat { viewportLength - insetBefore - insetAfter }

    /// How far the content's end (with its inset) lies beyond the viewport's end.
    var distanceToEnd: CGFloat { contentLength + insetAfter - (offset + viewportLength) }
  }

  /// Checks the geometry, and returns the event to fire, if it fires now.
  ///
  /// - Parameter geometry: The viewport's geometry now.
  /// - Returns: The event, or `nil` when it does not fire.
  mutating func check(_ geometry: Geometry) -> ReachedEndEvent? {
    let values = [
      geometry.viewportLength, geometry.offset, geometry.contentLength, geometry.insetBefore,
      geometry.insetAfter,
    ]
    guard values.allSatisfy(\.isFinite), geometry.viewportLength > 0 else { return nil }
    if let lastContentLength, geometry.contentLength > lastContentLength {
      isArmed = true
    }
    lastContentLength = geometry.contentLength
    let visible = max(0, geometry.visibleLength)
    let reach: CGFloat
    switch offset {
    case .relativeToContainerSize(let multiplier): reach = max(0, multiplier) * visible
    case .absolute(let points): reach = max(0, points)
    }
    let distance = geometry.distanceToEnd
    guard geometry.contentLength < visible || distance <= reach else {
      // A viewport's length out of the end's reach: reaching it again fires again. (The margin
      // keeps a view that wavers at the edge of the reach from firing at each step.)
      if distance > reach + visible { isArmed = true }
      return nil
    }
    guard isArmed else { return nil }
    isArmed = false
    return ReachedEndEvent(contentLength: geometry.contentLength, distanceToEnd: distance)
  }

  /// Arms the trigger again, so that it may fire at the next check.
  mutating func rearm() {
    isArmed = true
  }
}
