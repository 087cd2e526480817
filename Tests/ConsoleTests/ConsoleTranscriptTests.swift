import AppFeature
import Testing

@testable import ConsoleUI

@MainActor
@Suite("Console")
struct ConsoleTranscriptTests {
  /// Runs lines through a fresh console in transcript mode and returns everything printed.
  func transcript(_ lines: [String]) -> (output: String, status: Int32) {
    var input = lines.makeIterator()
    var output: [String] = []
    let runner = ConsoleRunner(session: ConsoleSession(app: AppCoordinator(environment: .demo())), options: .transcript)
    let status = runner.run(readLine: { input.next() }, write: { output.append($0) })
    return (output.joined(separator: "\n"), status)
  }

  @Test("the first screen is Auth's login, listing what can be typed")
  func firstScreen() {
    let (output, status) = transcript([])
    #expect(status == 0)
    #expect(
      output == """
        == Sign in ==
        Sign in to continue.

        Actions:
          login <username> <password>  Sign in with your username and password
          create-account               Sign up for a new account
          forgot-password              Get help signing in
        Global: help, back, tab <name|number>, quit
        """)
  }

  @Test("a piped session echoes each command and prints every screen it passes through")
  func pipedJourney() {
    let (output, status) = transcript([
      "login demo scaffolding", "open 3", "back", "tab settings", "account", "sign-out",
    ])
    #expect(status == 0)
    let echoed = output.split(separator: "\n").filter { $0.hasPrefix("> ") }
    #expect(echoed == ["> login demo scaffolding", "> open 3", "> back", "> tab settings", "> account", "> sign-out"])
    let titles = output.split(separator: "\n").filter { $0.hasPrefix("== ") }
    #expect(
      titles == [
        "== Sign in ==", "== Home ==", "== Item 3 ==", "== Home ==", "== Settings ==", "== Account ==", "== Sign in ==",
      ])
    #expect(output.contains("[Home]  Profile   Settings"))
    #expect(output.contains(" Home   Profile  [Settings]"))
  }

  @Test("bad lines get a one-line error and the session goes on")
  func badInputContinues() {
    let session = ConsoleSession(app: AppCoordinator(environment: .demo()))
    let cases: [(String, String)] = [
      ("dance", "error: unknown command 'dance'; type 'help' to see what you can do here"),
      ("login demo", "error: 'login' needs <password> (usage: login <username> <password>)"),
      ("login \"demo", "error: unbalanced \" quote: close it or remove it"),
      ("tab home", "error: there are no tabs here; sign in first"),
      ("back", "error: nothing to go back to"),
      ("help me", "error: 'help' takes no arguments"),
    ]
    for (line, expected) in cases {
      let reply = session.execute(line)
      #expect(reply.output == expected)
      #expect(!reply.succeeded)
    }
    #expect(session.execute("login demo scaffolding").succeeded)
    #expect(
      session.execute("tab profiles").output == "error: no tab 'profiles'; choose one of: 1 home, 2 profile, 3 settings"
    )
    #expect(session.execute("tab 2").output.hasPrefix("== Demo User =="))
  }

  @Test("quoted arguments keep their spaces")
  func quotedArguments() throws {
    #expect(try CommandLineParser.words(in: #"login "demo" 'scaffolding'"#) == ["login", "demo", "scaffolding"])
    #expect(try CommandLineParser.words(in: #"say "Jane Doe" x"#) == ["say", "Jane Doe", "x"])
    #expect(try CommandLineParser.words(in: #"x """#) == ["x", ""])
    #expect(try CommandLineParser.words(in: "   ").isEmpty)
  }

  @Test("quit ends the loop with status 0 before the remaining input")
  func quitStops() {
    let (output, status) = transcript(["quit", "login demo scaffolding"])
    #expect(status == 0)
    #expect(output.hasSuffix("> quit\nBye."))
  }
}
