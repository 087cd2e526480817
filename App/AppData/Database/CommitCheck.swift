import Foundation

/// What a start learns from the ``CommitRecord`` beside the database about writes lost since the
/// app last stopped: checked like the database itself, so a record that is missing, unreadable,
/// another database's or behind the database is reported ("could not check whether recent
/// changes were lost") and held, never silently replaced. A record ahead of the database counts
/// writes lost, unless the database was closed cleanly (see ``CleanClose``): then no log lost
/// any, and the record is reported as unchecked too.
enum CommitCheck {
  /// The schema version that began counting writes (the `commits` table): a database older
  /// than it has no record to check, and gets one.
  static let countedSince = 7

  /// The issue to report for the database at `url`, open as `database`, with `record` beside it
  /// (nil: it could not be opened); nil when the record agrees with the database. A database
  /// made at this start, or older than ``countedSince``, has no record to check: its record is
  /// set to its count.
  static func issue(record: CommitRecord?, beside url: URL, database: Database, isNew: Bool) -> DataIssue? {
    let recordFile = URL(filePath: url.path(percentEncoded: false) + CommitRecord.suffix)
    func unchecked(_ reason: String) -> DataIssue {
      record?.hold(.commitsUnchecked(reason: reason))
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
    let (content, opened) = record.read { () -> (count: CommitCount, closedCleanly: Bool)? in
      guard let count = try? CommitCount.current(in: database) else { return nil }
      return (count, CleanClose.takeMark(from: database))
    }
    guard let opened else { return nil }
    let current = opened.count
    switch content {
    case .held(.writesLost(let count)): return DataIssue(file: url, problem: .writesLost(count: count))
    case .held(let problem): return DataIssue(file: recordFile, problem: problem)
    case .empty: return unchecked(record.wasMissing ? "was missing" : "was empty")
    case .unreadable: return unchecked("could not be read")
    case .count(let recorded) where recorded.database != current.database:
      return unchecked("counts the changes of another database")
    case .count(let recorded) where recorded.count > current.count && opened.closedCleanly:
      // Every write it was given is in the file: the record was changed, or the file is an
      // older copy of itself put back. Not writes a lost log took.
      return unchecked("counts more changes than the database held when it was last closed cleanly")
    case .count(let recorded) where recorded.count > current.count:
      let problem = DataIssue.Problem.writesLost(count: recorded.count - current.count)
      record.hold(problem)
      return DataIssue(file: url, problem: problem)
    case .count(let recorded) where recorded.count < current.count:
      return unchecked("counts fewer changes than the database holds")
    case .count:
      return nil
    }
  }
}
