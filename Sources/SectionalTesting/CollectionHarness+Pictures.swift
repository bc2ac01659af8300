import Foundation
import Sectional
import Testing

extension CollectionHarness {
  /// The harness's collection view drawn as SVG: its cells, supplementary and decoration views,
  /// labelled, with the viewport outlined.
  ///
  /// The view is laid out first, as for every other reading of the harness.
  ///
  /// - Parameter extent: The viewport (the default) or the whole content.
  /// - Returns: An SVG document.
  public func svg(_ extent: HeadlessCollectionView.PictureExtent = .viewport) -> String {
    collectionView.layoutIfNeeded()
    return collectionView.svg(extent)
  }

  /// Attaches a picture of the collection view to the running Swift Testing test, to look at a
  /// layout next to a failure rather than read frames.
  ///
  /// `swift test --attachments-path <folder>` writes attachments to the folder; Xcode shows them
  /// in the test report.
  ///
  /// ```swift
  /// @MainActor
  /// @Test func theGridFillsTheWidth() {
  ///   let harness = CollectionHarness([
  ///     Section(id: "fruit", model: ["apple", "pear"],
  ///             controller: DiffingListSectionController<[String], String>())
  ///   ])
  ///   harness.attachSVG(.content, named: "grid.svg")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - extent: The viewport (the default) or the whole content.
  ///   - name: The attachment's file name.
  ///   - sourceLocation: Where the attachment is recorded; leave the default.
  public func attachSVG(
    _ extent: HeadlessCollectionView.PictureExtent = .viewport,
    named name: String = "layout.svg",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    Attachment.record(svg(extent), named: name, sourceLocation: sourceLocation)
  }
}
