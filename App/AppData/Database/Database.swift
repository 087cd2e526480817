import Foundation

/// The app's one SQLite database (`data.sqlite3` in the data folder, or in memory), shared by
/// every store, with the two ways the stores use it: single-statement reads, and writes that
/// each run in one `BEGIN IMMEDIATE` transaction.
///
/// `BEGIN IMMEDIATE` takes the write lock before the first read, so a read-modify-write in one
/// process can never interleave with another process's; the busy timeout makes the other
/// processes wait their turn rather than fail.
///
/// Used on one thread at a time: opening makes it on the caller's (synchronously, before any
/// store exists), then it belongs to the stores, which use it only on their actor
/// (``DataActor``), one call at a time. It is `@unchecked Sendable` only so that the stores,
/// isolated to that actor, can keep it from their nonisolated initializer (Swift lets such an
/// initializer set only `Sendable` properties); nothing outside this module can reach it.
final class Database: @unchecked Sendable {
  /// The database file; nil in memory.
  let url: URL?
  /// The open handle; replaced when a damaged file is swapped for a fresh one.
  private var connection: SQLiteConnection
  /// The file the handle opened (device and inode), so the file at ``url`` can be told apart
  /// from one another process put there since; nil in memory.
  private(set) var fileID: FileID?
  /// When set, every write throws this instead of running: the data folder could not be used,
  /// so the app runs on an in-memory copy that must not pretend to save.
  private(set) var refusal: DataWriteError?
  /// What is done after a read or write met a damaged file (`SQLITE_CORRUPT`, `SQLITE_NOTADB`),
  /// once the failed statement's transaction was rolled back; nil until the stores set it.
  var recovery: DamageRecovery?
  /// Where each committed write's count is written down, for the data folder's database once it
  /// is open (see ``CommitRecord``); nil in memory and while a new database is being built.
  var commitRecord: CommitRecord?

  /// How long a write waits for another process's transaction before giving up.
  static let busyTimeoutMilliseconds = 10_000

  private init(url: URL?, connection: SQLiteConnection) {
    self.url = url
    self.connection = connection
  }

  /// Opens the database file at `url` (creating it if missing) in WAL mode with foreign keys
  /// enforced. Throws what SQLite reports, e.g. "file is not a database".
  static func open(at url: URL) throws(DatabaseError) -> Database {
    let database = Database(url: url, connection: try SQLiteConnection(path: url.path(percentEncoded: false)))
    database.fileID = SystemCalls.fileID(at: url.path(percentEncoded: false))
    database.connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
    // The first statements read the file, so a damaged one is reported here.
    let mode = try database.rows("PRAGMA journal_mode = WAL").first?.first?.text
    guard mode == "wal" else {
      throw DatabaseError(code: 1, message: "the database could not switch to WAL mode (it is in \(mode ?? "no") mode)")
    }
    try database.connection.execute("PRAGMA foreign_keys = ON")
    _ = try database.rows("SELECT count(*) FROM sqlite_master")
    return database
  }

  /// A private in-memory database: for tests, previews, and when the data folder is unusable.
  static func inMemory() -> Database {
    do {
      let database = Database(url: nil, connection: try SQLiteConnection(path: ":memory:"))
      try database.connection.execute("PRAGMA foreign_keys = ON")
      return database
    } catch {
      // Only running out of memory makes this fail, and then nothing else would work either.
      fatalError("SQLite could not open an in-memory database: \(error)")
    }
  }

  /// Writes everything into the database file and closes it (see ``SQLiteConnection/close()``);
  /// every later read and write throws. Safe to call twice.
  func close() {
    connection.close()
  }

  /// Whether ``close()`` was called.
  var isClosed: Bool { connection.isClosed }

  /// Takes over `other`'s handle (and file), closing this one's: how a damaged file is swapped
  /// for a fresh one under the stores' feet.
  func adopt(_ other: Database) {
    connection.close()
    connection = other.connection
    fileID = other.fileID
    commitRecord = other.commitRecord
  }

  /// From now on every write throws `error` (see ``refusal``).
  func refuseWrites(with error: DataWriteError) {
    refusal = error
  }

  /// Every row `sql` returns, with `bindings` for its `?` parameters.
  func rows(_ sql: String, _ bindings: SQLValue...) throws(DatabaseError) -> [[SQLValue]] {
    try connection.rows(sql, bindings)
  }

  /// Every row `sql` returns, with `bindings` for its `?` parameters.
  func rows(_ sql: String, bindings: [SQLValue]) throws(DatabaseError) -> [[SQLValue]] {
    try connection.rows(sql, bindings)
  }

  /// Runs a statement that returns no rows.
  func run(_ sql: String, _ bindings: SQLValue...) throws(DatabaseError) {
    _ = try connection.rows(sql, bindings)
  }

  /// Runs a script of statements without parameters (schema changes).
  func execute(_ sql: String) throws(DatabaseError) {
    try connection.execute(sql)
  }

  /// The rowid of the row this connection inserted last.
  var lastInsertedRowID: Int { connection.lastInsertedRowID }

  /// Runs `body`'s reads and hands back what they found, or the user-facing error for the first
  /// failure: reads never turn an error into an empty result.
  func read<Result>(_ body: () throws(DatabaseError) -> Result) throws(DataReadError) -> Result {
    do {
      return try body()
    } catch {
      let failure = DataReadError(file: fileForErrors, reason: error.message)
      if error.isDamagedFile { recovery?.recover(from: error, in: self) }
      throw failure
    }
  }

  /// Runs `body` in one `BEGIN IMMEDIATE` transaction and commits it; if anything fails the
  /// transaction is rolled back, so either all of `body`'s changes are kept or none are.
  ///
  /// Each write that changes something is counted (see ``commitRecord``), so a start finds out when a `-wal` damaged or
  /// deleted after a `kill -9` lost writes; and at most once a second the `-wal` is copied into
  /// the database file (``copyLog()``), so such a loss is at most the last second's writes.
  func write<Result>(_ body: () throws(DatabaseError) -> Result) throws(DataWriteError) -> Result {
    if let refusal { throw refusal }
    do {
      try connection.execute("BEGIN IMMEDIATE")
      let changesBefore = connection.totalChanges
      let result = try body()
      // Only a write that changed something is counted: one that changed nothing (a mark that
      // didn't move) then writes no page and waits for no sync.
      let changed = connection.totalChanges != changesBefore
      let count = commitRecord == nil || !changed ? nil : try CommitCount.increment(in: self)
      if let count, let commitRecord {
        try commitRecord.committing(count) { () throws(DatabaseError) in try connection.execute("COMMIT") }
      } else {
        try connection.execute("COMMIT")
      }
      if url != nil, ContinuousClock.now - logCopiedAt >= Self.logCopyInterval { copyLog() }
      return result
    } catch {
      if connection.isInTransaction { try? connection.execute("ROLLBACK") }
      let failure = writeError(error)
      if error.isDamagedFile { recovery?.recover(from: error, in: self) }
      throw failure
    }
  }

  /// How often, at most, a write copies the `-wal` into the database file: each copy costs about
  /// as much as a write again (an `fsync`), so a burst of writes pays it once.
  static let logCopyInterval = Duration.seconds(1)
  /// When the `-wal` was last copied into the database file.
  private var logCopiedAt = ContinuousClock.now

  /// Copies the `-wal` into the database file and empties it, without waiting for another
  /// process in the way (a later call copies what it left): after a `kill -9` from here on, a
  /// damaged or deleted `-wal` loses nothing written so far. The stores do it at most once a
  /// second while writing, and the app when the user has settled.
  func copyLog() {
    logCopiedAt = .now
    connection.truncateLogWithoutWaiting()
  }

  /// The user-facing error for a failed write, e.g. "database or disk is full".
  func writeError(_ error: DatabaseError) -> DataWriteError {
    DataWriteError(file: fileForErrors, reason: error.message)
  }

  /// A write refused for a reason the store found itself (e.g. the account no longer exists).
  func writeError(reason: String) -> DataWriteError {
    refusal ?? DataWriteError(file: fileForErrors, reason: reason)
  }

  /// The file named in errors: the database file, or a placeholder in memory.
  private var fileForErrors: URL {
    url ?? URL(filePath: "/in-memory/\(DatabaseFile.name)")
  }

  /// Copies everything in the write-ahead log into the database file and empties the log;
  /// throws if another connection's readers kept it from finishing.
  func checkpoint() throws(DatabaseError) {
    let result = try rows("PRAGMA wal_checkpoint(TRUNCATE)").first
    guard result?.first?.integer == 0 else {
      throw DatabaseError(code: 5, message: "the log could not be copied into the database file")
    }
  }

  /// `PRAGMA user_version`: the schema version this database is at (0 for a new file).
  func userVersion() throws(DatabaseError) -> Int {
    try rows("PRAGMA user_version").first?.first?.integer ?? 0
  }
}
