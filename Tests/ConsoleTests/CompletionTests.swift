import AppFeature
import Testing

@testable import ConsoleUI

@MainActor
@Suite("Tab completion")
struct CompletionTests {
  @Test("the first word completes to global commands and the visible screen's actions, in any case")
  func commandsAndActions() async {
    let session = ConsoleSession(app: .onStandInTabs())
    #expect(session.completions(for: "lo") == ["log", "login"])
    #expect(session.completions(for: "CRE") == ["create-account"])
    #expect(session.completions(for: "help for") == ["forgot-password"])
    #expect(session.completions(for: "login de").isEmpty)
    await session.runSettled("login demo scaffolding")
    #expect(session.completions(for: "P") == ["page"])
    #expect(session.completions(for: "").contains("sheet"))
  }

  @Test("after tab, the tab names; after open, deep links")
  func tabsAndLinks() async throws {
    let app = AppCoordinator.onStandInTabs()
    let session = ConsoleSession(app: app)
    #expect(session.completions(for: "tab ").isEmpty)
    #expect(session.completions(for: "open app://sign") == ["app://signup"])
    await session.runSettled("login demo scaffolding")
    let names = app.tabs.map { $0.label.title.lowercased() }
    #expect(session.completions(for: "tab ") == names)
    let last = try #require(names.last)
    #expect(
      session.completions(for: "Tab \(last.prefix(1).uppercased())") == names.filter { $0.hasPrefix(last.prefix(1)) })
    #expect(session.completions(for: "open app://\(last)").first == "app://\(last)")
    #expect(session.completions(for: "open app://sign").isEmpty, "signed in, Auth's links would fail")
    _ = await session.execute("tab 1")
    _ = await session.execute("sheet")
    #expect(session.completions(for: "open ").isEmpty, "a modal refuses links")
  }

  @Test("after open, the paths the tab features suggest, once signed in, and each opens")
  func featurePaths() async throws {
    let app = AppCoordinator.onStandInTabs()
    let session = ConsoleSession(app: app)
    #expect(session.completions(for: "open app://") == app.linkSections.map { "app://\($0)" })
    await session.runSettled("login demo scaffolding")
    let suggested = session.completions(for: "open app://")
    #expect(suggested.contains("app://one/page/1") && suggested.contains("app://three/sheet"))
    for link in suggested {
      let probe = ConsoleSession(app: .onStandInTabs())
      await probe.runSettled("login demo scaffolding")
      await #expect(probe.execute("open \(link)").succeeded, "\(link)")
    }
  }
}
