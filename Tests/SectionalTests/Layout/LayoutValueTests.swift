import Foundation
import Sectional
import Testing

@Suite("Layout values")
struct LayoutValueTests {
  @Test func headerAndFooterKindsUseUIKitsStrings() {
    #expect(ElementKind.header.rawValue == "UICollectionElementKindSectionHeader")
    #expect(ElementKind.footer.rawValue == "UICollectionElementKindSectionFooter")
  }

  @Test func aStringLiteralNamesAKind() {
    let kind: ElementKind = "UICollectionElementKindSectionHeader"
    #expect(kind == .header)
    #expect(ElementKind(rawValue: "badge") == "badge")
  }

  @Test func aKindDescribesItselfByItsName() {
    #expect(ElementKind(rawValue: "badge").description == "badge")
    #expect("\(ElementKind.footer)" == "UICollectionElementKindSectionFooter")
  }

  @Test func insetsDefaultToZero() {
    #expect(LayoutInsets() == .zero)
    #expect(LayoutInsets(left: 3) == LayoutInsets(top: 0, left: 3, bottom: 0, right: 0))
  }

  @Test func attributesOfACellAndOfAHeaderAtTheSamePlaceDiffer() {
    let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    let cell = LayoutAttributes(indexPath: indexPath(0, 0), frame: frame, category: .cell)
    let header = LayoutAttributes(
      indexPath: indexPath(0, 0), frame: frame, category: .supplementaryView(.header))
    #expect(cell != header)
    #expect(Set([cell, header, cell]).count == 2)
  }
}
