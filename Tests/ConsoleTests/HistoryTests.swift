import AppFeature
import Foundation
import Testing

@testable import ConsoleUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Prompt history")
struct HistoryTests {
  func temporaryFile() -> String {
    FileManager.default.temporaryDirectory.appending(path: "history-\(UUID().uuidString)").path(percentEncoded: false)
  }

  @Test("kept in a file readable by its owner only, read back on the next start")
  func persisted() throws {
    let path = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let history = History(path: path)
    history.add("page 3")
    history.add("page 3")
    history.add("   ")
    history.add("tab two")
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(History(path: path).entries == ["page 3", "tab two"])
  }

  @Test("a file made readable by others is made private again; only the last lines are kept")
  func tightened() throws {
    let path = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try (1...30).map { "line \($0)\n" }.joined().write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    let history = History(path: path, capacity: 10)
    #expect(history.entries.first == "line 21")
    #expect(history.entries.count == 10)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == 10)
  }

  @Test("a named pipe is refused without waiting on it, and left alone")
  func namedPipe() throws {
    let path = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(mkfifo(path, 0o600) == 0)
    // Opening the pipe for reading would wait for a writer, and this test with it.
    let history = History(path: path)
    #expect(
      history.problem
        == "\(path) is a named pipe (FIFO), not a regular file, so it was not opened; history is kept in memory only")
    history.add("view 3")
    #expect(history.entries == ["view 3"])
    #expect(isFIFO(path))
  }

  @Test("a symbolic link is refused: the file it leads to is neither read, written nor made private")
  func symbolicLink() throws {
    let path = temporaryFile()
    let outside = temporaryFile()
    defer { for file in [path, outside] { try? FileManager.default.removeItem(atPath: file) } }
    try "someone else's line\n".write(toFile: outside, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: outside)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside)
    let history = History(path: path)
    #expect(history.problem?.hasPrefix("\(path) is a symbolic link, not a regular file") == true)
    #expect(history.entries.isEmpty)
    history.add("login demo")
    #expect(try String(contentsOfFile: outside, encoding: .utf8) == "someone else's line\n")
    #expect(try FileManager.default.attributesOfItem(atPath: outside)[.posixPermissions] as? Int == 0o644)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == outside)
  }

  @Test("a folder is refused and left alone")
  func folder() throws {
    let path = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let history = History(path: path)
    #expect(history.problem?.hasPrefix("\(path) is a folder, not a regular file") == true)
    history.add("tree")
    #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
  }

  @Test("of a huge file only the tail is read, lines with control characters left out, then the file is cut down")
  func hugeFile() throws {
    let path = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    // 200 MB of lines a start would have read whole, then the lines typed last.
    #expect(FileManager.default.createFile(atPath: path, contents: Data("old line\n".utf8)))
    let file = try FileHandle(forWritingTo: URL(filePath: path))
    try file.truncate(atOffset: 200 * 1024 * 1024)
    try file.seekToEnd()
    try file.write(contentsOf: Data(((1...30).map { "line \($0)\n" } + ["clear \u{1B}[2J\n"]).joined().utf8))
    try file.close()
    let history = History(path: path, capacity: 10)
    #expect(history.problem == nil)
    #expect(history.entries == (21...30).map { "line \($0)" })
    #expect(try String(contentsOfFile: path, encoding: .utf8) == (21...30).map { "line \($0)\n" }.joined())
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
    history.add("tab two")
    #expect(History(path: path, capacity: 10).entries.last == "tab two")
  }

  func isFIFO(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
  }

  @Test("in memory, nothing touches the disk")
  func inMemory() {
    let history = History(path: nil, capacity: 2)
    for line in ["a", "b", "c"] { history.add(line) }
    #expect(history.entries == ["b", "c"])
  }

  @MainActor
  @Test("a line whose echo masks a password is never remembered")
  func noSecrets() async {
    let history = History(path: nil)
    var input = ["login demo scaffolding", "page 3", "login demo scaffolding", "back"].makeIterator()
    var options = ConsoleRunner.Options.transcript
    options.remember = { line, reply in
      if case .text(let text) = line, !reply.hidesSecret { history.add(text) }
    }
    _ = await ConsoleRunner(session: ConsoleSession(app: .onStandInTabs()), options: options).run(
      readLine: { input.next().map(InputLine.text) }, write: { _ in })
    #expect(history.entries == ["page 3", "back"])
  }
}
