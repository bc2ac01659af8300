import Foundation
import SectionalCollectionView

/// Where a scroll event of a list happened.
@MainActor
public struct ScrollEventContext {
  /// The collection view that scrolled.
  public let collectionView: any CollectionView
}

/// The end of a drag: the content's speed, and where it will come to rest, which the handler may
/// change.
@MainActor
public struct WillEndDraggingContext {
  /// The collection view.
  public let collectionView: any CollectionView

  /// The content's speed at release, in points per millisecond, as UIKit gives it (positive
  /// towards later items).
  public let velocity: CGPoint

  /// Where the content will rest: set it to rest elsewhere (KarrotListKit's
  /// `targetContentOffset.pointee`).
  public var targetContentOffset: CGPoint {
    get { target.offset }
    nonmutating set { target.offset = newValue }
  }

  /// The target, shared with the view's event.
  let target: Target

  /// A target the handler can change through a context it received as a constant.
  final class Target {
    var offset: CGPoint

    init(_ offset: CGPoint) {
      self.offset = offset
    }
  }
}

/// The end of a drag, and whether the content moves on.
@MainActor
public struct DidEndDraggingContext {
  /// The collection view.
  public let collectionView: any CollectionView

  /// Whether the content keeps moving (decelerating, or bouncing back) after the finger lifted.
  public let decelerate: Bool
}

/// The handlers of a list's scroll events.
struct ListScrollHandlers {
  var didScroll: (@MainActor (ScrollEventContext) -> Void)?
  var willBeginDragging: (@MainActor (ScrollEventContext) -> Void)?
  var willEndDragging: (@MainActor (WillEndDraggingContext) -> Void)?
  var didEndDragging: (@MainActor (DidEndDraggingContext) -> Void)?
  var willBeginDecelerating: (@MainActor (ScrollEventContext) -> Void)?
  var didEndDecelerating: (@MainActor (ScrollEventContext) -> Void)?
  var shouldScrollToTop: (@MainActor (ScrollEventContext) -> Bool)?
  var didScrollToTop: (@MainActor (ScrollEventContext) -> Void)?
}

extension List {
  /// Returns the list with a handler called whenever its content offset changes (a drag, a
  /// deceleration, a programmatic scroll): KarrotListKit's `didScroll`.
  ///
  /// - Parameter handler: Called with the view that scrolled.
  /// - Returns: The list.
  public func didScroll(_ handler: @escaping @MainActor (ScrollEventContext) -> Void) -> List {
    modifyingScrollHandlers { $0.didScroll = handler }
  }

  /// Returns the list with a handler called when the user starts dragging its content.
  ///
  /// - Parameter handler: Called with the view.
  /// - Returns: The list.
  public func willBeginDragging(
    _ handler: @escaping @MainActor (ScrollEventContext) -> Void
  ) -> List {
    modifyingScrollHandlers { $0.willBeginDragging = handler }
  }

  /// Returns the list with a handler called when the user is about to lift their finger, with
  /// the content's speed and where it will rest, which the handler may change (a snap).
  ///
  /// ```swift
  /// let snapping = List(sections: [])
  ///   .willEndDragging { context in
  ///     // Rest on a multiple of 100 points.
  ///     let y = (context.targetContentOffset.y / 100).rounded() * 100
  ///     context.targetContentOffset = CGPoint(x: 0, y: y)
  ///   }
  /// ```
  ///
  /// - Parameter handler: Called with the speed and the target.
  /// - Returns: The list.
  public func willEndDragging(
    _ handler: @escaping @MainActor (WillEndDraggingContext) -> Void
  ) -> List {
    modifyingScrollHandlers { $0.willEndDragging = handler }
  }

  /// Returns the list with a handler called when the user lifted their finger.
  ///
  /// - Parameter handler: Called with whether the content moves on.
  /// - Returns: The list.
  public func didEndDragging(
    _ handler: @escaping @MainActor (DidEndDraggingContext) -> Void
  ) -> List {
    modifyingScrollHandlers { $0.didEndDragging = handler }
  }

  /// Returns the list with a handler called when the content starts decelerating after a drag.
  ///
  /// - Parameter handler: Called with the view.
  /// - Returns: The list.
  public func willBeginDecelerating(
    _ handler: @escaping @MainActor (ScrollEventContext) -> Void
  ) -> List {
    modifyingScrollHandlers { $0.willBeginDecelerating = handler }
  }

  /// Returns the list with a handler called when the content came to rest after a drag.
  ///
  /// - Parameter handler: Called with the view.
  /// - Returns: The list.
  public func didEndDecelerating(
    _ handler: @escaping @MainActor (ScrollEventContext) -> Void
  ) -> List {
    modifyingScrollHandlers { $0.didEndDecelerating = handler }
  }

  /// Returns the list with a handler that decides whether a tap on the status bar scrolls its
  /// content to the top.
  ///
  /// - Parameter handler: Returns `false` to keep the content where it is.
  /// - Returns: The list.
  public func shouldScrollToTop(
    _ handler: @escaping @MainActor (ScrollEventContext) -> Bool
  ) -> List {
    modifyingScrollHandlers { $0.shouldScrollToTop = handler }
  }

  /// Returns the list with a handler called when a tap on the status bar scrolled its content
  /// to the top.
  ///
  /// - Parameter handler: Called with the view.
  /// - Returns: The list.
  public func didScrollToTop(_ handler: @escaping @MainActor (ScrollEventContext) -> Void) -> List {
    modifyingScrollHandlers { $0.didScrollToTop = handler }
  }

  /// The list with its scroll handlers changed.
  private func modifyingScrollHandlers(_ change: (inout ListScrollHandlers) -> Void) -> List {
    var list = self
    change(&list.scrollHandlers)
    return list
  }
}
