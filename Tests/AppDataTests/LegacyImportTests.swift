import Foundation
import SharedModels
import Testing

@testable import AppData

/// The one-time import of a data folder written by the versions that kept JSON files.
@MainActor
@Suite("Importing the JSON files of earlier versions")
struct LegacyImportTests {
  let clock = TestClock()

  /// A JSON account as `accounts.json` held it.
  func account(_ name: String, password: String, failures: Int = 0, lockedUntil: Date? = nil) throws -> [String: Any] {
    var account: [String: Any] = [
      "userID": name, "displayName": name.capitalized, "passwordHash": try fastHasher.hash(password),
      "failedAttempts": failures,
    ]
    // JSONEncoder's default date format: seconds since 2001.
    account["lockedUntil"] = lockedUntil?.timeIntervalSinceReferenceDate
    return account
  }

  func item(_ id: Int, _ title: String, by author: String) -> [String: Any] {
    ["id": id, "title": title, "body": "", "author": author]
  }

  /// What the last JSON version wrote after a little use: grace registered (with two wrong
  /// passwords since), posted item 7, chose dark mode and is signed in.
  func writeUsedFolder(_ folder: URL) throws {
    try writeLegacyFile(
      "accounts.json",
      contents: [
        try account("demo", password: "scaffolding"), try account("grace", password: "hopper1906", failures: 2),
      ],
      in: folder)
    try writeLegacyFile(
      "profiles.json",
      contents: [
        ["userID": "ada", "displayName": "Ada", "bio": "Writes about coordinators."],
        ["userID": "demo", "displayName": "Demo User", "bio": "Trying out modular navigation."],
        ["userID": "grace", "displayName": "Grace", "bio": "Admiral."],
      ], in: folder)
    try writeLegacyFile(
      "items.json",
      contents: [
        item(7, "Nanoseconds", by: "grace"), item(3, "Tabs", by: "ada"), item(2, "Roots", by: "ada"),
        item(1, "Welcome", by: "demo"),
      ], in: folder)
    try writeLegacyFile(
      "preferences.json",
      contents: [
        "grace": ["appearance": "dark", "notificationsEnabled": false],
        "ghost": ["appearance": "light", "notificationsEnabled": true],
      ],
      in: folder)
    try writeLegacyFile(
      "session.json",
      contents: ["session": ["userID": "grace", "displayName": "Grace"], "lastLocation": "app://home"],
      in: folder)
  }

  @Test("everything is imported once, failure counts included, and the files are renamed .imported")
  func importsOnce() throws {
    let folder = try TemporaryFolder()
    try writeUsedFolder(folder.data)

    let stores = openStores(in: folder, clock: clock)

    #expect(stores.issues.isEmpty)
    #expect(stores.items.items.map(\.id.rawValue) == [7, 3, 2, 1])
    #expect(stores.items.items(by: UserID("grace")).map(\.title) == ["Nanoseconds"])
    #expect(stores.profiles.profile(UserID("grace"))?.bio == "Admiral.")
    #expect(
      stores.preferences.preferences(for: UserID("grace"))
        == UserPreferences(appearance: .dark, notificationsEnabled: false))
    // The session carried no token to check, so grace signs in once more; her two failures stand.
    #expect(stores.sessions.current == nil)
    #expect(throws: AccountError.invalidCredentials(remainingAttempts: 2)) {
      try stores.accounts.signIn(username: "grace", password: "wrong")
    }
    #expect(try stores.accounts.signIn(username: "grace", password: "hopper1906").displayName == "Grace")
    #expect(try stores.accounts.signIn(username: "demo", password: "scaffolding").displayName == "Demo User")
    // ada, an author without an account, got a reserved one; ghost's preferences were dropped.
    #expect(throws: AccountError.usernameTaken) {
      try stores.accounts.register(username: "ada", displayName: "Ada", password: "takeover1")
    }
    #expect(!stores.accounts.contains(UserID("ghost")))
    // New ids continue after the highest imported one.
    #expect(try stores.items.add(title: "Next", body: "", author: UserID("demo")).id == ItemID(8))

    let names = entries(of: folder.data)
    for name in ["accounts.json", "profiles.json", "items.json", "preferences.json", "session.json"] {
      #expect(!names.contains(name))
      #expect(names.contains(name + ".imported"))
    }
    // A JSON file appearing later is not imported: the database exists.
    try writeLegacyFile("accounts.json", contents: [try account("zed", password: "zed-password")], in: folder.data)
    #expect(!openStores(in: folder).accounts.contains(UserID("zed")))
  }

  @Test("a lock in the JSON files survives the import")
  func lockSurvives() throws {
    let folder = try TemporaryFolder()
    let until = clock.now.addingTimeInterval(120)
    try writeLegacyFile(
      "accounts.json", contents: [try account("demo", password: "scaffolding", lockedUntil: until)], in: folder.data)
    let stores = openStores(in: folder, clock: clock)
    #expect(throws: AccountError.locked(until: until)) {
      try stores.accounts.signIn(username: "demo", password: "scaffolding")
    }
  }

  @Test("corrupt JSON is reported, moved aside with its bytes, and the other files are imported")
  func corruptJSON() throws {
    let folder = try TemporaryFolder()
    try writeUsedFolder(folder.data)
    let garbage = Data("{\"version\":1,\"contents\":[{\"userID\":".utf8)
    try garbage.write(to: folder.file("accounts.json"))

    let stores = openStores(in: folder)

    let issue = try #require(stores.issues.first)
    #expect(stores.issues.count == 1)
    #expect(issue.file.lastPathComponent == "accounts.json")
    #expect(issue.problem == .corrupt(reason: "not valid JSON"))
    #expect(issue.movedAsideTo?.lastPathComponent == "accounts.json.corrupt-1")
    #expect(try Data(contentsOf: folder.file("accounts.json.corrupt-1")) == garbage)
    #expect(issue.description.contains("accounts.json is damaged (not valid JSON)"))
    // The accounts are lost (their authors' names reserved); everything else is there.
    #expect(stores.items.items.count == 4)
    #expect(throws: AccountError.usernameTaken) {
      try stores.accounts.register(username: "grace", displayName: "Grace", password: "long enough")
    }
    _ = try stores.accounts.register(username: "newcomer", displayName: "New", password: "long enough")
    #expect(openStores(in: folder).accounts.contains(UserID("newcomer")))
  }

  @Test("valid JSON of the wrong shape is corrupt too, and says where")
  func wrongShape() throws {
    let folder = try TemporaryFolder()
    try writeLegacyFile("items.json", contents: [["id": 1]], in: folder.data)
    let stores = openStores(in: folder)
    let issue = try #require(stores.issues.first)
    #expect(issue.problem.isCorrupt)
    #expect(issue.description.contains("items.json is damaged (missing \"title\" at contents.0)"))
    #expect(stores.items.items.isEmpty)
  }

  @Test("a file from a newer app version is set aside, not misread")
  func newerVersion() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.data, withIntermediateDirectories: true)
    try Data("{\"version\":2,\"contents\":{}}".utf8).write(to: folder.file("preferences.json"))
    let stores = openStores(in: folder)
    #expect(stores.issues.map(\.problem) == [.unsupportedVersion(2)])
    #expect(stores.issues.first?.description.contains("newer version of the app (format 2)") == true)
  }

  @Test("a named pipe or a link to /dev/zero in place of a JSON file is refused without being read")
  func notRegularFiles() throws {
    let folder = try TemporaryFolder()
    try writeUsedFolder(folder.data)
    try FileManager.default.removeItem(at: folder.file("items.json"))
    #expect(mkfifo(folder.file("items.json").path(percentEncoded: false), 0o600) == 0)
    try FileManager.default.removeItem(at: folder.file("profiles.json"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("profiles.json").path(percentEncoded: false), withDestinationPath: "/dev/zero")

    // Reading either would never return: one blocks, the other never ends.
    let stores = openStores(in: folder)

    #expect(
      stores.issues.map(\.problem).sorted { "\($0)" < "\($1)" } == [
        .notARegularFile(kind: "a named pipe (FIFO)"), .notARegularFile(kind: "a symbolic link"),
      ])
    #expect(
      stores.issues.contains {
        $0.description.hasSuffix(
          "items.json is a named pipe (FIFO), not a regular file, so it was not opened. "
            + "It was left where it is and the app started without it.")
      })
    #expect(try stores.accounts.signIn(username: "grace", password: "hopper1906").userID == UserID("grace"))
    #expect(stores.items.items.isEmpty)
  }
}
