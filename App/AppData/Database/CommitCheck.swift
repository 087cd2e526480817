import Foundation

/// What a start learns from the ``CommitRecord`` beside the database about writes lost since the
/// app last stopped: checked like the database itself, so a record that is missing, unreadable,
/// another database's or behind the database is reported ("could not check whether recent
/// changes were lost") and held, never silently replaced.
enum CommitCheck {
  /// The issue to report for the database at `url`, open as `database`, with `record` beside it
  /// (nil: it could not be opened); nil when the record agrees with the database. A database
  /// made at this start has nothing to lose: its record is set to its count. `logLost` says a
  /// `-shm` was found without its `-wal` (see ``logLost(at:)``), so even a database that never
  /// counted a write may have lost some.
  static func issue(
    record: CommitRecord?, beside url: URL, database: Database, isNew: Bool, logLost: Bool
  ) -> DataIssue? {
    let recordFile = URL(filePath: url.path(percentEncoded: false) + CommitRecord.suffix)
    func unchecked(_ reason: String) -> DataIssue {
      record?.isHeld = true
      return DataIssue(file: recordFile, problem: .commitsUnchecked(reason: reason))
    }
    guard let record else {
      let type = SystemCalls.fileType(at: recordFile.path(percentEncoded: false))
      return unchecked(type == .regularFile ? "could not be opened" : "is \(type.phrase), not a regular file")
    }
    if isNew {
      record.reset { try? CommitCount.current(in: database) }
      return nil
    }
    let (content, current) = record.read { try? CommitCount.current(in: database) }
    guard let current else { return nil }
    switch content {
    // No write was ever counted (the database predates the count, say): none can be lost.
    case .empty where current.count == 0 && !logLost: return nil
    case .empty: return unchecked(record.wasMissing ? "was missing" : "was empty")
    case .unreadable: return unchecked("could not be read")
    case .count(let recorded) where recorded.database != current.database:
      return unchecked("counts the changes of another database")
    case .count(let recorded) where recorded.count > current.count:
      return DataIssue(file: url, problem: .writesLost(count: recorded.count - current.count))
    case .count(let recorded) where recorded.count < current.count:
      return unchecked("counts fewer changes than the database holds")
    case .count:
      return nil
    }
  }

  /// Whether the database at `url` has a `-shm` but no `-wal`: its log was deleted after a
  /// crash (SQLite deletes `-shm` before `-wal` on close and makes `-wal` first on open, so
  /// this pair never occurs otherwise). Read it before SQLite opens the file and makes a `-wal`.
  static func logLost(at url: URL) -> Bool {
    let path = url.path(percentEncoded: false)
    return SystemCalls.fileType(at: path + "-shm") != .missing && SystemCalls.fileType(at: path + "-wal") == .missing
  }
}
