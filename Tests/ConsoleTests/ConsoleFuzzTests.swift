import AppFeature
import AppTesting
import Foundation
import Scaffolding
import ScaffoldingTesting
import Testing

@testable import ConsoleUI

/// Long random mixes of valid and invalid lines: after every line the console must have
/// answered, and the navigation tree must still be sound.
///
/// The app has the real tab table, whatever it lists, and the stand-in tabs after it; links
/// and tab names come from the tabs, so adding or removing a feature changes nothing here.
///
/// Seeded: a failure prints its seed; replay it with `CONSOLE_FUZZ_SEED=<seed> swift test
/// --filter ConsoleFuzzTests`.
@MainActor
@Suite("Console fuzzing")
struct ConsoleFuzzTests {
  nonisolated static let seeds: [UInt64] =
    ProcessInfo.processInfo.environment["CONSOLE_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] }
    ?? [1, 2, 3, 4]

  static let words = [
    "demo", "scaffolding", "ada", "1", "2", "3", "99", "-1", "x", "\"Jane Doe\"", "'a b'", "on", "dark",
  ]
  static let links = [
    "app://one/page/3/page/1", "app://two/sheet", "app://three/page/99", "app://one/item/x", "app://login",
    "app://signup", "app://nowhere", "https://x",
  ]
  static let globals = [
    "back", "tab 1", "tab 2", "tab 3", "tab two", "tab 9", "where", "tree", "log", "log 3", "help",
  ]

  func randomLine(for session: ConsoleSession, tabs: [String], using random: inout SeededRandom) -> InputLine {
    let actions = session.root.visibleScreen?.render().actions ?? []
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<8: return .text("login demo scaffolding")
    case 8..<50 where !actions.isEmpty:
      let action = actions.randomElement(using: &random) ?? actions[0]
      let count = max(0, action.parameters.count + Int.random(in: -1...1, using: &random))
      let arguments = (0..<count).map { _ in Self.words.randomElement(using: &random) ?? "x" }
      return .text(([action.name] + arguments).joined(separator: " "))
    case 50..<62: return .text(Self.globals.randomElement(using: &random) ?? "back")
    case 62..<65: return .text("tab " + (tabs.randomElement(using: &random) ?? "one"))
    case 65..<68: return .text("open app://" + (tabs.randomElement(using: &random) ?? "one"))
    case 68..<72: return .text("open " + (Self.links.randomElement(using: &random) ?? "app://one"))
    case 72..<80:
      return .text(String((0..<Int.random(in: 0...12, using: &random)).map { _ in randomCharacter(&random) }))
    case 80..<85:
      return .text(["\"unbalanced", "'", "", "   ", "#", "# comment", "\t"].randomElement(using: &random) ?? "")
    case 85..<90:
      return InputLine(
        bytes: (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
    case 90..<92:
      return InputLine(bytes: [UInt8](repeating: 0x61, count: Int.random(in: 16_000...40_000, using: &random)))
    default:
      return .text(
        ["dance", "login", "page", "sheet x y z", "help page", "set", "edit now"].randomElement(using: &random) ?? "x"
      )
    }
  }

  func randomCharacter(_ random: inout SeededRandom) -> Character {
    let scalars: [Unicode.Scalar] = ["a", "z", " ", "\"", "'", "#", "é", "\u{7}", "\u{1B}", "\u{0}", "🙂", "›"]
    return Character(scalars.randomElement(using: &random) ?? "a")
  }

  @Test("thousands of random lines: every line is answered and the tree stays sound", arguments: seeds)
  func randomLines(seed: UInt64) async throws {
    var random = SeededRandom(seed: seed)
    let app = AppCoordinator(environment: .demo(), tabs: AppTab.all + .standIns)
    let session = ConsoleSession(app: app)
    let tabs = app.tabs.map(\.name.rawValue)
    for step in 1...1_500 {
      let line = randomLine(for: session, tabs: tabs, using: &random)
      let reply = await session.execute(line)
      // Comments and blank lines are the only lines that answer nothing.
      let answersNothing: Bool
      if case .text(let text) = line {
        let start = text.drop { $0 == " " || $0 == "\t" }
        answersNothing = start.isEmpty || start.hasPrefix("#")
      } else {
        answersNothing = false
      }
      #expect(answersNothing || !reply.output.isEmpty, "seed \(seed), step \(step): no answer to \(line.echo)")
      #expect(reply.succeeded || reply.output.hasPrefix("error: "), "seed \(seed), step \(step): \(reply.output)")
      do {
        try requireTreeInvariants(session.root)
      } catch {
        Issue.record("seed \(seed), step \(step) after \(line.echo): \(error)")
        return
      }
    }
  }
}
