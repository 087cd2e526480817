import Foundation
import SharedModels
import Testing

@testable import AppData

/// Whether chmod 0500 really stops this process writing (it doesn't for root), probed once.
private let readOnlyFoldersBlockWrites: Bool = {
  let probe = FileManager.default.temporaryDirectory.appending(path: "AppDataTests-probe-\(UUID().uuidString)")
  let manager = FileManager.default
  guard (try? manager.createDirectory(at: probe, withIntermediateDirectories: true)) != nil else { return false }
  defer {
    try? manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: probe.path(percentEncoded: false))
    try? manager.removeItem(at: probe)
  }
  try? manager.setAttributes([.posixPermissions: 0o500], ofItemAtPath: probe.path(percentEncoded: false))
  return !manager.createFile(atPath: probe.appending(path: "x").path(percentEncoded: false), contents: Data())
}()

@MainActor
@Suite("Unwritable data folder")
struct UnwritableFolderTests {
  @Test("a folder that can't be created (under a regular file, so even root fails) is reported; saves throw")
  func folderUnderRegularFile() throws {
    let folder = try TemporaryFolder()
    let blocker = folder.url.appending(path: "blocker")
    try Data("not a folder".utf8).write(to: blocker)
    let location = blocker.appending(path: "data")

    let stores = openStores(.directory(location))

    let issue = try #require(stores.issues.first)
    #expect(stores.issues.count == 1)
    #expect(issue.file == location)
    #expect(issue.problem == .notSaved(reason: "Not a directory"))
    #expect(issue.description.contains("could not be saved (Not a directory); changes will not be kept."))
    // The app still runs on the demo content, in memory.
    #expect(try stores.accounts.signIn(username: "demo", password: "scaffolding").displayName == "Demo User")
    #expect(stores.items.items.count == 3)

    let error = #expect(throws: AccountError.self) {
      try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    }
    #expect(error?.isNotSaved == true)
    #expect(error?.description.contains("Couldn't save profiles.json") == true)
    #expect(!stores.accounts.contains(UserID("grace")))
    #expect(stores.profiles.profile(UserID("grace")) == nil)
  }

  @Test("when the folder disappears under a running app, every mutation throws and memory is unchanged")
  func folderReplacedAfterOpen() throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    try FileManager.default.removeItem(at: folder.data)
    try Data().write(to: folder.data)  // a regular file where the folder was

    let itemError = #expect(throws: ItemError.self) {
      try stores.items.add(title: "Lost", body: "", author: UserID("demo"))
    }
    guard case .notSaved(let writeError) = itemError else {
      Issue.record("expected .notSaved, got \(String(describing: itemError))")
      return
    }
    #expect(writeError.file.lastPathComponent == "items.json")
    #expect(writeError.reason == "Not a directory")
    #expect(writeError.description.hasPrefix("Couldn't save items.json in "))
    #expect(stores.items.items.count == 3)

    let profile = UserProfile(userID: UserID("demo"), displayName: "Changed", bio: "")
    #expect(throws: DataWriteError.self) { try stores.profiles.save(profile) }
    #expect(stores.profiles.profile(UserID("demo"))?.displayName == "Demo User")

    #expect(throws: DataWriteError.self) {
      try stores.preferences.save(UserPreferences(appearance: .dark), for: UserID("demo"))
    }
    #expect(stores.preferences.preferences(for: UserID("demo")) == UserPreferences())

    #expect(throws: DataWriteError.self) {
      try stores.sessions.save(Session(userID: UserID("demo"), displayName: "Demo User"))
    }
    #expect(stores.sessions.current == nil)

    let deleteError = #expect(throws: AccountError.self) { try stores.accounts.deleteAccount(UserID("ada")) }
    #expect(deleteError?.isNotSaved == true)
    #expect(stores.items.items(by: UserID("ada")).count == 2)
  }

  @Test("a failure count that can't be saved still counts, and the save error is exposed")
  func bookkeepingStillCounts() throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    try FileManager.default.removeItem(at: folder.data)
    try Data().write(to: folder.data)

    #expect(throws: AccountError.invalidCredentials(remainingAttempts: 4)) {
      try stores.accounts.signIn(username: "demo", password: "wrong password")
    }
    #expect(stores.accounts.bookkeepingSaveError?.reason == "Not a directory")
    #expect(throws: AccountError.invalidCredentials(remainingAttempts: 3)) {
      try stores.accounts.signIn(username: "demo", password: "wrong password")
    }
  }

  @Test(
    "a read-only folder (chmod 0500) makes saves throw; skipped where chmod doesn't bind, e.g. as root",
    .enabled(if: readOnlyFoldersBlockWrites, "chmod 0500 does not stop this user (root) writing"))
  func readOnlyFolder() throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o500], ofItemAtPath: folder.data.path(percentEncoded: false))

    let error = #expect(throws: ItemError.self) {
      try stores.items.add(title: "Blocked", body: "", author: UserID("demo"))
    }
    #expect(error == .notSaved(DataWriteError(file: folder.file("items.json"), reason: "Permission denied")))
    #expect(stores.items.items.count == 3)
  }
}
