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
  public let id: SectionID

  /// The model the section shows now.
  public let model: Any

  /// Builds the section's controller; called only when the id first appears.
  let makeController: @MainActor () -> any SectionController

  /// The controller's type as the section declares it: with the id, the section's identity.
  let controllerType: ObjectIdentifier

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - id: An id that stays the same across updates for as long as the section exists.
  ///   - model: The model to show.
  ///   - controller: The controller to build when the id first appears; evaluated lazily.
  public init<ID: Hashable & Sendable, Controller: SectionController>(
    id: ID,
    model: Controller.Model,
    controller: @escaping @autoclosure @MainActor () -> Controller
  ) {
    self.id = SectionID(id)
    self.model = model
    self.makeController = controller
    self.controllerType = ObjectIdentifier(Controller.self)
  }
}

/// The type-erased, sendable id of a section.
public struct SectionID: Hashable, Sendable, CustomStringConvertible {
  // Only Sendable values are ever wrapped (see `init`), so the box may cross actors.
  private struct Box: @unchecked Sendable, Hashable {
    let base: AnyHashable
  }

  private let box: Box

  /// Wraps an id; a `SectionID` is taken as it is, not wrapped again.
  ///
  /// So `SectionID(SectionID("x")) == SectionID("x")`, and `Section(id:)` accepts either a raw id
  /// or one already wrapped.
  ///
  /// - Parameter id: The id.
  public init<ID: Hashable & Sendable>(_ id: ID) {
    if let wrapped = id as? SectionID {
      self = wrapped
    } else {
      box = Box(base: AnyHashable(id))
    }
  }

  /// The wrapped id.
  public var base: AnyHashable { box.base }

  /// The wrapped id, described.
  public var description: String { String(describing: box.base.base) }
}

extension SectionID: Differentiable {}
