import Foundation
import SectionalDiffing

/// One section of a screen: a persistent id, the model it shows now, and how to build the
/// controller that owns it.
///
/// The id and the controller's type identify the section across updates. The first time an id
/// appears, the adapter calls `controller` to build its controller; for as long as the id stays
/// with a controller of the same type, the same controller receives every new model. When the id
/// disappears, its controller is released. The same id with a controller of another type (a
/// placeholder replaced by the real list, say) is another section: the old one is deleted and
/// told ``SectionController/didRemove()``, the new one inserted.
///
/// ```swift
/// let adapter = CollectionViewAdapter(
///   collectionView: HeadlessCollectionView(size: CGSize(width: 320, height: 480)))
/// adapter.update([
///   Section(id: "header", model: "Ada", controller: SingleModelSectionController<String>()),
///   Section(id: "posts", model: ["Hello", "Notes"],
///           controller: DiffingListSectionController<[String], String>()),
/// ])
/// ```
@MainActor
public struct Section {
  /// The section's persistent id.
  nonisolated public let id: SectionID

  /// The model the section shows now.
  public let model: Any

  /// Builds the section's controller; called only when the id first appears.
  @usableFromInline let makeController: @MainActor () -> any SectionController

  /// The controller's type as the section declares it: with the id, the section's identity.
  @usableFromInline let controllerType: ObjectIdentifier

  /// Sends the model to a controller: typed to one of the declared type, through a cast to
  /// another's model type (the adapter's stand-in for a controller given to two sections takes
  /// any model); `nil` when the model is not the controller's.
  ///
  /// It is built where the types are known, so the usual model never goes through a cast from
  /// `Any` (a cast of an array costs more than diffing a short one).
  @usableFromInline let sendModel: @MainActor (any SectionController) -> SectionUpdate?

  /// The model's bits, when it has 32 bytes or fewer: an adapter compares them with the bits of
  /// the model the section's controller was last sent, to skip a controller that adopts
  /// ``ModelDerivedItems`` without a call.
  @usableFromInline let modelBits: ModelBits

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - id: An id that stays the same across updates for as long as the section exists.
  ///   - model: The model to show.
  ///   - controller: The controller to build when the id first appears; evaluated lazily.
  @inlinable
  public init<ID: Hashable & Sendable, Controller: SectionController>(
    id: ID,
    model: Controller.Model,
    controller: @escaping @autoclosure @MainActor () -> Controller
  ) {
    self.init(id: id, model: model, bits: ModelBits(of: model), makingController: controller)
  }

  /// Creates a section whose model has these bits.
  @inlinable
  init<ID: Hashable & Sendable, Controller: SectionController>(
    id: ID,
    model: Controller.Model,
    bits: ModelBits,
    makingController controller: @escaping @MainActor () -> Controller
  ) {
    self.id = SectionID(id)
    self.model = model
    self.modelBits = bits
    self.makeController = controller
    self.controllerType = ObjectIdentifier(Controller.self)
    self.sendModel = { controller in
      if let typed = controller as? Controller { return typed.update(to: model) }
      return controller.update(toAnyModel: model)
    }
  }

  /// Creates a section whose model is recognized by the bits of what its controller's items
  /// follow, read from inside it: for a model that holds them behind a reference made anew when
  /// the section is written again (a declarative section's cells and surroundings), so that a
  /// section written again around the same parts is recognized too.
  ///
  /// The controller must keep the last model it was sent alive (or one with the same part:
  /// the same storage) until it is sent another, so that the part's storage cannot be taken by
  /// another value while the adapter keeps its bits; the adapter keeps no copy of the model. A
  /// controller that keeps ``ModelDerivedItems`` must derive its items from that part alone.
  ///
  /// - Parameters:
  ///   - id: An id that stays the same across updates for as long as the section exists.
  ///   - model: The model to show.
  ///   - identity: The part of the model that the controller's items follow.
  ///   - controller: The controller to build when the id first appears; evaluated lazily.
  @inlinable
  package init<ID: Hashable & Sendable, Controller: SectionController, Identity>(
    id: ID,
    model: Controller.Model,
    recognizedBy identity: Identity,
    controller: @escaping @autoclosure @MainActor () -> Controller
  ) {
    self.init(
      id: id, model: model, bits: ModelBits(of: identity).keptByController,
      makingController: controller)
  }
}

/// Sections keyed by their id: the adapter keeps the first section of each id.
enum SectionKeying: ElementKeying {
  static func key(of section: Section) -> SectionID {
    section.id
  }
}

extension Array where Element == Section {
  /// The sections' ids, in order.
  ///
  /// Each id is read in place: `map(\.id)` copies every section first (its model, its closures
  /// and their captures retained, then released), for every section of every update.
  ///
  /// - Complexity: O(*n*) for *n* sections.
  var ids: [SectionID] {
    // Reserved, then appended: `Array(unsafeUninitializedCapacity:)` allocates through
    // unspecialized code that looks the storage's metadata up at each call.
    var ids: [SectionID] = []
    ids.reserveCapacity(count)
    withUnsafeBufferPointer { sections in
      for index in sections.indices {
        ids.append(sections[index].id)
      }
    }
    return ids
  }
}
