import Foundation
import SectionalCollectionView
import SectionalLayout

/// The content view a component renders into, with its coordinator, as a cell or supplementary
/// view hosts it.
@MainActor
struct HostedContent {
  /// The content view.
  let view: ComponentView
  /// Its coordinator.
  let coordinator: Any
  /// The reuse key it was made for.
  let reuseIdentifier: String

  /// Renders a component, into the hosted view when it was made for the component's reuse key,
  /// into a new one otherwise.
  ///
  /// - Parameters:
  ///   - component: The component.
  ///   - hosted: The content hosted now, if any.
  /// - Returns: The content that shows the component.
  static func showing(_ component: AnyComponent, in hosted: HostedContent?) -> HostedContent {
    // The reuse key names the content view's type and its coordinator's, so a hosted view of the
    // component's key takes it; one that did not would be replaced rather than left showing
    // another component's content.
    if let hosted, hosted.reuseIdentifier == component.reuseIdentifier,
      component.render(in: hosted.view, coordinator: hosted.coordinator)
    {
      return hosted
    }
    let made = component.makeContentView()
    let content = HostedContent(
      view: made.view, coordinator: made.coordinator, reuseIdentifier: component.reuseIdentifier)
    _ = component.render(in: content.view, coordinator: content.coordinator)
    return content
  }
}

extension HostedContent {
  /// The attributes a view that hosts a component would like: the size the component's
  /// ``ContentLayoutMode`` gives in the proposed frame, measuring the content view when the mode
  /// measures; the proposed attributes when it shows no component.
  static func preferredAttributes(
    of component: AnyComponent?, in hosted: HostedContent?, fitting proposed: LayoutAttributes
  ) -> LayoutAttributes {
    guard let component, let view = hosted?.view else { return proposed }
    var attributes = proposed
    attributes.frame.size = component.layoutMode.size(
      offered: proposed.frame.size, container: proposed.frame.size, measured: view.sizeThatFits)
    return attributes
  }
}

/// A cell that hosts a component's content view.
///
/// Cells are recycled by the component's reuse key (its content view's type and style), so a
/// recycled cell already holds a content view of the right type: rendering a component into it
/// reuses the view.
@MainActor
public final class ComponentCell: CollectionViewCell {
  /// The content view and its coordinator.
  var hosted: HostedContent?

  /// The component shown, with its sizing.
  public private(set) var component: AnyComponent?

  /// The content view, once a component was shown.
  public var content: ComponentView? { hosted?.view }

  /// The id of the declarative cell shown (``Cell/id``), read from outside any handler: from
  /// the view's visible cells in a test, say.
  public var cellID: AnyHashable? { shownCell?.id }

  /// Creates an empty cell.
  public required init() {
    super.init()
  }

  /// The declarative cell shown: its events follow the view, whatever index it has.
  var shownCell: Cell?

  /// Whether the cell shown is a placeholder (``Cell/placeholder()``): its content is drawn as a
  /// skeleton, and `snapshot()` marks it `placeholder`.
  override public var isPlaceholder: Bool { shownCell?.isPlaceholder == true }

  /// The prefetching work of the item shown, handed over when the cell was shown, and cancelled
  /// when it stops showing it.
  public internal(set) var prefetchTasks: [PrefetchTask] = []

  /// Shows a cell's component, reusing the content view when it was made for the component's
  /// reuse key.
  ///
  /// - Parameter cell: The cell.
  func show(_ cell: Cell) {
    shownCell = cell
    component = cell.component
    hosted = HostedContent.showing(cell.component, in: hosted)
  }

  /// The phase of the shimmer a placeholder is drawn with.
  var shimmerPhase = 0

  /// The content view's text, or, for a placeholder, its skeleton: every character of the text
  /// drawn as `░`, with a band of `▓` where the shimmer is.
  override public func render() -> String {
    let content = hosted?.view.render() ?? text
    guard shownCell?.isPlaceholder == true else { return content }
    return Self.skeleton(of: content, phase: shimmerPhase)
  }

  /// The width of the shimmer's band, and the distance between two bands, in characters.
  static let shimmerBand = 2
  static let shimmerPeriod = 8

  /// Draws text as a skeleton: spaces and line breaks stay, every other character becomes `░`,
  /// or `▓` where the shimmer's band is at this phase.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - phase: The shimmer's phase; each step moves the band one character on.
  /// - Returns: The skeleton.
  static func skeleton(of text: String, phase: Int) -> String {
    var result = ""
    var column = 0
    for character in text {
      if character == "\n" {
        result.append(character)
        column = 0
        continue
      }
      defer { column += 1 }
      if character == " " {
        result.append(character)
        continue
      }
      let position = ((column - phase) % shimmerPeriod + shimmerPeriod) % shimmerPeriod
      result.append(position < shimmerBand ? "▓" : "░")
    }
    return result
  }

  /// The size the component's ``ContentLayoutMode`` gives, measuring the content view when the
  /// mode measures.
  ///
  /// - Parameter layoutAttributes: The attributes the layout proposes.
  /// - Returns: The attributes with the component's size.
  override public func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    HostedContent.preferredAttributes(of: component, in: hosted, fitting: layoutAttributes)
  }
}

/// A header, footer, item badge or decoration view that hosts a component's content view.
///
/// A badge the layout places at an item whose component attaches none of its kind (a
/// repeated group's item, `ListSection(id:repeating:group:)`) shows nothing: no component and
/// no content, an empty text, as UIKit's badges hide.
@MainActor
public final class ComponentSupplementaryView: CollectionReusableView {
  /// The content view and its coordinator.
  var hosted: HostedContent?

  /// The component shown.
  public private(set) var component: AnyComponent?

  /// The content view, once a component was shown.
  public var content: ComponentView? { hosted?.view }

  /// Creates an empty view.
  public required init() {
    super.init()
  }

  /// The controller that rendered into it last: the one that may render into it again.
  var owner: ObjectIdentifier?

  /// Shows a component, reusing the content view when it was made for the component's reuse key.
  ///
  /// - Parameters:
  ///   - component: The component.
  ///   - owner: The controller that renders it.
  func show(_ component: AnyComponent, by owner: ObjectIdentifier) {
    self.owner = owner
    self.component = component
    hosted = HostedContent.showing(component, in: hosted)
  }

  /// Shows nothing: no component, no content view.
  ///
  /// - Parameter owner: The controller that empties it.
  func showNothing(by owner: ObjectIdentifier) {
    self.owner = owner
    component = nil
    hosted = nil
    text = ""
  }

  /// The content view's text.
  override public func render() -> String {
    hosted?.view.render() ?? text
  }

  /// The size the component's ``ContentLayoutMode`` gives, measuring the content view when the
  /// mode measures: how a self-sizing header or footer sizes itself when its controller does not.
  ///
  /// - Parameter layoutAttributes: The attributes the layout proposes.
  /// - Returns: The attributes with the component's size.
  override public func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    HostedContent.preferredAttributes(of: component, in: hosted, fitting: layoutAttributes)
  }
}
