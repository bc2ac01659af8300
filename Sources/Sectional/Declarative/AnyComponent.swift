import Foundation

/// A component of any type, for lists of mixed components and for the events that name one.
///
/// Two type-erased components are equal when they are of the same type and style and their
/// view models are equal: what decides whether a shown cell is configured again.
@MainActor
public struct AnyComponent: Equatable {
  /// The component.
  public let base: any Component

  /// The component's type, for identity.
  let componentType: ObjectIdentifier

  /// The key of the content views this component may be rendered into: the content view's type
  /// and the style.
  let reuseIdentifier: String

  /// The style, read once: part of the identity, compared off the main actor by the diff.
  let styleKey: AnyHashable?

  /// Compares the view model with another component's, `false` for another type.
  private let isViewModelEqual: (any Component) -> Bool

  /// Makes a content view and its coordinator.
  private let makeContent: () -> (ComponentView, Any)

  /// Renders into a content view made for this reuse key.
  private let renderIn: (ComponentView, Any) -> Void

  /// Wraps a component.
  ///
  /// - Parameter component: The component.
  public init<Wrapped: Component>(_ component: Wrapped) {
    base = component
    componentType = ObjectIdentifier(Wrapped.self)
    styleKey = component.style
    let styleSuffix = component.style.map { " #\($0)" } ?? ""
    reuseIdentifier = String(reflecting: Wrapped.Content.self) + styleSuffix
    isViewModelEqual = { other in
      guard let other = other as? Wrapped else { return false }
      return other.viewModel == component.viewModel
    }
    makeContent = {
      let coordinator = component.makeCoordinator()
      return (component.renderContent(coordinator: coordinator), coordinator)
    }
    renderIn = { content, coordinator in
      guard let content = content as? Wrapped.Content,
        let coordinator = coordinator as? Wrapped.Coordinator
      else { return }
      component.render(in: content, coordinator: coordinator)
    }
  }

  /// The component's sizing.
  public var layoutMode: ContentLayoutMode { base.layoutMode }

  /// The component's style.
  public var style: AnyHashable? { styleKey }

  /// Returns the component as a type, or `nil` when it is of another.
  ///
  /// - Parameter type: The component type.
  /// - Returns: The component.
  public func `as`<Wrapped: Component>(_ type: Wrapped.Type) -> Wrapped? {
    base as? Wrapped
  }

  /// Makes a content view for this component, with its coordinator.
  func makeContentView() -> (view: ComponentView, coordinator: Any) {
    makeContent()
  }

  /// Renders the component into a content view made for its reuse key.
  func render(in content: ComponentView, coordinator: Any) {
    renderIn(content, coordinator)
  }

  /// Whether two components are of the same type and style with equal view models.
  nonisolated public static func == (lhs: AnyComponent, rhs: AnyComponent) -> Bool {
    MainActor.assumeIsolated {
      lhs.componentType == rhs.componentType && lhs.styleKey == rhs.styleKey
        && lhs.isViewModelEqual(rhs.base)
    }
  }
}
