import AppData
import AppFeature
import AppTesting
import Foundation
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import ConsoleUI

/// The console reads the tab badges again before it waits for the next line, as an iOS app does
/// when its scene becomes active: with two environments on one data folder (two consoles), an
/// item the other publishes while this one waits is counted on the screen after the next line,
/// piped or at a terminal. The tabs are stand-ins; the first one's badge counts what others
/// published since the user last looked at the feed, as Home's does.
@MainActor
@Suite("Badges across consoles", .timeLimit(.minutes(1)))
struct BadgeRefreshTests {
  let folder = FileManager.default.temporaryDirectory.appending(path: "badges-\(UUID().uuidString)")

  func environment() -> AppEnvironment {
    .open(at: .directory(folder), hashCost: SystemPasswordHasher.minimumCost)
  }

  /// The stand-in tabs, the first badged with the count of items others published unseen.
  static var tabs: [AppTab] {
    let standIns = [AppTab].standIns
    let unseen = AppTab(
      "one", label: TabLabel("One"),
      badge: { context in
        let seen = context.environment.stores.feedSeen
        let user = context.session.userID
        return { try await seen.unseenCount(for: user) }
      },
      make: { _ in PageFlow(name: "one") }, preview: { _ in PageFlow(name: "one") })
    return [unseen] + standIns.dropFirst()
  }

  /// The tab bar of each screen drawn, in order.
  func tabBars(_ output: [String]) -> [String] {
    output.flatMap { $0.split(separator: "\n") }.filter { $0.contains("2 Two") }.map(String.init)
  }

  @Test(
    "an item another console publishes while this one waits shows on its screen after the next line",
    arguments: [ConsoleRunner.Options.transcript, .interactive])
  func publishedElsewhere(options: ConsoleRunner.Options) async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = AppCoordinator(environment: environment(), tabs: Self.tabs)
    let other = environment()
    var input = ["login demo scaffolding", "tab two", "tab three", "tab two"].makeIterator()
    var output: [String] = []
    _ = await ConsoleRunner(session: ConsoleSession(app: app), options: options).run(
      readLine: {
        let line = input.next()
        if line == "tab three" {
          // The other console publishes while this one waits for the person to type.
          let grace = try? await other.stores.accounts.register(
            username: "grace", displayName: "Grace", password: "cobol1959")
          if let grace { _ = try? await other.stores.items.add(title: "Elsewhere", body: "", as: grace) }
        }
        return line.map(InputLine.text)
      },
      write: { output.append($0) })
    await other.close()
    let bars = tabBars(output)
    #expect(bars.count == 4)
    // Ada's two demo items: the demo user never looked at a feed.
    #expect(bars.first == "[1 One (2)]  2 Two  3 Three")
    if options.waitsForBadgesBeforeReading {
      #expect(bars[2] == "1 One (2)  2 Two  [3 Three]", "read before the line that the other console published during")
    }
    #expect(bars.last == "1 One (3)  [2 Two]  3 Three")
  }

  @Test("at a terminal the prompt doesn't wait for the read, and leaving doesn't either")
  func leavingDoesNotWait() async throws {
    let count = ControlledDependency<Void, Int>("AppTab.badge")
    let badged = AppTab(
      "one", label: TabLabel("One"), badge: { _ in { try await count() } },
      make: { _ in PageFlow(name: "one") }, preview: { _ in PageFlow(name: "one") })
    let app = AppCoordinator(environment: .demo(), tabs: [badged] + [AppTab].standIns.dropFirst())
    // The read as the tabs show, answered while the sign-in's screen waits for it.
    let first = Task { try await count.nextCall().answer(with: 1) }
    var input = ["login demo scaffolding"].makeIterator()
    var output: [String] = []
    let status = await ConsoleRunner(session: ConsoleSession(app: app), options: .interactive).run(
      readLine: { input.next().map(InputLine.text) }, write: { output.append($0) })
    try await first.value
    #expect(status == ConsoleRunner.success)
    #expect(output.last?.contains("[1 One (1)]  2 Two  3 Three") == true)
    // The read asked for before the prompt may start only now, on the main actor's next turn;
    // either way the console has left without its answer.
    let unanswered = try await count.nextCall()
    #expect(unanswered.isPending, "the read asked for before the prompt is still out; the console left")
    unanswered.answer(with: 0)
  }
}
