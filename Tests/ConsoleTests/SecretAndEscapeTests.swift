import AppFeature
import Scaffolding
import Testing

@testable import ConsoleUI

/// No password and no raw control character ever reaches the output.
@MainActor
@Suite("Secrets and escapes")
struct SecretAndEscapeTests {
  @Test("parameters declared secret are secrets, whatever their name; names decide nothing")
  func secretRule() {
    #expect(SecretArguments.isSecret(.init("password", kind: .secret)))
    #expect(SecretArguments.isSecret(.init("pin", kind: .secret)))
    #expect(SecretArguments.isSecret(.init("card-number", kind: .secret, optional: true)))
    #expect(!SecretArguments.isSecret(.init("username")))
    #expect(!SecretArguments.isSecret(.init("new-password", kind: .word)))
    let pay = ScreenActionFixtures.action("pay", [.init("amount", kind: .number), .init("cvv", kind: .secret)])
    #expect(SecretArguments.firstSecretPosition(in: pay) == 1)
    #expect(
      SecretArguments.masked(name: "create", arguments: ["g", "Grace Hopper", "x y"], from: 2)
        == #"create g "Grace Hopper" ********"#)
    #expect(SecretArguments.masked(name: "login", arguments: ["demo"], from: 1) == "login demo")
  }

  @Test("a password left off the line is asked for when a terminal can answer, never echoed")
  func askedForPassword() async {
    let session = ConsoleSession(app: .onStandInTabs())
    var prompts: [String] = []
    session.readSecret = { prompt in
      prompts.append(prompt)
      return "scaffolding"
    }
    let reply = await session.finish(session.begin(.text("login demo")))
    #expect(prompts == ["Password: "])
    #expect(reply.succeeded)
    #expect(reply.echo == "login demo")
    #expect(!reply.output.contains("scaffolding"))
  }

  @Test("no answer to the password prompt runs nothing")
  func noPassword() async {
    let session = ConsoleSession(app: .onStandInTabs())
    session.readSecret = { _ in nil }
    #expect(await session.begin(.text("login demo")).output == "error: no password given; nothing was run")
    #expect(session.renderScreen().contains("== Sign in =="))
  }

  @Test("a line with more arguments than its command takes is echoed masked and kept out of history")
  func tooManyArguments() async {
    let session = ConsoleSession(app: .onStandInTabs())
    // `lo` + Tab completes to `log`, so a password can land in a global command.
    let log = await session.execute("log demo scaffolding")
    #expect(log.echo == "log ********")
    #expect(log.hidesSecret)
    #expect(log.output == "error: 'log' takes at most one argument (usage: log [n])")
    #expect(await session.execute("Where scaffolding").echo == "Where ********")
    #expect(await session.execute("tab one two").echo == "tab ********")
    #expect(await session.execute("log x").echo == "log x")
    #expect(await session.execute("tab").echo == "tab")
    #expect(await !session.execute("open").hidesSecret)
    // A secret action masks from the secret on, extra words included.
    #expect(await session.execute("login demo scaffolding extra").echo == "login demo ********")
    await session.runSettled("login demo scaffolding")
    let page = await session.execute("page 2 scaffolding")
    #expect(page.echo == "page ********")
    #expect(page.hidesSecret)
    #expect(!page.succeeded)
    #expect(await session.execute("page x").echo == "page x")
  }

  @Test("a password typed alone, or after a command that can't work here, is never echoed, quoted or remembered")
  func strayPassword() async {
    let session = ConsoleSession(app: .onStandInTabs())
    for line in ["scaffolding", "Scaffolding1959", "tab scaffolding", "open scaffolding"] {
      let reply = await session.execute(line)
      #expect(!reply.succeeded)
      #expect(reply.hidesSecret, "\(line)")
      #expect(!(reply.echo + reply.output).lowercased().contains("scaffolding"), "\(line)")
    }
    // A command's own name is no secret, alone or before arguments that are.
    #expect(await session.execute("tree").echo == "tree")
    #expect(await session.execute("login").echo == "login")
    #expect(await session.execute("open app://one").echo == "open app://one")
    #expect(await session.execute("cancel").echo == "cancel", "the core's own actions are known from the start")
  }

  @Test("control characters in input are refused and echoed escaped, never raw")
  func escapedEcho() async {
    let session = ConsoleSession(app: .onStandInTabs())
    let reply = await session.execute("help \u{1B}[2J")
    #expect(!reply.succeeded)
    #expect(reply.echo == #"help \u{1B}[2J"#)
    #expect(reply.output == "error: the line contains the control character U+001B; nothing was run")
    #expect(await session.execute("tab \r").echo == #"tab \u{D}"#)
    #expect(ControlCharacters.escaped("a\tb\u{7F}\u{85}é") == "a\tb" + #"\u{7F}\u{85}é"#)
    #expect(ControlCharacters.escapedLines("a\u{7}\nb") == "a\\u{7}\nb")
  }

  @Test("a password typed in the username's place (the arguments swapped) is masked in the echo")
  func swappedLogin() async {
    let session = ConsoleSession(app: .onStandInTabs())
    let reply = await session.execute("login Scaffolding1959 demo")
    #expect(reply.echo == "login ********")
    #expect(reply.hidesSecret)
    #expect(!reply.output.contains("Scaffolding1959"))
    #expect(
      await ConsoleSession(app: .onStandInTabs()).execute("login demo wrong-password").echo == "login demo ********")
  }

  @Test("only what could be a secret is masked: a command word shown before or the core's, or a link, is echoed")
  func commandWordsEchoed() async {
    let session = ConsoleSession(app: .onStandInTabs())
    _ = session.renderScreen()
    _ = await session.execute("forgot-password")
    // On the sheet, the login screen's actions don't work, but they are no passwords.
    let word = await session.execute("create-account")
    #expect(word.echo == "create-account")
    #expect(word.output == "error: unknown command 'create-account'; type 'help' to see what you can do here")
    #expect(await session.execute("open app://one").echo == "open app://one")
    #expect(await session.execute("scaffolding").echo == SecretArguments.mask)
    #expect(await session.execute("open scaffolding").echo == "open ********")
  }

  @Test("a command word of a screen not shown yet in this session is echoed; a password alone stays masked")
  func commandWordsNotShownYet() async {
    let session = ConsoleSession(app: .onStandInTabs())
    // Signed out, nothing drawn: `sheet` is an action of a stand-in tab's screen, behind sign-in.
    let word = await session.execute("sheet")
    #expect(word.echo == "sheet")
    #expect(!word.hidesSecret, "kept in history: it is no secret")
    #expect(word.output == "error: unknown command 'sheet'; type 'help' to see what you can do here")
    #expect(await session.execute("SHEET").echo == "SHEET")
    let password = await session.execute("scaffolding")
    #expect(password.echo == SecretArguments.mask)
    #expect(password.hidesSecret)
    #expect(!password.output.contains("scaffolding"))
  }

  @Test(
    "format and separator characters are refused in input and shown escaped in data",
    arguments: ["\u{202E}", "\u{2066}", "\u{061C}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{2028}"])
  func formatCharacters(character: String) async {
    let session = ConsoleSession(app: .onStandInTabs())
    let reply = await session.execute("login demo" + character + " scaffolding")
    #expect(!reply.succeeded)
    #expect(!reply.echo.contains(character))
    #expect(reply.output.hasPrefix("error: the line contains the "))
    let title = "Hello" + character + "world"
    #expect(
      ControlCharacters.escaped(title)
        == "Hello\\u{\(String(character.unicodeScalars.first!.value, radix: 16, uppercase: true))}world")
  }

  @Test("the log starts empty for each signed-in user")
  func logPerUser() async {
    let app = AppCoordinator.onStandInTabs()
    let session = ConsoleSession(app: app)
    _ = await session.execute("create-account")
    _ = await session.execute("back")
    await session.runSettled("login demo scaffolding")
    #expect(await session.execute("log").output == "- AppCoordinator: set root signedIn")
    _ = await session.execute("page 3")
    #expect(await session.execute("log").output.contains("push page"))
    app.signOut()
    await app.finishedPendingWork()
    #expect(await session.execute("log").output == "- AppCoordinator: set root signedOut")
  }
}
