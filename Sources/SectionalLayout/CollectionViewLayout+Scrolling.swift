import Foundation

extension CollectionViewLayout {
  /// Returns the content offset that shows a rect at a position of the viewport, along the
  /// layout's scroll axis, clamped to the content.
  ///
  /// - Parameters:
  ///   - rect: The frame to show, in content coordinates.
  ///   - position: Where to show it.
  ///   - bounds: The viewport now.
  /// - Returns: The new content offset.
  /// - Complexity: O(1).
  public func contentOffset(
    showing rect: CGRect, at position: ScrollPosition, in bounds: CGRect
  ) -> CGPoint {
    switch scrollDirection {
    case .vertical:
      let y = Self.offset(
        showing: (rect.minY, rect.maxY), viewport: (bounds.minY, bounds.height),
        leading: position.contains(.top), centred: position.contains(.centeredVertically),
        trailing: position.contains(.bottom), contentLength: contentSize.height)
      return CGPoint(x: bounds.minX, y: y)
    case .horizontal:
      let x = Self.offset(
        showing: (rect.minX, rect.maxX), viewport: (bounds.minX, bounds.width),
        leading: position.contains(.left), centred: position.contains(.centeredHorizontally),
        trailing: position.contains(.right), contentLength: contentSize.width)
      return CGPoint(x: x, y: bounds.minY)
    }
  }

  /// Returns the viewport extended by a distance along the scroll axis, on the side the content
  /// is scrolling towards.
  ///
  /// - Parameters:
  ///   - bounds: The viewport.
  ///   - distance: How far ahead, in points; negative counts as zero.
  ///   - towardsEnd: Whether the content last scrolled towards its end.
  /// - Returns: The area ahead.
  /// - Complexity: O(1).
  public func area(ahead bounds: CGRect, by distance: CGFloat, towardsEnd: Bool) -> CGRect {
    let distance = max(0, distance)
    switch scrollDirection {
    case .vertical:
      return CGRect(
        x: bounds.minX, y: towardsEnd ? bounds.maxY : bounds.minY - distance,
        width: bounds.width, height: distance)
    case .horizontal:
      return CGRect(
        x: towardsEnd ? bounds.maxX : bounds.minX - distance, y: bounds.minY,
        width: distance, height: bounds.height)
    }
  }

  /// The offset along one axis that shows a span, by UIKit's rules, clamped to the content.
  private static func offset(
    showing span: (min: CGFloat, max: CGFloat), viewport: (origin: CGFloat, length: CGFloat),
    leading: Bool, centred: Bool, trailing: Bool, contentLength: CGFloat
  ) -> CGFloat {
    var offset = viewport.origin
    if leading {
      offset = span.min
    } else if centred {
      offset = (span.min + span.max) / 2 - viewport.length / 2
    } else if trailing {
      offset = span.max - viewport.length
    } else if span.min < viewport.origin {
      offset = span.min
    } else if span.max > viewport.origin + viewport.length {
      offset = span.max - viewport.length
    }
    let maximum = max(0, contentLength - viewport.length)
    return min(max(0, offset), maximum)
  }
}
