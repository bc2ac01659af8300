/// The frames of one section of a ``CompositionalLayout``, in device pixels, relative to the
/// section's origin: what the solver computes and the queries read.
///
/// The origin is the section's start along the scroll axis and the container's edge across it.
/// An orthogonal section's frames are unscrolled: the view's offset for the section moves them at
/// query time.
struct CompositionalSectionGeometry: Equatable {
  /// A supplementary view attached to an item or a group.
  struct Supplementary: Equatable {
    var kind: ElementKind
    var frame: PixelRect
    var zIndex: Int
    /// The item index of its index path: the host item's, or the group's number among the
    /// section's groups carrying this kind.
    var item: Int
    /// Whether it belongs to a group (numbered after solving) rather than an item.
    var isGroupAnchored: Bool
    /// The axes on which its anchored position fell exactly halfway between two pixels.
    ///
    /// The frame holds the pixel after, and the position rounds away from zero where it lands
    /// in the content, to the pixel before at or below zero. Across the scroll axis the solver
    /// settles it; along the scroll axis the query does, since a section moves without being
    /// solved again.
    var isHalfway = AxisSet.none
    /// Its estimated dimensions, waiting to be measured (an item's badge only); empty once
    /// measured or where none is estimated.
    var estimatedDimensions: LayoutAttributes.Dimensions = []

    /// The start of the frame along an axis, or the pixel before where the position is halfway:
    /// the lowest start a query may show.
    func lowestStart(along axis: LayoutAxis) -> Int {
      frame.start(along: axis) - (isHalfway.contains(axis) ? 1 : 0)
    }
  }

  /// A header, footer or other view on the section's edge.
  struct Boundary: Equatable {
    enum Pinning { case none, toStart, toEnd }
    var kind: ElementKind
    var frame: PixelRect
    var zIndex: Int
    var pinning: Pinning
    /// Its estimated dimensions, waiting to be measured; empty once measured or where none is
    /// estimated.
    var estimatedDimensions: LayoutAttributes.Dimensions = []
  }

  /// A view behind the section.
  struct Decoration: Equatable {
    var kind: ElementKind
    var frame: PixelRect
    var zIndex: Int
  }

  /// One copy of the root group and what it placed.
  struct Copy: Equatable {
    var frame: PixelRect
    var items: Range<Int>
    var supplementaries: Range<Int>
    /// The span of everything the copy placed along the axis queries search.
    var extentStart: Int
    var extentEnd: Int
    /// The greatest `extentEnd` of this copy and the ones before it: what queries search.
    var runningMaximumEnd = Int.min
    /// The least `extentStart` of this copy and the ones after it: what queries search.
    var suffixMinimumStart = Int.max
  }

  /// What an orthogonal section needs to scroll.
  struct Orthogonal: Equatable {
    var behavior: OrthogonalScrollingBehavior
    /// The length of the scrolling content across the layout's axis, insets included.
    var contentLength: Int
    /// The length of the container across the layout's axis: the scroller's viewport.
    var viewportLength: Int
    /// Where the first group starts and the distance from one group's start to the next's.
    var firstGroupStart: Int
    var groupPitch: Int
    var groupLength: Int
    /// The inset after the last group.
    var trailingInset: Int
    /// Whether every group is as long as the first, so that `groupPitch` places every one.
    ///
    /// Otherwise (cards that size themselves) each group's edges are read from its copy. A
    /// flag, not the edges: the geometry is copied whole, and a plain value copies for free.
    var groupsAreUniform = true
    /// The band the scroller occupies along the layout's axis.
    var bandStart: Int
    var bandEnd: Int
  }

  /// The description the section was laid out from, to recognize it unchanged.
  var description: LayoutSection
  /// Whether the description came from the section's controller rather than the provider.
  var isDescribedByContent: Bool
  /// The number of items laid out.
  var itemCount: Int
  /// The length along the scroll axis.
  var length = 0
  /// Where the content (after the leading boundary band) starts and ends along the scroll axis:
  /// what pinned headers and footers stay within.
  var contentStart = 0
  var contentEnd = 0
  var items: [PixelRect] = []
  /// Per item: its estimated dimensions still to measure; empty while no item has any (the usual
  /// section, whose items then cost one array, not three), else as long as `items`.
  var estimatedDimensions: [LayoutAttributes.Dimensions] = []
  /// Per item, for custom groups: its z-index; empty while every item's is 0, else as long as
  /// `items`.
  var itemZIndexes: [Int] = []

  /// An item's estimated dimensions still to measure; empty where it has none.
  func estimatedDimensions(ofItem item: Int) -> LayoutAttributes.Dimensions {
    estimatedDimensions.isEmpty ? [] : estimatedDimensions[item]
  }

  /// An item's z-index within the section, before the raise above decorations.
  func zIndex(ofItem item: Int) -> Int {
    itemZIndexes.isEmpty ? 0 : itemZIndexes[item]
  }
  var supplementaries: [Supplementary] = []
  var copies: [Copy] = []
  var boundaries: [Boundary] = []
  var decorations: [Decoration] = []
  var orthogonal: Orthogonal?
  /// The highest z-index of the section's cells, badges and boundary views, before the raise
  /// above decorations, when a boundary view is pinned; zero otherwise.
  var highestZIndex = 0
  /// What every element other than a decoration is raised by: above the section's decorations.
  var zIndexRaise = 0
  /// The highest z-index the section gives a cell, badge or boundary view when a boundary view
  /// is pinned, raise included: what the layout's own pinned views are drawn above.
  var topZIndex: Int { highestZIndex + zIndexRaise }
  /// Whether the frames were mirrored for a right-to-left layout.
  var isMirrored = false
  /// How far elements reach before the section's start and past its end along the scroll axis.
  var reachBefore = 0
  var reachAfter = 0
  /// The axis along which copies are stacked and queries search.
  var copyAxis = LayoutAxis.vertical
  /// Whether laying the section out read more than its description, its item count and the
  /// environment (a measured size, a custom group's closure) or reported a diagnostic: if not,
  /// another section of the same description and count has the same geometry.
  var dependsOnMoreThanDescription = false

  /// Whether this geometry, laid out in the same environment, is the one a section of a
  /// description and a count gets: it read nothing else and they are the same.
  func isLayout(of description: LayoutSection, isDescribedByContent: Bool, itemCount: Int)
    -> Bool
  {
    !dependsOnMoreThanDescription && self.itemCount == itemCount
      && self.isDescribedByContent == isDescribedByContent && self.description == description
  }

  /// Copies that repeat an earlier one, each moved along ``copyAxis`` with everything it placed:
  /// their extents are the template's, moved as far.
  struct RepeatedCopies: Equatable {
    /// The index of the copy they repeat, before them.
    var template: Int
    /// Their indices, consecutive, holding consecutive items and attached items.
    var copies: Range<Int>
  }

  /// Computes each copy's extent along ``copyAxis``: the span of its frame and of everything it
  /// placed.
  ///
  /// Returns whether the copies, in order, hold every item and attached item, each once, and
  /// the span along ``copyAxis`` of the elements the copies hold (`Int.max` and `Int.min` when
  /// they hold none).
  ///
  /// The copies of each of `repeats` (ascending, and moved only along ``copyAxis`` since they
  /// were made) take their template's extent moved by their distance from it, without reading
  /// their elements: in a long section of fixed items, most copies.
  ///
  /// - Complexity: O(*n* + *m* + *c*) for the *n* items and *m* attached items outside
  ///   `repeats`, and *c* copies.
  mutating func computeCopyExtents(repeats: [RepeatedCopies] = [])
    -> (holdsEverything: Bool, start: Int, end: Int)
  {
    let axis = copyAxis
    var holdsEverything = true
    var nextItem = 0
    var nextSupplementary = 0
    var lowest = Int.max
    var highest = Int.min
    var nextRepeat = 0
    // Read through buffers: subscripting the arrays checked bounds on each frame.
    items.withUnsafeBufferPointer { items in
      supplementaries.withUnsafeBufferPointer { supplementaries in
        copies.withUnsafeMutableBufferPointer { copies in
          /// The span of the elements a copy placed: `Int.max` and `Int.min` when none.
          func span(of index: Int) -> (start: Int, end: Int) {
            var start = Int.max
            var end = Int.min
            let placed = copies[index].items
            if axis == .vertical {
              for item in placed {
                start = min(start, items[item].y)
                end = max(end, items[item].maxY)
              }
            } else {
              for item in placed {
                start = min(start, items[item].x)
                end = max(end, items[item].maxX)
              }
            }
            for supplementary in copies[index].supplementaries {
              start = min(start, supplementaries[supplementary].lowestStart(along: axis))
              end = max(end, supplementaries[supplementary].frame.end(along: axis))
            }
            return (start, end)
          }
          var index = 0
          while index < copies.count {
            if nextRepeat < repeats.count, repeats[nextRepeat].copies.lowerBound == index {
              let run = repeats[nextRepeat]
              nextRepeat += 1
              let template = span(of: run.template)
              // A template holds an item at least; one without would leave nothing to move.
              if template.start <= template.end {
                let origin = copies[run.template].frame.start(along: axis)
                let extentStart = copies[run.template].extentStart
                let extentEnd = copies[run.template].extentEnd
                holdsEverything =
                  holdsEverything && copies[index].items.lowerBound == nextItem
                  && copies[index].supplementaries.lowerBound == nextSupplementary
                for copy in run.copies {
                  let shift = copies[copy].frame.start(along: axis) &- origin
                  copies[copy].extentStart = extentStart &+ shift
                  copies[copy].extentEnd = extentEnd &+ shift
                  lowest = min(lowest, template.start &+ shift)
                  highest = max(highest, template.end &+ shift)
                }
                nextItem = copies[run.copies.upperBound - 1].items.upperBound
                nextSupplementary = copies[run.copies.upperBound - 1].supplementaries.upperBound
                index = run.copies.upperBound
                continue
              }
            }
            let (start, end) = span(of: index)
            let placed = copies[index].items
            let attached = copies[index].supplementaries
            holdsEverything =
              holdsEverything && placed.lowerBound == nextItem
              && attached.lowerBound == nextSupplementary
            nextItem = placed.upperBound
            nextSupplementary = attached.upperBound
            lowest = min(lowest, start)
            highest = max(highest, end)
            let frame = copies[index].frame
            copies[index].extentStart = min(start, frame.start(along: axis))
            copies[index].extentEnd = max(end, frame.end(along: axis))
            index += 1
          }
        }
      }
    }
    holdsEverything =
      holdsEverything && nextItem == items.count && nextSupplementary == supplementaries.count
    return (holdsEverything, lowest, highest)
  }

  /// Fills in what lets queries find copies by position: each copy's running maximum end and
  /// suffix minimum start.
  ///
  /// They are kept in the copies rather than in arrays of their own: two arrays a section cost
  /// two allocations, and as many frees, each time it was laid out.
  ///
  /// - Complexity: O(*c*) for *c* copies.
  mutating func indexCopies() {
    copies.withUnsafeMutableBufferPointer { copies in
      var maximum = Int.min
      for index in copies.indices {
        maximum = max(maximum, copies[index].extentEnd)
        copies[index].runningMaximumEnd = maximum
      }
      var minimum = Int.max
      for index in copies.indices.reversed() {
        minimum = min(minimum, copies[index].extentStart)
        copies[index].suffixMinimumStart = minimum
      }
    }
  }

  /// The copies whose extent may meet the span `start..<end` along ``copyAxis``.
  ///
  /// A copy whose extent ends at `start` is a candidate: an element of zero length there meets
  /// a span that starts where it is.
  ///
  /// - Complexity: O(log *c*) for *c* copies.
  func candidateCopies(from start: Int, to end: Int) -> Range<Int> {
    // The first copy whose running maximum end reaches the start...
    var low = 0
    var high = copies.count
    while low < high {
      let middle = (low + high) / 2
      if copies[middle].runningMaximumEnd >= start { high = middle } else { low = middle + 1 }
    }
    let first = low
    // ... to the last copy after which some copy still starts before the end.
    low = first
    high = copies.count
    while low < high {
      let middle = (low + high) / 2
      if copies[middle].suffixMinimumStart < end { low = middle + 1 } else { high = middle }
    }
    return first..<max(first, low)
  }
}
