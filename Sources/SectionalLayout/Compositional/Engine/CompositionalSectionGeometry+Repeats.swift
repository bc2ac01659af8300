/// Repeating a full copy of the root group: the bulk of a long section of fixed-size items.
///
/// These loops live on the geometry, which no actor isolates, rather than on the main-actor
/// solver: the buffer closures they run would otherwise check the executor on each call, and
/// appending one frame at a time checked the array's uniqueness and capacity on each frame.
extension CompositionalSectionGeometry {
  /// Appends the frames of `times` repeats of a copy's items, repeat *n* (from 0) moved by
  /// `firstShift + n × pitch` along an axis.
  ///
  /// - Complexity: O(*k* × `times`) for the *k* items of the copy.
  mutating func appendRepeatedFrames(
    of template: Range<Int>, times: Int, firstShift: Int, pitch: Int, along axis: LayoutAxis
  ) {
    let start = items.count
    items.append(contentsOf: repeatElement(PixelRect.zero, count: template.count * times))
    items.withUnsafeMutableBufferPointer { frames in
      var target = start
      var shift = firstShift
      for _ in 0..<times {
        for source in template {
          var frame = frames[source]
          frame.translate(along: axis, by: shift)
          frames[target] = frame
          target += 1
        }
        shift &+= pitch
      }
    }
  }

  /// Appends `times` repeats of a copy whose items and attached views were appended already:
  /// repeat *n* (from 0) moved by `firstShift + n × pitch` along an axis, holding the next
  /// items and supplementary views in order from `firstItem` and `firstSupplementary`.
  ///
  /// - Complexity: O(`times`).
  mutating func appendRepeatedCopies(
    of template: Copy, times: Int, firstShift: Int, pitch: Int, along axis: LayoutAxis,
    firstItem: Int, firstSupplementary: Int
  ) {
    let itemCount = template.items.count
    let supplementaryCount = template.supplementaries.count
    let start = copies.count
    copies.append(contentsOf: repeatElement(template, count: times))
    copies.withUnsafeMutableBufferPointer { copies in
      var shift = firstShift
      var item = firstItem
      var supplementary = firstSupplementary
      for index in start..<(start + times) {
        copies[index].frame.translate(along: axis, by: shift)
        copies[index].items = item..<(item + itemCount)
        copies[index].supplementaries = supplementary..<(supplementary + supplementaryCount)
        shift &+= pitch
        item += itemCount
        supplementary += supplementaryCount
      }
    }
  }
}
