import AppData
import AppFeature
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `console` executable on a data folder, ended every way it can end but `kill -9`: each
/// time SQLite's log is checkpointed into `data.sqlite3` and removed, so that one file holds
/// everything, as README promises of a backup.
@Suite("Every way out closes the data")
struct ExitPathTests {
  /// How a run ends.
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case quit, endOfInput, strictStop, sigterm, sighup, sigint

    var testDescription: String { rawValue }

    /// The signal that ends the run, if one does.
    var signal: Int32? {
      switch self {
      case .sigterm: SIGTERM
      case .sighup: SIGHUP
      case .sigint: SIGINT
      case .quit, .endOfInput, .strictStop: nil
      }
    }
  }

  @Test("after the run, data.sqlite3-wal is gone and data.sqlite3 alone holds the session", arguments: Ending.allCases)
  func closes(ending: Ending) async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "exit-\(UUID().uuidString)")
    let copy = FileManager.default.temporaryDirectory.appending(path: "exit-copy-\(UUID().uuidString)")
    defer { for url in [folder, copy] { try? FileManager.default.removeItem(at: url) } }
    let process = Process()
    process.executableURL = try MergedStreamTests.console()
    process.arguments = ["--data-dir", folder.path(percentEncoded: false), "--unbuffered", "--strict"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.write(Data("login demo scaffolding\n".utf8))
    // Signed in (the session is saved) once the tab bar shows its first tab selected, whichever
    // tab that is; the console then waits for input.
    var text = ""
    while !text.contains("[1 ") {
      let data = output.fileHandleForReading.availableData
      try #require(!data.isEmpty, "the console ended early: \(text)")
      text += String(decoding: data, as: UTF8.self)
    }
    switch ending {
    case .quit: input.fileHandleForWriting.write(Data("quit\n".utf8))
    case .endOfInput: try input.fileHandleForWriting.close()
    case .strictStop: input.fileHandleForWriting.write(Data("dance\n".utf8))
    case .sigterm, .sighup, .sigint: kill(process.processIdentifier, ending.signal ?? 0)
    }
    _ = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if let signal = ending.signal {
      #expect(process.terminationReason == .uncaughtSignal)
      #expect(process.terminationStatus == signal)
    } else {
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == (ending == .strictStop ? 1 : 0))
    }
    let database = folder.appending(path: "data.sqlite3")
    #expect(!FileManager.default.fileExists(atPath: database.path(percentEncoded: false) + "-wal"))
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
    try FileManager.default.copyItem(at: database, to: copy.appending(path: "data.sqlite3"))
    let restored = await AppEnvironment.open(at: .directory(copy))
    // Without the record of changes beside it, the copy says it could not check for lost ones.
    await #expect(restored.problems.count == 1)
    await #expect(restored.problems.allSatisfy { $0.contains("could not check whether recent changes were lost") })
    await #expect(try restored.stores.sessions.current?.userID.rawValue == "demo")
    await restored.close()
  }
}
