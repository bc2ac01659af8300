import Foundation
import SectionalDiffing
import SectionalLayout

/// A section controller that shows a list of ``Differentiable`` items made from its model, and
/// reports each change as the inserts, deletes, moves and reloads of a ``ListDiff``.
///
/// Use it for lists whose items have an identity: a new model animates only what changed, and a
/// moved item keeps its cell. Items whose identity and content are given by closures instead use
/// ``KeyedListSectionController``.
///
/// ```swift
/// struct Post: Identifiable, Equatable, Differentiable {
///   let id: Int
///   var title: String
/// }
/// struct FeedModel { var posts: [Post] }
///
/// final class Feed: DiffingListSectionController<FeedModel, Post>, SelectionHandling {
///   init() { super.init(items: \.posts) }
///
///   func didSelectItem(at indexPath: SectionIndexPath) {
///     open(items[indexPath.indexInSectionController])
///   }
///
///   func open(_ post: Post) { print("Opening \(post.title)") }
/// }
/// ```
@MainActor
open class DiffingListSectionController<Model, Item: Differentiable>:
  ListSectionController<Model, Item>
{
  /// Creates a controller that makes its items with a closure.
  ///
  /// - Parameter items: Returns the items a model shows. A key path such as `\.posts` works too.
  @inlinable
  override public init(items: @escaping (Model) -> [Item]) {
    // Built here, where the caller knows `Item`: the closure, and the diff it calls, are
    // specialized for it in the caller's module instead of running generic code.
    diff = { old, new in ListDiff(from: old, to: new) }
    super.init(items: items, isEqual: nil)
  }

  /// Creates a controller whose items come from ``ListSectionController/items(for:)``, which a
  /// subclass overrides (SectionKit's way); where the model is the list of items, the model
  /// itself.
  ///
  /// A convenience initializer: a subclass that declares its own `init()` (calling
  /// `super.init(items:)`) needs no `override`.
  @inlinable
  public convenience init() {
    // Through the public designated initializer, as `ListSectionController.init()` does: a
    // subclass in another module initializes its stored properties only in the overrides of
    // the designated initializers it can see.
    let modelAsItems = Self.modelAsItems
    self.init(items: modelAsItems ?? { _ in [] })
    hasItemsClosure = modelAsItems != nil
    itemsAreModel =
      modelAsItems != nil
      && ObjectIdentifier(type(of: self)) == ObjectIdentifier(DiffingListSectionController.self)
  }

  /// The diff of two lists of items, specialized for `Item` where the controller was created.
  @usableFromInline
  let diff: ([Item], [Item]) -> ListDiff

  /// Returns the diff from the committed items to new ones.
  ///
  /// Updated items are refreshed as ``ListSectionController/itemRefresh`` says: configured again
  /// in their cells by default (see ``ItemChanges/init(_:refreshing:)``).
  ///
  /// - Parameters:
  ///   - old: The committed items.
  ///   - new: The items of the new model.
  /// - Returns: The diff's changes; none when the lists are the same.
  ///
  /// - Complexity: That of ``ListDiff/init(from:to:)``.
  override open func changes(from old: [Item], to new: [Item]) -> ItemChanges {
    ItemChanges(diff(old, new), refreshing: itemRefresh)
  }
}

extension DiffingListSectionController where Model == [Item] {
  /// Creates a controller whose model is its list of items.
  @inlinable
  public convenience init() {
    self.init(items: { $0 })
    itemsAreModel =
      ObjectIdentifier(type(of: self)) == ObjectIdentifier(DiffingListSectionController.self)
  }
}
