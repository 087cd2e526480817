import Foundation

/// Time from process start to the first prompt of the real `console` executable, started on a
/// pseudo-terminal (see ``TerminalLaunch``).
@MainActor
struct StartupSuite {
  let sampler: Sampler
  let smoke: Bool
  let consolePath: String?

  func run() -> [ResultRow] {
    guard let console = consolePath ?? Self.consoleBesideThisExecutable() else {
      return [
        .failed(
          section: "startup", name: "first prompt",
          reason:
            "no console executable beside this one: run `swift build -c release --product console` first, or pass --console PATH"
        )
      ]
    }
    let folder = FileManager.default.temporaryDirectory.appending(path: "benchmarks-startup-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let dataDirectory = folder.appending(path: "data").path
    let launches = smoke ? 1 : 21
    var rows: [ResultRow] = []
    // The first launch creates and seeds the data folder; every later launch reads it.
    rows.append(
      measure(
        console, ["--data-dir", dataDirectory], launches: 1, name: "first prompt, first launch (new data folder)",
        budget: nil))
    rows.append(
      measure(
        console, ["--data-dir", dataDirectory], launches: launches, name: "first prompt, existing data folder",
        budget: .atMost(20)))
    rows.append(
      measure(console, ["--in-memory"], launches: launches, name: "first prompt, --in-memory", budget: nil))
    return rows
  }

  private func measure(_ console: String, _ arguments: [String], launches: Int, name: String, budget: Budget?)
    -> ResultRow
  {
    var samples: [Double] = []
    do {
      for _ in 0..<launches {
        samples.append(try TerminalLaunch.timeToPrompt(executable: console, arguments: arguments) / 1e6)
      }
    } catch {
      return .failed(section: "startup", name: name, reason: error.description)
    }
    samples.sort()
    return ResultRow(
      section: "startup", name: name, value: samples[samples.count / 2], unit: "ms", budget: budget,
      note:
        "median of \(launches) launches on a pty, posix_spawn to the '> ' prompt; min \(samples[0].formatted(digits: 2)) ms"
    )
  }

  /// `swift build -c release` puts `console` in the same folder as this executable.
  private static func consoleBesideThisExecutable() -> String? {
    guard let own = Bundle.main.executableURL else { return nil }
    let candidate = own.deletingLastPathComponent().appending(path: "console").path
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
  }
}
