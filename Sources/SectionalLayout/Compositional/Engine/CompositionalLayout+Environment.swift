import Foundation

extension CompositionalLayout {
  /// Everything outside the section descriptions that frames depend on: when it changes, every
  /// section is laid out again.
  struct PreparedEnvironment: Equatable {
    var container: PixelSize
    var boundsSize: CGSize
    var grid: PixelGrid
    var scrollAxis: LayoutAxis
    var layoutDirection: LayoutDirection
    var safeAreaInsets: LayoutInsets
    var layoutMargins: LayoutInsets
    var configuration: CompositionalLayoutConfiguration

    @MainActor
    init(content: any LayoutContent, configuration: CompositionalLayoutConfiguration) {
      grid = PixelGrid(scale: content.displayScale)
      boundsSize = content.bounds.size
      container = Self.pixelSize(of: content.bounds.size, grid: grid)
      scrollAxis = configuration.scrollDirection == .vertical ? .vertical : .horizontal
      layoutDirection = content.layoutDirection
      safeAreaInsets = content.safeAreaInsets
      layoutMargins = content.layoutMargins
      self.configuration = configuration
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.container == rhs.container && lhs.grid.scale == rhs.grid.scale
        && lhs.scrollAxis == rhs.scrollAxis && lhs.layoutDirection == rhs.layoutDirection
        && lhs.safeAreaInsets == rhs.safeAreaInsets && lhs.layoutMargins == rhs.layoutMargins
        && lhs.configuration == rhs.configuration
    }

    /// A size in whole pixels, floored; what is not finite or negative is zero.
    static func pixelSize(of size: CGSize, grid: PixelGrid) -> PixelSize {
      func length(_ value: CGFloat) -> Int {
        value.isFinite && value > 0 ? grid.pixels(flooring: value) : 0
      }
      return PixelSize(width: length(size.width), height: length(size.height))
    }

    /// The spacing between sections, in pixels.
    var interSectionSpacing: Int {
      let spacing = configuration.interSectionSpacing
      return spacing.isFinite && spacing > 0 ? grid.pixels(spacing) : 0
    }

    /// The environment a section provider sees: the bounds, and the insets of the
    /// configuration's reference.
    var layoutEnvironment: LayoutEnvironment {
      let insets = referenceInsets(configuration.contentInsetsReference)
      return LayoutEnvironment(
        containerSize: boundsSize,
        contentInsets: DirectionalEdgeInsets(
          top: grid.points(insets.top), leading: grid.points(insets.leading),
          bottom: grid.points(insets.bottom), trailing: grid.points(insets.trailing)),
        displayScale: grid.scale, layoutDirection: layoutDirection)
    }

    /// The insets a reference measures from, in pixels, leading and trailing in the layout
    /// direction.
    func referenceInsets(_ reference: ContentInsetsReference) -> (
      top: Int, leading: Int, bottom: Int, trailing: Int
    ) {
      let resolved: ContentInsetsReference =
        reference == .automatic
        ? (configuration.contentInsetsReference == .automatic
          ? .safeArea : configuration.contentInsetsReference)
        : reference
      let insets: LayoutInsets
      switch resolved {
      case .none, .automatic: insets = .zero
      case .safeArea: insets = safeAreaInsets
      case .layoutMargins, .readableContent: insets = layoutMargins
      }
      func pixels(_ value: CGFloat) -> Int { value.isFinite && value > 0 ? grid.pixels(value) : 0 }
      let isRightToLeft = layoutDirection == .rightToLeft
      var result = (
        top: pixels(insets.top), leading: pixels(isRightToLeft ? insets.right : insets.left),
        bottom: pixels(insets.bottom), trailing: pixels(isRightToLeft ? insets.left : insets.right)
      )
      if resolved == .readableContent {
        let readable = grid.pixels(CompositionalLayout.readableContentWidth)
        if scrollAxis == .vertical {
          let extra = max(0, container.width - result.leading - result.trailing - readable) / 2
          result.leading += extra
          result.trailing += extra
        } else {
          let extra = max(0, container.height - result.top - result.bottom - readable) / 2
          result.top += extra
          result.bottom += extra
        }
      }
      return result
    }

    /// What the solver needs to lay out one section.
    @MainActor
    func solverContext(
      section: Int, itemCount: Int, reference: ContentInsetsReference, content: any LayoutContent
    ) -> CompositionalSectionSolver.Context {
      let insets = referenceInsets(reference)
      let isVertical = scrollAxis == .vertical
      return CompositionalSectionSolver.Context(
        section: section, itemCount: itemCount, container: container, grid: grid,
        scrollAxis: scrollAxis,
        referenceInsetBefore: isVertical ? insets.leading : insets.top,
        referenceInsetAfter: isVertical ? insets.trailing : insets.bottom,
        layoutDirection: layoutDirection, content: content)
    }
  }
}
