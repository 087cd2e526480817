import AppFeature
import AppTesting
import Foundation
import SharedModels

@testable import AppData
@testable import ConsoleUI

/// Replays a transcript script through the console library, as `console --script` would.
///
/// A script is console input plus directives the console itself treats as comments:
/// `#! restart` ends the process and starts the app again on the same data folder, so a
/// transcript can show what survives a restart; `#! item TITLE` and `#! bio USER TEXT` store
/// data as another program could have, with `\u{1B}`-style escapes decoded, so a transcript
/// can show how hostile stored text is drawn; `#! width N` draws the following screens N
/// columns wide, as on a terminal that wide. `#! tabs NAME…` (first in a journey) runs it on
/// only those rows of the tab table, in that order, or on the stand-in tabs with
/// `#! tabs stand-ins` (where `one`'s `load` shows the newest stored item and its author's
/// bio), so that adding a tab or changing a feature rewrites only the journeys that name it
/// (``JourneyScope``); exactly one journey runs the whole app. `#! feature NAME` (first in a
/// run) runs that feature alone on its fakes, as `console --feature NAME` does. `#! latency MS`
/// (first in a run) slows every live dependency of the run down by MS milliseconds and shows
/// each line's progress at once, as a terminal would after a moment: the screen of an action
/// still running, drawn as the line left it (`Saving…`), else `Loading…` when work is pending
/// (the console's own `network down` takes the simulated network down).
@MainActor
enum TranscriptHarness {
  /// The folder holding `<name>.commands` and `<name>.expected`.
  nonisolated static let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Transcripts")

  /// Set to regenerate the expected files: `UPDATE_TRANSCRIPTS=1 swift test --filter GoldenJourneyReplayTests`.
  static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_TRANSCRIPTS"] == "1" }

  nonisolated static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
    return files.filter { $0.hasSuffix(".commands") }.map { String($0.dropLast(".commands".count)) }.sorted()
  }

  /// Everything the console prints for the script of `journey`, every run on one fresh data
  /// folder, with the rows of `table` (the app's, unless a test of the harness gives its own).
  /// Throws, naming the journey, for a directive naming an unknown tab or feature, and when the
  /// journey draws a screen of a feature it doesn't name (see ``JourneyScope``).
  static func replay(_ script: String, journey: String, table: [AppTab] = AppTab.all) async throws -> String {
    let scope = try JourneyScope(script: script, journey: journey, table: table)
    let dataFolder = FileManager.default.temporaryDirectory.appending(path: "transcript-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dataFolder) }
    var output: [String] = []
    for (index, run) in script.components(separatedBy: "#! restart\n").enumerated() {
      if index > 0 { output.append("\n#! restart") }
      var lines = run.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      let leading = lines.prefix { $0.hasPrefix("#! ") }
      let latency = leading.lazy.compactMap(Self.latency(directive:)).first
      let feature = try leading.compactMap { line throws(TranscriptError) in try scope.feature(directive: line) }.first
      let environment = AppEnvironment(
        stores: .open(at: .directory(dataFolder), hasher: SystemPasswordHasher(cost: SystemPasswordHasher.minimumCost)),
        latency: latency ?? .zero)
      var input = lines.makeIterator()
      let session =
        feature.map { ConsoleSession(preview: $0) }
        ?? ConsoleSession(
          app: AppCoordinator(
            environment: environment,
            tabs: scope.usesStandIns ? .standIns(loading: Self.storedText(in: environment.stores)) : scope.tabs))
      var options = ConsoleRunner.Options.transcript
      if latency != nil { options.showsLoadingAfter = .zero }
      let runner = ConsoleRunner(session: session, options: options)
      var shown: Set<String> = []
      _ = await runner.run(
        readLine: {
          shown.formUnion(Self.features(drawnBy: session))
          guard let line = input.next() else { return nil }
          try? await store(directive: line, in: environment)
          if line.hasPrefix("#! width ") {
            let width = Int(line.dropFirst("#! width ".count))
            session.width = { width }
          }
          return .text(line)
        },
        write: { output.append($0) })
      try scope.check(shown: shown, feature: feature)
    }
    return output.joined(separator: "\n") + "\n"
  }

  /// The features whose coordinators are on the path of the screen `session` shows.
  static func features(drawnBy session: ConsoleSession) -> Set<String> {
    let path = session.root.visibleScreen?.path ?? []
    return Set(path.compactMap { $0.coordinator.flatMap(JourneyScope.feature(of:)) })
  }

  /// What the stand-in tab `one` loads in a journey: the newest stored item's title and its
  /// author's bio (what `#! item` and `#! bio` store), drawn as a feature's screen draws stored
  /// text.
  static func storedText(in stores: AppDataStores) -> PageFlow.Load {
    {
      guard let item = try? await stores.items.feedPage(limit: 1).items.first else { return "no items" }
      let bio = (try? await stores.profiles.profile(item.author))??.bio ?? ""
      return "\(item.title), by \(item.author.rawValue): \(bio)"
    }
  }

  /// The latency a `#! latency MS` directive sets, nil for any other line.
  static func latency(directive line: String) -> Duration? {
    guard line.hasPrefix("#! latency "), let milliseconds = Int(line.dropFirst("#! latency ".count)) else { return nil }
    return .milliseconds(milliseconds)
  }

  /// Stores what a `#! item` or `#! bio` directive names; other lines change nothing.
  static func store(directive line: String, in environment: AppEnvironment) async throws {
    let words = line.split(separator: " ", maxSplits: 3).map { decoded(String($0)) }
    switch words.prefix(2) {
    case ["#!", "item"] where words.count >= 3:
      let stores = environment.stores
      _ = try await stores.items.add(
        title: words[2] + (words.count > 3 ? " " + words[3] : ""), body: "stored", as: session(of: "ada", in: stores))
    case ["#!", "bio"] where words.count == 4:
      let stores = environment.stores
      guard var profile = try await stores.profiles.profile(.init(rawValue: words[2])) else { return }
      profile.bio = words[3]
      try await stores.profiles.save(profile, as: session(of: words[2], in: stores))
    default:
      return
    }
  }

  /// A session for the account `id`, made from its row (the seeded author `ada` can't sign in).
  @DataActor
  static func session(of id: String, in stores: AppDataStores) throws -> Session {
    let key = try stores.database.rows("SELECT account_key FROM accounts WHERE user_id = ?", .text(id))
    return Session(
      userID: UserID(id), displayName: id, accountKey: AccountKey(bytes: key.first?.first?.blob ?? []))
  }

  /// `text` with each `\u{…}` escape replaced by its code point.
  static func decoded(_ text: String) -> String {
    text.replacing(/\\u\{([0-9A-Fa-f]+)\}/) { match in
      UInt32(match.1, radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? String(match.0)
    }
  }
}
