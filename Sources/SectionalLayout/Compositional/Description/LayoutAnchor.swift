import Foundation

/// Where a supplementary item attaches to the item or group it belongs to: a point on the host's
/// frame named by its edges, moved by an offset (UIKit's `NSCollectionLayoutAnchor`).
///
/// One edge names the middle of that edge, two adjacent edges the corner between them, no edge
/// the centre. The point of the supplementary item that attaches there is the same point of its
/// own frame, so `LayoutAnchor(edges: [.top, .trailing])` alone puts a badge inside the host's
/// top-trailing corner; a fractional offset of `(0.5, -0.5)` centres the badge on the corner.
/// A second anchor on the supplementary item (``SupplementaryItem/itemAnchor``) picks another of
/// its own points to attach.
public struct LayoutAnchor: Hashable, Sendable {
  /// The edges of a rectangle, leading and trailing following the layout direction.
  public struct Edges: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Edges(rawValue: 1 << 0)

    /// The leading edge.
    public static let leading = Edges(rawValue: 1 << 1)

    /// The bottom edge.
    public static let bottom = Edges(rawValue: 1 << 2)

    /// The trailing edge.
    public static let trailing = Edges(rawValue: 1 << 3)
  }

  /// How an anchor's offset is measured.
  public enum Offset: Hashable, Sendable {
    /// In points.
    case absolute(CGPoint)

    /// In multiples of the supplementary item's own width and height.
    case fractional(CGPoint)
  }

  /// The edges that name the anchor point.
  public var edges: Edges

  /// How far the attached item moves from the anchor point; positive x towards the trailing
  /// edge, positive y down.
  public var offset: Offset

  /// Creates an anchor at the point its edges name, moved by an offset.
  ///
  /// - Parameters:
  ///   - edges: The edges that name the point: none for the centre.
  ///   - offset: How far the attached item moves; none by default.
  public init(edges: Edges, offset: Offset = .absolute(.zero)) {
    self.edges = edges
    self.offset = offset
  }

  /// Creates an anchor moved by a distance in points.
  ///
  /// - Parameters:
  ///   - edges: The edges that name the point.
  ///   - absoluteOffset: How far the attached item moves, in points.
  public init(edges: Edges, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: .absolute(absoluteOffset))
  }

  /// Creates an anchor moved by multiples of the attached item's size.
  ///
  /// - Parameters:
  ///   - edges: The edges that name the point.
  ///   - fractionalOffset: How far the attached item moves, in multiples of its width and height.
  public init(edges: Edges, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: .fractional(fractionalOffset))
  }

  /// The anchor point as fractions of a frame's width and height, left to right.
  var unitPoint: (x: CGFloat, y: CGFloat) { edges.unitPoint }
}

extension LayoutAnchor.Edges {
  /// The anchor point as fractions of a frame's width and height, left to right: 0, ½ or 1 on
  /// each axis.
  var unitPoint: (x: CGFloat, y: CGFloat) {
    func unit(_ start: LayoutAnchor.Edges, _ end: LayoutAnchor.Edges) -> CGFloat {
      switch (contains(start), contains(end)) {
      case (true, false): 0
      case (false, true): 1
      default: 0.5
      }
    }
    return (unit(Self.leading, Self.trailing), unit(Self.top, Self.bottom))
  }
}
