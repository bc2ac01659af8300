import Foundation
import Sectional
import SectionalTesting
import Testing

/// A class model whose content changes in place: the same instance, so the same bits.
@MainActor
private final class SkipReviewBox: CustomStringConvertible {
  var name: String
  init(_ name: String) { self.name = name }
  nonisolated var description: String { MainActor.assumeIsolated { name } }
}

/// A model with padding bytes between its fields.
private struct SkipReviewPadded {
  var flag: UInt8
  var value: Int64
}

/// A model that holds a class instance.
@MainActor
private struct SkipReviewHolder {
  let box: SkipReviewBox
}

/// A model that holds a weak reference, described by what it points to.
private struct SkipReviewWeakHolder: CustomStringConvertible {
  weak var owner: SkipReviewBox?
  var description: String { MainActor.assumeIsolated { owner?.name ?? "gone" } }
}

/// A model larger than the 32 bytes the adapter keeps bits of.
private struct SkipReviewLarge {
  var a: Int
  var b: Int
  var c: Int
  var d: Int
  var text: String
}

/// A controller that keeps the contract on paper, and shows `rows(model)` where `rows` may read
/// more than the model (a captured variable): it counts the models it is sent.
@MainActor
private final class SkipReviewClosureRows<Model>: SectionController, ModelDerivedItems {
  weak var context: (any CollectionViewContext)?
  var derivesItemsFromModelAlone: Bool { true }
  private let rows: (Model) -> [String]
  private(set) var committed: [String] = []
  private(set) var modelsSent = 0
  private(set) var removals = 0
  var numberOfItems: Int { committed.count }

  func didRemove() { removals += 1 }

  init(rows: @escaping (Model) -> [String]) { self.rows = rows }

  func update(to model: Model) -> SectionUpdate {
    modelsSent += 1
    let new = rows(model)
    guard new != committed else { return .unchanged }
    return SectionUpdate(changes: .reloadSection) { [self] in committed = new }
  }

  /// Changes its own items through its context, as the contract allows.
  func applyThroughContext(_ new: [String]) {
    context?.apply(
      { [self] in
        SectionUpdate(changes: .reloadSection) { [self] in committed = new }
      }, completion: nil)
  }

  func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = committed[indexPath.indexInSectionController]
    return cell
  }
}

/// A controller keeping the contract whose answer misstates its own commit: it says what
/// `answer` says, and commits `rows`.
@MainActor
private final class SkipReviewMisstating: SectionController, ModelDerivedItems {
  weak var context: (any CollectionViewContext)?
  var derivesItemsFromModelAlone: Bool { true }
  var answer: ItemChanges = .none
  private(set) var committed: [String] = []
  var numberOfItems: Int { committed.count }

  func update(to model: [String]) -> SectionUpdate {
    guard model != committed else { return .unchanged }
    return SectionUpdate(changes: committed.isEmpty ? .reloadSection : answer) { [self] in
      committed = model
    }
  }

  func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = committed[indexPath.indexInSectionController]
    return cell
  }
}

/// A controller keeping the contract on paper whose rows are its model and `extra`, read live:
/// its count changes outside any update.
@MainActor
private final class SkipReviewLiveRows: SectionController, ModelDerivedItems {
  weak var context: (any CollectionViewContext)?
  var derivesItemsFromModelAlone: Bool { true }
  var extra: [String] = []
  private var model: [String] = []
  var numberOfItems: Int { model.count + extra.count }

  func update(to model: [String]) -> SectionUpdate {
    SectionUpdate(changes: .reloadSection) { [self] in self.model = model }
  }

  func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = (model + extra)[indexPath.indexInSectionController]
    return cell
  }
}

/// A controller keeping the contract that lets its items go when told its section is gone.
@MainActor
private final class SkipReviewReleasing: SectionController, ModelDerivedItems {
  weak var context: (any CollectionViewContext)?
  var derivesItemsFromModelAlone: Bool { true }
  private(set) var committed: [String] = []
  var numberOfItems: Int { committed.count }

  func update(to model: [String]) -> SectionUpdate {
    guard model != committed else { return .unchanged }
    return SectionUpdate(changes: .reloadSection) { [self] in committed = model }
  }

  func didRemove() { committed = [] }

  func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    let index = indexPath.indexInSectionController
    cell.text = committed.indices.contains(index) ? committed[index] : "<no item>"
    return cell
  }
}

/// Another controller type, to replace a section under the same id.
@MainActor
private final class SkipReviewOtherList: DiffingListSectionController<[String], String> {
  private(set) var removed = false
  init() { super.init(items: { $0.map { "other " + $0 } }) }
  override func didRemove() { removed = true }
}

@MainActor
@Suite("The adapter's skip of untouched sections, against controllers that break its contract")
struct SkipContractReviewTests {
  // MARK: Models the bits tell apart, or do not

  @Test func aClassModelChangedInPlaceKeepsItsItemsAsDocumented() {
    // Documented (`ModelDerivedItems`): "A model that is a class instance changed in place is the
    // same model ... the section keeps its items."
    let harness = AdapterHarness()
    let box = SkipReviewBox("before")
    let controller = SingleModelSectionController<SkipReviewBox>()
    harness.show([Section(id: "s", model: box, controller: controller)])
    box.name = "after"
    harness.show([Section(id: "s", model: box, controller: controller)])
    #expect(harness.shownSections == [["before"]])
    // The documented remedy: a reload through the adapter shows the new content.
    harness.adapter.reloadSections(withIDs: ["s"])
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["after"]])
    harness.expectNoProblems()
  }

  @Test func aSubclassOfTheSingleModelControllerIsSentEveryModel() {
    // A subclass answers `false` unless it opts in: a class model changed in place reaches it.
    final class Subclass: SingleModelSectionController<SkipReviewBox> {}
    let harness = AdapterHarness()
    let box = SkipReviewBox("before")
    let controller = Subclass(isEqual: nil)
    harness.show([Section(id: "s", model: box, controller: controller)])
    box.name = "after"
    harness.show([Section(id: "s", model: box, controller: controller)])
    #expect(harness.shownSections == [["after"]])
    harness.expectNoProblems()
  }

  @Test func anArrayModelMutatedAfterItWasShownIsANewModel() {
    // The adapter keeps the model it was last sent alive: a mutation copies the storage, so the
    // bits change and the controller hears the new rows.
    let harness = AdapterHarness()
    let controller = ListSectionController<[String], String>()
    var rows = ["a", "b"]
    harness.show([Section(id: "s", model: rows, controller: controller)])
    rows[0] = "z"
    harness.show([Section(id: "s", model: rows, controller: controller)])
    #expect(harness.shownSections == [["z", "b"]])
    rows.removeAll(keepingCapacity: true)
    rows.append("y")
    harness.show([Section(id: "s", model: rows, controller: controller)])
    #expect(harness.shownSections == [["y"]])
    harness.expectNoProblems()
  }

  @Test func aModelWithPaddingBytesShowsEachNewValue() {
    let harness = AdapterHarness()
    let controller = SkipReviewClosureRows<SkipReviewPadded> { ["\($0.flag)-\($0.value)"] }
    for (flag, value) in [(1, 1), (1, 1), (2, 1), (2, 7), (2, 7)] as [(UInt8, Int64)] {
      harness.show([
        Section(
          id: "s", model: SkipReviewPadded(flag: flag, value: value), controller: controller)
      ])
      #expect(harness.shownSections == [["\(flag)-\(value)"]])
    }
    harness.expectNoProblems()
  }

  @Test func signedZeroAndNaNModelsShowWhatTheModelSays() {
    let harness = AdapterHarness()
    let controller = SkipReviewClosureRows<Double> { ["\($0)"] }
    for value in [0.0, -0.0, 0.0, Double.nan, Double.nan, -Double.nan, 1.5] {
      harness.show([Section(id: "s", model: value, controller: controller)])
      #expect(harness.shownSections == [["\(value)"]])
    }
    harness.expectNoProblems()
  }

  @Test func aModelLargerThanThirtyTwoBytesIsSentEveryTime() {
    let harness = AdapterHarness()
    let model = SkipReviewLarge(a: 1, b: 2, c: 3, d: 4, text: "x")
    let controller = SkipReviewClosureRows<SkipReviewLarge> { [$0.text] }
    harness.show([Section(id: "s", model: model, controller: controller)])
    harness.show([Section(id: "s", model: model, controller: controller)])
    #expect(controller.modelsSent == 2)
    let small = SkipReviewClosureRows<Int> { ["\($0)"] }
    harness.show([Section(id: "t", model: 16, controller: small)])
    harness.show([Section(id: "t", model: 16, controller: small)])
    #expect(small.modelsSent == 1)
    harness.expectNoProblems()
  }

  // MARK: Breaches the checks can see, and those they cannot

  @Test func itemsThatFollowACapturedVariableAtTheSameCountStayStaleAsDocumented() {
    // Documented: "A breach no check reads, items that change while their count stays, keeps
    // the previous items on screen until the section's next change."
    let harness = AdapterHarness()
    var suffix = "1"
    let controller = SkipReviewClosureRows<[String]> { rows in rows.map { $0 + suffix } }
    let rows = ["a", "b"]
    harness.show([Section(id: "s", model: rows, controller: controller)])
    suffix = "2"
    harness.show([Section(id: "s", model: rows, controller: controller)])
    #expect(harness.shownSections == [["a1", "b1"]])
    harness.expectNoProblems()
  }

  @Test func aCountChangedOutsideAnUpdateIsReportedWhenTheSectionAlsoMoves() {
    let harness = AdapterHarness()
    let breaker = SkipReviewLiveRows()
    let rows = ["a", "b"]
    let other = TextList()
    harness.show([
      Section(id: "breaker", model: rows, controller: breaker),
      Section(id: "other", model: ["o"], controller: other),
    ])
    breaker.extra = ["c"]
    // The breaker's count is 3 now; it moves, with the very model it was last sent.
    harness.show([
      Section(id: "other", model: ["o"], controller: other),
      Section(id: "breaker", model: rows, controller: breaker),
    ])
    #expect(harness.view.numberOfSections == 2)
    #expect(harness.shownSections.first == ["o"])
    // What the controller holds is shown (its committed rows); the screen matches the
    // controller.
    #expect(harness.shownSections.last == ["a", "b", "c"])
    #expect(!harness.errorDiagnostics.isEmpty)
    harness.expectEveryErrorDiagnosed()
  }

  @Test func aQuietAnswerWhoseCommitChangesTheCountIsReportedAndShown() {
    // An answer that changes no item, but whose commit changes the count: the counts of quiet
    // survivors are checked after the commit.
    let harness = AdapterHarness()
    let controller = SkipReviewMisstating()
    harness.show([Section(id: "s", model: ["a"], controller: controller)])
    controller.answer = .none
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: controller)])
    #expect(harness.view.numberOfItems(inSection: 0) == 3)
    #expect(harness.shownSections == [["a", "b", "c"]])
    #expect(!(harness.diagnostics.isEmpty && harness.errorDiagnostics.isEmpty))
    harness.expectEveryErrorDiagnosed()
  }

  @Test func anAnswerThatMisstatesTheCountIsReportedAndTheScreenFollowsTheCommit() {
    let harness = AdapterHarness()
    let controller = SkipReviewMisstating()
    harness.show([Section(id: "s", model: ["a"], controller: controller)])
    controller.answer = ItemChanges(inserts: IndexSet(integer: 1))
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: controller)])
    #expect(harness.shownSections == [["a", "b", "c"]])
    #expect(!(harness.diagnostics.isEmpty && harness.errorDiagnostics.isEmpty))
    // The same model again is passed over, and the screen stays right.
    harness.show([Section(id: "s", model: ["a", "b", "c"], controller: controller)])
    #expect(harness.shownSections == [["a", "b", "c"]])
    harness.expectEveryErrorDiagnosed()
  }

  @Test func anAnswerThatMisstatesTheContentAtTheRightCountIsRefreshedByTheNextModel() {
    // The answer says nothing changed while the rows did, at the same count: no check can see
    // it. The next model, even an equal value, must not be passed over on the strength of bits.
    let harness = AdapterHarness()
    let controller = SkipReviewMisstating()
    harness.show([Section(id: "s", model: ["a"], controller: controller)])
    controller.answer = ItemChanges(reconfigures: IndexSet(integer: 0))
    harness.show([Section(id: "s", model: ["b"], controller: controller)])
    #expect(harness.shownSections == [["b"]])
    harness.expectNoProblems()
  }

  // MARK: Identity: replaced controllers, moved sections, kept ids

  @Test func aSectionWhoseControllerTypeChangesUnderTheSameIdShowsTheNewController() {
    let harness = AdapterHarness()
    let rows = ["a", "b"]
    let first = TextList()
    let second = SkipReviewOtherList()
    harness.show([Section(id: "s", model: rows, controller: first)])
    harness.show([Section(id: "s", model: rows, controller: second)])
    #expect(harness.shownSections == [["other a", "other b"]])
    // And back: a new controller of the first type, sent the very model the first one had.
    let third = TextList()
    harness.show([Section(id: "s", model: rows, controller: third)])
    #expect(second.removed)
    #expect(harness.shownSections == [["a", "b"]])
    #expect(third.items == rows)
    harness.expectNoProblems()
  }

  @Test func aRemovedAndReaddedIdGetsANewControllerThatIsSentTheModel() {
    let harness = AdapterHarness()
    let rows = ["a", "b"]
    harness.show([Section(id: "s", model: rows, controller: TextList())])
    harness.show([])
    let again = TextList()
    harness.show([Section(id: "s", model: rows, controller: again)])
    #expect(again.items == rows)
    #expect(harness.shownSections == [["a", "b"]])
    harness.expectNoProblems()
  }

  @Test func aMovedSectionWithTheModelLastSentKeepsItsItems() {
    let harness = AdapterHarness()
    let a = ["a1", "a2"]
    let b = ["b1"]
    let listA = TextList()
    let listB = TextList()
    harness.show([
      Section(id: "A", model: a, controller: listA), Section(id: "B", model: b, controller: listB),
    ])
    harness.show([
      Section(id: "B", model: b, controller: listB), Section(id: "A", model: a, controller: listA),
    ])
    #expect(harness.shownSections == [["b1"], ["a1", "a2"]])
    // The controllers swapped models: each must hear it.
    harness.show([
      Section(id: "B", model: a, controller: listB), Section(id: "A", model: b, controller: listA),
    ])
    #expect(harness.shownSections == [["a1", "a2"], ["b1"]])
    harness.expectNoProblems()
  }

  @Test func modelsOfTheSameBitsAcrossSectionsAreNotConfused() {
    // Each section compares with its own last model: one section's bits are no other's.
    let harness = AdapterHarness()
    let x = SkipReviewClosureRows<Int> { ["x\($0)"] }
    let y = SkipReviewClosureRows<Int> { ["y\($0)"] }
    harness.show([
      Section(id: "x", model: 1, controller: x), Section(id: "y", model: 2, controller: y),
    ])
    harness.show([
      Section(id: "y", model: 1, controller: y), Section(id: "x", model: 2, controller: x),
    ])
    #expect(harness.shownSections == [["y1"], ["x2"]])
    harness.expectNoProblems()
  }

  // MARK: Context-driven changes, interleaved with updates

  @Test func aContextChangeThenTheModelLastSentShowsTheModel() {
    let harness = AdapterHarness()
    let controller = SkipReviewClosureRows<[String]> { $0 }
    let rows = ["a", "b"]
    harness.show([Section(id: "s", model: rows, controller: controller)])
    controller.applyThroughContext(["z"])
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["z"]])
    harness.show([Section(id: "s", model: rows, controller: controller)])
    #expect(harness.shownSections == [["a", "b"]])
    harness.expectNoProblems()
  }

  @Test func requestsQueuedInACompletionApplyInOrderAroundTheSkip() {
    let harness = AdapterHarness()
    let controller = SkipReviewClosureRows<[String]> { $0 }
    let rows = ["a", "b"]
    let other = ["c"]
    harness.show([Section(id: "s", model: rows, controller: controller)])
    // From inside a completion: the very model, a context change, another model, the very
    // model again. The last request is the first model: it must be what shows.
    harness.adapter.update([Section(id: "s", model: rows, controller: controller)]) { _ in
      harness.adapter.update([Section(id: "s", model: rows, controller: controller)])
      controller.applyThroughContext(["z"])
      harness.adapter.update([Section(id: "s", model: other, controller: controller)])
      harness.adapter.update([Section(id: "s", model: rows, controller: controller)])
    }
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["a", "b"]])
    #expect(controller.committed == rows)
    harness.expectNoProblems()
  }

  @Test func aContextChangeQueuedAfterTheModelLastSentWins() {
    let harness = AdapterHarness()
    let controller = SkipReviewClosureRows<[String]> { $0 }
    let rows = ["a", "b"]
    harness.show([Section(id: "s", model: rows, controller: controller)])
    harness.adapter.update([Section(id: "s", model: ["q"], controller: controller)]) { _ in
      harness.adapter.update([Section(id: "s", model: rows, controller: controller)])
      controller.applyThroughContext(["z"])
    }
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["z"]])
    // Then the first model once more: the items no longer follow it, so it is sent.
    harness.show([Section(id: "s", model: rows, controller: controller)])
    #expect(harness.shownSections == [["a", "b"]])
    harness.expectNoProblems()
  }

  @Test func aContextChangeAskedForFromInsideUpdateToIsAppliedAfterTheUpdate() {
    let harness = AdapterHarness()
    var appendOnUpdate = false
    var controllerRef: SkipReviewClosureRows<[String]>?
    let controller = SkipReviewClosureRows<[String]> { rows in
      if appendOnUpdate {
        appendOnUpdate = false
        controllerRef?.applyThroughContext(rows + ["ctx"])
      }
      return rows
    }
    controllerRef = controller
    harness.show([Section(id: "s", model: ["a"], controller: controller)])
    appendOnUpdate = true
    let rows = ["b"]
    harness.show([Section(id: "s", model: rows, controller: controller)])
    #expect(harness.shownSections == [["b", "ctx"]])
    // The model last sent, again: the items changed through the context since, so it is sent.
    harness.show([Section(id: "s", model: rows, controller: controller)])
    #expect(harness.shownSections == [["b"]])
    controllerRef = nil
    harness.expectNoProblems()
  }

  @Test func aComputedContextChangeQueuedBeforeAnUpdateOfTheSameModelIsNotStale() {
    let harness = AdapterHarness()
    let list = TextList()
    let rows = ["a", "b"]
    harness.show([Section(id: "s", model: rows, controller: list)])
    harness.adapter.update([Section(id: "s", model: rows, controller: list)]) { _ in
      list.context?.apply(
        ItemChanges(inserts: IndexSet(integer: 2)),
        commit: {
          list.update(to: rows + ["c"]).commit()
        }, completion: nil)
      harness.adapter.update([Section(id: "s", model: rows, controller: list)])
    }
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["a", "b"]])
    #expect(list.items == rows)
    harness.expectNoProblems()
  }

  @Test func aReloadOfTheSectionsShowsItemsChangedAtTheSameCount() {
    // The documented way out of a breach no check sees.
    let harness = AdapterHarness()
    var suffix = "1"
    let controller = SkipReviewClosureRows<[String]> { rows in rows.map { $0 + suffix } }
    let rows = ["a"]
    harness.show([Section(id: "s", model: rows, controller: controller)])
    suffix = "2"
    harness.adapter.reloadSections(withIDs: ["s"])
    harness.show([Section(id: "s", model: rows, controller: controller)])
    #expect(harness.shownSections == [["a2"]])
    harness.expectNoProblems()
  }

  // MARK: More breaches

  @Test func aStructHoldingAClassChangedInPlaceKeepsItsItems() {
    // The same bits: the class instance inside is the same one. As the documented class model,
    // the section keeps its items (no check can read content at an unchanged count).
    let harness = AdapterHarness()
    let box = SkipReviewBox("before")
    let controller = SkipReviewClosureRows<SkipReviewHolder> { [$0.box.name] }
    harness.show([Section(id: "s", model: SkipReviewHolder(box: box), controller: controller)])
    box.name = "after"
    harness.show([Section(id: "s", model: SkipReviewHolder(box: box), controller: controller)])
    #expect(harness.shownSections == [["before"]])
    #expect(controller.modelsSent == 1)
    harness.expectNoProblems()
  }

  @Test func aModelWhoseWeakReferenceWasZeroedShowsItsNewDescription() {
    // The model's value changed (its weak reference is now `nil`) with no mutation by the app.
    let harness = AdapterHarness()
    var owner: SkipReviewBox? = SkipReviewBox("alive")
    let model = SkipReviewWeakHolder(owner: owner)
    let controller = SingleModelSectionController<SkipReviewWeakHolder>(isEqual: nil)
    harness.show([Section(id: "s", model: model, controller: controller)])
    #expect(harness.shownSections == [["alive"]])
    owner = nil
    #expect(model.description == "gone")
    harness.show([Section(id: "s", model: model, controller: controller)])
    #expect(harness.shownSections == [["gone"]])
    harness.expectNoProblems()
  }

  @Test func aCountChangedOutsideAnUpdateIsReportedByTheNextUpdateOfTheSameModel() {
    let harness = AdapterHarness()
    let breaker = SkipReviewLiveRows()
    let rows = ["a"]
    harness.show([Section(id: "s", model: rows, controller: breaker)])
    breaker.extra = ["b"]
    harness.show([Section(id: "s", model: rows, controller: breaker)])
    #expect(harness.shownSections == [["a", "b"]])
    #expect(harness.errorDiagnostics.count == 1, "\(harness.diagnostics) \(harness.view.errors)")
    harness.expectEveryErrorDiagnosed()
  }

  @Test func aCountChangedOutsideAnUpdateIsReportedInAContentOnlyUpdate() {
    let harness = AdapterHarness()
    let breaker = SkipReviewLiveRows()
    let list = TextList()
    harness.show([
      Section(id: "s", model: ["a"], controller: breaker),
      Section(id: "t", model: ["x"], controller: list),
    ])
    breaker.extra = ["b", "c"]
    harness.adapter.update(
      [
        Section(id: "s", model: ["a"], controller: breaker),
        Section(id: "t", model: ["y"], controller: list),
      ], updateStrategy: .reconfigureOnly)
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["a", "b", "c"], ["y"]])
    #expect(!(harness.diagnostics.isEmpty && harness.errorDiagnostics.isEmpty))
    harness.expectEveryErrorDiagnosed()
  }

  @Test func aCountChangedOutsideAnUpdateIsReportedByAContextChangeOfTheSameSection() {
    let harness = AdapterHarness()
    let breaker = SkipReviewLiveRows()
    harness.show([Section(id: "s", model: ["a"], controller: breaker)])
    breaker.extra = ["b"]
    breaker.context?.apply(
      {
        SectionUpdate(changes: ItemChanges(inserts: IndexSet(integer: 2))) {
          breaker.extra.append("c")
        }
      },
      completion: nil)
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["a", "b", "c"]])
    #expect(!(harness.diagnostics.isEmpty && harness.errorDiagnostics.isEmpty))
    harness.expectEveryErrorDiagnosed()
  }

  @Test func aNewControllerInstanceUnderAKeptIdIsNotBuilt() {
    // Documented (`Section`): the same id with a controller of the same type keeps the first.
    let harness = AdapterHarness()
    let first = TextList()
    var secondBuilt = false
    let makeSecond: () -> TextList = {
      secondBuilt = true
      return TextList()
    }
    let rows = ["a"]
    harness.show([Section(id: "s", model: rows, controller: first)])
    harness.show([Section(id: "s", model: ["b"], controller: makeSecond())])
    #expect(!secondBuilt)
    #expect(first.items == ["b"])
    harness.show([Section(id: "s", model: rows, controller: makeSecond())])
    #expect(harness.shownSections == [["a"]])
    harness.expectNoProblems()
  }

  @Test func theStockControllersThatMayReadMoreThanTheModelAreSentEveryModel() {
    let harness = AdapterHarness()
    var prefix = "1"
    let single = SingleItemSectionController<Int, String>(item: { "\(prefix)-\($0)" })
    let keyed = KeyedListSectionController<[String], String, String>(
      items: { rows in rows.map { prefix + $0 } }, id: { $0 }, isContentEqual: { $0 == $1 })
    let rows = ["a"]
    func show() {
      harness.show([
        Section(id: "single", model: 7, controller: single),
        Section(id: "keyed", model: rows, controller: keyed),
      ])
    }
    show()
    #expect(harness.shownSections == [["1-7"], ["1a"]])
    prefix = "2"
    show()
    #expect(harness.shownSections == [["2-7"], ["2a"]])
    harness.expectNoProblems()
  }

  @Test func aControllerHandedFromADeletedIdToANewOneKeepsShowingAndWorking() {
    let harness = AdapterHarness()
    let controller = SkipReviewClosureRows<[String]> { $0 }
    let rows = ["a", "b"]
    harness.show([Section(id: "old", model: rows, controller: controller)])
    harness.show([Section(id: "new", model: rows, controller: controller)])
    #expect(harness.shownSections == [["a", "b"]])
    // Its context is the new section's: a change through it reaches the screen.
    controller.applyThroughContext(["z"])
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["z"]])
    harness.show([Section(id: "new", model: rows, controller: controller)])
    #expect(harness.shownSections == [["a", "b"]])
    harness.expectNoProblems()
  }

  @Test func aControllerHandedFromADeletedIdToANewOneIsNotToldItsSectionIsGone() {
    // `didRemove()`: "its section left the screen for good"; this controller's section did not.
    let harness = AdapterHarness()
    let controller = SkipReviewClosureRows<[String]> { $0 }
    let rows = ["a", "b"]
    harness.show([Section(id: "old", model: rows, controller: controller)])
    harness.show([Section(id: "new", model: rows, controller: controller)])
    #expect(harness.shownSections == [["a", "b"]])
    #expect(controller.removals == 0)
  }

  @Test func aDuplicateIdsModelThatWasDroppedIsNotTakenForTheOneSent() {
    let harness = AdapterHarness()
    let controller = SkipReviewClosureRows<[String]> { $0 }
    let first = ["a"]
    let second = ["b"]
    harness.show([Section(id: "s", model: first, controller: controller)])
    harness.show([
      Section(id: "s", model: second, controller: controller),
      Section(id: "s", model: first, controller: controller),
    ])
    #expect(harness.shownSections == [["b"]])
    harness.show([Section(id: "s", model: first, controller: controller)])
    #expect(harness.shownSections == [["a"]])
    #expect(harness.diagnostics.map(\.kind) == [.duplicateSectionID])
  }

  @Test func anUpdateAskedForFromInsideUpdateToRunsAfterAndWins() {
    let harness = AdapterHarness()
    let rows = ["a"]
    let nested = ["n"]
    var pending: (() -> Void)?
    let controller = SkipReviewClosureRows<[String]> { model in
      if let ask = pending {
        pending = nil
        ask()
      }
      return model
    }
    harness.show([Section(id: "s", model: rows, controller: controller)])
    pending = {
      harness.adapter.update([Section(id: "s", model: nested, controller: controller)])
    }
    harness.show([Section(id: "s", model: ["b"], controller: controller)])
    #expect(harness.shownSections == [["n"]])
    // Back to the first model, then the nested one again: each is sent.
    harness.show([Section(id: "s", model: rows, controller: controller)])
    harness.show([Section(id: "s", model: nested, controller: controller)])
    #expect(harness.shownSections == [["n"]])
    harness.expectNoProblems()
  }

  @Test func aControllerHandedToANewIdThatReleasesItsItemsInDidRemoveKeepsShowingTheModel() {
    let harness = AdapterHarness()
    let controller = SkipReviewReleasing()
    let rows = ["a", "b"]
    harness.show([Section(id: "old", model: rows, controller: controller)])
    harness.show([Section(id: "new", model: rows, controller: controller)])
    // The controller still shows a section, so it is not told `didRemove()` and keeps its rows.
    #expect(harness.shownSections == [["a", "b"]])
    #expect(controller.numberOfItems == 2)
    // The very model again is passed over, and the screen still shows it.
    harness.show([Section(id: "new", model: rows, controller: controller)])
    #expect(harness.errorDiagnostics.isEmpty)
    #expect(harness.shownSections == [["a", "b"]])
    harness.expectEveryErrorDiagnosed()
  }
}
