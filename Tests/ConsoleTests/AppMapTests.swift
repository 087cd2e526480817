import AppFeature
import AppTesting
import Foundation
import Scaffolding
import Testing

@testable import ConsoleUI

/// `console --map` on the stand-in tabs (the same Auth, three ``AppTesting/PageFlow`` tabs), so
/// no test here depends on which features the app has: what the walk finds, and how each
/// format prints it.
@MainActor
@Suite("The app map")
struct AppMapTests {
  /// One walk of the stand-in app, shared by the tests that only read it.
  static let standIn = Task { try await AppMap.walk(tabs: .standIns) }

  func transition(from: String, _ action: String, in map: AppMap) -> MapTransition? {
    map.transitions.first { $0.from == from && $0.action == action }
  }

  /// Where `action` on the screen `from` leads, and how: `one/page (push)`.
  func outcome(from: String, _ action: String, in map: AppMap) -> String? {
    transition(from: from, action, in: map).map { "\($0.to) (\($0.kind))" }
  }

  @Test("each kind of step is a transition of its kind, to the screen it shows")
  func kinds() async throws {
    let map = try await Self.standIn.value
    let start = "one/start"
    #expect(outcome(from: "login", "login", in: map) == "\(start) (root)")
    #expect(outcome(from: start, "page", in: map) == "one/page (push)")
    #expect(outcome(from: start, "sheet", in: map) == "one/sheet (sheet)")
    #expect(outcome(from: start, "cover", in: map) == "one/cover (cover)")
    #expect(outcome(from: start, "tab two", in: map) == "two/start (tab)")
    #expect(outcome(from: "one/cover", "done", in: map) == "\(start) (back)")
    #expect(outcome(from: "one/page", "back", in: map) == "\(start) (back)")
    // No stand-in tab offers sign-out, so the app offers it on each tab's first screen.
    #expect(
      outcome(from: start, "sign-out", in: map) == "login (root)")
  }

  @Test("a step that moves nothing stays on its screen, as a note does; a refused one, a failed sign-in, is none")
  func stillSteps() async throws {
    let map = try await Self.standIn.value
    #expect(outcome(from: "one/start", "note", in: map) == "one/start (stay)")
    #expect(!map.transitions.contains { $0.from == "login" && $0.to == "login" })
  }

  @Test("each action is taken with its parameters' examples, or each word of a choice")
  func examples() async throws {
    let choice = ScreenAction.Parameter("mode", kind: .choice(["a", "b"]))
    #expect(ExampleArguments.values(for: choice) == ["a", "b"])
    #expect(ExampleArguments.values(for: .init("mode", kind: .choice(["a", "b"]), examples: ["b"])) == ["b"])
    #expect(ExampleArguments.values(for: .init("item", kind: .number)) == [], "nothing is guessed from a kind")
    let map = try await Self.standIn.value
    #expect(outcome(from: "one/start", "page", in: map) == "one/page (push)", "page 1, its one example")
  }

  @Test("a screen's action the map can't take fails the walk, naming the screen and the action")
  func untakeable() async throws {
    let error = await #expect(throws: UntakeableActions.self) { try await AppMap.walk(tabs: [ChoosyFlow.tab]) }
    #expect(error?.actions == ["choosy/start jump", "choosy/start pick"])
    #expect(
      error?.description.hasPrefix(
        "the app map can't take these actions: choosy/start jump; choosy/start pick. Give each required parameter")
        == true)
  }

  @Test("a screen has the link `where` prints there; a modal no link names has none")
  func screens() async throws {
    let map = try await Self.standIn.value
    let start = try #require(map.screens.first { $0.id == "one/start" })
    #expect(start.title == "one start")
    #expect(start.feature == "AppTesting")
    #expect(start.link == "app://one")
    #expect(map.screens.first { $0.id == "one/sheet" }?.link == "app://one/sheet")
    #expect(map.screens.first { $0.id == "one/cover" }.map { $0.link == nil } == true)
  }

  @Test("every transition joins two screens of the map, and each screen is listed once")
  func consistent() async throws {
    let map = try await Self.standIn.value
    let ids = map.screens.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(map.transitions.allSatisfy { ids.contains($0.from) && ids.contains($0.to) })
    #expect(ids == ids.sorted())
    #expect(map.transitions == map.transitions.sorted())
  }

  @Test("two walks print the same text, in every format")
  func deterministic() async throws {
    let first = try await Self.standIn.value
    let second = try await AppMap.walk(tabs: .standIns)
    for format in MapFormat.allCases {
      #expect(format.text(of: second) == format.text(of: first), "\(format)")
    }
  }

  @Test("JSON decodes into the same map, its keys sorted")
  func json() async throws {
    let map = try await Self.standIn.value
    let text = MapFormat.json.text(of: map)
    #expect(try JSONDecoder().decode(AppMap.self, from: Data(text.utf8)) == map)
    #expect(text.contains("\"link\" : \"app://one\""))
    let keys = text.split(separator: "\n").filter { $0.hasPrefix("      \"") }.prefix(4).map {
      $0.split(separator: "\"")[1]
    }
    #expect(keys == ["feature", "guards", "id", "link"])
  }

  @Test("Mermaid: a flowchart with a node per screen and an arrow per transition, styled by kind")
  func mermaid() async throws {
    let map = try await Self.standIn.value
    let lines = MapFormat.mermaid.text(of: map).split(separator: "\n")
    #expect(lines.first == "flowchart LR")
    #expect(lines.count == 1 + map.screens.count + map.transitions.count)
    #expect(lines.contains("  one_start[\"one start<br/>AppTesting · app://one\"]"))
    #expect(lines.contains("  login ==>|\"login (root)\"| one_start"))
    #expect(lines.contains("  one_page -.->|\"back\"| one_start"))
    #expect(lines.contains("  one_start -->|\"tab two\"| two_start"))
  }

  @Test("DOT: a digraph with a box per screen and an edge per transition")
  func dot() async throws {
    let map = try await Self.standIn.value
    let lines = MapFormat.dot.text(of: map).split(separator: "\n")
    #expect(lines.first == "digraph AppMap {")
    #expect(lines.last == "}")
    #expect(lines.contains("  \"one/start\" [label=\"one start\\nAppTesting · app://one\"];"))
    #expect(
      lines.contains("  \"login\" -> \"one/start\" [label=\"login (root)\", style=bold];"))
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
    #expect(map.transitions.contains { $0.from == "login" && $0.action == "login" && $0.kind == .root })
  }
}
