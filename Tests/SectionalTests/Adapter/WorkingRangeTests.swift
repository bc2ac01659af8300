import Foundation
import Sectional
import Testing

@testable import SectionalAdapter

/// A controller that logs when it enters and leaves the working range, with its name.
private final class RangeLog: SectionController, WorkingRangeHandling {
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
  func didEnterWorkingRange() { log("enter \(name)") }
  func didExitWorkingRange() { log("exit \(name)") }
}

/// The working range on its own: the sections it is given, and the visible items it is told.
@MainActor
@Suite("WorkingRange")
struct WorkingRangeTests {
  /// Five sections' entries, built by an adapter (whose own range is made empty), and a log of
  /// their controllers' enters and exits.
  private func entries() -> (entries: [SectionEntry], log: () -> [String], adapter: AnyObject) {
    var events: [String] = []
    let adapter = CollectionViewAdapter(
      collectionView: HeadlessCollectionView(size: CGSize(width: 100, height: 0)))
    adapter.update(
      ["a", "b", "c", "d", "e"].map { name in
        Section(id: name, model: 0, controller: RangeLog(name) { events.append($0) })
      })
    events.removeAll()
    return (adapter.registry.entries, { events }, adapter)
  }

  private func visible(_ sections: Int...) -> () -> [IndexPath] {
    { sections.map { IndexPath(item: 0, section: $0) } }
  }

  @Test func sectionsWithinItsSizeOfTheVisibleOnesEnter() {
    let (entries, log, adapter) = entries()
    let range = WorkingRange()
    range.update(visibleItems: visible(2), of: { entries })
    #expect(log() == ["enter b", "enter c", "enter d"])
    #expect(range.entries.map(\.id) == ["b", "c", "d"].map(SectionID.init))
    withExtendedLifetime(adapter) {}
  }

  @Test func sectionsThatLeaveExitBeforeNewOnesEnter() {
    let (entries, log, adapter) = entries()
    let range = WorkingRange()
    range.size = 0
    range.update(visibleItems: visible(1), of: { entries })
    range.update(visibleItems: visible(3), of: { entries })
    #expect(log() == ["enter b", "exit b", "enter d"])
    withExtendedLifetime(adapter) {}
  }

  @Test func aDisplayedSectionEntersButNoneLeavesUntilTheNextUpdate() {
    let (entries, log, adapter) = entries()
    let range = WorkingRange()
    range.size = 0
    range.update(visibleItems: visible(0), of: { entries })
    range.include(4, of: entries)
    #expect(log() == ["enter a", "enter e"])
    range.update(visibleItems: visible(4), of: { entries })
    #expect(log() == ["enter a", "enter e", "exit a"])
    withExtendedLifetime(adapter) {}
  }

  @Test func aSizeBeyondTheSectionsIsClampedToThem() {
    let (entries, log, adapter) = entries()
    let range = WorkingRange()
    range.size = .max
    range.update(visibleItems: visible(2), of: { entries })
    #expect(log().count == 5)
    withExtendedLifetime(adapter) {}
  }

  @Test func nothingVisibleEmptiesTheRange() {
    let (entries, log, adapter) = entries()
    let range = WorkingRange()
    range.update(visibleItems: visible(0), of: { entries })
    range.update(visibleItems: visible(), of: { entries })
    #expect(log() == ["enter a", "enter b", "exit a", "exit b"])
    #expect(range.entries.isEmpty)
    withExtendedLifetime(adapter) {}
  }
}
