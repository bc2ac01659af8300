import Foundation
import Sectional
import SeededRandom
import Testing

@testable import SectionalAdapter
@testable import SectionalCollectionView
@testable import SectionalDeclarative
@testable import SectionalDiffing
@testable import SectionalLayout

/// A custom id type, kept boxed by `SectionID`.
private struct Slug: Hashable, Sendable {
  var value: String
}

@Suite("SectionID")
struct SectionIDTests {
  /// Random ids of every stored kind, compared pairwise against `AnyHashable`, which defines
  /// their equality.
  @Test func equalityAndHashingAreAnyHashables() {
    for seed in UInt64(0)..<200 {
      var generator = SplitMix64(seed: 0x5EC1_D000 &+ seed)
      var raw: [AnyHashable] = []
      var ids: [SectionID] = []
      for _ in 0..<12 {
        let small = Int.random(in: -2...2, using: &generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
          raw.append(AnyHashable(small))
          ids.append(SectionID(small))
        case 1:
          raw.append(AnyHashable(Int8(small)))
          ids.append(SectionID(Int8(small)))
        case 2:
          raw.append(AnyHashable("s\(small)"))
          ids.append(SectionID("s\(small)"))
        case 3:
          let uuid = UUID(uuidString: "00000000-0000-0000-0000-00000000000\(small + 2)")!
          raw.append(AnyHashable(uuid))
          ids.append(SectionID(uuid))
        case 4:
          raw.append(AnyHashable(Slug(value: "s\(small)")))
          ids.append(SectionID(Slug(value: "s\(small)")))
        default:
          raw.append(AnyHashable(Double(small)))
          ids.append(SectionID(Double(small)))
        }
      }
      for (left, leftID) in zip(raw, ids) {
        #expect(leftID.base == left, "replay: seed \(seed)")
        for (right, rightID) in zip(raw, ids) {
          #expect((leftID == rightID) == (left == right), "replay: seed \(seed), \(left) \(right)")
          if leftID == rightID {
            #expect(leftID.hashValue == rightID.hashValue, "replay: seed \(seed)")
          }
        }
      }
    }
  }

  @Test func anIntEqualsTheSameNumberOfAnotherIntegerType() {
    #expect(SectionID(1) == SectionID(1 as Int8))
    #expect(SectionID(1) != SectionID(2 as Int8))
  }

  @Test func commonIdsKeepTheirValueAndDescription() {
    let uuid = UUID()
    #expect(SectionID(-7).base == AnyHashable(-7))
    #expect(SectionID(Int.min).base == AnyHashable(Int.min))
    #expect(SectionID(uuid).base == AnyHashable(uuid))
    #expect(SectionID("feed").base == AnyHashable("feed"))
    #expect(SectionID(uuid).description == uuid.uuidString)
    #expect(SectionID(-7).description == "-7")
    #expect(SectionID("feed").description == "feed")
    #expect(SectionID(Slug(value: "x")).description == String(describing: Slug(value: "x")))
  }

  @Test func anIdAlreadyWrappedIsNotWrappedAgain() {
    #expect(SectionID(SectionID("x")) == SectionID("x"))
    #expect(SectionID(SectionID(3)).base == AnyHashable(3))
  }

  @Test func differentUUIDsAreDifferentIds() {
    let first = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    let second = UUID(uuidString: "10000000-0000-0000-0000-000000000001")!
    #expect(SectionID(first) != SectionID(second))
    #expect(SectionID(first) == SectionID(first))
  }
}
