import Foundation
import Sectional

/// A collection view context for section controller tests: it hands out fresh cells and records
/// what it was asked to dequeue; every other request is ignored.
@MainActor
final class StubSectionContext: CollectionViewContext {
  /// The index paths cells were dequeued for, in order.
  private(set) var dequeuedIndexPaths: [SectionIndexPath] = []

  /// The diagnostics reported through the environment, as (kind, message).
  private(set) var reported: [(Diagnostic.Kind, String)] = []

  let services = SectionServices()

  var sectionID: SectionID { SectionID("stub") }
  var environment: SectionEnvironment {
    SectionEnvironment(
      traits: LayoutTraits(containerSize: containerSize), services: services,
      reporter: { [weak self] kind, _, _, message in self?.reported.append((kind, message)) })
  }
  var containerSize: CGSize { CGSize(width: 320, height: 480) }

  /// The kinds of supplementary view the controller asked to replace, in order.
  private(set) var reloadedSupplementaryKinds: [ElementKind] = []

  private(set) var registeredDecorationKinds: [ElementKind] = []

  func register(
    _ viewClass: CollectionReusableView.Type, forDecorationViewOfKind kind: ElementKind
  ) {
    registeredDecorationKinds.append(kind)
  }

  func reloadSupplementaryView(ofKind kind: ElementKind) {
    reloadedSupplementaryKinds.append(kind)
  }

  /// The kinds of supplementary view the controller said changed in place, in order.
  private(set) var invalidatedSupplementaryKinds: [ElementKind] = []

  func invalidateSupplementaryView(ofKind kind: ElementKind) {
    invalidatedSupplementaryKinds.append(kind)
  }
  var sectionIndex: Int? { 0 }
  var visibleItemIndices: [Int] { [] }
  var selectedItemIndices: [Int] { [] }

  func dequeueReusableCell<Cell: CollectionViewCell>(
    _ cellType: Cell.Type,
    withReuseIdentifier identifier: String,
    for indexPath: SectionIndexPath
  ) -> Cell {
    dequeuedIndexPaths.append(indexPath)
    return Cell()
  }

  func dequeueReusableSupplementaryView<View: CollectionReusableView>(
    _ viewType: View.Type,
    ofKind kind: ElementKind,
    withReuseIdentifier identifier: String,
    for indexPath: SectionIndexPath
  ) -> View {
    View()
  }

  func apply(
    _ update: @escaping @MainActor () -> SectionUpdate,
    completion: ((Bool) -> Void)?
  ) {
    update().commit()
    completion?(true)
  }

  func apply(
    _ changes: ItemChanges,
    commit: @escaping @MainActor () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    commit()
    completion?(true)
  }

  func selectItem(at index: Int, scrollPosition: ScrollPosition) {}
  func deselectItem(at index: Int) {}
  func scrollToItem(at index: Int, at scrollPosition: ScrollPosition) {}
  func cellForItem(at index: Int) -> CollectionViewCell? { nil }
}

/// Returns the text of the cell a controller gives for an item of section 0.
@MainActor
func renderedText(of controller: some SectionController, item: Int) -> String {
  let context = StubSectionContext()
  return controller.cellForItem(at: SectionIndexPath(item: item, section: 0), in: context).render()
}

/// Sends a controller its first model and commits it, as the adapter does when a section appears.
@MainActor
func showing<Controller: SectionController>(
  _ model: Controller.Model,
  in controller: Controller
) -> Controller {
  controller.update(to: model).commit()
  return controller
}
