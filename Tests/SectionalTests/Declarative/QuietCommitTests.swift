import Foundation
import Sectional
import Testing

@testable import SectionalAdapter
@testable import SectionalDeclarative

/// A view model of 24 bytes: more than a cell's digest keeps, so that the digests of two cells
/// of it leave their comparison to the cells' components.
private struct WideModel: Equatable {
  var first = 0
  var second = 0
  var third = 0
}

/// A component of a ``WideModel``.
private struct WideComponent: Component {
  let viewModel: WideModel

  func renderContent(coordinator: Void) -> CountingLabel { CountingLabel() }

  func render(in content: CountingLabel, coordinator: Void) {
    content.text = "\(viewModel.third)"
  }

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }
}

/// A component of an integer, whose bytes decide its equality.
private struct Counter: Component {
  let viewModel: Int

  func renderContent(coordinator: Void) -> CountingLabel { CountingLabel() }

  func render(in content: CountingLabel, coordinator: Void) {
    content.text = "\(viewModel)"
  }

  var layoutMode: ContentLayoutMode { .fixed(CGSize(width: 100, height: 10)) }
}

/// A section whose cells are built again equal to the committed ones, with nothing else changed,
/// commits them at once and answers `unchanged`; anything the batch's layout or views must see
/// together with the rest waits for the batch.
@MainActor
@Suite("Declarative lists: cells built again commit at once")
struct QuietCommitTests {
  private let rows = FlowSectionLayout(
    itemSize: .fixed(CGSize(width: 100, height: 10)),
    inset: LayoutInsets(top: 4, left: 0, bottom: 4, right: 0))

  private func model(_ section: ListSection) throws -> ComponentSectionModel {
    guard case .cells(let model) = section.content else {
      throw ModelMissing()
    }
    return model
  }

  private struct ModelMissing: Error {}

  /// A controller that committed `first`, then was sent `second`: the update, and whether
  /// `second`'s cells are committed before the update's commit runs.
  private func update(from first: ListSection, to second: ListSection) throws -> (
    update: SectionUpdate, committedAtOnce: Bool, controller: ComponentSectionController
  ) {
    let controller = ComponentSectionController()
    controller.update(to: try model(first)).commitChange?()
    let next = try model(second)
    let update = controller.update(to: next)
    let committedAtOnce = CommittedItems<ComponentSectionModel, Cell>.areSameStorage(
      controller.cells, next.cells)
    return (update, committedAtOnce, controller)
  }

  private func section(_ ids: [String]) -> ListSection {
    ListSection(id: "s", cells: textCells(ids))
  }

  @Test func cellsBuiltAgainUnderTheSameDescriptionCommitAtOnce() throws {
    let answer = try update(
      from: section(["a", "b"]).withSectionLayout(rows),
      to: section(["a", "b"]).withSectionLayout(rows))
    #expect(answer.update.isUnchanged)
    #expect(answer.committedAtOnce)
  }

  @Test func cellsBuiltAgainWithAnEqualHeaderAndFooterCommitAtOnce() throws {
    let answer = try update(
      from: section(["a"]).withHeader(CountedText(viewModel: "h"))
        .withFooter(CountedText(viewModel: "f")),
      to: section(["a"]).withHeader(CountedText(viewModel: "h"))
        .withFooter(CountedText(viewModel: "f")))
    #expect(answer.update.isUnchanged)
    #expect(answer.committedAtOnce)
  }

  @Test func aChangedHeaderWaitsForTheBatch() throws {
    let answer = try update(
      from: section(["a"]).withHeader(CountedText(viewModel: "old")),
      to: section(["a"]).withHeader(CountedText(viewModel: "new")))
    #expect(!answer.update.isUnchanged)
    #expect(answer.update.changesNoItem)
    #expect(!answer.committedAtOnce)
  }

  @Test func aChangedFooterWaitsForTheBatch() throws {
    let answer = try update(
      from: section(["a"]), to: section(["a"]).withFooter(CountedText(viewModel: "f")))
    #expect(!answer.update.isUnchanged)
    #expect(!answer.committedAtOnce)
  }

  @Test func aChangedLayoutDescriptionWaitsForTheBatch() throws {
    var wider = rows
    wider.inset = LayoutInsets(top: 4, left: 8, bottom: 4, right: 0)
    let answer = try update(
      from: section(["a", "b"]).withSectionLayout(rows),
      to: section(["a", "b"]).withSectionLayout(wider))
    #expect(!answer.update.isUnchanged)
    #expect(!answer.committedAtOnce)
    let stamp = answer.controller.layoutStamp
    answer.update.commit()
    // The batch's commit gives the new description a stamp of its own.
    #expect(answer.controller.layoutStamp != stamp)
  }

  @Test func aDescriptionMadeAtEachPassWaitsForTheBatch() throws {
    let made = section(["a"]).withSectionLayout { _ in FlowSectionLayout() }
    let answer = try update(from: made, to: section(["a"]).withSectionLayout { _ in rows })
    #expect(!answer.update.isUnchanged)
    #expect(!answer.committedAtOnce)
  }

  @Test func cellsBuiltAgainUnderTheSameStockLayoutCommitAtOnce() throws {
    let answer = try update(
      from: section(["a", "b"]).withSectionLayout(.verticalGrid(numberOfItemsInRow: 2)),
      to: section(["a", "b"]).withSectionLayout(.verticalGrid(numberOfItemsInRow: 2)))
    #expect(answer.update.isUnchanged)
    #expect(answer.committedAtOnce)
  }

  @Test func anotherStockLayoutWaitsForTheBatch() throws {
    let answer = try update(
      from: section(["a", "b"]).withSectionLayout(.vertical(spacing: 4)),
      to: section(["a", "b"]).withSectionLayout(.vertical(spacing: 8)))
    #expect(!answer.update.isUnchanged)
    #expect(!answer.committedAtOnce)
  }

  @Test func aChangedCellWaitsForTheBatch() throws {
    let answer = try update(from: section(["a", "b"]), to: section(["a", "c"]))
    #expect(!answer.update.isUnchanged)
    #expect(!answer.committedAtOnce)
  }

  @Test func aTapAfterTheListIsBuiltAgainReachesTheNewCellsHandler() {
    let harness = DeclarativeHarness()
    var selected: [String] = []
    func list(_ tag: String) -> List {
      List {
        ListSection(
          id: "s",
          cells: textCells(["a", "b"]).map { cell in
            cell.didSelect { _ in selected.append(tag) }
          }
        )
        .withSectionLayout(rows)
      }
    }
    harness.apply(list("first"))
    harness.apply(list("second"))
    harness.view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(selected == ["second"])
    #expect(harness.completions == [true, true])
    harness.expectNoProblems()
  }

  /// Cells 0..<count of integer ids and integer view models, whose digests settle every
  /// comparison by themselves; the cell at `changed` has view model 1, the others 0.
  private func settlingModel(count: Int, changed: Int? = nil) -> ComponentSectionModel {
    ComponentSectionModel(
      cells: (0..<count).map { Cell(id: $0, component: Counter(viewModel: $0 == changed ? 1 : 0)) })
  }

  @Test func aCellChangedAfterCellsCommittedQuietlyIsFoundWhereverItIs() {
    for changed in [0, 1, 2, 5, 6] {
      let controller = ComponentSectionController()
      controller.update(to: settlingModel(count: 7)).commitChange?()
      // Twice quietly: the second walk knows every committed cell settles by its digest.
      #expect(controller.update(to: settlingModel(count: 7)).isUnchanged)
      #expect(controller.update(to: settlingModel(count: 7)).isUnchanged)
      let update = controller.update(to: settlingModel(count: 7, changed: changed))
      #expect(update.changes.reconfigures == [changed], "cell \(changed)")
    }
  }

  @Test func cellsWhoseDigestsLeaveTheComparisonOpenAreComparedAfterAQuietCommit() {
    func model(_ third: Int) -> ComponentSectionModel {
      ComponentSectionModel(
        cells: (0..<4).map {
          Cell(id: $0, component: WideComponent(viewModel: WideModel(third: $0 == 2 ? third : 0)))
        })
    }
    let controller = ComponentSectionController()
    controller.update(to: model(0)).commitChange?()
    #expect(controller.update(to: model(0)).isUnchanged)
    #expect(controller.update(to: model(0)).isUnchanged)
    // Equal digests, unequal components: the walk must not take the digests' bytes for them.
    let update = controller.update(to: model(1))
    #expect(update.changes.reconfigures == [2])
  }
}
