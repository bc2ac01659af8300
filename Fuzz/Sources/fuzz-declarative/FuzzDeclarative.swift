import FuzzInput
import Sectional

// fuzz-declarative: a byte-driven interpreter of steps against `adapter.apply(_:updateMode:)` on
// a strict `HeadlessCollectionView` over a flow or a compositional layout: lists with repeated
// section and cell ids, components of several types and styles (two over one content view with
// coordinators of different types), every update mode, headers and footers added, removed and
// changed, the stock section layouts, hand-written controllers' sections among declarative ones,
// placeholders, taps, scrolls, viewport sizes, a prefetching plugin, and lists applied from
// inside the cells' event handlers and `onReachedEnd`. After every step the view shows the list
// last applied, events reach that list's handlers, and every diagnostic is one the step deserves
// (see `Harness`).

/// libFuzzer's entry point: one adapter and view per input, driven by its bytes.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: Their count.
/// - Returns: 0, as libFuzzer requires; a failed check traps instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    var input = FuzzInput(bytes)
    let harness = Harness(&input)
    harness.run(&input)
  }
  return 0
}
