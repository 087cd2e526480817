import Scaffolding
import Testing

@testable import ConsoleUI

/// `help <action>` explains each argument from the kind its screen declares.
@Suite("Action help")
struct ActionHelpTests {
  @Test("a number is a whole number, not a word to quote")
  func number() {
    let view = ScreenActionFixtures.action("view", [.init("item", kind: .number)])
    #expect(ActionHelp.text(for: view).contains("  <item>  required; a whole number\n"))
  }

  @Test("a secret is masked and asked for without echo, whatever its name")
  func secret() {
    let pay = ScreenActionFixtures.action("pay", [.init("card-number", kind: .secret)])
    #expect(
      ActionHelp.text(for: pay).contains(
        "<card-number>  required; secret: masked in transcripts, kept out of history; "
          + "at a terminal, asked for without echo when left off"))
  }

  @Test("free text takes the rest of the line when last, and is one word before that")
  func freeText() {
    let post = ScreenActionFixtures.action(
      "post", [.init("subject", kind: .freeText), .init("message", kind: .freeText, optional: true)])
    let help = ActionHelp.text(for: post)
    #expect(help.contains("<subject>  required; one word; quote it if it has spaces"))
    #expect(help.contains("[message]  optional; free text: takes the rest of the line, no quotes needed"))
  }

  @Test("a word is one word")
  func word() {
    let user = ScreenActionFixtures.action("user", [.init("username")])
    #expect(ActionHelp.text(for: user).contains("<username>  required; one word; quote it if it has spaces"))
  }
}
