import Foundation
import SectionalLayout

extension HeadlessCollectionView {
  /// Registers the class of the decoration views of a kind, such as a section background.
  ///
  /// The view creates and recycles decoration views itself, where the layout places them; the
  /// data source is never asked, and the delegate is told when each is shown and leaves
  /// (``CollectionViewDelegate/collectionView(_:willDisplayDecorationView:forElementKind:at:)``).
  /// A kind with no class registered gets plain ``CollectionReusableView``s. In UIKit the layout
  /// registers decoration views; a headless layout is a protocol any type adopts, so the view
  /// that creates them keeps the registry. A view already shown keeps its class until it
  /// leaves; views made after take the new one.
  ///
  /// - Parameters:
  ///   - viewClass: The class created when the kind's pool is empty.
  ///   - kind: The kind of decoration view.
  public func register(
    _ viewClass: CollectionReusableView.Type, forDecorationViewOfKind kind: ElementKind
  ) {
    decorationPool.register(viewClass, for: kind.rawValue)
  }

  /// Returns the decoration view shown for a kind and index path, or `nil`.
  ///
  /// - Parameters:
  ///   - kind: The kind of decoration view.
  ///   - indexPath: Its index path, as the layout gives it.
  /// - Returns: The view, if it is shown.
  public func decorationView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    visibleDecorationViews[ElementKey(kind: kind, indexPath: indexPath)]
  }

  /// The counters of the pool of a decoration kind: views created, reused and waiting.
  ///
  /// - Parameter kind: The kind of decoration view.
  /// - Returns: The pool's counters.
  public func reuseStatistics(forDecorationViewOfKind kind: ElementKind) -> ReuseStatistics {
    decorationPool.statistics(for: kind.rawValue)
  }

  // MARK: Internals

  /// Shows the decoration views the layout places in the viewport, and recycles the others,
  /// telling the delegate of each that leaves and each that arrives.
  func showDecorationViews(_ wanted: [ElementKey: LayoutAttributes]) {
    for key in visibleDecorationViews.keys.sorted(by: elementKeyOrder) where wanted[key] == nil {
      endDisplayingDecorationView(at: key)
    }
    for (key, element) in wanted.sorted(by: { elementKeyOrder($0.key, $1.key) }) {
      if let view = visibleDecorationViews[key] {
        view.apply(element)
        continue
      }
      if decorationPool.registeredClass(for: key.kind.rawValue) == nil {
        decorationPool.register(CollectionReusableView.self, for: key.kind.rawValue)
      }
      guard let view = decorationPool.dequeue(key.kind.rawValue) else { continue }
      view.indexPath = key.indexPath
      view.apply(element)
      visibleDecorationViews[key] = view
      delegate?.collectionView(
        self, willDisplayDecorationView: view, forElementKind: key.kind, at: key.indexPath)
    }
  }

  /// Ends the display of a decoration view and returns it to its pool.
  func endDisplayingDecorationView(at key: ElementKey) {
    guard let view = visibleDecorationViews.removeValue(forKey: key) else { return }
    delegate?.collectionView(
      self, didEndDisplayingDecorationView: view, forElementKind: key.kind, at: key.indexPath)
    decorationPool.enqueue(view)
  }

  /// Moves the shown decoration views with their sections after a batch update, and returns
  /// those of deleted sections, taken off the screen, for their display's end to be told.
  func carryDecorationViews(to sectionAfterUpdate: (Int) -> Int?) -> [(
    key: ElementKey, view: CollectionReusableView
  )] {
    var carried: [ElementKey: CollectionReusableView] = [:]
    var ended: [(key: ElementKey, view: CollectionReusableView)] = []
    for key in visibleDecorationViews.keys.sorted(by: elementKeyOrder) {
      guard let view = visibleDecorationViews[key] else { continue }
      guard let section = sectionAfterUpdate(key.indexPath.section) else {
        ended.append((key, view))
        continue
      }
      var destination = key
      destination.indexPath.section = section
      view.indexPath = destination.indexPath
      carried[destination] = view
    }
    visibleDecorationViews = carried
    return ended
  }
}
