import Foundation
import SharedModels
import Synchronization
import Testing

@testable import AppData

/// A session belongs to one account: an account deleted (perhaps by another process) and
/// registered again under the same name is another account, and the old session's writes
/// reach neither.
@DataActor
@Suite("Sessions bound to accounts")
struct SessionBindingTests {
  @Test("a session left over after its account was deleted and re-registered elsewhere: all 4 writes refused")
  func staleSessionAfterReRegistration() async throws {
    let folder = try TemporaryFolder()
    let console = openStores(in: folder)
    let elsewhere = openStores(in: folder)
    let stale = try console.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    try console.sessions.save(stale)
    // Another console deletes the account; someone else registers the name.
    try elsewhere.accounts.deleteAccount(try await elsewhere.accounts.signIn(username: "grace", password: "hopper1906"))
    let owner = try elsewhere.accounts.register(username: "grace", displayName: "New Grace", password: "another pw")
    #expect(owner.accountKey != stale.accountKey)

    #expect(throws: SessionEndedError()) { try console.items.add(title: "Hijack", body: "", as: stale) }
    #expect(throws: SessionEndedError()) {
      try console.profiles.save(UserProfile(userID: stale.userID, displayName: "Hijacked", bio: "x"), as: stale)
    }
    #expect(throws: SessionEndedError()) {
      try console.preferences.save(UserPreferences(appearance: .dark), for: stale)
    }
    #expect(throws: SessionEndedError()) { try console.accounts.deleteAccount(stale) }
    #expect(throws: SessionEndedError()) { try console.sessions.saveLocation("app://home", for: stale) }
    #expect(throws: SessionEndedError()) { try console.sessions.save(stale) }

    // The new owner is untouched, and their session works.
    #expect(try console.accounts.contains(owner.userID))
    #expect(try console.items.items(by: owner.userID).isEmpty)
    #expect(
      try console.profiles.profile(owner.userID) == UserProfile(userID: owner.userID, displayName: "New Grace", bio: "")
    )
    #expect(try console.preferences.preferences(for: owner.userID) == UserPreferences())
    #expect(try console.sessions.current == nil)
    _ = try elsewhere.items.add(title: "Mine", body: "", as: owner)
    #expect(SessionEndedError().description == "Your account was deleted or replaced elsewhere; sign in again.")
  }

  @Test("a session made up from a username alone (no account key) writes nothing")
  func unboundSession() throws {
    let stores = openStores(.inMemory)
    let madeUp = Session(userID: UserID("demo"), displayName: "Demo User")
    #expect(throws: SessionEndedError()) { try stores.items.add(title: "Forged", body: "", as: madeUp) }
    #expect(throws: SessionEndedError()) { try stores.sessions.save(madeUp) }
    #expect(try stores.items.feedPage(limit: 10).items.count == 3)
  }

  @Test("a restored session carries its account's key, and writes with it")
  func restoredSessionHasKey() async throws {
    let folder = try TemporaryFolder()
    let first = openStores(in: folder)
    let demo = try await first.demo()
    try first.sessions.save(demo, lastLocation: "app://home")
    let restored = try #require(try openStores(in: folder).sessions.current)
    #expect(restored == demo)
    #expect(restored.accountKey.bytes.count == 16)
    _ = try openStores(in: folder).items.add(title: "After restart", body: "", as: restored)
  }

  @Test("a sign-in whose account is deleted and re-registered while its password is checked returns no session")
  func signInRacingDeletion() async throws {
    let folder = try TemporaryFolder()
    let other = openStores(in: folder)
    _ = try other.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    // While this process checks grace's password, another deletes her and takes the name.
    let path = folder.data.path(percentEncoded: false)
    let hasher = HookedHasher {
      let replaced = try? DataStress.run([[path, "replace", "grace", "hopper1906", "usurper pw"]])
      #expect(replaced?.first?.lines.suffix(2) == ["deleted grace", "registered grace"])
    }
    let stores = openStores(in: folder, hasher: hasher)

    await #expect(throws: AccountError.invalidCredentials(remainingAttempts: 4)) {
      try await stores.accounts.signIn(username: "grace", password: "hopper1906")
    }
    #expect(hasher.calls == 1)
    #expect(try stores.accounts.displayName(of: UserID("grace")) == "grace", "the name data-stress registered")
  }

  @Test("an account key never shows its bytes in a description, a debug description or a dump")
  func keyIsOpaque() async throws {
    let session = try await openStores(.inMemory).demo()
    var dumped = ""
    dump(session, to: &dumped)
    let hex = session.accountKey.bytes.map { String($0) }
    for text in ["\(session)", String(reflecting: session), dumped, "\(session.accountKey)"] {
      #expect(text.contains("AccountKey(…)") || text.contains("accountKey"), "\(text)")
      #expect(!text.contains(hex.joined(separator: ", ")), "\(text)")
    }
  }
}

/// The fast hasher, running `hook` the first time a password is verified: what another process
/// does while this one checks a password.
private final class HookedHasher: PasswordHasher {
  private let hook: @Sendable () -> Void
  private let count = Mutex(0)

  /// How many passwords were verified.
  var calls: Int { count.withLock { $0 } }

  init(hook: @escaping @Sendable () -> Void) {
    self.hook = hook
  }

  func hash(_ password: String) throws(PasswordHashingError) -> String {
    try fastHasher.hash(password)
  }

  func verify(_ password: String, against stored: String) -> Bool {
    let isFirst = count.withLock { calls in
      calls += 1
      return calls == 1
    }
    if isFirst { hook() }
    return fastHasher.verify(password, against: stored)
  }
}
