import Foundation
import Sectional

/// One section controller mounted alone on a headless collection view, for testing it.
///
/// It is a ``CollectionHarness`` with a single section whose id is ``sectionID``, and it knows the
/// controller's type: ``controller`` is typed, and ``update(to:fileID:filePath:line:column:)``
/// takes the controller's `Model`.
///
/// ```swift
/// typealias FruitList = DiffingListSectionController<[String], String>
///
/// @MainActor
/// @Test func addingAFruitInsertsOneRow() {
///   let harness = SectionHarness(FruitList(), model: ["apple", "pear"])
///   #expect(harness.visibleTexts == ["apple", "pear"])
///
///   let batches = harness.update(to: ["apple", "fig", "pear"])
///   #expect(batches == [BatchUpdate(itemInserts: [IndexPath(item: 1, section: 0)])])
///   #expect(harness.visibleTexts == ["apple", "fig", "pear"])
/// }
/// ```
///
/// Every diagnostic and collection view error fails the test, as ``CollectionHarness``
/// describes.
@MainActor
public final class SectionHarness<Controller: SectionController>: CollectionHarness {
  /// The id of the harness's one section: `"section"`.
  public nonisolated static var sectionID: String { "section" }

  /// The controller under test.
  public let controller: Controller

  /// Mounts a controller as the only section of a new headless collection view, with its first
  /// model, and lays it out.
  ///
  /// - Parameters:
  ///   - controller: The controller to test.
  ///   - model: Its first model.
  ///   - size: The viewport's size; 320 × 640 points by default.
  ///   - layout: The layout the section is laid out with; by default `FlowLayout.list()`,
  ///     full-width rows ``CollectionHarness/defaultRowHeight`` points tall with no spacing, the
  ///     collection view's own default. Give the layout the screen uses: a controller that
  ///     describes its section for another layout (a compositional `LayoutSection` on the
  ///     default flow layout) fails the test with an `unreadableSectionLayout` diagnostic.
  ///   - allowedDiagnostics: Kinds of diagnostic that do not fail the test.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public init(
    _ controller: Controller,
    model: Controller.Model,
    size: CGSize = CollectionHarness.defaultSize,
    layout: (any CollectionViewLayout)? = nil,
    allowing allowedDiagnostics: Set<Diagnostic.Kind> = [],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.controller = controller
    let section = Section(id: Self.sectionID, model: model, controller: controller)
    super.init(
      size: size, layout: layout, allowing: allowedDiagnostics,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { $0.update([section]) }
  }

  /// Sends the controller a new model, lays out, and returns the batch updates this sent.
  ///
  /// Usually there is exactly one batch, empty when nothing changed; see
  /// ``CollectionHarness/update(_:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - model: The new model.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  /// - Returns: The batches the collection view validated and applied, in order.
  @discardableResult
  public func update(
    to model: Controller.Model,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [BatchUpdate] {
    let controller = controller
    return update(
      [Section(id: Self.sectionID, model: model, controller: controller)], fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
