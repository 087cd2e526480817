import Foundation
import SharedModels
import Testing

@testable import AppData

@DataActor
@Suite("Accounts: registration, sign-in, lockout, deletion")
struct AccountStoreTests {
  let clock = TestClock()

  @Test(
    "registration validates username, display name and password",
    arguments: [
      ("ab", "Name", "long enough", AccountError.invalidUsername),
      ("abcdefghijklmnopqrstu", "Name", "long enough", .invalidUsername),
      ("1abc", "Name", "long enough", .invalidUsername),
      ("_abc", "Name", "long enough", .invalidUsername),
      ("Grace", "Name", "long enough", .invalidUsername),
      ("gr ace", "Name", "long enough", .invalidUsername),
      ("grâce", "Name", "long enough", .invalidUsername),
      ("grace", "   ", "long enough", .invalidDisplayName),
      ("grace", "", "long enough", .invalidDisplayName),
      ("grace", String(repeating: "x", count: 41), "long enough", .invalidDisplayName),
      ("grace", "Grace", "short", .passwordTooShort),
      ("grace_hopper", "Grace", "grace_hopper", .passwordMatchesUsername),
    ])
  func validation(username: String, displayName: String, password: String, expected: AccountError) throws {
    let stores = openStores(.inMemory)
    #expect(throws: expected) {
      try stores.accounts.register(username: username, displayName: displayName, password: password)
    }
    #expect(try !stores.accounts.contains(UserID(username)))
  }

  @Test("valid edge cases register", arguments: ["abc", "a_1", "abcdefghijklmnopqrst"])
  func validUsernames(username: String) throws {
    let stores = openStores(.inMemory)
    let session = try stores.accounts.register(
      username: username, displayName: String(repeating: "n", count: 40), password: "12345678")
    #expect(session.userID == UserID(username))
    #expect(try stores.profiles.profile(UserID(username))?.displayName.count == 40)
  }

  @Test("registering creates the profile and the account can sign in; duplicates are refused")
  func registerAndDuplicate() async throws {
    let stores = openStores(.inMemory)
    _ = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    #expect(
      try stores.profiles.profile(UserID("grace"))
        == UserProfile(userID: UserID("grace"), displayName: "Grace", bio: ""))
    #expect(try await stores.accounts.signIn(username: " Grace ", password: "hopper1906").userID == UserID("grace"))
    #expect(throws: AccountError.usernameTaken) {
      try stores.accounts.register(username: "grace", displayName: "Other", password: "different1")
    }
    #expect(throws: AccountError.usernameTaken) {
      try stores.accounts.register(username: "demo", displayName: "Other", password: "different1")
    }
    #expect(try stores.accounts.displayName(of: UserID("grace")) == "Grace")
  }

  @Test("wrong passwords count down, the fifth locks, and a lock refuses even the right password")
  func lockout() async throws {
    let stores = openStores(.inMemory, clock: clock)
    for remaining in [4, 3, 2, 1] {
      await #expect(throws: AccountError.invalidCredentials(remainingAttempts: remaining)) {
        try await stores.accounts.signIn(username: "demo", password: "wrong")
      }
    }
    let until = clock.now.addingTimeInterval(5 * 60)
    await #expect(throws: AccountError.locked(until: until)) {
      try await stores.accounts.signIn(username: "demo", password: "wrong")
    }
    clock.advance(by: 5 * 60 - 1)
    await #expect(throws: AccountError.locked(until: until)) {
      try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    }
  }

  @Test("the lock and the failure count survive a restart")
  func lockSurvivesReopen() async throws {
    let folder = try TemporaryFolder()
    do {
      let stores = openStores(in: folder, clock: clock)
      for _ in 0..<2 { _ = try? await stores.accounts.signIn(username: "demo", password: "wrong") }
    }
    do {
      let stores = openStores(in: folder, clock: clock)
      await #expect(throws: AccountError.invalidCredentials(remainingAttempts: 2)) {
        try await stores.accounts.signIn(username: "demo", password: "wrong")
      }
      for _ in 0..<2 { _ = try? await stores.accounts.signIn(username: "demo", password: "wrong") }
    }
    let reopened = openStores(in: folder, clock: clock)
    await #expect(throws: AccountError.locked(until: clock.now.addingTimeInterval(300))) {
      try await reopened.accounts.signIn(username: "demo", password: "scaffolding")
    }
  }

  @Test("the lock expires with the clock, and then the count starts afresh")
  func lockExpires() async throws {
    let stores = openStores(.inMemory, clock: clock, lockout: LockoutPolicy(maximumFailures: 2, lockDuration: 60))
    _ = try? await stores.accounts.signIn(username: "demo", password: "wrong")
    await #expect(throws: AccountError.locked(until: clock.now.addingTimeInterval(60))) {
      try await stores.accounts.signIn(username: "demo", password: "wrong")
    }
    clock.advance(by: 60)
    await #expect(throws: AccountError.invalidCredentials(remainingAttempts: 1)) {
      try await stores.accounts.signIn(username: "demo", password: "wrong")
    }
    #expect(try await stores.accounts.signIn(username: "demo", password: "scaffolding").userID == UserID("demo"))
  }

  @Test("a successful sign-in resets the failure count, also on disk")
  func successResets() async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder, clock: clock)
    for _ in 0..<3 { _ = try? await stores.accounts.signIn(username: "demo", password: "wrong") }
    _ = try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    await #expect(throws: AccountError.invalidCredentials(remainingAttempts: 4)) {
      try await stores.accounts.signIn(username: "demo", password: "wrong")
    }
    await #expect(throws: AccountError.invalidCredentials(remainingAttempts: 3)) {
      try await openStores(in: folder, clock: clock).accounts.signIn(username: "demo", password: "wrong")
    }
  }

  @Test("an unknown username answers exactly like a wrong password, lock included")
  func unknownUsername() async throws {
    let stores = openStores(.inMemory, clock: clock)
    for remaining in [4, 3, 2, 1] {
      await #expect(throws: AccountError.invalidCredentials(remainingAttempts: remaining)) {
        try await stores.accounts.signIn(username: "nobody", password: "whatever")
      }
    }
    await #expect(throws: AccountError.locked(until: clock.now.addingTimeInterval(300))) {
      try await stores.accounts.signIn(username: "nobody", password: "whatever")
    }
    #expect(try await stores.accounts.signIn(username: "demo", password: "scaffolding").userID == UserID("demo"))
  }

  @Test("deleting an account removes its profile, items, preferences and session, on disk too")
  func deleteAccount() async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let ada = UserID("ada")
    _ = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    let demo = try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    try stores.preferences.save(UserPreferences(appearance: .light), for: demo)
    try stores.sessions.save(demo, lastLocation: "app://profile")

    try stores.accounts.deleteAccount(demo)

    // The two share the database, so the second wrong attempt counts down further.
    for (reopened, remaining) in [(stores, 4), (openStores(in: folder), 3)] {
      #expect(try !reopened.accounts.contains(demo.userID))
      #expect(try reopened.profiles.profile(demo.userID) == nil)
      #expect(try reopened.items.items(by: demo.userID).isEmpty)
      #expect(try reopened.items.items(by: ada).count == 2)
      #expect(try reopened.preferences.preferences(for: demo.userID) == UserPreferences())
      #expect(try reopened.sessions.current == nil)
      #expect(try reopened.accounts.contains(UserID("grace")))
      await #expect(throws: AccountError.invalidCredentials(remainingAttempts: remaining)) {
        try await reopened.accounts.signIn(username: "demo", password: "scaffolding")
      }
    }
    // Deleting twice says the session has ended; the name is free again.
    #expect(throws: SessionEndedError()) { try stores.accounts.deleteAccount(demo) }
    _ = try stores.accounts.register(username: "demo", displayName: "New Demo", password: "brand new pw")
    #expect(try stores.profiles.profile(demo.userID)?.bio == "")
  }

  @Test("a seeded author's name is reserved: it can't be registered or signed in as")
  func reservedAuthor() async throws {
    let stores = openStores(.inMemory, clock: clock)
    #expect(try stores.accounts.contains(UserID("ada")))
    #expect(throws: AccountError.usernameTaken) {
      try stores.accounts.register(username: "ada", displayName: "Not Ada", password: "takeover1")
    }
    await #expect(throws: AccountError.invalidCredentials(remainingAttempts: 4)) {
      try await stores.accounts.signIn(username: "ada", password: "")
    }
    #expect(try stores.items.items(by: UserID("ada")).count == 2)
    #expect(try stores.profiles.profile(UserID("ada"))?.displayName == "Ada")
  }

  @Test("an unknown or reserved username costs exactly the one password check a known one does")
  func sameHashWork() async throws {
    let hasher = CountingHasher()
    let stores = openStores(.inMemory, clock: clock, hasher: hasher)
    var counts: [Int] = []
    for username in ["demo", "nobody", "ada", "demo"] {
      let before = hasher.verifyCount
      _ = try? await stores.accounts.signIn(username: username, password: "wrong password")
      counts.append(hasher.verifyCount - before)
    }
    #expect(counts == [1, 1, 1, 1])
  }

  @Test("attempts are counted before the check: once locked, not even the right password is checked")
  func lockedChecksNothing() async throws {
    let hasher = CountingHasher()
    let stores = openStores(.inMemory, clock: clock, hasher: hasher)
    for _ in 0..<5 { _ = try? await stores.accounts.signIn(username: "demo", password: "wrong") }
    #expect(hasher.verifyCount == 5)
    for password in ["wrong", "scaffolding"] {
      await #expect(throws: AccountError.locked(until: clock.now.addingTimeInterval(300))) {
        try await stores.accounts.signIn(username: password == "wrong" ? "demo" : " DEMO ", password: password)
      }
    }
    #expect(hasher.verifyCount == 5)
  }

  @Test("an attempt recorded but never checked (a crash in between) still counts after a restart")
  func crashBetweenRecordAndCheck() async throws {
    let folder = try TemporaryFolder()
    do {
      let stores = openStores(in: folder, clock: clock)
      let attempts = SignInAttempts(database: stores.database, policy: .standard)
      // What a process killed between recording its attempt and checking the password leaves.
      _ = try stores.database.write { () throws(DatabaseError) in
        try attempts.record(for: UserID("demo"), at: clock.now)
      }
    }
    await #expect(throws: AccountError.invalidCredentials(remainingAttempts: 3)) {
      try await openStores(in: folder, clock: clock).accounts.signIn(username: "demo", password: "wrong")
    }
  }

  @Test("when the attempt can't be recorded, sign-in is refused and no password is checked")
  func unrecordedAttemptRefused() async throws {
    let hasher = CountingHasher()
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder, clock: clock, hasher: hasher)
    try stores.simulateUnwritableDisk()
    for password in ["wrong", "scaffolding"] {
      let error = await #expect(throws: AccountError.self) {
        try await stores.accounts.signIn(username: "demo", password: password)
      }
      #expect(error?.isSignInNotRecorded == true)
      #expect(error?.description.contains("attempt to write a readonly database") == true)
      #expect(error?.description.hasSuffix("Your password was not checked.") == true)
    }
    #expect(hasher.verifyCount == 0)
  }

  @Test("two connections on one folder share one count: the lock can't be dodged by opening again")
  func lockoutSharedAcrossConnections() async throws {
    let folder = try TemporaryFolder()
    let first = openStores(in: folder, clock: clock)
    let second = openStores(in: folder, clock: clock)
    for (index, stores) in [first, second, first, second].enumerated() {
      await #expect(throws: AccountError.invalidCredentials(remainingAttempts: 4 - index)) {
        try await stores.accounts.signIn(username: "demo", password: "wrong")
      }
    }
    _ = try? await second.accounts.signIn(username: "demo", password: "wrong")
    let third = openStores(in: folder, clock: clock)
    for stores in [first, second, third] {
      await #expect(throws: AccountError.locked(until: clock.now.addingTimeInterval(300))) {
        try await stores.accounts.signIn(username: "demo", password: "scaffolding")
      }
    }
  }

  @Test("checks still in progress are not failures: a right password is accepted beside 4 of them")
  func checksInProgressAreNotFailures() async throws {
    let stores = openStores(.inMemory, clock: clock)
    let attempts = SignInAttempts(database: stores.database, policy: .standard)
    // Four other consoles are checking passwords for demo right now.
    for _ in 0..<4 {
      _ = try stores.database.write { () throws(DatabaseError) in
        try attempts.record(for: UserID("demo"), at: clock.now)
      }
    }
    #expect(try await stores.accounts.signIn(username: "demo", password: "scaffolding").userID == UserID("demo"))
    // Had they counted as failures, this fifth attempt would have locked the name.
    #expect(try stores.value("SELECT checking FROM sign_in_attempts WHERE username = 'demo'") == .integer(4))
    #expect(try stores.value("SELECT failed_attempts FROM sign_in_attempts WHERE username = 'demo'") == .integer(0))
  }

  @Test("a check that never settles (its process died) counts as a failure once abandoned")
  func abandonedChecksBecomeFailures() async throws {
    let stores = openStores(.inMemory, clock: clock)
    let attempts = SignInAttempts(database: stores.database, policy: .standard)
    for _ in 0..<5 {
      _ = try stores.database.write { () throws(DatabaseError) in
        try attempts.record(for: UserID("demo"), at: clock.now)
      }
    }
    clock.advance(by: SignInAttempts.abandonedAfter)
    await #expect(throws: AccountError.locked(until: clock.now.addingTimeInterval(300))) {
      try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    }
  }

  @Test("names no account can have are not recorded, after the same hash work; expired rows are pruned")
  func attemptRowsBounded() async throws {
    let hasher = CountingHasher()
    let stores = openStores(.inMemory, clock: clock, hasher: hasher)
    for name in [String(repeating: "x", count: 10_000), "UPPER CASE?", "a"] {
      await #expect(throws: AccountError.invalidCredentials(remainingAttempts: 4)) {
        try await stores.accounts.signIn(username: name, password: "whatever")
      }
    }
    #expect(hasher.verifyCount == 3)
    #expect(try stores.value("SELECT count(*) FROM sign_in_attempts") == .integer(0))

    for name in ["nobody", "somebody"] {
      _ = try? await stores.accounts.signIn(username: name, password: "wrong")
    }
    for _ in 0..<5 { _ = try? await stores.accounts.signIn(username: "demo", password: "wrong") }
    #expect(try stores.value("SELECT count(*) FROM sign_in_attempts") == .integer(3))
    clock.advance(by: 5 * 60)
    _ = try? await stores.accounts.signIn(username: "ghost", password: "wrong")
    // The lock has expired and the failures are older than it: only the newest row is kept.
    #expect(try stores.value("SELECT username FROM sign_in_attempts") == .text(hashed("ghost", in: stores)))
    #expect(try stores.value("SELECT count(*) FROM sign_in_attempts") == .integer(1))
  }

  @Test("1,000 sign-ins with short unknown names keep at most 100 of their rows; a known name's lock stays")
  func unknownNamesPruned() async throws {
    let stores = openStores(.inMemory, clock: clock)
    for _ in 0..<5 { _ = try? await stores.accounts.signIn(username: "demo", password: "wrong") }
    for number in 0..<1_000 {
      clock.advance(by: 0.01)
      _ = try? await stores.accounts.signIn(username: "guest\(number)", password: "wrong")
    }
    #expect(try stores.value("SELECT count(*) FROM sign_in_attempts") == .integer(SignInAttempts.unknownNamesKept + 1))
    // The newest unknown names are the ones kept, and the demo account is still locked.
    for (name, kept) in [("guest999", 1), ("guest0", 0)] {
      let count = try stores.value(
        "SELECT count(*) FROM sign_in_attempts WHERE username = ?", .text(hashed(name, in: stores)))
      #expect(count == .integer(kept))
    }
    await #expect(throws: AccountError.locked(until: Date(timeIntervalSinceReferenceDate: 800_000_300))) {
      try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    }
  }

  @Test("a password typed in the username's place is kept for the lockout only as a keyed hash, never in clear")
  func swappedArgumentsKeptHashed() async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder, clock: clock)
    for _ in 0..<2 { _ = try? await stores.accounts.signIn(username: "Scaffolding1959", password: "demo") }
    _ = try? await stores.accounts.signIn(username: "demo", password: "wrong")
    let names = try stores.database.rows("SELECT username FROM sign_in_attempts").compactMap { $0.first?.text }
    #expect(Set(names) == ["demo", try hashed("scaffolding1959", in: stores)])
    stores.close()
    for file in entries(of: folder.data) where !file.hasPrefix("windows") {
      let bytes = try Data(contentsOf: folder.file(file))
      #expect(bytes.range(of: Data("scaffolding1959".utf8)) == nil, "\(file) holds the name in clear")
      #expect(bytes.range(of: Data("Scaffolding1959".utf8)) == nil, "\(file) holds the name in clear")
    }
  }

  @Test("the keyed hash is HMAC-SHA-256: RFC 4231's test vectors")
  func keyedHashVectors() {
    #expect(
      KeyedHash.sha256(Array("abc".utf8)).hexDigits
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      KeyedHash.hmac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)).hexDigits
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(
      KeyedHash.hmac(
        key: [UInt8](repeating: 0xAA, count: 131),
        message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)
      ).hexDigits
        == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
  }

  private func hashed(_ name: String, in stores: AppDataStores) throws -> String {
    try SignInAttempts.hashedName(UserID(name), in: stores.database)
  }

  @Test("errors read as sentences for the user")
  func descriptions() {
    #expect(
      AccountError.invalidCredentials(remainingAttempts: 1).description
        == "Wrong username or password. 1 attempt left before the account is locked.")
    #expect(AccountError.usernameTaken.description == "That username is taken. Try another one.")
    #expect(AccountError.locked(until: clock.now).description.hasPrefix("Too many failed attempts. Try again after "))
  }
}
