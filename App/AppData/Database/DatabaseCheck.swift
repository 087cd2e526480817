import Foundation

/// Whether the database at the data folder's path is whole: what opening checks before and
/// after SQLite opens the file. A file found wanting is reported as damaged and moved aside,
/// never silently replaced.
///
/// The app only ever puts a finished database at that path (see ``DatabaseFile/createSeeded``),
/// so a file without the schema, or with its write-ahead log missing, is one whose data was
/// lost, not a first launch.
enum DatabaseCheck {
  /// What a check found.
  enum Verdict: Equatable {
    /// The file is damaged, for this reason.
    case damaged(String)
    /// A newer version of the app wrote it: leave it alone and save nothing.
    case newer(Int)
  }

  /// The first bytes of every SQLite database file.
  private static let header = Array("SQLite format 3\0".utf8)

  /// Damage visible before opening: an empty file, or one that doesn't start as a database
  /// does (found before SQLite opens it, since SQLite deletes the `-wal` of a file it doesn't
  /// recognise, and that log may be all that is left). Nil when none. A `-wal` deleted after a
  /// crash, with or without its `-shm`, is no damage to the file: the writes it held are found
  /// lost by the ``CommitCheck``, and the file keeps everything else.
  static func damageBeforeOpening(at url: URL) -> String? {
    let path = url.path(percentEncoded: false)
    if SystemCalls.fileSize(at: path) == 0 { return "the file is empty" }
    if let start = SystemCalls.firstBytes(at: path, count: header.count), start != header {
      return "file is not a database"
    }
    return nil
  }

  /// Damage (or a newer version) found in the open `database`: a version outside
  /// 0…``Schema/currentVersion``, no schema, pages `PRAGMA quick_check` finds broken, or a
  /// table or column missing or changed from what its version's migrations made. Nil when
  /// it is whole.
  static func verdict(on database: Database) throws(DatabaseError) -> Verdict? {
    let version = try database.userVersion()
    if version > Schema.currentVersion { return .newer(version) }
    guard version >= 0 else { return .damaged("its format version \(version) is not one the app ever wrote") }
    guard version > 0 else { return .damaged("it holds no data (it was never finished, or its log was lost)") }
    let check = try database.rows("PRAGMA quick_check").compactMap { $0.first?.text }
    guard check == ["ok"] else { return .damaged(check.first ?? "PRAGMA quick_check found it damaged") }
    let expected = try Schema.tableShapes(at: version)
    let found = try Schema.tableShapes(of: database)
    for (table, columns) in expected.sorted(by: { $0.key < $1.key }) where found[table] != columns {
      return .damaged(found[table] == nil ? "its table \(table) is missing" : "its table \(table) has other columns")
    }
    return nil
  }
}
