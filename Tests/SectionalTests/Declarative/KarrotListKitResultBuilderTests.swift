import Foundation
import Sectional
import Testing

// KarrotListKit's result builder tests (`Tests/KarrotListKitTests/ResultBuildersTests.swift`),
// ported: `Section` is `ListSection`; the builders take the same statements.

private struct DummyComponent: Component {
  struct ViewModel: Equatable {}
  var viewModel: ViewModel = .init()

  func renderContent(coordinator: Void) -> ComponentView { ComponentView() }

  func render(in content: ComponentView, coordinator: Void) {}
}

@MainActor
@Suite("KarrotListKit's result builder tests, ported")
struct KarrotListKitResultBuilderTests {
  // MARK: Cells

  @Test func test_build_cells() {
    let section = ListSection(id: UUID()) {
      Cell(id: UUID(), component: DummyComponent())
      Cell(id: UUID(), component: DummyComponent())
      Cell(id: UUID(), component: DummyComponent())
      Cell(id: UUID(), component: DummyComponent())
      Cell(id: UUID(), component: DummyComponent())
    }
    #expect(section.cells.count == 5)
  }

  @Test func test_build_cells_with_if_condition() {
    let condition = true
    let section = ListSection(id: UUID()) {
      if condition {
        Cell(id: UUID(), component: DummyComponent())
        Cell(id: UUID(), component: DummyComponent())
        Cell(id: UUID(), component: DummyComponent())
        Cell(id: UUID(), component: DummyComponent())
        Cell(id: UUID(), component: DummyComponent())
      }
    }
    #expect(section.cells.count == 5)
  }

  @Test func test_build_cells_with_else_if_condition() {
    let condition = true
    let section = ListSection(id: UUID()) {
      if !condition {
        Cell(id: UUID(), component: DummyComponent())
      } else if condition {
        Cell(id: UUID(), component: DummyComponent())
        Cell(id: UUID(), component: DummyComponent())
        Cell(id: UUID(), component: DummyComponent())
      }
    }
    #expect(section.cells.count == 3)
  }

  @Test func test_build_cells_with_else_condition() {
    let condition = true
    let section = ListSection(id: UUID()) {
      if !condition {
        Cell(id: UUID(), component: DummyComponent())
      } else {
        Cell(id: UUID(), component: DummyComponent())
        Cell(id: UUID(), component: DummyComponent())
        Cell(id: UUID(), component: DummyComponent())
      }
    }
    #expect(section.cells.count == 3)
  }

  @Test func test_build_cells_with_loop() {
    let section = ListSection(id: UUID()) {
      for _ in 0..<5 {
        Cell(id: UUID(), component: DummyComponent())
      }
    }
    #expect(section.cells.count == 5)
  }

  @Test func test_build_cells_with_map() {
    let section = ListSection(id: UUID()) {
      (0..<5).map { _ in
        Cell(id: UUID(), component: DummyComponent())
      }
    }
    #expect(section.cells.count == 5)
  }

  @Test func test_build_cells_with_combination() {
    let section = ListSection(id: UUID()) {
      Cell(id: UUID(), component: DummyComponent())
      if true {
        Cell(id: UUID(), component: DummyComponent())
        (0..<5).map { _ in
          Cell(id: UUID(), component: DummyComponent())
        }
        Cell(id: UUID(), component: DummyComponent())
      }
      for i in 0..<10 {
        if i % 2 == 0 {
          Cell(id: UUID(), component: DummyComponent())
        } else {
          Cell(id: UUID(), component: DummyComponent())
          Cell(id: UUID(), component: DummyComponent())
        }
      }
    }
    #expect(section.cells.count == 23)
  }

  // MARK: Sections

  @Test func test_build_sections() {
    let list = List {
      ListSection(id: UUID(), cells: [])
      ListSection(id: UUID(), cells: [])
      ListSection(id: UUID(), cells: [])
      ListSection(id: UUID(), cells: [])
      ListSection(id: UUID(), cells: [])
    }
    #expect(list.sections.count == 5)
  }

  @Test func test_build_sections_with_if_condition() {
    let condition = true
    let list = List {
      if condition {
        ListSection(id: UUID(), cells: [])
        ListSection(id: UUID(), cells: [])
        ListSection(id: UUID(), cells: [])
        ListSection(id: UUID(), cells: [])
        ListSection(id: UUID(), cells: [])
      }
    }
    #expect(list.sections.count == 5)
  }

  @Test func test_build_sections_with_else_if_condition() {
    let condition = true
    let list = List {
      if !condition {
        ListSection(id: UUID(), cells: [])
      } else if condition {
        ListSection(id: UUID(), cells: [])
        ListSection(id: UUID(), cells: [])
        ListSection(id: UUID(), cells: [])
      }
    }
    #expect(list.sections.count == 3)
  }

  @Test func test_build_sections_with_else_condition() {
    let condition = true
    let list = List {
      if !condition {
        ListSection(id: UUID(), cells: [])
      } else {
        ListSection(id: UUID(), cells: [])
        ListSection(id: UUID(), cells: [])
        ListSection(id: UUID(), cells: [])
      }
    }
    #expect(list.sections.count == 3)
  }

  @Test func test_build_sections_with_loop() {
    let list = List {
      for _ in 0..<5 {
        ListSection(id: UUID(), cells: [])
      }
    }
    #expect(list.sections.count == 5)
  }

  @Test func test_build_sections_with_map() {
    let list = List {
      (0..<5).map { _ in
        ListSection(id: UUID(), cells: [])
      }
    }
    #expect(list.sections.count == 5)
  }

  @Test func test_build_sections_with_combination() {
    let list = List {
      ListSection(id: UUID(), cells: [])
      if true {
        ListSection(id: UUID(), cells: [])
        (0..<5).map { _ in
          ListSection(id: UUID(), cells: [])
        }
        ListSection(id: UUID(), cells: [])
      }
      for i in 0..<10 {
        if i % 2 == 0 {
          ListSection(id: UUID(), cells: [])
        } else {
          ListSection(id: UUID(), cells: [])
          ListSection(id: UUID(), cells: [])
        }
      }
    }
    #expect(list.sections.count == 23)
  }
}
