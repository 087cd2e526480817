import Scaffolding
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
  func comments() async {
    let session = ConsoleSession(app: .onStandInTabs())
    #expect(await session.execute(" \t# note").output.isEmpty)
    #expect(await session.execute("#").output.isEmpty)
    // `#` with a combining mark is another character, not a comment sign.
    #expect(
      await session.execute("#\u{301} x").output
        == "error: unknown command '#\u{301}'; type 'help' to see what you can do here")
  }
}

@Suite("Arguments")
struct ArgumentTests {
  @Test("backslash escapes a quote or itself inside quotes; any other escape is refused")
  func escapes() throws {
    #expect(
      try CommandLineParser.words(in: #"a "say \"hi\"" 'it\'s' "C:\\temp""#) == [
        "a", #"say "hi""#, "it's", #"C:\temp"#,
      ])
    #expect(try CommandLineParser.words(in: #"a\b"#) == [#"a\b"#])
    #expect(throws: CommandLineParser.Failure.unknownEscape("n")) { try CommandLineParser.words(in: #"x "a\nb""#) }
    #expect(throws: CommandLineParser.Failure.unbalancedQuote("\"")) { try CommandLineParser.words(in: #"x "a\"#) }
  }

  @Test("the last parameter declared free text takes the rest of the line, whatever its name")
  func freeText() throws {
    let title = ScreenActionFixtures.action("title", [.init("headline", kind: .freeText)])
    #expect(try ActionArguments.split(" Hello   world  ", for: title) == ["Hello   world"])
    #expect(try ActionArguments.split(#" "Hello \"world\"" "#, for: title) == [#"Hello "world""#])
    #expect(try ActionArguments.split(#" He said "hi"#, for: title) == [#"He said "hi"#])
    #expect(throws: CommandLineParser.Failure.textAfterClosingQuote) {
      try ActionArguments.split(#" "Hello" world"#, for: title)
    }
    #expect(try ActionArguments.split("  ", for: title) == [])
    let pair = ScreenActionFixtures.action("post", [.init("user"), .init("message", kind: .freeText)])
    #expect(try ActionArguments.split(#" "Jane Doe" hello there"#, for: pair) == ["Jane Doe", "hello there"])
    let login = ScreenActionFixtures.action("login", [.init("username"), .init("password", kind: .secret)])
    #expect(try ActionArguments.split(" demo two words", for: login) == ["demo", "two", "words"])
    // The name alone decides nothing: a word called `text` is one word.
    let tag = ScreenActionFixtures.action("tag", [.init("text")])
    #expect(try ActionArguments.split(" two words", for: tag) == ["two", "words"])
  }
}

/// Actions for tests that only read their names and parameters.
enum ScreenActionFixtures {
  static func action(_ name: String, _ parameters: [ScreenAction.Parameter]) -> ScreenAction {
    ScreenAction(name, summary: "", parameters: parameters) { _ in }
  }
}
