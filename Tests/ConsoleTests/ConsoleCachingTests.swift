import AppFeature
import Scaffolding
import Testing

@testable import ConsoleUI

/// The console keeps what it drew (the screen last shown, breadcrumb steps, tab bars, whole
/// drawings) to save work on every line; none of it may ever show or run something stale.
@MainActor
@Suite("Console caching")
struct ConsoleCachingTests {
  func makeSignedInSession() -> (ConsoleSession, AppCoordinator) {
    let app = AppCoordinator(environment: .demo())
    let session = ConsoleSession(app: app)
    _ = session.openingScreen()
    #expect(session.execute("login demo scaffolding").succeeded)
    return (session, app)
  }

  /// The visible screen drawn from scratch, by a renderer that has kept nothing yet.
  func freshDrawing(of session: ConsoleSession) throws -> String {
    let visible = try #require(session.root.visibleScreen)
    return ScreenRenderer(style: .plain).render(visible.render(), of: visible, root: session.root)
  }

  @Test("random sessions: every screen the console prints is the one a fresh renderer draws", arguments: [5, 6, 7])
  func drawingsMatchFreshOnes(seed: UInt64) throws {
    var random = ConsoleFuzzTests.SeededGenerator(state: seed)
    let fuzz = ConsoleFuzzTests()
    let session = ConsoleSession(app: AppCoordinator(environment: .demo()))
    _ = session.openingScreen()
    for step in 1...600 {
      let line = fuzz.randomLine(for: session, using: &random)
      let reply = session.execute(line)
      let fresh = try freshDrawing(of: session)
      if reply.succeeded, case .text(let text) = line, Self.answersWithScreen(text) {
        #expect(reply.output == fresh, "seed \(seed), step \(step): \(text)")
      }
      #expect(session.renderScreen() == fresh, "seed \(seed), step \(step): \(line.echo)")
    }
  }

  /// Whether a line that succeeded prints the visible screen (rather than help, a location,
  /// the tree, the log or nothing).
  static func answersWithScreen(_ text: String) -> Bool {
    guard let first = try? CommandLineParser.words(in: text).first else { return false }
    return !["help", "where", "tree", "log", "quit", "exit"].contains(first) && !first.hasPrefix("#")
  }

  @Test("the tab bar follows the selection, back and forth")
  func tabBarFollowsSelection() {
    let (session, _) = makeSignedInSession()
    #expect(session.execute("tab profile").output.contains("\n1 Home  [2 Profile]  3 Settings\n"))
    #expect(session.execute("tab 3").output.contains("\n1 Home  2 Profile  [3 Settings]\n"))
    #expect(session.execute("tab home").output.contains("\n[1 Home]  2 Profile  3 Settings\n"))
    #expect(session.execute("tab 2").output.contains("\n1 Home  [2 Profile]  3 Settings\n"))
  }

  @Test("the tab bar follows tabs added, removed and replaced, and the bar's visibility")
  func tabBarFollowsTabListAndVisibility() throws {
    let (session, app) = makeSignedInSession()
    let tabs = try #require(app.mainTabs)
    #expect(session.renderScreen().contains("\n[1 Home]  2 Profile  3 Settings\n"))
    tabs.removeFirstTab(.settings)
    #expect(session.renderScreen().contains("\n[1 Home]  2 Profile\n"))
    tabs.appendTab(.settings)
    #expect(session.renderScreen().contains("\n[1 Home]  2 Profile  3 Settings\n"))
    // Same labels, new tabs: the home tab is a new destination, its old bar must not be reused.
    tabs.setTabs([.profile, .home, .settings])
    #expect(session.renderScreen().contains("\n1 Profile  [2 Home]  3 Settings\n"))
    tabs.setTabBarVisibility(.hidden)
    #expect(!session.renderScreen().contains("Settings\n"))
    tabs.setTabBarVisibility(.automatic)
    #expect(session.renderScreen().contains("\n1 Profile  [2 Home]  3 Settings\n"))
    tabs.select(index: 0)
    #expect(session.renderScreen().contains("\n[1 Profile]  2 Home  3 Settings\n"))
  }

  @Test("a sheet over the tabs hides the bar; closing it shows the bar again")
  func tabBarHidesUnderSheets() {
    let (session, _) = makeSignedInSession()
    #expect(!session.execute("compose").output.contains("[1 Home]"))
    #expect(session.execute("cancel").output.contains("\n[1 Home]  2 Profile  3 Settings\n"))
  }

  @Test("the tab bar keeps no signed-out tab coordinator alive")
  func tabBarReleasesSignedOutTabs() throws {
    let (session, app) = makeSignedInSession()
    #expect(session.execute("tab profile").output.contains("[2 Profile]"))
    weak let tabs = app.mainTabs
    #expect(tabs != nil)
    app.signOut()
    #expect(tabs == nil)
    #expect(session.execute("login demo scaffolding").output.contains("\n[1 Home]  2 Profile  3 Settings\n"))
  }

  @Test("the breadcrumb follows tabs, pushes and sheets")
  func breadcrumbFollowsPath() {
    let (session, _) = makeSignedInSession()
    #expect(session.execute("view 3").output.hasPrefix("Main Tab › Home › Item 3  (push)\n"))
    #expect(session.execute("tab profile").output.hasPrefix("Main Tab › Profile › Demo User  (root)\n"))
    #expect(
      session.execute("edit").output.hasPrefix("Main Tab › Profile › Edit Profile › Edit profile: name  (sheet)\n"))
    #expect(session.execute("cancel").output.hasPrefix("Main Tab › Profile › Demo User  (root)\n"))
    #expect(session.execute("tab home").output.hasPrefix("Main Tab › Home › Item 3  (push)\n"))
    #expect(session.execute("back").output.hasPrefix("Main Tab › Home › Home  (root)\n"))
  }

  @Test("sheets opened again and again, from different tabs, show their own steps")
  func breadcrumbOfReopenedSheets() {
    let (session, _) = makeSignedInSession()
    for _ in 1...3 {
      #expect(session.execute("compose").output.hasPrefix("Main Tab › Home › Compose › "))
      #expect(session.execute("cancel").output.hasPrefix("Main Tab › Home › Home  (root)\n"))
      _ = session.execute("tab profile")
      #expect(session.execute("edit").output.hasPrefix("Main Tab › Profile › Edit Profile › "))
      #expect(session.execute("cancel").output.hasPrefix("Main Tab › Profile › Demo User  (root)\n"))
      _ = session.execute("tab home")
    }
  }

  @Test("a screen that changes without navigating is drawn anew")
  func changedContentIsDrawnAnew() {
    let (session, _) = makeSignedInSession()
    _ = session.execute("tab profile")
    _ = session.execute("edit")
    _ = session.execute("name Zoe")
    #expect(session.execute("back").output.contains("Step 1 of 3. Name now: Zoe"))
    _ = session.execute("name Yann")
    #expect(session.execute("back").output.contains("Step 1 of 3. Name now: Yann"))
  }

  @Test("text that is equal but not the same bytes is drawn as typed")
  func canonicallyEquivalentTextIsDrawnAsTyped() {
    let (session, _) = makeSignedInSession()
    _ = session.execute("tab profile")
    let composed = "Jos\u{E9}"
    let decomposed = "Jose\u{301}"
    #expect(composed == decomposed)
    for bio in [composed, decomposed, composed] {
      _ = session.execute("edit")
      _ = session.execute("name")
      let review = session.execute("bio \(bio)").output
      #expect(review.utf8.contains("Bio: \(bio)\n".utf8), "\(Array(bio.unicodeScalars))")
      _ = session.execute("cancel")
    }
  }

  @Test("an action runs on the screen shown now, even after navigation the console did not do")
  func actionsFollowOutsideNavigation() throws {
    let (session, app) = makeSignedInSession()
    // Home's feed was drawn last; the app moves to the Profile tab on its own.
    try #require(app.mainTabs).select(index: 1)
    #expect(
      session.execute("view 3").output == "error: unknown command 'view'; type 'help' to see what you can do here")
    #expect(session.execute("edit").output.contains("== Edit profile: name =="))
    try app.open(DeepLink(parsing: "app://home"))
    #expect(session.execute("view 3").output.contains("== Item 3 =="))
  }

  @Test("help lists the actions of the screen shown now")
  func helpFollowsOutsideNavigation() throws {
    let (session, app) = makeSignedInSession()
    #expect(session.execute("help").output.contains("  view <item>  Show an item"))
    try #require(app.mainTabs).select(index: 2)
    #expect(session.execute("help").output.contains("  appearance     Choose light, dark or system"))
  }

  @Test("a dismissed screen's coordinator is not kept alive by what the console drew")
  func drawnScreenReleasesDismissedCoordinators() throws {
    let (session, app) = makeSignedInSession()
    _ = session.execute("tab profile")
    _ = session.execute("edit")
    weak let edit = try #require(session.root.visibleScreen).context.owner
    #expect(edit != nil)
    app.signOut()
    #expect(edit == nil)
  }
}
