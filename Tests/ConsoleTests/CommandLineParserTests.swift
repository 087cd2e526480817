import Testing

@testable import ConsoleUI

@Suite("Command line parser")
struct CommandLineParserTests {
  @Test("runs of any whitespace separate words")
  func whitespace() throws {
    #expect(try CommandLineParser.words(in: "a\r\nb\u{0B}c\u{0C}d\te f") == ["a", "b", "c", "d", "e", "f"])
    #expect(try CommandLineParser.words(in: "  view   3  ") == ["view", "3"])
  }

  @Test("quotes and text other than ASCII")
  func otherLines() throws {
    #expect(try CommandLineParser.words(in: "name \"Zoë Smith\" x") == ["name", "Zoë Smith", "x"])
    #expect(try CommandLineParser.words(in: "bio José\u{00A0}here") == ["bio", "José", "here"])
  }

  @MainActor
  @Test("comment signs count only before any other character")
  func comments() {
    let session = ConsoleSession(app: .init(environment: .demo()))
    #expect(session.execute(" \t# note").output.isEmpty)
    #expect(session.execute("#").output.isEmpty)
    // `#` with a combining mark is another character, not a comment sign.
    #expect(
      session.execute("#\u{301} x").output
        == "error: unknown command '#\u{301}'; type 'help' to see what you can do here")
  }
}
