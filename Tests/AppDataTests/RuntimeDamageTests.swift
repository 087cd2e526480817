import Foundation
import SharedModels
import Testing

@testable import AppData

/// Damage met while running, after opening went well: reported, moved aside, and replaced by a
/// fresh database under the stores, whose old session then ends.
@DataActor
@Suite("Damage met while running")
struct RuntimeDamageTests {
  @Test("a read meeting SQLITE_CORRUPT throws, reports, moves the file aside and goes on on a fresh database")
  func corruptionMetByARead() async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let grace = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    try stores.database.checkpoint()
    // Every page but the first (the schema) zeroed on disk, and the connection's cache dropped.
    let url = folder.file(DatabaseFile.name)
    var bytes = try Data(contentsOf: url)
    bytes.replaceSubrange(4096..<bytes.count, with: Data(count: bytes.count - 4096))
    try bytes.write(to: url)
    try stores.database.execute("PRAGMA shrink_memory")

    let error = #expect(throws: DataReadError.self) { try stores.accounts.contains(grace.userID) }
    #expect(error?.reason == "database disk image is malformed")

    let issue = try #require(stores.issues.last)
    #expect(issue.problem == .corrupt(reason: "database disk image is malformed"))
    #expect(issue.movedAsideTo == folder.file("\(DatabaseFile.name).corrupt-1"))
    #expect(try Data(contentsOf: folder.file("\(DatabaseFile.name).corrupt-1")) == bytes)
    // The stores now read a fresh database, and the old session's writes end it.
    #expect(try !stores.accounts.contains(grace.userID))
    #expect(try await stores.demo().displayName == "Demo User")
    #expect(throws: SessionEndedError()) { try stores.items.add(title: "Lost", body: "", as: grace) }
    // The next start reports it until it is acknowledged.
    stores.close()
    #expect(openStores(in: folder).issues.map(\.problem) == [.movedAsideEarlier])
  }

  @Test("a write meeting damage is refused, nothing claims it was saved, and the next write goes to a fresh file")
  func corruptionMetByAWrite() async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let demo = try await stores.demo()
    try stores.database.checkpoint()
    let url = folder.file(DatabaseFile.name)
    var bytes = try Data(contentsOf: url)
    bytes.replaceSubrange(4096..<bytes.count, with: Data(count: bytes.count - 4096))
    try bytes.write(to: url)
    try stores.database.execute("PRAGMA shrink_memory")

    #expect(throws: ItemError.self) { try stores.items.add(title: "Lost", body: "", as: demo) }
    #expect(stores.issues.last?.problem.isCorrupt == true)
    let fresh = try await stores.demo()
    #expect(try stores.items.add(title: "Kept", body: "", as: fresh).id == ItemID(4))
    #expect(try openStores(in: folder).database.rows("PRAGMA integrity_check").first?.first == .text("ok"))
  }
}
