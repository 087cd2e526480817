import Foundation
import SharedModels
import Testing

@testable import AppData

/// The database file itself: its permissions, and what is at its path when it isn't a healthy
/// database.
@DataActor
@Suite("The database file")
struct DatabaseFileTests {
  var databaseName: String { AppDataStores.fileName }

  @Test("the folder is 0700, and the database and its -wal, -shm and -commits files are 0600")
  func ownerOnlyPermissions() async throws {
    let folder = try TemporaryFolder()
    let first = openStores(in: folder)
    let second = openStores(in: folder)
    _ = try first.items.add(title: "Kept", body: "", as: try await first.demo())
    #expect(try second.items.feedPage(limit: 10).items.count == 4)

    #expect(try permissions(of: folder.data) == 0o700)
    for suffix in ["", "-wal", "-shm", CommitRecord.suffix] {
      #expect(try permissions(of: folder.file(databaseName + suffix)) == 0o600, "\(databaseName + suffix)")
    }
  }

  @Test("a file that is not a database is reported, moved aside with its bytes, and replaced")
  func damagedDatabase() async throws {
    let folder = try TemporaryFolder()
    do {
      let stores = openStores(in: folder)
      _ = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    }
    let garbage = Data(repeating: 0x5A, count: 8192)
    try garbage.write(to: folder.file(databaseName))

    let stores = openStores(in: folder)

    let issue = try #require(stores.issues.first)
    #expect(stores.issues.count == 1)
    #expect(issue.problem == .corrupt(reason: "file is not a database"))
    #expect(issue.movedAsideTo?.lastPathComponent == "\(databaseName).corrupt-1")
    #expect(try Data(contentsOf: folder.file("\(databaseName).corrupt-1")) == garbage)
    #expect(issue.description.contains("\(databaseName) is damaged (file is not a database). It was moved to "))
    // A fresh database, as on a first launch, that works and keeps what is saved.
    #expect(try !stores.accounts.contains(UserID("grace")))
    #expect(try stores.items.feedPage(limit: 10).items.count == 3)
    _ = try stores.items.add(title: "After", body: "", as: try await stores.demo())
    #expect(try openStores(in: folder).items.feedPage(limit: 10).items.count == 4)
  }

  @Test("a second damaged database does not overwrite the first one kept aside")
  func movedAsideNumbering() throws {
    let folder = try TemporaryFolder()
    _ = openStores(in: folder)
    try Data("one".utf8).write(to: folder.file(databaseName))
    _ = openStores(in: folder)
    try Data("two".utf8).write(to: folder.file(databaseName))
    let stores = openStores(in: folder)

    #expect(stores.issues.first?.movedAsideTo?.lastPathComponent == "\(databaseName).corrupt-2")
    #expect(try Data(contentsOf: folder.file("\(databaseName).corrupt-1")) == Data("one".utf8))
    #expect(try Data(contentsOf: folder.file("\(databaseName).corrupt-2")) == Data("two".utf8))
  }

  @Test(
    "a named pipe, a folder or a link to /dev/zero at the database's path is refused unopened; nothing is saved",
    arguments: ["a named pipe (FIFO)", "a folder", "a symbolic link"])
  func notARegularFile(kind: String) async throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.data, withIntermediateDirectories: true)
    let path = folder.file(databaseName).path(percentEncoded: false)
    switch kind {
    case "a named pipe (FIFO)": #expect(mkfifo(path, 0o600) == 0)
    case "a folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    default: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
    }

    // Opening a pipe for reading would block forever, and /dev/zero never ends.
    let stores = openStores(in: folder)

    #expect(stores.issues.map(\.problem) == [.notARegularFile(kind: kind)])
    #expect(stores.issues.first?.description.contains("\(databaseName) is \(kind), not a regular file") == true)
    #expect(SystemCalls.fileType(at: path) != .regularFile)  // left where it was
    // The app runs on the demo content in memory, and says that nothing is saved.
    #expect(try stores.items.feedPage(limit: 10).items.count == 3)
    let error = #expect(throws: ItemError.self) {
      try stores.items.add(title: "Lost", body: "", as: try stores.session(of: "demo"))
    }
    #expect(error?.description.contains("it is \(kind), not a regular file. The change was not kept.") == true)
    let signIn = await #expect(throws: AccountError.self) {
      try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    }
    #expect(signIn?.isSignInNotRecorded == true)
  }

  @Test("a database from a newer version of the app is left untouched, and nothing is saved")
  func newerSchema() throws {
    let folder = try TemporaryFolder()
    do {
      let stores = openStores(in: folder)
      try stores.database.execute("PRAGMA user_version = 99")
    }
    let stores = openStores(in: folder)
    #expect(stores.issues.map(\.problem) == [.unsupportedVersion(99)])
    #expect(stores.issues.first?.movedAsideTo == nil)
    #expect(throws: ItemError.self) {
      try stores.items.add(title: "Lost", body: "", as: try stores.session(of: "demo"))
    }
    let reopened = openStores(in: folder)
    #expect(reopened.issues.map(\.problem) == [.unsupportedVersion(99)])
  }

  @Test("an empty database file is reported as damaged and moved aside, never silently seeded over")
  func emptyFile() async throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.data, withIntermediateDirectories: true)
    try Data().write(to: folder.file(databaseName))
    let stores = openStores(in: folder)
    #expect(stores.issues.map(\.problem) == [.corrupt(reason: "the file is empty")])
    #expect(stores.issues.first?.movedAsideTo == folder.file("\(databaseName).corrupt-1"))
    #expect(try await stores.demo().displayName == "Demo User")
    #expect(try stores.items.feedPage(limit: 10).items.count == 3)
    #expect(try stores.value("PRAGMA user_version") == .integer(Schema.currentVersion))
  }

  @Test("a WAL database without its schema (its log lost) is reported, not replaced by the demo content silently")
  func walWithoutSchema() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.data, withIntermediateDirectories: true)
    let bare = try Database.open(at: folder.file(databaseName))
    #expect(try bare.rows("PRAGMA journal_mode").first?.first == .text("wal"))
    bare.close()
    let stores = openStores(in: folder)
    #expect(
      stores.issues.map(\.problem) == [
        .corrupt(reason: "it holds no data (it was never finished, or its log was lost)")
      ])
    #expect(stores.issues.first?.movedAsideTo?.lastPathComponent == "\(databaseName).corrupt-1")
  }

  @Test(
    "a -wal lost after a crash keeps the file and reports the changes lost, its -shm left or not",
    arguments: [true, false])
  func logLostAfterCrash(sharedMemoryLeft: Bool) async throws {
    let crashed = try TemporaryFolder()
    let running = openStores(in: crashed)
    _ = try running.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    // What a crash leaves, copied while the connection is open, without its log.
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.data, withIntermediateDirectories: true)
    for suffix in ["", CommitRecord.suffix] + (sharedMemoryLeft ? ["-shm"] : []) {
      try FileManager.default.copyItem(at: crashed.file(databaseName + suffix), to: folder.file(databaseName + suffix))
    }
    let stores = openStores(in: folder)
    #expect(stores.issues.count == 1)
    guard case .writesLost(let count)? = stores.issues.first?.problem else {
      Issue.record("not reported as lost: \(stores.issues)")
      return
    }
    #expect(count > 0)
    #expect(!entries(of: folder.data).contains { $0.contains(".corrupt-") }, "the file is kept")
    #expect(try await stores.demo().userID == UserID("demo"))
  }

  @Test("a -wal lost with the commit record too is reported as unchecked, the file kept")
  func logAndRecordLost() async throws {
    let crashed = try TemporaryFolder()
    let running = openStores(in: crashed)
    _ = try running.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.data, withIntermediateDirectories: true)
    for suffix in ["", "-shm"] {
      try FileManager.default.copyItem(at: crashed.file(databaseName + suffix), to: folder.file(databaseName + suffix))
    }
    let stores = openStores(in: folder)
    #expect(stores.issues.map(\.problem) == [.commitsUnchecked(reason: "was missing")])
    #expect(
      stores.issues.first?.description
        == "\(folder.file(databaseName + CommitRecord.suffix).path) was missing, so the app could not check "
        + "whether recent changes were lost.")
    #expect(!entries(of: folder.data).contains { $0.contains(".corrupt-") }, "the file is kept")
    #expect(try await stores.demo().userID == UserID("demo"))
  }

  @Test(
    "a version outside 0...current (one flipped bit) is reported as damaged, not a trap",
    arguments: [-1, Int(Int32.min)])
  func versionOutOfRange(version: Int) throws {
    let folder = try TemporaryFolder()
    openStores(in: folder).close()
    let database = try Database.open(at: folder.file(databaseName))
    try database.execute("PRAGMA user_version = \(version)")
    database.close()
    let stores = openStores(in: folder)
    #expect(
      stores.issues.map(\.problem) == [.corrupt(reason: "its format version \(version) is not one the app ever wrote")])
    #expect(stores.issues.first?.movedAsideTo != nil)
    #expect(try stores.value("PRAGMA user_version") == .integer(Schema.currentVersion))
  }

  @Test(
    "a hand-edited schema is reported as damaged and moved aside",
    arguments: [
      ("DROP TABLE preferences", "its table preferences is missing"),
      ("ALTER TABLE profiles RENAME COLUMN bio TO about", "its table profiles has other columns"),
      ("DROP TABLE items; CREATE VIEW items AS SELECT 1 AS id", "its table items is missing"),
    ])
  func editedSchema(edit: String, reason: String) throws {
    let folder = try TemporaryFolder()
    openStores(in: folder).close()
    let database = try Database.open(at: folder.file(databaseName))
    try database.execute("PRAGMA foreign_keys = OFF; \(edit)")
    database.close()
    let stores = openStores(in: folder)
    #expect(stores.issues.map(\.problem) == [.corrupt(reason: reason)])
    #expect(stores.issues.first?.movedAsideTo?.lastPathComponent == "\(databaseName).corrupt-1")
  }

  @Test("damage on an interior page, which opening used not to read, is found by quick_check and moved aside")
  func interiorPageDamage() async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let demo = try await stores.demo()
    for number in 0..<200 {
      _ = try stores.items.add(title: "Post \(number)", body: String(repeating: "x", count: 500), as: demo)
    }
    stores.close()
    let url = folder.file(databaseName)
    var bytes = try Data(contentsOf: url)
    let pageSize = 4096
    #expect(bytes.count > 20 * pageSize)
    // Zero a page in the middle of the items table.
    let page = bytes.count / pageSize / 2
    bytes.replaceSubrange(page * pageSize..<(page + 1) * pageSize, with: Data(count: pageSize))
    try bytes.write(to: url)

    let reopened = openStores(in: folder)
    #expect(reopened.issues.count == 1)
    #expect(reopened.issues.first?.problem.isCorrupt == true, "\(reopened.issues)")
    #expect(try Data(contentsOf: folder.file("\(databaseName).corrupt-1")) == bytes)
    #expect(try reopened.items.feedPage(limit: 10).items.count == 3)
  }

  @Test("a moved-aside file is reported at every start until acknowledged, so a kill before it was shown loses nothing")
  func reportedUntilAcknowledged() throws {
    let folder = try TemporaryFolder()
    openStores(in: folder).close()
    try Data("garbage".utf8).write(to: folder.file(databaseName))
    let first = openStores(in: folder)
    #expect(first.issues.first?.problem.isCorrupt == true)
    first.close()  // the console was killed before the warning was shown

    let second = openStores(in: folder)
    let reminder = try #require(second.issues.first)
    #expect(second.issues.count == 1)
    #expect(reminder.problem == .movedAsideEarlier)
    #expect(reminder.movedAsideTo == folder.file("\(databaseName).corrupt-1"))
    #expect(
      reminder.description.hasSuffix("the damaged copy is kept in \(folder.file("\(databaseName).corrupt-1").path)."))
    try second.acknowledge(second.issues)

    #expect(openStores(in: folder).issues.isEmpty)
  }

  @Test("a damaged file's -wal and -shm go aside with it, so the fresh database never replays the old log")
  func companionsMoveFirst() async throws {
    let folder = try TemporaryFolder()
    openStores(in: folder).close()
    for suffix in ["", "-wal", "-shm"] {
      try Data("garbage \(suffix)".utf8).write(to: folder.file(databaseName + suffix))
    }
    let stores = openStores(in: folder)
    #expect(stores.issues.first?.problem.isCorrupt == true)
    for suffix in ["", "-wal", "-shm"] {
      #expect(try Data(contentsOf: folder.file("\(databaseName).corrupt-1\(suffix)")) == Data("garbage \(suffix)".utf8))
    }
    #expect(try stores.value("PRAGMA integrity_check") == .text("ok"))
    #expect(try await stores.demo().displayName == "Demo User")
  }

  @Test("a first launch leaves the whole database in data.sqlite3, checkpointed, and no temporary file")
  func firstLaunchIsWhole() async throws {
    let folder = try TemporaryFolder()
    _ = openStores(in: folder)
    #expect(!entries(of: folder.data).contains { $0.contains(".new-") })
    let copy = try TemporaryFolder()
    try FileManager.default.createDirectory(at: copy.data, withIntermediateDirectories: true)
    // The file alone, as a backup of it would hold it, while the app still runs.
    try FileManager.default.copyItem(at: folder.file(databaseName), to: copy.file(databaseName))
    let restored = openStores(in: copy)
    // Restored without its record of changes, it says it could not check for any it lacks.
    #expect(restored.issues.map(\.problem) == [.commitsUnchecked(reason: "was missing")])
    #expect(try await restored.demo().displayName == "Demo User")
  }

  @Test("the half-made database of a process killed while making it is removed; a live process's is left alone")
  func abandonedTemporaries() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.data, withIntermediateDirectories: true)
    // No process has an id this large (pid_max is at most 2^22); process 1 is always alive.
    let dead = "\(databaseName).new-2147483647"
    let live = "\(databaseName).new-1"
    for name in [dead, dead + "-wal", live] {
      try Data("half made".utf8).write(to: folder.file(name))
    }
    let stores = openStores(in: folder)
    #expect(stores.issues.isEmpty)
    #expect(!entries(of: folder.data).contains(dead))
    #expect(!entries(of: folder.data).contains(dead + "-wal"))
    #expect(entries(of: folder.data).contains(live))
  }
}
