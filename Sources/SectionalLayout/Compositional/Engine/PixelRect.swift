/// A rectangle in whole device pixels: what the compositional engine computes in, so that sums
/// are exact and an incremental layout equals a fresh one to the pixel.
struct PixelRect: Hashable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

  var maxX: Int { x &+ width }
  var maxY: Int { y &+ height }

  /// The coordinate of the start along an axis.
  func start(along axis: LayoutAxis) -> Int {
    axis == .horizontal ? x : y
  }

  /// The coordinate of the end along an axis.
  func end(along axis: LayoutAxis) -> Int {
    axis == .horizontal ? maxX : maxY
  }

  /// The length along an axis.
  func length(along axis: LayoutAxis) -> Int {
    axis == .horizontal ? width : height
  }

  /// Moves the rectangle along an axis.
  mutating func translate(along axis: LayoutAxis, by distance: Int) {
    if axis == .horizontal { x &+= distance } else { y &+= distance }
  }

  /// Sets the start along an axis.
  mutating func setStart(_ value: Int, along axis: LayoutAxis) {
    if axis == .horizontal { x = value } else { y = value }
  }

  /// Sets the length along an axis.
  mutating func setLength(_ value: Int, along axis: LayoutAxis) {
    if axis == .horizontal { width = value } else { height = value }
  }
}

/// A size in whole device pixels.
struct PixelSize: Hashable {
  var width: Int
  var height: Int

  /// The length along an axis.
  subscript(axis: LayoutAxis) -> Int {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}
