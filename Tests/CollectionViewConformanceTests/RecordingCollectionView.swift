import Foundation
import Sectional

/// A minimal collection view written outside the `Sectional` module, as a third-party backend
/// would write one: it records every update call and batch, keeps the counts it was told about,
/// and shows every item (no layout, no recycling).
///
/// It is a base class that does not itself conform to `CollectionView`, so that the two
/// conformances below can differ in one requirement: ``CallRecordingCollectionView`` takes the
/// default `performBatchUpdates(describedBy:completion:)`, which splits a batch into calls;
/// ``BatchRecordingCollectionView`` receives the batch as a value.
@MainActor
class RecordingCollectionView {
  weak var dataSource: (any CollectionViewDataSource)?
  weak var delegate: (any CollectionViewDelegate)?
  weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
  weak var dragDelegate: (any CollectionViewDragDelegate)?
  weak var dropDelegate: (any CollectionViewDropDelegate)?
  var errorHandler: ((CollectionViewError) -> Void)?

  /// Every update call, in order, as text, such as `"deleteItems [0-1]"`.
  private(set) var calls: [String] = []

  /// The item count of each section, read from the data source at a reload and after a batch.
  private(set) var itemCounts: [Int] = []

  /// The cells of every item, by index path, configured when the counts were last read.
  private(set) var cells: [IndexPath: CollectionViewCell] = [:]

  private var cellClasses: [String: CollectionViewCell.Type] = [:]
  private var batchDepth = 0

  var allowsSelection = true
  var allowsMultipleSelection = false
  private(set) var indexPathsForSelectedItems: [IndexPath] = []
  var bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
  var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }
  var contentSize: CGSize { bounds.size }
  let collectionViewLayout: any CollectionViewLayout = FlowLayout.list()

  func record(_ call: String) {
    calls.append(call)
  }

  // MARK: Cells

  func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String)
  {
    cellClasses[identifier] = cellClass
  }

  func register(
    _ viewClass: CollectionReusableView.Type,
    forSupplementaryViewOfKind kind: ElementKind,
    withReuseIdentifier identifier: String
  ) {}

  func register(
    _ viewClass: CollectionReusableView.Type, forDecorationViewOfKind kind: ElementKind
  ) {}

  func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = (cellClasses[identifier] ?? CollectionViewCell.self).init()
    cell.reuseIdentifier = identifier
    cell.indexPath = indexPath
    return cell
  }

  func dequeueReusableCell<Cell: CollectionViewCell>(
    _ cellType: Cell.Type, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> Cell {
    cellClasses[identifier] = cellType
    return dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell ?? Cell()
  }

  func dequeueReusableSupplementaryView(
    ofKind kind: ElementKind, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    CollectionReusableView()
  }

  func dequeueReusableSupplementaryView<View: CollectionReusableView>(
    _ viewType: View.Type, ofKind kind: ElementKind, withReuseIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> View {
    View()
  }

  // MARK: Data and updates

  func reloadData() {
    record("reloadData")
    readData()
  }

  var numberOfSections: Int { itemCounts.count }

  func numberOfItems(inSection section: Int) -> Int {
    itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    record("performBatchUpdates")
    batchDepth += 1
    updates?()
    batchDepth -= 1
    if batchDepth == 0 {
      readData()
      completion?(true)
    }
  }

  func insertSections(_ sections: IndexSet) { record("insertSections \(Array(sections))") }
  func deleteSections(_ sections: IndexSet) { record("deleteSections \(Array(sections))") }
  func reloadSections(_ sections: IndexSet) { record("reloadSections \(Array(sections))") }
  func moveSection(_ section: Int, toSection newSection: Int) {
    record("moveSection \(section)→\(newSection)")
  }
  func insertItems(at indexPaths: [IndexPath]) { record("insertItems \(text(indexPaths))") }
  func deleteItems(at indexPaths: [IndexPath]) { record("deleteItems \(text(indexPaths))") }
  func reloadItems(at indexPaths: [IndexPath]) { record("reloadItems \(text(indexPaths))") }
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record("moveItem \(text([indexPath]))→\(text([newIndexPath]))")
  }
  func reconfigureItems(at indexPaths: [IndexPath]) {
    record("reconfigureItems \(text(indexPaths))")
  }
  func reloadSupplementaryViews(ofKind kind: ElementKind, at indexPaths: [IndexPath]) {
    record("reloadSupplementaryViews \(kind) \(text(indexPaths))")
  }
  func invalidateSupplementaryViews(ofKind kind: ElementKind, at indexPaths: [IndexPath]) {
    record("invalidateSupplementaryViews \(kind) \(text(indexPaths))")
  }

  // MARK: Visible content

  var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }
  var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { cells[$0] } }
  func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { cells[indexPath] }
  func supplementaryView(forElementKind kind: ElementKind, at indexPath: IndexPath)
    -> CollectionReusableView?
  { nil }

  // MARK: Selection

  func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    indexPathsForSelectedItems = indexPath.map { [$0] } ?? []
  }

  func deselectItem(at indexPath: IndexPath, animated: Bool) {
    indexPathsForSelectedItems.removeAll { $0 == indexPath }
  }

  // MARK: Scrolling and layout

  func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
  func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
  func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }
  func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
  func invalidateLayout() {}
  func layoutIfNeeded() {}

  // MARK: Internals

  /// Reads the counts and every cell from the data source.
  private func readData() {
    guard let dataSource = dataSource, let view = self as? any CollectionView else { return }
    itemCounts = (0..<dataSource.numberOfSections(in: view)).map {
      dataSource.collectionView(view, numberOfItemsInSection: $0)
    }
    cells = [:]
    for (section, count) in itemCounts.enumerated() {
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        cells[indexPath] = dataSource.collectionView(view, cellForItemAt: indexPath)
      }
    }
  }

  private func text(_ indexPaths: [IndexPath]) -> String {
    "[" + indexPaths.map { "\($0.section)-\($0.item)" }.joined(separator: ", ") + "]"
  }
}

/// A backend that takes every default: a batch reaches it as one call per operation.
@MainActor
final class CallRecordingCollectionView: RecordingCollectionView, CollectionView {}

/// A backend that receives each batch as a value.
@MainActor
final class BatchRecordingCollectionView: RecordingCollectionView, CollectionView {
  /// Every batch received as a value, in order.
  private(set) var batches: [BatchUpdate] = []

  func performBatchUpdates(
    describedBy updates: () -> BatchUpdate, completion: ((Bool) -> Void)?
  ) {
    withoutActuallyEscaping(updates) { updates in
      performBatchUpdates({ self.batches.append(updates()) }, completion: completion)
    }
  }
}
