import SectionalLayout

/// A section as the adapter holds it: its id, its controller and the context the controller
/// talks to.
@MainActor
final class SectionEntry {
  let id: SectionID
  let controller: any SectionController
  let context: SectionContext

  /// The controller type the section declared (``Section/controllerType``), which a later
  /// section with the same id must declare too to keep this controller.
  let declaredControllerType: ObjectIdentifier

  /// The controller as a layout provider, cast once.
  let layoutProvider: (any SectionLayoutProviding)?

  /// The controller as a stamper of its description, cast once.
  let layoutStamper: (any SectionLayoutStamping)?

  /// The controller as a sizer of its items, cast once.
  let itemSizer: (any ItemSizing)?

  /// The controller as a sizer of its headers and footers, cast once.
  let supplementaryViewSizer: (any SupplementaryViewSizing)?

  /// The capabilities the controller's type adopts, among those the table knows.
  let adopted: CapabilityTable.Adopted

  /// The controller as a handler of display events, when its type is one.
  var displayHandler: (any DisplayHandling)? {
    adopted.contains(.displayHandling) ? controller as? any DisplayHandling : nil
  }

  /// The controller as a handler of its working range, when its type is one.
  var workingRangeHandler: (any WorkingRangeHandling)? {
    adopted.contains(.workingRangeHandling) ? controller as? any WorkingRangeHandling : nil
  }

  /// The controller as a handler of scroll events, when its type is one.
  var scrollHandler: (any ScrollHandling)? {
    adopted.contains(.scrollHandling) ? controller as? any ScrollHandling : nil
  }

  /// Whether the controller keeps ``ModelDerivedItems``: its items change only in commits and
  /// follow the model it was last sent, so the adapter neither compares its count with the
  /// view's before a batch nor sends it that model again.
  let derivesItemsFromModel: Bool

  /// The bits of the model the controller was last sent, while its items still follow it (see
  /// ``Section/modelBits``); ``ModelBits/none`` once its items changed through its context.
  ///
  /// Unchecked for exclusive access: read by the plan and written at the commit, each access
  /// done with no call made while it lasts; a checked write is two runtime calls a section.
  @exclusivity(unchecked) var sentModelBits = ModelBits.none

  /// The model the controller was last sent, kept alive while ``sentModelBits`` describe it, so
  /// that no other value can take its storage and its bits; `nil` where the controller keeps it
  /// alive itself (``ModelBits/keptByController``).
  ///
  /// Unchecked for exclusive access, as ``sentModelBits``.
  @exclusivity(unchecked) var sentModel: Any?

  /// The kinds of supplementary view the layout placed but the controller did not provide,
  /// already reported: the view asks again at every layout pass, the diagnostic comes once.
  var missingElementKinds: Set<ElementKind> = []

  /// The description and layout types of the last description the layout could not read,
  /// already reported: the layout reads the section at every pass, the diagnostic comes once.
  var reportedUnreadableLayout: [ObjectIdentifier]?

  /// Counts the commits that may have changed the controller's items, so that item changes
  /// computed before one of them can be told apart from current ones.
  var itemGeneration = 0

  init(
    id: SectionID, controller: any SectionController, declaredControllerType: ObjectIdentifier,
    adapter: CollectionViewAdapter
  ) {
    self.id = id
    self.controller = controller
    self.declaredControllerType = declaredControllerType
    self.context = SectionContext(sectionID: id, adapter: adapter)
    let adopted = CapabilityTable.adopted(by: controller)
    self.adopted = adopted
    self.layoutProvider =
      adopted.contains(.layoutProviding) ? controller as? any SectionLayoutProviding : nil
    self.layoutStamper =
      adopted.contains(.layoutStamping) ? controller as? any SectionLayoutStamping : nil
    self.itemSizer = adopted.contains(.itemSizing) ? controller as? any ItemSizing : nil
    self.supplementaryViewSizer =
      adopted.contains(.supplementaryViewSizing)
      ? controller as? any SupplementaryViewSizing : nil
    self.derivesItemsFromModel =
      adopted.contains(.modelDerivedItems)
      && (controller as? any ModelDerivedItems)?.derivesItemsFromModelAlone == true
    controller.context = context
    context.entry = self
  }

  // Clears the context's reference to this entry, which is not weak (see `SectionContext.entry`):
  // a controller may keep its context, and a change asked through it later finds no entry.
  isolated deinit {
    context.entry = nil
  }

  /// The controller's type, for diagnostics.
  var controllerType: String {
    String(describing: type(of: controller))
  }
}
