import Foundation
import Sectional
import SeededRandom
import Testing

/// A description of no layout's type, which the flow layout cannot read.
private struct ForeignDescription: SectionLayoutDescription {}

/// Content whose sections carry stamped descriptions, counting what the layout reads.
@MainActor
private final class StampingContent: LayoutContent {
  @MainActor
  struct Section {
    var count: Int
    var description: (any SectionLayoutDescription)?
    var stamp = DescriptionStamp.next()
  }

  var sections: [Section]
  var stamps = true
  /// The revision of every description the content answers (`descriptionsRevision`).
  var revision: DescriptionStamp?
  /// How many times the layout asked for the stamps.
  private(set) var stampReads = 0
  /// Whether reads and reports are counted; not while a reference layout reads the content.
  var counts = true
  private(set) var reads: [Int] = []
  private(set) var unreadable: [Int] = []
  let bounds = CGRect(x: 0, y: 0, width: 100, height: 400)
  let safeAreaInsets = LayoutInsets.zero
  let layoutMargins = LayoutInsets.zero
  let adjustedContentInset = LayoutInsets.zero
  let displayScale: CGFloat = 1
  let layoutDirection = LayoutDirection.leftToRight

  init(_ sections: [Section]) {
    self.sections = sections
  }

  var numberOfSections: Int { sections.count }

  func numberOfItems(inSection section: Int) -> Int { sections[section].count }

  func layout(ofSection section: Int) -> (any SectionLayoutDescription)? {
    if counts { reads.append(section) }
    return sections[section].description
  }

  /// Not counted: the layout reads one by one what its stamps send it to read; with
  /// `SECTIONAL_INTERNAL_CHECKS`, it checks a description kept by its stamp through this call.
  func layouts(ofSections range: Range<Int>) -> [DescribedSection] {
    range.compactMap { section in
      sections[section].description.map { DescribedSection(section: section, description: $0) }
    }
  }

  var descriptionsRevision: DescriptionStamp? { revision }

  func descriptionStamps(ofSections range: Range<Int>) -> [StampedSection]? {
    guard stamps else { return nil }
    if counts { stampReads += 1 }
    return range.compactMap { section in
      sections[section].description == nil
        ? nil : StampedSection(section: section, stamp: sections[section].stamp)
    }
  }

  func layout(
    _ layout: any CollectionViewLayout, cannotRead description: any SectionLayoutDescription,
    ofSection section: Int
  ) {
    if counts { unreadable.append(section) }
  }

  func sizeForItem(at indexPath: IndexPath, fitting proposal: CGSize) -> CGSize? {
    CGSize(width: 30, height: 10 + CGFloat(indexPath.section))
  }

  func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize? { nil }

  func orthogonalScrollOffset(ofSection section: Int) -> CGFloat { 0 }

  func forgetReads() {
    reads = []
    unreadable = []
    stampReads = 0
  }
}

/// A flow description with these insets and line spacing.
private func flow(inset: CGFloat, spacing: CGFloat = 0) -> FlowSectionLayout {
  FlowSectionLayout(
    itemSize: .fixed(CGSize(width: 40, height: 10)),
    inset: LayoutInsets(top: inset, left: inset, bottom: inset, right: 0),
    minimumLineSpacing: spacing)
}

/// Every element's frame, as a layout prepared from nothing lays the content out.
@MainActor
private func framesFromScratch(_ content: StampingContent) -> [LayoutAttributes] {
  let stamps = content.stamps
  content.stamps = false
  content.counts = false
  defer {
    content.stamps = stamps
    content.counts = true
  }
  return FlowLayout().prepared(for: content).allElements
}

extension FlowLayout {
  /// Every element, in the order the layout lists them.
  fileprivate var allElements: [LayoutAttributes] {
    layoutAttributesForElements(
      in: CGRect(x: -1_000, y: -1_000, width: 1_000_000, height: 1_000_000))
  }
}

@MainActor
@Suite("Flow layout: stamped descriptions")
struct FlowDescriptionStampTests {
  @Test func aSectionWhoseStampStaysIsNotReadAgain() {
    let content = StampingContent([
      .init(count: 3, description: flow(inset: 2)), .init(count: 2, description: nil),
      .init(count: 4, description: flow(inset: 5)),
    ])
    let layout = FlowLayout().prepared(for: content)
    content.forgetReads()
    content.sections[1].count = 3
    layout.invalidateLayout(.itemsChanged(inSections: [1]))
    layout.prepare(for: content)
    #expect(content.reads.isEmpty)
    #expect(layout.allElements == framesFromScratch(content))
  }

  @Test func aMovedSectionKeepsItsFramesWithoutBeingRead() {
    let content = StampingContent([
      .init(count: 3, description: flow(inset: 2)), .init(count: 2, description: flow(inset: 7)),
    ])
    let layout = FlowLayout().prepared(for: content)
    content.forgetReads()
    content.sections.swapAt(0, 1)
    layout.invalidateLayout(.batchUpdate(reusing: [1, 0]))
    layout.prepare(for: content)
    #expect(content.reads.isEmpty)
    #expect(layout.allElements == framesFromScratch(content))
  }

  @Test func aNewStampIsReadAndItsSectionLaidOutAgain() {
    let content = StampingContent([
      .init(count: 3, description: flow(inset: 2)), .init(count: 2, description: flow(inset: 7)),
    ])
    let layout = FlowLayout().prepared(for: content)
    let before = layout.frame(ofItem: indexPath(1, 0))
    content.forgetReads()
    content.sections[0].description = flow(inset: 20)
    content.sections[0].stamp = .next()
    layout.invalidateLayout(.batchUpdate(reusing: [0, 1]))
    layout.prepare(for: content)
    #expect(content.reads == [0])
    #expect(layout.frame(ofItem: indexPath(1, 0)) != before)
    #expect(layout.allElements == framesFromScratch(content))
  }

  @Test func aBatchInPlaceUnderTheSameRevisionReadsNoStampAndNoDescription() {
    let content = StampingContent([
      .init(count: 3, description: flow(inset: 2)), .init(count: 2, description: nil),
      .init(count: 4, description: flow(inset: 5)),
    ])
    content.revision = .next()
    let layout = FlowLayout().prepared(for: content)
    content.forgetReads()
    content.sections[2].count = 6
    layout.invalidateLayout(.itemsChanged(inSections: [2]))
    layout.prepare(for: content)
    #expect(content.stampReads == 0)
    #expect(content.reads.isEmpty)
    #expect(layout.allElements == framesFromScratch(content))
  }

  @Test func aNewRevisionHasTheStampsReadAgain() {
    let content = StampingContent([
      .init(count: 3, description: flow(inset: 2)), .init(count: 2, description: flow(inset: 7)),
    ])
    content.revision = .next()
    let layout = FlowLayout().prepared(for: content)
    content.forgetReads()
    content.sections[1].description = flow(inset: 12)
    content.sections[1].stamp = .next()
    content.revision = .next()
    layout.invalidateLayout(.itemsChanged(inSections: [0]))
    layout.prepare(for: content)
    #expect(content.stampReads == 1)
    #expect(content.reads == [1])
    #expect(layout.allElements == framesFromScratch(content))
  }

  @Test func withoutARevisionTheStampsAreReadAtEveryBatchInPlace() {
    let content = StampingContent([.init(count: 3, description: flow(inset: 2))])
    let layout = FlowLayout().prepared(for: content)
    for _ in 0..<2 {
      content.forgetReads()
      layout.invalidateLayout(.itemsChanged(inSections: [0]))
      layout.prepare(for: content)
      #expect(content.stampReads == 1)
    }
  }

  @Test func anUnstampedDescriptionIsReadAtEveryPreparation() {
    let content = StampingContent([
      .init(count: 3, description: flow(inset: 2), stamp: .unstamped),
      .init(count: 2, description: flow(inset: 7)),
    ])
    let layout = FlowLayout().prepared(for: content)
    for _ in 0..<2 {
      content.forgetReads()
      layout.invalidateLayout(.itemsChanged(inSections: []))
      layout.prepare(for: content)
      #expect(content.reads == [0])
    }
  }

  @Test func anUnreadableStampedDescriptionIsReportedAtEveryPreparation() {
    let content = StampingContent([.init(count: 3, description: ForeignDescription())])
    let layout = FlowLayout().prepared(for: content)
    #expect(content.unreadable == [0])
    for invalidation in [
      LayoutInvalidation.itemsChanged(inSections: []), .batchUpdate(reusing: [0]),
    ] {
      content.forgetReads()
      layout.invalidateLayout(invalidation)
      layout.prepare(for: content)
      #expect(content.unreadable == [0])
    }
  }

  @Test func aChangedCountLaysOutAStampedSectionWithItsDescription() {
    let content = StampingContent([
      .init(count: 3, description: flow(inset: 4, spacing: 3)),
      .init(count: 2, description: nil),
    ])
    let layout = FlowLayout().prepared(for: content)
    content.forgetReads()
    content.sections[0].count = 7
    content.sections.swapAt(0, 1)
    layout.invalidateLayout(.batchUpdate(reusing: [1, 0]))
    layout.prepare(for: content)
    #expect(content.reads.isEmpty)
    #expect(layout.allElements == framesFromScratch(content))
  }

  /// Seeded runs of batches that change counts, descriptions (with a new stamp, or none) and
  /// the order of sections, or stamp the same description anew: after each, the frames are
  /// those of a layout prepared from nothing, and exactly the described sections whose stamps
  /// are not the ones they were laid out with were read.
  @Test func seededBatchesLayOutWhatAFreshLayoutLaysOut() {
    for seed in UInt64(1)...200 {
      var generator = SplitMix64(seed: seed)
      func description() -> (any SectionLayoutDescription)? {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: nil
        case 1: ForeignDescription()
        default:
          flow(
            inset: CGFloat(Int.random(in: 0...3, using: &generator)),
            spacing: CGFloat(Int.random(in: 0...2, using: &generator)))
        }
      }
      let content = StampingContent(
        (0..<Int.random(in: 1...6, using: &generator)).map { _ in
          .init(count: Int.random(in: 0...5, using: &generator), description: description())
        })
      let layout = FlowLayout().prepared(for: content)
      // The reference's record of the stamp each section was laid out with: a flow
      // description's, none for others.
      func laidOutStamps() -> [DescriptionStamp] {
        content.sections.map { $0.description is FlowSectionLayout ? $0.stamp : .unstamped }
      }
      var laidOut = laidOutStamps()
      var replay: [String] = []
      for _ in 0..<6 {
        var reuse = content.sections.indices.map { Optional($0) }
        let moves = Bool.random(using: &generator)
        if moves {
          let order = content.sections.indices.shuffled(using: &generator)
          content.sections = order.map { content.sections[$0] }
          reuse = order.map { Optional($0) }
        }
        var counted: [Int] = []
        for section in content.sections.indices {
          switch Int.random(in: 0..<6, using: &generator) {
          case 0:
            content.sections[section].count = Int.random(in: 0...5, using: &generator)
            counted.append(section)
          case 1:
            content.sections[section].description = description()
            content.sections[section].stamp = .next()
          case 2:
            // The same description under a new stamp: read again, and kept.
            content.sections[section].stamp = .next()
          default: break
          }
        }
        let expectedReads = Set(
          content.sections.indices.filter { section in
            content.sections[section].description != nil
              && laidOut[reuse[section] ?? 0] != content.sections[section].stamp
          })
        // Without moves, half the batches say which sections changed, as a batch of items does.
        let invalidation =
          !moves && Bool.random(using: &generator)
          ? LayoutInvalidation.itemsChanged(inSections: counted) : .batchUpdate(reusing: reuse)
        replay.append("\(invalidation), counts \(content.sections.map(\.count))")
        content.forgetReads()
        layout.invalidateLayout(invalidation)
        layout.prepare(for: content)
        #expect(
          Set(content.reads) == expectedReads,
          "seed \(seed): read \(content.reads), expected \(expectedReads.sorted()); replay: \(replay.joined(separator: "; "))"
        )
        #expect(
          layout.allElements == framesFromScratch(content),
          "seed \(seed): replay: \(replay.joined(separator: "; "))")
        laidOut = laidOutStamps()
      }
    }
  }

  /// The library traps on a broken stamp only when built with `SECTIONAL_INTERNAL_CHECKS`, as
  /// `.ci/run` builds and runs the tests.
  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["SECTIONAL_INTERNAL_CHECKS"] == "1"))
  func aDescriptionChangedUnderItsStampTrapsWithInternalChecks() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let content = StampingContent([.init(count: 3, description: flow(inset: 2))])
        let layout = FlowLayout().prepared(for: content)
        content.sections[0].description = flow(inset: 9)
        layout.invalidateLayout(.itemsChanged(inSections: []))
        layout.prepare(for: content)
      }
    }
  }

  /// The library traps on a broken revision only when built with `SECTIONAL_INTERNAL_CHECKS`,
  /// as `.ci/run` builds and runs the tests.
  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["SECTIONAL_INTERNAL_CHECKS"] == "1"))
  func aDescriptionChangedUnderTheSameRevisionTrapsWithInternalChecks() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let content = StampingContent([
          .init(count: 3, description: flow(inset: 2)),
          .init(count: 1, description: flow(inset: 4)),
        ])
        content.revision = .next()
        let layout = FlowLayout().prepared(for: content)
        content.sections[0].description = flow(inset: 9)
        content.sections[0].stamp = .next()
        layout.invalidateLayout(.itemsChanged(inSections: [1]))
        layout.prepare(for: content)
      }
    }
  }
}
