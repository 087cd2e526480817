import AppFeature
import AppTesting
import Testing

@testable import ConsoleUI

/// Screens and help fit the terminal's width as it is at the moment they are drawn.
@MainActor
@Suite("Terminal width")
struct TerminalWidthTests {
  /// Each line of `text` that is wider than `width`.
  func tooWide(_ text: String, width: Int) -> [Substring] {
    text.split(separator: "\n").filter { $0.count > width }
  }

  @Test("the width is asked for at every drawing, so a resize shows in the very next screen")
  func widthReadAtEachDrawing() async {
    let session = ConsoleSession(app: .onStandInTabs())
    var width = 80
    session.width = { width }
    #expect(await session.runSettled("login demo scaffolding").succeeded)
    #expect(tooWide(session.renderScreen(), width: 80).isEmpty)
    #expect(session.renderScreen().split(separator: "\n").last?.hasPrefix("Also: help, tab, open,") == true)
    // Resized while the console waited for a line: the next screen is already 24 wide.
    width = 24
    let screen = await session.execute("page 3").output
    #expect(tooWide(screen, width: 24).isEmpty, "\(screen)")
    #expect(screen.contains("\nAlso: help, back, tab,\nopen, where, tree, log,\n"))
    // ...and so is what Ctrl-L draws.
    width = 30
    #expect(session.renderScreen().contains("\nAlso: help, back, tab, open,\nwhere, tree, log, "))
  }

  @Test("help wraps to the width: prose at spaces, a long summary under its column", arguments: [24, 30, 40, 60])
  func helpWraps(width: Int) async {
    let session = ConsoleSession(app: .onStandInTabs())
    session.width = { width }
    for line in ["help", "help login", "help open", "help quit"] {
      let help = await session.execute(line).output
      #expect(tooWide(help, width: width).isEmpty, "\(line) at \(width):\n\(help)")
      // Every word is kept: help is read to learn, so nothing is shortened.
      session.width = { nil }
      let unwrapped = await session.execute(line).output
      session.width = { width }
      #expect(!help.contains("…"))
      #expect(
        help.split(whereSeparator: \.isWhitespace) == unwrapped.split(whereSeparator: \.isWhitespace),
        "\(line) at \(width)")
    }
  }

  @Test("a help row too long for the width goes on under its summaries' column")
  func helpRows() async throws {
    let session = ConsoleSession(app: .onStandInTabs())
    session.width = { 50 }
    let help = await session.execute("help").output.split(separator: "\n").map(String.init)
    let open = try #require(help.firstIndex { $0.hasPrefix("  open <url>") })
    let column = try #require(help[open].range(of: "Follow")).lowerBound.utf16Offset(in: help[open])
    #expect(help[open + 1].prefix(column).allSatisfy { $0 == " " } && help[open + 1].dropFirst(column).first != " ")
    #expect(
      help[open].dropFirst(column) + " " + help[open + 1].dropFirst(column)
        == "Follow a deep link such as app://home/item/3")
    #expect(
      help.suffix(2) == ["Quote arguments with spaces (\"Jane Doe\"); lines", "starting with # are comments."])
    // Too narrow for a column of summaries: they go on lines of their own, under the usage.
    #expect(
      TwoColumnTable.lines([("open <url>", "Follow a deep link such as app://home/item/3")], width: 24) == [
        "  open <url>", "    Follow a deep link", "    such as", "    app://home/item/3",
      ])
    #expect(
      TwoColumnTable.lines([("login <username> <password>", "Sign in")], width: 20) == [
        "  login <username>", "  <password>", "    Sign in",
      ])
  }

  @Test("without a width, help is as it always was: one line per row")
  func helpUnwrapped() async {
    let session = ConsoleSession(app: .onStandInTabs())
    let help = await session.execute("help").output
    let open = help.split(separator: "\n").first { $0.hasPrefix("  open <url> ") }
    #expect(open?.hasSuffix(" Follow a deep link such as app://home/item/3") == true)
    #expect(help.hasSuffix("\nQuote arguments with spaces (\"Jane Doe\"); lines starting with # are comments."))
  }
}
