// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "Sectional",
  products: [
    .library(name: "Sectional", targets: ["Sectional"])
  ],
  dependencies: [],
  targets: [
    .target(name: "Sectional"),
    .testTarget(name: "SectionalTests", dependencies: ["Sectional"]),
  ],
  swiftLanguageModes: [.v6]
)
