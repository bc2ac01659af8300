import Foundation
import Sectional

/// Rows of text, as many as asked for.
@MainActor
final class NumberedRows: CollectionViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
    cell.text = "row \(indexPath.item)"
    return cell
  }
}

/// `scroll.step`: one viewport step (20 rows leave, 20 arrive) through 1,000 and 1,000,000 rows.
///
/// The layout is prepared before timing; a step is dequeuing, configuring and displaying the
/// arriving rows and recycling the leaving ones, which must cost O(visible), not O(n).
@MainActor
func measureScrolling(options: Options) {
  let name = "scroll.step"
  guard options.selects(name) else { return }
  let rowHeight: CGFloat = 44
  let viewport = CGSize(width: 320, height: 20 * rowHeight)
  let stepsPerRun = 200
  var measurements: [Measurement] = []
  for count in options.sizes([1_000, 1_000_000]) {
    let rows = NumberedRows(count: count)
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: viewport.width, height: rowHeight)
    layout.minimumLineSpacing = 0
    let collectionView = HeadlessCollectionView(size: viewport, layout: layout)
    collectionView.dataSource = rows
    collectionView.layoutIfNeeded()
    let lastOffset = collectionView.contentSize.height - viewport.height
    var offset: CGFloat = 0
    let measurement = Measurement.run(name, count: count, operationsPerRun: stepsPerRun) {
      for _ in 0..<stepsPerRun {
        offset = offset + viewport.height > lastOffset ? 0 : offset + viewport.height
        collectionView.contentOffset.y = offset
      }
      return collectionView.visibleCells.count
    }
    report(measurement.line)
    measurements.append(measurement)
  }
  if let small = measurements.first, let large = measurements.last {
    report(
      "RATIO scroll.step n=\(large.count)/n=\(small.count) "
        + "median=\(format(large.medianMilliseconds / small.medianMilliseconds))")
  }
}
