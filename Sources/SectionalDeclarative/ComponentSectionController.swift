import Foundation
import SectionalCollectionView
import SectionalControllers
import SectionalDiffing
import SectionalLayout

/// The controller of a declarative section: it diffs the section's cells by identity, renders
/// their components into recycled cells, and dispatches their events.
///
/// Cells whose identity stays and whose component changed are reconfigured in place: the shown
/// cell keeps its content view, and the component renders into it again. A changed header or
/// footer is rendered again into the view that shows it. Events reach the handlers of the cell a
/// view shows, whatever index it has then.
@MainActor
final class ComponentSectionController: SectionController, SupplementaryViewProviding,
  SectionLayoutProviding, SelectionHandling, DisplayHandling, ContextMenuProviding,
  PrefetchHandling
{
  weak var context: (any CollectionViewContext)?

  private let committed = CommittedItems<ComponentSectionModel, Cell>()

  /// The cells committed before the last commit, when it moved, removed or inserted some; `nil`
  /// otherwise.
  ///
  /// A cell shown before such an update may end its display after it, at its index before it
  /// (a removed cell, or every cell when the update is applied as a reload): with the handlers
  /// of this list, the last that had it there.
  private var cellsBefore: [Cell]?

  /// The header and footer views this controller rendered into.
  ///
  /// A changed header or footer is rendered again where it shows. A view recycled into another
  /// section is rendered by that section's controller, which takes it over.
  private var supplementaryViews: [ElementKind: [Weak<ComponentSupplementaryView>]] = [:]

  /// One content view per reuse key, to measure components with.
  private var sizingContent: [String: HostedContent] = [:]

  /// The prefetching work of items not shown yet, by their identity: an update that shifts
  /// indices leaves it with its item.
  private var pendingPrefetches: [CellIdentity: [PrefetchTask]] = [:]

  /// The committed model's description when it gives one as it is; `nil` otherwise.
  private var fixedLayout: (any SectionLayout)?

  /// The committed cells.
  var cells: [Cell] { committed.items }

  /// The committed model.
  var model: ComponentSectionModel? { committed.model }

  var numberOfItems: Int { committed.items.count }

  func update(to model: ComponentSectionModel) -> SectionUpdate {
    let changes: ItemChanges
    let cells: [Cell]
    var shiftsCells = false
    if let committedBytes = committed.modelBytes {
      let old = committed.items
      if CommittedItems<ComponentSectionModel, Cell>.areSameStorage(old, model.cells) {
        // The committed cells themselves: nothing to compare, and nothing to store either when
        // the model is the committed one.
        if committedBytes.areBytes(of: model) { return .unchanged }
        (changes, cells) = (.none, old)
      } else if let aligned = Self.changesOfAlignedCells(old, model.cells) {
        // The same identities in the same places as the committed cells, which hold no repeated
        // id, hold none either: only other lists are looked through for repeats.
        (changes, cells) = (aligned, model.cells)
      } else {
        cells = uniqueCells(model.cells, position: model.listPosition)
        changes = ItemChanges(ListDiff(from: old, to: cells), refreshing: .reconfigure)
        shiftsCells = true
      }
    } else {
      // The first model: the adapter inserts the section whole.
      (changes, cells) = (.none, uniqueCells(model.cells, position: model.listPosition))
    }
    // One closure, holding what it stores: made for every section of every apply.
    return SectionUpdate(changes: changes) {
      self.commit(model, cells: cells, shiftsCells: shiftsCells)
    }
  }

  /// Makes a model and its cells the committed ones, inside the adapter's batch.
  private func commit(_ model: ComponentSectionModel, cells: [Cell], shiftsCells: Bool) {
    cellsBefore = shiftsCells ? committed.items : nil
    committed.store(model, items: cells)
    cachedRowHeight = nil
    if case .fixed(let layout) = model.layout {
      fixedLayout = layout
    } else {
      fixedLayout = nil
    }
    renderSupplementaryViewsAgain()
    cancelPrefetchesOfRemovedItems()
  }

  /// The changes between two lists of cells with the same identities at the same places, the
  /// usual case of a section applied again: the cells whose content changed, configured again;
  /// `nil` when an identity moved, came or went, for the diff to work out.
  ///
  /// A list built again holds new cells even where nothing changed, so every section of every
  /// apply is compared; walking the two lists side by side costs an identity and a content
  /// comparison a cell, where the diff hashes every identity into a table.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  nonisolated static func changesOfAlignedCells(_ old: [Cell], _ new: [Cell]) -> ItemChanges? {
    guard old.count == new.count else { return nil }
    var updates = IndexRuns()
    // Through buffers, field by field: binding each cell copies it, a retain and a release.
    let isAligned = old.withUnsafeBufferPointer { before in
      new.withUnsafeBufferPointer { after in
        for index in before.indices {
          let left = Unmanaged.passUnretained(before[index].storage)
          let right = Unmanaged.passUnretained(after[index].storage)
          let comparison = left._withUnsafeGuaranteedRef { left in
            right._withUnsafeGuaranteedRef { right in left.compareCell(with: right) }
          }
          switch comparison {
          case .otherIdentity: return false
          case .sameContent:
            if before[index].isPlaceholder != after[index].isPlaceholder { updates.append(index) }
          case .otherContent: updates.append(index)
          }
        }
        return true
      }
    }
    guard isAligned else { return nil }
    guard !updates.isEmpty else { return ItemChanges.none }
    let diff = ListDiff(
      oldCount: old.count, newCount: new.count, deleteRuns: IndexRuns(),
      insertRuns: IndexRuns(), moves: [], updateRuns: updates)
    return ItemChanges(diff, refreshing: .reconfigure)
  }

  /// Keeps the first cell of each id and reports the others, naming where they were written.
  ///
  /// A first pass looks for a repeated hash among the hashes the ids keep, in a set of
  /// integers; only a list where two hashes meet is checked id by id.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  private func uniqueCells(_ cells: [Cell], position: Int) -> [Cell] {
    var hashes = Set<KeptHash>(minimumCapacity: cells.count)
    var hashesMeet = false
    for index in cells.indices
    where !hashes.insert(KeptHash(value: cells[index].storage.cellID.storedHash)).inserted {
      hashesMeet = true
      break
    }
    guard hashesMeet else { return cells }
    var seen = Set<SectionID>(minimumCapacity: cells.count)
    var unique: [Cell] = []
    unique.reserveCapacity(cells.count)
    for index in cells.indices {
      guard seen.insert(cells[index].storage.cellID).inserted else {
        reportRepeatedCell(cells[index], at: index, position: position)
        continue
      }
      unique.append(cells[index])
    }
    return unique
  }

  /// Reports a cell dropped for repeating an id.
  private func reportRepeatedCell(_ cell: Cell, at index: Int, position: Int) {
    guard let context else { return }
    context.environment.report(
      .duplicateCellID, indexPath: IndexPath(item: index, section: position),
      message: "list section \(position) (id \(context.sectionID)): the cell at index \(index) "
        + "repeats the id \(cell.storage.cellID); it was dropped")
  }

  // MARK: Prefetching

  /// The declarative state of the adapter that shows the section.
  private var listState: ListState? {
    context?.environment.services.service(ListState.self)
  }

  /// The adapter's plugins.
  private var prefetchingPlugins: [any PrefetchingPlugin] {
    listState?.prefetchingPlugins ?? []
  }

  func prefetchItems(at indexPaths: [SectionIndexPath]) {
    let plugins = prefetchingPlugins
    guard !plugins.isEmpty else { return }
    for indexPath in indexPaths {
      let index = indexPath.indexInSectionController
      guard committed.items.indices.contains(index) else { continue }
      let cell = committed.items[index]
      guard pendingPrefetches[cell.identity] == nil else { continue }
      var tasks: [PrefetchTask] = []
      for plugin in plugins {
        if let task = plugin.prefetch(cell.component) { tasks.append(task) }
      }
      if !tasks.isEmpty {
        pendingPrefetches[cell.identity] = tasks
      }
    }
  }

  func cancelPrefetchingItems(at indexPaths: [SectionIndexPath]) {
    for indexPath in indexPaths {
      let index = indexPath.indexInSectionController
      guard committed.items.indices.contains(index) else { continue }
      for task in pendingPrefetches.removeValue(forKey: committed.items[index].identity) ?? [] {
        task.cancel()
      }
    }
  }

  /// Cancels the work prefetched for items the committed ones no longer hold.
  private func cancelPrefetchesOfRemovedItems() {
    guard !pendingPrefetches.isEmpty else { return }
    var kept = Set<CellIdentity>()
    for cell in committed.items { kept.insert(cell.identity) }
    for identity in Array(pendingPrefetches.keys) where !kept.contains(identity) {
      for task in pendingPrefetches.removeValue(forKey: identity) ?? [] {
        task.cancel()
      }
    }
  }

  /// Cancels every pending prefetch: the section is gone.
  func didRemove() {
    for tasks in pendingPrefetches.values {
      for task in tasks { task.cancel() }
    }
    pendingPrefetches = [:]
  }

  // MARK: Cells

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    let index = indexPath.indexInSectionController
    guard committed.items.indices.contains(index) else {
      return context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    }
    let item = committed.items[index]
    let cell = context.dequeueReusableCell(
      ComponentCell.self, withReuseIdentifier: item.component.reuseIdentifier, for: indexPath)
    cell.show(item)
    if item.isPlaceholder {
      cell.shimmerPhase = (listState?.shimmerPhase) ?? 0
    }
    return cell
  }

  // MARK: Header and footer

  func supplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    guard let component = supplementaryComponent(ofKind: kind) else { return nil }
    let view = context.dequeueReusableSupplementaryView(
      ComponentSupplementaryView.self, ofKind: kind,
      withReuseIdentifier: component.reuseIdentifier, for: indexPath)
    view.show(component, by: ObjectIdentifier(self))
    var views = supplementaryViews[kind, default: []]
    views.removeAll { $0.object == nil || $0.object === view }
    views.append(Weak(view))
    supplementaryViews[kind] = views
    return view
  }

  /// The component of the header or footer.
  private func supplementaryComponent(ofKind kind: ElementKind) -> AnyComponent? {
    switch kind {
    case .header: committed.model?.header
    case .footer: committed.model?.footer
    default: nil
    }
  }

  /// Renders the committed header and footer into the views that show this section's; a view
  /// made for another reuse key (another content type, coordinator or style) cannot show the
  /// new one, and is replaced by a new view in the batch being applied.
  private func renderSupplementaryViewsAgain() {
    for (kind, views) in supplementaryViews {
      for view in views.compactMap(\.object) where view.owner == ObjectIdentifier(self) {
        guard let component = supplementaryComponent(ofKind: kind) else {
          // None any more: the layout no longer places it, and its pass ends the view's display.
          continue
        }
        guard component.reuseIdentifier == view.hosted?.reuseIdentifier else {
          // Forgotten here: the view goes back to its pool, and the layout pass asks this
          // controller for a new one of the right key.
          view.owner = nil
          context?.reloadSupplementaryView(ofKind: kind)
          continue
        }
        if view.component != component {
          view.show(component, by: ObjectIdentifier(self))
          // Its size may have changed with its content: measured again if it sizes itself.
          context?.invalidateSupplementaryView(ofKind: kind)
        }
      }
    }
  }

  // MARK: Layout

  /// Whether a stock layout was asked for on a layout that makes none, already reported: the
  /// layout asks at every pass, the diagnostic comes once.
  private var reportedUnavailableStockLayout = false

  func sectionLayout(for layout: any CollectionViewLayout, in context: any CollectionViewContext)
    -> (any SectionLayout)?
  {
    // A description given as it is, read without the model: the layout asks every section at
    // every pass, and reading the model copies it whole.
    if let fixedLayout { return fixedLayout }
    guard let model = committed.model else { return nil }
    let stock: ListSectionLayout
    switch model.layout {
    case .fixed(let description):
      return description
    case .made(let make):
      return make(
        ListSectionLayoutContext(
          cells: committed.items, header: model.header, footer: model.footer, layout: layout,
          context: context))
    case .automatic:
      stock = .automatic
    case .stock(let asked):
      stock = asked
    }
    guard let describing = layout as? any StockSectionLayoutDescribing else {
      // A section written without a layout gets the layout's defaults on a layout with no
      // stock layouts: nothing was asked that it cannot do.
      if case .stock = model.layout, !reportedUnavailableStockLayout {
        reportedUnavailableStockLayout = true
        context.environment.report(
          .stockLayoutUnavailable,
          message: "section \(context.sectionID) asks for a stock layout, which a "
            + "\(type(of: layout)) does not make (it does not adopt "
            + "StockSectionLayoutDescribing); it is laid out with the layout's defaults")
      }
      return nil
    }
    return describing.sectionLayout(
      for: stockLayout(stock.arrangement, of: model, container: context.containerSize))
  }

  /// A stock layout of the committed cells, header and footer.
  private func stockLayout(
    _ arrangement: StockSectionLayout.Arrangement, of model: ComponentSectionModel,
    container: CGSize
  ) -> StockSectionLayout {
    // The first cell that measures its content gives the estimate; with none, the first cell.
    // The committed cells: the model's, less any repeated id.
    var measuring: Cell?
    for cell in committed.items where cell.component.layoutMode.measuresContent {
      measuring = cell
      break
    }
    let (offered, fill) = space(for: arrangement, container: container)
    let first = measuring ?? committed.items.first
    let estimate =
      first?.component.layoutMode.estimate(offered: offered, container: fill)
      ?? CGSize(width: fill.width, height: Self.defaultEstimatedHeight)
    return StockSectionLayout(
      arrangement: arrangement,
      itemSize: StockSectionLayout.Size(
        width: arrangement.isRow ? .estimated(estimate.width) : .container,
        height: .estimated(estimate.height)),
      headerSize: model.header.map { boundarySize(of: $0, container: container) },
      footerSize: model.footer.map { boundarySize(of: $0, container: container) },
      contentStatesItemSizes: measuring == nil)
  }

  /// The space a stock arrangement offers its cells, and what stands in for an axis it leaves
  /// open.
  ///
  /// A column or grid offers the section's width (the layout's proposal says how wide) and an
  /// open height, which a cell that fills it takes from the viewport. A horizontal row offers an
  /// open width and its own height: the tallest height its cells state (fixed, fitting their
  /// content, or measured at the viewport's width), or the viewport's when none states one. A
  /// cell that fills its width in a row is as wide as the viewport.
  private func space(
    for arrangement: StockSectionLayout.Arrangement?, container: CGSize
  ) -> (offered: CGSize, fill: CGSize) {
    let open = CGFloat.greatestFiniteMagnitude
    guard arrangement?.isRow ?? false else {
      return (CGSize(width: open, height: open), container)
    }
    let row = rowHeight(in: container)
    return (CGSize(width: open, height: row), CGSize(width: container.width, height: row))
  }

  /// The height of a horizontal row's cells: the tallest height a cell states, or the
  /// viewport's when none states one; worked out once for each commit and viewport size.
  ///
  /// - Complexity: O(*n*) measurements for *n* cells, the first time after a commit.
  private func rowHeight(in container: CGSize) -> CGFloat {
    if let cached = cachedRowHeight, cached.container == container { return cached.height }
    var height: CGFloat?
    let offered = CGSize(width: CGFloat.greatestFiniteMagnitude, height: container.height)
    for cell in committed.items where cell.component.layoutMode.statesHeight {
      let component = cell.component
      let size = component.layoutMode.size(offered: offered, container: container) { proposal in
        sizingView(for: component).sizeThatFits(proposal)
      }
      guard LayoutLimits.isUsable(size) else { continue }
      height = max(height ?? 0, size.height)
    }
    let result = height ?? container.height
    cachedRowHeight = (container, result)
    return result
  }

  /// The row height worked out since the last commit, and the viewport it was worked out for.
  private var cachedRowHeight: (container: CGSize, height: CGFloat)?

  /// The arrangement of the committed model's stock layout, or of a section written without a
  /// layout; `nil` for a description given or made by the app.
  private var arrangement: StockSectionLayout.Arrangement? {
    switch committed.model?.layout {
    case .automatic: ListSectionLayout.automatic.arrangement
    case .stock(let stock): stock.arrangement
    case .fixed, .made, nil: nil
    }
  }

  /// The size of a header or footer as its component states it: lengths its mode measures are
  /// estimated at what the content measures across the container's width.
  private func boundarySize(of component: AnyComponent, container: CGSize)
    -> StockSectionLayout.Size
  {
    switch component.layoutMode {
    case .fixed(let size):
      return StockSectionLayout.Size(width: .absolute(size.width), height: .absolute(size.height))
    case .fitContainer:
      return StockSectionLayout.Size(width: .container, height: .container)
    case .flexibleHeight, .flexibleWidth, .fitContent:
      let open = CGFloat.greatestFiniteMagnitude
      let measured = component.layoutMode.size(
        offered: CGSize(width: container.width > 0 ? container.width : open, height: open),
        container: container
      ) { proposal in
        sizingView(for: component).sizeThatFits(proposal)
      }
      let width: StockSectionLayout.Length
      if case .flexibleHeight = component.layoutMode {
        width = .container
      } else {
        width = .estimated(measured.width)
      }
      let height: StockSectionLayout.Length
      if case .flexibleWidth = component.layoutMode {
        height = .container
      } else {
        height = .estimated(measured.height)
      }
      return StockSectionLayout.Size(width: width, height: height)
    }
  }

  /// The height a section with no cells is estimated at: UIKit's default row height.
  private static let defaultEstimatedHeight: CGFloat = 44

  func sizeForItem(
    at indexPath: SectionIndexPath, fitting proposal: CGSize, in context: any CollectionViewContext
  ) -> CGSize? {
    let index = indexPath.indexInSectionController
    guard committed.items.indices.contains(index) else { return nil }
    let component = committed.items[index].component
    let arrangement = self.arrangement
    var (offered, fill) = space(for: arrangement, container: context.containerSize)
    if !(arrangement?.isRow ?? false) {
      // Any other arrangement's cells take the width the layout proposes (the section's, or a
      // grid column's), and the height when the layout bounds it.
      offered = proposal
    }
    return component.layoutMode.size(offered: offered, container: fill) { size in
      sizingView(for: component).sizeThatFits(size)
    }
  }

  func sizeForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: SectionIndexPath, fitting proposal: CGSize,
    in context: any CollectionViewContext
  ) -> CGSize? {
    guard let component = supplementaryComponent(ofKind: kind) else { return nil }
    return component.layoutMode.size(offered: proposal, container: context.containerSize) {
      size in
      sizingView(for: component).sizeThatFits(size)
    }
  }

  /// A content view of the component's reuse key, showing the component, to measure it.
  private func sizingView(for component: AnyComponent) -> ComponentView {
    let content = HostedContent.showing(
      component, in: sizingContent[component.reuseIdentifier])
    sizingContent[component.reuseIdentifier] = content
    return content.view
  }

  // MARK: Events

  /// The context of an event of the cell at an index, or `nil` when there is none.
  private func eventContext(at index: Int, content: ComponentView?) -> (Cell, CellEventContext)? {
    guard committed.items.indices.contains(index), let sectionID = sectionID else { return nil }
    let cell = committed.items[index]
    return (
      cell,
      CellEventContext(
        sectionID: sectionID, cellID: cell.id, index: index, component: cell.component,
        content: content)
    )
  }

  /// The id of the section, from the context.
  private var sectionID: SectionID? {
    context?.sectionID
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    let index = indexPath.indexInSectionController
    let content = (context?.cellForItem(at: index) as? ComponentCell)?.content
    guard let (cell, event) = eventContext(at: index, content: content) else { return }
    cell.events.didSelect?(event)
  }

  func didHighlightItem(at indexPath: SectionIndexPath) {
    let index = indexPath.indexInSectionController
    let content = (context?.cellForItem(at: index) as? ComponentCell)?.content
    guard let (cell, event) = eventContext(at: index, content: content) else { return }
    cell.events.onHighlight?(event)
  }

  func didUnhighlightItem(at indexPath: SectionIndexPath) {
    let index = indexPath.indexInSectionController
    let content = (context?.cellForItem(at: index) as? ComponentCell)?.content
    guard let (cell, event) = eventContext(at: index, content: content) else { return }
    cell.events.onUnhighlight?(event)
  }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    let index = indexPath.indexInSectionController
    // The item's prefetched work goes to the cell that shows it.
    if let componentCell = cell as? ComponentCell, let shown = componentCell.shownCell,
      let tasks = pendingPrefetches.removeValue(forKey: shown.identity)
    {
      componentCell.prefetchTasks += tasks
    }
    guard let (item, event) = eventContext(at: index, content: (cell as? ComponentCell)?.content)
    else { return }
    item.events.willDisplay?(event)
  }

  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    // The cell that ended may be gone from the items (deleted): its own record says what it
    // showed.
    guard let componentCell = cell as? ComponentCell else { return }
    for task in componentCell.prefetchTasks { task.cancel() }
    componentCell.prefetchTasks = []
    guard var shown = componentCell.shownCell, let sectionID else { return }
    // The handlers of the list last applied: a cell that kept its identity and its component is
    // not shown again, so the cell it shows may hold an earlier list's handlers. A cell the
    // update removed, or that ends at its index before an update that shifted it (applied as a
    // reload), takes the handlers of the cells before that update.
    let index = indexPath.indexInSectionController
    if committed.items.indices.contains(index),
      committed.items[index].storage.hasSameCellIdentity(as: shown.storage)
    {
      shown = committed.items[index]
    } else if let before = cellsBefore, before.indices.contains(index),
      before[index].storage.hasSameCellIdentity(as: shown.storage)
    {
      shown = before[index]
    }
    let event = CellEventContext(
      sectionID: sectionID, cellID: shown.id, index: indexPath.indexInSectionController,
      component: shown.component, content: componentCell.content)
    shown.events.didEndDisplay?(event)
  }

  func contextMenuConfiguration(forItemAt indexPath: SectionIndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    let index = indexPath.indexInSectionController
    let content = (context?.cellForItem(at: index) as? ComponentCell)?.content
    guard let (cell, event) = eventContext(at: index, content: content) else { return nil }
    return cell.events.contextMenu?(event)
  }
}

extension StockSectionLayout.Arrangement {
  /// Whether the cells stand in a row that scrolls on its own.
  var isRow: Bool {
    if case .horizontal = self { return true }
    return false
  }
}

/// A weak reference, to track views without keeping them.
struct Weak<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
