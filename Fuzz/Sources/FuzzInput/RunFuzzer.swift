import Foundation
import FuzzDriver

/// Runs libFuzzer with the process's command line, calling `testOneInput` on every input, and
/// exits with libFuzzer's status.
///
/// - Parameter testOneInput: The fuzz target: the input's bytes and their count; returns 0.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt)
  -> Never
{
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
}
