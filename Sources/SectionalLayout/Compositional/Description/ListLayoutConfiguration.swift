import Foundation

/// What a list section of a ``CompositionalLayout`` looks like: full-width rows of estimated
/// height, with optional header and footer (UIKit's `UICollectionLayoutListConfiguration`, for
/// layout; cell styling is the cells' business).
///
/// ```swift
/// var configuration = ListLayoutConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = CompositionalLayout { _, environment in
///   LayoutSection.list(using: configuration, layoutEnvironment: environment)
/// }
/// ```
///
/// UIKit does not document its list metrics, which depend on the device and text size; these
/// are Sectional's, close to an iPhone's at the default text size: rows 44 points tall until
/// measured, headers and footers 28 (plain) or 38 (grouped) until measured, grouped sections
/// 16 points apart from their neighbours' content.
public struct ListLayoutConfiguration: Hashable, Sendable {
  /// The overall look of a list section.
  public enum Appearance: Hashable, Sendable {
    /// Rows edge to edge, headers pinned to the top while their section is visible.
    case plain

    /// Rows edge to edge in sections separated by space; headers scroll with their section.
    case grouped

    /// Grouped, and inset from the edges by the view's layout margins.
    case insetGrouped
  }

  /// Whether a section shows a header, and how.
  public enum HeaderMode: Hashable, Sendable {
    /// No header.
    case none

    /// A supplementary view of kind ``ElementKind/header``.
    case supplementary

    /// The first item of the section is its header: laid out as a row like the others.
    case firstItemInSection
  }

  /// Whether a section shows a footer.
  public enum FooterMode: Hashable, Sendable {
    /// No footer.
    case none

    /// A supplementary view of kind ``ElementKind/footer``.
    case supplementary
  }

  /// The overall look.
  public var appearance: Appearance

  /// Whether sections show a header; none by default.
  public var headerMode = HeaderMode.none

  /// Whether sections show a footer; none by default.
  public var footerMode = FooterMode.none

  /// The height of a row: an estimate of 44 points by default, so rows size themselves.
  public var rowHeight = LayoutDimension.estimated(44)

  /// The space between rows; none by default (separators are drawn by the cells).
  public var rowSpacing: CGFloat = 0

  /// Creates a configuration of an appearance.
  ///
  /// - Parameter appearance: The overall look.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}

extension LayoutSection {
  /// A list section: one full-width row per item, with the header and footer the configuration
  /// asks for (UIKit's `list(using:layoutEnvironment:)`).
  ///
  /// - Parameters:
  ///   - configuration: The look of the list.
  ///   - layoutEnvironment: The environment, as a section provider receives it; unused, kept for
  ///     the shape of UIKit's call.
  /// - Returns: The section's description.
  public static func list(
    using configuration: ListLayoutConfiguration, layoutEnvironment: LayoutEnvironment? = nil
  ) -> LayoutSection {
    let row = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: configuration.rowHeight))
    var group = LayoutGroup.vertical(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: configuration.rowHeight),
      subitems: [row])
    group.interItemSpacing = .fixed(configuration.rowSpacing)
    var section = LayoutSection(group: group)
    section.interGroupSpacing = configuration.rowSpacing
    let isPlain = configuration.appearance == .plain
    let boundaryHeight = LayoutDimension.estimated(isPlain ? 28 : 38)
    if configuration.headerMode == .supplementary {
      var header = BoundarySupplementaryItem(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: boundaryHeight),
        elementKind: .header, alignment: .top)
      header.pinToVisibleBounds = isPlain
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        BoundarySupplementaryItem(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: boundaryHeight),
          elementKind: .footer, alignment: .bottom))
    }
    switch configuration.appearance {
    case .plain:
      section.contentInsetsReference = .none
    case .grouped:
      section.contentInsetsReference = .none
      section.contentInsets = DirectionalEdgeInsets(top: 16, bottom: 16)
    case .insetGrouped:
      section.contentInsetsReference = .layoutMargins
      section.contentInsets = DirectionalEdgeInsets(top: 16, bottom: 16)
    }
    return section
  }
}
