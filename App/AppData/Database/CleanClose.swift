import Foundation

/// Whether the database was closed cleanly: by the last process using it, once SQLite had
/// copied the whole `-wal` into the file and deleted it, and opened by no start since. The file
/// then holds every write committed to it, so a ``CommitRecord`` counting more counts no write
/// a lost `-wal` took: the record was changed, or the file is an older copy of itself put back.
/// ``CommitCheck`` then reports the record as unchecked rather than writes lost.
///
/// The mark is the database's own (`commits.closed_at`, set to its count), so a record can't
/// fake it, and each start takes it off in the file itself before any write is counted: a
/// `-wal` lost later can't leave the file looking closed. Both run under the record's lock, so
/// a close never marks a file another start has opened meanwhile.
enum CleanClose {
  /// Closes `database` (see ``Database/close()``) and, when it was the last connection to its
  /// file, marks the file closed cleanly at its count. A database in memory, refusing writes,
  /// without a record or already closed is just closed.
  static func close(_ database: Database) {
    guard !database.isClosed, database.refusal == nil, let url = database.url, let record = database.commitRecord
    else {
      database.close()
      return
    }
    database.close()
    let path = url.path(percentEncoded: false)
    record.locked {
      // SQLite deletes the -wal as the last connection closes, once all of it is in the file. A
      // start that has read the file since made it again; one reading it now takes the mark off
      // before it counts a write, as it needs this lock to.
      guard SystemCalls.fileType(at: path + "-wal") == .missing, SystemCalls.fileID(at: path) == database.fileID,
        let reopened = try? Database.open(at: url)
      else { return }
      defer { reopened.close() }
      try? reopened.run("UPDATE commits SET closed_at = count")
    }
  }

  /// Whether `database`, being opened, was closed cleanly at the count it holds; the mark is
  /// taken off and copied into the file at once. Call it under the record's lock.
  static func takeMark(from database: Database) -> Bool {
    guard (try? database.rows("SELECT closed_at IS count FROM commits").first?.first?.integer) == 1 else {
      return false
    }
    try? database.run("UPDATE commits SET closed_at = NULL")
    // Waits for readers (another start's checks) to let the log into the file. Should it still
    // fail, a -wal lost later leaves a file marked clean: the record is then reported unchecked,
    // not as writes lost, but never silently.
    try? database.checkpoint()
    return true
  }
}
