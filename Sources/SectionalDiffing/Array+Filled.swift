extension Array {
  /// An array of `count` copies of a value, allocated where the element type is known.
  ///
  /// `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:initializingWith:)`
  /// allocate through a standard library function that is not specialized, which looks up the
  /// storage class's generic metadata in the runtime's cache at every call: about 500
  /// instructions on Linux (Swift 6.3), more than a diff of a short list spends on its elements.
  /// `reserveCapacity(_:)` on an empty array allocates in specialized code, and the copies are
  /// then written in one pass.
  ///
  /// - Parameters:
  ///   - value: The value every element equals.
  ///   - count: The number of elements; none when not positive.
  /// - Returns: The array.
  /// - Complexity: O(*n*) for *n* elements.
  @inlinable
  package static func filled(with value: Element, count: Int) -> [Element] {
    var array: [Element] = []
    guard count > 0 else { return array }
    array.reserveCapacity(count)
    array.append(contentsOf: repeatElement(value, count: count))
    return array
  }
}
