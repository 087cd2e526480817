import AppData
import AppFeature
import ConsoleUI
import Foundation

// `swift run console`: the app in a terminal, or a transcript when input is piped or scripted.
// The loop runs on the main actor and is awaited below (top-level `await`): input is read on a
// thread of its own (`ReaderThread`), so main-actor work (a screen's load) runs meanwhile.
// One writer for both streams, so standard output is written out before every line that goes
// to standard error and the two read in order when they share a pipe (`2>&1`).
let output = StandardOutput(lineBuffered: true)
// SIGINT, SIGTERM, SIGHUP and SIGPIPE end the read loop instead of the process, so the data is
// closed below on those ways out too.
TerminationSignals.install()
let options: ConsoleOptions
do {
  options = try ConsoleOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  output.errorLine(error.line)
  exit(ConsoleOptions.usageError)
}
if options.showsHelp {
  print(ConsoleOptions.usage)
  exit(0)
}
if options.showsVersion {
  print(ConsoleOptions.version)
  exit(0)
}
if let format = options.map {
  // The demo data in memory, in an app of its own for every place: nothing is opened or written.
  do {
    let map = try await AppMap.walk()
    TerminationSignals.endProcessIfReceived()
    print(format.text(of: map), terminator: "")
    exit(0)
  } catch {
    TerminationSignals.endProcessIfReceived()
    output.errorLine("console: \(error)")
    exit(1)
  }
}

/// Ends the run before anything starts: one line on standard error, status 64.
@MainActor func refuse(_ problem: String) -> Never {
  output.errorLine("console: \(problem)")
  exit(ConsoleOptions.usageError)
}

let processEnvironment = ProcessInfo.processInfo.environment
let dataFolder: String?
switch options.data {
case .standard:
  guard case .directory(let url) = DataLocation.default() else { refuse("no data folder") }
  dataFolder = url.path(percentEncoded: false)
case .directory(let path): dataFolder = path
case .inMemory: dataFolder = nil
}
if let path = options.scriptPath, let problem = UsablePaths.problem(withScript: path) { refuse(problem) }
if let dataFolder, let problem = UsablePaths.problem(withDataFolder: dataFolder) { refuse(problem) }

/// The script, or standard input; refuses when it can't be read.
@MainActor func openInput() -> sending LineReader {
  if let path = options.scriptPath {
    guard let script = LineReader.file(atPath: path) else { refuse("can't read the script '\(path)'") }
    return script
  }
  guard let standardInput = LineReader.standardInput() else { refuse("can't read standard input") }
  return standardInput
}
let interactive = options.scriptPath == nil && Terminal.isInteractive
// Opened now, so a script that can't be read is refused before any data is opened; read on a
// thread of its own. A terminal is read by the line editor instead (below).
let pipedInput = interactive ? nil : OffMainInput.lines(from: openInput())
output.isLineBuffered = Terminal.isOutputTerminal || options.isUnbuffered
let style = ConsoleStyle.forTerminal(isInteractive: interactive, environment: processEnvironment)
// A feature preview runs on its own fake data and never opens the data folder.
@MainActor func openEnvironment() -> AppEnvironment {
  switch options.data {
  case .standard: .open(at: .default(), latency: options.latency)
  case .directory(let path):
    .open(at: .directory(URL(filePath: path, directoryHint: .isDirectory)), latency: options.latency)
  case .inMemory: .open(at: .inMemory, latency: options.latency)
  }
}
@MainActor func makeApp() -> AppCoordinator {
  let environment = openEnvironment()
  environment.network.isDown = options.startsOffline
  return AppCoordinator(environment: environment, flagOverrides: options.flags)
}
let session =
  options.feature.map { ConsoleSession(preview: $0, style: style) } ?? ConsoleSession(app: makeApp(), style: style)
// Read at every drawing (TIOCGWINSZ), so a terminal resized while the console waits for a line
// is met by the very next screen, help or Ctrl-L.
session.width = { Terminal.width(environment: processEnvironment) }
if options.feature == nil, let dataFolder, let warning = UsablePaths.warning(withDataFolder: dataFolder) {
  session.report(warning)
}

var runnerOptions = interactive ? ConsoleRunner.Options.interactive : .transcript
runnerOptions.isStrict = options.isStrict
runnerOptions.scriptName = options.scriptPath
// While the loop waits for work a line started: a signal ends the console, and at a terminal
// Ctrl-C (SIGINT, the terminal being out of raw mode then) stops the work instead.
if interactive { TerminationSignals.letCtrlCStopWork() }
runnerOptions.interruptions = {
  let interruption = await TerminationSignals.nextInterruption()
  // The terminal echoed `^C` where the cursor was: what follows starts on a line of its own.
  if interruption == .stop { output.line("") }
  return interruption
}
let readLine: @MainActor () async throws(InputReadError) -> InputLine?
if interactive {
  // A person at a terminal: line editing, history and completion; passwords asked with echo off.
  let history = History(path: dataFolder.map(History.path(inDataFolder:)))
  if let problem = history.problem { session.report(problem) }
  let terminal = TerminalInput(
    history: history, completions: { session.completions(for: $0) }, screen: { session.renderScreen() },
    width: { Terminal.width(environment: processEnvironment) })
  session.readSecret = { prompt in
    output.flush()
    return await terminal.readSecret(prompt: prompt)
  }
  runnerOptions.prompt = nil
  readLine = { () async throws(InputReadError) in
    output.flush()
    return try await terminal.readLine(prompt: "> ").map { InputLine(bytes: Array($0.utf8)) }
  }
  runnerOptions.remember = { line, reply in
    if case .text(let text) = line, !reply.hidesSecret { history.add(text) }
  }
} else if let pipedInput {
  readLine = pipedInput
} else {
  refuse("can't read standard input")
}
let status = await ConsoleRunner(session: session, options: runnerOptions).run(
  readLine: readLine, write: output.line, writeError: output.errorLine, prompt: output.prompt)
output.flush()
// The database is whole in its one file whenever the app is not running: closed on every way
// out, a signal's too, which then ends the process as that signal would have.
// Screen views still on their way to the data go first.
await session.host.shutDown()
TerminationSignals.endProcessIfReceived()
exit(status)
