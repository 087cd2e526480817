import AppData
import Home
import Profile
import Scaffolding
import ScaffoldingTesting
import Settings
import SharedModels
import Testing

@testable import AppFeature

/// A session whose account was deleted elsewhere (another device, another process), perhaps
/// registered again by someone else: every write made for it is refused and ends it, saving the
/// user's place ends it too, and a sign-in that loses the race to a deletion never enters.
@MainActor
@Suite("A session whose account is gone")
struct StaleSessionTests {
  /// The demo account deleted and "demo" registered again by someone else, behind the back of
  /// whoever signed in to it before.
  static func replaceDemoAccount(in stores: AppDataStores) throws {
    let old = try stores.accounts.signIn(username: "demo", password: "scaffolding")
    try stores.accounts.deleteAccount(old)
    _ = try stores.accounts.register(username: "demo", displayName: "Someone Else", password: "another secret")
  }

  /// The writes each tab's live dependencies make for the signed-in user.
  enum Write: CaseIterable, CustomTestStringConvertible {
    case publish, saveProfile, savePreferences, deleteAccount

    var testDescription: String { "\(self)" }

    @MainActor
    func run(in context: TabContext) throws {
      switch self {
      case .publish:
        _ = try HomeCoordinator.Dependencies.live(context).publish("Hijack", "Written for the old account")
      case .saveProfile:
        let profiles = ProfileCoordinator.Dependencies.live(context)
        var profile = try #require(try profiles.profile(context.session.userID))
        profile.bio = "Written for the old account"
        try profiles.save(profile)
      case .savePreferences:
        let settings = SettingsCoordinator.Dependencies.live(context)
        var preferences = try settings.preferences()
        preferences.notificationsEnabled.toggle()
        try settings.savePreferences(preferences)
      case .deleteAccount:
        try SettingsCoordinator.Dependencies.live(context).deleteAccount()
      }
    }
  }

  @Test("each write made for it is refused, writes nothing, and ends the session", arguments: Write.allCases)
  func writeEndsTheSession(_ write: Write) throws {
    let environment = AppEnvironment.demo()
    let recorder = ContextRecorder()
    let context = try recorder.context(environment: environment)
    try Self.replaceDemoAccount(in: environment.stores)
    let stores = environment.stores
    let before = (
      feed: try stores.items.feedPage(limit: 1).items, profile: try stores.profiles.profile(UserID("demo")),
      preferences: try stores.preferences.preferences(for: UserID("demo"))
    )

    #expect(throws: SessionEndedError()) { try write.run(in: context) }

    #expect(recorder.ends == [.endedElsewhere])
    #expect(try stores.items.feedPage(limit: 1).items == before.feed)
    #expect(try stores.profiles.profile(UserID("demo")) == before.profile)
    #expect(try stores.preferences.preferences(for: UserID("demo")) == before.preferences)
    #expect(try stores.accounts.displayName(of: UserID("demo")) == "Someone Else", "the new owner's account stays")
  }

  @Test("saving the user's place finds it gone and sends the user to sign-in, saying why")
  func savingTheLocationEndsIt() throws {
    let folder = DataFolder()
    let app = folder.launch()
    try app.signInAsDemo()
    try app.open("app://two/page/3")
    let elsewhere = folder.launch()
    try Self.replaceDemoAccount(in: elsewhere.environment.stores)

    app.saveLocation()

    #expect(app.session == nil)
    #expect(app.visibleTitle == "Sign in")
    #expect(app.visibleScreen?.render().notices.compactMap { $0.take() } == [SessionEndedError().description])
    #expect(folder.launch().session == nil, "the next start is signed out too")
  }

  @Test("a sign-in whose account is deleted before it is saved stays at sign-in, whichever won the race")
  func signInLosingTheRace() throws {
    let folder = DataFolder()
    let app = folder.launch()
    let checked = try app.environment.stores.accounts.signIn(username: "demo", password: "scaffolding")
    try Self.replaceDemoAccount(in: folder.launch().environment.stores)

    app.signIn(checked)

    #expect(app.session == nil)
    #expect(app.visibleTitle == "Sign in")
    #expect(app.environment.takeProblems() == [SessionEndedError().description])
    #expect(folder.launch().session == nil)
  }

  @Test("a session ended elsewhere ends once, however many writes find out")
  func endsOnce() throws {
    let folder = DataFolder()
    let app = folder.launch()
    try app.signInAsDemo()
    try Self.replaceDemoAccount(in: folder.launch().environment.stores)
    app.end(.endedElsewhere)
    app.end(.endedElsewhere)
    #expect(app.visibleScreen?.render().notices.compactMap { $0.take() } == [SessionEndedError().description])
  }
}
