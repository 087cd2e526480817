// The JSON half of the Tuist-free scripts: reads `swift package describe --type json` and
// `swift package dump-symbol-graph` output, which POSIX shell cannot parse reliably.
//
// The shell scripts compile this file once with `swiftc` (see lib/common.sh) and call:
//   package-tool graph <describe.json> <mermaid|dot> <shared modules> <with tests: yes|no>
//   package-tool dependency-rules <describe.json> <shared modules>
//   package-tool features <describe.json> <shared modules>
//   package-tool paths <describe.json>                     (prints "<target> <path>" lines)
//   package-tool public-api <module> <symbol graph directory> <package root>
// where <shared modules> is a space-separated list of the non-feature targets under Modules/.
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

/// Where a target sits in the architecture, decided by its path and the shared-module list.
enum Layer: Int, Comparable {
  case shared, feature, app, test, other

  static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }

  var title: String {
    switch self {
    case .shared: "Core and shared models"
    case .feature: "Features"
    case .app: "App"
    case .test: "Tests"
    case .other: "Other"
    }
  }
}

struct Architecture {
  let package: PackageDescription
  let shared: [String]

  func layer(of target: PackageDescription.Target) -> Layer {
    if target.type == "test" { return .test }
    if target.path.hasPrefix("App/") { return .app }
    if target.path.hasPrefix("Modules/") { return shared.contains(target.name) ? .shared : .feature }
    return .other
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
  for layer in [Layer.shared, .feature, .app, .test, .other] {
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
  for layer in [Layer.shared, .feature, .app, .test, .other] {
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

/// Features depend only on the shared modules; only App targets, and a feature's own test
/// target, depend on a feature.
func dependencyViolations(_ architecture: Architecture) -> [String] {
  let byName = Dictionary(architecture.package.targets.map { ($0.name, $0) }) { first, _ in first }
  let sharedList = architecture.shared.joined(separator: ", ")
  var findings: [String] = []
  for target in architecture.orderedTargets {
    let layer = architecture.layer(of: target)
    for dependency in target.targetDependencies ?? [] {
      guard let other = byName[dependency] else { continue }
      let otherLayer = architecture.layer(of: other)
      if layer == .feature && otherLayer == .feature {
        findings.append(
          "Package.swift: feature '\(target.name)' (\(target.path)) depends on feature '\(dependency)'. "
            + "Features must not know each other: let the App compose them.")
      } else if layer == .feature && otherLayer != .shared {
        findings.append(
          "Package.swift: feature '\(target.name)' (\(target.path)) depends on '\(dependency)' (\(other.path)). "
            + "A feature may depend only on \(sharedList).")
      } else if otherLayer == .feature && layer != .feature && layer != .app
        && !(layer == .test && target.name == dependency + "Tests")
      {
        findings.append(
          "Package.swift: '\(target.name)' (\(target.path)) depends on feature '\(dependency)'. "
            + "Only App targets (under App/) and the feature's own test target '\(dependency)Tests' may.")
      }
    }
    if layer == .feature {
      for product in target.productDependencies ?? [] {
        findings.append(
          "Package.swift: feature '\(target.name)' (\(target.path)) depends on product '\(product)'. "
            + "A feature may depend only on \(sharedList).")
      }
    }
  }
  return findings
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
    var kind: Kind
    var pathComponents: [String]
    var accessLevel: String
    var location: Location?
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
          + "\(module). Only \(coordinator) may be public: make '\(name)' internal, or nest it in \(coordinator).")
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

// MARK: - Command line

struct ToolError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

func loadArchitecture(_ path: String, shared: String) throws -> Architecture {
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  let package = try JSONDecoder().decode(PackageDescription.self, from: data)
  return Architecture(package: package, shared: shared.split(separator: " ").map(String.init))
}

func run(_ arguments: [String]) throws -> Int32 {
  switch (arguments.first, arguments.count) {
  case ("graph", 5):
    let architecture = try loadArchitecture(arguments[1], shared: arguments[3])
    let withTests = arguments[4] == "yes"
    switch arguments[2] {
    case "mermaid": print(mermaid(architecture, withTests: withTests))
    case "dot": print(dot(architecture, withTests: withTests))
    default: throw ToolError("unknown graph format '\(arguments[2])' (use mermaid or dot)")
    }
    return 0
  case ("dependency-rules", 3):
    let findings = dependencyViolations(try loadArchitecture(arguments[1], shared: arguments[2]))
    for finding in findings { print(finding) }
    return findings.isEmpty ? 0 : 1
  case ("paths", 2):
    for target in try loadArchitecture(arguments[1], shared: "").package.targets {
      print("\(target.name) \(target.path)")
    }
    return 0
  case ("features", 3):
    for feature in try loadArchitecture(arguments[1], shared: arguments[2]).features { print(feature.name) }
    return 0
  case ("public-api", 4):
    let result = try publicAPIViolations(
      module: arguments[1], directory: URL(fileURLWithPath: arguments[2]), root: arguments[3])
    for line in result.notes + result.findings { print(line) }
    return result.findings.isEmpty ? 0 : 1
  default:
    throw ToolError(
      "usage: package-tool graph|dependency-rules|features|paths|public-api ... (see the header of PackageTool.swift)")
  }
}

do {
  exit(try run(Array(CommandLine.arguments.dropFirst())))
} catch {
  FileHandle.standardError.write(Data("package-tool: error: \(error)\n".utf8))
  exit(2)
}
