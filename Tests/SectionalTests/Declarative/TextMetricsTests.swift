import Foundation
import Sectional
import Testing

// Units: every size is in points, and headless text measures with a metric that follows UIKit's
// 17-point system font unless a view chooses another.

/// A content view that measures its text in a font twice the default's size.
private final class LargeTitleView: ComponentView {
  required init() {
    super.init()
    textMetrics = .systemFont(ofSize: 34)
  }
}

/// A text component whose content view measures in the large font.
private struct LargeTitle: Component {
  let viewModel: String

  func renderContent(coordinator: Void) -> LargeTitleView { LargeTitleView() }
  func render(in content: LargeTitleView, coordinator: Void) { content.text = viewModel }
}

/// How ComponentView measured before sizes were in points: one point a character, one line a
/// point, a line of `n` characters in a width `w` taking ⌈`n` / `w`⌉ lines.
private func terminalSize(of text: String, proposedWidth: CGFloat) -> CGSize {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let widest = CGFloat(lines.map(\.count).max() ?? 0)
  let width = proposedWidth.isFinite && proposedWidth > 0 ? min(widest, proposedWidth) : widest
  var height: CGFloat = 0
  for line in lines {
    height += width > 0 ? max(1, (CGFloat(line.count) / width).rounded(.up)) : 1
  }
  return CGSize(width: width, height: max(1, height))
}

@MainActor
@Suite("Declarative lists: text metrics, in points")
struct TextMetricsTests {
  private let body = TextMetrics.default
  private let free = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  /// A view showing text.
  private func view(_ text: String) -> ComponentView {
    let view = ComponentView()
    view.text = text
    return view
  }

  @Test func theDefaultFollowsUIKitsSeventeenPointSystemFont() {
    // UIFont.systemFont(ofSize: 17).lineHeight, and half an em a character.
    #expect(body.lineHeight == 20.287109375)
    #expect(body.characterWidth == 17 * 0.5)
    #expect(TextMetrics.systemFont(ofSize: 17) == body)
  }

  @Test func theSystemFontScalesWithItsSize() {
    let large = TextMetrics.systemFont(ofSize: 34)
    #expect(large.lineHeight == 2 * body.lineHeight)
    #expect(large.characterWidth == 2 * body.characterWidth)
  }

  @Test func aLineOfTextMeasuresItsCharactersByOneLineOfTheMetric() {
    let size = view("Hello").sizeThatFits(CGSize(width: 320, height: 480))
    #expect(size == CGSize(width: 5 * body.characterWidth, height: body.lineHeight))
  }

  @Test func aFreeWidthNeverWraps() {
    let text = String(repeating: "x", count: 200)
    #expect(
      view(text).sizeThatFits(free)
        == CGSize(width: 200 * body.characterWidth, height: body.lineHeight))
  }

  @Test func longLinesWrapByWholeCharactersAtTheProposedWidth() {
    // Three and a half characters' width holds three: ten characters take four lines.
    let proposed = CGSize(width: 3.5 * body.characterWidth, height: .greatestFiniteMagnitude)
    let size = view("abcdefghij").sizeThatFits(proposed)
    #expect(size == CGSize(width: 3 * body.characterWidth, height: 4 * body.lineHeight))
  }

  @Test func aWidthOfWholeCharactersHoldsThemDespiteRounding() {
    // 0.1 × 3 is 0.30000000000000004; three characters of 0.1 still fit in 0.3.
    let metrics = TextMetrics(characterWidth: 0.1, lineHeight: 1)
    #expect(metrics.size(of: "abc", proposedWidth: 0.3) == CGSize(width: 0.3, height: 1))
  }

  @Test func everyLineIsMeasuredEmptyOnesIncluded() {
    let size = view("ab\n\ncdef").sizeThatFits(free)
    #expect(size == CGSize(width: 4 * body.characterWidth, height: 3 * body.lineHeight))
  }

  @Test func emptyTextIsOneLineTallAndNoWidth() {
    #expect(view("").sizeThatFits(free) == CGSize(width: 0, height: body.lineHeight))
  }

  @Test func aWidthNarrowerThanOneCharacterHoldsOneALine() {
    let narrow = body.characterWidth / 2
    let size = view("abc").sizeThatFits(CGSize(width: narrow, height: 100))
    #expect(size == CGSize(width: narrow, height: 3 * body.lineHeight))
  }

  @Test(arguments: [0, -10, .infinity, -.infinity, .nan, .greatestFiniteMagnitude] as [CGFloat])
  func aWidthThatIsNotAPositiveBoundLeavesTheTextUnwrapped(width: CGFloat) {
    let size = body.size(of: "abc\nde", proposedWidth: width)
    #expect(size == CGSize(width: 3 * body.characterWidth, height: 2 * body.lineHeight))
  }

  @Test(arguments: [
    TextMetrics(characterWidth: .nan, lineHeight: .infinity),
    TextMetrics(characterWidth: -3, lineHeight: -.infinity),
    TextMetrics(characterWidth: .greatestFiniteMagnitude, lineHeight: .greatestFiniteMagnitude),
  ])
  func anAbsurdMetricStillMeasuresFiniteSizes(metrics: TextMetrics) {
    for width: CGFloat in [0, 1, 100, .greatestFiniteMagnitude, .nan] {
      let size = metrics.size(of: "abc\nde", proposedWidth: width)
      #expect(size.width.isFinite && size.width >= 0, "\(size) at \(width)")
      #expect(size.height.isFinite && size.height >= 0, "\(size) at \(width)")
    }
  }

  @Test func aViewMeasuresWithTheMetricItChooses() {
    let large = TextMetrics.systemFont(ofSize: 34)
    let title = LargeTitleView()
    title.text = "Hello"
    #expect(
      title.sizeThatFits(free) == CGSize(width: 5 * large.characterWidth, height: large.lineHeight))

    let plain = view("Hello")
    plain.textMetrics = .terminal
    #expect(plain.sizeThatFits(free) == CGSize(width: 5, height: 1))
  }

  @Test(arguments: ["", "Hello", "Hello\nworld!", "a\n\nbcdefghijk", "😀 ok"])
  func theTerminalMetricMeasuresAsBeforeAtWholeCharacterWidths(text: String) {
    let view = view(text)
    view.textMetrics = .terminal
    for width: CGFloat in [1, 2, 3, 5, 7, 12, 80, .greatestFiniteMagnitude] {
      let proposed = CGSize(width: width, height: .greatestFiniteMagnitude)
      #expect(
        view.sizeThatFits(proposed) == terminalSize(of: text, proposedWidth: width),
        "\(text.debugDescription) at \(width)")
    }
  }

  @Test func aTextComponentIsPlacedAtTheHeightOneLineOfTextMeasures() {
    // The estimate is only a placement until measurement; a one-line row keeps it.
    let oneLine = view("Hello").sizeThatFits(free).height
    #expect(TextComponent("Hello").layoutMode == .flexibleHeight(estimatedHeight: oneLine))
    #expect(oneLine == body.lineHeight)
    let row = ViewModelComponent(data: "Hello") { text, view in view.text = text }
    #expect(row.layoutMode == .flexibleHeight(estimatedHeight: oneLine))
  }
}

@MainActor
@Suite("Declarative lists: text rows on the README's screen")
struct TextRowsOnScreenTests {
  /// The README's view, 320 × 480 points, at a display scale.
  private func screen(scale: CGFloat) -> (HeadlessCollectionView, CollectionViewAdapter) {
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 480))
    view.displayScale = scale
    return (view, CollectionViewAdapter(collectionView: view))
  }

  private func frames(_ view: HeadlessCollectionView) -> [CGRect] {
    view.indexPathsForVisibleItems.sorted().compactMap { view.cellForItem(at: $0)?.frame }
  }

  @Test(arguments: [1, 2, 3] as [CGFloat])
  func aTextRowIsOneLineOfSeventeenPointTextTall(scale: CGFloat) {
    let (view, adapter) = screen(scale: scale)
    adapter.apply(
      List {
        ListSection(id: "tickers") {
          ForEach(["AAPL", "MSFT"]) { Cell(id: $0, component: TextComponent($0)) }
        }
      })
    view.layoutIfNeeded()
    let line = snapped(TextMetrics.default.lineHeight, scale: scale)
    #expect(frames(view).map(\.height) == [line, line])
    #expect(frames(view).map(\.minY) == [0, line])
    // About 20 points: a line of body text, not a point.
    #expect(abs(line - TextMetrics.default.lineHeight) < 1 / scale)
  }

  @Test func aRowOfWrappedTextIsAsTallAsItsLines() {
    let (view, adapter) = screen(scale: 3)
    // Thirty-seven characters of 8.5 points fit in the row's 320: ninety take three lines.
    let text = String(repeating: "word ", count: 18)
    adapter.apply(List { ListSection(id: "s") { Cell(id: 1, component: TextComponent(text)) } })
    view.layoutIfNeeded()
    #expect(frames(view).map(\.height) == [snapped(3 * TextMetrics.default.lineHeight, scale: 3)])
  }

  @Test func aRowMeasuredWithAnotherMetricIsAsTallAsItsLine() {
    let (view, adapter) = screen(scale: 2)
    adapter.apply(
      List { ListSection(id: "s") { Cell(id: 1, component: LargeTitle(viewModel: "Hi")) } })
    view.layoutIfNeeded()
    let line = snapped(TextMetrics.systemFont(ofSize: 34).lineHeight, scale: 2)
    #expect(frames(view).map(\.height) == [line])
  }
}
