// swift-tools-version: 6.2
// Apps on the terminal kit as an outside package writes them: they depend on the kit and the
// core only, and their tests on the kit's testing product only. `FirstApp` is the kit catalog's
// first app (a counter; its articles quote this code), `Pantry` a filtered list and a text field,
// `Reading` a sorted table and a text area,
// `Uptime` a timer started at launch for the app's lifetime, `Pomodoro` a
// countdown, a widget of its own written on the kit.
// Their tests use the kit's test store; one asserts a wrong frame on purpose and one leaves a
// frame to be recorded, and `Tools/check-failing-tests` requires that the first fails and the
// second is written into its source.
import Foundation
import PackageDescription

// A path dependency is known by the name of its folder, whatever a clone is called.
let core = URL(fileURLWithPath: Context.packageDirectory)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

let kit: [Target.Dependency] = [
  .product(name: "ComposableArchitecture", package: core.lastPathComponent),
  .product(name: "TerminalUI", package: core.lastPathComponent),
]
// An executable's `main` is TerminalOptions.main.
let kitMain: [Target.Dependency] = [
  .product(name: "TerminalOptions", package: core.lastPathComponent)
]
// A test target needs the kit's testing product alone: the kit and its test support.
let kitTesting: [Target.Dependency] = [
  .product(name: "TerminalUITesting", package: core.lastPathComponent)
]

let package = Package(
  name: "KitUser",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: core.path)],
  targets: [
    .target(name: "FirstApp", dependencies: kit),
    .executableTarget(name: "first-app", dependencies: ["FirstApp"] + kitMain),
    .testTarget(name: "FirstAppTests", dependencies: ["FirstApp"] + kitTesting),
    .testTarget(name: "WrongFrameTests", dependencies: ["FirstApp"] + kitTesting),
    .testTarget(name: "RecordingTests", dependencies: ["FirstApp"] + kitTesting),
    .target(name: "Pantry", dependencies: kit),
    .testTarget(name: "PantryTests", dependencies: ["Pantry"] + kitTesting),
    .target(name: "Reading", dependencies: kit),
    .testTarget(name: "ReadingTests", dependencies: ["Reading"] + kitTesting),
    .target(name: "Uptime", dependencies: kit),
    .executableTarget(name: "uptime-app", dependencies: ["Uptime"] + kitMain),
    .testTarget(name: "UptimeTests", dependencies: ["Uptime"] + kitTesting),
    .target(name: "Pomodoro", dependencies: kit),
    .executableTarget(name: "pomodoro-app", dependencies: ["Pomodoro"] + kitMain),
    .testTarget(name: "PomodoroTests", dependencies: ["Pomodoro"] + kitTesting),
  ],
  swiftLanguageModes: [.v6]
)
