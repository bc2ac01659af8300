import Foundation

/// How ``ListDiff``'s symbol table hashes identifiers: the most common identifier types, `Int`
/// and `UUID`, with a seeded 64-bit mixer inline, every other type as a dictionary hashes it.
///
/// The standard library's `Hasher` (SipHash-1-3) costs about 90 instructions to hash an `Int`
/// on Linux and about 230 for a `UUID` (whose `hash(into:)` feeds its 16 bytes one call at a
/// time): more than the rest of a diff spends on an element. The mixer is SplitMix64's
/// finalizer over the identifier and a seed drawn once per process from `Hasher`, so it is seeded
/// per process as `Hasher` is (and fixed under `SWIFT_DETERMINISTIC_HASHING`):
///
/// - an `Int` is mixed with the seed; the mixer is a bijection, so two identifiers never share
///   a full hash, and which of them share a slot depends on the seed, which a list's author
///   cannot know;
/// - a `UUID`'s second word is mixed with the mix of its first: two identifiers can share a full
///   hash only when their first words differ, and then only for a seed they cannot know.
///
/// So a list crafted to collide in the table does not exist without the seed, as with
/// `Hasher`; the table probes one or two slots on any input.
@usableFromInline
package struct IdentifierHashing {
  /// The seed of this diff's hashes.
  @usableFromInline
  let seed: Int

  /// Hashing with the process's seed.
  @inlinable
  package init() {
    seed = identifierHashingSeed
  }

  /// The hash of an identifier.
  ///
  /// - Parameter key: The identifier.
  /// - Returns: Its hash; equal identifiers have equal hashes.
  @inlinable @inline(__always)
  package func hash<Key: Hashable>(_ key: Key) -> Int {
    // Each test is on the type alone: a specialized diff keeps one branch.
    if Key.self == Int.self {
      return HashMixing.mix(unsafeBitCast(key, to: Int.self), seed: seed)
    }
    if Key.self == UUID.self {
      let words = withUnsafeBytes(of: unsafeBitCast(key, to: UUID.self).uuid) { bytes in
        (
          bytes.loadUnaligned(fromByteOffset: 0, as: Int.self),
          bytes.loadUnaligned(fromByteOffset: 8, as: Int.self)
        )
      }
      return HashMixing.mix(HashMixing.mix(words.0, seed: seed) ^ words.1, seed: seed)
    }
    // Through the seeded entry point, as a dictionary hashes: a type that still answers only
    // `hashValue` has it mixed by `Hasher`, not used as it is.
    return key._rawHashValue(seed: seed)
  }
}

/// The seed of ``IdentifierHashing``, drawn once from `Hasher`: per process, as `Hasher`'s own.
@usableFromInline
let identifierHashingSeed: Int = {
  var hasher = Hasher()
  hasher.combine(0x5EC7_10AA as Int)
  return hasher.finalize()
}()
