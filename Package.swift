// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// `PRIMETIME_OPTIMIZED_CORE=1`, as `Tools/test` (and so CI) sets it, compiles the core and Sharing
/// with `-O` in a debug build, so that every test runs against an optimized core: what only an
/// optimizer would show (an observer reading a store mid-reduction, a nested shared write) shows
/// without a release build of every test target. Off by default: a package that depends on this
/// one by version may not use unsafe flags.
let optimizedCore: [SwiftSetting] =
  Context.environment["PRIMETIME_OPTIMIZED_CORE"] == "1" ? [.unsafeFlags(["-O"])] : []

let package = Package(
  name: "PrimeTime",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "primetime", targets: ["primetime"]),
    .executable(name: "checklists", targets: ["ChecklistsCommand"]),
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(name: "Sharing", targets: ["Sharing"]),
    .library(name: "PerceptionCore", targets: ["PerceptionCore"]),
    .library(name: "FileClient", targets: ["FileClient"]),
    .library(name: "FileLayer", targets: ["FileLayer"]),
    .library(name: "Primes", targets: ["Primes"]),
    .library(name: "PrimeClient", targets: ["PrimeClient"]),
    .library(name: "NthPrimeRequest", targets: ["NthPrimeRequest"]),
    .library(name: "Counter", targets: ["Counter"]),
    .library(name: "PrimeModal", targets: ["PrimeModal"]),
    .library(name: "FavoritePrimes", targets: ["FavoritePrimes"]),
    .library(name: "FavoritePrimesStorage", targets: ["FavoritePrimesStorage"]),
    .library(name: "TabA", targets: ["TabA"]),
    .library(name: "TabB", targets: ["TabB"]),
    .library(name: "TabC", targets: ["TabC"]),
    .library(name: "AppFeature", targets: ["AppFeature"]),
    .library(name: "Checklists", targets: ["Checklists"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    // The one dependency of an app's test target on the kit: the kit and its test support.
    .library(name: "TerminalUITesting", targets: ["TerminalUITesting"]),
    // The kit's options and an app's whole `main` (TerminalOptions.main).
    .library(name: "TerminalOptions", targets: ["TerminalOptions"]),
    .library(name: "PrimeTimeTerminal", targets: ["PrimeTimeTerminal"]),
    .library(name: "ChecklistsTerminal", targets: ["ChecklistsTerminal"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    // Upstream's `Effect.debounce` and `Effect.throttle` take a Combine scheduler; on Linux
    // combine-schedulers' come with OpenCombine, which swift-dependencies builds already.
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // `swift package generate-documentation` (Tools/docs): the catalogs of the core and Sharing.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // Serving a kit app over SSH (TerminalServe): the protocol, its event loops, its keys.
    .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
  ],
  targets: [
    // The macros' expansions, a library their tests depend on; the macro target that the compiler
    // runs only names them. (A test target that depends on a macro target makes SwiftPM build the
    // whole test product, and every module under it, a second time for the host.)
    .target(
      name: "ComposableArchitectureMacros",
      dependencies: [
        .product(name: "SwiftBasicFormat", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ],
      path: "Modules/Core/ComposableArchitectureMacros"
    ),
    .macro(
      name: "ComposableArchitectureMacrosPlugin",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ],
      path: "Modules/Core/ComposableArchitectureMacrosPlugin"
    ),
    .target(name: "CComposableArchitecture", path: "Modules/Core/CComposableArchitecture"),
    // Reading, atomically replacing, locking and keeping aside files: under Sharing's file keys
    // and the file client.
    .target(name: "FileLayer", path: "Modules/Files/FileLayer"),
    // Perception's names for Observation (`withPerceptionTracking`, `Perceptible`), as upstream's
    // swift-perception spells them, so code and tests that import it compile here unchanged.
    .target(name: "PerceptionCore", path: "Modules/Core/PerceptionCore"),
    .target(
      name: "Sharing",
      dependencies: [
        "CComposableArchitecture",
        "FileLayer",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Modules/Core/Sharing",
      swiftSettings: optimizedCore
    ),
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "CComposableArchitecture",
        "ComposableArchitectureMacrosPlugin",
        "PerceptionCore",
        "Sharing",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OpenCombineShim", package: "OpenCombine"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      path: "Modules/Core/ComposableArchitecture",
      swiftSettings: optimizedCore
    ),
    .target(
      name: "FileClient",
      dependencies: [
        "FileLayer", "Sharing",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ],
      path: "Modules/Files/FileClient"
    ),
    .target(name: "Primes", path: "Modules/PrimeTime/Primes"),
    .target(
      name: "PrimeClient",
      dependencies: [
        "Primes",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ],
      path: "Modules/PrimeTime/PrimeClient"
    ),
    // The favorites' storage: the `.favoritePrimes` key, its file's rules and their errors, on
    // Sharing and FileClient, so Counter and PrimeModal hold the list without depending on the
    // Favorites feature.
    .target(
      name: "FavoritePrimesStorage",
      dependencies: [
        "FileClient", "Primes", "Sharing",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ],
      path: "Modules/PrimeTime/FavoritePrimesStorage"
    ),
    feature("NthPrimeRequest", in: "PrimeTime", dependencies: ["PrimeClient", "Primes"]),
    feature(
      "Counter", in: "PrimeTime",
      dependencies: ["FavoritePrimesStorage", "NthPrimeRequest", "PrimeModal", "Primes"]),
    feature("PrimeModal", in: "PrimeTime", dependencies: ["FavoritePrimesStorage", "Primes"]),
    feature(
      "FavoritePrimes", in: "PrimeTime",
      dependencies: ["FavoritePrimesStorage", "NthPrimeRequest", "Primes"]),
    feature("Checklists", in: "Checklists", dependencies: ["FileLayer"]),
    feature("TabA", in: "PrimeTime"),
    // The feed Activity and the Log each are: capped entries, cleared, the clear undone.
    feature("Feed", in: "PrimeTime"),
    feature("TabB", in: "PrimeTime", dependencies: ["Feed"]),
    feature("TabC", in: "PrimeTime", dependencies: ["Feed"]),
    feature(
      "AppFeature", in: "PrimeTime",
      dependencies: [
        "Counter", "FavoritePrimes", "FavoritePrimesStorage", "FileClient", "PrimeClient",
        "Primes", "TabA", "TabB", "TabC",
      ]
    ),
    .systemLibrary(name: "CNcursesw", path: "Modules/Kit/CNcursesw"),
    .target(
      name: "CTerminalShim", path: "Modules/Kit/CTerminalShim",
      linkerSettings: [.linkedLibrary("ncursesw"), .linkedLibrary("util")]),
    // The terminal UI kit: any app on the core can use it, so it knows none of PrimeTime.
    feature("TerminalUI", in: "Kit", dependencies: ["CNcursesw", "CTerminalShim"]),
    .target(
      name: "TerminalUITesting",
      dependencies: [
        "ComposableArchitecture", "TerminalUI",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Modules/Kit/TerminalUITesting"
    ),
    // PrimeTime in a terminal: PrimeTimeTerminal composes AppFeature with what only a terminal
    // keeps (fields, selections, filters), and its views, one per feature, make up AppView.
    feature(
      "PrimeTimeTerminal", in: "PrimeTime",
      dependencies: [
        "AppFeature", "Counter", "Feed", "FavoritePrimes", "FavoritePrimesStorage",
        "NthPrimeRequest", "PrimeModal", "Primes", "TabA", "TabB", "TabC", "TerminalUI",
      ]
    ),
    // The options every terminal app on the kit takes (--no-color, --no-mouse, --accessible,
    // --headless, --keys, --size), the backend they ask for, and the run from the first frame to
    // the exit code.
    .target(
      name: "TerminalOptions",
      dependencies: [
        "ComposableArchitecture", "FileLayer", "TerminalServe", "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Modules/Kit/TerminalOptions"
    ),
    // Any kit app served over SSH (`--serve-ssh`): one process of the app per session, on a
    // pseudo-terminal of its own, for the keys an authorized-keys file lets in.
    .target(
      name: "TerminalServe",
      dependencies: [
        "CTerminalShim",
        .product(name: "NIOSSH", package: "swift-nio-ssh"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      path: "Modules/Kit/TerminalServe"
    ),
    .executableTarget(
      name: "primetime",
      dependencies: [
        "AppFeature", "FileLayer", "PrimeClient", "PrimeTimeTerminal", "TerminalOptions",
        "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "App/primetime"
    ),
    // The second app on the kit: the Checklists example in the terminal.
    feature(
      "ChecklistsTerminal", in: "Checklists",
      dependencies: ["Checklists", "FileLayer", "TerminalUI"]),
    .executableTarget(
      name: "ChecklistsCommand",
      dependencies: [
        "Checklists", "ChecklistsTerminal", "TerminalOptions", "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "App/checklists"
    ),
    // The child process of FavoritePrimesStorageTests' crash-consistency and two-instance tests.
    .executableTarget(
      name: "FavoritesWriter",
      dependencies: ["ComposableArchitecture", "FavoritePrimesStorage", "FileClient", "Primes"],
      path: "Tests/Support/FavoritesWriter"
    ),
    // The child process of SharingTests' test of writes held back when a program ends.
    .executableTarget(
      name: "SharingWriter",
      dependencies: ["Sharing", .product(name: "Dependencies", package: "swift-dependencies")],
      path: "Tests/Support/SharingWriter"
    ),
    // The child process of ChecklistsTests' two-instance test.
    .executableTarget(
      name: "ChecklistsWriter",
      dependencies: ["Checklists", "ComposableArchitecture"],
      path: "Tests/Support/ChecklistsWriter"
    ),
    // What several test targets share: `until` (a test's wait on observation, which a cancelled
    // test ends), the child-process runner and the seeded generator.
    .target(
      name: "TestSupport",
      dependencies: [
        "FileClient", "Sharing",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      path: "Tests/Support/TestSupport"
    ),
    // Two test-only modules that name one dependency differently, for aliasing.
    .target(
      name: "AliasSearch",
      dependencies: ["ComposableArchitecture", .product(name: "Clocks", package: "swift-clocks")],
      path: "Tests/Support/DependencyAliasModules/AliasSearch"
    ),
    .target(
      name: "AliasSettings",
      dependencies: ["ComposableArchitecture", .product(name: "Clocks", package: "swift-clocks")],
      path: "Tests/Support/DependencyAliasModules/AliasSettings"
    ),
    testTarget(
      "ComposableArchitectureTests", in: "Core", testing: "ComposableArchitecture",
      also: ["AliasSearch", "AliasSettings"]),
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ],
      path: "Tests/Core/ComposableArchitectureMacrosTests"
    ),
    testTarget(
      "SharingTests", in: "Core", testing: "Sharing",
      also: ["FileLayer", "PerceptionCore", "TestSupport"]),
    // The catalogs' examples, compiled and run; each article's code is checked to be here.
    testTarget("DocumentationTests", in: "Core", testing: "ComposableArchitecture"),
    testTarget("FileLayerTests", in: "Files", testing: "FileLayer"),
    testTarget(
      "FileClientTests", in: "Files", testing: "FileClient",
      also: ["FileLayer", "Sharing", .product(name: "Dependencies", package: "swift-dependencies")]),
    testTarget("PrimesTests", in: "PrimeTime", testing: "Primes"),
    testTarget("PrimeClientTests", in: "PrimeTime", testing: "PrimeClient"),
    testTarget("NthPrimeRequestTests", in: "PrimeTime", testing: "NthPrimeRequest"),
    testTarget("CounterTests", in: "PrimeTime", testing: "Counter"),
    testTarget("PrimeModalTests", in: "PrimeTime", testing: "PrimeModal"),
    testTarget(
      "FavoritePrimesTests", in: "PrimeTime", testing: "FavoritePrimes", also: ["TestSupport"]),
    testTarget(
      "FavoritePrimesStorageTests", in: "PrimeTime", testing: "FavoritePrimesStorage",
      also: ["TestSupport"]),
    testTarget("ChecklistsTests", in: "Checklists", testing: "Checklists", also: ["TestSupport"]),
    testTarget("TabATests", in: "PrimeTime", testing: "TabA"),
    testTarget("FeedTests", in: "PrimeTime", testing: "Feed"),
    testTarget("TabBTests", in: "PrimeTime", testing: "TabB"),
    testTarget("TabCTests", in: "PrimeTime", testing: "TabC"),
    testTarget("AppFeatureTests", in: "PrimeTime", testing: "AppFeature"),
    testTarget(
      "AppFeatureIntegrationTests", in: "PrimeTime", testing: "AppFeature", also: ["TestSupport"]),
    testTarget(
      "TerminalUITests", in: "Kit", testing: "TerminalUI",
      also: ["TerminalUITesting", "TestSupport"]),
    testTarget(
      "TerminalServeTests", in: "Kit", testing: "TerminalServe",
      also: [
        "TerminalOptions",
        .product(name: "NIOSSH", package: "swift-nio-ssh"),
        .product(name: "Crypto", package: "swift-crypto"),
      ]),
    testTarget(
      "TerminalOptionsTests", in: "Kit", testing: "TerminalOptions",
      also: ["ComposableArchitecture", "TerminalUI"]),
    testTarget(
      "ChecklistsTerminalTests", in: "Checklists", testing: "ChecklistsTerminal",
      also: ["Checklists", "TerminalUI", "TerminalUITesting", "TestSupport"]),
    testTarget(
      "PrimeTimeTerminalTests", in: "PrimeTime", testing: "PrimeTimeTerminal",
      also: [
        "TerminalUITesting", "TestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ], exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)

/// A feature module: a reducer in `Modules/LAYER/NAME` on the architecture core.
func feature(_ name: String, in layer: String, dependencies: [Target.Dependency] = []) -> Target {
  .target(
    name: name,
    dependencies: ["ComposableArchitecture"] + dependencies,
    path: "Modules/\(layer)/\(name)"
  )
}

/// The test target of `module`, in `Tests/LAYER/NAME`, with a test clock, dependency traits for
/// suites, and the IssueReporting support that lets failures reach the test runner.
func testTarget(
  _ name: String, in layer: String, testing module: Target.Dependency,
  also: [Target.Dependency] = [], exclude: [String] = []
) -> Target {
  .testTarget(
    name: name,
    dependencies: also + [
      module,
      .product(name: "Clocks", package: "swift-clocks"),
      .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
    ],
    path: "Tests/\(layer)/\(name)",
    exclude: exclude
  )
}
