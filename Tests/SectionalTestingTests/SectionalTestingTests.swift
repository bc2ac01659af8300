import SectionalTesting
import Testing

@Test func theModuleReexportsSectional() {
  #expect(ListDiff(from: [1], to: [1]).isEmpty)
}
