import Foundation
import Testing

/// The `console` executable with standard output and standard error on one pipe, as
/// `swift run console 2>&1 | less` reads them.
@Suite("Merged output streams")
struct MergedStreamTests {
  /// The `console` executable that `swift build` and `swift test` put next to this test bundle.
  static func console() throws -> URL {
    let bundles = Bundle.allBundles.map(\.bundleURL) + [Bundle.main.bundleURL]
    let candidates = bundles.flatMap { [$0.deletingLastPathComponent(), $0] }.map { $0.appending(path: "console") }
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false)) }
    return try #require(found, "console not found next to the test bundle (\(candidates)); run swift build first")
  }

  @Test("an error line comes after the screens printed before it, though standard output is buffered")
  func errorsInOrder() throws {
    let process = Process()
    process.executableURL = try Self.console()
    process.arguments = ["--in-memory"]
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = nil
    process.environment = environment
    let input = Pipe()
    let merged = Pipe()
    process.standardInput = input
    process.standardOutput = merged
    process.standardError = merged
    try process.run()
    input.fileHandleForWriting.write(Data("login demo scaffolding\ntab nowhere\ntree\n".utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: merged.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let signIn = try #require(lines.firstIndex(of: "== Sign in =="), "\(text)")
    // A tab no app has: refused whichever features the tab table lists.
    let refused = try #require(lines.firstIndex(of: "> tab nowhere"), "\(text)")
    let error = try #require(lines.firstIndex { $0.hasPrefix("error: ") }, "\(text)")
    let tree = try #require(lines.firstIndex(of: "> tree"), "\(text)")
    #expect(signIn < refused && refused < error && error < tree, "\(text)")
  }
}
