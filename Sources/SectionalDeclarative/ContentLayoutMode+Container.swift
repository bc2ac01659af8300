import Foundation
import SectionalLayout

extension ContentLayoutMode {
  /// The size of content in the space a layout offers, where an axis the layout leaves open
  /// (not finite, or `.greatestFiniteMagnitude`) is filled from the container instead.
  ///
  /// A mode that fills an axis (``fitContainer`` on both, ``flexibleHeight`` across,
  /// ``flexibleWidth`` along) takes the offered length on it, or the container's when the
  /// layout offers none: a cell that fills a vertical list's unbounded height is as tall as the
  /// viewport, never as tall as the proposal's `greatestFiniteMagnitude`. A measured axis asks
  /// the content with the other axis fixed.
  ///
  /// - Parameters:
  ///   - offered: The space the layout offers; an axis may be open.
  ///   - container: The space that stands in for an open axis a mode fills: the viewport, or a
  ///     horizontal row's height.
  ///   - measured: Measures the content for a proposed size.
  /// - Returns: The item's size.
  func size(offered: CGSize, container: CGSize, measured: (CGSize) -> CGSize) -> CGSize {
    let width = Self.isOpen(offered.width) ? container.width : offered.width
    let height = Self.isOpen(offered.height) ? container.height : offered.height
    switch self {
    case .fitContainer:
      return CGSize(width: width, height: height)
    case .flexibleHeight:
      return CGSize(
        width: width,
        height: measured(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    case .flexibleWidth:
      return CGSize(
        width: measured(CGSize(width: .greatestFiniteMagnitude, height: height)).width,
        height: height)
    case .fitContent:
      return measured(offered)
    case .fixed(let size):
      return size
    }
  }

  /// The size an item is placed with before it is measured, where an axis the layout leaves
  /// open is filled from the container.
  ///
  /// - Parameters:
  ///   - offered: The space the layout offers; an axis may be open.
  ///   - container: The space that stands in for an open axis a mode fills.
  /// - Returns: The estimate, or the exact size for modes that measure nothing.
  func estimate(offered: CGSize, container: CGSize) -> CGSize {
    let width = Self.isOpen(offered.width) ? container.width : offered.width
    let height = Self.isOpen(offered.height) ? container.height : offered.height
    switch self {
    case .fitContainer: return CGSize(width: width, height: height)
    case .flexibleHeight(let estimate): return CGSize(width: width, height: estimate)
    case .flexibleWidth(let estimate): return CGSize(width: estimate, height: height)
    case .fitContent(let size), .fixed(let size): return size
    }
  }

  /// Whether the content's height is its own (stated or measured) rather than the space's:
  /// what a horizontal row's height is made of.
  var statesHeight: Bool {
    switch self {
    case .fixed, .fitContent, .flexibleHeight: true
    case .fitContainer, .flexibleWidth: false
    }
  }

  /// Whether a proposed length leaves its axis open: not finite, or at least the largest
  /// length a layout keeps.
  static func isOpen(_ length: CGFloat) -> Bool {
    !length.isFinite || length >= LayoutLimits.maximumElementLength
  }
}
