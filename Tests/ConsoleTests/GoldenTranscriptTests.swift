import Foundation
import Testing

@testable import ConsoleUI

/// The main journeys as golden transcripts: each `Transcripts/<name>.commands` replayed must
/// print exactly `Transcripts/<name>.expected`, byte for byte.
///
/// Each journey names what it runs on, so that a change rewrites only the journeys it concerns:
/// the console's and the App's rules run on stand-in tabs (`#! tabs stand-ins`), a feature's
/// journeys on the tabs they need (`#! tabs home profile`) or on the feature alone
/// (`#! feature compose`), and exactly one journey, `sign-in`, runs the whole app and shows its
/// tab bar, so adding a tab rewrites that one. After an intended change to what the console
/// prints, regenerate them with `UPDATE_TRANSCRIPTS=1 swift test --filter GoldenTranscriptTests`
/// and review the diff.
@MainActor
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
  @Test("every journey has its script and its expected transcript, and there are journeys")
  func journeysArePaired() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: TranscriptHarness.folder.path(percentEncoded: false))
    let expected = Set(files.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) })
    #expect(!TranscriptHarness.names.isEmpty)
    #expect(Set(TranscriptHarness.names) == expected)
  }

  @Test("exactly one journey runs the whole app, so adding a tab rewrites only that one")
  func oneJourneyRunsTheWholeApp() throws {
    let whole = try TranscriptHarness.names.filter { name in
      let script = try String(contentsOf: TranscriptHarness.folder.appending(path: "\(name).commands"), encoding: .utf8)
      let runsAlone = script.hasPrefix("#! feature ") && !script.contains("#! restart")
      return try JourneyScope(script: script, journey: name).named == nil && !runsAlone
    }
    #expect(whole == ["sign-in"])
  }

  @Test("each journey prints exactly its expected transcript", arguments: TranscriptHarness.names)
  func replays(name: String) async throws {
    let commands = TranscriptHarness.folder.appending(path: "\(name).commands")
    let expectedFile = TranscriptHarness.folder.appending(path: "\(name).expected")
    let actual = try await TranscriptHarness.replay(String(contentsOf: commands, encoding: .utf8), journey: name)
    if TranscriptHarness.isUpdating {
      try actual.write(to: expectedFile, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: expectedFile, encoding: .utf8)
    if actual != expected {
      let mismatch = zip(
        actual.split(separator: "\n", omittingEmptySubsequences: false),
        expected.split(separator: "\n", omittingEmptySubsequences: false)
      ).enumerated().first { $0.element.0 != $0.element.1 }
      Issue.record(
        """
        \(name): transcript differs at line \((mismatch?.offset ?? 0) + 1)
          expected: \(mismatch.map { String($0.element.1) } ?? "(end)")
          actual:   \(mismatch.map { String($0.element.0) } ?? "(end)")
        regenerate with UPDATE_TRANSCRIPTS=1 swift test --filter GoldenTranscriptTests if the change is intended
        """)
    }
  }
}
