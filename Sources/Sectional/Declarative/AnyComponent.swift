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
    // The view-model comparison is made here, where the component's type is known to the
    // compiler, so that it runs specialized; the box's own generic code would look up the view
    // model's conformance at every comparison.
    box = TypedComponentBox(component) { lhs, rhs in
      // Called only for boxes of the same component type (see `==`).
      unsafeDowncast(lhs, to: TypedComponentBox<Wrapped>.self).viewModel
        == unsafeDowncast(rhs, to: TypedComponentBox<Wrapped>.self).viewModel
    }
  }

  /// The component.
  public var base: any Component { box.base }

  /// The component's sizing.
  public var layoutMode: ContentLayoutMode { box.base.layoutMode }

  /// The component's style.
  public var style: AnyHashable? { box.style }

  /// The component's type, for identity.
  var componentType: ObjectIdentifier { box.componentType }

  /// The key of the content views this component may be rendered into: the content view's type
  /// and the style.
  var reuseIdentifier: String { box.reuseIdentifier }

  /// Returns the component as a type, or `nil` when it is of another.
  ///
  /// - Parameter type: The component type.
  /// - Returns: The component.
  public func `as`<Wrapped: Component>(_ type: Wrapped.Type) -> Wrapped? {
    box.base as? Wrapped
  }

  /// Makes a content view for this component, with its coordinator.
  func makeContentView() -> (view: ComponentView, coordinator: Any) {
    box.makeContent()
  }

  /// Renders the component into a content view made for its reuse key.
  func render(in content: ComponentView, coordinator: Any) {
    box.render(in: content, coordinator: coordinator)
  }

  /// Whether two components are of the same type and style with equal view models.
  nonisolated public static func == (lhs: AnyComponent, rhs: AnyComponent) -> Bool {
    let left = lhs.box
    let right = rhs.box
    guard left !== right else { return true }
    guard left.componentType == right.componentType else { return false }
    // Most components have no style: compared only when either has one.
    if left.hasStyle || right.hasStyle {
      guard left.hasStyle == right.hasStyle, left.style == right.style else { return false }
    }
    return left.areViewModelsEqual(left, right)
  }
}

/// A component with the type it was made as, erased: the base of ``TypedComponentBox``.
///
/// What an apply compares for every cell comes first, and the view model right after it in the
/// subclass: a class's layout follows the order of its stored properties, and every cache line
/// a box spans costs in the walk over the cells of a screen.
@MainActor
@usableFromInline
class ComponentBox {
  /// The component's type.
  nonisolated let componentType: ObjectIdentifier

  /// Whether there is a style: tested before the style itself, whose every read copies it.
  nonisolated let hasStyle: Bool

  /// Whether two boxes of this component type hold equal view models: a function made where
  /// the component's type is known, so that it runs specialized, called without a dynamic
  /// dispatch for every cell of every apply.
  @usableFromInline nonisolated(unsafe) let areViewModelsEqual: (ComponentBox, ComponentBox) -> Bool

  init(
    componentType: ObjectIdentifier, hasStyle: Bool,
    areViewModelsEqual: @escaping (ComponentBox, ComponentBox) -> Bool
  ) {
    self.componentType = componentType
    self.hasStyle = hasStyle
    self.areViewModelsEqual = areViewModelsEqual
  }

  /// The component's style, read once.
  nonisolated var style: AnyHashable? { nil }

  /// The component.
  var base: any Component { fatalError("overridden by TypedComponentBox") }

  /// The reuse key.
  var reuseIdentifier: String { fatalError("overridden by TypedComponentBox") }

  /// Makes a content view and its coordinator.
  func makeContent() -> (view: ComponentView, coordinator: Any) {
    fatalError("overridden by TypedComponentBox")
  }

  /// Renders into a content view made for this reuse key.
  func render(in content: ComponentView, coordinator: Any) {}
}

/// A component kept with its type.
@MainActor
@usableFromInline
final class TypedComponentBox<Wrapped: Component>: ComponentBox {
  /// The view model, read once, to compare off the main actor as the diff does.
  @usableFromInline nonisolated(unsafe) let viewModel: Wrapped.ViewModel

  let component: Wrapped

  /// The component's style, read once.
  private nonisolated(unsafe) let storedStyle: AnyHashable?

  /// The reuse key, made when first asked: a type's name is slow to spell out.
  private lazy var reuse: String = {
    let styleSuffix = style.map { " #\($0)" } ?? ""
    return String(reflecting: Wrapped.Content.self) + styleSuffix
  }()

  @usableFromInline
  init(
    _ component: Wrapped, areViewModelsEqual: @escaping (ComponentBox, ComponentBox) -> Bool
  ) {
    viewModel = component.viewModel
    self.component = component
    storedStyle = component.style
    super.init(
      componentType: ObjectIdentifier(Wrapped.self), hasStyle: storedStyle != nil,
      areViewModelsEqual: areViewModelsEqual)
  }

  nonisolated override var style: AnyHashable? { storedStyle }

  override var base: any Component { component }

  override var reuseIdentifier: String { reuse }

  override func makeContent() -> (view: ComponentView, coordinator: Any) {
    let coordinator = component.makeCoordinator()
    return (component.renderContent(coordinator: coordinator), coordinator)
  }

  override func render(in content: ComponentView, coordinator: Any) {
    guard let content = content as? Wrapped.Content,
      let coordinator = coordinator as? Wrapped.Coordinator
    else { return }
    component.render(in: content, coordinator: coordinator)
  }
}
