import AppFeature
import Foundation
import Testing

@testable import ConsoleUI

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

  @Test("in memory, nothing touches the disk")
  func inMemory() {
    let history = History(path: nil, capacity: 2)
    for line in ["a", "b", "c"] { history.add(line) }
    #expect(history.entries == ["b", "c"])
  }

  @MainActor
  @Test("a line whose echo masks a password is never remembered")
  func noSecrets() {
    let history = History(path: nil)
    var input = ["login demo scaffolding", "page 3", "login demo scaffolding", "back"].makeIterator()
    var options = ConsoleRunner.Options.transcript
    options.remember = { line, reply in
      if case .text(let text) = line, !reply.hidesSecret { history.add(text) }
    }
    _ = ConsoleRunner(session: ConsoleSession(app: .onStandInTabs()), options: options).run(
      readLine: { input.next().map(InputLine.text) }, write: { _ in })
    #expect(history.entries == ["page 3", "back"])
  }
}
