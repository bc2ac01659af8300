import Foundation
import Sectional

/// A cell that shows a line of text, for tests.
final class TextCell: CollectionViewCell {
  /// How many times this cell was prepared for reuse.
  var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A header that shows a line of text, for tests.
final class TextHeader: CollectionReusableView {}

/// A data source over sections of strings: each string is one item's text.
@MainActor
final class TextDataSource: CollectionViewDataSource {
  var sections: [[String]]
  var headers: [String]?
  var movableItems = true
  /// How many times a cell was asked for, per item text.
  private(set) var cellRequests: [String: Int] = [:]
  /// Called inside `cellForItemAt`, to misbehave on purpose.
  var onCellRequest: ((any CollectionView, IndexPath) -> Void)?

  init(_ sections: [[String]], headers: [String]? = nil) {
    self.sections = sections
    self.headers = headers
  }

  /// One section of `count` items named `0`, `1`, … .
  convenience init(count: Int) {
    self.init([(0..<count).map(String.init)])
  }

  func numberOfSections(in collectionView: any CollectionView) -> Int {
    sections.count
  }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    onCellRequest?(collectionView, indexPath)
    let cell = collectionView.dequeueReusableCell(TextCell.self, for: indexPath)
    let text = sections[indexPath.section][indexPath.item]
    cellRequests[text, default: 0] += 1
    cell.text = text
    return cell
  }

  func collectionView(
    _ collectionView: any CollectionView,
    viewForSupplementaryElementOfKind kind: ElementKind,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    guard kind == .header, let headers else { return nil }
    let view = collectionView.dequeueReusableSupplementaryView(
      TextHeader.self, ofKind: kind, for: indexPath)
    view.text = headers[indexPath.section]
    return view
  }

  func collectionView(_ collectionView: any CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    movableItems
  }

  func collectionView(
    _ collectionView: any CollectionView,
    moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let text = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(text, at: destinationIndexPath.item)
  }
}

extension HeadlessCollectionView {
  /// Makes a view of full-width rows with no spacing, laid out once.
  ///
  /// The view holds `dataSource` and `delegate` weakly: keep them.
  static func rows(
    _ dataSource: TextDataSource,
    size: CGSize = CGSize(width: 100, height: 100),
    rowHeight: CGFloat = 10,
    delegate: EventRecorder? = nil,
    prefetchDistance: CGFloat? = nil
  ) -> HeadlessCollectionView {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: size.width, height: rowHeight)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let collectionView = HeadlessCollectionView(size: size, layout: layout)
    collectionView.dataSource = dataSource
    collectionView.delegate = delegate
    collectionView.prefetchDataSource = delegate
    collectionView.dragDelegate = delegate
    collectionView.dropDelegate = delegate
    collectionView.prefetchDistance = prefetchDistance
    collectionView.layoutIfNeeded()
    return collectionView
  }

  /// The texts of the cells shown, top to bottom.
  var visibleTexts: [String] {
    visibleCells.map(\.text)
  }
}

/// Shorthand for an index path in a test: `path(0, 3)` is item 3 of section 0.
func path(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}
