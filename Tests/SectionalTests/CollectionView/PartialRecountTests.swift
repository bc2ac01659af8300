import Foundation
import Sectional
import SeededRandom
import Testing

/// A data source of `counts.count` sections of 10-point rows that counts every count it is
/// asked for, and vouches for the counts of all sections but `recount` when `vouches` is set.
@MainActor
private final class VouchingSource: CollectionViewDataSource {
  var counts: [Int]
  var vouches = true
  var recount: [Int] = []
  private(set) var countsRead: [Int] = []

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: any CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    countsRead.append(section)
    return counts[section]
  }

  func sectionsToRecount(in collectionView: any CollectionView) -> [Int]? {
    vouches ? recount : nil
  }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
  }

  /// Forgets the counts read so far.
  func forgetReads() { countsRead = [] }
}

@MainActor
@Suite("HeadlessCollectionView: a batch read in part")
struct PartialRecountTests {
  /// A view 30 points tall over 50 sections of 3 rows: sections 0 shows, the others do not.
  private func makeView(_ source: VouchingSource) -> HeadlessCollectionView {
    let view = HeadlessCollectionView(
      size: CGSize(width: 100, height: 30), layout: FlowLayout.list(rowHeight: 10))
    view.dataSource = source
    view.layoutIfNeeded()
    return view
  }

  /// The view's one error, an invalid item count (M25); an issue and `nil` otherwise.
  private func onlyInvalidItemCount(
    in view: HeadlessCollectionView, sourceLocation: SourceLocation = #_sourceLocation
  ) -> BatchUpdateError? {
    guard case .invalidBatchUpdate(let error) = view.errors.first, view.errors.count == 1,
      error.rule == .invalidItemCount
    else {
      Issue.record(
        "expected one invalid item count, got \(view.errors)", sourceLocation: sourceLocation)
      return nil
    }
    return error
  }

  @Test func aVouchedBatchReadsTheCountsOfItsSectionsTheNamedOnesAndTheShownOnes() {
    let source = VouchingSource(counts: Array(repeating: 3, count: 50))
    let view = makeView(source)
    source.recount = [44]
    source.forgetReads()
    source.counts[30] = 4
    view.insertItems(at: [IndexPath(item: 0, section: 30)])
    #expect(Set(source.countsRead) == [0, 30, 44])
    #expect(view.errors.isEmpty)
    #expect(view.numberOfItems(inSection: 30) == 4)
  }

  @Test func withoutAVouchEveryCountIsRead() {
    let source = VouchingSource(counts: Array(repeating: 3, count: 50))
    let view = makeView(source)
    source.vouches = false
    source.forgetReads()
    source.counts[30] = 4
    view.insertItems(at: [IndexPath(item: 0, section: 30)])
    #expect(Set(source.countsRead) == Set(0..<50))
    #expect(view.errors.isEmpty)
  }

  @Test func aBatchThatMovesSectionsReadsEveryCount() {
    let source = VouchingSource(counts: Array(0..<50))
    let view = makeView(source)
    source.forgetReads()
    source.counts.insert(source.counts.remove(at: 10), at: 20)
    view.moveSection(10, toSection: 20)
    #expect(Set(source.countsRead) == Set(0..<50))
    #expect(view.errors.isEmpty)
  }

  @Test func aNamedSectionWhoseCountChangedOutsideTheBatchFailsIt() {
    let source = VouchingSource(counts: Array(repeating: 3, count: 50))
    let view = makeView(source)
    source.recount = [44]
    source.counts[44] = 5
    source.counts[30] = 4
    view.insertItems(at: [IndexPath(item: 0, section: 30)])
    guard let error = onlyInvalidItemCount(in: view) else { return }
    #expect(error.message.contains("in section 44."))
    #expect(view.numberOfItems(inSection: 44) == 5)
  }

  @Test func aShownSectionWhoseCountChangedUnannouncedFailsTheBatch() {
    let source = VouchingSource(counts: Array(repeating: 3, count: 50))
    let view = makeView(source)
    source.counts[0] = 1
    source.counts[30] = 4
    view.insertItems(at: [IndexPath(item: 0, section: 30)])
    guard let error = onlyInvalidItemCount(in: view) else { return }
    #expect(error.message.contains("in section 0."))
    #expect(view.indexPathsForVisibleItems.filter { $0.section == 0 }.count == 1)
  }

  @Test func aSectionWhoseCountChangedUnannouncedIsReportedBeforeItShows() {
    let source = VouchingSource(counts: Array(repeating: 3, count: 50))
    let view = makeView(source)
    source.counts[2] = 5
    source.counts[30] = 4
    view.insertItems(at: [IndexPath(item: 0, section: 30)])
    #expect(view.errors.isEmpty)  // Section 2 is trusted: it does not show.
    view.scroll(by: 60)  // Sections 2 and 3 show.
    guard let error = onlyInvalidItemCount(in: view) else { return }
    #expect(error.message.contains("in section 2."))
    #expect(error.message.contains("after the update (5)"))
    #expect(error.message.contains("before the update (3)"))
    // The view reloaded: it shows the data source's five items, and holds every count.
    #expect(view.itemCounts == source.counts)
    #expect(view.indexPathsForVisibleItems.map(\.section).contains(2))
  }

  @Test func aRunOfBatchesReadInPartKeepsEveryCount() {
    // Each batch read in part writes its counts into the counts before the batch before it,
    // brought up to date where that batch read: a run of them, mixed with batches read whole,
    // reloads and a failing batch, must leave the view holding the data source's every count.
    let seeds = replayableSeeds(40, from: 0x5BA2E)
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      let source = VouchingSource(
        counts: (0..<40).map { _ in Int.random(in: 0...4, using: &generator) })
      let view = makeView(source)
      // The failing batches' errors are expected: kept in `errors`, not written out.
      view.errorHandler = nil
      var steps: [String] = []
      for _ in 0..<30 {
        let section = Int.random(in: 0..<source.counts.count, using: &generator)
        source.recount = []
        source.vouches = true
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
          steps.append("reloadData")
          source.counts[section] = Int.random(in: 0...4, using: &generator)
          view.reloadData()
        case 1:
          steps.append("insert items in \(section), read whole")
          source.vouches = false
          source.counts[section] += 1
          view.insertItems(at: [IndexPath(item: 0, section: section)])
        case 2:
          steps.append("insert section \(section)")
          source.counts.insert(2, at: section)
          view.insertSections([section])
        case 3:
          // A named section's count changed outside the batch: the batch fails, the view reloads.
          let other = (section + 1) % source.counts.count
          steps.append("insert items in \(section), \(other) changed unannounced and named")
          source.recount = [other]
          source.counts[other] += 2
          source.counts[section] += 1
          view.insertItems(at: [IndexPath(item: 0, section: section)])
        default:
          if source.counts[section] > 0, Bool.random(using: &generator) {
            steps.append("delete an item in \(section)")
            source.counts[section] -= 1
            view.deleteItems(at: [IndexPath(item: 0, section: section)])
          } else {
            steps.append("insert an item in \(section)")
            source.counts[section] += 1
            view.insertItems(at: [IndexPath(item: 0, section: section)])
          }
        }
        guard view.itemCounts == source.counts else {
          Issue.record(
            """
            seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter \
            PartialRecountTests): after \(steps.joined(separator: "; ")), the view holds \
            \(view.itemCounts), the data source \(source.counts)
            """)
          return
        }
      }
    }
  }
}
