import AppFeature
import Testing

@testable import ConsoleUI

/// When the console saves where the user is: once they have settled (before it waits for a
/// person to type, and when the run ends), never after every line of a piped script.
@MainActor
@Suite("Saving the location")
struct LocationSavingTests {
  /// Runs `lines` and returns the saved location as each line was read, then at the end.
  func savedLocations(_ lines: [String], options: ConsoleRunner.Options) async throws -> [String?] {
    let app = AppCoordinator.onStandInTabs()
    let sessions = app.environment.stores.sessions
    var input = lines.makeIterator()
    var seen: [String?] = []
    _ = await ConsoleRunner(session: ConsoleSession(app: app), options: options).run(
      readLine: {
        seen.append(try? sessions.lastLocation)
        return input.next().map(InputLine.text)
      },
      write: { _ in })
    return seen + [try sessions.lastLocation]
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
