import Foundation

// `swift run -c release benchmarks`: measures, prints the table, writes the JSON.
// See BENCHMARKS.md for what each row means and the targets.

let options: BenchmarkOptions
do {
  options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  let usage = BenchmarkOptions.usage
  FileHandle.standardError.write(Data("benchmarks: \(error)\n\n\(usage)\n".utf8))
  exit(64)
}
if options.showsHelp {
  print(BenchmarkOptions.usage)
  exit(0)
}

if let (name, count) = options.profile {
  let known = await ProfileLoop.run(name, count: count)
  if !known { FileHandle.standardError.write(Data("benchmarks: no profile loop '\(name)'\n".utf8)) }
  exit(known ? 0 : 64)
}
// Awaited on the main actor, as the console runs: its loop is async (issue #20).
let status = await BenchmarkRun(options: options).run()
exit(status)
