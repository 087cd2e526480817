import Foundation
import XCTest

@testable import ConsoleUI

/// Replays every golden journey (``GoldenTranscriptTests`` says what they are): each
/// `Transcripts/<name>.commands` must print exactly `Transcripts/<name>.expected`, byte for byte.
/// After an intended change to what the console prints, regenerate them with
/// `UPDATE_TRANSCRIPTS=1 swift test --filter GoldenJourneyReplayTests` and review the diff.
///
/// XCTest, not Swift Testing, so the journeys run in `swift test`'s XCTest phase, one after
/// another, as a console runs: alone in its process. In Swift Testing's phase they would share
/// the main actor with every other test at once, and a journey's time would be the whole run's.
/// Each mismatch fails at its journey's first differing line; every journey runs either way.
final class GoldenJourneyReplayTests: XCTestCase {
  @MainActor
  func testEachJourneyPrintsExactlyItsExpectedTranscript() async throws {
    XCTAssertFalse(TranscriptHarness.names.isEmpty)
    for name in TranscriptHarness.names {
      let commands = TranscriptHarness.folder.appending(path: "\(name).commands")
      let expectedFile = TranscriptHarness.folder.appending(path: "\(name).expected")
      let actual = try await TranscriptHarness.replay(String(contentsOf: commands, encoding: .utf8), journey: name)
      if TranscriptHarness.isUpdating {
        try actual.write(to: expectedFile, atomically: true, encoding: .utf8)
        continue
      }
      let expected = try String(contentsOf: expectedFile, encoding: .utf8)
      guard actual != expected else { continue }
      let mismatch = zip(
        actual.split(separator: "\n", omittingEmptySubsequences: false),
        expected.split(separator: "\n", omittingEmptySubsequences: false)
      ).enumerated().first { $0.element.0 != $0.element.1 }
      XCTFail(
        """
        \(name): transcript differs at line \((mismatch?.offset ?? 0) + 1)
          expected: \(mismatch.map { String($0.element.1) } ?? "(end)")
          actual:   \(mismatch.map { String($0.element.0) } ?? "(end)")
        regenerate with UPDATE_TRANSCRIPTS=1 swift test --filter GoldenJourneyReplayTests if the change is intended
        """)
    }
  }
}
