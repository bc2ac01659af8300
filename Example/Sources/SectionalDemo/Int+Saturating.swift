extension Int {
  /// This number times another, held at `Int`'s bounds instead of overflowing: a command's
  /// repeat count may be any positive number, and a page of rows times it must not trap.
  ///
  /// - Parameter other: The other factor.
  /// - Returns: The product, or `Int.max` or `Int.min` where it does not fit.
  func saturatingTimes(_ other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    guard overflow else { return product }
    return (self < 0) == (other < 0) ? .max : .min
  }

  /// This number plus another, held at `Int`'s bounds instead of overflowing.
  ///
  /// - Parameter other: The other term.
  /// - Returns: The sum, or `Int.max` or `Int.min` where it does not fit.
  func saturatingPlus(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
