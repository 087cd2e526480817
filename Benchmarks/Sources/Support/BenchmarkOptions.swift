/// The command line: `benchmarks [--smoke] [--json PATH | --json -] [--only SECTION]... [--console PATH]`.
struct BenchmarkOptions {
  /// Tiny iteration counts: checks every row runs and the outputs are well formed, for CI.
  var smoke = false
  /// Where the JSON goes; `-` for standard output (the table then goes to standard error).
  var jsonPath = ".build/benchmarks.json"
  /// Sections to run; empty for all.
  var sections: Set<String> = []
  /// The `console` executable timed at startup and at a terminal; default: beside this executable.
  var consolePath: String?
  /// Run one operation in a bare loop for a profiler instead of measuring: name and count.
  var profile: (name: String, count: Int)?
  /// Print usage and stop.
  var showsHelp = false

  static let sectionNames = [
    "navigation", "scaling", "console", "depth", "feed", "startup", "terminal", "leaks", "map", "guards",
  ]

  @MainActor static var usage: String {
    """
    Usage: swift run -c release benchmarks [options]

    Measures navigation against a bare @Observable router, scaling with stack depth, the
    console's throughput, the app's cost at great depth (restore, pushes), Home's screens over
    100,000 items on disk, startup, a typed line at a terminal, leaks over sign-in/sign-out
    cycles, and the app map.
    Prints a table (PASS/MISS per target) and writes JSON.

    Options:
      --smoke          tiny iteration counts: checks that everything runs and the outputs are
                       well formed; timings are meaningless and no target is asserted
      --json PATH      write the JSON results to PATH (default .build/benchmarks.json);
                       '-' writes them to standard output and the table to standard error
      --only SECTION   run one section (repeatable): \(sectionNames.joined(separator: ", "))
      --console PATH   the console executable to time at startup and at a terminal
                       (default: the one built beside this executable)
      --profile NAME N run one operation N times in a bare loop, for valgrind or perf:
                       \(ProfileLoop.names.joined(separator: ", "))
      -h, --help       show this help

    Exit status: 0 when every row ran (even if a target is missed), 1 when a row failed to
    run, 64 for a bad command line.
    """
  }

  /// A command-line mistake, reported with the usage.
  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--smoke": smoke = true
      case "-h", "--help": showsHelp = true
      case "--json":
        guard let path = remaining.popFirst(), !path.isEmpty else {
          throw UsageError(description: "--json needs a path")
        }
        jsonPath = path
      case "--console":
        guard let path = remaining.popFirst(), !path.isEmpty else {
          throw UsageError(description: "--console needs a path")
        }
        consolePath = path
      case "--profile":
        guard let name = remaining.popFirst(), let count = remaining.popFirst().flatMap({ Int($0) }), count > 0 else {
          throw UsageError(description: "--profile needs a name and a positive count")
        }
        profile = (name, count)
      case "--only":
        guard let name = remaining.popFirst(), Self.sectionNames.contains(name) else {
          throw UsageError(description: "--only needs one of: \(Self.sectionNames.joined(separator: ", "))")
        }
        sections.insert(name)
      default:
        throw UsageError(description: "unknown argument '\(argument)'")
      }
    }
  }

  /// Whether `section` was asked for.
  func runs(_ section: String) -> Bool {
    sections.isEmpty || sections.contains(section)
  }
}
