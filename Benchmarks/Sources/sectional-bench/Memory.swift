#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The resident memory of one benchmark case: its peak, and how far the peak rose above the
/// resident set at the start of the case.
///
/// On Linux, `start()` returns the allocator's free memory to the system (`malloc_trim`), reads
/// the resident set (`VmRSS` in `/proc/self/status`) and resets the process's high-water mark by
/// writing `5` to `/proc/self/clear_refs`; `finish()` reads the high-water mark (`VmHWM`). So the
/// peak is the largest resident set while the case ran: the inputs built before it, everything
/// else the process still holds, and the case's own working memory, which is the growth.
///
/// Where the high-water mark cannot be reset (other platforms, where it is `ru_maxrss` from
/// `getrusage`, or a `/proc` that refuses the write), it only counts for a case that raised it;
/// otherwise the peak is unknown and reported as `n/a`. The growth needs the resident set at the
/// start, which is only read on Linux.
struct MemoryUsage {
  /// The peak resident set while the case ran, in bytes.
  var peakBytes: Int?
  /// The peak minus the resident set when the case started, in bytes.
  var growthBytes: Int?

  /// The fields appended to a `BENCH` line: `peak_mb=<MiB> growth_mb=<MiB>`, or `n/a`.
  var fields: String {
    "peak_mb=\(formatMebibytes(peakBytes)) growth_mb=\(formatMebibytes(growthBytes))"
  }

  /// Starts measuring a case: call before its first run, then `finish()` after its last.
  static func start() -> MemoryProbe {
    returnFreeMemory()
    let startBytes = residentBytes()
    let isReset = resetHighWaterMark()
    return MemoryProbe(
      startBytes: startBytes, highWaterMarkBefore: highWaterMarkBytes(), isReset: isReset)
  }
}

/// A case being measured: what `MemoryUsage.start()` read before it.
struct MemoryProbe {
  let startBytes: Int?
  let highWaterMarkBefore: Int?
  let isReset: Bool

  func finish() -> MemoryUsage {
    guard let highWaterMark = MemoryUsage.highWaterMarkBytes() else { return MemoryUsage() }
    // A high-water mark that was not reset is the case's own only if the case raised it.
    let raised = highWaterMarkBefore.map { highWaterMark > $0 } ?? false
    guard isReset || raised else { return MemoryUsage() }
    return MemoryUsage(
      peakBytes: highWaterMark, growthBytes: startBytes.map { highWaterMark - $0 })
  }
}

extension MemoryUsage {
  /// The process's resident set now, in bytes, where the platform tells it cheaply.
  static func residentBytes() -> Int? {
    #if os(Linux)
      return statusField("VmRSS:")
    #else
      return nil
    #endif
  }

  /// The process's peak resident set since it started or since the last reset, in bytes.
  static func highWaterMarkBytes() -> Int? {
    #if os(Linux)
      return statusField("VmHWM:")
    #elseif canImport(Darwin)
      var usage = rusage()
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      return nil
    #endif
  }

  /// Resets the peak resident set to the current one; false where that is not possible.
  static func resetHighWaterMark() -> Bool {
    #if os(Linux)
      let descriptor = open("/proc/self/clear_refs", O_WRONLY)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      var command: UInt8 = 0x35  // "5": reset the peak resident set size
      return write(descriptor, &command, 1) == 1
    #else
      return false
    #endif
  }

  /// Hands the allocator's free pages back to the system.
  ///
  /// So memory freed by earlier cases does not count as resident in later ones. `malloc_trim` is
  /// a glibc extension, looked up at run time since Swift does not import `malloc.h`.
  static func returnFreeMemory() {
    #if os(Linux)
      typealias Trim = @convention(c) (Int) -> Int32
      guard let handle = dlopen(nil, RTLD_NOW) else { return }
      defer { dlclose(handle) }
      guard let symbol = dlsym(handle, "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }

  #if os(Linux)
    /// A `kB` field of `/proc/self/status`, such as `VmHWM:`, in bytes.
    private static func statusField(_ name: String) -> Int? {
      let descriptor = open("/proc/self/status", O_RDONLY)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        bytes += buffer[..<count]
      }
      let text = String(decoding: bytes, as: UTF8.self)
      for line in text.split(separator: "\n") {
        // "VmHWM:\t  123456 kB"
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if fields.count == 3, fields[0] == name, fields[2] == "kB", let kibibytes = Int(fields[1]) {
          return kibibytes * 1_024
        }
      }
      return nil
    }
  #endif
}

/// Bytes as mebibytes with one decimal, or `n/a`.
func formatMebibytes(_ bytes: Int?) -> String {
  guard let bytes else { return "n/a" }
  let tenths = Int((Double(bytes) / 1_048_576 * 10).rounded())
  let sign = tenths < 0 ? "-" : ""
  return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
}
