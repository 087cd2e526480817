import Foundation

/// Time from process start to the first prompt of the real `console` executable, started on a
/// pseudo-terminal (see ``TerminalLaunch``).
@MainActor
struct StartupSuite {
  let sampler: Sampler
  let smoke: Bool
  let consolePath: String?

  func run() -> [ResultRow] {
    guard let console = ConsoleExecutable.path(given: consolePath) else {
      return [.failed(section: "startup", name: "first prompt", reason: ConsoleExecutable.missing)]
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
    rows.append(measureHugeHistory(console, dataDirectory: dataDirectory, launches: launches))
    return rows
  }

  /// The first prompt over a `console_history` of 200 MB (1 MB in smoke mode), of which the
  /// console reads only the tail. It cuts the file down once read, so each launch gets the big
  /// file afresh: a hard link to one written before the first launch (the console replaces
  /// the file by renaming a new one over it, which leaves the original whole).
  private func measureHugeHistory(_ console: String, dataDirectory: String, launches: Int) -> ResultRow {
    let megabytes = smoke ? 1 : 200
    let name = "first prompt, \(megabytes) MB console_history"
    let original = dataDirectory + "-history"
    let history = dataDirectory + "/console_history"
    defer { unlink(original) }
    do {
      try Self.writeHistory(megabytes: megabytes, to: original)
    } catch {
      return .failed(section: "startup", name: name, reason: "can't write \(original): \(error)")
    }
    return measure(console, ["--data-dir", dataDirectory], launches: launches, name: name, budget: .atMost(50)) {
      () throws(TerminalLaunch.Failure) in
      unlink(history)
      guard link(original, history) == 0 else { throw TerminalLaunch.Failure(description: "can't link \(history)") }
    }
  }

  /// Writes a file of `megabytes` MiB of typed-looking lines.
  private static func writeHistory(megabytes: Int, to path: String) throws {
    let lines = (1...50_000).map { "open app://home/item/\($0)\n" }.joined()
    let chunk = Data(lines.utf8.prefix(1024 * 1024))
    guard FileManager.default.createFile(atPath: path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
    let file = try FileHandle(forWritingTo: URL(filePath: path))
    defer { try? file.close() }
    for _ in 0..<megabytes { try file.write(contentsOf: chunk) }
  }

  /// Launches `console` `launches` times, running `prepare` before each launch, untimed.
  private func measure(
    _ console: String, _ arguments: [String], launches: Int, name: String, budget: Budget?,
    prepare: () throws(TerminalLaunch.Failure) -> Void = {}
  ) -> ResultRow {
    var samples: [Double] = []
    do {
      for _ in 0..<launches {
        try prepare()
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
}
