import AppFeature
import AppTesting
import Testing

/// The golden journeys' `#! tabs` and `#! feature` directives: a journey runs on the tabs it
/// names, in its order, and a name the harness doesn't know, or a feature shown but not named,
/// fails with a message that names the journey. On a tab table of their own, so that adding or
/// removing a feature changes none of them.
@MainActor
@Suite("Transcript directives")
struct TranscriptDirectiveTests {
  /// The tab table the tests name rows of.
  let table: [AppTab] = [.pages("alpha"), .pages("beta"), .pages("gamma")]

  @Test("#! tabs runs the app on those rows of the tab table, in the directive's order")
  func tabsInOrder() async throws {
    let output = try await TranscriptHarness.replay(
      "#! tabs gamma alpha\nlogin demo scaffolding\n", journey: "order", table: table)
    #expect(output.contains("> login demo ********\nGamma › gamma start  (root)\n[1 Gamma]  2 Alpha\n"))
    #expect(!output.contains("Beta"))
  }

  @Test("without #! tabs a journey runs the whole tab table")
  func wholeTable() async throws {
    let output = try await TranscriptHarness.replay("login demo scaffolding\n", journey: "whole", table: table)
    #expect(output.contains("[1 Alpha]  2 Beta  3 Gamma\n"))
  }

  @Test("#! tabs stand-ins runs the app on the stand-in tabs, whatever the tab table lists")
  func standIns() async throws {
    let output = try await TranscriptHarness.replay(
      "#! tabs stand-ins\nlogin demo scaffolding\n", journey: "stand-ins", table: table)
    #expect(output.contains("One › one start  (root)\n[1 One]  2 Two  3 Three\n"))
  }

  @Test("#! tabs applies to every run of the journey, after a restart too")
  func tabsAfterRestart() async throws {
    let output = try await TranscriptHarness.replay(
      "#! tabs beta\nlogin demo scaffolding\npage 2\n#! restart\nwhere\n", journey: "restart", table: table)
    #expect(output.hasSuffix("> where\napp://beta/page/2\n"))
  }

  @Test(
    "a name #! tabs or #! feature doesn't know fails, naming the journey, the name and what is known",
    arguments: [
      (
        "#! tabs alpha delta\n",
        "journey typo: '#! tabs' names 'delta', which is none of the tabs of the tab table (alpha, beta, gamma), "
      ),
      ("#! tabs alpha alpha\n", "journey typo: '#! tabs' names 'alpha' twice"),
      (
        "#! tabs\n", "journey typo: '#! tabs' names no tab; name some of the tabs of the tab table (alpha, beta, gamma)"
      ),
      ("#! tabs stand-ins alpha\n", "journey typo: '#! tabs stand-ins' takes no other name"),
      (
        "login demo scaffolding\n#! tabs alpha\n",
        "journey typo: '#! tabs' must come once, before the journey's first line that is not a '#!' directive"
      ),
      ("#! tabs alpha\n#! tabs beta\n", "journey typo: '#! tabs' must come once"),
      (
        "#! feature nowhere\n",
        "journey typo: '#! feature' names 'nowhere', which is not a feature that runs alone (auth, "
      ),
    ])
  func unknownNames(script: String, message: String) async {
    let error = await #expect(throws: TranscriptError.self) {
      try await TranscriptHarness.replay(script, journey: "typo", table: table)
    }
    #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
  }

  @Test("a run that shows a feature its journey doesn't name fails, naming the journey and the feature")
  func unnamedFeature() throws {
    let scope = try JourneyScope(script: "#! tabs alpha\n", journey: "sneaky", table: table)
    #expect(throws: Never.self) { try scope.check(shown: ["alpha"], feature: nil) }
    let error = #expect(throws: TranscriptError.self) { try scope.check(shown: ["alpha", "elsewhere"], feature: nil) }
    #expect(
      error?.description.hasPrefix("journey sneaky: it shows elsewhere, which its '#! tabs' directive doesn't name")
        == true)
  }

  @Test(
    "a real feature presented over a tab is caught when the journey doesn't name it, and shown when it does",
    .enabled { @MainActor in
      AppTab.all.contains { $0.name.rawValue == "home" } && PresentedFlow.all.contains { $0.name == "compose" }
    })
  func presentedFlow() async throws {
    let error = await #expect(throws: TranscriptError.self) {
      try await TranscriptHarness.replay("#! tabs home\nlogin demo scaffolding\ncompose\n", journey: "sneaky")
    }
    #expect(
      error?.description.hasPrefix("journey sneaky: it shows compose, which its '#! tabs' directive doesn't name")
        == true)
    let output = try await TranscriptHarness.replay(
      "#! tabs home compose\nlogin demo scaffolding\ncompose\n", journey: "named")
    #expect(output.contains("Home › New item: title  (sheet)"))
  }
}
