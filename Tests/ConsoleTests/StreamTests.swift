import AppFeature
import Foundation
import Testing

@testable import ConsoleUI

/// Like psql: the transcript on standard output, errors and warnings on standard error.
@MainActor
@Suite("Output streams and command line")
struct StreamTests {
  func run(_ lines: [String], options: ConsoleRunner.Options) async -> (out: [String], err: [String], status: Int32) {
    var input = lines.makeIterator()
    var out: [String] = []
    var err: [String] = []
    let status = await ConsoleRunner(session: ConsoleSession(app: .onStandInTabs()), options: options)
      .run(readLine: { input.next().map(InputLine.text) }, write: { out.append($0) }, writeError: { err.append($0) })
    return (out, err, status)
  }

  @Test("errors go to standard error; the echo and screens to standard output")
  func split() async {
    let result = await run(["dance now", "login demo scaffolding"], options: .transcript)
    #expect(result.err == ["error: unknown command 'dance'; type 'help' to see what you can do here"])
    #expect(result.out.contains("\n> dance ********"))
    #expect(!result.out.joined().contains("error:"))
  }

  @Test("a script's errors name its file and line; --strict says where it stopped")
  func scriptLines() async {
    var options = ConsoleRunner.Options.transcript
    options.scriptName = "tour.txt"
    options.isStrict = true
    let result = await run(["# a comment", "login demo scaffolding", "page 99", "back"], options: options)
    #expect(result.status == 1)
    #expect(result.err == ["tour.txt:3: error: there is no page 99", "stopped at tour.txt:3 (--strict)"])
  }

  @Test("a usage error is one line pointing to --help")
  func usageLine() {
    #expect(
      ConsoleOptions.UsageError(message: "unknown option '--x'").line
        == "console: unknown option '--x'; see 'console --help'")
    #expect((try? ConsoleOptions(arguments: ["--unbuffered"]))?.isUnbuffered == true)
  }

  @Test("--help lists every feature --feature takes, from the app's own tab table")
  func helpListsTheFeatures() {
    let line = ConsoleOptions.usage.split(separator: "\n").first { $0.contains("--feature NAME  ") }
    let names = FeaturePreview.allCases.map(\.rawValue)
    #expect(names.count > 1)
    #expect(line?.hasSuffix(names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")) == true)
  }

  @Test("an unusable script or data folder is named before anything starts")
  func unusablePaths() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "paths-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let folderPath = folder.path(percentEncoded: false)
    let file = folder.appending(path: "script.txt").path(percentEncoded: false)
    try "tree\n".write(toFile: file, atomically: true, encoding: .utf8)
    #expect(UsablePaths.problem(withScript: file) == nil)
    #expect(UsablePaths.problem(withScript: folderPath) == "can't read the script '\(folderPath)': it is a folder")
    #expect(
      UsablePaths.problem(withScript: folderPath + "/none")
        == "can't read the script '\(folderPath)/none': there is no such file")
    #expect(UsablePaths.problem(withDataFolder: file) == "can't keep data in '\(file)': it is a file, not a folder")
    #expect(
      UsablePaths.problem(withDataFolder: file + "/below")
        == "can't keep data in '\(file)/below': the folder can't be created (Not a directory)")
    #expect(UsablePaths.problem(withDataFolder: folderPath + "/new/data") == nil)
  }

  @Test("a new data folder and its missing parents are private (0700); one others can write is warned about")
  func privateDataFolder() throws {
    let base = FileManager.default.temporaryDirectory.appending(path: "folder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let path = base.appending(path: "a/data").path(percentEncoded: false)
    #expect(UsablePaths.problem(withDataFolder: path) == nil)
    for folder in [base, base.appending(path: "a"), base.appending(path: "a/data")] {
      let mode = try FileManager.default.attributesOfItem(atPath: folder.path(percentEncoded: false))[.posixPermissions]
      #expect(mode as? Int == 0o700, "\(folder)")
    }
    #expect(UsablePaths.warning(withDataFolder: path) == nil)
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: path)
    #expect(
      UsablePaths.warning(withDataFolder: path)
        == "\(path) can be written by other users (mode 777); make it private with: chmod 700 '\(path)'")
  }

  @Test("no colour for TERM=dumb")
  func dumbTerminal() {
    #expect(!ConsoleStyle.forTerminal(isInteractive: true, environment: ["TERM": "dumb"]).usesColor)
    #expect(ConsoleStyle.forTerminal(isInteractive: true, environment: ["TERM": "xterm-256color"]).usesColor)
  }

  @Test("lines fit a width: prose wraps at spaces, rows are shortened")
  func fitting() {
    #expect(LineFitting.fitted("one two three four", width: 9) == ["one two", "three", "four"])
    #expect(LineFitting.fitted("abcdefghijkl", width: 5) == ["abcde", "fghij", "kl"])
    #expect(LineFitting.fitted("#12  A long title", width: 10) == ["#12  A lo…"])
    #expect(LineFitting.fitted("  indented row here", width: 8) == ["  inden…"])
    #expect(LineFitting.fitted("short", width: 10) == ["short"])
    #expect(LineFitting.shortenedAtStart("Main Tab › Home › Item 3", width: 10) == "… › Item 3")
  }
}
