import Foundation
import SectionalLayout

/// A component that carries its own compositional layout: its size, its insets and the space
/// around it, as ListKit's components do.
///
/// Written in a group of a section (``ListSection/init(id:group:)``), a layout component is at
/// once a cell of the section and an item of its ``LayoutSection``: the tree is written once.
///
/// ```swift
/// struct ColorBox: LayoutComponent, Identifiable {
///   let id: Int
///   let width: LayoutDimension
///   let height: LayoutDimension
///   var viewModel: Int { id }
///
///   func renderContent(coordinator: Void) -> ComponentView { ComponentView() }
///   func render(in content: ComponentView, coordinator: Void) {}
///   func layoutSize() -> LayoutSize { LayoutSize(widthDimension: width, heightDimension: height) }
/// }
///
/// let section = ListSection(id: "boxes") {
///   HGroup(width: .fractionalWidth(1), height: .absolute(150)) {
///     for index in 0..<4 {
///       ColorBox(id: index, width: .fractionalWidth(1 / 4), height: .fractionalHeight(1))
///     }
///   }
/// }
/// ```
@MainActor
public protocol LayoutComponent: Component {
  /// The component's size, as its item's (ListKit's `layoutSize()`).
  func layoutSize() -> LayoutSize

  /// The space around the item, between it and its neighbours; none by default.
  func edgeSpacing() -> EdgeSpacing?

  /// Insets that shrink the item's frame after its place is decided; none by default.
  func contentInsets() -> DirectionalEdgeInsets

  /// The views attached to the item, such as a badge, each a component with its place: ListKit's
  /// `supplementComponents()`; none by default.
  func supplementaryComponents() -> [SupplementaryComponent]
}

extension LayoutComponent {
  /// No space around the item.
  public func edgeSpacing() -> EdgeSpacing? { nil }

  /// No insets.
  public func contentInsets() -> DirectionalEdgeInsets { .zero }

  /// No attached views.
  public func supplementaryComponents() -> [SupplementaryComponent] { [] }

  /// How the cell is measured, from ``layoutSize()``: an estimated dimension is measured, two
  /// absolute ones are the size, and other dimensions are what the layout gives.
  ///
  /// In a group the item's own size places the cell and this only measures it. Outside one (a
  /// section of cells with a stock layout, a header, a footer), this is the whole sizing: a
  /// size absolute in both dimensions is kept (`.fixed`), but an absolute length beside a
  /// fractional or estimated one is not, and a ``Diagnostic/Kind/componentSizeIgnored``
  /// diagnostic says so (a known limit: write the component in a group, or
  /// override this property).
  public var layoutMode: ContentLayoutMode { ContentLayoutMode.standingIn(for: layoutSize()) }

  /// The item the component stands for in its group.
  var layoutItem: LayoutItem {
    var item = LayoutItem(layoutSize: layoutSize())
    item.edgeSpacing = edgeSpacing()
    item.contentInsets = contentInsets()
    item.supplementaryItems = supplementaryComponents().map(\.layout)
    return item
  }
}

/// A view attached to an item of a group of components, such as a badge: where it sits
/// (a ``SupplementaryItem``: its kind, size and anchor) and the component it shows.
@MainActor
public struct SupplementaryComponent {
  /// Where the view sits, and its kind.
  public var layout: SupplementaryItem

  /// What it shows.
  public var component: AnyComponent

  /// Creates an attached view.
  ///
  /// - Parameters:
  ///   - component: What it shows.
  ///   - layout: Where it sits, and its kind: one kind per item.
  public init(_ component: some Component, layout: SupplementaryItem) {
    self.component = AnyComponent(component)
    self.layout = layout
  }
}

/// A leaf of a group written with components: the cell its item shows.
struct ComponentLeaf: LayoutLeaf {
  let cell: Cell
}

extension ContentLayoutMode {
  /// The mode a ``LayoutComponent`` of a size is measured by by default: an estimated dimension
  /// is measured, two absolute ones are the size (`.fixed`), and other dimensions are what the
  /// layout gives.
  static func standingIn(for size: LayoutSize) -> ContentLayoutMode {
    switch (size.widthDimension, size.heightDimension) {
    case (.absolute(let width), .absolute(let height)):
      .fixed(CGSize(width: width, height: height))
    case (.estimated(let width), .estimated(let height)):
      .fitContent(estimatedSize: CGSize(width: width, height: height))
    case (_, .estimated(let height)):
      .flexibleHeight(estimatedHeight: height)
    case (.estimated(let width), _):
      .flexibleWidth(estimatedWidth: width)
    default:
      .fitContainer
    }
  }

  /// The compositional size of an item whose component sizes itself this way, as KarrotListKit
  /// maps a component's layout mode: the container for `fitContainer`, the container's width and
  /// an estimated height for `flexibleHeight`, an estimated width and the container's height for
  /// `flexibleWidth`, both estimated for `fitContent`, both absolute for `fixed`.
  var layoutSize: LayoutSize {
    switch self {
    case .fitContainer:
      LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    case .flexibleHeight(let height):
      LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height))
    case .flexibleWidth(let width):
      LayoutSize(widthDimension: .estimated(width), heightDimension: .fractionalHeight(1))
    case .fitContent(let size):
      LayoutSize(widthDimension: .estimated(size.width), heightDimension: .estimated(size.height))
    case .fixed(let size):
      LayoutSize(widthDimension: .absolute(size.width), heightDimension: .absolute(size.height))
    }
  }
}

extension SubitemBuilder {
  /// A cell, with its id and its events' handlers: an item of the group, and a cell of the
  /// section.
  ///
  /// A cell whose component carries its layout (``LayoutComponent``) is sized by it; another is
  /// sized by its ``Component/layoutMode``, as KarrotListKit maps it (`flexibleHeight` is the
  /// group's width and an estimated height, and so on).
  ///
  /// - Parameter cell: The cell.
  /// - Returns: The item, with the cell as its leaf.
  @MainActor
  public static func buildExpression(_ cell: Cell) -> SubitemList {
    let item =
      cell.component.as((any LayoutComponent).self)?.layoutItem
      ?? LayoutItem(layoutSize: cell.component.layoutMode.layoutSize)
    return SubitemList(subitems: [.item(item)], leaves: [ComponentLeaf(cell: cell)])
  }

  /// A component that carries its layout: an item of the group, and a cell of the section
  /// whose id is the component's.
  ///
  /// - Parameter component: The component.
  /// - Returns: The item, with the cell as its leaf.
  @MainActor
  public static func buildExpression<Wrapped: LayoutComponent & Identifiable>(
    _ component: Wrapped
  ) -> SubitemList where Wrapped.ID: Sendable {
    SubitemList(
      subitems: [.item(component.layoutItem)],
      leaves: [ComponentLeaf(cell: Cell(id: component.id, component: component))])
  }
}

extension AnyComponent {
  /// The type of the component when it carries its layout with an absolute length that its
  /// layout mode drops outside a group: one absolute dimension beside a fractional or estimated
  /// one, sized by the default ``LayoutComponent/layoutMode``.
  ///
  /// A dynamic cast: asked only of the cells a layout measures, and of headers and footers.
  var typeDroppingAbsoluteLength: Any.Type? {
    guard let component = base as? any LayoutComponent else { return nil }
    let size = component.layoutSize()
    let isAbsolute = [size.widthDimension, size.heightDimension].map { dimension in
      if case .absolute = dimension { true } else { false }
    }
    guard isAbsolute[0] != isAbsolute[1],
      component.layoutMode == ContentLayoutMode.standingIn(for: size)
    else { return nil }
    return type(of: component)
  }
}
