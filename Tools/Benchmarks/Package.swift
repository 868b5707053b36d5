// swift-tools-version: 6.2
import PackageDescription

// The benchmarks of PrimeTime, kept out of the root package so that building the app and its
// tests never builds package-benchmark. Run them all with `Tools/bench`.
let package = Package(
  name: "PrimeTimeBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "PrimeTime", path: "../.."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    benchmark(
      "Core",
      dependencies: [
        "BenchmarkFixtures",
        .product(name: "AppFeature", package: "PrimeTime"),
        .product(name: "ComposableArchitecture", package: "PrimeTime"),
      ]
    ),
    benchmark(
      "Rendering",
      dependencies: [
        .product(name: "AppFeature", package: "PrimeTime"),
        .product(name: "PrimeTimeTerminal", package: "PrimeTime"),
        .product(name: "Sharing", package: "PrimeTime"),
        .product(name: "TerminalUI", package: "PrimeTime"),
      ]
    ),
    benchmark(
      "Sieve",
      dependencies: [.product(name: "Primes", package: "PrimeTime"), "CPrimesieve"]
    ),
    // Reducers the benchmarks share.
    .target(
      name: "BenchmarkFixtures",
      dependencies: [
        .product(name: "AppFeature", package: "PrimeTime"),
        .product(name: "ComposableArchitecture", package: "PrimeTime"),
      ]
    ),
    // The harness `Tools/bench --instructions` runs under callgrind: no package-benchmark, so
    // that valgrind sees only the measured code.
    .executableTarget(
      name: "Instructions",
      dependencies: [
        "BenchmarkFixtures", "CPrimesieve", "TerminalFixtures",
        .product(name: "AppFeature", package: "PrimeTime"),
        .product(name: "ComposableArchitecture", package: "PrimeTime"),
        .product(name: "FileClient", package: "PrimeTime"),
        .product(name: "Primes", package: "PrimeTime"),
        .product(name: "PrimeTimeTerminal", package: "PrimeTime"),
        .product(name: "TerminalUI", package: "PrimeTime"),
      ]
    ),
    // `Tools/bench --bytes`: the bytes the ncurses backend writes to a terminal per change,
    // checked against their goals.
    .executableTarget(
      name: "TerminalBytes",
      dependencies: ["TerminalFixtures", .product(name: "TerminalUI", package: "PrimeTime")]
    ),
    // A pseudo-terminal to draw on, and the frames TerminalBytes and Instructions draw.
    .target(
      name: "TerminalFixtures",
      dependencies: ["CPseudoTerminal", .product(name: "TerminalUI", package: "PrimeTime")]
    ),
    .target(name: "CPseudoTerminal"),
    // Debian's libprimesieve-dev: the library behind `primesieve -n N`, called in-process so
    // that both sides of the comparison are timed by the same harness in the same run.
    .systemLibrary(name: "CPrimesieve", path: "Sources/CPrimesieve"),
  ],
  swiftLanguageModes: [.v6]
)

/// A package-benchmark executable in `Benchmarks/NAME`.
func benchmark(_ name: String, dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name,
    dependencies: [.product(name: "Benchmark", package: "benchmark")] + dependencies,
    path: "Benchmarks/\(name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}
