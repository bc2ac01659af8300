// swift-tools-version: 6.0

import Foundation
import PackageDescription

// Internal invariant checks (`_checkInvariants()`), compiled in when the environment variable
// SECTIONAL_INTERNAL_CHECKS is 1, as `.ci/run` sets it for the test run. They trap on a broken
// invariant of a layer, so they are never on for users.
let internalChecks: [SwiftSetting] =
  ProcessInfo.processInfo.environment["SECTIONAL_INTERNAL_CHECKS"] == "1"
  ? [.define("SECTIONAL_INTERNAL_CHECKS")] : []

let package = Package(
  name: "Sectional",
  products: [
    .library(name: "Sectional", targets: ["Sectional"]),
    .library(name: "SectionalTesting", targets: ["SectionalTesting"]),
    .executable(name: "sectional-demo", targets: ["sectional-demo"]),
  ],
  dependencies: [],
  targets: [
    // The layers, lowest first; each imports only the layers below it (docs/ARCHITECTURE.md).
    // Diffing and Layout stand on nothing and not on each other.
    .target(name: "SectionalDiffing", swiftSettings: internalChecks),
    .target(name: "SectionalLayout", swiftSettings: internalChecks),
    .target(
      name: "SectionalCollectionView", dependencies: ["SectionalDiffing", "SectionalLayout"],
      swiftSettings: internalChecks),
    // Section controllers and the adapter that drives them: one module, whose two folders keep
    // the controllers below the adapter.
    .target(
      name: "SectionalAdapter", dependencies: ["SectionalCollectionView"],
      swiftSettings: internalChecks),
    .target(
      name: "SectionalDeclarative", dependencies: ["SectionalAdapter"],
      swiftSettings: internalChecks),
    // What a user imports: every layer, and the documentation catalog.
    .target(
      name: "Sectional",
      dependencies: [
        "SectionalDiffing", "SectionalLayout", "SectionalCollectionView", "SectionalAdapter",
        "SectionalDeclarative",
      ]),
    .target(name: "SectionalTesting", dependencies: ["Sectional"]),
    // The seeded generator of the tests, the benchmarks and the demo; not a product.
    .target(name: "SeededRandom"),
    .target(
      name: "SectionalDemo",
      dependencies: ["Sectional", "SeededRandom"],
      path: "Example/Sources/SectionalDemo"
    ),
    .executableTarget(
      name: "sectional-demo",
      dependencies: ["SectionalDemo"],
      path: "Example/Sources/sectional-demo"
    ),
    .testTarget(
      name: "SectionalTests", dependencies: ["Sectional", "SectionalTesting", "SeededRandom"]),
    // Golden snapshot files sit beside the tests that check them (SectionalTesting's
    // expectSnapshot); they are data, not sources.
    .testTarget(
      name: "SectionalTestingTests", dependencies: ["SectionalTesting"], exclude: ["__Snapshots__"]
    ),
    // Imports Sectional without @testable: a collection view backend written in another module.
    .testTarget(name: "CollectionViewConformanceTests", dependencies: ["Sectional"]),
    .testTarget(
      name: "ExampleTests",
      dependencies: ["SectionalDemo", "Sectional", "SectionalTesting", "SeededRandom"],
      path: "Example/Tests/ExampleTests",
      exclude: ["Golden", "__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
