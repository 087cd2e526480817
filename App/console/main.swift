import AppData
import AppFeature
import ConsoleUI
import Foundation

// `swift run console`: the app in a terminal, or a transcript when input is piped or scripted.
let options: ConsoleOptions
do {
  options = try ConsoleOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("console: \(error)\n\n\(ConsoleOptions.usage)\n".utf8))
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

let input: LineReader
if let path = options.scriptPath {
  guard let script = LineReader.file(atPath: path) else {
    FileHandle.standardError.write(Data("console: can't read the script '\(path)'\n".utf8))
    exit(ConsoleOptions.usageError)
  }
  input = script
} else if let standardInput = LineReader.standardInput() {
  input = standardInput
} else {
  FileHandle.standardError.write(Data("console: can't read standard input\n".utf8))
  exit(ConsoleOptions.usageError)
}

let interactive = options.scriptPath == nil && Terminal.isInteractive
let style = ConsoleStyle.forTerminal(isInteractive: interactive, environment: ProcessInfo.processInfo.environment)
let environment: AppEnvironment
switch options.data {
case .standard: environment = .open(at: .default())
case .directory(let path): environment = .open(at: .directory(URL(filePath: path, directoryHint: .isDirectory)))
case .inMemory: environment = .open(at: .inMemory)
}
let session =
  options.feature.map { ConsoleSession(preview: $0, environment: environment, style: style) }
  ?? ConsoleSession(app: AppCoordinator(environment: environment), style: style)
if interactive {
  // Like psql and ssh: a password left off the line is asked for, with echo off.
  session.readSecret = { prompt in
    print(prompt, terminator: "")
    fflush(nil)
    let line = TerminalMode.with(.echoOff) { input.next() }
    print()
    guard case .text(let secret)? = line else { return nil }
    return secret
  }
}
var runnerOptions = interactive ? ConsoleRunner.Options.interactive : .transcript
runnerOptions.isStrict = options.isStrict
let status = ConsoleRunner(session: session, options: runnerOptions).run(
  readLine: { input.next() },
  write: { print($0) },
  prompt: {
    print($0, terminator: "")
    fflush(nil)  // all streams: show the prompt before reading
  })
exit(status)
