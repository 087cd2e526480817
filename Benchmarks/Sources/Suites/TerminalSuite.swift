import Foundation

/// What a person at a terminal waits for: the real `console` on a pty (``TerminalLaunch``),
/// `--latency 0` on a fresh data folder (and again `--in-memory`), signed in as `demo`, typed a
/// tour of commands. Each line is typed and echoed untimed, then timed from the write of its
/// Enter until the next prompt is read back, which the console draws only after the line's
/// screen.
@MainActor
struct TerminalSuite {
  let smoke: Bool
  let consolePath: String?

  private static let section = "terminal"
  private static let name = "Enter to the drawn screen"
  /// The replay's tour (tabs, items, related, a profile, sheets, a link, `where`, back), less
  /// its comment.
  private static let tour = ConsoleScript.tour.filter { !$0.hasPrefix("#") }
  private static let timeoutMilliseconds = 10_000

  func run() -> [ResultRow] {
    guard let console = ConsoleExecutable.path(given: consolePath) else {
      return [.failed(section: Self.section, name: Self.name, reason: ConsoleExecutable.missing)]
    }
    let folder = FileManager.default.temporaryDirectory.appending(path: "benchmarks-terminal-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    // The data folder is what a person has, so it holds the target; in memory, nothing is
    // written before the prompt (the location, the -wal copied into the database).
    return measure(console, ["--latency", "0", "--data-dir", folder.path], name: Self.name, budget: .atMost(16))
      + measure(console, ["--latency", "0", "--in-memory"], name: "\(Self.name), --in-memory", budget: nil)
  }

  /// The median and p99 rows of the console started with `arguments`.
  private func measure(_ console: String, _ arguments: [String], name: String, budget: Budget?) -> [ResultRow] {
    var samples: [Double]
    do {
      // A tour untimed first, so each screen has been drawn once.
      samples = try measure(
        console, arguments, warmUp: smoke ? 0 : Self.tour.count, lines: smoke ? Self.tour.count : 500)
    } catch {
      return [.failed(section: Self.section, name: name, reason: error.description)]
    }
    samples.sort()
    let p99 = samples[Int((Double(samples.count) * 0.99).rounded(.up)) - 1]
    let note =
      "\(samples.count) lines typed into `console \(arguments.prefix(3).joined(separator: " "))` on an 80x24 pty; write of Enter to the next '> ' read; max \(samples[samples.count - 1].formatted(digits: 2)) ms"
    return [
      ResultRow(
        section: Self.section, name: "\(name), median", value: samples[samples.count / 2], unit: "ms", note: note),
      ResultRow(section: Self.section, name: "\(name), p99", value: p99, unit: "ms", budget: budget, note: note),
    ]
  }

  /// Starts the console, signs in, enters `warmUp` lines of the tour untimed, then `lines`
  /// timed; milliseconds per timed line.
  private func measure(_ console: String, _ arguments: [String], warmUp: Int, lines: Int) throws(TerminalLaunch.Failure)
    -> [Double]
  {
    let launch = try TerminalLaunch(executable: console, arguments: arguments)
    defer { launch.end() }
    try launch.waitFor(TerminalLaunch.drawnPrompt, timeoutMilliseconds: Self.timeoutMilliseconds)
    do {
      _ = try enter(ConsoleScript.signIn, on: launch)
    } catch {
      throw TerminalLaunch.Failure(description: "signing in: \(error.description)")
    }
    var samples: [Double] = []
    for index in 0..<(warmUp + lines) {
      let line = Self.tour[index % Self.tour.count]
      do {
        let milliseconds = try enter(line, on: launch)
        if index >= warmUp { samples.append(milliseconds) }
      } catch {
        throw TerminalLaunch.Failure(description: "line \(index + 1) of the tour, '\(line)': \(error.description)")
      }
    }
    return samples
  }

  /// Types `line`, waits for its echo, presses Enter and waits for the next prompt: the
  /// milliseconds from the Enter to the prompt. A reply with an `error:` fails.
  private func enter(_ line: String, on launch: TerminalLaunch) throws(TerminalLaunch.Failure) -> Double {
    try launch.type(line)
    try launch.waitFor(Array("> \(line)".utf8), timeoutMilliseconds: Self.timeoutMilliseconds)
    let start = ContinuousClock.now
    try launch.type("\r")
    let reply = try launch.waitFor(TerminalLaunch.drawnPrompt, timeoutMilliseconds: Self.timeoutMilliseconds)
    let elapsed = start.duration(to: .now)
    let text = String(decoding: reply, as: UTF8.self)
    if let error = text.range(of: "error:") {
      throw TerminalLaunch.Failure(
        description: "the console answered \(text[error.lowerBound...].prefix(120).debugDescription)")
    }
    return elapsed.nanoseconds / 1e6
  }
}
