import Scaffolding
import ScaffoldingTesting
import Testing

/// The reference guide's and README's examples, compiled against this core, each doing what
/// the text around it promises.
@MainActor
@Suite("Reference examples")
struct ReferenceExamplesTests {
  @Test func homeCoordinatorPushesAndPresentsItsSubFlowAsASheet() throws {
    let home = HomeCoordinator()
    expectStack(of: home, [.home])
    try recordNavigation(of: home) { recorder in
      home.openDetail(Item(name: "earth"))
      recorder.expectNext(.push(HomeCoordinator.Destinations.Meta.detail))
      expectVisibleScreen(of: home, title: "Detail earth")
      home.openSettings()
      recorder.expectNext(.present(HomeCoordinator.Destinations.Meta.settings, as: .sheet))
      expectStackPresentations(of: home, [.push, .sheet])
      let settings = try #require(home.stack.destinations.last?.coordinator as? SettingsCoordinator)
      #expect(settings.parent === home)
      #expect(settings.presentedAs == .sheet)
      // "pop() ... Works for pushed screens AND modals — they share the same array."
      home.pop()
      recorder.expectNext(.dismiss(HomeCoordinator.Destinations.Meta.settings))
      // pop() and popToRoot() return the coordinator, so calls chain.
      home.pop().route(to: .detail(item: Item(name: "mars"))).popToRoot()
      recorder.expectNext(
        .pop(HomeCoordinator.Destinations.Meta.detail), .push(HomeCoordinator.Destinations.Meta.detail),
        .pop(HomeCoordinator.Destinations.Meta.detail))
    }
    expectStack(of: home, [.home])
  }

  @Test func presentWithoutAStyleIsASheet() throws {
    let home = HomeCoordinator()
    home.present(.settings)
    expectStackPresentations(of: home, [.sheet])
    #expect(home.stack.destinations.first?.presentationType == .sheet)
  }

  @Test func authSwapReplacesTheWholeTreeBothWays() throws {
    let app = AuthSwap.AppCoordinator()
    expectRoot(of: app, .unauthenticated)
    expectVisibleScreen(of: app, title: "Login")
    let tracker = LeakTracker()
    tracker.trackTree(of: try #require(app.root.root?.coordinator))
    app.signIn()
    expectRoot(of: app, .authenticated)
    tracker.expectAllReleased()  // "The whole tree is replaced when setRoot(_:) is called."
    #expect(app.root.root?.coordinator is MainTabCoordinator)
    expectVisibleScreen(of: app, title: "Home")
    app.signOut()
    expectRoot(of: app, .unauthenticated)
    #expect(app.root.root?.coordinator is LoginCoordinator)
  }

  @Test func mainTabsKeepIndependentFlows() throws {
    let tabs = MainTabCoordinator()
    expectTabs(of: tabs, [.home, .profile], selected: .home)
    #expect(
      tabs.tabItems.tabs.map(\.tabLabel) == [
        TabLabel("Home", systemImage: "house"), TabLabel("Profile", systemImage: "person"),
      ])
    let home = try #require(tabs.tabItems.tabs[0].coordinator as? HomeCoordinator)
    home.openDetail(Item(name: "earth"))
    tabs.selectFirstTab(.profile)
    expectVisibleScreen(of: tabs, title: "Profile")
    tabs.selectFirstTab(.home)
    expectVisibleScreen(of: tabs, title: "Detail earth")  // each tab keeps its own stack
  }

  @Test func openProfileDeepLinksFromAColdStart() throws {
    let app = DeepLink.AppCoordinator()
    recordNavigation(of: app) { recorder in
      app.openProfile(userId: 42)
      recorder.expectNext(
        .setRoot(DeepLink.AppCoordinator.Destinations.Meta.authenticated).in(DeepLink.AppCoordinator.self),
        .selectTab(MainTabCoordinator.Destinations.Meta.profile),
        .push(ProfileCoordinator.Destinations.Meta.userDetail).in(ProfileCoordinator.self))
    }
    expectVisibleScreen(
      of: app, ProfileCoordinator.Destinations.Meta.userDetail, ownedBy: ProfileCoordinator.self, title: "User 42")
  }

  @Test func loginDeliversItsResultThroughOnCompleteAndDismissesItself() throws {
    let app = ResultDelivery.AppCoordinator()
    app.startLogin()
    expectModals(of: app, [.login])
    let login = try #require(app.root.modals.first?.coordinator as? LoginCoordinator)
    #expect(app.session == nil)
    login.submit()
    #expect(app.session == AuthToken(value: "token"))
    expectModals(of: app, [])
    expectVisibleScreen(of: app, title: "Home")
  }

  @Test func routingCallbacksHandTheTypedChildOver() throws {
    let currentUser = User(name: "ada")
    // README, "Navigate with callback".
    let coordinator = MainCoordinator()
    coordinator.route(to: .profile) { (profileCoordinator: ProfileCoordinator) in
      profileCoordinator.setUser(currentUser)
    }
    let profile = try #require(coordinator.stack.destinations.first?.coordinator as? ProfileCoordinator)
    #expect(profile.user == currentUser)
    // README, "Navigate through multiple coordinator layers".
    let home = HomeCoordinator()
    home.route(to: .settings) { (settings: SettingsCoordinator) in
      settings.route(to: .accountDetails) { (account: AccountCoordinator) in
        account.setUser(currentUser)
      }
    }
    let settings = try #require(home.stack.destinations.first?.coordinator as? SettingsCoordinator)
    let account = try #require(settings.stack.destinations.first?.coordinator as? AccountCoordinator)
    #expect(account.user == currentUser)
    #expect(account.stack.root?.presentationType == .push)
  }
}
