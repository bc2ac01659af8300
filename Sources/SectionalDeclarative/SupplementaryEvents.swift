import Foundation
import SectionalAdapter
import SectionalLayout

/// Where and what a display event of a section's header or footer happened to.
@MainActor
public struct SupplementaryEventContext {
  /// The id of the section.
  public let sectionID: SectionID
  /// The kind of view: ``ElementKind/header`` or ``ElementKind/footer``.
  public let kind: ElementKind
  /// The index path of the view: `IndexPath(item: 0, section: s)`.
  public let indexPath: IndexPath
  /// The header's or footer's component.
  public let component: AnyComponent
  /// The content view showing it.
  public let content: ComponentView?
}

/// The handlers of a section's header and footer display events.
struct SupplementaryEvents {
  var willDisplayHeader: (@MainActor (SupplementaryEventContext) -> Void)?
  var willDisplayFooter: (@MainActor (SupplementaryEventContext) -> Void)?
  var didEndDisplayHeader: (@MainActor (SupplementaryEventContext) -> Void)?
  var didEndDisplayFooter: (@MainActor (SupplementaryEventContext) -> Void)?

  /// The names of the modifiers that set handlers of a header or footer a section lacks.
  static func handlers(of events: Self, withoutHeader: Bool, withoutFooter: Bool) -> [String] {
    var names: [String] = []
    if withoutHeader {
      if events.willDisplayHeader != nil { names.append("willDisplayHeader") }
      if events.didEndDisplayHeader != nil { names.append("didEndDisplayHeader") }
    }
    if withoutFooter {
      if events.willDisplayFooter != nil { names.append("willDisplayFooter") }
      if events.didEndDisplayFooter != nil { names.append("didEndDisplayFooter") }
    }
    return names
  }

  /// The handler of an event for a kind, if any.
  func willDisplay(_ kind: ElementKind) -> (@MainActor (SupplementaryEventContext) -> Void)? {
    switch kind {
    case .header: willDisplayHeader
    case .footer: willDisplayFooter
    default: nil
    }
  }

  /// The handler of an event for a kind, if any.
  func didEndDisplay(_ kind: ElementKind) -> (@MainActor (SupplementaryEventContext) -> Void)? {
    switch kind {
    case .header: didEndDisplayHeader
    case .footer: didEndDisplayFooter
    default: nil
    }
  }
}

extension ListSection {
  /// Returns the section with a handler called when its header is about to be shown:
  /// KarrotListKit's `willDisplayHeader`.
  ///
  /// It runs only while the section has a header (``withHeader(_:)``, before or after this
  /// modifier); the handlers of the list last applied run. A section applied with this handler
  /// and no header is reported (``Diagnostic/Kind/modifierIgnored``), as are the other three
  /// handlers without their header or footer.
  ///
  /// - Parameter handler: Called with the header's context.
  /// - Returns: The section.
  public func willDisplayHeader(
    _ handler: @escaping @MainActor (SupplementaryEventContext) -> Void
  ) -> ListSection {
    modifyingSupplementaryEvents { $0.willDisplayHeader = handler }
  }

  /// Returns the section with a handler called when its footer is about to be shown:
  /// KarrotListKit's `willDisplayFooter`.
  ///
  /// - Parameter handler: Called with the footer's context.
  /// - Returns: The section.
  public func willDisplayFooter(
    _ handler: @escaping @MainActor (SupplementaryEventContext) -> Void
  ) -> ListSection {
    modifyingSupplementaryEvents { $0.willDisplayFooter = handler }
  }

  /// Returns the section with a handler called when its header is no longer shown (scrolled
  /// away, or removed): KarrotListKit's `didEndDisplayHeader`.
  ///
  /// - Parameter handler: Called with the header's context.
  /// - Returns: The section.
  public func didEndDisplayHeader(
    _ handler: @escaping @MainActor (SupplementaryEventContext) -> Void
  ) -> ListSection {
    modifyingSupplementaryEvents { $0.didEndDisplayHeader = handler }
  }

  /// Returns the section with a handler called when its footer is no longer shown:
  /// KarrotListKit's `didEndDisplayFooter`.
  ///
  /// - Parameter handler: Called with the footer's context.
  /// - Returns: The section.
  public func didEndDisplayFooter(
    _ handler: @escaping @MainActor (SupplementaryEventContext) -> Void
  ) -> ListSection {
    modifyingSupplementaryEvents { $0.didEndDisplayFooter = handler }
  }
}
