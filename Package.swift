// swift-tools-version: 6.2
import PackageDescription

// One package, read top to bottom like a table of contents: the navigation core, the models
// features share, the features, the app that composes them, and the tests of each.
// No external dependencies: everything below comes with the Swift toolchain.

// MARK: Shared clients
// A client is a module of `@Sendable async throws` closures any feature may be handed, with a
// preview value (Modules/<Name>), its testing library with failing and test values
// (Modules/<Name>Testing, for any test) and its tests (Tests/<Name>Tests). Clients depend on the
// core only (the shared models too, when their calls carry them); the App builds their live
// values (App/AppFeature/Clients) and injects them.
// This list is the one place that makes a module a client: Tuist-free-scripts reads it between
// its markers (check-architecture's rules, the graph), and `new-module --client <Name>` and
// `remove-module <Name>` edit it there, refusing to run without them.
let clients: [String] = [
  // new-module:begin clients
  "Analytics",
  "FeatureFlagsClient",
  // new-module:end clients
]

/// Each module named with its testing library.
func withTesting(_ names: [String]) -> [Target.Dependency] {
  names.flatMap { name -> [Target.Dependency] in [.target(name: name), .target(name: "\(name)Testing")] }
}

/// Each client with its testing library: what the App's tests hand the App.
let clientsWithTesting = withTesting(clients)

/// The three targets of a client.
func clientTargets(_ name: String) -> [Target] {
  [
    .target(name: name, dependencies: ["Scaffolding"], path: "Modules/\(name)"),
    .target(
      name: "\(name)Testing", dependencies: [.target(name: name), "ScaffoldingTesting"],
      path: "Modules/\(name)Testing"),
    .testTarget(
      name: "\(name)Tests",
      dependencies: [.target(name: name), .target(name: "\(name)Testing"), "Scaffolding", "ScaffoldingTesting"],
      path: "Tests/\(name)Tests"),
  ]
}

// MARK: Features
// Each feature is three targets: the module itself (Modules/<Name>), its testing library with
// the failing variant of its dependencies (Modules/<Name>Testing, for its tests and the App's,
// which check every `.failing`), and its tests (Tests/<Name>Tests). The App mounts every feature
// listed here.
// `Tuist-free-scripts/new-module <Name>` and `remove-module <Name>` edit this list between its
// markers, and refuse to run without them.
let features = [
  // new-module:begin features
  "Auth",
  "Compose",
  "Home",
  "Profile",
  "Settings",
  // new-module:end features
]

/// The three targets of a feature.
///
/// Every feature may use every client, and its testing library and tests every client's testing
/// library (`.failing` for the feature's own `.failing`), so a feature that wants a client only
/// adds it to its `Dependencies`: no edit here, for it or for a new client. A dependency a
/// feature doesn't import costs nothing but the build order.
func featureTargets(_ name: String) -> [Target] {
  [
    .target(
      name: name, dependencies: ["Scaffolding", "SharedModels"] + clients.map { .target(name: $0) },
      path: "Modules/\(name)"),
    .target(
      name: "\(name)Testing",
      dependencies: [.target(name: name), "ScaffoldingTesting", "SharedModels"] + clientsWithTesting,
      path: "Modules/\(name)Testing"),
    .testTarget(
      name: "\(name)Tests",
      dependencies: [
        .target(name: name), .target(name: "\(name)Testing"), "Scaffolding", "ScaffoldingTesting", "SharedModels",
      ] + clientsWithTesting,
      path: "Tests/\(name)Tests"),
  ]
}

let package = Package(
  name: "ModularNavigation",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "console", targets: ["console"]),
    .library(name: "Scaffolding", targets: ["Scaffolding"]),
    .library(name: "ScaffoldingTesting", targets: ["ScaffoldingTesting"]),
  ],
  targets: [
    // MARK: Navigation core
    .target(name: "Scaffolding", path: "Modules/Scaffolding", exclude: ["PERFORMANCE.md"]),
    .target(name: "ScaffoldingTesting", dependencies: ["Scaffolding"], path: "Modules/ScaffoldingTesting"),
    .testTarget(
      name: "ScaffoldingTests", dependencies: ["Scaffolding", "ScaffoldingTesting"], path: "Tests/ScaffoldingTests"),
    .testTarget(
      name: "ReferenceExamplesTests", dependencies: ["Scaffolding", "ScaffoldingTesting"],
      path: "Tests/ReferenceExamplesTests"),

    // MARK: Shared models
    .target(name: "SharedModels", path: "Modules/SharedModels"),

    // MARK: App data (stores in SQLite; libcrypt hashes passwords on Linux; Apple platforms
    // use the SDK's SQLite3 and CommonCrypto instead of the two system libraries)
    .systemLibrary(name: "CCrypt", path: "App/CCrypt"),
    .systemLibrary(name: "CSQLite", path: "App/CSQLite"),
    .target(
      name: "AppData",
      dependencies: [
        "SharedModels",
        .target(name: "CCrypt", condition: .when(platforms: [.linux])),
        .target(name: "CSQLite", condition: .when(platforms: [.linux])),
      ],
      path: "App/AppData"),
    .testTarget(
      name: "AppDataTests", dependencies: ["AppData", "ScaffoldingTesting", "SharedModels"], path: "Tests/AppDataTests"),
    // Built by `swift test`; the multi-process tests in AppDataTests run it.
    .executableTarget(name: "data-stress", dependencies: ["AppData", "SharedModels"], path: "Tests/DataStress"),

    // MARK: App (the composition root, which mounts every feature, and its front end)
    .target(
      name: "AppFeature",
      dependencies: ["Scaffolding", "SharedModels", "AppData"] + (clients + features).map { .target(name: $0) },
      path: "App/AppFeature"),
    // Stand-in tabs for the App's and the console's tests, so none of those tests depends on which
    // features the tab table lists.
    .target(
      name: "AppTesting", dependencies: ["AppFeature", "FeatureFlagsClient", "Scaffolding"], path: "App/AppTesting"),
    // The App's tests also check every feature's `.failing`, with its testing library.
    .testTarget(
      name: "AppTests",
      dependencies: ["AppFeature", "AppData", "AppTesting", "Scaffolding", "ScaffoldingTesting", "SharedModels"]
        + clientsWithTesting + withTesting(features),
      path: "Tests/AppTests"),
    // The clients too: `--flag` names the feature flags.
    .target(
      name: "ConsoleUI", dependencies: ["Scaffolding", "AppFeature", "AppData"] + clients.map { .target(name: $0) },
      path: "App/ConsoleUI", exclude: ["README.md"]),
    .executableTarget(name: "console", dependencies: ["ConsoleUI", "AppFeature", "AppData"], path: "App/console"),
    .testTarget(
      name: "ConsoleTests",
      dependencies: [
        "ConsoleUI", "AppFeature", "AppData", "AppTesting", "Scaffolding", "ScaffoldingTesting", "SharedModels",
      ] + clients.map { .target(name: $0) },
      path: "Tests/ConsoleTests", exclude: ["Transcripts"]),

    // MARK: Benchmarks (`swift run -c release benchmarks`; see BENCHMARKS.md)
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "Scaffolding", "ScaffoldingTesting", "SharedModels", "AppFeature", "ConsoleUI", "AppData",
        // The feed rows fill a database with 100,000 items in one statement, straight through SQLite.
        .target(name: "CSQLite", condition: .when(platforms: [.linux])),
      ],
      path: "Benchmarks/Sources"),
  ] + clients.flatMap(clientTargets) + features.flatMap(featureTargets)
)
