import AppData
import AppFeature
import AppTesting
import Foundation
import SharedModels
import Testing

@testable import ConsoleUI

/// When the console saves where the user is: once they have settled (before it waits for a
/// person to type, and when the run ends), never after every line of a piped script.
@MainActor
@Suite("Saving the location")
struct LocationSavingTests {
  /// Runs `lines` and returns the saved place of the selected tab (the first of the links
  /// saved, one per tab: AppTests check the rest) as each line was read, then at the end.
  func savedLocations(_ lines: [String], options: ConsoleRunner.Options) async throws -> [String?] {
    let app = AppCoordinator.onStandInTabs()
    let sessions = app.environment.stores.sessions
    var input = lines.makeIterator()
    var seen: [String?] = []
    func selectedPlace() async -> String? {
      (try? await sessions.lastLocation)?.split(separator: "\n").first.map(String.init)
    }
    _ = await ConsoleRunner(session: ConsoleSession(app: app), options: options).run(
      readLine: {
        seen.append(await selectedPlace())
        return input.next().map(InputLine.text)
      },
      write: { _ in })
    return seen + [await selectedPlace()]
  }

  let tour = ["login demo scaffolding", "page 1", "page 2", "tab two"]

  @Test("a piped script saves the place it signs in to and where input ends, not each line")
  func pipedSavesAtTheEnd() async throws {
    let seen = try await savedLocations(tour, options: .transcript)
    #expect(seen == [nil, "app://one", "app://one", "app://one", "app://one", "app://two"])
  }

  @Test("`quit` and a --strict stop save too")
  func quitAndStrictStopSave() async throws {
    #expect(
      try await savedLocations(tour.dropLast() + ["quit", "page 3"], options: .transcript).last
        == "app://one/page/1/page/2")
    var strict = ConsoleRunner.Options.transcript
    strict.isStrict = true
    #expect(
      try await savedLocations(tour.dropLast() + ["no-such-action", "page 3"], options: strict).last
        == "app://one/page/1/page/2")
  }

  @Test("at a terminal, the place is saved before each line is read: a kill while waiting loses nothing")
  func interactiveSavesBeforeReading() async throws {
    let seen = try await savedLocations(tour, options: .interactive)
    #expect(seen == [nil, "app://one", "app://one/page/1", "app://one/page/1/page/2", "app://two", "app://two"])
  }
}

/// What the person at the terminal sees when saving their place finds their account deleted
/// elsewhere: the sign-in screen, drawn at once, saying why.
@MainActor
@Suite("Saving the location of a session ended elsewhere")
struct EndedElsewhereConsoleTests {
  @Test("the console draws sign-in with the reason before it waits for the next line")
  func redrawsSignIn() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "ended-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func launch() -> AppCoordinator {
      AppCoordinator(
        environment: .open(at: .directory(folder), hashCost: SystemPasswordHasher.minimumCost), tabs: .standIns)
    }
    var input = ["login demo scaffolding", "page 1"].makeIterator()
    var output: [String] = []
    var shownBeforeLastRead: [String] = []
    _ = await ConsoleRunner(session: ConsoleSession(app: launch()), options: .interactive).run(
      readLine: {
        guard let line = input.next() else {
          shownBeforeLastRead = output
          return nil
        }
        if line == "page 1" {
          // Another process deletes the account and someone registers its name again.
          let stores = launch().environment.stores
          try? await stores.accounts.deleteAccount(stores.accounts.signIn(username: "demo", password: "scaffolding"))
          _ = try? await stores.accounts.register(
            username: "demo", displayName: "Someone Else", password: "another one")
        }
        return .text(line)
      },
      write: { output.append($0) })
    let last = try #require(shownBeforeLastRead.last)
    #expect(last.contains("Sign in  (root)"))
    #expect(last.contains(SessionEndedError().description))
  }
}

extension EndedElsewhereConsoleTests {
  @Test("a write from a screen's load, refused because the account is gone, draws sign-in, saying why once")
  func refusedWriteRedrawsSignIn() async throws {
    let environment = AppEnvironment.demo()
    let contexts = Contexts()
    // The loading page's load writes for the user, as Home's feed marks what it has seen.
    let saving = AppTab.pages(
      "one", onMake: { contexts.context = $0 },
      load: {
        guard let context = contexts.context else { return "no context" }
        do {
          try await context.write {
            try await context.environment.stores.preferences.save(UserPreferences(), for: context.session)
          }
          return "saved"
        } catch {
          return "not saved: \(error)"
        }
      })
    let console = ConsoleSession(app: AppCoordinator(environment: environment, tabs: [saving]))
    _ = await console.runSettled("login demo scaffolding")
    let stores = environment.stores
    try await stores.accounts.deleteAccount(stores.accounts.signIn(username: "demo", password: "scaffolding"))

    let reply = await console.runSettled("load")

    #expect(reply.messages.isEmpty, "the sign-in screen says why; no error line repeats it")
    #expect(reply.answer.contains("Sign in  (root)"))
    #expect(reply.answer.contains(SessionEndedError().description))
  }
}

/// Keeps the context the app built a tab with, so its loading page can write as the feature.
@MainActor
private final class Contexts {
  var context: TabContext?
}
