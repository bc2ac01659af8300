import Sectional

/// One screen of the demo: a collection view driven by an adapter, which performs commands and
/// draws itself as text.
///
/// ``DemoSession`` shows one screen at a time; the script and interactive modes talk to screens
/// only through this protocol.
@MainActor
public protocol DemoScreen: AnyObject {
  /// The screen's name, as `--screen` and the `screen` command spell it.
  var name: ScreenName { get }

  /// The headless collection view the adapter drives.
  var collectionView: HeadlessCollectionView { get }

  /// Every diagnostic the adapter reported.
  var diagnostics: [Diagnostic] { get }

  /// Every diagnostic the screen's layout reported about a section's description.
  var layoutDiagnostics: [CompositionalLayoutDiagnostic] { get }

  /// Performs a command and returns what it did.
  ///
  /// - Parameter command: The command; ``Command/quit`` and ``Command/screen(_:)`` do nothing
  ///   here (the session handles them).
  /// - Returns: The batches applied and the events logged since the previous step.
  @discardableResult
  func perform(_ command: Command) -> ScreenStep

  /// Returns the batches and events gathered since the last call (the first call: the setup's).
  func takeStep() -> ScreenStep

  /// Changes the size of the screen, as when the terminal is resized; what that does is in the
  /// next ``takeStep()``.
  ///
  /// - Parameters:
  ///   - rows: The viewport's new height, in rows.
  ///   - width: The frame's width less four columns (the box and the cursor marks), as for the
  ///     watchlist's rows.
  func resize(rows: Int, width: Int)

  /// The visible window as text, in a box whose bottom border shows the scroll position.
  func frame() -> [String]

  /// The counters of the screen's reuse pools, one line each.
  func reuseCounts() -> [String]

  /// Errors the headless view reported since the last call.
  func takeNewViewErrors() -> [CollectionViewError]

  /// Whether time passing changes the screen (a shimmer, a page on its way), so that the
  /// interactive mode ticks its timer; `false` unless the screen says so.
  var wantsTicks: Bool { get }
}

extension DemoScreen {
  /// None: a layout that reports no diagnostics.
  public var layoutDiagnostics: [CompositionalLayoutDiagnostic] { [] }

  /// `false`: the screen changes only with commands.
  public var wantsTicks: Bool { false }
}
