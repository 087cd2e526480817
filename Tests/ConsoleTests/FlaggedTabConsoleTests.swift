import AppFeature
import AppTesting
import Testing

@testable import ConsoleUI

/// A tab behind a flag that is off, at the console: not drawn in the bar, its link a failed
/// line (so `--strict` stops there), and left out of the sections `open` lists.
@MainActor
@Suite("A tab behind a flag, at the console")
struct FlaggedTabConsoleTests {
  /// The stand-in tabs, `two` behind the compose flag, which is off for the run.
  func makeSession() -> ConsoleSession {
    let tabs: [AppTab] = [.pages("one"), .pages("two", flag: .compose), .pages("three")]
    return ConsoleSession(app: AppCoordinator(environment: .demo(), tabs: tabs, flagOverrides: [.compose: false]))
  }

  @Test("the bar leaves it out, its link is a failed line with the reason, and open lists the other sections")
  func hidden() async {
    let session = makeSession()
    await session.runSettled("login demo scaffolding")
    #expect(session.renderScreen().contains("Three") && !session.renderScreen().contains("Two"))
    let refused = await session.execute("open app://two/page/2")
    #expect(!refused.succeeded)
    #expect(refused.output == "error: app://two/page/2: Two is turned off (feature flags, in Settings).")
    #expect(
      await session.execute("open app://nope").output
        == "error: no section 'nope'; links lead to login, signup, one or three")
  }

  @Test("--strict stops with status 1 at a link into it")
  func strictStops() async {
    var options = ConsoleRunner.Options.transcript
    options.isStrict = true
    var input = ["login demo scaffolding", "open app://two", "where"].map(InputLine.text).makeIterator()
    var output: [String] = []
    let status = await ConsoleRunner(session: makeSession(), options: options).run(
      readLine: { input.next() }, write: { output.append($0) })
    #expect(status == 1)
    #expect(output.joined(separator: "\n").hasSuffix("stopped at <stdin>:2 (--strict)"))
    #expect(!output.contains("> where"))
  }
}
