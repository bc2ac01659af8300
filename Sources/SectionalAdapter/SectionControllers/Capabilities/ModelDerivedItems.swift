import Foundation

/// A section controller whose items are a function of its model alone: the contract that lets an
/// update cost what changed rather than what is shown.
///
/// An adapter sends every section of an update its model, and before the batch compares every
/// section's item count with the collection view's, because a controller may change its items
/// outside an update (a count read from a store, say). Both cost something for each section of
/// the screen, changed or not. A controller that adopts this contract, and answers `true` from
/// ``derivesItemsFromModelAlone``, promises that its items, and so its count, change only when
/// an update it returned (from ``SectionController/update(to:)``, or through its context) is
/// committed, and that the model it was last sent still describes them. The adapter then:
///
/// - does not send it a model that is the one it was last sent, the very value (an array sharing
///   that array's storage, the same instance of a class: its bits, for a model of up to 32
///   bytes), unless the controller's items changed through its context since;
/// - does not compare its count with the view's before a batch.
///
/// An untouched section then costs the adapter a comparison of its id and of its model's bits.
///
/// The stock controllers adopt the contract, and keep it where their items come from the model by
/// construction: a ``ListSectionController`` or ``DiffingListSectionController`` whose model is
/// its list of items, created with `init()`, and a ``SingleModelSectionController``. Where the
/// items come from a closure (which may read more than the model), from a subclass, or in a
/// ``KeyedListSectionController``, they answer `false` and are sent every model, as before. A
/// subclass whose items depend on its model alone opts in:
///
/// ```swift
/// struct Feed { var posts: [String] }
///
/// final class FeedController: DiffingListSectionController<Feed, String> {
///   init() { super.init(items: \.posts) }
///
///   override var derivesItemsFromModelAlone: Bool { true }
/// }
/// ```
///
/// A model that is a class instance changed in place is the same model: as IGListKit keeps an
/// object's cells when `isEqual(toDiffableObject:)` says it did not change, the section keeps its
/// items. Send a new value, or apply the change through the controller's context.
///
/// A change a controller asks for through its context then costs the sections it changes, not
/// the screen: the adapter vouches for the counts of the sections whose controllers keep the
/// contract (``CollectionViewAdapter/sectionsToRecount(in:)``), and the view reads only the
/// changed section's count, those of the sections without the contract and those of the
/// sections on screen.
///
/// A controller that breaks the contract cannot put a wrong screen in front of the user without
/// a diagnostic where a check could see the breach. A count that changed outside an update is
/// read and compared with the batch (UIKit's rule R18) by the view after every update of the
/// whole screen (``CollectionViewAdapter/update(_:updateStrategy:completion:)`` and its kin, which
/// vouch for nothing), after a change through a context when the section is on screen, and,
/// until the view next reads every count, at every layout pass for the sections it is about to
/// show: the view reports it (``CollectionViewError/invalidBatchUpdate(_:)``, naming the section)
/// before it reloads and shows the controller's items. A breach no check reads, items that
/// change while their count stays, keeps the previous items on screen until the section's next
/// change.
///
/// A controller that does not adopt the contract, or answers `false`, keeps every check: it is
/// sent each model and its count is compared with the view's before each batch, so it may
/// change its items outside updates.
///
/// A model passed over is not looked at again: a diagnostic its controller reported for it (a
/// repeated id, say) is not repeated while the very model is applied again. The controller of a
/// declarative list section keeps the contract too, and its section is recognized by its cells
/// and surroundings wherever it moved in the list: a `ListSection` kept from one list to the next
/// is passed over as a stock controller's shared rows are.
@MainActor
public protocol ModelDerivedItems: SectionController {
  /// Whether this controller keeps the contract: its items are a function of its model alone.
  ///
  /// Read once, when the controller's section first appears. `false` makes the controller one
  /// that does not adopt the contract: it is sent every model and its count is checked.
  var derivesItemsFromModelAlone: Bool { get }
}
