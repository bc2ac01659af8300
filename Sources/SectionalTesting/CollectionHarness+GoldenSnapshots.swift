import Foundation
import Sectional

extension CollectionHarness {
  /// Checks the harness's text snapshot (``snapshot()``) against the golden file kept beside
  /// the test, recording it when it is missing.
  ///
  /// swift-snapshot-testing's `assertSnapshot(of:as: .lines)`, for what the screen shows: every
  /// shown element with its frame, marks (`*` selected, `^` highlighted, `placeholder`, `z1`
  /// over or under an overlapping element of another z-index) and text. The file is `__Snapshots__/<test file name>/<test name>.txt` beside the test; a
  /// test's later unnamed snapshots are numbered (`-2`, `-3`), those of every harness alive in
  /// the test counted together. See ``expectGolden(_:as:named:fileID:filePath:function:line:column:)``
  /// for recording (`SECTIONAL_RECORD_SNAPSHOTS=1`) and for what a failure shows.
  ///
  /// ```swift
  /// @MainActor
  /// @Test func theBasketShowsItsFruit() {
  ///   let harness = CollectionHarness(
  ///     List { ListSection(id: "fruit") { Cell(id: 0, component: TextComponent("apple")) } })
  ///   harness.expectSnapshot()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: A name for this snapshot within the test; by default the test's name alone (or
  ///     numbered, after the first).
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The test file's path, beside which the golden file is kept; leave the default.
  ///   - function: The test's name, which names the golden file; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public func expectSnapshot(
    named name: String? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let contents = at(site) { snapshot() + "\n" }
    checkGolden(contents, as: .text, named: name, function: function, site: site)
  }

  /// Checks an SVG picture of the collection view (``svg(_:)``) against the golden picture kept
  /// beside the test, recording it when it is missing.
  ///
  /// A picture that differs fails with the paths of the golden picture and of the new one
  /// (written to a temporary folder) and the elements that moved, appeared or disappeared, each
  /// with its frames: open both to see the change. The file is
  /// `__Snapshots__/<test file name>/<test name>.svg` beside the test.
  ///
  /// - Parameters:
  ///   - extent: The viewport (the default) or the whole content.
  ///   - name: A name for this picture within the test; by default the test's name alone (or
  ///     numbered, after the first).
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The test file's path, beside which the golden file is kept; leave the default.
  ///   - function: The test's name, which names the golden file; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public func expectSVGSnapshot(
    _ extent: HeadlessCollectionView.PictureExtent = .viewport,
    named name: String? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let contents = at(site) {
      collectionView.layoutIfNeeded()
      return svg(extent)
    }
    checkGolden(contents, as: .svg, named: name, function: function, site: site)
  }

  /// Compares with the golden file of this test and name, numbering a test's repeated ones.
  private func checkGolden(
    _ contents: String, as format: GoldenFormat, named name: String?, function: String,
    site: CallSite
  ) {
    let key = "\(site.filePath)|\(function)|\(name ?? "")|\(format.pathExtension)"
    let ordinal = GoldenOrdinals.shared.next(for: key, by: self)
    let file = GoldenFile(
      filePath: "\(site.filePath)", function: function, name: name, ordinal: ordinal,
      format: format)
    if let other = GoldenOrdinals.shared.claim(file, for: key, by: self) {
      let otherName =
        other.split(separator: "|", omittingEmptySubsequences: false).dropFirst(2)
        .first.map(String.init) ?? ""
      site.recordFailure(
        "The snapshot \(name.map { "named \"\($0)\"" } ?? "without a name") would compare with "
          + "\(file.name), the golden file of another snapshot of this test "
          + "(\(otherName.isEmpty ? "one without a name" : "named \"\(otherName)\"")): give the "
          + "snapshots names that differ in their letters or digits")
      return
    }
    GoldenCheck(file: file, format: format, site: site).check(contents)
  }
}
