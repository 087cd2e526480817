import Foundation

/// The damaged databases moved aside in the data folder (`data.sqlite3.corrupt-<n>`), reported
/// at every start until the user has seen them, so a kill between moving a file aside and
/// showing the warning never loses the warning. What was seen is kept in the database
/// (`seen_damage`); a database that is itself moved aside takes that record with it, and the
/// older files are reported once more.
enum DamagedFiles {
  /// An issue for each moved-aside file in `folder` not yet seen, besides those in `reported`
  /// (just moved aside, so already reported). If what was seen can't be read, every file is
  /// reported: a warning shown twice is better than one lost.
  static func unseen(in folder: URL, by database: Database, besides reported: [URL]) -> [DataIssue] {
    let seen: Set<String>
    do {
      seen = Set(try database.rows("SELECT file_name FROM seen_damage").compactMap { $0.first?.text })
    } catch {
      seen = []
    }
    let skipped = seen.union(reported.map(\.lastPathComponent))
    return DatabaseFile.movedAside(in: folder).filter { !skipped.contains($0.lastPathComponent) }.map {
      DataIssue(file: DatabaseFile.url(in: folder), problem: .movedAsideEarlier, movedAsideTo: $0)
    }
  }

  /// Records that the user has seen the moved-aside files of `issues`, and the writes lost
  /// that they report (which are reported at every start until then).
  static func acknowledge(_ issues: [DataIssue], in database: Database) throws(DataWriteError) {
    let aboutCommits = issues.contains {
      switch $0.problem {
      case .writesLost, .commitsUnchecked: true
      default: false
      }
    }
    if aboutCommits {
      database.commitRecord?.reset { try? CommitCount.current(in: database) }
    }
    let names = issues.compactMap(\.movedAsideTo?.lastPathComponent)
    guard !names.isEmpty else { return }
    try database.write { () throws(DatabaseError) in
      for name in names {
        try database.run("INSERT OR IGNORE INTO seen_damage (file_name) VALUES (?)", .text(name))
      }
    }
  }
}
