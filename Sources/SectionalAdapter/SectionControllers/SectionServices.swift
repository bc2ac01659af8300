import Foundation
import SectionalCollectionView

/// The services a higher layer registers with an adapter, for its controllers to find by type.
///
/// A layer built on the adapter (the declarative lists, or an app's own) keeps the state that
/// outlives one update here, rather than in a slot of the adapter's: its controllers find it
/// through their environment (``SectionEnvironment/services``), typed, without a cast. One
/// service of each type; registering another of the same type replaces it.
///
/// A service that adopts ``ViewportObserving`` is told after every applied update, every scroll
/// and every change of the viewport's size; one that adopts ``CollectionViewScrollDelegate`` is
/// told every scroll event the adapter hears, before the adapter's
/// ``CollectionViewAdapter/scrollDelegate``.
@MainActor
public final class SectionServices {
  /// The services, by their type.
  private var services: [ObjectIdentifier: AnyObject] = [:]

  /// The services that observe the viewport, in the order they were registered.
  package private(set) var viewportObservers: [any ViewportObserving] = []

  /// The services told about every scroll event, in the order they were registered.
  package private(set) var scrollObservers: [any CollectionViewScrollDelegate] = []

  /// Creates an empty registry.
  public init() {}

  /// Registers a service, replacing one of the same type.
  ///
  /// - Parameter service: The service.
  public func register<Service: AnyObject>(_ service: Service) {
    let key = ObjectIdentifier(Service.self)
    if let old = services[key] {
      viewportObservers.removeAll { $0 === old }
      scrollObservers.removeAll { $0 === old }
    }
    services[key] = service
    if let observer = service as? any ViewportObserving {
      viewportObservers.append(observer)
    }
    if let observer = service as? any CollectionViewScrollDelegate {
      scrollObservers.append(observer)
    }
  }

  /// Returns the service of a type, or `nil` when none is registered.
  ///
  /// - Parameter type: The service's type, as it was registered.
  /// - Returns: The service.
  public func service<Service: AnyObject>(_ type: Service.Type) -> Service? {
    // Keyed by the type itself, so the object is of that type.
    services[ObjectIdentifier(type)].map { unsafeDowncast($0, to: Service.self) }
  }

  /// Returns the service of a type, registering the one `make` returns when none is.
  ///
  /// - Parameters:
  ///   - type: The service's type.
  ///   - make: Makes the service, when none is registered.
  /// - Returns: The service.
  public func service<Service: AnyObject>(
    _ type: Service.Type, orRegister make: () -> Service
  ) -> Service {
    if let service = service(type) { return service }
    let service = make()
    register(service)
    return service
  }
}

/// A service that is told whenever what the viewport shows may have changed: after every
/// applied update, every scroll and every change of the viewport's size.
///
/// The declarative lists check whether the end of the content was reached here.
@MainActor
public protocol ViewportObserving: AnyObject {
  /// Tells the service that the viewport may show something else.
  ///
  /// - Parameter collectionView: The collection view.
  func viewportDidChange(in collectionView: any CollectionView)
}
