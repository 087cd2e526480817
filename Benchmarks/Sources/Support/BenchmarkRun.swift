import Foundation

/// Runs the sections asked for, in order, and hands the report to the table and the JSON.
@MainActor
struct BenchmarkRun {
  let options: BenchmarkOptions

  /// The process exit status: 0 when every row ran, 1 when one failed or output failed.
  func run() async -> Int32 {
    let sampler = Sampler.forMode(smoke: options.smoke)
    var report = Report(mode: options.smoke ? "smoke" : "full", machine: .current())
    let smoke = options.smoke
    let sections: [(String, () async -> [ResultRow])] = [
      ("navigation", { await NavigationSuite(sampler: sampler, smoke: smoke).run() }),
      ("scaling", { ScalingSuite(sampler: sampler, smoke: smoke).run() }),
      ("console", { await ConsoleSuite(sampler: sampler, smoke: smoke).run() }),
      ("depth", { await DepthSuite(sampler: sampler, smoke: smoke).run() }),
      ("feed", { await FeedSuite(sampler: sampler, smoke: smoke).run() }),
      ("startup", { StartupSuite(sampler: sampler, smoke: smoke, consolePath: options.consolePath).run() }),
      ("terminal", { TerminalSuite(smoke: smoke, consolePath: options.consolePath).run() }),
      ("leaks", { await LeakSuite(smoke: smoke).run() }),
      ("map", { await MapSuite(sampler: sampler).run() }),
      ("guards", { await GuardSuite(sampler: sampler, smoke: smoke).run() }),
    ]
    for (name, body) in sections where options.runs(name) {
      progress("running \(name)...")
      report.rows += await body()
    }
    if smoke {
      // Smoke timings mean nothing: keep the rows well formed but judge no target.
      for index in report.rows.indices where report.rows[index].status != "FAIL" && report.rows[index].budget != nil {
        report.rows[index].status = "n/a"
      }
    }
    let table = report.table()
    let toStandardOutput = options.jsonPath == "-"
    if toStandardOutput { progress(table) } else { print(table) }
    do {
      let json = try report.json()
      if toStandardOutput {
        FileHandle.standardOutput.write(json + Data("\n".utf8))
      } else {
        let url = URL(filePath: options.jsonPath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try json.write(to: url, options: .atomic)
        print("JSON written to \(options.jsonPath)")
      }
    } catch {
      progress("benchmarks: can't write the JSON: \(error)")
      return 1
    }
    return report.allRan ? 0 : 1
  }

  private func progress(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
