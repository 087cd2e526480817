import AppFeature
import Testing

@testable import ConsoleUI

@MainActor
@Suite("Tab completion")
struct CompletionTests {
  @Test("the first word completes to global commands and the visible screen's actions, in any case")
  func commandsAndActions() {
    let session = ConsoleSession(app: .onStandInTabs())
    #expect(session.completions(for: "lo") == ["log", "login"])
    #expect(session.completions(for: "CRE") == ["create-account"])
    #expect(session.completions(for: "help for") == ["forgot-password"])
    #expect(session.completions(for: "login de").isEmpty)
    _ = session.execute("login demo scaffolding")
    #expect(session.completions(for: "P") == ["page"])
    #expect(session.completions(for: "").contains("sheet"))
  }

  @Test("after tab, the tab names; after open, deep links")
  func tabsAndLinks() throws {
    let app = AppCoordinator.onStandInTabs()
    let session = ConsoleSession(app: app)
    #expect(session.completions(for: "tab ").isEmpty)
    _ = session.execute("login demo scaffolding")
    let names = app.tabs.map { $0.label.title.lowercased() }
    #expect(session.completions(for: "tab ") == names)
    let last = try #require(names.last)
    #expect(
      session.completions(for: "Tab \(last.prefix(1).uppercased())") == names.filter { $0.hasPrefix(last.prefix(1)) })
    #expect(session.completions(for: "open app://\(last)") == ["app://\(last)"])
    #expect(session.completions(for: "open app://sign") == ["app://signup"])
  }
}
