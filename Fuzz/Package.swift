// swift-tools-version: 6.0

import PackageDescription

// libFuzzer targets for Sectional, in their own package so that the library's package stays lean.
// Build and run them with `Fuzz/run`; each target is an executable whose `main` is libFuzzer's.
let package = Package(
  name: "SectionalFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Sectional", path: "..")
  ],
  targets: [
    // What every target shares: reading values from the fuzzer's bytes.
    .target(name: "FuzzInput", dependencies: ["FuzzDriver"]),
    // libFuzzer's driver entry point, declared for Swift.
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "fuzz-listdiff",
      dependencies: [.product(name: "Sectional", package: "Sectional"), "FuzzInput"]
    ),
    .executableTarget(
      name: "fuzz-validation",
      dependencies: [.product(name: "Sectional", package: "Sectional"), "FuzzInput"]
    ),
    .executableTarget(
      name: "fuzz-adapter",
      dependencies: [.product(name: "Sectional", package: "Sectional"), "FuzzInput"]
    ),
    .executableTarget(
      name: "fuzz-declarative",
      dependencies: [.product(name: "Sectional", package: "Sectional"), "FuzzInput"]
    ),
    .executableTarget(
      name: "fuzz-compositional",
      dependencies: [.product(name: "Sectional", package: "Sectional"), "FuzzInput"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
