/// Where a header or footer sits on the edge of its section or layout (UIKit's `NSRectAlignment`).
///
/// Leading and trailing follow the layout direction.
public enum RectAlignment: Hashable, Sendable {
  /// No edge: centred over the section, overlaying it.
  case none
  /// Above the content, centred across.
  case top
  /// Above the content, at the leading edge.
  case topLeading
  /// Before the content along the horizontal axis, centred vertically.
  case leading
  /// Below the content, at the leading edge.
  case bottomLeading
  /// Below the content, centred across.
  case bottom
  /// Below the content, at the trailing edge.
  case bottomTrailing
  /// After the content along the horizontal axis, centred vertically.
  case trailing
  /// Above the content, at the trailing edge.
  case topTrailing

  /// The anchor edges of the alignment.
  var edges: LayoutAnchor.Edges {
    switch self {
    case .none: []
    case .top: [.top]
    case .topLeading: [.top, .leading]
    case .leading: [.leading]
    case .bottomLeading: [.bottom, .leading]
    case .bottom: [.bottom]
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: [.trailing]
    case .topTrailing: [.top, .trailing]
    }
  }
}
