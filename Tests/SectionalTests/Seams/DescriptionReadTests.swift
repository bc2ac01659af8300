import Foundation
import Testing

@testable import SectionalLayout

/// A description of a layout that is neither the flow nor the compositional layout.
private struct ForeignDescription: SectionLayoutDescription {
  var spacing: CGFloat
}

@Suite("A layout reads its own description type")
struct DescriptionReadTests {
  @Test func aDescriptionOfTheLayoutsTypeIsReadAsItIs() {
    var flow = FlowSectionLayout()
    flow.minimumLineSpacing = 7
    let described: any SectionLayoutDescription = flow
    #expect(described.read(as: FlowSectionLayout.self) == flow)
    #expect(described.read(as: LayoutSection.self) == nil)
  }

  @Test func aDescriptionOfAnotherTypeIsNotRead() {
    let described: any SectionLayoutDescription = ForeignDescription(spacing: 3)
    #expect(described.read(as: FlowSectionLayout.self) == nil)
    #expect(described.read(as: ForeignDescription.self)?.spacing == 3)
  }
}
