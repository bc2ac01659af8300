import Sectional
import Testing

@Suite("Applying a ListDiff")
struct ListDiffApplyingTests {
  @Test func applyingADiffToItsOldListGivesTheNewList() throws {
    let old = items("abcdefg")
    let new = items("gxb'dcay")
    let diff = ListDiff(from: old, to: new)
    #expect(try old.applying(diff, contentFrom: new) == new)
  }

  @Test func stayingElementsKeepTheirOldValue() throws {
    // Content equality decides what is an update; an element that stays keeps its old value.
    struct Tagged: Identifiable, Equatable, Differentiable {
      let id: Int
      let tag: String
      func isContentEqual(to source: Tagged) -> Bool { true }
    }
    let old = [Tagged(id: 1, tag: "old")]
    let new = [Tagged(id: 1, tag: "new")]
    let diff = ListDiff(from: old, to: new)
    #expect(try old.applying(diff, contentFrom: new) == old)
  }

  @Test func applyingToAListOfAnotherLengthThrows() {
    let diff = ListDiff(from: [1, 2, 3], to: [3, 1])
    #expect(throws: ListDiff.ApplicationError.oldCountMismatch(expected: 3, actual: 2)) {
      try [1, 2].applying(diff, contentFrom: [3, 1])
    }
  }

  @Test func takingContentFromAListOfAnotherLengthThrows() {
    let diff = ListDiff(from: [1, 2, 3], to: [3, 1])
    #expect(throws: ListDiff.ApplicationError.newCountMismatch(expected: 2, actual: 3)) {
      try [1, 2, 3].applying(diff, contentFrom: [3, 1, 4])
    }
  }

  @Test func applicationErrorsExplainTheMismatch() {
    let error = ListDiff.ApplicationError.oldCountMismatch(expected: 3, actual: 2)
    #expect(
      error.description == "cannot apply a diff computed from 3 elements to a list of 2 elements")
  }
}
