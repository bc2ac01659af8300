import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGWINCH, the signal a terminal sends when it is resized, into a file descriptor that
/// the interactive mode's input loop polls along with standard input.
///
/// The signal arrives on a Dispatch signal source. Its handler cannot run on the main queue: the
/// main thread sits in `poll` waiting for a key and never drains that queue. It runs on a queue
/// of its own instead, and only writes a byte to a pipe; the loop sees the pipe's read end
/// become readable, calls ``drain()`` and redraws at the new size.
final class ResizeSignal {
  /// The pipe's read end: readable once the terminal was resized.
  let fileDescriptor: Int32

  private let source: any DispatchSourceSignal

  /// Starts listening for SIGWINCH, or returns `nil` when no pipe can be made.
  init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    // Neither end blocks: a burst of resizes cannot stall the handler, nor draining the loop.
    for end in [readEnd, writeEnd] {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    fileDescriptor = readEnd
    // Ignored rather than handled: the source alone observes the signal.
    signal(SIGWINCH, SIG_IGN)
    source = DispatchSource.makeSignalSource(
      signal: SIGWINCH, queue: DispatchQueue(label: "sectional-demo.resize"))
    source.setEventHandler(handler: Self.wakeUp(writingTo: writeEnd))
    source.setCancelHandler(handler: Self.closing(readEnd, writeEnd))
    source.resume()
  }

  /// Reads every pending wake-up, so that the pipe is quiet until the next resize.
  ///
  /// - Returns: Whether the terminal was resized since the last call.
  func drain() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 64)
    var resized = false
    while buffer.withUnsafeMutableBytes({ read(fileDescriptor, $0.baseAddress, $0.count) }) > 0 {
      resized = true
    }
    return resized
  }

  /// Stops listening: SIGWINCH gets its default action back, and the pipe is closed once the
  /// source's handler can no longer run.
  func cancel() {
    source.cancel()
    signal(SIGWINCH, SIG_DFL)
  }

  /// The source's handler, which writes one byte into the pipe.
  ///
  /// It is made outside any actor, since it runs on the source's queue.
  private static func wakeUp(writingTo writeEnd: Int32) -> @Sendable () -> Void {
    {
      var byte: UInt8 = 1
      _ = write(writeEnd, &byte, 1)
    }
  }

  /// The source's cancel handler, which runs after its last event handler: closes the pipe.
  private static func closing(_ readEnd: Int32, _ writeEnd: Int32) -> @Sendable () -> Void {
    {
      _ = close(readEnd)
      _ = close(writeEnd)
    }
  }
}
