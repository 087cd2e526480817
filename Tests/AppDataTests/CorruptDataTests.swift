import Foundation
import SharedModels
import Testing

@testable import AppData

@MainActor
@Suite("Corrupt and unreadable files")
struct CorruptDataTests {
  /// A seeded data folder, closed again.
  func seededFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    _ = openStores(in: folder)
    return folder
  }

  @Test("corrupt JSON is reported, moved aside with its bytes, and the app opens without it")
  func corruptJSON() throws {
    let folder = try seededFolder()
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
    #expect(
      issue.description.contains("moved to \(folder.file("accounts.json.corrupt-1").path(percentEncoded: false))"))
    // Accounts start empty (no re-seeding over a damaged folder); everything else is intact.
    #expect(throws: AccountError.invalidCredentials(remainingAttempts: 4)) {
      try stores.accounts.signIn(username: "demo", password: "scaffolding")
    }
    #expect(stores.items.items.count == 3)
    // The store works again and writes a fresh file.
    _ = try stores.accounts.register(username: "newcomer", displayName: "New", password: "long enough")
    #expect(openStores(in: folder).accounts.contains(UserID("newcomer")))
  }

  @Test("a second damaged copy does not overwrite the first one kept aside")
  func movedAsideNumbering() throws {
    let folder = try seededFolder()
    try Data("one".utf8).write(to: folder.file("items.json"))
    _ = openStores(in: folder)
    try Data("two".utf8).write(to: folder.file("items.json"))
    let stores = openStores(in: folder)

    #expect(stores.issues.first?.movedAsideTo?.lastPathComponent == "items.json.corrupt-2")
    #expect(try Data(contentsOf: folder.file("items.json.corrupt-1")) == Data("one".utf8))
    #expect(try Data(contentsOf: folder.file("items.json.corrupt-2")) == Data("two".utf8))
  }

  @Test("valid JSON of the wrong shape is corrupt too, and says where")
  func wrongShape() throws {
    let folder = try seededFolder()
    try Data("{\"version\":1,\"contents\":[{\"id\":1}]}".utf8).write(to: folder.file("items.json"))
    let stores = openStores(in: folder)
    let issue = try #require(stores.issues.first)
    #expect(issue.problem.isCorrupt)
    #expect(issue.description.contains("items.json is damaged (missing \"title\" at contents.0)"))
    #expect(stores.items.items.isEmpty)
  }

  @Test("an unreadable file (a folder in its place, unreadable even as root) is reported and moved aside")
  func unreadable() throws {
    let folder = try seededFolder()
    try FileManager.default.removeItem(at: folder.file("profiles.json"))
    try FileManager.default.createDirectory(at: folder.file("profiles.json"), withIntermediateDirectories: false)

    let stores = openStores(in: folder)

    let issue = try #require(stores.issues.first)
    #expect(issue.file.lastPathComponent == "profiles.json")
    #expect(issue.problem == .unreadable(reason: "Is a directory"))
    #expect(issue.movedAsideTo?.lastPathComponent == "profiles.json.corrupt-1")
    #expect(issue.description.contains("profiles.json could not be read"))
    #expect(stores.profiles.profile(UserID("demo")) == nil)
    try stores.profiles.save(UserProfile(userID: UserID("demo"), displayName: "Demo", bio: "Back."))
    #expect(openStores(in: folder).profiles.profile(UserID("demo"))?.bio == "Back.")
  }

  @Test("a file from a newer app version is set aside, not misread")
  func newerVersion() throws {
    let folder = try seededFolder()
    try Data("{\"version\":2,\"contents\":{}}".utf8).write(to: folder.file("preferences.json"))
    let stores = openStores(in: folder)
    #expect(stores.issues.map(\.problem) == [.unsupportedVersion(2)])
    #expect(stores.issues.first?.description.contains("newer version of the app (format 2)") == true)
  }
}
