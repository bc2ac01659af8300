// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "SectionalBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Sectional", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "sectional-bench",
      dependencies: [.product(name: "Sectional", package: "Sectional")]
    )
  ],
  swiftLanguageModes: [.v6]
)
