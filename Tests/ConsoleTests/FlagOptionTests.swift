import FeatureFlagsClient
import Foundation
import Testing

@testable import ConsoleUI

/// `console --flag NAME=on|off`: feature flags turned on or off for one run, over what the device
/// stored; anything else is a usage error, one line and status 64, before anything starts.
@MainActor
@Suite("The --flag option")
struct FlagOptionTests {
  @Test("each --flag turns a flag on or off, the last one for a flag winning, its name in any case")
  func reads() throws {
    #expect(try ConsoleOptions(arguments: []).flags.isEmpty)
    #expect(try ConsoleOptions(arguments: ["--flag", "compose=off"]).flags == [.compose: false])
    let options = try ConsoleOptions(arguments: ["--flag", "compose=off", "--in-memory", "--flag", "Compose=on"])
    #expect(options.flags == [.compose: true])
    #expect(options.data == .inMemory)
  }

  @Test(
    "a flag no app has, or a setting other than NAME=on and NAME=off, is a usage error naming it",
    arguments: [
      (["--flag"], "--flag needs a value"),
      (["--flag", "compose"], "--flag takes NAME=on or NAME=off, not 'compose'"),
      (["--flag", "compose=maybe"], "--flag takes NAME=on or NAME=off, not 'compose=maybe'"),
      (["--flag", "compose=ON"], "--flag takes NAME=on or NAME=off, not 'compose=ON'"),
      (["--flag", "compose="], "--flag takes NAME=on or NAME=off, not 'compose='"),
      (["--flag", "colours=on"], "no feature flag 'colours'; flags are: \(FeatureFlag.names)"),
      (["--flag", "=off"], "no feature flag ''; flags are: \(FeatureFlag.names)"),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: ConsoleOptions.UsageError(message: message)) { try ConsoleOptions(arguments: arguments) }
  }

  @Test("--help documents it and lists every flag")
  func help() {
    #expect(ConsoleOptions.usage.contains("[--flag NAME=on|off]..."))
    let lines = ConsoleOptions.usage.split(separator: "\n")
    let option = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "--flag NAME=on|off" }
    #expect(option.map { lines[$0 + 2].hasSuffix(": \(FeatureFlag.names)") } == true)
  }

  @Test("the console refuses a bad --flag with one line on standard error and status 64, before it starts")
  func refusedByTheConsole() throws {
    let process = Process()
    process.executableURL = try MergedStreamTests.console()
    process.arguments = ["--in-memory", "--flag", "colours=on"]
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let error = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 64)
    #expect(printed.isEmpty)
    #expect(error == "console: no feature flag 'colours'; flags are: \(FeatureFlag.names); see 'console --help'\n")
  }
}
