import Foundation
import SectionalLayout

/// A component shown as a decoration item of a section written as a group of components: a
/// background behind the section, say (ListKit's `DecorationComponent`).
///
/// The layout places a decoration item with the section (UIKit's
/// `NSCollectionLayoutDecorationItem`); the component says what it shows, as any component
/// does, and its ``elementKind`` names the item. Give it to
/// ``ListSection/decorationItem(_:)``:
///
/// ```swift
/// struct CardBackground: DecorationComponent {
///   var viewModel: String { "card" }
///   var elementKind: ElementKind { "card-background" }
///
///   func renderContent(coordinator: ()) -> ComponentView { ComponentView() }
///   func render(in content: ComponentView, coordinator: ()) { content.text = viewModel }
/// }
///
/// let section = ListSection(id: "cards") {
///   VGroup(width: .fractionalWidth(1), height: .estimated(44)) {
///     Cell(id: 1, component: TextComponent("First"))
///   }
/// }
/// .decorationItem(CardBackground())
/// ```
///
/// In UIKit a decoration view takes nothing from the data: ListKit's decoration components only
/// register a view class. Here the component is rendered into the view, as a header's is: the
/// view makes decoration views itself and tells the section when each is shown, and the section
/// renders its component there, again after every update that changes it. Decoration views of
/// a kind are all of one class (``ComponentSupplementaryView`` for a component's kind): a
/// hand-written section that registers another class for the same kind takes the kind, and
/// the section reports ``Diagnostic/Kind/decorationKindConflict``.
@MainActor
public protocol DecorationComponent: Component {
  /// The kind of the decoration item, unique among the kinds the view shows.
  var elementKind: ElementKind { get }

  /// The space between the section's edges and the decoration; none by default.
  func contentInsets() -> DirectionalEdgeInsets

  /// The decoration's place in the stacking order; 0 by default, behind the cells (a
  /// decoration view goes under the elements of its z-index, as in UIKit).
  var zIndex: Int { get }
}

extension DecorationComponent {
  /// No space: the decoration covers the section.
  public func contentInsets() -> DirectionalEdgeInsets { .zero }

  /// 0.
  public var zIndex: Int { 0 }

  /// The layout's decoration item: a background of ``elementKind``, with the component's insets
  /// and z-index.
  var decorationItem: DecorationItem {
    var item = DecorationItem.background(elementKind: elementKind)
    item.contentInsets = contentInsets()
    item.zIndex = zIndex
    return item
  }
}
