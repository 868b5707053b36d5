// What a test target of an app on the kit depends on, alone: the kit, and the test support
// that lets a failed assertion (a wrong frame, an unasserted state change) fail the test under
// Swift Testing and XCTest. Without that support linked into the test target, IssueReporting
// cannot fail a Swift Testing test, and the run stops at the first wrong frame.
//
// ```swift
// // `kit`: this package's identity, the last part of the URL or path it is added by.
// .testTarget(
//   name: "MyAppTests",
//   dependencies: ["MyApp", .product(name: "TerminalUITesting", package: kit)])
// ```
@_exported import ComposableArchitecture
@_exported import TerminalUI
