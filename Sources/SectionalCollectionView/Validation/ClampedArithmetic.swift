/// Integer arithmetic that stops at the bounds of `Int` instead of trapping.
///
/// Validation accepts any index a caller writes, including absurd ones, and must turn them into an
/// error rather than an overflow trap. Sane indices never come near the bounds, so for them these
/// are ordinary sums and differences.
@usableFromInline
package enum ClampedArithmetic {
  /// `a + b`, or the nearest bound of `Int` when the sum does not fit.
  @inlinable
  package static func add(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? .max : .min) : sum
  }

  /// `a - b`, or the nearest bound of `Int` when the difference does not fit.
  @inlinable
  package static func subtract(_ a: Int, _ b: Int) -> Int {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    return overflow ? (b < 0 ? .max : .min) : difference
  }
}
