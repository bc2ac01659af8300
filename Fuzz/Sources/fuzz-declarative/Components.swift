import Foundation
import FuzzInput
import Sectional

/// The content view every fuzzed component but `TextComponent` renders into.
final class Label: ComponentView {}

/// A coordinator of one type: it prefixes what its component renders.
final class FirstCoordinator {
  let prefix = "c1"
}

/// A coordinator of another type, for a component over the same content view.
final class SecondCoordinator {
  let prefix = "c2"
}

/// The kinds of component a cell, header or footer is made of.
enum ComponentKind: CaseIterable, CustomStringConvertible {
  /// Two component types over `Label`.
  case plain, other
  /// One component type over `Label` with two styles.
  case warm, cool
  /// Two component types over `Label` with coordinators of two types.
  case firstCoordinated, secondCoordinated
  /// The library's `TextComponent`.
  case text

  var description: String {
    switch self {
    case .plain: "p"
    case .other: "o"
    case .warm: "w"
    case .cool: "k"
    case .firstCoordinated: "c1"
    case .secondCoordinated: "c2"
    case .text: "t"
    }
  }

  /// The text a component of this kind renders for a value.
  func text(_ value: Int) -> String {
    switch self {
    case .plain: "p\(value)"
    case .other: "o\(value)"
    case .warm: "warm \(value)"
    case .cool: "cool \(value)"
    case .firstCoordinated: "c1 \(value)"
    case .secondCoordinated: "c2 \(value)"
    case .text: "t\(value)"
    }
  }

  /// The component, sized by a layout mode.
  @MainActor
  func component(_ value: Int, mode: ContentLayoutMode) -> AnyComponent {
    switch self {
    case .plain: AnyComponent(Plain(viewModel: value, layoutMode: mode))
    case .other: AnyComponent(Other(viewModel: value, layoutMode: mode))
    case .warm: AnyComponent(Styled(viewModel: value, tone: "warm", layoutMode: mode))
    case .cool: AnyComponent(Styled(viewModel: value, tone: "cool", layoutMode: mode))
    case .firstCoordinated: AnyComponent(FirstCoordinated(viewModel: value, layoutMode: mode))
    case .secondCoordinated: AnyComponent(SecondCoordinated(viewModel: value, layoutMode: mode))
    case .text: AnyComponent(TextComponent("t\(value)", layoutMode: mode))
    }
  }
}

/// A component over `Label` that shows `p` and its value.
struct Plain: Component {
  let viewModel: Int
  let layoutMode: ContentLayoutMode
  func renderContent(coordinator: Void) -> Label { Label() }
  func render(in content: Label, coordinator: Void) { content.text = "p\(viewModel)" }
}

/// Another component type over `Label`: `o` and its value.
struct Other: Component {
  let viewModel: Int
  let layoutMode: ContentLayoutMode
  func renderContent(coordinator: Void) -> Label { Label() }
  func render(in content: Label, coordinator: Void) { content.text = "o\(viewModel)" }
}

/// A component over `Label` with a style, its tone: the tone and its value.
struct Styled: Component {
  let viewModel: Int
  let tone: String
  let layoutMode: ContentLayoutMode
  var style: AnyHashable? { tone }
  func renderContent(coordinator: Void) -> Label { Label() }
  func render(in content: Label, coordinator: Void) { content.text = "\(tone) \(viewModel)" }
}

/// A component over `Label` with a coordinator of one type.
struct FirstCoordinated: Component {
  let viewModel: Int
  let layoutMode: ContentLayoutMode
  func makeCoordinator() -> FirstCoordinator { FirstCoordinator() }
  func renderContent(coordinator: FirstCoordinator) -> Label { Label() }
  func render(in content: Label, coordinator: FirstCoordinator) {
    content.text = "\(coordinator.prefix) \(viewModel)"
  }
}

/// A component over `Label` with a coordinator of another type.
struct SecondCoordinated: Component {
  let viewModel: Int
  let layoutMode: ContentLayoutMode
  func makeCoordinator() -> SecondCoordinator { SecondCoordinator() }
  func renderContent(coordinator: SecondCoordinator) -> Label { Label() }
  func render(in content: Label, coordinator: SecondCoordinator) {
    content.text = "\(coordinator.prefix) \(viewModel)"
  }
}

/// A prefetching plugin that books every task it starts: each must be cancelled, or handed to a
/// cell, exactly once.
@MainActor
final class BookingPlugin: PrefetchingPlugin {
  /// Every task started.
  private(set) var tasks: [PrefetchTask] = []
  /// How many times each task's cancel ran, by its index in `tasks`.
  private(set) var cancels: [Int] = []

  func prefetch(_ component: AnyComponent) -> PrefetchTask? {
    let index = cancels.count
    cancels.append(0)
    let task = PrefetchTask { [unowned self] in cancels[index] += 1 }
    tasks.append(task)
    return task
  }
}
