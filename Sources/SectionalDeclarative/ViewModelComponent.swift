import Foundation

/// A component made of a data value, a closure that maps it into a content view, and a style,
/// without writing a component type: SwiftyListKit's view-model rows.
///
/// The data decides when the cell is configured again (an equal value leaves it alone); the
/// style's name is part of the identity and the reuse key, as Epoxy's style is.
///
/// ```swift
/// struct Contact: Equatable { var name: String }
///
/// let highlighted = RowStyle<ComponentView>("highlighted") { $0.text = "★ " + $0.text }
/// let row = ViewModelComponent(data: Contact(name: "Ada"), style: highlighted) {
///   contact, view in view.text = contact.name
/// }
/// let cell = Cell(id: "ada", component: row)
/// ```
public struct ViewModelComponent<Data: Equatable, Content: ComponentView>: Component {
  /// The data shown.
  public let viewModel: Data

  /// How the row is sized.
  public let layoutMode: ContentLayoutMode

  /// The row's style, applied after the data is mapped.
  public let rowStyle: RowStyle<Content>?

  /// Maps the data into the content view.
  private let map: @MainActor (Data, Content) -> Void

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - data: The data to show.
  ///   - content: The content view type; inferred from `map` when it names it.
  ///   - style: A style applied after `map`; `nil` for none.
  ///   - layoutMode: How the row is sized; by default as wide as the layout offers and as tall
  ///     as its content, placed one line of ``TextMetrics/default`` tall until measured (rows
  ///     are usually text, as a ``TextComponent``'s).
  ///   - map: Shows the data in a content view.
  public init(
    data: Data,
    content: Content.Type = Content.self,
    style: RowStyle<Content>? = nil,
    layoutMode: ContentLayoutMode = TextComponent.defaultLayoutMode,
    map: @escaping @MainActor (Data, Content) -> Void
  ) {
    viewModel = data
    rowStyle = style
    self.layoutMode = layoutMode
    self.map = map
  }

  /// The style's name: part of the identity and the reuse key.
  public var style: AnyHashable? { rowStyle.map { AnyHashable($0.name) } }

  /// Makes a content view of the row's type.
  public func renderContent(coordinator: Void) -> Content {
    Content()
  }

  /// Maps the data into the view, then applies the style.
  public func render(in content: Content, coordinator: Void) {
    map(viewModel, content)
    rowStyle?.apply(content)
  }
}

/// A named way of styling a content view, composable with `+`: SwiftyListKit's item styles.
///
/// The name identifies the style: rows of another style are other items, recycled apart.
@MainActor
public struct RowStyle<Content: ComponentView> {
  /// The style's name.
  public let name: String

  /// Styles a content view.
  let apply: @MainActor (Content) -> Void

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - name: A name that identifies the style.
  ///   - apply: Styles a content view, after the data was mapped into it.
  public init(_ name: String, apply: @escaping @MainActor (Content) -> Void) {
    self.name = name
    self.apply = apply
  }

  /// A style that applies one, then the other.
  ///
  /// - Parameters:
  ///   - lhs: The style applied first.
  ///   - rhs: The style applied second.
  /// - Returns: The two, named `"lhs+rhs"`.
  public static func + (lhs: RowStyle, rhs: RowStyle) -> RowStyle {
    RowStyle("\(lhs.name)+\(rhs.name)") { content in
      lhs.apply(content)
      rhs.apply(content)
    }
  }
}
