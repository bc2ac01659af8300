import Foundation
import Sectional
import Testing

private final class OtherCell: CollectionViewCell {}

@MainActor
@Suite("Recycled cell registry")
struct CellRegistryTests {
  private let textCellIdentifier = String(reflecting: TextCell.self)

  @Test func cellsAreCreatedOnlyWhenThePoolIsEmpty() {
    let data = TextDataSource(count: 100)
    let view = HeadlessCollectionView.rows(data)  // 10 rows of 10 points in 100
    #expect(view.reuseStatistics(forCellReuseIdentifier: textCellIdentifier).created == 10)
    view.contentOffset.y = 50
    let statistics = view.reuseStatistics(forCellReuseIdentifier: textCellIdentifier)
    #expect(statistics.created == 10)
    #expect(statistics.reused == 5)
    #expect(statistics.inPool == 0)
  }

  @Test func everyReusedCellIsPreparedForReuse() {
    let data = TextDataSource(count: 100)
    let view = HeadlessCollectionView.rows(data)
    view.contentOffset.y = 100
    let reuses = view.visibleCells.compactMap { ($0 as? TextCell)?.reuseCount }
    #expect(reuses == Array(repeating: 1, count: 10))
  }

  @Test func aTypedDequeueRegistersItsTypeAndNeedsNoCast() {
    let data = TextDataSource(count: 1)
    let view = HeadlessCollectionView.rows(data)
    #expect(view.visibleCells.first is TextCell)
    #expect(view.visibleCells.first?.reuseIdentifier == textCellIdentifier)
  }

  @Test func oneCellClassUnderTwoIdentifiersKeepsTwoPools() {
    final class Parity: CollectionViewDataSource {
      func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 4 }
      func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        let identifier = indexPath.item.isMultiple(of: 2) ? "even" : "odd"
        let cell = collectionView.dequeueReusableCell(
          TextCell.self, withReuseIdentifier: identifier, for: indexPath)
        cell.text = identifier
        return cell
      }
    }
    let data = Parity()
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 400))
    view.dataSource = data
    view.layoutIfNeeded()
    #expect(view.errors.isEmpty)
    #expect(view.visibleCells.allSatisfy { $0 is TextCell })
    #expect(view.visibleCells.map(\.reuseIdentifier) == ["even", "odd", "even", "odd"])
    #expect(view.reuseStatistics(forCellReuseIdentifier: "even").created == 2)
    #expect(view.reuseStatistics(forCellReuseIdentifier: "odd").created == 2)
  }

  @Test func dequeuingOutsideADataSourceRequestIsAnError() {
    let data = TextDataSource(count: 1)
    let view = HeadlessCollectionView.rows(data)
    _ = view.dequeueReusableCell(TextCell.self, for: path(0, 0))
    #expect(view.errors == [.dequeueOutsideDataSourceRequest(reuseIdentifier: textCellIdentifier)])
  }

  @Test func dequeuingTwiceForOneRequestIsAnError() {
    let data = TextDataSource(count: 1)
    data.onCellRequest = { view, indexPath in
      _ = view.dequeueReusableCell(TextCell.self, for: indexPath)
    }
    let view = HeadlessCollectionView.rows(data)
    #expect(
      view.errors.contains(
        .dequeuedTwice(reuseIdentifier: textCellIdentifier, indexPath: path(0, 0))))
    #expect(view.visibleTexts == ["0"])
  }

  @Test func dequeuingATypeOtherThanTheRegisteredOneIsAnError() {
    let data = TextDataSource(count: 1)
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    view.register(OtherCell.self, forCellWithReuseIdentifier: textCellIdentifier)
    view.dataSource = data
    view.layoutIfNeeded()
    #expect(
      view.errors.first
        == .dequeueTypeMismatch(
          reuseIdentifier: textCellIdentifier, registered: String(reflecting: OtherCell.self),
          requested: String(reflecting: TextCell.self)))
  }

  @Test func anUnregisteredIdentifierIsAnError() {
    final class Plain: CollectionViewDataSource {
      func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 1 }
      func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
      }
    }
    let data = Plain()
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    view.dataSource = data
    view.layoutIfNeeded()
    #expect(view.errors.first == .unregisteredReuseIdentifier("missing", kind: nil))
    #expect(view.visibleCells.count == 1)
  }

  @Test func returningACellThatWasNotDequeuedIsAnError() {
    final class Fresh: CollectionViewDataSource {
      func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 1 }
      func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      { CollectionViewCell() }
    }
    let data = Fresh()
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    view.dataSource = data
    view.layoutIfNeeded()
    #expect(view.errors == [.viewNotDequeued(indexPath: path(0, 0), kind: nil)])
  }

  @Test func errorsNameWhatWentWrong() {
    let error = CollectionViewError.dequeuedTwice(reuseIdentifier: "Row", indexPath: path(2, 7))
    #expect(
      error.description
        == "dequeued a second view (identifier Row) for index path 2-7 in one request")
  }
}
