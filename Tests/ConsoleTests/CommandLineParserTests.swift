import Testing

@testable import ConsoleUI

@Suite("Command line parser")
struct CommandLineParserTests {
  @Test("the byte-wise split of plain ASCII agrees with the split over characters")
  func plainSplitAgrees() throws {
    // Every ASCII byte but the quotes, so every kind of whitespace and control character.
    let alphabet = (0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) }.filter { $0 != "\"" && $0 != "'" }
    var random = ConsoleFuzzTests.SeededGenerator(state: 42)
    for _ in 0..<2_000 {
      let line = String(
        (0..<Int.random(in: 0...16, using: &random)).map { _ in
          Bool.random(using: &random) ? "a" : (alphabet.randomElement(using: &random) ?? " ")
        })
      #expect(CommandLineParser.plainWords(in: line) == (try CommandLineParser.quotedWords(in: line)), "\(line.utf8)")
      #expect(try CommandLineParser.words(in: line) == (try CommandLineParser.quotedWords(in: line)))
    }
    #expect(CommandLineParser.plainWords(in: "a\r\nb\u{0B}c\u{0C}d\te f") == ["a", "b", "c", "d", "e", "f"])
    #expect(CommandLineParser.plainWords(in: "  view   3  ") == ["view", "3"])
  }

  @Test("lines with quotes or other text than ASCII take the split over characters")
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
