import Foundation
import SharedModels
import Testing

@testable import AppData

/// The database file itself: its permissions, and what is at its path when it isn't a healthy
/// database.
@MainActor
@Suite("The database file")
struct DatabaseFileTests {
  var databaseName: String { AppDataStores.fileName }

  @Test("the folder is 0700, and the database and its -wal and -shm files are 0600")
  func ownerOnlyPermissions() throws {
    let folder = try TemporaryFolder()
    let first = openStores(in: folder)
    let second = openStores(in: folder)
    _ = try first.items.add(title: "Kept", body: "", as: try first.demo())
    #expect(second.items.items.count == 4)

    #expect(try permissions(of: folder.data) == 0o700)
    for suffix in ["", "-wal", "-shm"] {
      #expect(try permissions(of: folder.file(databaseName + suffix)) == 0o600, "\(databaseName + suffix)")
    }
  }

  @Test("a file that is not a database is reported, moved aside with its bytes, and replaced")
  func damagedDatabase() throws {
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
    #expect(stores.items.items.count == 3)
    _ = try stores.items.add(title: "After", body: "", as: try stores.demo())
    #expect(openStores(in: folder).items.items.count == 4)
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
  func notARegularFile(kind: String) throws {
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
    #expect(stores.items.items.count == 3)
    let error = #expect(throws: ItemError.self) {
      try stores.items.add(title: "Lost", body: "", as: try stores.session(of: "demo"))
    }
    #expect(error?.description.contains("it is \(kind), not a regular file. The change was not kept.") == true)
    let signIn = #expect(throws: AccountError.self) {
      try stores.accounts.signIn(username: "demo", password: "scaffolding")
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

  @Test("an empty database file (a first launch killed before its one transaction committed) is seeded")
  func firstLaunchInterrupted() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.data, withIntermediateDirectories: true)
    try Data().write(to: folder.file(databaseName))
    let stores = openStores(in: folder)
    #expect(stores.issues.isEmpty)
    #expect(try stores.accounts.signIn(username: "demo", password: "scaffolding").displayName == "Demo User")
    #expect(stores.items.items.count == 3)
    #expect(try stores.value("PRAGMA user_version") == .integer(Schema.currentVersion))
  }
}
