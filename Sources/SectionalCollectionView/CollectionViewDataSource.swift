import Foundation
import SectionalLayout

/// The object that tells a collection view what it shows.
///
/// The counts are asked for when the view's cached counts are invalid (R17–R19 of
/// <doc:BatchUpdateRules>): after ``CollectionView/reloadData()``, when a batch begins with no
/// cache, and when a batch ends. Cells are asked for only while they are visible.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// Returns the number of sections. The default is one.
  func numberOfSections(in collectionView: any CollectionView) -> Int

  /// Returns the number of items in a section.
  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// Returns the number of items of every section, in order: what
  /// `collectionView(_:numberOfItemsInSection:)` answers for each of
  /// `numberOfSections(in:)` sections, at once.
  ///
  /// The view reads its counts through it, so that a screen of many sections costs one call
  /// rather than one a section. The default asks `collectionView(_:numberOfItemsInSection:)` for
  /// each section; a data source that implements it must answer the same counts.
  func itemCounts(in collectionView: any CollectionView) -> [Int]

  /// Returns the sections, beside those the ending batch updates, whose item counts may have
  /// changed since the view last read them; `nil` when any section's may have. The default is
  /// `nil`.
  ///
  /// When a batch that keeps every section in place ends, UIKit reads every section's count and
  /// checks it against the batch (R18). A data source that knows which counts can have changed
  /// answers here, and the view reads only the counts of the sections the batch updates, of
  /// these sections, and of the sections it shows; it trusts the others to hold, and until it
  /// next reads every count, each layout pass reads the counts of the sections it shows, so a
  /// count that changed unannounced is reported
  /// (``CollectionViewError/invalidBatchUpdate(_:)``) before a stale section is shown. A batch
  /// then costs the sections it changes, not the screen.
  ///
  /// The adapter answers for a change asked through a section's context, naming the sections
  /// whose controllers do not promise that their items follow their model alone; answer `nil`
  /// unless the data source knows as much.
  func sectionsToRecount(in collectionView: any CollectionView) -> [Int]?

  /// Returns the configured cell for an item, dequeued from `collectionView`.
  ///
  /// Dequeue exactly one cell with ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``
  /// or its typed form, configure it, and return it.
  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell

  /// Returns the configured supplementary view of a kind for a section, or `nil` for none.
  ///
  /// The default returns `nil`.
  func collectionView(
    _ collectionView: any CollectionView,
    viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView?

  /// Returns whether the user may move an item interactively. The default is `false`.
  func collectionView(_ collectionView: any CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// Moves an item in the data after the user moved it interactively.
  ///
  /// The collection view has already moved the cell; update the model to match.
  func collectionView(
    _ collectionView: any CollectionView,
    moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  )
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: any CollectionView) -> Int { 1 }

  /// Asks `collectionView(_:numberOfItemsInSection:)` for each of `numberOfSections(in:)`
  /// sections.
  ///
  /// - Complexity: O(*s*) calls for *s* sections.
  public func itemCounts(in collectionView: any CollectionView) -> [Int] {
    let sections = max(0, numberOfSections(in: collectionView))
    // A loop rather than `map`: a closure here is checked for the main actor at every call.
    var counts: [Int] = []
    counts.reserveCapacity(sections)
    for section in 0..<sections {
      counts.append(self.collectionView(collectionView, numberOfItemsInSection: section))
    }
    return counts
  }

  /// Every section: the view reads every count when a batch ends, as UIKit does.
  public func sectionsToRecount(in collectionView: any CollectionView) -> [Int]? { nil }

  /// No supplementary views.
  public func collectionView(
    _ collectionView: any CollectionView,
    viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView? { nil }

  /// Items cannot be moved interactively.
  public func collectionView(
    _ collectionView: any CollectionView,
    canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }

  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// The object that prepares data for items before they are shown.
///
/// The collection view asks to prefetch items that are about to scroll into view, once each, and
/// cancels the prefetch of items that scroll away before they were shown.
@MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
  /// Starts preparing the data of items that will soon be shown.
  func collectionView(_ collectionView: any CollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Stops preparing the data of items that are no longer about to be shown. The default does
  /// nothing.
  func collectionView(
    _ collectionView: any CollectionView,
    cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  )
}

extension CollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(
    _ collectionView: any CollectionView,
    cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
