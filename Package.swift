// swift-tools-version: 6.2
import PackageDescription

// One package, read top to bottom like a table of contents: the navigation core, the models
// features share, the features, the app that composes them, and the tests of each.
// No external dependencies: everything below comes with the Swift toolchain.

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
    .target(name: "Scaffolding", path: "Modules/Scaffolding"),
    .target(name: "ScaffoldingTesting", dependencies: ["Scaffolding"], path: "Modules/ScaffoldingTesting"),

    // MARK: Shared models
    .target(name: "SharedModels", path: "Modules/SharedModels"),

    // MARK: Features (each depends only on the core and the shared models)
    .target(name: "Auth", dependencies: ["Scaffolding", "SharedModels"], path: "Modules/Auth"),
    .target(name: "Home", dependencies: ["Scaffolding", "SharedModels"], path: "Modules/Home"),
    .target(name: "Profile", dependencies: ["Scaffolding", "SharedModels"], path: "Modules/Profile"),
    .target(name: "Settings", dependencies: ["Scaffolding", "SharedModels"], path: "Modules/Settings"),

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

    // MARK: App (the composition root and its front end)
    .target(
      name: "AppFeature",
      dependencies: ["Scaffolding", "SharedModels", "Auth", "Home", "Profile", "Settings", "AppData"],
      path: "App/AppFeature"),
    .target(name: "ConsoleUI", dependencies: ["Scaffolding", "AppFeature"], path: "App/ConsoleUI"),
    .executableTarget(name: "console", dependencies: ["ConsoleUI"], path: "App/console"),

    // MARK: Benchmarks (`swift run -c release benchmarks`; see BENCHMARKS.md)
    .executableTarget(
      name: "benchmarks",
      dependencies: ["Scaffolding", "ScaffoldingTesting", "SharedModels", "AppFeature", "ConsoleUI"],
      path: "Benchmarks/Sources"),

    // MARK: Test tools (built by `swift test`; the multi-process tests in AppDataTests run it)
    .executableTarget(name: "data-stress", dependencies: ["AppData", "SharedModels"], path: "Tests/DataStress"),

    // MARK: Tests (one target per module)
    .testTarget(
      name: "ScaffoldingTests", dependencies: ["Scaffolding", "ScaffoldingTesting"],
      path: "Tests/ScaffoldingTests"),
    .testTarget(
      name: "AuthTests", dependencies: ["Auth", "SharedModels", "Scaffolding", "ScaffoldingTesting"],
      path: "Tests/AuthTests"),
    .testTarget(
      name: "HomeTests", dependencies: ["Home", "SharedModels", "Scaffolding", "ScaffoldingTesting"],
      path: "Tests/HomeTests"),
    .testTarget(
      name: "ProfileTests",
      dependencies: ["Profile", "SharedModels", "Scaffolding", "ScaffoldingTesting"],
      path: "Tests/ProfileTests"),
    .testTarget(
      name: "SettingsTests",
      dependencies: ["Settings", "SharedModels", "Scaffolding", "ScaffoldingTesting"],
      path: "Tests/SettingsTests"),
    .testTarget(
      name: "AppTests",
      dependencies: ["AppFeature", "SharedModels", "Scaffolding", "ScaffoldingTesting"],
      path: "Tests/AppTests"),
    .testTarget(name: "AppDataTests", dependencies: ["AppData", "SharedModels"], path: "Tests/AppDataTests"),
    .testTarget(
      name: "ConsoleTests", dependencies: ["ConsoleUI", "AppFeature", "AppData", "Scaffolding", "ScaffoldingTesting"],
      path: "Tests/ConsoleTests", exclude: ["Transcripts"]),
  ]
)
