import Foundation
import Sectional

/// A collection view adapter mounted on a headless collection view, for testing sections.
///
/// Create one with the sections to show: the harness builds a `HeadlessCollectionView` of the
/// given size and a `CollectionViewAdapter` over it, shows the sections, and lays out. Then read
/// what it shows (``snapshot()``, ``visibleTexts``), update it and look at the exact batches it sent
/// (``update(_:fileID:filePath:line:column:)``), and drive events: taps, scrolling, prefetching,
/// drag and drop, context menus.
///
/// Every `Diagnostic` the adapter reports and every `CollectionViewError` the view reports
/// fails the test, at the harness call that caused it, or at the harness's creation for problems
/// that arise outside a call. This works with Swift Testing and XCTest alike. A test of bad input
/// expects its problem instead, with ``expectDiagnostic(_:fileID:filePath:line:column:_:)``,
/// ``expectCollectionViewError(fileID:filePath:line:column:_:)`` or ``allowedDiagnostics``.
///
/// ```swift
/// typealias FruitList = DiffingListSectionController<[String], String>
///
/// @MainActor
/// @Test func sectionsShowInOrder() {
///   let harness = CollectionHarness([
///     Section(id: "fruit", model: ["apple", "pear"], controller: FruitList()),
///     Section(id: "basket", model: ["plum"], controller: FruitList()),
///   ])
///   #expect(harness.visibleTexts == ["apple", "pear", "plum"])
/// }
/// ```
///
/// To test one section controller, use ``SectionHarness``, which adds a typed controller and
/// model.
@MainActor
public class CollectionHarness {
  /// The size of the viewport when none is given: 320 × 640 points.
  nonisolated public static let defaultSize = CGSize(width: 320, height: 640)

  /// The height of a row in the default layout, `FlowLayout.defaultRowHeight`: 40 points.
  nonisolated public static let defaultRowHeight: CGFloat = FlowLayout.defaultRowHeight

  /// The headless collection view the sections are shown in.
  public let collectionView: HeadlessCollectionView

  /// The adapter that drives the collection view.
  public let adapter: CollectionViewAdapter

  /// Every diagnostic the adapter reported, expected or not, oldest first.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Every batch update the collection view validated and applied, oldest first.
  ///
  /// Updates applied with a reload (above the adapter's `CollectionViewAdapter.reloadThreshold`,
  /// or after a stale view) send no batch, so they add nothing here.
  public private(set) var batches: [BatchUpdate] = []

  /// The kinds of diagnostic that are recorded in ``diagnostics`` without failing the test.
  ///
  /// Empty by default: every diagnostic fails the test. Prefer
  /// ``expectDiagnostic(_:fileID:filePath:line:column:_:)``, which also fails when the diagnostic
  /// does not happen.
  public var allowedDiagnostics: Set<Diagnostic.Kind>

  /// The diagnostics the compositional layout reported, each also a failure.
  public private(set) var layoutDiagnostics: [CompositionalLayoutDiagnostic] = []

  /// Where failures are reported now: the harness call in progress, or the harness's creation.
  private var callSite: CallSite

  /// The diagnostic kinds expected by the ``expectDiagnostic(_:fileID:filePath:line:column:_:)``
  /// calls in progress.
  var expectedDiagnosticKinds: [Diagnostic.Kind] = []

  /// How many ``expectCollectionViewError(fileID:filePath:line:column:_:)`` calls are in progress.
  var expectedErrorDepth = 0

  /// Mounts sections on a new headless collection view and lays it out.
  ///
  /// A diagnostic or collection view error while the sections are first shown fails the test at
  /// this call, unless its kind is in `allowedDiagnostics`.
  ///
  /// - Parameters:
  ///   - sections: The sections to show, in order.
  ///   - size: The viewport's size; 320 × 640 points by default.
  ///   - layout: The layout the sections are laid out with; by default `FlowLayout.list()`,
  ///     full-width rows ``defaultRowHeight`` points tall with no spacing, the collection view's
  ///     own default. Give the layout the screen uses: a section described for another layout
  ///     (a compositional `LayoutSection` on the default flow layout) fails the test with an
  ///     `unreadableSectionLayout` diagnostic, and the layout's own diagnostics fail it too.
  ///   - allowedDiagnostics: Kinds of diagnostic that do not fail the test.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public convenience init(
    _ sections: [Section],
    size: CGSize = CollectionHarness.defaultSize,
    layout: (any CollectionViewLayout)? = nil,
    allowing allowedDiagnostics: Set<Diagnostic.Kind> = [],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      size: size, layout: layout, allowing: allowedDiagnostics,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { $0.update(sections) }
  }

  /// Mounts a declarative list on a new headless collection view and lays it out, as an app's
  /// screen shows it: the same adapter, the same `apply`.
  ///
  /// ```swift
  /// @MainActor
  /// @Test func theFirstScreenShowsTheTitle() {
  ///   let harness = CollectionHarness(
  ///     List { ListSection(id: "title") { Cell(id: 0, component: TextComponent("Shop")) } })
  ///   #expect(harness.visibleTexts == ["Shop"])
  /// }
  /// ```
  ///
  /// A diagnostic or collection view error while the list is first shown fails the test at this
  /// call, unless its kind is in `allowedDiagnostics`.
  ///
  /// - Parameters:
  ///   - list: The list to show.
  ///   - size: The viewport's size; 320 × 640 points by default.
  ///   - layout: The layout the list is laid out with; by default `FlowLayout.list()`. Give the
  ///     layout the screen uses (a `CompositionalLayout` for sections written as groups of
  ///     components, or with compositional descriptions).
  ///   - allowedDiagnostics: Kinds of diagnostic that do not fail the test.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  public convenience init(
    _ list: List,
    size: CGSize = CollectionHarness.defaultSize,
    layout: (any CollectionViewLayout)? = nil,
    allowing allowedDiagnostics: Set<Diagnostic.Kind> = [],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      size: size, layout: layout, allowing: allowedDiagnostics,
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { $0.apply(list) }
  }

  /// Builds the view and the adapter, shows the first content with `show`, and lays out.
  init(
    size: CGSize, layout: (any CollectionViewLayout)?,
    allowing allowedDiagnostics: Set<Diagnostic.Kind>, callSite: CallSite,
    show: (CollectionViewAdapter) -> Void
  ) {
    let layout = layout ?? FlowLayout.list()
    collectionView = HeadlessCollectionView(size: size, layout: layout)
    adapter = CollectionViewAdapter(collectionView: collectionView)
    self.allowedDiagnostics = allowedDiagnostics
    self.callSite = callSite
    // Collection view errors and the layout's diagnostics reach the harness as the adapter's
    // `.collectionViewError` and `.layoutDiagnostic` diagnostics, as they reach an app.
    // Weakly: a test may keep the adapter or the view after the harness is gone. Its
    // diagnostics then go where the adapter's would by default, to standard error.
    let fallback = adapter.diagnosticHandler
    adapter.diagnosticHandler = { [weak self] diagnostic in
      guard let self else { return fallback(diagnostic) }
      handle(diagnostic)
    }
    collectionView.batchUpdateHandler = { [weak self] in self?.batches.append($0) }
    show(adapter)
    collectionView.layoutIfNeeded()
  }

  // MARK: Reading

  /// The text rendering of the viewport, laid out first: a line for the viewport, then a line
  /// per shown cell and supplementary view, top to bottom.
  ///
  /// ```
  /// viewport 0,0 320×640 of 320×80
  /// 0-0  0,0 320×40   apple
  /// 0-1  0,40 320×40  pear
  /// ```
  ///
  /// It is `HeadlessCollectionView.snapshot()`, after a layout pass; the same name on both, so a
  /// test and a terminal print the same thing.
  public func snapshot() -> String {
    collectionView.layoutIfNeeded()
    return collectionView.snapshot()
  }

  /// The rendered text of every shown cell, in index path order, laid out first.
  ///
  /// Cells only: read headers and footers with ``visibleTexts(ofKind:)``, and everything shown,
  /// with frames and marks, with ``snapshot()``. A placeholder cell's text is its skeleton
  /// (`▓░`); ``visiblePlaceholders`` says which cells are placeholders.
  public var visibleTexts: [String] {
    collectionView.layoutIfNeeded()
    return collectionView.visibleCells.map { $0.render() }
  }

  /// Returns the rendered text of every shown cell of a section, in order, laid out first.
  ///
  /// - Parameter section: The section's index.
  /// - Returns: The texts of its shown cells.
  public func visibleTexts(inSection section: Int) -> [String] {
    collectionView.layoutIfNeeded()
    return collectionView.visibleCells.filter { $0.indexPath?.section == section }
      .map { $0.render() }
  }

  /// Returns the rendered text of every shown supplementary view of a kind (headers, footers,
  /// badges), in index path order, laid out first: read as ``visibleTexts`` reads cells.
  ///
  /// ```swift
  /// @MainActor
  /// @Test func headersNameTheirSections() {
  ///   let harness = CollectionHarness(
  ///     List {
  ///       ListSection(id: "fruit") { Cell(id: 0, component: TextComponent("apple")) }
  ///         .withHeader(TextComponent("Fruit"))
  ///     })
  ///   #expect(harness.visibleTexts(ofKind: .header) == ["Fruit"])
  /// }
  /// ```
  ///
  /// - Parameter kind: The kind, such as `.header` or `.footer`.
  /// - Returns: The texts of the shown views of that kind.
  public func visibleTexts(ofKind kind: ElementKind) -> [String] {
    collectionView.layoutIfNeeded()
    return collectionView.visibleSupplementaryViews(ofKind: kind).map { $0.render() }
  }

  /// The index paths of the shown cells that are placeholders (a skeleton standing in for
  /// content not loaded yet: `CollectionViewCell.isPlaceholder`), in order, laid out first.
  public var visiblePlaceholders: [IndexPath] {
    collectionView.layoutIfNeeded()
    return collectionView.visibleCells.filter(\.isPlaceholder).compactMap(\.indexPath)
  }

  /// The number of sections shown.
  public var numberOfSections: Int {
    collectionView.numberOfSections
  }

  /// Returns the number of items of a section.
  ///
  /// - Parameter section: The section's index; the first by default.
  /// - Returns: Its number of items.
  public func numberOfItems(inSection section: Int = 0) -> Int {
    collectionView.numberOfItems(inSection: section)
  }

  /// The last batch update the collection view applied, or `nil` when none was.
  public var lastBatch: BatchUpdate? {
    batches.last
  }

  // MARK: Updating

  /// Shows new sections, lays out, and returns the batch updates this sent.
  ///
  /// Usually there is exactly one batch, empty when nothing changed. There is none when the
  /// adapter reloads instead (see ``batches``), and more than one when a controller asks for item
  /// changes while the update is applied.
  ///
  /// - Parameters:
  ///   - sections: The sections to show, in order.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  /// - Returns: The batches the collection view validated and applied, in order.
  @discardableResult
  public func update(
    _ sections: [Section],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [BatchUpdate] {
    let start = batches.count
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      adapter.update(sections)
      collectionView.layoutIfNeeded()
    }
    return Array(batches[start...])
  }

  /// Applies a declarative list as an app does (`CollectionViewAdapter.apply`), lays out, and
  /// returns the batch updates this sent.
  ///
  /// The strategy decides how: an animated batch by default, a batch without animation
  /// (`BatchUpdate.isAnimated` is `false`), or a reload, which sends no batch.
  ///
  /// - Parameters:
  ///   - list: The list to show.
  ///   - updateStrategy: How the change reaches the view; an animated batch by default.
  ///   - fileID: The file where failures are reported; leave the default.
  ///   - filePath: The file's path; leave the default.
  ///   - line: The line; leave the default.
  ///   - column: The column; leave the default.
  /// - Returns: The batches the collection view validated and applied, in order.
  @discardableResult
  public func apply(
    _ list: List,
    updateStrategy: UpdateStrategy = .animatedBatchUpdates,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> [BatchUpdate] {
    let start = batches.count
    at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      adapter.apply(list, updateStrategy: updateStrategy)
      collectionView.layoutIfNeeded()
    }
    return Array(batches[start...])
  }

  // MARK: Failures

  /// Runs `body` with failures reported at a call site.
  func at<Result>(_ site: CallSite, _ body: () throws -> Result) rethrows -> Result {
    let outer = callSite
    callSite = site
    defer { callSite = outer }
    return try body()
  }

  /// Records a failure at the current call site.
  func recordFailure(_ message: String) {
    callSite.recordFailure(message)
  }

  /// Records a diagnostic, and fails the test unless it is allowed or expected.
  ///
  /// A collection view error arrives as a `.collectionViewError` diagnostic; it is expected
  /// inside ``expectCollectionViewError(fileID:filePath:line:column:_:)``.
  private func handle(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
    if let layoutDiagnostic = diagnostic.layoutDiagnostic {
      layoutDiagnostics.append(layoutDiagnostic)
    }
    guard !allowedDiagnostics.contains(diagnostic.kind),
      !expectedDiagnosticKinds.contains(diagnostic.kind)
    else { return }
    if let error = diagnostic.collectionViewError {
      guard expectedErrorDepth == 0 else { return }
      recordFailure("The collection view reported an error: \(error)\(context(of: diagnostic))")
    } else if let layoutDiagnostic = diagnostic.layoutDiagnostic {
      recordFailure(
        "The layout reported a diagnostic: \(layoutDiagnostic)\(context(of: diagnostic))")
    } else {
      recordFailure("The adapter reported a diagnostic: \(diagnostic)")
    }
  }

  /// The section, controller and index path a diagnostic names, as ` [section …]`.
  private func context(of diagnostic: Diagnostic) -> String {
    var parts: [String] = []
    if let sectionID = diagnostic.sectionID { parts.append("section \(sectionID)") }
    if let controllerType = diagnostic.controllerType { parts.append(controllerType) }
    if let indexPath = diagnostic.indexPath, indexPath.count == 2 {
      parts.append("index path \(indexPath.section)-\(indexPath.item)")
    }
    return parts.isEmpty ? "" : " [\(parts.joined(separator: ", "))]"
  }

}
