import Foundation
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppData

/// What a `kill -9` leaves, then the `-wal` deleted, cut or damaged: a log found without its
/// database is set aside, never replayed into a new one; a damaged log after a kill loses
/// nothing the database file doesn't already hold, or the start reports the writes it lost.
///
/// A kill is simulated by copying the data folder while the stores still have it open (nothing
/// closed, nothing checkpointed by closing). A connection holding a read transaction stands
/// for another process reading, which keeps the writes in the `-wal`.
@DataActor
@Suite("A -wal left behind or damaged after a kill")
struct LogDamageTests {
  let databaseName = AppDataStores.fileName

  /// The ways a log is lost or damaged after a kill.
  enum Damage: String, CaseIterable, CustomStringConvertible {
    case deletedWithSharedMemory, truncated, randomHeader, randomFile, randomMiddleFrame
    var description: String { rawValue }
  }

  @Test("a -wal and -shm left without their database are set aside and reported, never replayed into a new one")
  func orphanedLog() async throws {
    let crashed = try await killedWithUnsavedWrites()
    #expect(SystemCalls.fileSize(at: crashed.file(databaseName + "-wal").path).map { $0 > 0 } == true)
    try FileManager.default.removeItem(at: crashed.file(databaseName))

    let fresh = openStores(in: crashed)

    let issue = try #require(fresh.issues.first)
    #expect(fresh.issues.count == 1)
    #expect(issue.problem == .withoutDatabase)
    #expect(issue.file == crashed.file(databaseName + "-wal"))
    #expect(issue.movedAsideTo == crashed.file("\(databaseName).orphaned-1-wal"))
    #expect(
      issue.description
        == "\(crashed.file(databaseName + "-wal").path) was found without its database, so it was not replayed into "
        + "a new one (what it held is lost). It was moved to \(crashed.file("\(databaseName).orphaned-1-wal").path) "
        + "and the app started without it.")
    #expect(entries(of: crashed.data).contains("\(databaseName).orphaned-1-shm"))
    try await expectWholeWithoutUnsavedWrites(fresh)
  }

  @Test("a -wal left beside another folder's database copied over ours is set aside and reported, never replayed")
  func logOfAnotherDatabase() async throws {
    let crashed = try await killedWithUnsavedWrites()
    let other = try TemporaryFolder()
    openStores(in: other).close()
    try FileManager.default.removeItem(at: crashed.file(databaseName))
    try FileManager.default.copyItem(at: other.file(databaseName), to: crashed.file(databaseName))

    let fresh = openStores(in: crashed)

    #expect(
      fresh.issues.map(\.problem) == [
        .logOfAnotherDatabase, .commitsUnchecked(reason: "counts the changes of another database"),
      ])
    #expect(fresh.issues.first?.movedAsideTo == crashed.file("\(databaseName).orphaned-1-wal"))
    #expect(entries(of: crashed.data).contains("\(databaseName).orphaned-1-shm"))
    #expect(!entries(of: crashed.data).contains { $0.contains(ForeignLog.copyInfix) })
    try await expectWholeWithoutUnsavedWrites(fresh)
  }

  @Test("a -wal of the database's own writes is replayed, not set aside")
  func ownLogKept() async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let reader = try folder.holdingReadTransaction()
    _ = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    let crashed = try folder.copyAsKilled()
    reader.close()
    let reopened = openStores(in: crashed)
    #expect(reopened.issues.isEmpty, "\(reopened.issues)")
    #expect(try reopened.accounts.contains(UserID("grace")))
  }

  @Test("a -shm alone without its database is set aside too, and named")
  func orphanedSharedMemory() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.data, withIntermediateDirectories: true)
    try Data(repeating: 7, count: 32_768).write(to: folder.file(databaseName + "-shm"))
    let stores = openStores(in: folder)
    #expect(stores.issues.map(\.problem) == [.withoutDatabase])
    #expect(stores.issues.first?.movedAsideTo == folder.file("\(databaseName).orphaned-1-shm"))
    #expect(try stores.value("PRAGMA integrity_check") == .text("ok"))
  }

  @Test(
    "alone on the folder, once the user has settled the -wal is empty: after a kill, any damage to it loses nothing",
    arguments: Damage.allCases)
  func aloneLosesNothing(damage: Damage) async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let demo = try await stores.demo()
    let titles = (1...5).map { "Saved \($0)" }
    for title in titles { _ = try stores.items.add(title: title, body: "", as: demo) }
    stores.copyLogIntoDatabase()
    #expect(SystemCalls.fileSize(at: folder.file(databaseName + "-wal").path) == 0)
    let crashed = try folder.copyAsKilled()
    try damageLog(in: crashed, damage)

    let reopened = openStores(in: crashed)

    #expect(reopened.issues.isEmpty, "\(reopened.issues)")
    #expect(try reopened.itemTitles().isSuperset(of: titles))
    #expect(try reopened.value("PRAGMA integrity_check") == .text("ok"))
  }

  @Test(
    "writes held in the -wal by another process's reader: after a kill and damage, the start reports what was lost",
    arguments: Damage.allCases)
  func heldWritesReportedWhenLost(damage: Damage) async throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let demo = try await stores.demo()
    stores.copyLogIntoDatabase()  // the sign-in's writes are in the file
    let reader = try folder.holdingReadTransaction()
    let titles = (1...5).map { "Held \($0)" }
    for title in titles { _ = try stores.items.add(title: title, body: "", as: demo) }
    // As when the user settled: the reader keeps the writes in the -wal all the same, as the
    // last second's writes are, which no write has copied yet.
    stores.copyLogIntoDatabase()
    let crashed = try folder.copyAsKilled()
    reader.close()
    try damageLog(in: crashed, damage)

    let reopened = openStores(in: crashed)

    let kept = try reopened.itemTitles().intersection(titles).count
    if damage == .deletedWithSharedMemory || damage == .truncated {
      #expect(kept == 0, "the writes were only in the log")
    }
    let lost = titles.count - kept
    if lost == 0 {
      #expect(reopened.issues.isEmpty, "\(reopened.issues)")
    } else {
      #expect(reopened.issues.map(\.problem) == [.writesLost(count: lost)])
      #expect(
        reopened.issues.first?.description.hasPrefix(
          "\(crashed.file(databaseName).path) lacks the last \(lost) changes saved before the app last stopped")
          == true)
    }
    #expect(try reopened.value("PRAGMA integrity_check") == .text("ok"))
    // Reported at every start until seen; then not again.
    reopened.close()
    let again = openStores(in: crashed)
    #expect(again.issues.count == (lost == 0 ? 0 : 1))
    try again.acknowledge(again.issues)
    _ = try again.items.add(title: "After", body: "", as: try await again.demo())
    again.close()
    #expect(openStores(in: crashed).issues.isEmpty)
  }

  /// The ways the commit record is found wanting.
  enum RecordDamage: String, CaseIterable, CustomStringConvertible {
    case missing, garbage, folder, anotherFolders, lowerCount
    var description: String { rawValue }

    var reason: String {
      switch self {
      case .missing: "was missing"
      case .garbage: "could not be read"
      case .folder: "is a folder, not a regular file"
      case .anotherFolders: "counts the changes of another database"
      case .lowerCount: "counts fewer changes than the database holds"
      }
    }
  }

  @Test(
    "a commit record found wanting, the -wal lost too, is reported as unchecked until seen, never silently replaced",
    arguments: RecordDamage.allCases)
  func recordFoundWanting(damage: RecordDamage) async throws {
    let folder = try TemporaryFolder()
    let other = try TemporaryFolder()
    openStores(in: other).close()
    let stores = openStores(in: folder)
    let demo = try await stores.demo()
    let earlier = try Data(contentsOf: folder.file(databaseName + CommitRecord.suffix))
    _ = try stores.items.add(title: "Saved", body: "", as: demo)
    stores.copyLogIntoDatabase()
    let reader = try folder.holdingReadTransaction()
    for title in ["Held 1", "Held 2"] { _ = try stores.items.add(title: title, body: "", as: demo) }
    let crashed = try folder.copyAsKilled()
    reader.close()
    try damageLog(in: crashed, .deletedWithSharedMemory)
    let record = crashed.file(databaseName + CommitRecord.suffix)
    switch damage {
    case .missing: try FileManager.default.removeItem(at: record)
    case .garbage: try Data("garbage".utf8).write(to: record)
    case .folder:
      try FileManager.default.removeItem(at: record)
      try FileManager.default.createDirectory(at: record, withIntermediateDirectories: false)
    case .anotherFolders:
      try FileManager.default.removeItem(at: record)
      try FileManager.default.copyItem(at: other.file(databaseName + CommitRecord.suffix), to: record)
    case .lowerCount: try earlier.write(to: record)
    }

    let reopened = openStores(in: crashed)

    #expect(reopened.issues.map(\.problem) == [.commitsUnchecked(reason: damage.reason)])
    #expect(
      reopened.issues.first?.description
        == "\(record.path) \(damage.reason), so the app could not check whether recent changes were lost.")
    _ = try reopened.items.add(title: "After", body: "", as: demo)
    reopened.close()
    // Held, not replaced, until the user has seen it.
    let again = openStores(in: crashed)
    #expect(again.issues.map(\.problem) == [.commitsUnchecked(reason: damage.reason)])
    guard damage != .folder else { return }
    try again.acknowledge(again.issues)
    _ = try again.items.add(title: "Seen", body: "", as: demo)
    again.close()
    #expect(openStores(in: crashed).issues.isEmpty)
  }

  /// A folder as a `kill -9` leaves it while another process's reader kept a registration
  /// (grace) and an item in the `-wal`.
  private func killedWithUnsavedWrites() async throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let reader = try folder.holdingReadTransaction()
    _ = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    _ = try stores.items.add(title: "Unsaved", body: "", as: try await stores.demo())
    let crashed = try folder.copyAsKilled()
    reader.close()
    return crashed
  }

  /// Expects `stores` whole, with the demo content and none of ``killedWithUnsavedWrites()``'s.
  private func expectWholeWithoutUnsavedWrites(_ stores: AppDataStores) async throws {
    #expect(try stores.value("PRAGMA integrity_check") == .text("ok"))
    #expect(try stores.value("SELECT count(*) FROM pragma_foreign_key_check") == .integer(0))
    #expect(try !stores.accounts.contains(UserID("grace")))
    #expect(try await stores.demo().displayName == "Demo User")
  }

  /// Damages the `-wal` in `folder` (seeded, so a failure replays).
  private func damageLog(in folder: TemporaryFolder, _ damage: Damage) throws {
    var random = SeededRandom(seed: 33)
    let log = folder.file(databaseName + "-wal")
    var bytes = try Data(contentsOf: log)
    func noise(_ count: Int) -> Data { Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }) }
    switch damage {
    case .deletedWithSharedMemory:
      try folder.deleteLogAndSharedMemory()
      return
    case .truncated:
      bytes = Data()
    case .randomHeader:
      bytes.replaceSubrange(0..<min(32, bytes.count), with: noise(32))
    case .randomFile:
      bytes = noise(max(bytes.count, 32 + 24 + 4096))
    case .randomMiddleFrame:
      // 32 bytes of header, then frames of a 24-byte header and a page each.
      let frameSize = 24 + 4096
      let frames = (bytes.count - 32) / frameSize
      guard frames >= 2 else { break }
      let start = 32 + frames / 2 * frameSize
      bytes.replaceSubrange(start..<start + frameSize, with: noise(frameSize))
    }
    try bytes.write(to: log)
  }
}
