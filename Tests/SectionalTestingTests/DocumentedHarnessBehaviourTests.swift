import Foundation
import SectionalTesting
import Testing

/// Pins the behavioural claims of TestingASectionController.md and SectionalTesting's doc
/// comments.
@MainActor
@Suite("Documented behaviour: the testing harness")
struct DocumentedHarnessBehaviourTests {
  private func rows(_ names: [String]) -> List {
    List {
      ListSection(id: "rows") {
        for name in names { Cell(id: name, component: TextComponent(name)) }
      }
    }
  }

  // CollectionHarness+Events.swift: `refresh()` calls the list's `onRefresh`; a list without
  // one fails the test.
  @Test func refreshingAListWithoutARefreshHandlerFailsTheTest() {
    let harness = CollectionHarness(rows(["a"]))
    withKnownIssue {
      harness.refresh()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("no onRefresh handler") }
    }
  }

  // CollectionHarness.swift: `apply` returns "The batches the collection view validated and
  // applied, in order"; a reload "sends no batch".
  @Test func applyReturnsTheBatchesAndAReloadReturnsNone() {
    let harness = CollectionHarness(rows(["a"]))
    let batches = harness.apply(rows(["a", "b"]), updateStrategy: .nonanimatedBatchUpdates)
    #expect(batches.map(\.isAnimated) == [false])
    #expect(harness.apply(rows(["b"]), updateStrategy: .reloadData).isEmpty)
    #expect(harness.visibleTexts == ["b"])
  }

  // CollectionHarness+Events.swift: scroll(toItem:): "An item that does not exist fails the
  // test."
  @Test func scrollingToAMissingItemFailsTheTest() {
    let harness = CollectionHarness(rows(["a"]))
    withKnownIssue {
      harness.scroll(toItem: 5)
    }
  }

  // TestingASectionController.md: "A test about bad input says what it expects instead":
  // an allowed kind does not fail the test.
  @Test func anAllowedDiagnosticWhileMountingAListDoesNotFailTheTest() {
    let harness = CollectionHarness(
      List {
        ListSection(id: "s") { Cell(id: 0, component: TextComponent("first")) }
        ListSection(id: "s") { Cell(id: 0, component: TextComponent("second")) }
      },
      allowing: [.duplicateSectionID])
    #expect(harness.visibleTexts == ["first"])
  }

  // TestingASectionController.md: "Every Diagnostic … fails the test at the harness call that
  // caused it": a handler's apply during a tap fails at the tap.
  @Test func aDiagnosticFromAHandlerFailsAtTheTapThatRanIt() {
    var harness: CollectionHarness?
    let duplicate = List {
      ListSection(id: "s") { Cell(id: 0, component: TextComponent("x")) }
      ListSection(id: "s") { Cell(id: 1, component: TextComponent("y")) }
    }
    let list = List {
      ListSection(id: "s") {
        Cell(id: 0, component: TextComponent("tap me"))
          .didSelect { _ in harness?.adapter.apply(duplicate) }
      }
    }
    harness = CollectionHarness(list)
    let line = #line + 2
    withKnownIssue {
      harness?.tap(item: 0)
    } matching: { issue in
      issue.sourceLocation?.line == line
    }
  }

  // CollectionHarness+Events.swift: highlight(item:): "An item that does not exist fails the
  // test."
  @Test func highlightingAMissingItemFailsTheTest() {
    let harness = CollectionHarness(rows(["a"]))
    withKnownIssue {
      harness.highlight(item: 4)
    }
  }

  // CollectionHarness+Events.swift: scroll(section:by:): "A section that does not scroll on its
  // own fails the test."
  @Test func swipingASectionThatDoesNotScrollOnItsOwnFailsTheTest() {
    let harness = CollectionHarness(rows(["a", "b"]))
    withKnownIssue {
      harness.scroll(section: 0, by: 40)
    }
  }

  // CollectionHarness+Events.swift: contextMenu(item:): "An item that does not exist fails the
  // test", and the menu is "`nil` when the item has none".
  @Test func aContextMenuIsNilWithoutOneAndAMissingItemFailsTheTest() {
    let harness = CollectionHarness(rows(["a"]))
    #expect(harness.contextMenu(item: 0) == nil)
    withKnownIssue {
      _ = harness.contextMenu(item: 3)
    }
  }

  // TestingASectionController.md: "`visibleTexts(ofKind:)`: the shown headers' (`.header`) …
  // texts, read as cells are", and `visibleTexts` is cells only.
  @Test func headersAreReadByKindAndNotAmongTheCells() {
    let harness = CollectionHarness(
      List {
        ListSection(id: "s") { Cell(id: 0, component: TextComponent("row")) }
          .withHeader(TextComponent("Title"))
      })
    #expect(harness.visibleTexts(ofKind: .header) == ["Title"])
    #expect(harness.visibleTexts == ["row"])
  }

  // TestingASectionController.md: snapshot(): "a cell's marks follow: `*` selected".
  @Test func theSnapshotMarksASelectedCell() {
    let harness = CollectionHarness(rows(["a", "b"]))
    harness.tap(item: 1)
    let lines = harness.snapshot().split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("0-1 *") })
    #expect(!lines.contains { $0.hasPrefix("0-0 *") })
  }

  // SectionHarness.swift: update(to:): "Usually there is exactly one batch, empty when nothing
  // changed".
  @Test func anUnchangedModelIsOneEmptyBatch() {
    let harness = SectionHarness(
      DiffingListSectionController<[String], String>(), model: ["a", "b"])
    let batches = harness.update(to: ["a", "b"])
    #expect(batches.count == 1)
    #expect(batches.first?.isEmpty == true)
  }

  // CollectionHarness.swift: "size: The viewport's size; 320 × 640 points by default".
  @Test func aListIsMountedInA320By640Viewport() {
    let harness = CollectionHarness(rows(["a"]))
    #expect(harness.collectionView.bounds.size == CGSize(width: 320, height: 640))
  }
}
