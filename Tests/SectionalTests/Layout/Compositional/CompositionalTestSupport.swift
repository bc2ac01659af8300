import Foundation
import Sectional
import Testing

/// A compositional layout prepared for test content of the given counts and container.
@MainActor
struct PreparedCompositionalLayout {
  let layout: CompositionalLayout
  let content: TestLayoutContent
  private(set) var diagnostics: [CompositionalLayoutDiagnostic] = []

  init(
    _ section: LayoutSection, counts: [Int], width: CGFloat = 390, height: CGFloat = 844,
    scale: CGFloat = 3,
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()
  ) {
    self.init(
      counts: counts, width: width, height: height, scale: scale, configuration: configuration
    ) {
      _, _ in section
    }
  }

  init(
    counts: [Int], width: CGFloat = 390, height: CGFloat = 844, scale: CGFloat = 3,
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
    provider: @escaping CompositionalLayout.SectionProvider
  ) {
    content = TestLayoutContent(width: width, height: height, itemCounts: counts)
    content.displayScale = scale
    layout = CompositionalLayout(configuration: configuration, sectionProvider: provider)
    let collected = DiagnosticLog()
    layout.diagnosticHandler = { collected.entries.append($0) }
    layout.prepare(for: content)
    diagnostics = collected.entries
  }

  func frame(_ section: Int, _ item: Int) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  func supplementary(_ kind: ElementKind, _ section: Int, _ item: Int = 0) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: item, section: section))?.frame
  }
}

/// Diagnostics collected by a handler.
@MainActor
final class DiagnosticLog {
  var entries: [CompositionalLayoutDiagnostic] = []
}

/// Expects a frame to equal the given one within a hundredth of a point (frames are in thirds).
func expectFrame(
  _ frame: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let frame else {
    Issue.record(
      "no frame; expected (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
    return
  }
  let close =
    abs(frame.minX - x) < 0.01 && abs(frame.minY - y) < 0.01 && abs(frame.width - width) < 0.01
    && abs(frame.height - height) < 0.01
  #expect(
    close, "frame \(frame) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation
  )
}

/// Shorthand for a layout size.
func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
  LayoutSize(widthDimension: width, heightDimension: height)
}

/// Content whose sections describe their own compositional layout (or leave it to the
/// provider), with measured sizes and orthogonal offsets a test sets.
@MainActor
final class DescribedContent: LayoutContent {
  var bounds: CGRect
  var displayScale: CGFloat
  var safeAreaInsets = LayoutInsets.zero
  var layoutMargins = LayoutInsets.zero
  var adjustedContentInset: LayoutInsets { safeAreaInsets }
  var layoutDirection = LayoutDirection.leftToRight
  var sections: [(count: Int, description: LayoutSection?)]
  var measured: [IndexPath: CGSize] = [:]
  var offsets: [Int: CGFloat] = [:]

  init(bounds: CGRect, scale: CGFloat, sections: [(count: Int, description: LayoutSection?)]) {
    self.bounds = bounds
    self.displayScale = scale
    self.sections = sections
  }

  var numberOfSections: Int { sections.count }
  func numberOfItems(inSection section: Int) -> Int { sections[section].count }
  func layout(ofSection section: Int) -> (any SectionLayoutDescription)? {
    sections[section].description
  }
  func sizeForItem(at indexPath: IndexPath, fitting proposal: CGSize) -> CGSize? { nil }
  func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize? { measured[indexPath] }
  func orthogonalScrollOffset(ofSection section: Int) -> CGFloat { offsets[section] ?? 0 }
}
