import AppFeature
import Testing

@testable import ConsoleUI

@MainActor
@Suite("Console session and loop")
struct ConsoleSessionTests {
  func makeSession() -> ConsoleSession {
    ConsoleSession(app: .onStandInTabs())
  }

  /// Runs lines through a fresh console and returns everything printed and the exit status.
  func run(_ lines: [InputLine], options: ConsoleRunner.Options = .transcript) async -> (output: String, status: Int32)
  {
    var input = lines.makeIterator()
    var output: [String] = []
    let status = await ConsoleRunner(session: makeSession(), options: options).run(
      readLine: { input.next() }, write: { output.append($0) })
    return (output.joined(separator: "\n"), status)
  }

  @Test("end of input ends the loop with status 0; quit and exit stop before the rest")
  func endings() async {
    #expect(await run([]).status == 0)
    let quit = await run([.text("quit"), .text("login demo scaffolding")])
    #expect(quit.status == 0)
    #expect(quit.output.hasSuffix("> quit\nBye."))
    #expect(await run([.text("exit"), .text("dance")]).output.hasSuffix("> exit\nBye."))
  }

  @Test("--strict stops with status 1 at the first refused line, after printing its error")
  func strictStops() async {
    var options = ConsoleRunner.Options.transcript
    options.isStrict = true
    let result = await run([.text("login demo scaffolding"), .text("dance now"), .text("tab 2")], options: options)
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        "error: unknown command 'dance'; type 'help' to see what you can do here\nstopped at <stdin>:2 (--strict)"))
    #expect(!result.output.contains("> tab 2"))
  }

  @Test("input that is not text gets a specific one-line error, and the session goes on")
  func rawInputErrors() async {
    let session = makeSession()
    let invalid = InputLine(bytes: [0x6C, 0x6F, 0xFF, 0xFE])
    #expect(invalid == .invalidUTF8(byteCount: 4))
    #expect(await session.execute(invalid).output == "error: the line is not valid UTF-8 (4 bytes); nothing was run")
    let huge = InputLine(bytes: [UInt8](repeating: UInt8(ascii: "a"), count: 1_048_576))
    #expect(huge == .tooLong(byteCount: 1_048_576))
    #expect(
      await session.execute(huge).output == "error: the line is 1048576 bytes long; lines are limited to 16384 bytes")
    #expect(
      await session.execute("login\u{07} demo").output
        == "error: the line contains the control character U+0007; nothing was run")
    #expect(
      await session.execute("\u{1B}[A").output
        == "error: the line contains the control character U+001B; nothing was run")
    #expect(await session.runSettled("login demo scaffolding").succeeded)
  }

  @Test("transcripts echo what could not be printed safely in a readable form")
  func echoes() {
    #expect(InputLine.invalidUTF8(byteCount: 3).echo == "<3 bytes of invalid UTF-8>")
    #expect(InputLine.tooLong(byteCount: 99_999).echo == "<a line of 99999 bytes>")
    #expect(InputLine.text(String(repeating: "x", count: 300)).echo.count == 201)
  }

  @Test("comments answer nothing")
  func comments() async {
    let session = makeSession()
    #expect(await session.execute("# nothing to see").output.isEmpty)
    #expect(await session.execute("   # indented").succeeded)
  }

  @Test("an empty or blank line does nothing: no error, no answer, no history", arguments: ["", "   ", "\t", " \t "])
  func blankLines(line: String) async {
    let session = makeSession()
    let screen = session.renderScreen()
    let reply = await session.execute(line)
    #expect(reply == ConsoleReply(echo: line, messages: [], answer: "", succeeded: true, quits: false))
    #expect(session.renderScreen() == screen)
    // Under --strict a blank line is no failure; at a terminal nothing is printed but the next prompt.
    var strict = ConsoleRunner.Options.transcript
    strict.isStrict = true
    let piped = await run([.text(line), .text("tree")], options: strict)
    #expect(piped.status == 0)
    #expect(piped.output.contains("\n> \(line)\n\n> tree\n"))
    let history = History(path: nil)
    var interactive = ConsoleRunner.Options.interactive
    interactive.remember = { line, reply in
      if case .text(let text) = line, !reply.hidesSecret { history.add(text) }
    }
    let typed = await run([.text(line)], options: interactive)
    #expect(typed.output == makeSession().renderScreen())
    #expect(history.entries.isEmpty)
  }

  @Test("quoted arguments keep their spaces; an unbalanced quote is refused")
  func quotedArguments() throws {
    #expect(try CommandLineParser.words(in: #"login "demo" 'scaffolding'"#) == ["login", "demo", "scaffolding"])
    #expect(try CommandLineParser.words(in: #"name "Jane Doe" x"#) == ["name", "Jane Doe", "x"])
    #expect(try CommandLineParser.words(in: #"x """#) == ["x", ""])
    #expect(try CommandLineParser.words(in: "   ").isEmpty)
    #expect(throws: CommandLineParser.Failure.unbalancedQuote("'")) { try CommandLineParser.words(in: "a 'b") }
  }

  @Test("a feature preview runs one feature alone and reports what would leave it")
  func featurePreview() async throws {
    let session = ConsoleSession(preview: try #require(FeaturePreview(rawValue: "auth")))
    #expect(session.renderScreen().contains("== Sign in =="))
    #expect(
      await session.runSettled("login preview password").output.hasPrefix("note: Auth completed: signed in as preview"))
    for preview in FeaturePreview.allCases {
      let alone = ConsoleSession(preview: preview)
      #expect(alone.renderScreen().contains("== "), "\(preview.rawValue)")
      #expect(
        await alone.execute("where").output == "error: 'where' needs the whole app; this console runs one feature",
        "\(preview.rawValue)")
    }
  }

  @Test("colour only on a terminal without NO_COLOR; plain output has no escape codes")
  func colour() async throws {
    #expect(ConsoleStyle.forTerminal(isInteractive: true, environment: [:]).usesColor)
    #expect(!ConsoleStyle.forTerminal(isInteractive: true, environment: ["NO_COLOR": "1"]).usesColor)
    #expect(!ConsoleStyle.forTerminal(isInteractive: false, environment: [:]).usesColor)
    let colored = ConsoleSession(app: .onStandInTabs(), style: .colored)
    // The breadcrumb and the footer are dim, the title bold; what can be typed is plain.
    let lines = colored.renderScreen().split(separator: "\n")
    #expect(lines.first == "\u{1B}[2mSign in  (root)\u{1B}[0m")
    #expect(lines.dropFirst().first == "\u{1B}[1m== Sign in ==\u{1B}[0m")
    #expect(lines.contains("  create-account               Sign up for a new account"))
    let footer = try #require(lines.last)
    #expect(footer.hasPrefix("\u{1B}[2mAlso: help,") && footer.hasSuffix(", quit\u{1B}[0m"))
    #expect(
      await colored.execute("dance now").output
        == "\u{1B}[31merror: unknown command 'dance'; type 'help' to see what you can do here\u{1B}[0m")
    #expect(!makeSession().renderScreen().contains("\u{1B}"))
  }

  @Test("exactly the reserved names, in any case, parse as global commands, and only without stray arguments")
  func globalNamesParse() throws {
    for name in GlobalCommand.names {
      // A usage error also means the name was read as a global command.
      let parsed = try? ConsoleCommand(.text(name.uppercased()))
      if let parsed, case .action = parsed { Issue.record("\(name) read as an action") }
    }
    for name in ["view", "backs", "cancel"] {
      #expect(try ConsoleCommand(.text(name)) == .action(name: name, argumentText: ""), "\(name)")
    }
    for name in ["back", "where", "tree", "quit", "exit"] {
      #expect(throws: ConsoleError.self) { try ConsoleCommand(.text(name + " x")) }
    }
    #expect(try ConsoleCommand(.text("Exit")) == .global(.quit))
    #expect(try ConsoleCommand(.text("WHERE")) == .global(.location))
    #expect(try ConsoleCommand(.text("HELP View")) == .global(.help("View")))
  }

  @Test("no screen of the app's features offers an action named like a global command")
  func reservedNames() async throws {
    // Sign-in, then each tab of the real tab table, whatever it lists, and every screen three
    // actions away from them, each action given 1 for every argument it needs. Each path is
    // replayed on a fresh app, so an action that signs out or deletes data spoils no other.
    var paths: [[String]] = [[]] + AppTab.all.map { ["login demo scaffolding", "tab \($0.name)"] }
    var seen: Set<String> = []
    while let path = paths.popLast() {
      let session = ConsoleSession(app: AppCoordinator(environment: .demo()))
      var replayed = true
      for line in path where replayed { replayed = await session.runSettled(line).succeeded }
      guard replayed else { continue }
      let screen = try #require(session.root.visibleScreen).render()
      let names = screen.actions.map(\.name)
      #expect(GlobalCommand.names.isDisjoint(with: names), "\(screen.title): \(names)")
      guard seen.insert(screen.title).inserted, path.count < 5 else { continue }
      for action in screen.actions {
        let arguments = action.parameters.filter { !$0.isOptional }.map { _ in "1" }
        paths.append(path + [([action.name] + arguments).joined(separator: " ")])
      }
    }
    #expect(seen.count > AppTab.all.count)
  }
}

@MainActor
@Suite("Console options")
struct ConsoleOptionsTests {
  @Test("every flag is read")
  func flags() throws {
    let options = try ConsoleOptions(arguments: [
      "--script", "a.txt", "--strict", "--data-dir", "/tmp/x", "--feature", "auth",
    ])
    #expect(options.scriptPath == "a.txt")
    #expect(options.isStrict)
    #expect(options.data == .directory("/tmp/x"))
    #expect(options.feature?.rawValue == "auth")
    #expect(try ConsoleOptions(arguments: ["--in-memory"]).data == .inMemory)
    #expect(try ConsoleOptions(arguments: ["--help"]).showsHelp)
    #expect(try ConsoleOptions(arguments: ["--version"]).showsVersion)
  }

  @Test(
    "usage errors name what is wrong",
    arguments: [
      (["--frobnicate"], "unknown option '--frobnicate'"),
      (["--script"], "--script needs a value"),
      (["--data-dir", "--strict"], "--data-dir needs a value"),
      (["--data-dir", ""], "--data-dir needs a value"),
      (["--in-memory", "--data-dir", "x"], "choose one of --data-dir and --in-memory"),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: ConsoleOptions.UsageError(message: message)) { try ConsoleOptions(arguments: arguments) }
  }

  @Test("an unknown --feature lists every feature that can run alone")
  func unknownFeature() {
    let names = FeaturePreview.allCases.map(\.rawValue).joined(separator: ", ")
    #expect(throws: ConsoleOptions.UsageError(message: "no feature 'inbox'; choose one of: \(names)")) {
      try ConsoleOptions(arguments: ["--feature", "inbox"])
    }
  }
}
