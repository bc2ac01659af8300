import Foundation
import FuzzInput
import Sectional

/// The events of a list an action can be armed on: the action applies a list from inside it.
enum Event: CaseIterable {
  case select, highlight, unhighlight, willDisplay, endDisplay, reachedEnd
}

/// Whether to print every step as it runs (`SECTIONAL_FUZZ_TRACE=1`), to turn a crashing input
/// into a test.
let isTracing = ProcessInfo.processInfo.environment["SECTIONAL_FUZZ_TRACE"] == "1"

/// Prints a line of the trace.
func trace(_ line: @autoclosure () -> String) {
  if isTracing { FileHandle.standardError.write(Data((line() + "\n").utf8)) }
}

/// Drives `adapter.apply(_:updateMode:)` on a strict headless view with steps read from the
/// fuzzer's bytes, keeps the screen it expects, and checks after every step that the view shows
/// it, that events reach the handlers of the list applied, and that every diagnostic was due.
@MainActor
final class Harness {
  let view: HeadlessCollectionView
  let isCompositional: Bool
  let adapter: CollectionViewAdapter
  let plugin = BookingPlugin()

  /// The sections of the list last applied, repeats included.
  private(set) var list: [ModelSection] = []
  /// The screen that list gives.
  var model: [ModelSection] { screen(of: list) }
  /// The list sections built for earlier lists, by section id, with the model each was built
  /// from and the number its handlers report: an apply may keep one whose model did not change,
  /// as an app that builds a section again only when its data changes does.
  private var built: [Int: (model: String, section: ListSection, tag: ListNumber)] = [:]
  /// The number of the list last applied, and of the last whose completion ran.
  private var generation = 0
  private var completedGeneration = 0
  /// Whether lists carry a reached-end handler.
  private var hasReachedEnd = false
  private var nextID = 100

  private var stepName = ""
  private var stepCount = 0
  private var allowed: Set<Diagnostic.Kind> = []
  private var required: Set<Diagnostic.Kind> = []
  private var applies = 0
  private var diagnostics: [Diagnostic] = []
  private var errorCount = 0
  private var armed: [Event: FuzzInput] = [:]
  /// The events of the tap in progress: the event, the section id and the cell id.
  private var tapEvents: [(Event, SectionID, AnyHashable)]?
  /// The cell the tap in progress is on: its section's id and its identity.
  private var tappedCell: (section: Int, identity: String)?
  /// Whether an apply during the tap removed the tapped cell or may have been applied as a
  /// reload: the tap may then end early.
  private var tapMayEnd = false

  init(_ input: inout FuzzInput) {
    isCompositional = input.bool()
    let layout: any CollectionViewLayout =
      isCompositional
      ? CompositionalLayout { _, _ in CompositionalLayout.defaultSection } : FlowLayout()
    view = HeadlessCollectionView(
      size: CGSize(width: input.pick([100, 320, 40] as [CGFloat]), height: 60), layout: layout)
    view.strictness = .strict
    view.errorPolicy = .report
    adapter = CollectionViewAdapter(collectionView: view)
    adapter.diagnosticHandler = { [unowned self] in
      trace("  diagnostic: \($0)")
      diagnostics.append($0)
    }
    trace("\(isCompositional ? "compositional" : "flow") layout, bounds \(view.bounds)")
  }

  // MARK: Running

  /// Runs steps until the input ends (at most 48), checking after each; then applies an empty
  /// list and checks that every prefetch task was cancelled once.
  func run(_ input: inout FuzzInput) {
    while !input.isAtEnd && stepCount < 48 {
      stepCount += 1
      beginStep()
      step(&input)
      endStep()
    }
    stepCount += 1
    beginStep()
    armed = [:]
    stepName = "the empty list"
    trace(stepName)
    apply([], mode: .animatedBatchUpdates)
    endStep()
    for (index, cancels) in plugin.cancels.enumerated() {
      fuzzCheck(cancels == 1, "prefetch task \(index) was cancelled \(cancels) times at the end")
    }
  }

  private func beginStep() {
    allowed = []
    required = []
    applies = 0
    diagnostics = []
    errorCount = view.errors.count
  }

  private func step(_ input: inout FuzzInput) {
    switch input.int(below: 20) {
    case 0...6: update(&input, in: nil)
    case 7: updateWithRepeats(&input)
    case 8, 9: tap(&input)
    case 10: scroll(&input)
    case 11: resize(&input)
    case 12, 13: arm(&input)
    case 14:
      let threshold = input.pick([500, 0, 2, 5])
      stepName = "adapter.reloadThreshold = \(threshold)"
      trace(stepName)
      adapter.reloadThreshold = threshold
    case 15:
      let on = input.bool()
      stepName = "prefetching plugins \(on ? "on" : "off")"
      trace(stepName)
      adapter.prefetchingPlugins = on ? [plugin] : []
    case 16:
      hasReachedEnd.toggle()
      stepName = "lists \(hasReachedEnd ? "with" : "without") onReachedEnd, rearmed"
      trace(stepName)
      adapter.rearmReachedEnd()
    case 17:
      stepName = "adapter.advanceShimmer()"
      trace(stepName)
      adapter.advanceShimmer()
    default: update(&input, in: nil)
    }
  }

  // MARK: Lists

  private func newID() -> Int {
    nextID += 1
    return nextID
  }

  private func newCell(_ input: inout FuzzInput, id: Int? = nil) -> ModelCell {
    ModelCell(
      id: id ?? input.int(below: 12), kind: input.pick(ComponentKind.allCases),
      value: input.int(below: 4), isPlaceholder: input.int(below: 6) == 0)
  }

  private func newSection(_ input: inout FuzzInput, excluding ids: Set<Int>) -> ModelSection {
    var id = input.int(below: 16)
    while ids.contains(id) { id = (id + 1) % 16 }
    if input.int(below: 5) == 0 {
      return ModelSection(
        id: id, controllerItems: (0..<input.int(below: 4)).map { "h\(id)-\($0)" })
    }
    var section = ModelSection(id: id)
    var cellIDs = Set<Int>()
    for _ in 0..<input.int(below: 6) {
      let cell = newCell(&input)
      if cellIDs.insert(cell.id).inserted { section.cells.append(cell) }
    }
    section.layout = layoutChoice(&input)
    if input.bool() { section.header = supplementary(&input) }
    if input.int(below: 3) == 0 { section.footer = supplementary(&input) }
    return section
  }

  /// A stock layout, a flow description over a flow layout, or none.
  private func layoutChoice(_ input: inout FuzzInput) -> LayoutChoice {
    input.pick(LayoutChoice.readable(byCompositional: isCompositional))
  }

  /// A header or footer of any kind.
  private func supplementary(_ input: inout FuzzInput) -> ModelSupplementary {
    ModelSupplementary(kind: input.pick(ComponentKind.allCases), value: input.int(below: 4))
  }

  /// Shows a changed list: sections inserted, deleted, moved; cells inserted, deleted, moved,
  /// changed, of another kind, placeholders or not; headers and footers added, removed,
  /// changed; layouts changed; hand-written sections' items changed.
  private func update(_ input: inout FuzzInput, in event: Event?) {
    var sections = model
    for _ in 0..<(1 + input.int(below: 4)) {
      switch input.int(below: 8) {
      case 0 where sections.count < 8:
        let section = newSection(&input, excluding: Set(sections.map(\.id)))
        sections.insert(section, at: input.int(below: 256) % (sections.count + 1))
      case 1 where !sections.isEmpty:
        sections.remove(at: input.int(below: 256) % sections.count)
      case 2 where sections.count > 1:
        let moved = sections.remove(at: input.int(below: 256) % sections.count)
        sections.insert(moved, at: input.int(below: 256) % (sections.count + 1))
      case 3...6 where !sections.isEmpty:
        let index = input.int(below: 256) % sections.count
        sections[index] = changed(sections[index], &input)
      default:
        break
      }
    }
    let mode = updateMode(&input)
    let keeping = input.int(below: 3) != 0
    stepName =
      (event.map { "\(stepName), then an apply in \($0)" } ?? "apply")
      + (keeping ? " keeping unchanged sections" : "")
    trace("\(stepName) \(mode): \(sections)")
    apply(sections, mode: mode, keepingUnchanged: keeping)
  }

  /// A section with a few changes.
  private func changed(_ section: ModelSection, _ input: inout FuzzInput) -> ModelSection {
    var section = section
    if var items = section.controllerItems {
      if input.bool() && !items.isEmpty {
        items.remove(at: input.int(below: 256) % items.count)
      } else {
        items.insert("h\(section.id)-\(newID())", at: input.int(below: 256) % (items.count + 1))
      }
      section.controllerItems = items
      return section
    }
    for _ in 0..<(1 + input.int(below: 3)) {
      let count = section.cells.count
      switch input.int(below: 11) {
      case 0 where count < 16:
        // Ids are below 16: a section with fewer cells has a free one.
        let ids = Set(section.cells.map(\.id))
        var cell = newCell(&input)
        while ids.contains(cell.id) { cell.id = (cell.id + 1) % 16 }
        section.cells.insert(cell, at: input.int(below: 256) % (count + 1))
      case 1 where count > 0:
        section.cells.remove(at: input.int(below: 256) % count)
      case 2 where count > 1:
        let moved = section.cells.remove(at: input.int(below: 256) % count)
        section.cells.insert(moved, at: input.int(below: 256) % count)
      case 3 where count > 0:
        section.cells[input.int(below: 256) % count].value = input.int(below: 4)
      case 4:
        if section.header != nil {
          section.header?.value = input.int(below: 4)
        } else if section.footer != nil {
          section.footer?.value = input.int(below: 4)
        } else if count > 0 {
          section.cells[input.int(below: 256) % count].isPlaceholder.toggle()
        }
      case 5 where count > 0:
        section.cells[input.int(below: 256) % count].kind = input.pick(ComponentKind.allCases)
      case 6:
        if section.header == nil {
          section.header = supplementary(&input)
        } else {
          section.header = nil
        }
      case 7:
        if section.footer == nil {
          section.footer = supplementary(&input)
        } else {
          section.footer = nil
        }
      case 8:
        section.layout = layoutChoice(&input)
      case 9 where count > 0:
        section.cells[input.int(below: 256) % count].isPlaceholder.toggle()
      default:
        break
      }
    }
    return section
  }

  private func updateMode(_ input: inout FuzzInput) -> UpdateStrategy {
    input.pick(
      [
        .animatedBatchUpdates, .animatedBatchUpdates, .nonanimatedBatchUpdates, .reloadData,
        .reconfigureOnly,
      ] as [UpdateStrategy])
  }

  /// A list that repeats a section id, or a cell id within a section.
  private func updateWithRepeats(_ input: inout FuzzInput) {
    var sections = model
    guard !sections.isEmpty else { return update(&input, in: nil) }
    let index = input.int(below: 256) % sections.count
    if input.bool() || sections[index].controllerItems != nil {
      var repeated = newSection(&input, excluding: [])
      repeated.id = sections[index].id
      sections.insert(repeated, at: index + 1 + input.int(below: 256) % (sections.count - index))
    } else if !sections[index].cells.isEmpty {
      let cells = sections[index].cells
      var repeated = newCell(&input, id: cells[input.int(below: 256) % cells.count].id)
      repeated.value = 3
      sections[index].cells.insert(repeated, at: cells.count)
    }
    stepName = "apply with repeats"
    let mode = updateMode(&input)
    trace("\(stepName) \(mode): \(sections)")
    apply(sections, mode: mode)
  }

  /// Applies a list and sets what the step expects of it.
  private func apply(
    _ sections: [ModelSection], mode: UpdateStrategy, keepingUnchanged: Bool = false
  ) {
    let before = model
    list = sections
    generation += 1
    applies += 1
    let number = generation
    let after = model
    var seen = Set<Int>()
    let repeatsSection = !sections.allSatisfy { seen.insert($0.id).inserted }
    let repeatsCell = screen(of: sections).indices.contains { index in
      var seenIDs = Set<Int>()
      let kept = sections.first { $0.id == after[index].id }!
      return kept.controllerItems == nil
        && !kept.cells.allSatisfy { seenIDs.insert($0.id).inserted }
    }
    let isStructural = before.flatMap(\.structure) != after.flatMap(\.structure)
    if repeatsSection { expect(.duplicateSectionID) }
    if repeatsCell { expect(.duplicateCellID) }
    if mode == .reconfigureOnly && isStructural { expect(.structuralChangeInContentOnlyUpdate) }
    if let tapped = tappedCell, mayEndTap(on: tapped, from: before, to: after, mode: mode) {
      tapMayEnd = true
    }
    let applied = makeList(sections, generation: number, keepingUnchanged: keepingUnchanged)
    adapter.apply(applied, updateStrategy: mode) { [weak self] _ in
      guard let self else { return }
      completedGeneration = max(completedGeneration, number)
    }
  }

  /// Whether an apply may end a tap in progress: the view ends it at a reload, or when the
  /// batch removes its item.
  ///
  /// A reload: asked for, a content-only update that changes structure, or more changes than
  /// the threshold (approximated: any threshold below the default). The item is removed when
  /// its cell is gone, or when its section moves and changes (the adapter replaces a moved
  /// section whose items change, as strict mode allows no item change in a moved section).
  private func mayEndTap(
    on tapped: (section: Int, identity: String), from before: [ModelSection],
    to after: [ModelSection], mode: UpdateStrategy
  ) -> Bool {
    let isBatch = mode == .animatedBatchUpdates || mode == .nonanimatedBatchUpdates
    if !isBatch || adapter.reloadThreshold < 500 { return true }
    guard
      let new = after.first(where: { $0.id == tapped.section && $0.controllerItems == nil }),
      new.cells.contains(where: { $0.identity == tapped.identity }),
      let old = before.first(where: { $0.id == tapped.section })
    else { return true }
    let moves = ListDiff(from: before.map(\.id), to: after.map(\.id)).moves
    let moved = moves.contains { before[$0.from].id == tapped.section }
    return moved && "\(old.cells)" != "\(new.cells)"
  }

  private func expect(_ kind: Diagnostic.Kind) {
    allowed.insert(kind)
    required.insert(kind)
  }

  /// The list of a model, its handlers tagged with the list's number.
  ///
  /// Keeping unchanged sections, a declarative section whose model is the one an earlier list
  /// section was built from is that list section itself (its handlers then report this list's
  /// number), unless its cell ids repeat: a kept section's repeats are reported once, when it
  /// was first applied, where this harness requires the diagnostic at every apply.
  private func makeList(
    _ sections: [ModelSection], generation number: Int, keepingUnchanged: Bool
  ) -> List {
    var result: [ListSection] = []
    for section in sections {
      if keepingUnchanged, section.controllerItems == nil, !section.hasRepeatedCells,
        let kept = built[section.id], kept.model == "\(section)"
      {
        kept.tag.number = number
        result.append(kept.section)
        continue
      }
      if let items = section.controllerItems {
        result.append(
          ListSection(
            Section(
              id: section.id, model: items,
              controller: DiffingListSectionController<[String], String>())))
        continue
      }
      let tag = ListNumber(number)
      let cells = section.cells.map { model -> Cell in
        let mode: ContentLayoutMode =
          switch model.value % 3 {
          case 0: .fixed(CGSize(width: 100, height: 10))
          case 1: .flexibleHeight(estimatedHeight: 20)
          default: .fitContent(estimatedSize: CGSize(width: 30, height: 10))
          }
        var cell = Cell(id: model.id, component: model.kind.component(model.value, mode: mode))
          .didSelect { [unowned self] in event(.select, tag.number, $0) }
          .onHighlight { [unowned self] in event(.highlight, tag.number, $0) }
          .onUnhighlight { [unowned self] in event(.unhighlight, tag.number, $0) }
          .willDisplay { [unowned self] in event(.willDisplay, tag.number, $0) }
          .didEndDisplay { [unowned self] in event(.endDisplay, tag.number, $0) }
        if model.isPlaceholder { cell = cell.placeholder() }
        return cell
      }
      var listSection = ListSection(id: section.id, cells: cells)
      if let header = section.header {
        listSection = withSupplementary(listSection, header, footer: false)
      }
      if let footer = section.footer {
        listSection = withSupplementary(listSection, footer, footer: true)
      }
      switch section.layout {
      case .automatic: break
      case .vertical: listSection = listSection.withSectionLayout(.vertical(spacing: 2))
      case .horizontal: listSection = listSection.withSectionLayout(.horizontal(spacing: 3))
      case .grid:
        listSection = listSection.withSectionLayout(
          .verticalGrid(numberOfItemsInRow: 2, itemSpacing: 1, lineSpacing: 4))
      case .flowRows:
        // Built again at every apply: kept, or read again, by its stamp.
        listSection = listSection.withSectionLayout(
          FlowSectionLayout(itemSize: .fixed(CGSize(width: 30, height: 12)), minimumLineSpacing: 1))
      case .flowInset:
        listSection = listSection.withSectionLayout(
          FlowSectionLayout(inset: LayoutInsets(top: 5, left: 2, bottom: 3, right: 0)))
      }
      if section.controllerItems == nil {
        built[section.id] = ("\(section)", listSection, tag)
      }
      result.append(listSection)
    }
    let list = List(sections: result)
    guard hasReachedEnd else { return list }
    return list.onReachedEnd(offset: .absolute(20)) { [unowned self] _ in
      trace("  reached end of list \(number)")
      fire(.reachedEnd)
    }
  }

  /// A section with a header or footer of a kind.
  private func withSupplementary(
    _ section: ListSection, _ model: ModelSupplementary, footer: Bool
  ) -> ListSection {
    let mode = ContentLayoutMode.fixed(CGSize(width: 100, height: 12))
    let value = model.value
    func add<C: Component>(_ component: C) -> ListSection {
      footer ? section.withFooter(component) : section.withHeader(component)
    }
    switch model.kind {
    case .plain: return add(Plain(viewModel: value, layoutMode: mode))
    case .other: return add(Other(viewModel: value, layoutMode: mode))
    case .warm: return add(Styled(viewModel: value, tone: "warm", layoutMode: mode))
    case .cool: return add(Styled(viewModel: value, tone: "cool", layoutMode: mode))
    case .firstCoordinated: return add(FirstCoordinated(viewModel: value, layoutMode: mode))
    case .secondCoordinated: return add(SecondCoordinated(viewModel: value, layoutMode: mode))
    case .text: return add(TextComponent("t\(value)", layoutMode: mode))
    }
  }

  // MARK: Events

  /// An event reached a cell's handler: it must be a handler of a list applied and not yet
  /// replaced; the action armed on the event runs.
  private func event(_ event: Event, _ number: Int, _ context: CellEventContext) {
    trace("  \(event) of cell \(context.cellID) in section \(context.sectionID), list \(number)")
    fuzzCheck(
      number >= completedGeneration && number <= generation,
      "\(event) ran the handler of list \(number); lists \(completedGeneration) to "
        + "\(generation) are applied or waiting (step \(stepCount), \(stepName))")
    tapEvents?.append((event, context.sectionID, context.cellID))
    fire(event)
  }

  /// Arms an action on an event: it applies a list from inside the next such event.
  private func arm(_ input: inout FuzzInput) {
    let event = input.pick(Event.allCases)
    stepName = "arm an apply on \(event)"
    trace(stepName)
    armed[event] = FuzzInput((0..<24).map { _ in input.byte() })
  }

  /// Runs the action armed on an event, once.
  private func fire(_ event: Event) {
    guard var input = armed.removeValue(forKey: event) else { return }
    let outer = stepName
    allowed.formUnion([.duplicateCellID, .duplicateSectionID, .structuralChangeInContentOnlyUpdate])
    update(&input, in: event)
    stepName = outer
  }

  // MARK: User actions

  /// A tap on a shown item, or on any: its highlight, unhighlight and selection name one cell.
  private func tap(_ input: inout FuzzInput) {
    let visible = view.indexPathsForVisibleItems
    let screen = model
    let indexPath: IndexPath
    if !visible.isEmpty && input.int(below: 4) != 0 {
      indexPath = visible[input.int(below: 256) % visible.count]
    } else {
      indexPath = IndexPath(item: input.int(below: 6), section: input.int(below: 6))
    }
    stepName = "view.tapItem(at: \(indexPath))"
    trace(stepName)
    let exists =
      screen.indices.contains(indexPath.section)
      && screen[indexPath.section].texts.indices.contains(indexPath.item)
    if !exists { expect(.collectionViewError) }
    tapEvents = []
    tapMayEnd = false
    if exists && screen[indexPath.section].controllerItems == nil {
      tappedCell = (
        screen[indexPath.section].id, screen[indexPath.section].cells[indexPath.item].identity
      )
    }
    view.tapItem(at: indexPath)
    let events = tapEvents ?? []
    tapEvents = nil
    tappedCell = nil
    guard exists, screen[indexPath.section].controllerItems == nil else { return }
    let cell = screen[indexPath.section].cells[indexPath.item]
    let sectionID = SectionID(screen[indexPath.section].id)
    let tapped = events.filter { [.highlight, .unhighlight, .select].contains($0.0) }
    let all: [Event] = [.highlight, .unhighlight, .select]
    // A tap follows its cell through batch updates and ends once one removes it, or at a
    // reload (the view's rule): an apply from its own events may end it early.
    let isComplete =
      tapped.map(\.0) == all
      || (tapMayEnd && !tapped.isEmpty && Array(all.prefix(tapped.count)) == tapped.map(\.0))
    fuzzCheck(isComplete, "a tap on \(indexPath) ran \(tapped.map(\.0)) after \(stepName)")
    for (event, section, id) in tapped {
      fuzzCheck(
        section == sectionID && id == AnyHashable(cell.id),
        "a tap on cell \(cell.id) of section \(sectionID) ran \(event) of cell \(id) of section "
          + "\(section) (step \(stepCount))")
    }
  }

  private func scroll(_ input: inout FuzzInput) {
    let y: CGFloat
    if input.bool() {
      y = input.pick([0, 5, 40, -10, 1e6] as [CGFloat])
    } else {
      y = (max(0, view.contentSize.height - view.bounds.height) * CGFloat(input.byte()) / 255)
        .rounded()
    }
    stepName = "view.contentOffset.y = \(y)"
    trace(stepName)
    view.contentOffset = CGPoint(x: 0, y: y)
  }

  private func resize(_ input: inout FuzzInput) {
    let size = CGSize(
      width: input.pick([100, 320, 40, 0, 1] as [CGFloat]),
      height: input.pick([60, 20, 300, 0, 1000] as [CGFloat]))
    stepName = "view.bounds.size = \(size)"
    trace(stepName)
    view.bounds.size = size
  }

  // MARK: After every step

  private func endStep() {
    view.layoutIfNeeded()
    let context = "step \(stepCount) (\(stepName))"
    for error in view.errors.dropFirst(errorCount) {
      if case .invalidIndexPath = error, allowed.contains(.collectionViewError) { continue }
      fuzzFailure("collection view error in \(context): \(error)")
    }
    if applies > 1 { required = [] }
    for diagnostic in diagnostics {
      fuzzCheck(
        allowed.contains(diagnostic.kind), "unexpected diagnostic in \(context): \(diagnostic)")
    }
    let kinds = Set(diagnostics.map(\.kind))
    for kind in required {
      fuzzCheck(kinds.contains(kind), "no \(kind) diagnostic in \(context); got \(diagnostics)")
    }
    checkScreen(context)
    checkPrefetching(context)
  }

  /// The view shows the model: counts, cells' texts, headers' and footers'.
  private func checkScreen(_ context: String) {
    let screen = model
    fuzzCheck(
      adapter.sectionIDs == screen.map { SectionID($0.id) },
      "the adapter shows \(adapter.sectionIDs), the model \(screen) after \(context)")
    fuzzCheck(
      view.numberOfSections == screen.count,
      "\(view.numberOfSections) sections shown, \(screen.count) in the model after \(context)")
    for (index, section) in screen.enumerated() {
      let count = view.numberOfItems(inSection: index)
      fuzzCheck(
        count == section.texts.count,
        "section \(index): \(count) items shown, the model \(section) after \(context)")
    }
    let visible = view.indexPathsForVisibleItems
    for indexPath in visible {
      let section = screen[indexPath.section]
      guard let cell = view.cellForItem(at: indexPath) else { continue }
      if let items = section.controllerItems {
        fuzzCheck(
          cell.text == items[indexPath.item],
          "cell \(indexPath) shows \(cell.text), the model \(section) after \(context)")
        continue
      }
      let model = section.cells[indexPath.item]
      let content = (cell as? ComponentCell)?.content?.text
      fuzzCheck(
        content == model.text,
        "cell \(indexPath) shows \(content ?? "nothing"), the model \(model) of \(section) "
          + "after \(context)")
      let rendered = cell.render()
      let isSkeleton =
        rendered.count == model.text.count && rendered.allSatisfy { "░▓ \n".contains($0) }
      fuzzCheck(
        model.isPlaceholder ? isSkeleton : rendered == model.text,
        "cell \(indexPath) renders \(rendered), the model \(model) after \(context)")
    }
    let layout = view.collectionViewLayout
    let placed = view.bounds.isEmpty ? [] : layout.layoutAttributesForElements(in: view.bounds)
    let expected = placed.filter { $0.category == .cell }.map(\.indexPath).sorted()
    fuzzCheck(
      visible == expected,
      "cells shown at \(visible), the viewport holds \(expected) after \(context)")
    for element in placed {
      guard case .supplementaryView(let kind) = element.category else { continue }
      let section = screen[element.indexPath.section]
      let want = kind == .header ? section.header?.text : section.footer?.text
      let shown = view.supplementaryView(forElementKind: kind, at: element.indexPath)?.render()
      fuzzCheck(
        shown == want,
        "\(kind) of section \(element.indexPath.section) shows \(shown ?? "nothing"), the model "
          + "\(want ?? "nothing") after \(context)")
    }
  }

  /// Every prefetch task is cancelled at most once, and one handed to a shown cell is neither
  /// cancelled nor held by another.
  private func checkPrefetching(_ context: String) {
    for (index, cancels) in plugin.cancels.enumerated() {
      fuzzCheck(cancels <= 1, "prefetch task \(index) was cancelled \(cancels) times")
    }
    var held = Set<ObjectIdentifier>()
    for cell in view.visibleCells {
      for task in (cell as? ComponentCell)?.prefetchTasks ?? [] {
        fuzzCheck(!task.isCancelled, "a shown cell holds a cancelled task after \(context)")
        fuzzCheck(
          held.insert(ObjectIdentifier(task)).inserted,
          "two shown cells hold one prefetch task after \(context)")
      }
    }
  }
}

/// The number of the list a list section's handlers report: the list that built it, or the
/// latest that kept it.
final class ListNumber {
  var number: Int

  init(_ number: Int) {
    self.number = number
  }
}
