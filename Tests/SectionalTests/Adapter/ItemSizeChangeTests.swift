import Foundation
import Sectional
import Testing

/// Two rows whose height the test changes behind the adapter's back, as a controller whose rows
/// expand does.
@MainActor
private final class ResizableRows: SectionController, FlowLayoutSizing {
  weak var context: (any CollectionViewContext)?
  var height: CGFloat = 10
  private(set) var sizeQueries = 0

  var numberOfItems: Int { 2 }

  func update(to model: Int) -> SectionUpdate {
    SectionUpdate(changes: .none) {}
  }

  func cellForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CollectionViewCell
  {
    context.dequeueReusableCell(CollectionViewCell.self, for: indexPath)
  }

  func sizeForItem(at indexPath: SectionIndexPath, in context: any CollectionViewContext)
    -> CGSize?
  {
    sizeQueries += 1
    return CGSize(width: 100, height: height)
  }
}

/// When the layout asks a controller for its items' sizes again.
///
/// It asks when a batch touches the section's items, not at an update that changes nothing (an
/// update's cost follows what changed, not the screen's size). A controller whose sizes change
/// on their own reports it.
@MainActor
struct ItemSizeChangeTests {
  private let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
  private let adapter: CollectionViewAdapter
  private let rows = ResizableRows()

  init() {
    let adapter = CollectionViewAdapter(collectionView: view)
    let rows = rows
    adapter.update([Section(id: "rows", model: 0, controller: rows)])
    view.layoutIfNeeded()
    self.adapter = adapter
  }

  private var secondRowFrame: CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
  }

  @Test("an update that changes nothing asks no size again")
  func emptyUpdateKeepsSizes() {
    let queries = rows.sizeQueries
    rows.height = 20
    var completions: [Bool] = []
    adapter.update([Section(id: "rows", model: 0, controller: ResizableRows())]) {
      completions.append($0)
    }
    view.layoutIfNeeded()
    #expect(completions == [true])
    #expect(rows.sizeQueries == queries)
    #expect(secondRowFrame == CGRect(x: 0, y: 10, width: 100, height: 10))
  }

  @Test("a controller that reconfigures its items has their new sizes laid out")
  func reconfigureLaysOutNewSizes() throws {
    let context = try #require(rows.context)
    rows.height = 20
    context.apply(ItemChanges(reconfigures: [0, 1])) {}
    view.layoutIfNeeded()
    #expect(secondRowFrame == CGRect(x: 0, y: 20, width: 100, height: 20))
    #expect(view.visibleCells.map(\.frame.height) == [20, 20])
  }

  @Test("invalidating the view's layout lays out every new size")
  func invalidatingTheLayoutLaysOutNewSizes() {
    rows.height = 20
    view.invalidateLayout()
    view.layoutIfNeeded()
    #expect(secondRowFrame == CGRect(x: 0, y: 20, width: 100, height: 20))
  }
}
