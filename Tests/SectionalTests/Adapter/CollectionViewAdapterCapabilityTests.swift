import Foundation
import Sectional
import Testing

/// A text list with a header, its own sizes, movable items and scroll events.
@MainActor
final class RichList: DiffingListSectionController<[String], String>, FlowLayoutSizing,
  SupplementaryViewProviding, InteractiveMoving, ScrollHandling
{
  var title = "Title"
  var scrolls = 0
  var onCell: (() -> Void)?

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext) -> CGSize?
  {
    CGSize(width: context.containerSize.width, height: 20)
  }

  func sectionInsets(in context: any CollectionViewContext) -> LayoutInsets? {
    LayoutInsets(top: 5)
  }

  func headerSize(in context: any CollectionViewContext) -> CGSize? {
    CGSize(width: context.containerSize.width, height: 8)
  }

  func supplementaryView(
    ofKind kind: ElementKind,
    at indexPath: SectionIndexPath,
    in context: any CollectionViewContext
  ) -> CollectionReusableView? {
    guard kind == .header else { return nil }
    let view = context.dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, for: indexPath)
    view.text = title
    return view
  }

  override func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    onCell?()
    return super.cellForItem(at: indexPath, in: context)
  }

  func moveItem(at source: SectionIndexPath, to destination: SectionIndexPath) {
    var reordered = items
    reordered.insert(
      reordered.remove(at: source.indexInSectionController),
      at: destination.indexInSectionController)
    let update = update(to: reordered)
    update.commit()
  }

  func didScroll(in context: any CollectionViewContext) {
    scrolls += 1
  }
}

/// A stock list whose subclass alone hears display and working-range events.
@MainActor
final class WatchedList: DiffingListSectionController<[String], String>, DisplayHandling,
  WorkingRangeHandling
{
  var displayed: [Int] = []
  var entered = 0

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    displayed.append(indexPath.indexInSectionController)
  }

  func didEnterWorkingRange() {
    entered += 1
  }

  func didExitWorkingRange() {}
}

@MainActor
@Suite("CollectionViewAdapter capabilities")
struct CollectionViewAdapterCapabilityTests {
  @Test func aSubclassThatAdoptsACapabilityHearsItsEventsBesideItsBaseClassThatDoesNot() {
    // Which capabilities a type adopts is found once per type: the base class, met first,
    // adopts neither, and its subclass is still asked as itself.
    let harness = AdapterHarness()
    let watched = WatchedList()
    harness.show([
      Section(
        id: "plain", model: ["a"], controller: DiffingListSectionController<[String], String>()),
      Section(id: "watched", model: ["b", "c"], controller: watched),
    ])
    #expect(watched.displayed == [0, 1])
    #expect(watched.entered == 1)
    harness.expectNoProblems()
  }

  @Test func aSizingControllerSizesItsItemsInsetsAndHeader() {
    let harness = AdapterHarness()
    harness.show([Section(id: "rich", model: ["1", "2"], controller: RichList())])
    // Header 0..<8, top inset 5, then 20-point rows.
    #expect(
      harness.view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 13, width: 100, height: 20))
    #expect(
      harness.view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 33)
  }

  @Test func aControllerProvidesItsHeader() {
    let harness = AdapterHarness()
    let rich = RichList()
    harness.show([Section(id: "rich", model: ["1"], controller: rich)])
    #expect(
      harness.view.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0))?
        .text == "Title")
    harness.expectNoProblems()
  }

  @Test func aHeaderTheControllerDoesNotProvideIsADiagnosticNotASilentGap() {
    let harness = AdapterHarness()
    (harness.view.collectionViewLayout as? FlowLayout)?.headerReferenceSize.height = 8
    harness.show([Section(id: "plain", model: ["1"], controller: TextList())])
    let diagnostic = harness.diagnostics.first
    #expect(harness.diagnostics.map(\.kind) == [.missingSupplementaryView])
    #expect(diagnostic?.sectionID == SectionID("plain"))
    #expect(diagnostic?.indexPath == IndexPath(item: 0, section: 0))
    #expect(diagnostic?.message.contains("does not adopt SupplementaryViewProviding") == true)
  }

  @Test func aNilHeaderFromAProviderIsADiagnostic() {
    final class Untitled: DiffingListSectionController<[String], String>,
      SupplementaryViewProviding
    {
      init() { super.init(items: { $0 }) }
      func supplementaryView(
        ofKind kind: ElementKind, at indexPath: SectionIndexPath,
        in context: any CollectionViewContext
      ) -> CollectionReusableView? { nil }
    }
    let harness = AdapterHarness()
    (harness.view.collectionViewLayout as? FlowLayout)?.headerReferenceSize.height = 8
    harness.show([Section(id: "untitled", model: ["1"], controller: Untitled())])
    #expect(harness.diagnostics.map(\.kind) == [.missingSupplementaryView])
    #expect(harness.diagnostics.first?.message.contains("returned no view") == true)
  }

  @Test func aControllerAppliesItsOwnPreparedUpdate() {
    final class Tags: ListSectionController<[String], String>, SelectionHandling {
      init() { super.init(items: { $0 }) }
      func didSelectItem(at indexPath: SectionIndexPath) {
        var remaining = items
        remaining.remove(at: indexPath.indexInSectionController)
        context?.apply { self.update(to: remaining) }
      }
    }
    let harness = AdapterHarness()
    harness.show([Section(id: "tags", model: ["a", "b", "c"], controller: Tags())])
    harness.view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(harness.shownSections == [["a", "c"]])
    harness.expectNoProblems()
  }

  @Test func itemsMoveInteractivelyWithinTheirSection() {
    let harness = AdapterHarness()
    let rich = RichList()
    harness.show([Section(id: "rich", model: ["a", "b", "c"], controller: rich)])
    #expect(harness.view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // Header 8 + inset 5: item 2 spans 53..<73.
    harness.view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 60))
    harness.view.endInteractiveMovement()
    #expect(rich.items == ["b", "c", "a"])
    #expect(harness.shownSections == [["b", "c", "a"]])
    harness.expectNoProblems()
  }

  @Test func controllersOfVisibleSectionsHearScrolling() {
    let harness = AdapterHarness(size: CGSize(width: 100, height: 50))
    let rich = RichList()
    harness.show([Section(id: "rich", model: (0..<20).map(String.init), controller: rich)])
    harness.view.contentOffset.y = 40
    harness.view.contentOffset.y = 80
    #expect(rich.scrolls == 2)
  }

  @Test func anUpdateFromInsideCellForItemIsQueued() {
    let harness = AdapterHarness()
    let rich = RichList()
    rich.onCell = {
      rich.onCell = nil
      harness.adapter.update([Section(id: "rich", model: ["1", "2"], controller: RichList())])
    }
    harness.show([Section(id: "rich", model: ["1"], controller: rich)])
    harness.view.layoutIfNeeded()
    #expect(harness.shownSections == [["1", "2"]])
    harness.expectNoProblems()
  }

  @Test func theContextKnowsItsSectionAsSectionsMove() {
    let harness = AdapterHarness()
    let rich = RichList()
    harness.show([Section(id: "rich", model: ["1"], controller: rich)])
    #expect(rich.context?.sectionIndex == 0)
    harness.show(
      AdapterHarness.lists([("top", ["0"])]) + [
        Section(id: "rich", model: ["1"], controller: RichList())
      ])
    #expect(rich.context?.sectionIndex == 1)
    #expect(rich.context?.visibleItemIndices == [0])
    rich.context?.selectItem(at: 0, scrollPosition: [])
    #expect(harness.view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
    #expect(rich.context?.selectedItemIndices == [0])
  }
}

@MainActor
@Suite("CollectionViewAdapter recovery")
struct CollectionViewAdapterRecoveryTests {
  /// A controller that changes its item count without telling anyone: a bug the adapter survives.
  final class Sneaky: SectionController {
    weak var context: (any CollectionViewContext)?
    var numberOfItems = 1

    func update(to model: Int) -> SectionUpdate {
      SectionUpdate(changes: .none) {}
    }

    func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
      -> CollectionViewCell
    {
      let cell = context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
      cell.text = "\(indexPath.indexInSectionController)"
      return cell
    }
  }

  @Test func staleCollectionViewCountsFallBackToReloadData() {
    let harness = AdapterHarness()
    let sneaky = Sneaky()
    harness.show([Section(id: "s", model: 0, controller: sneaky)])
    sneaky.numberOfItems = 3
    var applied: [Bool] = []
    harness.adapter.update([Section(id: "s", model: 1, controller: Sneaky())]) {
      applied.append($0)
    }
    harness.view.layoutIfNeeded()
    #expect(applied == [false])
    #expect(harness.shownSections == [["0", "1", "2"]])
    #expect(harness.diagnostics.map(\.kind) == [.staleCollectionView])
    #expect(harness.view.errors.isEmpty)
  }

  @Test func itemChangesThatDoNotAddUpReloadTheSection() {
    /// Claims one insert but commits two new items.
    final class Miscounting: DiffingListSectionController<[String], String> {
      override func changes(from old: [String], to new: [String]) -> ItemChanges {
        ItemChanges(inserts: [0])
      }
    }
    let harness = AdapterHarness()
    harness.show([Section(id: "m", model: ["a"], controller: Miscounting())])
    harness.show([Section(id: "m", model: ["a", "b", "c"], controller: Miscounting())])
    #expect(harness.shownSections == [["a", "b", "c"]])
    #expect(harness.diagnostics.map(\.kind) == [.itemCountMismatch])
    #expect(harness.diagnostics.first?.controllerType?.contains("Miscounting") == true)
    #expect(harness.view.errors.isEmpty)
  }

  @Test func diagnosticsNameTheSectionControllerAndIndexPath() {
    let diagnostic = Diagnostic(
      kind: .staleIndexPath, severity: .warning, sectionID: SectionID("feed"),
      controllerType: "FeedController", indexPath: IndexPath(item: 4, section: 2),
      message: "didSelectItemAt named an item that no longer exists; the event was dropped")
    #expect(
      diagnostic.description
        == "warning: didSelectItemAt named an item that no longer exists; the event was dropped "
        + "[section feed, FeedController, index path 2-4]")
  }
}
