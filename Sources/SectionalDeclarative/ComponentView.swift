import Foundation

/// The content a component renders into: a headless view that shows lines of text and can say
/// how large it would like to be.
///
/// A component's `Content` subclasses it, as a `UIView` subclass would be a UIKit component's
/// content. The cell that hosts it shows ``render()`` in snapshots and the terminal, and asks
/// ``sizeThatFits(_:)`` when the component's ``ContentLayoutMode`` measures it. Sizes are in
/// points, as everywhere in Sectional; the text is measured with ``textMetrics``, which follows
/// UIKit's 17-point system font unless the view chooses another.
///
/// ```swift
/// final class Label: ComponentView {
///   var title = "" { didSet { text = title } }
/// }
/// ```
@MainActor
open class ComponentView {
  /// The text the view shows; several lines are separated by `"\n"`.
  open var text = ""

  /// Creates an empty view; required, so that a generic component can make one of any
  /// subclass (``ViewModelComponent``).
  public required init() {}

  /// The view's content as text, for snapshots and terminal rendering; the default returns
  /// ``text``.
  open func render() -> String {
    text
  }

  /// How the view measures its text: ``TextMetrics/default`` (UIKit's 17-point system font)
  /// unless it chooses another.
  ///
  /// Set it where the view is configured, in a component's `render(in:coordinator:)` or a
  /// subclass's `init()`, when the content stands for another font size
  /// (``TextMetrics/systemFont(ofSize:)``) or for terminal cells (``TextMetrics/terminal``).
  /// ``sizeThatFits(_:)`` reads it each time it measures; a cell already measured is measured
  /// again when it is reconfigured.
  open var textMetrics = TextMetrics.default

  /// Returns the size the view would like within a proposed size, in points.
  ///
  /// The default measures ``render()`` with ``textMetrics``: as wide as its longest line, at
  /// most the proposed width (longer lines wrap by whole characters), and as tall as its lines,
  /// at least one. Override it for other content; the result should be finite and not negative.
  ///
  /// - Parameter size: The proposed size; `greatestFiniteMagnitude` on an axis leaves it free.
  ///   Text grows as tall as its lines whatever the proposed height.
  /// - Returns: The size the view needs.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    textMetrics.size(of: render(), proposedWidth: size.width)
  }
}
