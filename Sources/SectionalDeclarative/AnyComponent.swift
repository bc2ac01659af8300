import Foundation

/// A component of any type, for lists of mixed components and for the events that name one.
///
/// Two type-erased components are equal when they are of the same type and style and their
/// view models are equal: what decides whether a shown cell is configured again.
///
/// It holds one reference, so that copying it (as a diff does with every cell) costs one
/// retain, and compares view models without a dynamic cast of the component.
@MainActor
public struct AnyComponent: Equatable {
  /// The component, boxed with what the adapter needs of it.
  @usableFromInline let box: ComponentBox

  /// Wraps a component.
  ///
  /// - Parameter component: The component.
  @inlinable
  public init<Wrapped: Component>(_ component: Wrapped) {
    box = ComponentBox.boxing(component, cellID: nil)
  }

  /// A component already boxed: a cell's, whose box is also the cell's storage.
  nonisolated init(box: ComponentBox) {
    self.box = box
  }

  /// The component.
  public var base: any Component { box.base }

  /// The component's sizing.
  public var layoutMode: ContentLayoutMode { box.base.layoutMode }

  /// The component's style.
  public var style: AnyHashable? { box.style }

  /// The component's type, for identity.
  var componentType: ObjectIdentifier { box.componentType }

  /// The key of the content views this component may be rendered into: the wrapped
  /// component's ``Component/reuseIdentifier``.
  public var reuseIdentifier: String { box.reuseIdentifier }

  /// Returns the component as a type, or `nil` when it is not one: its own type, or a
  /// protocol it conforms to (KarrotListKit's `as(_:)`, ListKit's `component(at:to:)`).
  ///
  /// ```swift
  /// protocol Deletable { func delete() }
  ///
  /// @MainActor
  /// func delete(_ component: AnyComponent) {
  ///   component.as(Deletable.self)?.delete()
  /// }
  /// ```
  ///
  /// - Parameter type: A component type, or a protocol.
  /// - Returns: The component as that type.
  public func `as`<Wrapped>(_ type: Wrapped.Type) -> Wrapped? {
    box.base as? Wrapped
  }

  /// Makes a content view for this component, with its coordinator.
  func makeContentView() -> (view: ComponentView, coordinator: Any) {
    box.makeContent()
  }

  /// Makes the wrapped component's content view with a coordinator (KarrotListKit's
  /// `AnyComponent.renderContent(coordinator:)`), or `nil` when the coordinator is not of the
  /// component's `Coordinator` type.
  ///
  /// - Parameter coordinator: The coordinator, `()` for a component without one.
  /// - Returns: The content view the component makes.
  public func renderContent(coordinator: Any) -> ComponentView? {
    box.renderContent(coordinator: coordinator)
  }

  /// Renders the wrapped component into a content view made for its reuse key (KarrotListKit's
  /// `AnyComponent.render(in:coordinator:)`).
  ///
  /// - Parameters:
  ///   - content: The content view.
  ///   - coordinator: The coordinator made with it, `()` for a component without one.
  /// - Returns: Whether it rendered: `false`, rendering nothing, when the view or the
  ///   coordinator is not of the component's types.
  @discardableResult
  public func render(in content: ComponentView, coordinator: Any) -> Bool {
    box.render(in: content, coordinator: coordinator)
  }

  /// Whether two components are of the same type and style with equal view models.
  nonisolated public static func == (lhs: AnyComponent, rhs: AnyComponent) -> Bool {
    lhs.box.hasEqualComponent(to: rhs.box)
  }
}
