import AppFeature
import AppTesting
import Testing

@testable import ConsoleUI

/// What the console offers and says about the app's navigation rules: commands only where they
/// can work, notices drawn once, and `where` inside a modal.
@MainActor
@Suite("Console navigation rules")
struct NavigationRuleConsoleTests {
  /// The global commands the footer of the screen drawn now lists.
  private func footer(of session: ConsoleSession) -> Set<String> {
    let footer = session.renderScreen().split(separator: "\n").last ?? ""
    guard footer.hasPrefix("Also: ") else { return [] }
    return Set(footer.dropFirst("Also: ".count).split(separator: ", ").map(String.init))
  }

  @Test("the footer, help and completion offer the same commands, only those that can work")
  func offeredWhereTheyWork() async throws {
    let session = ConsoleSession(app: .onStandInTabs())
    // Signed out: no tabs to switch, nothing to go back to.
    #expect(footer(of: session).isSuperset(of: ["help", "open", "where", "quit"]))
    #expect(footer(of: session).isDisjoint(with: ["tab", "back"]))
    #expect(session.completions(for: "t") == ["tree"])
    #expect(session.completions(for: "b").isEmpty)
    await session.runSettled("login demo scaffolding")
    #expect(footer(of: session).contains("tab"))
    #expect(!footer(of: session).contains("back"))
    #expect(session.completions(for: "t") == ["tab", "tree"])
    _ = await session.execute("page 3")
    #expect(footer(of: session).isSuperset(of: ["back", "tab", "open"]))
    _ = await session.execute("tab 1")
    _ = await session.execute("sheet")
    // A sheet over the bar: neither tabs nor links work until it closes.
    #expect(footer(of: session).isSuperset(of: ["back", "where"]))
    #expect(footer(of: session).isDisjoint(with: ["tab", "open"]))
    #expect(session.completions(for: "d") == ["done"])
    #expect(session.completions(for: "t") == ["tree"])
    #expect(session.completions(for: "tab ").isEmpty)
    #expect(session.completions(for: "open app").isEmpty)
    let help = await session.execute("help").output
    #expect(help.contains("  where "))
    #expect(!help.contains("  tab ") && !help.contains("  open "))
    // Left out, a command still answers with the reason when typed.
    #expect(await session.execute("tab 2").output == "error: close the sheet 'one sheet' first (back)")
    #expect(await session.execute("tab nowhere").output == "error: close the sheet 'one sheet' first (back)")
  }

  @Test("a feature preview offers neither tabs nor the whole app's where and open")
  func previewOffersLess() async throws {
    let session = ConsoleSession(preview: try #require(FeaturePreview(rawValue: "auth")))
    #expect(footer(of: session).isSuperset(of: ["help", "quit"]))
    #expect(footer(of: session).isDisjoint(with: ["tab", "open", "where", "network", "back"]))
    #expect(session.completions(for: "open ").isEmpty)
    #expect(session.completions(for: "w").isEmpty)
    _ = await session.execute("create-account")
    #expect(footer(of: session).contains("back"))
  }

  @Test("a notice is drawn once, on the screen after the action")
  func noticeDrawnOnce() async throws {
    let session = ConsoleSession(app: .onStandInTabs())
    for line in ["login demo scaffolding", "sheet"] {
      #expect(await session.runSettled(line).succeeded, "\(line)")
    }
    #expect(await session.execute("done").output.contains("== one start ==\nDone with the one sheet.\n"))
    #expect(!session.renderScreen().contains("Done with"))
    #expect(await !session.execute("page 1").output.contains("Done with"))
  }

  @Test("help and completion draw nothing, so they never use up a waiting notice")
  func helpAndCompletionKeepTheNotice() async throws {
    let app = AppCoordinator.onStandInTabs()
    let session = ConsoleSession(app: app)
    await session.runSettled("login demo scaffolding")
    let flow = try #require(app.mainTabs?.tabItems.tabs.first?.coordinator as? PageFlow)
    flow.notice.post("Saved.")
    _ = session.completions(for: "")
    _ = await session.execute("help")
    #expect(session.renderScreen().contains("== one start ==\nSaved.\n"))
    #expect(!session.renderScreen().contains("Saved."))
  }

  @Test("where inside a sheet a link opens names it, and says the sheet is open")
  func whereInsideAModal() async {
    let session = ConsoleSession(app: .onStandInTabs())
    await session.runSettled("login demo scaffolding")
    _ = await session.execute("page 2")
    #expect(await session.execute("where").output == "app://one/page/2")
    _ = await session.execute("tab 1")
    _ = await session.execute("sheet")
    #expect(await session.execute("where").output == "app://one/sheet  (the sheet 'one sheet' is open)")
  }
}
