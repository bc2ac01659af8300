import Foundation

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

  /// Sends the model to a controller: typed to one of the declared type, through a cast to
  /// another's model type (the adapter's stand-in for a controller given to two sections takes
  /// any model); `nil` when the model is not the controller's.
  ///
  /// It is built where the types are known, so the usual model never goes through a cast from
  /// `Any` (a cast of an array costs more than diffing a short one).
  let sendModel: @MainActor (any SectionController) -> SectionUpdate?

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
    self.sendModel = { controller in
      if let typed = controller as? Controller { return typed.update(to: model) }
      return controller.update(toAnyModel: model)
    }
  }
}

/// The type-erased, sendable id of a section.
///
/// Ids are compared often (duplicate filtering, the section diff, each update's commit, the
/// working range), so a `SectionID` keeps its hash, computed once, and keeps `Int`, `String` and
/// `UUID` ids unboxed: two ids with different hashes are unequal at once, and common ids compare
/// without `AnyHashable`. Equality and hashing are `AnyHashable`'s, so `SectionID(1)` equals
/// `SectionID(1 as Int8)` as `AnyHashable(1) == AnyHashable(1 as Int8)`.
public struct SectionID: Hashable, Sendable, CustomStringConvertible {
  /// The id, unboxed when its type is common.
  ///
  /// Only Sendable values are ever wrapped (see `init`), so the box may cross actors.
  private enum Storage: @unchecked Sendable {
    case int(Int)
    case string(String)
    case uuid(UUID)
    case other(AnyHashable)
  }

  private let storage: Storage

  /// `AnyHashable`'s hash of the id, computed once.
  private let hash: Int

  /// Wraps an id; a `SectionID` is taken as it is, not wrapped again.
  ///
  /// So `SectionID(SectionID("x")) == SectionID("x")`, and `Section(id:)` accepts either a raw id
  /// or one already wrapped.
  ///
  /// - Parameter id: The id.
  public init<ID: Hashable & Sendable>(_ id: ID) {
    if let wrapped = id as? SectionID {
      self = wrapped
      return
    }
    switch id {
    case let value as Int: storage = .int(value)
    case let value as String: storage = .string(value)
    case let value as UUID: storage = .uuid(value)
    default: storage = .other(AnyHashable(id))
    }
    hash = AnyHashable(id).hashValue
  }

  /// The wrapped id.
  public var base: AnyHashable {
    switch storage {
    case .int(let value): AnyHashable(value)
    case .string(let value): AnyHashable(value)
    case .uuid(let value): AnyHashable(value)
    case .other(let value): value
    }
  }

  /// The wrapped id, described.
  public var description: String {
    switch storage {
    case .int(let value): String(describing: value)
    case .string(let value): value
    case .uuid(let value): String(describing: value)
    case .other(let value): String(describing: value.base)
    }
  }

  /// Whether two ids are equal, as their `AnyHashable`s are.
  ///
  /// - Complexity: O(1) for ids of different hashes and for `Int` and `UUID` ids.
  public static func == (lhs: SectionID, rhs: SectionID) -> Bool {
    guard lhs.hash == rhs.hash else { return false }
    // One storage at a time: a switch over the pair copies both into a tuple first.
    switch lhs.storage {
    case .int(let left):
      if case .int(let right) = rhs.storage { return left == right }
    case .string(let left):
      if case .string(let right) = rhs.storage { return left == right }
    case .uuid(let left):
      if case .uuid(let right) = rhs.storage { return left == right }
    case .other:
      break
    }
    return lhs.base == rhs.base
  }

  /// Hashes the id's hash, computed once.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

extension SectionID: Differentiable {}
