import Foundation
import Sectional
import Testing

/// A service that counts the times the viewport changed.
@MainActor
private final class ViewportCounter: ViewportObserving {
  var changes = 0
  func viewportDidChange(in collectionView: any CollectionView) { changes += 1 }
}

/// A plain service.
@MainActor
private final class Preferences {
  var compact = false
}

/// A list that reads its environment when it describes its section, and reports through it.
@MainActor
private final class EnvironmentReader: DiffingListSectionController<[String], String>,
  SectionLayoutProviding
{
  private(set) var traits: [LayoutTraits] = []
  private(set) var compact: [Bool?] = []

  init() { super.init(items: { $0 }) }

  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    let environment = context.environment
    traits.append(environment.traits)
    compact.append(environment.services.service(Preferences.self)?.compact)
    return FlowSectionLayout()
  }

  func complain() {
    context?.environment.report(
      .itemCountMismatch, severity: .warning, indexPath: IndexPath(item: 1, section: 0),
      message: "item 1 looks odd")
  }
}

@MainActor
@Suite("One typed environment for controllers")
struct SectionEnvironmentTests {
  @Test func aServiceIsFoundByItsTypeAndReplacedByAnotherOfIt() {
    let services = SectionServices()
    #expect(services.service(Preferences.self) == nil)
    let first = Preferences()
    services.register(first)
    #expect(services.service(Preferences.self) === first)
    let second = Preferences()
    services.register(second)
    #expect(services.service(Preferences.self) === second)
    #expect(services.service(Preferences.self, orRegister: Preferences.init) === second)
  }

  @Test func aViewportObserverHearsUpdatesScrollsAndResizesAndNothingOnceReplaced() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    let adapter = CollectionViewAdapter(collectionView: view)
    let counter = ViewportCounter()
    adapter.services.register(counter)
    adapter.update([
      Section(
        id: "rows", model: (0..<20).map(String.init),
        controller: DiffingListSectionController<[String], String>())
    ])
    #expect(counter.changes == 1)
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: 40)
    view.layoutIfNeeded()
    #expect(counter.changes == 2)
    view.bounds.size = CGSize(width: 100, height: 200)
    view.layoutIfNeeded()
    #expect(counter.changes == 3)
    adapter.services.register(ViewportCounter())
    view.contentOffset = CGPoint(x: 0, y: 80)
    view.layoutIfNeeded()
    #expect(counter.changes == 3)
  }

  @Test func aControllerReadsTheViewsTraitsAndTheRegisteredServices() {
    let view = HeadlessCollectionView(size: CGSize(width: 390, height: 844))
    view.displayScale = 3
    view.safeAreaInsets = LayoutInsets(top: 47, left: 0, bottom: 34, right: 0)
    view.layoutDirection = .rightToLeft
    let adapter = CollectionViewAdapter(collectionView: view)
    let preferences = Preferences()
    preferences.compact = true
    adapter.services.register(preferences)
    let reader = EnvironmentReader()
    adapter.update([Section(id: "rows", model: ["a"], controller: reader)])
    view.layoutIfNeeded()
    let traits = reader.traits.last
    #expect(traits?.containerSize == CGSize(width: 390, height: 844))
    #expect(traits?.displayScale == 3)
    #expect(traits?.layoutDirection == .rightToLeft)
    #expect(traits?.safeAreaInsets.top == 47)
    #expect(traits?.adjustedContentInset.bottom == 34)
    #expect(traits?.layoutMargins == view.layoutMargins)
    #expect(reader.compact.last == true)
  }

  @Test func aReportNamesTheSectionAndItsController() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    let reader = EnvironmentReader()
    adapter.update([Section(id: "rows", model: ["a", "b"], controller: reader)])
    reader.complain()
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.kind == .itemCountMismatch)
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.sectionID == SectionID("rows"))
    #expect(diagnostics.first?.controllerType == "EnvironmentReader")
    #expect(diagnostics.first?.indexPath == IndexPath(item: 1, section: 0))
    #expect(diagnostics.first?.message == "item 1 looks odd")
  }

  @Test func aRemovedSectionsEnvironmentIsEmptyAndItsReportsGoNowhere() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    let adapter = CollectionViewAdapter(collectionView: view)
    var diagnostics: [Diagnostic] = []
    adapter.diagnosticHandler = { diagnostics.append($0) }
    adapter.services.register(Preferences())
    let reader = EnvironmentReader()
    adapter.update([Section(id: "rows", model: ["a"], controller: reader)])
    let context = reader.context
    adapter.update([])
    #expect(context?.environment.traits.containerSize == .zero)
    #expect(context?.environment.services.service(Preferences.self) == nil)
    reader.complain()
    #expect(diagnostics.isEmpty)
  }
}
