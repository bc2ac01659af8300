import Foundation
import Sectional
import SectionalTesting
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A box that carries its own size and shows its id.
private struct SRBox: LayoutComponent, Identifiable {
  let id: String
  var width: LayoutDimension = .absolute(50)
  var height: LayoutDimension = .absolute(30)
  var label: String?
  var viewModel: String { id + "|" + (label ?? "") }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = label ?? id
  }

  func layoutSize() -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
  }
}

/// A background whose view shows a text.
private struct SRBackground: DecorationComponent {
  var viewModel: String { "bg" }
  var elementKind: ElementKind { "sr-background" }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    content.text = "painted"
  }
}

/// A delegate that runs a closure at every scroll.
@MainActor
private final class SRScrollSpy: CollectionViewDelegate {
  var onDidScroll: ((HeadlessCollectionView) -> Void)?
  var scrolls: [CGFloat] = []

  func scrollViewDidScroll(_ view: any CollectionView) {
    scrolls.append(view.contentOffset.y)
    if let view = view as? HeadlessCollectionView { onDidScroll?(view) }
  }
}

/// Parses a document and says whether it is well-formed XML.
@MainActor
private final class SRXMLCheck: NSObject, XMLParserDelegate {
  var texts: [String] = []
  private var current = ""

  static func parse(_ document: String) -> (wellFormed: Bool, texts: [String]) {
    let check = SRXMLCheck()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = check
    let ok = parser.parse()
    return (ok, check.texts)
  }

  nonisolated func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    MainActor.assumeIsolated { current = "" }
  }

  nonisolated func parser(_ parser: XMLParser, foundCharacters string: String) {
    MainActor.assumeIsolated { current += string }
  }

  nonisolated func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    MainActor.assumeIsolated {
      if elementName == "text" { texts.append(current) }
      current = ""
    }
  }
}

/// A cell that measures 20 points tall, whatever its estimate.
private final class SRShortCell: CollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    var attributes = layoutAttributes
    attributes.frame.size.height = 20
    return attributes
  }
}

/// Rows of short cells.
@MainActor
private final class SRShortRows: CollectionViewDataSource {
  var count: Int
  init(count: Int) { self.count = count }
  func numberOfSections(in collectionView: any CollectionView) -> Int { 1 }
  func collectionView(_ collectionView: any CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: any CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(SRShortCell.self, for: indexPath)
  }
}

@MainActor
@Suite("Session review: offset clamp, snapshots, component trees")
struct SessionReviewTests {
  // MARK: Helpers

  /// A vertical list of `count` rows 10 points tall in a 10 × 100 viewport.
  private func rows(
    _ count: Int, direction: ScrollDirection = .vertical
  ) -> (HeadlessCollectionView, TextDataSource) {
    let layout = FlowLayout()
    layout.scrollDirection = direction
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let size =
      direction == .vertical ? CGSize(width: 10, height: 100) : CGSize(width: 100, height: 10)
    let view = HeadlessCollectionView(size: size, layout: layout)
    let texts = TextDataSource(count: count)
    view.dataSource = texts
    view.layoutIfNeeded()
    return (view, texts)
  }

  private func deleteLast(
    _ count: Int, from view: HeadlessCollectionView, texts: TextDataSource
  ) {
    let total = texts.sections[0].count
    texts.sections[0].removeLast(count)
    view.performBatchUpdates(
      { view.deleteItems(at: ((total - count)..<total).map { IndexPath(item: $0, section: 0) }) },
      completion: nil)
  }

  /// The texts the visible cells show, in item order.
  private func shown(_ view: HeadlessCollectionView) -> [String] {
    view.indexPathsForVisibleItems.sorted().map { view.cellForItem(at: $0)?.render() ?? "?" }
  }

  /// The rows a viewport at the view's offset should show, from the data.
  private func expectedRows(_ view: HeadlessCollectionView, texts: TextDataSource) -> [String] {
    let first = max(0, Int((view.contentOffset.y / 10).rounded(.down)))
    let last = min(texts.sections[0].count, Int(((view.contentOffset.y + 100) / 10).rounded(.up)))
    guard first < last else { return [] }
    return Array(texts.sections[0][first..<last])
  }

  private func compositionalView(
    size: CGSize = CGSize(width: 300, height: 400)
  ) -> (HeadlessCollectionView, CollectionViewAdapter, () -> [Diagnostic]) {
    let view = HeadlessCollectionView(
      size: size, layout: CompositionalLayout { _, _ in CompositionalLayout.defaultSection })
    let adapter = CollectionViewAdapter(collectionView: view)
    final class Box { var diagnostics: [Diagnostic] = [] }
    let box = Box()
    adapter.diagnosticHandler = { box.diagnostics.append($0) }
    return (view, adapter, { box.diagnostics })
  }

  private func frame(_ view: HeadlessCollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
      .frame
  }

  // MARK: The offset kept within content that shrank

  @Test func aDidScrollHandlerThatShrinksTheContentAgainDuringTheClampEndsOnTheDataScreen() {
    // 30 rows scrolled to their end (200); the last 10 are deleted, the clamp scrolls to 100 and
    // its didScroll handler deletes 10 more, inside the layout pass: the view ends at 0,
    // showing rows 0-9.
    let (view, texts) = rows(30)
    view.contentOffset.y = 200
    let spy = SRScrollSpy()
    var deletedAgain = false
    spy.onDidScroll = { view in
      guard !deletedAgain else { return }
      deletedAgain = true
      self.deleteLast(10, from: view, texts: texts)
    }
    view.delegate = spy
    deleteLast(10, from: view, texts: texts)
    view.layoutIfNeeded()
    #expect(deletedAgain)
    #expect(view.errors.isEmpty, "\(view.errors)")
    #expect(view.contentOffset.y == 0)
    #expect(shown(view) == expectedRows(view, texts: texts))
    #expect(shown(view).count == 10)
  }

  @Test func aHandlerThatScrollsPastTheEndOnEveryScrollDoesNotLoopAndTheScreenMatchesItsOffset() {
    let (view, texts) = rows(30)
    view.contentOffset.y = 200
    let spy = SRScrollSpy()
    spy.onDidScroll = { view in
      if view.contentOffset.y != 180 { view.contentOffset.y = 180 }
    }
    view.delegate = spy
    deleteLast(10, from: view, texts: texts)
    view.layoutIfNeeded()
    #expect(spy.scrolls.count < 10)
    #expect(view.errors.isEmpty, "\(view.errors)")
    // Whatever offset wins, the screen shows the rows at it.
    #expect(shown(view) == expectedRows(view, texts: texts))
  }

  @Test func anOffsetSetPastTheEndStaysThereUntilTheContentSizeChanges() {
    // UIKit's setContentOffset does not clamp; a change of the content's size does.
    let (view, texts) = rows(30)
    view.contentOffset.y = 500
    texts.sections[0][0] = "zero"
    view.performBatchUpdates(
      { view.reloadItems(at: [IndexPath(item: 0, section: 0)]) }, completion: nil)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == 500)
    deleteLast(1, from: view, texts: texts)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == 190)
    #expect(shown(view) == expectedRows(view, texts: texts))
  }

  @Test func aHorizontalListThatShrinksUnderTheOffsetShowsItsNewEndAndKeepsYAtZero() {
    let (view, texts) = rows(30, direction: .horizontal)
    view.contentOffset.x = 200
    deleteLast(10, from: view, texts: texts)
    view.layoutIfNeeded()
    #expect(view.contentOffset == CGPoint(x: 100, y: 0))
    #expect(view.indexPathsForVisibleItems.count == 10)
    #expect(view.errors.isEmpty)
  }

  @Test func aNonFiniteOffsetIsMovedToTheStartAtTheNextContentChange() {
    let (view, texts) = rows(30)
    view.contentOffset.y = .nan
    deleteLast(1, from: view, texts: texts)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == 0)
    #expect(shown(view) == expectedRows(view, texts: texts))
  }

  @Test func aZeroHeightViewportThatGrowsPastTheEndOfTheContentShowsTheEnd() {
    let (view, texts) = rows(30)
    view.contentOffset.y = 250
    view.bounds.size = CGSize(width: 10, height: 0)
    view.layoutIfNeeded()
    view.bounds.size = CGSize(width: 10, height: 100)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == 200)
    #expect(shown(view) == expectedRows(view, texts: texts))
  }

  @Test func aDragOverContentThatShrinksIsNotPulledBackUntilItEnds() {
    // While a finger drags, the offset follows it; when it lifts, the view comes to rest
    // within the (new) content.
    let (view, texts) = rows(100)
    view.contentOffset.y = 850
    let spy = SRScrollSpy()
    var shrunk = false
    spy.onDidScroll = { view in
      guard !shrunk, view.isDragging else { return }
      shrunk = true
      self.deleteLast(50, from: view, texts: texts)
    }
    view.delegate = spy
    view.scroll(by: 20, steps: 2)
    view.layoutIfNeeded()
    #expect(shrunk)
    #expect(view.contentOffset.y == 400)
    #expect(shown(view) == expectedRows(view, texts: texts))
    #expect(view.errors.isEmpty)
  }

  @Test func aListWhoseDidScrollAppliesASmallerListDuringTheClampShowsTheLastList() {
    // The list's own didScroll applies another list while the clamp's layout pass runs.
    let harness = DeclarativeHarness(size: CGSize(width: 100, height: 100))
    var appliedAgain = false
    func list(_ count: Int) -> List {
      List {
        ListSection(
          id: "rows", cells: (0..<count).map { Cell(id: $0, component: TextComponent("\($0)")) })
      }
      .didScroll { _ in
        guard !appliedAgain, count == 10 else { return }
        appliedAgain = true
        harness.apply(list(3))
      }
    }
    harness.apply(list(40))
    harness.view.contentOffset.y = 700
    harness.apply(list(10))
    harness.view.layoutIfNeeded()
    #expect(appliedAgain)
    #expect(harness.view.contentOffset.y == 0)
    #expect(harness.shown == [["0", "1", "2"]])
    #expect(harness.view.errors.isEmpty, "\(harness.view.errors)")
  }

  // MARK: Snapshots and pictures

  @Test func aTextSnapshotShowsEachKindOfLineBreakAsOneEscape() {
    let (view, texts) = rows(3)
    texts.sections[0] = ["a\r\nb", "c\u{2028}d", "e\rf"]
    view.reloadData()
    view.layoutIfNeeded()
    let snapshot = view.snapshot()
    #expect(snapshot.contains(#"a\nb"#))
    #expect(snapshot.contains(#"c\nd"#))
    #expect(snapshot.contains(#"e\nf"#))
    // The viewport line, then one line per cell.
    #expect(snapshot.split(separator: "\n").count == 4)
  }

  @Test func aPictureOfTheContentIsWellFormedXMLWhateverTheCellsShow() {
    let (view, texts) = rows(6)
    texts.sections[0] = [
      "\u{1B}[31mred", "<&>\"'", "bell\u{7}", "\u{FFFE}x", "👩‍👩‍👧 e\u{301}",
      String(repeating: "w", count: 200),
    ]
    view.reloadData()
    view.layoutIfNeeded()
    let svg = view.svg(.content)
    let (wellFormed, captions) = SRXMLCheck.parse(svg)
    #expect(wellFormed)
    #expect(captions.contains("0-0 \\u{1B}[31mred"))
    #expect(captions.contains("0-1 <&>\"'"))
    #expect(captions.contains("0-2 bell\\u{7}"))
    #expect(captions.contains("0-3 \\u{FFFE}x"))
    #expect(captions.contains("0-4 👩‍👩‍👧 e\u{301}"))
    #expect(captions.contains("0-5 " + String(repeating: "w", count: 200)))
  }

  @Test func aPictureTellsAControlCharacterFromItsWrittenEscape() {
    // "A change anywhere in a text changes the picture": a cell that shows the six characters
    // `\u{7}` and one that shows the bell character are different screens.
    let (view, texts) = rows(1)
    texts.sections[0] = ["\u{7}"]
    view.reloadData()
    view.layoutIfNeeded()
    let bell = view.svg()
    texts.sections[0] = ["\\u{7}"]
    view.reloadData()
    view.layoutIfNeeded()
    let written = view.svg()
    #expect(bell != written)
  }

  @Test func aPictureOfTheContentDrawsADecorationsText() {
    let (view, adapter, diagnostics) = compositionalView()
    adapter.apply(
      List {
        ListSection(id: "s") {
          HGroup(width: .fractionalWidth(1), height: .absolute(30)) { SRBox(id: "a") }
        }
        .decorationItem(SRBackground())
      })
    view.layoutIfNeeded()
    let svg = view.svg(.content)
    #expect(SRXMLCheck.parse(svg).wellFormed)
    #expect(svg.contains("painted"))
    #expect(diagnostics().isEmpty, "\(diagnostics())")
  }

  @Test func aPictureOfABigFlowLayoutsContentIsDrawnInReasonableTime() {
    let (view, texts) = rows(20_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure { _ = view.svg(.content) }
    #expect(elapsed < .seconds(10), "\(elapsed)")
    withExtendedLifetime(texts) {}
  }

  // MARK: Component trees: a repeated id's item leaves the layout

  @Test func aRepeatedIDsItemLeavesAFlatGroupAndTheNextKeepsItsOwnSize() {
    let (view, adapter, diagnostics) = compositionalView()
    adapter.apply(
      List {
        ListSection(id: "s") {
          HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
            SRBox(id: "a", width: .absolute(50))
            SRBox(id: "a", width: .absolute(100))
            SRBox(id: "b", width: .absolute(70))
          }
        }
      })
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 2)
    #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 50, height: 30))
    #expect(frame(view, 1) == CGRect(x: 50, y: 0, width: 70, height: 30))
    #expect(diagnostics().map(\.kind) == [.duplicateCellID])
  }

  @Test func aRepeatedIDInANestedGroupRemovesTheRightItem() {
    // Leaves, depth first: a, [b, a], c. The second "a" goes; "b" keeps its 10-point height
    // and "c" its 70 points ("so that the components after it keep their own sizes"). The
    // removal leaves room in the inner column, and the layout repeats its subitems there as
    // UIKit's does: "c" lands in the column with b's size.
    let (view, adapter, diagnostics) = compositionalView()
    let inner = VGroup(width: .absolute(40), height: .absolute(30)) {
      SRBox(id: "b", width: .absolute(40), height: .absolute(10))
      SRBox(id: "a", width: .absolute(40), height: .absolute(20))
    }
    let root = HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
      SRBox(id: "a", width: .absolute(20))
      inner
      SRBox(id: "c", width: .absolute(70))
    }
    adapter.apply(List { ListSection(id: "s") { root } })
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 20, height: 30))
    #expect(frame(view, 1) == CGRect(x: 20, y: 0, width: 40, height: 10))
    withKnownIssue(
      "Documented: a nested group with room left repeats its subitems into it, as UIKit's"
    ) {
      #expect(frame(view, 2) == CGRect(x: 60, y: 0, width: 70, height: 30))
    }
    #expect(diagnostics().map(\.kind) == [.duplicateCellID])
  }

  @Test func aRepeatedIDAfterALayoutOnlyItemRemovesTheDuplicatesItemNotTheNextOne() {
    // Leaves: Item (no component), a, a, c. The layout keeps Item, a and c's slots (10, 20,
    // 70): the duplicate's 30-point slot is gone.
    let (view, adapter, diagnostics) = compositionalView()
    let root = HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
      LayoutItem(width: .absolute(10), height: .absolute(30))
      SRBox(id: "a", width: .absolute(20))
      SRBox(id: "a", width: .absolute(30))
      SRBox(id: "c", width: .absolute(70))
    }
    adapter.apply(List { ListSection(id: "s") { root } })
    view.layoutIfNeeded()
    // Two cells: a and c, laid out in the first two slots (the plain Item's and a's), as an
    // item without a component takes a cell (reported).
    #expect(view.numberOfItems(inSection: 0) == 2)
    #expect(frame(view, 0)?.width == 10)
    #expect(frame(view, 1)?.width == 20)
    #expect(Set(diagnostics().map(\.kind)) == [.duplicateCellID, .itemWithoutComponent])
  }

  @Test func aRepeatedIDAfterACountGroupRemovesTheRightItem() {
    // HGroup(count: 2) is written with one component and laid out twice; the repeated "a" after
    // it goes, and "c" keeps its own 70 points.
    let (view, adapter, diagnostics) = compositionalView()
    adapter.apply(
      List {
        ListSection(id: "s") {
          VGroup(width: .fractionalWidth(1), height: .absolute(90)) {
            SRBox(id: "a", width: .absolute(30))
            HGroup(count: 1, width: .absolute(100), height: .absolute(30)) {
              HGroup(width: .absolute(100), height: .absolute(30)) {
                SRBox(id: "b", width: .fractionalWidth(1))
              }
            }
            SRBox(id: "a", width: .absolute(40))
            SRBox(id: "c", width: .absolute(70))
          }
        }
      })
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(frame(view, 2)?.width == 70)
    #expect(diagnostics().map(\.kind) == [.duplicateCellID])
  }

  @Test func aRepeatedSectionWhoseElementsShareOneComponentsIDKeepsTheOthersInTheirSlots() {
    // Each element is an icon and a title; every icon has the id "star". The later icons are
    // dropped (and reported), but the titles must not move into the icons' 20-point slots.
    let (view, adapter, diagnostics) = compositionalView()
    adapter.apply(
      List {
        ListSection(id: "s", repeating: ["x", "y", "z"]) { element in
          HGroup(width: .fractionalWidth(1), height: .absolute(30)) {
            SRBox(id: "star", width: .absolute(20))
            SRBox(id: "title-" + element, width: .absolute(280))
          }
        }
      })
    view.layoutIfNeeded()
    #expect(diagnostics().map(\.kind).contains(.duplicateCellID))
    let titles = (0..<view.numberOfItems(inSection: 0)).filter {
      view.cellForItem(at: IndexPath(item: $0, section: 0))?.render().hasPrefix("title") == true
    }
    withKnownIssue(
      "Documented: after a dropped duplicate, a repeated section's cells move up one place"
    ) {
      #expect(titles.allSatisfy { frame(view, $0)?.width == 280 })
    }
  }

  // MARK: Component trees: a repeated group with room

  @Test func aRepeatedGroupWithRoomInANestedGroupIsReported() {
    // The inner row is 300 wide and holds one 100-point box: UIKit repeats its subitems, so
    // the next elements' boxes land in the first element's row.
    let (view, adapter, diagnostics) = compositionalView()
    adapter.apply(
      List {
        ListSection(id: "s", repeating: ["a", "b", "c"]) { element in
          VGroup(width: .absolute(300), height: .absolute(30)) {
            HGroup(width: .absolute(300), height: .absolute(30)) {
              SRBox(id: element, width: .absolute(100))
            }
          }
        }
      })
    view.layoutIfNeeded()
    let ys = (0..<3).compactMap { frame(view, $0)?.minY }
    let oneRow = Set(ys).count == 1
    #expect(!oneRow || diagnostics().map(\.kind).contains(.repeatedGroupsDiffer), "\(ys)")
  }

  @Test func aRepeatedGroupFilledByFractionsOfAThirdIsNotReported() {
    let (view, adapter, diagnostics) = compositionalView()
    adapter.apply(
      List {
        ListSection(id: "s", repeating: ["a", "b"]) { element in
          HGroup(width: .absolute(299), height: .absolute(30)) {
            SRBox(id: element + "1", width: .fractionalWidth(1.0 / 3.0))
            SRBox(id: element + "2", width: .fractionalWidth(1.0 / 3.0))
            SRBox(id: element + "3", width: .fractionalWidth(1.0 / 3.0))
          }
        }
      })
    view.layoutIfNeeded()
    #expect(diagnostics().isEmpty, "\(diagnostics())")
    #expect(frame(view, 3)?.minY == 30)
  }

  @Test func aRepeatedGroupFilledWithFlexibleSpacingIsNotReported() {
    let (view, adapter, diagnostics) = compositionalView()
    adapter.apply(
      List {
        ListSection(id: "s", repeating: ["a", "b"]) { element in
          HGroup(width: .absolute(300), height: .absolute(30)) {
            SRBox(id: element + "1", width: .absolute(100))
            SRBox(id: element + "2", width: .absolute(100))
          }
          .interItemSpacing(.flexible(60))
        }
      })
    view.layoutIfNeeded()
    let ys = (0..<4).compactMap { frame(view, $0)?.minY }
    // Whether the layout repeats or not, the report and the screen agree.
    let repeats = ys.count == 4 && ys[2] == ys[0]
    #expect(repeats == diagnostics().map(\.kind).contains(.repeatedGroupsDiffer), "\(ys)")
  }

  // MARK: Header and footer handlers

  @Test func aHeaderHandlerWithABoundaryComponentHeaderIsNotReportedAndRuns() {
    let (view, adapter, diagnostics) = compositionalView()
    var calls = 0
    adapter.apply(
      List {
        ListSection(id: "s") {
          HGroup(width: .fractionalWidth(1), height: .absolute(30)) { SRBox(id: "a") }
        }
        .willDisplayHeader { _ in calls += 1 }
        .boundarySupplementaryItem(SRBox(id: "h", width: .fractionalWidth(1)))
      })
    view.layoutIfNeeded()
    #expect(diagnostics().isEmpty, "\(diagnostics())")
    #expect(calls == 1)
  }

  // MARK: Golden files

  /// A fresh folder for golden files, beside a made-up test file `<folder>/SRGolden.swift`.
  private func goldenFolder(_ path: String) throws -> URL {
    let folder = URL(fileURLWithPath: path).appendingPathComponent("__Snapshots__/SRGolden")
    try? FileManager.default.removeItem(at: URL(fileURLWithPath: path))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func fruitHarness(_ texts: [String]) -> CollectionHarness {
    CollectionHarness(List { ListSection(id: "s", cells: textCells(texts)) })
  }

  @Test func unnamedSnapshotsOfHarnessesMadeOneAfterAnotherInOneTestAreNumbered() throws {
    // "then -2, -3… for a test's later unnamed snapshots": a test that checks two screens in a
    // loop, one harness each, has two golden files, as a recording of it writes them.
    let folder = try goldenFolder("/tmp/sr-session-review-loop")
    try (fruitHarness(["apple"]).snapshot() + "\n").write(
      to: folder.appendingPathComponent("srLoop.txt"), atomically: true, encoding: .utf8)
    try (fruitHarness(["pear", "plum"]).snapshot() + "\n").write(
      to: folder.appendingPathComponent("srLoop-2.txt"), atomically: true, encoding: .utf8)
    withKnownIssue(
      "Documented (GoldenFile): harnesses let go one after another name their snapshots"
    ) {
      for texts in [["apple"], ["pear", "plum"]] {
        let harness = fruitHarness(texts)
        harness.expectSnapshot(
          filePath: "/tmp/sr-session-review-loop/SRGolden.swift", function: "srLoop()")
      }
    }
  }

  @Test func aGoldenFileCheckedOutWithCRLFLineEndingsMatches() throws {
    let folder = try goldenFolder("/tmp/sr-session-review-crlf")
    let harness = fruitHarness(["apple", "pear"])
    let crlf = (harness.snapshot() + "\n").replacingOccurrences(of: "\n", with: "\r\n")
    try crlf.write(
      to: folder.appendingPathComponent("srCRLF.txt"), atomically: true, encoding: .utf8)
    try harness.svg().replacingOccurrences(of: "\n", with: "\r\n").write(
      to: folder.appendingPathComponent("srCRLF.svg"), atomically: true, encoding: .utf8)
    harness.expectSnapshot(
      filePath: "/tmp/sr-session-review-crlf/SRGolden.swift", function: "srCRLF()")
    harness.expectSVGSnapshot(
      filePath: "/tmp/sr-session-review-crlf/SRGolden.swift", function: "srCRLF()")
  }

  @Test func aGoldenFileThatIsNotUTF8FailsAndIsLeftAsItIs() throws {
    let folder = try goldenFolder("/tmp/sr-session-review-latin1")
    let url = folder.appendingPathComponent("srLatin1.txt")
    let bytes = Data([0x63, 0x61, 0x66, 0xE9, 0x0A])  // "café" in Latin-1
    try bytes.write(to: url)
    let harness = fruitHarness(["apple"])
    withKnownIssue {
      harness.expectSnapshot(
        filePath: "/tmp/sr-session-review-latin1/SRGolden.swift", function: "srLatin1()")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("not UTF-8") }
    }
    #expect(try Data(contentsOf: url) == bytes)
  }

  /// The cells a picture draws: label, frame, and whether it is filled (shown) or dashed.
  private func pictureCells(_ svg: String) -> [String: (x: Double, isShown: Bool)] {
    var result: [String: (x: Double, isShown: Bool)] = [:]
    let lines = svg.split(separator: "\n").map(String.init)
    for (index, line) in lines.enumerated() where line.hasPrefix("<rect class=\"cell") {
      guard let xRange = line.range(of: " x=\""), index + 1 < lines.count else { continue }
      let x = Double(line[xRange.upperBound...].prefix { $0 != "\"" }) ?? .nan
      let caption = lines[index + 1]
      guard let start = caption.range(of: "\">"), let end = caption.range(of: "</text>")
      else { continue }
      let label = caption[start.upperBound..<end.lowerBound].split(separator: " ").first ?? ""
      result[String(label)] = (x, !line.contains("placed"))
    }
    return result
  }

  @Test func aPictureOfTheContentDrawsAScrolledRowsItemsWhereTheRowPutsThem() {
    // A row of ten 100-point cards scrolls on its own, 150 points along: card 2 is shown at
    // 50 (200 - 150); the cards the picture draws dashed are at the same row's positions, so
    // card 3 is at 150, not at 300 on top of nothing.
    let (view, adapter, _) = compositionalView(size: CGSize(width: 300, height: 200))
    adapter.apply(
      List {
        ListSection(id: "row") {
          HGroup(
            of: (0..<10).map { "c\($0)" }, width: .absolute(1_000), height: .absolute(50)
          ) { SRBox(id: $0, width: .absolute(100), height: .absolute(50)) }
        }
        .orthogonalScrollingBehavior(.continuous)
      })
    view.layoutIfNeeded()
    view.setContentOffset(150, ofSection: 0)
    view.layoutIfNeeded()
    let cells = pictureCells(view.svg(.content))
    #expect(cells["0-2"]?.x == 50)
    #expect(cells["0-2"]?.isShown == true)
    #expect(cells["0-9"] != nil)
    let xs = (0..<10).compactMap { cells["0-\($0)"]?.x }
    // One row: every card 100 points after the one before it.
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 == 100 }, "\(xs)")
  }

  @Test func aHandlerThatDeletesTheLastRowAtEveryScrollEndsOnTheDataScreen() {
    // Each deletion at the end moves the offset back, whose didScroll deletes again, inside
    // the layout pass each time: the view must end on a screen that matches the data.
    let (view, texts) = rows(300)
    view.contentOffset.y = 2_900
    let spy = SRScrollSpy()
    spy.onDidScroll = { view in
      guard texts.sections[0].count > 5 else { return }
      self.deleteLast(1, from: view, texts: texts)
    }
    view.delegate = spy
    deleteLast(1, from: view, texts: texts)
    view.layoutIfNeeded()
    #expect(view.errors.isEmpty, "\(view.errors)")
    #expect(view.contentOffset.y == max(0, CGFloat(texts.sections[0].count * 10) - 100))
    #expect(shown(view) == expectedRows(view, texts: texts))
  }

  @Test func aPictureOfTheContentDrawnInsideABatchDoesNotCrashAndDrawsEveryRow() {
    let (view, texts) = rows(30)
    var svg = ""
    view.performBatchUpdates(
      {
        texts.sections[0].removeLast(20)
        view.deleteItems(at: (10..<30).map { IndexPath(item: $0, section: 0) })
        svg = view.svg(.content)
      }, completion: nil)
    #expect(SRXMLCheck.parse(svg).wellFormed)
    #expect(view.errors.isEmpty, "\(view.errors)")
    let after = view.svg(.content)
    #expect(pictureCells(after).count == 10)
  }

  @Test func aPictureOfTheContentOfAnEmptyAndAZeroSizeViewIsWellFormed() {
    let (view, texts) = rows(0)
    #expect(SRXMLCheck.parse(view.svg(.content)).wellFormed)
    view.bounds.size = .zero
    texts.sections[0] = ["a"]
    view.reloadData()
    view.layoutIfNeeded()
    let svg = view.svg(.content)
    #expect(SRXMLCheck.parse(svg).wellFormed)
    #expect(!svg.contains("nan"))
  }

  @Test func selfSizingCellsThatMeasureShorterAtTheEndLeaveNoBlankSpaceAfterTheContent() {
    let layout = FlowLayout.list()
    layout.estimatedItemSize = CGSize(width: 320, height: 44)
    let view = HeadlessCollectionView(size: CGSize(width: 320, height: 400), layout: layout)
    let rows = SRShortRows(count: 100)
    view.dataSource = rows
    view.layoutIfNeeded()
    view.contentOffset.y = view.contentSize.height - 400
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    let height = view.contentSize.height
    #expect(view.contentOffset.y + 400 <= height + 0.5, "\(view.contentOffset) \(height)")
    let visible = view.indexPathsForVisibleItems.sorted()
    let bottom = visible.compactMap { view.cellForItem(at: $0)?.frame.maxY }.max() ?? 0
    #expect(bottom >= view.contentOffset.y + 400 - 0.5 || visible.last?.item == 99)
    #expect(view.errors.isEmpty, "\(view.errors)")
  }
}
