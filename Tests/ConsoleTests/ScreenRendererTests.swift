import AppFeature
@_spi(Inspection) import Scaffolding
import Testing

@testable import ConsoleUI

/// What a drawn screen shows follows the tree as it is now, whoever changed it.
@MainActor
@Suite("Screen renderer")
struct ScreenRendererTests {
  func makeSignedInSession() async -> (ConsoleSession, AppCoordinator) {
    let app = AppCoordinator.onStandInTabs()
    let session = ConsoleSession(app: app)
    _ = await session.opening()
    #expect(await session.runSettled("login demo scaffolding").succeeded)
    return (session, app)
  }

  @Test("the tab bar follows the selection, tabs added, removed and replaced, and its visibility")
  func tabBarFollowsTabs() async throws {
    let (session, app) = await makeSignedInSession()
    let rows = app.tabs
    let titles = rows.map(\.label.title)
    /// The bar for `titles` with the one at `selected` in brackets.
    func bar(_ titles: [String], selected: Int) -> String {
      titles.enumerated().map {
        $0.offset == selected ? "[\($0.offset + 1) \($0.element)]" : "\($0.offset + 1) \($0.element)"
      }
      .joined(separator: "  ")
    }
    #expect(await session.execute("tab 2").output.contains("\n\(bar(titles, selected: 1))\n"))
    #expect(await session.execute("tab 1").output.contains("\n\(bar(titles, selected: 0))\n"))
    let tabs = try #require(app.mainTabs)
    tabs.removeFirstTab(try #require(rows.last).name)
    #expect(session.renderScreen().contains("\n\(bar(Array(titles.dropLast()), selected: 0))\n"))
    tabs.setTabs(rows.reversed())
    #expect(session.renderScreen().contains("\n\(bar(titles.reversed(), selected: titles.count - 1))\n"))
    tabs.setTabBarVisibility(.hidden)
    #expect(!session.renderScreen().contains("\(titles[0])\n"))
    tabs.setTabBarVisibility(.automatic)
    #expect(session.renderScreen().contains("\n\(bar(titles.reversed(), selected: titles.count - 1))\n"))
  }

  @Test("a tab's badge shows after its title in the bar until it is cleared")
  func tabBarDrawsBadges() async throws {
    let (session, app) = await makeSignedInSession()
    let titles = app.tabs.map(\.label.title)
    let tabs = try #require(app.mainTabs)
    tabs.tabItems.setBadge(3, for: tabs.tabItems.tabs[1].id)
    #expect(session.renderScreen().contains("\n[1 \(titles[0])]  2 \(titles[1]) (3)  3 \(titles[2])\n"))
    tabs.tabItems.setBadge(nil, for: tabs.tabItems.tabs[1].id)
    #expect(session.renderScreen().contains("\n[1 \(titles[0])]  2 \(titles[1])  3 \(titles[2])\n"))
  }

  @Test("a sheet over the tabs hides the bar; closing it shows the bar again")
  func tabBarHidesUnderSheets() async {
    let (session, app) = await makeSignedInSession()
    let selected = "[1 \(app.tabs[0].label.title)]"
    #expect(await !session.execute("sheet").output.contains(selected))
    #expect(await session.execute("back").output.contains("\n\(selected)  2 "))
  }

  @Test("the breadcrumb and a modal's name are the titles the screens show, never a type's name")
  func breadcrumbReadsTitles() async {
    let session = ConsoleSession(app: .onStandInTabs())
    // Auth's first screen is the one shown, so it is named once.
    #expect(session.renderScreen().hasPrefix("Sign in  (root)\n"))
    #expect(await session.execute("create-account").output.hasPrefix("Sign in › Create account  (push)\n"))
    _ = await session.execute("back")
    #expect(await session.execute("forgot-password").output.hasPrefix("Sign in › Forgot password  (sheet)\n"))
    #expect(
      await session.execute("where").output
        == "app://login  (the sheet 'Forgot password' is open; links don't include it)")
    _ = await session.execute("back")
    await session.runSettled("login demo scaffolding")
    // The tab's label, then its first screen's title, but not the tab coordinator's type.
    #expect(session.renderScreen().hasPrefix("One › one start  (root)\n"))
  }

  @Test("a breadcrumb too wide for the terminal keeps its end: the screen the user is on")
  func breadcrumbKeepsItsEnd() async throws {
    let (session, _) = await makeSignedInSession()
    session.width = { 16 }
    let output = await session.execute("page 3").output
    let first = try #require(output.split(separator: "\n").first)
    #expect(first.hasPrefix("…") && first.hasSuffix("page 3  (push)") && first.count <= 16, "\(first)")
  }

  @Test("the breadcrumb follows tabs, pushes and sheets")
  func breadcrumbFollowsPath() async {
    let (session, _) = await makeSignedInSession()
    #expect(await session.execute("page 3").output.hasPrefix("One › one page 3  (push)\n"))
    #expect(await session.execute("tab two").output.hasPrefix("Two › two start  (root)\n"))
    #expect(await session.execute("sheet").output.hasPrefix("Two › two sheet  (sheet)\n"))
    #expect(await session.execute("back").output.hasPrefix("Two › two start  (root)\n"))
    #expect(await session.execute("tab one").output.hasPrefix("One › one page 3  (push)\n"))
  }

  @Test("an action runs on the screen shown now, even after navigation the console did not do")
  func actionsFollowOutsideNavigation() async throws {
    let (session, app) = await makeSignedInSession()
    try #require(app.mainTabs).select(index: 1)
    #expect(await session.execute("page 3").output.contains("== two page 3 =="))
    try await app.open(DeepLink(parsing: "app://one/sheet"))
    #expect(
      await session.execute("page 4").output == "error: unknown command 'page'; type 'help' to see what you can do here"
    )
    #expect(app.goBack() != .none)
    try await app.open(DeepLink(parsing: "app://three/page/2"))
    #expect(await session.execute("page 3").output.contains("== three page 3 =="))
  }

  @Test("a dismissed screen's coordinator is not kept alive by the console")
  func dismissedCoordinatorsAreReleased() async throws {
    let (session, app) = await makeSignedInSession()
    _ = await session.execute("tab two")
    _ = await session.execute("sheet")
    weak let edit = try #require(session.root.visibleScreen).context.owner
    #expect(edit != nil)
    app.signOut()
    await app.finishedPendingWork()
    #expect(edit == nil)
  }
}
