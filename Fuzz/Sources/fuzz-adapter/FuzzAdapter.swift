import FuzzInput
import Sectional

// fuzz-adapter: a byte-driven interpreter of steps against a `CollectionViewAdapter` over a strict
// `HeadlessCollectionView` (`.report` policy): section inserts, deletes and moves across every
// stock controller kind and a lying one, item changes, context changes, scrolls (huge and
// negative offsets), taps, drags and drops, interactive movement, viewport sizes (zero, huge),
// working range sizes up to `Int.max`, reload thresholds, and updates from inside callbacks. After
// every step: no collection view error and the screen equals the model, or the input was invalid
// and a diagnostic said so (see `Harness`).

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
