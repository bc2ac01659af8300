import Foundation
import Sectional

extension CollectionHarness {
  /// Runs code that must make the adapter report a diagnostic of a kind, and fails the test if
  /// it does not.
  ///
  /// Use it to test how a section copes with bad input: diagnostics of `kind` reported while
  /// `body` runs do not fail the test; other problems still do.
  ///
  /// ```swift
  /// @MainActor
  /// @Test func aRepeatedSectionIDIsReported() {
  ///   let first = Section(id: "first", model: ["apple"],
  ///                       controller: DiffingListSectionController<[String], String>())
  ///   let harness = CollectionHarness([])
  ///   let diagnostic = harness.expectDiagnostic(.duplicateSectionID) {
  ///     harness.update([first, first])
  ///   }
  ///   #expect(diagnostic?.sectionID == SectionID("first"))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - kind: The kind of diagnostic expected.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  ///   - body: The code that causes the diagnostic.
  /// - Returns: The first diagnostic of `kind` reported while `body` ran, or `nil` (and a
  ///   failure) when there was none.
  @discardableResult
  public func expectDiagnostic(
    _ kind: Diagnostic.Kind,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
  ) rethrows -> Diagnostic? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let start = diagnostics.count
    expectedDiagnosticKinds.append(kind)
    defer { expectedDiagnosticKinds.removeLast() }
    try at(site, body)
    guard let diagnostic = diagnostics[start...].first(where: { $0.kind == kind }) else {
      site.recordFailure("Expected a \(kind) diagnostic, but the adapter reported none")
      return nil
    }
    return diagnostic
  }

  /// Runs code that must make the collection view report an error, such as an invalid batch
  /// update, and fails the test if it does not.
  ///
  /// Errors reported while `body` runs do not fail the test; diagnostics still do.
  ///
  /// - Parameters:
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  ///   - body: The code that causes the error.
  /// - Returns: The first error reported while `body` ran, or `nil` (and a failure) when there
  ///   was none.
  @discardableResult
  public func expectCollectionViewError(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
  ) rethrows -> CollectionViewError? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let start = collectionView.errors.count
    expectedErrorDepth += 1
    defer { expectedErrorDepth -= 1 }
    try at(site, body)
    guard let error = collectionView.errors.dropFirst(start).first else {
      site.recordFailure("Expected a collection view error, but the collection view reported none")
      return nil
    }
    return error
  }
}
