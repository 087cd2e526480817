import AppData
import AppFeature
import Foundation

#if canImport(SQLite3)
  import SQLite3
#elseif canImport(CSQLite)
  import CSQLite
#endif

/// A data folder on disk whose database holds `count` items: created and seeded by the app,
/// then filled in one transaction straight through SQLite (publishing item by item, each a
/// transaction of its own, would take minutes). The items alternate between the seeded authors
/// `ada` and `demo`, so each has tens of thousands.
struct LargeFeed {
  /// The data folder, to open with `AppEnvironment.open(at: .directory(folder))`.
  let folder: URL
  /// How many items the feed holds, the demo content's included; ids run from 1 to `count`.
  let count: Int

  /// A new folder under the temporary directory holding `count` items (at least the demo
  /// content's 3). Throws SQLite's message if the items can't be written.
  @MainActor
  static func make(count: Int) async throws -> LargeFeed {
    let folder = FileManager.default.temporaryDirectory.appending(path: "benchmarks-feed-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    let environment = AppEnvironment.open(at: .directory(folder), hashCost: SystemPasswordHasher.minimumCost)
    let seeded = await environment.problems
    await environment.close()
    guard seeded.isEmpty else { throw LargeFeedError(message: seeded.joined(separator: "; ")) }
    let seededCount = 3
    try execute(
      """
      BEGIN;
      WITH RECURSIVE n(i) AS (SELECT \(seededCount + 1) UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
      INSERT INTO items (title, body, author)
      SELECT 'Item ' || i, 'The text of item ' || i || '.', CASE i % 2 WHEN 0 THEN 'ada' ELSE 'demo' END FROM n;
      COMMIT;
      """, in: folder.appending(path: AppDataStores.fileName).path)
    return LargeFeed(folder: folder, count: count)
  }

  /// Deletes the folder.
  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs `sql` on the database at `path` and closes it, checkpointing the WAL into the file.
  private static func execute(_ sql: String, in path: String) throws {
    var handle: OpaquePointer?
    defer { sqlite3_close_v2(handle) }
    guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK, let handle else {
      throw LargeFeedError(message: "can't open \(path)")
    }
    var message: UnsafeMutablePointer<CChar>?
    guard sqlite3_exec(handle, sql, nil, nil, &message) == SQLITE_OK else {
      defer { sqlite3_free(message) }
      throw LargeFeedError(message: message.map { String(cString: $0) } ?? "SQLite failed")
    }
  }
}

/// Why a ``LargeFeed`` could not be made.
struct LargeFeedError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
