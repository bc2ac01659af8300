import Foundation

/// The lengths past which a size is a mistake rather than a size.
///
/// A measured or estimated size that is not finite, is negative, or is longer than
/// ``maximumElementLength`` on either axis is reported (a diagnostic naming the element and the
/// value) and replaced by a stated fallback: no frame on screen comes from such a value in
/// silence.
public enum LayoutLimits {
  /// The longest an element may be on either axis: 2²⁴ points (16,777,216), about four
  /// thousand screens of a tall phone, and far below the pixel grid's own limit, so that a
  /// proposal's `greatestFiniteMagnitude` returned as a size is caught rather than clamped.
  public static let maximumElementLength: CGFloat = 16_777_216

  /// Whether a size can place an element: both lengths finite, not negative, and no longer than
  /// ``maximumElementLength``.
  ///
  /// - Parameter size: The size.
  /// - Returns: Whether it is usable.
  public static func isUsable(_ size: CGSize) -> Bool {
    isUsable(size.width) && isUsable(size.height)
  }

  /// Whether a length can place an element: finite, not negative, and no longer than
  /// ``maximumElementLength``.
  ///
  /// - Parameter length: The length.
  /// - Returns: Whether it is usable.
  public static func isUsable(_ length: CGFloat) -> Bool {
    length.isFinite && length >= 0 && length <= maximumElementLength
  }
}
