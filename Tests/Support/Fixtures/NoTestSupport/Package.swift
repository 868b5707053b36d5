// swift-tools-version: 6.2
// A package as upstream's examples write theirs: each test target depends on its feature only,
// not on IssueReportingTestSupport. Its tests make one wrong assertion each, and
// `Tools/check-failing-tests` requires that both fail.
import Foundation
import PackageDescription

// A path dependency is known by the name of its folder, whatever a clone is called.
let core = URL(fileURLWithPath: Context.packageDirectory)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

let package = Package(
  name: "NoTestSupport",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: core.path)],
  targets: [
    .target(
      name: "Game",
      dependencies: [.product(name: "ComposableArchitecture", package: core.lastPathComponent)]
    ),
    .testTarget(name: "GameXCTests", dependencies: ["Game"]),
    .testTarget(name: "GameSwiftTests", dependencies: ["Game"]),
  ],
  swiftLanguageModes: [.v6]
)
