import Foundation
import SectionalLayout

/// What a section controller may know of the world it lives in, beyond its own section: the
/// view's traits, where its diagnostics go, and the services a higher layer registered.
///
/// A controller reads it through its context (``CollectionViewContext/environment``), and the
/// layout that asks for its section's description is passed to
/// ``SectionLayoutProviding/sectionLayout(for:in:)`` as it asks. Nothing else reaches past the
/// controller's section: no adapter, no collection view, no casts.
///
/// ```swift
/// final class Banner: SingleModelSectionController<String>, SectionLayoutProviding {
///   func sectionLayout(
///     for layout: any CollectionViewLayout, in context: any CollectionViewContext
///   ) -> (any SectionLayoutDescription)? {
///     let traits = context.environment.traits
///     let height: CGFloat = traits.containerSize.width > 600 ? 120 : 80
///     return FlowSectionLayout(itemSize: .fixed(CGSize(width: 320, height: height)))
///   }
/// }
/// ```
@MainActor
public struct SectionEnvironment {
  /// The traits of the collection view: its size, scale, layout direction, safe area, margins
  /// and adjusted content inset.
  public let traits: LayoutTraits

  /// The services registered with the adapter, found by type.
  public let services: SectionServices

  /// Reports a diagnostic about the section, naming it and its controller.
  private let reporter:
    @MainActor (Diagnostic.Kind, Diagnostic.Severity, IndexPath?, String) -> Void

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - traits: The collection view's traits.
  ///   - services: The registered services.
  ///   - reporter: Reports a diagnostic (kind, severity, index path, message) about the section,
  ///     naming the section and its controller.
  public init(
    traits: LayoutTraits, services: SectionServices,
    reporter:
      @escaping @MainActor (Diagnostic.Kind, Diagnostic.Severity, IndexPath?, String) ->
      Void
  ) {
    self.traits = traits
    self.services = services
    self.reporter = reporter
  }

  /// Reports a diagnostic about the controller's section: the adapter names the section and the
  /// controller, and hands it to its diagnostic handler.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - severity: How serious it is; an error by default.
  ///   - indexPath: The index path involved, if any.
  ///   - message: A sentence that explains it, naming the index involved.
  public func report(
    _ kind: Diagnostic.Kind, severity: Diagnostic.Severity = .error, indexPath: IndexPath? = nil,
    message: String
  ) {
    reporter(kind, severity, indexPath, message)
  }
}
