import AppFeature
import FeatureFlagsClient

/// What `console` was asked to do on its command line.
package struct ConsoleOptions: Equatable, Sendable {
  /// Where the app keeps its data.
  package enum Data: Equatable, Sendable {
    /// The user's data folder (under `$XDG_DATA_HOME`).
    case standard
    /// A folder the user named.
    case directory(String)
    /// Nothing touches the disk; every run starts from the demo content.
    case inMemory
  }

  /// Read commands from this file instead of standard input.
  package var scriptPath: String?
  /// Stop with status 1 at the first refused command.
  package var isStrict = false
  /// Write standard output a line at a time even when it is not a terminal.
  package var isUnbuffered = false
  /// Where data lives.
  package var data = Data.standard
  /// Run one feature alone on fake dependencies instead of the whole app.
  package var feature: FeaturePreview?
  /// How much slower every live dependency answers (`--latency MS`), a simulated network, so
  /// a person can see loading states; see ``AppFeature/AppEnvironment/latency``.
  package var latency: Duration = .zero
  /// Start with the simulated network down (`--offline`), so failures and `retry` show at
  /// once; the `network` command brings it up.
  package var startsOffline = false
  /// Print the app map in this format (`--map [--format …]`) instead of running the app.
  package var map: MapFormat?
  /// Feature flags turned on (true) or off for this run (`--flag NAME=on|off`), over what the
  /// device stored; never saved.
  package var flags: [FeatureFlag: Bool] = [:]
  /// Print usage and exit.
  package var showsHelp = false
  /// Print the version and exit.
  package var showsVersion = false

  /// Options with every default.
  package init() {}

  /// The status for a command line the console can't make sense of (BSD `EX_USAGE`).
  package static let usageError: Int32 = 64

  /// The most `--latency` takes, in milliseconds: a minute.
  package static let maximumLatency = 60_000

  /// The version `--version` prints.
  package static let version = "console 1.0.0 (modular coordinator navigation)"

  /// What `--help` prints; the features `--feature` takes are the app's own, so a feature
  /// added with `new-module` is listed without an edit here.
  @MainActor
  package static var usage: String {
    let features = FeaturePreview.allCases.map(\.rawValue)
    let listed =
      features.dropLast().joined(separator: ", ") + (features.count > 1 ? " or " : "") + (features.last ?? "")
    return """
      usage: console [--script FILE] [--strict] [--unbuffered] [--data-dir DIR | --in-memory]
                     [--feature NAME] [--latency MS] [--offline] [--flag NAME=on|off]...
             console --map [--format mermaid|dot|json]
             console --help | --version

      Runs the app in the terminal: it shows the visible screen, reads one command per line and
      lists what can be typed on every screen. Piped input and --script run as a transcript:
      no prompt, no colour, each command echoed. Errors and warnings go to standard error
      (with --script, as FILE:LINE: error: ...).

        --script FILE   read commands from FILE instead of standard input
        --strict        stop with status 1 at the first command that fails, naming its line
        --unbuffered    write standard output line by line even into a pipe
        --data-dir DIR  keep data in DIR (default: $XDG_DATA_HOME/modular-navigation)
        --in-memory     keep nothing on disk; start from the demo content
        --feature NAME  run one feature alone on fake data: \(listed)
        --latency MS    slow every live dependency down by MS milliseconds (0 to 60000), a
                        simulated network, to see loading states; Ctrl-C stops a slow load
        --offline       start with the simulated network down (every load fails until
                        'network up'), to see failures and retry
        --map           print the app map and exit: every screen and every transition, walked
                        from sign-in on the demo data in memory, taking every action
        --format FORMAT the map's format: mermaid (the default), dot or json
        --flag NAME=on|off
                        turn a feature flag on or off for this run only, never saved
                        (repeatable; --feature keeps the defaults): \(FeatureFlag.names)
        --help          print this help
        --version       print the version

      Exit status: 0 at the end of input or on quit, 1 when --strict stops, 64 for a bad command
      line or an unusable script or data folder, 74 when input can't be read; SIGINT, SIGTERM,
      SIGHUP and SIGPIPE end the console after closing its data, by that signal (at a terminal,
      Ctrl-C while a screen loads stops the loading instead). Colour is used only on a
      terminal, never when NO_COLOR is set or TERM is dumb. Screens wrap to the terminal's
      width (else $COLUMNS).
      """
  }

  /// Why a command line was refused, worded for the user.
  package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence.
    package let message: String
    /// What is wrong, in one sentence.
    package var description: String { message }
    /// The one line printed for it: what is wrong, and where to look.
    package var line: String { "console: \(message); see 'console --help'" }
  }

  /// Reads the arguments after the program name.
  @MainActor
  package init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    var mapFormat: MapFormat?
    while let argument = remaining.popFirst() {
      switch argument {
      case "--script": scriptPath = try Self.value(after: argument, in: &remaining)
      case "--strict": isStrict = true
      case "--unbuffered": isUnbuffered = true
      case "--data-dir": try setData(.directory(Self.value(after: argument, in: &remaining)))
      case "--in-memory": try setData(.inMemory)
      case "--feature":
        let name = try Self.value(after: argument, in: &remaining)
        // Named in any case, as commands are: `--feature Home` runs `home`.
        guard let chosen = FeaturePreview.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
        else {
          let names = FeaturePreview.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError(message: "no feature '\(name)'; choose one of: \(names)")
        }
        feature = chosen
      case "--latency":
        let value = try Self.value(after: argument, in: &remaining)
        guard value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), value.utf8.count <= 5,
          let milliseconds = Int(value), milliseconds <= Self.maximumLatency
        else {
          throw UsageError(
            message: "--latency takes whole milliseconds from 0 to \(Self.maximumLatency), not '\(value)'")
        }
        latency = .milliseconds(milliseconds)
      case "--offline": startsOffline = true
      case "--map": map = .mermaid
      case "--format":
        let value = try Self.value(after: argument, in: &remaining)
        guard let format = MapFormat(rawValue: value) else {
          let formats = MapFormat.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError(message: "--format takes one of: \(formats), not '\(value)'")
        }
        mapFormat = format
      case "--flag":
        let (flag, isOn) = try Self.flagSetting(Self.value(after: argument, in: &remaining))
        flags[flag] = isOn
      case "--help", "-h": showsHelp = true
      case "--version": showsVersion = true
      default: throw UsageError(message: "unknown option '\(argument)'")
      }
    }
    try checkMap(format: mapFormat)
  }

  /// Sets the map's format, refusing `--format` without `--map` and `--map` beside an option
  /// that runs the app: the map walks the demo data in memory on its own.
  private mutating func checkMap(format: MapFormat?) throws(UsageError) {
    guard map != nil else {
      if format != nil { throw UsageError(message: "--format goes with --map") }
      return
    }
    map = format ?? .mermaid
    var alone = ConsoleOptions()
    alone.map = map
    alone.showsHelp = showsHelp
    alone.showsVersion = showsVersion
    guard self == alone else { throw UsageError(message: "--map takes no option but --format") }
  }

  private mutating func setData(_ choice: Data) throws(UsageError) {
    guard data == .standard else { throw UsageError(message: "choose one of --data-dir and --in-memory") }
    data = choice
  }

  /// A `--flag` value, `NAME=on` or `NAME=off`, the name in any case (as `--feature` takes one).
  private static func flagSetting(_ setting: String) throws(UsageError) -> (FeatureFlag, isOn: Bool) {
    let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1] == "on" || parts[1] == "off" else {
      throw UsageError(message: "--flag takes NAME=on or NAME=off, not '\(setting)'")
    }
    guard let flag = FeatureFlag.allCases.first(where: { $0.rawValue.lowercased() == parts[0].lowercased() }) else {
      throw UsageError(message: "no feature flag '\(parts[0])'; flags are: \(FeatureFlag.names)")
    }
    return (flag, parts[1] == "on")
  }

  private static func value(after option: String, in remaining: inout ArraySlice<String>) throws(UsageError) -> String {
    guard let value = remaining.popFirst(), !value.hasPrefix("--"), !value.isEmpty else {
      throw UsageError(message: "\(option) needs a value")
    }
    return value
  }
}
