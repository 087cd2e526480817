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

@DataActor
@Suite("Unwritable data")
struct UnwritableFolderTests {
  @Test("a folder that can't be created (under a regular file, so even root fails) is reported; nothing is saved")
  func folderUnderRegularFile() async throws {
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
    // The demo content shows, in memory; sign-in, which must record its attempt, is refused.
    #expect(try stores.items.feedPage(limit: 10).items.count == 3)
    let signIn = await #expect(throws: AccountError.self) {
      try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    }
    #expect(signIn?.isSignInNotRecorded == true)
    #expect(signIn?.description.contains("(Not a directory). Your password was not checked.") == true)

    let error = #expect(throws: AccountError.self) {
      try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    }
    #expect(error?.isNotSaved == true)
    #expect(error?.description.contains("Not a directory. The change was not kept.") == true)
    #expect(try !stores.accounts.contains(UserID("grace")))
    #expect(try stores.profiles.profile(UserID("grace")) == nil)
  }

  @Test("when the disk refuses writes, every mutation throws and nothing changes")
  func diskRefusesWrites() async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let demo = try await stores.demo()
    try stores.simulateUnwritableDisk()

    let itemError = #expect(throws: ItemError.self) {
      try stores.items.add(title: "Lost", body: "", as: demo)
    }
    guard case .notSaved(let writeError) = itemError else {
      Issue.record("expected .notSaved, got \(String(describing: itemError))")
      return
    }
    #expect(writeError.file.lastPathComponent == AppDataStores.fileName)
    #expect(writeError.reason == "attempt to write a readonly database")
    #expect(writeError.description.hasPrefix("Couldn't save \(AppDataStores.fileName) in "))
    #expect(try stores.items.feedPage(limit: 10).items.count == 3)

    let profile = UserProfile(userID: UserID("demo"), displayName: "Changed", bio: "")
    #expect(throws: DataWriteError.self) { try stores.profiles.save(profile, as: demo) }
    #expect(try stores.profiles.profile(UserID("demo"))?.displayName == "Demo User")

    #expect(throws: DataWriteError.self) {
      try stores.preferences.save(UserPreferences(appearance: .dark), for: demo)
    }
    #expect(try stores.preferences.preferences(for: UserID("demo")) == UserPreferences())

    #expect(throws: DataWriteError.self) { try stores.sessions.save(demo) }
    #expect(try stores.sessions.current == nil)

    let deleteError = #expect(throws: AccountError.self) { try stores.accounts.deleteAccount(demo) }
    #expect(deleteError?.isNotSaved == true)
    #expect(try stores.items.items(by: UserID("demo")).count == 1)
    #expect(try stores.accounts.contains(UserID("demo")))
  }

  @Test(
    "a read-only data folder refuses sign-in and saves; skipped where chmod doesn't bind, e.g. as root",
    .enabled(if: readOnlyFoldersBlockWrites, "chmod does not stop this user (root) writing"))
  func readOnlyFolder() async throws {
    let folder = try TemporaryFolder()
    _ = openStores(in: folder)
    let manager = FileManager.default
    for name in entries(of: folder.data) {
      try manager.setAttributes([.posixPermissions: 0o400], ofItemAtPath: folder.file(name).path(percentEncoded: false))
    }
    try manager.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.data.path(percentEncoded: false))
    defer {
      for name in entries(of: folder.data) {
        try? manager.setAttributes(
          [.posixPermissions: 0o600], ofItemAtPath: folder.file(name).path(percentEncoded: false))
      }
    }
    let hasher = CountingHasher()
    let stores = openStores(in: folder, hasher: hasher)

    let signIn = await #expect(throws: AccountError.self) {
      try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    }
    #expect(signIn?.isSignInNotRecorded == true)
    #expect(hasher.verifyCount == 0)
    await #expect(throws: ItemError.self) {
      try stores.items.add(title: "Blocked", body: "", as: try await stores.demo())
    }
  }
}
