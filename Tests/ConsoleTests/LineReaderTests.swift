import AppFeature
import Foundation
import Testing

@testable import ConsoleUI

/// Reading lines of raw bytes: bounded whatever the input, and a failure is not an end.
@MainActor
@Suite("Reading input lines")
struct LineReaderTests {
  func reader(for bytes: some Sequence<UInt8>) throws -> (LineReader, cleanUp: () -> Void) {
    let path = FileManager.default.temporaryDirectory.appending(path: "input-\(UUID().uuidString)")
    try Data(bytes).write(to: path)
    let reader = try #require(LineReader.file(atPath: path.path(percentEncoded: false)))
    return (reader, { try? FileManager.default.removeItem(at: path) })
  }

  @Test("an over-long line is counted and dropped, and the next line reads as usual")
  func overLongLine() throws {
    let limit = InputLine.maximumBytes
    let input =
      Array(repeating: UInt8(ascii: "a"), count: 100_000) + Array("\ntree\n".utf8)
      + Array(repeating: UInt8(ascii: "b"), count: limit) + Array("\r\n".utf8)
      + Array(repeating: UInt8(ascii: "c"), count: limit + 1) + Array("\r\nlast".utf8)
    let (reader, cleanUp) = try reader(for: input)
    defer { cleanUp() }
    #expect(try reader.next() == .tooLong(byteCount: 100_000))
    #expect(try reader.next() == .text("tree"))
    #expect(try reader.next() == .text(String(repeating: "b", count: limit)))
    #expect(try reader.next() == .tooLong(byteCount: limit + 1))
    #expect(try reader.next() == .text("last"))
    #expect(try reader.next() == nil)
  }

  @Test("a read that fails is thrown with the system's reason, not taken for the end of input")
  func readFailure() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder opens for reading, but reading it fails (EISDIR).
    let reader = try #require(LineReader.file(atPath: folder.path(percentEncoded: false)))
    #expect(throws: InputReadError(reason: "Is a directory")) { try reader.next() }
  }

  @Test("the loop reports a read failure on standard error and ends with its own status")
  func runnerReportsFailure() async {
    var lines = [InputLine.text("tree")].makeIterator()
    var errors: [String] = []
    let status = await ConsoleRunner(session: ConsoleSession(app: .onStandInTabs()), options: .transcript).run(
      readLine: { () throws(InputReadError) in
        guard let line = lines.next() else { throw InputReadError(reason: "Input/output error") }
        return line
      }, write: { _ in }, writeError: { errors.append($0) })
    #expect(status == ConsoleRunner.readFailure)
    #expect(status != ConsoleRunner.success && status != ConsoleRunner.failedCommand)
    #expect(errors == ["error: can't read the input: Input/output error"])
  }
}
