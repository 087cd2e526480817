import AppFeature
import AppTesting
import Foundation
import Testing

@testable import ConsoleUI

/// `console --map` on the stand-in tabs (the same Auth, three ``AppTesting/PageFlow`` tabs), so
/// no test here depends on which features the app has: what the walk finds, and how each
/// format prints it.
@MainActor
@Suite("The app map")
struct AppMapTests {
  /// One walk of the stand-in app, shared by the tests that only read it.
  static let standIn = Task { await AppMap.walk(tabs: .standIns) }

  func transition(from: String, _ action: String, in map: AppMap) -> MapTransition? {
    map.transitions.first { $0.from == from && $0.action == action }
  }

  /// Where `action` on the screen `from` leads, and how: `one/PageFlow.page (push)`.
  func outcome(from: String, _ action: String, in map: AppMap) -> String? {
    transition(from: from, action, in: map).map { "\($0.to) (\($0.kind))" }
  }

  @Test("each kind of step is a transition of its kind, to the screen it shows")
  func kinds() async throws {
    let map = await Self.standIn.value
    let start = "one/PageFlow.start"
    #expect(outcome(from: "AuthCoordinator.login", "login", in: map) == "\(start) (root)")
    #expect(outcome(from: start, "page", in: map) == "one/PageFlow.page (push)")
    #expect(outcome(from: start, "sheet", in: map) == "one/PageFlow.sheet (sheet)")
    #expect(outcome(from: start, "cover", in: map) == "one/PageFlow.cover (cover)")
    #expect(outcome(from: start, "tab two", in: map) == "two/PageFlow.start (tab)")
    #expect(outcome(from: "one/PageFlow.cover", "done", in: map) == "\(start) (back)")
    #expect(outcome(from: "one/PageFlow.page", "back", in: map) == "\(start) (back)")
    // No stand-in tab offers sign-out, so the app offers it on each tab's first screen.
    #expect(
      outcome(from: start, "sign-out", in: map) == "AuthCoordinator.login (root)")
  }

  @Test("a step that moves nothing is no transition: a note, a failed sign-in")
  func stillSteps() async {
    let map = await Self.standIn.value
    #expect(transition(from: "one/PageFlow.start", "note", in: map) == nil)
    #expect(!map.transitions.contains { $0.from == "AuthCoordinator.login" && $0.to == "AuthCoordinator.login" })
  }

  @Test("a screen has the link `where` prints there; a modal no link names has none")
  func screens() async throws {
    let map = await Self.standIn.value
    let start = try #require(map.screens.first { $0.id == "one/PageFlow.start" })
    #expect(start.title == "one start")
    #expect(start.feature == "AppTesting")
    #expect(start.link == "app://one")
    #expect(map.screens.first { $0.id == "one/PageFlow.sheet" }?.link == "app://one/sheet")
    #expect(map.screens.first { $0.id == "one/PageFlow.cover" }.map { $0.link == nil } == true)
  }

  @Test("every transition joins two screens of the map, and each screen is listed once")
  func consistent() async {
    let map = await Self.standIn.value
    let ids = map.screens.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(map.transitions.allSatisfy { ids.contains($0.from) && ids.contains($0.to) })
    #expect(ids == ids.sorted())
    #expect(map.transitions == map.transitions.sorted())
  }

  @Test("two walks print the same text, in every format")
  func deterministic() async {
    let first = await Self.standIn.value
    let second = await AppMap.walk(tabs: .standIns)
    for format in MapFormat.allCases {
      #expect(format.text(of: second) == format.text(of: first), "\(format)")
    }
  }

  @Test("JSON decodes into the same map, its keys sorted")
  func json() async throws {
    let map = await Self.standIn.value
    let text = MapFormat.json.text(of: map)
    #expect(try JSONDecoder().decode(AppMap.self, from: Data(text.utf8)) == map)
    #expect(text.contains("\"link\" : \"app://one\""))
    let keys = text.split(separator: "\n").filter { $0.hasPrefix("      \"") }.prefix(4).map {
      $0.split(separator: "\"")[1]
    }
    #expect(keys == ["feature", "guards", "id", "link"])
  }

  @Test("Mermaid: a flowchart with a node per screen and an arrow per transition, styled by kind")
  func mermaid() async {
    let map = await Self.standIn.value
    let lines = MapFormat.mermaid.text(of: map).split(separator: "\n")
    #expect(lines.first == "flowchart LR")
    #expect(lines.count == 1 + map.screens.count + map.transitions.count)
    #expect(lines.contains("  one_PageFlow_start[\"one start<br/>AppTesting · app://one\"]"))
    #expect(lines.contains("  AuthCoordinator_login ==>|\"login (root)\"| one_PageFlow_start"))
    #expect(lines.contains("  one_PageFlow_page -.->|\"back\"| one_PageFlow_start"))
    #expect(lines.contains("  one_PageFlow_start -->|\"tab two\"| two_PageFlow_start"))
  }

  @Test("DOT: a digraph with a box per screen and an edge per transition")
  func dot() async {
    let map = await Self.standIn.value
    let lines = MapFormat.dot.text(of: map).split(separator: "\n")
    #expect(lines.first == "digraph AppMap {")
    #expect(lines.last == "}")
    #expect(lines.contains("  \"one/PageFlow.start\" [label=\"one start\\nAppTesting · app://one\"];"))
    #expect(
      lines.contains("  \"AuthCoordinator.login\" -> \"one/PageFlow.start\" [label=\"login (root)\", style=bold];"))
    #expect(lines.count == 4 + map.screens.count + map.transitions.count)
  }

  @Test("--map takes --format; anything else beside it is a usage error")
  func options() throws {
    #expect(try ConsoleOptions(arguments: ["--map"]).map == .mermaid)
    #expect(try ConsoleOptions(arguments: ["--format", "json", "--map"]).map == .json)
    #expect(try ConsoleOptions(arguments: []).map == nil)
    for (arguments, message) in [
      (["--map", "--format", "svg"], "--format takes one of: mermaid, dot, json, not 'svg'"),
      (["--format", "dot"], "--format goes with --map"),
      (["--map", "--in-memory"], "--map takes no option but --format"),
      (["--map", "--format"], "--format needs a value"),
    ] {
      #expect(throws: ConsoleOptions.UsageError(message: message)) { try ConsoleOptions(arguments: arguments) }
    }
    #expect(ConsoleOptions.usage.contains("console --map [--format mermaid|dot|json]"))
  }

  @Test("console --map prints the app's map and exits 0")
  nonisolated func executable() throws {
    let process = Process()
    process.executableURL = try MergedStreamTests.console()
    process.arguments = ["--map", "--format", "json"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let map = try JSONDecoder().decode(AppMap.self, from: data)
    #expect(map.transitions.contains { $0.from == "AuthCoordinator.login" && $0.action == "login" && $0.kind == .root })
  }
}
