import Foundation

/// How a component's content is sized: what it fills, what it measures, and the estimate it is
/// placed with until it is measured.
///
/// The modes are KarrotListKit's. A measured dimension comes from the content view's
/// ``ComponentView/sizeThatFits(_:)``, asked when the item is laid out or shown, through the
/// layout's self-sizing.
///
/// Every size is in points, like the layout's frames and what the content view measures (text
/// with ``TextMetrics/default``, UIKit's 17-point system font, so one line is 20.287109375
/// points). An estimate is only a placement: the item sits at it until it is measured, and
/// then takes the measured size; an estimate close to it keeps the content size steady.
public enum ContentLayoutMode: Hashable, Sendable {
  /// As large as the space the layout offers, on both axes.
  case fitContainer

  /// As wide as the space the layout offers, as tall as the content needs; placed at the
  /// estimated height until measured.
  case flexibleHeight(estimatedHeight: CGFloat)

  /// As tall as the space the layout offers, as wide as the content needs; placed at the
  /// estimated width until measured.
  case flexibleWidth(estimatedWidth: CGFloat)

  /// As large as the content needs on both axes; placed at the estimated size until measured.
  case fitContent(estimatedSize: CGSize)

  /// Exactly this size, where the layout lets the cell choose: in a stock column or grid, which
  /// gives every cell the width it offers, the cell takes that width and this height.
  case fixed(CGSize)

  /// The size of content that measures `measured` (what its view's `sizeThatFits` answers) in
  /// the space a layout offers.
  ///
  /// - Parameters:
  ///   - offered: The space the layout offers.
  ///   - measured: Measures the content for a proposed size.
  /// - Returns: The item's size.
  func size(offered: CGSize, measured: (CGSize) -> CGSize) -> CGSize {
    switch self {
    case .fitContainer:
      offered
    case .flexibleHeight:
      CGSize(
        width: offered.width,
        height: measured(CGSize(width: offered.width, height: .greatestFiniteMagnitude)).height)
    case .flexibleWidth:
      CGSize(
        width: measured(CGSize(width: .greatestFiniteMagnitude, height: offered.height)).width,
        height: offered.height)
    case .fitContent:
      measured(offered)
    case .fixed(let size):
      size
    }
  }

  /// The size an item is placed with before it is measured, in the space a layout offers.
  ///
  /// - Parameter offered: The space the layout offers.
  /// - Returns: The estimate, or the exact size for modes that measure nothing.
  func estimate(offered: CGSize) -> CGSize {
    switch self {
    case .fitContainer: offered
    case .flexibleHeight(let height): CGSize(width: offered.width, height: height)
    case .flexibleWidth(let width): CGSize(width: width, height: offered.height)
    case .fitContent(let size), .fixed(let size): size
    }
  }

  /// Whether the content is measured: `false` for sizes the mode fixes alone.
  var measuresContent: Bool {
    switch self {
    case .fitContainer, .fixed: false
    case .flexibleHeight, .flexibleWidth, .fitContent: true
    }
  }
}
