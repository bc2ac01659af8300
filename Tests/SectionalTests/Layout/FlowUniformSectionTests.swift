import Foundation
import SeededRandom
import Testing

@testable import SectionalLayout

/// What a laid-out flow section holds, field by field: two sections with equal snapshots answer
/// every frame and every resize alike.
private struct GeometrySnapshot: Equatable, CustomStringConvertible {
  var items: [[Double]]
  var lines: [[Int]]
  var advances: [Int]
  var itemsSizedOtherwise: Int
  var estimatedItems: IndexSet
  var headerLength: Int
  var footerLength: Int
  var insetBefore: Int
  var insetAfter: Int

  init(_ geometry: FlowSectionGeometry) {
    items = (0..<geometry.itemCount).map(geometry.item).map {
      [Double($0.cross), Double($0.crossLength), Double($0.offsetInLine), Double($0.length)]
    }
    lines = (0..<geometry.lineCount).map {
      [geometry.firstItem(ofLine: $0), geometry.length(ofLine: $0)]
    }
    advances = (0..<geometry.lineCount).map(geometry.advance)
    itemsSizedOtherwise = geometry.itemsSizedOtherwise
    estimatedItems = geometry.estimatedItems
    headerLength = geometry.headerLength
    footerLength = geometry.footerLength
    insetBefore = geometry.insetBefore
    insetAfter = geometry.insetAfter
  }

  var description: String { "items \(items), lines \(lines), advances \(advances)" }
}

/// A length drawn from what a layout meets: whole, half and third points, zero, and now and then
/// a value it must sanitize.
private func randomLength(_ range: ClosedRange<Int>, using generator: inout SplitMix64) -> CGFloat {
  switch Int.random(in: 0..<12, using: &generator) {
  case 0: 0
  case 1: [.nan, .infinity, -3].randomElement(using: &generator)!
  case 2: CGFloat(Int.random(in: range, using: &generator)) / 3
  default: CGFloat(Int.random(in: range, using: &generator)) / 2
  }
}

/// A section's input with random spacings, insets, alignment, mirroring and scale.
private func randomInput(using generator: inout SplitMix64) -> FlowSectionGeometry.Input {
  let crossLength = CGFloat(Int.random(in: 0...400, using: &generator))
  let crossStart = CGFloat(Int.random(in: 0...40, using: &generator)) / 2
  return FlowSectionGeometry.Input(
    crossLength: crossLength, crossStart: crossStart,
    availableCross: max(
      0, crossLength - crossStart - CGFloat(Int.random(in: 0...40, using: &generator))),
    insetBefore: randomLength(0...40, using: &generator),
    insetAfter: randomLength(0...40, using: &generator),
    lineSpacing: FlowSectionGeometry.sanitized(randomLength(0...30, using: &generator)),
    interitemSpacing: FlowSectionGeometry.sanitized(randomLength(0...30, using: &generator)),
    headerLength: CGFloat(Int.random(in: 0...60, using: &generator)),
    footerLength: CGFloat(Int.random(in: 0...60, using: &generator)),
    alignment: Bool.random(using: &generator) ? .justified : .leading,
    mirrorsCross: Bool.random(using: &generator),
    grid: PixelGrid(scale: [1, 2, 3, 2.5].randomElement(using: &generator)!))
}

@Suite("Flow layout: a section whose items all have one size")
struct FlowUniformSectionTests {
  /// The reference: the general initializer, asked the one size for every item.
  private func layOutItemByItem(
    count: Int, input: FlowSectionGeometry.Input, size: CGSize
  ) -> FlowSectionGeometry {
    FlowSectionGeometry(count: count, description: nil, input: input) { _ in (size, false) }
  }

  @Test func aUniformSectionHoldsTheFramesOfOneLaidOutItemByItem() {
    var multiline = 0
    for seed in UInt64(0)..<2_000 {
      var generator = SplitMix64(seed: 0xF10A_0000 &+ seed)
      let input = randomInput(using: &generator)
      let count = Int.random(in: 0...60, using: &generator)
      let size = CGSize(
        width: randomLength(0...500, using: &generator),
        height: randomLength(0...120, using: &generator))
      let uniform = FlowSectionGeometry(
        count: count, description: nil, input: input, uniformSize: size)
      let reference = layOutItemByItem(count: count, input: input, size: size)
      #expect(
        GeometrySnapshot(uniform) == GeometrySnapshot(reference),
        "replay: seed \(seed), \(count) items of \(size)")
      if reference.lineCount > 1 { multiline += 1 }
    }
    // Most draws make sections of several lines, the case the uniform initializer lays out
    // itself rather than handing to the general one.
    #expect(multiline > 1_000)
  }

  @Test func aUniformSectionResizesAsOneLaidOutItemByItem() {
    for seed in UInt64(0)..<1_000 {
      var generator = SplitMix64(seed: 0xF10B_0000 &+ seed)
      let input = randomInput(using: &generator)
      let count = Int.random(in: 2...40, using: &generator)
      let size = CGSize(
        width: CGFloat(Int.random(in: 1...200, using: &generator)),
        height: CGFloat(Int.random(in: 1...80, using: &generator)))
      var uniform = FlowSectionGeometry(
        count: count, description: nil, input: input, uniformSize: size)
      var reference = layOutItemByItem(count: count, input: input, size: size)
      // Items measured to other lengths and back: the last line leaves the grid and returns to
      // it by the rule both sections keep.
      for _ in 0..<4 {
        let item = Int.random(in: 0..<count, using: &generator)
        let height =
          Bool.random(using: &generator) ? size.height : randomLength(0...120, using: &generator)
        let newSize = CGSize(width: size.width, height: height)
        let isEstimated = Bool.random(using: &generator)
        let moved = uniform.resize(
          item: item, to: newSize, isEstimated: isEstimated, availableCross: input.availableCross)
        let movedReference = reference.resize(
          item: item, to: newSize, isEstimated: isEstimated, availableCross: input.availableCross)
        #expect(moved == movedReference, "replay: seed \(seed), item \(item) to \(newSize)")
        #expect(
          GeometrySnapshot(uniform) == GeometrySnapshot(reference),
          "replay: seed \(seed), item \(item) to \(newSize)")
      }
    }
  }

  @Test func aUniformSectionOfManyLinesKeepsOneLineUntilAnItemIsMeasuredOtherwise() {
    let input = FlowSectionGeometry.Input(
      crossLength: 320, crossStart: 0, availableCross: 320, insetBefore: 0, insetAfter: 0,
      lineSpacing: 0, interitemSpacing: 0, headerLength: 0, footerLength: 0, alignment: .justified,
      mirrorsCross: false, grid: PixelGrid(scale: 2))
    let size = CGSize(width: 320, height: 44)
    var list = FlowSectionGeometry(
      count: 100_000, description: nil, input: input, uniformSize: size)
    #expect(list.repeatedLines?.lineCount == 100_000)
    #expect(list.frame(ofItem: 99_999) == CGRect(x: 0, y: 4_399_956, width: 320, height: 44))
    // Measured to the size it has: still one line repeated.
    #expect(list.resize(item: 7, to: size, isEstimated: false, availableCross: 320) == 0)
    #expect(list.repeatedLines != nil)
    // Measured taller: every line written out, the frames after it moved.
    let taller = CGSize(width: 320, height: 50)
    #expect(list.resize(item: 7, to: taller, isEstimated: false, availableCross: 320) == 12)
    #expect(list.repeatedLines == nil)
    #expect(list.frame(ofItem: 99_999) == CGRect(x: 0, y: 4_399_962, width: 320, height: 44))
  }

  @MainActor
  @Test func aLayoutOfFixedItemsShowsWhatALayoutAskingTheContentShows() {
    // The same section, sized by the layout's fixed size and by a content that answers it for
    // every item: the first takes the uniform path, the second the general one.
    for seed in UInt64(0)..<200 {
      var generator = SplitMix64(seed: 0xF10C_0000 &+ seed)
      let count = Int.random(in: 0...50, using: &generator)
      let size = CGSize(
        width: CGFloat(Int.random(in: 0...300, using: &generator)) / 2,
        height: CGFloat(Int.random(in: 1...100, using: &generator)) / 2)
      let width = CGFloat(Int.random(in: 50...400, using: &generator))
      let fixed = TestLayoutContent(width: width, itemCounts: [count])
      let asked = TestLayoutContent(width: width, itemCounts: [count])
      for item in 0..<count {
        asked.itemSizes[IndexPath(item: item, section: 0)] = size
      }
      let spacing = CGFloat(Int.random(in: 0...20, using: &generator))
      let direction: ScrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
      let layouts = [FlowLayout(), FlowLayout()]
      for layout in layouts {
        layout.scrollDirection = direction
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
      }
      layouts[0].itemSize = size
      layouts[0].prepare(for: fixed)
      layouts[1].prepare(for: asked)
      let frames = layouts.map { $0.itemFrames(inSection: 0, count: count) }
      #expect(frames[0] == frames[1], "replay: seed \(seed)")
    }
  }
}
