import Foundation
import SharedModels
import Testing

@testable import AppData

/// A commit record counting more writes than the database holds is writes lost only when the
/// database could have lost them: not when it was closed cleanly (by the last process using
/// it, everything in the file, the `-wal` gone) and not opened since. Such a record was changed,
/// or the file is an older copy of itself put back; the start says it could not check, never
/// that a log lost writes.
@DataActor
@Suite("A higher commit record beside a database closed cleanly")
struct CleanCloseTests {
  let databaseName = AppDataStores.fileName
  let reason = "counts more changes than the database held when it was last closed cleanly"

  @Test("a record raised by hand beside a database closed cleanly is reported unchecked, not as writes lost")
  func raisedRecord() async throws {
    let folder = try await closedCleanlyAfterSaving()
    try folder.setRecordedCount(folder.databaseCount().count + 5)

    let reopened = openStores(in: folder)

    #expect(reopened.issues.map(\.problem) == [.commitsUnchecked(reason: reason)])
    #expect(
      reopened.issues.first?.description
        == "\(folder.file(databaseName + CommitRecord.suffix).path) \(reason), so the app could not check whether "
        + "recent changes were lost.")
    #expect(try reopened.itemTitles().contains("Saved"))
    reopened.close()
    // Held until seen, like any record found wanting; then not again.
    let again = openStores(in: folder)
    #expect(again.issues.map(\.problem) == [.commitsUnchecked(reason: reason)])
    try again.acknowledge(again.issues)
    again.close()
    #expect(openStores(in: folder).issues.isEmpty)
  }

  @Test("the record of a run that committed more, beside a clean copy of the database put back: not a loss")
  func cleanCopyPutBack() async throws {
    let (folder, demo) = try await signedInThenClosed()
    let backup = try Data(contentsOf: folder.file(databaseName))
    let later = openStores(in: folder)
    _ = try later.items.add(title: "Later", body: "", as: demo)
    later.close()
    try backup.write(to: folder.file(databaseName))

    let restored = openStores(in: folder)

    #expect(restored.issues.map(\.problem) == [.commitsUnchecked(reason: reason)])
    #expect(try !restored.itemTitles().contains("Later"))
  }

  @Test("closed cleanly, opened again and killed with writes only in its -wal, the -wal lost: the writes are lost")
  func reopenedThenKilled() async throws {
    let (folder, demo) = try await signedInThenClosed()
    try expectLostAfterKill(writing: ["Held 1", "Held 2"], with: openStores(in: folder), as: demo, in: folder)
  }

  @Test("a database closed while another window still uses it is not closed cleanly: that one's lost writes are lost")
  func closedWhileAnotherWindowRuns() async throws {
    let folder = try TemporaryFolder()
    let leaving = openStores(in: folder)
    let staying = openStores(in: folder)
    let demo = try await staying.demo()
    leaving.close()
    try expectLostAfterKill(writing: ["Held 1", "Held 2", "Held 3"], with: staying, as: demo, in: folder)
  }

  @Test("a database closed cleanly with a record that agrees opens with nothing to report")
  func agreeingRecord() async throws {
    let folder = try await closedCleanlyAfterSaving()
    #expect(!entries(of: folder.data).contains(databaseName + "-wal"))
    let reopened = openStores(in: folder)
    #expect(reopened.issues.isEmpty, "\(reopened.issues)")
    reopened.close()
    #expect(openStores(in: folder).issues.isEmpty)
  }

  /// Publishes `titles` with `stores` while another connection keeps them in the `-wal`, then
  /// expects a start on what a `kill -9` leaves of `folder`, its `-wal` and `-shm` deleted, to
  /// report them lost.
  private func expectLostAfterKill(
    writing titles: [String], with stores: AppDataStores, as session: Session, in folder: TemporaryFolder
  ) throws {
    let reader = try folder.holdingReadTransaction()
    for title in titles { _ = try stores.items.add(title: title, body: "", as: session) }
    let crashed = try folder.copyAsKilled()
    try crashed.deleteLogAndSharedMemory()
    reader.close()

    let reopened = openStores(in: crashed)

    #expect(reopened.issues.map(\.problem) == [.writesLost(count: titles.count)])
  }

  /// A data folder whose database the demo user signed in to, then closed cleanly.
  private func signedInThenClosed() async throws -> (TemporaryFolder, Session) {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    let demo = try await stores.demo()
    stores.close()
    return (folder, demo)
  }

  /// A data folder whose database was given an item ("Saved") and closed cleanly.
  private func closedCleanlyAfterSaving() async throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    _ = try stores.items.add(title: "Saved", body: "", as: try await stores.demo())
    stores.close()
    return folder
  }
}
