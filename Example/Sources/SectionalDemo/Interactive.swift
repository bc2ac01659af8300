import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal settings before raw mode, for the signal handler to restore.
nonisolated(unsafe) private var originalTerminal = termios()

/// The bytes that clear the alternate screen, leave it and show the cursor again.
///
/// The screen is cleared with the cursor at the top first: a terminal resized while the
/// alternate screen was up may otherwise carry its lower lines over to the normal screen (tmux
/// does, for the lines below the old height).
///
/// Globals are initialized lazily: ``InteractiveMode/run(options:)`` reads both before it
/// installs the handler, which then only touches initialized memory.
private let restoreSequence: [UInt8] = Array(
  "\u{1B}[H\u{1B}[J\u{1B}[?25h\u{1B}[?1049l".utf8)

/// Restores the terminal and exits; installed for SIGINT and SIGTERM.
///
/// Only async-signal-safe calls: `tcsetattr`, `write` and `_exit`, on state prepared beforehand.
private func restoreTerminalAndExit(_ signal: Int32) {
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &originalTerminal)
  _ = restoreSequence.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  _exit(128 + signal)
}

/// The interactive mode: raw terminal input, a full-screen redraw after every key and after
/// every resize of the terminal.
@MainActor
public enum InteractiveMode {
  /// Whether standard input is a terminal, so that the interactive mode can run.
  public static var standardInputIsTerminal: Bool {
    isatty(STDIN_FILENO) == 1
  }

  /// Runs the demo in the terminal until `q`, Ctrl-C, Ctrl-D or the end of input, starting on
  /// the screen `--screen` names; tab switches screens.
  ///
  /// The frame fills the terminal's width and, unless `--rows` fixes it, its height; when the
  /// terminal is resized (SIGWINCH), it is laid out again at the new size and redrawn.
  ///
  /// - Parameter options: The first screen, the seed, and the rows (the terminal's height when
  ///   not given).
  /// - Returns: The exit status: 0, or 1 when the terminal cannot be put in raw mode.
  public static func run(options: DemoOptions) -> Int32 {
    guard tcgetattr(STDIN_FILENO, &originalTerminal) == 0 else {
      writeError("sectional-demo: cannot read the terminal settings; try --script")
      return 1
    }
    var raw = originalTerminal
    // Keep ISIG, so that Ctrl-C raises SIGINT and the handler restores the terminal.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    _ = restoreSequence.count
    signal(SIGINT, restoreTerminalAndExit)
    signal(SIGTERM, restoreTerminalAndExit)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      writeError("sectional-demo: cannot switch the terminal to raw mode; try --script")
      return 1
    }
    output("\u{1B}[?1049h\u{1B}[?25l")
    defer {
      _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &originalTerminal)
      output(String(decoding: restoreSequence, as: UTF8.self))
      signal(SIGINT, SIG_DFL)
      signal(SIGTERM, SIG_DFL)
    }

    let resizeSignal = ResizeSignal()
    defer { resizeSignal?.cancel() }
    var size = terminalSize()
    let session = DemoSession(screen: options.screen, seed: options.seed)
    InteractiveFrame.fit(session, to: size, rows: options.rows)
    var status = summary(of: session.takeStep(), command: "start")
    while true {
      draw(session.current, status: status, size: size)
      // While the screen changes with time (a shimmer, a page on its way), the timer ticks.
      let timeout: Int32 = session.current.wantsTicks ? tickMilliseconds : -1
      switch waitForInput(resizeSignal: resizeSignal, timeout: timeout) {
      case .tick:
        let step = session.perform(.wait(1))
        if !step.batches.isEmpty || !step.events.isEmpty {
          status = summary(of: step, command: "time passes")
        }
      case .resize:
        size = terminalSize()
        InteractiveFrame.fit(session, to: size, rows: options.rows)
        status = summary(
          of: session.takeStep(), command: "resized to \(size.columns)×\(size.rows)")
      case .key:
        guard let key = readKey() else { return 0 }
        guard let command = key.command else {
          status = ["unknown key \(key.label): press q to quit, or see --help"]
          continue
        }
        if command == .quit { return 0 }
        status = summary(of: session.perform(command), command: command.name)
      }
    }
  }

  // MARK: Drawing

  /// Draws the frame over the previous one, from the top left, without scrolling the terminal.
  ///
  /// Every line is written over, so nothing of a frame drawn at another size stays: a line
  /// shorter than the terminal is cleared to its end (a full-width one is not, as a terminal may
  /// erase its last character when the cursor waits there to wrap), and the rows below the
  /// frame are cleared.
  private static func draw(_ screen: any DemoScreen, status: [String], size: TerminalSize) {
    let errors = screen.takeNewViewErrors().map { "view error: \($0)" }
    let lines = InteractiveFrame.lines(for: screen, status: status + errors, width: size.columns)
      .prefix(size.rows)
    var text = "\u{1B}[H"
    text += lines.map { $0.count < size.columns ? $0 + "\u{1B}[K" : $0 }
      .joined(separator: "\r\n")
    if lines.count < size.rows {
      // The rest of the screen, from the start of the next line.
      text += "\r\n\u{1B}[J"
    }
    output(text)
  }

  private static func summary(of step: ScreenStep, command: String) -> [String] {
    let batches =
      step.batches.isEmpty
      ? "no batch"
      : step.batches.map { $0.description.replacingOccurrences(of: "\n", with: "; ") }
        .joined(separator: " | ")
    var lines = ["\(command): \(batches)"]
    if !step.events.isEmpty {
      lines.append(step.events.joined(separator: " · "))
    }
    return lines
  }

  // MARK: Input

  /// What woke the input loop.
  private enum Input {
    /// A key, or the end of input, waits on standard input.
    case key
    /// The terminal was resized.
    case resize
    /// The timer's tick: no key within the timeout.
    case tick
  }

  /// The interactive mode's tick, in milliseconds.
  static let tickMilliseconds: Int32 = 150

  /// Waits until standard input has a byte (or ends), the terminal is resized, or `timeout`
  /// milliseconds pass (never, when negative).
  private static func waitForInput(resizeSignal: ResizeSignal?, timeout: Int32) -> Input {
    var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
    if let resizeSignal {
      descriptors.append(pollfd(fd: resizeSignal.fileDescriptor, events: Int16(POLLIN), revents: 0))
    }
    while true {
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready == 0 { return .tick }
      if ready < 0 {
        if errno == EINTR { continue }
        // Let the read report what is wrong with standard input.
        return .key
      }
      if descriptors.count > 1, descriptors[1].revents != 0, resizeSignal?.drain() == true {
        return .resize
      }
      if descriptors[0].revents != 0 { return .key }
    }
  }

  private struct Key {
    var bytes: [UInt8]

    var command: Command? {
      switch bytes {
      case [0x1B, 0x5B, 0x42], [0x1B, 0x4F, 0x42]: .down(1)
      case [0x1B, 0x5B, 0x41], [0x1B, 0x4F, 0x41]: .up(1)
      case [0x1B, 0x5B, 0x36, 0x7E]: .pageDown(1)
      case [0x1B, 0x5B, 0x35, 0x7E]: .pageUp(1)
      case [0x1B, 0x5B, 0x43], [0x1B, 0x4F, 0x43]: .right(1)
      case [0x1B, 0x5B, 0x44], [0x1B, 0x4F, 0x44]: .left(1)
      case [0x1B, 0x5B, 0x48], [0x1B, 0x4F, 0x48], [0x1B, 0x5B, 0x31, 0x7E],
        [0x1B, 0x5B, 0x37, 0x7E]:
        .home
      case [0x1B, 0x5B, 0x46], [0x1B, 0x4F, 0x46], [0x1B, 0x5B, 0x34, 0x7E],
        [0x1B, 0x5B, 0x38, 0x7E]:
        .end
      case [0x1B]: .cancel
      case [0x09]: .screen(nil)
      case [0x0D], [0x0A]: .select
      case [0x03], [0x04]: .quit
      case [0x20]: .pageDown(1)
      default:
        bytes.count == 1 ? Command.parse(String(UnicodeScalar(bytes[0]))) : nil
      }
    }

    var label: String {
      bytes.map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : "^\($0)" }.joined()
    }
  }

  /// Reads one key: a byte, or an escape sequence; `nil` at the end of input.
  private static func readKey() -> Key? {
    guard let first = readByte() else { return nil }
    var bytes = [first]
    // An escape sequence arrives at once; a lone Escape key does not continue.
    while bytes.first == 0x1B, bytes.count < 8, byteIsWaiting(milliseconds: 30),
      let next = readByte()
    {
      bytes.append(next)
      if bytes.count >= 3, (0x40...0x7E).contains(next) { break }
    }
    return Key(bytes: bytes)
  }

  private static func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }

  private static func byteIsWaiting(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// The terminal's size, or 80 × 24 when standard output reports none.
  private static func terminalSize() -> TerminalSize {
    TerminalSize.ofStandardOutput() ?? TerminalSize(columns: 80, rows: 24)
  }

  private static func output(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return write(STDOUT_FILENO, base + offset, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }

  private static func writeError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
