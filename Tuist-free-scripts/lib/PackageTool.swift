// The JSON half of the Tuist-free scripts: reads `swift package describe --type json` and
// `swift package dump-symbol-graph` output, which POSIX shell cannot parse reliably.
//
// The shell scripts compile this file once with `swiftc` (see lib/common.sh) and call:
//   package-tool graph <describe.json> <mermaid|dot> <shared modules> <client modules> <with tests: yes|no>
//   package-tool dependency-rules <describe.json> <shared modules> <client modules> <modules for tests only>
//   package-tool features <describe.json> <shared modules> <client modules>
//   package-tool paths <describe.json>                     (prints "<target> <path>" lines)
//   package-tool imports <describe.json> <package root>    (imports of undeclared targets)
//   package-tool public-api <module> <symbol graph directory> <package root>
//   package-tool carry-over <carry-over.conf> <symbol graph directory> <package root>
// where <shared modules> and <client modules> are space-separated lists of the non-feature
// targets under Modules/ (Tuist-free-scripts/architecture.conf's SHARED_MODULES, and the names in
// Package.swift's `clients` list, which lib/common.sh reads into CLIENT_MODULES), and
// <modules for tests only> those of the shared modules no production module may use (TESTING_MODULES).
// Findings go to standard output, one per line; the exit status is 1 when a rule is broken and
// 2 on a usage or input error.

import Foundation

// MARK: - Package description

/// The part of `swift package describe --type json` the scripts read.
struct PackageDescription: Decodable {
  struct Target: Decodable {
    var name: String
    var path: String
    var type: String
    var targetDependencies: [String]?
    var productDependencies: [String]?

    enum CodingKeys: String, CodingKey {
      case name, path, type
      case targetDependencies = "target_dependencies"
      case productDependencies = "product_dependencies"
    }
  }

  var name: String
  var targets: [Target]
}

/// Where a target sits in the architecture, decided by its path and the shared and client lists.
///
/// A library under Modules/ named `<Feature>Testing` next to a feature or client `<Feature>` is
/// its testing companion (its failing dependencies, as in Tuist's µFeature layout). A
/// library under App/ named `…Testing` is the App's: stand-ins for features, for tests only.
enum Layer: Int, Comparable, CaseIterable {
  case shared, client, feature, featureTesting, app, appTesting, test, other

  static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }

  var title: String {
    switch self {
    case .shared: "Core and shared models"
    case .client: "Shared clients"
    case .feature: "Features"
    case .featureTesting: "Feature and client testing"
    case .app: "App"
    case .appTesting: "App testing"
    case .test: "Tests"
    case .other: "Other"
    }
  }
}

struct Architecture {
  let package: PackageDescription
  let shared: [String]
  /// Modules of closures any feature may be handed (analytics): they depend on shared modules only.
  let clients: [String]
  /// Shared modules for tests only (ScaffoldingTesting): no production module depends on them.
  var testingOnly: [String] = []

  /// The shared modules production modules may depend on.
  var productionShared: [String] { shared.filter { !testingOnly.contains($0) } }

  func layer(of target: PackageDescription.Target) -> Layer {
    if target.type == "test" { return .test }
    if target.path.hasPrefix("App/") { return target.name.hasSuffix("Testing") ? .appTesting : .app }
    if target.path.hasPrefix("Modules/") {
      if shared.contains(target.name) { return .shared }
      if clients.contains(target.name) { return .client }
      return testedFeature(of: target) == nil ? .feature : .featureTesting
    }
    return .other
  }

  /// The feature or client a `<Name>Testing` library under Modules/ serves, if it is one.
  func testedFeature(of target: PackageDescription.Target) -> String? {
    guard target.type != "test", target.path.hasPrefix("Modules/"), target.name.hasSuffix("Testing") else {
      return nil
    }
    let feature = String(target.name.dropLast("Testing".count))
    let isFeature = package.targets.contains {
      $0.name == feature && $0.path.hasPrefix("Modules/") && !shared.contains(feature)
    }
    return isFeature ? feature : nil
  }

  /// Targets in reading order: shared modules as listed, then features, App and tests by name.
  var orderedTargets: [PackageDescription.Target] {
    package.targets.sorted { lhs, rhs in
      let (left, right) = (layer(of: lhs), layer(of: rhs))
      if left != right { return left < right }
      if left == .shared {
        return (shared.firstIndex(of: lhs.name) ?? 0) < (shared.firstIndex(of: rhs.name) ?? 0)
      }
      return lhs.name < rhs.name
    }
  }

  var features: [PackageDescription.Target] { orderedTargets.filter { layer(of: $0) == .feature } }
}

// MARK: - Graph

func mermaid(_ architecture: Architecture, withTests: Bool) -> String {
  let targets = architecture.orderedTargets.filter { withTests || architecture.layer(of: $0) != .test }
  let names = Set(targets.map(\.name))
  var out = ["```mermaid", "flowchart TD"]
  for layer in Layer.allCases {
    let members = targets.filter { architecture.layer(of: $0) == layer }
    if members.isEmpty { continue }
    out.append("  subgraph layer_\(layer)[\"\(layer.title)\"]")
    for target in members {
      // Executables are stadiums, tests parallelograms, libraries boxes.
      let node: String
      switch target.type {
      case "executable": node = "\(target.name)([\"\(target.name) (executable)\"])"
      case "test": node = "\(target.name)[/\"\(target.name)\"/]"
      default: node = "\(target.name)[\"\(target.name)\"]"
      }
      out.append("    \(node)")
    }
    out.append("  end")
  }
  for target in targets {
    for dependency in target.targetDependencies ?? [] where names.contains(dependency) {
      out.append("  \(target.name) --> \(dependency)")
    }
    for product in target.productDependencies ?? [] {
      out.append("  \(target.name) -.-> \(product)[\"\(product) (product)\"]")
    }
  }
  out.append("  classDef feature stroke-width:3px")
  out.append("  classDef test stroke-dasharray:4 3")
  for layer in [Layer.feature, .test] {
    let members = targets.filter { architecture.layer(of: $0) == layer }.map(\.name)
    if !members.isEmpty { out.append("  class \(members.joined(separator: ",")) \(layer)") }
  }
  out.append("```")
  return out.joined(separator: "\n")
}

func dot(_ architecture: Architecture, withTests: Bool) -> String {
  let targets = architecture.orderedTargets.filter { withTests || architecture.layer(of: $0) != .test }
  let names = Set(targets.map(\.name))
  var out = [
    "digraph \"\(architecture.package.name)\" {",
    "  rankdir=TB;",
    "  node [shape=box, fontname=\"Helvetica\"];",
  ]
  for layer in Layer.allCases {
    let members = targets.filter { architecture.layer(of: $0) == layer }
    if members.isEmpty { continue }
    out.append("  subgraph \"cluster_\(layer)\" {")
    out.append("    label=\"\(layer.title)\";")
    for target in members {
      var attributes: [String] = []
      if target.type == "executable" { attributes.append("shape=oval") }
      if target.type == "test" { attributes.append("style=dashed") }
      if layer == .feature { attributes.append("penwidth=2") }
      let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      out.append("    \"\(target.name)\"\(suffix);")
    }
    out.append("  }")
  }
  for target in targets {
    for dependency in target.targetDependencies ?? [] where names.contains(dependency) {
      out.append("  \"\(target.name)\" -> \"\(dependency)\";")
    }
    for product in target.productDependencies ?? [] {
      out.append("  \"\(target.name)\" -> \"\(product)\" [style=dotted];")
    }
  }
  out.append("}")
  return out.joined(separator: "\n")
}

// MARK: - Rule 2: who may depend on a feature

/// Features depend only on the shared modules and the shared clients; clients depend only on the
/// shared modules; no production module (feature, client, shared module, App target) depends on
/// a module for tests only (ScaffoldingTesting); only App targets and their tests, a feature's own test target and its own
/// testing library depend on a feature. A feature's (or client's) testing library depends only
/// on its module, the shared modules, the clients and their testing libraries, and only that
/// module's tests and the App's tests depend on it (a client's serves any test and any testing
/// library).
/// The App's testing library stands in for the features, so it depends on none, and only tests
/// use it. Each finding names the file that configures its rule: architecture.conf for the
/// shared modules, Package.swift's `clients` list for the clients.
func dependencyViolations(_ architecture: Architecture) -> [String] {
  let byName = Dictionary(architecture.package.targets.map { ($0.name, $0) }) { first, _ in first }
  let sharedList = architecture.productionShared.joined(separator: ", ")
  let sharedConfiguration = "Tuist-free-scripts/architecture.conf's SHARED_MODULES"
  let clientConfiguration = "Package.swift's `clients` list"
  let shared = "\(sharedList) (\(sharedConfiguration))"
  let allowedForFeatures =
    architecture.clients.isEmpty
    ? "\(shared) and the shared clients (none: \(clientConfiguration) is empty)"
    : "\(shared) and the shared clients (\(architecture.clients.joined(separator: ", ")): \(clientConfiguration))"
  let production: Set<Layer> = [.shared, .client, .feature, .app]
  /// Whether `target` is a client's testing library, which any test and testing library may use.
  func isClientTesting(_ target: PackageDescription.Target) -> Bool {
    architecture.testedFeature(of: target).map(architecture.clients.contains) ?? false
  }
  var findings: [String] = []
  for target in architecture.orderedTargets {
    let layer = architecture.layer(of: target)
    for dependency in target.targetDependencies ?? [] {
      guard let other = byName[dependency] else { continue }
      let otherLayer = architecture.layer(of: other)
      if architecture.testingOnly.contains(dependency), production.contains(layer),
        !architecture.testingOnly.contains(target.name)
      {
        findings.append(
          "Package.swift: '\(target.name)' (\(target.path)) depends on '\(dependency)'. "
            + "Only testing libraries and tests may: it brings Swift Testing into the product "
            + "(Tuist-free-scripts/architecture.conf lists it in TESTING_MODULES).")
      } else if layer == .feature && otherLayer == .feature {
        findings.append(
          "Package.swift: feature '\(target.name)' (\(target.path)) depends on feature '\(dependency)'. "
            + "Features must not know each other: let the App compose them "
            + "(Package.swift's `features` lists the features).")
      } else if layer == .feature && otherLayer != .shared && otherLayer != .client {
        findings.append(
          "Package.swift: feature '\(target.name)' (\(target.path)) depends on '\(dependency)' (\(other.path)). "
            + "A feature may depend only on \(allowedForFeatures).")
      } else if layer == .client && otherLayer != .shared {
        findings.append(
          "Package.swift: shared client '\(target.name)' (\(target.path)) depends on '\(dependency)' (\(other.path)). "
            + "A client may depend only on \(shared); it is a client because \(clientConfiguration) names it.")
      } else if layer == .featureTesting && otherLayer != .shared && otherLayer != .client
        && dependency != architecture.testedFeature(of: target) && !isClientTesting(other)
      {
        findings.append(
          "Package.swift: '\(target.name)' (\(target.path)) depends on '\(dependency)'. "
            + "A testing library may depend only on its module, \(allowedForFeatures), the clients' testing "
            + "libraries and the modules for tests only (Tuist-free-scripts/architecture.conf's TESTING_MODULES).")
      } else if otherLayer == .featureTesting, let tested = architecture.testedFeature(of: other),
        target.name != tested + "Tests",
        // The App's tests check every feature's `.failing` in one test.
        !(layer == .test && testsTheApp(target, byName: byName, architecture)),
        // A client's testing library serves every test and testing library that hands the
        // client to something (a feature's `.failing` holds the client's).
        !(architecture.clients.contains(tested) && (layer == .test || layer == .featureTesting))
      {
        findings.append(
          "Package.swift: '\(target.name)' (\(target.path)) depends on '\(dependency)'. "
            + (architecture.clients.contains(tested)
              ? "Only tests and testing libraries may use a client's testing library: it brings Swift Testing."
              : "Only the tests of \(tested), '\(tested)Tests', and the App's tests may use its testing library."))
      } else if layer == .appTesting && otherLayer == .feature {
        findings.append(
          "Package.swift: '\(target.name)' (\(target.path)) depends on feature '\(dependency)'. "
            + "The App's testing library stands in for the features, so the tests using it don't depend on any.")
      } else if otherLayer == .appTesting && layer != .test {
        findings.append(
          "Package.swift: '\(target.name)' (\(target.path)) depends on '\(dependency)'. "
            + "Only test targets may use the App's testing library.")
      } else if otherLayer == .feature && layer != .feature && layer != .app
        && !(layer == .test && target.name == dependency + "Tests")
        && !(layer == .test && testsTheApp(target, byName: byName, architecture))
        && !(layer == .featureTesting && target.name == dependency + "Testing")
      {
        findings.append(
          "Package.swift: '\(target.name)' (\(target.path)) depends on feature '\(dependency)'. "
            + "Only App targets (under App/), their tests and the feature's own test target '\(dependency)Tests' may.")
      }
    }
    if layer == .feature || layer == .client {
      for product in target.productDependencies ?? [] {
        findings.append(
          "Package.swift: '\(target.name)' (\(target.path)) depends on product '\(product)'. "
            + "A feature may depend only on \(allowedForFeatures); a client only on \(shared).")
      }
    }
  }
  return findings
}

/// Whether a test target tests the App: it depends on a target under App/, so it may test the
/// App's wiring of every feature.
func testsTheApp(
  _ target: PackageDescription.Target, byName: [String: PackageDescription.Target], _ architecture: Architecture
) -> Bool {
  (target.targetDependencies ?? []).contains { name in
    byName[name].map { architecture.layer(of: $0) == .app } ?? false
  }
}

// MARK: - Rule 1b: no implicit imports

/// Every `import X` of a package target X in a target's sources, where X is not one of the
/// target's own dependencies: SwiftPM's import check lets a module that arrives transitively
/// through a dependency be imported, which hides a dependency the manifest doesn't state.
/// One finding per import line, as `path:line: ...`.
func implicitImports(_ architecture: Architecture, root: String) throws -> [String] {
  let targetNames = Set(architecture.package.targets.map(\.name))
  var findings: [String] = []
  for target in architecture.orderedTargets {
    let declared = Set(target.targetDependencies ?? []).union([target.name])
    let folder = URL(fileURLWithPath: root).appendingPathComponent(target.path)
    guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
    for case let file as URL in files where file.pathExtension == "swift" {
      let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
      for (index, line) in lines.enumerated() {
        guard let module = importedModule(in: line), targetNames.contains(module), !declared.contains(module) else {
          continue
        }
        let path = String(file.path.dropFirst(root.count + (root.hasSuffix("/") ? 0 : 1)))
        findings.append(
          "\(path):\(index + 1): '\(target.name)' imports '\(module)' without declaring it a dependency in "
            + "Package.swift; add \"\(module)\" to its dependencies or remove the import")
      }
    }
  }
  return findings
}

/// The module an `import` line names (`import X`, `@testable import X`, `import struct X.Y`),
/// or nil for any other line.
func importedModule(in line: String) -> String? {
  var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
  guard words.first == "import", words.count >= 2 else { return nil }
  let kinds: Set = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
  let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
  return path.split(separator: ".").first.map(String.init)
}

// MARK: - Rule 3: a feature's public API is its coordinator

/// The part of a symbol graph file the check reads.
struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Kind: Decodable {
      var identifier: String
      var displayName: String
    }
    struct Location: Decodable {
      struct Position: Decodable { var line: Int }
      var uri: String
      var position: Position
    }
    struct Identifier: Decodable { var precise: String }
    var identifier: Identifier
    var kind: Kind
    var pathComponents: [String]
    var accessLevel: String
    var location: Location?
    var precise: String { identifier.precise }
  }
  var symbols: [Symbol]
}

func publicAPIViolations(module: String, directory: URL, root: String) throws -> (findings: [String], notes: [String]) {
  let coordinator = module + "Coordinator"
  let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    .filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json") }
    .sorted()
  guard files.contains("\(module).symbols.json") else {
    throw ToolError("no symbol graph for '\(module)' in \(directory.path)")
  }
  var findings: [String] = []
  var foundCoordinator = false
  for file in files {
    let graph = try JSONDecoder().decode(
      SymbolGraph.self, from: Data(contentsOf: directory.appendingPathComponent(file)))
    // `Module@Other.symbols.json` holds the module's public extensions of Other's types.
    let extendedModule = file.hasPrefix("\(module)@") ? String(file.dropFirst(module.count + 1).dropLast(13)) : nil
    for symbol in graph.symbols where ["public", "open"].contains(symbol.accessLevel) {
      let place = location(symbol, root: root)
      if let extendedModule {
        findings.append(
          "\(place)public \(symbol.kind.displayName.lowercased()) '\(symbol.pathComponents.joined(separator: "."))' "
            + "in \(module) extends a type of \(extendedModule). A feature's only public API is \(coordinator); "
            + "make it internal or move it to a shared module.")
        continue
      }
      guard symbol.pathComponents.count == 1 else { continue }
      let name = symbol.pathComponents[0]
      if name == coordinator && symbol.kind.identifier == "swift.class" {
        foundCoordinator = true
        continue
      }
      findings.append(
        "\(place)public \(symbol.kind.displayName.lowercased()) '\(name)' is a top-level symbol of feature "
          + "\(module). Only \(coordinator) may be public: make '\(name)' internal, or nest it in \(coordinator) "
          + "(if \(module) is a shared client, a module of closures any feature may use, name it in "
          + "Package.swift's `clients` list).")
    }
  }
  let notes =
    foundCoordinator ? [] : ["note: feature \(module) has no public class \(coordinator) yet (house style)"]
  return (findings, notes)
}

/// `path:line: ` for a symbol's declaration, relative to the package root when inside it.
func location(_ symbol: SymbolGraph.Symbol, root: String) -> String {
  guard let location = symbol.location else { return "" }
  var path = URL(string: location.uri)?.path ?? location.uri
  let prefix = root.hasSuffix("/") ? root : root + "/"
  if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
  return "\(path):\(location.position.line + 1): "
}

// MARK: - Carry-over: what a team moving to the SwiftUI library keeps

/// One line of Tuist-free-scripts/carry-over.conf.
struct CarryOverEntry {
  enum Group: String {
    case reference
    case bringAlong = "bring-along"
    case replaced
  }
  var group: Group
  var symbol: String
  /// The bundle a bring-along symbol belongs to (`links`), or what replaces a replaced one.
  var note: String
  var matchedByName: Bool
  var line: Int
}

/// A `keep` line: files kept as they are, and what of the core they may use.
struct KeptCode {
  var row: String
  var patterns: [String]
  var bundles: Set<String>
  var exceptions: Set<String>
  var line: Int
}

struct CarryOver {
  var entries: [CarryOverEntry] = []
  var kept: [KeptCode] = []

  init(path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    for (index, raw) in text.components(separatedBy: "\n").enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let bad = ToolError("\(path):\(index + 1): cannot read '\(line)' (see the file's header)")
      switch fields[0] {
      case "reference" where fields.count == 2:
        entries.append(.init(group: .reference, symbol: fields[1], note: "", matchedByName: false, line: index + 1))
      case "bring-along" where fields.count == 4 || fields.count == 5 && fields[4] == "nomatch":
        entries.append(
          .init(
            group: .bringAlong, symbol: fields[2], note: fields[1], matchedByName: fields.count == 4, line: index + 1))
      case "replaced" where fields.count == 3 || fields.count == 4 && fields[3] == "nomatch":
        entries.append(
          .init(group: .replaced, symbol: fields[1], note: fields[2], matchedByName: fields.count == 3, line: index + 1)
        )
      case "keep" where fields.count == 5:
        let words = { (field: String) in field.split(separator: " ").map(String.init) }
        kept.append(
          .init(
            row: fields[1], patterns: words(fields[2]), bundles: Set(words(fields[3])),
            exceptions: Set(words(fields[4])), line: index + 1))
      default: throw bad
      }
    }
  }
}

/// The name a symbol path is written with in source: `Type.member(label:)` → `member`.
func baseName(_ symbol: String) -> String {
  let last = symbol.split(separator: ".").last.map(String.init) ?? symbol
  return String(last.prefix { $0 != "(" })
}

/// Every public symbol of the module's symbol graph (synthesized members left out) is classified:
/// a top-level symbol or a member of a reference type by its own line, any other member by its
/// type's. Lines naming symbols the module no longer has are findings too.
func unclassifiedSymbols(_ carryOver: CarryOver, module: String, directory: URL, root: String, conf: String)
  throws -> [String]
{
  let file = directory.appendingPathComponent("\(module).symbols.json")
  let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
  let listed = Dictionary(carryOver.entries.map { ($0.symbol, $0) }) { first, _ in first }
  var findings: [String] = []
  var seen: Set<String> = []
  for symbol in graph.symbols where ["public", "open"].contains(symbol.accessLevel) {
    guard !symbol.precise.contains("::SYNTHESIZED::") else { continue }
    let path = symbol.pathComponents.joined(separator: ".")
    seen.insert(path)
    if listed[path] != nil { continue }
    // A member of this package's own type goes with its type.
    let prefixes = (1..<max(symbol.pathComponents.count, 1)).map {
      symbol.pathComponents.prefix($0).joined(separator: ".")
    }
    if prefixes.contains(where: { listed[$0].map { $0.group != .reference } ?? false }) { continue }
    findings.append(
      "\(location(symbol, root: root))public \(symbol.kind.displayName.lowercased()) '\(path)' of \(module) is not "
        + "classified in \(conf): add it as reference (the SwiftUI library has it), bring-along or replaced")
  }
  for entry in carryOver.entries where !seen.contains(entry.symbol) {
    findings.append("\(conf):\(entry.line): '\(entry.symbol)' is not a public symbol of \(module); remove the line")
  }
  return findings
}

/// Kept code uses no replaced symbol and only the bring-along bundles its `keep` line names.
func carryOverViolations(_ carryOver: CarryOver, root: String, conf: String) throws -> (
  findings: [String], notes: [String]
) {
  let referenceNames = Set(carryOver.entries.filter { $0.group == .reference }.map { baseName($0.symbol) })
  let watched = carryOver.entries.filter {
    $0.group != .reference && $0.matchedByName && !referenceNames.contains(baseName($0.symbol))
  }
  let byName = Dictionary(grouping: watched) { baseName($0.symbol) }
  let files = ["Modules", "App"].flatMap { folder -> [String] in
    let base = URL(fileURLWithPath: root).appendingPathComponent(folder)
    let found = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    return (found?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }.map {
      folder + "/" + $0.path.dropFirst(base.path.count + 1)
    }
  }.sorted()
  // An exception that names no watched symbol allows nothing: a stale line, not a rule.
  let watchedSymbols = Set(watched.map(\.symbol))
  var findings = carryOver.kept.flatMap { keep in
    keep.exceptions.filter { !watchedSymbols.contains($0) }.sorted().map {
      "\(conf):\(keep.line): '\(keep.row)' may use '\($0)', which is no bring-along or replaced symbol the check "
        + "matches by name; remove it"
    }
  }
  var used: Set<Int> = []
  for file in files {
    guard
      let keep = carryOver.kept.first(where: { rule in rule.patterns.contains { fnmatch($0, file, FNM_PATHNAME) == 0 } }
      )
    else { continue }
    used.insert(keep.line)
    let source = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
    for (name, lineNumber) in identifiers(inCode: source) {
      for entry in byName[name] ?? [] where !keep.exceptions.contains(entry.symbol) {
        switch entry.group {
        case .replaced:
          findings.append(
            "\(file):\(lineNumber): uses \(entry.symbol), which the SwiftUI library replaces (with: \(entry.note); "
              + "carry-over table: \(keep.row), kept as it is, \(conf):\(keep.line))")
        case .bringAlong where !keep.bundles.contains(entry.note):
          findings.append(
            "\(file):\(lineNumber): uses \(entry.symbol), which is not in the SwiftUI library (bring-along bundle "
              + "'\(entry.note)'), but the carry-over table keeps \(keep.row) as it is without it (\(conf):\(keep.line))"
          )
        default: break
        }
      }
    }
  }
  // A removed module (remove-module) leaves its own lines matching nothing: say so, don't fail.
  let notes = carryOver.kept.filter { !used.contains($0.line) }.map {
    "note: \(conf):\($0.line): no file matches the kept code '\($0.row)'"
  }
  return (findings, notes)
}

/// The identifiers of Swift source with their line numbers, comments and string literals left
/// out (an interpolation's code goes with its string), declarations' own names too.
func identifiers(inCode source: String) -> [(String, Int)] {
  let characters = Array(source.unicodeScalars)
  var result: [(String, Int)] = []
  var index = 0
  var line = 1
  var previousWord = ""
  func isWord(_ scalar: Unicode.Scalar) -> Bool {
    CharacterSet.alphanumerics.contains(scalar) || scalar == "_"
  }
  func at(_ offset: Int, _ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard offset + scalars.count <= characters.count else { return false }
    return Array(characters[offset..<offset + scalars.count]) == scalars
  }
  while index < characters.count {
    let scalar = characters[index]
    if scalar == "\n" {
      line += 1
      index += 1
    } else if at(index, "//") {
      while index < characters.count && characters[index] != "\n" { index += 1 }
    } else if at(index, "/*") {
      var depth = 0
      repeat {
        if at(index, "/*") {
          depth += 1
          index += 2
        } else if at(index, "*/") {
          depth -= 1
          index += 2
        } else {
          if characters[index] == "\n" { line += 1 }
          index += 1
        }
      } while depth > 0 && index < characters.count
    } else if scalar == "\"" || (scalar == "#" && at(index, "#\"")) {
      // A string literal, raw or multi-line: skip to its matching close.
      var hashes = 0
      while index < characters.count && characters[index] == "#" {
        hashes += 1
        index += 1
      }
      let close = (at(index, "\"\"\"") ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
      index += at(index, "\"\"\"") ? 3 : 1
      while index < characters.count && !at(index, close) {
        if characters[index] == "\\" && hashes == 0 { index += 1 }
        if index < characters.count && characters[index] == "\n" { line += 1 }
        index += 1
      }
      index += close.unicodeScalars.count
    } else if isWord(scalar) {
      let start = index
      while index < characters.count && isWord(characters[index]) { index += 1 }
      let word = String(String.UnicodeScalarView(characters[start..<index]))
      let declares = ["func", "var", "let", "case"].contains(previousWord)
      if !declares && !(word.first?.isNumber ?? true) { result.append((word, line)) }
      previousWord = word
    } else {
      if !scalar.properties.isWhitespace { previousWord = "" }
      index += 1
    }
  }
  return result
}

// MARK: - Command line

struct ToolError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

func loadArchitecture(_ path: String, shared: String, clients: String = "", testingOnly: String = "") throws
  -> Architecture
{
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  let package = try JSONDecoder().decode(PackageDescription.self, from: data)
  return Architecture(
    package: package, shared: shared.split(separator: " ").map(String.init),
    clients: clients.split(separator: " ").map(String.init),
    testingOnly: testingOnly.split(separator: " ").map(String.init))
}

func run(_ arguments: [String]) throws -> Int32 {
  switch (arguments.first, arguments.count) {
  case ("graph", 6):
    let architecture = try loadArchitecture(arguments[1], shared: arguments[3], clients: arguments[4])
    let withTests = arguments[5] == "yes"
    switch arguments[2] {
    case "mermaid": print(mermaid(architecture, withTests: withTests))
    case "dot": print(dot(architecture, withTests: withTests))
    default: throw ToolError("unknown graph format '\(arguments[2])' (use mermaid or dot)")
    }
    return 0
  case ("dependency-rules", 5):
    let findings = dependencyViolations(
      try loadArchitecture(arguments[1], shared: arguments[2], clients: arguments[3], testingOnly: arguments[4]))
    for finding in findings { print(finding) }
    return findings.isEmpty ? 0 : 1
  case ("paths", 2):
    for target in try loadArchitecture(arguments[1], shared: "").package.targets {
      print("\(target.name) \(target.path)")
    }
    return 0
  case ("imports", 3):
    let findings = try implicitImports(try loadArchitecture(arguments[1], shared: ""), root: arguments[2])
    for finding in findings { print(finding) }
    return findings.isEmpty ? 0 : 1
  case ("features", 4):
    let architecture = try loadArchitecture(arguments[1], shared: arguments[2], clients: arguments[3])
    for feature in architecture.features { print(feature.name) }
    return 0
  case ("public-api", 4):
    let result = try publicAPIViolations(
      module: arguments[1], directory: URL(fileURLWithPath: arguments[2]), root: arguments[3])
    for line in result.notes + result.findings { print(line) }
    return result.findings.isEmpty ? 0 : 1
  case ("carry-over", 4):
    let conf = arguments[1]
    let carryOver = try CarryOver(path: conf)
    let shownConf = conf.hasPrefix(arguments[3] + "/") ? String(conf.dropFirst(arguments[3].count + 1)) : conf
    let kept = try carryOverViolations(carryOver, root: arguments[3], conf: shownConf)
    let findings =
      try unclassifiedSymbols(
        carryOver, module: "Scaffolding", directory: URL(fileURLWithPath: arguments[2]), root: arguments[3],
        conf: shownConf) + kept.findings
    for line in kept.notes + findings { print(line) }
    return findings.isEmpty ? 0 : 1
  default:
    throw ToolError(
      "usage: package-tool graph|dependency-rules|features|paths|imports|public-api|carry-over ... (see the header of PackageTool.swift)"
    )
  }
}

do {
  exit(try run(Array(CommandLine.arguments.dropFirst())))
} catch {
  FileHandle.standardError.write(Data("package-tool: error: \(error)\n".utf8))
  exit(2)
}
