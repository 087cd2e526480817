import Foundation
import Testing

@testable import AppData

/// The feature flags this device turned on or off: the device's, kept across restarts and
/// shared by every process on the folder.
@DataActor
@Suite("Feature flags")
struct FeatureFlagStoreTests {
  @Test("a device that never turned a flag on or off stores none; a change is kept, the last one winning")
  func setAndRead() throws {
    let flags = openStores(.inMemory).featureFlags
    #expect(try flags.flags().isEmpty)
    try flags.set("compose", on: false)
    try flags.set("other", on: true)
    try flags.set("compose", on: true)
    try flags.set("compose", on: false)
    #expect(try flags.flags() == ["compose": false, "other": true])
  }

  @Test("a change that can't be written throws and keeps what was stored")
  func unwritable() throws {
    let stores = openStores(.inMemory)
    try stores.featureFlags.set("compose", on: false)
    try stores.simulateUnwritableDisk()
    #expect(throws: DataWriteError.self) { try stores.featureFlags.set("compose", on: true) }
    #expect(try stores.featureFlags.flags() == ["compose": false])
  }

  @Test("two processes on one file: a flag one turns off is off for the other, and after a restart")
  func twoStoresOnOneFile() throws {
    let folder = try TemporaryFolder()
    let mine = openStores(in: folder)
    let theirs = openStores(in: folder)
    try mine.featureFlags.set("compose", on: false)
    #expect(try theirs.featureFlags.flags() == ["compose": false])
    try theirs.featureFlags.set("compose", on: true)
    #expect(try mine.featureFlags.flags() == ["compose": true])
    mine.close()
    theirs.close()
    #expect(try openStores(in: folder).featureFlags.flags() == ["compose": true])
  }

  @Test("a version 7 file gains the table on the next start, keeping everything, with every flag at its default")
  func migratesVersionSeven() async throws {
    let folder = try TemporaryFolder()
    try folder.writeDatabase(atVersion: 7)
    let stores = openStores(in: folder)
    #expect(stores.issues.isEmpty)
    #expect(try stores.value("PRAGMA user_version") == .integer(Schema.currentVersion))
    #expect(try stores.items.feedPage(limit: 10).items.map(\.id.rawValue) == [2, 1])
    #expect(try stores.featureFlags.flags().isEmpty)
    try stores.featureFlags.set("compose", on: false)
    #expect(try stores.featureFlags.flags() == ["compose": false])
  }
}
