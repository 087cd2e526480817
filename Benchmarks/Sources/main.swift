import Foundation

// `swift run -c release benchmarks`: measures, prints the table, writes the JSON.
// See BENCHMARKS.md for what each row means and the targets.

let options: BenchmarkOptions
do {
  options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("benchmarks: \(error)\n\n\(BenchmarkOptions.usage)\n".utf8))
  exit(64)
}
if options.showsHelp {
  print(BenchmarkOptions.usage)
  exit(0)
}

let status = MainActor.assumeIsolated { BenchmarkRun(options: options).run() }
exit(status)
