/// Returns `==` for a type when it conforms to `Equatable` at run time, or `nil` when it does not.
///
/// The stock controllers use it so that one designated initializer serves every item type: a
/// subclass calls `super.init(items:)` whether or not its items are `Equatable` (an initializer in
/// a constrained extension would be a convenience initializer, which a subclass cannot call), and
/// `Equatable` items still skip the refresh when nothing changed. Conditional conformances count:
/// `[Item]` is found `Equatable` when `Item` is.
///
/// - Parameter type: The type to compare.
/// - Returns: A function that compares two values of `type` with its `==`, or `nil`.
func dynamicEquality<Value>(of type: Value.Type) -> ((Value, Value) -> Bool)? {
  guard let equatable = type as? any Equatable.Type else { return nil }
  return equality(opening: equatable, as: type)
}

/// Returns `==` of an `Equatable` type, taking its values as `Value`.
///
/// `Equatable` was opened from `Value.self` itself, so the two are the same type and the bit casts
/// reinterpret nothing.
private func equality<Opened: Equatable, Value>(
  opening _: Opened.Type, as _: Value.Type
) -> (Value, Value) -> Bool {
  { lhs, rhs in unsafeBitCast(lhs, to: Opened.self) == unsafeBitCast(rhs, to: Opened.self) }
}
