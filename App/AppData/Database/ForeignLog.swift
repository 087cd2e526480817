import Foundation

/// Whether the `-wal` beside the database holds another database's writes: left there when
/// another data folder's `data.sqlite3` was copied over this one after a crash. SQLite can't
/// tell (a log names no database file), and would replay those pages into this file: a broken
/// index, rows of the other database, accounts that no longer sign in.
///
/// The database's id (``CommitCount/DatabaseID``, in the page every counted write changes) is
/// read from a copy of the file alone and from a copy with the log beside it: a log whose
/// writes change the id is another database's. The copies are made only when the log holds
/// writes, named `data.sqlite3.check-<pid>`, and removed; a check that can't be made finds
/// nothing (the file's own checks still run).
enum ForeignLog {
  /// The prefix of the copies' names after the database's.
  static let copyInfix = ".check-"

  /// Whether the `-wal` beside the database at `url` belongs to another database.
  static func isForeign(besideDatabaseAt url: URL) -> Bool {
    let path = url.path(percentEncoded: false)
    // A log of its header alone (32 bytes) holds no writes.
    guard (SystemCalls.fileSize(at: path + "-wal") ?? 0) > 32 else { return false }
    let copy = path + copyInfix + "\(ProcessInfo.processInfo.processIdentifier)"
    let files = ([""] + DatabaseFile.companionSuffixes).map { copy + $0 }
    func removeCopies() { for file in files { _ = SystemCalls.remove(file) } }
    removeCopies()
    defer { removeCopies() }
    guard let alone = id(ofCopyOf: path, at: copy) else { return false }
    for suffix in DatabaseFile.companionSuffixes { _ = SystemCalls.remove(copy + suffix) }
    guard copyAsItIsNow(path + "-wal", to: copy + "-wal"), let replayed = id(ofDatabaseAt: copy)
    else { return false }
    return alone != replayed
  }

  /// The id of a copy, made at `copy`, of the database file at `path` alone.
  private static func id(ofCopyOf path: String, at copy: String) -> CommitCount.DatabaseID? {
    guard copyAsItIsNow(path, to: copy) else { return nil }
    return id(ofDatabaseAt: copy)
  }

  /// Copies the file at `source` as it is now, in one read: another process may checkpoint the
  /// log and truncate it meanwhile, and `FileManager.copyItem`'s `sendfile` loop then never ends.
  private static func copyAsItIsNow(_ source: String, to destination: String) -> Bool {
    guard let size = SystemCalls.fileSize(at: source), let bytes = SystemCalls.firstBytes(at: source, count: size)
    else { return false }
    return FileManager.default.createFile(
      atPath: destination, contents: Data(bytes), attributes: [.posixPermissions: 0o600])
  }

  /// The id the database at `path` holds; nil if it can't be read.
  private static func id(ofDatabaseAt path: String) -> CommitCount.DatabaseID? {
    guard let database = try? Database.open(at: URL(filePath: path)) else { return nil }
    defer { database.close() }
    return (try? CommitCount.current(in: database))?.database
  }
}
