import Foundation

/// A component that shows text: the simplest piece of a declarative list, for labels, headers,
/// placeholders and the terminal.
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

  /// Creates a text component.
  ///
  /// - Parameters:
  ///   - text: The text to show.
  ///   - layoutMode: How it is sized; by default as wide as the layout offers and as tall as its
  ///     lines, placed one point tall until measured.
  public init(_ text: String, layoutMode: ContentLayoutMode = .flexibleHeight(estimatedHeight: 1)) {
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
