import Foundation
import SectionalCollectionView

/// A section controller that shows its whole model as one item.
///
/// Use it for a section that is one cell, such as a profile header or a banner. A new model
/// reconfigures the cell in place, so it keeps its identity, selection and position (a section
/// that moves too is reconfigured after the move), unless `isEqual` says the model did not
/// change, in which case nothing happens.
/// A reconfigure keeps the cell, so its class cannot follow the model (the view reports
/// ``CollectionViewError/reconfigureIdentifierMismatch(indexPath:shown:requested:)``, as UIKit
/// throws): for that, use ``SingleItemSectionController``, which reloads its item.
///
/// Use it as is, with the default cell that shows `String(describing: model)`, or subclass it to
/// dequeue and configure your own cell and to adopt capability protocols:
///
/// ```swift
/// struct Profile: Equatable { var name: String }
///
/// final class ProfileCell: CollectionViewCell {
///   var profile: Profile? { didSet { text = profile?.name ?? "" } }
/// }
///
/// final class ProfileHeader: SingleModelSectionController<Profile>, SelectionHandling {
///   override func cellForItem(
///     at indexPath: SectionIndexPath, in context: any CollectionViewContext
///   ) -> CollectionViewCell {
///     let cell = context.dequeueReusableCell(ProfileCell.self, for: indexPath)
///     cell.profile = model
///     return cell
///   }
///
///   func didSelectItem(at indexPath: SectionIndexPath) {
///     print("Show \(model?.name ?? "")'s profile")
///   }
/// }
/// ```
@MainActor
open class SingleModelSectionController<Model>: SectionController, ModelDerivedItems {
  /// What the controller may ask of the collection view, held weakly.
  public weak var context: (any CollectionViewContext)?

  private let committed = CommittedItems<Model, Model>()
  private let isEqual: ((Model, Model) -> Bool)?

  /// Creates a controller that reconfigures its cell only when the model changed.
  ///
  /// An `Equatable` model is compared with `==`, so an equal model changes nothing; any other
  /// model counts as a change every time. A subclass calls it as `super.init()`, whatever its
  /// model type.
  public init() {
    self.isEqual = dynamicEquality(of: Model.self)
  }

  /// Creates a controller that compares models with a closure.
  ///
  /// - Parameter isEqual: Returns whether two models look the same, so that the cell need not be
  ///   reconfigured; `nil` counts every new model as a change.
  public init(isEqual: ((Model, Model) -> Bool)?) {
    self.isEqual = isEqual
  }

  /// The committed model, or `nil` before the first update is committed.
  public var model: Model? { committed.model }

  /// The number of items: 1 once a model is committed, 0 before.
  ///
  /// A subclass may show a fixed number of cells per model instead; a change then reconfigures
  /// every one of them, so the number must not depend on the model.
  open var numberOfItems: Int { committed.count }

  /// Whether the items are a function of the model alone (``ModelDerivedItems``): `true` for a
  /// controller of this class, whose one item is the model; `false` for a subclass, which may
  /// override ``numberOfItems``, unless it overrides this property too.
  open var derivesItemsFromModelAlone: Bool {
    ObjectIdentifier(type(of: self)) == ObjectIdentifier(SingleModelSectionController.self)
  }

  /// Prepares the change to a new model: reconfigures the cells unless the models are equal.
  ///
  /// - Parameter model: The new model.
  /// - Returns: No changes for the first model or an equal one, `reconfigures` of every cell
  ///   otherwise, with a commit that stores the model.
  public func update(to model: Model) -> SectionUpdate {
    let cellCount = numberOfItems
    return committed.update(to: model, items: [model]) { old, new in
      if let isEqual, isEqual(old[0], new[0]) { return .none }
      return ItemChanges(reconfigures: IndexSet(integersIn: 0..<cellCount))
    }
  }

  /// Returns the cell for an item; the default is a plain cell whose text describes the model.
  ///
  /// Override it to dequeue and configure your own cell from ``model``.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - context: The collection view's services.
  /// - Returns: The cell.
  open func cellForItem(
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionViewCell {
    CommittedItems<Model, Model>.cell(
      describing: committed.items.first.map { $0 as Any } ?? "", at: indexPath, in: context)
  }

  /// Tells the controller that its section is gone for good; the default does nothing.
  open func didRemove() {}

  // MARK: IGListKit's spellings, named by the compiler

  /// IGListKit's `cellForItem(at:)`: Sectional passes a ``SectionIndexPath`` and the context.
  @available(
    *, unavailable, renamed: "cellForItem(at:in:)",
    message: "Sectional passes a SectionIndexPath and the CollectionViewContext"
  )
  open func cellForItem(at index: Int) -> CollectionViewCell {
    fatalError("unavailable")
  }

  /// IGListKit's `didUpdate(to:)`: this controller keeps the typed model it is sent, as
  /// ``model``.
  @available(
    *, unavailable,
    message:
      "a stock controller keeps the typed model it is sent: read model in cellForItem(at:in:)"
  )
  open func didUpdate(to object: Any) {
    fatalError("unavailable")
  }
}
