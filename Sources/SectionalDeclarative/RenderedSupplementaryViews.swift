import SectionalAdapter
import SectionalLayout

/// The header and footer views a declarative section rendered into, so that a changed header or
/// footer is rendered again where it shows.
///
/// It keeps the views weakly. A view recycled into another section is rendered by that
/// section's controller, which becomes its owner; only the views this section still owns are
/// rendered again.
@MainActor
struct RenderedSupplementaryViews {
  private var views: [ElementKind: [Weak<ComponentSupplementaryView>]] = [:]

  /// Creates an empty record.
  init() {}

  /// Whether no view was recorded.
  var isEmpty: Bool { views.isEmpty }

  /// Records a view rendered for a kind.
  mutating func record(_ view: ComponentSupplementaryView, ofKind kind: ElementKind) {
    var kept = views[kind, default: []]
    kept.removeAll { $0.object == nil || $0.object === view }
    kept.append(Weak(view))
    views[kind] = kept
  }

  /// Renders each kind's current component into the views `owner` still owns.
  ///
  /// A view made for another reuse key (another content type, coordinator or style) cannot show
  /// the new component: it is given up, and `context` reloads the kind so that the layout pass
  /// asks for a new view. A view whose component changed is rendered again and measured again.
  ///
  /// - Parameters:
  ///   - component: The component of a kind now, or `nil` when the section has none.
  ///   - owner: The controller that rendered the views.
  ///   - context: The section's context.
  func renderAgain(
    _ component: (ElementKind) -> AnyComponent?, owner: ObjectIdentifier,
    in context: (any CollectionViewContext)?
  ) {
    for (kind, views) in views {
      for view in views.compactMap(\.object) where view.owner == owner {
        guard let component = component(kind) else {
          // None any more: the layout no longer places it, and its pass ends the view's display.
          continue
        }
        guard component.reuseIdentifier == view.hosted?.reuseIdentifier else {
          // Forgotten here: the view goes back to its pool, and the layout pass asks the owner
          // for a new one of the right key.
          view.owner = nil
          context?.reloadSupplementaryView(ofKind: kind)
          continue
        }
        if view.component != component {
          view.show(component, by: owner)
          // Its size may have changed with its content: measured again if it sizes itself.
          context?.invalidateSupplementaryView(ofKind: kind)
        }
      }
    }
  }

  /// Renders into each view `owner` still owns the component of its kind now, in place when it
  /// changed: for decoration views, which the collection view makes and keeps itself, so that
  /// another content type is made inside the view rather than the view replaced.
  ///
  /// - Parameters:
  ///   - component: The component of a kind now, or `nil` when there is none any more (the
  ///     layout no longer places it, and its pass ends the view's display).
  ///   - owner: The controller that rendered the views.
  /// - Complexity: O(*v*) for *v* recorded views.
  func renderAgainInPlace(_ component: (ElementKind) -> AnyComponent?, owner: ObjectIdentifier) {
    for (kind, views) in views {
      for view in views.compactMap(\.object) where view.owner == owner {
        guard let component = component(kind), view.component != component else { continue }
        view.show(component, by: owner)
      }
    }
  }
}
