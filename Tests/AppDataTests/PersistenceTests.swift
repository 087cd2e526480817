import Foundation
import SharedModels
import Testing

@testable import AppData

@DataActor
@Suite("Persistence across launches")
struct PersistenceTests {
  @Test("a first launch seeds the demo account, items and profiles, and writes them")
  func firstLaunchSeeds() async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)

    #expect(stores.issues.isEmpty)
    let demo = try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    #expect(demo.userID == UserID("demo"))
    #expect(demo.displayName == "Demo User")
    #expect(try stores.items.feedPage(limit: 10).items.map(\.id) == [ItemID(3), ItemID(2), ItemID(1)])
    #expect(try stores.profiles.profile(UserID("ada"))?.displayName == "Ada")
    #expect(try stores.profiles.profile(UserID("demo"))?.bio == "Trying out modular navigation.")
    #expect(try stores.sessions.current == nil)
    // The database, the count of its writes written down beside it (see CommitRecord), and the
    // folder where running windows hold their locks (OpenWindows).
    #expect(
      entries(of: folder.data).filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") } == [
        "data.sqlite3", "data.sqlite3-commits", "windows",
      ])
    #expect(try stores.value("PRAGMA journal_mode") == .text("wal"))
  }

  @Test("in-memory mode seeds the same content and touches no disk")
  func inMemorySeeds() async throws {
    let stores = openStores(.inMemory)
    #expect(stores.issues.isEmpty)
    #expect(try await stores.accounts.signIn(username: "demo", password: "scaffolding").displayName == "Demo User")
    #expect(try stores.items.feedPage(limit: 10).items.count == 3)
    let item = try stores.items.add(title: "Kept in memory", body: "", as: try await stores.demo())
    #expect(try stores.items.item(item.id) == item)
  }

  @Test("everything saved comes back after reopening, and the seed is not applied twice")
  func roundTrip() async throws {
    let folder = try TemporaryFolder()
    do {
      let stores = openStores(in: folder)
      let session = try stores.accounts.register(username: "grace", displayName: "  Grace H ", password: "hopper1906")
      #expect(session.userID == UserID("grace"))
      #expect(session.displayName == "Grace H")
      _ = try stores.items.add(title: "Compilers", body: "They translate.", as: session)
      try stores.profiles.save(UserProfile(userID: UserID("grace"), displayName: "Grace", bio: "Admiral."), as: session)
      try stores.preferences.save(UserPreferences(appearance: .dark, notificationsEnabled: false), for: session)
      try stores.sessions.save(session, lastLocation: "app://home/item/4")
    }

    let reopened = openStores(in: folder)
    #expect(reopened.issues.isEmpty)
    #expect(try reopened.items.feedPage(limit: 10).items.map(\.id.rawValue) == [4, 3, 2, 1])
    #expect(try reopened.items.item(ItemID(4))?.title == "Compilers")
    #expect(try reopened.profiles.profile(UserID("grace"))?.bio == "Admiral.")
    #expect(
      try reopened.preferences.preferences(for: UserID("grace"))
        == UserPreferences(appearance: .dark, notificationsEnabled: false))
    #expect(try reopened.preferences.preferences(for: UserID("demo")) == UserPreferences())
    #expect(try reopened.sessions.current?.userID == UserID("grace"))
    #expect(try reopened.sessions.lastLocation == "app://home/item/4")
    // The session greets with the edited profile name.
    #expect(try await reopened.accounts.signIn(username: "grace", password: "hopper1906").displayName == "Grace")
    #expect(try await reopened.accounts.signIn(username: "demo", password: "scaffolding").displayName == "Demo User")
  }

  @Test("saving a location keeps the session; clearing forgets both, across a reopen")
  func sessionLocationAndClear() async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let session = try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    try stores.sessions.save(session)
    try stores.sessions.saveLocation("app://settings/notifications", for: session)
    #expect(try openStores(in: folder).sessions.lastLocation == "app://settings/notifications")
    #expect(try openStores(in: folder).sessions.current == session)

    try stores.sessions.clear()
    let reopened = openStores(in: folder)
    #expect(try reopened.sessions.current == nil)
    #expect(try reopened.sessions.lastLocation == nil)
  }

  @Test("a session row edited to name another user restores nothing: the token is checked")
  func editedSessionRow() async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    _ = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    let demo = try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    try stores.sessions.save(demo, lastLocation: "app://home")
    let token = try #require(try stores.value("SELECT token FROM session")?.blob)
    #expect(token.count == 32)

    try stores.database.run("UPDATE session SET user_id = 'grace'")
    let edited = openStores(in: folder)
    #expect(try edited.sessions.current == nil)
    #expect(try edited.sessions.lastLocation == nil)

    try stores.database.run("UPDATE session SET user_id = 'demo'")
    #expect(try openStores(in: folder).sessions.current == demo)
  }

  @Test("a session is saved only for an account that can sign in")
  func sessionNeedsAccount() throws {
    let stores = openStores(.inMemory)
    #expect(throws: SessionEndedError()) {
      try stores.sessions.save(Session(userID: UserID("ghost"), displayName: "Ghost"), lastLocation: "app://home")
    }
    let error = #expect(throws: DataWriteError.self) {
      try stores.sessions.save(try stores.session(of: "ada"), lastLocation: "app://home")
    }
    #expect(error?.reason == "there is no account \"ada\" that can sign in")
    #expect(try stores.sessions.current == nil)
  }

  @Test("signing out in one process leaves alone a session another process saved since")
  func sessionsOfTwoProcesses() async throws {
    let folder = try TemporaryFolder()
    let first = openStores(in: folder)
    let second = openStores(in: folder)
    let grace = try second.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    let demo = try await first.accounts.signIn(username: "demo", password: "scaffolding")
    try first.sessions.save(demo)
    try second.sessions.save(grace, lastLocation: "app://profile")

    try first.sessions.saveLocation("app://settings", for: demo)
    try first.sessions.clear()

    let reopened = openStores(in: folder)
    #expect(try reopened.sessions.current == grace)
    #expect(try reopened.sessions.lastLocation == "app://profile")
  }

  @Test("a sign-out that can't be saved throws and the session is still there; one that returns is saved")
  func signOutCompletesOrThrows() async throws {
    let folder = try TemporaryFolder()
    do {
      let stores = openStores(in: folder)
      try stores.sessions.save(try await stores.demo(), lastLocation: "app://home")
    }
    // A later start restores the session, then the disk refuses the sign-out.
    let restarted = openStores(in: folder)
    #expect(try restarted.sessions.current?.userID == UserID("demo"))
    try restarted.simulateUnwritableDisk()
    #expect(throws: DataWriteError.self) { try restarted.sessions.clear() }
    #expect(try openStores(in: folder).sessions.current?.userID == UserID("demo"))

    let again = openStores(in: folder)
    _ = try again.sessions.current
    try again.sessions.clear()
    #expect(try openStores(in: folder).sessions.current == nil)
  }

  @Test("a version 1 database (before account keys) is migrated: every account gets its own key, nothing is lost")
  func migratesVersionOne() async throws {
    let folder = try TemporaryFolder()
    try folder.writeDatabase(atVersion: 1)
    let stores = openStores(in: folder)
    #expect(stores.issues.isEmpty)
    #expect(try stores.value("PRAGMA user_version") == .integer(Schema.currentVersion))
    #expect(try stores.value("SELECT count(DISTINCT account_key) FROM accounts") == .integer(2))
    let demo = try await stores.demo()
    #expect(demo.accountKey.bytes.count == 16)
    #expect(try stores.items.add(title: "After the upgrade", body: "", as: demo).id == ItemID(3))
  }
}
