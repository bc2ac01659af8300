import Foundation

/// How headless text is measured, in points: the advance of one character and the height of one
/// line.
///
/// Every size in Sectional is in points, as in UIKit: frames, layout dimensions, estimates and
/// what a ``ComponentView`` measures. Headless text has no font to ask, so a metric stands in
/// for one: a line of `n` characters is `n` × ``characterWidth`` wide and ``lineHeight`` tall.
/// ``default`` follows UIKit's 17-point system font, so that a ``TextComponent`` row is about
/// as tall as a label of body text on a device, and numbers in a list of components mean what
/// they mean in an app.
///
/// The fixed advance is an approximation: the system font is proportional (an `i` is narrower
/// than an `m`), while a metric gives every character the same width. Widths, and where long
/// lines wrap, are therefore close to a device's, not equal to them; heights of whole lines are
/// exact.
///
/// ```swift
/// let body = TextMetrics.default
/// body.lineHeight  // 20.287109375, UIFont.systemFont(ofSize: 17).lineHeight
/// body.size(of: "Hello", proposedWidth: 320)  // 42.5 × 20.287109375
/// body.size(of: "Hello", proposedWidth: 25.5)  // 25.5 × 40.57421875: three characters a line
/// TextMetrics.terminal.size(of: "Hello", proposedWidth: 320)  // 5 × 1
/// ```
public struct TextMetrics: Hashable, Sendable {
  /// The advance of one character, in points: how much wider a line gets for each character.
  public let characterWidth: CGFloat

  /// The height of one line, in points: how much taller text gets for each line.
  public let lineHeight: CGFloat

  /// Creates a metric.
  ///
  /// A value that is not finite, or is negative, counts as zero, so that a metric never makes a
  /// measurement NaN, negative or infinite.
  ///
  /// - Parameters:
  ///   - characterWidth: The advance of one character, in points.
  ///   - lineHeight: The height of one line, in points.
  public init(characterWidth: CGFloat, lineHeight: CGFloat) {
    self.characterWidth = Self.length(characterWidth)
    self.lineHeight = Self.length(lineHeight)
  }

  /// UIKit's 17-point system font, the size of body text and of a table view cell's label:
  /// ``systemFont(ofSize:)`` at 17, 8.5 points a character and 20.287109375 points a line.
  ///
  /// Used by every ``ComponentView`` unless it chooses another metric
  /// (``ComponentView/textMetrics``), and by ``TextComponent``'s estimate.
  public static let `default` = systemFont(ofSize: 17)

  /// One point a character and one point a line: text measured in the cells of a terminal.
  ///
  /// For code that lays out character cells directly, where a point is a cell; this was how
  /// ``ComponentView`` measured before sizes were stated in points.
  public static let terminal = TextMetrics(characterWidth: 1, lineHeight: 1)

  /// SF Pro's line height per point of size: its ascent (1,950) and descent (494) in its 2,048
  /// units per em, which is how UIKit's `UIFont.lineHeight` reads for the system font.
  static let systemLineHeightPerPoint: CGFloat = 2_444 / 2_048

  /// The average advance assumed per point of size: half an em.
  static let systemCharacterWidthPerPoint: CGFloat = 0.5

  /// A metric for UIKit's system font (SF Pro) of a size.
  ///
  /// The line height is the font's: `UIFont.systemFont(ofSize: size).lineHeight`, its ascent
  /// plus its descent, 2,444 / 2,048 of the size (20.287109375 points at 17). The character
  /// width is an approximation of a proportional font by a fixed advance: half an em, which is
  /// about the average advance of mixed text in SF Pro (8.5 points at 17).
  ///
  /// - Parameter size: The font's size, in points.
  /// - Returns: The metric.
  public static func systemFont(ofSize size: CGFloat) -> TextMetrics {
    TextMetrics(
      characterWidth: size * systemCharacterWidthPerPoint,
      lineHeight: size * systemLineHeightPerPoint)
  }

  /// Measures text as it wraps within a proposed width.
  ///
  /// Lines are separated by `"\n"`, and wrap by whole characters: a line of `n` characters in a
  /// width that holds `k` takes ⌈`n` / `k`⌉ lines (one when it is empty), and a width too narrow
  /// for one character still holds one. The size is as wide as the widest line, at most the
  /// proposed width, and as tall as the lines, at least one: `0 × lineHeight` for empty text.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - proposedWidth: The width the text may take, in points; one that is not finite and
  ///     positive, or is `greatestFiniteMagnitude`, leaves the width free (nothing wraps).
  /// - Returns: The size the text needs, in points; finite and not negative.
  public func size(of text: String, proposedWidth: CGFloat) -> CGSize {
    let lengths = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      CGFloat($0.count)
    }
    let widest = lengths.max() ?? 0
    let isBounded =
      proposedWidth.isFinite && proposedWidth > 0 && proposedWidth < .greatestFiniteMagnitude
    // The characters a line holds: whole ones, at least one; every line's when unbounded or
    // when no character has a width.
    let perLine =
      isBounded && characterWidth > 0
      ? max(1, (proposedWidth / characterWidth + Self.tolerance).rounded(.down)) : max(1, widest)
    let lineCount = lengths.reduce(0) { $0 + max(1, ($1 / perLine).rounded(.up)) }
    var width = min(widest, perLine) * characterWidth
    if isBounded {
      width = min(width, proposedWidth)
    }
    // Finite even for an absurd metric, whose products would overflow.
    return CGSize(
      width: min(width, .greatestFiniteMagnitude),
      height: min(max(1, lineCount) * lineHeight, .greatestFiniteMagnitude))
  }

  /// How far a quotient may fall below a whole number and still count as reaching it, so that a
  /// width of three advances holds three characters despite rounding.
  private static let tolerance: CGFloat = 1e-9

  /// A length a metric keeps: finite and not negative, else zero.
  private static func length(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
  }
}
