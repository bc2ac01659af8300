// The `sectional-demo` executable: picks a mode and hands over to SectionalDemo.
import Foundation
import SectionalDemo

let options: DemoOptions
do {
  options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}

if options.showHelp {
  print(DemoOptions.help)
} else if options.scriptPath == nil && InteractiveMode.standardInputIsTerminal {
  exit(InteractiveMode.run(options: options))
} else {
  exit(ScriptMode.runFromCommandLine(options: options))
}
