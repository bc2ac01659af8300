import Foundation

/// The device pixel grid a layout snaps frames to: `1 / scale` points apart.
///
/// UIKit floors sizes to whole device pixels and places origins on the grid, so that no view
/// straddles a pixel; a layout here does the same, for any scale.
struct PixelGrid {
  /// The number of device pixels per point; a scale that is not finite and positive counts as 1,
  /// and one above ``maximumScale`` as that.
  let scale: CGFloat

  /// The finest grid a layout snaps to: 1,000 pixels a point (screens have 1 to 3).
  static let maximumScale: CGFloat = 1_000

  init(scale: CGFloat) {
    self.scale = scale.isFinite && scale > 0 ? min(scale, Self.maximumScale) : 1
  }

  /// How far a product may fall below a whole number of pixels and still count as reaching it,
  /// so that a third of a point at scale 3 is one pixel, not zero.
  private static let tolerance: CGFloat = 1e-6

  /// A length floored to whole pixels.
  func floor(_ length: CGFloat) -> CGFloat {
    (length * scale + Self.tolerance).rounded(.down) / scale
  }

  /// A position rounded to the nearest pixel.
  func round(_ position: CGFloat) -> CGFloat {
    (position * scale).rounded() / scale
  }

  /// The longest length a layout keeps, in pixels: 2³².
  ///
  /// Sums of billions of such lengths never overflow an `Int`. Longer lengths (absurd sizes) are
  /// cut to it.
  static let maximumLength = 1 << 32

  /// A length in whole pixels: rounded to the nearest, within ±``maximumLength``.
  func pixels(_ length: CGFloat) -> Int {
    Self.clamped((length * scale).rounded())
  }

  /// A whole number of pixels in points.
  func points(_ pixels: Int) -> CGFloat {
    CGFloat(pixels) / scale
  }

  /// The whole number of pixels at or below a position, clamped to a range an `Int` holds; zero
  /// for NaN.
  func pixels(below position: CGFloat) -> Int {
    let value = (position * scale).rounded(.down)
    guard !value.isNaN else { return 0 }
    return Int(max(-9e15, min(9e15, value)))
  }

  /// A length floored to whole pixels, as a number of pixels within ±``maximumLength``.
  func pixels(flooring length: CGFloat) -> Int {
    Self.clamped((length * scale + Self.tolerance).rounded(.down))
  }

  /// A whole number of pixels as an `Int` within ±``maximumLength``; zero for NaN.
  private static func clamped(_ pixels: CGFloat) -> Int {
    guard !pixels.isNaN else { return 0 }
    let limit = CGFloat(maximumLength)
    return Int(max(-limit, min(limit, pixels)))
  }
}
