import AppFeature
import Testing

@testable import ConsoleUI

/// What the console offers and says about the app's navigation rules: commands only where they
/// can work, notices drawn once, and `where` inside a modal.
@MainActor
@Suite("Console navigation rules")
struct NavigationRuleConsoleTests {
  /// The global commands the footer of the screen drawn now lists.
  private func footer(of session: ConsoleSession) -> String? {
    session.renderScreen().split(separator: "\n").last.map(String.init)
  }

  @Test("the footer, help and completion offer the same commands, only those that can work")
  func offeredWhereTheyWork() throws {
    let session = ConsoleSession(app: AppCoordinator(environment: .demo()))
    #expect(footer(of: session) == "Also: help, open, where, tree, log, quit")
    #expect(session.completions(for: "t") == ["tree"])
    #expect(session.completions(for: "b").isEmpty)
    _ = session.execute("login demo scaffolding")
    #expect(footer(of: session) == "Also: help, tab, open, where, tree, log, quit")
    #expect(session.completions(for: "t") == ["tab", "tree"])
    _ = session.execute("view 3")
    #expect(footer(of: session) == "Also: help, back, tab, open, where, tree, log, quit")
    _ = session.execute("tab 1")
    _ = session.execute("compose")
    #expect(footer(of: session) == "Also: help, back, where, tree, log, quit")
    #expect(session.completions(for: "t") == ["tree", "title"])
    #expect(session.completions(for: "tab ").isEmpty)
    #expect(session.completions(for: "open app").isEmpty)
    let help = session.execute("help").output
    #expect(help.contains("  where "))
    #expect(!help.contains("  tab ") && !help.contains("  open "))
    // Left out, a command still answers with the reason when typed.
    #expect(session.execute("tab 2").output == "error: close the Compose sheet first (back)")
  }

  @Test("a feature preview offers neither tabs nor the whole app's where and open")
  func previewOffersLess() throws {
    let session = ConsoleSession(preview: try #require(FeaturePreview(rawValue: "home")))
    #expect(footer(of: session) == "Also: help, tree, log, quit")
    #expect(session.completions(for: "open ").isEmpty)
    #expect(session.completions(for: "w").isEmpty)
    _ = session.execute("view 1")
    #expect(footer(of: session) == "Also: help, back, tree, log, quit")
  }

  @Test("a notice is drawn once, on the screen after the action, never by help or completion")
  func noticeDrawnOnce() throws {
    let session = ConsoleSession(app: AppCoordinator(environment: .demo()))
    for line in ["login demo scaffolding", "compose", "title Hello", "text World"] {
      #expect(session.execute(line).succeeded, "\(line)")
    }
    _ = session.completions(for: "")
    _ = session.execute("help")
    let published = session.execute("publish").output
    #expect(published.contains("== Home ==\nPublished #4.\n\n#4  Hello"))
    _ = session.completions(for: "")
    #expect(!session.renderScreen().contains("Published #4."))
  }

  @Test("where inside a modal names the tab's link and says the modal is not part of it")
  func whereInsideAModal() {
    let session = ConsoleSession(app: AppCoordinator(environment: .demo()))
    _ = session.execute("login demo scaffolding")
    _ = session.execute("tab profile")
    _ = session.execute("user ada")
    #expect(session.execute("where").output == "app://profile/user/ada")
    _ = session.execute("back")
    _ = session.execute("edit")
    #expect(
      session.execute("where").output == "app://profile  (the Edit Profile sheet is open; links don't include it)")
  }
}
