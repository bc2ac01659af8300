import Foundation
import Sectional
import Testing

@testable import SectionalAdapter

/// A controller that logs its display events, with its name.
private final class DisplayLog: SectionController, DisplayHandling, WorkingRangeHandling {
  weak var context: (any CollectionViewContext)?
  let name: String
  let log: (String) -> Void
  let numberOfItems = 1

  init(_ name: String, log: @escaping (String) -> Void) {
    self.name = name
    self.log = log
  }

  func update(to model: Int) -> SectionUpdate { .unchanged }
  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
  }
  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    log("\(name) shows \(indexPath.indexInSectionController)")
  }
  func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    log("\(name) ends \(indexPath.indexInSectionController)")
  }
  func willDisplaySupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) { log("\(name) shows \(kind.rawValue)") }
  func didEndDisplayingSupplementaryView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) { log("\(name) ends \(kind.rawValue)") }
  func willDisplayDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) { log("\(name) shows decoration \(kind.rawValue)") }
  func didEndDisplayingDecorationView(
    _ view: CollectionReusableView, ofKind kind: ElementKind, at indexPath: SectionIndexPath
  ) { log("\(name) ends decoration \(kind.rawValue)") }
  func didEnterWorkingRange() { log("\(name) enters") }
  func didExitWorkingRange() { log("\(name) exits") }
}

/// Display tracking on its own: the section that displayed a view hears the end of its display.
@MainActor
@Suite("DisplayTracker")
struct DisplayTrackerTests {
  /// Three sections' entries, built by an adapter whose view shows nothing, and a log.
  private func entries() -> (entries: [SectionEntry], log: () -> [String], adapter: AnyObject) {
    var events: [String] = []
    let adapter = CollectionViewAdapter(
      collectionView: HeadlessCollectionView(size: CGSize(width: 100, height: 0)))
    adapter.update(
      ["a", "b", "c"].map { name in
        Section(id: name, model: 0, controller: DisplayLog(name) { events.append($0) })
      })
    events.removeAll()
    return (adapter.registry.entries, { events }, adapter)
  }

  @Test func theEndOfACellsDisplayReachesTheSectionThatDisplayedIt() {
    let (entries, log, adapter) = entries()
    let tracker = DisplayTracker()
    tracker.workingRange.size = 0
    let cell = CollectionViewCell()
    tracker.willDisplay(cell, at: IndexPath(item: 0, section: 1), of: entries[1], among: entries)
    // Its index path now names another section (the sections moved): the end still reaches b.
    tracker.didEndDisplaying(cell, at: IndexPath(item: 0, section: 0))
    #expect(log() == ["b shows 0", "b enters", "b ends 0"])
    withExtendedLifetime(adapter) {}
  }

  @Test func aCellNeverDisplayedEndsWithNoEvent() {
    let (_, log, adapter) = entries()
    let tracker = DisplayTracker()
    tracker.didEndDisplaying(CollectionViewCell(), at: IndexPath(item: 0, section: 0))
    #expect(log().isEmpty)
    withExtendedLifetime(adapter) {}
  }

  @Test func aSupplementaryViewEndsWithTheSectionThatDisplayedIt() {
    let (entries, log, adapter) = entries()
    let tracker = DisplayTracker()
    let view = CollectionReusableView()
    tracker.willDisplaySupplementaryView(
      view, ofKind: .header, at: IndexPath(item: 0, section: 2), of: entries[2])
    tracker.didEndDisplayingSupplementaryView(
      view, ofKind: .header, at: IndexPath(item: 0, section: 0))
    tracker.didEndDisplayingSupplementaryView(
      view, ofKind: .header, at: IndexPath(item: 0, section: 0))
    #expect(
      log() == ["c shows \(ElementKind.header.rawValue)", "c ends \(ElementKind.header.rawValue)"])
    withExtendedLifetime(adapter) {}
  }

  @Test func aDecorationViewEndsWithTheSectionThatDisplayedIt() {
    let (entries, log, adapter) = entries()
    let tracker = DisplayTracker()
    let view = CollectionReusableView()
    tracker.willDisplayDecorationView(
      view, ofKind: "background", at: IndexPath(item: 0, section: 1), of: entries[1])
    // The section moved to the top before its decoration left: the end still reaches b, once.
    tracker.didEndDisplayingDecorationView(
      view, ofKind: "background", at: IndexPath(item: 0, section: 0))
    tracker.didEndDisplayingDecorationView(
      view, ofKind: "background", at: IndexPath(item: 0, section: 0))
    #expect(log() == ["b shows decoration background", "b ends decoration background"])
    withExtendedLifetime(adapter) {}
  }
}
