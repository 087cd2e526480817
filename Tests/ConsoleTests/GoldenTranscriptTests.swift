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
/// tab bar, so adding a tab rewrites that one. The replay itself is ``GoldenJourneyReplayTests``.
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
}
