import Foundation
import FuzzInput
import Sectional

/// Whether to print every step as it runs (`SECTIONAL_FUZZ_TRACE=1`), to turn a crashing input
/// into a test.
let isTracing = ProcessInfo.processInfo.environment["SECTIONAL_FUZZ_TRACE"] == "1"

/// Prints a line of the trace.
func trace(_ line: @autoclosure () -> String) {
  if isTracing { FileHandle.standardError.write(Data((line() + "\n").utf8)) }
}

/// One section of the content: an id that follows it through batches, the ids of its items, and
/// its description.
struct ModelSection: CustomStringConvertible {
  var id: Int
  var items: [Int]
  /// The description its data source gives, or `nil` for the layout's section provider's.
  var layout: LayoutSection?

  /// The id, `p` when the provider describes it, and the items.
  var description: String { "\(id)\(layout == nil ? "p" : "")\(items)" }
}

/// Where the sections' descriptions come from.
enum Describer: CaseIterable {
  /// The data source describes every section.
  case content
  /// The layout's section provider describes every section.
  case provider
  /// Some sections describe themselves, the provider the others.
  case mixed
}

/// The data source and delegate of the view: counts, cells and views from the model, each
/// section's description, and the sizes items measure.
@MainActor
final class DataSource: CollectionViewDataSource, CollectionViewDelegate {
  var sections: [ModelSection] = []
  /// A change count per item id, which changes the size it measures.
  var versions: [Int: Int] = [:]

  func numberOfSections(in collectionView: any CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = "\(sections[indexPath.section].items[indexPath.item])"
    return cell
  }

  func collectionView(
    _ collectionView: any CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    let view = collectionView.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, for: indexPath)
    view.text = "\(kind) \(indexPath)"
    return view
  }

  func collectionView(_ collectionView: any CollectionView, layoutForSectionAt section: Int)
    -> (any SectionLayoutDescription)?
  {
    sections.indices.contains(section) ? sections[section].layout : nil
  }

  /// Sizes that depend on the item and its version: some follow the proposal, some do not.
  func collectionView(
    _ collectionView: any CollectionView, sizeForItemAt indexPath: IndexPath,
    fitting proposal: CGSize
  ) -> CGSize? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    let id = sections[indexPath.section].items[indexPath.item]
    let key = (id &* 7 &+ (versions[id] ?? 0) &* 3) % 6
    // The contract: the view's self-sizing proposal leaves the estimated axis open
    // (`greatestFiniteMagnitude`) by design, so a data source that echoes the proposal back as
    // a size along that axis is wrong (the view reports `invalidMeasuredSize`). Such an item
    // takes 44 points there instead.
    func bounded(_ length: CGFloat) -> CGFloat {
      length < 100_000 ? length : 44
    }
    switch key {
    case 0: return nil
    case 1: return CGSize(width: bounded(proposal.width), height: 57.5)
    case 2: return CGSize(width: 30, height: 12)
    case 3: return CGSize(width: bounded(proposal.width), height: 0)
    case 4: return CGSize(width: 120.25, height: bounded(proposal.height))
    default: return CGSize(width: 3, height: 200)
    }
  }
}

/// Drives a compositional layout through a strict headless view with steps read from the
/// fuzzer's bytes, and checks the layout after every step against slow references.
@MainActor
final class Harness {
  let view: HeadlessCollectionView
  let layout: CompositionalLayout
  let dataSource = DataSource()
  let describer: Describer
  private let configuration: CompositionalLayoutConfiguration

  private var stepName = "start"
  private var stepCount = 0
  private var errorCount = 0
  private var allowsOrthogonalError = false
  private var nextID = 0

  init(_ input: inout FuzzInput) {
    describer = input.pick(Describer.allCases)
    configuration = DescriptionReader.configuration(&input)
    let holder = ProvidedSections()
    let layout = CompositionalLayout(configuration: configuration) { index, _ in
      holder.sections.isEmpty ? nil : holder.sections[index % holder.sections.count]
    }
    self.layout = layout
    providedHolder = holder
    layout.diagnosticHandler = { _ in }
    view = HeadlessCollectionView(
      size: CGSize(
        width: input.pick([320, 100, 375.5, 50] as [CGFloat]),
        height: input.pick([480, 200, 60, 1000] as [CGFloat])),
      layout: layout)
    view.strictness = .strict
    view.errorPolicy = .report
    view.displayScale = input.pick([1, 2, 3] as [CGFloat])
    for kind in Kinds.backgrounds {
      view.register(CollectionReusableView.self, forDecorationViewOfKind: kind)
    }
    // The provider describes sections by index: one that moves is described anew.
    let providedCount = 1 + input.int(below: 3)
    holder.sections = (0..<providedCount).map { _ in DescriptionReader.section(&input) }
    let sectionCount = input.int(below: 4) + 1
    dataSource.sections = (0..<sectionCount).map { _ in newSection(&input) }
    view.dataSource = dataSource
    view.delegate = dataSource
    trace(
      "describer \(describer), configuration \(configuration), bounds \(view.bounds), "
        + "scale \(view.displayScale), sections \(dataSource.sections)")
    trace("provided: \(holder.sections)")
    for section in dataSource.sections {
      if let layout = section.layout { trace("section \(section.id): \(layout)") }
    }
  }

  /// The section provider's descriptions, shared with its closure.
  private let providedHolder: ProvidedSections

  // MARK: Running

  /// Runs steps until the input ends (at most 48), checking after each.
  func run(_ input: inout FuzzInput) {
    endStep()
    while !input.isAtEnd && stepCount < 48 {
      stepCount += 1
      errorCount = view.errors.count
      allowsOrthogonalError = false
      step(&input)
      endStep()
    }
  }

  private func step(_ input: inout FuzzInput) {
    switch input.int(below: 16) {
    case 0, 1: resize(&input)
    case 2, 3: scroll(&input)
    case 4, 5: orthogonalScroll(&input)
    case 6, 7, 8: batchUpdate(&input)
    case 9: redescribe(&input)
    case 10: remeasure(&input)
    case 11: environment(&input)
    case 12:
      stepName = "view.reloadData()"
      trace(stepName)
      view.reloadData()
    case 13:
      stepName = "view.invalidateLayout()"
      trace(stepName)
      view.invalidateLayout()
    default: batchUpdate(&input)
    }
  }

  // MARK: Steps

  private func newSection(_ input: inout FuzzInput) -> ModelSection {
    nextID += 1
    let id = nextID
    let items = (0..<input.pick([0, 1, 3, 5, 8, 12])).map { _ in newItemID() }
    let describes: Bool
    switch describer {
    case .content: describes = true
    case .provider: describes = false
    case .mixed: describes = input.bool()
    }
    return ModelSection(
      id: id, items: items, layout: describes ? DescriptionReader.section(&input) : nil)
  }

  private func newItemID() -> Int {
    nextID += 1
    return nextID
  }

  private func resize(_ input: inout FuzzInput) {
    let size = CGSize(
      width: input.pick([320, 100, 0, 1, 375.5, 1024, 50] as [CGFloat]),
      height: input.pick([480, 200, 0, 60, 1, 5000] as [CGFloat]))
    stepName = "view.bounds.size = \(size)"
    trace(stepName)
    view.bounds.size = size
  }

  private func scroll(_ input: inout FuzzInput) {
    let vertical = layout.scrollDirection == .vertical
    let content = vertical ? view.contentSize.height : view.contentSize.width
    let viewport = vertical ? view.bounds.height : view.bounds.width
    let offset: CGFloat
    if input.bool() {
      offset = input.pick([0, 10, -20, 1e6, 33.3] as [CGFloat])
    } else {
      offset = (max(0, content - viewport) * CGFloat(input.byte()) / 255).rounded()
    }
    let point = vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
    stepName = "view.contentOffset = \(point)"
    trace(stepName)
    view.contentOffset = point
  }

  private func orthogonalScroll(_ input: inout FuzzInput) {
    guard !dataSource.sections.isEmpty else { return }
    let section = input.int(below: 256) % dataSource.sections.count
    allowsOrthogonalError = layout.orthogonalScrollRange(ofSection: section) == nil
    if input.bool() {
      let offset = input.pick([0, 50, 100.5, -30, 1e6, .nan, 17] as [CGFloat])
      stepName = "view.setContentOffset(\(offset), ofSection: \(section))"
      trace(stepName)
      view.setContentOffset(offset, ofSection: section)
    } else {
      let distance = input.pick([40, -40, 150, 1000, 7.5, -1e9] as [CGFloat])
      let steps = input.pick([1, 3, 0])
      let velocity = input.pick([0, 1, -1, 0.2] as [CGFloat])
      stepName =
        "view.scroll(section: \(section), by: \(distance), steps: \(steps), velocity: \(velocity))"
      trace(stepName)
      view.scroll(section: section, by: distance, steps: steps, velocity: velocity)
    }
  }

  /// A batch update: sections inserted, deleted and moved, items inserted, deleted and moved in
  /// the sections that stay in place, sometimes several batches before one layout pass.
  private func batchUpdate(_ input: inout FuzzInput) {
    let batches = input.int(below: 4) == 0 ? 2 : 1
    for _ in 0..<batches {
      let old = dataSource.sections
      var new = old
      for _ in 0..<(1 + input.int(below: 3)) {
        switch input.int(below: 8) {
        case 0 where new.count < 8:
          new.insert(newSection(&input), at: input.int(below: 256) % (new.count + 1))
        case 1 where !new.isEmpty:
          new.remove(at: input.int(below: 256) % new.count)
        case 2 where new.count > 1:
          let moved = new.remove(at: input.int(below: 256) % new.count)
          new.insert(moved, at: input.int(below: 256) % (new.count + 1))
        case 3...5 where !new.isEmpty:
          let index = input.int(below: 256) % new.count
          var items = new[index].items
          for _ in 0..<(1 + input.int(below: 3)) {
            if input.bool() || items.isEmpty {
              if items.count < 16 {
                items.insert(newItemID(), at: input.int(below: 256) % (items.count + 1))
              }
            } else {
              items.remove(at: input.int(below: 256) % items.count)
            }
          }
          new[index].items = items
        case 6 where !new.isEmpty:
          let index = input.int(below: 256) % new.count
          if new[index].items.count > 1 {
            let moved = new[index].items.remove(at: input.int(below: 256) % new[index].items.count)
            new[index].items.insert(
              moved, at: input.int(below: 256) % (new[index].items.count + 1))
          }
        default:
          break
        }
      }
      // Strict mode rejects item changes in a moved section, and the batch leaves them out: a
      // section the batch moves keeps its items.
      let oldItems = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0.items) })
      for move in ListDiff(from: old.map(\.id), to: new.map(\.id)).moves {
        new[move.to].items = oldItems[new[move.to].id] ?? new[move.to].items
      }
      let batch = Self.batch(from: old, to: new)
      stepName = "batch \(batch.oneLineDescription) to \(new)"
      trace(stepName)
      view.performBatchUpdates(
        describedBy: {
          dataSource.sections = new
          return batch
        }, completion: nil)
    }
  }

  /// The batch from one list of sections to another: the sections' diff, and the items' diff in
  /// each section that keeps its id and is not moved (strict mode rejects item changes in a moved
  /// section).
  static func batch(from old: [ModelSection], to new: [ModelSection]) -> BatchUpdate {
    let sectionDiff = ListDiff(from: old.map(\.id), to: new.map(\.id))
    var batch = BatchUpdate(
      sectionDeletes: sectionDiff.deletes, sectionInserts: sectionDiff.inserts,
      sectionMoves: sectionDiff.moves)
    let moved = Set(sectionDiff.moves.map(\.from))
    let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
    for (newSection, section) in new.enumerated() {
      guard let oldSection = oldIndex[section.id], !moved.contains(oldSection) else { continue }
      let diff = ListDiff(from: old[oldSection].items, to: section.items)
      batch.itemDeletes += diff.deletes.map { IndexPath(item: $0, section: oldSection) }
      batch.itemInserts += diff.inserts.map { IndexPath(item: $0, section: newSection) }
      batch.itemMoves += diff.moves.map {
        BatchUpdate.ItemMove(
          from: IndexPath(item: $0.from, section: oldSection),
          to: IndexPath(item: $0.to, section: newSection))
      }
    }
    return batch
  }

  /// A section described anew; the view learns it by an empty batch, a section reload, or the
  /// layout's invalidation.
  private func redescribe(_ input: inout FuzzInput) {
    guard !dataSource.sections.isEmpty else { return }
    let index = input.int(below: 256) % dataSource.sections.count
    let describes =
      switch describer {
      case .content: true
      case .provider: false
      case .mixed: input.bool()
      }
    dataSource.sections[index].layout =
      describes ? DescriptionReader.section(&input) : nil
    switch input.int(below: 3) {
    case 0:
      stepName = "section \(index) described anew, then an empty batch"
      trace("\(stepName): \(String(describing: dataSource.sections[index].layout))")
      view.performBatchUpdates({}, completion: nil)
    case 1:
      stepName = "section \(index) described anew, then reloadSections"
      trace("\(stepName): \(String(describing: dataSource.sections[index].layout))")
      view.reloadSections([index])
    default:
      stepName = "section \(index) described anew, then invalidateLayout(.sections(from:))"
      trace("\(stepName): \(String(describing: dataSource.sections[index].layout))")
      layout.invalidateLayout(.sections(from: index))
      view.layoutIfNeeded()
    }
  }

  /// An item measures another size: reloaded or reconfigured.
  private func remeasure(_ input: inout FuzzInput) {
    let sections = dataSource.sections.indices.filter { !dataSource.sections[$0].items.isEmpty }
    guard !sections.isEmpty else { return }
    let section = sections[input.int(below: 256) % sections.count]
    let item = input.int(below: 256) % dataSource.sections[section].items.count
    let id = dataSource.sections[section].items[item]
    dataSource.versions[id, default: 0] += 1 + input.int(below: 5)
    let indexPath = IndexPath(item: item, section: section)
    if input.bool() {
      stepName = "item \(indexPath) measures anew, reloaded"
      trace(stepName)
      view.reloadItems(at: [indexPath])
    } else {
      stepName = "item \(indexPath) measures anew, reconfigured"
      trace(stepName)
      view.reconfigureItems(at: [indexPath])
    }
  }

  /// The environment: the display scale, the layout direction, the safe area, the margins.
  private func environment(_ input: inout FuzzInput) {
    switch input.int(below: 4) {
    case 0:
      let scale = input.pick([1, 2, 3] as [CGFloat])
      stepName = "view.displayScale = \(scale)"
      trace(stepName)
      view.displayScale = scale
    case 1:
      let direction: LayoutDirection = input.bool() ? .rightToLeft : .leftToRight
      stepName = "view.layoutDirection = \(direction)"
      trace(stepName)
      view.layoutDirection = direction
    case 2:
      let insets = LayoutInsets(
        top: input.pick([0, 20, 47] as [CGFloat]), left: input.pick([0, 44] as [CGFloat]),
        bottom: input.pick([0, 34] as [CGFloat]), right: input.pick([0, 44] as [CGFloat]))
      stepName = "view.safeAreaInsets = \(insets)"
      trace(stepName)
      view.safeAreaInsets = insets
    default:
      let margin = input.pick([8, 0, 16, 20.5] as [CGFloat])
      stepName = "view.layoutMargins = \(margin) all round"
      trace(stepName)
      view.layoutMargins = LayoutInsets(top: margin, left: margin, bottom: margin, right: margin)
    }
  }

  // MARK: Checks

  private func endStep() {
    view.layoutIfNeeded()
    // Self-sizing rounds are bounded: finish what the last one left, as the next pass would.
    _ = view.contentSize
    let context = "step \(stepCount) (\(stepName))"
    for error in view.errors.dropFirst(errorCount) {
      if case .sectionDoesNotScrollOrthogonally = error, allowsOrthogonalError { continue }
      fuzzFailure("collection view error in \(context): \(error)")
    }
    Checks(harness: self, context: context).run()
  }

  /// A layout prepared from scratch on the view's content now, and the sections it reported
  /// a group that took no item in (`emptyGroup`): their items are not all laid out.
  func freshLayout() -> (layout: CompositionalLayout, partial: Set<Int>) {
    let holder = providedHolder
    let fresh = CompositionalLayout(configuration: configuration) { index, _ in
      holder.sections.isEmpty ? nil : holder.sections[index % holder.sections.count]
    }
    var partial: Set<Int> = []
    fresh.diagnosticHandler = { diagnostic in
      if case .emptyGroup = diagnostic.kind { partial.insert(diagnostic.section) }
    }
    fresh.prepare(for: view)
    fresh.diagnosticHandler = { _ in }
    return (fresh, partial)
  }
}

/// The section provider's descriptions, in a reference its closure reads.
@MainActor
final class ProvidedSections {
  var sections: [LayoutSection] = []
}
