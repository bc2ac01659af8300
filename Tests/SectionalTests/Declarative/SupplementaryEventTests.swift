import Foundation
import Sectional
import Testing

@MainActor
@Suite("Declarative: a section's header and footer display events")
struct SupplementaryEventTests {
  /// What the handlers heard, in order.
  private final class Log {
    var events: [String] = []
  }

  private func section(_ id: String, rows: Int, log: Log, tag: String = "") -> ListSection {
    ListSection(id: id, cells: textCells((0..<rows).map { "\(id)\($0)" }))
      .withHeader(TextComponent("\(id) header"))
      .withFooter(TextComponent("\(id) footer"))
      .willDisplayHeader {
        log.events.append("\(tag)willDisplayHeader \($0.sectionID) \($0.kind == .header)")
      }
      .willDisplayFooter { log.events.append("\(tag)willDisplayFooter \($0.sectionID)") }
      .didEndDisplayHeader { log.events.append("\(tag)didEndDisplayHeader \($0.sectionID)") }
      .didEndDisplayFooter { log.events.append("\(tag)didEndDisplayFooter \($0.sectionID)") }
  }

  @Test func aShownHeaderAndFooterAreAnnounced() {
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 1_000))
    let log = Log()
    harness.apply(List { section("a", rows: 2, log: log) })
    #expect(log.events.sorted() == ["willDisplayFooter a", "willDisplayHeader a true"])
  }

  @Test func theContextNamesTheComponentAndTheContent() {
    let harness = DeclarativeHarness()
    var seen: SupplementaryEventContext?
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"])).withHeader(TextComponent("Title"))
          .willDisplayHeader { seen = $0 }
      })
    #expect(seen?.indexPath == IndexPath(item: 0, section: 0))
    #expect(seen?.component.as(TextComponent.self) == TextComponent("Title"))
    #expect(seen?.content?.render() == "Title")
  }

  @Test func scrollingAHeaderAwayEndsItsDisplayAndAFooterIntoViewStartsIt() {
    // Rows and headers 20 points tall (TextComponent's default): 50 rows run far past 100.
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    let log = Log()
    harness.apply(List { section("a", rows: 50, log: log) })
    #expect(log.events == ["willDisplayHeader a true"])
    harness.view.contentOffset.y = harness.view.contentSize.height - 100
    #expect(
      log.events == ["willDisplayHeader a true", "didEndDisplayHeader a", "willDisplayFooter a"])
  }

  @Test func aRemovedSectionEndsItsHeaderWithTheLastListsHandler() {
    let harness = DeclarativeHarness()
    let log = Log()
    harness.apply(List { section("a", rows: 1, log: log, tag: "first ") })
    harness.apply(List { section("a", rows: 2, log: log, tag: "second ") })
    log.events.removeAll()
    harness.apply(List {})
    #expect(
      log.events.sorted() == ["second didEndDisplayFooter a", "second didEndDisplayHeader a"])
  }

  @Test func withoutAHeaderTheHandlerNeverRuns() {
    let harness = DeclarativeHarness()
    var calls = 0
    harness.apply(
      List { ListSection(id: "a", cells: textCells(["1"])).willDisplayHeader { _ in calls += 1 } })
    #expect(calls == 0)
  }

  @Test func aHandlerOfAHeaderTheSectionLacksIsReportedNamingTheSectionAndTheHandler() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"])).willDisplayHeader { _ in }
          .didEndDisplayFooter { _ in }
      })
    #expect(harness.diagnostics.map(\.kind) == [.modifierIgnored, .modifierIgnored])
    #expect(harness.diagnostics.allSatisfy { $0.sectionID == SectionID("a") })
    #expect(harness.diagnostics.allSatisfy { $0.severity == .warning })
    let messages = harness.diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("willDisplayHeader") && $0.contains("no header") })
    #expect(messages.contains { $0.contains("didEndDisplayFooter") && $0.contains("no footer") })
  }

  @Test func handlersWrittenBeforeTheirHeaderAndFooterAreNotReported() {
    let harness = DeclarativeHarness()
    harness.apply(
      List {
        ListSection(id: "a", cells: textCells(["1"])).willDisplayHeader { _ in }
          .didEndDisplayFooter { _ in }
          .withHeader(TextComponent("h")).withFooter(TextComponent("f"))
      })
    harness.expectNoProblems()
  }

  @Test func aHandlerIsReportedAgainWhenTheSectionIsWrittenAgainWithoutItsHeader() {
    let harness = DeclarativeHarness()
    func list(header: Bool) -> List {
      let section = ListSection(id: "a", cells: textCells(["1"])).willDisplayHeader { _ in }
      return List { header ? section.withHeader(TextComponent("h")) : section }
    }
    harness.apply(list(header: true))
    harness.expectNoProblems()
    harness.apply(list(header: false))
    #expect(harness.diagnostics.map(\.kind) == [.modifierIgnored])
    harness.apply(list(header: false))
    #expect(harness.diagnostics.map(\.kind) == [.modifierIgnored, .modifierIgnored])
  }
}
