// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "SectionalBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Sectional", path: "..")
  ],
  targets: [
    // A symbolic link to the root package's Sources/SeededRandom: one SplitMix64 for the tests,
    // the demo and the benchmarks, without making it a product of the library's package. (Target
    // names must be unique across the package graph, hence another name.)
    .target(name: "BenchmarkRandom"),
    .executableTarget(
      name: "sectional-bench",
      dependencies: [.product(name: "Sectional", package: "Sectional"), "BenchmarkRandom"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
