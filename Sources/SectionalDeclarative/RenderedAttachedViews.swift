import Foundation
import SectionalAdapter
import SectionalLayout

/// The views attached to a declarative section's items (badges: ``SupplementaryComponent``)
/// that its controller rendered, so that a changed badge is rendered again where it shows.
///
/// It keeps the views weakly. A view attached to an item stays at its item's index through a
/// batch (the view carries supplementary views with their section, not with an item), so after
/// an update each view shows the badge of the cell now at its index: a cell that moved takes its
/// badge with it, and a view never shows the badge of a cell that left its place.
@MainActor
struct RenderedAttachedViews {
  private struct Entry {
    var view: Weak<ComponentSupplementaryView>
    var kind: ElementKind
  }

  private var entries: [Entry] = []

  /// Creates an empty record.
  init() {}

  /// Whether no view was recorded.
  var isEmpty: Bool { entries.isEmpty }

  /// Records a view rendered for a kind.
  mutating func record(_ view: ComponentSupplementaryView, ofKind kind: ElementKind) {
    entries.removeAll { $0.view.object == nil || $0.view.object === view }
    entries.append(Entry(view: Weak(view), kind: kind))
  }

  /// Renders into each view `owner` still owns the component the cell now at its index
  /// attaches, when it changed.
  ///
  /// A view whose index has no cell is left to the layout pass, which no longer places it and
  /// ends its display. A view whose cell attaches nothing of its kind is emptied: the layout
  /// may still place the kind there (a repeated group places it at every item), and it must
  /// not show the badge of the cell that was there.
  ///
  /// - Parameters:
  ///   - cells: The section's cells now.
  ///   - owner: The controller that rendered the views.
  ///   - component: The component a cell attaches for a kind, or `nil`.
  /// - Complexity: O(*v*) for *v* recorded views.
  func renderAgain(
    in cells: [Cell], owner: ObjectIdentifier,
    _ component: (ElementKind, Cell) -> AnyComponent?
  ) {
    for entry in entries {
      guard let view = entry.view.object, view.owner == owner,
        let index = view.indexPath?.item, cells.indices.contains(index)
      else { continue }
      guard let shown = component(entry.kind, cells[index]) else {
        if view.component != nil { view.showNothing(by: owner) }
        continue
      }
      guard view.component != shown else { continue }
      // Another content type is made in place: the view shows the new component either way.
      view.show(shown, by: owner)
    }
  }
}
