import Foundation

#if canImport(SQLite3)
  import SQLite3
#elseif canImport(CSQLite)
  import CSQLite
#endif

/// One open SQLite handle: the only type that calls the C API, so the pointers it needs stay
/// in this file. Each distinct SQL text is prepared once and reused (the stores run the same
/// few statements on every screen); statements and handle are finalized and closed when the
/// connection is released.
final class SQLiteConnection {
  private let handle: OpaquePointer
  /// Set by ``close()``: the handle is gone, and every later call throws instead of using it.
  private(set) var isClosed = false
  /// Prepared statements by their SQL text, reset after every use.
  private var statements: [String: OpaquePointer] = [:]

  /// Opens (creating if needed) the database file at `path`, or a private in-memory database
  /// for `":memory:"`. Symbolic links are refused: the data file must be the file itself.
  init(path: String) throws(DatabaseError) {
    var opened: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOFOLLOW
    let status = sqlite3_open_v2(path, &opened, flags, nil)
    guard status == SQLITE_OK, let opened else {
      let error = DatabaseError(
        code: status,
        message: opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status)))
      sqlite3_close_v2(opened)
      throw error
    }
    handle = opened
    sqlite3_extended_result_codes(handle, 1)
  }

  deinit {
    close()
  }

  /// Copies everything in the write-ahead log into the database file and closes the handle, so
  /// the file is whole on its own: the last connection to close also deletes the `-wal` and
  /// `-shm` files. Safe to call twice; every later call on the connection throws.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    for statement in statements.values {
      sqlite3_finalize(statement)
    }
    statements.removeAll()
    // TRUNCATE empties the log even when another process keeps the database open, as far as
    // that process's readers allow; closing the last connection checkpoints again and deletes it.
    sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
    sqlite3_close_v2(handle)
  }

  /// The error every call on a closed connection throws.
  private static let closedError = DatabaseError(code: SQLITE_MISUSE, message: "the database was closed")

  /// How long a statement waits for another connection's lock before failing with "database is
  /// locked": other processes wait their turn instead of failing.
  func setBusyTimeout(milliseconds: Int) {
    guard !isClosed else { return }
    busyTimeout = Int32(milliseconds)
    sqlite3_busy_timeout(handle, busyTimeout)
  }

  /// The busy timeout set, in milliseconds.
  private var busyTimeout: Int32 = 0

  /// Copies the write-ahead log into the database file and empties it (TRUNCATE) without
  /// waiting: when another process is reading or writing, it copies what it can and leaves the
  /// log for a later call. Whether the log was emptied.
  @discardableResult
  func truncateLogWithoutWaiting() -> Bool {
    guard !isClosed else { return false }
    sqlite3_busy_timeout(handle, 0)
    defer { sqlite3_busy_timeout(handle, busyTimeout) }
    return sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil) == SQLITE_OK
  }

  /// How many rows the connection's statements have inserted, updated or deleted since it
  /// opened: a write that leaves it unchanged changed nothing.
  var totalChanges: Int64 {
    isClosed ? 0 : sqlite3_total_changes64(handle)
  }

  /// Runs one or more statements that take no parameters and return nothing (schema, pragmas).
  func execute(_ sql: String) throws(DatabaseError) {
    guard !isClosed else { throw Self.closedError }
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw lastError() }
  }

  /// Runs one statement with `bindings` for its `?` parameters and returns every row.
  func rows(_ sql: String, _ bindings: [SQLValue]) throws(DatabaseError) -> [[SQLValue]] {
    let statement = try prepared(sql)
    // Reset whatever happens, so the statement holds no lock and no bound value afterwards.
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    }
    for (offset, value) in bindings.enumerated() {
      guard bind(value, at: Int32(offset + 1), in: statement) == SQLITE_OK else { throw lastError() }
    }
    var rows: [[SQLValue]] = []
    while true {
      switch sqlite3_step(statement) {
      case SQLITE_ROW:
        rows.append((0..<sqlite3_column_count(statement)).map { column(at: $0, in: statement) })
      case SQLITE_DONE:
        return rows
      default:
        throw lastError()
      }
    }
  }

  /// The statement for `sql`, prepared on first use.
  private func prepared(_ sql: String) throws(DatabaseError) -> OpaquePointer {
    guard !isClosed else { throw Self.closedError }
    if let statement = statements[sql] { return statement }
    var prepared: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &prepared, nil) == SQLITE_OK, let statement = prepared else {
      throw lastError()
    }
    statements[sql] = statement
    return statement
  }

  /// The rowid of the last row this connection inserted.
  var lastInsertedRowID: Int {
    isClosed ? 0 : Int(sqlite3_last_insert_rowid(handle))
  }

  /// Whether a transaction is open on this connection (false in autocommit mode).
  var isInTransaction: Bool {
    !isClosed && sqlite3_get_autocommit(handle) == 0
  }

  private func lastError() -> DatabaseError {
    DatabaseError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
  }

  /// SQLite copies bound text and blobs (`SQLITE_TRANSIENT`), so Swift's buffers may go away.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  private func bind(_ value: SQLValue, at index: Int32, in statement: OpaquePointer) -> Int32 {
    switch value {
    case .null:
      return sqlite3_bind_null(statement, index)
    case .integer(let number):
      return sqlite3_bind_int64(statement, index, Int64(number))
    case .real(let number):
      return sqlite3_bind_double(statement, index, number)
    case .text(let text):
      // With an explicit length, so text containing NUL is stored whole, not cut short.
      let bytes = Array(text.utf8)
      guard !bytes.isEmpty else { return sqlite3_bind_text(statement, index, "", 0, Self.transient) }
      return bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { characters in
          sqlite3_bind_text(statement, index, characters.baseAddress, Int32(characters.count), Self.transient)
        }
      }
    case .blob(let bytes):
      guard !bytes.isEmpty else { return sqlite3_bind_zeroblob(statement, index, 0) }
      return bytes.withUnsafeBytes { buffer in
        sqlite3_bind_blob(statement, index, buffer.baseAddress, Int32(buffer.count), Self.transient)
      }
    }
  }

  private func column(at index: Int32, in statement: OpaquePointer) -> SQLValue {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER:
      return .integer(Int(sqlite3_column_int64(statement, index)))
    case SQLITE_FLOAT:
      return .real(sqlite3_column_double(statement, index))
    case SQLITE_TEXT:
      guard let text = sqlite3_column_text(statement, index) else { return .text("") }
      let count = Int(sqlite3_column_bytes(statement, index))
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
    case SQLITE_BLOB:
      guard let bytes = sqlite3_column_blob(statement, index) else { return .blob([]) }
      let count = Int(sqlite3_column_bytes(statement, index))
      return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
    default:
      return .null
    }
  }
}
