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
    box = TypedComponentBox(component) { viewModel, other in
      // Called only for boxes of the same component type (see `==`).
      unsafeDowncast(other, to: TypedComponentBox<Wrapped>.self).viewModel == viewModel
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
    return left.isViewModelEqual(to: right)
  }
}

/// A component with the type it was made as, erased: the base of ``TypedComponentBox``.
@MainActor
@usableFromInline
class ComponentBox {
  /// The component's type.
  nonisolated let componentType: ObjectIdentifier

  /// The component's style, read once.
  nonisolated(unsafe) let style: AnyHashable?

  /// Whether there is a style: tested before the style itself, whose every read copies it.
  nonisolated let hasStyle: Bool

  init(componentType: ObjectIdentifier, style: AnyHashable?) {
    self.componentType = componentType
    self.style = style
    hasStyle = style != nil
  }

  /// The component.
  var base: any Component { fatalError("overridden by TypedComponentBox") }

  /// The reuse key.
  var reuseIdentifier: String { fatalError("overridden by TypedComponentBox") }

  /// Whether another box of the same component type holds an equal view model.
  @usableFromInline
  nonisolated func isViewModelEqual(to other: ComponentBox) -> Bool { false }

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
  let component: Wrapped

  /// The view model, read once, to compare off the main actor as the diff does.
  @usableFromInline nonisolated(unsafe) let viewModel: Wrapped.ViewModel

  /// Compares the view model with another box's of the same type, specialized where the box
  /// was made.
  private nonisolated(unsafe) let compare: (Wrapped.ViewModel, ComponentBox) -> Bool

  /// The reuse key, made when first asked: a type's name is slow to spell out.
  private lazy var reuse: String = {
    let styleSuffix = style.map { " #\($0)" } ?? ""
    return String(reflecting: Wrapped.Content.self) + styleSuffix
  }()

  @usableFromInline
  init(_ component: Wrapped, compare: @escaping (Wrapped.ViewModel, ComponentBox) -> Bool) {
    self.component = component
    viewModel = component.viewModel
    self.compare = compare
    super.init(componentType: ObjectIdentifier(Wrapped.self), style: component.style)
  }

  override var base: any Component { component }

  override var reuseIdentifier: String { reuse }

  @usableFromInline
  nonisolated override func isViewModelEqual(to other: ComponentBox) -> Bool {
    compare(viewModel, other)
  }

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
