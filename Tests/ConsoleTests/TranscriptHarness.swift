import AppData
import AppFeature
import Foundation

@testable import ConsoleUI

/// Replays a transcript script through the console library, as `console --script` would.
///
/// A script is console input plus one directive the console itself treats as a comment:
/// `#! restart` ends the process and starts the app again on the same data folder, so a
/// transcript can show what survives a restart.
@MainActor
enum TranscriptHarness {
  /// The folder holding `<name>.commands` and `<name>.expected`.
  nonisolated static let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Transcripts")

  /// Set to regenerate the expected files: `UPDATE_TRANSCRIPTS=1 swift test --filter Transcript`.
  static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_TRANSCRIPTS"] == "1" }

  nonisolated static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
    return files.filter { $0.hasSuffix(".commands") }.map { String($0.dropLast(".commands".count)) }.sorted()
  }

  /// Everything the console prints for the script, every run on one fresh data folder.
  static func replay(_ script: String) throws -> String {
    let dataFolder = FileManager.default.temporaryDirectory.appending(path: "transcript-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dataFolder) }
    var output: [String] = []
    for (index, run) in script.components(separatedBy: "#! restart\n").enumerated() {
      if index > 0 { output.append("\n#! restart") }
      let environment = AppEnvironment(
        stores: .open(at: .directory(dataFolder), hasher: SystemPasswordHasher(cost: SystemPasswordHasher.minimumCost)))
      var lines = run.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      var input = lines.makeIterator()
      let runner = ConsoleRunner(
        session: ConsoleSession(app: AppCoordinator(environment: environment)), options: .transcript)
      _ = runner.run(readLine: { input.next().map(InputLine.text) }, write: { output.append($0) })
    }
    return output.joined(separator: "\n") + "\n"
  }
}
