import Foundation
import Testing

@testable import ConsoleUI

/// The main journeys as golden transcripts: each `Transcripts/<name>.commands` replayed must
/// print exactly `Transcripts/<name>.expected`, byte for byte.
///
/// After an intended change to what the console prints, regenerate them with
/// `UPDATE_TRANSCRIPTS=1 swift test --filter GoldenTranscriptTests` and review the diff.
@MainActor
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
  @Test("the transcripts folder holds the main journeys")
  func journeysArePresent() {
    #expect(
      Set(TranscriptHarness.names).isSuperset(of: [
        "sign-in", "home", "profile", "settings", "modals", "deep-links-signed-in", "deep-links-signed-out",
        "sign-out", "restart", "bad-input",
      ]))
  }

  @Test("each journey prints exactly its expected transcript", arguments: TranscriptHarness.names)
  func replays(name: String) throws {
    let commands = TranscriptHarness.folder.appending(path: "\(name).commands")
    let expectedFile = TranscriptHarness.folder.appending(path: "\(name).expected")
    let actual = try TranscriptHarness.replay(String(contentsOf: commands, encoding: .utf8))
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
