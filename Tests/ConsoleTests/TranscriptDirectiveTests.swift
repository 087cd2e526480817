import Testing

/// The golden journeys' `#! tabs` and `#! feature` directives: a journey runs on the tabs it
/// names, in its order, and a name the harness doesn't know, or a feature shown but not named,
/// fails with a message that names the journey.
@MainActor
@Suite("Transcript directives")
struct TranscriptDirectiveTests {
  @Test("#! tabs runs the app on those rows of the tab table, in the directive's order")
  func tabsInOrder() async throws {
    let output = try await TranscriptHarness.replay("#! tabs profile home\nlogin demo scaffolding\n", journey: "order")
    #expect(output.contains("Main Tab › Profile › Demo User  (root)\n[1 Profile]  2 Home (2)\n"))
    #expect(!output.contains("Settings"))
  }

  @Test("#! tabs stand-ins runs the app on the stand-in tabs, whatever the real table lists")
  func standIns() async throws {
    let output = try await TranscriptHarness.replay("#! tabs stand-ins\nlogin demo scaffolding\n", journey: "stand-ins")
    #expect(output.contains("Main Tab › One › one start  (root)\n[1 One]  2 Two  3 Three\n"))
  }

  @Test("#! tabs applies to every run of the journey, after a restart too")
  func tabsAfterRestart() async throws {
    let output = try await TranscriptHarness.replay(
      "#! tabs settings\nlogin demo scaffolding\n#! restart\nwhere\n", journey: "restart")
    #expect(output.hasSuffix("> where\napp://settings\n"))
  }

  @Test(
    "a name #! tabs or #! feature doesn't know fails, naming the journey, the name and what is known",
    arguments: [
      (
        "#! tabs home homes\n",
        "journey typo: '#! tabs' names 'homes', which is none of the tabs of AppTab.all (home, profile, settings), the presented flows (compose) and 'stand-ins'"
      ),
      ("#! tabs home home\n", "journey typo: '#! tabs' names 'home' twice"),
      ("#! tabs compose\n", "journey typo: '#! tabs' names no tab; name some of the tabs of AppTab.all"),
      ("#! tabs\n", "journey typo: '#! tabs' names no tab"),
      ("#! tabs stand-ins home\n", "journey typo: '#! tabs stand-ins' takes no other name"),
      (
        "login demo scaffolding\n#! tabs home\n",
        "journey typo: '#! tabs' must come once, before the journey's first line"
      ),
      (
        "#! feature composer\n",
        "journey typo: '#! feature' names 'composer', which is not a feature that runs alone (auth, home, profile, settings, compose)"
      ),
    ])
  func unknownNames(script: String, message: String) async {
    let error = await #expect(throws: TranscriptError.self) {
      try await TranscriptHarness.replay(script, journey: "typo")
    }
    #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
  }

  @Test("a journey that shows a feature it doesn't name fails, naming the journey and the feature")
  func unnamedFeature() async {
    let error = await #expect(throws: TranscriptError.self) {
      try await TranscriptHarness.replay("#! tabs home\nlogin demo scaffolding\ncompose\n", journey: "sneaky")
    }
    #expect(
      error?.description.hasPrefix("journey sneaky: it shows compose, which its '#! tabs' directive doesn't name")
        == true)
  }

  @Test("naming the presented flow lets the journey show it, over the tabs that present it")
  func namedFlow() async throws {
    let output = try await TranscriptHarness.replay(
      "#! tabs home compose\nlogin demo scaffolding\ncompose\n", journey: "named")
    #expect(output.contains("Main Tab › Home › Compose › New item: title  (sheet)"))
  }
}
