import Foundation

/// Sizes: dimensions resolved against a box, in whole pixels.
extension CompositionalSectionSolver {
  /// Resolves a size against a container box, in pixels; a leaf's estimated sides take its
  /// measured size when the view measured it.
  mutating func resolvedSize(
    _ size: LayoutSize, in box: PixelSize, itemIndex: Int?,
    estimatedBox: AxisSet = .none, supplementaryKind: ElementKind? = nil
  ) -> PixelSize {
    // Only a leaf with an estimated side asks for its measured size.
    let isEstimated = size.widthDimension.isEstimated || size.heightDimension.isEstimated
    let measured: CGSize?
    if !isEstimated {
      measured = nil
    } else if let supplementaryKind {
      measured = measuredSize(ofSupplementaryOfKind: supplementaryKind, item: itemIndex ?? 0)
    } else if let itemIndex {
      measured = measuredSize(ofItem: itemIndex)
    } else {
      measured = nil
    }
    // Named in a diagnostic only: which element a length that counts as zero belongs to.
    let element: SizedElement =
      if let supplementaryKind { .supplementary(supplementaryKind) } else if let itemIndex {
        .item(itemIndex)
      } else { .group }
    var result = PixelSize(width: 0, height: 0)
    for axis in LayoutAxis.both {
      let dimension = size.dimension(along: axis)
      switch dimension {
      case .fractionalWidth(let fraction):
        if estimatedBox.contains(.horizontal) { noteFractionalOnEstimatedAxis() }
        result[axis] = fractionPixels(fraction, of: box.width, naming: (element, axis))
      case .fractionalHeight(let fraction):
        if estimatedBox.contains(.vertical) { noteFractionalOnEstimatedAxis() }
        result[axis] = fractionPixels(fraction, of: box.height, naming: (element, axis))
      case .absolute(let length):
        result[axis] = lengthPixels(length, naming: (element, axis))
      case .estimated(let estimate), .uniformAcrossSiblings(let estimate):
        if let measured {
          result[axis] = lengthPixels(
            axis == .horizontal ? measured.width : measured.height, naming: (element, axis))
        } else {
          result[axis] = lengthPixels(estimate, naming: (element, axis))
        }
      }
    }
    return result
  }

  mutating func noteFractionalOnEstimatedAxis() {
    report(
      .fractionalOnEstimatedAxis,
      "a fractional dimension resolves against a group whose length is estimated; it uses the estimate"
    )
  }

  /// The element whose size is resolved, for a diagnostic to name it.
  enum SizedElement {
    case item(Int)
    case group
    case supplementary(ElementKind)

    /// The element's side along an axis, in words: `the width of item 3`.
    func side(_ axis: LayoutAxis) -> String {
      let side = axis == .horizontal ? "width" : "height"
      switch self {
      case .item(let index): return "the \(side) of item \(index)"
      case .group: return "the \(side) of a group"
      case .supplementary(let kind): return "the \(side) of a \"\(kind)\" view"
      }
    }
  }

  /// A fraction of a length in pixels, floored to a whole pixel.
  mutating func fractionPixels(
    _ fraction: CGFloat, of length: Int, naming element: (SizedElement, LayoutAxis)? = nil
  ) -> Int {
    guard fraction.isFinite, fraction >= 0 else {
      let named = element.map { " (\($0.0.side($0.1)))" } ?? ""
      report(.invalidValue, "a fractional dimension of \(fraction)\(named) counts as zero")
      return 0
    }
    let value = (fraction * CGFloat(length) + 1e-6).rounded(.down)
    return Int(min(value, CGFloat(PixelGrid.maximumLength)))
  }

  /// A length in points as whole pixels, floored.
  mutating func lengthPixels(
    _ length: CGFloat, naming element: (SizedElement, LayoutAxis)? = nil
  ) -> Int {
    // One range check on the way every length takes (NaN fails it too).
    guard length >= 0 && length <= LayoutLimits.maximumElementLength else {
      let over =
        length.isFinite && length > 0 ? ", over \(LayoutLimits.maximumElementLength)," : ""
      let named = element.map { " (\($0.0.side($0.1)))" } ?? ""
      report(.invalidValue, "a length of \(length) points\(over)\(named) counts as zero")
      return 0
    }
    return grid.pixels(flooring: length)
  }

  /// An inset or offset in points as whole pixels, rounded; not finite counts as zero.
  mutating func pixels(_ length: CGFloat) -> Int {
    // Most insets and offsets are none: no rounding to do (a call into the C library).
    if length == 0 { return 0 }
    guard length.isFinite else {
      report(.invalidValue, "an inset or offset of \(length) points counts as zero")
      return 0
    }
    return grid.pixels(length)
  }

  /// A spacing in points as whole pixels, at least zero.
  mutating func spacingPixels(_ length: CGFloat?) -> Int {
    guard let length, length != 0 else { return 0 }
    guard length.isFinite, length >= 0 else {
      report(.invalidValue, "a spacing of \(length) points counts as zero")
      return 0
    }
    return grid.pixels(length)
  }
}
