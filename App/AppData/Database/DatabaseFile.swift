import Foundation

/// The database file in the data folder: what is at its path, and creating or moving it.
///
/// The path is checked with `lstat` before SQLite opens it: a named pipe, a device, a folder or
/// a symbolic link (to `/dev/zero`, say) is refused without ever being opened, since reading
/// one could block forever or never end.
enum DatabaseFile {
  /// The file name in the data folder.
  static let name = "data.sqlite3"
  /// The files SQLite keeps beside it in WAL mode; they belong to it and move with it.
  static let companionSuffixes = ["-wal", "-shm"]

  /// The database's URL in `folder`.
  static func url(in folder: URL) -> URL {
    folder.appending(path: name, directoryHint: .notDirectory)
  }

  /// Creates an empty database file readable only by its owner (SQLite gives its `-wal` and
  /// `-shm` files the same mode), unless something is already there.
  static func createIfMissing(at url: URL) -> String? {
    SystemCalls.createEmptyFileIfMissing(at: url.path(percentEncoded: false))
  }

  /// Renames a damaged database and its companion files to the first free
  /// `data.sqlite3.corrupt-<n>` (and `…-wal`, `…-shm`), so nothing is deleted and SQLite never
  /// replays an old log into the fresh file. Nil if it could not be moved.
  static func moveAside(_ url: URL) -> URL? {
    guard let destination = MovingAside.move(url, companionSuffixes: companionSuffixes) else { return nil }
    for suffix in companionSuffixes {
      let companion = URL(filePath: url.path(percentEncoded: false) + suffix)
      let target = URL(filePath: destination.path(percentEncoded: false) + suffix)
      _ = SystemCalls.replace(target.path(percentEncoded: false), with: companion.path(percentEncoded: false))
    }
    return destination
  }
}
