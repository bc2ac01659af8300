/// Marks the positions of one longest strictly increasing subsequence of `values`, skipping
/// negative values.
///
/// The diff calls this with the match of each old element (twice its new index, plus one when
/// its content changed, which keeps their order; or -1 for a deleted one): the
/// marked elements keep their relative order and stay, every other matched element moves.
///
/// Patience sorting: `tailValues[k]` holds the smallest last value of an increasing subsequence of
/// length `k + 1` seen so far, and `predecessor` links each element to the one before it in the
/// subsequence it extends. A value larger than every tail extends the longest subsequence in O(1);
/// any other value replaces a tail found by binary search.
///
/// - Parameter values: The sequence; non-negative values must be distinct.
/// - Returns: An array with `true` at the positions of the subsequence.
/// - Complexity: O(*n* + *k* log *k*) time and O(*n*) memory, where *n* is the length of `values`
///   and *k* the number of values that do not extend the longest subsequence found so far.
@inlinable
func longestIncreasingSubsequence(of values: [Int]) -> [Bool] {
  let count = values.count
  var isOnSubsequence = [Bool].filled(with: false, count: count)
  // `predecessor[i]` links the value at `i` to the one before it in the subsequence it extends.
  // The tails, at most one per value. Written before they are read, so left uninitialized: an
  // array's initial pass over them cost as much as the search.
  let predecessor = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
  let tailValues = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
  let tailPositions = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
  defer {
    predecessor.deallocate()
    tailValues.deallocate()
    tailPositions.deallocate()
  }
  var tailCount = 0

  values.withUnsafeBufferPointer { values in
    for position in 0..<count {
      let value = values[position]
      guard value >= 0 else { continue }
      if tailCount > 0, value < tailValues[tailCount &- 1] {
        // Binary search for the first tail greater than `value`.
        var low = 0
        var high = tailCount &- 1
        while low < high {
          let middle = (low &+ high) &>> 1
          if tailValues[middle] < value {
            low = middle &+ 1
          } else {
            high = middle
          }
        }
        predecessor[position] = low > 0 ? tailPositions[low &- 1] : -1
        tailValues[low] = value
        tailPositions[low] = position
      } else {
        predecessor[position] = tailCount > 0 ? tailPositions[tailCount &- 1] : -1
        tailValues[tailCount] = value
        tailPositions[tailCount] = position
        tailCount &+= 1
      }
    }
  }

  var position = tailCount > 0 ? tailPositions[tailCount - 1] : -1
  while position >= 0 {
    isOnSubsequence[position] = true
    position = predecessor[position]
  }
  return isOnSubsequence
}
