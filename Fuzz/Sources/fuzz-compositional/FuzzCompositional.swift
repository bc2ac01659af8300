import FuzzInput
import Sectional

// fuzz-compositional: random compositional descriptions (nested, count, repeating and custom
// groups; fractional, absolute, estimated and uniform dimensions; spacings, insets, edge spacing;
// badges anchored to items and groups; headers, footers and bands, pinned or not; backgrounds;
// every orthogonal scrolling behaviour; the layout's own header and footer and the spacing
// between sections), given by a data source or the layout's section provider, laid out through a
// strict `HeadlessCollectionView` while the bounds change, the content and its sections scroll,
// batch updates insert, delete and move items and sections, items measure new sizes and the
// environment changes. After every step the layout is checked against slow references (see
// `Checks`).

/// libFuzzer's entry point: one layout and view per input, driven by its bytes.
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
