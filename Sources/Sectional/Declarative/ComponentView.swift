import Foundation

/// The content a component renders into: a headless view that shows lines of text and can say
/// how large it would like to be.
///
/// A component's `Content` subclasses it, as a `UIView` subclass would be a UIKit component's
/// content. The cell that hosts it shows ``render()`` in snapshots and the terminal, and asks
/// ``sizeThatFits(_:)`` when the component's ``ContentLayoutMode`` measures it.
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

  /// Returns the size the view would like within a proposed size.
  ///
  /// The default measures ``render()`` as a terminal shows it: one point a character, the
  /// longest line wide and one line a point tall, at most the proposed width (longer lines wrap)
  /// and at least one line. Override it for other content.
  ///
  /// - Parameter size: The proposed size; `greatestFiniteMagnitude` on an axis leaves it free.
  /// - Returns: The size the view needs.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let lines = render().split(separator: "\n", omittingEmptySubsequences: false)
    let widest = CGFloat(lines.map(\.count).max() ?? 0)
    let width = size.width.isFinite && size.width > 0 ? min(widest, size.width) : widest
    var height: CGFloat = 0
    for line in lines {
      let length = CGFloat(line.count)
      height += width > 0 ? max(1, (length / width).rounded(.up)) : 1
    }
    return CGSize(width: width, height: max(1, height))
  }
}
