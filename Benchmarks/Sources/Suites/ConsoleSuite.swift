import AppFeature
import ConsoleUI

/// Replays a generated script through the console library exactly as the executable does
/// (``ConsoleRunner`` over a ``ConsoleSession`` of the whole app on in-memory demo data),
/// writing into a byte counter instead of a terminal. The loop is awaited on the main actor and
/// settles after every line (one turn of the main actor, then `settled()`), as the console's.
/// The replay rate is a record, with no target (issue 39): a person's wait for a line is the
/// terminal section's.
@MainActor
struct ConsoleSuite {
  let sampler: Sampler
  let smoke: Bool

  private var lineCount: Int { smoke ? 500 : 100_000 }

  private struct Replay {
    var elapsed: Duration
    var failedLines: Int
    var outputBytes: Int
    /// Resident memory after the first tenth of the lines and at the end.
    var residentEarly: Int
    var residentEnd: Int
  }

  func run() async -> [ResultRow] {
    let script = ConsoleScript.lines(count: lineCount)
    var replays: [Replay] = []
    for _ in 0..<sampler.warmupRuns { _ = await replay(script) }
    for _ in 0..<max(1, min(sampler.runs, 5)) { replays.append(await replay(script)) }
    let sorted = replays.sorted { $0.elapsed < $1.elapsed }
    let median = sorted[sorted.count / 2]
    let linesPerSecond = Double(script.count) / (median.elapsed.nanoseconds / 1e9)
    let growth = replays.map { Double($0.residentEnd - $0.residentEarly) / 1_048_576 }.max() ?? 0
    var rows = [
      ResultRow(
        section: "console", name: "replay \(script.count) lines", value: linesPerSecond, unit: "lines/s",
        note:
          "\(median.failedLines) lines refused, \(median.outputBytes / 1024) KiB written; ConsoleRunner + ConsoleSession, AppEnvironment.demo()"
      ),
      ResultRow(
        section: "console", name: "memory growth over the last 90% of lines", value: growth, unit: "MiB",
        budget: .atMost(1.0), note: "resident memory (statm) after 10% of the lines and at the end, worst run"),
      ResultRow(
        section: "console", name: "peak resident memory of this process",
        value: Double(ResourceUsage.peakResidentBytes) / 1_048_576,
        unit: "MiB", note: "getrusage ru_maxrss, including every section run before this one"),
    ]
    if median.failedLines > 0 {
      rows.append(.failed(section: "console", name: "script", reason: "\(median.failedLines) lines were refused"))
    }
    return rows
  }

  private func replay(_ script: [String]) async -> Replay {
    let session = ConsoleSession(app: AppCoordinator(environment: .demo()))
    let runner = ConsoleRunner(session: session, options: .transcript)
    var next = 0
    var bytes = 0
    var failed = 0
    var early = 0
    let checkpoint = script.count / 10
    let clock = ContinuousClock()
    let start = clock.now
    _ = await runner.run(
      readLine: {
        guard next < script.count else { return nil }
        if next == checkpoint { early = ResourceUsage.currentResidentBytes }
        defer { next += 1 }
        return .text(script[next])
      },
      write: { text in
        bytes += text.utf8.count
        if text.hasPrefix("error:") { failed += 1 }
      })
    let elapsed = start.duration(to: clock.now)
    return Replay(
      elapsed: elapsed, failedLines: failed, outputBytes: bytes, residentEarly: early,
      residentEnd: ResourceUsage.currentResidentBytes)
  }
}
