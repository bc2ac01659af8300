import Foundation

/// The device pixel grid a layout snaps frames to: `1 / scale` points apart.
///
/// UIKit floors sizes to whole device pixels and places origins on the grid, so that no view
/// straddles a pixel; a layout here does the same, for any scale.
struct PixelGrid {
  /// The number of device pixels per point; a scale that is not finite and positive counts as 1.
  let scale: CGFloat

  init(scale: CGFloat) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
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
}
