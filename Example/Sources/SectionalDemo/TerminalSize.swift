#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal, in character cells.
public struct TerminalSize: Equatable, Sendable {
  /// The number of columns.
  public var columns: Int

  /// The number of rows (lines).
  public var rows: Int

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - columns: The number of columns.
  ///   - rows: The number of rows.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size of the terminal on standard output, read with `ioctl(TIOCGWINSZ)`; `nil` when
  /// standard output is not a terminal or reports no size.
  public static func ofStandardOutput() -> TerminalSize? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
