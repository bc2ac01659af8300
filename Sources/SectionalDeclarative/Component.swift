import Foundation

/// A value that describes one piece of a list: the view that shows it, how to render into that
/// view, how it is sized, and when it changed.
///
/// Modelled on KarrotListKit's component (and SwiftUI's `UIViewRepresentable`): the component is
/// a value made fresh at every ``CollectionViewAdapter/apply(_:updateStrategy:completion:)``; its
/// content view is made once, recycled, and rendered into again whenever the component's
/// ``viewModel`` changes.
///
/// - The content view's type, with ``style``, is the reuse key: views of one key are recycled
///   together.
/// - The component's type, with ``style`` and its cell's id, is its identity: another type under
///   the same id is another item, deleted and inserted.
/// - ``viewModel`` decides whether a shown cell is configured again: an equal view model leaves
///   it alone, another reconfigures it in place. A view model of at most sixteen bytes (an
///   `Int`, a `String`, a small struct) is compared by its bytes first, kept in the cell: equal
///   bytes are one value, equal without a call to `==` (as an `Array` is equal to itself without
///   comparing its elements); other bytes are compared by `==`. Only a view model whose `==` is
///   not reflexive, such as `Double.nan`, sees the difference: applied again with the same bytes,
///   its cell is left alone.
///
/// ```swift
/// final class Label: ComponentView {}
///
/// struct TitleComponent: Component {
///   let viewModel: String
///
///   func renderContent(coordinator: Void) -> Label { Label() }
///
///   func render(in content: Label, coordinator: Void) {
///     content.text = viewModel
///   }
///
///   // One line of body text until measured, as a text row.
///   var layoutMode: ContentLayoutMode {
///     .flexibleHeight(estimatedHeight: TextMetrics.default.lineHeight)
///   }
/// }
/// ```
///
/// Sizes are in points: the layout mode's estimates and fixed sizes, and what the content view
/// measures (``ComponentView/sizeThatFits(_:)``, text with ``TextMetrics/default``).
@MainActor
public protocol Component {
  /// The view the component renders into.
  associatedtype Content: ComponentView

  /// What the component shows; a change reconfigures its cell.
  associatedtype ViewModel: Equatable

  /// State a component keeps across renders, made once for each content view; `Void` for none.
  associatedtype Coordinator = Void

  /// What the component shows.
  var viewModel: ViewModel { get }

  /// How the component is sized; by default as wide as the layout offers and as tall as its
  /// content, placed 44 points tall until measured.
  ///
  /// An estimate only places the item until its content view is measured, when it is laid out
  /// or shown; a close one keeps the content size and the scroll indicator steady.
  ///
  /// A shown cell is configured and measured again only when its ``viewModel`` changes, as in
  /// KarrotListKit: a new layout mode with an equal view model keeps the size measured before.
  /// Keep what decides the size (a fixed size, the text a cell wraps) in the view model.
  var layoutMode: ContentLayoutMode { get }

  /// A style that shares the content view type but not its views (Epoxy's style id): part of
  /// the reuse key and of the identity; `nil` by default.
  var style: AnyHashable? { get }

  /// Makes the coordinator for a new content view.
  func makeCoordinator() -> Coordinator

  /// Makes a new content view, when no recycled one of the component's reuse key is free.
  ///
  /// - Parameter coordinator: The content view's coordinator.
  /// - Returns: The content view.
  func renderContent(coordinator: Coordinator) -> Content

  /// Shows the component in a content view: a new one, a recycled one, or the one it already
  /// showed an earlier view model in.
  ///
  /// - Parameters:
  ///   - content: The content view.
  ///   - coordinator: The content view's coordinator.
  func render(in content: Content, coordinator: Coordinator)
}

extension Component {
  /// As wide as the layout offers and as tall as the content, placed 44 points tall until
  /// measured.
  ///
  /// 44 points is UIKit's standard row: a table view's default row height and the smallest
  /// comfortable tap target. A component's content is unknown here, so it is placed as a
  /// typical row rather than as one line of text; ``TextComponent``, whose content is text,
  /// estimates one line of ``TextMetrics/default`` instead.
  public var layoutMode: ContentLayoutMode { .flexibleHeight(estimatedHeight: 44) }

  /// No style.
  public var style: AnyHashable? { nil }
}

extension Component where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension Component {
  /// The key of the views this component is rendered into (KarrotListKit's `reuseIdentifier`):
  /// the content view's type, its coordinator's type when it has one, and the style.
  ///
  /// Components of one key share views: a cell's reuse pool is named by it, so a test reads a
  /// pool's counters with it (`HeadlessCollectionView.reuseStatistics(forCellReuseIdentifier:)`).
  public var reuseIdentifier: String { Self.reuseIdentifier(style: style) }

  /// The reuse key of this component type with a style.
  static func reuseIdentifier(style: AnyHashable?) -> String {
    // Two components that share a content view type but not a coordinator type do not share
    // views: a coordinator is made with its view.
    let coordinatorSuffix =
      Coordinator.self == Void.self ? "" : " ~\(String(reflecting: Coordinator.self))"
    let styleSuffix = style.map { " #\($0)" } ?? ""
    return String(reflecting: Content.self) + coordinatorSuffix + styleSuffix
  }
}
