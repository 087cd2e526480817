import Foundation
import SharedModels
import Synchronization
import Testing

@testable import AppData

/// A fresh folder under the system temporary directory, removed when the value goes away.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(path: "AppDataTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The data folder tests open the stores in (created by `open`).
  var data: URL { url.appending(path: "data") }

  func file(_ name: String) -> URL { data.appending(path: name) }

  deinit {
    // Undo any chmod a test made so the folder can be removed.
    _ = try? FileManager.default.setAttributes(
      [.posixPermissions: 0o700], ofItemAtPath: data.path(percentEncoded: false))
    try? FileManager.default.removeItem(at: url)
  }
}

extension TemporaryFolder {
  /// Writes the database as schema `version` left it (its migrations up to that one), holding
  /// the demo user (password `scaffolding`), ada, and an item by each: what a test of the next
  /// migrations opens. Account keys exist from version 2.
  func writeDatabase(atVersion version: Int) throws {
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let old = try Database.open(at: file(AppDataStores.fileName))
    defer { old.close() }
    try old.execute(Schema.migrations.prefix(version).joined() + "PRAGMA user_version = \(version);")
    let (keyColumn, key) = version >= 2 ? (", account_key", ", randomblob(16)") : ("", "")
    try old.run(
      """
      INSERT INTO accounts (user_id, display_name, password_hash\(keyColumn))
      VALUES ('demo', 'Demo User', ?\(key)), ('ada', 'Ada', NULL\(key))
      """, .text(try fastHasher.hash("scaffolding")))
    try old.execute("INSERT INTO items (title, body, author) VALUES ('One', '', 'demo'), ('Two', '', 'ada')")
    // From the version that counts writes on, the app kept the record of that count beside it.
    if version >= CommitCheck.countedSince {
      CommitRecord(besideDatabaseAt: file(AppDataStores.fileName))?.reset { try? CommitCount.current(in: old) }
    }
  }
}

/// A clock tests move by hand, so lockouts are tested without sleeping. `Sendable`, as the
/// stores' clock must be: they read it on their own actor.
final class TestClock: Sendable {
  private let moment = Mutex(Date(timeIntervalSinceReferenceDate: 800_000_000))

  /// The time the stores see.
  var now: Date { moment.withLock { $0 } }

  func advance(by interval: TimeInterval) {
    moment.withLock { $0 = $0.addingTimeInterval(interval) }
  }
}

/// yescrypt at its lowest cost: real hashing, fast enough for tests.
let fastHasher = SystemPasswordHasher(cost: SystemPasswordHasher.minimumCost)

/// The fast hasher, counting the passwords that reached a check, so tests can prove when the
/// hash work happens (and that it doesn't).
final class CountingHasher: PasswordHasher {
  private let verifications = Mutex(0)

  /// How many times ``verify(_:against:)`` ran.
  var verifyCount: Int { verifications.withLock { $0 } }

  func hash(_ password: String) throws(PasswordHashingError) -> String {
    try fastHasher.hash(password)
  }

  func verify(_ password: String, against stored: String) -> Bool {
    verifications.withLock { $0 += 1 }
    return fastHasher.verify(password, against: stored)
  }
}

@DataActor
func openStores(
  _ location: DataLocation, clock: TestClock = TestClock(), lockout: LockoutPolicy = .standard,
  hasher: some PasswordHasher = fastHasher
) -> AppDataStores {
  AppDataStores.open(at: location, hasher: hasher, lockout: lockout, now: { clock.now })
}

@DataActor
func openStores(
  in folder: TemporaryFolder, clock: TestClock = TestClock(), hasher: some PasswordHasher = fastHasher
) -> AppDataStores {
  openStores(.directory(folder.data), clock: clock, hasher: hasher)
}

extension AppDataStores {
  /// Makes the database refuse every write from now on, as a full or read-only disk does
  /// (SQLite's `query_only`: each write fails with "attempt to write a readonly database").
  func simulateUnwritableDisk() throws {
    try database.execute("PRAGMA query_only = ON")
  }

  /// One value from the database, for checking what was stored.
  func value(_ sql: String, _ bindings: SQLValue...) throws -> SQLValue? {
    try database.rows(sql, bindings: bindings).first?.first
  }
}

extension DataIssue.Problem {
  var isCorrupt: Bool { if case .corrupt = self { true } else { false } }
  var isUnreadable: Bool { if case .unreadable = self { true } else { false } }
  var isNotSaved: Bool { if case .notSaved = self { true } else { false } }
}

extension AccountError {
  var isNotSaved: Bool { if case .notSaved = self { true } else { false } }
  var isSignInNotRecorded: Bool { if case .signInNotRecorded = self { true } else { false } }
}

/// The permission bits of the file at `url`.
func permissions(of url: URL) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: url.path(percentEncoded: false))
  return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// The names in a folder, sorted.
func entries(of folder: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []).sorted()
}

extension AppDataStores {
  /// The demo account's session, signed in as a user would (each test writes as a real session).
  func demo() async throws -> Session {
    try await accounts.signIn(username: "demo", password: "scaffolding")
  }
}

extension AppDataStores {
  /// A session for the account `id` made from its row, as signing in would: for reserved
  /// accounts, which can't sign in.
  func session(of id: String) throws -> Session {
    let key = try #require(try value("SELECT account_key FROM accounts WHERE user_id = ?", .text(id))?.blob)
    return Session(userID: UserID(id), displayName: id, accountKey: AccountKey(bytes: key))
  }
}

extension TemporaryFolder {
  /// A second connection to the folder's database in a read transaction begun now, as another
  /// process reading: until it is closed, no checkpoint can copy later writes into the file.
  func holdingReadTransaction() throws -> Database {
    let reader = try Database.open(at: file(AppDataStores.fileName))
    try reader.execute("BEGIN")
    _ = try reader.rows("SELECT count(*) FROM items")
    return reader
  }

  /// The folder's files as a `kill -9` at this moment leaves them, in a new folder.
  func copyAsKilled() throws -> TemporaryFolder {
    let copy = try TemporaryFolder()
    try FileManager.default.createDirectory(at: copy.data, withIntermediateDirectories: true)
    for name in entries(of: data) {
      try FileManager.default.copyItem(at: file(name), to: copy.file(name))
    }
    return copy
  }

  /// Deletes the database's `-wal` and `-shm`, as a person cleaning up after a crash might.
  func deleteLogAndSharedMemory() throws {
    for suffix in DatabaseFile.companionSuffixes {
      try FileManager.default.removeItem(at: file(AppDataStores.fileName + suffix))
    }
  }
}

extension AppDataStores {
  /// The titles of every item stored.
  func itemTitles() throws -> Set<String> {
    Set(try database.rows("SELECT title FROM items").compactMap { $0.first?.text })
  }
}

extension TemporaryFolder {
  /// The database's own count of its writes, and its id.
  func databaseCount() throws -> CommitCount {
    let database = try Database.open(at: file(AppDataStores.fileName))
    defer { database.close() }
    return try #require(try CommitCount.current(in: database))
  }

  /// Writes `count` in the commit record beside the folder's database, with the database's id,
  /// as a person editing the file would.
  func setRecordedCount(_ count: Int) throws {
    let id = try databaseCount().database.hex
    let digits = String(count)
    try Data("\(id) \(String(repeating: "0", count: 20 - digits.count))\(digits)\n".utf8)
      .write(to: file(AppDataStores.fileName + CommitRecord.suffix))
  }
}
