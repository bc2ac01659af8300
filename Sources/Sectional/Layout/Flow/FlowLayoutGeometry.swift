import Foundation

/// The frames of a flow layout: each section's own geometry, and where each section starts on the
/// main axis.
///
/// Sections keep their frames in their own coordinates (``FlowSectionGeometry``), so that an
/// update re-lays out only the sections it touched and shifts the others by recomputing the
/// origins, O(*s*) for *s* sections. Queries convert between the content's coordinates and the
/// sections' vertical form.
struct FlowLayoutGeometry {
  /// Each section's frames, in its own coordinates.
  var sections: [FlowSectionGeometry] = []

  /// Where each section starts on the main axis: a running sum of the lengths before it.
  var origins: [CGFloat] = []

  /// The scroll axis.
  var direction = ScrollDirection.vertical

  /// The bounds' length on the cross axis.
  var crossLength: CGFloat = 0

  /// The total length on the main axis.
  var mainLength: CGFloat = 0

  /// The size of the whole content.
  var contentSize: CGSize {
    direction == .vertical
      ? CGSize(width: crossLength, height: mainLength)
      : CGSize(width: mainLength, height: crossLength)
  }

  /// Recomputes where each section starts.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  mutating func updateOrigins() {
    origins.removeAll(keepingCapacity: true)
    origins.reserveCapacity(sections.count)
    var main: CGFloat = 0
    for section in sections {
      origins.append(main)
      main += section.length
    }
    mainLength = main
  }

  /// A rect of the content in vertical form: the main axis as y, the cross axis as x.
  func verticalForm(_ rect: CGRect) -> CGRect {
    direction == .vertical
      ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
  }

  /// A rect of a section, in vertical form, as a frame of the content.
  func contentFrame(_ local: CGRect, inSection section: Int) -> CGRect {
    let main = local.minY + origins[section]
    return direction == .vertical
      ? CGRect(x: local.minX, y: main, width: local.width, height: local.height)
      : CGRect(x: main, y: local.minX, width: local.height, height: local.width)
  }
}
