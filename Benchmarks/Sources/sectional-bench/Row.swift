import Foundation
import Sectional

/// A list row as an app would have it: identified by a `UUID`, with content that can change.
struct Row: Identifiable, Equatable, Differentiable {
  let id: UUID
  var value: Int
}

extension UUID {
  /// A UUID drawn from a seeded generator.
  init(using generator: inout some RandomNumberGenerator) {
    let high = generator.next()
    let low = generator.next()
    self.init(
      uuid: (
        UInt8(truncatingIfNeeded: high), UInt8(truncatingIfNeeded: high >> 8),
        UInt8(truncatingIfNeeded: high >> 16), UInt8(truncatingIfNeeded: high >> 24),
        UInt8(truncatingIfNeeded: high >> 32), UInt8(truncatingIfNeeded: high >> 40),
        UInt8(truncatingIfNeeded: high >> 48), UInt8(truncatingIfNeeded: high >> 56),
        UInt8(truncatingIfNeeded: low), UInt8(truncatingIfNeeded: low >> 8),
        UInt8(truncatingIfNeeded: low >> 16), UInt8(truncatingIfNeeded: low >> 24),
        UInt8(truncatingIfNeeded: low >> 32), UInt8(truncatingIfNeeded: low >> 40),
        UInt8(truncatingIfNeeded: low >> 48), UInt8(truncatingIfNeeded: low >> 56)
      )
    )
  }
}
