import Foundation
import SectionalAdapter

/// A component with the type it was made as, erased, and, for a cell's component, the cell: its
/// id, its identity's hash and its event handlers.
///
/// A cell and its component share this one object, so an apply that compares every cell of a
/// screen follows one reference a cell, not two. What that comparison reads comes first, and
/// the view model right after it in the subclass: a class's layout follows the order of its
/// stored properties, and every cache line a box spans costs when a screen's cells outgrow the
/// processor's caches.
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

  /// The hash of the cell's identity: its id's, the component type's and the style's, combined
  /// once; zero for a component not given to a cell.
  nonisolated let identityHash: Int

  /// The cell's event handlers; `nil` for none, and for a component not given to a cell.
  nonisolated(unsafe) let handlers: CellEventHandlers?

  /// The cell's id, with its hash kept and common id types compared unboxed;
  /// ``componentOnly`` for a component not given to a cell.
  nonisolated let cellID: CellID

  /// The id of a component that is not a cell's (a header's, a footer's).
  nonisolated static let componentOnly = CellID(ComponentOnlyID())

  /// The id type of ``componentOnly``, equal to no id an app gives.
  private struct ComponentOnlyID: Hashable, Sendable {}

  init(
    componentType: ObjectIdentifier, style: AnyHashable?, cellID: CellID?,
    handlers: CellEventHandlers?,
    areViewModelsEqual: @escaping (ComponentBox, ComponentBox) -> Bool
  ) {
    self.componentType = componentType
    hasStyle = style != nil
    self.areViewModelsEqual = areViewModelsEqual
    self.handlers = handlers
    self.cellID = cellID ?? Self.componentOnly
    if let cellID {
      var hasher = Hasher()
      hasher.combine(cellID)
      hasher.combine(componentType)
      hasher.combine(style)
      identityHash = hasher.finalize()
    } else {
      identityHash = 0
    }
  }

  /// Boxes a component, for a cell of an id or for no cell.
  ///
  /// The view-model comparison is made here, where the component's type is known to the
  /// compiler, so that it runs specialized; the box's own generic code would look up the view
  /// model's conformance at every comparison.
  @inlinable
  static func boxing<Wrapped: Component>(_ component: Wrapped, cellID: CellID?)
    -> ComponentBox
  {
    TypedComponentBox(component, cellID: cellID) { lhs, rhs in
      // Called only for boxes of the same component type (see `hasEqualComponent(to:)`).
      unsafeDowncast(lhs, to: TypedComponentBox<Wrapped>.self).viewModel
        == unsafeDowncast(rhs, to: TypedComponentBox<Wrapped>.self).viewModel
    }
  }

  /// The same component, for a cell of an id with event handlers.
  func boxingForCell(_ cellID: CellID, handlers: CellEventHandlers?) -> ComponentBox {
    fatalError("overridden by TypedComponentBox")
  }

  /// The component's style, read once.
  nonisolated var style: AnyHashable? { nil }

  /// The view model's bytes for a cell's digest (``CellDigest/bits(of:)``); `nil` for a view
  /// model of more than sixteen bytes.
  nonisolated var viewModelBits: (UInt64, UInt64)? { nil }

  /// Whether the view model's type is equal exactly when its bytes are
  /// (``CellDigest/bitsDecideEquality(of:)``).
  nonisolated var viewModelBitsDecideEquality: Bool { false }

  /// The component.
  var base: any Component { fatalError("overridden by TypedComponentBox") }

  /// The reuse key.
  var reuseIdentifier: String { fatalError("overridden by TypedComponentBox") }

  /// Makes a content view and its coordinator.
  func makeContent() -> (view: ComponentView, coordinator: Any) {
    fatalError("overridden by TypedComponentBox")
  }

  /// Makes a content view with a coordinator; `nil` when the coordinator is not of the
  /// component's type.
  func renderContent(coordinator: Any) -> ComponentView? {
    fatalError("overridden by TypedComponentBox")
  }

  /// Renders into a content view made for this reuse key; returns `false`, rendering nothing,
  /// when the view or coordinator is not of the component's types.
  func render(in content: ComponentView, coordinator: Any) -> Bool {
    fatalError("overridden by TypedComponentBox")
  }

  /// Whether another box holds a component of the same type and style with an equal view model.
  nonisolated func hasEqualComponent(to other: ComponentBox) -> Bool {
    guard self !== other else { return true }
    guard componentType == other.componentType else { return false }
    // Most components have no style: compared only when either has one.
    if hasStyle || other.hasStyle {
      guard hasStyle == other.hasStyle, style == other.style else { return false }
    }
    return areViewModelsEqual(self, other)
  }

  /// Whether another cell has the same identity: the same id (compared by hash first), component
  /// type and style (compared only when either has one).
  nonisolated func hasSameCellIdentity(as other: ComponentBox) -> Bool {
    guard self !== other else { return true }
    guard componentType == other.componentType, cellID == other.cellID else { return false }
    guard hasStyle || other.hasStyle else { return true }
    return hasStyle == other.hasStyle && style == other.style
  }

  /// How a cell compares with another.
  enum CellComparison {
    case otherIdentity, sameContent, otherContent
  }

  /// Compares another cell's identity, then its component.
  nonisolated func compareCell(with other: ComponentBox) -> CellComparison {
    guard hasSameCellIdentity(as: other) else { return .otherIdentity }
    return hasEqualComponent(to: other) ? .sameContent : .otherContent
  }
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
  ///
  /// The content view's type, its coordinator's type when it has one, and the style: views that
  /// share a key must take any component of that key, and a coordinator is made with its view,
  /// so two components that share a content view type but not a coordinator type do not share
  /// views.
  private lazy var reuse: String = Wrapped.reuseIdentifier(style: storedStyle)

  @usableFromInline
  convenience init(
    _ component: Wrapped, cellID: CellID?,
    areViewModelsEqual: @escaping (ComponentBox, ComponentBox) -> Bool
  ) {
    self.init(
      component, style: component.style, cellID: cellID, handlers: nil,
      areViewModelsEqual: areViewModelsEqual)
  }

  init(
    _ component: Wrapped, style: AnyHashable?, cellID: CellID?,
    handlers: CellEventHandlers?,
    areViewModelsEqual: @escaping (ComponentBox, ComponentBox) -> Bool
  ) {
    viewModel = component.viewModel
    self.component = component
    storedStyle = style
    super.init(
      componentType: ObjectIdentifier(Wrapped.self), style: style, cellID: cellID,
      handlers: handlers, areViewModelsEqual: areViewModelsEqual)
  }

  override func boxingForCell(_ cellID: CellID, handlers: CellEventHandlers?) -> ComponentBox {
    TypedComponentBox(
      component, style: storedStyle, cellID: cellID, handlers: handlers,
      areViewModelsEqual: areViewModelsEqual)
  }

  nonisolated override var style: AnyHashable? { storedStyle }

  nonisolated override var viewModelBits: (UInt64, UInt64)? { CellDigest.bits(of: viewModel) }

  nonisolated override var viewModelBitsDecideEquality: Bool {
    CellDigest.bitsDecideEquality(of: Wrapped.ViewModel.self)
  }

  override var base: any Component { component }

  override var reuseIdentifier: String { reuse }

  override func makeContent() -> (view: ComponentView, coordinator: Any) {
    let coordinator = component.makeCoordinator()
    return (component.renderContent(coordinator: coordinator), coordinator)
  }

  override func renderContent(coordinator: Any) -> ComponentView? {
    guard let coordinator = coordinator as? Wrapped.Coordinator else { return nil }
    return component.renderContent(coordinator: coordinator)
  }

  override func render(in content: ComponentView, coordinator: Any) -> Bool {
    guard let content = content as? Wrapped.Content,
      let coordinator = coordinator as? Wrapped.Coordinator
    else { return false }
    component.render(in: content, coordinator: coordinator)
    return true
  }
}
