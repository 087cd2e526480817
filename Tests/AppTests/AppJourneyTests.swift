import Auth
import Home
import Profile
import Scaffolding
import ScaffoldingTesting
import Settings
import SharedModels
import Testing

@testable import AppFeature

@MainActor
@Suite("App composition")
struct AppJourneyTests {
  let app = AppCoordinator(environment: .demo())

  func signInAsDemo() throws {
    try perform("login", "demo", "scaffolding", on: app)
  }

  @Test("starts signed out on Auth's login screen")
  func startsSignedOut() throws {
    #expect(app.isRoot(.signedOut))
    let visible = try #require(app.visibleScreen)
    #expect(visible.context.owner is AuthCoordinator)
    #expect(visible.render().title == "Sign in")
  }

  @Test("Auth's onComplete swaps the root to tabs of Home, Profile and Settings, Home selected")
  func signInShowsTabs() throws {
    try signInAsDemo()
    #expect(app.isRoot(.signedIn))
    #expect(app.session == Session(userID: UserID("demo"), displayName: "Demo User"))
    let tabs = try #require(app.mainTabs)
    #expect(tabs.tabItems.tabs.compactMap(\.tabLabel?.title) == ["Home", "Profile", "Settings"])
    #expect(tabs.tabItems.selectedIndex == 0)
    #expect(app.visibleScreen?.context.owner is HomeCoordinator)
  }

  @Test("wrong credentials keep the app signed out")
  func wrongCredentials() throws {
    #expect(throws: (any Error).self) { try perform("login", "demo", "nope", on: app) }
    #expect(app.isRoot(.signedOut))
    #expect(app.mainTabs == nil)
  }

  @Test("each tab keeps its own stack while the user switches away and back")
  func tabsKeepStacks() throws {
    try signInAsDemo()
    try perform("view", "3", on: app)
    #expect(app.visibleScreen?.render().title == "Item 3")
    let tabs = try #require(app.mainTabs)
    tabs.selectFirstTab(.profile)
    #expect(app.visibleScreen?.context.owner is ProfileCoordinator)
    tabs.selectFirstTab(.home)
    #expect(app.visibleScreen?.render().title == "Item 3")
    #expect(app.goBack() == .pop(AnyDestinationMeta(HomeCoordinator.Destinations.Meta.detail)))
    #expect(app.visibleScreen?.render().title == "Home")
    #expect(app.goBack() == .none)
  }

  @Test("Settings' sign-out swaps back to Auth and releases the whole signed-in tree")
  func signOutTearsDown() throws {
    try signInAsDemo()
    weak let tabs = app.mainTabs
    weak let home = app.visibleScreen?.context.owner as? HomeCoordinator
    app.mainTabs?.selectFirstTab(.settings)
    weak let settings = app.visibleScreen?.context.owner as? SettingsCoordinator
    #expect(tabs != nil && home != nil && settings != nil)

    try perform("account", on: app)
    try perform("sign-out", on: app)

    #expect(app.isRoot(.signedOut))
    #expect(app.session == nil)
    #expect(app.visibleScreen?.render().title == "Sign in")
    #expect(tabs == nil)
    #expect(home == nil)
    #expect(settings == nil)
  }

  @Test("signing in again starts from fresh tabs, not the previous user's stacks")
  func freshTabsAfterReSignIn() throws {
    try signInAsDemo()
    try perform("view", "2", on: app)
    app.mainTabs?.selectFirstTab(.settings)
    try perform("account", on: app)
    try perform("sign-out", on: app)
    try signInAsDemo()
    #expect(app.mainTabs?.tabItems.selectedIndex == 0)
    #expect(app.visibleScreen?.render().title == "Home")
  }
}

@MainActor
@Suite("Accounts")
struct AccountTests {
  let app = AppCoordinator(environment: .demo())

  @Test("switching account tears down the previous user's tree; the next user sees none of it")
  func switchAccount() throws {
    try perform("login", "demo", "scaffolding", on: app)
    try perform("view", "3", on: app)
    let previous = LeakTracker()
    previous.trackTree(of: try #require(app.mainTabs))
    app.mainTabs?.selectFirstTab(.settings)
    try perform("account", on: app)
    try perform("sign-out", on: app)
    try previous.expectAllReleased()

    try perform("create-account", on: app)
    try perform("create", "grace", "Grace Hopper", "cobol1959", on: app)
    #expect(app.session?.userID == UserID("grace"))
    #expect(app.location == .home(items: []))
    app.mainTabs?.selectFirstTab(.profile)
    try expectVisibleScreen(of: app, title: "Grace Hopper")
  }

  @Test("deleting the account signs out, and the account can no longer sign in")
  func deleteAccount() throws {
    try perform("login", "demo", "scaffolding", on: app)
    try app.open(.settings(.account))
    try perform("delete-account", on: app)
    try perform("continue", on: app)
    try perform("confirm", "demo", on: app)
    #expect(app.session == nil)
    try expectVisibleScreen(of: app, AuthCoordinator.Destinations.Meta.login)
    #expect(throws: (any Error).self) { try perform("login", "demo", "scaffolding", on: app) }
  }
}

@MainActor
@Suite("The whole tree")
struct WholeTreeJourneyTests {
  typealias Entry = HierarchySnapshot.Entry

  static func meta(_ value: any DestinationMeta) -> AnyDestinationMeta { AnyDestinationMeta(value) }

  /// The signed-in tree with each tab's entries as given.
  static func signedIn(home: [Entry], profile: [Entry], settings: [Entry], selected: Int) -> HierarchySnapshot {
    func tab(_ meta: MainTabCoordinator.Destinations, _ coordinator: String, _ entries: [Entry], _ index: Int) -> Entry
    {
      Entry(
        meta: Self.meta(meta), role: .tab, isSelected: index == selected,
        child: HierarchySnapshot(coordinator: coordinator, kind: .flow, entries: entries))
    }
    return HierarchySnapshot(
      coordinator: "AppCoordinator", kind: .root,
      entries: [
        Entry(
          meta: meta(AppCoordinator.Destinations.Meta.signedIn), role: .root,
          child: HierarchySnapshot(
            coordinator: "MainTabCoordinator", kind: .tab,
            entries: [
              tab(.home, "HomeCoordinator", home, 0), tab(.profile, "ProfileCoordinator", profile, 1),
              tab(.settings, "SettingsCoordinator", settings, 2),
            ]))
      ])
  }

  @Test("login, every tab's flows and modals, then sign-out; the tree matches at each stop")
  func everyTab() throws {
    let app = AppCoordinator(environment: .demo())
    try perform("login", "demo", "scaffolding", on: app)
    let signedInTree = LeakTracker()
    signedInTree.trackTree(of: try #require(app.mainTabs))

    try perform("view", "3", on: app)
    try perform("related", "2", on: app)
    app.mainTabs?.selectFirstTab(.profile)
    try perform("user", "ada", on: app)
    app.mainTabs?.selectFirstTab(.settings)
    try perform("notifications", on: app)
    try perform("set", "off", on: app)
    let detail = Self.meta(HomeCoordinator.Destinations.Meta.detail)
    try expectSnapshot(
      of: app,
      Self.signedIn(
        home: [
          Entry(meta: Self.meta(HomeCoordinator.Destinations.Meta.feed), role: .root),
          Entry(meta: detail, role: .push), Entry(meta: detail, role: .push),
        ],
        profile: [
          Entry(meta: Self.meta(ProfileCoordinator.Destinations.Meta.me), role: .root),
          Entry(meta: Self.meta(ProfileCoordinator.Destinations.Meta.user), role: .push),
        ],
        settings: [
          Entry(meta: Self.meta(SettingsCoordinator.Destinations.Meta.list), role: .root),
          Entry(meta: Self.meta(SettingsCoordinator.Destinations.Meta.notifications), role: .push),
        ],
        selected: 2))

    app.mainTabs?.selectFirstTab(.home)
    try perform("author", on: app)
    try expectVisibleScreen(of: app, ProfileCoordinator.Destinations.Meta.user, title: "Ada")
    app.goBack()
    try perform("edit", on: app)
    try expectBackAction(of: app, .dismiss(Self.meta(ProfileCoordinator.Destinations.Meta.edit)))
    try perform("cancel", on: app)
    app.mainTabs?.selectFirstTab(.home)
    try expectVisibleScreen(of: app, title: "Item 2")
    app.mainTabs?.selectFirstTab(.settings)
    app.goBack()
    try perform("account", on: app)
    try perform("sign-out", on: app)

    try expectSnapshot(
      of: app,
      HierarchySnapshot(
        coordinator: "AppCoordinator", kind: .root,
        entries: [
          Entry(
            meta: Self.meta(AppCoordinator.Destinations.Meta.signedOut), role: .root,
            child: HierarchySnapshot(
              coordinator: "AuthCoordinator", kind: .flow,
              entries: [Entry(meta: Self.meta(AuthCoordinator.Destinations.Meta.login), role: .root)]))
        ]))
    try signedInTree.expectAllReleased()
  }
}
