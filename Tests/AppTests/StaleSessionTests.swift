import AppData
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// A session whose account was deleted elsewhere (another device, another process), perhaps
/// registered again by someone else: every write made for it is refused and ends it, saving the
/// user's place ends it too, and a sign-in that loses the race to a deletion never enters.
@MainActor
@Suite("A session whose account is gone")
struct StaleSessionTests {
  @Test("a write through the tab's context is refused, writes nothing, and ends the session; other errors don't")
  func writeEndsTheSession() async throws {
    let environment = AppEnvironment.demo()
    let recorder = ContextRecorder()
    let context = try await recorder.context(environment: environment)
    struct Refused: Error {}
    await #expect(throws: Refused.self) { try await context.write { throw Refused() } }
    #expect(recorder.ends.isEmpty)
    try await environment.stores.replaceDemoAccount()
    var preferences = try await environment.stores.preferences.preferences(for: UserID("demo"))
    preferences.notificationsEnabled.toggle()

    let stores = environment.stores
    let session = context.session
    await #expect(throws: SessionEndedError()) {
      try await context.write { try await stores.preferences.save(preferences, for: session) }
    }

    #expect(recorder.ends == [.endedElsewhere])
    #expect(try await environment.stores.preferences.preferences(for: UserID("demo")) != preferences)
  }

  @Test("saving the user's place finds it gone and sends the user to sign-in, saying why")
  func savingTheLocationEndsIt() async throws {
    let folder = DataFolder()
    let app = folder.launch()
    try await app.signInAsDemo()
    try await app.open("app://two/page/3")
    let elsewhere = folder.launch()
    try await elsewhere.environment.stores.replaceDemoAccount()

    await app.saveLocation()
    await app.finishedPendingWork()

    #expect(app.session == nil)
    #expect(app.visibleTitle == "Sign in")
    #expect(app.visibleScreen?.render().notices.compactMap { $0.take() } == [SessionEndedError().description])
    #expect(await folder.launchSettled().session == nil, "the next start is signed out too")
  }

  @Test("a sign-in whose account is deleted before it is saved stays at sign-in, whichever won the race")
  func signInLosingTheRace() async throws {
    let folder = DataFolder()
    let app = folder.launch()
    let checked = try await app.environment.stores.accounts.signIn(username: "demo", password: "scaffolding")
    try await folder.launch().environment.stores.replaceDemoAccount()

    app.signIn(checked)
    await app.finishedPendingWork()

    #expect(app.session == nil)
    #expect(app.visibleTitle == "Sign in")
    #expect(await app.environment.takeProblems() == [SessionEndedError().description])
    #expect(await folder.launchSettled().session == nil)
  }

  @Test("a session ended elsewhere ends once, however many writes find out")
  func endsOnce() async throws {
    let folder = DataFolder()
    let app = folder.launch()
    try await app.signInAsDemo()
    try await folder.launch().environment.stores.replaceDemoAccount()
    app.end(.endedElsewhere)
    app.end(.endedElsewhere)
    await app.finishedPendingWork()
    #expect(app.visibleScreen?.render().notices.compactMap { $0.take() } == [SessionEndedError().description])
  }
}
