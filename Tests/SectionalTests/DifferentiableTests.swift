import Foundation
import Sectional
import Testing

private struct Identified: Identifiable, Equatable, Differentiable {
  let id: String
  var title: String
}

private struct IdentifiedAndHashable: Identifiable, Hashable, Differentiable {
  let id: Int
  var title: String
}

private struct HashableOnly: Hashable, Differentiable {
  var name: String
}

@Suite("Differentiable defaults")
struct DifferentiableTests {
  @Test func anIdentifiableValueIsIdentifiedByItsID() {
    #expect(Identified(id: "x", title: "one").differenceIdentifier == "x")
  }

  @Test func anIdentifiableAndHashableValueIsStillIdentifiedByItsID() {
    let value = IdentifiedAndHashable(id: 7, title: "seven")
    #expect(value.differenceIdentifier == 7)
  }

  @Test func aHashableValueIsItsOwnIdentifier() {
    #expect(HashableOnly(name: "n").differenceIdentifier == HashableOnly(name: "n"))
  }

  @Test func anEquatableValueComparesContentWithEquality() {
    let value = Identified(id: "x", title: "one")
    #expect(value.isContentEqual(to: Identified(id: "x", title: "one")))
    #expect(!value.isContentEqual(to: Identified(id: "x", title: "two")))
  }

  @Test func commonScalarsAreDifferentiable() {
    let uuid = UUID()
    #expect(5.differenceIdentifier == 5)
    #expect("id".differenceIdentifier == "id")
    #expect(uuid.differenceIdentifier == uuid)
    #expect(ListDiff(from: ["a", "b"], to: ["b"]).deletes == [0])
    #expect(ListDiff(from: [uuid], to: [uuid, UUID()]).inserts == [1])
  }

  @Test func anIdentifiedValueWithNewContentIsAnUpdate() {
    let old = [Identified(id: "x", title: "one"), Identified(id: "y", title: "two")]
    let new = [Identified(id: "x", title: "one"), Identified(id: "y", title: "deux")]
    #expect(ListDiff(from: old, to: new).updates == [1])
  }
}
