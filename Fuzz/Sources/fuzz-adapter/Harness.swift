import Foundation
import FuzzInput
import Sectional

/// The controller events an action can be armed on: the action runs inside the callback, as an
/// app's code would.
enum Event: CaseIterable {
  case select, willDisplay, drop, move, scroll, enterWorkingRange
}

/// What an armed action does when its event comes.
enum ActionKind: CaseIterable {
  case update, contextChange, reloadSections, scrollToSection, setWorkingRangeSize, scrollView
  case select
}

/// An action waiting for its event, with the bytes it will read its details from.
struct ArmedAction {
  var kind: ActionKind
  var input: FuzzInput
}

/// Whether to print every step as it runs (`SECTIONAL_FUZZ_TRACE=1`), to turn a crashing input
/// into a test.
let isTracing = ProcessInfo.processInfo.environment["SECTIONAL_FUZZ_TRACE"] == "1"

/// Prints a line of the trace.
func trace(_ line: @autoclosure () -> String) {
  if isTracing { FileHandle.standardError.write(Data((line() + "\n").utf8)) }
}

/// Drives an adapter and a strict headless view with steps read from the fuzzer's bytes, keeps the
/// screen it expects, and checks after every step that the view shows exactly that screen and
/// that every diagnostic was expected.
@MainActor
final class Harness {
  let view: HeadlessCollectionView
  let layout: FlowLayout
  let adapter: CollectionViewAdapter
  /// The screen the fuzzer expects: the sections of the latest update, with the changes made
  /// since through contexts and interactive moves.
  private(set) var model: [ModelSection] = []

  // The current step's expectations.
  private var stepName = ""
  private var allowed: Set<Diagnostic.Kind> = []
  private var required: Set<Diagnostic.Kind> = []
  private var allowsInvalidIndexPath = false
  /// Whether the step set a content offset that is not finite, which the view reports.
  private var allowsNonFiniteOffset = false
  private var updateRequests = 0
  private var diagnostics: [Diagnostic] = []
  private var errorCount = 0
  private var stepCount = 0

  // The books the controllers' events keep.
  private var displayedBy: [ObjectIdentifier: ObjectIdentifier] = [:]
  private var inWorkingRange: Set<ObjectIdentifier> = []
  private var requestedCompletions: [Int] = []
  private var calledCompletions: [Int] = []
  /// How many times each completion of `reloadSections(withIDs:)` ran.
  private var unorderedCompletions: [Int: Int] = [:]
  private var nextCompletion = 0
  private var emptyState = true
  private var armed: [Event: ArmedAction] = [:]
  private var session: DragSession?
  private var sessionIsStale = false
  private var movement: (source: IndexPath, target: IndexPath, isStale: Bool)?
  /// Whether `movement` is known: an update applied with a reload cancels the view's movement.
  private var isMovementKnown = true
  /// The ids that were ever shown empty for a shared controller.
  private var placeholderIDs: Set<Int> = []
  /// Whether the layout's own settings hold a value it counts as zero (a negative line
  /// spacing), which it reports as a layout diagnostic.
  private var layoutHasUnusableSettings = false

  init(_ input: inout FuzzInput) {
    layout = FlowLayout()
    layout.itemSize = CGSize(
      width: input.pick([100, 50, 30] as [CGFloat]), height: input.pick([10, 20, 1] as [CGFloat]))
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    view = HeadlessCollectionView(size: CGSize(width: 100, height: 150), layout: layout)
    view.strictness = .strict
    view.errorPolicy = .report
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] in
      trace("  diagnostic: \($0)")
      diagnostics.append($0)
    }
    adapter.emptyStateHandler = { [unowned self] in emptyState = $0 }
  }

  // MARK: Running

  /// Runs steps until the input ends (at most 64), checking after each.
  func run(_ input: inout FuzzInput) {
    while !input.isAtEnd && stepCount < 64 {
      stepCount += 1
      beginStep()
      step(&input)
      endStep()
    }
  }

  private func beginStep() {
    allowed = []
    required = []
    allowsInvalidIndexPath = false
    allowsNonFiniteOffset = false
    updateRequests = 0
    diagnostics = []
    errorCount = view.errors.count
  }

  /// One step, chosen by the next byte.
  private func step(_ input: inout FuzzInput) {
    switch input.int(below: 32) {
    case 0...7: update(&input)
    case 8: updateWithDuplicateIDs(&input)
    case 9, 10: contextChange(&input)
    case 11: setContentOffset(&input)
    case 12: scrollByDragging(&input)
    case 13: scrollToSection(&input)
    case 14, 15: tap(&input)
    case 16: drag(&input)
    case 17: interactiveMovement(&input)
    case 18: resize(&input)
    case 19: setWorkingRangeSize(&input)
    case 20: setReloadThreshold(&input)
    case 21, 22: arm(&input)
    case 23: reloadSections(&input)
    case 24: contextSelection(&input)
    case 25: selectionSettings(&input)
    case 26: prefetchSettings(&input)
    case 27: contextMenu(&input)
    case 28: layoutSettings(&input)
    case 29:
      stepName = "view.reloadData()"
      trace(stepName)
      view.reloadData()
      // A reload cancels an interactive movement.
      movement = nil
      isMovementKnown = true
    default: update(&input)
    }
  }

  // MARK: Updates

  /// Shows a new screen: sections inserted, deleted, moved, emptied, switched to or from the liar
  /// (a model type change), a shared controller; items inserted, deleted, moved and changed.
  private func update(_ input: inout FuzzInput) {
    stepName = "update"
    var screen = model
    var sharedPair: (first: Int, second: Int)?
    for _ in 0..<input.int(below: 4) {
      switch input.int(below: 6) {
      case 0 where screen.count < 12, 1 where screen.count < 12:
        let section = newSection(&input, excluding: screen)
        screen.insert(section, at: input.int(below: 256) % (screen.count + 1))
      case 2 where !screen.isEmpty:
        screen.remove(at: input.int(below: 256) % screen.count)
      case 3 where !screen.isEmpty:
        let moved = screen.remove(at: input.int(below: 256) % screen.count)
        screen.insert(moved, at: input.int(below: 256) % (screen.count + 1))
      case 4 where !screen.isEmpty:
        let index = input.int(below: 256) % screen.count
        if screen[index].kind != .placeholder { screen[index].items = [] }
      case 5 where !screen.isEmpty:
        // A model of another type: the controller is rebuilt.
        let index = input.int(below: 256) % screen.count
        switch screen[index].kind {
        case .placeholder: break
        case .liar:
          // Back to the kind it had, if it was toggled in this update: another kind of the
          // same model type would keep the old controller.
          let id = screen[index].id
          let previous = model.first { $0.id == id }?.kind
          screen[index].kind =
            previous.flatMap { $0 == .liar ? nil : $0 }
            ?? input.pick([.diffing, .keyed, .list, .singleItem, .singleModel])
        default:
          screen[index].kind = .liar
        }
      default:
        break
      }
    }
    if screen.count < 11 && input.int(below: 8) == 7 {
      // One controller instance for two new sections: the second is shown empty.
      var first = newSection(&input, excluding: screen)
      first.kind = .list
      let firstIndex = input.int(below: 256) % (screen.count + 1)
      screen.insert(first, at: firstIndex)
      var second = newSection(&input, excluding: screen)
      second.kind = .placeholder
      second.items = []
      // After the first, which builds the shared controller.
      screen.insert(
        second, at: firstIndex + 1 + input.int(below: 256) % (screen.count - firstIndex))
      sharedPair = (first.id, second.id)
    }
    for _ in 0..<input.int(below: 4) where !screen.isEmpty {
      let index = input.int(below: 256) % screen.count
      if screen[index].kind != .placeholder {
        screen[index].items = mutated(screen[index].items, &input)
      }
    }
    for index in screen.indices where screen[index].kind == .liar {
      screen[index].lie = input.pick(Lie.allCases)
    }
    show(screen, sharedPair: sharedPair)
  }

  /// A screen with a section whose id repeats an earlier one: the adapter keeps the first.
  private func updateWithDuplicateIDs(_ input: inout FuzzInput) {
    stepName = "update with a duplicate id"
    guard !model.isEmpty else { return update(&input) }
    var duplicate = model[input.int(below: 256) % model.count]
    duplicate.kind = input.pick(Kind.buildable)
    duplicate.items = randomItems(&input)
    let position = input.int(below: 256) % (model.count + 1)
    show(
      model, duplicate: (duplicate, max(position, 1 + model.firstIndex { $0.id == duplicate.id }!)))
  }

  /// Asks the adapter to show `screen`, and sets the expectations that follow from it.
  private func show(
    _ screen: [ModelSection],
    sharedPair: (first: Int, second: Int)? = nil,
    duplicate: (section: ModelSection, position: Int)? = nil
  ) {
    let oldIDs = model.map(\.id)
    let oldKinds = Dictionary(uniqueKeysWithValues: model.map { ($0.id, $0.kind) })
    let newIDs = screen.map(\.id)
    let movedIDs = Set(ListDiff(from: oldIDs, to: newIDs).moves.map { oldIDs[$0.from] })
    for section in screen {
      guard let oldKind = oldKinds[section.id] else { continue }
      // A liar replacing a list, or the other way round, is a controller of another type under
      // the same id: another section, replaced quietly.
      if (oldKind == .liar) != (section.kind == .liar) {
        continue
      } else if oldKind == .liar && section.lie != .truth {
        expect(.itemCountMismatch, required: !movedIDs.contains(section.id))
      }
    }

    var sections: [Section] = []
    if let sharedPair {
      // One list controller for both; the first section of the pair (in screen order) gets it.
      let shared = FuzzList(harness: self, sectionID: sharedPair.first)
      for model in screen {
        sections.append(
          model.id == sharedPair.first || model.id == sharedPair.second
            ? Section(id: model.id, model: model.items, controller: shared)
            : section(for: model))
      }
    } else {
      sections = screen.map(section(for:))
    }
    if sharedPair != nil { expect(.controllerShared) }
    if let duplicate {
      sections.insert(section(for: duplicate.section), at: min(duplicate.position, sections.count))
      expect(.duplicateSectionID)
    }
    trace(
      "\(stepName): adapter.update(\(screen)\(duplicate.map { ", duplicate \($0)" } ?? ""))"
        + (sharedPair.map { ", sections \($0.first) and \($0.second) share a controller" } ?? ""))
    model = screen
    placeholderIDs.formUnion(screen.filter { $0.kind == .placeholder }.map(\.id))
    request { completion in adapter.update(sections, completion: completion) }
  }

  /// Records a request that ends with a completion, which must run once; the completions of
  /// updates (`ordered`) run in the order they were asked for.
  private func request(ordered: Bool = true, _ body: (@escaping (Bool) -> Void) -> Void) {
    updateRequests += 1
    markDataChanged()
    let number = nextCompletion
    nextCompletion += 1
    if ordered {
      requestedCompletions.append(number)
    } else {
      unorderedCompletions[number] = 0
    }
    body { [unowned self] applied in
      if ordered {
        calledCompletions.append(number)
      } else {
        unorderedCompletions[number, default: 0] += 1
      }
      // Not applied as a batch: perhaps with a reload, which cancels an interactive movement.
      if !applied { isMovementKnown = false }
    }
  }

  /// Data changed: a drag or interactive movement begun before names stale index paths.
  private func markDataChanged() {
    sessionIsStale = true
    movement?.isStale = true
    if movement != nil {
      // The view carries a movement with its item, and ends it if the item was deleted or
      // reloaded, which the model does not track: whether it goes on is unknown until it ends.
      isMovementKnown = false
    }
  }

  private func newSection(_ input: inout FuzzInput, excluding screen: [ModelSection])
    -> ModelSection
  {
    // Not an id of the screen before this update either: an id that survives keeps its
    // controller, whatever kind the new section asks for.
    let taken = Set(screen.map(\.id)).union(model.map(\.id))
    var id = input.int(below: 32)
    while taken.contains(id) { id = (id + 1) % 32 }
    return ModelSection(id: id, kind: input.pick(Kind.buildable), items: randomItems(&input))
  }

  private func randomItems(_ input: inout FuzzInput) -> [Item] {
    (0..<input.int(below: 9)).map { _ in Item(id: input.int(below: 6), content: input.int(below: 3))
    }
  }

  /// Items with one to three edits: inserts (often of an id already there), deletes, moves and
  /// content changes.
  private func mutated(_ items: [Item], _ input: inout FuzzInput) -> [Item] {
    var items = items
    for _ in 0...input.int(below: 3) {
      switch input.int(below: 4) {
      case 0 where items.count < 12:
        let item = Item(id: input.int(below: 6), content: input.int(below: 3))
        items.insert(item, at: input.int(below: 256) % (items.count + 1))
      case 1 where !items.isEmpty:
        items.remove(at: input.int(below: 256) % items.count)
      case 2 where !items.isEmpty:
        let moved = items.remove(at: input.int(below: 256) % items.count)
        items.insert(moved, at: input.int(below: 256) % (items.count + 1))
      case 3 where !items.isEmpty:
        items[input.int(below: 256) % items.count].content = input.int(below: 3)
      default:
        break
      }
    }
    return items
  }

  /// The section that shows a model section, with the controller to build if its id is new.
  private func section(for model: ModelSection) -> Section {
    let id = model.id
    let items = model.items
    return switch model.kind {
    case .diffing:
      Section(id: id, model: items, controller: FuzzDiffing(harness: self, sectionID: id))
    case .backgroundDiffing:
      Section(id: id, model: items, controller: FuzzBackgroundDiffing(harness: self, sectionID: id))
    case .keyed: Section(id: id, model: items, controller: FuzzKeyed(harness: self, sectionID: id))
    case .list:
      Section(id: id, model: items, controller: FuzzList(harness: self, sectionID: id))
    case .placeholder:
      Section(
        id: id, model: items,
        controller: FuzzList(harness: self, sectionID: id, isPlaceholder: true))
    case .singleItem:
      Section(id: id, model: items, controller: FuzzSingleItem(harness: self, sectionID: id))
    case .singleModel:
      Section(id: id, model: items, controller: FuzzSingleModel(harness: self, sectionID: id))
    case .liar:
      Section(
        id: id, model: LiarModel(items: items, lie: model.lie),
        controller: FuzzLiar(harness: self, sectionID: id))
    }
  }

  // MARK: Context changes

  /// A section's controller changes its own items through its context.
  private func contextChange(_ input: inout FuzzInput) {
    stepName = "context change"
    guard !model.isEmpty else { return }
    let index = input.int(below: 256) % model.count
    guard model[index].kind != .placeholder,
      let controller = adapter.sectionController(forSectionID: model[index].id),
      let context = controller.context
    else { return }
    let items = mutated(model[index].items, &input)
    trace("context change of section \(model[index].id): \(items)")
    markDataChanged()
    // Asked from a callback while an update that gives the section a controller of another type
    // waits in the queue, the change comes from the controller that update replaces: it is
    // applied after the update, and ignored with a diagnostic, so the model keeps its items
    // (found by a CI run on 2026-11-26; the same input fails before that session's changes).
    if (controller is FuzzLiar) != (model[index].kind == .liar) {
      trace("  its controller is replaced by a queued update: the change is ignored")
      allow(.sectionRemoved)
      if let liar = controller as? FuzzLiar {
        context.apply(
          ItemChanges(ListDiff(from: liar.items, to: items)), commit: { liar.setItems(items) },
          completion: nil)
      } else {
        fuzzCheck(applyItems(items, to: controller), "section \(model[index].id) is not a list")
      }
      return
    }
    // The model first: applying runs callbacks, whose actions may change the model further.
    model[index].items = items
    if let liar = controller as? FuzzLiar {
      let lie = input.pick(Lie.allCases)
      if lie != .truth { expect(.itemCountMismatch) }
      let truth = ItemChanges(ListDiff(from: liar.items, to: items))
      context.apply(
        truth.telling(lie, oldCount: liar.items.count, newCount: items.count),
        commit: { liar.setItems(items) }, completion: nil)
    } else {
      fuzzCheck(applyItems(items, to: controller), "section \(model[index].id) is not a list")
    }
  }

  /// Applies new items to a stock controller through its context, as its documentation shows.
  private func applyItems<Controller: SectionController>(
    _ items: [Item], to controller: Controller
  ) -> Bool {
    guard let model = items as? Controller.Model, let context = controller.context else {
      return false
    }
    context.apply { controller.update(to: model) }
    return true
  }

  // MARK: Checks inside callbacks

  /// Checks that an event names an item the controller has, in the section it is shown in.
  func checkIndexPath(
    _ indexPath: SectionIndexPath, of controller: any SectionController, in event: String
  ) {
    let item = indexPath.indexInSectionController
    fuzzCheck(
      item >= 0 && item < controller.numberOfItems,
      "\(event) got item \(item) of a controller with \(controller.numberOfItems) items "
        + "(step \(stepCount), \(stepName))")
    fuzzCheck(
      controller.context?.sectionIndex == indexPath.sectionIndex,
      "\(event) got section \(indexPath.sectionIndex) for a controller shown in section "
        + "\(String(describing: controller.context?.sectionIndex)) (step \(stepCount), \(stepName))"
    )
  }

  func willDisplay(
    _ cell: CollectionViewCell, at indexPath: SectionIndexPath, by controller: any FuzzControlled
  ) {
    checkIndexPath(indexPath, of: controller, in: "willDisplay")
    let previous = displayedBy.updateValue(
      ObjectIdentifier(controller), forKey: ObjectIdentifier(cell))
    fuzzCheck(previous == nil, "a cell was displayed twice without ending (step \(stepCount))")
    fire(.willDisplay)
  }

  func didEndDisplaying(_ cell: CollectionViewCell, by controller: any FuzzControlled) {
    let displayer = displayedBy.removeValue(forKey: ObjectIdentifier(cell))
    fuzzCheck(
      displayer == ObjectIdentifier(controller),
      "a cell ended display at a controller that did not display it (step \(stepCount), "
        + "\(stepName))")
  }

  func workingRange(of controller: any FuzzControlled, entered: Bool) {
    let identifier = ObjectIdentifier(controller)
    if entered {
      fuzzCheck(
        inWorkingRange.insert(identifier).inserted,
        "section \(controller.sectionID) entered the working range twice (step \(stepCount))")
      fire(.enterWorkingRange)
    } else {
      fuzzCheck(
        inWorkingRange.remove(identifier) != nil,
        "section \(controller.sectionID) exited a working range it was not in (step "
          + "\(stepCount))")
    }
  }

  /// An interactive move reached a controller: checks it, applies it to the model, and returns
  /// the controller's moved items.
  func moveItem(
    _ items: [Item], from source: SectionIndexPath, to destination: SectionIndexPath,
    by controller: any FuzzControlled
  ) -> [Item]? {
    checkIndexPath(source, of: controller, in: "moveItem (source)")
    checkIndexPath(destination, of: controller, in: "moveItem (destination)")
    guard let index = model.firstIndex(where: { $0.id == controller.sectionID }) else {
      fuzzFailure("a move reached section \(controller.sectionID), which is not shown")
    }
    fuzzCheck(
      model[index].items == items,
      "section \(controller.sectionID) holds \(items), the model \(model[index].items)")
    var moved = items
    moved.insert(
      moved.remove(at: source.indexInSectionController), at: destination.indexInSectionController)
    model[index].items = moved
    markDataChanged()
    fire(.move)
    return moved
  }

  // MARK: Armed actions

  /// Arms an action on an event; it runs inside the next such callback.
  private func arm(_ input: inout FuzzInput) {
    let event = input.pick(Event.allCases)
    let kind = input.pick(ActionKind.allCases)
    stepName = "arm \(kind) on \(event)"
    trace(stepName)
    armed[event] = ArmedAction(kind: kind, input: FuzzInput((0..<24).map { _ in input.byte() }))
  }

  /// Runs the action armed on an event, once.
  func fire(_ event: Event) {
    guard var action = armed.removeValue(forKey: event) else { return }
    trace("  in \(event): \(action.kind)")
    let outerName = stepName
    stepName = "\(outerName), then \(action.kind) in \(event)"
    switch action.kind {
    case .update: update(&action.input)
    case .contextChange: contextChange(&action.input)
    case .reloadSections: reloadSections(&action.input)
    case .scrollToSection: scrollToSection(&action.input)
    case .setWorkingRangeSize: setWorkingRangeSize(&action.input)
    case .scrollView: setContentOffset(&action.input)
    case .select: contextSelection(&action.input)
    }
    stepName = outerName
  }

  // MARK: Scrolling

  private static let offsets: [CGFloat] = [
    0, 5, 10, 95, 150, 400, -10, -1e9, 1e9, 1e300, -1e300, .greatestFiniteMagnitude,
    .infinity, -.infinity, .nan,
  ]

  private func setContentOffset(_ input: inout FuzzInput) {
    let y: CGFloat
    if input.bool() {
      y = input.pick(Self.offsets)
    } else {
      y = (max(0, view.contentSize.height - view.bounds.height) * CGFloat(input.byte()) / 255)
        .rounded()
    }
    let x = input.pick([0, 0, 0, 5, -5, 1e9] as [CGFloat])
    stepName = "view.contentOffset = (\(x), \(y))"
    trace(stepName)
    if !y.isFinite {
      // Reported (UIKit raises), and kept at the content's start.
      allowsNonFiniteOffset = true
      expect(.collectionViewError)
    }
    view.contentOffset = CGPoint(x: x, y: y)
  }

  private func scrollByDragging(_ input: inout FuzzInput) {
    let distance = input.pick([10, -10, 100, -100, 1e9, -1e9, 0.5] as [CGFloat])
    let steps = input.pick([1, 2, 5, 0, -3])
    stepName = "view.scroll(by: \(distance), steps: \(steps))"
    trace(stepName)
    view.scroll(by: distance, steps: steps)
  }

  /// `adapter.scroll(toSectionID:item:at:)`, to an item that exists or not.
  private func scrollToSection(_ input: inout FuzzInput) {
    let id = input.int(below: 34)
    let item = input.bool() ? input.int(below: 14) : input.pick(hostileIntegers)
    let position = input.pick([ScrollPosition.top, .centeredVertically, .bottom, []])
    let shown = model.first { $0.id == id }
    let exists = shown.map { item >= 0 && item < $0.texts.count } ?? false
    stepName = "adapter.scroll(toSectionID: \(id), item: \(item), at: \(position.rawValue))"
    trace(stepName)
    // An empty section is scrolled to by its header or footer when the layout places one.
    let isEmptySection = shown.map { $0.texts.isEmpty && item == 0 } ?? false
    // While updates asked for are still being applied (this step runs in a callback of one),
    // the adapter may show an earlier screen than `model`, the last one asked for.
    let showsModel = calledCompletions.count == requestedCompletions.count
    if isEmptySection || !showsModel {
      allow(.staleIndexPath)
    } else if !exists {
      expect(.staleIndexPath)
    }
    let scrolled = adapter.scroll(toSectionID: id, item: item, at: position, animated: false)
    fuzzCheck(
      isEmptySection || !showsModel || scrolled == exists, "\(stepName) returned \(scrolled)")
  }

  // MARK: User actions

  /// An index path: usually a shown item, otherwise any, including malformed ones.
  private func indexPath(_ input: inout FuzzInput) -> IndexPath {
    let visible = view.indexPathsForVisibleItems
    switch input.int(below: 8) {
    case 0...3 where !visible.isEmpty:
      return visible[input.int(below: 256) % visible.count]
    case 4: return IndexPath(item: input.pick(hostileIntegers), section: input.int(below: 3))
    case 5: return IndexPath(item: input.int(below: 3), section: input.pick(hostileIntegers))
    case 6: return input.bool() ? IndexPath(index: 0) : IndexPath(indexes: [0, 0, 0])
    default: return IndexPath(item: input.int(below: 14), section: input.int(below: 13))
    }
  }

  /// Whether an index path names an item of the model.
  private func exists(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && model.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < model[indexPath.section].texts.count
  }

  /// A point of the content: the middle of an item, or anywhere.
  private func point(_ input: inout FuzzInput) -> CGPoint {
    let indexPath = indexPath(&input)
    if input.bool(), let frame = view.layoutAttributesForItem(at: indexPath)?.frame {
      return CGPoint(x: frame.midX, y: frame.midY)
    }
    return CGPoint(
      x: input.pick([5, 50, 99, -1, 1e9] as [CGFloat]),
      y: input.pick([0, 5, 15, 25, 105, 1000, -5, 1e12] as [CGFloat]))
  }

  private func tap(_ input: inout FuzzInput) {
    let indexPath = indexPath(&input)
    stepName = "view.tapItem(at: \(indexPath))"
    trace(stepName)
    expectInvalidIndexPathUnless(exists(indexPath))
    view.tapItem(at: indexPath)
  }

  private func contextMenu(_ input: inout FuzzInput) {
    let indexPath = indexPath(&input)
    stepName = "view.contextMenuConfiguration(forItemAt: \(indexPath))"
    trace(stepName)
    let exists = exists(indexPath)
    expectInvalidIndexPathUnless(exists)
    let configuration = view.contextMenuConfiguration(forItemAt: indexPath)
    if exists, model[indexPath.section].kind != .placeholder {
      fuzzCheck(
        configuration?.identifier == "\(model[indexPath.section].id)",
        "\(stepName) gave \(String(describing: configuration))")
    }
  }

  /// A drag session: begun, grown, moved, dropped or ended, across steps.
  private func drag(_ input: inout FuzzInput) {
    if sessionIsStale { allow(.staleIndexPath) }
    switch input.int(below: 6) {
    case 0, 5:
      if let session { view.endDrag(session) }
      let indexPath = indexPath(&input)
      stepName = "session = view.beginDrag(at: \(indexPath))"
      trace(stepName)
      expectInvalidIndexPathUnless(exists(indexPath))
      session = view.beginDrag(at: indexPath)
      sessionIsStale = false
      let expectsSession = exists(indexPath) && model[indexPath.section].kind != .placeholder
      fuzzCheck(
        (session != nil) == expectsSession, "\(stepName) gave \(String(describing: session))")
    case 1:
      guard let session else { return }
      let indexPath = indexPath(&input)
      stepName = "view.addItem(at: \(indexPath), to: session)"
      trace(stepName)
      // An item that does not exist is reported, as for beginDrag.
      expectInvalidIndexPathUnless(exists(indexPath))
      view.addItem(at: indexPath, to: session)
    case 2:
      guard let session else { return }
      let point = point(&input)
      stepName = "view.moveDrag(session, to: \(point))"
      trace(stepName)
      view.moveDrag(session, to: point)
    case 3:
      guard let session else { return }
      let point = point(&input)
      stepName = "view.drop(session, at: \(point))"
      trace(stepName)
      // The drop's own action may change the data before the session ends.
      allow(.staleIndexPath)
      view.drop(session, at: point)
      self.session = nil
    default:
      guard let session else { return }
      stepName = "view.endDrag(session)"
      trace(stepName)
      view.endDrag(session)
      self.session = nil
    }
  }

  /// An interactive movement: begun, retargeted, ended or cancelled, across steps.
  private func interactiveMovement(_ input: inout FuzzInput) {
    switch input.int(below: 5) {
    case 0:
      let indexPath = indexPath(&input)
      stepName = "view.beginInteractiveMovementForItem(at: \(indexPath))"
      trace(stepName)
      let expected = movement == nil && exists(indexPath) && model[indexPath.section].kind.isMovable
      let began = view.beginInteractiveMovementForItem(at: indexPath)
      if isMovementKnown {
        fuzzCheck(began == expected, "\(stepName) returned \(began)")
      } else if began {
        isMovementKnown = true
      }
      if began { movement = (indexPath, indexPath, false) }
    case 1, 2:
      let point = point(&input)
      stepName = "view.updateInteractiveMovementTargetPosition(\(point))"
      trace(stepName)
      // A movement begun before the data changed follows its item in the view; the model does not
      // track where, so it only allows what a retarget may report.
      if !isMovementKnown || movement?.isStale == true { allow(.crossSectionMove) }
      if isMovementKnown, var current = movement, !current.isStale,
        let proposed = view.indexPathForItem(at: point)
      {
        if proposed.section != current.source.section {
          expect(.crossSectionMove)
          current.target = current.source
        } else {
          current.target = proposed
        }
        movement = current
      }
      view.updateInteractiveMovementTargetPosition(point)
    case 3:
      stepName = "view.endInteractiveMovement()"
      trace(stepName)
      if movement?.isStale == true || !isMovementKnown {
        allow(.staleIndexPath)
      }
      movement = nil
      isMovementKnown = true
      view.endInteractiveMovement()
    default:
      stepName = "view.cancelInteractiveMovement()"
      trace(stepName)
      movement = nil
      isMovementKnown = true
      view.cancelInteractiveMovement()
    }
  }

  /// A controller selects, deselects or scrolls to one of its items through its context.
  private func contextSelection(_ input: inout FuzzInput) {
    guard !model.isEmpty else { return }
    let section = input.int(below: 256) % model.count
    let id = model[section].id
    let item = input.bool() ? input.int(below: 14) : input.pick(hostileIntegers)
    guard let context = adapter.sectionController(forSectionID: id)?.context else { return }
    let exists = exists(IndexPath(item: item, section: section))
    switch input.int(below: 3) {
    case 0:
      stepName = "section \(id): context.selectItem(at: \(item))"
      trace(stepName)
      if view.allowsSelection { expectInvalidIndexPathUnless(exists) }
      context.selectItem(at: item, scrollPosition: input.pick([[], .top, .bottom]))
    case 1:
      stepName = "section \(id): context.deselectItem(at: \(item))"
      trace(stepName)
      context.deselectItem(at: item)
    default:
      stepName = "section \(id): context.scrollToItem(at: \(item))"
      trace(stepName)
      expectInvalidIndexPathUnless(exists)
      context.scrollToItem(at: item, at: input.pick([.top, .centeredVertically, .bottom, []]))
    }
  }

  // MARK: Settings

  private func resize(_ input: inout FuzzInput) {
    let size = CGSize(
      width: input.pick([100, 0, 1, 50, 320, 1e6, -10, .infinity, .nan] as [CGFloat]),
      height: input.pick([150, 0, 1, 10, 480, 1e5, 1e9, -10, .infinity, .nan] as [CGFloat]))
    stepName = "view.bounds.size = \(size)"
    trace(stepName)
    view.bounds.size = size
  }

  private func setWorkingRangeSize(_ input: inout FuzzInput) {
    let size = input.bool() ? input.int(below: 4) : input.pick(hostileIntegers)
    stepName = "adapter.workingRangeSize = \(size)"
    trace(stepName)
    adapter.workingRangeSize = size
  }

  private func setReloadThreshold(_ input: inout FuzzInput) {
    let threshold = input.pick([500, 0, 1, 3] + hostileIntegers)
    stepName = "adapter.reloadThreshold = \(threshold)"
    trace(stepName)
    adapter.reloadThreshold = threshold
  }

  /// `adapter.reloadSections(withIDs:)`, of ids shown or not.
  private func reloadSections(_ input: inout FuzzInput) {
    let ids = (0..<input.int(below: 4)).map { _ in input.int(below: 34) }
    stepName = "adapter.reloadSections(withIDs: \(ids))"
    trace(stepName)
    let shown = Set(model.map(\.id))
    if ids.contains(where: { !shown.contains($0) }) { expect(.sectionRemoved) }
    request(ordered: false) { completion in
      adapter.reloadSections(withIDs: ids, completion: completion)
    }
  }

  private func selectionSettings(_ input: inout FuzzInput) {
    let allowsSelection = input.byte() % 4 != 0
    let allowsMultipleSelection = input.bool()
    stepName =
      "view.allowsSelection = \(allowsSelection), "
      + "view.allowsMultipleSelection = \(allowsMultipleSelection)"
    trace(stepName)
    view.allowsSelection = allowsSelection
    view.allowsMultipleSelection = allowsMultipleSelection
  }

  private func prefetchSettings(_ input: inout FuzzInput) {
    let enabled = input.byte() % 4 != 0
    let distance = input.pick([nil, 0, 10, 1000, -50, 1e12] as [CGFloat?])
    stepName =
      "view.isPrefetchingEnabled = \(enabled), view.prefetchDistance = \(String(describing: distance))"
    trace(stepName)
    view.isPrefetchingEnabled = enabled
    view.prefetchDistance = distance
  }

  private func layoutSettings(_ input: inout FuzzInput) {
    let itemSize = CGSize(
      width: input.pick([100, 50, 30, 0, 1e6] as [CGFloat]),
      height: input.pick([10, 20, 1, 0, 1e6] as [CGFloat]))
    let lineSpacing = input.pick([0, 5, -5] as [CGFloat])
    let headerHeight = input.pick([0, 0, 12, 1e6] as [CGFloat])
    let footerHeight = input.pick([0, 0, 7] as [CGFloat])
    stepName =
      "layout.itemSize = \(itemSize), layout.minimumLineSpacing = \(lineSpacing), "
      + "header height \(headerHeight), footer height \(footerHeight)"
    trace(stepName)
    layout.itemSize = itemSize
    layout.minimumLineSpacing = lineSpacing
    layoutHasUnusableSettings = lineSpacing < 0
    layout.headerReferenceSize = CGSize(width: 100, height: headerHeight)
    layout.footerReferenceSize = CGSize(width: 100, height: footerHeight)
    view.invalidateLayout()
  }

  // MARK: Expectations

  /// Expects a diagnostic of a kind in this step: required, or only allowed.
  private func expect(_ kind: Diagnostic.Kind, required isRequired: Bool = true) {
    allowed.insert(kind)
    if isRequired { required.insert(kind) }
  }

  private func allow(_ kind: Diagnostic.Kind) {
    allowed.insert(kind)
  }

  /// Expects the view to refuse an index path that does not exist.
  private func expectInvalidIndexPathUnless(_ exists: Bool) {
    if !exists {
      allowsInvalidIndexPath = true
      expect(.collectionViewError)
    }
  }

  // MARK: After every step

  private func endStep() {
    view.layoutIfNeeded()
    let context = "step \(stepCount) (\(stepName))"

    // Errors and diagnostics: only those the step expects.
    for error in view.errors.dropFirst(errorCount) {
      if case .invalidIndexPath = error, allowsInvalidIndexPath { continue }
      if case .nonFiniteContentOffset = error, allowsNonFiniteOffset { continue }
      fuzzFailure("collection view error in \(context): \(error)")
    }
    // With two updates in flight, the first may be coalesced away, and what it would have
    // reported with it.
    if updateRequests > 1 {
      required.subtract([.itemCountMismatch, .controllerShared])
    }
    // A liar's changes are computed when asked for; queued behind a change to its items, they
    // are stale and its section is reloaded instead of checked (staleItemChanges).
    if diagnostics.contains(where: { $0.kind == .staleItemChanges }) {
      required.remove(.itemCountMismatch)
      allowed.insert(.itemCountMismatch)
    }
    for diagnostic in diagnostics {
      if diagnostic.kind == .staleItemChanges { continue }
      // A coalesced update also changes what the later one is applied to: the state before the
      // first, not the one the model moved to. A liar the model saw replaced by the first may
      // then still be there, and lie (found by a run on 2026-11-26; the screen is still checked).
      if diagnostic.kind == .itemCountMismatch, updateRequests > 1,
        diagnostic.controllerType?.contains("FuzzLiar") == true
      {
        continue
      }
      // A negative line spacing, set on purpose, is reported as the layout counts it as zero.
      if diagnostic.kind == .layoutDiagnostic, layoutHasUnusableSettings,
        diagnostic.message.contains("the flow layout's minimumLineSpacing")
      {
        continue
      }
      // The empty placeholder of a shared controller provides no header or footer.
      if diagnostic.kind == .missingSupplementaryView,
        let id = diagnostic.sectionID?.base.base as? Int, placeholderIDs.contains(id)
      {
        continue
      }
      fuzzCheck(
        allowed.contains(diagnostic.kind), "unexpected diagnostic in \(context): \(diagnostic)")
    }
    let kinds = Set(diagnostics.map(\.kind))
    for kind in required {
      fuzzCheck(kinds.contains(kind), "no \(kind) diagnostic in \(context); got \(diagnostics)")
    }
    checkScreen(context)
  }

  /// The view shows the model, and the books of events agree with it.
  private func checkScreen(_ context: @autoclosure () -> String) {
    let texts = model.map(\.texts)
    fuzzCheck(
      adapter.sectionIDs == model.map { SectionID($0.id) },
      "the adapter shows \(adapter.sectionIDs), the model \(model) after \(context())")
    fuzzCheck(
      view.numberOfSections == model.count,
      "\(view.numberOfSections) sections shown, \(model.count) in the model after \(context())")
    for (section, sectionTexts) in texts.enumerated() {
      let count = view.numberOfItems(inSection: section)
      fuzzCheck(
        count == sectionTexts.count,
        "section \(section): \(count) items shown, \(sectionTexts.count) in the model "
          + "\(model) after \(context())")
    }
    let visible = view.indexPathsForVisibleItems
    for indexPath in visible {
      let text = view.cellForItem(at: indexPath)?.text
      fuzzCheck(
        exists(indexPath) && text == texts[indexPath.section][indexPath.item],
        "cell \(indexPath) shows \(text ?? "nothing"), the model \(model) after \(context())")
    }
    let inViewport =
      view.bounds.isEmpty
      ? []
      : layout.layoutAttributesForElements(in: view.bounds).filter { $0.category == .cell }
        .map(\.indexPath).sorted()
    fuzzCheck(
      visible == inViewport,
      "cells shown at \(visible), the viewport holds \(inViewport) after \(context())")
    // Every header and footer in the viewport shows its section's, but a placeholder's.
    let supplementary =
      view.bounds.isEmpty ? [] : layout.layoutAttributesForElements(in: view.bounds)
    for element in supplementary {
      guard case .supplementaryView(let kind) = element.category else { continue }
      let section = element.indexPath.section
      let shown = view.supplementaryView(forElementKind: kind, at: element.indexPath)?.text
      let want =
        model[section].kind == .placeholder
        ? nil : supplementaryText(kind, sectionID: model[section].id)
      fuzzCheck(
        shown == want,
        "\(kind) of section \(section) shows \(shown ?? "nothing"), expected \(want ?? "nothing") "
          + "after \(context())")
    }
    for indexPath in view.indexPathsForSelectedItems {
      fuzzCheck(exists(indexPath), "\(indexPath) is selected but does not exist after \(context())")
    }

    // Every cell shown was displayed by the controller of its section, and no other is open.
    fuzzCheck(
      displayedBy.count == visible.count,
      "\(displayedBy.count) cells displayed and not ended, \(visible.count) shown after "
        + context())
    for indexPath in visible {
      guard let cell = view.cellForItem(at: indexPath),
        let controller = adapter.sectionController(atSection: indexPath.section)
      else { continue }
      fuzzCheck(
        displayedBy[ObjectIdentifier(cell)] == ObjectIdentifier(controller),
        "cell \(indexPath) was displayed by another controller than its section's after "
          + context())
    }

    // The working range: removed controllers left it, and it holds every visible section and
    // its neighbours. (The adapter may hold more until the next scroll: the sections between
    // visible ones, and after a reload, those around the cells shown before it.)
    let shown = Set(
      (0..<model.count).compactMap { adapter.sectionController(atSection: $0) }
        .map(ObjectIdentifier.init))
    fuzzCheck(
      inWorkingRange.isSubset(of: shown),
      "a removed controller is still in the working range after \(context())")
    let size = min(max(0, adapter.workingRangeSize), model.count)
    for visibleSection in Set(visible.map(\.section)) {
      for section in max(0, visibleSection - size)...min(model.count - 1, visibleSection + size) {
        guard let controller = adapter.sectionController(atSection: section) as? any FuzzControlled
        else { continue }
        fuzzCheck(
          inWorkingRange.contains(ObjectIdentifier(controller)),
          "section \(section) should be in the working range after \(context())")
      }
    }

    fuzzCheck(
      calledCompletions == requestedCompletions,
      "completions ran \(calledCompletions), requested \(requestedCompletions) after \(context())")
    fuzzCheck(
      unorderedCompletions.values.allSatisfy { $0 == 1 },
      "reloadSections completions ran \(unorderedCompletions) times after \(context())")
    let isEmpty = texts.allSatisfy(\.isEmpty)
    fuzzCheck(
      adapter.isEmpty == isEmpty && emptyState == isEmpty,
      "adapter.isEmpty \(adapter.isEmpty), empty state handler \(emptyState), model empty "
        + "\(isEmpty) after \(context())")
  }
}
