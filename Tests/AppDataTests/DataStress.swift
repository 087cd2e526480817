import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the `data-stress` executable (Tests/DataStress) that `swift build` and `swift test`
/// put next to this test bundle; `DATA_STRESS_PATH` overrides where it is.
enum DataStress {
  /// What one process printed, and how it ended.
  struct Output: CustomStringConvertible {
    let lines: [String]
    let status: Int32
    let reason: Process.TerminationReason

    var exitedNormally: Bool { reason == .exit && status == 0 }

    /// The rest of each line starting with `prefix`, e.g. the ids of `published <id>`.
    func values(after prefix: String) -> [String] {
      lines.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    var description: String { "exit \(status) (\(reason == .exit ? "exit" : "signal")): \(lines.suffix(5))" }
  }

  /// The executable, or a failure that says how to build it.
  static func executable() throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["DATA_STRESS_PATH"] { return URL(filePath: path) }
    let bundles = Bundle.allBundles.map(\.bundleURL) + [Bundle.main.bundleURL]
    let candidates = bundles.flatMap { [$0.deletingLastPathComponent(), $0] }.map { $0.appending(path: "data-stress") }
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false)) }
    return try #require(found, "data-stress not found next to the test bundle (\(candidates)); run swift build first")
  }

  /// Starts one process per argument list at once and waits for all of them. With
  /// `maximumFileSize`, the processes can't grow any file beyond it (bytes; `ulimit -f`), as on
  /// a full disk.
  static func run(_ argumentLists: [[String]], maximumFileSize: Int? = nil) throws -> [Output] {
    let executable = try executable()
    var running: [(Process, Pipe)] = []
    for arguments in argumentLists {
      let process = Process()
      if let maximumFileSize {
        // The shell ignores SIGXFSZ, so an oversized write fails (EFBIG) instead of killing it.
        process.executableURL = URL(filePath: "/bin/sh")
        process.arguments =
          ["-c", "trap '' XFSZ; ulimit -f \(maximumFileSize / 512) && exec \"$0\" \"$@\"", executable.path()]
          + arguments
      } else {
        process.executableURL = executable
        process.arguments = arguments
      }
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      running.append((process, pipe))
    }
    return running.map { process, pipe in
      // Each process prints far less than a pipe holds, so reading after it ends can't block it.
      process.waitUntilExit()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      return Output(lines: lines(of: data), status: process.terminationStatus, reason: process.terminationReason)
    }
  }

  /// Starts one process, reads its output until it has printed `count` lines, kills it with
  /// SIGKILL, and returns everything it printed before dying.
  static func runAndKill(_ arguments: [String], afterLines count: Int) throws -> Output {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    var data = Data()
    while data.filter({ $0 == UInt8(ascii: "\n") }).count < count {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }  // it ended by itself
      data.append(chunk)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    data.append(pipe.fileHandleForReading.readDataToEndOfFile())
    return Output(lines: lines(of: data), status: process.terminationStatus, reason: process.terminationReason)
  }

  private static func lines(of data: Data) -> [String] {
    String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
