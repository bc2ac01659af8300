import Foundation
import Sectional
import Testing

// KarrotListKit's `AnyComponentTests` and `ComponentTests`, ported. Its test of
// `layout(content:in:)` (Auto Layout constraints pinning the content to its container) has no
// headless counterpart: a content view here is drawn at its cell's frame.

private struct DummyComponent: Component {
  var viewModel: Int { 0 }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {}
}

private struct ComponentStub: Component {
  let contentStub: ComponentView
  var viewModel: ObjectIdentifier { ObjectIdentifier(contentStub) }

  func renderContent(coordinator: Void) -> ComponentView { contentStub }

  func render(in content: ComponentView, coordinator: Void) {}
}

@MainActor
private final class ComponentSpy: Component {
  var renderCallCount = 0
  var viewModel: Int { 0 }

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {
    renderCallCount += 1
  }
}

/// Another content view type, so another reuse key.
private final class OtherContent: ComponentView {}

private struct OtherComponent: Component {
  var viewModel: Int { 0 }

  func renderContent(coordinator: Void) -> OtherContent { OtherContent() }

  func render(in content: OtherContent, coordinator: Void) {}
}

@MainActor
@Suite("KarrotListKit's component tests, ported")
struct KarrotListKitComponentTests {
  // MARK: AnyComponent

  @Test func test_properties() {
    let component = DummyComponent()
    let anyComponent = AnyComponent(component)
    #expect(component.layoutMode == anyComponent.layoutMode)
    #expect(component.reuseIdentifier == anyComponent.reuseIdentifier)
  }

  @Test func test_renderContent() {
    let content = ComponentView()
    let anyComponent = AnyComponent(ComponentStub(contentStub: content))
    #expect(anyComponent.renderContent(coordinator: ()) === content)
  }

  @Test func test_render() {
    let component = ComponentSpy()
    let anyComponent = AnyComponent(component)
    anyComponent.render(in: ComponentView(), coordinator: ())
    #expect(component.renderCallCount == 1)
  }

  @Test func test_type() {
    let component = ComponentSpy()
    let anyComponent = AnyComponent(component)
    #expect(anyComponent.as(ComponentSpy.self) === component)
  }

  @Test func aCoordinatorOfAnotherTypeMakesAndRendersNothing() {
    let component = ComponentSpy()
    let anyComponent = AnyComponent(component)
    #expect(anyComponent.renderContent(coordinator: 1) == nil)
    #expect(!anyComponent.render(in: ComponentView(), coordinator: "other"))
    #expect(component.renderCallCount == 0)
  }

  // MARK: Component

  @Test func test_given_same_type_when_compare_reuseIdentifier_then_equal() {
    #expect(DummyComponent().reuseIdentifier == DummyComponent().reuseIdentifier)
  }

  @Test func test_given_other_type_when_compare_reuseIdentifier_then_not_equal() {
    #expect(DummyComponent().reuseIdentifier != OtherComponent().reuseIdentifier)
  }

  @Test func aCellsReusePoolIsNamedByItsComponentsReuseIdentifier() {
    let view = HeadlessCollectionView(size: CGSize(width: 100, height: 100))
    let adapter = CollectionViewAdapter(collectionView: view)
    adapter.apply(List { ListSection(id: 0) { Cell(id: 0, component: OtherComponent()) } })
    view.layoutIfNeeded()
    #expect(
      view.reuseStatistics(forCellReuseIdentifier: OtherComponent().reuseIdentifier).created == 1)
  }
}
