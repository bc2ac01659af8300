import Foundation

/// A component that shows text: the simplest piece of a declarative list, for labels, headers,
/// placeholders and the terminal.
///
/// Its content view measures the text with ``TextMetrics/default`` (UIKit's 17-point system
/// font), so a one-line row is one line of body text tall, 20.287109375 points before the layout
/// snaps it to the pixel grid. Until it is measured, it is placed with the estimate of its
/// ``layoutMode``, one such line by default.
///
/// ```swift
/// let list = List {
///   ListSection(id: "greetings") {
///     Cell(id: "hello", component: TextComponent("Hello"))
///   }
///   .withHeader(TextComponent("Greetings"))
/// }
/// ```
public struct TextComponent: Component, Hashable, Sendable {
  /// The text shown; lines are separated by `"\n"`.
  public var viewModel: String

  /// How the text is sized; by default as wide as the layout offers and as tall as its lines.
  public var layoutMode: ContentLayoutMode

  /// The default ``layoutMode``: as wide as the layout offers and as tall as the text's lines,
  /// placed one line of ``TextMetrics/default`` tall until it is measured.
  ///
  /// The estimate is only where the row is placed until its content view measures it: a row of
  /// one line keeps it, a longer text grows from it.
  public static let defaultLayoutMode = ContentLayoutMode.flexibleHeight(
    estimatedHeight: TextMetrics.default.lineHeight)

  /// Creates a text component.
  ///
  /// - Parameters:
  ///   - text: The text to show.
  ///   - layoutMode: How it is sized; by default (``defaultLayoutMode``) as wide as the layout
  ///     offers and as tall as its lines, placed one line tall until measured.
  public init(_ text: String, layoutMode: ContentLayoutMode = defaultLayoutMode) {
    viewModel = text
    self.layoutMode = layoutMode
  }

  /// Makes a plain content view.
  public func renderContent(coordinator: Void) -> ComponentView {
    ComponentView()
  }

  /// Shows the text.
  public func render(in content: ComponentView, coordinator: Void) {
    content.text = viewModel
  }
}
