import Foundation
import Sectional
import SeededRandom
import Testing

/// A list element identified by a `UUID`, for the diff's `UUID` hashing.
private struct UUIDItem: Identifiable, Hashable, Differentiable, CustomStringConvertible {
  let id: UUID
  var content: Int

  var description: String { "\(id.uuidString.prefix(4))'\(content)" }
}

/// The same `UUID` for the same small number, in tests that need identifiers to repeat.
private func uuid(_ number: Int, salt: UInt64) -> UUID {
  var generator = SplitMix64(seed: UInt64(bitPattern: Int64(number)) &+ salt)
  return uuid(first: generator.next(), second: generator.next())
}

private func uuid(first: UInt64, second: UInt64) -> UUID {
  var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  withUnsafeMutableBytes(of: &bytes) { buffer in
    buffer.storeBytes(of: first, toByteOffset: 0, as: UInt64.self)
    buffer.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
  }
  return UUID(uuid: bytes)
}

@Suite("The diff's identifier hashing")
struct IdentifierHashingTests {
  @Test func equalIdentifiersHashEqually() {
    let hashing = IdentifierHashing()
    let identifier = uuid(first: 0x0123_4567_89AB_CDEF, second: 42)
    let copy = UUID(uuid: identifier.uuid)
    #expect(hashing.hash(identifier) == hashing.hash(copy))
    #expect(hashing.hash(-7) == hashing.hash(-7))
    #expect(hashing.hash("a string") == hashing.hash("a string"))
  }

  /// Folding a `UUID`'s two words into one before mixing would let anyone make identifiers
  /// that share a hash whatever the seed; the second word is mixed with the mix of the first.
  @Test func uuidsWhoseWordsFoldToTheSameValueHashApart() {
    let hashing = IdentifierHashing()
    var generator = SplitMix64(seed: 0x5EC7_4A51)
    let folded = generator.next()
    var hashes = Set<Int>()
    for _ in 0..<10_000 {
      let first = generator.next()
      hashes.insert(hashing.hash(uuid(first: first, second: folded ^ first)))
    }
    #expect(hashes.count == 10_000)
  }

  /// The mixer is a bijection of an `Int`: distinct identifiers never share a full hash.
  @Test func consecutiveIntegersHashApart() {
    let hashing = IdentifierHashing()
    #expect(Set((0..<100_000).map { hashing.hash($0) }).count == 100_000)
  }

  /// The random lists of `ListDiffRandomizedTests`, identified by `UUID`s: repeated
  /// identifiers included, every property holds.
  @Test(arguments: RandomListShape.all)
  func everyDiffOfUUIDIdentifiedListsHasEveryProperty(shape: RandomListShape) {
    for seed in shape.seeds {
      let (oldItems, newItems) = shape.pair(seed: seed)
      let old = oldItems.map { UUIDItem(id: uuid($0.id, salt: seed), content: $0.content) }
      let new = newItems.map { UUIDItem(id: uuid($0.id, salt: seed), content: $0.content) }
      for diff in [ListDiff(from: old, to: new), ListDiff(from: old, to: new, wideSlotsFrom: 0)] {
        let broken = violations(of: diff, from: old, to: new)
        guard broken.isEmpty else {
          Issue.record(
            """
            seed \(seed) (replay: SECTIONAL_SEED=\(seed) swift test --filter IdentifierHashingTests)
            old: \(old)
            new: \(new)
            \(broken.joined(separator: "\n"))
            """)
          return
        }
      }
    }
  }
}
