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
@Suite("Deep links")
struct DeepLinkTests {
  let app = AppCoordinator(environment: .demo())

  static let documented: [(String, DeepLink)] = [
    ("app://login", .login),
    ("app://signup", .signUp),
    ("app://home", .home(items: [])),
    ("app://home/item/3", .home(items: [ItemID(3)])),
    ("app://home/item/3/item/1", .home(items: [ItemID(3), ItemID(1)])),
    ("app://home/compose", .compose),
    ("app://profile", .profile(users: [])),
    ("app://profile/user/ada", .profile(users: [UserID("ada")])),
    ("app://profile/edit", .editProfile),
    ("app://settings", .settings(nil)),
    ("app://settings/appearance", .settings(.appearance)),
    ("app://settings/notifications", .settings(.notifications)),
    ("app://settings/account", .settings(.account)),
  ]

  @Test("every documented link parses, and prints back as the same URL")
  func parsesDocumentedLinks() throws {
    for (text, link) in Self.documented {
      #expect(try DeepLink(parsing: text) == link)
      #expect(link.description == text)
    }
    #expect(try DeepLink(parsing: "app://home/item/3/") == .home(items: [ItemID(3)]))
  }

  @Test(
    "malformed and unknown links are refused with a specific message",
    arguments: [
      ("https://home", "'https://home' is not an app link; links start with app://"),
      ("app://", "'app://' has an empty path segment"),
      ("app://home//item/3", "'app://home//item/3' has an empty path segment"),
      ("app://inbox", "no section 'inbox'; links lead to login, signup, home, profile or settings"),
      ("app://home/item", "'app://home/item' ends without a value after 'item'"),
      ("app://home/item/x", "'app://home/item/x': item ids are positive whole numbers, not 'x'"),
      ("app://home/item/-2", "'app://home/item/-2': item ids are positive whole numbers, not '-2'"),
      ("app://home/user/ada", "'app://home/user/ada': expected 'item', found 'user'"),
      ("app://settings/privacy", "no settings page 'privacy'; pages are appearance, notifications, account"),
      ("app://settings/account/x", "'app://settings/account/x' goes deeper than a settings page"),
      ("app://login/now", "'app://login/now' has an unexpected path after app://login"),
    ])
  func refusesMalformed(text: String, message: String) {
    #expect(throws: DeepLinkError(message: message)) { try DeepLink(parsing: text) }
  }

  func signIn() throws {
    try perform("login", "demo", "scaffolding", on: app)
  }

  @Test("signed in, each documented link lands where it says and location reports it back")
  func opensSignedIn() throws {
    try signIn()
    for (text, link) in Self.documented where link.requiresSession {
      try app.open(DeepLink(parsing: text))
      try expectTreeInvariants(app)
      switch link {
      case .compose:
        try expectVisibleScreen(of: app, title: "New item: title")
        #expect(app.location == .home(items: []))
      case .editProfile:
        try expectVisibleScreen(of: app, title: "Edit profile: name")
        #expect(app.location == .profile(users: []))
      default:
        #expect(app.location == link)
      }
    }
  }

  @Test("a link to a detail shows that item, with the feed beneath it")
  func itemLink() throws {
    try signIn()
    try app.open(.home(items: [ItemID(3), ItemID(1)]))
    let home = try #require(app.visibleScreen?.context.owner as? HomeCoordinator)
    try expectStack(of: home, [.feed, .detail, .detail])
    try expectVisibleScreen(of: app, title: "Item 1")
    #expect(app.mainTabs?.tabItems.selectedIndex == 0)
  }

  @Test("signed out, a link that needs a session shows login, then resumes after sign-in")
  func resumesAfterSignIn() throws {
    try app.open(.profile(users: [UserID("ada")]))
    #expect(app.pendingLink == .profile(users: [UserID("ada")]))
    try expectVisibleScreen(of: app, AuthCoordinator.Destinations.Meta.login)
    try signIn()
    try expectVisibleScreen(of: app, ProfileCoordinator.Destinations.Meta.user, title: "Ada")
    #expect(app.location == .profile(users: [UserID("ada")]))
    #expect(app.pendingLink == nil)
  }

  @Test("signed out, every documented link shows login (or sign-up) and lands after sign-in")
  func everyLinkSignedOut() throws {
    for (text, link) in Self.documented {
      let app = AppCoordinator(environment: .demo())
      try app.open(DeepLink(parsing: text))
      guard link.requiresSession else {
        #expect(app.location == link, "\(text)")
        continue
      }
      #expect(app.pendingLink == link, "\(text)")
      try expectVisibleScreen(of: app, AuthCoordinator.Destinations.Meta.login)
      try perform("login", "demo", "scaffolding", on: app)
      #expect(app.pendingLink == nil)
      switch link {
      case .compose: try expectVisibleScreen(of: app, title: "New item: title")
      case .editProfile: try expectVisibleScreen(of: app, title: "Edit profile: name")
      default: #expect(app.location == link, "\(text)")
      }
    }
  }

  @Test("signed out, signup opens the create-account form")
  func signUpLink() throws {
    try app.open(.signUp)
    try expectVisibleScreen(of: app, AuthCoordinator.Destinations.Meta.createAccount)
    #expect(app.location == .signUp)
  }

  @Test("a link to something missing, or a signed-out link while signed in, changes nothing")
  func refusedLinksChangeNothing() throws {
    #expect(throws: DeepLinkError(message: "app://home/item/99: there is no item 99")) {
      try app.open(.home(items: [ItemID(99)]))
    }
    #expect(app.pendingLink == nil)
    try signIn()
    try app.open(.home(items: [ItemID(2)]))
    let before = app.hierarchySnapshot
    #expect(throws: DeepLinkError(message: "app://profile/user/nobody: there is no user 'nobody'")) {
      try app.open(.profile(users: [UserID("nobody")]))
    }
    #expect(throws: DeepLinkError(message: "app://login is for signed-out users; sign out first")) {
      try app.open(.login)
    }
    #expect(app.hierarchySnapshot == before)
  }

  @Test("Home's view author lands in the Profile tab without Home importing Profile")
  func viewAuthor() throws {
    try signIn()
    try perform("view", "3", on: app)
    try perform("author", on: app)
    try expectVisibleScreen(of: app, ProfileCoordinator.Destinations.Meta.user, title: "Ada")
    #expect(app.location == .profile(users: [UserID("ada")]))
    app.mainTabs?.selectFirstTab(.home)
    try expectVisibleScreen(of: app, title: "Item 3")
  }
}
