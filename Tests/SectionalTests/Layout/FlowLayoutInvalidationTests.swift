import Foundation
import Sectional
import Testing

/// A layout default that a test changes.
enum FlowLayoutSetting: CaseIterable, Sendable {
  case itemSize
  case minimumLineSpacing
  case minimumInteritemSpacing
  case sectionInset
  case headerReferenceSize
  case footerReferenceSize

  @MainActor
  func change(_ layout: FlowLayout) {
    switch self {
    case .itemSize: layout.itemSize = CGSize(width: 1, height: 1)
    case .minimumLineSpacing: layout.minimumLineSpacing = 1
    case .minimumInteritemSpacing: layout.minimumInteritemSpacing = 1
    case .sectionInset: layout.sectionInset = LayoutInsets(top: 1)
    case .headerReferenceSize: layout.headerReferenceSize = CGSize(width: 1, height: 1)
    case .footerReferenceSize: layout.footerReferenceSize = CGSize(width: 1, height: 1)
    }
  }
}

@MainActor
@Suite("FlowLayout preparation and invalidation")
struct FlowLayoutInvalidationTests {
  @Test func aNewLayoutIsNotPreparedAndIsEmpty() {
    let layout = FlowLayout()
    #expect(!layout.isPrepared)
    #expect(layout.contentSize == .zero)
    #expect(layout.layoutAttributesForElements(in: .infinite).isEmpty)
    #expect(layout.layoutAttributesForItem(at: indexPath(0, 0)) == nil)
  }

  @Test func aNewLayoutHasUIKitsDefaults() {
    let layout = FlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
  }

  @Test func preparingMakesTheLayoutPrepared() {
    let layout = FlowLayout().prepared(for: TestLayoutContent(itemCounts: [1]))
    #expect(layout.isPrepared)
  }

  @Test func invalidatingMakesTheLayoutUnprepared() {
    let layout = FlowLayout().prepared(for: TestLayoutContent(itemCounts: [1]))
    layout.invalidateLayout()
    #expect(!layout.isPrepared)
  }

  @Test(arguments: FlowLayoutSetting.allCases)
  func changingADefaultInvalidatesTheLayout(setting: FlowLayoutSetting) {
    let layout = FlowLayout().prepared(for: TestLayoutContent(itemCounts: [1]))
    setting.change(layout)
    #expect(!layout.isPrepared)
  }

  @Test func anInvalidLayoutAnswersFromItsLastPreparation() {
    let layout = FlowLayout().prepared(for: TestLayoutContent(width: 100, itemCounts: [1]))
    layout.itemSize = CGSize(width: 10, height: 10)
    #expect(layout.frame(ofItem: indexPath(0, 0)) == cgRect(0, 0, 50, 50))
    #expect(layout.contentSize == CGSize(width: 100, height: 50))
  }

  @Test func preparingAgainLaysOutTheNewContent() {
    let content = TestLayoutContent(width: 100, itemCounts: [1])
    let layout = FlowLayout().prepared(for: content)
    content.itemCounts = [1, 1]
    content.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    layout.invalidateLayout()
    layout.prepare(for: content)
    // Section 1's item sits below section 0's: y = 50, and there is no line spacing between
    // sections.
    #expect(layout.frame(ofItem: indexPath(1, 0)) == cgRect(0, 50, 50, 50))
    #expect(layout.contentSize == CGSize(width: 200, height: 100))
  }
}
